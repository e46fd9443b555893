/* qrlib.h - libqrencode for the QR codes of the PDFs (reports) and of the
 * web pages (app/web/qrsvg.c), loaded when a code is first drawn, not at
 * every start of the program (app/core/dynlib.h).  Include this instead of
 * <qrencode.h>; the calls read as before.  io_qr_load first. */
#ifndef SK_IO_QRLIB_H
#define SK_IO_QRLIB_H

#include <qrencode.h>

#include "dynlib.h"

#define IO_QR_FUNCS(X) X(QRcode_encodeString) X(QRcode_free)

SK_DYNLIB_DECLARE(io_qr, io_qr_table, IO_QR_FUNCS)

#ifndef IO_QR_TABLE_ONLY /* (qrlib.c, which fills the table) */
#define QRcode_encodeString (io_qr()->QRcode_encodeString)
#define QRcode_free (io_qr()->QRcode_free)
#endif

#endif
