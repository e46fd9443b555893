/* fedcomplete.h - is a venue group's result complete (issue 37)?  What the
 * hub has of the group's tournament against what a match day is: every
 * series drawn, every table's every game, no `check` problem.  Confirm and
 * release refuse a group that is not (fedresults.h), unless the division
 * leader releases it as incomplete with a reason.
 */
#ifndef SK_FEDCOMPLETE_H
#define SK_FEDCOMPLETE_H

#include "db.h"

/* What tournament `tournament` (a venue group's, by name) lacks: one line
 * per problem ("series 2 is not drawn", "series 1, table 3: 35 of 36 games
 * missing: 2-36", ...), each ending in a newline, into *out (caller frees;
 * "" when complete).  Errors: reading (SK_FAIL), an unknown tournament
 * (SK_INVALID). */
int ops_fed_missing(db *d, const char *tournament, char **out, sk_err *err);

#endif
