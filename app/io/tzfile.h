/* tzfile.h - a zone of the system's time zone database as the league's
 * time (fedrules.h, fed_zone): the transitions of /usr/share/zoneinfo/NAME
 * (or $TZDIR/NAME), a TZif file (RFC 8536, version 1 or its 64-bit data of
 * versions 2-4).  Times after the last transition the file lists keep its
 * offset (the files Debian installs list transitions up to 2037).
 */
#ifndef SK_TZFILE_H
#define SK_TZFILE_H

#include "fedrules.h"
#include "util.h"

/* Read zone `name` (sk_tz_known's names) into *z (caller: fed_zone_free).
 * SK_INVALID naming it when it is not a zone of the database or its file
 * is not a TZif file. */
int sk_zone_read(const char *name, fed_zone *z, sk_err *err);

#endif
