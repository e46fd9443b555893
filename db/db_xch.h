/* db_xch.h - what the exchange format (app/ops/exchange.h) reads and
 * writes that the other db modules have no call for: the lots and
 * attendance rows as stored, and a match day's venue groups with the
 * numbers and names of the database they came from.
 * Conventions (status, errors, ownership, transactions) as in db.h.
 */
#ifndef SK_DB_XCH_H
#define SK_DB_XCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_tournaments.h"

/* Tournament tid (SK_INVALID when unknown); *out as db_tournament_find. */
int db_xch_tournament(db *d, int64_t tid, db_tournament *out, sk_err *err);

/* One stored lot position (standings_lots). */
typedef struct db_lot_row {
    int series;        /* 0: the tournament ranking */
    int draw;          /* which drawing (0: before schema 4) */
    int lot;           /* the position */
    int64_t player_id;
} db_lot_row;

/* Every lot of tid by scope, draw, position.  *out malloc'd (free). */
int db_xch_lots(db *d, int64_t tid, db_lot_row **out, size_t *n, sk_err *err);
/* Store one lot row as it is (an import into a new tournament). */
int db_xch_lot_put(db *d, int64_t tid, const db_lot_row *r, sk_err *err);

/* Store one attendance row as it is (from 1..99, to 0 = to the end). */
int db_xch_attend_put(db *d, int64_t tid, int64_t pid, int from, int to, sk_err *err);

/* League lid's match day `number`: *mdid (0 when there is none) and its
 * date (malloc'd into *date when not NULL). */
int db_xch_matchday_find(db *d, int64_t lid, int number, int64_t *mdid, char **date,
                         sk_err *err);
/* Add match day `number` on date (no venue groups yet): *mdid. */
int db_xch_matchday_add(db *d, int64_t lid, int number, const char *date, int64_t *mdid,
                        sk_err *err);

/* The tournament of venue group venue_no of match day mdid: *tid, 0 when
 * the match day has no such group. */
int db_xch_group_find(db *d, int64_t mdid, int venue_no, int64_t *tid, sk_err *err);

/* The league_venues row of venue group venue_no of match day mdid: *gid (0
 * when none). */
int db_xch_group_id(db *d, int64_t mdid, int venue_no, int64_t *gid, sk_err *err);

/* Add venue group venue_no to match day mdid of league lid: a tournament
 * t (its name, date, series and table settings as given) whose teams are
 * copies of the rosters of league teams team_ids (as `league matchday
 * add` makes them).  *tid gets the tournament. */
int db_xch_group_add(db *d, int64_t lid, int64_t mdid, int venue_no, const db_tournament *t,
                     const int64_t *team_ids, size_t nteams, int64_t *tid, sk_err *err);

/* The players seated in series `series` of venue group tournament tid
 * who are in one of its teams: their uids and the uids of their league
 * teams, by player uid.  *pu and *tu: n malloc'd strings each (free each
 * and the arrays). */
int db_xch_seat_teams(db *d, int64_t tid, int series, char ***pu, char ***tu, size_t *n,
                      sk_err *err);

#endif
