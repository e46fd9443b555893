/* fedapply.c - see fedapply.h */
#include "fedapply.h"
#include "fedelig.h"
#include "fedbatch.h"
#include "fedstate.h"
#include "fedwhy.h"
#include "xgames.h"
#include "wctx.h"
#include "xjson.h"
#include "xsubs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_day.h"
#include "db_evening.h"
#include "db_games.h"
#include "db_hub.h"
#include "db_ids.h"
#include "db_league.h"
#include "db_players.h"
#include "db_seating.h"
#include "fedrules.h"
#include "scan.h"
#include "text.h"

void fed_ctx_free(fed_ctx *c)
{
    hmap_str_free(&c->pid);
    hmap_str_free(&c->team_of);
    db_league_teams_free(c->teams, c->nteams);
    db_league_members_free(c->members, c->nmembers);
    c->teams = NULL;
    c->members = NULL;
    c->teams_read = c->members_read = false;
}

/* The league's teams into c (read once). */
static int ctx_teams(fed_ctx *c, sk_err *err)
{
    if (c->teams_read)
        return SK_OK;
    int rc = db_league_teams(c->d, c->league_id, NULL, &c->teams, &c->nteams, err);
    c->teams_read = rc == SK_OK;
    return rc;
}

/* The league's rosters into c (read again after forget_members). */
static int ctx_members(fed_ctx *c, sk_err *err)
{
    if (c->members_read)
        return SK_OK;
    int rc = db_league_members(c->d, c->league_id, &c->members, &c->nmembers, err);
    c->members_read = rc == SK_OK;
    return rc;
}

static void forget_members(fed_ctx *c)
{
    db_league_members_free(c->members, c->nmembers);
    c->members = NULL;
    c->nmembers = 0;
    c->members_read = false;
}

/* err = "PATH: " + why, or why alone for a database failure. */
static int at(sk_err *err, const char *path, int rc, const sk_err *why)
{
    if (rc == SK_FAIL)
        return sk_err_set(err, SK_FAIL, "%s", why->msg);
    return xj_fail(err, path, "%s", why->msg);
}

/* ---- players ---- */

/* The push's player object with that uid (NULL: none). */
static json_t *push_player(fed_ctx *c, const char *uid)
{
    for (size_t i = 0; c->players && i < json_array_size(c->players); i++) {
        json_t *o = json_array_get(c->players, i);
        const char *u = json_string_value(json_object_get(o, "uid"));
        if (u && strcmp(u, uid) == 0)
            return o;
    }
    return NULL;
}

/* The hub's player for a venue's player uid: by uid, by member number,
 * else added from the push's "players" (a name taken by another player
 * gets the member number or "new" in brackets). */
static int resolve_player(fed_ctx *c, const char *uid, const char *path, int64_t *pid,
                          sk_err *err)
{
    long x;
    if (hmap_str_get(&c->pid, uid, &x)) {
        *pid = x;
        return SK_OK;
    }
    if (!fed_uid_valid(uid))
        return xj_fail(err, path, _("must be the uid of a player"));
    int rc = db_uid_find(c->d, DB_UID_PLAYER, uid, pid, err);
    json_t *o = NULL;
    const char *member = NULL, *name = NULL, *club = NULL;
    char mno[MEMBER_NO_MAX + 1];
    if (rc == SK_OK && !*pid) {
        o = push_player(c, uid);
        if (!o)
            return xj_fail(err, path, _("player %s is neither at the hub nor in \"players\""), uid);
        member = json_string_value(json_object_get(o, "member"));
        name = json_string_value(json_object_get(o, "name"));
        club = json_string_value(json_object_get(o, "club"));
        if (member && !member_no_normalize(member, mno)) /* checked by the hub's reader */
            return xj_fail(err, path, _("player %s: not a member number"), uid);
        if (member)
            rc = db_player_by_member(c->d, member = mno, pid, err);
    }
    if (rc == SK_OK && !*pid) {
        sk_err why;
        sk_err_clear(&why);
        int64_t other = 0;
        rc = db_player_by_name(c->d, name, &other, err);
        char *nm = other ? xasprintf("%s (%s)", name, member ? member : _("new")) : xstrdup(name);
        if (rc == SK_OK && (rc = db_player_add(c->d, nm, 0, club, pid, &why)) != SK_OK)
            rc = at(err, path, rc, &why);
        if (rc == SK_OK && member && (rc = db_player_set_member(c->d, *pid, member, false,
                                                                &why)) != SK_OK)
            rc = at(err, path, rc, &why);
        if (rc == SK_OK)
            rc = db_uid_set(c->d, DB_UID_PLAYER, *pid, uid, err);
        free(nm);
    }
    if (rc == SK_OK)
        hmap_str_put(&c->pid, uid, (long)*pid, NULL);
    return rc;
}

/* ---- a seating ---- */

typedef struct seating {
    const char *method;
    bool has_seed;
    uint64_t seed;
    db_table *tables;
    size_t ntables;
    int64_t *tp, *tt;     /* player, league team */
    size_t nteams;
    xsub *subs;           /* the tables' substitutions (game sub) */
    size_t nsubs;
} seating;

static void seating_free(seating *s)
{
    free(s->subs);
    free(s->tables);
    free(s->tp);
    free(s->tt);
    memset(s, 0, sizeof *s);
}

/* The team of league c->league_id with uid u: *id (0: none). */
static int league_team(fed_ctx *c, const char *u, int64_t *id, sk_err *err)
{
    *id = 0;
    long known;
    if (hmap_str_get(&c->team_of, u, &known)) {
        *id = known;
        return SK_OK;
    }
    int64_t tm = 0;
    int rc = db_uid_find(c->d, DB_UID_TEAM, u, &tm, err);
    if (rc == SK_OK && tm)
        rc = ctx_teams(c, err);
    for (size_t i = 0; rc == SK_OK && tm && i < c->nteams; i++)
        if (c->teams[i].id == tm)
            *id = tm;
    if (rc == SK_OK)
        hmap_str_put(&c->team_of, u, (long)*id, NULL);
    return rc;
}

/* The uid in x (a JSON string) into u[*n] when it is one and not yet
 * resolved. */
static void want_player(fed_ctx *c, json_t *x, const char **u, size_t *n)
{
    const char *v = json_string_value(x);
    if (v && fed_uid_valid(v) && !hmap_str_get(&c->pid, v, NULL))
        u[(*n)++] = v;
}

/* The players of a seating's tables and teams (JSON arrays, unchecked)
 * found by their uids in one statement, into c->pid (the others are
 * resolved one by one, as before). */
static int prefetch_players(fed_ctx *c, json_t *tabs, json_t *teams, sk_err *err)
{
    size_t max = json_array_size(teams), n = 0;
    for (size_t k = 0; k < json_array_size(tabs); k++)
        max += json_array_size(json_object_get(json_array_get(tabs, k), "seats"));
    const char **u = xcalloc(max + 1, sizeof *u);
    for (size_t k = 0; k < json_array_size(tabs); k++) {
        json_t *seats = json_object_get(json_array_get(tabs, k), "seats");
        for (size_t i = 0; i < json_array_size(seats); i++)
            want_player(c, json_array_get(seats, i), u, &n);
    }
    for (size_t k = 0; k < json_array_size(teams); k++)
        want_player(c, json_object_get(json_array_get(teams, k), "player"), u, &n);
    int64_t *id = xcalloc(n + 1, sizeof *id);
    int rc = n ? db_hub_player_ids(c->d, u, n, id, err) : SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (id[i])
            hmap_str_put(&c->pid, u[i], (long)id[i], NULL);
    free(id);
    free(u);
    return rc;
}

/* resolve_player for xsubs_read. */
static int sub_player(void *arg, json_t *v, const char *path, int64_t *pid, sk_err *err)
{
    const char *u = json_string_value(v);
    return u ? resolve_player(arg, u, path, pid, err)
             : xj_fail(err, path, _("must be the uid of a player"));
}

static int seating_parse(fed_ctx *c, json_t *st, const char *path, seating *s, sk_err *err)
{
    static const char *const keys[] = {"method", "seed", "tables", "teams", NULL};
    memset(s, 0, sizeof *s);
    const char *seed;
    json_t *tabs, *teams;
    int rc = xj_keys(st, path, keys, err);
    if (rc == SK_OK)
        rc = xj_str(st, path, "method", true, 20, &s->method, err);
    if (rc == SK_OK && strcmp(s->method, "random") && strcmp(s->method, "seeded") &&
        strcmp(s->method, "manual"))
        rc = xj_fail(err, path, _("method must be random, seeded or manual"));
    if (rc == SK_OK)
        rc = xj_str(st, path, "seed", false, 20, &seed, err);
    if (rc == SK_OK && seed) {
        char *end;
        errno = 0;
        s->seed = strtoull(seed, &end, 10);
        s->has_seed = true;
        if (!*seed || *end || errno || seed[0] < '0' || seed[0] > '9')
            rc = xj_fail(err, path, _("seed must be a whole number written as text"));
    }
    if (rc == SK_OK)
        rc = xj_arr(st, path, "tables", true, GAME_TABLE_MAX, &tabs, err);
    if (rc == SK_OK)
        rc = xj_arr(st, path, "teams", false, 40000, &teams, err);
    if (rc == SK_OK)
        rc = prefetch_players(c, tabs, teams, err);
    if (rc != SK_OK)
        return rc;
    s->ntables = json_array_size(tabs);
    s->tables = xcalloc(s->ntables + 1, sizeof *s->tables);
    char q[XJ_PATH];
    xj_path(q, path, "tables", 0);
    for (size_t k = 0; rc == SK_OK && k < s->ntables; k++) {
        static const char *const tk[] = {"table", "size", "seats", "subs", NULL};
        char p[XJ_PATH], r[XJ_PATH];
        json_t *o, *seats;
        long long no, size;
        rc = xj_item(tabs, q, k, tk, p, &o, err);
        if (rc == SK_OK)
            rc = xj_int(o, p, "table", true, 1, GAME_TABLE_MAX, 0, &no, err);
        if (rc == SK_OK)
            rc = xj_int(o, p, "size", true, 3, 4, 0, &size, err);
        if (rc == SK_OK)
            rc = xj_arr(o, p, "seats", true, 4, &seats, err);
        if (rc == SK_OK && json_array_size(seats) != (size_t)size)
            rc = xj_fail(err, p, _("a table of %lld has %lld seats"), size, size);
        if (rc != SK_OK)
            break;
        db_table *tb = &s->tables[k];
        tb->table_no = (int)no;
        tb->size = (int)size;
        xj_path(r, p, "seats", 0);
        for (int i = 0; rc == SK_OK && i < size; i++) {
            const char *u;
            char sp[XJ_PATH];
            xj_path(sp, r, NULL, (size_t)i);
            rc = xj_at_str(seats, r, (size_t)i, 32, &u, err);
            tb->seats[i].seat = i + 1;
            if (rc == SK_OK)
                rc = resolve_player(c, u, sp, &tb->seats[i].player_id, err);
        }
        if (rc == SK_OK)
            rc = xsubs_read(o, p, (int)no, (int)size, sub_player, c, &s->subs, &s->nsubs, err);
    }
    s->nteams = teams ? json_array_size(teams) : 0;
    s->tp = xcalloc(s->nteams + 1, sizeof *s->tp);
    s->tt = xcalloc(s->nteams + 1, sizeof *s->tt);
    xj_path(q, path, "teams", 0);
    for (size_t k = 0; rc == SK_OK && k < s->nteams; k++) {
        static const char *const tk[] = {"player", "team", NULL};
        char p[XJ_PATH];
        json_t *o;
        const char *pu, *tu;
        rc = xj_item(teams, q, k, tk, p, &o, err);
        if (rc == SK_OK)
            rc = xj_str(o, p, "player", true, 32, &pu, err);
        if (rc == SK_OK)
            rc = xj_str(o, p, "team", true, 32, &tu, err);
        if (rc == SK_OK)
            rc = resolve_player(c, pu, p, &s->tp[k], err);
        if (rc == SK_OK)
            rc = league_team(c, tu, &s->tt[k], err);
        if (rc == SK_OK && !s->tt[k])
            rc = xj_fail(err, p, _("team %s is not a team of this league"), tu);
    }
    return rc;
}

/* The games of series s of t at the hub go (into the history). */
static int clear_series_games(fed_ctx *c, const db_tournament *t, int series, sk_err *err)
{
    db_game *v = NULL;
    size_t n = 0;
    int rc = db_game_list(c->d, t->id, series, 0, &v, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = db_game_delete(c->d, t->id, series, v[i].e.table_no, v[i].e.game_no, err);
    db_games_free(v, n);
    return rc;
}

/* Is series s of t seated at the hub?  (cached in c) */
static int is_seated(fed_ctx *c, const db_tournament *t, int series, bool *yes, sk_err *err)
{
    if (c->seat_tid == t->id && c->seat_series == series) {
        *yes = c->seat_yes;
        return SK_OK;
    }
    int *nos = NULL;
    size_t n = 0;
    int rc = db_series_numbers(c->d, t->id, &nos, &n, err);
    *yes = false;
    for (size_t i = 0; i < n; i++)
        *yes |= nos[i] == series;
    free(nos);
    if (rc == SK_OK) {
        c->seat_tid = t->id;
        c->seat_series = series;
        c->seat_yes = *yes;
    }
    return rc;
}

/* Does the hub seat series `series` of t as s does (method, seed, tables
 * and their seats)? */
static int same_seating(db *d, const db_tournament *t, int series, const seating *s, bool *same,
                        sk_err *err)
{
    db_series ser;
    int rc = db_series_get(d, t->id, series, &ser, err);
    if (rc != SK_OK)
        return rc;
    *same = ser.ntables == s->ntables && ser.has_seed == s->has_seed &&
            (!s->has_seed || ser.seed == s->seed) &&
            strcmp(ser.method ? ser.method : "manual", s->method) == 0;
    for (size_t k = 0; *same && k < ser.ntables; k++) {
        const db_table *a = &ser.tables[k], *b = &s->tables[k];
        *same = a->table_no == b->table_no && a->size == b->size;
        for (int i = 0; *same && i < a->size && i < 4; i++)
            *same = a->seats[i].seat == b->seats[i].seat &&
                    a->seats[i].player_id == b->seats[i].player_id;
    }
    db_series_clear(&ser);
    return SK_OK;
}

static int store_seating(fed_ctx *c, const db_tournament *t, int series, json_t *state,
                         const char *path, sk_err *err)
{
    c->seat_tid = 0; /* forget what was seated */
    bool drawn = false;
    int *nos = NULL;
    size_t ns = 0;
    int rc = db_series_numbers(c->d, t->id, &nos, &ns, err);
    for (size_t i = 0; i < ns; i++)
        drawn |= nos[i] == series;
    free(nos);
    seating s;
    memset(&s, 0, sizeof s);
    if (rc == SK_OK && state)
        rc = seating_parse(c, state, path, &s, err);
    /* the same tables and seats (a substitution added): the games stay */
    bool same = false;
    if (rc == SK_OK && state && drawn)
        rc = same_seating(c->d, t, series, &s, &same, err);
    if (rc == SK_OK && drawn && !same)
        rc = clear_series_games(c, t, series, err);
    sk_err why;
    sk_err_clear(&why);
    if (rc == SK_OK && !state && drawn && (rc = db_series_undraw(c->d, t->id, series, &why)) != SK_OK)
        rc = at(err, path, rc, &why);
    if (rc != SK_OK || !state) {
        seating_free(&s);
        return rc;
    }
    if (!same && (rc = db_series_store(c->d, t->id, series, s.method, s.has_seed, s.seed,
                                       s.tables, s.ntables, &why)) != SK_OK)
        rc = at(err, path, rc, &why);
    if (rc == SK_OK && s.nsubs) {
        ops_tour ot; /* a view: nothing to clear */
        ops_tour_view(t, &ot);
        rc = ops_subs_put_all(c->d, &ot, series, s.subs, s.nsubs, path, err);
    }
    /* a player on no roster of the league joins his team as a substitute */
    if (rc == SK_OK)
        rc = ctx_members(c, err);
    if (rc == SK_OK)
        rc = ctx_teams(c, err);
    bool added = false;
    for (size_t k = 0; rc == SK_OK && k < s.nteams; k++) {
        bool on = false;
        for (size_t j = 0; j < c->nmembers && !on; j++)
            on = c->members[j].player_id == s.tp[k];
        for (size_t i = 0; !on && rc == SK_OK && i < c->nteams; i++)
            if (c->teams[i].id == s.tt[k]) {
                added = true;
                if ((rc = db_league_roster_add(c->d, c->league_id, c->teams[i].name, &s.tp[k], 1,
                                               true, &why)) != SK_OK)
                    rc = at(err, path, rc, &why);
            }
    }
    if (added)
        forget_members(c);
    seating_free(&s);
    return rc;
}

/* ---- a game ---- */

/* Game (series, table, game) of t becomes e (NULL: deleted); have: the
 * hub has that game now. */
static int put_entry(fed_ctx *c, const ops_tour *ot, int series, int table, int game,
                     game_entry *e, bool have, const char *path, sk_err *err)
{
    const db_tournament *t = &ot->row;
    sk_err why;
    sk_err_clear(&why);
    int rc = SK_OK;
    if (!e)
        rc = have ? db_game_delete(c->d, t->id, series, table, game, &why) : SK_OK;
    else /* one write context per game (wctx.h) */
        rc = ops_wctx_put_one(c->d, ot, e, have, &why);
    return rc == SK_OK ? SK_OK : at(err, path, rc, &why);
}

static int store_game(fed_ctx *c, const ops_tour *ot, int series, int table, int game,
                      json_t *state, const char *path, sk_err *err)
{
    json_t *now = NULL;
    int rc = fedstate_game(c->d, ot, series, table, game, &now, err);
    bool have = now != NULL;
    json_decref(now);
    if (rc != SK_OK)
        return rc;
    game_entry e;
    if (state && (rc = xg_skat_entry(state, path, series, table, ot->rules.fam->house_fields, &e,
                                     err)) != SK_OK)
        return rc;
    e.game_no = game;
    return put_entry(c, ot, series, table, game, state ? &e : NULL, have, path, err);
}

/* ---- applying ---- */

int fedapply_store(fed_ctx *c, const ops_tour *ot, int series, int table, int game,
                   json_t *state, const char *source, const char *path, sk_err *err)
{
    const db_tournament *t = &ot->row;
    int rc = table ? store_game(c, ot, series, table, game, state, path, err)
                   : store_seating(c, t, series, state, path, err);
    if (rc != SK_OK)
        return rc;
    char key[64], hash[FC_HEX];
    fedstate_key(key, sizeof key, series, table, game);
    json_t *now = NULL;
    rc = table ? fedstate_game(c->d, ot, series, table, game, &now, err)
               : fedstate_seating(c->d, t, series, &now, err);
    fedstate_hash(now, hash);
    json_decref(now);
    if (rc == SK_OK)
        rc = db_hub_origin_put(c->d, t->id, key, hash, source, c->push_id, err);
    return rc;
}

static char *text_or_null(json_t *j)
{
    return j ? xj_text(j, false) : NULL;
}

static int queue(fed_ctx *c, const db_tournament *t, const char *key, const char *kind,
                 json_t *current, json_t *proposed, json_t *why, int64_t *id, sk_err *err)
{
    db_review r;
    memset(&r, 0, sizeof r);
    r.tournament_id = t->id;
    r.entity = (char *)key;
    r.kind = (char *)kind;
    r.current = text_or_null(current);
    r.proposed = text_or_null(proposed);
    fedwhy_store(why, &r.why, &r.why_codes);
    r.source = (char *)c->source;
    r.code_id = c->code_id;
    r.created = c->created;
    int rc = db_review_add(c->d, &r, id, err);
    free(r.current);
    free(r.proposed);
    free(r.why);
    free(r.why_codes);
    return rc;
}

int fedapply_change(fed_ctx *c, const ops_tour *ot, json_t *entity, json_t *state,
                    const char *path, fed_outcome *out, int64_t *review_id, json_t *why,
                    sk_err *err)
{
    const db_tournament *t = &ot->row;
    *out = FED_SAME;
    *review_id = 0;
    json_array_clear(why);
    int series = (int)json_integer_value(json_object_get(entity, "series"));
    int table = (int)json_integer_value(json_object_get(entity, "table"));
    int game = (int)json_integer_value(json_object_get(entity, "game"));
    char key[64];
    fedstate_key(key, sizeof key, series, table, game);

    /* the incoming state checked whatever becomes of it */
    int rc = SK_OK;
    game_entry e;
    if (!table && state) {
        seating s;
        rc = seating_parse(c, state, path, &s, err);
        if (rc == SK_OK)
            rc = ctx_teams(c, err);
        if (rc == SK_OK)
            rc = ctx_members(c, err);
        if (rc == SK_OK)
            rc = fedelig_seating(c, t->id, s.tables, s.ntables, s.tp, s.tt, s.nteams, why,
                                 err);
        seating_free(&s);
    } else if (state) {
        rc = xg_skat_entry(state, path, series, table, ot->rules.fam->house_fields, &e, err);
        e.game_no = game;
    }
    bool flagged = json_array_size(why) > 0;
    if (rc != SK_OK)
        return rc;

    /* a game of a push: from what the batch read (a seating, or a game
     * where the dealer can stay: from the database, after what waits) */
    bool batched = false;
    if (c->batch && table)
        rc = fedbatch_load(c->batch, ot, &batched, err);
    if (rc == SK_OK && c->batch && !batched)
        rc = fedbatch_forget(c->batch, err);
    json_t *hub = NULL;
    if (rc == SK_OK)
        rc = batched ? fedbatch_current(c->batch, ot, series, table, game, &hub, err)
             : table ? fedstate_game(c->d, ot, series, table, game, &hub, err)
                     : fedstate_seating(c->d, t, series, &hub, err);
    if (rc != SK_OK)
        return rc;
    char hub_hash[FC_HEX], in_hash[FC_HEX], ohash[65], osource[16];
    fedstate_hash(hub, hub_hash);
    fedstate_hash(state, in_hash);
    int64_t opush = 0;
    bool ofound = false;
    if (batched)
        fedbatch_origin(c->batch, key, ohash, osource, &opush, &ofound);
    else
        rc = db_hub_origin_get(c->d, t->id, key, ohash, osource, &opush, &ofound, err);
    int held = 0;
    if (rc == SK_OK && table) {
        char sk[32];
        fedstate_key(sk, sizeof sk, series, 0, 0);
        if (batched)
            held = fedbatch_held(c->batch, sk);
        else
            rc = db_review_open_count(c->d, t->id, sk, &held, err);
    }
    bool seated = true;
    if (rc == SK_OK && table && state)
        rc = is_seated(c, t, series, &seated, err);
    if (rc != SK_OK) {
        json_decref(hub);
        return rc;
    }
    const char *kind = NULL;
    if (strcmp(hub_hash, in_hash) == 0 && !flagged) {
        *out = FED_SAME;
        if (!ofound && batched)
            fedbatch_put_origin(c->batch, key, in_hash, "push", c->push_id);
        else if (!ofound)
            rc = db_hub_origin_put(c->d, t->id, key, in_hash, "push", c->push_id, err);
    } else if (flagged) {
        kind = "player";
    } else if (held) {
        kind = "held";
        fedwhy_add(why, FEDWHY_SEATING_WAITS, &(fedwhy_args){.series = series});
    } else if (!seated) {
        kind = "held";
        fedwhy_add(why, FEDWHY_NOT_SEATED, &(fedwhy_args){.series = series});
    } else if ((!ofound && !hub) || (ofound && c->push_id && opush == c->push_id)) {
        /* a game: the entry read above; its origin: the hash of what came */
        if (batched && state && !hub) {
            fedbatch_add_game(c->batch, key, &e, path); /* stored with the others */
        } else if (batched) {
            rc = fedbatch_flush(c->batch, err);
            if (rc == SK_OK)
                rc = put_entry(c, ot, series, table, game, state ? &e : NULL, hub != NULL, path,
                               err);
            fedbatch_touched(c->batch, key);
        } else {
            rc = table ? put_entry(c, ot, series, table, game, state ? &e : NULL, hub != NULL,
                                   path, err)
                       : fedapply_store(c, ot, series, 0, 0, state, "push", path, err);
        }
        if (rc == SK_OK && batched)
            fedbatch_put_origin(c->batch, key, in_hash, "push", c->push_id);
        else if (rc == SK_OK && table)
            rc = db_hub_origin_put(c->d, t->id, key, in_hash, "push", c->push_id, err);
        *out = FED_APPLIED;
    } else {
        kind = "correction";
        fedwhy_add(why, strcmp(osource, "official") == 0 ? FEDWHY_OFFICIAL_VERSION
                        : ofound                        ? FEDWHY_EARLIER_REPORT
                                                        : FEDWHY_OTHER_VERSION,
                   NULL);
    }
    if (rc == SK_OK && kind) {
        rc = queue(c, t, key, kind, hub, state, why, review_id, err);
        *out = FED_REVIEW;
    }
    json_decref(hub);
    return rc;
}
