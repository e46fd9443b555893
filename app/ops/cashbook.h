/* cashbook.h - the Kasse that balances to the cent (ops: no printing):
 * every euro that came in and went out of a tournament day, term by term,
 * from what was recorded (the fees, the transfers of the registrations,
 * the refunds and donations of db_cash.h, the prizes):
 *
 *     entry fees in (cash, transfer)        every fee paid, at the fee
 *   + transfers, no fee yet                 registrations not checked in
 *   + overpaid                              a transfer or cash at the desk
 *                                           above the fee: kept as a
 *                                           donation, given back, or open
 *                                           (the organiser decides)
 *   + loss and passed fees                  paid at the tables
 *   - refunds                               money given back
 *   - prizes in money
 *   = the Kasse (cash in the box + the bank account)
 *
 * A refund is its own step (`cashier refund`), apart from a fee waived:
 * the fee stays what it was, the money leaves the Kasse.
 */
#ifndef SK_OPS_CASHBOOK_H
#define SK_OPS_CASHBOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_cash.h"
#include "db_day.h"
#include "tour.h"

/* Paid above the fee: a transfer of registration reg_id (0: none) and
 * cash handed over at the desk by player player_id. */
typedef struct ops_overpaid {
    int64_t player_id, reg_id;
    char *name;
    long long ct;            /* paid above the fee */
    long long cash_ct;       /* of it in cash at the desk (the rest by transfer) */
    long long donated_ct, refunded_ct, open_ct;
} ops_overpaid;

typedef struct ops_cashbook {
    long long fees_cash_ct, fees_transfer_ct;
    long long transfers_ct;  /* registrations not checked in */
    long long overpaid_ct, donations_ct, overpaid_refunded_ct, overpaid_open_ct;
    long long overpaid_cash_ct; /* of overpaid_ct in cash at the desk */
    long long tables_ct;     /* loss and passed fees (the caller's figure) */
    long long refunds_ct, refunds_cash_ct;
    long long prizes_ct;     /* prizes in money (the caller's figure) */
    long long total_ct, cash_ct, bank_ct;
    ops_overpaid *over;
    size_t nover;
} ops_cashbook;

/* The Kasse of t with the loss and passed fees tables_ct and the prizes
 * in money prizes_ct (the cashier's figures).  *out caller-owned
 * (ops_cashbook_free). */
int ops_cashbook_load(db *d, const db_tournament *t, long long tables_ct, long long prizes_ct,
                      ops_cashbook *out, sk_err *err);
void ops_cashbook_free(ops_cashbook *b);

/* Who a refund or donation is for: a player (player_id) or a registration
 * not checked in (reg_id, its transfer); name for the messages. */
typedef struct ops_cash_who {
    int64_t player_id, reg_id;
    const char *name;
} ops_cash_who;

/* Give money back to w: ct (-1: all there is to give back) of what is
 * held for them (paid, never seated) or of their open overpayment; by
 * transfer when it came by transfer, else in cash.  Refused (SK_INVALID,
 * nothing changed): t closed, nothing to give back ("'X' plays: the fee is
 * an entry fee ..."), more than there is.  *out the move recorded. */
int ops_cash_refund(db *d, const ops_tour *t, const ops_cash_who *w, long long ct,
                    db_cash_move *out, sk_err *err);

/* How the desk settles cash handed over above the fee. */
typedef enum ops_given_keep {
    OPS_GIVEN_OPEN = 0,      /* kept and shown until the organiser decides */
    OPS_GIVEN_CHANGE,        /* given back at once as change (a refund in cash) */
    OPS_GIVEN_DONATE         /* kept as a donation */
} ops_given_keep;

/* Cash given_ct handed over at the desk by player pid (name for the
 * messages) for the fee fee_ct just taken in cash: what is above the fee
 * is recorded (db_desk_over_add) and settled by keep.  Within the
 * caller's transaction.  Refused (SK_INVALID): given_ct below the fee
 * ("'X' gave 10.00 euros, less than the fee 12.00 euros").  *over_ct what
 * was above the fee (0: exactly the fee, nothing recorded). */
int ops_cash_given(db *d, const db_tournament *t, int64_t pid, const char *name, long long fee_ct,
                   long long given_ct, ops_given_keep keep, long long *over_ct, sk_err *err);

/* Keep w's open overpayment as a donation.  Refused (SK_INVALID, nothing
 * changed): t closed, no open overpayment.  *out the move recorded. */
int ops_cash_donate(db *d, const ops_tour *t, const ops_cash_who *w, db_cash_move *out,
                    sk_err *err);

#endif
