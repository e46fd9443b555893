/* fedbatch.h - a push's game changes decided from what the hub read once
 * and stored together (issue 38): the hub's games of the venue group, where
 * each came from and the open reviews are read once per venue group and
 * push, the new games go in with the bulk path of `import games`, the
 * origins in a statement per 200, so a push of N games runs a fixed number
 * of statements (on PostgreSQL: round trips) instead of a dozen per game.
 *
 * fedapply.c asks a batch (fed_ctx.batch) instead of the database and
 * hands it the writes; the decisions stay fedapply's, one change at a
 * time, in order.  What the batch does not follow exactly is decided one
 * at a time from the database, after what waits was stored:
 *  - a seating (it changes the series and may clear its games): fedapply
 *    stores what waits and forgets what was read (fedbatch_forget);
 *  - a tournament whose dealer can stay (house rules): a game there moves
 *    the dealers of the games after it (fedbatch_load says no);
 *  - a game this push changed already (fedbatch_current stores what waits
 *    and reads that game again).
 * Nothing here opens a transaction: everything runs inside the push's.
 * Errors: SK_FAIL (database) or SK_INVALID (a game the rules refuse, err
 * naming the change's path), as fedapply_change's.
 */
#ifndef SK_FEDBATCH_H
#define SK_FEDBATCH_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "game.h"
#include "tour.h"

typedef struct fed_batch fed_batch;

/* A new batch (fedbatch_free it after fedbatch_flush, or to give up). */
fed_batch *fedbatch_new(db *d);
/* Free b (NULL is fine); what still waits is dropped (the caller rolls
 * back). */
void fedbatch_free(fed_batch *b);

/* Whether b decides the games of t (*yes): true unless t's dealer can
 * stay.  When t is not the tournament b has read, what waits is stored
 * and t's games, origins and open reviews are read. */
int fedbatch_load(fed_batch *b, const ops_tour *t, bool *yes, sk_err *err);

/* The hub's version of game (series, table, game) of the loaded
 * tournament t into *hub (a new reference, NULL: none); when this push
 * changed it already, what waits is stored first and the game read
 * again. */
int fedbatch_current(fed_batch *b, const ops_tour *t, int series, int table, int game,
                     json_t **hub, sk_err *err);
/* Where key's version came from, as db_hub_origin_get. */
void fedbatch_origin(fed_batch *b, const char *key, char hash[65], char source[16],
                     int64_t *push_id, bool *found);
/* Whether an open review waits for entity key. */
bool fedbatch_held(fed_batch *b, const char *key);

/* To be stored: the new game e (path: the change's, for an error); the
 * origin of key.  Both before fedbatch_flush. */
void fedbatch_add_game(fed_batch *b, const char *key, const game_entry *e, const char *path);
void fedbatch_put_origin(fed_batch *b, const char *key, const char *hash, const char *source,
                         int64_t push_id);
/* The game of key was written directly (an edit, a deletion): read again
 * when asked.  (Call fedbatch_flush before writing it.) */
void fedbatch_touched(fed_batch *b, const char *key);

/* Store what waits. */
int fedbatch_flush(fed_batch *b, sk_err *err);
/* Store what waits and forget what was read (a write the batch does not
 * follow, a seating, comes next). */
int fedbatch_forget(fed_batch *b, sk_err *err);

#endif
