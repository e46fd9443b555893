/* db_merge.h - one person recorded twice: player B's rows moved to player
 * A and back (player merge, player unmerge; db_merge.c).  Stores what it
 * is given; whether a merge may be is app/ops/pmerge.c's to judge (from
 * the reads below, inside its transaction).  Conventions (status, errors,
 * ownership, transactions) as in db.h. */
#ifndef SK_DB_MERGE_H
#define SK_DB_MERGE_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"

/* The first series in which both a and b are seated: *found, the
 * tournament's name (malloc'd into *tour, caller frees), the series'
 * number and each one's table number. */
typedef struct db_merge_seated {
    char *tour;
    int series, table_a, table_b;
} db_merge_seated;
int db_merge_same_series(db *d, int64_t a, int64_t b, db_merge_seated *out, bool *found,
                         sk_err *err);

/* The first row of b a merge could not move to a because a has one with
 * the same key (both on one team of a tournament, both with an
 * attendance, a check-in, a fee, lots of one ranking, on one league's
 * roster): *found; tbl the table's name (static), *where (malloc'd,
 * caller frees) the tournament's or league's name. */
int db_merge_clash(db *d, int64_t a, int64_t b, const char **tbl, char **where, bool *found,
                   sk_err *err);

/* The open merge (not undone) of player b: *merge_id (0: none) and the
 * player it went into (*into). */
int db_merge_open_of(db *d, int64_t b, int64_t *merge_id, int64_t *into, sk_err *err);

/* The series (tournament id, series number) in which player pid has a
 * seat or a substitution (seat_subs), in that order, into *out (malloc'd,
 * NULL when none; caller frees) and *n. */
typedef struct db_merge_series {
    int64_t tid;
    int series;
} db_merge_series;
int db_merge_series_of(db *d, int64_t pid, db_merge_series **out, size_t *n, sk_err *err);

/* Merge b into a, in one transaction: every row of b in the tables that
 * reference a player (seats, check-in seats, team members, lots, league
 * rosters, attendance, check-ins, fees, registrations, cash moves, desk
 * overpayments; b's member data when a has none) becomes a's, each
 * moved row's key recorded in player_merge_moves; b set inactive; a
 * player_merges row (its id into *merge_id, may be NULL).  A row a
 * already has with the same key makes the merge fail on the table's
 * constraint (SK_INVALID): the caller asks db_merge_clash first. */
int db_player_merge(db *d, int64_t a, int64_t b, int64_t *merge_id, sk_err *err);

/* Undo merge merge_id, in one transaction: every recorded row that is
 * still the kept player's goes back to the merged one, whose active flag
 * is restored; the merge stamped undone (kept as history).  A merge
 * already undone or unknown: SK_INVALID. */
int db_player_unmerge(db *d, int64_t merge_id, sk_err *err);

/* How many rows merge merge_id recorded as moved. */
int db_merge_moved(db *d, int64_t merge_id, int64_t *n, sk_err *err);

#endif
