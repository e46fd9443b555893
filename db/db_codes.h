/* db_codes.h - the entry codes of a series' tables and the web settings
 * (schema 008_entry_codes).  The codes themselves come from the caller
 * (app/ops/entrycodes.c: getrandom), the form from app/core/entrycode.h. */
#ifndef SK_DB_CODES_H
#define SK_DB_CODES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "entrycode.h"

typedef struct db_entry_code {
    int table_no;
    char code[ENTRYCODE_LEN + 1];   /* stored form; "" when the table has none */
} db_entry_code;

/* Makes one fresh code into out (ENTRYCODE_LEN + 1 bytes); SK_FAIL with
 * err when no randomness could be had. */
typedef int (*db_code_fn)(char *out, sk_err *err);

/* In one write transaction (joining the caller's): give every table of
 * series series_no of tid that has no code one from fn; renew: replace
 * the codes of every table (table_no 0) or of table table_no only.  Not
 * drawn: the undrawn refusal; an unknown table_no: SK_INVALID naming it.
 * *changed (may be NULL) gets the number of codes written. */
int db_entry_codes_put(db *d, int64_t tid, int series_no, bool renew, int table_no,
                       db_code_fn fn, int *changed, sk_err *err);

/* The codes of every table of the series, by table number (code "" for a
 * table without one).  Not drawn: the undrawn refusal.  *out malloc'd. */
int db_entry_codes_list(db *d, int64_t tid, int series_no, db_entry_code **out, size_t *n,
                        sk_err *err);

/* The code of one table into out ("" when it has none).  An unknown series
 * or table: the refusal of db_table_get. */
int db_entry_code_get(db *d, int64_t tid, int series_no, int table_no,
                      char out[ENTRYCODE_LEN + 1], sk_err *err);
/* The same for the table row tabid a caller has read already. */
int db_entry_code_of(db *d, int64_t tabid, char out[ENTRYCODE_LEN + 1], sk_err *err);

/* The stored base address of the web front end (*out malloc'd, NULL when
 * none); set it (NULL removes it).  The caller checks its form. */
int db_web_base_url(db *d, char **out, sk_err *err);
int db_web_set_base_url(db *d, const char *url, sk_err *err);

#endif
