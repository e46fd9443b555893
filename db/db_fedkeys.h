/* db_fedkeys.h - the federation's device keys (schema 036_fed_trust.sql,
 * issue 37 part 8): at a venue the private key of a link's device, at the
 * hub the device a code enrolled and its public key.  Conventions (status,
 * errors, ownership, transactions) as in db.h; none opens a transaction.
 */
#ifndef SK_DB_FEDKEYS_H
#define SK_DB_FEDKEYS_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"

/* ---- at a venue ---- */

/* The private key (64 hex digits) of link link_id's device into key:
 * "" when the link has none (made by an older version). */
int db_link_key_get(db *d, int64_t link_id, char key[65], sk_err *err);
/* Store it. */
int db_link_key_set(db *d, int64_t link_id, const char *key, sk_err *err);

/* ---- at the hub ---- */

typedef struct db_fkey {
    int64_t code_id;
    char device[33];
    char pubkey[65];
    char enrolled[40];
} db_fkey;

/* The device code code_id enrolled: *found false when none. */
int db_fkey_of_code(db *d, int64_t code_id, db_fkey *out, bool *found, sk_err *err);
/* The newest enrolment of device uid `device` (the newest code that
 * enrolled it): *found false when none. */
int db_fkey_of_device(db *d, const char *device, db_fkey *out, bool *found, sk_err *err);
/* Enrol device with its public key for code code_id at time `when`
 * (SK_FAIL, a constraint, when the code has enrolled one already). */
int db_fkey_add(db *d, int64_t code_id, const char *device, const char *pubkey,
                const char *when, sk_err *err);

#endif
