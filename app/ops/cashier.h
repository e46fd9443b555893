/* cashier.h - the cash desk of a tournament day (ops: no printing): the
 * entry fees taken at the door (paid, owed or waived, with the amount),
 * the prizes by group, and the Kasse.
 *
 * A Skat tournament's figures are the money settlement's (moneyview.h:
 * entry fee, loss fees, passed fees, prizes, balance per player, the pool
 * and what the organiser keeps), so the cashier and `money` agree figure
 * by figure; the cashier adds who paid how.  A Schafkopf tournament's
 * cashier ranks by its standings (schops) and counts the entry fees and
 * the prize table; `money` shows the same tournament money there.
 *
 *   due       the entry fees of the players seated (a waived one: 0)
 *   paid      taken from them (in cash or by transfer); owed: due and not paid
 *   held      paid by players never seated (held.h): no entry fee, held in
 *             the Kasse until given back or kept; listed apart
 *   waiting   present, not seated yet (the next series' draw): their fee
 *             paid or owed as everyone's, never held
 *   Kasse     in the cash box now: the cash taken (fees paid in cash, the
 *             cash of those waiting and the cash held, less the refunds)
 *   at the end  due + loss and passed fees - prizes in money = what the
 *             organiser keeps (money's organiser_ct); the Kasse at the end
 *             is that, the fees paid by those waiting and the money held
 *             (money's kasse_end_ct)
 */
#ifndef SK_OPS_CASHIER_H
#define SK_OPS_CASHIER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_day.h"
#include "db_tournaments.h"
#include "held.h"
#include "moneyview.h"
#include "prizeview.h"
#include "tour.h"

typedef struct ops_cashier_row {
    int64_t player_id;
    char *name;
    int number;
    int rank;                /* 0: not ranked (checked in, not seated) */
    bool has_fee;            /* a fee is recorded */
    db_fee_state state;
    long long fee_ct;        /* the recorded amount (waived: what it would have been) */
    char method[10];
    bool waiting;            /* not seated yet, present: waits for a later series' draw
                                (the fee is an entry fee, held.h) */
    /* the settlement's figures (Skat: moneyview; Schafkopf: fee and prize) */
    long long entry_ct, loss_fee_ct, passed_fee_ct, prize_ct, balance_ct;
    bool prize_won;
    int prize_group, prize_place;
    const char *prize_goods; /* owned by the ops_cashier */
    bool prize_lot;
} ops_cashier_row;

typedef struct ops_cashier {
    long long fee_ct;        /* the entry fee in force */
    bool bavarian;
    ops_cashier_row *rows;   /* ranking order; the unranked after, by name */
    size_t n;
    int seated;              /* ranked rows */
    long long due_ct, paid_ct, owed_ct, waived_ct;
    int npaid, nowed, nwaived, nunrecorded;
    long long paid_cash_ct, paid_transfer_ct;
    long long paid_unseated_ct; /* held: paid by players never seated (to give back or
                                   keep), held.ct */
    ops_held held;           /* who they are (rows of rank 0 too) */
    long long loss_fees_ct, passed_fees_ct;
    long long prizes_ct;     /* prizes in money */
    int goods;               /* prizes in goods */
    long long pool_ct;
    long long kasse_ct;      /* in the cash box now */
    long long end_ct;        /* at the end: what the organiser keeps */
    long long kasse_end_ct;  /* the Kasse at the end: end_ct + the money held */
    ops_money m;             /* Skat: the settlement the figures come from */
    ops_prizes pz;           /* Schafkopf: the prizes */
} ops_cashier;

/* The cash desk of t (every series so far).  Errors as ops_money_load /
 * schops_standings_load.  *out caller-owned (ops_cashier_free). */
int ops_cashier_load(db *d, const ops_tour *t, ops_cashier *out, sk_err *err);
void ops_cashier_free(ops_cashier *c);

/* Has the tournament money for the cash desk: an entry fee in force, a
 * fee recorded or a prize table? */
bool ops_cashier_any(const ops_cashier *c);

/* The row of player pid (NULL: none). */
const ops_cashier_row *ops_cashier_row_of(const ops_cashier *c, int64_t pid);

#endif
