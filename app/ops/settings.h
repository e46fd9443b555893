/* settings.h - the writes of the settings stored in the database (skatsheet
 * config), as every front end makes them.
 *
 * Every write goes through app/ops: the one place where a change meets
 * its history, audit and (for the federation) its outbox.  These pass to
 * db/ with the same arguments and meaning as the db_ functions they name
 * (see there for ownership and errors). */
#ifndef SK_OPS_SETTINGS_H
#define SK_OPS_SETTINGS_H

#include <stddef.h>

#include "db_config.h"

/* Room for a setting's value as stored. */
#define OPS_CONFIG_MAX 400

/* Whether val is a value for key (lang: de or en; iban: iban_check; bic:
 * bic_check; payee: a name of at most EPC_NAME_MAX characters) and its
 * stored form into out (n bytes; an IBAN without spaces, upper case).
 * SK_INVALID naming the key and the rule. */
int ops_config_check(const char *key, const char *val, char *out, size_t n, sk_err *err);
/* As db_config_set, the value checked and stored in the form
 * ops_config_check gives. */
int ops_config_set(db *d, const char *key, const char *value, sk_err *err);

#endif
