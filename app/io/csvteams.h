/* csvteams.h - the teams CSV input format, read by csvin.c's reader (pure:
 * parses a buffer the caller read; no I/O, no SQL, no printing).
 *
 *   team,player
 *   Kreuz Buben,Anna
 *   Kreuz Buben,17
 *
 * One line per team member: the team's name and the player (a name or a
 * start number; resolving it is the caller's job).  The header names the
 * two columns (any order, case-insensitive); missing, unknown and duplicate
 * columns are refused.  Accepted as in csvin.h: a UTF-8 BOM, LF, CRLF or CR,
 * quoted fields (RFC 4180), blank lines.  Refused, each with its line
 * number: malformed or unterminated quotes, a wrong number of fields,
 * fields longer than CSVIN_MAX_FIELD bytes, NUL bytes, invalid UTF-8,
 * control characters, an empty team or player, leading or trailing spaces,
 * and the same team/player line twice.  Every problem is collected into a
 * csvin_errors list (csvin.h) as "line N: MSG".
 */
#ifndef SK_CSVTEAMS_H
#define SK_CSVTEAMS_H

#include <stddef.h>

#include "csvin.h"

#define CSVTEAMS_HEADER "team,player"

typedef struct csvteams_row {
    long line;      /* physical line where the record starts */
    char *team;     /* non-empty UTF-8, no control characters, no outer spaces */
    char *player;   /* as written: a name or a start number (same rules) */
} csvteams_row;

/* Zero-initialise; free with csvteams_free. */
typedef struct csvteams {
    csvteams_row *v;
    size_t n, cap;
} csvteams;

/* Parse teams CSV text buf[0..len) (need not be NUL-terminated) into *out
 * (appending; rows with problems are left out) and every problem into
 * *errs (appending).  Returns SK_OK when no problem was found, else
 * SK_INVALID. */
int csvteams_parse(const char *buf, size_t len, csvteams *out, csvin_errors *errs);

void csvteams_free(csvteams *t);

#endif
