/* seatbox.h - seating players as they check in (pure core: no I/O).
 *
 * The organiser plans a number of tables (from the pre-registrations) and
 * opens the door.  Like a box of seat cards on the desk, each arriving
 * player draws a seat at random from the free seats of every planned
 * table, so friends who arrive together do not sit together; a draw keeps
 * its rules: players of one club (or team) apart first, then players who
 * already met in an earlier series (the costs of draw_seat), and it is
 * reproducible: the k-th arrival's seat follows from the seed, k and the
 * seats taken before.  When every planned seat is taken, a new table is
 * opened for the next arrivals.
 *
 * When the door closes the seating is made an ISkO seating (draw.h: as
 * many 4-tables as possible, 3-tables for the rest): tables 1..N are kept
 * (N from the number of players), the tables above N are given up and
 * their players, and the latest arrivals at a table with one player too
 * many, move to the free seats of the kept tables (drawn the same way);
 * a 3-table uses seats 1 to 3.  Every player who moves or changes seat is
 * listed, so a new slip can be printed.
 *
 * After the door closed, a late arrival fills a 3-table that has not
 * started (seat 4), else opens a new table with the seat-4 players of two
 * 4-tables that have not started (two 3-tables and a new one: still as
 * many 4-tables as possible); else they play from the next series.
 */
#ifndef SK_SEATBOX_H
#define SK_SEATBOX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draw.h"
#include "util.h"

#define SEATBOX_FREE (-1)

/* The seats: ntables tables of 4 seats, seat[t * 4 + s] = the player's
 * index (the caller's arrays), or SEATBOX_FREE. */
typedef struct seatbox {
    size_t ntables;
    int *seat;
} seatbox;

/* What the draw keeps apart (any may be NULL/0). */
typedef struct seatbox_rules {
    uint64_t seed;
    const int64_t *group;      /* club/team key per player index, 0 = none */
    const draw_met *met;       /* earlier meetings (draw_met_new) */
    bool fours_only;           /* every table seats four (Schafkopf): closing makes n / 4
                                  tables of four (draw_fours_sizes) */
    bool may_wait;             /* fours_only: the players beyond a multiple of 4 wait for
                                  the next series (else closing is refused with the
                                  draw's message) */
} seatbox_rules;

/* A box of ntables empty tables (seatbox_free). */
void seatbox_init(seatbox *b, size_t ntables);
void seatbox_free(seatbox *b);

/* Arrival number `arrival` (1..) is player x: a seat drawn from the free
 * seats of the least cost (groups, then meetings), uniformly by the seed
 * and the arrival number; a new table when none is free.  *table, *seat
 * 1-based. */
void seatbox_arrive(seatbox *b, const seatbox_rules *r, uint64_t arrival, int x, int *table,
                    int *seat);

/* One player's place after the door closed. */
typedef struct seatbox_move {
    int player;                /* index */
    int from_table, from_seat; /* 0: had no seat (present, not checked in) */
    int to_table, to_seat;     /* 0: waits for the next series (fours_only, may_wait) */
} seatbox_move;

/* Close the door: every player of b, and extra[0..nextra) (present but
 * without a seat), seated by the ISkO table sizes.  arrival[x]: player
 * x's arrival number (who came last moves first).  Fills sizes/ntables
 * as draw_table_sizes (n / 3 + 1 entries) and order (n entries: the
 * player indices table by table, seat by seat, as draw_seat), and
 * moves[0..*nmoves) (n entries) the players whose table or seat changed.
 * SK_INVALID with draw_table_sizes' message for fewer than 3 or 5 players.
 * Players of one group (r->group) are kept apart at least as well as a
 * plain draw of the same players would (draw_seat with r->seed): the
 * seating is improved by swaps between tables, else the draw's is taken.
 * Every table seating four (r->fours_only, Schafkopf): n / 4 tables; with
 * r->may_wait the n % 4 latest arrivals (then players without a seat) wait
 * for the next series (moves with to_table 0; sizes and order hold the
 * others), else anything but a multiple of 4 is refused with
 * draw_fours_sizes' message. */
int seatbox_close(const seatbox *b, const int *extra, size_t nextra, const uint64_t *arrival,
                  const seatbox_rules *r, int *sizes, size_t *ntables, int *order,
                  seatbox_move *moves, size_t *nmoves, sk_err *err);

/* The players of x's group already at table `table` (1-based) of b:
 * a seat given at the door beside them (seatbox_arrive picks one only
 * when every free seat has such a neighbour) is one to tell the
 * organiser of.  0 without groups. */
int seatbox_group_at(const seatbox *b, const seatbox_rules *r, int table, int x);

/* A late arrival after the door closed. */
typedef enum seatbox_late_kind {
    SEATBOX_LATE_FILL = 1,     /* table `table` (a 3-table) gets seat 4 */
    SEATBOX_LATE_OPEN,         /* a new table `table` (ntables + 1) with the seat-4
                                  players of tables from[0] and from[1] and the arrival */
    SEATBOX_LATE_NEXT          /* no table can take them: the next series */
} seatbox_late_kind;

typedef struct seatbox_late {
    seatbox_late_kind kind;
    int table;                 /* 1-based */
    int from[2];               /* OPEN: the two 4-tables giving their seat 4 */
    int seat_of[3];            /* OPEN: the new table's seats of from[0]'s and from[1]'s
                                  seat-4 players and of the arrival */
} seatbox_late;

/* The stored seating sizes[0..ntables) / order (as draw_seat), started[t]:
 * table t + 1 has begun (games recorded, or the series' clock runs), x
 * the arriving player (an index not in order), `arrival` their number. */
void seatbox_late_arrival(const int *sizes, size_t ntables, const int *order,
                          const bool *started, const seatbox_rules *r, uint64_t arrival, int x,
                          seatbox_late *out);

/* Every table seating four (Schafkopf): a late arrival after the door
 * closed opens a new table with the three earliest of the nwaiting players
 * waiting for the next series while the series has not begun (begun:
 * its clock runs): true and seat_of[0..3) their seats at it, seat_of[3]
 * the arrival's (drawn by the seed and the arrival number); else false:
 * the arrival waits for the next series too. */
bool seatbox_late_fours(size_t nwaiting, bool begun, const seatbox_rules *r, uint64_t arrival,
                        int seat_of[4]);

#endif
