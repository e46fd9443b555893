/* rep_qr.h - libqrencode for the QR codes of the PDFs, loaded when one is
 * drawn, not at every start of the program (app/core/dynlib.h).  Include
 * this instead of <qrencode.h>; the calls read as before.  rep_qr_load
 * first. */
#ifndef SK_REP_QR_H
#define SK_REP_QR_H

#include <qrencode.h>

#include "dynlib.h"

#define REP_QR_FUNCS(X)                                                                        \
    X(QRcode_encodeString) X(QRcode_free)

SK_DYNLIB_DECLARE(rep_qr, rep_qr_table, REP_QR_FUNCS)

#ifndef REP_LIBS_TABLES_ONLY /* (rep_libs.c, which fills the table) */
#define QRcode_encodeString (rep_qr()->QRcode_encodeString)
#define QRcode_free (rep_qr()->QRcode_free)
#endif

#endif
