/* day.h - the tournament day's settings and keys (ops: no printing):
 * "now" for the clock and the records of the door, the day's settings
 * (dayset.h) of a tournament, the entry fee in force, the organiser's desk
 * key for the pages of `serve`, and what the prize groups know of a
 * player (member number, lady, year of birth).
 *
 * Now: the system clock, or $SKATSHEET_NOW ("YYYY-MM-DDTHH:MM:SSZ") when
 * set: the tests drive the round clock with it instead of waiting (a
 * documented test hook: docs/tournament-day.md).
 */
#ifndef SK_OPS_DAY_H
#define SK_OPS_DAY_H

#include <stdbool.h>
#include <stdint.h>

#include "clock.h"
#include "dayset.h"
#include "db.h"
#include "db_day.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "tour.h"

/* Seconds since the epoch: $SKATSHEET_NOW when set and valid, else the
 * system clock. */
int64_t ops_now(void);
/* ops_now() as "YYYY-MM-DDTHH:MM:SSZ" into out (CLOCK_ISO_LEN + 1 bytes). */
void ops_now_iso(char *out);

/* The day's settings of t (the defaults with the stored keys applied).
 * SK_FAIL naming the key when a stored value is damaged. */
int ops_day_load(db *d, const db_tournament *t, day_settings *out, sk_err *err);

/* Set key=value for t (checked by dayset_apply and, under the Bavarian
 * preset, against the fee in force and the prizes; "default" resets a
 * key).  t closed: SK_INVALID.  *out (may be NULL) the settings after. */
int ops_day_set(db *d, const ops_tour *t, const char *key, const char *value,
                day_settings *out, sk_err *err);
/* Several "key=value" items in one write: all stored, or none (the first
 * refusal, naming its key).  An entry fee (fee_ct) above 1,000 euros
 * (DAY_FEE_PLAIN_MAX_CT, a typing error) is refused unless force. */
int ops_day_set_items(db *d, const ops_tour *t, char *const *items, int n, bool force,
                      day_settings *out, sk_err *err);

/* The entry fee in force: the day's fee_ct, else the entry_fee_ct of the
 * rules' tournament money (Skat: the family's tournament_money), else 0.
 * SK_INVALID when those rules are damaged (ops_tour_ok). */
int ops_day_fee(db *d, const ops_tour *t, long long *fee_ct, sk_err *err);

/* The organiser's key of t for the desk pages of `serve` (check-in,
 * cashier, clock): made on first use (create), or anew (renew: the old
 * one stops working).  out: 9 bytes, "" when none and !create. */
int ops_desk_key(db *d, const db_tournament *t, bool create, bool renew, char *out,
                 sk_err *err);
/* Does typed (any case, with or without the dash) open t's desk?  SK_OK,
 * or SK_INVALID "the desk key is wrong" (none made yet: says how). */
int ops_desk_check(db *d, const db_tournament *t, const char *typed, sk_err *err);

/* A player's details for the prize groups and the door: member (a member
 * number as typed, "" removes it, NULL keeps it), lady (-1 keeps), born
 * (-1 keeps, 0 removes; else 1900..2100).  SK_INVALID naming the field. */
int ops_player_info_set(db *d, int64_t pid, const char *member, int lady, int born,
                        sk_err *err);

/* The same details as one value (for player add and edit). */
typedef struct ops_player_info {
    const char *member;
    int lady;
    int born;
    const char *state; /* a German federal state's code (text_state_check), "" removes
                          it, NULL keeps it */
} ops_player_info;

/* ops_player_add (players.h) and then info in one transaction: all or
 * nothing.  info NULL or all kept: as ops_player_add. */
int ops_player_add_info(db *d, const char *name, int number, const char *club,
                        const ops_player_info *info, int64_t *id, sk_err *err);
/* ops_player_update and then info, likewise. */
int ops_player_update_info(db *d, const db_player *p, const ops_player_info *info, sk_err *err);

#endif
