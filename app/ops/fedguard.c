/* fedguard.c - see fedguard.h */
#include "fedguard.h"
#include "fedadmin.h"
#include "fedresults.h"
#include "fedstate.h"
#include "fedwhy.h"
#include "xjson.h"

#include <stdlib.h>
#include <string.h>

#include "db_hub.h"
#include "db_results.h"

/* Is t a venue group at a hub (its league hands out venue codes)? */
static int hub_group(db *d, const db_tournament *t, bool *yes, sk_err *err)
{
    *yes = false;
    int64_t gid, lid;
    int md;
    int rc = db_fed_group_of(d, t->id, &gid, &lid, &md, err);
    if (rc == SK_OK && gid)
        rc = db_hub_league_has_codes(d, lid, yes, err);
    return rc;
}

int ops_fed_guarded(db *d, const db_tournament *t, int series, int table, int game,
                    bool *guarded, sk_err *err)
{
    *guarded = false;
    if (game <= 0)
        return SK_OK;
    bool hub;
    int rc = hub_group(d, t, &hub, err);
    if (rc != SK_OK)
        return rc;
    return ops_fed_guarded_of(d, t, hub, series, table, game, guarded, err);
}

int ops_fed_guarded_of(db *d, const db_tournament *t, bool hub, int series, int table, int game,
                       bool *guarded, sk_err *err)
{
    *guarded = false;
    if (!hub || game <= 0)
        return SK_OK;
    char key[64], hash[65], source[16];
    int64_t push;
    bool found;
    fedstate_key(key, sizeof key, series, table, game);
    int rc = db_hub_origin_get(d, t->id, key, hash, source, &push, &found, err);
    *guarded = rc == SK_OK && found && strcmp(source, "official") != 0;
    return rc;
}

int ops_fed_queue_official(db *d, const ops_tour *ot, int series, int table, int game,
                           int (*write)(db *d, void *arg, sk_err *err), void *arg,
                           int64_t *review, sk_err *err)
{
    const db_tournament *t = &ot->row;
    *review = 0;
    json_t *now = NULL, *proposed = NULL;
    int rc = fedstate_game(d, ot, series, table, game, &now, err);
    if (rc != SK_OK)
        return rc;
    /* the change as it would be: checked by the write itself, then undone */
    rc = db_begin(d, err);
    if (rc == SK_OK) {
        rc = write(d, arg, err);
        if (rc == SK_OK)
            rc = fedstate_game(d, ot, series, table, game, &proposed, err);
        db_rollback(d);
    }
    fed_actor a;
    ops_fed_actor_cli(&a);
    char key[64], when[32];
    fedstate_key(key, sizeof key, series, table, game);
    ops_fed_now(when);
    db_review r;
    memset(&r, 0, sizeof r);
    r.tournament_id = t->id;
    r.entity = key;
    r.kind = "official";
    r.current = now ? xj_text(now, false) : NULL;
    r.proposed = proposed ? xj_text(proposed, false) : NULL;
    json_t *why = json_array();
    fedwhy_add(why, FEDWHY_OFFICIAL_CHANGE, NULL);
    fedwhy_store(why, &r.why, &r.why_codes);
    json_decref(why);
    r.source = a.who;
    r.created = when;
    if (rc == SK_OK)
        rc = db_begin(d, err);
    if (rc == SK_OK) {
        rc = db_review_add(d, &r, review, err);
        if (rc == SK_OK)
            rc = db_commit(d, err);
        else
            db_rollback(d);
    }
    SK_FREE_ALL(r.current, r.proposed, r.why, r.why_codes);
    json_decref(now);
    json_decref(proposed);
    return rc;
}

/* The hub's version of the game (its state now, taken over) came from an
 * official. */
static int note_official(db *d, const db_tournament *t, int series, int table, int game,
                         json_t *now, sk_err *err)
{
    char key[64], hash[FC_HEX];
    fedstate_key(key, sizeof key, series, table, game);
    fedstate_hash(now, hash);
    json_decref(now);
    return db_hub_origin_put(d, t->id, key, hash, "official", 0, err);
}

int ops_fed_note_official(db *d, const ops_tour *ot, int series, int table, int game,
                          sk_err *err)
{
    const db_tournament *t = &ot->row;
    bool hub;
    int rc = hub_group(d, t, &hub, err);
    if (rc != SK_OK || !hub || game <= 0)
        return rc;
    json_t *now = NULL;
    rc = fedstate_game(d, ot, series, table, game, &now, err);
    return rc == SK_OK ? note_official(d, t, series, table, game, now, err) : rc;
}

int ops_fed_note_official_of(db *d, const ops_tour *ot, bool hub, const db_game *v, size_t n,
                             int series, int table, int game, sk_err *err)
{
    if (!hub || game <= 0)
        return SK_OK;
    return note_official(d, &ot->row, series, table, game, fedstate_game_of(ot, v, n, game),
                         err);
}
