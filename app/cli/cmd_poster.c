/* cmd_poster.c - `poster FILE --url URL`: the self-registration poster
 * (PDF) with the QR code of the server's /register page. */
#include "i18n.h"
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "db_tournaments.h"
#include "entrycodes.h"
#include "lookup.h"
#include "outfmt.h"
#include "rep_pdf.h"

int cmd_poster(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    const char *given = cli_str(a, "url");
    const db_tournament *t = &ctx->tour->row;
    char *base = NULL;
    int rc = ops_web_base_url(ctx->db, given, false, &base, &ctx->err);
    if (rc == SK_OK && !base)
        rc = sk_err_set(&ctx->err, SK_USAGE, _("the address phones reach 'skatsheet serve' at is "
                        "not known yet: give --url http://HOST:PORT (e.g. "
                        "http://192.168.1.20:8080)"));
    if (rc == SK_OK) {
        sk_buf url = {0};
        sk_buf_printf(&url, "%s/register", base);
        rep_doc doc = {t->name, t->date, NULL, outfmt_lang(a)};
        rc = rep_pdf_poster(file, &doc, sk_buf_str(&url), &ctx->err);
        if (rc == SK_OK)
            printf(_("wrote %s: players register at %s\n"), file, sk_buf_str(&url));
        sk_buf_free(&url);
    }
    if (rc == SK_OK && given) {
        /* stored once the poster is written, like series plan's --url */
        char *stored = NULL;
        rc = ops_web_base_url(ctx->db, given, true, &stored, &ctx->err);
        free(stored);
    }
    free(base);
    return rc;
}
