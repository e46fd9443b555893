/* drv_pg_int.h - what the two files of the PostgreSQL driver share: the
 * connection and the calls drv_pg.c (statements, transactions, the table
 * of functions) makes into drv_pg_conn.c (the connection, the database as
 * a whole).  drv_pg_conn.c never calls drv_pg.c (no cycle between files,
 * tests/layers/cycles.sh).  Private to those two files; both include
 * pqlib.h, so every PQ* call goes through the lazily loaded libpq.
 *
 * Errors: a call that fails keeps its class (DB_E_*) and the first line of
 * the server's words in the connection (cls, msg), which the driver's
 * errclass and errmsg hand out. */
#ifndef SK_DRV_PG_INT_H
#define SK_DRV_PG_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "drv.h"
#include "pqlib.h"

struct db_conn {
    PGconn *pg;
    char *target;
    char where[320];    /* "DATABASE on HOST:PORT" for messages (no password),
                           in the language of the moment (pg_conn_where) */
    char where_db[160], where_host[150]; /* its parts */
    bool created;       /* opened with DB_OPEN_CREATE */
    int tx;             /* 0, DB_TX_WRITE or DB_TX_READ */
    int cls;            /* last error */
    char msg[1024];
    int64_t changes;
    bool listening;
};

/* ---- the connection --------------------------------------------------- */

/* The driver's open (drv.h): connect to target, a libpq URI, loading libpq
 * first.  *out is the caller's (pgd_close); NULL on failure, with err
 * naming the place (never a password): SK_USAGE for a URI libpq does not
 * understand, SK_FAIL for a server out of reach, refused credentials or a
 * database that does not exist. */
int pgd_open(const char *target, int flags, db_conn **out, sk_err *err);
/* Disconnect and free c (NULL is fine). */
void pgd_close(db_conn *c);

/* Keep cls and the first line of msg (a libpq message) as c's error. */
void pgd_set_err(db_conn *c, int cls, const char *msg);
/* Keep the error of the failed result res as c's, its class from the
 * SQLSTATE; DB_E_GONE when the connection is lost, DB_E_OTHER with
 * libpq's words when res is NULL.  res stays the caller's. */
void pgd_err_from(db_conn *c, const PGresult *res);

/* Before a statement is sent: true when c can take it.  A connection lost
 * (or closed by its server while idle) outside a transaction is
 * reconnected once (PQreset, the session's settings again, LISTEN to be
 * renewed); false inside a transaction or when the reconnect fails (the
 * caller keeps DB_E_GONE). */
bool pgd_revive(db_conn *c);
/* Run sql (no parameters; several statements may be given) after
 * pgd_revive: SK_OK with c->changes the rows it changed, or SK_FAIL with
 * the error kept in c. */
int pgd_run(db_conn *c, const char *sql);

/* ---- the database as a whole (the driver's functions, drv.h) ---------- */

/* schema_get: the errors worded by db_drv_err with drv (db_driver_pg,
 * which drv_pg_conn.c does not name).  SK_INVALID: the database belongs to
 * another program; SK_FAIL: empty without DB_OPEN_CREATE, a schema already
 * there with it, or the database failed. */
int pgd_schema_get(const db_driver *drv, db_conn *c, int *version, sk_err *err);
/* schema_set: makes the table skatsheet_schema on the first migration.
 * SK_FAIL with the error kept in c. */
int pgd_schema_set(db_conn *c, int version);
/* data_version: SK_FAIL with the error kept in c. */
int pgd_data_version(db_conn *c, int64_t *out);
/* db_driver.other_schema (drv.h): pg_stat_activity's skatsheet
 * connections to this database of another schema than latest. */
int pgd_other_schema(db_conn *c, int latest, char *who, size_t n);
/* bulk_insert with COPY, under a savepoint: on failure the batch is undone
 * and its error (not the rollback's) kept in c.  rows stay the caller's;
 * table and cols are the caller's own constants (not quoted). */
int pgd_bulk_insert(db_conn *c, const char *table, const char *cols, int ncols,
                    const db_value *rows, int nrows);
/* bulk_checks_off, bulk_checks_on: the setting skatsheet.bulk for this
 * transaction, which the triggers ask (table and triggers unused).
 * SK_FAIL with the error kept in c. */
int pgd_bulk_checks_off(db_conn *c, const char *table, const char *const *triggers, int n);
int pgd_bulk_checks_on(db_conn *c);
/* wait_change by LISTEN skatsheet: 1 a NOTIFY came, 0 time-out (or a
 * signal), -1 error (the error kept in c). */
int pgd_wait_change(db_conn *c, int timeout_ms);
/* tables: *out the caller's (db_table_defs_free); SK_FAIL with the error
 * kept in c and nothing in *out. */
int pgd_tables(db_conn *c, db_table_def **out, size_t *n);
/* ids_follow: every identity column's sequence past its largest value.
 * SK_FAIL with the error kept in c. */
int pgd_ids_follow(db_conn *c);

/* dump (drv_pg_dump.c): pg_dump --format=custom into path, its
 * connection parameters (password included) in its environment. */
int pgd_dump(db_conn *c, const char *path, sk_err *err);

/* ---- a run of statements in one round trip (drv_pg_pipe.c) ----------- */

/* One statement of a pipeline: its SQL with $N and its n values as text
 * (NULL: SQL NULL) with their types; all the caller's. */
typedef struct pgd_query {
    const char *sql;
    int n;
    const Oid *types;
    char *const *values;
} pgd_query;
/* The driver's run_batch (drv.h): q[0..n) sent in pipeline mode, one
 * Sync, the results read (no rows kept).  SK_OK with c->changes the last
 * one's; SK_FAIL with *failed the first that failed and its error kept in
 * c (those after it were not run). */
int pgd_pipeline(db_conn *c, const pgd_query *q, int n, int *failed);
/* The driver's write_batch (drv.h): q[0..n) in a write transaction of
 * their own, all in one pipeline: BEGIN and the writers' advisory lock
 * lock_key before them, the data version, NOTIFY and COMMIT after them
 * (as pg_begin and pg_commit).  SK_FAIL: rolled back, the error kept in c,
 * *failed -1 for the BEGIN (a serialization failure or deadlock there
 * tried again, retries times in all), n for the commit, else the
 * statement's index. */
int pgd_write_pipeline(db_conn *c, const pgd_query *q, int n, int lock_key, int retries,
                       int *failed);

/* c->where in the current language ("DATABASE on HOST", German "auf"). */
const char *pg_conn_where(db_conn *c);

#endif
