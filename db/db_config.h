/* db_config.h - defaults stored in the database (schema 012_settings):
 * `skatsheet config KEY [VALUE]`.  Keys and values are checked by the
 * schema (today only lang = de|en). */
#ifndef SK_DB_CONFIG_H
#define SK_DB_CONFIG_H

#include "db.h"

/* The value of key: *value malloc'd (caller frees), NULL when not set. */
int db_config_get(db *d, const char *key, char **value, sk_err *err);
/* Set key to value, or remove it when value is NULL (one write
 * transaction).  A key or value the schema does not know: SK_INVALID. */
int db_config_set(db *d, const char *key, const char *value, sk_err *err);
/* key's value in the database at path, read before anything else opens it
 * (the language of the messages): read-only, no migration, never created;
 * NULL (nothing said) when the file is missing, not a skatsheet database,
 * older than the settings, or key is not set.  Caller frees. */
char *db_config_peek(const char *path, const char *key);

#endif
