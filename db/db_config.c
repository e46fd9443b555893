/* db_config.c - see db_config.h */
#include "db_config.h"
#include "db_internal.h"
#include "db_rows.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int db_config_get(db *d, const char *key, char **value, sk_err *err)
{
    return db_query_str(d, "SELECT value FROM settings WHERE key = :key",
                        DB_ARGS(DB_S(":key", key)), value, NULL, N_("reading the settings"), err);
}

int db_config_set(db *d, const char *key, const char *value, sk_err *err)
{
    if (value)
        return db_run_tx(d, "INSERT INTO settings(key, value) VALUES (:key, :value) "
                            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                         DB_ARGS(DB_S(":key", key), DB_S(":value", value)), "the setting", err);
    return db_run_tx(d, "DELETE FROM settings WHERE key = :key", DB_ARGS(DB_S(":key", key)),
                     "the setting", err);
}

char *db_config_peek(const char *target, const char *key)
{
    const db_driver *drv;
    sk_err e;
    sk_err_clear(&e);
    if (!target || db_driver_pick(target, &drv, &e) != SK_OK)
        return NULL;
    db_conn *c = NULL;
    if (drv->open(target, DB_OPEN_PEEK, &c, &e) != SK_OK)
        return NULL;
    char *out = NULL;
    db_stmt *st = drv->prepare(c, "SELECT value FROM settings WHERE key = :key");
    if (st) {
        int i = drv->param(st, ":key");
        if (i > 0) {
            drv->bind_text(st, i, key);
            if (drv->step(st) == DB_ROW && drv->col_text(st, 0))
                out = xstrdup(drv->col_text(st, 0));
        }
        drv->finalize(st);
    }
    drv->close(c);
    return out;
}
