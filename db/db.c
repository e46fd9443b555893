/* db.c - opening, creating and migrating a database through its driver
 * (drv.h); transactions; the statement wrappers every file in db/ uses. */
#include "db_internal.h"
#include "db_file.h"
#include "i18n.h"
#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The engines, asked in order whether a --db target is theirs; SQLite
 * (a file name) takes whatever no other claims. */
static const db_driver *const drivers[] = {
    &db_driver_pg,
    &db_driver_sqlite,
};

/* ---- statements ---------------------------------------------------------- */

#define BASE(st) ((db_stmt_base *)(st))

db_stmt *db_prep(db *d, const char *sql, sk_err *err)
{
    db_stmt *st = d->drv->prepare(d->c, sql);
    if (!st) {
        int cls = d->drv->errclass(d->c);
        if (cls == DB_E_CORRUPT)
            db_sqlerr(d, err, "reading the schema");
        else if (cls == DB_E_GONE || cls == DB_E_CONNECT || cls == DB_E_BUSY)
            db_sqlerr(d, err, "database");
        else
            sk_err_set(err, SK_FAIL, _("database error: %s"), d->drv->errmsg(d->c));
        return NULL;
    }
    BASE(st)->owner = d;
    BASE(st)->sql = sql;
    BASE(st)->ran = false;
    return st;
}

void db_count_stmt(db *d, const char *sql)
{
    d->nstmt++;
    if (!d->trace)
        return;
    /* one line per statement: its words, each run of white space one blank */
    bool blank = false;
    for (const char *p = sql; *p; p++) {
        bool sp = *p == ' ' || *p == '\n' || *p == '\t' || *p == '\r';
        if (sp && !blank)
            fputc(' ', d->trace);
        else if (!sp)
            fputc(*p, d->trace);
        blank = sp;
    }
    fputc('\n', d->trace);
    fflush(d->trace);
}

unsigned long db_stmt_count(const db *d)
{
    return d->nstmt;
}

/* The index of name, or 0 with the statement marked (its next step fails). */
static int param_of(db_stmt *st, const char *name)
{
    int i = BASE(st)->drv->param(st, name);
    if (i <= 0 && !BASE(st)->bad_param)
        BASE(st)->bad_param = name;
    return i;
}

int db_param(db_stmt *st, const char *name)
{
    return param_of(st, name);
}

void db_bind_int_at(db_stmt *st, int idx, int64_t v)
{
    if (idx > 0)
        BASE(st)->drv->bind_int(st, idx, v);
}

void db_bind_text_at(db_stmt *st, int idx, const char *s)
{
    if (idx <= 0)
        return;
    if (s)
        BASE(st)->drv->bind_text(st, idx, s);
    else
        BASE(st)->drv->bind_null(st, idx, DB_TEXT);
}

void db_bind_null_at(db_stmt *st, int idx, int type)
{
    if (idx > 0)
        BASE(st)->drv->bind_null(st, idx, type);
}

void db_bind_int(db_stmt *st, const char *name, int64_t v)
{
    db_bind_int_at(st, param_of(st, name), v);
}

void db_bind_text(db_stmt *st, const char *name, const char *s)
{
    db_bind_text_at(st, param_of(st, name), s);
}

void db_bind_real(db_stmt *st, const char *name, double v)
{
    int i = param_of(st, name);
    if (i > 0)
        BASE(st)->drv->bind_real(st, i, v);
}

void db_bind_null(db_stmt *st, const char *name)
{
    db_bind_null_at(st, param_of(st, name), DB_NULL);
}

void db_bind_text_or_null(db_stmt *st, const char *name, const char *s)
{
    db_bind_text_at(st, param_of(st, name), s && *s ? s : NULL);
}

void db_bind_int_or_null(db_stmt *st, const char *name, int64_t v)
{
    int i = param_of(st, name);
    if (v)
        db_bind_int_at(st, i, v);
    else
        db_bind_null_at(st, i, DB_INTEGER);
}

int db_step(db_stmt *st)
{
    db_stmt_base *b = BASE(st);
    if (b->bad_param) {
        if (b->owner)
            b->owner->misuse = b->bad_param;
        return DB_ERROR;
    }
    if (b->owner) {
        b->owner->misuse = NULL;
        if (!b->ran)
            db_count_stmt(b->owner, b->sql ? b->sql : "?");
    }
    b->ran = true;
    return b->drv->step(st);
}

/* sts[0..n) of d in one go (db_internal.h): the driver's run_batch, or
 * one by one.  Each counted (traced) as db_step counts it; on a driver
 * that sends them together, the statements after the first are traced
 * with "+ " before them (one round trip: the lines without it). */
int db_steps(db *d, db_stmt *const *sts, int n, int *failed)
{
    *failed = 0;
    d->misuse = NULL;
    for (int i = 0; i < n; i++) {
        db_stmt_base *b = BASE(sts[i]);
        if (b->bad_param) {
            d->misuse = b->bad_param;
            *failed = i;
            return DB_ERROR;
        }
    }
    for (int i = 0; i < n; i++) {
        db_stmt_base *b = BASE(sts[i]);
        if (d->drv->run_batch && i && d->trace)
            fputs("+ ", d->trace);
        db_count_stmt(d, b->sql ? b->sql : "?");
        b->ran = true;
    }
    if (d->drv->run_batch)
        return d->drv->run_batch(d->c, sts, n, failed) == SK_OK ? DB_DONE : DB_ERROR;
    for (int i = 0; i < n; i++) {
        int s;
        while ((s = d->drv->step(sts[i])) == DB_ROW)
            ;
        if (s != DB_DONE) {
            *failed = i;
            return DB_ERROR;
        }
    }
    return DB_DONE;
}

/* sts[0..n) in a write transaction of their own (db_internal.h): the
 * driver's write_batch (traced BEGIN, "+ " each statement, "+ COMMIT":
 * one round trip), or db_begin, db_steps and db_commit. */
int db_steps_tx(db *d, db_stmt *const *sts, const char *const *what, int n, sk_err *err)
{
    int failed = 0;
    if (!d->drv->write_batch || d->depth > 0 || d->drv->file_state) {
        int rc = db_begin(d, err);
        if (rc != SK_OK)
            return rc;
        if (db_steps(d, sts, n, &failed) != DB_DONE)
            rc = db_sqlerr(d, err, what[failed]);
        return db_finish(d, rc, err);
    }
    d->failed = false;
    d->retry = false;
    db_count_stmt(d, "BEGIN");
    for (int i = 0; i < n; i++) {
        db_stmt_base *b = BASE(sts[i]);
        if (b->bad_param) {
            d->misuse = b->bad_param;
            return db_sqlerr(d, err, what[i]);
        }
    }
    d->misuse = NULL;
    for (int i = 0; i < n; i++) {
        if (d->trace)
            fputs("+ ", d->trace);
        db_count_stmt(d, BASE(sts[i])->sql ? BASE(sts[i])->sql : "?");
        BASE(sts[i])->ran = true;
    }
    if (d->trace)
        fputs("+ ", d->trace);
    db_count_stmt(d, "COMMIT");
    if (d->drv->write_batch(d->c, sts, n, &failed) == SK_OK)
        return SK_OK;
    return db_sqlerr(d, err, failed < 0 ? "starting a write" : failed >= n ? "saving"
                                                                            : what[failed]);
}

void db_reset(db_stmt *st)
{
    BASE(st)->ran = false;
    BASE(st)->drv->reset(st);
}

void db_finalize(db_stmt *st)
{
    if (st)
        BASE(st)->drv->finalize(st);
}

int db_col_count(db_stmt *st)
{
    return BASE(st)->drv->col_count(st);
}

int db_col_type(db_stmt *st, int col)
{
    return BASE(st)->drv->col_type(st, col);
}

int64_t db_col_int64(db_stmt *st, int col)
{
    return BASE(st)->drv->col_int(st, col);
}

int db_col_int(db_stmt *st, int col)
{
    return (int)BASE(st)->drv->col_int(st, col);
}

double db_col_real(db_stmt *st, int col)
{
    return BASE(st)->drv->col_real(st, col);
}

const char *db_col_text(db_stmt *st, int col)
{
    return BASE(st)->drv->col_text(st, col);
}

char *db_col_str(db_stmt *st, int col)
{
    const char *s = db_col_text(st, col);
    return s ? xstrdup(s) : NULL;
}

int64_t db_changes(db *d)
{
    return d->drv->changes(d->c);
}

int64_t db_last_id(db *d)
{
    return d->drv->last_id(d->c);
}

int db_errclass(db *d)
{
    return d->misuse ? DB_E_MISUSE : d->drv->errclass(d->c);
}

void db_now(char buf[DB_NOW_SIZE])
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    struct tm tm;
    gmtime_r(&ts.tv_sec, &tm);
    char day[24];
    strftime(day, sizeof day, "%Y-%m-%dT%H:%M:%S", &tm);
    snprintf(buf, DB_NOW_SIZE, "%.19s.%03dZ", day, (int)(ts.tv_nsec / 1000000) % 1000);
}

/* ---- errors ---------------------------------------------------------------- */

int db_sqlerr(db *d, sk_err *err, const char *what)
{
    if (!d->misuse && d->drv->errclass(d->c) == DB_E_BUSY) {
        /* another writer's lock outlasted the wait: "try again" (a 503) */
        d->retry = true;
        return sk_err_set(err, SK_FAIL, _("%s: the database %s is busy (locked by another "
                          "program for more than %.3g s)"), _(what), d->drv->where(d->c),
                          d->busy_ms / 1000.0);
    }
    if (d->misuse)
        return sk_err_set(err, SK_FAIL, _("%s: internal error: the statement has no parameter "
                          "%s"), _(what), d->misuse);
    int cls = d->drv->errclass(d->c);
    if (cls == DB_E_GONE || cls == DB_E_CONNECT)
        d->retry = true; /* a database server gone or restarting: "try again" (a 503) */
    return db_drv_err(d->drv, d->c, err, what);
}

int db_bulk_insert(db *d, const char *table, const char *cols, int ncols, const db_value *rows,
                   int nrows)
{
    char what[320];
    snprintf(what, sizeof what, "BULK INSERT INTO %s(%s) (%d rows)", table, cols, nrows);
    d->misuse = NULL;
    db_count_stmt(d, what);
    return d->drv->bulk_insert(d->c, table, cols, ncols, rows, nrows);
}

int db_bulk_checks_off(db *d, const char *table, const char *const *triggers, int n)
{
    char what[160];
    snprintf(what, sizeof what, "BULK CHECKS OFF %s", table);
    d->misuse = NULL;
    db_count_stmt(d, what);
    return d->drv->bulk_checks_off(d->c, table, triggers, n);
}

int db_bulk_checks_on(db *d)
{
    d->misuse = NULL;
    db_count_stmt(d, "BULK CHECKS ON");
    return d->drv->bulk_checks_on(d->c);
}

int db_exec(db *d, const char *sql, sk_err *err)
{
    d->misuse = NULL;
    db_count_stmt(d, sql);
    if (d->drv->exec(d->c, sql) != SK_OK)
        return db_sqlerr(d, err, "database");
    return SK_OK;
}

int db_finish(db *d, int rc, sk_err *err)
{
    if (rc != SK_OK) {
        db_rollback(d);
        return rc;
    }
    return db_commit(d, err);
}

int db_exec_id(db *d, const char *sql, int64_t id, const char *what, sk_err *err)
{
    db_stmt *st = db_prep(d, sql, err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":id", id);
    int rc = SK_OK;
    if (db_step(st) != DB_DONE)
        rc = db_sqlerr(d, err, what);
    db_finalize(st);
    return rc;
}

int db_bad_value(sk_err *err, const char *table, const char *column, int64_t row,
                 const char *value, const char *expected)
{
    return sk_err_set(err, SK_FAIL, _("database value out of range: table %s column %s = %s "
                      "(row %lld; expected %s): the database was edited outside skatsheet or is "
                      "damaged; restore a backup or correct the row"),
                      table, column, value, (long long)row, expected);
}

/* The refusal of db_col_range, worded only when a value is out of range. */
static int range_refused(db_stmt *st, int col, int type, int64_t v, int lo, int hi,
                         const char *table, const char *column, int64_t row, sk_err *err)
{
    char expected[64], value[64];
    if (lo == hi - 1)
        snprintf(expected, sizeof expected, "%d or %d", lo, hi);
    else
        snprintf(expected, sizeof expected, "%d to %d", lo, hi);
    if (type == DB_NULL)
        snprintf(value, sizeof value, "NULL");
    else if (type != DB_INTEGER)
        snprintf(value, sizeof value, "'%.40s'", db_col_text(st, col));
    else
        snprintf(value, sizeof value, "%lld", (long long)v);
    return db_bad_value(err, table, column, row, value, expected);
}

int db_col_range(db_stmt *st, int col, int lo, int hi, bool null_ok, const char *table,
                 const char *column, int64_t row, int *out, sk_err *err)
{
    *out = 0;
    int type = db_col_type(st, col);
    if (type == DB_NULL) {
        if (null_ok)
            return SK_OK;
        return range_refused(st, col, type, 0, lo, hi, table, column, row, err);
    }
    int64_t v = db_col_int64(st, col);
    if (type != DB_INTEGER || v < lo || v > hi)
        return range_refused(st, col, type, v, lo, hi, table, column, row, err);
    *out = (int)v;
    return SK_OK;
}

int db_col_choice(db_stmt *st, int col, const char *const *choices, bool null_ok,
                  const char *table, const char *column, int64_t row, const char **out,
                  sk_err *err)
{
    *out = NULL;
    const char *s = db_col_text(st, col);
    if (!s && null_ok)
        return SK_OK;
    for (size_t i = 0; s && choices[i]; i++)
        if (strcmp(s, choices[i]) == 0) {
            *out = choices[i];
            return SK_OK;
        }
    char expected[200] = "", value[64];
    size_t len = 0;
    for (size_t i = 0; choices[i] && len < sizeof expected - 1; i++)
        len += (size_t)snprintf(expected + len, sizeof expected - len, "%s%s", i ? ", " : "one of ",
                                choices[i]);
    if (s)
        snprintf(value, sizeof value, "'%.40s'", s);
    else
        snprintf(value, sizeof value, "NULL");
    return db_bad_value(err, table, column, row, value, expected);
}

int db_read_table_row(db_stmt *st, int col, int64_t id, int *table_no, int *size, sk_err *err)
{
    int rc = db_col_range(st, col, 1, GAME_TABLE_MAX, false, "tables", "table_no", id, table_no,
                          err);
    return rc != SK_OK ? rc : db_col_range(st, col + 1, 3, 4, false, "tables", "size", id, size, err);
}

/* ---- schema ---------------------------------------------------------------- */

static int latest_of(const db_migration *m)
{
    int v = 0;
    for (; m->sql; m++)
        if (m->version > v)
            v = m->version;
    return v;
}

int db_schema_latest(void)
{
    return latest_of(db_driver_sqlite.migrations);
}

int db_schema_version(db *d)
{
    int v = -1;
    sk_err e;
    sk_err_clear(&e);
    if (d->drv->schema_get(d->c, &v, &e) != SK_OK)
        return -1;
    return v;
}

const char *db_engine(db *d)
{
    return d->drv->name;
}

const char *db_where(db *d)
{
    return d->drv->where(d->c);
}

/* Apply every migration above version cur in one transaction.  Under the
 * write lock the version is read again (another program may have upgraded
 * it meanwhile), and a server's database is not upgraded under a
 * skatsheet of another schema still connected to it. */
static int migrate(db *d, int cur, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int latest = latest_of(d->drv->migrations);
    if (cur > 0 && d->drv->remote && d->drv->schema_get(d->c, &cur, err) != SK_OK)
        return db_finish(d, SK_FAIL, err);
    char who[256];
    int other = cur > 0 && cur < latest && d->drv->other_schema
                    ? d->drv->other_schema(d->c, latest, who, sizeof who)
                    : 0;
    if (other < 0)
        rc = db_sqlerr(d, err, "the connections to the database");
    else if (other > 0)
        rc = sk_err_set(err, SK_FAIL, _("database %s is at schema version %d and in use by %s, a "
                        "skatsheet of another version: this one upgrades it to version %d only "
                        "once that has stopped"), d->drv->where(d->c), cur, who, latest);
    for (const db_migration *m = d->drv->migrations; rc == SK_OK && m->sql; m++) {
        if (m->version <= cur)
            continue;
        if (d->drv->exec(d->c, m->sql) != SK_OK) {
            rc = sk_err_set(err, SK_FAIL, _("migration %s failed: %s"), m->name,
                            d->drv->errmsg(d->c));
            break;
        }
        if (d->drv->schema_set(d->c, m->version) != SK_OK)
            rc = db_sqlerr(d, err, "database");
        cur = m->version;
    }
    return db_finish(d, rc, err);
}

/* A file that holds data at an older version: under the write lock (no
 * other program upgrades it meanwhile), the version read again, a backup
 * beside it, then the migrations. */
static int upgrade_file(db *d, int ver, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc == SK_OK && d->drv->schema_get(d->c, &ver, err) != SK_OK)
        rc = SK_FAIL;
    if (rc == SK_OK && ver < latest_of(d->drv->migrations)) {
        rc = db_backup_beside(d, ver, &d->upgrade_backup, err);
        if (rc == SK_OK)
            rc = migrate(d, ver, err);
    }
    return db_finish(d, rc, err);
}

const char *db_upgrade_backup(db *d)
{
    return d ? d->upgrade_backup : NULL;
}

int db_driver_pick(const char *target, const db_driver **out, sk_err *err)
{
    *out = NULL;
    if (!target || !*target)
        return sk_err_set(err, SK_USAGE, _("--db: no database named"));
    for (size_t i = 0; i < sizeof drivers / sizeof drivers[0]; i++)
        if (drivers[i] != &db_driver_sqlite && drivers[i]->claims(target)) {
            *out = drivers[i];
            return SK_OK;
        }
    /* a URI of another scheme (mysql://, http://) is no file name */
    size_t k = strspn(target, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+.-");
    if (k > 0 && strncmp(target + k, "://", 3) == 0) {
        char shown[256];
        db_target_shown(target, shown, sizeof shown);
        return sk_err_set(err, SK_USAGE, _("--db '%s' is neither a file nor a PostgreSQL URI "
                          "(postgresql://USER@HOST/DATABASE or postgres:///DATABASE?host=DIR)"),
                          shown);
    }
    *out = &db_driver_sqlite;
    return SK_OK;
}

/* Open target (create: a new database) and bring its schema to the latest
 * version; with in_tx the write transaction that migrated it stays open
 * (db_commit or db_rollback it). */
static int open_with(const char *target, bool create, bool in_tx, int wait_ms, db **out,
                     sk_err *err)
{
    *out = NULL;
    const db_driver *drv;
    int rc = db_driver_pick(target, &drv, err);
    if (rc != SK_OK)
        return rc;
    db_conn *c;
    rc = drv->open(target, create ? DB_OPEN_CREATE : 0, &c, err);
    if (rc != SK_OK)
        return rc;
    db *d = xcalloc(1, sizeof *d);
    d->drv = drv;
    d->c = c;
    d->target = xstrdup(target);
    d->busy_ms = DB_BUSY_MS;
    const char *trace = getenv("SKATSHEET_SQL_TRACE");
    if (trace && *trace)
        d->trace = fopen(trace, "ae"); /* a test's or a bench's count; unopenable: no trace */
    if (wait_ms > 0)
        db_set_busy_ms(d, wait_ms); /* already for the settings and the schema */
    int ver = 0;
    rc = drv->schema_get(c, &ver, err);
    if (rc == SK_INVALID)
        rc = SK_FAIL; /* another program's database: a failure to open, not bad input */
    int latest = latest_of(drv->migrations);
    if (rc == SK_OK && ver > latest)
        rc = sk_err_set(err, SK_FAIL, _("database %s has schema version %d, newer than this "
                        "skatsheet knows (%d): use a newer skatsheet"), drv->where(c), ver, latest);
    if (rc == SK_OK && in_tx)
        rc = db_begin(d, err);
    if (rc == SK_OK && ver < latest && ver > 0 && !create && drv->clone)
        rc = upgrade_file(d, ver, err);
    else if (rc == SK_OK && ver < latest)
        rc = migrate(d, ver, err);
    if (rc != SK_OK) {
        db_close(d);
        if (create && drv == &db_driver_sqlite)
            remove(target);
        return rc;
    }
    *out = d;
    return SK_OK;
}

int db_create_in_tx(const char *target, db **out, sk_err *err)
{
    return open_with(target, true, true, 0, out, err);
}

int db_create(const char *target, db **out, sk_err *err)
{
    return open_with(target, true, false, 0, out, err);
}

int db_open(const char *target, db **out, sk_err *err)
{
    return open_with(target, false, false, 0, out, err);
}

int db_open_waiting(const char *target, int wait_ms, db **out, sk_err *err)
{
    return open_with(target, false, false, wait_ms, out, err);
}

void db_close(db *d)
{
    if (!d)
        return;
    if (d->depth > 0 || d->read_depth > 0)
        d->drv->rollback(d->c);
    d->drv->close(d->c);
    if (d->trace)
        fclose(d->trace);
    free(d->upgrade_backup);
    free(d->target);
    free(d);
}

/* ---- transactions ------------------------------------------------------------ */

int db_begin(db *d, sk_err *err)
{
    if (d->depth == 0) {
        d->failed = false;
        d->misuse = NULL;
        d->retry = false;
        db_count_stmt(d, "BEGIN");
        if (d->drv->begin(d->c, DB_TX_WRITE) != SK_OK)
            return db_sqlerr(d, err, "starting a write");
        /* the write goes into the file now at the path, or nowhere */
        int rc = db_file_guard(d, false, err);
        if (rc != SK_OK) {
            d->drv->rollback(d->c);
            return rc;
        }
    }
    d->depth++;
    return SK_OK;
}

int db_commit(db *d, sk_err *err)
{
    if (d->depth <= 0)
        return sk_err_set(err, SK_FAIL, _("internal error: commit without a transaction"));
    if (--d->depth > 0)
        return d->failed ? sk_err_set(err, SK_FAIL, _("the transaction failed")) : SK_OK;
    if (d->failed) {
        d->drv->rollback(d->c);
        d->failed = false;
        return sk_err_set(err, SK_FAIL, _("the transaction failed and was rolled back"));
    }
    d->misuse = NULL;
    db_count_stmt(d, "COMMIT");
    if (d->drv->commit(d->c) != SK_OK) {
        int rc = db_sqlerr(d, err, "saving");
        d->drv->rollback(d->c);
        return rc;
    }
    int rc = db_file_guard(d, true, err);
    if (rc == SK_OK)
        db_wal_flush(d); /* no log left behind to replay onto a file copied over this one */
    return rc;
}

void db_rollback(db *d)
{
    if (d->depth <= 0)
        return;
    if (--d->depth > 0) {
        d->failed = true;
        return;
    }
    db_count_stmt(d, "ROLLBACK");
    d->drv->rollback(d->c);
    d->failed = false;
}

int db_read_begin(db *d, bool *began, sk_err *err)
{
    *began = false;
    if (d->depth > 0 || d->read_depth > 0)
        return SK_OK;
    d->misuse = NULL;
    if (d->drv->begin(d->c, DB_TX_READ) != SK_OK)
        return db_sqlerr(d, err, "database");
    d->read_depth = 1;
    *began = true;
    return SK_OK;
}

void db_read_end(db *d, bool began)
{
    if (!began)
        return;
    d->read_depth = 0;
    d->drv->commit(d->c);
}

int db_data_version(db *d, int64_t *version, sk_err *err)
{
    d->misuse = NULL;
    if (d->drv->data_version(d->c, version) != SK_OK)
        return db_sqlerr(d, err, "reading the data version");
    return SK_OK;
}

int db_wait_change(db *d, int timeout_ms, bool *changed, sk_err *err)
{
    *changed = false;
    d->misuse = NULL;
    if (d->drv->wait_change) {
        int r = d->drv->wait_change(d->c, timeout_ms);
        if (r < 0)
            return db_sqlerr(d, err, "waiting for changes");
        *changed = r > 0;
        return SK_OK;
    }
    int64_t before, after;
    if (db_data_version(d, &before, err) != SK_OK)
        return SK_FAIL;
    struct timespec ts = {timeout_ms / 1000, (long)(timeout_ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
    if (db_data_version(d, &after, err) != SK_OK)
        return SK_FAIL;
    *changed = after != before;
    return SK_OK;
}

bool db_target_is_file(const char *target)
{
    const db_driver *drv;
    sk_err e;
    sk_err_clear(&e);
    return db_driver_pick(target, &drv, &e) == SK_OK && drv == &db_driver_sqlite;
}
