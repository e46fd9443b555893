/* checkseat.h - seating at the door (ops: no printing; rules in
 * app/core/seatbox.h).
 *
 * `checkin open --series N` plans tables (default: a quarter of the
 * players expected, the registrations waiting and the players present)
 * and a seed; from then on every check-in draws a seat at once, and the
 * players checked in before are seated in their order of arrival.
 * `checkin close` makes the ISkO seating (as many 4-tables as possible),
 * stores it as the series' tables with their entry codes, and names every
 * player who moves.  After that (or after an ordinary `series draw`) a
 * late arrival fills a 3-table or opens a new one while the series has not
 * begun (no game at those tables, and its clock not started); else they
 * are seated by the next series' draw.
 *
 * A Schafkopf tournament seats four at every table (the draw's rule,
 * draw_fours_sizes): the door draws seats the same way, closing makes
 * tables of four only, and the latest arrivals beyond a multiple of four
 * wait for the next series; a late arrival opens a new table of four with
 * three players waiting while the series' clock has not started, else
 * waits too.
 */
#ifndef SK_OPS_CHECKSEAT_H
#define SK_OPS_CHECKSEAT_H

#include <stdbool.h>
#include <stdint.h>

#include "checkin.h"
#include "db.h"
#include "db_seating.h"
#include "db_seatbox.h"
#include "db_tournaments.h"
#include "tour.h"

/* Where player pid (checked in as arrival number `arrival`) sits, and the
 * series they play from: out's seat fields (seat_how, series, table, seat,
 * from_series, the moved players).  Writes the seat (inside the caller's
 * transaction).  SK_INVALID when every series has begun. */
int ops_checkseat_arrive(db *d, const ops_tour *t, int64_t pid, int64_t arrival,
                         ops_checkin_result *out, sk_err *err);

/* Open the door of series `series`: tables planned (0: from the players
 * expected), the seed (have_seed false: a fresh one), separate "club",
 * "team" or NULL.  Refused: t closed, the series drawn or open already, a
 * series out of range.
 * *seated: players checked in before, seated now. */
int ops_checkin_open(db *d, const ops_tour *t, int series, int tables, bool have_seed,
                     uint64_t seed, const char *separate, db_plan *out, int *seated,
                     sk_err *err);

typedef struct ops_close_move {
    int64_t player_id;
    char *name;
    int from_table, from_seat;   /* 0: had no seat (present, not checked in) */
    int to_table, to_seat;       /* 0: waits for the next series (Schafkopf) */
} ops_close_move;

typedef struct ops_close_result {
    db_series series;            /* the stored seating, names filled */
    uint64_t seed;
    ops_close_move *moves;
    size_t nmoves;
    char **warnings;             /* tables where players of one club (team) sit together:
                                    "table 3: Anna, Bernd of the club 'SC Blau' sit ..." */
    size_t nwarnings;
} ops_close_result;

void ops_close_result_clear(ops_close_result *r);

/* Close the door of series `series`: the seating stored (one write, with
 * the tables' entry codes).  Refused: no open check-in for it, fewer than
 * 3 or exactly 5 players (the draw's message).  Schafkopf (four at every
 * table): the latest arrivals beyond a multiple of four wait for the next
 * series (moves with to_table 0; they play from it); in the last series
 * anything but a multiple of four is refused with the draw's message.  A
 * seat drawn by a player no longer present for the series is given up. */
int ops_checkin_close(db *d, const ops_tour *t, int series, ops_close_result *out,
                      sk_err *err);

/* Give up seating series `series` at check-in while the door is open:
 * the seats drawn go, the check-ins stay (the series is drawn as usual). */
int ops_checkin_cancel(db *d, const db_tournament *t, int series, sk_err *err);

/* Where pid sits in series `series`: drawn at check-in (the door open) or
 * stored; *table 0 when not seated. */
int ops_seat_of(db *d, const db_tournament *t, int series, int64_t pid, int *table, int *seat,
                sk_err *err);

/* The series whose door is open (0: none). */
int ops_checkin_open_series(db *d, const db_tournament *t, int *series, db_plan *plan,
                            sk_err *err);

#endif
