/* db_bank.h - the bank statement's lines booked by `cashier import`
 * (db_bank.c, schema 030_bank_lines.sql).  Conventions (status, errors,
 * ownership, transactions) as in db.h. */
#ifndef SK_DB_BANK_H
#define SK_DB_BANK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_day.h"

typedef struct db_bank_line {
    int64_t id;
    int64_t reg_id;          /* the registration it was booked to */
    char *ref;               /* the bank's reference (or the hash) */
    char booked[11];         /* YYYY-MM-DD */
    long long ct;
    char *name, *purpose;
    char at[DB_TIME_LEN + 1];
} db_bank_line;

void db_bank_lines_free(db_bank_line *v, size_t n);

/* Whether tid has booked the line with this reference already. */
int db_bank_booked(db *d, int64_t tid, const char *ref, bool *found, sk_err *err);

/* Record l for tid (l->id ignored). */
int db_bank_add(db *d, int64_t tid, const db_bank_line *l, sk_err *err);

/* Every booked line of tid in order of booking.  Caller db_bank_lines_free. */
int db_bank_list(db *d, int64_t tid, db_bank_line **out, size_t *n, sk_err *err);

#endif
