/* db_fileid.c - see db_file.h: which file a connection has open, the
 * guard of every write against a file replaced under it, the log written
 * back after a commit (db.c calls these; they call nothing of db.c). */
#include "db_file.h"
#include "db_internal.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

void db_file_note(db *d)
{
    struct stat sb;
    d->have_id = stat(d->path, &sb) == 0;
    d->dev = d->have_id ? (unsigned long long)sb.st_dev : 0;
    d->ino = d->have_id ? (unsigned long long)sb.st_ino : 0;
}

/* Byte 18 of the header of d's file (the write format: 2 in WAL mode), read
 * through SQLite's own handle (opening the file anew and closing it would
 * drop this process's locks on it); 0 when it cannot be read. */
static unsigned char format_byte(db *d)
{
    sqlite3_file *f = NULL;
    unsigned char b = 0;
    if (sqlite3_file_control(d->h, "main", SQLITE_FCNTL_FILE_POINTER, &f) != SQLITE_OK || !f ||
        !f->pMethods || f->pMethods->xRead(f, &b, 1, 18) != SQLITE_OK)
        return 0;
    return b;
}

void db_file_note_format(db *d)
{
    d->fmt = format_byte(d);
}

/* FNV-1a over what a write or a copy over a file changes; 0 when path is
 * not there. */
static uint64_t stamp_of(const char *path, struct stat *sb, int *err)
{
    if (stat(path, sb) != 0) {
        *err = errno;
        return 0;
    }
    *err = 0;
    uint64_t v[] = {(uint64_t)sb->st_ino, (uint64_t)sb->st_size,
                    (uint64_t)sb->st_mtim.tv_sec, (uint64_t)sb->st_mtim.tv_nsec,
                    (uint64_t)sb->st_ctim.tv_sec, (uint64_t)sb->st_ctim.tv_nsec};
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        for (int b = 0; b < 8; b++)
            h = (h ^ ((v[i] >> (8 * b)) & 0xff)) * 1099511628211ULL;
    return h ? h : 1;
}

db_file_state db_file_check(db *d, uint64_t *stamp, uint64_t *log)
{
    struct stat sb;
    int e;
    uint64_t h = stamp_of(d->path, &sb, &e);
    if (stamp)
        *stamp = h;
    if (log) {
        char wal[4096];
        struct stat lb;
        int le;
        snprintf(wal, sizeof wal, "%s-wal", d->path);
        *log = stamp_of(wal, &lb, &le);
    }
    if (e)
        /* another error (a directory made unreadable): nothing can be told */
        return e == ENOENT || e == ENOTDIR ? DB_FILE_GONE : DB_FILE_SAME;
    if (!d->have_id)
        return DB_FILE_SAME;
    if ((unsigned long long)sb.st_dev != d->dev || (unsigned long long)sb.st_ino != d->ino)
        return DB_FILE_REPLACED;
    /* the same file, but another database copied into it: a file in
     * rollback mode (a backup) over the file in WAL mode */
    if (d->fmt && format_byte(d) != d->fmt)
        return DB_FILE_REPLACED;
    return DB_FILE_SAME;
}

int db_file_guard(db *d, bool committed, sk_err *err)
{
    db_file_state st = db_file_check(d, NULL, NULL);
    if (st == DB_FILE_SAME)
        return SK_OK;
    d->retry = true;
    if (committed && st == DB_FILE_GONE)
        return sk_err_set(err, SK_FAIL, _("the database file %s was deleted or moved away while "
                          "this change was saved: it is not in any file at that path; restore "
                          "the file, then do it again"), d->path);
    if (committed)
        return sk_err_set(err, SK_FAIL, _("the database file %s was replaced by another file "
                          "while this change was saved: it went into the file that was there "
                          "before, not into the one there now; do it again"), d->path);
    if (st == DB_FILE_GONE)
        return sk_err_set(err, SK_FAIL, _("the database file %s was deleted or moved away since "
                          "it was opened: nothing written; restore the file, then do it "
                          "again"), d->path);
    return sk_err_set(err, SK_FAIL, _("the database file %s was replaced by another file since it "
                      "was opened: nothing written; do it again (the file now at the path "
                      "is used then)"), d->path);
}

bool db_retry_later(const db *d)
{
    return d && d->retry;
}

void db_retry_clear(db *d)
{
    if (d)
        d->retry = false;
}

void db_set_busy_ms(db *d, int ms)
{
    d->busy_ms = ms < 1 ? 1 : ms;
    sqlite3_busy_timeout(d->h, d->busy_ms);
}


void db_wal_flush(db *d)
{
    if (!d || !d->h || d->depth > 0)
        return;
    /* a reader still on the log holds the truncation up: wait only a
     * moment (the next commit tries again) */
    sqlite3_busy_timeout(d->h, 100);
    sqlite3_wal_checkpoint_v2(d->h, NULL, SQLITE_CHECKPOINT_TRUNCATE, NULL, NULL);
    sqlite3_busy_timeout(d->h, d->busy_ms);
}
