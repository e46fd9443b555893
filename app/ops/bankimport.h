/* bankimport.h - the bank statement booked (`cashier import`; ops: no
 * printing).  Each credit transfer in euros whose purpose holds a
 * registration's code (as the GiroCode puts it, or typed loosely inside
 * a longer text: any case, spaces, dashes) is booked to that registration
 * not checked in yet: its transfer (prepaid_ct) grows by the amount, and
 * the line is remembered by its bank reference (db_bank.h), so a second
 * import of an overlapping statement books nothing twice.  The amount is
 * checked against the fee in force: exactly the fee, above it (kept: the
 * cash desk shows it as paid above the fee once checked in, to give back
 * or keep), or below it (booked: partly paid).  Every line booked in one
 * transaction.
 */
#ifndef SK_OPS_BANKIMPORT_H
#define SK_OPS_BANKIMPORT_H

#include <stddef.h>
#include <stdint.h>

#include "bankfile.h"
#include "db.h"
#include "tour.h"

typedef enum ops_bank_what {
    OPS_BANK_PAID = 0,   /* booked: the fee exactly */
    OPS_BANK_OVER,       /* booked: above the fee */
    OPS_BANK_PART,       /* booked: below the fee (partly paid) */
    OPS_BANK_TWICE,      /* booked by an earlier import (or earlier in this file) */
    OPS_BANK_NOT         /* not booked: why says why */
} ops_bank_what;

typedef struct ops_bank_row {
    const bank_line *line;   /* the caller's */
    ops_bank_what what;
    int64_t reg_id;
    char *reg_name;          /* the registration's name (NULL when none) */
    char code[10];           /* its code as printed, "K7QM-3XPA" */
    long long total_ct;      /* transferred for it, this line included */
    long long fee_ct;        /* the fee in force */
    char *why;               /* OPS_BANK_NOT: why (translated) */
} ops_bank_row;

typedef struct ops_bank_result {
    ops_bank_row *rows;      /* one per line, in the file's order */
    size_t n;
    int booked, twice, unmatched, debits;
} ops_bank_result;

void ops_bank_result_free(ops_bank_result *r);

/* Book lines for t.  Refused (SK_INVALID, nothing booked): t closed.  A
 * line that is not booked is no refusal: it is a row OPS_BANK_NOT with
 * why (a debit, another currency, no code, a registration checked in or
 * rejected, an amount above 1,000 euros).  *out caller-owned. */
int ops_bank_import(db *d, const ops_tour *t, const bank_lines *lines, ops_bank_result *out,
                    sk_err *err);

#endif
