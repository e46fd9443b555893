/* deskfind.h - the desk finds everyone by name (ops: no printing): a
 * registration of the tournament or a player, by the name as typed at the
 * door, forgiving "ä"/"ae", "ß"/"ss", case, a typo of one or two letters,
 * the first or the last name alone (the rule: app/core/namematch.h on the
 * keys of app/io/namekey.h).  Where several match, the desk is asked:
 * refused, listing them.
 */
#ifndef SK_OPS_DESKFIND_H
#define SK_OPS_DESKFIND_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "db_day.h"
#include "db_tournaments.h"
#include "util.h"

/* What was found: a registration of t (has_reg; its player_id once it is
 * known) or a player without one (player_id). */
typedef struct ops_desk_hit {
    bool has_reg;
    db_prereg reg;
    int64_t player_id;
} ops_desk_hit;

/* The folded key of a name as the desk compares names (namekey.h, then
 * namematch.h: case, Unicode form, ä/ae, ß/ss, punctuation), malloc'd
 * (caller frees). */
char *ops_desk_fold(const char *name);

void ops_desk_hit_clear(ops_desk_hit *h);

/* The registration of t (not rejected) or the player whose name matches
 * typed: names equal up to case and Unicode form first, else every name
 * matching (namematch_score).  *found false when none matches; several:
 * SK_INVALID "'Schmidt' matches several: ..." naming each with its code
 * or start number, nothing changed. */
int ops_desk_by_name(db *d, const db_tournament *t, const char *typed, ops_desk_hit *out,
                     bool *found, sk_err *err);

/* The registration of t (not rejected) whose whole name matches name:
 * the same up to case, Unicode form and umlaut spelling, or (unless
 * same_only) within the typos forgiven - a walk-in who registered after
 * all.  *found false when none; *out caller's (db_prereg_clear). */
int ops_desk_registered(db *d, const db_tournament *t, const char *name, bool same_only,
                        db_prereg *out, bool *found, sk_err *err);

#endif
