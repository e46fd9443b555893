/* settings.h - the writes of the settings stored in the database (skatsheet
 * config), as every front end makes them.
 *
 * Every write goes through app/ops: the one place where a change meets
 * its history, audit and (for the federation) its outbox.  These pass to
 * db/ with the same arguments and meaning as the db_ functions they name
 * (see there for ownership and errors). */
#ifndef SK_OPS_SETTINGS_H
#define SK_OPS_SETTINGS_H

#include "db_config.h"

/* As db_config_set. */
int ops_config_set(db *d, const char *key, const char *value, sk_err *err);

#endif
