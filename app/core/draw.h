/* draw.h - seating players at tables for a series (pure core: no I/O).
 *
 * Table sizes: as many 4-tables as possible, 3-tables for the rest
 * (3 or 4 players: one table; 5 players cannot be seated; 6 = 3+3,
 * 7 = 4+3, 9 = 3+3+3, 10 = 4+3+3, 11 = 4+4+3).  4-tables come first.
 * Random draws use rng.h, so a seed reproduces a draw on every machine.
 */
#ifndef SK_DRAW_H
#define SK_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rng.h"
#include "util.h"


/* Table sizes for n players into sizes[0..*ntables-1] (cap entries room;
 * n / 3 + 1 always suffices).  SK_INVALID with err naming the rule for
 * fewer than 3 or exactly 5 players. */
int draw_table_sizes(size_t n, int *sizes, size_t cap, size_t *ntables, sk_err *err);

/* Every table seats four (Schafkopf): n / 4 tables into sizes (n / 4
 * entries room).  SK_INVALID naming the rule (let k sit out or m more
 * join) unless n is a multiple of 4, at least 4. */
int draw_fours_sizes(size_t n, int *sizes, size_t *ntables, sk_err *err);

typedef struct draw_options {
    uint64_t seed;
    bool seeded;          /* players are given in ranking order: the top
                             four at table 1, ...; seats within a table
                             are shuffled with the seed */
    const int64_t *group; /* club/team key per player (0 = none) or NULL:
                             players of one group are kept apart where
                             possible (random draws only) */
    const size_t *met;    /* pairs of players (indices, met[2k], met[2k+1])
                             who already shared a table (a pair may repeat:
                             met twice) or NULL: random draws keep them
                             apart as far as the field allows (groups
                             first) */
    size_t nmet;          /* number of pairs in met */
    bool fours_only;      /* every table seats four (Schafkopf): n must be
                             a multiple of 4 */
} draw_options;

/* Seat n players (indices 0..n-1).  Fills sizes/ntables as
 * draw_table_sizes and order[0..n-1]: the player indices table by table,
 * seat by seat (table 1 seat 1, table 1 seat 2, ...).  Caller provides
 * order (n entries) and sizes (n / 3 + 1 entries). */
int draw_seat(size_t n, const draw_options *opt, int *sizes, size_t *ntables, size_t *order,
              sk_err *err);

/* Pairs of players at one table in the seating (sizes, order) who are
 * among met[0..nmet-1] (index pairs as in draw_options; a repeated pair
 * counts once). */
int draw_repeats(const int *sizes, size_t ntables, const size_t *order, size_t n,
                 const size_t *met, size_t nmet);

/* Pairs of players of the same (non-zero) group sitting at one table. */
int draw_conflicts(const int *sizes, size_t ntables, const size_t *order, const int64_t *group);

/* Who met whom, for a seat chosen one player at a time (seatbox.h): the
 * pairs of draw_options.met in a hash set.  draw_met_new never fails
 * (NULL met or nmet 0: an empty set); draw_met_free frees it. */
typedef struct draw_met draw_met;
draw_met *draw_met_new(const size_t *met, size_t nmet);
/* How often players a and b met (0: never). */
int draw_met_count(const draw_met *m, size_t a, size_t b);
void draw_met_free(draw_met *m);

/* What it costs to seat x beside y when a draw keeps groups and earlier
 * meetings apart (as draw_seat weighs them): a same-group pair weighs more
 * than any number of meetings.  group and m may be NULL. */
int draw_pair_cost(const int64_t *group, const draw_met *m, size_t x, size_t y);

/* Keep apart what a draw keeps apart in a seating made otherwise (the
 * seats given at the door, seatbox.h): swap players between tables of
 * (sizes, order; n positions, order holding any player indices that
 * group and m know) while a swap lowers draw_pair_cost's sum, groups
 * first.  Deterministic; at most 50 passes. */
void draw_improve(const int *sizes, size_t ntables, size_t *order, size_t n,
                  const int64_t *group, const draw_met *m);

#endif
