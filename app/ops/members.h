/* members.h - importing the federation's member list (issue 27, item 6;
 * csvmembers.h) as an operation: all or nothing, no printing.
 *
 * Each player keeps one identity, keyed by the member number.  A row whose
 * member number a player has updates that player (name, club, consent); a
 * row whose name a player without member number has gives that player the
 * number; any other row adds a player.  Refused (every problem with its
 * line, nothing stored): the file's own problems, a name that is another
 * member's player here, a renaming onto a name taken.
 */
#ifndef SK_MEMBERS_H
#define SK_MEMBERS_H

#include <stddef.h>

#include "csvin.h"
#include "db.h"

typedef struct ops_members_result {
    size_t added, updated, unchanged;
    /* a player updated (a name, a consent revoked or given): every league
     * with a publish directory writes its public files again (fedresults.h,
     * ops_fed_publish_now); stale: they could not be written, msg why */
    bool stale;
    char stale_msg[700];
} ops_members_result;

int ops_import_members(db *d, const char *buf, size_t len, csvin_errors *errs,
                       ops_members_result *out, sk_err *err);

#endif
