/* outbox.c - see outbox.h */
#include "outbox.h"
#include "fedstate.h"

#include <stdlib.h>

#include "db_ids.h"
#include "db_sync.h"
#include "db_xch.h"
#include "fedadmin.h"

/* The change (series, table, game; table 0: the seating) of t, whose
 * state now is state (taken over), into link link_id's outbox. */
static int put(db *d, const db_tournament *t, int64_t link_id, int group, int series, int table,
               int game, json_t *state, sk_err *err)
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
    rc = db_outbox_add(d, link_id, key, body, hash, now, &seq, err);
    free(body);
    json_decref(entity);
    json_decref(state);
    return rc;
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

int ops_outbox_game(db *d, const ops_tour *t, int series, int table, int game, sk_err *err)
{
    int64_t link;
    int group;
    int rc = db_sync_group_of(d, t->row.id, &link, &group, err);
    if (rc != SK_OK || !link)
        return rc;
    return put_game(d, t, link, group, series, table, game, err);
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
    int64_t link;
    int group;
    int rc = db_sync_group_of(d, t->id, &link, &group, err);
    if (rc != SK_OK || !link)
        return rc;
    return put_seating(d, t, link, group, series, err);
}

int ops_outbox_games(db *d, const ops_tour *t, const game_entry *v, size_t n, sk_err *err)
{
    int64_t link;
    int group;
    int rc = db_sync_group_of(d, t->row.id, &link, &group, err);
    for (size_t i = 0; rc == SK_OK && link && i < n; i++)
        rc = put_game(d, t, link, group, v[i].series, v[i].table_no, v[i].game_no, err);
    return rc;
}

int ops_outbox_seating_id(db *d, int64_t tid, int series, sk_err *err)
{
    int64_t link;
    int group;
    int rc = db_sync_group_of(d, tid, &link, &group, err);
    if (rc != SK_OK || !link)
        return rc;
    db_tournament t;
    rc = db_xch_tournament(d, tid, &t, err);
    if (rc == SK_OK)
        rc = put_seating(d, &t, link, group, series, err);
    db_tournament_clear(&t);
    return rc;
}
