/* db_probe.c - see db_probe.h */
#include "db_probe.h"
#include "db_file.h"
#include "db_internal.h"

int db_probe_read(db *d, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT count(*) FROM settings", err);
    if (!st)
        return SK_FAIL;
    int rc = db_step(st) == DB_ROW ? SK_OK : db_sqlerr(d, err, "reading the settings");
    db_finalize(st);
    return rc;
}

int db_probe_write(db *d, int wait_ms, sk_err *err)
{
    int was = d->busy_ms;
    db_set_busy_ms(d, wait_ms);
    int rc = db_begin(d, err);
    if (rc == SK_OK)
        db_rollback(d);
    db_set_busy_ms(d, was);
    return rc;
}

int db_probe_reviews(db *d, long long *n, sk_err *err)
{
    *n = 0;
    db_stmt *st = db_prep(d, "SELECT count(*) FROM fed_reviews WHERE state = 'open'", err);
    if (!st)
        return SK_FAIL;
    int rc = SK_OK;
    if (db_step(st) == DB_ROW)
        *n = db_col_int64(st, 0);
    else
        rc = db_sqlerr(d, err, "reading the review queue");
    db_finalize(st);
    return rc;
}
