/* entrycodes.h - the entry codes of a drawn series' tables (ops: no
 * printing): made from getrandom(2) in the form of app/core/entrycode.h,
 * stored by db_codes.  `series draw` gives every table one; `series codes`
 * lists, creates and renews them; `skatsheet serve` checks them. */
#ifndef SK_OPS_ENTRYCODES_H
#define SK_OPS_ENTRYCODES_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"
#include "db_codes.h"
#include "db_tournaments.h"

/* One fresh code from the kernel's CSPRNG (getrandom(2)) into out
 * (ENTRYCODE_LEN + 1 bytes).  SK_FAIL with err when none can be had. */
int ops_entry_code_new(char *out, sk_err *err);

/* Give the tables of series `series` of t that have none a code; renew:
 * new codes for every table (table_no 0) or table table_no only (the old
 * ones stop working at once).  Then the series' codes into *out (malloc'd,
 * by table number).  *changed (may be NULL): codes written.  Not drawn or
 * an unknown table: SK_INVALID, nothing changed. */
int ops_entry_codes(db *d, const db_tournament *t, int series, bool renew, int table_no,
                    db_entry_code **out, size_t *n, int *changed, sk_err *err);

/* Does the typed code (any case, with or without the dash) open table
 * table_no of series `series`?  SK_OK yes; SK_INVALID no (err: "the entry
 * code of table T is not CODE" or that the table has no code yet); an
 * unknown series or table: the refusal of db_table_get. */
int ops_entry_code_check(db *d, const db_tournament *t, int series, int table_no,
                         const char *typed, sk_err *err);

/* The base address of the web front end: checked ("http://HOST[:PORT]",
 * no path, at most 200 bytes; SK_INVALID naming the rule) and stored when
 * url is given; else the stored one.  *out malloc'd, NULL when none. */
int ops_web_base_url(db *d, const char *url, char **out, sk_err *err);

/* "BASE/table/S/T?code=CODE" into a malloc'd string. */
char *ops_entry_url(const char *base, int series, int table_no, const char *code);

#endif
