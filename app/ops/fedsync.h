/* fedsync.h - a venue's side of the federation (issue 27, items 2 and 3):
 * pull a match day from the hub, push the venue's results, say what is
 * still pending.  Between pull and push the venue works fully offline: the
 * pulled venue groups are ordinary tournaments, drawn and recorded with
 * the CLI, the TUI and phones on the venue's own `serve`; every write to
 * them lands in the outbox (outbox.h).
 *
 * A push sends the outbox after what the hub acknowledged, in batches,
 * each signed with the venue's code; the hub stores a batch whole or not
 * at all and acknowledges the highest change it has.  Sending a change
 * again changes nothing at the hub, so a dropped connection or a killed
 * process loses nothing: the next push starts after the last
 * acknowledgement.  A venue database restored from a backup, or one whose
 * games were typed again in another order, resumes: the hub's conflict
 * answer says what it holds from the device, and the venue sends, after
 * the hub's last change, only the seatings and games the hub does not
 * hold as they are here (outbox.h, ops_outbox_resume); what differs goes
 * to the hub's review queue.
 *
 * Each link's device has its own Ed25519 key pair, made at the pull; the
 * code enrols the public key there, once (fedtrust.h), and every push is
 * signed with the private key, which never leaves this database.
 */
#ifndef SK_FEDSYNC_H
#define SK_FEDSYNC_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "i18n.h"

/* Changes per request of a push. */
#define FED_BATCH 500

typedef struct ops_pull_result {
    char league[256];
    int matchday;
    size_t groups;          /* venue groups of the venue */
    size_t groups_new;      /* of them new here */
    size_t players_new;
    size_t games;           /* games the hub had already */
} ops_pull_result;

/* Fetch the match day of the venue's code from hub (http://HOST:PORT)
 * into d, all or nothing.  SK_USAGE for an address that is not http(s)://
 * or a code that is not one; SK_FAIL when the hub cannot be reached;
 * SK_INVALID when it refuses (its message) or the package is not valid. */
int ops_sync_pull(db *d, const char *hub, const char *code, ops_pull_result *out, sk_err *err);

typedef struct ops_push_result {
    char league[256];
    int matchday;
    int64_t sent;           /* changes sent */
    int64_t acked;          /* the highest change the hub has */
    int64_t applied, same, again, review;
    char *reviews;          /* "change N: review #R: WHY\n" lines (malloc'd, may be NULL) */
    bool answered;          /* the hub answered (only then is any of this its word) */
    char *waiting;          /* what waits in the hub's review queue for this venue, in
                             * words, a line each (malloc'd; NULL: nothing or not said) */
    bool waiting_said;      /* the hub said what waits (a hub of an older version does not) */
    bool resumed;           /* the hub held other changes under this device's numbers (a
                             * database restored from a backup, games typed again): the
                             * venue sent what the hub does not hold, after its last one */
    int64_t requeued;       /* of them, seatings and games queued again */
} ops_push_result;

void ops_push_results_free(ops_push_result *v, size_t n);

/* What waits in the hub's review queue as its answer said (waiting, the
 * JSON text of the answer's "waiting"; NULL: nothing said) in words in
 * lang, a line each: "review #R: series 1, table 1, game 2 (venue group
 * 1): WHY".  Venue group tournaments and players are named from d.
 * Caller frees; NULL when nothing waits. */
char *ops_sync_waiting_words(db *d, int64_t link_id, const char *waiting, sk_lang lang);

/* Push every link's pending changes (league NULL: every league; matchday
 * 0: every match day); a link with nothing pending asks the hub all the
 * same (what it has, what waits in its review queue), and what the hub
 * says waits is stored with the link (`sync status` shows it).  *out one
 * result per link tried (a failing one too: `answered` says whether the
 * hub answered any of it).  A link that fails does not stop the others
 * (another hub); the first failure is the answer: SK_FAIL (the hub cannot
 * be reached: try again), SK_INVALID (the hub refused: its message). */
int ops_sync_push(db *d, const char *league, int matchday, ops_push_result **out, size_t *n,
                  sk_err *err);

/* Confirm match day `matchday`'s results (group 0: every group the code
 * may confirm) at hub with a captain's or leader's code: *n groups. */
int ops_sync_confirm(const char *hub, const char *code, int matchday, int group, int *n,
                     sk_err *err);

/* File a protest (fedprotest.h) against match day `matchday`'s released
 * result (group 0: the group the captain's team played in) at hub with a
 * captain's code and the reason: *id the protest's number at the hub.
 * SK_INVALID with the hub's words when it refuses (too late, not
 * released, ...), SK_FAIL when it cannot be reached. */
int ops_sync_protest(const char *hub, const char *code, int matchday, int group,
                     const char *reason, long long *id, sk_err *err);

#endif
