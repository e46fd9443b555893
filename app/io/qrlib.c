/* qrlib.c - see qrlib.h */
#define IO_QR_TABLE_ONLY
#include "qrlib.h"

#ifndef SK_SONAME_QR
#define SK_SONAME_QR "libqrencode.so.4"
#endif

SK_DYNLIB_DEFINE(io_qr, io_qr_table, SK_SONAME_QR, "libqrencode4", IO_QR_FUNCS)
