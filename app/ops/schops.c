/* schops.c - see schops.h. */
#include "schops.h"
#include "schwctx.h"
#include "text.h"
#include "db_tournaments.h"
#include "db_seating.h"

#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* The game family of t (NULL or unknown game text reads as Skat): the
 * wording of a refusal only (a loaded tournament's family is its rules',
 * tour.h). */
static sch_family schops_family(const db_tournament *t)
{
    sch_family f = SCH_FAM_SKAT;
    if (t && t->game && !sch_family_parse(t->game, &f))
        f = SCH_FAM_SKAT;
    return f;
}

int schops_refuse_family(const db_tournament *t, const char *what, sk_err *err)
{
    sch_family f = schops_family(t);
    if (f == SCH_FAM_SKAT)
        return sk_err_set(err, SK_INVALID,
                          _("tournament '%s' plays Skat: %s is for Schafkopf tournaments "
                          "(tournament create NAME --game schafkopf|schafkopf-wendisch)"),
                          t->name, what);
    return sk_err_set(err, SK_INVALID, _("tournament '%s' plays %s: %s is for Skat tournaments"),
                      t->name, sch_family_name(f), what);
}

int schops_preview(const sch_settings *s, const sch_game *g, sch_result_row *res, sk_err *err)
{
    sch_game copy = *g;
    return sch_game_score(s, &copy, res, err);
}

int schops_derive_doubled(db *d, const db_tournament *t, const sch_settings *s, int series,
                          int table_no, int game_no, sch_game *g, sk_err *err)
{
    if (s->family != SCH_FAM_BAYERISCH || !s->b.doubled_after_throw_in ||
        g->family != SCH_FAM_BAYERISCH)
        return SK_OK;
    db_sch_game *v = NULL;
    size_t n = 0;
    int rc = db_sch_game_list(d, t->id, s->family, series, table_no, &v, &n, err);
    if (rc == SK_OK)
        schops_doubled_in(s, v, n, game_no, g);
    db_sch_games_free(v, n);
    return rc;
}

int schops_record(db *d, const db_tournament *t, const sch_settings *s, db_sch_game *r, bool edit,
                  sch_result_row *res, sk_err *err)
{
    schops_wctx c;
    int rc = schops_wctx_open(&c, d, t, s, r->series, r->table_no, err);
    if (rc != SK_OK)
        return rc;
    rc = schops_wctx_close(&c, schops_wctx_put(&c, r, edit, res, err), err);
    schops_wctx_free(&c);
    return rc;
}

void schops_preview_text(const sch_settings *s, const sch_game *g,
                         const char *const name[SCH_SEATS], char *buf, size_t n, bool *bad)
{
    sch_game x = *g;
    sch_result_row rr;
    sk_err err;
    sk_err_clear(&err);
    *bad = false;
    if (schops_preview(s, &x, &rr, &err) != SK_OK) {
        snprintf(buf, n, _("not valid: %s"), err.msg);
        *bad = true;
        return;
    }
    char text[160];
    sch_game_text(&x, text, sizeof text);
    sk_buf b = {0};
    sk_buf_printf(&b, "%s:", text);
    for (int k = 0; k < SCH_SEATS; k++) {
        char v[32];
        text_signed(rr.pts[k], v, sizeof v);
        sk_buf_printf(&b, "  %s %s", name && name[k] ? name[k] : "?", v);
    }
    if (rr.note[0])
        sk_buf_printf(&b, "  (%s)", rr.note);
    snprintf(buf, n, "%s", sk_buf_str(&b));
    sk_buf_free(&b);
}

int schops_delete(db *d, const db_tournament *t, const sch_settings *s, int series, int table_no,
                  int game_no, sk_err *err)
{
    schops_wctx c;
    int rc = schops_wctx_open(&c, d, t, s, series, table_no, err);
    if (rc != SK_OK)
        return rc;
    rc = schops_wctx_close(&c, schops_wctx_delete(&c, game_no, err), err);
    schops_wctx_free(&c);
    return rc;
}

void schops_sheet_free(schops_sheet *sh)
{
    if (!sh)
        return;
    if (!sh->borrowed) {
        db_table_clear(&sh->tab);
        db_sch_games_free(sh->games, sh->n);
    }
    free(sh->run);
    free(sh->dealer);
    free(sh->kasse_bal);
    memset(sh, 0, sizeof *sh);
}

/* Is s the Wendish Kasse (a table's money is its closed Kasse, A.3.3, not
 * its list total at a rate)? */
static bool plays_kasse(const sch_settings *s)
{
    return s->family == SCH_FAM_WENDISCH && s->w.settlement == SCH_WEND_KASSE;
}

/* The money of list totals (not the Kasse): points x cent_per_point
 * (Bavarian), units x cent_per_unit (Wendish). */
static void list_cents(const sch_settings *s, const long long total[SCH_SEATS],
                       long long cents[SCH_SEATS])
{
    long long rate = s->family == SCH_FAM_BAYERISCH ? s->b.cent_per_point : s->w.cent_per_unit;
    for (int k = 0; k < SCH_SEATS; k++)
        cents[k] = total[k] * rate;
}

/* Fill the sums of sh from its games. */
static int sheet_sums(const db_tournament *t, const sch_settings *s, schops_sheet *sh, sk_err *err)
{
    size_t n = sh->n;
    sh->run = xcalloc(n ? n : 1, sizeof *sh->run);
    sh->dealer = xcalloc(n ? n : 1, sizeof *sh->dealer);
    sh->kasse = plays_kasse(s);
    int maxno = 0;
    for (size_t i = 0; i < n; i++) {
        const db_sch_game *g = &sh->games[i];
        for (int k = 0; k < SCH_SEATS; k++) {
            sh->total[k] += g->pts[k];
            sh->run[i][k] = sh->total[k];
        }
        if (g->solo_won_by >= 1 && g->solo_won_by <= 4)
            sh->solos_won[g->solo_won_by - 1]++;
        sh->dealer[i] = sch_dealer(t->first_dealer, g->game_no);
        if (g->game_no > maxno)
            maxno = g->game_no;
    }
    /* the next free number: the first gap, else after the last */
    sh->next_game = 0;
    for (int no = 1; no <= t->games4; no++) {
        bool used = false;
        for (size_t i = 0; i < n && !used; i++)
            used = sh->games[i].game_no == no;
        if (!used) {
            sh->next_game = no;
            break;
        }
    }
    sh->next_dealer = sh->next_game ? sch_dealer(t->first_dealer, sh->next_game) : 0;
    if (!sh->kasse) {
        list_cents(s, sh->total, sh->cents);
        return SK_OK;
    }
    sch_wend_game *wg = xcalloc(n ? n : 1, sizeof *wg);
    sh->kasse_bal = xcalloc(n ? n : 1, sizeof *sh->kasse_bal);
    long long bal = 4 * s->w.kasse_stake_ct;
    int rc = SK_OK;
    for (size_t i = 0; i < n && rc == SK_OK; i++) {
        wg[i] = sh->games[i].g.w;
        sch_wend_outcome o;
        rc = sch_wend_score(&s->w, &wg[i], &o, err);
        bal += o.kasse_ct;
        sh->kasse_bal[i] = bal;
    }
    if (rc == SK_OK)
        rc = sch_wend_settle(&s->w, wg, n, &sh->wst, err);
    if (rc == SK_OK)
        memcpy(sh->cents, sh->wst.net_ct, sizeof sh->cents);
    free(wg);
    return rc;
}

int schops_sheet_from(db *d, const db_tournament *t, const sch_settings *s, int series_no,
                      int table_no, db_sch_game *games, size_t n, schops_sheet *out,
                      sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->games = games;
    out->n = n;
    out->series = series_no;
    int rc = db_table_get(d, t->id, series_no, table_no, &out->tab, err);
    if (rc == SK_OK)
        rc = sheet_sums(t, s, out, err);
    if (rc != SK_OK)
        schops_sheet_free(out);
    return rc;
}

int schops_sheet_load(db *d, const db_tournament *t, const sch_settings *s, int series_no,
                      int table_no, schops_sheet *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_sch_game *v = NULL;
    size_t n = 0;
    int rc = db_sch_game_list(d, t->id, s->family, series_no, table_no, &v, &n, err);
    return rc == SK_OK ? schops_sheet_from(d, t, s, series_no, table_no, v, n, out, err) : rc;
}

void schops_standings_free(schops_standings *st)
{
    if (!st)
        return;
    for (size_t i = 0; i < st->n; i++) {
        free(st->rows[i].name);
        free(st->rows[i].per_series);
        free(st->rows[i].played);
    }
    free(st->rows);
    free(st->tr);
    memset(st, 0, sizeof *st);
}

/* The row of seat's player (rows kept in player id order until ranked). */
static schops_row *row_of(schops_standings *st, size_t *cap, const db_seat *seat)
{
    bool found;
    size_t lo = sk_lower_bound_i64(st->rows, st->n, sizeof *st->rows,
                                   offsetof(schops_row, player_id), seat->player_id, &found);
    if (found)
        return &st->rows[lo];
    st->rows = sk_grow(st->rows, st->n, cap, sizeof *st->rows, 16);
    memmove(&st->rows[lo + 1], &st->rows[lo], (st->n - lo) * sizeof *st->rows);
    st->n++;
    schops_row *r = &st->rows[lo];
    memset(r, 0, sizeof *r);
    r->player_id = seat->player_id;
    r->name = xstrdup(seat->name ? seat->name : "?");
    r->number = seat->number;
    r->per_series = xcalloc((size_t)st->nseries + 1, sizeof *r->per_series);
    r->played = xcalloc((size_t)st->nseries + 1, sizeof *r->played);
    return r;
}

static int cmp_rows(const void *a, const void *b)
{
    const schops_row *x = a, *y = b;
    if (x->total != y->total)
        return x->total > y->total ? -1 : 1;
    if (x->solos_won != y->solos_won)
        return x->solos_won > y->solos_won ? -1 : 1;
    int c = strcmp(x->name, y->name);
    if (c)
        return c;
    return x->player_id < y->player_id ? -1 : x->player_id > y->player_id;
}

/* What the walk hands each table: its games (a walk with games), or only
 * the sums the standings need (sum NULL: no game recorded). */
typedef struct table_part {
    db_sch_game *g;
    size_t ng;
    const db_sch_table_sum *sum;
} table_part;

/* The sums of table row id in v[0..n-1] (by table id), NULL: none. */
static const db_sch_table_sum *sum_of(const db_sch_table_sum *v, size_t n, int64_t id)
{
    bool found;
    size_t i = sk_lower_bound_i64(v, n, sizeof *v, offsetof(db_sch_table_sum, table_id), id,
                                  &found);
    return found ? &v[i] : NULL;
}

/* fn(ud, series, table, its part) for every table of t's drawn series
 * (series 0) or of series `series` only (not drawn: SK_INVALID,
 * db_err_undrawn when undrawn_refused, else nothing); the first failure
 * ends the walk.  A series' games (family fam), or with games false their
 * sums per table, are read at once and each table gets its part: one query
 * per series, not two per table. */
typedef int (*table_fn)(void *ud, int series, const db_table *tab, const table_part *part,
                        sk_err *err);
static int each_table(db *d, const db_tournament *t, sch_family fam, bool games, int series,
                      bool undrawn_refused, table_fn fn, void *ud, sk_err *err)
{
    int *nos = NULL;
    size_t nn = 0;
    int rc = db_series_numbers(d, t->id, &nos, &nn, err);
    if (rc != SK_OK)
        return rc;
    if (series && undrawn_refused) {
        bool drawn = false;
        for (size_t i = 0; i < nn; i++)
            drawn |= nos[i] == series;
        if (!drawn) {
            free(nos);
            return db_err_undrawn(err, series);
        }
    }
    for (size_t i = 0; i < nn && rc == SK_OK; i++) {
        if (series && nos[i] != series)
            continue;
        db_series se;
        rc = db_series_get(d, t->id, nos[i], &se, err);
        if (rc != SK_OK)
            break;
        db_sch_game *g = NULL;
        db_sch_table_sum *sums = NULL;
        size_t ng = 0, j = 0;
        if (games)
            rc = db_sch_game_list(d, t->id, fam, nos[i], 0, &g, &ng, err);
        else
            rc = db_sch_table_sums(d, t->id, nos[i], &sums, &ng, err);
        for (size_t k = 0; k < se.ntables && rc == SK_OK; k++) {
            int no = se.tables[k].table_no;
            table_part part = {NULL, 0, NULL};
            if (games) {
                while (j < ng && g[j].table_no < no) /* (none: both read the series' tables) */
                    j++;
                size_t first = j;
                while (j < ng && g[j].table_no == no)
                    j++;
                part.g = g + first;
                part.ng = j - first;
            } else {
                part.sum = sum_of(sums, ng, se.tables[k].id);
            }
            rc = fn(ud, nos[i], &se.tables[k], &part, err);
        }
        db_sch_games_free(g, games ? ng : 0);
        free(sums);
        db_series_clear(&se);
    }
    free(nos);
    return rc;
}

typedef struct stand_walk {
    const db_tournament *t;
    const sch_settings *s;
    schops_standings *out;
    size_t cap;
    int *expected, *recorded; /* per series number 1..t->series_count */
} stand_walk;

/* One table's list added to the standings: from its games (the Wendish
 * Kasse, settled table by table), else from its sums. */
static int stand_table(void *ud, int series, const db_table *tab, const table_part *part,
                       sk_err *err)
{
    stand_walk *w = ud;
    schops_standings *out = w->out;
    long long total[SCH_SEATS] = {0}, cents[SCH_SEATS] = {0};
    int solos[SCH_SEATS] = {0}, ngames = 0;
    if (part->sum) {
        memcpy(total, part->sum->pts, sizeof total);
        memcpy(solos, part->sum->solos, sizeof solos);
        ngames = part->sum->games;
        list_cents(w->s, total, cents);
    } else if (part->ng) {
        schops_sheet sh;
        memset(&sh, 0, sizeof sh);
        sh.tab = *tab; /* borrowed, like the games */
        sh.series = series;
        sh.games = part->g;
        sh.n = part->ng;
        sh.borrowed = true;
        int rc = sheet_sums(w->t, w->s, &sh, err);
        if (rc == SK_OK) {
            memcpy(total, sh.total, sizeof total);
            memcpy(solos, sh.solos_won, sizeof solos);
            memcpy(cents, sh.cents, sizeof cents);
            ngames = (int)sh.n;
        }
        schops_sheet_free(&sh);
        if (rc != SK_OK)
            return rc;
    }
    out->games += ngames;
    if (series >= 1 && series <= w->t->series_count) {
        w->expected[series] += tab->size == 4 ? w->t->games4 : w->t->games3;
        w->recorded[series] += ngames;
    }
    for (int p = 0; p < tab->size && p < SCH_SEATS; p++) {
        schops_row *r = row_of(out, &w->cap, &tab->seats[p]);
        int col = series - 1;
        if (col >= 0 && col < out->nseries) {
            r->per_series[col] += total[p];
            r->played[col] = true;
        }
        r->total += total[p];
        r->solos_won += solos[p];
        r->cents += cents[p];
        r->games += ngames;
    }
    return SK_OK;
}

int schops_standings_load(db *d, const db_tournament *t, const sch_settings *s, int series,
                          schops_standings *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->series = series;
    out->nseries = t->series_count;
    int nser = t->series_count > 0 ? t->series_count : 0;
    stand_walk w = {t, s, out, 0, xcalloc((size_t)nser + 1, sizeof(int)),
                    xcalloc((size_t)nser + 1, sizeof(int))};
    /* the Kasse is settled from a table's games; any other list needs only
     * each seat's sum, added up by the database */
    int rc = each_table(d, t, s->family, plays_kasse(s), series, true, stand_table, &w, err);
    /* how far the lists are, as the ISkO standings say it: counted from the
     * tables just walked and the drawn series' numbers (db_progress's
     * arithmetic; a Schafkopf tournament has no Skat games) */
    int *nos = NULL;
    size_t nn = 0;
    if (rc == SK_OK)
        rc = db_series_numbers(d, t->id, &nos, &nn, err);
    for (size_t i = 0; rc == SK_OK && i < nn; i++)
        if (!series || nos[i] == series) {
            bool counted = nos[i] >= 1 && nos[i] <= nser;
            db_progress_add(&out->progress, nos[i], counted ? w.expected[nos[i]] : 0,
                            counted ? w.recorded[nos[i]] : 0);
        }
    db_progress_finish(&out->progress, t, series);
    free(nos);
    free(w.expected);
    free(w.recorded);
    if (rc != SK_OK) {
        schops_standings_free(out);
        return rc;
    }
    if (out->n)
        qsort(out->rows, out->n, sizeof *out->rows, cmp_rows);
    for (size_t i = 0; i < out->n; i++) {
        schops_row *r = &out->rows[i];
        if (i > 0 && r->total == out->rows[i - 1].total &&
            r->solos_won == out->rows[i - 1].solos_won)
            r->rank = out->rows[i - 1].rank;
        else
            r->rank = (int)i + 1;
    }
    /* who pays whom: the players' cents, zero-sum in a plus/minus list */
    long long sum = 0, *net = xcalloc(out->n ? out->n : 1, sizeof *net);
    for (size_t i = 0; i < out->n; i++)
        sum += net[i] = out->rows[i].cents;
    out->zero_sum = sum == 0;
    out->tr = xcalloc(out->n ? out->n : 1, sizeof *out->tr);
    if (out->zero_sum && out->n <= MONEY_MAX_PLAYERS)
        rc = money_transfers((int)out->n, net, out->tr, &out->ntr, err);
    free(net);
    if (rc != SK_OK)
        schops_standings_free(out);
    return rc;
}

static void add_problem(char ***v, size_t *n, char *msg)
{
    *v = xrealloc(*v, (*n + 1) * sizeof **v);
    (*v)[(*n)++] = msg;
}

typedef struct check_walk {
    const db_tournament *t;
    const sch_settings *s;
    bool zero_sum;           /* a plus/minus list: every game and table sums to 0 */
    char ***problems;
    size_t *n;
    long long *games;
} check_walk;

/* One table's stored games against the rules. */
static int check_table(void *ud, int series, const db_table *tab, const table_part *part,
                       sk_err *err)
{
    (void)err;
    db_sch_game *g = part->g;
    size_t ng = part->ng;
    check_walk *w = ud;
    char ***problems = w->problems;
    size_t *n = w->n;
    bool zero_sum = w->zero_sum;
    if (tab->size != 4) {
        add_problem(problems, n, xasprintf("series %d table %d: %d players; Schafkopf "
                                           "is played by four", series, tab->table_no,
                                           tab->size));
        return SK_OK;
    }
    *w->games += (long long)ng;
    long long sum[SCH_SEATS] = {0};
    for (size_t j = 0; j < ng; j++) {
        sch_result_row rr;
        sk_err e2;
        sk_err_clear(&e2);
        sch_game copy = g[j].g;
        if (sch_game_score(w->s, &copy, &rr, &e2) != SK_OK) {
            add_problem(problems, n, xasprintf("series %d table %d game %d: %s", series,
                                               tab->table_no, g[j].game_no, e2.msg));
            continue;
        }
        long long gs = 0;
        for (int p = 0; p < SCH_SEATS; p++) {
            sum[p] += g[j].pts[p];
            gs += g[j].pts[p];
        }
        if (memcmp(rr.pts, g[j].pts, sizeof rr.pts) != 0)
            add_problem(problems, n,
                        xasprintf("series %d table %d game %d: stored results %lld/%lld/"
                                  "%lld/%lld, the rules give %lld/%lld/%lld/%lld",
                                  series, tab->table_no, g[j].game_no, g[j].pts[0],
                                  g[j].pts[1], g[j].pts[2], g[j].pts[3], rr.pts[0],
                                  rr.pts[1], rr.pts[2], rr.pts[3]));
        if (zero_sum && gs != 0)
            add_problem(problems, n, xasprintf("series %d table %d game %d: the results "
                                               "sum to %lld; a plus/minus list sums to 0",
                                               series, tab->table_no, g[j].game_no, gs));
    }
    sk_err e3;
    sk_err_clear(&e3);
    if (zero_sum && sch_check_zero_sum(sum, &e3) != SK_OK)
        add_problem(problems, n, xasprintf("series %d table %d: %s", series, tab->table_no,
                                           e3.msg));
    return SK_OK;
}

int schops_check(db *d, const db_tournament *t, const sch_settings *s, int series,
                 char ***problems, size_t *n, long long *games, sk_err *err)
{
    *problems = NULL;
    *n = 0;
    *games = 0;
    bool zero_sum = schops_zero_sum(s);
    check_walk w = {t, s, zero_sum, problems, n, games};
    return each_table(d, t, s->family, true, series, false, check_table, &w, err);
}

int schops_import(db *d, const db_tournament *t, const sch_settings *s, const csvsch_rows *rows,
                  csvin_errors *errs, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; rc == SK_OK && i < rows->n; i++) {
        db_sch_game r;
        memset(&r, 0, sizeof r);
        r.series = rows->v[i].series;
        r.table_no = rows->v[i].table;
        r.game_no = rows->v[i].game;
        r.g = rows->v[i].g;
        sk_err e2;
        sk_err_clear(&e2);
        int r2 = schops_record(d, t, s, &r, false, NULL, &e2);
        if (r2 == SK_FAIL)
            rc = sk_err_set(err, SK_FAIL, "%s", e2.msg);
        else if (r2 != SK_OK)
            csvin_errors_add(errs, rows->v[i].line, "%s", e2.msg);
    }
    if (rc == SK_OK && !errs->n)
        return db_commit(d, err);
    db_rollback(d);
    return rc;
}
