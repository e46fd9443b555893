/* moneyview.c - the money of a Skat tournament; see moneyview.h and
 * rules-house-schafkopf.md B.6. */
#include "moneyview.h"

#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "day.h"
#include "db_money.h"
#include "db_day.h"
#include "db_players.h"
#include "db_seating.h"
#include "prizeview.h"
#include "houseprof.h"
#include "housetable.h"
#include "schops.h"
#include "standview.h"
#include "tablesheet.h"

/* per player while the tables are read (rows sorted by player id) */
typedef struct acc {
    ops_money_row *rows;
    size_t n, cap;
    int nseries;
    int *losses;   /* [row x nseries]: lost games per series (loss fees) */
    /* rate periods (more than one: a rate changed after games were played) */
    size_t nper;
    const ops_rate_period *per;
    long long *pts;  /* [row x nper]: Seeger points per period (Seeger basis) */
    long long *pct;  /* [row x nper]: settlement per period */
} acc;

/* The period game id falls in (the last: the rate in force). */
static size_t period_of(const acc *a, int64_t id)
{
    size_t k = 0;
    while (k + 1 < a->nper && id > a->per[k].until_game_id)
        k++;
    return k;
}

static ops_money_row *row_of(acc *a, const db_seat *s)
{
    bool found;
    size_t lo = sk_lower_bound_i64(a->rows, a->n, sizeof *a->rows,
                                   offsetof(ops_money_row, player_id), s->player_id, &found);
    if (found)
        return &a->rows[lo];
    if (a->n == a->cap) {
        a->cap = a->cap ? 2 * a->cap : 32;
        a->rows = xrealloc(a->rows, a->cap * sizeof *a->rows);
        a->losses = xrealloc(a->losses, a->cap * (size_t)a->nseries * sizeof *a->losses);
        a->pts = xrealloc(a->pts, a->cap * a->nper * sizeof *a->pts);
        a->pct = xrealloc(a->pct, a->cap * a->nper * sizeof *a->pct);
    }
    memmove(&a->rows[lo + 1], &a->rows[lo], (a->n - lo) * sizeof *a->rows);
    memmove(&a->losses[(lo + 1) * (size_t)a->nseries], &a->losses[lo * (size_t)a->nseries],
            (a->n - lo) * (size_t)a->nseries * sizeof *a->losses);
    a->n++;
    ops_money_row *r = &a->rows[lo];
    memset(r, 0, sizeof *r);
    memset(&a->losses[lo * (size_t)a->nseries], 0, (size_t)a->nseries * sizeof *a->losses);
    memmove(&a->pts[(lo + 1) * a->nper], &a->pts[lo * a->nper],
            (a->n - 1 - lo) * a->nper * sizeof *a->pts);
    memmove(&a->pct[(lo + 1) * a->nper], &a->pct[lo * a->nper],
            (a->n - 1 - lo) * a->nper * sizeof *a->pct);
    memset(&a->pts[lo * a->nper], 0, a->nper * sizeof *a->pts);
    memset(&a->pct[lo * a->nper], 0, a->nper * sizeof *a->pct);
    r->player_id = s->player_id;
    r->name = xstrdup(s->name ? s->name : "?");
    r->number = s->number;
    return r;
}

/* Passed games charged to seat (1-based) of a table: every passed deal at
 * the table, or the ones it dealt (passed_fee_payer). */
static int passed_charged(const ops_money *m, const sheet *sh, const bool *passed, int seat)
{
    int k = 0;
    for (int i = 0; i < sh->series_games; i++)
        if (passed[i] && (m->p.money.passed_payer == MONEY_PASSED_ALL_ACTIVE ||
                          sh->rows[i].dealer == seat))
            k++;
    return k;
}

/* One table (tab, its games g[0..ng-1], loaded with its series): add its
 * players' points, games and (list basis) settlement. */
static int add_table(const ops_tour *t, int series, const db_table *tab, db_game *g,
                     size_t ng, ops_money *m, acc *a, sk_err *err)
{
    bool house = t->rules.fam->list_ranks; /* the house list, not the Seeger sheet */
    ops_house_table ht;
    ops_table_sheet ts;
    const ops_table_sheet *sp;
    int rc;
    memset(&ht, 0, sizeof ht);
    memset(&ts, 0, sizeof ts);
    if (house) {
        rc = ops_house_table_of(t, series, tab, g, ng, &ht, err);
        sp = &ht.ts;
    } else {
        rc = ops_table_sheet_of(t, series, tab, g, ng, &ts, err);
        sp = &ts;
    }
    if (rc != SK_OK)
        return rc;
    const sheet *sh = &sp->sh;
    int n = sp->table.size;
    bool *passed = xcalloc((size_t)sh->series_games + 1, sizeof *passed);
    if (house) {
        for (size_t i = 0; i < ht.nrows; i++) {
            int g = ht.rows[i].game->e.game_no;
            if (ht.rows[i].hg.kind == HOUSE_PASSED && g >= 1 && g <= sh->series_games)
                passed[g - 1] = true;
        }
    } else {
        for (int i = 0; i < sh->series_games; i++)
            passed[i] = (sh->rows[i].marks & SHEET_PASSED) != 0;
    }
    m->games += (int)sp->ngames;
    long long net[HOUSE_MAX_SEATS] = {0};
    /* per rate period: the entries (list basis) or the Seeger points of the
     * games played in it, by seat */
    long long *pp = xcalloc(a->nper * HOUSE_MAX_SEATS, sizeof *pp);
    long long *pn = xcalloc(a->nper * HOUSE_MAX_SEATS, sizeof *pn);
    for (size_t i = 0; house && i < ht.nrows; i++) {
        size_t k = period_of(a, ht.rows[i].game->id);
        for (int j = 0; j < n; j++)
            pp[k * HOUSE_MAX_SEATS + (size_t)j] += m->basis == OPS_MONEY_LIST
                                                       ? ht.rows[i].step.r.entry[j]
                                                       : ht.rows[i].step.r.seeger[j];
    }
    if (house && m->basis == OPS_MONEY_LIST && a->nper == 1) {
        long long tot[HOUSE_MAX_SEATS];
        for (int i = 0; i < n; i++)
            tot[i] = ht.list.total[i];
        rc = money_settle(&m->p.money, n, tot, net, NULL, NULL, err);
        for (int i = 0; i < n; i++)
            pn[i] = net[i];
    } else if (house && m->basis == OPS_MONEY_LIST) { /* each period at its rate */
        for (size_t k = 0; rc == SK_OK && k < a->nper; k++) {
            money_settings ms = m->p.money;
            ms.rate_num = a->per[k].num;
            ms.rate_den = a->per[k].den;
            rc = money_settle(&ms, n, &pp[k * HOUSE_MAX_SEATS], &pn[k * HOUSE_MAX_SEATS], NULL,
                              NULL, err);
            for (int i = 0; i < n; i++)
                net[i] += pn[k * HOUSE_MAX_SEATS + (size_t)i];
        }
    }
    for (int i = 0; rc == SK_OK && i < n; i++) {
        ops_money_row *r = row_of(a, &sp->table.seats[i]);
        size_t ri = (size_t)(r - a->rows);
        int *loss = &a->losses[ri * (size_t)a->nseries];
        for (size_t k = 0; house && k < a->nper; k++) {
            a->pts[ri * a->nper + k] += pp[k * HOUSE_MAX_SEATS + (size_t)i];
            if (m->basis == OPS_MONEY_LIST)
                a->pct[ri * a->nper + k] += pn[k * HOUSE_MAX_SEATS + (size_t)i];
        }
        int won = house ? ht.list.won[i] : sh->seat[i + 1].won;
        int lost = house ? ht.list.lost[i] : sh->seat[i + 1].lost;
        r->won += won;
        r->lost += lost;
        loss[series - 1] += lost;
        r->passed += passed_charged(m, sh, passed, i + 1);
        r->seeger += house ? ht.list.seeger[i] : sh->seat[i + 1].total;
        if (house && m->basis == OPS_MONEY_LACHS) {
            /* B.5: a round ends with a lost Lachs; the one still running
             * when a series ends never ends, so rounds are not added up
             * across series: the round of the latest series counts */
            if (series >= r->last_series)
                r->list_total = ht.list.total[i];
            r->lachse += ht.list.lachse[i];
        } else if (house) {
            r->list_total += ht.list.total[i];
            r->lachse += ht.list.lachse[i];
        } else {
            r->list_total += sh->seat[i + 1].game_points;
        }
        switch (m->basis) {
        case OPS_MONEY_SEEGER:
            r->points += house ? ht.list.seeger[i] : sh->seat[i + 1].total;
            break;
        case OPS_MONEY_LIST:
            r->points += ht.list.total[i];
            r->settle_ct += net[i];
            break;
        case OPS_MONEY_LACHS:
            if (series >= r->last_series)
                r->points = ht.list.total[i];
            break;
        }
        if (series > r->last_series)
            r->last_series = series;
    }
    free(passed);
    free(pp);
    free(pn);
    ops_house_table_free(&ht);
    ops_table_sheet_free(&ts);
    return rc;
}

/* A series' tables and its games streamed in table order (load). */
typedef struct series_walk {
    const ops_tour *t;
    int series;
    const db_series *se;
    size_t next;      /* the next table of se to add */
    db_game *buf;     /* the games of one table so far */
    size_t n, cap;
    ops_money *m;
    acc *a;
    int games;        /* the games walked */
} series_walk;

/* Add the tables before table number before (INT_MAX: all that are left),
 * each with its collected games when they are its. */
static int walk_tables(series_walk *w, int before, sk_err *err)
{
    int rc = SK_OK;
    while (rc == SK_OK && w->next < w->se->ntables && w->se->tables[w->next].table_no < before) {
        const db_table *tab = &w->se->tables[w->next++];
        bool its = w->n && w->buf[0].e.table_no == tab->table_no;
        rc = add_table(w->t, w->series, tab, its ? w->buf : NULL, its ? w->n : 0, w->m, w->a,
                       err);
        if (its)
            w->n = 0;
    }
    return rc;
}

/* db_game_each: one game (valid during the call), collected with its table's. */
static int walk_game(void *arg, const db_game *g, sk_err *err)
{
    series_walk *w = arg;
    if (w->n && w->buf[0].e.table_no != g->e.table_no) {
        int rc = walk_tables(w, g->e.table_no, err);
        if (rc != SK_OK)
            return rc;
        w->n = 0; /* (games of a table not in the series: none, both read its tables) */
    }
    w->buf = sk_grow(w->buf, w->n, &w->cap, sizeof *w->buf, 64);
    w->buf[w->n] = *g;
    w->buf[w->n++].entered = NULL; /* the walk's, freed after the call */
    w->games++;
    return SK_OK;
}

static int cmp_rank(const void *x, const void *y)
{
    const ops_money_row *a = x, *b = y;
    if (a->rank != b->rank)
        return a->rank < b->rank ? -1 : 1;
    return strcmp(a->name, b->name);
}

/* Ranks: Seeger basis under isko = the tournament standings (tie-breaks and
 * lots); otherwise the order of the list mode (house_rank). */
static int rank_rows(db *d, const ops_tour *ot, ops_money *m, bool by_list, sk_err *err)
{
    const db_tournament *t = &ot->row;
    if (!ot->rules.fam->list_ranks) {
        standview sv;
        int rc = standview_load(d, t->name, m->series, false, &sv, err);
        if (rc != SK_OK)
            return rc;
        for (size_t i = 0; i < m->n; i++) {
            m->rows[i].rank = (int)sv.players.n + 1;
            for (size_t k = 0; k < sv.players.n; k++)
                if (sv.players.rows[k].id == m->rows[i].player_id)
                    m->rows[i].rank = sv.players.rows[k].rank;
        }
        standview_free(&sv);
        return SK_OK;
    }
    house_standing *s = xcalloc(m->n ? m->n : 1, sizeof *s);
    int *rank = xcalloc(m->n ? m->n : 1, sizeof *rank);
    for (size_t i = 0; i < m->n; i++) {
        s[i].total = (int)(by_list ? m->rows[i].list_total : m->rows[i].points);
        s[i].lachse = m->rows[i].lachse;
        s[i].won = m->rows[i].won;
        s[i].lost = m->rows[i].lost;
    }
    house_list_mode mode =
        !by_list && m->basis == OPS_MONEY_SEEGER ? HOUSE_LIST_PLAIN : m->p.list_mode;
    house_rank(mode, (int)m->n, s, rank);
    for (size_t i = 0; i < m->n; i++)
        m->rows[i].rank = rank[i];
    free(s);
    free(rank);
    return SK_OK;
}

/* B.6.2 fees per row while rows and losses are aligned (id order): the
 * entry fee the cashier recorded for the player (waived: 0), else the fee
 * in force. */
static int fees(db *d, const ops_tour *ot, ops_money *m, const acc *a, sk_err *err)
{
    const db_tournament *t = &ot->row;
    const money_settings *ms = &m->p.money;
    db_fee *fv = NULL;
    size_t nf = 0;
    db_prize *pv = NULL;
    size_t np = 0;
    int rc = ops_day_fee(d, ot, &m->fee_ct, err);
    if (rc == SK_OK)
        rc = db_fee_list(d, t->id, &fv, &nf, err);
    if (rc == SK_OK)
        rc = db_prize_list(d, t->id, &pv, &np, err);
    db_prizes_free(pv, np);
    m->tournament_money = rc == SK_OK && (money_settings_tournament(ms) || m->fee_ct > 0 ||
                                          nf > 0 || np > 0);
    for (size_t i = 0; m->tournament_money && i < m->n; i++) {
        ops_money_row *r = &m->rows[i];
        r->entry_ct = m->fee_ct;
        for (size_t k = 0; k < nf; k++)
            if (fv[k].player_id == r->player_id)
                r->entry_ct = fv[k].state == DB_FEE_WAIVED ? 0 : fv[k].ct;
        r->loss_fee_ct = money_loss_fees_ct(ms, &a->losses[i * (size_t)a->nseries], a->nseries);
        r->passed_fee_ct = money_passed_fees_ct(ms, r->passed);
    }
    db_fees_free(fv, nf);
    return rc;
}

/* The prize table's awards into the rows (prizeview.h): *done false when
 * the tournament has none. */
static int table_prizes(db *d, const db_tournament *t, ops_money *m, long long *prize,
                        bool *done, sk_err *err)
{
    *done = false;
    ops_prize_in *in = xcalloc(m->n ? m->n : 1, sizeof *in);
    db_player *pl = NULL;
    size_t npl = 0;
    int rc = db_player_list(d, false, &pl, &npl, err);
    for (size_t i = 0; rc == SK_OK && i < m->n; i++) {
        in[i] = (ops_prize_in){m->rows[i].player_id, m->rows[i].name, NULL, m->rows[i].rank,
                               m->rows[i].entry_ct};
        for (size_t k = 0; k < npl; k++)
            if (pl[k].id == m->rows[i].player_id)
                in[i].club = pl[k].club;
    }
    ops_prizes *pz = xcalloc(1, sizeof *pz);
    if (rc == SK_OK)
        rc = ops_prizes_award(d, t, &m->p.money, m->pool_ct, in, m->n, pz, err);
    if (rc == SK_OK && pz->any) {
        *done = true;
        for (size_t i = 0; i < m->n; i++) {
            const prize_award *w = &pz->award[i];
            ops_money_row *r = &m->rows[i];
            prize[i] = w->ct;
            r->prize_won = w->won;
            r->prize_group = (int)w->group;
            r->prize_place = w->place;
            r->prize_goods = w->won ? w->goods : NULL;
            r->prize_lot = w->lot;
        }
        m->prizes = pz;
    } else {
        ops_prizes_free(pz);
        free(pz);
    }
    db_players_free(pl, npl);
    free(in);
    return rc;
}

/* B.6.2: the pool and the prizes by rank, or by the prize table (rows in
 * any order). */
static int prizes(db *d, const db_tournament *t, ops_money *m, sk_err *err)
{
    if (!m->tournament_money)
        return SK_OK;
    const money_settings *ms = &m->p.money;
    long long fees = 0, entries = 0;
    for (size_t i = 0; i < m->n; i++) {
        fees += m->rows[i].loss_fee_ct + m->rows[i].passed_fee_ct;
        entries += m->rows[i].entry_ct;
    }
    int rc = money_prize_pool_sum(ms, entries, fees, &m->pool_ct, err);
    if (rc != SK_OK)
        return rc;
    int *rank = xcalloc(m->n ? m->n : 1, sizeof *rank);
    long long *prize = xcalloc(m->n ? m->n : 1, sizeof *prize);
    for (size_t i = 0; i < m->n; i++)
        rank[i] = m->rows[i].rank;
    bool by_table = false;
    rc = table_prizes(d, t, m, prize, &by_table, err);
    if (rc == SK_OK && !by_table)
        rc = money_prizes(ms, m->pool_ct, (int)m->n, rank, prize, err);
    long long paid = 0;
    for (size_t i = 0; rc == SK_OK && i < m->n; i++) {
        m->rows[i].prize_ct = prize[i];
        paid += prize[i];
    }
    /* what is not paid out stays with the organiser: fees outside the pool,
     * the cut, the entry fees not paid out, a pool without a prize table */
    m->organiser_ct = entries + fees - paid;
    free(rank);
    free(prize);
    return rc;
}

const char *ops_money_basis_words(ops_money_basis b)
{
    switch (b) {
    case OPS_MONEY_SEEGER:
        return _("Seeger-Fabian totals");
    case OPS_MONEY_LIST:
        return _("list totals, settled at each table");
    case OPS_MONEY_LACHS:
        return "Lachse";
    }
    return "?";
}

/* The rate periods of a house-rules tournament (db_money_rates), the last
 * at the rate in force, each with the places of its games in the order
 * they were recorded. */
static int rate_periods(db *d, const ops_tour *ot, ops_money *m, sk_err *err)
{
    db_rate_period *v = NULL;
    size_t n = 0;
    int64_t *ids = NULL;
    size_t nids = 0;
    int rc = SK_OK;
    if (ot->rules.fam->id == FAM_HOUSE && m->basis != OPS_MONEY_LACHS)
        rc = db_money_rates(d, ot->row.id, &v, &n, err);
    if (rc == SK_OK && n)
        rc = db_money_game_ids(d, ot->row.id, &ids, &nids, err);
    m->nperiods = rc == SK_OK ? n + 1 : 1;
    m->periods = xcalloc(m->nperiods, sizeof *m->periods);
    size_t g = 0;
    for (size_t k = 0; k < m->nperiods; k++) {
        ops_rate_period *p = &m->periods[k];
        bool last = k + 1 == m->nperiods;
        p->until_game_id = last ? INT64_MAX : v[k].until_game_id;
        p->num = last ? m->p.money.rate_num : v[k].num;
        p->den = last ? m->p.money.rate_den : v[k].den;
        p->first_game = g + 1;
        while (g < nids && ids[g] <= p->until_game_id)
            g++;
        p->last_game = g;
        p->ngames = p->last_game + 1 - p->first_game;
    }
    free(v);
    free(ids);
    return rc;
}

/* Seeger basis over several rate periods: each period's Seeger points
 * settled among every player at its rate, the balances summed. */
static int seeger_periods(ops_money *m, acc *a, sk_err *err)
{
    long long *tot = xcalloc(m->n, sizeof *tot), *net = xcalloc(m->n, sizeof *net);
    int rc = SK_OK;
    for (size_t k = 0; rc == SK_OK && k < a->nper; k++) {
        money_settings ms = m->p.money;
        ms.rate_num = a->per[k].num;
        ms.rate_den = a->per[k].den;
        for (size_t i = 0; i < m->n; i++)
            tot[i] = a->pts[i * a->nper + k];
        rc = money_settle(&ms, (int)m->n, tot, net, NULL, NULL, err);
        for (size_t i = 0; rc == SK_OK && i < m->n; i++) {
            a->pct[i * a->nper + k] = net[i];
            m->rows[i].settle_ct += net[i];
        }
    }
    free(tot);
    free(net);
    return rc;
}

static int load(db *d, const ops_tour *ot, int series, bool by_list, ops_money *out,
                sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    if (ot->rules.fam->game != SCH_FAM_SKAT) /* Schafkopf settles by schops.h */
        return schops_refuse_family(t, "this settlement", err);
    int rc = ops_tour_ok(ot, err);
    if (rc != SK_OK)
        return rc;
    out->p = ot->rules.house;
    out->series = series;
    if (out->p.list_mode == HOUSE_LIST_BIERLACHS)
        out->basis = OPS_MONEY_LACHS;
    else if (!ot->rules.fam->list_ranks || out->p.money.basis == MONEY_BASIS_SEEGER)
        out->basis = OPS_MONEY_SEEGER;
    else
        out->basis = OPS_MONEY_LIST;
    acc a = {0};
    a.nseries = t->series_count > 0 ? t->series_count : 1;
    rc = rate_periods(d, ot, out, err);
    if (rc != SK_OK) {
        ops_money_free(out);
        return rc;
    }
    a.nper = out->nperiods;
    a.per = out->periods;
    if (series > a.nseries)
        a.nseries = series;
    int first = series ? series : 1, last = series ? series : t->series_count;
    for (int s = first; rc == SK_OK && s <= last; s++) {
        db_series se;
        sk_err e2;
        sk_err_clear(&e2);
        int r2 = db_series_get(d, t->id, s, &se, &e2);
        if (r2 != SK_OK) {
            if (series || r2 != SK_INVALID) /* the series asked for, or a db failure */
                rc = sk_err_set(err, r2, "%s", e2.msg);
            continue;
        }
        /* the series' games in one query (by table, game), streamed: each
         * table's games collected and handed to add_table, the tables
         * without games too (one query per series, not two per table, and
         * one table's games in memory at a time) */
        series_walk w = {ot, s, &se, 0, NULL, 0, 0, out, &a, 0};
        rc = db_game_each(d, t->id, s, walk_game, &w, err);
        if (rc == SK_OK)
            rc = walk_tables(&w, INT_MAX, err);
        free(w.buf);
        /* how far the list is (provisional?, as the ISkO standings): the
         * series' tables and the games just walked (db_progress's
         * arithmetic) */
        int expected = 0;
        for (size_t k = 0; k < se.ntables; k++)
            expected += se.tables[k].size == 4 ? t->games4 : t->games3;
        db_progress_add(&out->progress, s, expected, w.games);
        db_series_clear(&se);
    }
    db_progress_finish(&out->progress, t, series);
    out->rows = a.rows;
    out->n = a.n;
    if (rc == SK_OK)
        rc = fees(d, ot, out, &a, err);
    free(a.losses);
    if (rc == SK_OK && out->basis == OPS_MONEY_SEEGER && out->n >= 2 && a.nper > 1)
        rc = seeger_periods(out, &a, err);
    if (rc == SK_OK && out->basis != OPS_MONEY_LACHS && a.nper > 1)
        for (size_t i = 0; i < out->n; i++) {
            out->rows[i].period_ct = xcalloc(a.nper, sizeof *out->rows[i].period_ct);
            memcpy(out->rows[i].period_ct, &a.pct[i * a.nper], a.nper * sizeof *a.pct);
        }
    free(a.pts);
    free(a.pct);
    if (rc == SK_OK && out->basis == OPS_MONEY_SEEGER && out->n >= 2 && a.nper == 1) {
        long long *tot = xcalloc(out->n, sizeof *tot), *net = xcalloc(out->n, sizeof *net);
        for (size_t i = 0; i < out->n; i++)
            tot[i] = out->rows[i].points;
        rc = money_settle(&out->p.money, (int)out->n, tot, net, NULL, NULL, err);
        for (size_t i = 0; rc == SK_OK && i < out->n; i++)
            out->rows[i].settle_ct = net[i];
        free(tot);
        free(net);
    }
    if (rc == SK_OK && out->basis == OPS_MONEY_LACHS)
        for (size_t i = 0; i < out->n; i++) {
            out->rows[i].settle_ct = -(long long)out->rows[i].lachse * out->p.bierlachs_price_ct;
            out->kasse_ct -= out->rows[i].settle_ct;
        }
    if (rc == SK_OK)
        rc = rank_rows(d, ot, out, by_list, err);
    if (rc == SK_OK)
        rc = prizes(d, t, out, err);
    if (rc == SK_OK && !by_list && !series) { /* paid, never seated: held in the Kasse */
        int64_t *ids = xcalloc(out->n + 1, sizeof *ids);
        for (size_t i = 0; i < out->n; i++)
            ids[i] = out->rows[i].player_id;
        rc = ops_held_load(d, t, ids, out->n, &out->held, err);
        out->kasse_end_ct = out->organiser_ct + out->held.ct + out->held.wait_ct;
        free(ids);
    }
    if (rc == SK_OK) {
        if (out->n > 1)
            qsort(out->rows, out->n, sizeof *out->rows, cmp_rank);
        long long *net = xcalloc(out->n ? out->n : 1, sizeof *net);
        for (size_t i = 0; i < out->n; i++) {
            ops_money_row *r = &out->rows[i];
            r->balance_ct = r->settle_ct + r->prize_ct - r->entry_ct - r->loss_fee_ct -
                            r->passed_fee_ct;
            net[i] = out->basis == OPS_MONEY_LACHS ? 0 : r->settle_ct;
        }
        out->tr = xcalloc(out->n ? out->n : 1, sizeof *out->tr);
        rc = money_transfers((int)out->n, net, out->tr, &out->ntr, err);
        free(net);
    }
    if (rc != SK_OK)
        ops_money_free(out);
    return rc;
}

int ops_money_load(db *d, const ops_tour *t, int series, ops_money *out, sk_err *err)
{
    return load(d, t, series, false, out, err);
}

int ops_house_standings_load(db *d, const ops_tour *t, int series, ops_money *out,
                             sk_err *err)
{
    return load(d, t, series, true, out, err);
}

bool ops_money_shared(const ops_money *m, size_t i)
{
    int rank = m->rows[i].rank;
    return (i > 0 && m->rows[i - 1].rank == rank) || (i + 1 < m->n && m->rows[i + 1].rank == rank);
}

void ops_money_free(ops_money *m)
{
    if (!m)
        return;
    for (size_t i = 0; i < m->n; i++) {
        free(m->rows[i].name);
        free(m->rows[i].period_ct);
    }
    free(m->rows);
    free(m->periods);
    free(m->tr);
    ops_held_free(&m->held);
    if (m->prizes) {
        ops_prizes_free(m->prizes);
        free(m->prizes);
    }
    memset(m, 0, sizeof *m);
}

void ops_rate_period_text(sk_buf *b, size_t k, const ops_rate_period *p)
{
    char rate[48];
    if (p->den == 1)
        snprintf(rate, sizeof rate, _("%d ct per point"), p->num);
    else
        snprintf(rate, sizeof rate, _("%d/%d ct per point"), p->num, p->den);
    sk_buf_printf(b, "  %d. ", (int)k + 1);
    if (p->ngames == 0)
        sk_buf_printf(b, _("from game %zu on (no game yet): %s\n"), p->first_game, rate);
    else
        sk_buf_printf(b, sk_ntr("game %zu to %zu (%zu game): %s\n",
                                "games %zu to %zu (%zu games): %s\n", p->ngames),
                      p->first_game, p->last_game, p->ngames, rate);
}
