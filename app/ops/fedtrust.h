/* fedtrust.h - secrets that never travel (issue 37, part 8), the hub's
 * side: a venue's code enrols the public key of the device that pulled
 * with it, once; every push is signed with that device's private key and
 * checked here against the public key.  The hub keeps public keys and the
 * codes' SHA-256 only: a copy of its database cannot push for any venue.
 * A revoked code's devices push no more.
 *
 * The limits on refused requests (fedweb.c) count per code as well as per
 * address: a request naming a known code (a pull, an enrolment, a
 * confirmation with it; a push of a device it enrolled) is refused on the
 * code's count, one naming none on the address's; a push whose signature
 * verifies is never stopped by its address's count.
 */
#ifndef SK_FEDTRUST_H
#define SK_FEDTRUST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_fedadmin.h"
#include "fedhub.h"

/* POST /api/fed/enrol (fedhub.h, which logs it), with the venue's code
 * (Authorization: Bearer) and the body {"device": uid, "key": public key
 * (64 hex digits)}: the code enrols that device and key, once.  The same
 * device with the same key again is {"ok": true, "enrolled": false};
 * another device or key: FED_FORBIDDEN ("code enrolled device ... on ...
 * already"), nothing changed.  *c the code (caller clears). */
void ops_fed_enrol(db *d, const ops_fed_req *rq, db_fcode *c, ops_fed_answer *out);

/* The code of a push: the code that enrolled the device rq->device, valid
 * and a venue's, and the body signed (rq->signature) with that device's
 * key.  SK_OK with *c (caller clears) and out->authentic; else the
 * refusal in out (out->code_id set when the device's code is known). */
int ops_fed_device_auth(db *d, const ops_fed_req *rq, db_fcode *c, ops_fed_answer *out);

/* Whether a request must stop here for its limits (rq->addr_blocked,
 * rq->code_blocked): true with the 429 refusal in out.  code_id: the
 * code the request names (0: none known); authentic: it proved it holds
 * the code's device key (a push whose signature verifies). */
bool ops_fed_limited(const ops_fed_req *rq, int64_t code_id, bool authentic,
                     ops_fed_answer *out);

/* ---- the officials' page /fed: a session in a cookie ----
 * A leader's or captain's code, typed once, opens a session: a random
 * token in a cookie (HttpOnly, SameSite=Strict, Secure behind HTTPS), of
 * which the hub stores the SHA-256 only, for FED_SESSION_HOURS.  The forms
 * carry a CSRF token derived from the session's (ops_fed_session_csrf),
 * never the code. */
#define FED_SESSION_HOURS 12

/* Open a session for code code_id: *token (64 hex digits and the NUL,
 * for the cookie).  One transaction (expired sessions go with it). */
int ops_fed_session_open(db *d, int64_t code_id, char token[65], sk_err *err);

/* The actor (fedresults.h) of session token: SK_INVALID ("the session
 * ended") when it is unknown or expired, or its code was revoked. */
struct fed_actor;
int ops_fed_session_actor(db *d, const char *token, struct fed_actor *a, sk_err *err);

/* End session token.  One transaction. */
int ops_fed_session_close(db *d, const char *token, sk_err *err);

/* The CSRF token of session token, for the forms' hidden field. */
void ops_fed_session_csrf(const char *token, char csrf[65]);

#endif
