/* statsview.c - see statsview.h */
#include "statsview.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "db_games.h"
#include "db_league.h"
#include "db_seating.h"
#include "db_standings.h"
#include "moneyview.h"
#include "schops.h"
#include "seatsub.h"
#include "standview.h"
#include "tour.h"

/* One table's seats, to find a declarer's player id, and its seats'
 * substitutions (game sub; malloc'd copy, NULL when none). */
typedef struct tseats {
    int event, series, table, size;
    int64_t player[SHEET_MAX_SEATS + 1];
    subs_change *subs;
    size_t nsubs;
} tseats;

typedef struct loader {
    int event;
    int series, table;   /* filters (0: all) */
    stats_game *games;
    size_t ngames, capg;
    stats_seat *seats;
    size_t nseats, caps;
    tseats *tables;      /* in (event, series, table) order */
    size_t ntables, capt;
    size_t first_table;  /* the current event's first table */
} loader;

static int seat_table(void *arg, const db_sheet_table *tb, sk_err *err)
{
    (void)err;
    loader *l = arg;
    if (l->table && tb->table_no != l->table)
        return SK_OK;
    l->tables = sk_grow(l->tables, l->ntables, &l->capt, sizeof *l->tables, 64);
    tseats *t = &l->tables[l->ntables++];
    memset(t, 0, sizeof *t);
    t->event = l->event;
    t->series = tb->series_no;
    t->table = tb->table_no;
    t->size = tb->size;
    if (tb->nsubs) {
        t->subs = xmalloc(tb->nsubs * sizeof *t->subs);
        memcpy(t->subs, tb->subs, tb->nsubs * sizeof *t->subs);
        t->nsubs = tb->nsubs;
    }
    /* every player who sat at the table: the seating's, then each
     * substitute (once, a player back in a seat is there already) */
    size_t first = l->nseats;
    for (size_t k = 0; k <= (size_t)tb->size + tb->nsubs; k++) {
        int64_t pid = k >= 1 && k <= (size_t)tb->size ? tb->player[k]
                      : k > (size_t)tb->size ? tb->subs[k - 1 - (size_t)tb->size].player : 0;
        if (k >= 1 && k <= (size_t)tb->size)
            t->player[k] = pid;
        bool seen = !pid;
        for (size_t j = first; j < l->nseats && !seen; j++)
            seen = l->seats[j].player == pid;
        if (seen)
            continue;
        l->seats = sk_grow(l->seats, l->nseats, &l->caps, sizeof *l->seats, 256);
        l->seats[l->nseats++] = (stats_seat){l->event, tb->series_no, tb->table_no, tb->size, pid};
    }
    return SK_OK;
}

static int cmp_tseats(const void *k, const void *e)
{
    const tseats *a = k, *b = e;
    if (a->series != b->series)
        return (a->series > b->series) - (a->series < b->series);
    return (a->table > b->table) - (a->table < b->table);
}

static int add_game(void *arg, const db_game *g, sk_err *err)
{
    loader *l = arg;
    if (l->table && g->e.table_no != l->table)
        return SK_OK;
    tseats key = {.series = g->e.series, .table = g->e.table_no};
    const tseats *t = bsearch(&key, l->tables + l->first_table, l->ntables - l->first_table,
                              sizeof key, cmp_tseats);
    if (!t)
        return sk_err_set(err, SK_FAIL, _("series %d, table %d: a game at a table with no seats "
                          "(run 'skatsheet check')"), g->e.series, g->e.table_no);
    l->games = sk_grow(l->games, l->ngames, &l->capg, sizeof *l->games, 1024);
    stats_game *s = &l->games[l->ngames++];
    memset(s, 0, sizeof *s);
    s->event = l->event;
    s->series = g->e.series;
    s->table = g->e.table_no;
    s->passed = g->e.passed;
    s->ramsch = g->e.passed && g->e.h.ramsch;
    long long at[SHEET_MAX_SEATS + 1] = {0}; /* who sat in each seat for this game */
    for (int seat = 1; seat <= t->size; seat++)
        at[seat] = t->nsubs ? subs_player_at(t->player, t->subs, t->nsubs, seat, g->e.game_no)
                            : t->player[seat];
    if (t->nsubs)
        memcpy(s->at, at, sizeof at);
    if (g->e.passed)
        return SK_OK;
    if (g->e.declarer < 1 || g->e.declarer > t->size || !at[g->e.declarer])
        return sk_err_set(err, SK_FAIL, _("series %d, table %d, game %d: declarer seat %d is "
                          "empty (run 'skatsheet check')"), g->e.series, g->e.table_no,
                          g->e.game_no, g->e.declarer);
    s->declarer = at[g->e.declarer];
    s->contract = g->e.g.contract;
    s->hand = g->e.g.hand;
    s->ouvert = g->e.g.ouvert;
    s->schneider = g->o.lv_schneider;
    s->schwarz = g->o.lv_schwarz;
    s->won = g->o.won;
    s->overbid = g->o.overbid;
    s->value = g->o.value;
    s->score = g->o.score;
    return SK_OK;
}

static int cmp_player_id(const void *a, const void *b)
{
    const db_player *x = a, *y = b;
    return (x->id > y->id) - (x->id < y->id);
}

const db_player *ops_stats_player(const ops_stats *s, long long id)
{
    db_player key;
    memset(&key, 0, sizeof key);
    key.id = id;
    return s->nplayers ? bsearch(&key, s->players, s->nplayers, sizeof key, cmp_player_id)
                       : NULL;
}

typedef struct named {
    const char *name;
    size_t line;
} named;

static int cmp_named(const void *a, const void *b)
{
    const named *x = a, *y = b;
    int c = strcoll(x->name, y->name);
    if (!c)
        c = strcmp(x->name, y->name);
    return c ? c : (x->line > y->line) - (x->line < y->line);
}

/* Do the players' statistics count t's games (its family's stats: Skat)?
 * Its rules parsed once, here, where its row is loaded. */
static bool counts(const db_tournament *t)
{
    ops_tour ot;
    ops_tour_view(t, &ot); /* (a view of t: nothing to clear) */
    return ot.rules.fam->stats;
}

/* The tournaments of q into out->events (Skat only). */
static int select_events(db *d, const ops_stats_query *q, ops_stats *out, sk_err *err)
{
    db_tournament *v = NULL;
    size_t n = 0;
    bool one = false;
    int rc;
    if ((q->season || q->all) && (q->series || q->table))
        return sk_err_set(err, SK_USAGE, _("--series and --table need one tournament "
                          "(not --season or --all)"));
    if (q->season) {
        db_season s;
        rc = db_season_find(d, q->season, &s, err);
        if (rc != SK_OK)
            return rc;
        out->season = xstrdup(s.name);
        rc = db_season_tournaments(d, s.id, &v, &n, err);
        db_season_clear(&s);
    } else if (q->all) {
        rc = db_tournament_list(d, &v, &n, err);
    } else {
        v = xcalloc(1, sizeof *v);
        rc = db_tournament_find(d, q->tournament, v, err);
        n = rc == SK_OK;
        one = true;
    }
    size_t k = 0; /* keep the tournaments the statistics count */
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        if (counts(&v[i]) || one) /* the one asked for: its list's figures (Schafkopf) */
            v[k++] = v[i];
        else
            db_tournament_clear(&v[i]);
    }
    if (rc != SK_OK) {
        db_tournaments_free(v, n);
        return rc;
    }
    out->events = v;
    out->nevents = k;
    return SK_OK;
}

static void add_place(stats_place **pl, size_t *n, size_t *cap, stats_place p)
{
    *pl = sk_grow(*pl, *n, cap, sizeof **pl, 256);
    (*pl)[(*n)++] = p;
}

/* A tournament whose list ranks (house rules, Schafkopf): each player's
 * place as its standings show it (places != NULL), and each series' figure
 * the list's own, as the standings of that series show it (r != NULL). */
static int list_figures(db *d, const ops_tour *ot, int event, stats_result *r,
                        stats_place **pl, size_t *n, size_t *cap, sk_err *err)
{
    int rc = SK_OK;
    if (ot->rules.fam->game != SCH_FAM_SKAT) { /* Schafkopf: one load has every series */
        schops_standings st;
        rc = schops_standings_load(d, &ot->row, &ot->rules.sch, 0, &st, err);
        for (size_t i = 0; rc == SK_OK && i < st.n; i++) {
            const schops_row *w = &st.rows[i];
            bool shared = (i > 0 && st.rows[i - 1].rank == w->rank) ||
                          (i + 1 < st.n && st.rows[i + 1].rank == w->rank);
            if (pl)
                add_place(pl, n, cap, (stats_place){event, w->player_id, w->rank, shared,
                                                    (int)st.n});
            for (int s = 1; r && s <= st.nseries; s++)
                if (w->played[s - 1])
                    stats_set_series(r, w->player_id, event, s, w->per_series[s - 1]);
        }
        if (rc == SK_OK)
            schops_standings_free(&st);
        return rc;
    }
    if (pl) { /* the places: the standings of every series so far */
        ops_money m;
        rc = ops_house_standings_load(d, ot, 0, &m, err);
        for (size_t i = 0; rc == SK_OK && i < m.n; i++)
            add_place(pl, n, cap, (stats_place){event, m.rows[i].player_id, m.rows[i].rank,
                                                ops_money_shared(&m, i), (int)m.n});
        if (rc == SK_OK)
            ops_money_free(&m);
    }
    if (!r)
        return rc;
    int last = 0; /* the series some player sat in */
    for (size_t i = 0; i < r->total.nseries; i++)
        if (r->total.series[i].event == event && r->total.series[i].series > last)
            last = r->total.series[i].series;
    for (int s = 1; rc == SK_OK && s <= last; s++) {
        bool seated = false;
        for (size_t i = 0; i < r->total.nseries && !seated; i++)
            seated = r->total.series[i].event == event && r->total.series[i].series == s;
        if (!seated)
            continue;
        ops_money m;
        rc = ops_house_standings_load(d, ot, s, &m, err);
        for (size_t i = 0; rc == SK_OK && i < m.n; i++)
            stats_set_series(r, m.rows[i].player_id, event, s, m.rows[i].list_total);
        if (rc == SK_OK)
            ops_money_free(&m);
    }
    return rc;
}

/* Every player's place in tournament t's standings. */
static int load_places(db *d, const db_tournament *t, int event, stats_place **pl, size_t *n,
                       size_t *cap, sk_err *err)
{
    ops_tour ot;
    ops_tour_view(t, &ot); /* (a view of t: nothing to clear) */
    if (ot.rules.fam->list_ranks)
        return list_figures(d, &ot, event, NULL, pl, n, cap, err);
    standview v;
    int rc = standview_load(d, t->name, 0, false, &v, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; i < v.players.n; i++) {
        *pl = sk_grow(*pl, *n, cap, sizeof **pl, 256);
        const stand_row *r = &v.players.rows[i];
        (*pl)[(*n)++] = (stats_place){event, r->id, r->rank, r->shared, (int)v.players.n};
    }
    standview_free(&v);
    return SK_OK;
}

int ops_stats_load(db *d, const ops_stats_query *q, ops_stats *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = select_events(d, q, out, err);
    loader l;
    memset(&l, 0, sizeof l);
    l.series = q->series;
    l.table = q->table;
    stats_place *places = NULL;
    size_t nplaces = 0, capp = 0;
    for (size_t i = 0; i < out->nevents && rc == SK_OK; i++) {
        const db_tournament *t = &out->events[i];
        l.event = (int)i;
        l.first_table = l.ntables;
        if (q->series) { /* the refusal of a series not drawn, or a table not in it */
            db_series s;
            rc = db_series_get(d, t->id, q->series, &s, err);
            if (rc == SK_OK)
                db_series_clear(&s);
            if (rc == SK_OK && q->table) {
                db_table tb;
                rc = db_table_get(d, t->id, q->series, q->table, &tb, err);
                if (rc == SK_OK)
                    db_table_clear(&tb);
            }
        }
        if (rc == SK_OK)
            rc = db_sheet_each(d, t->id, q->series, q->table, seat_table, &l, err);
        if (rc == SK_OK && counts(t)) /* Schafkopf: no Skat games to count */
            rc = db_game_each(d, t->id, q->series, add_game, &l, err);
        if (rc == SK_OK && !q->series)
            rc = load_places(d, t, (int)i, &places, &nplaces, &capp, err);
    }
    if (rc == SK_OK)
        rc = db_player_list(d, false, &out->players, &out->nplayers, err);
    if (rc == SK_OK) {
        qsort(out->players, out->nplayers, sizeof *out->players, cmp_player_id);
        if (stats_compute(l.games, l.ngames, l.seats, l.nseats, places, nplaces, &out->r, err) !=
            SK_OK)
            rc = SK_FAIL; /* inconsistent stored data: `check` names it */
    }
    for (size_t i = 0; rc == SK_OK && i < out->nevents; i++) {
        ops_tour ot;
        ops_tour_view(&out->events[i], &ot); /* (a view: nothing to clear) */
        if (!ot.rules.fam->list_ranks)
            continue;
        out->list_figures = true;
        rc = list_figures(d, &ot, (int)i, &out->r, NULL, NULL, NULL, err);
    }
    if (rc == SK_OK)
        stats_refigure(&out->r);
    if (rc == SK_OK) {
        size_t n = out->r.n ? out->r.n : 1;
        named *nm = xmalloc(n * sizeof *nm);
        for (size_t i = 0; i < out->r.n; i++) {
            const db_player *p = ops_stats_player(out, out->r.lines[i].player);
            nm[i] = (named){p ? p->name : "", i};
        }
        qsort(nm, out->r.n, sizeof *nm, cmp_named);
        out->order = xmalloc(n * sizeof *out->order);
        for (size_t i = 0; i < out->r.n; i++)
            out->order[i] = nm[i].line;
        free(nm);
    }
    for (size_t i = 0; i < l.ntables; i++)
        free(l.tables[i].subs);
    SK_FREE_ALL(l.games, l.seats, l.tables, places);
    if (rc != SK_OK)
        ops_stats_free(out);
    return rc;
}

char *ops_stats_places(const stats_line *l)
{
    sk_buf b = {0};
    sk_buf_add(&b, "");
    for (size_t i = 0; i < l->nplaces; i++)
        sk_buf_printf(&b, "%s%d.", i ? ", " : "", l->places[i].rank);
    return sk_buf_take(&b);
}

void ops_stats_free(ops_stats *s)
{
    if (!s)
        return;
    stats_free(&s->r);
    db_tournaments_free(s->events, s->nevents);
    db_players_free(s->players, s->nplayers);
    free(s->order);
    free(s->season);
    memset(s, 0, sizeof *s);
}
