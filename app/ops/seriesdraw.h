/* seriesdraw.h - `series draw` as an operation (no printing): who is
 * seated, in which order, kept apart from whom, and the stored seating.
 *
 * Who: the players present for the series (attendance), every active
 * player; at a league venue group only the active members of its teams.
 * Order: random by the seed, or --seeded by the current Seeger totals
 * (players without games after them).  From series 2 on a random draw
 * keeps apart players who already shared a table; a Schafkopf series seats
 * four at every table and cannot be seeded.  The seating is stored with
 * its method and seed (db_series_store).
 */
#ifndef SK_SERIESDRAW_H
#define SK_SERIESDRAW_H

#include <stdbool.h>
#include <stdint.h>

#include "db_tournaments.h"
#include "tour.h"
#include "db_seating.h"
#include "db_players.h"

typedef enum ops_separate {
    OPS_SEPARATE_NONE = 0,
    OPS_SEPARATE_CLUB,   /* players of one club apart */
    OPS_SEPARATE_TEAM    /* players of one registered team apart */
} ops_separate;

typedef struct ops_draw_request {
    int series;               /* 1.. */
    bool have_seed;           /* false: a fresh seed (ops_fresh_seed) */
    uint64_t seed;
    bool seeded;              /* by standings instead of at random */
    ops_separate separate;
} ops_draw_request;

typedef struct ops_draw_result {
    db_series series;         /* the stored seating, names filled */
    uint64_t seed;            /* the seed used */
    int repeats;              /* series >= 2: pairs at one table that met in
                                 an earlier series; -1 for series 1 */
    int conflicts;            /* pairs of one club/team sharing a table
                                 although kept apart (not avoidable) */
} ops_draw_result;

/* Draw and store the seating of rq->series of tournament t.  Refusals
 * (SK_INVALID, nothing stored): too few or five players, the series
 * already has games, --seeded for Schafkopf; at a league venue group the
 * message says whose players were counted.  *out caller-owned
 * (ops_draw_result_clear). */
int ops_series_draw(db *d, const ops_tour *t, const ops_draw_request *rq,
                    ops_draw_result *out, sk_err *err);
void ops_draw_result_clear(ops_draw_result *r);

/* The table sizes a draw of `series` would make now, without drawing or
 * storing anything: the players it would seat (present for the series, or
 * every active player; a league venue group its teams' active members),
 * as many 4-tables as possible (Schafkopf: fours only).  For blank score
 * sheets of a series not drawn yet.  *sizes caller-owned (free), *ntables
 * entries.  SK_INVALID with the draw's message when no draw is possible
 * (too few players, five). */
int ops_series_table_sizes(db *d, const ops_tour *t, int series, int **sizes,
                           size_t *ntables, sk_err *err);

/* The group of each player of pl to keep apart (0 = none): the club, or
 * the registered team of tournament tid.  *group malloc'd (n entries). */
int ops_draw_groups(db *d, int64_t tid, ops_separate sep, const db_player *pl, size_t n,
                    int64_t **group, sk_err *err);

/* Who already shared a table in tid before `series`, as pairs of indices
 * into pl.  *met malloc'd (2 x *nmet entries) or NULL. */
int ops_draw_met_pairs(db *d, int64_t tid, int series, const db_player *pl, size_t n,
                       size_t **met, size_t *nmet, sk_err *err);

/* A seed from the clock and the process id, 0 to 999999999 (short enough
 * to write down and type again). */
uint64_t ops_fresh_seed(void);

#endif
