/* db_register.h - the self-registration queue of a tournament
 * (registrations, schema 010; db_register.c).  Conventions (status,
 * errors, ownership, transactions) as in db.h. */
#ifndef SK_DB_REGISTER_H
#define SK_DB_REGISTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

#define DB_REG_QUEUE_MAX 500   /* waiting entries of one tournament */

typedef enum { DB_REG_WAITING = 0, DB_REG_CONFIRMED, DB_REG_REJECTED } db_reg_state;
/* The state a stored word ("waiting", "confirmed", "rejected") names;
 * DB_REG_WAITING for any other (db_day.c, beside the pre-registrations
 * db_register.c stores through). */
db_reg_state db_reg_state_of(const char *word);

typedef struct db_reg {
    int64_t id;
    char *name;          /* as typed (NFC), UTF-8 */
    char *club;          /* NULL = none */
    char *created;       /* "YYYY-MM-DDTHH:MM:SSZ" (UTC) */
    db_reg_state state;
    int64_t player_id;   /* confirmed: the player; else 0 */
} db_reg;

void db_reg_clear(db_reg *r);
void db_regs_free(db_reg *v, size_t n);

/* Queue a registration for tid.  name and club (NULL or "" = none) must
 * pass the name rule (text.h: "name: ...", "club: ...").  Refused
 * (SK_INVALID, nothing written) when DB_REG_QUEUE_MAX entries already
 * wait.  *id (may be NULL) gets the entry's number. */
int db_reg_add(db *d, int64_t tid, const char *name, const char *club, int64_t *id,
               sk_err *err);

/* The entries of tid in order of arrival: only the waiting ones, or all.
 * *out caller-owned (db_regs_free). */
int db_reg_list(db *d, int64_t tid, bool waiting_only, db_reg **out, size_t *n, sk_err *err);

/* Entry id of tid (SK_INVALID "registration #N ..." when tid has none). */
int db_reg_get(db *d, int64_t tid, int64_t id, db_reg *out, sk_err *err);

/* Decide waiting entry id of tid: DB_REG_CONFIRMED with the player it
 * became, or DB_REG_REJECTED (player_id 0).  Refused (SK_INVALID) when the
 * entry is not waiting. */
int db_reg_decide(db *d, int64_t tid, int64_t id, db_reg_state state, int64_t player_id,
                  sk_err *err);

#endif
