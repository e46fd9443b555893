/* fedresults.h - the life of a venue group's result at the hub (issue 27,
 * items 4 and 5) and the review queue's decisions (no printing).
 *
 *   reported   the venue pushed results (logged with the venue's code)
 *   confirmed  a second party: a captain of a team that played in the
 *              group (unless the league says the leader alone) or the
 *              division leader
 *   released   by the division leader: from now on it counts in the
 *              published table (and the league's public files are written
 *              when it has a publish directory)
 *   binding    the protest period (league setting, 14 days) after the
 *              later of the match day and the release is over, and no
 *              protest (fedprotest.h) is open
 * A step is refused while a review of the group is open.  Each step is
 * logged with who, when and which code.  Accepting a review of a released
 * result is a correction: the division leader only, with a reason, logged.
 *
 * Who acts: the CLI on the hub's database (an official with the database)
 * or the holder of a code (the hub's web pages and /api/fed/confirm).
 */
#ifndef SK_FEDRESULTS_H
#define SK_FEDRESULTS_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "db_fedadmin.h"
#include "db_league.h"
#include "db_results.h"

typedef enum fed_actor_kind {
    FED_ACT_CLI = 0,     /* the database's own user (as a division leader) */
    FED_ACT_LEADER,      /* a leader's code */
    FED_ACT_CAPTAIN,     /* a captain's code */
} fed_actor_kind;

typedef struct fed_actor {
    fed_actor_kind kind;
    int64_t code_id;
    int64_t league_id;   /* a code's league (0: the CLI) */
    int64_t team_id;     /* a captain's team */
    char division[256];  /* a leader's division ("": the whole league) */
    char who[300];       /* in the log: "Erika Muster (leader's code #3)" */
} fed_actor;

/* The CLI's actor: "official at the hub (user NAME)". */
void ops_fed_actor_cli(fed_actor *a);
/* The actor of a typed leader's or captain's code (a venue's code and
 * unknown or revoked codes: SK_INVALID with the reason). */
int ops_fed_actor_code(db *d, const char *typed, fed_actor *a, sk_err *err);
/* The same for the code with row code_id (a session of /fed, fedtrust.h). */
int ops_fed_actor_id(db *d, int64_t code_id, fed_actor *a, sk_err *err);

/* The league of a request into *lg (caller: db_league_clear): the code's
 * (a->league_id), or `league` by name for the CLI (NULL: the only or most
 * recent one).  SK_INVALID when it does not exist or is not the code's. */
int ops_fed_league(db *d, const char *league, const fed_actor *a, db_league *lg, sk_err *err);
/* May actor a act on tournament tid's venue group of league lid?  (The CLI
 * and a whole league's leader: every group; a leader of one division: its
 * groups only; a captain: the groups its team played in.) */
int ops_fed_in_scope(db *d, const fed_actor *a, int64_t lid, int64_t tid, bool *ok, sk_err *err);

/* May actor a decide a thing (a review, a protest) numbered id of league
 * lid's venue group of tournament tid?  SK_INVALID with not_league (a
 * code of another league) or not_division (another division's group),
 * formats of the thing's number, otherwise. */
int ops_fed_may_decide(db *d, const fed_actor *a, int64_t lid, int64_t tid, long long id,
                       const char *not_league, const char *not_division, sk_err *err);

/* Whether the league's public files follow its released state: after a
 * change committed, ops_fed_publish_now writes them into the league's
 * publish directory (none: nothing to do).  When they cannot be written
 * the change stays, the league is marked stale (`league result list`:
 * "published: stale") until a write succeeds, and msg says why. */
typedef struct ops_fed_pub {
    bool stale;          /* the files could not be written */
    char msg[700];       /* why, when stale */
} ops_fed_pub;

int ops_fed_publish_now(db *d, int64_t lid, ops_fed_pub *pub, sk_err *err);
/* The end of a decision's write: the transaction finished (when began) with
 * rc, then, when it committed and changed what counts (`changed`), the
 * league's files written by ops_fed_publish_now.  Returns the status. */
int ops_fed_finish_publish(db *d, bool began, int rc, int64_t lid, bool changed,
                           ops_fed_pub *pub, sk_err *err);
/* When rc is SK_OK, the venue groups' results of league lg's match day
 * into *v, *nv (caller: db_fed_results_free); SK_INVALID when the match
 * day has none.  Returns rc otherwise. */
int ops_fed_day_results(db *d, int rc, const db_league *lg, int matchday, db_fed_result **v,
                        size_t *nv, sk_err *err);
/* The start of a leader's decision: pub (may be NULL) cleared; a captain
 * is refused SK_INVALID with `captain` (a message without formats). */
int ops_fed_leader_only(const fed_actor *a, ops_fed_pub *pub, const char *captain, sk_err *err);
/* ops_fed_publish_now when a venue group of lid's match day `matchday`
 * counts publicly (released or binding): after a push stored changes to
 * it. */
int ops_fed_publish_if_public(db *d, int64_t lid, int matchday, ops_fed_pub *pub, sk_err *err);

/* What a confirm or a release did: n groups took the step; each group of
 * the request left as it was is a line of `why` ("venue group 2 of match
 * day 1: series 1, table 3: 35 of 36 games missing: 2-36"), counted in
 * skipped.  Caller: ops_fed_outcome_free. */
typedef struct ops_fed_outcome {
    int n;
    int skipped;
    sk_buf why;
    ops_fed_pub pub;
} ops_fed_outcome;

void ops_fed_outcome_free(ops_fed_outcome *o);

/* Confirm / release venue group `group` of match day `matchday` (group 0:
 * every group of the match day the actor may take that step for) of league
 * `league` (NULL: the only or most recent one; a code's league for a
 * code).  A group steps only when its result is complete (fedcomplete.h)
 * and no review of it is open; a release also not before its match day.
 * `incomplete` (release only, the leader or the CLI): the reason to
 * release groups with missing games all the same (marked so everywhere
 * public).  SK_OK when at least one group took the step (the others in
 * o->why); SK_INVALID when none did (the reasons in err). */
int ops_fed_confirm(db *d, const char *league, int matchday, int group, const fed_actor *a,
                    ops_fed_outcome *o, sk_err *err);
int ops_fed_release(db *d, const char *league, int matchday, int group, const fed_actor *a,
                    const char *incomplete, ops_fed_outcome *o, sk_err *err);

/* Released results whose protest period is over become binding (logged):
 * binding is the later of the match day and the release, plus the
 * league's protest days.  today: YYYY-MM-DD (NULL: today, the league's
 * time).  *n how many; the public files follow (pub, may be NULL). */
int ops_fed_tick(db *d, int64_t lid, const char *today, int *n, ops_fed_pub *pub, sk_err *err);

/* Accept (the proposed version takes the hub's version's place) or reject
 * review id.  A released result needs a leader (or the CLI) and a reason
 * (SK_USAGE without); the public files follow (pub, may be NULL). */
int ops_fed_review_decide(db *d, int64_t id, bool accept, const char *reason,
                          const fed_actor *a, ops_fed_pub *pub, sk_err *err);

/* Inside a push's transaction: tournament tid's venue group was reported
 * by `who` with code code_id at `now` (logged the first time). */
int ops_fed_reported(db *d, int64_t tid, const char *who, int64_t code_id, const char *now,
                     sk_err *err);

#endif
