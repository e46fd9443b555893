/* fedadmin.h - a league across venues, the division leader's side (issue
 * 27, item 1): the league's venues, which venue plays which venue group of
 * a match day, and the access codes of the hub (no printing).
 *
 * A code is made from kernel randomness (fedcrypt.h), shown to the caller
 * once and stored only as its SHA-256 (codes are 16 random characters,
 * about 2^79: a hash without salt is as strong as the code, and lets the
 * hub find a code's row by its hash).  A venue's code covers one venue on
 * one match day: the venue groups assigned to it then.
 */
#ifndef SK_FEDADMIN_H
#define SK_FEDADMIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_fedadmin.h"
#include "fedrules.h"

/* Add venue `name` (address may be NULL) to league `league` (NULL: the
 * only or most recent one) unless it exists, then assign it venue groups
 * groups[0..ngroups) of match day `matchday` (ngroups 0: none).  All or
 * nothing.  *created: the venue was new. */
int ops_fed_venue_add(db *d, const char *league, const char *name, const char *address,
                      int matchday, const int *groups, size_t ngroups, bool *created,
                      sk_err *err);

/* What a new code is for. */
typedef struct ops_code_req {
    const char *league;     /* NULL: the only or most recent league */
    db_fcode_kind kind;
    const char *venue;      /* venue: its name */
    int matchday;           /* venue: the match day number */
    const char *team;       /* captain: the team */
    const char *division;   /* leader: the division (NULL: the whole league) */
    const char *label;      /* who holds it (NULL: made from the scope) */
} ops_code_req;

/* Make a code: *code gets it (stored form, FED_CODE_LEN + 1 bytes; show it
 * with fed_code_format), *id its row.  A venue code needs venue groups of
 * that match day assigned to the venue. */
int ops_fed_code_add(db *d, const ops_code_req *rq, char *code, int64_t *id, sk_err *err);

/* Revoke code id (it stops at once). */
int ops_fed_code_revoke(db *d, int64_t id, sk_err *err);

/* Revoke code id and make a new one with the same scope and label: *code,
 * *new_id.  One transaction. */
int ops_fed_code_renew(db *d, int64_t id, char *code, int64_t *new_id, sk_err *err);

/* Who is asking: the row of a typed code.  SK_INVALID ("the code is not
 * valid" / "the code was revoked on TIME") when it is none or revoked;
 * out->revoked then holds the time when it was revoked. */
int ops_fed_auth(db *d, const char *typed, db_fcode *out, sk_err *err);

/* Change league lid's federation settings: protest_days (< 0: keep),
 * confirm (0 keep, 1 a captain or the leader, 2 the leader only),
 * publish_dir (NULL keep, "" none; else an existing directory). */
int ops_fed_settings_set(db *d, int64_t lid, int protest_days, int confirm,
                         const char *publish_dir, sk_err *err);

/* The UTC time now, as the federation's rows store it. */
void ops_fed_now(char out[32]);

#endif
