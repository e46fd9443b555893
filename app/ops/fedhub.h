/* fedhub.h - the federation hub's answers to venues (issue 27, items 2 and
 * 3): the match day a venue pulls, and the results it pushes.  Every
 * request is checked as hostile input, answered with a class the front end
 * turns into an HTTP status, and logged (fed_attempts) whatever the answer.
 *
 * A push is stored whole or not at all (one transaction) and only when:
 *  - it comes from a device a venue's valid code enrolled at the pull
 *    (X-Skatsheet-Device; fedtrust.h): unknown: FED_AUTH; its code revoked,
 *    a captain's or leader's code: FED_FORBIDDEN;
 *  - the body is what the device signed (X-Skatsheet-Signature: the
 *    Ed25519 signature of the body under the device's key; else FED_BAD
 *    "changed on the way"), and each change's content matches its hash;
 *  - it is for the code's venue, league and match day, and every change is
 *    of a venue group played at that venue (else FED_FORBIDDEN: "another
 *    venue's code", "a table the code does not cover");
 *  - its sequence continues what the hub has from the device (a change
 *    sent again with the same hash is acknowledged; with another hash it
 *    is FED_CONFLICT, and the answer says what the hub holds from the
 *    device, "acked" and "held", so the venue sends only what is missing:
 *    a venue restored from a backup resumes).
 * Changes the rules refuse: FED_INVALID naming the change and field.
 */
#ifndef SK_FEDHUB_H
#define SK_FEDHUB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

/* The largest push body (about 12,000 changes). */
#define FED_PUSH_MAX (8u * 1024 * 1024)

typedef enum fed_class {
    FED_OK = 0,
    FED_BAD,        /* malformed or changed on the way: 400 */
    FED_AUTH,       /* no code or an unknown one: 401 */
    FED_FORBIDDEN,  /* a code that may not do this: 403 */
    FED_CONFLICT,   /* the sequence does not continue: 409 */
    FED_TOO_BIG,    /* 413 */
    FED_INVALID,    /* the rules refuse a change: 422 */
    FED_FAIL,       /* the database failed: 500 */
    FED_LIMIT,      /* too many refused requests (fedtrust.h): 429 */
} fed_class;

typedef struct ops_fed_req {
    const char *code;        /* the Authorization: Bearer code, NULL when none */
    const char *signature;   /* X-Skatsheet-Signature, NULL when none */
    const char *device;      /* X-Skatsheet-Device (a push), NULL when none */
    const char *body;        /* the request body (push) */
    size_t len;
    const char *remote;      /* the client's address, for the log */
    bool addr_blocked;       /* the address has used up its refused tries */
    /* has code code_id used up its refused tries?  (NULL: no limit) */
    bool (*code_blocked)(void *arg, int64_t code_id);
    void *limit_arg;
} ops_fed_req;

typedef struct ops_fed_answer {
    fed_class cls;
    char *json;              /* the answer: the document, or {"error": ...} (malloc'd) */
    int applied, same, again, review; /* a push stored (FED_OK): its changes by outcome */
    int64_t code_id;         /* the code the request named, 0 when none known */
    bool authentic;          /* it proved the code (a correct code, a verified signature) */
} ops_fed_answer;

void ops_fed_answer_free(ops_fed_answer *a);

/* GET /api/fed/pull: the match day of the code's venue, its venue groups
 * only (exchange.h, kind matchday). */
void ops_fed_pull(db *d, const ops_fed_req *rq, ops_fed_answer *out);

/* POST /api/fed/enrol: a venue's code enrols its device's public key,
 * once (fedtrust.h, ops_fed_enrol); the attempt logged. */
void ops_fed_enrol_req(db *d, const ops_fed_req *rq, ops_fed_answer *out);

/* POST /api/fed/push: {"ok": true, "acked": N, "applied", "same", "again",
 * "review": [{"seq", "review", "why", "why_codes"}]} (why: the reasons in
 * the request's language; why_codes: as stored, fedwhy.h) */
void ops_fed_push(db *d, const ops_fed_req *rq, ops_fed_answer *out);

/* POST /api/fed/confirm (body: {"matchday": N, "group": K}, group 0 or
 * absent: every group the code may confirm) with a captain's or a
 * leader's code: {"ok": true, "confirmed": n}. */
void ops_fed_confirm_req(db *d, const ops_fed_req *rq, ops_fed_answer *out);

/* POST /api/fed/protest (body: {"matchday": N, "group": K, "reason":
 * TEXT}, group 0 or absent: the group the captain's team played in) with
 * a captain's code: {"ok": true, "protest": id} (fedprotest.h; a
 * refusal, too late for one, is a 422 with its words). */
void ops_fed_protest_req(db *d, const ops_fed_req *rq, ops_fed_answer *out);

#endif
