/* drverr.c - the wording of the drivers' error classes (drv.h), shared by
 * db.c and the drivers' own steps (opening, settings). */
#include "drv.h"
#include "i18n.h"
#include "db.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *db_errclass_text(int cls)
{
    /* what a class means to a user, after the server's name: "the database
     * server X is busy" */
    static const char *const text[DB_E_COUNT] = {
        [DB_E_NONE] = N_("had no error"),
        [DB_E_CONSTRAINT] = N_("refused the data"),
        [DB_E_UNIQUE] = N_("already has such a row"),
        [DB_E_BUSY] = N_("is busy"),
        [DB_E_RETRY] = N_("met a concurrent write"),
        [DB_E_FULL] = N_("has no room to write"),
        [DB_E_IO] = N_("could not read or write its storage"),
        [DB_E_READONLY] = N_("is read-only"),
        [DB_E_CORRUPT] = N_("is damaged"),
        [DB_E_CONNECT] = N_("cannot be reached"),
        [DB_E_AUTH] = N_("refused the credentials"),
        [DB_E_GONE] = N_("lost the connection"),
        [DB_E_MISUSE] = N_("was misused (a bug in skatsheet)"),
        [DB_E_OTHER] = N_("failed"),
    };
    return cls >= 0 && cls < DB_E_COUNT ? text[cls] : text[DB_E_OTHER];
}

int db_drv_err(const db_driver *drv, db_conn *c, sk_err *err, const char *what)
{
    what = _(what); /* the call sites' words are msgids (xgettext --keyword=db_drv_err:4) */
    const char *where = drv->where(c);
    const char *msg = drv->errmsg(c);
    int cls = drv->errclass(c);
    switch (cls) {
    case DB_E_CONSTRAINT:
    case DB_E_UNIQUE:
        return sk_err_set(err, SK_INVALID, _("%s refused by the database: %s"), what, msg);
    case DB_E_BUSY:
        return sk_err_set(err, SK_FAIL, _("%s: the database %s is busy (locked by another "
                          "program for more than 10 s)"), what, where);
    case DB_E_RETRY:
        return sk_err_set(err, SK_FAIL, _("%s: the database %s is busy (concurrent writes kept "
                          "conflicting): try again"), what, where);
    case DB_E_FULL:
    case DB_E_IO:
        return sk_err_set(err, SK_FAIL, _("%s: cannot write the database %s: %s"), what, where,
                          msg);
    case DB_E_READONLY:
        return sk_err_set(err, SK_FAIL, _("%s: the database %s is read-only: %s"), what, where,
                          msg);
    case DB_E_CORRUPT:
        return sk_err_set(err, SK_FAIL, _("%s: the database %s is damaged or truncated (SQLite: "
                          "%s): restore a backup"), what, where, msg);
    case DB_E_CONNECT:
    case DB_E_GONE:
    case DB_E_AUTH:
        return sk_err_set(err, SK_FAIL, _("%s: the database server %s %s: %s"), what, where,
                          _(db_errclass_text(cls)), msg);
    default:
        return sk_err_set(err, SK_FAIL, _("%s: database error: %s"), what, msg);
    }
}


void db_target_shown(const char *target, char *buf, size_t n)
{
    /* scheme://user:password@host... -> scheme://user:***@host... ; and
     * password=... in a query string likewise */
    snprintf(buf, n, "%s", target);
    char *scheme = strstr(buf, "://");
    if (scheme) {
        char *auth = scheme + 3;
        char *at = strchr(auth, '@');
        char *slash = strchr(auth, '/');
        char *colon = strchr(auth, ':');
        if (at && (!slash || at < slash) && colon && colon < at) {
            char rest[256];
            snprintf(rest, sizeof rest, "%s", at);
            snprintf(colon, n - (size_t)(colon - buf), ":***%s", rest);
        }
    }
    char *pw = strstr(buf, "password=");
    if (pw) {
        char *end = strchr(pw, '&');
        char rest[256] = "";
        if (end)
            snprintf(rest, sizeof rest, "%s", end);
        snprintf(pw, n - (size_t)(pw - buf), "password=***%s", rest);
    }
}


void db_table_def_parents(db_table_def *t, char *parents, int np)
{
    t->parents = xcalloc((size_t)np + 1, sizeof *t->parents);
    char *save = NULL;
    for (char *p = strtok_r(parents, "\n", &save); p; p = strtok_r(NULL, "\n", &save))
        t->parents[t->nparents++] = xstrdup(p);
    free(parents);
}

int db_table_defs_of(db_conn *c, char *names, int count, db_table_fill_fn fill,
                     db_table_def **out, size_t *n)
{
    *out = NULL;
    *n = 0;
    if (!names)
        return SK_FAIL;
    db_table_def *v = xcalloc((size_t)count + 1, sizeof *v);
    int rc = SK_OK;
    char *save = NULL;
    for (char *name = strtok_r(names, "\n", &save); rc == SK_OK && name;
         name = strtok_r(NULL, "\n", &save)) {
        db_table_def *t = &v[(*n)++];
        t->name = xstrdup(name);
        rc = fill(c, t);
    }
    free(names);
    if (rc != SK_OK) {
        db_table_defs_free(v, *n);
        *n = 0;
        return rc;
    }
    *out = v;
    return SK_OK;
}

void db_table_defs_free(db_table_def *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(v[i].name);
        free(v[i].cols);
        free(v[i].order);
        for (size_t k = 0; k < v[i].nparents; k++)
            free(v[i].parents[k]);
        free(v[i].parents);
    }
    free(v);
}
