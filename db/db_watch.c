/* db_watch.c - see db_watch.h */
#include "db_watch.h"

#include "db_internal.h"

int db_data_version(db *d, int64_t *version, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "PRAGMA data_version", err);
    if (!st)
        return SK_FAIL;
    int rc = sqlite3_step(st);
    if (rc != SQLITE_ROW) {
        sqlite3_finalize(st);
        return db_sqlerr(d, err, "reading the data version");
    }
    *version = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return SK_OK;
}
