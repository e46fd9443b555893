/* db_seating.h - series, tables and seats: store and read a drawn series
 * (db_seating.c).
 * Conventions (status, errors, ownership, transactions) as in db.h. */
#ifndef SK_DB_SEATING_H
#define SK_DB_SEATING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_seat {
    int seat;            /* 1..size */
    int64_t player_id;
    char *name;          /* filled by reads */
    int number;          /* start number, 0 = none */
    char *club;          /* NULL = none */
} db_seat;

typedef struct db_table {
    int64_t id;          /* filled by reads */
    int table_no;        /* 1.. */
    int size;            /* 3 or 4 */
    db_seat seats[4];    /* seats[i].seat == i + 1 */
} db_table;

typedef struct db_series {
    int64_t id;
    int64_t tournament_id;
    int series_no;
    char *method;        /* "random", "seeded" or "manual" */
    bool has_seed;
    uint64_t seed;
    size_t ntables;
    db_table *tables;    /* ordered by table_no */
} db_series;

void db_series_clear(db_series *s);

/* Store the seating of series series_no of tournament tid: tables[i] with
 * table_no, size and seats[0..size-1].player_id (names are ignored).
 * Replaces an earlier seating of that series, refused (SK_INVALID) when
 * that series already has games.  Checks: series_no within the
 * tournament's series count, table numbers unique, sizes 3/4, a player at
 * most once, players exist.  method "random"/"seeded"/"manual"; seed used
 * when has_seed. */
int db_series_store(db *d, int64_t tid, int series_no, const char *method, bool has_seed,
                    uint64_t seed, const db_table *tables, size_t ntables, sk_err *err);

/* Set err to SK_INVALID "series N has not been drawn: seat it with ..."
 * (the one wording of that refusal) and return SK_INVALID. */
int db_err_undrawn(sk_err *err, int series_no);

/* Read a series with its tables and seats (names filled).  Not drawn yet:
 * SK_INVALID ("series N has not been drawn").  *out caller-owned
 * (db_series_clear). */
int db_series_get(db *d, int64_t tid, int series_no, db_series *out, sk_err *err);

/* Series numbers of tid that have a seating, ascending.  *nos malloc'd. */
int db_series_numbers(db *d, int64_t tid, int **nos, size_t *n, sk_err *err);

/* One table of a series (seats with names).  Unknown: SK_INVALID. */
int db_table_get(db *d, int64_t tid, int series_no, int table_no, db_table *out, sk_err *err);
void db_table_clear(db_table *t);

/* Team per player for tournament tid, for --separate team: *team_ids[i]
 * is the team id of player_ids[i], 0 when the player has no team.
 * *team_ids malloc'd (n entries). */
int db_team_of_players(db *d, int64_t tid, const int64_t *player_ids, size_t n,
                       int64_t **team_ids, sk_err *err);

#endif
