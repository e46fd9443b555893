/* db_watch.h - has another connection written?  The data version a front end
 * polls to refresh its views (the TUI; a web server alike). */
#ifndef SK_DB_WATCH_H
#define SK_DB_WATCH_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"

/* The data version of d: changes whenever another connection (another
 * process, the CLI, another server) committed a write (SQLite: PRAGMA
 * data_version; PostgreSQL: a counter every write transaction moves).
 * Cheap; the TUI polls it a few times a second.  db.c. */
int db_data_version(db *d, int64_t *version, sk_err *err);

/* Wait up to timeout_ms for another connection's write (PostgreSQL:
 * LISTEN/NOTIFY, woken at once; SQLite: the data version read before and
 * after the wait).  *changed says whether one came. */
int db_wait_change(db *d, int timeout_ms, bool *changed, sk_err *err);

#endif
