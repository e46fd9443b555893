/* db_ranking.h - stored ranking definitions and the results a ranking or
 * a player's history is computed from (issue 40; SQL in db_ranking.c;
 * the computation: app/core/ranking.h).  Conventions as in db.h. */
#ifndef SK_DB_RANKING_H
#define SK_DB_RANKING_H

#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "ranking.h"

/* Store definition `name` with its canonical keys (rankdef_text).
 * Refused (SK_INVALID, nothing stored): a name the name rule refuses, a
 * name already defined. */
int db_ranking_define(db *d, const char *name, const char *keys, sk_err *err);

/* The keys of definition `name` into *keys (caller frees).  SK_INVALID
 * "ranking 'X' is not defined". */
int db_ranking_keys(db *d, const char *name, char **keys, sk_err *err);

/* Every stored ranking by name: ids[i] and names[i], *n of them (caller
 * frees each name and both arrays; none: NULL and 0). */
int db_ranking_list(db *d, int64_t **ids, char ***names, size_t *n, sk_err *err);

/* Which results to load. */
typedef struct db_rank_filter {
    int family;            /* RANK_SKAT or RANK_SCHAFKOPF */
    const char *from, *to; /* YYYY-MM-DD or "" (open); a bound leaves out undated events */
    int64_t season;        /* a season's id, or 0 */
    int64_t player;        /* only the events this player took part in, or 0 */
} db_rank_filter;

/* The results as ranking_compute takes them, with each result's team
 * (teams[i] for results[i], NULL without) and table (tables[i]).  All strings and arrays owned:
 * db_rank_data_free. */
typedef struct db_rank_data {
    rank_input in;
    rank_event *events;
    rank_player *players;
    rank_result *results;
    char **teams;
    int64_t *tables;       /* per result: its table's row id */
} db_rank_data;

/* Every player's result in every series of the family's events that
 * match f (one per player, series and seat): for Skat the sums the
 * Seeger-Fabian total is made of (stand_block_total: game points, won,
 * lost, the others' lost games, the table size; a Skat tournament under
 * house rules is not included), for Schafkopf the sum of the list's
 * points per seat.  Events in date order (undated first), then creation.
 * A few statements in one snapshot, however many events (Skat: the seats,
 * then the games or, on a remote engine, their sums per table). */
int db_rank_load(db *d, const db_rank_filter *f, db_rank_data *out, sk_err *err);
void db_rank_data_free(db_rank_data *r);

#endif
