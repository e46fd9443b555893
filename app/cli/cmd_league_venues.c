/* cmd_league_venues.c - a league's venues in bulk (issue 37, part 9):
 * `league venue import FILE.csv` and `league code sheet N FILE.pdf`
 * (app/ops/fedvenues.h, reports/rep_venuecodes.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "csvout.h"
#include "fedvenues.h"
#include "fileio.h"
#include "langsetup.h"
#include "outfmt.h"
#include "rep_venuecodes.h"

#define VENUE_CSV_MAX (64L * 1024 * 1024)

int cmd_league_venue_import(cli_ctx *ctx, const cli_args *a)
{
    char *buf = NULL;
    size_t len = 0;
    int rc = sk_read_file(a->pos[0], VENUE_CSV_MAX, &buf, &len, &ctx->err);
    if (rc != SK_OK)
        return rc;
    ops_venue_import r;
    rc = ops_fed_venue_import(ctx->db, cli_str(a, "league"), buf, len, &r, &ctx->err);
    free(buf);
    if (rc == SK_OK)
        printf(_("venues imported: %zu (new: %zu), venue groups placed: %zu\n"), r.venues,
               r.created, r.groups);
    return rc;
}

static void csv_add(sk_buf *b, const char *s, bool last)
{
    csvout_field(b, s ? s : "", s ? strlen(s) : 0);
    sk_buf_add(b, last ? "\n" : ",");
}

/* The mail merge's rows: a line per venue with the same as its page. */
static int write_csv(const char *path, const ops_code_sheet *s, const char *hub, sk_err *err)
{
    sk_buf b = {0};
    sk_buf_add(&b, "venue,address,contact,matchday,date,code,hub,groups,teams,tournament\n");
    for (size_t i = 0; i < s->n; i++) {
        const ops_code_page *p = &s->v[i];
        sk_buf gs = {0}, ts = {0};
        char *g = xstrdup(p->groups ? p->groups : ""), *save = NULL;
        for (char *ln = strtok_r(g, "\n", &save); ln; ln = strtok_r(NULL, "\n", &save)) {
            char *tab = strchr(ln, '\t');
            if (!tab)
                continue;
            *tab = '\0';
            sk_buf_printf(&gs, "%s%s", gs.len ? ";" : "", ln);
            sk_buf_printf(&ts, "%s%s", ts.len ? "; " : "", tab + 1);
        }
        free(g);
        char md[16];
        snprintf(md, sizeof md, "%d", s->matchday);
        csv_add(&b, p->venue, false);
        csv_add(&b, p->address, false);
        csv_add(&b, p->contact, false);
        csv_add(&b, md, false);
        csv_add(&b, s->date, false);
        csv_add(&b, p->kept ? "" : p->code, false);
        csv_add(&b, hub, false);
        csv_add(&b, sk_buf_str(&gs), false);
        csv_add(&b, sk_buf_str(&ts), false);
        csv_add(&b, p->tournament, true);
        sk_buf_free(&gs);
        sk_buf_free(&ts);
    }
    int rc = sk_write_file_atomic(path, b.s ? b.s : "", b.len, err);
    sk_buf_free(&b);
    return rc;
}

int cmd_league_code_sheet(cli_ctx *ctx, const cli_args *a)
{
    /* the sheet goes to German venues: German (its messages too) unless
     * --lang or SKATSHEET_LANG chose a language */
    if (!ctx->lang_given)
        sk_lang_setup(SK_LANG_DE);
    int md = atoi(a->pos[0]);
    const char *pdf = a->pos[1], *hub = cli_str(a, "hub"), *csv = cli_str(a, "csv");
    if (strncmp(hub, "http://", 7) != 0 && strncmp(hub, "https://", 8) != 0)
        return sk_err_set(&ctx->err, SK_INVALID,
                          _("--hub '%s' is not a web address (http://... or https://...)"), hub);
    /* the codes are stored only when the sheet (and the CSV) were written */
    int rc = db_begin(ctx->db, &ctx->err);
    if (rc != SK_OK)
        return rc;
    ops_code_sheet s;
    rc = ops_fed_code_sheet(ctx->db, cli_str(a, "league"), md, cli_has(a, "renew"), &s,
                            &ctx->err);
    if (rc != SK_OK) {
        db_rollback(ctx->db);
        return rc;
    }
    rep_venue_page *pg = xcalloc(s.n + 1, sizeof *pg);
    for (size_t i = 0; i < s.n; i++)
        pg[i] = (rep_venue_page){s.v[i].venue, s.v[i].address, s.v[i].contact,
                                 s.v[i].kept ? NULL : s.v[i].code, s.v[i].groups,
                                 s.v[i].tournament};
    rep_doc doc = {s.league, s.date, NULL, outfmt_lang(a)};
    rc = rep_pdf_venue_codes(pdf, &doc, md, hub, pg, (int)s.n, &ctx->err);
    if (rc == SK_OK && csv)
        rc = write_csv(csv, &s, hub, &ctx->err);
    if (rc == SK_OK)
        rc = db_commit(ctx->db, &ctx->err);
    else
        db_rollback(ctx->db);
    if (rc == SK_OK) {
        printf(_("wrote %s: match day %d, venues: %zu\n"), pdf, md, s.n);
        if (s.n - s.kept)
            printf(_("new venue codes: %zu (shown only on the sheet: the hub keeps only their "
                     "hashes)\n"), s.n - s.kept);
        if (s.renewed)
            printf(_("venue codes revoked: %zu\n"), s.renewed);
        if (s.kept)
            printf(_("venues keeping the code given out earlier: %zu (--renew makes new "
                     "ones)\n"), s.kept);
    }
    free(pg);
    ops_code_sheet_free(&s);
    return rc;
}
