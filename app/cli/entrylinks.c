/* entrylinks.c - see entrylinks.h */
#include "entrylinks.h"

#include <stdlib.h>

#include "util.h"

rep_entry *cli_entry_reps(const ops_entry_link *l, size_t n)
{
    rep_entry *v = xcalloc(n ? n : 1, sizeof *v);
    for (size_t i = 0; i < n; i++)
        v[i] = (rep_entry){l[i].table_no, l[i].code[0] ? l[i].code : NULL, l[i].url};
    return v;
}

void cli_entry_no_base_note(FILE *f)
{
    fprintf(f, _("no base address stored, so no links or QR codes (the codes are printed as "
               "text): give --url http://HOST:PORT once, the address phones reach "
               "'skatsheet serve' at\n"));
}

int cli_entry_after_print(cli_ctx *ctx, int series, const char *url, const ops_entry_link *l,
                          size_t n)
{
    size_t without = 0;
    for (size_t i = 0; i < n; i++)
        if (!l[i].code[0])
            without++;
    if (without == n) {
        printf(_("no entry codes printed: series %d has none yet; make them with 'skatsheet "
               "series codes %d', then print again\n"), series, series);
    } else if (without) {
        printf(sk_ntr("%zu of %zu tables has no entry code yet: 'skatsheet series codes %d' makes "
                      "them\n",
                      "%zu of %zu tables have no entry code yet: 'skatsheet series codes %d' makes "
                      "them\n", (unsigned long)without), without, n, series);
    }
    if (without < n && n && l[0].url)
        printf(_("entry codes printed with QR codes (the table pages under the base address)\n"));
    else if (without < n)
        cli_entry_no_base_note(stdout);
    if (!url)
        return SK_OK;
    char *base = NULL;
    int rc = ops_web_base_url(ctx->db, url, true, &base, &ctx->err);
    free(base);
    return rc;
}
