/* db_fileid.c - see db_file.h: whether the file behind a connection is
 * still the one it opened, the guard of every write against a file
 * replaced under it, the log written back after a commit, the wait for
 * the lock (db.c calls these; they call nothing of db.c, only the
 * driver's hooks, drv.h). */
#include "db_file.h"
#include "db_internal.h"
#include "i18n.h"

db_file_state db_file_check(db *d, uint64_t *stamp, uint64_t *log)
{
    if (!d->drv->file_state) { /* a server engine: no file of its own */
        if (stamp)
            *stamp = 0;
        if (log)
            *log = 0;
        return DB_FILE_SAME;
    }
    return (db_file_state)d->drv->file_state(d->c, stamp, log);
}

int db_file_guard(db *d, bool committed, sk_err *err)
{
    db_file_state st = db_file_check(d, NULL, NULL);
    if (st == DB_FILE_SAME)
        return SK_OK;
    d->retry = true;
    const char *path = d->drv->where(d->c);
    if (committed && st == DB_FILE_GONE)
        return sk_err_set(err, SK_FAIL, _("the database file %s was deleted or moved away while "
                          "this change was saved: it is not in any file at that path; restore "
                          "the file, then do it again"), path);
    if (committed)
        return sk_err_set(err, SK_FAIL, _("the database file %s was replaced by another file "
                          "while this change was saved: it went into the file that was there "
                          "before, not into the one there now; do it again"), path);
    if (st == DB_FILE_GONE)
        return sk_err_set(err, SK_FAIL, _("the database file %s was deleted or moved away since "
                          "it was opened: nothing written; restore the file, then do it "
                          "again"), path);
    return sk_err_set(err, SK_FAIL, _("the database file %s was replaced by another file since it "
                      "was opened: nothing written; do it again (the file now at the path "
                      "is used then)"), path);
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
    if (d->drv->set_wait)
        d->drv->set_wait(d->c, d->busy_ms);
}

void db_wal_flush(db *d)
{
    if (d && d->depth == 0 && d->read_depth == 0 && d->drv->flush_log)
        d->drv->flush_log(d->c);
}

void db_forget_cache(db *d)
{
    if (d && d->depth == 0 && d->read_depth == 0 && d->drv->forget)
        d->drv->forget(d->c);
}
