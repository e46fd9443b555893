/* drv.h - the database driver interface under db/ (in the manner of
 * Dovecot's lib-sql and git's ref storage backends: one const struct per
 * engine, chosen by the database's name when it is opened).
 *
 * The rest of db/ speaks only this interface, through the wrappers in
 * db_internal.h (db_prep, db_bind_*, db_step, db_col_*); nothing above db/
 * ever sees it.  Two drivers: drv_sqlite.c (a file name) and drv_pg.c (a
 * libpq connection URI, postgresql://... or postgres://...; with
 * drv_pg_conn.c, drv_pg_int.h).  A third
 * engine is a third file with one `const db_driver` and a line in
 * db_drivers[] (db.c).
 *
 * SQL is written once for both engines: named parameters `:name` (bound
 * by name, never by position: SQLite numbers `$N` by first appearance),
 * `ON CONFLICT`, `RETURNING`, integers for points and cents and 0/1 flags,
 * ISO dates and times as text computed in C.  Where the engines must differ
 * (schema, bulk loading, the data version, the schema version) the
 * difference lives in the driver.
 *
 * Ownership, one rule for all text a driver hands out: a column's text is
 * the statement's, valid until the next step, reset or finalize of that
 * statement; copy it to keep it.  Error text is the connection's, valid
 * until its next call.
 */
#ifndef SK_DRV_H
#define SK_DRV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

typedef struct db_conn db_conn;   /* a driver's connection (driver-defined) */
typedef struct db_stmt db_stmt;   /* a prepared statement (starts with db_stmt_base) */
typedef struct db_driver db_driver;

/* A table as db copy sees it. */
typedef struct db_table_def {
    char *name;
    char *cols;       /* "a, b, c" in the table's order */
    int ncols;
    char *order;      /* ORDER BY text that reads the rows in insertion order */
    char **parents;   /* the tables its foreign keys name (not itself) */
    size_t nparents;
} db_table_def;


/* Column types as a driver reports them. */
enum { DB_NULL = 0, DB_INTEGER = 1, DB_REAL = 2, DB_TEXT = 3 };

/* db_step: a row is ready, or the statement is done; anything else is an
 * error (the connection's errclass/errmsg say which). */
enum { DB_ERROR = -1, DB_DONE = 0, DB_ROW = 1 };

/* The error classes of both drivers (tig's STATUS_CODE_INFO): each driver
 * maps its engine's codes onto them, drverr.c words each once for users. */
#define DB_ERRCLASSES(X)                                                                        \
    X(DB_E_NONE)       /* no error */                                                           \
    X(DB_E_CONSTRAINT) /* refused by the schema (a CHECK, a foreign key, a trigger) */          \
    X(DB_E_UNIQUE)     /* a duplicate of a stored row */                                        \
    X(DB_E_BUSY)       /* another writer held the lock past the busy timeout */                 \
    X(DB_E_RETRY)      /* a concurrent write conflicted (serialization, deadlock) */            \
    X(DB_E_FULL)       /* no room to write */                                                   \
    X(DB_E_IO)         /* a read or write of the storage failed */                              \
    X(DB_E_READONLY)   /* the database cannot be written */                                     \
    X(DB_E_CORRUPT)    /* damaged */                                                            \
    X(DB_E_CONNECT)    /* the server cannot be reached */                                       \
    X(DB_E_AUTH)       /* the server refused the credentials */                                 \
    X(DB_E_GONE)       /* the connection to the server was lost */                              \
    X(DB_E_MISUSE)     /* misused (a bug in skatsheet) */                                       \
    X(DB_E_OTHER)      /* anything else */

enum db_errclass {
#define DB_X(name) name,
    DB_ERRCLASSES(DB_X)
#undef DB_X
    DB_E_COUNT
};

/* What an error class means, in English (translate with _()). */
const char *db_errclass_text(int cls);

/* Transaction kinds for begin. */
enum {
    DB_TX_WRITE = 1, /* a write: one writer at a time, waits for the lock (busy timeout) */
    DB_TX_READ = 2,  /* a consistent snapshot for several reads; never writes */
};

/* Flags for open. */
enum {
    DB_OPEN_CREATE = 1, /* make a new database (skatsheet init); else it must exist */
    DB_OPEN_PEEK = 2,   /* a quick read-only look (a setting before the real open): no
                         * settings, a short wait for locks, no message but err */
};

/* Every driver's statement starts with this. */
struct db;
typedef struct db_stmt_base {
    const db_driver *drv;
    db_conn *conn;
    struct db *owner;      /* set by db_prep */
    const char *bad_param; /* the first name bound that the SQL lacks (a bug) */
    const char *sql;       /* the text as prepared (the statement count's trace; db_prep) */
    bool ran;              /* stepped since prepared or reset (counted once per run) */
} db_stmt_base;

/* One value of a row for bulk_insert. */
typedef struct db_value {
    int type;        /* DB_INTEGER, DB_TEXT or DB_NULL */
    int64_t i;
    const char *s;
} db_value;

/* An embedded migration (build/gen/schema_gen.c). */
typedef struct db_migration {
    int version;
    const char *name;
    const char *sql;
} db_migration;

struct db_driver {
    const char *name;  /* "sqlite", "postgresql" */
    /* Whether rows reach the program over a connection to a server (not
     * read from a file in the process): a query that sends a few sums is
     * then faster than one that sends every row for the program to add
     * up, which is the faster way on a local file.  db/ picks its queries
     * by this (db_sheet_sums_each); callers never ask. */
    bool remote;
    /* Whether target names a database of this engine (a URI scheme). */
    bool (*claims)(const char *target);
    /* Connect.  SK_FAIL with err naming the place (never a password) and
     * the reason.  *out is NULL on failure.  Does not check the schema. */
    int (*open)(const char *target, int flags, db_conn **out, sk_err *err);
    void (*close)(db_conn *c);
    /* The place for messages: the file name, or host/database (no password). */
    const char *(*where)(db_conn *c);
    /* Run statements without parameters or results (migrations, DDL). */
    int (*exec)(db_conn *c, const char *sql);
    /* Prepare one statement; NULL on error (errmsg says why). */
    db_stmt *(*prepare)(db_conn *c, const char *sql);
    /* The 1-based index of parameter name (":tid") in st, 0 when none. */
    int (*param)(db_stmt *st, const char *name);
    void (*bind_int)(db_stmt *st, int idx, int64_t v);
    void (*bind_text)(db_stmt *st, int idx, const char *s); /* copied */
    void (*bind_real)(db_stmt *st, int idx, double v);
    /* type: the column type the NULL stands for (DB_INTEGER, DB_TEXT or DB_NULL) */
    void (*bind_null)(db_stmt *st, int idx, int type);
    int (*step)(db_stmt *st);            /* DB_ROW, DB_DONE or DB_ERROR */
    void (*reset)(db_stmt *st);          /* rewind; bindings stay */
    void (*finalize)(db_stmt *st);       /* NULL is fine */
    int (*col_count)(db_stmt *st);
    int (*col_type)(db_stmt *st, int col);
    int64_t (*col_int)(db_stmt *st, int col);
    double (*col_real)(db_stmt *st, int col);
    const char *(*col_text)(db_stmt *st, int col); /* NULL for SQL NULL */
    /* Rows changed by the last finished INSERT/UPDATE/DELETE of c. */
    int64_t (*changes)(db_conn *c);
    /* The id of the last row inserted through c (prefer RETURNING id). */
    int64_t (*last_id)(db_conn *c);
    int (*begin)(db_conn *c, int kind);
    int (*commit)(db_conn *c);
    int (*rollback)(db_conn *c);
    /* The last error of c: its class and the engine's own words. */
    int (*errclass)(db_conn *c);
    const char *(*errmsg)(db_conn *c);
    /* The schema: whether the database is a skatsheet one (SK_INVALID: it
     * belongs to another program; *version 0 and SK_OK: empty), and its
     * version.  set_version runs inside the migration's transaction. */
    int (*schema_get)(db_conn *c, int *version, sk_err *err);
    int (*schema_set)(db_conn *c, int version);
    /* Inside the migration's transaction: another connection to the same
     * database by a skatsheet of another schema than latest (its
     * db_client_label does not end in " schema LATEST")?  1 and *who
     * naming the first ("'skatsheet-serve 0.1.0 schema 34' (pid 4711 at
     * 192.0.2.7)"), 0 when none, -1 on error (errmsg).  NULL: the engine
     * has no list of connections. */
    int (*other_schema)(db_conn *c, int latest, char *who, size_t n);
    /* This engine's migrations (terminated by version 0). */
    const db_migration *migrations;
    /* A number that changes whenever anybody commits a write (the TUI and
     * the web refresh when it moves). */
    int (*data_version)(db_conn *c, int64_t *out);
    /* Bulk loading inside the open write transaction: nrows rows of ncols
     * values (row-major) into table(cols).  All or nothing per call: on
     * failure no row of the call is stored and the transaction carries on
     * (so the caller can find the refused row one by one). */
    int (*bulk_insert)(db_conn *c, const char *table, const char *cols, int ncols,
                       const db_value *rows, int nrows);
    /* Switch off, until bulk_checks_on or the end of the transaction, the
     * named triggers of table whose checks the caller makes itself (a bulk
     * import); no other connection ever sees them off. */
    int (*bulk_checks_off)(db_conn *c, const char *table, const char *const *triggers, int n);
    int (*bulk_checks_on)(db_conn *c);
    /* Wait up to timeout_ms for another connection's commit: 1 when one
     * came, 0 on time-out, -1 on error.  NULL: the engine has no such
     * signal (db_wait_change polls the data version). */
    int (*wait_change)(db_conn *c, int timeout_ms);
    /* The tables of the database (skatsheet_schema and the engine's own
     * excluded) for db copy: *out an array of *n, the caller frees it with
     * db_table_defs_free. */
    int (*tables)(db_conn *c, db_table_def **out, size_t *n);
    /* After rows were copied in with their ids: the next id of each table
     * follows the largest (PostgreSQL's identities; nothing on SQLite). */
    int (*ids_follow)(db_conn *c);
    /* The engine's file, for an engine whose database is one (NULL: a
     * server; db_file.h then answers "unchanged"), issue 28:
     * file_state: DB_FILE_SAME when the file at c's place is still the one
     * c opened (and holds the same database), DB_FILE_REPLACED, or
     * DB_FILE_GONE; *stamp, *log (may be NULL): numbers that change with
     * the file's and its log's size and times (0: no such file). */
    int (*file_state)(db_conn *c, uint64_t *stamp, uint64_t *log);
    /* Write the log of commits back into the file and empty it, waiting
     * only a moment for readers (best effort). NULL: nothing to flush. */
    void (*flush_log)(db_conn *c);
    /* How long a write waits for another writer's lock (ms). */
    void (*set_wait)(db_conn *c, int ms);
    /* From now on c only reads (a write through it fails at once). */
    int (*read_only)(db_conn *c);
    /* Copy the whole database of `from` into `to`, replacing what `to`
     * held, in one write of `to` (an online backup: a consistent copy
     * while others read and write); waits up to busy_ms for locks.  NULL:
     * the engine has none (db copy serves it). */
    int (*clone)(db_conn *from, db_conn *to, int busy_ms);
    /* Write the whole database of c into the new file path in the
     * engine's own dump format (PostgreSQL: pg_dump's custom format, run
     * with c's connection parameters in its environment, never a password
     * on a command line), a consistent snapshot.  SK_FAIL with err saying
     * why.  NULL: the engine has none (its backup is the SQLite file). */
    int (*dump)(db_conn *c, const char *path, sk_err *err);
    /* Run the n prepared and bound statements sts in order, their rows
     * (if any) not read, in as few round trips as the engine can (issue
     * 38: PostgreSQL's pipeline mode; a run of writes whose results
     * nobody needs before the last).  SK_OK, or SK_FAIL with *failed the
     * index of the first that failed (the connection's error says why,
     * worded as its step's would be; those after it did not run).  NULL:
     * db.c steps them one by one. */
    int (*run_batch)(db_conn *c, db_stmt *const *sts, int n, int *failed);
    /* run_batch in a write transaction of its own (begin, the statements,
     * commit) sent at once; outside any transaction.  SK_FAIL: rolled
     * back, *failed -1 when the begin failed, n when the commit did.
     * NULL: db.c begins, runs them and commits. */
    int (*write_batch)(db_conn *c, db_stmt *const *sts, int n, int *failed);
    /* Forget the pages cached from earlier transactions: the next one reads
     * the file afresh (a copy written over it in place is then read as it
     * is, not mixed with what was cached).  NULL: nothing cached. */
    void (*forget)(db_conn *c);
};

void db_table_defs_free(db_table_def *v, size_t n);
/* For a driver's tables: t->parents from parents, np table names each
 * ended by a newline but the last (parents is freed). */
void db_table_def_parents(db_table_def *t, char *parents, int np);
/* Fill t (its name set) from connection c: its columns, order and
 * parents; SK_FAIL when they cannot be read. */
typedef int (*db_table_fill_fn)(db_conn *c, db_table_def *t);
/* A driver's tables: one for each of the count names of names (each ended
 * by a newline but the last; freed; NULL: SK_FAIL), filled by fill, into
 * *out and *n (db_table_defs_free); on failure none. */
int db_table_defs_of(db_conn *c, char *names, int count, db_table_fill_fn fill,
                     db_table_def **out, size_t *n);

/* The process's name for a server's list of connections (db_set_client):
 * "skatsheet-serve 0.1.0 schema 35". */
const char *db_client_label(void);

/* err from the last error of connection c, worded by its class (db.c):
 * SK_INVALID for a constraint, else SK_FAIL; what says what was being done
 * ("reading the games"). For drivers' own steps (opening, settings). */
int db_drv_err(const db_driver *drv, db_conn *c, sk_err *err, const char *what);

extern const db_driver db_driver_sqlite;
extern const db_driver db_driver_pg;

#endif
