/* receipt.h - the receipts (Quittungen) of a tournament day (ops: no
 * printing; the PDF is reports/rep_receipt.h).  A player's receipt lists
 * what was recorded for them: the entry fee (paid, owed or waived), what
 * was paid above it (a transfer, cash at the desk), what was given back
 * (change, refunds) and kept as a donation, and their prize (money or
 * goods; the cashier's awards, cashier.h, so the receipt agrees with the
 * cash desk figure by figure).  The issuer is the GiroCode's payee
 * (`config payee`), else the day's host_club. */
#ifndef SK_OPS_RECEIPT_H
#define SK_OPS_RECEIPT_H

#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "rep_receipt.h"
#include "tour.h"

typedef struct ops_receipts {
    rep_receipt *v;          /* one per player, in the order of their names */
    size_t n;
    int64_t *player_id;      /* v[i]'s player */
    char *issuer;            /* NULL: none known */
    char **texts;            /* the texts v points into */
    size_t ntexts;
} ops_receipts;

void ops_receipts_free(ops_receipts *r);

/* The receipts of t: of player pid only (pid > 0), else of every player
 * with something recorded (a fee, a payment above it, a refund, a prize).
 * SK_INVALID when player pid has nothing recorded ("'X' has paid nothing
 * and received nothing at 'T': no receipt") or no player has.  *out
 * caller-owned (ops_receipts_free). */
int ops_receipts_load(db *d, const ops_tour *t, int64_t pid, ops_receipts *out, sk_err *err);

#endif
