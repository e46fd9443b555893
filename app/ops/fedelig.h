/* fedelig.h - who may play for whom on a league's match day (issue 37,
 * part 6), checked at the first push that shows a seating, whichever venue
 * sends it (fedapply.c).  A seating is flagged, never accepted silently,
 * when a seated player
 *   - played this match day in another venue group already (for another
 *     team: both teams named, with his table and seat here),
 *   - plays for a team here whose roster he is not on but another team's
 *     is (both teams named),
 *   - is on a team's roster and plays as a guest here (in no team; the
 *     team, his table and seat named).
 * No printing: the reasons go into a fedwhy.h array.
 */
#ifndef SK_FEDELIG_H
#define SK_FEDELIG_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "fedapply.h"
#include "db_seating.h"

/* The reasons seating (tables, ntables; its players' league teams
 * tp[i] -> tt[i], nteams of them) of tournament tid (a venue group of
 * c->league_id's match day c->matchday) may not be accepted silently,
 * appended to why (fedwhy_add); none: nothing appended.  The league's
 * teams and rosters are c->teams and c->members (read by the caller,
 * fedapply).  SK_FAIL on a database error (err). */
int fedelig_seating(fed_ctx *c, int64_t tid, const db_table *tables, size_t ntables,
                    const int64_t *tp, const int64_t *tt, size_t nteams, json_t *why,
                    sk_err *err);

#endif
