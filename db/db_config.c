/* db_config.c - see db_config.h */
#include "db_config.h"
#include "db_internal.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int db_config_get(db *d, const char *key, char **value, sk_err *err)
{
    *value = NULL;
    sqlite3_stmt *st = db_prep(d, "SELECT value FROM settings WHERE key = ?1", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW)
        *value = db_col_str(st, 0);
    else if (s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "reading the settings");
    sqlite3_finalize(st);
    return rc;
}

int db_config_set(db *d, const char *key, const char *value, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    sqlite3_stmt *st = db_prep(d, value ? "INSERT INTO settings(key, value) VALUES (?1, ?2) "
                                          "ON CONFLICT(key) DO UPDATE SET value = excluded.value"
                                        : "DELETE FROM settings WHERE key = ?1", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
    if (value)
        sqlite3_bind_text(st, 2, value, -1, SQLITE_STATIC);
    if (sqlite3_step(st) != SQLITE_DONE)
        rc = db_sqlerr(d, err, "the setting");
    sqlite3_finalize(st);
    return db_finish(d, rc, err);
}

char *db_config_peek(const char *path, const char *key)
{
    struct stat sb;
    if (!path || stat(path, &sb) != 0 || !S_ISREG(sb.st_mode))
        return NULL;
    sqlite3 *h = NULL;
    char *out = NULL;
    if (sqlite3_open_v2(path, &h, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK) {
        sqlite3_busy_timeout(h, 2000);
        sqlite3_stmt *st = NULL;
        if (sqlite3_prepare_v2(h, "SELECT value FROM settings WHERE key = ?1", -1, &st, NULL) ==
            SQLITE_OK) {
            sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
            if (sqlite3_step(st) == SQLITE_ROW)
                out = db_col_str(st, 0);
        }
        sqlite3_finalize(st);
    }
    sqlite3_close(h);
    return out;
}
