/* text.h - the one rule for names and the one rule for dates (pure core).
 *
 * Every name a user gives (player, club, tournament, league, division,
 * league team, team, season) and every name field of a CSV import passes
 * text_name_check; the database layer applies it before storing, so no
 * front end can bypass it.  The rule: valid UTF-8; not empty, not blank
 * (of spaces of any kind); no space of any kind at the start or end; at
 * least one letter or digit (a name of marks, punctuation or spaces alone
 * cannot be read); at most TEXT_NAME_MAX characters; and none of the
 * characters that garble or hide text: C0 controls U+0000-U+001F (tab,
 * newline, ESC ...), DEL U+007F, C1 controls U+0080-U+009F, the
 * bidirectional controls U+061C, U+200E, U+200F, U+202A-U+202E,
 * U+2066-U+2069, the byte order mark U+FEFF, and every other invisible
 * character: default-ignorable code points (ZWSP U+200B, ZWNJ, ZWJ, soft
 * hyphen, variation selectors, Hangul fillers ...), format characters
 * (Cf), the line and paragraph separators U+2028/U+2029, private use.
 * The character classes come from libunistring (uniclass.h).
 *
 * Two names that differ only by invisible characters or by the kind of
 * space look the same: text_look_alike says so (the front ends refuse the
 * second one, see app/io/namekey.h).  Names are stored in NFC (namekey.h).
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

/* s with every invisible character left out and every kind of space as
 * U+0020 (malloc'd, caller frees): what a reader sees of it. */
char *text_look(const char *s);

/* When the different names a and b look the same (equal text_look), how
 * they differ, written into buf and returned: "only by the kind of space
 * (U+00A0 NO-BREAK SPACE)", "only by an invisible character (U+200B ZERO
 * WIDTH SPACE)"; else NULL. */
const char *text_look_alike(const char *a, const char *b, char *buf, size_t n);

/* The first character of s that no name may hold (a control, bidi or
 * invisible character: "invisible character U+200B ZERO WIDTH SPACE is not
 * allowed"), or invalid UTF-8, written into buf and returned; NULL when
 * there is none.  For names typed to look something up. */
const char *text_hidden_problem(const char *s, char *buf, size_t n);

/* SK_OK for a good name; else SK_INVALID with err set to "FIELD: RULE",
 * e.g. "tournament name: control character U+001B is not allowed". */
int text_name_check(const char *field, const char *s, sk_err *err);

/* A series a player did not play, as every view shows it (the terminal,
 * the TUI, the PDF, the workbook, the web): an em dash, never 0 or an
 * empty cell (issue 36).  A terminal without UTF-8 shows "-"
 * (text_ascii). */
#define TEXT_NOT_PLAYED "\xe2\x80\x94"

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
 * bidirectional controls, U+FEFF and other invisible characters \u{HHHH}, a byte that is not UTF-8
 * \xHH, the backslash \\; cut with "..." when buf is too small. */
const char *text_quote(const char *s, size_t len, char *buf, size_t n);

/* SK_OK when s (NULL counts as "") has no character the name rule forbids
 * (and is valid UTF-8); else SK_INVALID with err "FIELD 'S': control
 * character U+000A is not allowed", S quoted by text_quote.  For settings
 * texts (--rules) whose parts are echoed in messages. */
int text_plain_check(const char *field, const char *s, sk_err *err);

/* A German federal state (Land) by its code: BW, BY, BE, BB, HB, HH, HE,
 * MV, NI, NW, RP, SL, SN, ST, SH, TH (any case) into out (upper case).
 * Anything else: SK_INVALID naming field and the codes. */
int text_state_check(const char *field, const char *s, char out[3], sk_err *err);

/* A real calendar date YYYY-MM-DD (Gregorian, years 1900..9999). */
bool text_date_valid(const char *s);

/* The days in month m (1..12) of year y (Gregorian). */
int text_month_days(int y, int m);

/* Days since 1970-01-01 of the civil date y-m-d (proleptic Gregorian), and
 * back: the date of day z into *y, *m, *d. */
long text_days_from_civil(long y, long m, long d);
void text_civil_from_days(long z, long *y, long *m, long *d);

/* A date as a person types it: YYYY-MM-DD, or German D.M.YYYY / DD.MM.YYYY
 * (15.01.2027, 5.1.2027), into iso ("2027-01-15").  False (iso "") when s
 * is neither form or not a real date (text_date_valid): the one parser of
 * every typed date. */
bool text_date_parse(const char *s, char iso[11]);

/* A signed figure as a list writes it: "+20", "−20" (U+2212), "0".
 * Returns buf (always terminated). */
const char *text_signed(long long v, char *buf, size_t n);

/* A stored date as people of lang write it: "24.11.2026" in German,
 * "2026-11-24" in English; anything that is not YYYY-MM-DD as it is (NULL
 * as "").  Returns buf (always terminated). */
const char *text_date_show(const char *iso, sk_lang lang, char *buf, size_t n);

#endif
