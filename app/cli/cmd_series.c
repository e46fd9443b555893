/* cmd_series.c - `series draw`, `series show` and `series plan`. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "rep_pdf.h"
#include "lookup.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_league.h"
#include "db_evening.h"
#include "seriesdraw.h"
#include "entrylinks.h"
#include "tournaments.h"

/* How a series was drawn (db_series.method), in words. */
static const char *method_words(const char *m)
{
    static const char *const words[] = {NC_("draw method", "random"),
                                        NC_("draw method", "seeded"),
                                        NC_("draw method", "manual"), NULL};
    return outfmt_word("draw method", words, m);
}

static int print_series(const db_tournament *t, const db_series *s)
{
    int w = 6;
    for (size_t i = 0; i < s->ntables; i++)
        for (int k = 0; k < s->tables[i].size; k++)
            if (s->tables[i].seats[k].name && sk_utf8_width(s->tables[i].seats[k].name) > w)
                w = sk_utf8_width(s->tables[i].seats[k].name);
    sk_buf b = {0};
    sk_buf_printf(&b, _("%s, series %d (%s"), t->name, s->series_no, method_words(s->method));
    if (s->has_seed)
        sk_buf_printf(&b, _(", seed %llu"), (unsigned long long)s->seed);
    sk_buf_add(&b, ")\n");
    for (size_t i = 0; i < s->ntables; i++) {
        const db_table *tb = &s->tables[i];
        sk_buf_printf(&b, _("table %d (%d players)\n"), tb->table_no, tb->size);
        for (int k = 0; k < tb->size; k++) {
            const db_seat *x = &tb->seats[k];
            sk_buf_printf(&b, _("  seat %d  "), k + 1);
            if (x->number)
                sk_buf_printf(&b, "%5d  ", x->number);
            else
                sk_buf_add(&b, "    -  ");
            if (x->club) {
                sk_buf_pad(&b, x->name ? x->name : "?", w, false);
                sk_buf_printf(&b, "  %s\n", x->club);
            } else {
                sk_buf_printf(&b, "%s\n", x->name ? x->name : "?");
            }
        }
    }
    outfmt_put(&b);
    return SK_OK;
}

static void print_repeats(int pairs)
{
    printf(sk_ntr("%d pair meets again (shared a table in an earlier series)\n",
                  "%d pairs meet again (shared a table in an earlier series)\n",
                  (unsigned long)pairs), pairs);
}

int cli_seed_opt(cli_ctx *ctx, const cli_args *a, uint64_t *out, bool *given)
{
    const char *s = cli_str(a, "seed");
    *given = s != NULL;
    if (!s)
        return SK_OK;
    char *end;
    errno = 0;
    unsigned long long v = *s && *s != '-' && *s != '+' && *s != ' ' ? strtoull(s, &end, 10) : 0;
    if (!*s || *s == '-' || *s == '+' || *s == ' ' || errno || *end)
        return cli_usage(ctx, _("--seed must be a whole number from 0 to "
                                "18446744073709551615, not '%s'"), s);
    *out = v;
    return SK_OK;
}

int cmd_series_draw(cli_ctx *ctx, const cli_args *a)
{
    const char *separate = cli_str(a, "separate");
    ops_draw_request rq = {
        .series = atoi(a->pos[0]), /* 1..99, checked by the parser */
        .seeded = cli_has(a, "seeded"),
        .separate = !separate ? OPS_SEPARATE_NONE
                    : strcmp(separate, "club") == 0 ? OPS_SEPARATE_CLUB : OPS_SEPARATE_TEAM,
    };
    int rc = cli_seed_opt(ctx, a, &rq.seed, &rq.have_seed);
    if (rc != SK_OK)
        return rc;
    ops_tour t = {0};
    rc = lookup_tour_write(ctx, cli_str(a, "tournament"), &t);
    ops_draw_result r;
    if (rc == SK_OK)
        rc = ops_series_draw(ctx->db, &t, &rq, &r, &ctx->err);
    if (rc == SK_OK) {
        print_series(&t.row, &r.series);
        if (r.repeats >= 0)
            print_repeats(r.repeats);
        if (r.conflicts)
            printf(sk_ntr("note: %d pair of the same %s shares a table (not avoidable)\n",
                          "note: %d pairs of the same %s share a table (not avoidable)\n",
                          (unsigned long)r.conflicts), r.conflicts, separate);
        ops_draw_result_clear(&r);
    }
    ops_tour_clear(&t);
    return rc;
}

int cmd_series_show(cli_ctx *ctx, const cli_args *a)
{
    const char *tname = cli_str(a, "tournament");
    int series = atoi(a->pos[0]); /* 1..99, checked by the parser */
    db_tournament t;
    db_series s;
    int rc = lookup_series(ctx, tname, series, &t, &s);
    if (rc != SK_OK)
        return rc;
    print_series(&t, &s);
    db_series_clear(&s);
    int pairs;
    if (series > 1 && (rc = db_series_repeats(ctx->db, t.id, series, &pairs, &ctx->err)) == SK_OK)
        print_repeats(pairs);
    db_tournament_clear(&t);
    return rc;
}

int cmd_series_undraw(cli_ctx *ctx, const cli_args *a)
{
    int series = atoi(a->pos[0]); /* 1..99, checked by the parser */
    const db_tournament *t = &ctx->tour->row;
    int rc = ops_series_undraw(ctx->db, t->id, series, &ctx->err);
    if (rc == SK_OK)
        printf(_("undrew series %d of '%s': draw it again with 'skatsheet series draw %d'\n"),
               series, t->name, series);
    return rc;
}

/* ---- series plan (the seating plan as PDF) ---- */

int cmd_series_plan(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    int series = (int)cli_int(a, "series", 0);
    rep_lang lang = outfmt_lang(a);
    db_tournament t;
    db_series s;
    int rc = lookup_series(ctx, cli_str(a, "tournament"), series, &t, &s);
    if (rc != SK_OK)
        return rc;
    size_t n = 0;
    for (size_t i = 0; i < s.ntables; i++)
        n += (size_t)s.tables[i].size;
    rep_plan_seat *ps = xcalloc(n ? n : 1, sizeof *ps);
    size_t k = 0;
    for (size_t i = 0; i < s.ntables; i++)
        for (int j = 0; j < s.tables[i].size; j++)
            ps[k++] = (rep_plan_seat){s.tables[i].table_no, j + 1, s.tables[i].seats[j].name,
                                      s.tables[i].seats[j].number};
    rep_doc doc = {t.name, t.date, NULL, lang};
    ops_entry_link *l = NULL;
    size_t nl = 0;
    rep_entry *en = NULL;
    rc = ops_entry_links(ctx->db, &t, series, false, false, 0, cli_str(a, "url"), &l, &nl, NULL,
                         &ctx->err);
    if (rc == SK_OK) {
        en = cli_entry_reps(l, nl);
        rc = rep_pdf_plan(file, &doc, series, ps, (int)n, en, (int)nl, &ctx->err);
    }
    free(ps);
    if (rc == SK_OK) {
        printf(_("wrote %s\n"), file);
        rc = cli_entry_after_print(ctx, series, cli_str(a, "url"), l, nl);
    }
    free(en);
    ops_entry_links_free(l, nl);
    db_series_clear(&s);
    db_tournament_clear(&t);
    return rc;
}

/* ---- series codes (entry codes of the tables, for `serve`) ---- */

int cmd_series_codes(cli_ctx *ctx, const cli_args *a)
{
    int series = atoi(a->pos[0]); /* 1..99, checked by the parser */
    bool renew = cli_has(a, "renew") > 0;
    int table = (int)cli_int(a, "table", 0);
    const db_tournament *t = &ctx->tour->row;
    ops_entry_link *l = NULL;
    size_t n = 0;
    int changed = 0;
    int rc = ops_entry_links(ctx->db, t, series, true, renew, table, cli_str(a, "url"), &l, &n,
                         &changed, &ctx->err);
    if (rc == SK_OK) {
        printf(_("entry codes of series %d of '%s'"), series, t->name);
        if (renew)
            printf(sk_ntr(" (%d renewed: the old code no longer works)",
                          " (%d renewed: the old codes no longer work)", (unsigned long)changed),
                   changed);
        else if (changed)
            printf(_(" (%d new)"), changed);
        printf(":\n");
        for (size_t i = 0; i < n; i++)
            if (!table || l[i].table_no == table)
                printf(_("table %-4d %s%s%s\n"), l[i].table_no, l[i].code, l[i].url ? "  " : "",
                       l[i].url ? l[i].url : "");
        if (n && !l[0].url)
            cli_entry_no_base_note(stdout);
    }
    ops_entry_links_free(l, n);
    return rc;
}
