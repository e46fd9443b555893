/* db_tui.h - the database read the TUI needs beyond db.h. */
#ifndef SK_DB_TUI_H
#define SK_DB_TUI_H

#include <stdint.h>

#include "db.h"

/* PRAGMA data_version of d's connection: changes whenever another
 * connection (another process, the CLI) committed a write.  Cheap; the TUI
 * polls it a few times a second. */
int db_data_version(db *d, int64_t *version, sk_err *err);

#endif
