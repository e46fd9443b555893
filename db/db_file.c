/* db_file.c - see db_file.h: a backup and a restore through the engine's
 * online backup (the driver's clone), a server's reading connection. */
#include "db_file.h"
#include "db_internal.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int db_set_reader(db *d, sk_err *err)
{
    if (d->drv->read_only && d->drv->read_only(d->c) != SK_OK)
        return db_sqlerr(d, err, "database");
    return SK_OK;
}

int db_file_engine(db *d, const char *what, sk_err *err)
{
    if (d->drv->clone)
        return SK_OK;
    return sk_err_set(err, SK_USAGE, _("%s is for a database file; copy a %s database with "
                      "'skatsheet db copy' instead"), what, d->drv->name);
}

int db_backup(db *d, const char *path, sk_err *err)
{
    int rc = db_file_engine(d, "db backup", err);
    return rc != SK_OK ? rc : db_clone_into(d, d->c, path, err);
}

int db_restore(db *d, const char *path, sk_err *err)
{
    int rc = db_file_engine(d, "db restore", err);
    if (rc != SK_OK)
        return rc;
    struct stat sb, live;
    if (stat(path, &sb) != 0)
        return sk_err_set(err, SK_INVALID, _("cannot read the backup %s: %s"), path,
                          strerror(errno));
    if (!S_ISREG(sb.st_mode))
        return sk_err_set(err, SK_INVALID, _("the backup %s is not a file"), path);
    const char *where = d->drv->where(d->c);
    if (stat(where, &live) == 0 && live.st_dev == sb.st_dev && live.st_ino == sb.st_ino)
        return sk_err_set(err, SK_INVALID, _("%s is the database itself: nothing to restore"),
                          path);
    if (d->depth > 0 || d->read_depth > 0)
        return sk_err_set(err, SK_FAIL, _("internal error: restore inside a transaction"));
    /* the backup is only read: copied into a temporary file beside the
     * database, checked and migrated there as any database is opened */
    char *tmp = xasprintf("%s.restore-XXXXXX", where);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        rc = sk_err_set(err, SK_FAIL, _("cannot make a temporary file beside %s: %s"), where,
                        strerror(errno));
        free(tmp);
        return rc;
    }
    close(fd);
    db_conn *from = NULL, *to = NULL;
    sk_err e;
    sk_err_clear(&e);
    rc = d->drv->open(path, DB_OPEN_PEEK, &from, &e);
    if (rc == SK_OK)
        rc = d->drv->open(tmp, 0, &to, &e);
    if (rc == SK_OK && d->drv->clone(from, to, d->busy_ms) != SK_OK)
        rc = SK_FAIL;
    if (rc != SK_OK)
        rc = sk_err_set(err, SK_INVALID, _("%s is not a skatsheet database: nothing restored"),
                        path);
    if (from)
        d->drv->close(from);
    if (to)
        d->drv->close(to);
    db *b = NULL;
    if (rc == SK_OK && db_open(tmp, &b, &e) != SK_OK) /* checks, migrates an older one */
        rc = sk_err_set(err, SK_INVALID, _("%s: nothing restored"), e.msg);
    if (rc == SK_OK)
        rc = db_file_guard(d, false, err);
    if (rc == SK_OK && d->drv->clone(b->c, d->c, d->busy_ms) != SK_OK) {
        if (d->drv->errclass(d->c) == DB_E_BUSY) {
            d->retry = true;
            rc = sk_err_set(err, SK_FAIL, _("restoring: the database %s is busy (locked by "
                            "another program for more than %.3g s): nothing restored"), where,
                            d->busy_ms / 1000.0);
        } else {
            rc = db_drv_err(d->drv, d->c, err, "restoring");
        }
    }
    db_close(b);
    db_tmp_remove(tmp);
    if (rc == SK_OK)
        db_wal_flush(d);
    return rc;
}
