/* fedzone.c - see fedzone.h */
#include "fedzone.h"
#include "fedadmin.h"
#include "tzfile.h"

#include <stdlib.h>
#include <string.h>

#include "db_config.h"

int ops_fed_zone(db *d, fed_zone *z, sk_err *err)
{
    memset(z, 0, sizeof *z);
    char *tz = NULL;
    int rc = db_config_get(d, "tz", &tz, err);
    if (rc == SK_OK && tz && *tz)
        rc = sk_zone_read(tz, z, err);
    free(tz);
    return rc;
}

void ops_fed_today(const fed_zone *z, const char *now, char day[11])
{
    char lt[32];
    fed_local_time(z, now, lt, sizeof lt, NULL);
    memcpy(day, lt, 10);
    day[10] = '\0';
}

int ops_fed_clock(db *d, int rc, char now[32], fed_zone *z, char today[11], sk_err *err)
{
    ops_fed_now(now);
    memset(z, 0, sizeof *z);
    if (rc == SK_OK)
        rc = ops_fed_zone(d, z, err);
    ops_fed_today(z, now, today);
    return rc;
}
