/* db_fedsession.h - the sessions of the officials' page /fed (schema
 * 036_fed_trust.sql, issue 37 part 8): the SHA-256 of a session's token,
 * the code it was opened with, until when it holds.  Conventions (status,
 * errors, ownership, transactions) as in db.h; none opens a transaction.
 */
#ifndef SK_DB_FEDSESSION_H
#define SK_DB_FEDSESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"

/* Store a session: the hash of its token, its code, created and expires
 * (UTC text). */
int db_fsession_add(db *d, const char *hash, int64_t code_id, const char *created,
                    const char *expires, sk_err *err);
/* The code of the session with that hash that holds at time now: *code_id
 * 0 when there is none (unknown, expired). */
int db_fsession_code(db *d, const char *hash, const char *now, int64_t *code_id, sk_err *err);
/* End the session with that hash, and every session that expired before
 * now. */
int db_fsession_end(db *d, const char *hash, const char *now, sk_err *err);

#endif
