/* fedguard.h - an official's change of a reported result at the hub
 * (issue 27, item 4): a game whose version at the hub came from a venue's
 * push (or an accepted review) is never changed in place.  The change is
 * checked as it would be written (in a transaction rolled back) and goes to
 * the review queue with both versions, for the division leader to accept
 * or reject.  Any other write to a venue group of a hub notes its origin
 * ("official"), so a venue's later push that differs goes to review too.
 * games.c calls these; a tournament that is no venue group of a hub costs
 * one look-up.
 */
#ifndef SK_FEDGUARD_H
#define SK_FEDGUARD_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "db_games.h"
#include "db_tournaments.h"
#include "tour.h"

/* Is game (series, table, game) of t a reported result at a hub? */
int ops_fed_guarded(db *d, const db_tournament *t, int series, int table, int game,
                    bool *guarded, sk_err *err);
/* The same where it is known whether t is a venue group at a hub (hub; a
 * write context, app/ops/wctx.h). */
int ops_fed_guarded_of(db *d, const db_tournament *t, bool hub, int series, int table, int game,
                       bool *guarded, sk_err *err);

/* The write write(d, arg) of that game, checked and queued instead of
 * stored: *review the queue's number.  The write's refusal as it is. */
int ops_fed_queue_official(db *d, const ops_tour *t, int series, int table, int game,
                           int (*write)(db *d, void *arg, sk_err *err), void *arg,
                           int64_t *review, sk_err *err);

/* Inside the write's transaction: at a hub, note that the hub's version of
 * the game came from an official. */
int ops_fed_note_official(db *d, const ops_tour *t, int series, int table, int game,
                          sk_err *err);
/* The same where it is known whether t is a venue group at a hub (hub) and
 * the table's games are loaded (v[0..n-1], dealers set; a write context,
 * app/ops/wctx.h): nothing is read. */
int ops_fed_note_official_of(db *d, const ops_tour *t, bool hub, const db_game *v, size_t n,
                             int series, int table, int game, sk_err *err);

#endif
