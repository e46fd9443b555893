/* fedrules.h - the federation's rules (issue 27; pure core, no I/O):
 * what a global identity and a member number look like.  Later parts of
 * the federation (access codes, a result's life, conflicts, initials) add
 * theirs here.
 */
#ifndef SK_FEDRULES_H
#define SK_FEDRULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

/* A uid: exactly 32 lower-case hex digits (128 random bits). */
bool fed_uid_valid(const char *s);

/* A federation member number is checked and stored in the form of
 * member_no_check (scan.h), as the tournament day's check-in reads it. */

/* ---- access codes ---- */

/* An access code of the federation (a venue's for one match day, a team
 * captain's, a division leader's): FED_CODE_LEN characters of the entry
 * code alphabet (entrycode.h: no look-alikes), shown in groups of four
 * ("K7QM-3XPA-9RTD-WW2C"), typed in any case with or without dashes and
 * spaces.  31^16 codes (about 2^79): stored only as a hash. */
#define FED_CODE_LEN 16
/* Random bytes that always suffice for one code. */
#define FED_CODE_RANDOM_BYTES 128

/* A code from random bytes (uniform); out FED_CODE_LEN + 1 bytes.  false
 * when the bytes ran out. */
bool fed_code_from_random(const unsigned char *bytes, size_t n, char *out);
/* A typed code in its stored form (out FED_CODE_LEN + 1 bytes); false
 * (out "") when it is not one. */
bool fed_code_normalize(const char *typed, char *out);
/* The stored form in groups of four; out FED_CODE_LEN + 4 bytes. */
void fed_code_format(const char *code, char *out);

/* ---- the life of a venue group's result ---- */

typedef enum fed_state {
    FED_ST_NONE = 0,      /* nothing reported yet */
    FED_ST_REPORTED,      /* a venue pushed it */
    FED_ST_CONFIRMED,     /* a second party confirmed it */
    FED_ST_RELEASED,      /* the division leader released it: it counts */
    FED_ST_BINDING,       /* the protest period is over */
} fed_state;

/* "reported", "confirmed", "released", "binding" ("" for none). */
const char *fed_state_key(fed_state s);
bool fed_state_parse(const char *key, fed_state *out);

/* May a result in state `from` be confirmed (to FED_ST_CONFIRMED) or
 * released (FED_ST_RELEASED)?  SK_INVALID naming venue group `group` of
 * match day `matchday` and the rule otherwise. */
int fed_step_check(fed_state from, fed_state to, int matchday, int group, sk_err *err);

/* date (YYYY-MM-DD) plus days (may be negative) into out[11]; false for a
 * date that is not one. */
bool fed_date_add(const char *date, int days, char *out);

/* The league's time zone (`config tz` of the hub's database, read from the
 * system's time zone database at the edge, app/io/tzfile.h): its
 * transitions, at[i] (seconds since 1970, UTC) from which off[i] (seconds
 * east of UTC) holds; `first` before the first one.  A zone not set (set
 * false, or a NULL pointer): Europe/Berlin by its rule (CET, CEST from the
 * last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC),
 * no time zone database needed. */
typedef struct fed_zone {
    bool set;
    size_t n;
    int64_t *at;
    int32_t *off;
    int32_t first;
} fed_zone;

void fed_zone_free(fed_zone *z);

/* The day a result of the match day on `matchday` (YYYY-MM-DD; NULL or
 * "": none) released at time `released` (UTC, YYYY-MM-DDTHH:MM:SS...)
 * becomes binding: the later of the match day and the release's day (in
 * the league's time z, fed_local_time) plus protest_days days, into
 * out[11]. */
bool fed_binding_date(const fed_zone *z, const char *matchday, const char *released,
                      int protest_days, char *out);

/* A UTC stamp (YYYY-MM-DDTHH:MM:SS...) in the league's local time z
 * (NULL: Europe/Berlin): "YYYY-MM-DD HH:MM" into out (n >= 17 bytes);
 * *offset (NULL: not wanted) the minutes east of UTC then; false (out: the
 * stamp as it is) when it is not one.  Pure: no TZ variable. */
bool fed_local_time(const fed_zone *z, const char *utc, char *out, size_t n, int *offset);

/* The name a player who did not agree to publication is shown by: the
 * initials of its words, "Anna Bauer-Schmidt" -> "A. B.", into out (n
 * bytes; UTF-8 letters kept whole). */
void fed_initials(const char *name, char *out, size_t n);

#endif
