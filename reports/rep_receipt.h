/* rep_receipt.h - receipts (Quittungen) of a tournament day (PDF,
 * libharu through rep_pdf_int.h): one A4 page per player with the club
 * that issues it, the event and its date, the player, every amount
 * received from them and paid out to them (entry fee, cash or transfer
 * above it, change and refunds, prizes), the totals and the treasurer's
 * signature line.  The words in the document's language (rep_label keys
 * receipt_*); written atomically like every report (rep_pdf.h). */
#ifndef SK_REP_RECEIPT_H
#define SK_REP_RECEIPT_H

#include "rep_pdf.h"

typedef enum rep_receipt_kind {
    REP_RC_FEE = 0,          /* the entry fee paid (received) */
    REP_RC_FEE_OWED,         /* the entry fee still owed (a note) */
    REP_RC_FEE_WAIVED,       /* the entry fee waived (a note) */
    REP_RC_OVER,             /* paid above the fee (received) */
    REP_RC_REFUND,           /* given back: change or a refund (paid out) */
    REP_RC_DONATION,         /* of what was above the fee, kept as a donation (a note) */
    REP_RC_PRIZE,            /* a prize in money (paid out) */
    REP_RC_GOODS             /* a prize in goods (a note: goods) */
} rep_receipt_kind;

typedef struct rep_receipt_line {
    rep_receipt_kind kind;
    const char *date;        /* YYYY-MM-DD... (the first ten characters), or NULL */
    bool transfer;           /* by transfer (else cash) */
    long long ct;            /* the amount, >= 0 (its side follows from kind) */
    const char *goods;       /* REP_RC_GOODS: the goods */
} rep_receipt_line;

typedef struct rep_receipt {
    const char *number;      /* the receipt's number as printed */
    const char *player;
    int start_no;            /* 0: none */
    const char *club;        /* may be NULL */
    const rep_receipt_line *lines;
    int nlines;
} rep_receipt;

/* Write v[0..n) (n >= 1), one page each, issued by issuer (the club or
 * payee; may be NULL).  SK_INVALID when n is 0. */
int rep_pdf_receipts(const char *path, const rep_doc *doc, const char *issuer,
                     const rep_receipt *v, int n, sk_err *err);

/* Received (from the player) and paid out (to them) by r's lines. */
void rep_receipt_totals(const rep_receipt *r, long long *in_ct, long long *out_ct);

#endif
