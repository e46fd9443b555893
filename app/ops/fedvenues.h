/* fedvenues.h - a league's venues in bulk (issue 37, part 9): the venue
 * list imported from CSV, all or nothing, and the code sheet of a match
 * day (a new venue code for every venue that plays it, with what the
 * sheet prints).
 *
 * The CSV (docs/leagues.md, "Many venues"), a header line and a line per
 * venue, the columns in any order (English or German names):
 *   venue    (spielort)    the venue's name, once per file
 *   address  (adresse)     may be empty
 *   contact  (kontakt)     whom to ask there; may be empty
 *   groups   (gruppen)     the venue groups played there, separated by ';':
 *                          MATCHDAY:GROUP (the group's number) or
 *                          MATCHDAY:TEAM (the group where that team plays
 *                          the match day), e.g. "1:3; 2:SC Kreuz Bube";
 *                          may be empty
 * A venue already there keeps its uid; its address and contact become the
 * file's.  A venue group placed at another venue already (before, or
 * earlier in the file) is refused.
 */
#ifndef SK_FEDVENUES_H
#define SK_FEDVENUES_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"

typedef struct ops_venue_import {
    size_t venues, created, groups;
} ops_venue_import;

/* Import the venue list buf[0..len) into league (NULL: the only or most
 * recent one) in one transaction.  SK_INVALID naming the line of the
 * first problem (every problem in err, a line each), nothing stored. */
int ops_fed_venue_import(db *d, const char *league, const char *buf, size_t len,
                         ops_venue_import *out, sk_err *err);

/* One venue's page of a code sheet. */
typedef struct ops_code_page {
    char *venue, *address, *contact; /* address, contact NULL: none */
    char code[24];                   /* the new code as it is shown (XXXX-XXXX-XXXX-XXXX) */
    char *groups;                    /* its venue groups with their teams, a line each:
                                      * "3\tA, B, C, D" (the group's number, a tab) */
    char *tournament;                /* the first group's tournament (for `series draw -t`) */
    bool kept;                       /* it has a valid code already (code ""): kept */
} ops_code_page;

typedef struct ops_code_sheet {
    char *league, *date;
    int matchday;
    ops_code_page *v;
    size_t n;
    size_t renewed;                  /* venue codes of the match day revoked */
    size_t kept;                     /* venues that keep their valid code (no new one) */
} ops_code_sheet;

void ops_code_sheet_free(ops_code_sheet *s);

/* A page for every venue playing a venue group of match day `matchday`,
 * in one transaction: a new venue code (as league code add makes it) for
 * each venue without a valid one; a venue with a valid one keeps it (its
 * page kept, no code: only the hash is stored) unless renew, which revokes
 * the match day's venue codes and makes new ones for all.  SK_INVALID when
 * the match day does not exist or no venue group of it has a venue. */
int ops_fed_code_sheet(db *d, const char *league, int matchday, bool renew, ops_code_sheet *out,
                       sk_err *err);

#endif
