/* fedapply.h - the hub applying one change of a venue's push (issue 27,
 * items 3, 4 and 6), inside the push's transaction; also what accepting a
 * review puts in place.  Conflicts never overwrite silently:
 *
 *  - the change equals the hub's version: nothing to do ("same");
 *  - the hub has nothing there, or its version came from this same push:
 *    it is stored ("applied");
 *  - otherwise (a version from an earlier push, an official's change, a
 *    decided review) it goes to the review queue with both versions
 *    ("review"), and so do: a seating whose player already played this
 *    match day for another venue group, or is on another team's roster
 *    (never accepted silently), and every game of a series whose seating
 *    waits in the queue.
 */
#ifndef SK_FEDAPPLY_H
#define SK_FEDAPPLY_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "db_league.h"
#include "db_tournaments.h"
#include "hmap.h"
#include "tour.h"

typedef struct fed_ctx {
    db *d;
    int64_t league_id;
    int matchday;              /* the match day number */
    int64_t push_id;           /* the push being applied (0: a review decision) */
    int64_t code_id;           /* who sent it (0: none) */
    const char *source;        /* who, in words, for the review queue */
    json_t *players;           /* the push's "players" (borrowed; may be NULL) */
    hmap_str pid;              /* player uid -> local id, filled as resolved */
    char created[32];          /* now */
    /* whether (seat_tid, seat_series) is seated at the hub (a cache while
     * a push runs; a stored seating forgets it) */
    int64_t seat_tid;
    int seat_series;
    bool seat_yes;
    /* a push's games decided from what was read once and stored together
     * (fedbatch.h; the caller's: fedbatch_flush before the commit), NULL:
     * one at a time from the database */
    struct fed_batch *batch;
    /* the league's teams and rosters, read once while a push runs (a
     * stored seating that adds a substitute reads the rosters again) */
    db_league_team *teams;
    size_t nteams;
    bool teams_read;
    db_league_member *members;
    size_t nmembers;
    bool members_read;
    hmap_str team_of;          /* team uid -> league team id (0: not the league's) */
} fed_ctx;

typedef enum fed_outcome { FED_SAME = 0, FED_APPLIED, FED_REVIEW } fed_outcome;

/* One change to tournament t (venue group `group`): entity and state as in
 * fedstate.h (state NULL: it is gone at the venue).  *out the outcome;
 * FED_REVIEW: *review_id says which, why (a JSON array, caller-owned,
 * emptied first) gets the reasons as codes (fedwhy.h).  A change the
 * rules refuse (an impossible game, a seat count, an unknown team):
 * SK_INVALID naming path, nothing of it stored (the caller rolls back). */
int fedapply_change(fed_ctx *c, const ops_tour *t, json_t *entity, json_t *state,
                    const char *path, fed_outcome *out, int64_t *review_id, json_t *why,
                    sk_err *err);

/* Put state in place of the hub's version of (series, table, game; table
 * 0: the seating) of t, whatever is there (a game of the series in the way
 * of a new seating goes to the history), and note the origin (source
 * "push", "official" or "review").  Used to accept a review. */
int fedapply_store(fed_ctx *c, const ops_tour *t, int series, int table, int game,
                   json_t *state, const char *source, const char *path, sk_err *err);

void fed_ctx_free(fed_ctx *c);

#endif
