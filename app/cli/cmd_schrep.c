/* cmd_schrep.c - the Schafkopf reports of the commands (schcli.h): the
 * list PDF of `sheet pdf`, the standings PDF and XLSX of `export`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "clifam.h"
#include "db.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_schafkopf.h"
#include "csvout.h"
#include "csvsch.h"
#include "fileio.h"
#include "house.h"
#include "houseprof.h"
#include "importfile.h"
#include "lookup.h"
#include "moneyjson.h"
#include "opsfam.h"
#include "outfmt.h"
#include "rep_pdf.h"
#include "rep_xlsx.h"
#include "schcli.h"
#include "housestand.h"
#include "schops.h"
#include "schxlsx.h"
#include "schgame.h"
#include "seriesdraw.h"
#include "text.h"
/* ---- reports: the Schafkopf list PDF, standings PDF/XLSX ---- */

/* A seat's heading on the list: the player's name, or the seat number on a
 * blank list of a series not drawn yet. */
static const char *seat_head(const db_table *tab, int seat)
{
    static const char *const digit[] = {"?", "1", "2", "3", "4"};
    if (seat >= 1 && seat <= 4 && !tab->seats[seat - 1].name)
        return digit[seat];
    return schcli_seat_name(tab, seat);
}

/* One table's list as a report table: No, dealer, the game as players say
 * it, the declaring party, Augen, then per player the running total with
 * the game's entry ("40 (+20)"), the Kasse in Kasse mode; a total row.
 * blank: game numbers and dealers only. */
static void sheet_table(rep_pool *pool, rep_lang l, const db_tournament *t,
                        const sch_settings *st, const schops_sheet *sh, bool blank,
                        rep_table *out, rep_col *cols, rep_cell **cells)
{
    sk_lang lang = l == REP_DE ? SK_LANG_DE : SK_LANG_EN;
    const char *names[SCH_SEATS];
    for (int k = 0; k < SCH_SEATS; k++)
        names[k] = k < sh->tab.size ? sh->tab.seats[k].name : NULL;
    int nc = 0;
    cols[nc++] = (rep_col){rep_label(l, "sch_no"), REP_RIGHT, 0.55, NULL};
    cols[nc++] = (rep_col){rep_label(l, "dealer"), REP_LEFT, 0.8, NULL};
    cols[nc++] = (rep_col){rep_label(l, "game_no"), REP_LEFT, 2.3, NULL};
    cols[nc++] = (rep_col){rep_label(l, "party"), REP_LEFT, 1.65, NULL};
    cols[nc++] = (rep_col){"Augen", REP_RIGHT, 0.65, NULL};
    cols[nc++] = (rep_col){rep_label(l, "extras"), REP_LEFT, 1.25, NULL};
    cols[nc++] = (rep_col){rep_label(l, "value"), REP_RIGHT, 0.7, NULL};
    for (int k = 1; k <= 4; k++)
        cols[nc++] = (rep_col){seat_head(&sh->tab, k), REP_RIGHT, blank ? 1.2 : 0.8, NULL};
    if (sh->kasse)
        cols[nc++] = (rep_col){"Kasse", REP_RIGHT, 0.7, NULL};
    const int P0 = 7; /* first player column */
    int nrows = blank ? t->games4 : (int)sh->n + 1;
    rep_cell *c = xcalloc((size_t)nrows * (size_t)nc, sizeof *c);
    for (int r = 0; r < nrows; r++) {
        rep_cell *row = &c[(size_t)r * (size_t)nc];
        if (blank) {
            int d = sch_dealer(t->first_dealer, r + 1);
            row[0] = rep_num(r + 1);
            row[1] = rep_text(seat_head(&sh->tab, d));
            continue;
        }
        if (r == (int)sh->n) { /* the total row */
            row[2] = rep_text(rep_label(l, "sum"));
            for (int k = 0; k < 4; k++)
                row[P0 + k] = rep_num(sh->total[k]);
            if (sh->kasse && sh->n)
                row[P0 + 4] = rep_num(sh->kasse_bal[sh->n - 1]);
            continue;
        }
        const db_sch_game *g = &sh->games[r];
        char text[160];
        sch_game_text(&g->g, text, sizeof text); /* German: as players say it */
        /* as the caller says it: "mit der Eichel-Sau"; Tout and Sie go to
         * the extras */
        char *cut = strstr(text, ", Tout");
        if (!cut)
            cut = strstr(text, ", Sie");
        if (cut)
            *cut = 0;
        const char *shown = text;
        if (!strncmp(text, "Rufspiel mit der ", 17))
            shown = text + 9;
        row[0] = rep_num(g->game_no);
        row[1] = rep_text(schcli_seat_name(&sh->tab, sh->dealer[r]));
        row[2] = rep_text(rep_pool_add(pool, xstrdup(shown)));
        /* the party ("Anna + Hans", "Dora allein", "Verlierer Dora"), the
         * Augen and the extras (Schneider, Schwarz, Tout, Sie, Laufende,
         * geklopft, Kontra ...) as every list says them (schgame.h) */
        const sch_game *x = &g->g;
        bool ramsch = x->family == SCH_FAM_BAYERISCH &&
                      (x->b.kind == SCH_BAV_RAMSCH || x->b.kind == SCH_BAV_THROWN_IN);
        char party[200], extra[200];
        sch_party_text(x, names, lang, party, sizeof party);
        row[3] = rep_text(rep_pool_add(pool, xstrdup(party)));
        int au = schcli_augen(x);
        if (au != SCH_AUGEN_NONE)
            row[4] = rep_num(au);
        sch_game_extras(st, x, lang, true, extra, sizeof extra);
        if (extra[0])
            row[5] = rep_text(rep_pool_add(pool, xstrdup(extra)));
        long long v = 0;
        for (int k = 0; k < 4; k++)
            if ((g->pts[k] < 0 ? -g->pts[k] : g->pts[k]) > 0 &&
                (v == 0 || (g->pts[k] < 0 ? -g->pts[k] : g->pts[k]) < v))
                v = g->pts[k] < 0 ? -g->pts[k] : g->pts[k];
        if (v) /* the value, signed for the declaring side: + won, - lost */
            row[6] = rep_num(ramsch || g->won ? v : -v);
        for (int k = 0; k < 4; k++)
            row[P0 + k] = rep_num(sh->run[r][k]);
        if (sh->kasse)
            row[P0 + 4] = rep_num(sh->kasse_bal[r]);
    }
    out->title = rep_pool_add(pool, xasprintf("%s %d \xc2\xb7 %s %d", rep_label(l, "series"),
                                              sh->series, rep_label(l, "table"),
                                              sh->tab.table_no));
    out->ncols = nc;
    out->cols = cols;
    out->nrows = nrows;
    out->cells = c;
    *cells = c;
}

void schcli_lists_free(schcli_lists *x)
{
    if (!x)
        return;
    for (size_t k = 0; k < x->n; k++)
        free(x->cells[k]);
    free(x->cells);
    free(x->cols);
    free(x->tabs);
    rep_pool_free(&x->pool);
    memset(x, 0, sizeof *x);
}

int schcli_blank_lists(cli_ctx *ctx, const ops_tour *ot, const db_series *se, rep_lang l,
                       const char *const *codes, schcli_lists *out)
{
    memset(out, 0, sizeof *out);
    sch_settings s;
    int rc = schcli_settings(ot, &s, &ctx->err);
    if (rc != SK_OK)
        return rc;
    size_t n = se->ntables;
    out->tabs = xcalloc(n ? n : 1, sizeof *out->tabs);
    out->cols = xcalloc(n ? n : 1, sizeof *out->cols);
    out->cells = xcalloc(n ? n : 1, sizeof *out->cells);
    for (size_t k = 0; k < n; k++) {
        schops_sheet sh; /* no games: the seats with their names */
        memset(&sh, 0, sizeof sh);
        sh.series = se->series_no;
        sh.tab = se->tables[k];
        sh.kasse = s.family == SCH_FAM_WENDISCH && s.w.settlement == SCH_WEND_KASSE;
        sheet_table(&out->pool, l, &ot->row, &s, &sh, true, &out->tabs[k], out->cols[k],
                    &out->cells[k]);
        if (codes && codes[k]) { /* the table's entry code beside its number */
            char code[64];
            snprintf(code, sizeof code, rep_label(l, "entry_code"), codes[k]);
            out->tabs[k].title = rep_pool_add(&out->pool,
                                              xasprintf("%s \xc2\xb7 %s", out->tabs[k].title,
                                                        code));
        }
        out->n++;
    }
    out->lists = (rep_day_lists){s.family == SCH_FAM_WENDISCH ? rep_label(l, "sch_list_wendish")
                                                              : rep_label(l, "sch_list"),
                                 out->tabs, (int)n};
    return SK_OK;
}

int schcli_sheet_pdf(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    const char *file = a->pos[0];
    int series = (int)cli_int(a, "series", 0), table_no = (int)cli_int(a, "table", 0);
    bool blank = cli_has(a, "blank");
    rep_lang l = outfmt_lang(a);
    sch_settings s;
    int rc = schcli_settings(ot, &s, &ctx->err);
    db_series se;
    memset(&se, 0, sizeof se);
    /* --blank of a series not drawn yet: the tables the draw would make now,
     * no names (the seat numbers head the columns) */
    size_t undrawn = 0;
    bool drawn = true;
    if (rc == SK_OK && blank) {
        int *nos = NULL, *sizes = NULL;
        size_t nnos = 0;
        rc = db_series_numbers(ctx->db, t->id, &nos, &nnos, &ctx->err);
        drawn = false;
        for (size_t i = 0; i < nnos; i++)
            drawn = drawn || nos[i] == series;
        free(nos);
        if (rc == SK_OK && !drawn && series > t->series_count)
            rc = sk_err_set(&ctx->err, SK_INVALID,
                            _("series %d does not exist: '%s' has %d series"), series, t->name,
                            t->series_count);
        if (rc == SK_OK && !drawn)
            rc = ops_series_table_sizes(ctx->db, ot, series, &sizes, &undrawn, &ctx->err);
        free(sizes);
    }
    if (rc == SK_OK && drawn)
        rc = db_series_get(ctx->db, t->id, series, &se, &ctx->err);
    size_t ntab = drawn ? se.ntables : undrawn;
    size_t nt = 0;
    rep_table *tabs = xcalloc(ntab ? ntab : 1, sizeof *tabs);
    rep_col (*cols)[12] = xcalloc(ntab ? ntab : 1, sizeof *cols);
    rep_cell **cells = xcalloc(ntab ? ntab : 1, sizeof *cells);
    schops_sheet *sh = xcalloc(ntab ? ntab : 1, sizeof *sh);
    rep_pool pool = {0};
    for (size_t k = 0; rc == SK_OK && k < ntab; k++) {
        int no = drawn ? se.tables[k].table_no : (int)k + 1;
        if (table_no && no != table_no)
            continue;
        if (drawn) {
            rc = schops_sheet_load(ctx->db, t, &s, series, no, &sh[nt], &ctx->err);
        } else { /* zeroed: no games, no names */
            sh[nt].series = series;
            sh[nt].tab.table_no = no;
            sh[nt].tab.size = 4;
            sh[nt].kasse = ot->rules.fam->kasse(&ot->rules);
        }
        if (rc == SK_OK) {
            sheet_table(&pool, l, t, &s, &sh[nt], blank, &tabs[nt], cols[nt], &cells[nt]);
            nt++;
        }
    }
    if (rc == SK_OK && nt == 0 && !drawn)
        rc = sk_err_set(&ctx->err, SK_INVALID,
                        _("--table %d: series %d is not drawn and would have %zu tables"),
                        table_no, series, undrawn);
    else if (rc == SK_OK && nt == 0)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("--table %d: series %d has no table %d"), table_no,
                        series, table_no);
    if (rc == SK_OK) {
        char info[160];
        snprintf(info, sizeof info, "%s \xc2\xb7 %s %d", sch_family_name(s.family),
                 rep_label(l, "series_lc"), series);
        rep_doc doc = {t->name, t->date, info, l};
        const char *kind = rep_label(l, ops_family_of(&ot->rules)->list_label);
        rc = (blank ? rep_pdf_pages_blank : rep_pdf_pages)(file, &doc, kind, tabs, (int)nt,
                                                           &ctx->err);
        if (rc == SK_OK && !drawn)
            printf(sk_ntr("wrote %s (%zu blank table: series %d is not drawn yet, no names)\n",
                          "wrote %s (%zu blank tables: series %d is not drawn yet, no names)\n",
                          nt), file, nt, series);
        else if (rc == SK_OK)
            printf(sk_ntr("wrote %s (%zu table)\n", "wrote %s (%zu tables)\n", nt), file, nt);
    }
    for (size_t k = 0; k < nt; k++) {
        schops_sheet_free(&sh[k]);
        free(cells[k]);
    }
    SK_FREE_ALL(sh, cells, cols, tabs);
    rep_pool_free(&pool);
    db_series_clear(&se);
    return rc;
}

/* The standings and the settlement as report tables. */
typedef struct sch_report {
    rep_pool pool;
    rep_col *cols, scols[4], pcols[3];
    rep_cell *cells, *scells, *pcells;
    rep_table main, money, payments;
    bool settle;            /* a rate is set and the list is zero-sum: the settlement pages */
    schops_standings st;
} sch_report;

static void sch_report_free(sch_report *r)
{
    rep_pool_free(&r->pool);
    SK_FREE_ALL(r->cols, r->cells, r->scells, r->pcells);
    schops_standings_free(&r->st);
}

static int sch_report_build(cli_ctx *ctx, const ops_tour *ot, int series, rep_lang l,
                            sch_report *r)
{
    const db_tournament *t = &ot->row;
    memset(r, 0, sizeof *r);
    sch_settings s;
    int rc = schcli_settings(ot, &s, &ctx->err);
    if (rc == SK_OK)
        rc = schops_standings_load(ctx->db, t, &s, series, &r->st, &ctx->err);
    if (rc != SK_OK)
        return rc;
    int first = series ? series : 1, last = series ? series : r->st.nseries;
    int nc = 2 + (last - first + 1) + 2;
    r->cols = xcalloc((size_t)nc, sizeof *r->cols);
    int c = 0;
    r->cols[c++] = (rep_col){rep_label(l, "rank"), REP_RIGHT, 0.6, NULL};
    r->cols[c++] = (rep_col){rep_label(l, "player"), REP_LEFT, 2.6, NULL};
    for (int k = first; k <= last; k++)
        r->cols[c++] = (rep_col){rep_pool_add(&r->pool, xasprintf("%s %d", rep_label(l, "series_short"), k)),
                                 REP_RIGHT, 0.9, NULL};
    r->cols[c++] = (rep_col){rep_label(l, "points"), REP_RIGHT, 1.0, NULL};
    r->cols[c++] = (rep_col){rep_label(l, "solos_won"), REP_RIGHT, 0.9, NULL};
    size_t n = r->st.n;
    r->cells = xcalloc(n ? n * (size_t)nc : 1, sizeof *r->cells);
    r->scells = xcalloc(n ? n * 4 : 1, sizeof *r->scells);
    for (size_t i = 0; i < n; i++) {
        const schops_row *row = &r->st.rows[i];
        rep_cell *x = &r->cells[i * (size_t)nc];
        bool shared = (i > 0 && r->st.rows[i - 1].rank == row->rank) ||
                      (i + 1 < n && r->st.rows[i + 1].rank == row->rank);
        x[0] = shared ? rep_text(rep_pool_add(&r->pool, xasprintf("%d=", row->rank)))
                      : rep_num(row->rank);
        x[1] = rep_text(row->name);
        int cc = 2;
        for (int k = first; k <= last; k++, cc++)
            x[cc] = row->played[k - 1] ? rep_num(row->per_series[k - 1])
                                       : rep_text(TEXT_NOT_PLAYED);
        x[cc++] = rep_num(row->total);
        x[cc++] = rep_num(row->solos_won);
        rep_cell *y = &r->scells[i * 4];
        y[0] = rep_text(row->name);
        y[1] = rep_num(row->total);
        y[2] = rep_num(row->cents);
        char eur[32];
        outfmt_euro(eur, sizeof eur, row->cents);
        char *dot = strchr(eur, '.');
        if (dot && l == REP_DE)
            *dot = ',';
        y[3] = rep_text(rep_pool_add(&r->pool, xstrdup(eur)));
    }
    char sum[512];
    sch_settings_summary(&s, sum, sizeof sum);
    r->main = (rep_table){rep_pool_add(&r->pool, xasprintf("%s (%s)", rep_label(l, "standings"),
                                                             sch_family_name(s.family))),
                          nc, r->cols, (int)n, r->cells};
    r->scols[0] = (rep_col){rep_label(l, "player"), REP_LEFT, 2.6, NULL};
    /* the list's unit (family.h): units, points, a report label's key too */
    r->scols[1] = (rep_col){rep_label(l, ot->rules.fam->unit), REP_RIGHT, 1.0, NULL};
    r->scols[2] = (rep_col){rep_label(l, "cents"), REP_RIGHT, 1.0, NULL};
    r->scols[3] = (rep_col){"Euro", REP_RIGHT, 1.0, NULL};
    r->money = (rep_table){rep_label(l, "settlement_zero"), 4, r->scols,
                           (int)n, r->scells};
    /* who pays whom, as the Skat settlement (issue 29 item 8) */
    r->pcols[0] = (rep_col){rep_label(l, "pays"), REP_LEFT, 2.6, NULL};
    r->pcols[1] = (rep_col){rep_label(l, "to"), REP_LEFT, 2.6, NULL};
    r->pcols[2] = (rep_col){rep_label(l, "amount_eur"), REP_RIGHT, 1.2, NULL};
    r->pcells = xcalloc((size_t)r->st.ntr * 3 + 1, sizeof *r->pcells);
    for (int i = 0; i < r->st.ntr; i++) {
        r->pcells[i * 3] = rep_text(r->st.rows[r->st.tr[i].from].name);
        r->pcells[i * 3 + 1] = rep_text(r->st.rows[r->st.tr[i].to].name);
        r->pcells[i * 3 + 2] = rep_cents(r->st.tr[i].ct);
    }
    r->payments = (rep_table){rep_label(l, "payments"), 3, r->pcols, r->st.ntr, r->pcells};
    r->settle = !sch_settings_rate_missing(&s) && r->st.zero_sum;
    return SK_OK;
}

int schcli_export_pdf(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    const char *file = a->pos[0];
    int series = (int)cli_int(a, "series", 0);
    rep_lang l = outfmt_lang(a);
    sch_report r;
    int rc = sch_report_build(ctx, ot, series, l, &r);
    if (rc == SK_OK) {
        char info[160] = "", prov[96] = "";
        if (r.st.progress.provisional) /* as the ISkO standings PDF (issue 29) */
            snprintf(prov, sizeof prov, rep_label(l, "provisional_n"), r.st.progress.recorded,
                     r.st.progress.expected);
        if (series)
            snprintf(info, sizeof info, "%s %d%s%s", rep_label(l, "series"), series,
                     *prov ? " \xe2\x80\x93 " : "", prov);
        else
            snprintf(info, sizeof info, "%s", prov);
        rep_doc doc = {t->name, t->date, info, l};
        /* the settlement page with who pays whom (none without a rate) */
        rc = r.settle ? rep_pdf_standings_money(file, &doc, &r.main, NULL, NULL, &r.money,
                                                &r.payments, NULL, &ctx->err)
                      : rep_pdf_standings(file, &doc, &r.main, NULL, NULL, NULL, &ctx->err);
        if (rc == SK_OK)
            printf(sk_ntr("wrote %s (%zu player)\n", "wrote %s (%zu players)\n", r.st.n), file,
                   r.st.n);
    }
    sch_report_free(&r);
    return rc;
}

int schcli_export_xlsx(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    const char *file = a->pos[0];
    rep_lang l = outfmt_lang(a);
    sch_report r;
    int rc = sch_report_build(ctx, ot, 0, l, &r);
    if (rc == SK_OK) {
        r.main.title = rep_label(l, "standings");
        r.money.title = rep_label(l, "settlement");
        rep_table main; /* with how far it is (issue 29) */
        ops_progress_table(&r.main, &r.st.progress, l, &main);
        /* the workbook's money is numbers in a euro format, not text */
        for (size_t i = 0; i < r.st.n; i++)
            r.scells[i * 4 + 3] = rep_cents(r.st.rows[i].cents);
        sch_settings s;
        rep_xlsx *xw = NULL;
        rc = schcli_settings(ot, &s, &ctx->err);
        if (rc == SK_OK)
            rc = rep_xlsx_open(file, &xw, &ctx->err);
        if (rc == SK_OK) {
            rc = rep_xlsx_add_table(xw, &main);
            if (rc == SK_OK && r.settle)
                rc = rep_xlsx_add_table(xw, &r.money);
            if (rc == SK_OK && r.settle)
                rc = rep_xlsx_add_table(xw, &r.payments);
            /* every game as the lists book it (issue 36) */
            if (rc == SK_OK)
                rc = ops_sch_games_xlsx(ctx->db, &ot->row, &s, xw, l, &ctx->err);
            if (rc == SK_OK)
                rc = rep_xlsx_close(xw);
            else
                rep_xlsx_abort(xw);
        }
        ops_progress_table_free(&main);
        if (rc == SK_OK)
            printf(sk_ntr("wrote %s (%zu player)\n", "wrote %s (%zu players)\n", r.st.n), file,
                   r.st.n);
    }
    sch_report_free(&r);
    return rc;
}
