/* db_upgrade.c - the copy of a database file beside it before its schema
 * is upgraded (db_backup_beside, db_internal.h), and the online backup
 * into a file both it and db backup use (db_clone_into).  Through the
 * driver only: db.c calls it, it never calls db.c. */
#include "db_internal.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Every committed row of connection `from` (d's database) into the
 * empty file path. */
int db_clone_into(db *d, db_conn *from, const char *path, sk_err *err)
{
    db_conn *to = NULL;
    int rc = d->drv->open(path, 0, &to, err);
    if (rc != SK_OK)
        return rc;
    if (d->drv->clone(from, to, d->busy_ms) != SK_OK) {
        if (d->drv->errclass(to) == DB_E_BUSY)
            rc = sk_err_set(err, SK_FAIL, _("cannot write the backup %s: the database %s stayed "
                            "locked"), path, d->drv->where(d->c));
        else
            rc = db_drv_err(d->drv, to, err, "writing the backup");
    }
    d->drv->close(to);
    return rc;
}

int db_backup_beside(db *d, int ver, char **made, sk_err *err)
{
    *made = NULL;
    char *tmp = xasprintf("%s.v%d.bak.XXXXXX", d->target, ver);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return sk_err_set(err, SK_FAIL, _("cannot write a backup beside %s before upgrading "
                          "it: %s"), d->target, strerror(e));
    }
    close(fd);
    /* read through a connection of its own: d holds the write lock (an
     * online backup through the writing connection is refused), which
     * keeps other writers out, not readers */
    db_conn *src = NULL;
    int rc = d->drv->open(d->target, DB_OPEN_PEEK, &src, err);
    if (rc == SK_OK)
        rc = db_clone_into(d, src, tmp, err);
    if (src)
        d->drv->close(src);
    for (int i = 1; rc == SK_OK && !*made && i < 100; i++) {
        char *name = i == 1 ? xasprintf("%s.v%d.bak", d->target, ver)
                            : xasprintf("%s.v%d-%d.bak", d->target, ver, i);
        if (link(tmp, name) == 0) { /* never over an earlier backup */
            *made = name;
            break;
        }
        int e = errno;
        free(name);
        if (e != EEXIST)
            rc = sk_err_set(err, SK_FAIL, _("cannot write a backup beside %s before upgrading "
                            "it: %s"), d->target, strerror(e));
    }
    if (rc == SK_OK && !*made)
        rc = sk_err_set(err, SK_FAIL, _("cannot write a backup beside %s before upgrading it: "
                        "99 backups of version %d are there already"), d->target, ver);
    db_tmp_remove(tmp);
    return rc;
}
