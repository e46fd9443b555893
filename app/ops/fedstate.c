/* fedstate.c - see fedstate.h */
#include "fedstate.h"
#include "xgames.h"
#include "xjson.h"
#include "xsubs.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_games.h"
#include "db_hub.h"
#include "db_ids.h"
#include "db_seating.h"
#include "db_xch.h"
#include "housetable.h"

void fedstate_key(char *buf, size_t n, int series, int table, int game)
{
    if (table)
        snprintf(buf, n, "game:%d:%d:%d", series, table, game);
    else
        snprintf(buf, n, "seating:%d", series);
}

json_t *fedstate_entity(int group, const char *tournament_uid, int series, int table, int game)
{
    json_t *e = json_object();
    xj_set(e, "kind", xj_s(table ? "game" : "seating"));
    xj_set(e, "group", json_integer(group));
    xj_set(e, "tournament", xj_s(tournament_uid));
    xj_set(e, "series", json_integer(series));
    if (table) {
        xj_set(e, "table", json_integer(table));
        xj_set(e, "game", json_integer(game));
    }
    return e;
}

/* A player's uid for xsubs_put. */
static json_t *sub_uid(void *arg, int64_t pid, sk_err *err)
{
    db_uid u;
    return db_uid_get(arg, DB_UID_PLAYER, pid, &u, err) == SK_OK ? xj_s(u.s) : NULL;
}

int fedstate_seating(db *d, const db_tournament *t, int series, json_t **out, sk_err *err)
{
    *out = NULL;
    int *nos = NULL;
    size_t ns = 0;
    int rc = db_series_numbers(d, t->id, &nos, &ns, err);
    bool drawn = false;
    for (size_t i = 0; i < ns; i++)
        drawn |= nos[i] == series;
    free(nos);
    if (rc != SK_OK || !drawn)
        return rc;
    db_series ser;
    rc = db_series_get(d, t->id, series, &ser, err);
    if (rc != SK_OK)
        return rc;
    json_t *o = json_object();
    xj_set(o, "method", xj_s(ser.method ? ser.method : "manual"));
    if (ser.has_seed) {
        char seed[32];
        snprintf(seed, sizeof seed, "%" PRIu64, ser.seed);
        xj_set(o, "seed", xj_s(seed));
    }
    json_t *tabs = json_array();
    /* every seat's uid in one statement (db_uid_get words a missing one) */
    int64_t *ids = xcalloc(ser.ntables * 4 + 1, sizeof *ids);
    char (*uids)[33] = xcalloc(ser.ntables * 4 + 1, sizeof *uids);
    size_t nid = 0;
    for (size_t k = 0; k < ser.ntables; k++)
        for (int i = 0; i < ser.tables[k].size && i < 4; i++)
            ids[nid++] = ser.tables[k].seats[i].player_id;
    rc = db_hub_player_uids(d, ids, nid, uids, err);
    db_sub *subs = NULL; /* the seats' substitutions (game sub) */
    size_t nsubs = 0;
    if (rc == SK_OK)
        rc = db_subs_list(d, t->id, series, &subs, &nsubs, err);
    nid = 0;
    for (size_t k = 0; rc == SK_OK && k < ser.ntables; k++) {
        const db_table *tb = &ser.tables[k];
        json_t *x = json_object(), *seats = json_array();
        xj_set(x, "table", json_integer(tb->table_no));
        xj_set(x, "size", json_integer(tb->size));
        for (int i = 0; rc == SK_OK && i < tb->size && i < 4; i++, nid++) {
            db_uid u;
            snprintf(u.s, sizeof u.s, "%s", uids[nid]);
            if (!u.s[0])
                rc = db_uid_get(d, DB_UID_PLAYER, tb->seats[i].player_id, &u, err);
            if (rc == SK_OK)
                json_array_append_new(seats, xj_s(u.s));
        }
        xj_set(x, "seats", seats);
        if (rc == SK_OK)
            rc = xsubs_put(x, subs, nsubs, series, tb->table_no, sub_uid, d, err);
        json_array_append_new(tabs, x);
    }
    db_subs_free(subs, nsubs);
    xj_set(o, "tables", tabs);
    free(ids);
    free(uids);
    db_series_clear(&ser);
    char **pu = NULL, **tu = NULL;
    size_t n = 0;
    if (rc == SK_OK)
        rc = db_xch_seat_teams(d, t->id, series, &pu, &tu, &n, err);
    json_t *teams = json_array();
    for (size_t i = 0; i < n; i++) {
        if (rc == SK_OK) {
            json_t *x = json_object();
            xj_set(x, "player", xj_s(pu[i]));
            xj_set(x, "team", xj_s(tu[i]));
            json_array_append_new(teams, x);
        }
        free(pu[i]);
        free(tu[i]);
    }
    free(pu);
    free(tu);
    xj_set(o, "teams", teams);
    if (rc != SK_OK) {
        json_decref(o);
        return rc;
    }
    *out = o;
    return SK_OK;
}

int fedstate_game(db *d, const ops_tour *t, int series, int table, int game, json_t **out,
                  sk_err *err)
{
    *out = NULL;
    db_game *v = NULL;
    size_t n = 0;
    int rc = db_game_list(d, t->row.id, series, table, &v, &n, err);
    if (rc == SK_OK) /* the house dealers (nothing changes where the dealer cannot stay) */
        rc = ops_house_games_dealers(d, t, v, n, err);
    if (rc == SK_OK)
        *out = fedstate_game_of(t, v, n, game);
    db_games_free(v, n);
    return rc;
}

json_t *fedstate_game_of(const ops_tour *t, const db_game *v, size_t n, int game)
{
    for (size_t i = 0; i < n; i++)
        if (v[i].e.game_no == game)
            return xg_skat_game(&v[i].e, t->rules.fam->house_fields, v[i].table_size,
                                v[i].dealer);
    return NULL;
}

char *fedstate_body(json_t *entity, json_t *state, char hash[FC_HEX])
{
    json_t *o = json_object();
    xj_set(o, "entity", json_incref(entity));
    xj_set(o, "state", state ? json_incref(state) : json_null());
    char *text = xj_text(o, false);
    json_decref(o);
    fc_sha256_hex(text, strlen(text), hash);
    return text;
}

void fedstate_hash(json_t *state, char hash[FC_HEX])
{
    char *text = state ? xj_text(state, false) : xstrdup("null");
    fc_sha256_hex(text, strlen(text), hash);
    free(text);
}

bool fedstate_version_game(const char *json, const char *entity, game_entry *e)
{
    int s, t, g;
    if (!json || sscanf(entity, "game:%d:%d:%d", &s, &t, &g) != 3)
        return false;
    json_t *o = json_loads(json, 0, NULL);
    sk_err err;
    sk_err_clear(&err);
    bool ok = o && xg_skat_entry(o, "", s, t, false, e, &err) == SK_OK;
    json_decref(o);
    return ok;
}
