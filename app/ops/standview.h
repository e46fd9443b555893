/* standview.h - standings of a tournament loaded from the database, with
 * the names and numbers a report needs (front-end helper: calls db/ and the
 * pure core sheet_/stand_; no printing).  Used by `standings`, the reports
 * and the TUI.
 *
 * Every table of the selected series is read with db_sheet_sums_each,
 * turned into its score sheet (sheet_compute; or, when the database added
 * the games up, the seats' sums completed by sheet_seats_total) and each
 * seat's Seeger block into a stand_block; stand_compute ranks them with
 * the recorded lots of the scope.  Players seated at a table with no games yet appear with zeros.
 */
#ifndef SK_STANDVIEW_H
#define SK_STANDVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db_players.h"
#include "db_tournaments.h"
#include "db_standings.h"
#include "db_evening.h"
#include "standings.h"

typedef struct standview {
    db_tournament t;          /* the tournament */
    int series;               /* 0 = tournament standings, else series N */
    stand_table players;      /* rows: id = player id, in rank order */
    db_player *plist;         /* the tournament's players (seated or in a team), by id */
    size_t nplist;
    bool with_teams;          /* teams were requested */
    stand_table teams;        /* rows: id = team id (when with_teams) */
    db_team *tlist;           /* teams sorted by id (when with_teams) */
    size_t ntlist;
    stand_block *blocks;      /* the per-(player, series) blocks read (a
                                 tournament load: standview_series) */
    size_t nblocks;
    bool borrowed;            /* t and plist belong to another standview */
    db_progress_t progress;   /* games recorded of expected: provisional? */
} standview;

/* Load the standings of tournament `tournament` (NULL = the only or most
 * recent one) for series `series` (0 = all series so far; N must be a
 * series of the tournament that has been drawn: SK_INVALID "series N has
 * not been drawn: ..." otherwise).  with_teams also ranks
 * the registered teams.  *out caller-owned: standview_free.  Errors: as
 * db_* (SK_FAIL, SK_INVALID) and stand_compute's SK_INVALID when stored
 * data is inconsistent (e.g. a player seated twice in a series: run
 * `skatsheet check`). */
int standview_load(db *d, const char *tournament, int series, bool with_teams, standview *out,
                   sk_err *err);

/* The standings of series `series` of the tournament standings `all`
 * (loaded with series 0), ranked from the blocks all holds and the lots of
 * that series (read from d): no second pass over the games.  out->t and
 * out->plist are all's (borrowed: valid while all is; standview_free(out)
 * frees only out's own rankings); no teams.  *out caller-owned:
 * standview_free.  Errors: SK_INVALID "series N has not been drawn: ..."
 * when all has no block of series N (as standview_load); db_lot_list's
 * SK_FAIL; SK_FAIL when the blocks are inconsistent. */
int standview_series(db *d, const standview *all, int series, standview *out, sk_err *err);

/* The player / team with that id, or NULL. */
const db_player *standview_player(const standview *v, int64_t id);
const db_team *standview_team(const standview *v, int64_t id);

void standview_free(standview *v);

#endif
