/* test_dynlib.c - the libraries loaded when first used (app/core/dynlib.h):
 * a missing library or function is an error naming it and the package, the
 * server's and the reports' libraries load and fill their tables, and the
 * program itself does not load them at start. */
#include <stdio.h>
#include <string.h>

#include "dynlib.h"
#include "mhd.h"
#include "pqlib.h"
#include "rep_hpdf.h"
#include "rep_lxw.h"
#include "qrlib.h"
#include "th.h"

/* Is a library whose name contains name mapped into this process? */
static bool mapped(const char *name)
{
    FILE *f = fopen("/proc/self/maps", "r");
    char line[1024];
    bool found = false;
    while (f && fgets(line, sizeof line, f))
        if (strstr(line, name))
            found = true;
    if (f)
        fclose(f);
    return found;
}

static void test_missing_library_named(void)
{
    sk_err err;
    sk_err_clear(&err);
    TH_CHECK(sk_dynlib_open("libskatsheet-none.so.9", "libnone9", &err) == NULL);
    TH_EQ_INT(err.status, SK_FAIL);
    TH_CONTAINS(err.msg, "cannot load libskatsheet-none.so.9: ");
    TH_CONTAINS(err.msg, "(install it: libnone9)");
}

static void test_missing_function_named(void)
{
    sk_err err;
    sk_err_clear(&err);
    void *h = sk_dynlib_open("libc.so.6", "libc6", &err);
    TH_CHECK(h != NULL);
    TH_CHECK(sk_dynlib_sym(h, "libc.so.6", "libc6", "strlen", &err) != NULL);
    TH_EQ_INT(err.status, SK_OK);
    TH_CHECK(sk_dynlib_sym(h, "libc.so.6", "libc6", "sk_no_such_function", &err) == NULL);
    TH_CONTAINS(err.msg, "cannot load libc.so.6: it has no sk_no_such_function");
}

/* Not loaded until used: the test binary links everything skatsheet links. */
static void test_loaded_when_used(void)
{
    TH_CHECK(!mapped("libmicrohttpd"));
    TH_CHECK(!mapped("libxlsxwriter"));
    TH_CHECK(!mapped("libhpdf"));
    TH_CHECK(!mapped("libqrencode"));
    TH_CHECK(!mapped("libpq"));
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(web_mhd_load(&err), SK_OK);
    TH_EQ_INT(rep_lxw_load(&err), SK_OK);
    TH_EQ_INT(rep_hpdf_load(&err), SK_OK);
    TH_EQ_INT(io_qr_load(&err), SK_OK);
    TH_EQ_INT(db_pq_load(&err), SK_OK);
    TH_CHECK(mapped("libmicrohttpd"));
    TH_CHECK(mapped("libxlsxwriter"));
    TH_CHECK(mapped("libhpdf"));
    TH_CHECK(mapped("libpq"));
    TH_CHECK(MHD_start_daemon != NULL); /* the table member (mhd.h) */
    TH_CHECK(workbook_close != NULL);
    /* a call through the table: libqrencode encodes */
    QRcode *q = QRcode_encodeString("https://example.org/", 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    TH_CHECK(q != NULL && q->width >= 21);
    if (q)
        QRcode_free(q);
}

int main(void)
{
    TH_SUITE("dynlib");
    TH_RUN(test_missing_library_named);
    TH_RUN(test_missing_function_named);
    TH_RUN(test_loaded_when_used);
    return th_done();
}
