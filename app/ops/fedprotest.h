/* fedprotest.h - protests against a released result (issue 37, part 4).
 *
 * A team's captain files a protest, with a reason, against the released
 * result of the venue group the team played in, within the protest period:
 * until the day the result becomes binding (the later of the match day and
 * the release, plus the league's protest days; fedrules.h).  The result
 * stays released and counts, is published as "protest pending" and does
 * not become binding until the division leader upholds the protest (the
 * correction itself goes through the review queue, fedresults.h) or
 * rejects it, with a reason.  Each step is logged (league result log, the
 * published match day) and the public files follow (fedresults.h,
 * ops_fed_publish_now).  No printing.
 */
#ifndef SK_FEDPROTEST_H
#define SK_FEDPROTEST_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "fedresults.h"

/* File actor a's protest (a captain's code: the groups its team played
 * in) against venue group `group` of match day `matchday` (group 0: the
 * group the team played in) of the code's league, with `reason` (1..400
 * characters; SK_USAGE when empty).  SK_INVALID, nothing changed, naming
 * the rule: not a captain, not the team's group, not released, the
 * protest period over (binding), a protest of the team open already.
 * *id the protest's number; pub (may be NULL) as ops_fed_publish_now. */
int ops_fed_protest_file(db *d, int matchday, int group, const fed_actor *a,
                         const char *reason, int64_t *id, ops_fed_pub *pub, sk_err *err);

/* Uphold or reject open protest id: the division leader of its group (a
 * leader's code) or the CLI.  A rejection needs a reason (SK_USAGE); an
 * upheld protest's correction is a review (league review accept ID
 * --reason).  SK_INVALID, nothing changed: unknown, decided already, not
 * the actor's division or league, a captain. */
int ops_fed_protest_decide(db *d, int64_t id, bool uphold, const char *reason,
                           const fed_actor *a, ops_fed_pub *pub, sk_err *err);

#endif
