/* outbox.h - a venue's outbox (issue 27, item 3): every write to a venue
 * group pulled from a hub (`sync pull`) puts the new state of what it
 * changed into the outbox, in the same transaction as the change, from the
 * one place every front end writes through (app/ops: games.c, seriesdraw.c,
 * importlist.c, import.c).  `sync push` sends what the hub has not
 * acknowledged.  Writes to any other tournament cost one look-up.
 *
 * Why an outbox of domain changes and not SQLite's session extension:
 * HACKING.md, "The federation's outbox".
 */
#ifndef SK_OUTBOX_H
#define SK_OUTBOX_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

#include "db_games.h"
#include "db_tournaments.h"
#include "game.h"
#include "tour.h"

/* Inside the caller's write transaction, after the change: the state now
 * of game (series, table, game) / of a series' seating / of the games v
 * (an import), into the outbox when t is a pulled venue group. */
int ops_outbox_game(db *d, const ops_tour *t, int series, int table, int game, sk_err *err);
/* ops_outbox_game with the look-ups done (a write context, app/ops/wctx.h):
 * link (0: not a pulled venue group: nothing) and group its venue group,
 * v[0..n-1] the table's games now with their dealers. */
int ops_outbox_game_of(db *d, const ops_tour *t, int64_t link, int group, const db_game *v,
                       size_t n, int series, int table, int game, sk_err *err);
int ops_outbox_seating(db *d, const db_tournament *t, int series, sk_err *err);
int ops_outbox_games(db *d, const ops_tour *t, const game_entry *v, size_t n, sk_err *err);
/* ops_outbox_seating for the tournament with id tid. */
int ops_outbox_seating_id(db *d, int64_t tid, int series, sk_err *err);

/* A venue resumes (issue 37 part 7; fedsync.c, on the hub's answer to a
 * conflict): the entries the hub did not acknowledge go, its highest
 * change hub_last counts as acknowledged, and every seating and game of
 * the link's venue groups that is here but not in held as it is here
 * (held: the hub's [{"group", "entity", "hash"}] of what it holds from
 * this device) goes into the outbox after it: *queued of them.  What the
 * hub holds and the venue no longer has is not sent (the hub keeps it).
 * One transaction. */
int ops_outbox_resume(db *d, int64_t link_id, int64_t hub_last, json_t *held, int64_t *queued,
                      sk_err *err);

/* Inside the caller's transaction: every seating and game of link
 * link_id's venue groups that is here and not in held as it is here
 * (held NULL: none held) into the outbox: *queued more of them (a venue
 * group pulled from a second hub: what was recorded before goes there
 * too). */
int ops_outbox_queue(db *d, int64_t link_id, json_t *held, int64_t *queued, sk_err *err);

#endif
