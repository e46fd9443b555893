/* fedzone.h - the league's time (issue 37, part 4): what public files,
 * the release's day and the protest period read times in.  `config tz` of
 * the hub's database (the league's), else Europe/Berlin, never the
 * server's own $TZ.  No printing.
 */
#ifndef SK_FEDZONE_H
#define SK_FEDZONE_H

#include "db.h"
#include "fedrules.h"

/* The league's time zone into *z (caller: fed_zone_free): `config tz`,
 * else Europe/Berlin (z->set false: fedrules.h's rule).  SK_INVALID when
 * the zone configured is not in the system's time zone database. */
int ops_fed_zone(db *d, fed_zone *z, sk_err *err);

/* The day of `now` (UTC) in the league's time z: YYYY-MM-DD. */
void ops_fed_today(const fed_zone *z, const char *now, char day[11]);

/* The time now (UTC, ops_fed_now) into now, the league's zone into *z
 * (caller: fed_zone_free) when rc is SK_OK (else *z is empty) and the
 * day of now in it into today.  Returns rc, or ops_fed_zone's status. */
int ops_fed_clock(db *d, int rc, char now[32], fed_zone *z, char today[11], sk_err *err);

#endif
