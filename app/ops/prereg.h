/* prereg.h - pre-registrations with their personal codes and the
 * GiroCode (ops: no printing).
 *
 * Every registration (the /register page of `serve`, or `register add`
 * by the organiser) gets a personal code in the form of a table's entry
 * code (entrycode.h); its QR code holds the page BASE/checkin/CODE, which
 * the desk's scanner reads (checkin.h) and which shows the player the
 * registration.  The GiroCode (EPC069-12, iban.h) asks for the entry fee
 * in force, to the payee stored with `config payee|iban|bic`, with the
 * code as the reference.
 */
#ifndef SK_OPS_PREREG_H
#define SK_OPS_PREREG_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"
#include "db_day.h"
#include "db_tournaments.h"
#include "tour.h"
#include "util.h"

/* "BASE/checkin/CODE" (malloc'd), or NULL without a base address. */
char *ops_prereg_url(const char *base, const char *code);

/* The registrations of t (waiting_only: those waiting) in order, each
 * with a code: one without (registered before codes existed) gets one now
 * (a write).  Caller db_preregs_free. */
int ops_prereg_list(db *d, const db_tournament *t, bool waiting_only, db_prereg **out,
                    size_t *n, sk_err *err);

/* A registration of t by code (as typed) or by "#ID"/ID.  SK_INVALID
 * "no registration ..." otherwise. */
int ops_prereg_find(db *d, const db_tournament *t, const char *key, db_prereg *out,
                    sk_err *err);

/* The payee of the GiroCode from `config` (name and IBAN required, BIC
 * optional): *name, *iban, *bic malloc'd (NULL when not set).  *ok false
 * when name or IBAN is missing. */
int ops_payee(db *d, char **name, char **iban, char **bic, bool *ok, sk_err *err);

/* The EPC069-12 payload of the GiroCode that pays code's entry fee (the
 * fee in force less what was transferred already) into out.  SK_INVALID
 * when the payee or IBAN is not configured, the IBAN fails its check, or
 * nothing is left to pay. */
int ops_girocode(db *d, const ops_tour *t, const db_prereg *r, sk_buf *out, sk_err *err);

#endif
