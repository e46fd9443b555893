/* mhd.c - see mhd.h */
#define WEB_MHD_TABLE_ONLY
#include "mhd.h"

#ifndef SK_SONAME_MHD
#define SK_SONAME_MHD "libmicrohttpd.so.12"
#endif

SK_DYNLIB_DEFINE(web_mhd, web_mhd_table, SK_SONAME_MHD, "libmicrohttpd12", WEB_MHD_FUNCS)
