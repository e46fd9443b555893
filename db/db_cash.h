/* db_cash.h - the cash desk's refunds and donations (db_cash.c, schema
 * 024_cash_moves.sql).  Conventions (status, errors, ownership,
 * transactions) as in db.h. */
#ifndef SK_DB_CASH_H
#define SK_DB_CASH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_day.h"

typedef enum db_cash_kind { DB_CASH_REFUND = 0, DB_CASH_DONATION } db_cash_kind;

typedef struct db_cash_move {
    int64_t id;
    int64_t player_id;       /* 0: a registration's transfer */
    int64_t reg_id;          /* 0: a player's */
    db_cash_kind kind;
    long long ct;
    bool transfer;           /* moved by transfer (else cash) */
    char at[DB_TIME_LEN + 1];
} db_cash_move;

/* Record m for tid (m->id ignored). */
int db_cash_add(db *d, int64_t tid, const db_cash_move *m, sk_err *err);

/* Every move of tid in order.  *out caller-owned (free). */
int db_cash_list(db *d, int64_t tid, db_cash_move **out, size_t *n, sk_err *err);

/* Cash handed over at the desk above the entry fee (schema 038). */
typedef struct db_desk_over {
    int64_t player_id;
    long long ct;
    char at[DB_TIME_LEN + 1];
} db_desk_over;

/* Record ct (1 .. 100000000) cash above the fee for player pid of tid. */
int db_desk_over_add(db *d, int64_t tid, int64_t pid, long long ct, const char *at,
                     sk_err *err);

/* Every such row of tid in order.  *out caller-owned (free). */
int db_desk_over_list(db *d, int64_t tid, db_desk_over **out, size_t *n, sk_err *err);

#endif
