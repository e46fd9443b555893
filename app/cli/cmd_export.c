/* cmd_export.c - `export pdf`, `export xlsx` and `export games`: the
 * reports load through db/ and the sheet_/stand_ cores (standview), build the plain
 * tables of reports/rep_table.h, hand them to the writers. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "housetable.h"
#include "cli.h"
#include "clifam.h"
#include "lookup.h"
#include "csvout.h"
#include "fileio.h"
#include "houseprof.h"
#include "housestand.h"
#include "housexlsx.h"
#include "moneyrep.h"
#include "outfmt.h"
#include "db_players.h"
#include "db_subs.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "rep_pdf.h"
#include "rep_xlsx.h"
#include "seeger.h"
#include "sheet.h"
#include "standview.h"
#include "statstable.h"
#include "text.h"

#define TOP_PLAYERS_CHARTED 6

/* What the report commands were asked for. */
typedef struct exp_opts {
    const char *file;
    const char *tournament;
    int series;        /* 0 = not given */
    rep_lang lang;
} exp_opts;

static exp_opts exp_of(const cli_args *a)
{
    exp_opts o = {a->pos[0], cli_str(a, "tournament"), (int)cli_int(a, "series", 0),
                  outfmt_lang(a)};
    return o;
}

static const char *L(const exp_opts *o, const char *key)
{
    return rep_label(o->lang, key);
}

static const char *player_name(const standview *v, int64_t id)
{
    const db_player *p = standview_player(v, id);
    return p && p->name ? p->name : "?";
}

/* ---- standings tables ---- */

/* The tournament standings: rank, name, no., club, one column per series,
 * won, lost, total (= sum of the series; a formula in the workbook). */
/* The rank; in a PDF a rank decided by a drawn lot is marked "2*" (the
 * title line says "* by lot"). */
static rep_cell rank_cell(const stand_row *r, const exp_opts *o, rep_pool *sp, bool for_xlsx)
{
    (void)o;
    if (!r->by_lot || for_xlsx)
        return rep_num(r->rank);
    return rep_text(rep_pool_add(sp, xasprintf("%d*", r->rank)));
}

static void standings_table(const standview *v, const exp_opts *o, rep_pool *sp, rep_table *t,
                            bool for_xlsx)
{
    int ns = v->players.nseries;
    int nc = 4 + ns + 3;
    rep_col *cols = xcalloc((size_t)nc, sizeof *cols);
    int c = 0;
    cols[c++] = (rep_col){L(o, "rank"), REP_RIGHT, 6, NULL};
    cols[c++] = (rep_col){L(o, "name"), REP_LEFT, 22, NULL};
    cols[c++] = (rep_col){L(o, "start_no"), REP_RIGHT, 5, NULL};
    cols[c++] = (rep_col){L(o, "club"), REP_LEFT, 20, NULL};
    for (int s = 1; s <= ns; s++) {
        char *h = xasprintf(rep_label(o->lang, "series_n"), s);
        cols[c++] = (rep_col){rep_pool_add(sp, h), REP_RIGHT, 8, NULL};
    }
    cols[c++] = (rep_col){L(o, "won"), REP_RIGHT, 6, NULL};
    cols[c++] = (rep_col){L(o, "lost_short"), REP_RIGHT, 6, NULL};
    char *f = NULL;
    if (ns >= 1) {
        /* series columns are E.. (column 5 on) */
        char b[8];
        int last = 3 + ns; /* 0-based index of the last series column */
        if (last < 26)
            snprintf(b, sizeof b, "%c", 'A' + last);
        else
            snprintf(b, sizeof b, "%c%c", 'A' + last / 26 - 1, 'A' + last % 26);
        f = xasprintf("=SUM(E{r}:%s{r})", b);
        rep_pool_add(sp, f);
    }
    cols[c++] = (rep_col){L(o, "total"), REP_RIGHT, 9, for_xlsx ? f : NULL};
    size_t nr = v->players.n;
    rep_cell *cells = xcalloc(nr ? nr * (size_t)nc : 1, sizeof *cells);
    for (size_t i = 0; i < nr; i++) {
        const stand_row *r = &v->players.rows[i];
        const db_player *p = standview_player(v, r->id);
        rep_cell *x = cells + i * (size_t)nc;
        int k = 0;
        x[k++] = rank_cell(r, o, sp, for_xlsx);
        x[k++] = rep_text(p && p->name ? p->name : "?");
        x[k++] = p && p->number ? rep_num(p->number) : (rep_cell){REP_CELL_EMPTY, NULL, 0};
        x[k++] = p && p->club ? rep_text(p->club) : (rep_cell){REP_CELL_EMPTY, NULL, 0};
        for (int s = 0; s < ns; s++)
            x[k++] = r->series_in[s] ? rep_num(r->series_total[s])
                                     : rep_text(TEXT_NOT_PLAYED); /* SUM skips it */
        x[k++] = rep_num(r->won);
        x[k++] = rep_num(r->lost);
        x[k++] = rep_num(r->total);
    }
    t->title = L(o, "standings");
    t->ncols = nc;
    t->cols = cols;
    t->nrows = (int)nr;
    t->cells = cells;
}

/* One series' standings: rank, name, no., game points, won, lost,
 * (won - lost) x SEEGER_WON_LOST, others' lost games, their bonus, total. */
static void series_table(const standview *v, const exp_opts *o, rep_pool *sp, rep_table *t,
                         bool for_xlsx)
{
    enum { NC = 9 };
    rep_col *cols = xcalloc(NC, sizeof *cols);
    cols[0] = (rep_col){L(o, "rank"), REP_RIGHT, 6, NULL};
    cols[1] = (rep_col){L(o, "name"), REP_LEFT, 24, NULL};
    cols[2] = (rep_col){L(o, "start_no"), REP_RIGHT, 5, NULL};
    cols[3] = (rep_col){L(o, "game_points"), REP_RIGHT, 11, NULL};
    cols[4] = (rep_col){L(o, "won"), REP_RIGHT, 6, NULL};
    cols[5] = (rep_col){L(o, "lost_short"), REP_RIGHT, 6, NULL};
    cols[6] = (rep_col){rep_pool_add(sp, xasprintf(L(o, "won_lost_short"), SEEGER_WON_LOST)),
                        REP_RIGHT, 9,
                        for_xlsx ? rep_pool_add(sp, xasprintf("=%d*(E{r}-F{r})", SEEGER_WON_LOST))
                                 : NULL};
    cols[7] = (rep_col){L(o, "others_lost_short"), REP_RIGHT, 10, NULL};
    cols[8] = (rep_col){L(o, "total"), REP_RIGHT, 9, for_xlsx ? "=D{r}+G{r}+H{r}" : NULL};
    size_t nr = v->players.n;
    rep_cell *cells = xcalloc(nr ? nr * NC : 1, sizeof *cells);
    for (size_t i = 0; i < nr; i++) {
        const stand_row *r = &v->players.rows[i];
        const db_player *p = standview_player(v, r->id);
        rep_cell *x = cells + i * NC;
        x[0] = rank_cell(r, o, sp, for_xlsx);
        x[1] = rep_text(p && p->name ? p->name : "?");
        x[2] = p && p->number ? rep_num(p->number) : (rep_cell){REP_CELL_EMPTY, NULL, 0};
        x[3] = rep_num(r->game_points);
        x[4] = rep_num(r->won);
        x[5] = rep_num(r->lost);
        x[6] = rep_num(r->won_lost_bonus);
        x[7] = rep_num(r->opponents_bonus); /* the 40s / 30s */
        x[8] = rep_num(r->total);
    }
    char *title = xasprintf(rep_label(o->lang, "series_n"), v->series);
    t->title = rep_pool_add(sp, title);
    t->ncols = NC;
    t->cols = cols;
    t->nrows = (int)nr;
    t->cells = cells;
}

static void teams_table(const standview *v, const exp_opts *o, rep_table *t)
{
    enum { NC = 5 };
    rep_col *cols = xcalloc(NC, sizeof *cols);
    cols[0] = (rep_col){L(o, "rank"), REP_RIGHT, 6, NULL};
    cols[1] = (rep_col){L(o, "team"), REP_LEFT, 30, NULL};
    cols[2] = (rep_col){L(o, "won"), REP_RIGHT, 6, NULL};
    cols[3] = (rep_col){L(o, "lost_short"), REP_RIGHT, 6, NULL};
    cols[4] = (rep_col){L(o, "total"), REP_RIGHT, 9, NULL};
    size_t nr = v->teams.n;
    rep_cell *cells = xcalloc(nr ? nr * NC : 1, sizeof *cells);
    for (size_t i = 0; i < nr; i++) {
        const stand_row *r = &v->teams.rows[i];
        const db_team *tm = standview_team(v, r->id);
        rep_cell *x = cells + i * NC;
        x[0] = rep_num(r->rank);
        x[1] = rep_text(tm && tm->name ? tm->name : "?");
        x[2] = rep_num(r->won);
        x[3] = rep_num(r->lost);
        x[4] = rep_num(r->total);
    }
    t->title = L(o, "team_ranking");
    t->ncols = NC;
    t->cols = cols;
    t->nrows = (int)nr;
    t->cells = cells;
}

static void table_free(rep_table *t)
{
    free((void *)t->cols);
    free((void *)t->cells);
    memset(t, 0, sizeof *t);
}

/* The chart lines of a tournament under house rules (a plain or minus
 * list): the first nl players of hs (its ranking) with their list totals
 * summed series by series (each series' list read with
 * ops_house_standings_load); vals holds nl x (ns + 1) numbers. */
static int house_chart(cli_ctx *ctx, const ops_tour *t, const ops_money *hs, int ns, int nl,
                       long long *vals, rep_chart_line *lines)
{
    for (int l = 0; l < nl; l++) {
        vals[l * (ns + 1)] = 0;
        lines[l].name = hs->rows[l].name;
        lines[l].values = vals + l * (ns + 1);
    }
    for (int s = 1; s <= ns; s++) {
        ops_money per;
        int rc = ops_house_standings_load(ctx->db, t, s, &per, &ctx->err);
        if (rc != SK_OK)
            return rc;
        for (int l = 0; l < nl; l++) {
            long long *pv = vals + l * (ns + 1), add = 0;
            for (size_t k = 0; k < per.n; k++)
                if (per.rows[k].player_id == hs->rows[l].player_id)
                    add = per.rows[k].list_total;
            pv[s] = pv[s - 1] + add;
        }
        ops_money_free(&per);
    }
    return SK_OK;
}

/* "Series 1–3" / "Serie 2"; the tournament after its first series says
   "after series 1", so it is not mistaken for the standings of series 1. */
static char *series_info_plain(const standview *v, const exp_opts *o);

/* The series info, and while games are missing or series undrawn
 * "– provisional: 35 of 78 games recorded" after it. */
static char *series_info(const standview *v, const exp_opts *o)
{
    char *s = series_info_plain(v, o);
    bool lot = false;
    for (size_t i = 0; i < v->players.n; i++)
        lot = lot || v->players.rows[i].by_lot;
    if (lot) {
        char *x = xasprintf("%s \xe2\x80\x93 * %s", s, L(o, "by_lot"));
        free(s);
        s = x;
    }
    if (!v->progress.provisional)
        return s;
    char *p = xasprintf(rep_label(o->lang, "provisional_n"), v->progress.recorded,
                        v->progress.expected);
    char *out = xasprintf("%s \xe2\x80\x93 %s", s, p);
    free(s);
    free(p);
    return out;
}

static char *series_info_plain(const standview *v, const exp_opts *o)
{
    if (v->series > 0)
        return xasprintf(rep_label(o->lang, "series_n"), v->series);
    int n = v->players.nseries;
    if (n < 1)
        return xasprintf(rep_label(o->lang, "series_n"), 1);
    if (n == 1)
        return xasprintf("%s 1", L(o, "after_series"));
    return xasprintf("%s 1\xe2\x80\x93%d", L(o, "series"), n);
}

/* The Skat side of export pdf: the standings (house: the list the mode
 * ranks by). */
static int skat_export_pdf(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    bool house = ops_form_of(&t->rules) == OPS_FORM_HOUSE;
    exp_opts o = exp_of(a);
    standview v;
    int rc = standview_load(ctx->db, o.tournament, o.series, true, &v, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = lookup_tour_again(ctx, o.tournament, t); /* its rules */
    if (rc != SK_OK) {
        standview_free(&v);
        return rc;
    }
    rep_pool sp = {0};
    rep_table main, teams;
    memset(&teams, 0, sizeof teams);
    /* house rules (B.1, B.5): the list the mode ranks by, no teams, no chart */
    ops_money hs; /* the table's cells point into it: freed at the end */
    memset(&hs, 0, sizeof hs);
    if (house) {
        rc = ops_house_standings_load(ctx->db, t, o.series, &hs, &ctx->err);
        if (rc != SK_OK) {
            standview_free(&v);
            return rc;
        }
        /* the title above the table says how the mode ranks */
        ops_house_stand_table(&hs, o.lang, ops_house_stand_words(&hs, o.lang, &sp), &main);
    } else if (o.series) {
        series_table(&v, &o, &sp, &main, false);
    } else {
        standings_table(&v, &o, &sp, &main, false);
    }
    if (v.teams.n > 0 && !house)
        teams_table(&v, &o, &teams);

    /* chart: the leading players' totals after each series */
    rep_chart chart;
    memset(&chart, 0, sizeof chart);
    int ns = v.players.nseries;
    size_t np = house ? hs.n : v.players.n; /* the ranking the chart follows */
    int nl = np < TOP_PLAYERS_CHARTED ? (int)np : TOP_PLAYERS_CHARTED;
    rep_chart_line lines[TOP_PLAYERS_CHARTED];
    long long *vals = xcalloc((size_t)(TOP_PLAYERS_CHARTED * (ns + 1) + 1), sizeof *vals);
    const char **xl = xcalloc((size_t)ns + 1, sizeof *xl);
    /* a line needs two series; a Bierlachs restarts its rounds: no chart */
    bool with_chart = o.series == 0 && ns >= 2 && nl >= 1 &&
                      (!house || hs.p.list_mode != HOUSE_LIST_BIERLACHS);
    if (with_chart && house) /* the list totals after each series, house order */
        rc = house_chart(ctx, t, &hs, ns, nl, vals, lines);
    if (with_chart && !house) {
        for (int l = 0; l < nl; l++) {
            const stand_row *r = &v.players.rows[l];
            long long *pv = vals + l * (ns + 1);
            pv[0] = 0;
            for (int s = 0; s < ns; s++)
                pv[s + 1] = pv[s] + (r->series_in[s] ? r->series_total[s] : 0);
            lines[l].name = player_name(&v, r->id);
            lines[l].values = pv;
        }
    }
    if (with_chart && rc == SK_OK) {
        xl[0] = L(&o, "start");
        for (int s = 1; s <= ns; s++)
            xl[s] = rep_pool_add(&sp, xasprintf("%d", s));
        chart.title = L(&o, "chart_title");
        chart.x_title = L(&o, "after_series");
        chart.y_title = L(&o, house ? "list_points" : "points");
        chart.npoints = ns + 1;
        chart.x_labels = xl;
        chart.nlines = nl;
        chart.lines = lines;
    }
    /* --stats: the statistics of the same tournament (series) on a page of their own */
    ops_stats st;
    memset(&st, 0, sizeof st);
    rep_table stab;
    memset(&stab, 0, sizeof stab);
    bool with_stats = cli_has(a, "stats") > 0;
    if (with_stats) {
        ops_stats_query q = {v.t.name, NULL, false, o.series, 0};
        rc = ops_stats_load(ctx->db, &q, &st, &ctx->err);
        if (rc == SK_OK)
            ops_stats_table(&st, o.lang, false, &sp, &stab);
    }
    char *info = series_info(&v, &o);
    rep_doc doc = {v.t.name, v.t.date, info, o.lang};
    /* a tournament played for money: the settlement page (B.6) */
    ops_money m;
    moneyrep mr;
    memset(&m, 0, sizeof m);
    memset(&mr, 0, sizeof mr);
    bool money = t->rules.fam->plays_for_money(&t->rules);
    if (money && rc == SK_OK) {
        rc = ops_money_load(ctx->db, t, o.series, &m, &ctx->err);
        if (rc == SK_OK)
            moneyrep_build(&m, o.lang, &mr);
    }
    if (rc == SK_OK)
        rc = rep_pdf_standings_money(o.file, &doc, &main, teams.nrows > 0 ? &teams : NULL,
                                     with_chart ? &chart : NULL, money ? &mr.money : NULL,
                                     money ? &mr.payments : NULL, with_stats ? &stab : NULL,
                                     &ctx->err);
    moneyrep_free(&mr);
    ops_money_free(&m);
    ops_stats_table_free(&stab);
    ops_stats_free(&st);
    if (rc == SK_OK)
        printf(_("wrote %s\n"), o.file);
    free(info);
    free(vals);
    free(xl);
    table_free(&main);
    table_free(&teams);
    ops_money_free(&hs);
    rep_pool_free(&sp);
    standview_free(&v);
    return rc;
}

/* ---- XLSX ---- */

static int cmp_table_no(const void *key, const void *elem)
{
    int k = *(const int *)key, t = ((const db_table *)elem)->table_no;
    return (k > t) - (k < t);
}

/* Name of the player at (series, table, seat) in game game_no from the
 * seatings read (tables are ordered by table_no: binary search) and the
 * substitutions (game sub): the one who sat there for that game. */
static const char *seat_player(const db_series *ss, size_t nss, const db_sub *subs,
                               size_t nsubs, int series, int table, int seat, int game_no)
{
    const char *sub = NULL;
    for (size_t i = 0; i < nsubs; i++) /* in seat and game order: the last begun wins */
        if (subs[i].series_no == series && subs[i].table_no == table && subs[i].seat == seat &&
            subs[i].from_game <= game_no)
            sub = subs[i].name;
    if (sub)
        return sub;
    for (size_t i = 0; i < nss; i++) {
        if (ss[i].series_no != series)
            continue;
        const db_table *tb = ss[i].ntables ? bsearch(&table, ss[i].tables, ss[i].ntables,
                                                     sizeof *ss[i].tables, cmp_table_no)
                                           : NULL;
        if (tb && seat >= 1 && seat <= tb->size)
            return tb->seats[seat - 1].name;
        return NULL;
    }
    return NULL;
}

/* The games sheet, streamed from the database row by row. */
typedef struct games_ctx {
    rep_xlsx *x;
    const exp_opts *o;
    const db_series *ss;
    size_t nss;
    const db_sub *subs;
    size_t nsubs;
} games_ctx;

enum { GAMES_NC = 15 };

static int games_row(void *arg, const db_game *g, sk_err *err)
{
    (void)err;
    games_ctx *c = arg;
    const exp_opts *o = c->o;
    rep_cell x[GAMES_NC];
    const rep_cell empty = {REP_CELL_EMPTY, NULL, 0};
    for (int k = 0; k < GAMES_NC; k++)
        x[k] = empty;
    x[0] = rep_num(g->e.series);
    x[1] = rep_num(g->e.table_no);
    x[2] = rep_num(g->e.game_no);
    int dealer = g->dealer; /* tournament scoring: the rotation (house rules: housexlsx.c) */
    const char *dn = seat_player(c->ss, c->nss, c->subs, c->nsubs, g->e.series,
                                     g->e.table_no, dealer, g->e.game_no);
    x[3] = rep_text(dn ? dn : "");
    char *flags = NULL;
    if (g->e.passed) {
        x[12] = rep_text(L(o, "passed"));
        x[13] = rep_num(0);
    } else {
        const char *pn = seat_player(c->ss, c->nss, c->subs, c->nsubs, g->e.series,
                                     g->e.table_no, g->e.declarer, g->e.game_no);
        x[4] = rep_text(pn ? pn : "");
        x[5] = rep_num(g->e.declarer);
        x[6] = rep_text(rep_contract_label(o->lang, g->e.g.contract));
        if (g->e.g.contract != RULES_NULL)
            x[7] = rep_num(g->e.g.matadors);
        flags = rep_game_flags(&g->e.g, &g->o, o->lang);
        if (*flags)
            x[8] = rep_text(flags);
        x[9] = rep_num(g->e.g.bid);
        if (g->e.g.points != RULES_POINTS_NONE)
            x[10] = rep_num(g->e.g.points);
        x[11] = rep_num(g->o.value);
        x[12] = rep_text(g->o.overbid ? L(o, "overbid")
                                      : g->o.won ? L(o, "won_lc") : L(o, "lost"));
        x[13] = rep_num(g->o.score);
        x[14] = rep_num(g->o.seeger);
    }
    int rc = rep_xlsx_row(c->x, x);
    free(flags);
    return rc;
}

static int games_sheet(cli_ctx *ctx, rep_xlsx *xw, const db_tournament *t, const exp_opts *o)
{
    int *nos = NULL;
    size_t nnos = 0;
    int rc = db_series_numbers(ctx->db, t->id, &nos, &nnos, &ctx->err);
    if (rc != SK_OK)
        return rc;
    db_series *ss = xcalloc(nnos ? nnos : 1, sizeof *ss);
    size_t nss = 0;
    for (size_t i = 0; i < nnos && rc == SK_OK; i++)
        if ((rc = db_series_get(ctx->db, t->id, nos[i], &ss[nss], &ctx->err)) == SK_OK)
            nss++;
    free(nos);
    if (rc == SK_OK) {
        rep_col cols[GAMES_NC] = {
            {L(o, "series"), REP_RIGHT, 7, NULL},
            {L(o, "table"), REP_RIGHT, 6, NULL},
            {L(o, "game_no"), REP_RIGHT, 6, NULL},
            {L(o, "dealer"), REP_LEFT, 20, NULL},
            {L(o, "declarer"), REP_LEFT, 20, NULL},
            {L(o, "seat"), REP_RIGHT, 5, NULL},
            {L(o, "contract"), REP_LEFT, 10, NULL},
            {L(o, "matadors"), REP_RIGHT, 9, NULL},
            {L(o, "flags"), REP_LEFT, 20, NULL},
            {L(o, "bid"), REP_RIGHT, 8, NULL},
            {L(o, "card_points"), REP_RIGHT, 7, NULL},
            {L(o, "value"), REP_RIGHT, 7, NULL},
            {L(o, "result"), REP_LEFT, 11, NULL},
            {L(o, "score"), REP_RIGHT, 11, NULL},
            {"Seeger", REP_RIGHT, 8, NULL},
        };
        rc = rep_xlsx_begin_sheet(xw, L(o, "games"), GAMES_NC, cols);
        db_sub *subs = NULL;
        size_t nsubs = 0;
        if (rc == SK_OK)
            rc = db_subs_list(ctx->db, t->id, 0, &subs, &nsubs, &ctx->err);
        games_ctx gc = {.x = xw, .o = o, .ss = ss, .nss = nss, .subs = subs, .nsubs = nsubs};
        if (rc == SK_OK)
            rc = db_game_each(ctx->db, t->id, 0, games_row, &gc, &ctx->err);
        db_subs_free(subs, nsubs);
        /* cols is read by rep_xlsx_row only: done here */
    }
    for (size_t i = 0; i < nss; i++)
        db_series_clear(&ss[i]);
    free(ss);
    return rc;
}

/* A standings sheet with how far it is as its last columns (games
 * recorded, expected, provisional or complete), as the CSV has them
 * (issue 29: provisional everywhere). */
static int add_with_progress(rep_xlsx *xw, const rep_table *tab, const db_progress_t *p,
                             const exp_opts *o)
{
    rep_table x;
    ops_progress_table(tab, p, o->lang, &x);
    int rc = rep_xlsx_add_table(xw, &x);
    ops_progress_table_free(&x);
    return rc;
}

/* The standings sheets of a tournament under house rules: the whole
 * tournament, then one per series, ranked the way the list mode ranks. */
static int house_sheets(cli_ctx *ctx, rep_xlsx *xw, const ops_tour *t, const standview *all,
                        const exp_opts *o, rep_pool *sp)
{
    int rc = SK_OK;
    for (int s = 0; s <= all->players.nseries && rc == SK_OK; s++) {
        ops_money hs;
        rc = ops_house_standings_load(ctx->db, t, s, &hs, &ctx->err);
        if (rc != SK_OK)
            break;
        rep_table tab;
        ops_house_stand_table(&hs, o->lang,
                              s ? rep_pool_add(sp, xasprintf(rep_label(o->lang, "series_n"), s))
                                : L(o, "standings"),
                              &tab);
        rc = add_with_progress(xw, &tab, &hs.progress, o);
        ops_house_stand_table_free(&tab);
        ops_money_free(&hs);
    }
    return rc;
}

/* The Skat side of export xlsx (house: the lists the mode ranks by). */
static int skat_export_xlsx(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    bool house = ops_form_of(&t->rules) == OPS_FORM_HOUSE;
    exp_opts o = exp_of(a);
    standview all;
    int rc = standview_load(ctx->db, o.tournament, 0, false, &all, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = lookup_tour_again(ctx, o.tournament, t); /* its rules */
    if (rc != SK_OK) {
        standview_free(&all);
        return rc;
    }
    rep_xlsx *xw = NULL;
    rc = rep_xlsx_open(o.file, &xw, &ctx->err);
    if (rc != SK_OK) {
        standview_free(&all);
        return rc;
    }
    rep_pool sp = {0};
    rep_table tab;
    if (house) /* the list the mode ranks by, then each series' (B.1, B.5) */
        rc = house_sheets(ctx, xw, t, &all, &o, &sp);
    else {
        standings_table(&all, &o, &sp, &tab, true);
        rc = add_with_progress(xw, &tab, &all.progress, &o);
        table_free(&tab);
    }
    for (int s = 1; !house && s <= all.players.nseries && rc == SK_OK; s++) {
        standview per;
        rc = standview_series(ctx->db, &all, s, &per, &ctx->err);
        if (rc == SK_OK) {
            series_table(&per, &o, &sp, &tab, true);
            rc = add_with_progress(xw, &tab, &per.progress, &o);
            table_free(&tab);
            standview_free(&per);
        }
    }
    if (rc == SK_OK && house) /* the games as the list books them, the lists' totals */
        rc = ops_house_games_xlsx(ctx->db, t, xw, o.lang, &ctx->err);
    else if (rc == SK_OK)
        rc = games_sheet(ctx, xw, &all.t, &o);
    if (rc == SK_OK) { /* the statistics of every player */
        ops_stats st;
        ops_stats_query q = {all.t.name, NULL, false, 0, 0};
        rc = ops_stats_load(ctx->db, &q, &st, &ctx->err);
        if (rc == SK_OK) {
            ops_stats_table(&st, o.lang, true, &sp, &tab);
            rc = rep_xlsx_add_table(xw, &tab);
            ops_stats_table_free(&tab);
            ops_stats_free(&st);
        }
    }
    if (rc == SK_OK && t->rules.fam->plays_for_money(&t->rules)) { /* the money sheets (B.6) */
        ops_money m;
        rc = ops_money_load(ctx->db, t, 0, &m, &ctx->err);
        if (rc == SK_OK) {
            moneyrep mr;
            moneyrep_build(&m, o.lang, &mr);
            rc = rep_xlsx_add_table(xw, &mr.money);
            if (rc == SK_OK)
                rc = rep_xlsx_add_table(xw, &mr.payments);
            if (rc == SK_OK && mr.periods.ncols) /* a rate changed after games */
                rc = rep_xlsx_add_table(xw, &mr.periods);
            moneyrep_free(&mr);
            ops_money_free(&m);
        }
    }
    if (rc == SK_OK) {
        rc = rep_xlsx_close(xw);
    } else {
        rep_xlsx_abort(xw);
    }
    if (rc == SK_OK)
        printf(_("wrote %s\n"), o.file);
    rep_pool_free(&sp);
    standview_free(&all);
    return rc;
}

/* ---- export games (CSV, the import format) ---- */

/* The Skat side of export games (house: with the house columns). */
static int skat_export_games(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    bool house = ops_form_of(&ot->rules) == OPS_FORM_HOUSE;
    const char *file = a->pos[0], *tname = cli_str(a, "tournament");
    int series = (int)cli_int(a, "series", 0), table = (int)cli_int(a, "table", 0);
    int rc = lookup_tour_again(ctx, tname, ot);
    if (rc != SK_OK)
        return rc;
    const db_tournament *t = &ot->row;
    db_game *v = NULL;
    size_t n = 0;
    rc = db_game_list(ctx->db, t->id, series, table, &v, &n, &ctx->err);
    if (rc == SK_OK && house) /* a 4-table Ramsch marks the house dealer (B.4.7) */
        rc = ops_house_games_dealers(ctx->db, ot, v, n, &ctx->err);
    if (rc == SK_OK) {
        sk_buf b = {0};
        if (house)
            csvout_games_header_house(&b);
        else
            csvout_games_header(&b);
        for (size_t i = 0; i < n; i++) {
            if (house)
                csvout_game_house(&b, &v[i].e, v[i].table_size, v[i].dealer);
            else
                csvout_game(&b, &v[i].e);
        }
        if (strcmp(file, "-") == 0) {
            if (fwrite(b.s, 1, b.len, stdout) != b.len || fflush(stdout) != 0)
                rc = sk_err_set(&ctx->err, SK_FAIL, _("cannot write standard output: %s (the "
                                "output is incomplete)"), strerror(errno));
        } else {
            rc = sk_write_file_atomic(file, b.s, b.len, &ctx->err);
            if (rc == SK_OK)
                printf(sk_ntr("exported %zu game of tournament '%s' to %s\n",
                              "exported %zu games of tournament '%s' to %s\n", n), n, t->name, file);
        }
        sk_buf_free(&b);
    }
    db_games_free(v, n);
    return rc;
}

/* The commands of each family (clifam.h): Skat's here (the same for both
 * Skat forms: each asks its tournament whether it plays house rules),
 * Schafkopf's in cmd_schafkopf.c. */
static const cli_family skat = {.export_pdf = skat_export_pdf,
                                .export_xlsx = skat_export_xlsx,
                                .export_games = skat_export_games};
static const cli_sides sides = {.isko = &skat, .house = &skat,
                                 .schafkopf = &cli_family_schafkopf};

/* export pdf and export xlsx (CLI_STEP on its row): a league's or season's
 * (cmd_export_league.c), the ranking (cmd_ranking.c) or the tournament's, by
 * its family */
int cmd_export_doc(cli_ctx *ctx, const cli_args *a)
{
    bool xlsx = ctx->cmd->flags & CLI_STEP;
    if (cli_has(a, "league") || cli_has(a, "season"))
        return cmd_league_export(ctx, a, xlsx);
    if (cli_has(a, "ranking"))
        return cmd_ranking_export(ctx, a, xlsx);
    ops_tour t;
    const cli_family *f = cli_family_peek(ctx, a, &sides, &t);
    int rc = (xlsx ? f->export_xlsx : f->export_pdf)(ctx, a, &t);
    ops_tour_clear(&t);
    return rc;
}

/* main peeked at the tournament (CLI_PEEK) */
int cmd_export_games(cli_ctx *ctx, const cli_args *a)
{
    return cli_family_side(ctx->tour, &sides)->export_games(ctx, a, ctx->tour);
}
