/* settings.c - see settings.h. */
#include "settings.h"

int ops_config_set(db *d, const char *key, const char *value, sk_err *err)
{
    return db_config_set(d, key, value, err);
}
