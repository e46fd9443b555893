/* tzsetup.h - the time zone times are shown in (issue 36).
 *
 * The database keeps UTC (db_now) and so does the exchange format; what a
 * person reads (sk_local_time: game history, tournament show, check-in,
 * the clock) is local time: `config tz` when set, else $TZ when set, else
 * Europe/Berlin (the clubs' own).  Set once per process, before any thread
 * starts (localtime_r then reads it safely). */
#ifndef SK_TZSETUP_H
#define SK_TZSETUP_H

#include <stdbool.h>

/* The default zone when neither `config tz` nor $TZ names one. */
#define SK_TZ_DEFAULT "Europe/Berlin"

/* Use configured (a zone name such as "Europe/Berlin", NULL or "" for none)
 * for this process: sets TZ and calls tzset(). */
void sk_tz_setup(const char *configured);

/* True when tz names a zone of the system's time zone database (a file
 * under $TZDIR or /usr/share/zoneinfo: "Europe/Berlin", "UTC"): letters,
 * digits, '/', '_', '+', '-', no leading '/', no "..". */
bool sk_tz_known(const char *tz);

#endif
