/* outbox.c - see outbox.h */
#include "outbox.h"
#include "fedstate.h"

#include <stdlib.h>
#include <string.h>

#include "db_games.h"
#include "db_ids.h"
#include "db_seating.h"
#include "db_sync.h"
#include "db_xch.h"
#include "fedadmin.h"

/* The hash of the hub's last version of (group, key) in held (a resume's
 * [{"group", "entity", "hash"}]): NULL when it holds none. */
static const char *held_hash(json_t *held, int group, const char *key)
{
    for (size_t i = 0; i < json_array_size(held); i++) {
        json_t *h = json_array_get(held, i);
        const char *e = json_string_value(json_object_get(h, "entity"));
        if (json_integer_value(json_object_get(h, "group")) == group && e && !strcmp(e, key))
            return json_string_value(json_object_get(h, "hash"));
    }
    return NULL;
}

/* The change (series, table, game; table 0: the seating) of t, whose
 * state now is state (taken over), into link link_id's outbox; with held
 * (a resume) only when it is there and the hub holds another version or
 * none (*queued counts them). */
static int put_held(db *d, const db_tournament *t, int64_t link_id, int group, int series,
                    int table, int game, json_t *state, json_t *held, int64_t *queued,
                    sk_err *err)
{
    db_uid tu;
    int rc = db_uid_get(d, DB_UID_TOURNAMENT, t->id, &tu, err);
    if (rc != SK_OK) {
        json_decref(state);
        return rc;
    }
    json_t *entity = fedstate_entity(group, tu.s, series, table, game);
    char hash[FC_HEX], key[64], now[32];
    char *body = fedstate_body(entity, state, hash);
    fedstate_key(key, sizeof key, series, table, game);
    ops_fed_now(now);
    int64_t seq;
    const char *h = held ? held_hash(held, group, key) : NULL;
    bool skip = held && (!state || (h && strcmp(h, hash) == 0));
    if (!skip)
        rc = db_outbox_add(d, link_id, key, body, hash, now, &seq, err);
    if (!skip && queued)
        (*queued)++;
    free(body);
    json_decref(entity);
    json_decref(state);
    return rc;
}

static int put(db *d, const db_tournament *t, int64_t link_id, int group, int series, int table,
               int game, json_t *state, sk_err *err)
{
    return put_held(d, t, link_id, group, series, table, game, state, NULL, NULL, err);
}

/* Game (series, table, game) of t as it is now into link_id's outbox. */
static int put_game(db *d, const ops_tour *t, int64_t link_id, int group, int series,
                    int table, int game, sk_err *err)
{
    json_t *state = NULL;
    int rc = fedstate_game(d, t, series, table, game, &state, err);
    return rc == SK_OK ? put(d, &t->row, link_id, group, series, table, game, state, err) : rc;
}

/* The seating of series `series` of t as it is now into link_id's outbox. */
static int put_seating(db *d, const db_tournament *t, int64_t link_id, int group, int series,
                       sk_err *err)
{
    json_t *state = NULL;
    int rc = fedstate_seating(d, t, series, &state, err);
    return rc == SK_OK ? put(d, t, link_id, group, series, 0, 0, state, err) : rc;
}

/* The links whose venue group t (tid) is: *v, *n (none: 0). */
static int links_of(db *d, int64_t tid, db_sync_group **v, size_t *n, sk_err *err)
{
    *v = NULL;
    *n = 0;
    return db_sync_groups_of(d, tid, v, n, err);
}

int ops_outbox_game(db *d, const ops_tour *t, int series, int table, int game, sk_err *err)
{
    db_sync_group *g;
    size_t n;
    int rc = links_of(d, t->row.id, &g, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = put_game(d, t, g[i].link_id, g[i].venue_no, series, table, game, err);
    free(g);
    return rc;
}

int ops_outbox_game_of(db *d, const ops_tour *t, int64_t link, int group, const db_game *v,
                       size_t n, int series, int table, int game, sk_err *err)
{
    if (!link)
        return SK_OK;
    return put(d, &t->row, link, group, series, table, game, fedstate_game_of(t, v, n, game),
               err);
}

int ops_outbox_seating(db *d, const db_tournament *t, int series, sk_err *err)
{
    db_sync_group *g;
    size_t n;
    int rc = links_of(d, t->id, &g, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = put_seating(d, t, g[i].link_id, g[i].venue_no, series, err);
    free(g);
    return rc;
}

int ops_outbox_games(db *d, const ops_tour *t, const game_entry *v, size_t n, sk_err *err)
{
    db_sync_group *g;
    size_t ng;
    int rc = links_of(d, t->row.id, &g, &ng, err);
    for (size_t k = 0; rc == SK_OK && k < ng; k++)
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            rc = put_game(d, t, g[k].link_id, g[k].venue_no, v[i].series, v[i].table_no,
                          v[i].game_no, err);
    free(g);
    return rc;
}

int ops_outbox_seating_id(db *d, int64_t tid, int series, sk_err *err)
{
    db_sync_group *g;
    size_t n;
    int rc = links_of(d, tid, &g, &n, err);
    db_tournament t;
    memset(&t, 0, sizeof t);
    if (rc == SK_OK && n)
        rc = db_xch_tournament(d, tid, &t, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = put_seating(d, &t, g[i].link_id, g[i].venue_no, series, err);
    if (n)
        db_tournament_clear(&t);
    free(g);
    return rc;
}

/* Every seating and game of venue group g of link link_id that the hub
 * does not hold as it is here, into the outbox. */
static int resume_group(db *d, int64_t link_id, const db_link_group *g, json_t *held,
                        int64_t *queued, sk_err *err)
{
    ops_tour t;
    int rc = ops_tour_find(d, g->name, &t, err);
    if (rc != SK_OK)
        return rc;
    int *nos = NULL;
    size_t ns = 0;
    rc = db_series_numbers(d, t.row.id, &nos, &ns, err);
    for (size_t i = 0; rc == SK_OK && i < ns; i++) {
        json_t *state = NULL;
        rc = fedstate_seating(d, &t.row, nos[i], &state, err);
        if (rc == SK_OK)
            rc = put_held(d, &t.row, link_id, g->venue_no, nos[i], 0, 0, state, held, queued,
                          err);
        db_game *v = NULL;
        size_t n = 0;
        if (rc == SK_OK)
            rc = db_game_list(d, t.row.id, nos[i], 0, &v, &n, err);
        for (size_t k = 0; rc == SK_OK && k < n; k++) {
            state = NULL;
            rc = fedstate_game(d, &t, nos[i], v[k].e.table_no, v[k].e.game_no, &state, err);
            if (rc == SK_OK)
                rc = put_held(d, &t.row, link_id, g->venue_no, nos[i], v[k].e.table_no,
                              v[k].e.game_no, state, held, queued, err);
        }
        db_games_free(v, n);
    }
    free(nos);
    ops_tour_clear(&t);
    return rc;
}

int ops_outbox_queue(db *d, int64_t link_id, json_t *held, int64_t *queued, sk_err *err)
{
    db_link_group *g = NULL;
    size_t n = 0;
    json_t *none = held ? NULL : json_array();
    int rc = db_link_groups(d, link_id, &g, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = resume_group(d, link_id, &g[i], held ? held : none, queued, err);
    db_link_groups_free(g, n);
    json_decref(none);
    return rc;
}

int ops_outbox_resume(db *d, int64_t link_id, int64_t hub_last, json_t *held, int64_t *queued,
                      sk_err *err)
{
    *queued = 0;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_outbox_resume(d, link_id, hub_last, err);
    if (rc == SK_OK)
        rc = ops_outbox_queue(d, link_id, held, queued, err);
    return db_finish(d, rc, err);
}
