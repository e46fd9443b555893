/* db_fedelig.h - what the hub knows of where a player played a match day
 * (issue 37, part 6: app/ops/fedelig.h judges it).  Conventions (status,
 * errors, ownership, transactions) as in db.h.
 */
#ifndef SK_DB_FEDELIG_H
#define SK_DB_FEDELIG_H

#include <stdint.h>

#include "db.h"

/* Another venue group of league lid's match day `matchday` (a tournament
 * other than tid) in whose seatings player pid sits: its name into *group
 * and the team he played for there into *team (both malloc'd; *group NULL:
 * none; *team NULL: as a guest, in no team). */
int db_fedelig_elsewhere(db *d, int64_t lid, int matchday, int64_t tid, int64_t pid,
                         char **group, char **team, sk_err *err);

#endif
