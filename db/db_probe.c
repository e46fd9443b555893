/* db_probe.c - see db_probe.h */
#include "db_probe.h"
#include "db_file.h"
#include "db_internal.h"
#include "db_rows.h"

int db_probe_read(db *d, sk_err *err)
{
    int64_t n;
    return db_count(d, "SELECT count(*) FROM settings", DB_NOARGS, &n, "reading the settings",
                    err);
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
    int64_t c;
    int rc = db_count(d, "SELECT count(*) FROM fed_reviews WHERE state = 'open'", DB_NOARGS, &c,
                      "reading the review queue", err);
    *n = c;
    return rc;
}
