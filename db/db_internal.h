/* db_internal.h - helpers shared by the files in db/ (not for other modules). */
#ifndef SK_DB_INTERNAL_H
#define SK_DB_INTERNAL_H

#include <sqlite3.h>

#include "db.h"
#include "db_tournaments.h"

struct db {
    sqlite3 *h;
    char *path;
    int depth;      /* nesting of db_begin */
    bool failed;    /* something inside the open transaction failed */
};

/* Prepare sql; NULL with err set (SK_FAIL) on error. */
sqlite3_stmt *db_prep(db *d, const char *sql, sk_err *err);
/* Set err from the connection's last error: SK_INVALID for constraint
 * violations (the schema refused the data), else SK_FAIL. */
int db_sqlerr(db *d, sk_err *err, const char *what);
/* Run a statement without results (no parameters). */
int db_exec(db *d, const char *sql, sk_err *err);
/* End a write opened with db_begin: db_commit when rc is SK_OK, else
 * db_rollback and rc (the first error kept). */
int db_finish(db *d, int rc, sk_err *err);
/* Prepare and run sql (no result rows) with ?1 bound to id; on a failed
 * step err is set by db_sqlerr with what, on a failed prepare SK_FAIL. */
int db_exec_id(db *d, const char *sql, int64_t id, const char *what, sk_err *err);
/* Room for element n of array v (of *cap elements of size bytes): when
 * n == *cap the array grows to twice (first: the first capacity).
 * Returns the (possibly moved) array. */
void *db_grow(void *v, size_t n, size_t *cap, size_t size, size_t first);
/* Column text as a malloc'd string, NULL for SQL NULL. */
char *db_col_str(sqlite3_stmt *st, int col);
/* Bind text, or NULL when s is NULL or empty. */
void db_bind_text_or_null(sqlite3_stmt *st, int idx, const char *s);
/* Bind an int, or NULL when v == 0. */
void db_bind_int_or_null(sqlite3_stmt *st, int idx, int v);
/* Step st (its columns: id, name, date, series_count, games4, games3,
 * first_dealer) and collect the tournaments into *out, *n (empty when
 * none); finalizes st.  On a failed step err is set by db_sqlerr with
 * what and *out is NULL. */
int db_tournaments_collect(db *d, sqlite3_stmt *st, db_tournament **out, size_t *n,
                           const char *what, sk_err *err);
/* The tournament with id tid (SK_INVALID when unknown). */
int db_tournament_get(db *d, int64_t tid, db_tournament *out, sk_err *err);

/* Bind a validated game to ?first .. ?first+17 in the column order passed,
 * declarer, contract, matadors, hand, ouvert, announce, bid, points,
 * schneider, schwarz, result, real_value, value, won, overbid, score,
 * seeger (db_games.c; used by db_import.c). */
void db_bind_game(sqlite3_stmt *st, int first, const game_entry *e, const rules_outcome *o);

/* Replace the house-rule fields of game gid by h (game_house; no row when
 * h has none).  db_games.c; used by db_import.c. */
int db_put_house(db *d, int64_t gid, const game_house *h, sk_err *err);

#endif
