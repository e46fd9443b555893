/* drv_pg_conn.c - the PostgreSQL driver's connection and its work on the
 * database as a whole: opening and closing, the errors, plain SQL and
 * reconnecting; the schema marker and version, the data version, bulk
 * loading with COPY, waiting for a change (LISTEN/NOTIFY), the tables and
 * identities for db copy.  drv_pg.c has the statements, the transactions
 * and the table of functions (db_driver_pg), and calls this file, never
 * the other way round; drv_pg_int.h is what the two share.
 *
 * The schema: the table skatsheet_schema (application, version,
 * data_version) marks a skatsheet database; the driver creates it in the
 * transaction of the first migration.  A database with other tables and
 * without it belongs to another program and is refused.
 *
 * A lost connection (a server restart) is DB_E_GONE for the statement that
 * met it; the next transaction or statement outside one reconnects
 * (PQreset) once.  A connection closed by its server while it sat idle is
 * found before the next statement is sent (the end of the stream waiting
 * on the socket) and reconnected then, so that statement goes through. */
#include "db.h"
#include "drv.h"
#include "drv_pg_int.h"
#include "i18n.h"
#include "pqlib.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- errors ------------------------------------------------------------- */

static int class_of_state(const char *state)
{
    if (!state || strlen(state) != 5)
        return DB_E_OTHER;
    if (strcmp(state, "23505") == 0)
        return DB_E_UNIQUE;
    if (strncmp(state, "23", 2) == 0)
        return DB_E_CONSTRAINT;
    if (strcmp(state, "40001") == 0 || strcmp(state, "40P01") == 0)
        return DB_E_RETRY;
    if (strcmp(state, "55P03") == 0)
        return DB_E_BUSY;
    if (strcmp(state, "53100") == 0)
        return DB_E_FULL;
    if (strcmp(state, "58030") == 0)
        return DB_E_IO;
    if (strcmp(state, "25006") == 0)
        return DB_E_READONLY;
    if (strncmp(state, "08", 2) == 0 || strncmp(state, "57P", 3) == 0)
        return DB_E_GONE;
    if (strncmp(state, "28", 2) == 0)
        return DB_E_AUTH;
    if (strncmp(state, "XX", 2) == 0)
        return DB_E_CORRUPT;
    return DB_E_OTHER;
}

/* The first line of a libpq message, without "ERROR:  " and the newline. */
static void first_line(char *dst, size_t n, const char *src)
{
    if (!src)
        src = "";
    if (strncmp(src, "ERROR:  ", 8) == 0)
        src += 8;
    else if (strncmp(src, "FATAL:  ", 8) == 0)
        src += 8;
    size_t k = strcspn(src, "\n");
    if (k >= n)
        k = n - 1;
    memcpy(dst, src, k);
    dst[k] = '\0';
}

void pgd_set_err(db_conn *c, int cls, const char *msg)
{
    c->cls = cls;
    first_line(c->msg, sizeof c->msg, msg);
}

/* From a failed result (or the connection when res is NULL). */
void pgd_err_from(db_conn *c, const PGresult *res)
{
    if (PQstatus(c->pg) != CONNECTION_OK) {
        pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
        return;
    }
    if (!res) {
        pgd_set_err(c, DB_E_OTHER, PQerrorMessage(c->pg));
        return;
    }
    const char *state = PQresultErrorField(res, PG_DIAG_SQLSTATE);
    const char *prim = PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY);
    pgd_set_err(c, class_of_state(state), prim ? prim : PQresultErrorMessage(res));
}

static void quiet_notice(void *arg, const char *msg)
{
    (void)arg;
    (void)msg;
}

/* ---- running SQL --------------------------------------------------------- */

/* Whether c's server has closed it while it sat idle outside a
 * transaction (a restart since its last use): what the old server sent
 * last (its "terminating connection" notice, then the end of the stream)
 * is waiting on the socket.  Read it without waiting; libpq marks the
 * connection bad at the end of the stream (a NOTIFY read on the way stays
 * queued for PQnotifies).  Found before a statement is sent, so
 * reconnecting and sending it is safe: no server saw it. */
static bool closed_while_idle(db_conn *c)
{
    for (int reads = 0; reads < 8; reads++) {
        int fd = PQsocket(c->pg);
        if (fd < 0)
            return true;
        struct pollfd p = {fd, POLLIN, 0};
        if (poll(&p, 1, 0) <= 0)
            return false;
        if (PQconsumeInput(c->pg) == 0 || PQstatus(c->pg) != CONNECTION_OK)
            return true;
    }
    return false;
}

/* The session's application_name: this process's db_client_label, which
 * another skatsheet's upgrade looks for in pg_stat_activity (a parameter:
 * the version is never quoted into SQL).  SK_OK or SK_FAIL. */
static int name_session(db_conn *c)
{
    const char *v[1] = {db_client_label()};
    PGresult *r = PQexecParams(c->pg, "SELECT pg_catalog.set_config('application_name', $1, false)",
                               1, NULL, v, NULL, NULL, 0);
    int rc = PQresultStatus(r) == PGRES_TUPLES_OK ? SK_OK : SK_FAIL;
    if (rc != SK_OK)
        pgd_err_from(c, r);
    PQclear(r);
    return rc;
}

/* After a lost connection: one reconnect, outside a transaction only. */
bool pgd_revive(db_conn *c)
{
    if (PQstatus(c->pg) == CONNECTION_OK && (c->tx || !closed_while_idle(c)))
        return true;
    if (c->tx)
        return false;
    PQreset(c->pg);
    if (PQstatus(c->pg) != CONNECTION_OK)
        return false;
    PQsetNoticeProcessor(c->pg, quiet_notice, NULL);
    c->listening = false;
    PGresult *r = PQexec(c->pg, "SET lock_timeout = '10s'; SET work_mem = '32MB'");
    PQclear(r);
    name_session(c);
    return true;
}

/* Run sql (no parameters); SK_OK or SK_FAIL with the error kept. */
int pgd_run(db_conn *c, const char *sql)
{
    c->cls = DB_E_NONE;
    if (!pgd_revive(c)) {
        pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
        return SK_FAIL;
    }
    PGresult *r = PQexec(c->pg, sql);
    ExecStatusType s = PQresultStatus(r);
    int rc = SK_OK;
    if (s != PGRES_COMMAND_OK && s != PGRES_TUPLES_OK) {
        pgd_err_from(c, r);
        rc = SK_FAIL;
    } else {
        const char *t = PQcmdTuples(r);
        c->changes = t && *t ? strtoll(t, NULL, 10) : 0;
    }
    PQclear(r);
    return rc;
}

/* Run a one-value query; *out the value as an int64 (0 for NULL). */
static int run_int(db_conn *c, const char *sql, int64_t *out)
{
    c->cls = DB_E_NONE;
    if (!pgd_revive(c)) {
        pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
        return SK_FAIL;
    }
    PGresult *r = PQexec(c->pg, sql);
    int rc = SK_OK;
    if (PQresultStatus(r) != PGRES_TUPLES_OK || PQntuples(r) < 1) {
        pgd_err_from(c, r);
        rc = SK_FAIL;
    } else {
        *out = PQgetisnull(r, 0, 0) ? 0 : strtoll(PQgetvalue(r, 0, 0), NULL, 10);
    }
    PQclear(r);
    return rc;
}

/* ---- opening ---------------------------------------------------------------- */

void pgd_close(db_conn *c)
{
    if (!c)
        return;
    if (c->pg)
        PQfinish(c->pg);
    free(c->target);
    free(c);
}

const char *pg_conn_where(db_conn *c)
{
    snprintf(c->where, sizeof c->where, C_("database place", "%s on %s"), c->where_db, c->where_host);
    return c->where;
}

/* "DATABASE on HOST" from the URI's own parts (never its password). */
static void describe(db_conn *c, const char *target)
{
    char *msg = NULL;
    PQconninfoOption *opts = PQconninfoParse(target, &msg);
    const char *dbname = NULL, *host = NULL, *port = NULL, *user = NULL;
    for (PQconninfoOption *o = opts; o && o->keyword; o++) {
        if (!o->val || !*o->val)
            continue;
        if (strcmp(o->keyword, "dbname") == 0)
            dbname = o->val;
        else if (strcmp(o->keyword, "host") == 0)
            host = o->val;
        else if (strcmp(o->keyword, "port") == 0)
            port = o->val;
        else if (strcmp(o->keyword, "user") == 0)
            user = o->val;
    }
    const char *env_host = getenv("PGHOST");
    snprintf(c->where_db, sizeof c->where_db, "%s%s%s", user ? user : "", user ? "@" : "",
             dbname ? dbname : user ? user : "(default)");
    snprintf(c->where_host, sizeof c->where_host, "%s%s%s",
             host ? host : env_host && *env_host ? env_host : "localhost", port ? ":" : "",
             port ? port : "");
    pg_conn_where(c);
    PQconninfoFree(opts);
    PQfreemem(msg);
}

/* Connect to target with what a server across a network needs and a URI
 * seldom says: give up connecting after 5 s an attempt (libpq tries up to
 * three times against a silent server: with GSS, with SSL, plain; PQreset
 * after a lost connection too, so `serve` is never stuck in it), and
 * notice a peer gone silent within about a minute (TCP keepalives; the
 * system's own wait is two hours).  Given before the URI, so a setting the
 * URI names wins, and PGCONNECT_TIMEOUT, when set, instead of the 5 s. */
static PGconn *connect_to(const char *target)
{
    const char *kw[6], *val[6];
    int n = 0;
    const char *env = getenv("PGCONNECT_TIMEOUT");
    if (!env || !*env) {
        kw[n] = "connect_timeout";
        val[n++] = "5";
    }
    kw[n] = "keepalives_idle";
    val[n++] = "30";
    kw[n] = "keepalives_interval";
    val[n++] = "10";
    kw[n] = "keepalives_count";
    val[n++] = "3";
    kw[n] = "dbname";
    val[n++] = target;
    kw[n] = NULL;
    val[n] = NULL;
    return PQconnectdbParams(kw, val, 1);
}

int pgd_open(const char *target, int flags, db_conn **out, sk_err *err)
{
    *out = NULL;
    if (db_pq_load(err) != SK_OK) /* libpq is loaded here, not at every start (pqlib.h) */
        return SK_FAIL;
    db_conn *c = xcalloc(1, sizeof *c);
    c->target = xstrdup(target);
    c->created = (flags & DB_OPEN_CREATE) != 0;
    char *perr = NULL;
    PQconninfoOption *check = PQconninfoParse(target, &perr);
    if (!check) {
        char line[512];
        first_line(line, sizeof line, perr ? perr : "");
        PQfreemem(perr);
        char shown[512];
        db_target_shown(target, shown, sizeof shown);
        sk_err_set(err, SK_USAGE, _("--db '%s' is not a PostgreSQL URI libpq understands: %s"),
                   shown, line);
        pgd_close(c);
        return SK_USAGE;
    }
    PQconninfoFree(check);
    describe(c, target);
    c->pg = connect_to(target);
    if (!c->pg || PQstatus(c->pg) != CONNECTION_OK) {
        const char *m = c->pg ? PQerrorMessage(c->pg) : "out of memory";
        /* libpq: 'connection to server on socket "..." failed: REASON' */
        const char *why = strstr(m, "failed: ");
        char line[512];
        first_line(line, sizeof line, why ? why + 8 : m);
        if (strncmp(line, "FATAL:  ", 8) == 0)
            memmove(line, line + 8, strlen(line + 8) + 1);
        if (strstr(m, "password") || strstr(m, "authentication") || strstr(m, "role \""))
            sk_err_set(err, SK_FAIL, _("the PostgreSQL server refused the credentials for "
                       "database %s: %s"), pg_conn_where(c), line);
        else if (strstr(m, "database \"") && strstr(m, "does not exist"))
            sk_err_set(err, SK_FAIL, _("database %s does not exist: create it first (createdb), "
                       "then run 'skatsheet init'"), pg_conn_where(c));
        else
            sk_err_set(err, SK_FAIL, _("cannot reach the PostgreSQL server for database %s: %s"),
                       pg_conn_where(c), line);
        pgd_close(c);
        return SK_FAIL;
    }
    PQsetNoticeProcessor(c->pg, quiet_notice, NULL);
    /* work_mem: a tournament's games sorted in memory (4 MB, the default,
     * spills a 72,000-game standings to disk) */
    if (pgd_run(c, "SET lock_timeout = '10s'; SET client_encoding = 'UTF8'; "
                   "SET work_mem = '32MB'") != SK_OK || name_session(c) != SK_OK) {
        sk_err_set(err, SK_FAIL, _("database %s: %s"), pg_conn_where(c), c->msg);
        pgd_close(c);
        return SK_FAIL;
    }
    if (flags & DB_OPEN_PEEK)
        pgd_run(c, "SET default_transaction_read_only = on");
    *out = c;
    return SK_OK;
}

/* ---- the schema, the data version ---------------------------------------- */

int pgd_schema_get(const db_driver *drv, db_conn *c, int *version, sk_err *err)
{
    *version = 0;
    int64_t has = 0;
    if (run_int(c, "SELECT count(*) FROM pg_catalog.pg_class k JOIN pg_catalog.pg_namespace n "
                   "ON n.oid = k.relnamespace WHERE n.nspname = current_schema() "
                   "AND k.relname = 'skatsheet_schema'", &has) != SK_OK)
        return db_drv_err(drv, c, err, "reading the schema");
    if (!has) {
        int64_t any = 0;
        if (run_int(c, "SELECT count(*) FROM pg_catalog.pg_class k JOIN pg_catalog.pg_namespace n "
                       "ON n.oid = k.relnamespace WHERE n.nspname = current_schema() "
                       "AND k.relkind IN ('r', 'v', 'm', 'p', 'f', 'S')", &any) != SK_OK)
            return db_drv_err(drv, c, err, "reading the schema");
        if (any)
            return sk_err_set(err, SK_INVALID, _("database %s belongs to another program (it has "
                              "tables but no skatsheet schema): use an empty database"), pg_conn_where(c));
        if (!c->created)
            return sk_err_set(err, SK_FAIL, _("database %s is empty: run 'skatsheet init' to "
                              "create the schema"), pg_conn_where(c));
        return SK_OK;
    }
    PGresult *r = PQexec(c->pg, "SELECT application, version FROM skatsheet_schema");
    int rc = SK_OK;
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
        pgd_err_from(c, r);
        rc = db_drv_err(drv, c, err, "reading the schema");
    } else if (PQntuples(r) != 1 || strcmp(PQgetvalue(r, 0, 0), "skatsheet") != 0) {
        rc = sk_err_set(err, SK_INVALID, _("database %s belongs to another program (its "
                        "skatsheet_schema table is not skatsheet's)"), pg_conn_where(c));
    } else {
        *version = (int)strtol(PQgetvalue(r, 0, 1), NULL, 10);
        if (c->created && *version > 0)
            rc = sk_err_set(err, SK_FAIL, _("database %s already has a skatsheet schema "
                            "(version %d): not creating it again"), pg_conn_where(c), *version);
    }
    PQclear(r);
    return rc;
}

int pgd_schema_set(db_conn *c, int version)
{
    char sql[512];
    snprintf(sql, sizeof sql,
             "CREATE TABLE IF NOT EXISTS skatsheet_schema ("
             " application TEXT NOT NULL CHECK (application = 'skatsheet'),"
             " version INTEGER NOT NULL,"
             " data_version BIGINT NOT NULL DEFAULT 0);"
             "INSERT INTO skatsheet_schema(application, version) SELECT 'skatsheet', 0 "
             " WHERE NOT EXISTS (SELECT 1 FROM skatsheet_schema);"
             "UPDATE skatsheet_schema SET version = %d", version);
    int rc = pgd_run(c, sql);
    /* the schema is there now: a later schema_get (init's "schema version
     * N") reads it instead of refusing it as a second init */
    if (rc == SK_OK)
        c->created = false;
    return rc;
}

int pgd_other_schema(db_conn *c, int latest, char *who, size_t n)
{
    char mine[32];
    snprintf(mine, sizeof mine, "%% schema %d", latest);
    const char *v[1] = {mine};
    c->cls = DB_E_NONE;
    PGresult *r = PQexecParams(
        c->pg,
        "SELECT application_name, pid, COALESCE(host(client_addr), '[local]') "
        "FROM pg_catalog.pg_stat_activity WHERE datname = current_database() "
        "AND pid <> pg_catalog.pg_backend_pid() AND backend_type = 'client backend' "
        "AND (application_name = 'skatsheet' OR application_name LIKE 'skatsheet% schema %') "
        "AND application_name NOT LIKE $1 ORDER BY backend_start, pid LIMIT 1",
        1, NULL, v, NULL, NULL, 0);
    int rc = 0;
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
        pgd_err_from(c, r);
        rc = -1;
    } else if (PQntuples(r) > 0) {
        snprintf(who, n, _("'%s' (pid %s at %s)"), PQgetvalue(r, 0, 0), PQgetvalue(r, 0, 1),
                 PQgetvalue(r, 0, 2));
        rc = 1;
    }
    PQclear(r);
    return rc;
}

int pgd_data_version(db_conn *c, int64_t *out)
{
    return run_int(c, "SELECT data_version FROM skatsheet_schema", out);
}

/* ---- bulk rows ---------------------------------------------------------------- */

/* v in COPY's text format (\N for NULL; backslash, tab, newline, CR escaped). */
static void copy_value(sk_buf *b, const db_value *v)
{
    if (v->type == DB_INTEGER) {
        sk_buf_printf(b, "%lld", (long long)v->i);
        return;
    }
    if (v->type != DB_TEXT || !v->s) {
        sk_buf_add(b, "\\N");
        return;
    }
    for (const char *p = v->s; *p; p++) {
        switch (*p) {
        case '\\': sk_buf_add(b, "\\\\"); break;
        case '\t': sk_buf_add(b, "\\t"); break;
        case '\n': sk_buf_add(b, "\\n"); break;
        case '\r': sk_buf_add(b, "\\r"); break;
        default: sk_buf_addn(b, p, 1); break;
        }
    }
}

int pgd_bulk_insert(db_conn *c, const char *table, const char *cols, int ncols,
                    const db_value *rows, int nrows)
{
    if (!pgd_revive(c)) {
        pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
        return SK_FAIL;
    }
    sk_buf b = {0};
    
    for (int r = 0; r < nrows; r++) {
        for (int k = 0; k < ncols; k++) {
            if (k)
                sk_buf_add(&b, "\t");
            copy_value(&b, &rows[(size_t)r * (size_t)ncols + (size_t)k]);
        }
        sk_buf_add(&b, "\n");
    }
    /* table and cols are the caller's own constants; the savepoint and the
     * COPY in one round trip (a simple query of two statements: its last
     * result is the COPY's, or the first error) */
    sk_buf sql = {0};
    
    sk_buf_printf(&sql, "SAVEPOINT skatsheet_bulk; COPY %s(%s) FROM STDIN", table, cols);
    PGresult *r = PQexec(c->pg, sql.s);
    sk_buf_free(&sql);
    int rc = SK_OK;
    if (PQresultStatus(r) != PGRES_COPY_IN) {
        pgd_err_from(c, r);
        rc = SK_FAIL;
    }
    PQclear(r);
    if (rc == SK_OK) {
        if (PQputCopyData(c->pg, b.s ? b.s : "", (int)b.len) != 1 ||
            PQputCopyEnd(c->pg, NULL) != 1) {
            pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
            rc = SK_FAIL;
        }
        while ((r = PQgetResult(c->pg)) != NULL) {
            if (rc == SK_OK && PQresultStatus(r) != PGRES_COMMAND_OK) {
                pgd_err_from(c, r);
                rc = SK_FAIL;
            }
            PQclear(r);
        }
    }
    sk_buf_free(&b);
    if (rc == SK_OK)
        return pgd_run(c, "RELEASE SAVEPOINT skatsheet_bulk");
    /* undo the batch, keep its error for the caller */
    int cls = c->cls;
    char msg[sizeof c->msg];
    memcpy(msg, c->msg, sizeof msg);
    pgd_run(c, "ROLLBACK TO SAVEPOINT skatsheet_bulk");
    c->cls = cls;
    memcpy(c->msg, msg, sizeof msg);
    return SK_FAIL;
}

/* The triggers named skip their checks while skatsheet.bulk is on (their
 * PL/pgSQL asks); SET LOCAL ends with the transaction in any case. */
int pgd_bulk_checks_off(db_conn *c, const char *table, const char *const *triggers, int n)
{
    (void)table;
    (void)triggers;
    (void)n;
    return pgd_run(c, "SET LOCAL skatsheet.bulk = 'on'");
}

int pgd_bulk_checks_on(db_conn *c)
{
    return pgd_run(c, "SET LOCAL skatsheet.bulk = 'off'");
}

/* ---- waiting for a change ------------------------------------------------------- */

int pgd_wait_change(db_conn *c, int timeout_ms)
{
    if (PQstatus(c->pg) != CONNECTION_OK)
        c->listening = false; /* lost: LISTEN again once revived (run's PQreset) */
    if (!c->listening) {
        if (pgd_run(c, "LISTEN skatsheet") != SK_OK)
            return -1;
        c->listening = true;
    }
    PGnotify *n;
    int got = 0;
    PQconsumeInput(c->pg);
    while ((n = PQnotifies(c->pg)) != NULL) {
        got = 1;
        PQfreemem(n);
    }
    if (got)
        return 1;
    struct pollfd p = {PQsocket(c->pg), POLLIN, 0};
    if (p.fd < 0) {
        pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
        c->listening = false;
        return -1;
    }
    int r = poll(&p, 1, timeout_ms);
    if (r < 0)
        return errno == EINTR ? 0 : -1;
    if (r == 0)
        return 0;
    if (!PQconsumeInput(c->pg)) {
        pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
        c->listening = false;
        return -1;
    }
    while ((n = PQnotifies(c->pg)) != NULL) {
        got = 1;
        PQfreemem(n);
    }
    return got;
}

/* ---- the tables (db copy) ------------------------------------------------ */

/* The values of the one-column result of sql with $1 = arg, joined by sep. */
static char *joined(db_conn *c, const char *sql, const char *arg, const char *sep, int *count)
{
    const char *params[1] = {arg};
    PGresult *r = PQexecParams(c->pg, sql, arg ? 1 : 0, NULL, params, NULL, NULL, 0);
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
        pgd_err_from(c, r);
        PQclear(r);
        return NULL;
    }
    sk_buf b = {0};
    int n = PQntuples(r);
    for (int i = 0; i < n; i++) {
        if (i)
            sk_buf_add(&b, sep);
        sk_buf_add(&b, PQgetvalue(r, i, 0));
    }
    PQclear(r);
    if (count)
        *count = n;
    return b.s ? sk_buf_take(&b) : xstrdup("");
}

/* The columns, key order and parents of table t. */
static int pg_table_fill(db_conn *c, db_table_def *t)
{
    t->cols = joined(c, "SELECT attname FROM pg_catalog.pg_attribute WHERE attrelid = "
                        "CAST($1 AS regclass) AND attnum > 0 AND NOT attisdropped "
                        "ORDER BY attnum", t->name, ", ", &t->ncols);
    char *pk = joined(c, "SELECT a.attname FROM pg_catalog.pg_index i JOIN "
                         "pg_catalog.pg_attribute a ON a.attrelid = i.indrelid AND "
                         "a.attnum = ANY (i.indkey) WHERE i.indrelid = CAST($1 AS regclass) "
                         "AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)",
                      t->name, ", ", NULL);
    int np = 0;
    char *parents = joined(c, "SELECT DISTINCT CAST(confrelid AS regclass) FROM "
                              "pg_catalog.pg_constraint WHERE conrelid = CAST($1 AS regclass) "
                              "AND contype = 'f' AND confrelid <> conrelid", t->name, "\n", &np);
    if (!t->cols || !pk || !parents) {
        free(pk);
        free(parents);
        return SK_FAIL;
    }
    /* in the order of the primary key, else of every column */
    t->order = *pk ? pk : xstrdup(t->cols);
    if (t->order != pk)
        free(pk);
    db_table_def_parents(t, parents, np);
    return SK_OK;
}

int pgd_tables(db_conn *c, db_table_def **out, size_t *n)
{
    int count = 0;
    char *names = joined(c, "SELECT k.relname FROM pg_catalog.pg_class k JOIN "
                            "pg_catalog.pg_namespace s ON s.oid = k.relnamespace WHERE "
                            "s.nspname = current_schema() AND k.relkind = 'r' AND "
                            "k.relname <> 'skatsheet_schema' ORDER BY k.oid", NULL, "\n", &count);
    return db_table_defs_of(c, names, count, pg_table_fill, out, n);
}

int pgd_ids_follow(db_conn *c)
{
    return pgd_run(c, "DO $$ DECLARE r record; BEGIN "
                      "FOR r IN SELECT table_name AS t, column_name AS k "
                      "FROM information_schema.columns "
                      "WHERE table_schema = current_schema() AND is_identity = 'YES' LOOP "
                      "EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, %L), "
                      "COALESCE(max(%I), 0) + 1, false) FROM %I', r.t, r.k, r.k, r.t); "
                      "END LOOP; END $$");
}
