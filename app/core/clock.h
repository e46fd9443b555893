/* clock.h - the round clock of a series (pure core: no I/O; "now" is
 * always passed in, so the clock is tested by the time given, never by
 * waiting).
 *
 * The organiser starts a series; it has `minutes` (a tournament setting;
 * ISkO: 48 games in about 2 hours, so 120 by default) and warns
 * `warn_minutes` before the end.  At the end every table that has not
 * recorded all its games is unfinished.
 */
#ifndef SK_CLOCK_H
#define SK_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

#define CLOCK_ISO_LEN 20   /* "2026-05-01T14:00:00Z" */

typedef enum clock_phase {
    CLOCK_NONE = 0,   /* not started */
    CLOCK_RUNNING,    /* more than the warning time left */
    CLOCK_WARNING,    /* within the last warn_minutes */
    CLOCK_OVER,       /* time is up */
    CLOCK_STOPPED,    /* stopped by the organiser */
    CLOCK_PAUSED      /* paused by the organiser: the time left stands */
} clock_phase;

typedef struct clock_state {
    clock_phase phase;
    int64_t start, end;   /* seconds since the epoch (UTC) */
    int64_t left;         /* seconds to the end (negative: over by) */
} clock_state;

/* "YYYY-MM-DDTHH:MM:SSZ" (UTC) to seconds since the epoch: false when s
 * is not exactly that form or not a real time. */
bool clock_parse_iso(const char *s, int64_t *out);
/* t as "YYYY-MM-DDTHH:MM:SSZ" into out (CLOCK_ISO_LEN + 1 bytes). */
void clock_format_iso(int64_t t, char *out);

/* The clock of a series started at start with minutes and warn_minutes,
 * at now; stopped: the organiser stopped it (CLOCK_STOPPED). */
void clock_at(int64_t start, int minutes, int warn_minutes, bool stopped, int64_t now,
              clock_state *out);

/* The same with pauses: paused_sec seconds of pauses before (added to
 * the end) and, paused_at > 0, paused since then: the time left stands
 * at what it was then (CLOCK_PAUSED) and the end moves with now. */
void clock_at_paused(int64_t start, int minutes, int warn_minutes, bool stopped,
                     int64_t paused_at, int64_t paused_sec, int64_t now, clock_state *out);

/* seconds as "1:05:09", "5:09" (under an hour), with "-" when negative;
 * out at least 16 bytes. */
void clock_hms(int64_t seconds, char *out, size_t n);

#endif
