/* db_tui.h - the few database reads the TUI needs beyond db.h. */
#ifndef SK_DB_TUI_H
#define SK_DB_TUI_H

#include <stdint.h>

#include "db.h"

/* PRAGMA data_version of d's connection: changes whenever another
 * connection (another process, the CLI) committed a write.  Cheap; the TUI
 * polls it a few times a second. */
int db_data_version(db *d, int64_t *version, sk_err *err);

/* Teams of tournament tid: ids[i] and names[i] (malloc'd, caller frees each
 * name and both arrays), in id order.  *n = 0 when the tournament has no
 * teams. */
int db_team_names(db *d, int64_t tid, int64_t **ids, char ***names, size_t *n, sk_err *err);

#endif
