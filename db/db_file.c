/* db_file.c - see db_file.h: the online backup API (sqlite3_backup_*) both
 * ways, and a server's reading connection (the file's identity and the
 * log written back after a commit: db_fileid.c). */
#include "db_file.h"
#include "db_internal.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int db_set_reader(db *d, sk_err *err)
{
    return db_exec(d, "PRAGMA query_only = 1", err);
}

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* Copy database "main" of src into "main" of dst; busy_ms: how long to
 * wait for locks.  SQLite's result code. */
static int copy_db(sqlite3 *dst, sqlite3 *src, int busy_ms)
{
    sqlite3_backup *b = sqlite3_backup_init(dst, "main", src, "main");
    if (!b)
        return sqlite3_errcode(dst);
    int rc, waited = 0;
    while ((rc = sqlite3_backup_step(b, -1)) == SQLITE_BUSY || rc == SQLITE_LOCKED) {
        if (waited >= busy_ms)
            break;
        sleep_ms(50);
        waited += 50;
    }
    int fin = sqlite3_backup_finish(b);
    return rc == SQLITE_DONE ? fin : rc;
}

int db_backup(db *d, const char *path, sk_err *err)
{
    sqlite3 *h = NULL;
    if (sqlite3_open_v2(path, &h, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
        sk_err_set(err, SK_FAIL, _("cannot write the backup %s: %s"), path,
                   h ? sqlite3_errmsg(h) : "out of memory");
        sqlite3_close(h);
        return SK_FAIL;
    }
    sqlite3_busy_timeout(h, d->busy_ms);
    int rc = copy_db(h, d->h, d->busy_ms);
    if (rc != SQLITE_OK) {
        int ec = rc & 0xff;
        if (ec == SQLITE_BUSY || ec == SQLITE_LOCKED)
            sk_err_set(err, SK_FAIL, _("cannot write the backup %s: the database %s stayed "
                       "locked"), path, d->path);
        else
            sk_err_set(err, SK_FAIL, _("cannot write the backup %s: %s"), path,
                       sqlite3_errstr(rc));
        sqlite3_close(h);
        return SK_FAIL;
    }
    /* the copy is a file of its own: no log beside it */
    sqlite3_exec(h, "PRAGMA journal_mode = DELETE", NULL, NULL, NULL);
    if (sqlite3_close(h) != SQLITE_OK)
        return sk_err_set(err, SK_FAIL, _("cannot write the backup %s: closing it failed"), path);
    return SK_OK;
}

/* The application id and schema version of the database in file h, and
 * whether SQLite finds it whole; SK_INVALID with err naming path else. */
static int check_backup(sqlite3 *h, const char *path, int *version, sk_err *err)
{
    int app = 0;
    *version = -1;
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(h, "PRAGMA application_id", -1, &st, NULL) == SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW)
        app = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    st = NULL;
    if (sqlite3_prepare_v2(h, "PRAGMA user_version", -1, &st, NULL) == SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW)
        *version = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    if (app != DB_APPLICATION_ID)
        return sk_err_set(err, SK_INVALID, _("%s is not a skatsheet database: nothing restored"),
                          path);
    if (*version > db_schema_latest())
        return sk_err_set(err, SK_INVALID, _("%s has schema version %d, newer than this skatsheet "
                          "knows (%d): nothing restored"), path, *version, db_schema_latest());
    st = NULL;
    bool whole = false;
    if (sqlite3_prepare_v2(h, "PRAGMA quick_check", -1, &st, NULL) == SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW) {
        const char *r = (const char *)sqlite3_column_text(st, 0);
        whole = r && strcmp(r, "ok") == 0;
    }
    sqlite3_finalize(st);
    if (!whole)
        return sk_err_set(err, SK_INVALID, _("%s is damaged (SQLite's quick_check fails): "
                          "nothing restored"), path);
    return SK_OK;
}

/* A copy of the database in src, migrated to this program's schema, in a
 * new temporary file beside d's (*tmp malloc'd; caller removes it). */
static int migrated_copy(db *d, sqlite3 *src, char **tmp, sk_err *err)
{
    *tmp = xasprintf("%s.restore-XXXXXX", d->path);
    int fd = mkstemp(*tmp);
    if (fd < 0) {
        sk_err_set(err, SK_FAIL, _("cannot make a temporary file beside %s: %s"), d->path,
                   strerror(errno));
        free(*tmp);
        *tmp = NULL;
        return SK_FAIL;
    }
    close(fd);
    sqlite3 *h = NULL;
    int rc = sqlite3_open_v2(*tmp, &h, SQLITE_OPEN_READWRITE, NULL);
    if (rc == SQLITE_OK)
        rc = copy_db(h, src, d->busy_ms);
    sqlite3_close(h);
    if (rc != SQLITE_OK)
        return sk_err_set(err, SK_FAIL, _("cannot copy the backup: %s"), sqlite3_errstr(rc));
    db *m = NULL;
    int r = db_open(*tmp, &m, err); /* migrates */
    db_close(m);
    return r;
}

static void remove_db_files(const char *path)
{
    static const char *const ext[] = {"", "-wal", "-shm", "-journal"};
    for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
        char *p = xasprintf("%s%s", path, ext[i]);
        unlink(p);
        free(p);
    }
}

int db_restore(db *d, const char *path, sk_err *err)
{
    struct stat sb;
    if (stat(path, &sb) != 0)
        return sk_err_set(err, SK_INVALID, _("cannot read the backup %s: %s"), path,
                          strerror(errno));
    if (!S_ISREG(sb.st_mode))
        return sk_err_set(err, SK_INVALID, _("the backup %s is not a file"), path);
    struct stat live;
    if (stat(d->path, &live) == 0 && live.st_dev == sb.st_dev && live.st_ino == sb.st_ino)
        return sk_err_set(err, SK_INVALID, _("%s is the database itself: nothing to restore"),
                          path);
    if (d->depth > 0)
        return sk_err_set(err, SK_FAIL, _("internal error: restore inside a transaction"));
    sqlite3 *src = NULL;
    if (sqlite3_open_v2(path, &src, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        sk_err_set(err, SK_INVALID, _("cannot read the backup %s: %s"), path,
                   src ? sqlite3_errmsg(src) : "out of memory");
        sqlite3_close(src);
        return SK_INVALID;
    }
    sqlite3_busy_timeout(src, d->busy_ms);
    int version = 0;
    char *tmp = NULL;
    int rc = check_backup(src, path, &version, err);
    if (rc == SK_OK && version < db_schema_latest()) {
        rc = migrated_copy(d, src, &tmp, err);
        sqlite3_close(src);
        src = NULL;
        if (rc == SK_OK && sqlite3_open_v2(tmp, &src, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
            rc = sk_err_set(err, SK_FAIL, _("cannot read the migrated copy %s"), tmp);
    }
    if (rc == SK_OK && db_file_check(d, NULL, NULL) != DB_FILE_SAME)
        rc = db_file_guard(d, false, err);
    if (rc == SK_OK) {
        int s = copy_db(d->h, src, d->busy_ms);
        int ec = s & 0xff;
        if (ec == SQLITE_BUSY || ec == SQLITE_LOCKED) {
            d->retry = true;
            rc = sk_err_set(err, SK_FAIL, _("restoring: the database %s is busy (locked by "
                            "another program for more than %.3g s): nothing restored"), d->path,
                            d->busy_ms / 1000.0);
        } else if (s != SQLITE_OK) {
            rc = sk_err_set(err, SK_FAIL, _("restoring into %s failed (%s): nothing restored"),
                            d->path, sqlite3_errstr(s));
        }
    }
    sqlite3_close(src);
    if (tmp) {
        remove_db_files(tmp);
        free(tmp);
    }
    if (rc == SK_OK)
        db_wal_flush(d);
    return rc;
}
