/* db_standings.h - the queries behind standings, score sheets, teams, drawn
 * lots and `check` (SQL in db/db_standings.c).  Conventions as in db.h:
 * SK_OK / SK_FAIL / SK_INVALID with a caller-owned sk_err; write functions
 * run in BEGIN IMMEDIATE (or join the caller's db_begin) and change nothing
 * on error; returned memory is caller-owned and freed with the named
 * function.
 */
#ifndef SK_DB_STANDINGS_H
#define SK_DB_STANDINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "seatsub.h"
#include "sheet.h"
#include "standings.h"
#include "db_tournaments.h"

/* ---- tables with their games, streamed ---- */

/* One table of a series as db_sheet_each hands it out.  games are the
 * stored results (declarer, won, overbid, score, value), in game number
 * order; both arrays belong to the iterator and are valid only during the
 * callback.  From db_sheet_sums_each a table may come summed instead:
 * games NULL, ngames still the number of games recorded at the table, and
 * sums[1..size] each seat's own games as the sheet books them (numbered
 * 1..series length, passed games left out): game_points, won and lost only
 * (sheet_seats_total adds the rest). */
typedef struct db_sheet_table {
    int series_no;
    int table_no;
    int size;                               /* 3 or 4 */
    int64_t player[SHEET_MAX_SEATS + 1];    /* seat 1..size; 0 = empty seat */
    const sheet_game *games;
    size_t ngames;
    bool summed;                            /* sums, not games */
    sheet_seat sums[SHEET_MAX_SEATS + 1];   /* when summed */
    const subs_change *subs;    /* the seats' substitutions (seatsub.h), in seat and
                                   game order; never with summed */
    size_t nsubs;
} db_sheet_table;

/* Return SK_OK to go on; any other status stops the walk and is returned
 * (with err set by the callback). */
typedef int (*db_sheet_fn)(void *arg, const db_sheet_table *t, sk_err *err);

/* Call fn once per table of tournament tid, in (series, table) order:
 * series_no 0 = every series, table_no 0 = every table of the series.
 * Tables without games are included (ngames 0).  Two statements in one
 * read transaction: the seats, then every game in one streamed query. */
int db_sheet_each(db *d, int64_t tid, int series_no, int table_no, db_sheet_fn fn, void *arg,
                  sk_err *err);

/* As db_sheet_each for every table of tournament t (series_no as there,
 * every table), for a caller that needs only each seat's sums (the
 * standings): on an engine behind a connection the database adds the games
 * up per table and seat and the tables come summed (a table whose stored
 * games the sheet would refuse, e.g. a declarer outside its seats, makes
 * the whole walk the game by game one, so the caller reports it as
 * before); on a local file, where reading every game is the faster way,
 * the tables come with their games as from db_sheet_each.  The caller
 * handles both (the same figures either way). */
int db_sheet_sums_each(db *d, const db_tournament *t, int series_no, db_sheet_fn fn, void *arg,
                       sk_err *err);

/* ---- stored games with their stored evaluation, for `check` ---- */

typedef struct db_stored_game {
    int series_no;
    int table_no;
    int table_size;
    game_entry e;          /* as entered (e.g. for game_validate) */
    /* what the database holds as computed (zero for passed games) */
    int real_value, value, score, seeger;
    bool won, overbid;
} db_stored_game;

/* Every game of tournament tid (series_no 0 = all series), ordered by
 * series, table, game.  *out malloc'd (free()), *n its length. */
int db_stored_games(db *d, int64_t tid, int series_no, db_stored_game **out, size_t *n,
                    sk_err *err);

/* ---- seating problems, for `check` ---- */

typedef struct db_seat_problem {
    int series_no;
    int64_t player_id;
    char *name;
    int count;           /* seats held in that series (0 = no table) */
} db_seat_problem;

void db_seat_problems_free(db_seat_problem *v, size_t n);

/* Players holding more than one seat in a series of tid (count >= 2),
 * ordered by series, then name (who is missing: db_absence_problems in
 * db_evening.h).  Caller db_seat_problems_free. */
int db_seat_problems(db *d, int64_t tid, db_seat_problem **out, size_t *n, sk_err *err);

/* ---- teams ---- */

typedef struct db_team {
    int64_t id;
    char *name;
    size_t nmembers;
    int64_t *members;    /* player ids, in the order added */
} db_team;

void db_teams_free(db_team *v, size_t n);

/* Register team `name` in tournament tid with the given players (at least
 * one, no player twice).  Refused (SK_INVALID): a name that is empty, not
 * UTF-8 or has surrounding spaces, a team name already used in tid, a
 * player already in a team of tid.  *id (may be NULL) gets the team id. */
int db_team_add(db *d, int64_t tid, const char *name, const int64_t *players, size_t n,
                int64_t *id, sk_err *err);

/* Teams of tid in creation order with their members.  Caller
 * db_teams_free. */
int db_team_list(db *d, int64_t tid, db_team **out, size_t *n, sk_err *err);

/* ---- drawn lots ---- */

/* Record a drawn lot in tid for the tournament ranking (series_no 0) or
 * series series_no: players in drawn order (at least two, none twice).
 * Earlier lots of these players in that scope are replaced; the new lot
 * ranks after the lots recorded before it. */
int db_lot_record(db *d, int64_t tid, int series_no, const int64_t *players, size_t n,
                  sk_err *err);

/* The lots of one scope as stand_lot entries (id = player id, seq = the
 * recorded order, draw = which `standings lot` placed it: 1, 2, ... per
 * scope; 0 for positions stored before schema 4).  *out malloc'd (free()). */
int db_lot_list(db *d, int64_t tid, int series_no, stand_lot **out, size_t *n, sk_err *err);

#endif
