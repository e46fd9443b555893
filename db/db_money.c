/* db_money.c - see db_money.h.  Named parameters throughout (issue 26). */
#include "db_money.h"
#include "db_internal.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

static int bind(sqlite3_stmt *st, const char *name, const char *v)
{
    int i = sqlite3_bind_parameter_index(st, name);
    if (i == 0)
        return SQLITE_ERROR;
    return v ? sqlite3_bind_text(st, i, v, -1, SQLITE_TRANSIENT) : sqlite3_bind_null(st, i);
}

static int bind_id(sqlite3_stmt *st, const char *name, int64_t v)
{
    int i = sqlite3_bind_parameter_index(st, name);
    return i ? sqlite3_bind_int64(st, i, v) : SQLITE_ERROR;
}

int db_money_change_store(db *d, int64_t tid, const char *house_preset, const char *house_settings,
                          const char *sch_rules, const char *changed, const char *before,
                          const char *after, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    sqlite3_stmt *st = db_prep(d, sch_rules
                                      ? "UPDATE tournaments SET rules = :rules WHERE id = :id"
                                      : "UPDATE tournaments SET house_profile = :preset, "
                                        "house_settings = :settings WHERE id = :id",
                               err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    bind_id(st, ":id", tid);
    if (sch_rules) {
        bind(st, ":rules", sch_rules);
    } else {
        bind(st, ":preset", house_preset);
        bind(st, ":settings", house_settings && *house_settings ? house_settings : NULL);
    }
    if (sqlite3_step(st) != SQLITE_DONE)
        rc = db_sqlerr(d, err, "changing the money settings");
    else if (sqlite3_changes(d->h) != 1)
        rc = sk_err_set(err, SK_INVALID, _("tournament %lld does not exist"), (long long)tid);
    sqlite3_finalize(st);
    if (rc == SK_OK) {
        st = db_prep(d, "INSERT INTO money_changes(tournament_id, changed, before, after) "
                        "VALUES (:tid, :changed, :before, :after)", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        bind_id(st, ":tid", tid);
        bind(st, ":changed", changed);
        bind(st, ":before", before ? before : "");
        bind(st, ":after", after);
        if (sqlite3_step(st) != SQLITE_DONE)
            rc = db_sqlerr(d, err, "keeping the money change");
        sqlite3_finalize(st);
    }
    return db_finish(d, rc, err);
}

int db_money_changes(db *d, int64_t tid, db_money_change **v, size_t *n, sk_err *err)
{
    *v = NULL;
    *n = 0;
    sqlite3_stmt *st = db_prep(d, "SELECT changed, before, after FROM money_changes "
                                  "WHERE tournament_id = :tid ORDER BY id", err);
    if (!st)
        return SK_FAIL;
    bind_id(st, ":tid", tid);
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *v = db_grow(*v, *n, &cap, sizeof **v, 4);
        db_money_change *c = &(*v)[(*n)++];
        c->changed = db_col_str(st, 0);
        c->before = db_col_str(st, 1);
        c->after = db_col_str(st, 2);
    }
    int rc = SK_OK;
    if (s != SQLITE_DONE) {
        rc = db_sqlerr(d, err, "reading the money changes");
        db_money_changes_free(*v, *n);
        *v = NULL;
        *n = 0;
    }
    sqlite3_finalize(st);
    return rc;
}

void db_money_changes_free(db_money_change *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].changed);
        free(v[i].before);
        free(v[i].after);
    }
    free(v);
}
