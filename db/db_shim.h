/* db_shim.h - the statement API of the coming driver interface (issue 26:
 * db/drv.h, db_internal.h's db_bind_int(st, ":name", v), db_step ->
 * DB_ROW/DB_DONE, db_col_*), over SQLite, for the federation's db files
 * (db_ids.c, db_fed*.c) written before that interface is on main.  Their
 * SQL is already the portable kind (named parameters, RETURNING, ON
 * CONFLICT, no SQLite functions); once db/drv.h lands this header goes and
 * those files include db_internal.h alone.  Only for files in db/.
 */
#ifndef SK_DB_SHIM_H
#define SK_DB_SHIM_H

#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "db_internal.h"

typedef sqlite3_stmt db_stmt;

enum { DB_ERROR = -1, DB_DONE = 0, DB_ROW = 1 };
enum { DB_NULL = 0, DB_INTEGER = 1, DB_REAL = 2, DB_TEXT = 3 };

/* The index of :name; a name the SQL lacks is a bug in the caller. */
static inline int db_shim_param(db_stmt *st, const char *name)
{
    int i = sqlite3_bind_parameter_index(st, name);
    if (i == 0) {
        fprintf(stderr, "skatsheet: bug: SQL without parameter %s: %s\n", name, sqlite3_sql(st));
        abort();
    }
    return i;
}

static inline void db_bind_int(db_stmt *st, const char *name, int64_t v)
{
    sqlite3_bind_int64(st, db_shim_param(st, name), v);
}

/* s copied; NULL binds NULL */
static inline void db_bind_text(db_stmt *st, const char *name, const char *s)
{
    if (s)
        sqlite3_bind_text(st, db_shim_param(st, name), s, -1, SQLITE_TRANSIENT);
    else
        sqlite3_bind_null(st, db_shim_param(st, name));
}

static inline void db_bind_null(db_stmt *st, const char *name)
{
    sqlite3_bind_null(st, db_shim_param(st, name));
}

static inline int db_step(db_stmt *st)
{
    int rc = sqlite3_step(st);
    return rc == SQLITE_ROW ? DB_ROW : rc == SQLITE_DONE ? DB_DONE : DB_ERROR;
}

static inline void db_reset(db_stmt *st)
{
    sqlite3_reset(st);
}

static inline void db_finalize(db_stmt *st)
{
    sqlite3_finalize(st);
}

static inline int db_col_type(db_stmt *st, int col)
{
    switch (sqlite3_column_type(st, col)) {
    case SQLITE_INTEGER: return DB_INTEGER;
    case SQLITE_FLOAT: return DB_REAL;
    case SQLITE_NULL: return DB_NULL;
    default: return DB_TEXT;
    }
}

static inline int64_t db_col_int64(db_stmt *st, int col)
{
    return sqlite3_column_int64(st, col);
}

static inline int db_col_int(db_stmt *st, int col)
{
    return sqlite3_column_int(st, col);
}

/* NULL for SQL NULL; the statement's until its next step */
static inline const char *db_col_text(db_stmt *st, int col)
{
    return (const char *)sqlite3_column_text(st, col);
}

/* Not part of the driver API: the federation files' own helper (it moves
 * to a db file with the shim).  Step st, which returns no rows, finalize
 * it; on failure err from db_sqlerr with what. */
static inline int db_fx_run(db *d, db_stmt *st, const char *what, sk_err *err)
{
    int rc = db_step(st) == DB_DONE ? SK_OK : db_sqlerr(d, err, what);
    db_finalize(st);
    return rc;
}

#endif
