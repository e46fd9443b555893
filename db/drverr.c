/* drverr.c - the wording of the drivers' error classes (drv.h), shared by
 * db.c and the drivers' own steps (opening, settings). */
#include "drv.h"
#include "i18n.h"

const char *db_errclass_text(int cls)
{
    static const char *const text[] = {
#define DB_X(name, t) [name] = t,
        DB_ERRCLASSES(DB_X)
#undef DB_X
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

