/* db_second.h - the second entry of a table's games (schema 015;
 * db_second.c): each game as the row of the import CSV, kept apart from
 * the games table, which it never writes.  Conventions as in db.h. */
#ifndef SK_DB_SECOND_H
#define SK_DB_SECOND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_second {
    int table_no;
    int game_no;
    char *entry;         /* the game's import CSV row without series,table,game */
    char source[8];      /* "phone" or "desk" */
    char entered[21];
} db_second;

void db_seconds_free(db_second *v, size_t n);
/* The second entries of series_no of tid (table_no 0: every table), by
 * table and game. */
int db_second_list(db *d, int64_t tid, int series_no, int table_no, db_second **out,
                   size_t *n, sk_err *err);
/* Store game s->game_no of table s->table_no: replace false refuses a game
 * already entered (SK_INVALID "game G of table T is in the second entry
 * already"), true replaces it.  The table must exist (SK_INVALID). */
int db_second_put(db *d, int64_t tid, int series_no, const db_second *s, bool replace,
                  sk_err *err);
/* Remove game game_no of table_no (*removed false: there was none). */
int db_second_delete(db *d, int64_t tid, int series_no, int table_no, int game_no,
                     bool *removed, sk_err *err);

#endif
