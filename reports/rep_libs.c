/* rep_libs.c - the libraries of the reports, loaded when first used: see
 * rep_hpdf.h, rep_lxw.h and app/core/dynlib.h (libqrencode: app/io/qrlib.h). */
#define REP_LIBS_TABLES_ONLY
#include "rep_hpdf.h"
#include "rep_lxw.h"

#ifndef SK_SONAME_HPDF
#define SK_SONAME_HPDF "libhpdf-2.3.0.so"
#endif
#ifndef SK_SONAME_LXW
#define SK_SONAME_LXW "libxlsxwriter.so.4"
#endif

SK_DYNLIB_DEFINE(rep_hpdf, rep_hpdf_table, SK_SONAME_HPDF, "libhpdf-2.3.0", REP_HPDF_FUNCS)
SK_DYNLIB_DEFINE(rep_lxw, rep_lxw_table, SK_SONAME_LXW, "libxlsxwriter4", REP_LXW_FUNCS)
