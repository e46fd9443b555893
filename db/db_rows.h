/* db_rows.h - one statement in one call, for the files of db/: its
 * parameters bound by name from a list (DB_ARGS), its rows read into
 * structs by a field map (in the manner of Dovecot's SQL_DEF_STRUCT), a
 * count, a write; and the older row-function helpers (dn_*) for rows
 * that need more than a map says (a checked range, a choice).
 *
 *     static const db_field rate_fields[] = {
 *         DB_F_I64(db_rate_period, until_game_id), DB_F_INT(db_rate_period, num),
 *         DB_F_INT(db_rate_period, den)};
 *     static const db_map rate_map = DB_MAP(db_rate_period, rate_fields);
 *     rc = db_query_list(d, "SELECT until_game_id, rate_num, rate_den FROM money_rates "
 *                           "WHERE tournament_id = :tid ORDER BY until_game_id",
 *                        DB_ARGS(DB_I(":tid", tid)), &rate_map, (void **)v, n,
 *                        "reading the rate periods", err);
 *
 * Errors, for every call below that takes what and err: a failed prepare
 * is SK_FAIL with err as db_prep left it; a failed step is db_sqlerr(d,
 * err, what) (SK_INVALID for a constraint the data broke, else SK_FAIL).
 * The statement is always finalized before the call returns. */
#ifndef SK_DB_ROWS_H
#define SK_DB_ROWS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db_internal.h"

/* Fill elem (zeroed before) from the current row of st. */
typedef void (*dn_row_fn)(db_stmt *st, void *elem);
/* Free what a row put into elem. */
typedef void (*dn_clear_fn)(void *elem);

/* ---- parameters ---- */

enum { DB_ARG_INT, DB_ARG_TEXT, DB_ARG_NULL, DB_ARG_INT_OR_NULL, DB_ARG_TEXT_OR_NULL };

/* One parameter: its name as the SQL writes it (":tid"), its kind and
 * value.  Text is the caller's and is copied when bound. */
typedef struct db_arg {
    const char *name;
    int kind;
    int64_t i;
    const char *s;
} db_arg;

/* A list of parameters (the caller's array; DB_ARGS makes one in place, a
 * compound literal that lives to the end of the enclosing block).  The
 * words of what failed (what) are msgids: xgettext finds them in every
 * call below by the keywords of the Makefile (XGETTEXT_OPTS). */
typedef struct db_args {
    const db_arg *v;
    size_t n;
} db_args;

#define DB_I(name, v) ((db_arg){(name), DB_ARG_INT, (int64_t)(v), NULL})
/* Text (NULL binds NULL). */
#define DB_S(name, v) ((db_arg){(name), DB_ARG_TEXT, 0, (v)})
#define DB_NULL(name) ((db_arg){(name), DB_ARG_NULL, 0, NULL})
/* An int, or NULL when it is 0 (db_bind_int_or_null). */
#define DB_IN(name, v) ((db_arg){(name), DB_ARG_INT_OR_NULL, (int64_t)(v), NULL})
/* Text, or NULL when it is NULL or empty (db_bind_text_or_null). */
#define DB_SN(name, v) ((db_arg){(name), DB_ARG_TEXT_OR_NULL, 0, (v)})
#define DB_ARGS(...)                                                                  \
    ((db_args){(const db_arg[]){__VA_ARGS__},                                        \
               sizeof((const db_arg[]){__VA_ARGS__}) / sizeof(db_arg)})
#define DB_NOARGS ((db_args){NULL, 0})

/* Bind every parameter of a to st (NULL st: nothing). */
void db_bind_args(db_stmt *st, db_args a);
/* db_prep and db_bind_args: NULL with err set (SK_FAIL) when sql does
 * not prepare.  The statement is the caller's (dn_collect, dn_one,
 * db_finalize). */
db_stmt *db_prep_args(db *d, const char *sql, db_args a, sk_err *err);

/* ---- field maps: column k of a row into member k of the map ---- */

enum { DB_FT_I64, DB_FT_LL, DB_FT_INT, DB_FT_BOOL, DB_FT_STR, DB_FT_TEXT, DB_FT_REAL };

typedef struct db_field {
    int type;   /* DB_FT_* */
    size_t off; /* offsetof the member */
    size_t size; /* DB_FT_TEXT: the array's size */
} db_field;

/* The member's type is checked when it compiles (_Generic). */
#define DB_FTYPE_(T, m, ctype, ft) _Generic(((T *)0)->m, ctype: ft)
/* int64_t, SQL NULL read as 0. */
#define DB_F_I64(T, m) {DB_FTYPE_(T, m, int64_t, DB_FT_I64), offsetof(T, m), 0}
/* long long (cents), SQL NULL read as 0. */
#define DB_F_LL(T, m) {DB_FTYPE_(T, m, long long, DB_FT_LL), offsetof(T, m), 0}
/* int, SQL NULL read as 0. */
#define DB_F_INT(T, m) {DB_FTYPE_(T, m, int, DB_FT_INT), offsetof(T, m), 0}
/* bool: the column's integer is not 0. */
#define DB_F_BOOL(T, m) {DB_FTYPE_(T, m, bool, DB_FT_BOOL), offsetof(T, m), 0}
/* char *: the text malloc'd (the row owns it), NULL for SQL NULL. */
#define DB_F_STR(T, m) {DB_FTYPE_(T, m, char *, DB_FT_STR), offsetof(T, m), 0}
/* char m[N]: the text copied in, cut to fit, "" for SQL NULL. */
#define DB_F_TEXT(T, m)                                                                \
    {_Generic(&((T *)0)->m, char(*)[sizeof((T *)0)->m]: DB_FT_TEXT), offsetof(T, m),   \
     sizeof((T *)0)->m}
#define DB_F_REAL(T, m) {DB_FTYPE_(T, m, double, DB_FT_REAL), offsetof(T, m), 0}

/* A row's struct: its fields (one per column, in the SELECT's order) and
 * its size. */
typedef struct db_map {
    const db_field *f;
    size_t n;
    size_t size;
} db_map;
#define DB_MAP(T, fields) {(fields), sizeof(fields) / sizeof *(fields), sizeof(T)}

/* Ready maps: column 0 as an int64_t (rows of int64_t), as an int (rows
 * of int), as malloc'd text (rows of char *, NULL for SQL NULL). */
extern const db_map db_map_id;
extern const db_map db_map_int;
extern const db_map db_map_str;

/* Read the current row of st into row (m->size bytes, zeroed before). */
void db_map_read(db_stmt *st, const db_map *m, void *row);
/* Free the DB_FT_STR members of row (NULL is fine). */
void db_map_clear(const db_map *m, void *row);
/* db_map_clear on each of the n rows of v, then free v. */
void db_map_free(const db_map *m, void *v, size_t n);

/* At most one row of sql with a into row (m->size bytes, zeroed first;
 * *found whether there was one; found may be NULL).  On failure row
 * holds nothing to free. */
int db_query_one(db *d, const char *sql, db_args a, const db_map *m, void *row, bool *found,
                 const char *what, sk_err *err);
/* Every row of sql with a into a malloc'd array *out of *n rows
 * (m->size bytes each; NULL and 0 when none): db_map_free(m, *out, *n).
 * On failure *out NULL and *n 0. */
int db_query_list(db *d, const char *sql, db_args a, const db_map *m, void **out, size_t *n,
                  const char *what, sk_err *err);
/* db_query_list, each column k of the rows handed in its own malloc'd
 * array *cols[k] (m->n of them, member k of each row in turn; NULL and 0
 * rows when none): parallel arrays, each freed by the caller (and the
 * texts of a DB_F_STR column).  On failure every *cols[k] NULL and *n 0. */
int db_query_cols(db *d, const char *sql, db_args a, const db_map *m, void **const *cols,
                  size_t *n, const char *what, sk_err *err);
/* Column 0 of the first row of sql with a as an integer into *out (0 for
 * SQL NULL or no row): a COUNT, a MAX, an id. */
int db_count(db *d, const char *sql, db_args a, int64_t *out, const char *what, sk_err *err);
/* Column 0 of the first row as an integer into *out (0 when none) and
 * *found whether there was a row (an id looked up, INSERT ... RETURNING). */
int db_query_int(db *d, const char *sql, db_args a, int64_t *out, bool *found,
                 const char *what, sk_err *err);
/* Columns 0 .. k-1 of the first row as integers into v[0 .. k-1] (0 for
 * SQL NULL; all 0 when there is no row; found may be NULL). */
int db_query_ints(db *d, const char *sql, db_args a, int64_t *v, size_t k, bool *found,
                  const char *what, sk_err *err);
/* Column 0 of the first row as malloc'd text into *out (NULL for SQL NULL
 * or no row; *found may be NULL). */
int db_query_str(db *d, const char *sql, db_args a, char **out, bool *found, const char *what,
                 sk_err *err);
/* db_query_one and db_query_list with a row function instead of a map,
 * for rows that need more than a map says (dn_one, dn_collect below). */
int db_query_fn_one(db *d, const char *sql, db_args a, dn_row_fn fn, void *elem, size_t size,
                    bool *found, const char *what, sk_err *err);
int db_query_fn_list(db *d, const char *sql, db_args a, dn_row_fn fn, dn_clear_fn clear,
                     size_t size, void **out, size_t *n, const char *what, sk_err *err);
/* Fill elem (zeroed before) from the current row of st, checking what it
 * reads (db_col_range ...): SK_OK, or the error in err. */
typedef int (*dn_check_fn)(db_stmt *st, void *elem, sk_err *err);
/* db_query_fn_list with a checking row function: the rows up to the first
 * one fn refuses; on any failure every element cleared (clear may be
 * NULL), *out NULL and *n 0. */
int db_query_checked(db *d, const char *sql, db_args a, dn_check_fn fn, dn_clear_fn clear,
                     size_t size, void **out, size_t *n, const char *what, sk_err *err);
/* Run sql, a statement without rows, with a (a write: db_changes(d) tells
 * how many rows it changed). */
int db_run(db *d, const char *sql, db_args a, const char *what, sk_err *err);
/* One write of a batch (db_run_batch): its SQL, parameters and the words
 * of what failed. */
typedef struct db_batch_stmt {
    const char *sql;
    db_args args;
    const char *what;
} db_batch_stmt;
/* The writes v[0..n) in order, as db_run each (no rows read, the same
 * errors: the first that fails is db_sqlerr(d, err, its what) and those
 * after it do not run), in one round trip on an engine behind a
 * connection (PostgreSQL's pipeline mode; SQLite runs them one by one).
 * For a run of writes none of which needs another's result. */
int db_run_batch(db *d, const db_batch_stmt *v, size_t n, sk_err *err);
/* db_run in a write transaction of its own (db_begin ... db_finish). */
int db_run_tx(db *d, const char *sql, db_args a, const char *what, sk_err *err);

/* ---- row functions (dn_*): each finalizes the statement it is given
 * (NULL, a failed db_prep, is SK_FAIL with err as db_prep left it) ---- */

/* Clear each of the n elements of v (size bytes each) and free v. */
void dn_free(void *v, size_t n, size_t size, dn_clear_fn clear);
/* Step st to its end, each row into a new element of *out (size bytes,
 * *n of them).  On a failed step: SK_FAIL by db_sqlerr with what, the
 * elements cleared (clear may be NULL) and *out NULL, *n 0. */
int dn_collect(db *d, db_stmt *st, dn_row_fn fn, dn_clear_fn clear, size_t size, void **out,
               size_t *n, const char *what, sk_err *err);
/* At most one row of st into elem (zeroed before; *found). */
int dn_one(db *d, db_stmt *st, dn_row_fn fn, void *elem, size_t size, bool *found,
           const char *what, sk_err *err);
/* Row functions for dn_one: column 0 as an int64_t into elem (an
 * int64_t), as malloc'd text (NULL for NULL) into elem (a char *). */
void dn_row_id(db_stmt *st, void *elem);
void dn_row_str(db_stmt *st, void *elem);
/* Step a statement without rows (a write). */
int dn_write(db *d, db_stmt *st, const char *what, sk_err *err);
/* Column col as text into out (n bytes; "" for NULL). */
void dn_text_into(db_stmt *st, int col, char *out, size_t n);

#endif
