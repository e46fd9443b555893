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
    /* the file opened (db_file.c): its device and inode, when known */
    bool have_id;
    unsigned long long dev, ino;
    unsigned char fmt;  /* the file's format byte (18: 2 in WAL mode) once set up, 0 unknown */
    int busy_ms;    /* how long a write waits for another writer's lock */
    bool retry;     /* the last error means "try again in a moment" (db_retry_later) */
};

/* db_file.c: note the identity of the file d just opened (connect). */
void db_file_note(db *d);
/* db_fileid.c: note the format of d's file once it is set up (WAL). */
void db_file_note_format(db *d);
/* db_file.c: SK_OK when the file at d's path is still the one d opened;
 * else the transaction's refusal in err (and d->retry set).  committed:
 * the check after a commit (the change went into the file that was there). */
int db_file_guard(db *d, bool committed, sk_err *err);

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
/* A value read from the database that skatsheet never stores (the file
 * was edited by hand, e.g. with PRAGMA ignore_check_constraints, or is
 * damaged): err set to "database value out of range: table TABLE column
 * COLUMN = VALUE (row ROW; expected EXPECTED) ..." and SK_FAIL returned.
 * Loaders check every value they use as a count, an index or a divisor,
 * so a bad row is reported, never trusted. */
int db_bad_value(sk_err *err, const char *table, const char *column, int64_t row,
                 const char *value, const char *expected);
/* Column col of st as an int in lo..hi into *out (SQL NULL only when
 * null_ok, read as 0); else db_bad_value. */
int db_col_range(sqlite3_stmt *st, int col, int lo, int hi, bool null_ok, const char *table,
                 const char *column, int64_t row, int *out, sk_err *err);
/* The text of column col (NULL for SQL NULL) if it is one of the
 * NULL-terminated choices (or NULL when null_ok); else db_bad_value. */
int db_col_choice(sqlite3_stmt *st, int col, const char *const *choices, bool null_ok,
                  const char *table, const char *column, int64_t row, const char **out,
                  sk_err *err);
/* Columns col, col+1 of st as a table's table_no (1..GAME_TABLE_MAX) and
 * size (3 or 4) of the tables row id; else db_bad_value. */
int db_read_table_row(sqlite3_stmt *st, int col, int64_t id, int *table_no, int *size,
                      sk_err *err);
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

/* Column k (0 .. DB_GAME_NCOLS - 1, the order above) of a validated game:
 * type SQLITE_INTEGER (i), SQLITE_TEXT (s, static) or SQLITE_NULL. */
#define DB_GAME_NCOLS 18
typedef struct db_game_val {
    int type;
    int i;
    const char *s;
} db_game_val;
void db_game_col(const game_entry *e, const rules_outcome *o, int k, db_game_val *v);

/* Replace the house-rule fields of game gid by h (game_house; no row when
 * h has none).  db_games.c; used by db_import.c. */
int db_put_house(db *d, int64_t gid, const game_house *h, sk_err *err);

#endif
