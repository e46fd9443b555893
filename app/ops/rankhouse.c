/* rankhouse.c - see rankhouse.h */
#include "rankhouse.h"

#include <stdlib.h>
#include <string.h>

#include "db_games.h"
#include "db_ids.h"
#include "db_league.h"
#include "db_players.h"
#include "db_seating.h"
#include "db_tournaments.h"
#include "hmap.h"
#include "moneyview.h"
#include "opsfam.h"
#include "tour.h"

/* Does t fall into f (dates; the season's list sel[0..nsel))? */
static bool wanted(const db_tournament *t, const db_rank_filter *f, const db_tournament *sel,
                   size_t nsel)
{
    const char *date = t->date ? t->date : "";
    if (f->from && *f->from && (!*date || strcmp(date, f->from) < 0))
        return false;
    if (f->to && *f->to && (!*date || strcmp(date, f->to) > 0))
        return false;
    bool in = !f->season;
    for (size_t i = 0; !in && i < nsel; i++)
        in = sel[i].id == t->id;
    return in;
}

static int cmp_event(const void *x, const void *y)
{
    const db_tournament *a = *(const db_tournament *const *)x, *b = *(const db_tournament *const *)y;
    int c = strcmp(a->date ? a->date : "", b->date ? b->date : "");
    return c ? c : (a->id > b->id) - (a->id < b->id);
}

typedef struct loadctx {
    db_rank_data *out;
    hmap_id pmap;
    const db_player *players;   /* every player, by id (db_player_list's, sorted here) */
    size_t nplayers;
    const db_ident *ids;
    size_t nids;
} loadctx;

/* The index of player pid in out->players (added with name, club, consent). */
static int player_index(loadctx *c, int64_t pid)
{
    long pi;
    if (hmap_id_get(&c->pmap, pid, &pi))
        return (int)pi;
    db_rank_data *o = c->out;
    o->players = xrealloc(o->players, (o->in.nplayers + 1) * sizeof *o->players);
    rank_player *p = &o->players[o->in.nplayers];
    memset(p, 0, sizeof *p);
    p->id = pid;
    for (size_t i = 0; i < c->nplayers; i++)
        if (c->players[i].id == pid) {
            p->name = xstrdup(c->players[i].name);
            p->club = xstrdup(c->players[i].club ? c->players[i].club : "");
        }
    if (!p->name) {
        p->name = xstrdup("?");
        p->club = xstrdup("");
    }
    for (size_t i = 0; i < c->nids; i++)
        if (c->ids[i].id == pid)
            p->publish = c->ids[i].publish;
    pi = (long)o->in.nplayers++;
    hmap_id_put(&c->pmap, pid, pi, NULL);
    return (int)pi;
}

/* Series s of house tournament ot (event index ev) into c. */
static int load_series(db *d, loadctx *c, const ops_tour *ot, int ev, int s, sk_err *err)
{
    db_series ser;
    int rc = db_series_get(d, ot->row.id, s, &ser, err);
    if (rc != SK_OK)
        return rc;
    db_game *g = NULL;
    size_t ng = 0;
    ops_money m;
    memset(&m, 0, sizeof m);
    rc = db_game_list(d, ot->row.id, s, 0, &g, &ng, err);
    if (rc == SK_OK)
        rc = ops_house_standings_load(d, ot, s, &m, err);
    db_rank_data *o = c->out;
    for (size_t i = 0; rc == SK_OK && i < m.n; i++) {
        const db_table *tb = NULL;
        int seat = 0;
        for (size_t k = 0; k < ser.ntables && !tb; k++)
            for (int j = 0; j < ser.tables[k].size; j++)
                if (ser.tables[k].seats[j].player_id == m.rows[i].player_id) {
                    tb = &ser.tables[k];
                    seat = j + 1;
                }
        if (!tb)
            continue; /* not seated in this series */
        int games = 0;
        for (size_t k = 0; k < ng; k++)
            games += g[k].e.table_no == tb->table_no && (tb->size == 3 || g[k].dealer != seat);
        o->results = xrealloc(o->results, (o->in.nresults + 1) * sizeof *o->results);
        o->teams = xrealloc(o->teams, (o->in.nresults + 1) * sizeof *o->teams);
        o->tables = xrealloc(o->tables, (o->in.nresults + 1) * sizeof *o->tables);
        o->teams[o->in.nresults] = NULL;
        o->tables[o->in.nresults] = tb->id;
        rank_result *r = &o->results[o->in.nresults++];
        r->event = ev;
        r->player = player_index(c, m.rows[i].player_id);
        r->series_no = s;
        r->points = (long)m.rows[i].list_total;
        r->games = games;
        r->won = m.rows[i].won;
        r->lost = m.rows[i].lost;
    }
    if (rc == SK_OK)
        ops_money_free(&m);
    db_games_free(g, ng);
    db_series_clear(&ser);
    return rc;
}

int ops_rank_house_load(db *d, const db_rank_filter *f, db_rank_data *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_tournament *all = NULL, *sel = NULL;
    size_t nall = 0, nsel = 0;
    db_player *pl = NULL;
    size_t npl = 0;
    db_ident *ids = NULL;
    size_t nids = 0;
    int rc = db_tournament_list(d, &all, &nall, err);
    if (rc == SK_OK && f->season)
        rc = db_season_tournaments(d, f->season, &sel, &nsel, err);
    if (rc == SK_OK)
        rc = db_player_list(d, false, &pl, &npl, err);
    if (rc == SK_OK)
        rc = db_idents_all(d, &ids, &nids, err);
    const db_tournament **ev = xcalloc(nall + 1, sizeof *ev);
    size_t nev = 0;
    for (size_t i = 0; rc == SK_OK && i < nall; i++) {
        ops_tour ot;
        ops_tour_view(&all[i], &ot); /* (a view: nothing to clear) */
        if (ops_form_of(&ot.rules) == OPS_FORM_HOUSE && wanted(&all[i], f, sel, nsel) &&
            ot.rules.house.list_mode != HOUSE_LIST_BIERLACHS)
            ev[nev++] = &all[i];
    }
    qsort(ev, nev, sizeof *ev, cmp_event);
    loadctx c = {.out = out, .players = pl, .nplayers = npl, .ids = ids, .nids = nids};
    for (size_t i = 0; rc == SK_OK && i < nev; i++) {
        ops_tour ot;
        ops_tour_view(ev[i], &ot);
        int *nos = NULL;
        size_t ns = 0;
        rc = db_series_numbers(d, ev[i]->id, &nos, &ns, err);
        size_t before = out->in.nresults;
        out->events = xrealloc(out->events, (out->in.nevents + 1) * sizeof *out->events);
        rank_event *e = &out->events[out->in.nevents];
        e->id = ev[i]->id;
        e->name = xstrdup(ev[i]->name);
        e->date = xstrdup(ev[i]->date ? ev[i]->date : "");
        for (size_t k = 0; rc == SK_OK && k < ns; k++)
            rc = load_series(d, &c, &ot, (int)out->in.nevents, nos[k], err);
        free(nos);
        if (out->in.nresults > before)
            out->in.nevents++; /* an evening nobody played at is no event */
        else {
            free((char *)e->name);
            free((char *)e->date);
        }
    }
    out->in.events = out->events;
    out->in.players = out->players;
    out->in.results = out->results;
    hmap_id_free(&c.pmap);
    free(ev);
    db_idents_free(ids, nids);
    db_players_free(pl, npl);
    db_tournaments_free(all, nall);
    db_tournaments_free(sel, nsel);
    if (rc != SK_OK)
        db_rank_data_free(out);
    return rc;
}
