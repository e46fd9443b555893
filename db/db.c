/* db.c - opening, creating and migrating the database; transactions. */
#include "db_internal.h"
#include "i18n.h"
#include "game.h"
#include "db_migrations.h"
#include "db_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

sqlite3_stmt *db_prep(db *d, const char *sql, sk_err *err)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(d->h, sql, -1, &st, NULL) != SQLITE_OK) {
        int ec = sqlite3_errcode(d->h) & 0xff;
        if (ec == SQLITE_CORRUPT || ec == SQLITE_NOTADB)
            db_sqlerr(d, err, "reading the schema");
        else
            sk_err_set(err, SK_FAIL, _("database error: %s"), sqlite3_errmsg(d->h));
        sqlite3_finalize(st);
        return NULL;
    }
    return st;
}

int db_sqlerr(db *d, sk_err *err, const char *what)
{
    what = _(what); /* the call sites' words are msgids (xgettext --keyword=db_sqlerr:3) */
    int ec = sqlite3_errcode(d->h);
    if ((ec & 0xff) == SQLITE_CONSTRAINT)
        return sk_err_set(err, SK_INVALID, _("%s refused by the database: %s"), what,
                          sqlite3_errmsg(d->h));
    if ((ec & 0xff) == SQLITE_BUSY) {
        d->retry = true;
        return sk_err_set(err, SK_FAIL, _("%s: the database %s is busy (locked by another "
                          "program for more than %.3g s)"), what, d->path, d->busy_ms / 1000.0);
    }
    if ((ec & 0xff) == SQLITE_FULL || (ec & 0xff) == SQLITE_IOERR) {
        int se = sqlite3_system_errno(d->h);
        return sk_err_set(err, SK_FAIL, _("%s: cannot write the database %s: %s%s%s"), what,
                          d->path, sqlite3_errmsg(d->h), se ? ": " : "", se ? strerror(se) : "");
    }
    if ((ec & 0xff) == SQLITE_READONLY)
        return sk_err_set(err, SK_FAIL, _("%s: the database %s is read-only: %s"), what, d->path,
                          sqlite3_errmsg(d->h));
    if ((ec & 0xff) == SQLITE_CORRUPT || (ec & 0xff) == SQLITE_NOTADB)
        return sk_err_set(err, SK_FAIL, _("%s: the database %s is damaged or truncated (SQLite: "
                          "%s): restore a backup"), what, d->path, sqlite3_errmsg(d->h));
    return sk_err_set(err, SK_FAIL, _("%s: database error: %s"), what, sqlite3_errmsg(d->h));
}

int db_exec(db *d, const char *sql, sk_err *err)
{
    char *msg = NULL;
    if (sqlite3_exec(d->h, sql, NULL, NULL, &msg) != SQLITE_OK) {
        int rc = db_sqlerr(d, err, "database");
        sqlite3_free(msg);
        return rc;
    }
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
    sqlite3_stmt *st = db_prep(d, sql, err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, id);
    int rc = SK_OK;
    if (sqlite3_step(st) != SQLITE_DONE)
        rc = db_sqlerr(d, err, what);
    sqlite3_finalize(st);
    return rc;
}

void *db_grow(void *v, size_t n, size_t *cap, size_t size, size_t first)
{
    if (n < *cap)
        return v;
    *cap = *cap ? *cap * 2 : first;
    return xrealloc(v, *cap * size);
}

int db_bad_value(sk_err *err, const char *table, const char *column, int64_t row,
                 const char *value, const char *expected)
{
    return sk_err_set(err, SK_FAIL, _("database value out of range: table %s column %s = %s "
                      "(row %lld; expected %s): the database was edited outside skatsheet or is "
                      "damaged; restore a backup or correct the row"),
                      table, column, value, (long long)row, expected);
}

int db_col_range(sqlite3_stmt *st, int col, int lo, int hi, bool null_ok, const char *table,
                 const char *column, int64_t row, int *out, sk_err *err)
{
    char expected[64], value[64];
    if (lo == hi - 1)
        snprintf(expected, sizeof expected, "%d or %d", lo, hi);
    else
        snprintf(expected, sizeof expected, "%d to %d", lo, hi);
    *out = 0;
    int type = sqlite3_column_type(st, col);
    if (type == SQLITE_NULL) {
        if (null_ok)
            return SK_OK;
        return db_bad_value(err, table, column, row, "NULL", expected);
    }
    sqlite3_int64 v = sqlite3_column_int64(st, col);
    if (type != SQLITE_INTEGER) {
        snprintf(value, sizeof value, "'%.40s'", (const char *)sqlite3_column_text(st, col));
        return db_bad_value(err, table, column, row, value, expected);
    }
    if (v < lo || v > hi) {
        snprintf(value, sizeof value, "%lld", (long long)v);
        return db_bad_value(err, table, column, row, value, expected);
    }
    *out = (int)v;
    return SK_OK;
}

int db_col_choice(sqlite3_stmt *st, int col, const char *const *choices, bool null_ok,
                  const char *table, const char *column, int64_t row, const char **out,
                  sk_err *err)
{
    *out = NULL;
    const char *s = (const char *)sqlite3_column_text(st, col);
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

int db_read_table_row(sqlite3_stmt *st, int col, int64_t id, int *table_no, int *size,
                      sk_err *err)
{
    int rc = db_col_range(st, col, 1, GAME_TABLE_MAX, false, "tables", "table_no", id, table_no,
                          err);
    return rc != SK_OK ? rc : db_col_range(st, col + 1, 3, 4, false, "tables", "size", id, size, err);
}

char *db_col_str(sqlite3_stmt *st, int col)
{
    if (sqlite3_column_type(st, col) == SQLITE_NULL)
        return NULL;
    return xstrdup((const char *)sqlite3_column_text(st, col));
}

void db_bind_text_or_null(sqlite3_stmt *st, int idx, const char *s)
{
    if (s && *s)
        sqlite3_bind_text(st, idx, s, -1, SQLITE_TRANSIENT);
    else
        sqlite3_bind_null(st, idx);
}

void db_bind_int_or_null(sqlite3_stmt *st, int idx, int v)
{
    if (v)
        sqlite3_bind_int(st, idx, v);
    else
        sqlite3_bind_null(st, idx);
}

int db_schema_latest(void)
{
    int v = 0;
    for (const struct db_migration *m = db_migrations; m->sql; m++)
        if (m->version > v)
            v = m->version;
    return v;
}

static int pragma_int(db *d, const char *sql, int *out, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, sql, err);
    if (!st)
        return SK_FAIL;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        *out = sqlite3_column_int(st, 0);
        sqlite3_finalize(st);
        return SK_OK;
    }
    sqlite3_finalize(st);
    return sk_err_set(err, SK_FAIL, _("database error: %s"), sqlite3_errmsg(d->h));
}

int db_schema_version(db *d)
{
    int v = -1;
    sk_err e;
    sk_err_clear(&e);
    pragma_int(d, "PRAGMA user_version", &v, &e);
    return v;
}

int db_begin(db *d, sk_err *err)
{
    if (d->depth == 0) {
        d->failed = false;
        d->retry = false;
        if (sqlite3_exec(d->h, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
            return db_sqlerr(d, err, "starting a write");
        /* the write goes into the file now at the path, or nowhere */
        int rc = db_file_guard(d, false, err);
        if (rc != SK_OK) {
            sqlite3_exec(d->h, "ROLLBACK", NULL, NULL, NULL);
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
        sqlite3_exec(d->h, "ROLLBACK", NULL, NULL, NULL);
        d->failed = false;
        return sk_err_set(err, SK_FAIL, _("the transaction failed and was rolled back"));
    }
    if (sqlite3_exec(d->h, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
        int rc = db_sqlerr(d, err, "saving");
        sqlite3_exec(d->h, "ROLLBACK", NULL, NULL, NULL);
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
    sqlite3_exec(d->h, "ROLLBACK", NULL, NULL, NULL);
    d->failed = false;
}

/* Apply every migration above the current user_version in one transaction. */
static int migrate(db *d, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int cur = 0;
    rc = pragma_int(d, "PRAGMA user_version", &cur, err);
    for (const struct db_migration *m = db_migrations; rc == SK_OK && m->sql; m++) {
        if (m->version <= cur)
            continue;
        char *msg = NULL;
        if (sqlite3_exec(d->h, m->sql, NULL, NULL, &msg) != SQLITE_OK) {
            rc = sk_err_set(err, SK_FAIL, _("migration %s failed: %s"), m->name,
                            msg ? msg : sqlite3_errmsg(d->h));
            sqlite3_free(msg);
            break;
        }
        /* PRAGMA takes no bound parameters; the values are integers of ours. */
        char sql[96];
        snprintf(sql, sizeof sql, "PRAGMA user_version = %d", m->version);
        rc = db_exec(d, sql, err);
        cur = m->version;
    }
    if (rc == SK_OK) {
        char sql[96];
        snprintf(sql, sizeof sql, "PRAGMA application_id = %d", DB_APPLICATION_ID);
        rc = db_exec(d, sql, err);
    }
    return db_finish(d, rc, err);
}

static int connect(const char *path, int flags, db **out, sk_err *err)
{
    db *d = xcalloc(1, sizeof *d);
    d->path = xstrdup(path);
    if (sqlite3_open_v2(path, &d->h, flags, NULL) != SQLITE_OK) {
        sk_err_set(err, SK_FAIL, _("cannot open database %s: %s"), path,
                   d->h ? sqlite3_errmsg(d->h) : "out of memory");
        db_close(d);
        return SK_FAIL;
    }
    sqlite3_extended_result_codes(d->h, 1);
    d->busy_ms = DB_BUSY_MS;
    sqlite3_busy_timeout(d->h, d->busy_ms);
    db_file_note(d);
    *out = d;
    return SK_OK;
}

static int setup(db *d, sk_err *err)
{
    int rc = db_exec(d, "PRAGMA foreign_keys = ON", err);
    if (rc == SK_OK) {
        /* journal_mode returns a row: use a statement */
        sqlite3_stmt *st = db_prep(d, "PRAGMA journal_mode = WAL", err);
        if (!st)
            return SK_FAIL;
        int s = sqlite3_step(st);
        sqlite3_finalize(st);
        if (s != SQLITE_ROW)
            rc = db_sqlerr(d, err, "setting WAL mode");
    }
    if (rc == SK_OK)
        db_file_note_format(d); /* a copy over the file changes it (db_file_check) */
    return rc;
}

int db_create(const char *path, db **out, sk_err *err)
{
    *out = NULL;
    struct stat sb;
    if (stat(path, &sb) == 0)
        return sk_err_set(err, SK_FAIL, _("database %s already exists: not overwriting it"), path);
    db *d;
    int rc = connect(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &d, err);
    if (rc != SK_OK)
        return rc;
    rc = setup(d, err);
    if (rc == SK_OK)
        rc = migrate(d, err);
    if (rc != SK_OK) {
        db_close(d);
        remove(path);
        return rc;
    }
    *out = d;
    return SK_OK;
}

/* Whether path or its directory cannot be written (read-only, immutable). */
static bool read_only_place(const char *path)
{
    if (access(path, W_OK) != 0)
        return true;
    char *dir = xstrdup(path);
    char *slash = strrchr(dir, '/');
    if (slash == dir)
        slash[1] = '\0';
    else if (slash)
        *slash = '\0';
    bool ro = access(slash ? dir : ".", W_OK) != 0;
    free(dir);
    return ro;
}

/* Why the database file of connection h cannot be read, in the user's
 * words (NULL when its header looks whole): an SQLite file shorter than its
 * own header says is truncated (copied or written only in part, a full
 * disk).  Read through SQLite's own file handle: opening and closing the
 * file here would drop the POSIX locks of every other connection of this
 * process to it. */
static const char *damage_of(sqlite3 *h, char *buf, size_t n)
{
    static const char magic[16] = "SQLite format 3";
    sqlite3_file *f = NULL;
    sqlite3_int64 size = 0;
    unsigned char hd[100];
    memset(hd, 0, sizeof hd);
    if (sqlite3_file_control(h, "main", SQLITE_FCNTL_FILE_POINTER, &f) != SQLITE_OK || !f ||
        !f->pMethods || f->pMethods->xFileSize(f, &size) != SQLITE_OK)
        return NULL;
    int r = f->pMethods->xRead(f, hd, (int)sizeof hd, 0);
    if ((r != SQLITE_OK && r != SQLITE_IOERR_SHORT_READ) || size < (sqlite3_int64)sizeof magic ||
        memcmp(hd, magic, sizeof magic) != 0)
        return NULL;
    if (size < (sqlite3_int64)sizeof hd) {
        snprintf(buf, n, "is truncated: %lld bytes, not even the 100-byte header of an SQLite "
                 "database", (long long)size);
        return buf;
    }
    unsigned page = (unsigned)hd[16] << 8 | hd[17];
    if (page == 1)
        page = 65536;
    unsigned long pages = (unsigned long)hd[28] << 24 | (unsigned long)hd[29] << 16 |
                          (unsigned long)hd[30] << 8 | hd[31];
    /* the size in the header counts only when it is current (bytes 92-95
     * equal the change counter at 24-27, a rule of the file format) */
    if (memcmp(hd + 24, hd + 92, 4) != 0)
        return NULL;
    long long want = (long long)page * (long long)pages;
    if (pages > 0 && size < want) {
        snprintf(buf, n, "is truncated: %lld bytes of the %lld its header names (copied or "
                 "written only in part, e.g. on a full disk)", (long long)size, want);
        return buf;
    }
    return NULL;
}

int db_open(const char *path, db **out, sk_err *err)
{
    *out = NULL;
    struct stat sb;
    if (stat(path, &sb) != 0) {
        if (errno == ENOENT)
            return sk_err_set(err, SK_FAIL, _("database %s does not exist"), path);
        return sk_err_set(err, SK_FAIL, _("cannot open database %s: %s"), path, strerror(errno));
    }
    if (!S_ISREG(sb.st_mode))
        return sk_err_set(err, SK_FAIL, _("database %s is not a file"), path);
    db *d;
    int rc = connect(path, SQLITE_OPEN_READWRITE, &d, err);
    if (rc != SK_OK)
        return rc;
    int app = 0, ver = 0;
    sk_err e2;
    sk_err_clear(&e2);
    if (pragma_int(d, "PRAGMA application_id", &app, &e2) != SK_OK ||
        pragma_int(d, "PRAGMA user_version", &ver, &e2) != SK_OK) {
        int ec = sqlite3_errcode(d->h) & 0xff;
        char why[200];
        if (damage_of(d->h, why, sizeof why)) {
            sk_err_set(err, SK_FAIL, _("database %s %s: restore a backup"), path, why);
            db_close(d);
            return SK_FAIL;
        }
        if (ec != SQLITE_NOTADB && ec != SQLITE_CORRUPT) {
            /* not a question of the content: say what stopped the read */
            sk_err_set(err, SK_FAIL, _("cannot read database %s: %s%s"), path,
                       sqlite3_errmsg(d->h),
                       read_only_place(path) ? " (the file or its directory is read-only; "
                       "SQLite needs to write its -wal and -shm files beside it)" : "");
            db_close(d);
            return SK_FAIL;
        }
        db_close(d);
        if (ec == SQLITE_CORRUPT)
            return sk_err_set(err, SK_FAIL, _("database %s is damaged (SQLite: %s): restore a "
                              "backup"), path, sqlite3_errstr(SQLITE_CORRUPT));
        return sk_err_set(err, SK_FAIL, _("%s is not a skatsheet database"), path);
    }
    if (app != DB_APPLICATION_ID) {
        char why[200];
        bool cut = damage_of(d->h, why, sizeof why) != NULL;
        db_close(d);
        if (cut)
            return sk_err_set(err, SK_FAIL, _("database %s %s: restore a backup"), path, why);
        return sk_err_set(err, SK_FAIL, _("%s is not a skatsheet database"), path);
    }
    int latest = db_schema_latest();
    if (ver > latest) {
        db_close(d);
        return sk_err_set(err, SK_FAIL,
                          _("database %s has schema version %d, newer than this skatsheet "
                          "knows (%d): use a newer skatsheet"), path, ver, latest);
    }
    rc = setup(d, err);
    if (rc == SK_OK && ver < latest)
        rc = migrate(d, err);
    if (rc != SK_OK) {
        db_close(d);
        return rc;
    }
    *out = d;
    return SK_OK;
}

void db_close(db *d)
{
    if (!d)
        return;
    if (d->h) {
        if (d->depth > 0)
            sqlite3_exec(d->h, "ROLLBACK", NULL, NULL, NULL);
        sqlite3_close_v2(d->h);
    }
    free(d->path);
    free(d);
}
