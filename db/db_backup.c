/* db_backup.c - see db_backup.h.  The SQLite file's own ways (the online
 * backup, the restore of db_file.c) where the database is a file; the
 * copy of every row (db_copy.c) where it is not; a pg_dump is read back
 * in db_pgdump.c. */
#include "db_backup.h"
#include "db_file.h"
#include "db_internal.h"
#include "i18n.h"

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char sqlite_magic[16] = "SQLite format 3";
static const char pgdump_magic[5] = {'P', 'G', 'D', 'M', 'P'};

const char *db_backup_ext(db_backup_format fmt)
{
    return fmt == DB_BACKUP_PG ? ".pgdump" : ".db";
}

int db_backup_write(db *d, const char *path, db_backup_format fmt, sk_err *err)
{
    if (fmt == DB_BACKUP_PG) {
        if (!d->drv->dump)
            return sk_err_set(err, SK_USAGE, _("--format pg is for a PostgreSQL database; the "
                              "backup of a %s database is a SQLite file"), d->drv->name);
        return d->drv->dump(d->c, path, err);
    }
    if (d->drv->clone)
        return db_backup(d, path, err);
    /* a server's database: every row, read in one snapshot, into a new file */
    if (unlink(path) != 0 && errno != ENOENT)
        return sk_err_set(err, SK_FAIL, _("cannot write the backup %s: %s"), path,
                          strerror(errno));
    db_copy_count n;
    return db_copy_from(d, path, &n, err);
}

/* SK_OK when the SQLite file at path is as long as its header says (a
 * backup cut short by a full disk or an interrupted transfer is not:
 * SQLite would read the missing pages as zeros); err says what is
 * missing.  The header: the page size at offset 16 (1: 65536), the
 * number of pages at 28, valid when the change counter at 24 equals the
 * number at 92 (SQLite's file format, section 1.3). */
static int whole_file(const char *path, sk_err *err)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return sk_err_set(err, SK_INVALID, "%s", strerror(errno));
    unsigned char h[100];
    size_t got = fread(h, 1, sizeof h, f);
    long long size = -1;
    if (fseeko(f, 0, SEEK_END) == 0)
        size = (long long)ftello(f);
    fclose(f);
    if (got < sizeof h)
        return sk_err_set(err, SK_INVALID, _("%lld bytes, shorter than its header"), size);
    unsigned psize = ((unsigned)h[16] << 8) | h[17];
    if (psize == 1)
        psize = 65536;
    uint32_t pages = ((uint32_t)h[28] << 24) | ((uint32_t)h[29] << 16) | ((uint32_t)h[30] << 8) | h[31];
    bool valid = memcmp(h + 24, h + 92, 4) == 0 && pages > 0;
    if (valid && size < (long long)psize * pages)
        return sk_err_set(err, SK_INVALID, _("%lld bytes of %lld"), size,
                          (long long)psize * pages);
    if (size % psize != 0)
        return sk_err_set(err, SK_INVALID, _("%lld bytes: not whole pages of %u"), size, psize);
    return SK_OK;
}

/* A SQLite backup into a database that is no file: copied into a
 * temporary file, opened there as any database (checked, an older schema
 * migrated), then every row of it replaces d's. */
static int restore_sqlite_into(db *d, const char *path, sk_err *err)
{
    char *tmp = db_tmp_name("restore");
    if (!tmp)
        return sk_err_set(err, SK_FAIL, _("cannot make a temporary file: %s"), strerror(errno));
    const db_driver *sl = &db_driver_sqlite;
    db_conn *from = NULL, *to = NULL;
    sk_err e;
    sk_err_clear(&e);
    int rc = sl->open(path, DB_OPEN_PEEK, &from, &e);
    if (rc == SK_OK && (rc = whole_file(path, &e)) != SK_OK) {
        sl->close(from);
        db_tmp_remove(tmp);
        return sk_err_set(err, SK_INVALID, _("%s is not a whole skatsheet backup (%s): nothing "
                          "restored"), path, e.msg);
    }
    if (rc == SK_OK)
        rc = sl->open(tmp, 0, &to, &e);
    if (rc == SK_OK && sl->clone(from, to, d->busy_ms) != SK_OK)
        rc = SK_FAIL;
    if (from)
        sl->close(from);
    if (to)
        sl->close(to);
    if (rc != SK_OK)
        rc = sk_err_set(err, SK_INVALID, _("%s is not a skatsheet database: nothing restored"),
                        path);
    db *b = NULL;
    if (rc == SK_OK && db_open(tmp, &b, &e) != SK_OK)
        rc = sk_err_set(err, SK_INVALID, _("%s: nothing restored"), e.msg);
    db_table_def *v = NULL;
    size_t n = 0, *order = NULL;
    if (rc == SK_OK)
        rc = db_replace_begin(d, &v, &n, &order, err);
    if (rc == SK_OK) {
        db_copy_count cnt = {0, 0};
        rc = db_copy_rows(b, d, &cnt, err);
        if (rc == SK_OK)
            rc = db_commit(d, err);
        else
            db_rollback(d);
    }
    free(order);
    db_table_defs_free(v, n);
    db_close(b);
    db_tmp_remove(tmp);
    return rc;
}

int db_backup_restore(db *d, const char *path, sk_err *err)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return sk_err_set(err, SK_INVALID, _("cannot read the backup %s: %s"), path,
                          strerror(errno));
    char head[16] = {0};
    size_t got = fread(head, 1, sizeof head, f);
    fclose(f);
    if (got == sizeof head && memcmp(head, sqlite_magic, sizeof sqlite_magic) == 0) {
        if (!d->drv->clone)
            return restore_sqlite_into(d, path, err);
        sk_err e;
        sk_err_clear(&e);
        int rc = whole_file(path, &e);
        if (rc != SK_OK)
            return sk_err_set(err, SK_INVALID, _("%s is not a whole skatsheet backup (%s): "
                              "nothing restored"), path, e.msg);
        return db_restore(d, path, err);
    }
    if (got >= sizeof pgdump_magic && memcmp(head, pgdump_magic, sizeof pgdump_magic) == 0)
        return db_restore_pgdump(d, path, err);
    return sk_err_set(err, SK_INVALID, _("%s is not a skatsheet backup (neither a SQLite file "
                      "nor a pg_dump): nothing restored"), path);
}
