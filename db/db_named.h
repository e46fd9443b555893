/* db_named.h - binding parameters by name (":tid") for the files of the
 * tournament day (db_day.c, db_seatbox.c, db_second.c): a parameter the
 * statement lacks is a programming error (SQLITE_RANGE at bind time is
 * ignored by SQLite, so it is checked here by assert). */
#ifndef SK_DB_NAMED_H
#define SK_DB_NAMED_H

#include <assert.h>

#include "db_internal.h"

static inline int dn_idx(sqlite3_stmt *st, const char *name)
{
    int i = sqlite3_bind_parameter_index(st, name);
    assert(i > 0);
    return i;
}

static inline void dn_int(sqlite3_stmt *st, const char *name, int64_t v)
{
    sqlite3_bind_int64(st, dn_idx(st, name), v);
}

/* text, or NULL when s is NULL */
static inline void dn_text(sqlite3_stmt *st, const char *name, const char *s)
{
    if (s)
        sqlite3_bind_text(st, dn_idx(st, name), s, -1, SQLITE_TRANSIENT);
    else
        sqlite3_bind_null(st, dn_idx(st, name));
}

static inline void dn_null(sqlite3_stmt *st, const char *name)
{
    sqlite3_bind_null(st, dn_idx(st, name));
}

#endif
