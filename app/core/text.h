/* text.h - the one rule for names and the one rule for dates (pure core).
 *
 * Every name a user gives (player, club, tournament, league, division,
 * league team, team, season) and every name field of a CSV import passes
 * text_name_check; the database layer applies it before storing, so no
 * front end can bypass it.  The rule: valid UTF-8; not empty, not blank;
 * no space at the start or end; at most TEXT_NAME_MAX characters; and none
 * of the characters that garble or hide text on a terminal or in a report:
 * C0 controls U+0000-U+001F (tab, newline, ESC ...), DEL U+007F, C1
 * controls U+0080-U+009F, the bidirectional controls U+061C, U+200E,
 * U+200F, U+202A-U+202E, U+2066-U+2069, and the byte order mark U+FEFF.
 */
#ifndef SK_TEXT_H
#define SK_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define TEXT_NAME_MAX 200   /* characters (code points) */

/* The rule s breaks, written into buf (n bytes), e.g. "control character
 * U+001B is not allowed"; NULL when s is a good name.  The value itself is
 * never repeated (it may be what is wrong).  s NULL counts as empty. */
const char *text_name_problem(const char *s, char *buf, size_t n);

/* SK_OK for a good name; else SK_INVALID with err set to "FIELD: RULE",
 * e.g. "tournament name: control character U+001B is not allowed". */
int text_name_check(const char *field, const char *s, sk_err *err);

/* s (UTF-8) in plain ASCII for a terminal without UTF-8 (LANG=C), appended
 * to out: German letters as Germans write them without umlauts (ä ae,
 * ö oe, ü ue, Ä Ae, Ö Oe, Ü Ue, ß ss), other Latin letters without their
 * accents (é e, ł l, ø o, æ ae), typographic marks as their ASCII look-alike
 * (− -, – -, “ ", …  ...,  · .,  × x), anything else as "?", one per
 * character (an invalid byte too). */
void text_ascii(sk_buf *out, const char *s);

/* s is one or more ASCII digits only: wherever a player is named such a
 * name would be read as a start number, so new player names (and
 * self-registrations) must not be one. */
bool text_digits_only(const char *s);

/* s (len bytes) for an error message, written into buf (n bytes, n >= 8)
 * and returned: what the user typed, but every character the name rule
 * forbids shown as an escape so that nothing garbles the terminal: newline
 * \n, tab \t, carriage return \r, other C0 controls and DEL \xHH, C1 and
 * bidirectional controls and U+FEFF \u{HHHH}, a byte that is not UTF-8
 * \xHH, the backslash \\; cut with "..." when buf is too small. */
const char *text_quote(const char *s, size_t len, char *buf, size_t n);

/* SK_OK when s (NULL counts as "") has no character the name rule forbids
 * (and is valid UTF-8); else SK_INVALID with err "FIELD 'S': control
 * character U+000A is not allowed", S quoted by text_quote.  For settings
 * texts (--rules) whose parts are echoed in messages. */
int text_plain_check(const char *field, const char *s, sk_err *err);

/* A real calendar date YYYY-MM-DD (Gregorian, years 1900..9999). */
bool text_date_valid(const char *s);

/* A signed figure as a list writes it: "+20", "−20" (U+2212), "0".
 * Returns buf (always terminated). */
const char *text_signed(long long v, char *buf, size_t n);

/* A stored date as people of lang write it: "24.11.2026" in German,
 * "2026-11-24" in English; anything that is not YYYY-MM-DD as it is (NULL
 * as "").  Returns buf (always terminated). */
const char *text_date_show(const char *iso, sk_lang lang, char *buf, size_t n);

#endif
