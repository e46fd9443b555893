/* held.h - the money held for players who paid but were never seated
 * (ops: no printing): the cashier's and `money`'s one source for it.
 *
 * The treasurer's rule (docs/tournament-day.md, "The cash desk"): an entry
 * fee is the fee of a player who plays.  Money paid by someone who was
 * never seated (checked in and gone before the draw, a transfer before the
 * day from a registration that never came) is no entry fee: it is not in
 * the fees due, not in the prize pool and not in what the organiser keeps.
 * It is in the Kasse, held apart, until it is given back (`cashier
 * refund NAME|CODE`, db_cash.h: what was given back is no longer held) or
 * the organiser decides to keep it; the Kasse at the end is what the
 * organiser keeps plus the money held.
 *
 * A player checked in and present who is not seated yet (a late arrival
 * waiting for the next series' draw) is no player who never came: waiting,
 * their fee is an entry fee as everyone's (paid or owed), listed apart
 * and never held.
 */
#ifndef SK_OPS_HELD_H
#define SK_OPS_HELD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_tournaments.h"

typedef struct ops_held_row {
    int64_t player_id;       /* 0: a registration not checked in */
    int64_t reg_id;          /* that registration (0: a player's fee) */
    char *name;
    int number;              /* start number, 0: none */
    long long ct;
    bool transfer;           /* paid by transfer (else in cash) */
    bool owed;               /* waiting: the fee is owed (ct the fee) */
} ops_held_row;

typedef struct ops_held {
    ops_held_row *v;         /* by name */
    size_t n;
    long long ct, cash_ct, transfer_ct;
    ops_held_row *wait;      /* waiting for a later series' draw, by name */
    size_t nwait;
    long long wait_ct, wait_cash_ct; /* paid by them (in all, in cash) */
} ops_held;

/* What t holds for players not among seated[0..nseated) (the players of
 * the standings: seated in a drawn series): every fee paid by a player who
 * is not and is not present (present: waiting, below), and every transfer
 * received for a registration whose player has no fee recorded and is not
 * seated, each less what was given back (refunds).  The players present
 * and not seated with a fee recorded are out->wait.  *out caller-owned
 * (ops_held_free). */
int ops_held_load(db *d, const db_tournament *t, const int64_t *seated, size_t nseated,
                  ops_held *out, sk_err *err);
void ops_held_free(ops_held *h);

/* ,"held":[{"player","number","ct","method","registration"}] (number and
 * registration null when none; method "cash" or "transfer"): the JSON of
 * `money` and `cashier` alike. */
void ops_held_json(const ops_held *h, sk_buf *b);

#endif
