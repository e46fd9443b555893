/* drv_pg.c - the PostgreSQL driver (libpq): a database is a libpq URI,
 * postgresql://USER@HOST:PORT/DATABASE or postgres:///DATABASE?host=DIR.
 * This file has its statements, its transactions and its table of
 * functions (db_driver_pg); the connection itself (opening, errors, plain
 * SQL, reconnecting) and the work on the database as a whole (schema,
 * data version, COPY, LISTEN/NOTIFY, db copy's tables) are drv_pg_conn.c's,
 * through drv_pg_int.h.
 *
 * Parameters: the SQL's `:name`s become `$N` at prepare time (the same
 * name, the same number); values travel as text with their types (int8,
 * text, float8), so the server never has to guess a type.  Results come
 * back whole (PQexecParams) and are stepped through row by row.
 *
 * Transactions: a write takes a transaction-scoped advisory lock at BEGIN
 * (pg_advisory_xact_lock, the key "SKAT"), so writers follow one another
 * as under SQLite's BEGIN IMMEDIATE and every statement of a write sees
 * every write committed before it (READ COMMITTED after the lock): nothing
 * is lost between a check and the write that follows it.  A serialization
 * failure or deadlock at BEGIN is retried (a bounded number of times); a
 * lock not granted within lock_timeout (10 s, like SQLite's busy timeout)
 * is DB_E_BUSY.  A read snapshot is REPEATABLE READ READ ONLY.  Every write
 * commit moves skatsheet_schema.data_version and sends NOTIFY skatsheet
 * (delivered at COMMIT), so other connections (another `serve`, the TUI)
 * see the change. */
#include "db.h"
#include "drv.h"
#include "drv_pg_int.h"
#include "i18n.h"
#include "pqlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const db_migration db_migrations_pg[];

#define LOCK_KEY 0x534b4154 /* "SKAT": the writers' advisory lock */
#define RETRIES 5           /* serialization failures and deadlocks at BEGIN */

/* type oids (pg_type.h is server-side) */
#define OID_BOOL 16
#define OID_INT8 20
#define OID_INT2 21
#define OID_INT4 23
#define OID_TEXT 25
#define OID_OID 26
#define OID_FLOAT4 700
#define OID_FLOAT8 701
#define OID_NUMERIC 1700

typedef struct pg_stmt {
    db_stmt_base b;
    char *sql;          /* with $N */
    int n;              /* parameters */
    char **names;       /* ":name" of $i+1 */
    char **values;      /* bound values as text (NULL: SQL NULL) */
    Oid *types;
    PGresult *res;
    int row, nrows, ncols;
    bool done;          /* executed: stepping through res */
} pg_stmt;

#define PS(s) ((pg_stmt *)(s))

static bool pg_claims(const char *target)
{
    return strncmp(target, "postgresql://", 13) == 0 || strncmp(target, "postgres://", 11) == 0;
}

/* ---- what drv_pg_conn.c kept: the last error, the place ------------------ */

static int pg_errclass(db_conn *c)
{
    return c->cls;
}

static const char *pg_errmsg(db_conn *c)
{
    return c->msg;
}

static const char *pg_where(db_conn *c)
{
    return pg_conn_where(c);
}

static int pg_exec(db_conn *c, const char *sql)
{
    return pgd_run(c, sql);
}

/* ---- statements ----------------------------------------------------------- */

static int name_index(pg_stmt *s, const char *name, size_t len)
{
    for (int i = 0; i < s->n; i++)
        if (strlen(s->names[i]) == len && strncmp(s->names[i], name, len) == 0)
            return i;
    return -1;
}

/* sql with every :name (outside quotes, comments and :: casts) as $N. */
static char *convert(pg_stmt *s, const char *sql)
{
    size_t len = strlen(sql);
    char *out = xmalloc(len * 2 + 16);
    size_t o = 0;
    for (size_t i = 0; i < len;) {
        char ch = sql[i];
        if (ch == '\'' || ch == '"') { /* a literal or a quoted identifier */
            char q = ch;
            out[o++] = sql[i++];
            while (i < len) {
                out[o++] = sql[i];
                if (sql[i++] == q) {
                    if (i < len && sql[i] == q) {
                        out[o++] = sql[i++];
                        continue;
                    }
                    break;
                }
            }
            continue;
        }
        if (ch == '-' && i + 1 < len && sql[i + 1] == '-') {
            while (i < len && sql[i] != '\n')
                out[o++] = sql[i++];
            continue;
        }
        if (ch == ':' && i + 1 < len && sql[i + 1] == ':') {
            out[o++] = sql[i++];
            out[o++] = sql[i++];
            continue;
        }
        if (ch == ':' && i + 1 < len &&
            (sql[i + 1] == '_' || (sql[i + 1] >= 'a' && sql[i + 1] <= 'z') ||
             (sql[i + 1] >= 'A' && sql[i + 1] <= 'Z'))) {
            size_t j = i + 1;
            while (j < len && (sql[j] == '_' || (sql[j] >= 'a' && sql[j] <= 'z') ||
                               (sql[j] >= 'A' && sql[j] <= 'Z') || (sql[j] >= '0' && sql[j] <= '9')))
                j++;
            int k = name_index(s, sql + i, j - i);
            if (k < 0) {
                k = s->n++;
                s->names = xrealloc(s->names, (size_t)s->n * sizeof *s->names);
                s->names[k] = xmalloc(j - i + 1);
                memcpy(s->names[k], sql + i, j - i);
                s->names[k][j - i] = '\0';
            }
            o += (size_t)sprintf(out + o, "$%d", k + 1);
            i = j;
            continue;
        }
        out[o++] = sql[i++];
    }
    out[o] = '\0';
    return out;
}

static db_stmt *pg_prepare(db_conn *c, const char *sql)
{
    c->cls = DB_E_NONE;
    pg_stmt *s = xcalloc(1, sizeof *s);
    s->b.drv = &db_driver_pg;
    s->b.conn = c;
    s->sql = convert(s, sql);
    if (s->n) {
        s->values = xcalloc((size_t)s->n, sizeof *s->values);
        s->types = xcalloc((size_t)s->n, sizeof *s->types);
    }
    return (db_stmt *)s;
}

static int pg_param(db_stmt *st, const char *name)
{
    return name_index(PS(st), name, strlen(name)) + 1;
}

static void set_value(pg_stmt *s, int idx, char *v, Oid type)
{
    if (idx < 1 || idx > s->n) {
        free(v);
        return;
    }
    free(s->values[idx - 1]);
    s->values[idx - 1] = v;
    s->types[idx - 1] = type;
}

static void pg_bind_int(db_stmt *st, int idx, int64_t v)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", (long long)v);
    set_value(PS(st), idx, xstrdup(buf), OID_INT8);
}

static void pg_bind_text(db_stmt *st, int idx, const char *v)
{
    set_value(PS(st), idx, xstrdup(v), OID_TEXT);
}

static void pg_bind_real(db_stmt *st, int idx, double v)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%.17g", v);
    set_value(PS(st), idx, xstrdup(buf), OID_FLOAT8);
}

static void pg_bind_null(db_stmt *st, int idx, int type)
{
    set_value(PS(st), idx, NULL, type == DB_INTEGER ? OID_INT8 : type == DB_TEXT ? OID_TEXT
                                                                                   : 0);
}

static int pg_step(db_stmt *st)
{
    pg_stmt *s = PS(st);
    db_conn *c = s->b.conn;
    if (s->done) {
        if (s->row + 1 < s->nrows) {
            s->row++;
            return DB_ROW;
        }
        s->row = s->nrows;
        return DB_DONE;
    }
    c->cls = DB_E_NONE;
    if (!pgd_revive(c)) {
        pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
        return DB_ERROR;
    }
    PQclear(s->res);
    s->res = PQexecParams(c->pg, s->sql, s->n, s->types, (const char *const *)s->values, NULL,
                          NULL, 0);
    ExecStatusType rs = PQresultStatus(s->res);
    if (rs == PGRES_TUPLES_OK) {
        s->done = true;
        s->nrows = PQntuples(s->res);
        s->ncols = PQnfields(s->res);
        s->row = 0;
        const char *t = PQcmdTuples(s->res);
        c->changes = t && *t ? strtoll(t, NULL, 10) : 0;
        if (s->nrows > 0)
            return DB_ROW;
        return DB_DONE;
    }
    if (rs == PGRES_COMMAND_OK) {
        s->done = true;
        s->nrows = 0;
        s->ncols = 0;
        const char *t = PQcmdTuples(s->res);
        c->changes = t && *t ? strtoll(t, NULL, 10) : 0;
        return DB_DONE;
    }
    pgd_err_from(c, s->res);
    PQclear(s->res);
    s->res = NULL;
    return DB_ERROR;
}

static void pg_reset(db_stmt *st)
{
    pg_stmt *s = PS(st);
    PQclear(s->res);
    s->res = NULL;
    s->done = false;
    s->row = s->nrows = s->ncols = 0;
}

static void pg_finalize(db_stmt *st)
{
    if (!st)
        return;
    pg_stmt *s = PS(st);
    PQclear(s->res);
    for (int i = 0; i < s->n; i++) {
        free(s->names[i]);
        free(s->values[i]);
    }
    free(s->names);
    free(s->values);
    free(s->types);
    free(s->sql);
    free(s);
}

static bool have_col(pg_stmt *s, int col)
{
    return s->res && s->row < s->nrows && col >= 0 && col < s->ncols;
}

static int pg_col_count(db_stmt *st)
{
    pg_stmt *s = PS(st);
    return s->res ? PQnfields(s->res) : 0;
}

static int pg_col_type(db_stmt *st, int col)
{
    pg_stmt *s = PS(st);
    if (!have_col(s, col) || PQgetisnull(s->res, s->row, col))
        return DB_NULL;
    switch (PQftype(s->res, col)) {
    case OID_BOOL:
    case OID_INT2:
    case OID_INT4:
    case OID_INT8:
    case OID_OID:
        return DB_INTEGER;
    case OID_NUMERIC:
        return strchr(PQgetvalue(s->res, s->row, col), '.') ? DB_REAL : DB_INTEGER;
    case OID_FLOAT4:
    case OID_FLOAT8:
        return DB_REAL;
    default:
        return DB_TEXT;
    }
}

/* Column col of the current row as a number: *v its text (NULL for SQL
 * NULL, no such column or a boolean, whose value is then the result). */
static int col_number(db_stmt *st, int col, const char **v)
{
    pg_stmt *s = PS(st);
    *v = NULL;
    if (!have_col(s, col) || PQgetisnull(s->res, s->row, col))
        return 0;
    const char *t = PQgetvalue(s->res, s->row, col);
    if (PQftype(s->res, col) == OID_BOOL)
        return t[0] == 't';
    *v = t;
    return 0;
}

static double pg_col_real(db_stmt *st, int col)
{
    const char *v;
    int b = col_number(st, col, &v);
    return v ? strtod(v, NULL) : b;
}

static int64_t pg_col_int(db_stmt *st, int col)
{
    const char *v;
    int b = col_number(st, col, &v);
    if (!v)
        return b;
    return strpbrk(v, ".eE") ? (int64_t)strtod(v, NULL) : strtoll(v, NULL, 10);
}

static const char *pg_col_text(db_stmt *st, int col)
{
    pg_stmt *s = PS(st);
    if (!have_col(s, col) || PQgetisnull(s->res, s->row, col))
        return NULL;
    const char *v = PQgetvalue(s->res, s->row, col);
    if (PQftype(s->res, col) == OID_BOOL)
        return v[0] == 't' ? "1" : "0";
    return v;
}

static int64_t pg_changes(db_conn *c)
{
    return c->changes;
}

static int64_t pg_last_id(db_conn *c)
{
    int64_t id = 0;
    PGresult *r = PQexec(c->pg, "SELECT lastval()");
    if (PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1)
        id = strtoll(PQgetvalue(r, 0, 0), NULL, 10);
    PQclear(r);
    return id;
}

/* ---- transactions ---------------------------------------------------------- */

static int pg_rollback(db_conn *c)
{
    int cls = c->cls;
    char msg[sizeof c->msg];
    memcpy(msg, c->msg, sizeof msg);
    PGresult *r = PQexec(c->pg, "ROLLBACK");
    PQclear(r);
    c->tx = 0;
    /* the error that made the caller roll back stays the one reported */
    c->cls = cls;
    memcpy(c->msg, msg, sizeof msg);
    return SK_OK;
}

static int pg_begin(db_conn *c, int kind)
{
    if (kind == DB_TX_READ) {
        int rc = pgd_run(c, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
        if (rc == SK_OK)
            c->tx = DB_TX_READ;
        return rc;
    }
    /* the BEGIN and the lock in one round trip (one simple query of two
     * statements; when the lock fails the transaction is left open and
     * aborted: rolled back below, a ROLLBACK without one only notices) */
    char sql[128];
    snprintf(sql, sizeof sql, "BEGIN ISOLATION LEVEL READ COMMITTED; "
                              "SELECT pg_advisory_xact_lock(%d)", LOCK_KEY);
    for (int attempt = 0;; attempt++) {
        int rc = pgd_run(c, sql);
        if (rc == SK_OK) {
            c->tx = DB_TX_WRITE;
            return SK_OK;
        }
        pg_rollback(c);
        if (c->cls != DB_E_RETRY || attempt + 1 >= RETRIES)
            return SK_FAIL;
        struct timespec ts = {0, (long)(attempt + 1) * 20000000L};
        nanosleep(&ts, NULL);
    }
}

static int pg_commit(db_conn *c)
{
    int64_t keep = c->changes;
    /* a write: the data version, the NOTIFY and the COMMIT in one round
     * trip (a failure stops the query before the COMMIT: the caller rolls
     * back) */
    int rc = pgd_run(c, c->tx == DB_TX_WRITE ? "UPDATE skatsheet_schema SET data_version = "
                                               "data_version + 1; NOTIFY skatsheet; COMMIT"
                                             : "COMMIT");
    c->changes = keep;
    if (rc == SK_OK)
        c->tx = 0;
    return rc;
}

/* The schema's errors worded with this driver (drv_pg_conn.c never names
 * db_driver_pg: the files call one way only, tests/layers/cycles.sh). */
static int pg_schema_get(db_conn *c, int *version, sk_err *err)
{
    return pgd_schema_get(&db_driver_pg, c, version, err);
}

/* serve's settings (issue 28): a shorter wait for locks, a reading
 * connection that never writes.  No file: file_state, flush_log and clone
 * stay NULL (db_file.h answers "unchanged"; db copy backs a server up). */
static void pg_set_wait(db_conn *c, int ms)
{
    char sql[64];
    snprintf(sql, sizeof sql, "SET lock_timeout = '%dms'", ms < 1 ? 1 : ms);
    pg_exec(c, sql);
}

static int pg_read_only(db_conn *c)
{
    return pg_exec(c, "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY");
}

/* run_batch and write_batch (drv.h): the statements as drv_pg_pipe.c's
 * pipeline takes them (each is then done, nothing to step through);
 * the caller frees the array. */
static pgd_query *pipe_queries(db_stmt *const *sts, int n)
{
    pgd_query *q = xcalloc((size_t)n + 1, sizeof *q);
    for (int i = 0; i < n; i++) {
        pg_reset(sts[i]);
        pg_stmt *s = PS(sts[i]);
        q[i] = (pgd_query){s->sql, s->n, s->types, s->values};
        s->done = true;
    }
    return q;
}

static int pg_run_batch(db_conn *c, db_stmt *const *sts, int n, int *failed)
{
    pgd_query *q = pipe_queries(sts, n);
    int rc = pgd_pipeline(c, q, n, failed);
    free(q);
    return rc;
}

static int pg_write_batch(db_conn *c, db_stmt *const *sts, int n, int *failed)
{
    pgd_query *q = pipe_queries(sts, n);
    int rc = pgd_write_pipeline(c, q, n, LOCK_KEY, RETRIES, failed);
    free(q);
    return rc;
}

const db_driver db_driver_pg = {
    .name = "postgresql",
    .remote = true,
    .claims = pg_claims,
    .open = pgd_open,
    .close = pgd_close,
    .where = pg_where,
    .exec = pg_exec,
    .prepare = pg_prepare,
    .param = pg_param,
    .bind_int = pg_bind_int,
    .bind_text = pg_bind_text,
    .bind_real = pg_bind_real,
    .bind_null = pg_bind_null,
    .step = pg_step,
    .reset = pg_reset,
    .finalize = pg_finalize,
    .col_count = pg_col_count,
    .col_type = pg_col_type,
    .col_int = pg_col_int,
    .col_real = pg_col_real,
    .col_text = pg_col_text,
    .changes = pg_changes,
    .last_id = pg_last_id,
    .begin = pg_begin,
    .commit = pg_commit,
    .rollback = pg_rollback,
    .errclass = pg_errclass,
    .errmsg = pg_errmsg,
    .schema_get = pg_schema_get,
    .schema_set = pgd_schema_set,
    .other_schema = pgd_other_schema,
    .migrations = db_migrations_pg,
    .data_version = pgd_data_version,
    .bulk_insert = pgd_bulk_insert,
    .bulk_checks_off = pgd_bulk_checks_off,
    .bulk_checks_on = pgd_bulk_checks_on,
    .wait_change = pgd_wait_change,
    .tables = pgd_tables,
    .ids_follow = pgd_ids_follow,
    .dump = pgd_dump,
    .set_wait = pg_set_wait,
    .read_only = pg_read_only,
    .run_batch = pg_run_batch,
    .write_batch = pg_write_batch,
};
