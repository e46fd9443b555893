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

/* A table's code as printed ("K7QM-3XPA") and its page. */
typedef struct ops_entry_link {
    int table_no;
    char code[ENTRYCODE_LEN + 2];
    char *url;               /* BASE/table/S/T?code=CODE; NULL without a base address */
} ops_entry_link;

/* The codes of series `series` of t with their pages.  write: first every
 * table without a code gets one; renew: new codes for every table
 * (table_no 0) or table table_no only (the old ones stop working at once);
 * url given: the base address is checked and stored (ops_web_base_url).
 * !write (for printing): nothing is written; url is checked and used but
 * not stored (the caller stores it once the output is written), tables
 * without a code have code "".  url NULL: the stored address.  *out
 * (ops_entry_links_free) by table number; *changed (may be NULL): codes
 * written.  Not drawn, an unknown table, a bad url: SK_INVALID, nothing
 * changed. */
int ops_entry_links(db *d, const db_tournament *t, int series, bool write, bool renew,
                    int table_no, const char *url, ops_entry_link **out, size_t *n,
                    int *changed, sk_err *err);
void ops_entry_links_free(ops_entry_link *v, size_t n);

/* Does the typed code (any case, with or without the dash) open table
 * table_no of series `series`?  SK_OK yes; SK_INVALID no (err: "the entry
 * code of table T is not CODE" or that the table has no code yet); an
 * unknown series or table: the refusal of db_table_get. */
int ops_entry_code_check(db *d, const db_tournament *t, int series, int table_no,
                         const char *typed, sk_err *err);
/* The same for the table row tabid the caller has read (its table loaded:
 * not read again). */
int ops_entry_code_check_at(db *d, int64_t tabid, int series, int table_no, const char *typed,
                            sk_err *err);
/* The same against the code stored ("" none) the caller read with the
 * table (a write context: db_game_rows.code, schops_wctx's), no
 * statement. */
int ops_entry_code_opens(const char *stored, int series, int table_no, const char *typed,
                         sk_err *err);

/* The open tournaments whose table table_no of series `series` the typed
 * code opens: how a write from a table names its tournament while several
 * are open (a code belongs to one table of one tournament).  SK_OK with
 * *out (caller db_tournament_clear) when exactly one; SK_INVALID when
 * none (err: no open tournament's table has it); SK_USAGE when several
 * (err names them). */
int ops_entry_code_owner(db *d, int series, int table_no, const char *typed, db_tournament *out,
                         sk_err *err);

/* The base address of the web front end: url given: checked ("http://
 * HOST[:PORT]", no path, at most 200 bytes; SK_INVALID naming the rule)
 * and, when store, stored; url NULL: the stored one.  *out malloc'd (the
 * address without a trailing slash), NULL when none. */
int ops_web_base_url(db *d, const char *url, bool store, char **out, sk_err *err);

/* "BASE/table/S/T?code=CODE" into a malloc'd string. */
char *ops_entry_url(const char *base, int series, int table_no, const char *code);

#endif
