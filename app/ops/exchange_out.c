/* exchange_out.c - writing the exchange format (exchange.h): a tournament
 * or a league match day as one JSON document. */
#include "exchange.h"
#include "opsfam.h"
#include "tour.h"
#include "xchint.h"
#include "xgames.h"
#include "xjson.h"
#include "xsubs.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_evening.h"
#include "db_fedadmin.h"
#include "db_games.h"
#include "db_ids.h"
#include "db_league.h"
#include "db_players.h"
#include "db_pstate.h"
#include "db_schafkopf.h"
#include "db_seating.h"
#include "db_standings.h"
#include "db_xch.h"
#include "hmap.h"
#include "housetable.h"

/* ---- the players a document names ---- */

void xch_people_free(xch_people *pp)
{
    db_idents_free(pp->idents, pp->nidents);
    db_players_free(pp->players, pp->nplayers);
    hmap_id_free(&pp->ident_of);
    hmap_id_free(&pp->player_of);
    hmap_id_free(&pp->used);
    free(pp->order);
    free(pp->states);
    memset(pp, 0, sizeof *pp);
}

int xch_people_load(db *d, xch_people *pp, sk_err *err)
{
    memset(pp, 0, sizeof *pp);
    int rc = db_idents_all(d, &pp->idents, &pp->nidents, err);
    if (rc == SK_OK)
        rc = db_player_list(d, false, &pp->players, &pp->nplayers, err);
    if (rc == SK_OK)
        rc = db_player_states(d, &pp->states, &pp->nstates, err);
    for (size_t i = 0; rc == SK_OK && i < pp->nidents; i++)
        hmap_id_put(&pp->ident_of, pp->idents[i].id, (long)i, NULL);
    for (size_t i = 0; rc == SK_OK && i < pp->nplayers; i++)
        hmap_id_put(&pp->player_of, pp->players[i].id, (long)i, NULL);
    return rc;
}

const char *xch_people_uid(xch_people *pp, int64_t pid)
{
    long k;
    if (!hmap_id_get(&pp->ident_of, pid, &k))
        return NULL;
    if (!hmap_id_put(&pp->used, pid, (long)pp->norder, NULL)) {
        pp->order = sk_grow(pp->order, pp->norder, &pp->cap, sizeof *pp->order, 64);
        pp->order[pp->norder++] = pid;
    }
    return pp->idents[k].uid.s;
}

/* a uid of a player the database holds (a seat never names another) */
static json_t *uid_json(xch_people *pp, int64_t pid)
{
    const char *u = xch_people_uid(pp, pid);
    return xj_s(u ? u : "00000000000000000000000000000000");
}

/* uid_json for xsubs_put. */
static json_t *sub_uid(void *arg, int64_t pid, sk_err *err)
{
    (void)err;
    return uid_json(arg, pid);
}

static int cmp_uid(const void *a, const void *b)
{
    return strcmp(((const db_ident *const *)a)[0]->uid.s, ((const db_ident *const *)b)[0]->uid.s);
}

json_t *xch_people_json(xch_people *pp)
{
    const db_ident **v = xcalloc(pp->norder + 1, sizeof *v);
    for (size_t i = 0; i < pp->norder; i++) {
        long k = 0;
        hmap_id_get(&pp->ident_of, pp->order[i], &k);
        v[i] = &pp->idents[k];
    }
    qsort(v, pp->norder, sizeof *v, cmp_uid);
    json_t *a = json_array();
    for (size_t i = 0; i < pp->norder; i++) {
        long k = 0;
        hmap_id_get(&pp->player_of, v[i]->id, &k);
        const db_player *p = &pp->players[k];
        json_t *o = json_object();
        xj_set(o, "uid", xj_s(v[i]->uid.s));
        if (v[i]->member)
            xj_set(o, "member", xj_s(v[i]->member));
        xj_set(o, "name", xj_s(p->name));
        if (p->club)
            xj_set(o, "club", xj_s(p->club));
        const db_pstate *st = NULL;
        for (size_t lo = 0, hi = pp->nstates; lo < hi && !st;) { /* by id */
            size_t mid = lo + (hi - lo) / 2;
            if (pp->states[mid].id == p->id)
                st = &pp->states[mid];
            else if (pp->states[mid].id < p->id)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (st)
            xj_set(o, "state", xj_s(st->state));
        if (pp->with_numbers && p->number)
            xj_set(o, "number", json_integer(p->number));
        if (v[i]->publish)
            xj_set(o, "publish", json_true());
        json_array_append_new(a, o);
    }
    free(v);
    return a;
}

/* ---- a tournament ---- */

/* Schafkopf: the games of series s into the arrays of their tables. */
static int sch_series_games(db *d, const ops_tour *t, int s, const db_series *ser,
                            json_t **tables, sk_err *err)
{
    db_sch_game *v = NULL;
    size_t n = 0;
    int rc = db_sch_game_list(d, t->row.id, t->rules.fam->game, s, 0, &v, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        for (size_t k = 0; k < ser->ntables; k++)
            if (ser->tables[k].table_no == v[i].table_no)
                json_array_append_new(tables[k], xg_sch_game(v[i].game_no, &v[i].g));
    db_sch_games_free(v, n);
    return rc;
}

/* Skat: the same, each game with its dealer (house rules: the list's) and
 * the house fields where the family has them. */
static int skat_series_games(db *d, const ops_tour *t, int s, const db_series *ser,
                             json_t **tables, sk_err *err)
{
    db_game *v = NULL;
    size_t n = 0;
    int rc = db_game_list(d, t->row.id, s, 0, &v, &n, err);
    if (rc == SK_OK) /* nothing changes where the dealer cannot stay */
        rc = ops_house_games_dealers(d, t, v, n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        for (size_t k = 0; k < ser->ntables; k++)
            if (ser->tables[k].table_no == v[i].e.table_no)
                json_array_append_new(tables[k],
                                      xg_skat_game(&v[i].e, t->rules.fam->house_fields,
                                                   v[i].table_size, v[i].dealer));
    db_games_free(v, n);
    return rc;
}

/* Where each family keeps its games. */
static int (*const series_games_by[OPS_FORM_COUNT])(db *, const ops_tour *, int,
                                                    const db_series *, json_t **, sk_err *) = {
    [OPS_FORM_ISKO] = skat_series_games,
    [OPS_FORM_HOUSE] = skat_series_games,
    [OPS_FORM_SCHAFKOPF] = sch_series_games,
};

static int series_json(db *d, const ops_tour *ot, int s, xch_people *pp, json_t **out,
                       sk_err *err)
{
    const db_tournament *t = &ot->row;
    db_series ser;
    int rc = db_series_get(d, t->id, s, &ser, err);
    if (rc != SK_OK)
        return rc;
    json_t *o = json_object();
    xj_set(o, "series", json_integer(s));
    xj_set(o, "method", xj_s(ser.method ? ser.method : "manual"));
    if (ser.has_seed) {
        char seed[32];
        snprintf(seed, sizeof seed, "%" PRIu64, ser.seed);
        xj_set(o, "seed", xj_s(seed));
    }
    json_t **games = xcalloc(ser.ntables + 1, sizeof *games);
    for (size_t k = 0; k < ser.ntables; k++)
        games[k] = json_array();
    rc = series_games_by[ops_form_of(&ot->rules)](d, ot, s, &ser, games, err);
    db_sub *subs = NULL;
    size_t nsubs = 0;
    if (rc == SK_OK)
        rc = db_subs_list(d, t->id, s, &subs, &nsubs, err);
    json_t *tabs = json_array();
    for (size_t k = 0; k < ser.ntables; k++) {
        const db_table *tb = &ser.tables[k];
        json_t *x = json_object();
        xj_set(x, "table", json_integer(tb->table_no));
        xj_set(x, "size", json_integer(tb->size));
        json_t *seats = json_array();
        for (int i = 0; i < tb->size && i < 4; i++)
            json_array_append_new(seats, uid_json(pp, tb->seats[i].player_id));
        xj_set(x, "seats", seats);
        if (rc == SK_OK)
            rc = xsubs_put(x, subs, nsubs, s, tb->table_no, sub_uid, pp, err);
        xj_set(x, "games", games[k]);
        json_array_append_new(tabs, x);
    }
    free(games);
    db_subs_free(subs, nsubs);
    xj_set(o, "tables", tabs);
    db_series_clear(&ser);
    if (rc != SK_OK) {
        json_decref(o);
        return rc;
    }
    *out = o;
    return SK_OK;
}

/* A JSON array of the n rows at rows (size bytes each), one value each
 * from one(). */
static json_t *rows_json(const void *rows, size_t n, size_t size,
                         json_t *(*one)(const void *row, xch_people *pp), xch_people *pp)
{
    json_t *a = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(a, one((const char *)rows + i * size, pp));
    return a;
}

static json_t *team_json(const void *row, xch_people *pp)
{
    const db_team *tm = row;
    json_t *x = json_object();
    xj_set(x, "name", xj_s(tm->name));
    json_t *m = json_array();
    for (size_t j = 0; j < tm->nmembers; j++)
        json_array_append_new(m, uid_json(pp, tm->members[j]));
    xj_set(x, "players", m);
    return x;
}

static json_t *attendee_json(const void *row, xch_people *pp)
{
    const db_attendee *at = row;
    json_t *x = json_object();
    xj_set(x, "player", uid_json(pp, at->player_id));
    xj_set(x, "from", json_integer(at->from_series));
    if (at->to_series)
        xj_set(x, "to", json_integer(at->to_series));
    return x;
}

static json_t *lot_json(const void *row, xch_people *pp)
{
    const db_lot_row *lot = row;
    json_t *x = json_object();
    if (lot->series)
        xj_set(x, "series", json_integer(lot->series));
    xj_set(x, "draw", json_integer(lot->draw));
    xj_set(x, "lot", json_integer(lot->lot));
    xj_set(x, "player", uid_json(pp, lot->player_id));
    return x;
}

int xch_tournament_json(db *d, const ops_tour *ot, bool group, xch_people *pp,
                        json_t **out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    *out = NULL;
    db_uid uid;
    int rc = db_uid_get(d, DB_UID_TOURNAMENT, t->id, &uid, err);
    if (rc != SK_OK)
        return rc;
    json_t *o = json_object();
    xj_set(o, "uid", xj_s(uid.s));
    xj_set(o, "name", xj_s(t->name));
    if (t->date)
        xj_set(o, "date", xj_s(t->date));
    xj_set(o, "game", xj_s(t->game ? t->game : "skat"));
    if (t->rules)
        xj_set(o, "rules", xj_s(t->rules));
    if (t->house && (strcmp(t->house, "isko") != 0 || t->house_settings))
        xj_set(o, "house", xj_s(t->house));
    if (t->house_settings)
        xj_set(o, "house_settings", xj_s(t->house_settings));
    xj_set(o, "series_count", json_integer(t->series_count));
    xj_set(o, "games4", json_integer(t->games4));
    xj_set(o, "games3", json_integer(t->games3));
    xj_set(o, "first_dealer", json_integer(t->first_dealer));
    if (t->closed)
        xj_set(o, "closed", json_true());

    if (!group) {
        db_team *tm = NULL;
        size_t nt = 0;
        rc = db_team_list(d, t->id, &tm, &nt, err);
        xj_set(o, "teams", rows_json(tm, rc == SK_OK ? nt : 0, sizeof *tm, team_json, pp));
        db_teams_free(tm, nt);
    }

    db_attendee *at = NULL;
    size_t na = 0;
    if (rc == SK_OK)
        rc = db_attend_list(d, t->id, &at, &na, err);
    xj_set(o, "attendance", rows_json(at, rc == SK_OK ? na : 0, sizeof *at, attendee_json, pp));
    db_attendees_free(at, na);

    int *nos = NULL;
    size_t ns = 0;
    if (rc == SK_OK)
        rc = db_series_numbers(d, t->id, &nos, &ns, err);
    json_t *series = json_array();
    for (size_t i = 0; rc == SK_OK && i < ns; i++) {
        json_t *x = NULL;
        rc = series_json(d, ot, nos[i], pp, &x, err);
        if (rc == SK_OK)
            json_array_append_new(series, x);
    }
    free(nos);
    xj_set(o, "series", series);

    db_lot_row *lots = NULL;
    size_t nl = 0;
    if (rc == SK_OK)
        rc = db_xch_lots(d, t->id, &lots, &nl, err);
    xj_set(o, "lots", rows_json(lots, rc == SK_OK ? nl : 0, sizeof *lots, lot_json, pp));
    free(lots);
    if (rc != SK_OK) {
        json_decref(o);
        return rc;
    }
    *out = o;
    return SK_OK;
}

json_t *xch_doc_new(const char *kind)
{
    json_t *doc = json_object();
    xj_set(doc, "format", xj_s(XCH_FORMAT));
    xj_set(doc, "version", json_integer(XCH_VERSION));
    xj_set(doc, "kind", xj_s(kind));
    return doc;
}

int ops_export_tournament(db *d, const ops_tour *t, char **out, sk_err *err)
{
    *out = NULL;
    xch_people pp;
    int rc = xch_people_load(d, &pp, err);
    pp.with_numbers = true;
    json_t *tj = NULL;
    if (rc == SK_OK)
        rc = xch_tournament_json(d, t, false, &pp, &tj, err);
    if (rc == SK_OK) {
        json_t *doc = xch_doc_new("tournament");
        xj_set(doc, "tournament", tj);
        xj_set(doc, "players", xch_people_json(&pp));
        *out = xj_text(doc, true);
        json_decref(doc);
    }
    xch_people_free(&pp);
    return rc;
}

/* ---- a league match day ---- */

static bool wanted(int venue_no, const int *groups, size_t ngroups)
{
    for (size_t i = 0; i < ngroups; i++)
        if (groups[i] == venue_no)
            return true;
    return ngroups == 0;
}

/* The venue of a venue group as {"uid", "name", "address"} (*out NULL
 * when none is assigned). */
static int place_json(db *d, int64_t lid, int number, int venue_no, json_t **out, sk_err *err)
{
    *out = NULL;
    db_group g;
    int rc = db_group_find(d, lid, number, venue_no, &g, err);
    if (rc == SK_OK && g.place_id) {
        db_venue v;
        rc = db_venue_get(d, g.place_id, &v, err);
        if (rc == SK_OK) {
            json_t *o = json_object();
            xj_set(o, "uid", xj_s(v.uid));
            xj_set(o, "name", xj_s(v.name));
            if (v.address)
                xj_set(o, "address", xj_s(v.address));
            *out = o;
        }
        db_venue_clear(&v);
    }
    db_group_clear(&g);
    return rc;
}

int xch_matchday_json(db *d, const db_league *lg, int number, const int *groups,
                      size_t ngroups, xch_people *pp, json_t **league_out, json_t **md_out,
                      sk_err *err)
{
    *league_out = *md_out = NULL;
    db_uid luid;
    int rc = db_uid_get(d, DB_UID_LEAGUE, lg->id, &luid, err);
    db_league_venue *vs = NULL;
    size_t nv = 0;
    if (rc == SK_OK)
        rc = db_league_venues(d, lg->id, &vs, &nv, err);
    db_league_team *teams = NULL;
    size_t nt = 0;
    if (rc == SK_OK)
        rc = db_league_teams(d, lg->id, NULL, &teams, &nt, err);
    db_league_member *mem = NULL;
    size_t nm = 0;
    if (rc == SK_OK)
        rc = db_league_members(d, lg->id, &mem, &nm, err);
    bool *in = xcalloc(nt + 1, sizeof *in);
    const char *date = NULL;
    size_t ngr = 0;
    for (size_t i = 0; rc == SK_OK && i < nv; i++) {
        if (vs[i].matchday != number || !wanted(vs[i].venue_no, groups, ngroups))
            continue;
        date = vs[i].date;
        ngr++;
        for (size_t j = 0; j < vs[i].nteams; j++)
            for (size_t k = 0; k < nt; k++)
                if (teams[k].id == vs[i].team_ids[j])
                    in[k] = true;
    }
    if (rc == SK_OK && !ngr)
        rc = ngroups ? sk_err_set(err, SK_INVALID,
                                  _("match day %d of league '%s' has none of these venue groups"),
                                  number, lg->name)
                     : sk_err_set(err, SK_INVALID, _("match day %d does not exist in league '%s'"),
                                  number, lg->name);
    json_t *L = NULL, *M = NULL;
    if (rc == SK_OK) {
        L = json_object();
        xj_set(L, "uid", xj_s(luid.s));
        xj_set(L, "name", xj_s(lg->name));
        xj_set(L, "season", json_integer(lg->season));
        xj_set(L, "series_per_matchday", json_integer(lg->series_per_matchday));
        xj_set(L, "points_per", xj_s(lg->per_series ? "series" : "matchday"));
        xj_set(L, "provisional", xj_s(lg->withhold ? "withhold" : "show"));
        json_t *divs = json_array(), *tj = json_array();
        for (size_t k = 0; k < nt; k++) {
            if (!in[k])
                continue;
            if (teams[k].division) {
                bool seen = false;
                for (size_t j = 0; j < json_array_size(divs) && !seen; j++)
                    seen = strcmp(json_string_value(json_array_get(divs, j)),
                                  teams[k].division) == 0;
                if (!seen)
                    json_array_append_new(divs, xj_s(teams[k].division));
            }
            db_uid tu;
            rc = db_uid_get(d, DB_UID_TEAM, teams[k].id, &tu, err);
            if (rc != SK_OK)
                break;
            json_t *x = json_object();
            xj_set(x, "uid", xj_s(tu.s));
            xj_set(x, "name", xj_s(teams[k].name));
            xj_set(x, "club", xj_s(teams[k].club));
            if (teams[k].division)
                xj_set(x, "division", xj_s(teams[k].division));
            json_t *ro = json_array();
            for (size_t j = 0; j < nm; j++) {
                if (mem[j].team_id != teams[k].id)
                    continue;
                json_t *r = json_object();
                xj_set(r, "player", uid_json(pp, mem[j].player_id));
                if (mem[j].substitute)
                    xj_set(r, "substitute", json_true());
                json_array_append_new(ro, r);
            }
            xj_set(x, "roster", ro);
            json_array_append_new(tj, x);
        }
        xj_set(L, "divisions", divs);
        xj_set(L, "teams", tj);
    }
    if (rc == SK_OK) {
        M = json_object();
        xj_set(M, "number", json_integer(number));
        xj_set(M, "date", xj_s(date));
        json_t *ga = json_array();
        for (size_t i = 0; rc == SK_OK && i < nv; i++) {
            if (vs[i].matchday != number || !wanted(vs[i].venue_no, groups, ngroups))
                continue;
            json_t *g = json_object();
            xj_set(g, "group", json_integer(vs[i].venue_no));
            json_t *place = NULL;
            if (rc == SK_OK)
                rc = place_json(d, lg->id, number, vs[i].venue_no, &place, err);
            if (place)
                xj_set(g, "venue", place);
            json_t *gt = json_array();
            for (size_t j = 0; rc == SK_OK && j < vs[i].nteams; j++) {
                db_uid tu;
                rc = db_uid_get(d, DB_UID_TEAM, vs[i].team_ids[j], &tu, err);
                if (rc == SK_OK)
                    json_array_append_new(gt, xj_s(tu.s));
            }
            xj_set(g, "teams", gt);
            ops_tour t;
            if (rc == SK_OK)
                rc = ops_tour_find(d, vs[i].tournament, &t, err);
            if (rc == SK_OK) {
                json_t *tj = NULL;
                rc = xch_tournament_json(d, &t, true, pp, &tj, err);
                if (rc == SK_OK)
                    xj_set(g, "tournament", tj);
                ops_tour_clear(&t);
            }
            json_array_append_new(ga, g);
        }
        xj_set(M, "groups", ga);
    }
    free(in);
    db_league_venues_free(vs, nv);
    db_league_teams_free(teams, nt);
    db_league_members_free(mem, nm);
    if (rc != SK_OK) {
        json_decref(L);
        json_decref(M);
        return rc;
    }
    *league_out = L;
    *md_out = M;
    return SK_OK;
}

int ops_export_matchday(db *d, const char *league, int number, const int *groups,
                        size_t ngroups, char **out, sk_err *err)
{
    *out = NULL;
    db_league lg;
    int rc = db_league_find(d, league, &lg, err);
    if (rc != SK_OK)
        return rc;
    xch_people pp;
    rc = xch_people_load(d, &pp, err);
    json_t *L = NULL, *M = NULL;
    if (rc == SK_OK)
        rc = xch_matchday_json(d, &lg, number, groups, ngroups, &pp, &L, &M, err);
    if (rc == SK_OK) {
        json_t *doc = xch_doc_new("matchday");
        xj_set(doc, "league", L);
        xj_set(doc, "matchday", M);
        xj_set(doc, "players", xch_people_json(&pp));
        *out = xj_text(doc, true);
        json_decref(doc);
    }
    xch_people_free(&pp);
    db_league_clear(&lg);
    return rc;
}
