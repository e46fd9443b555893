/* db_rows.h - stepping through rows, for the files of db/ (the tournament
 * day's db_day.c, db_seatbox.c, db_second.c; the one-row look-ups of the
 * federation's files, the leagues' and the players'): a statement's rows
 * into a growing array, at most one row, a write.  Each helper finalizes
 * the statement it is given (NULL, a failed db_prep, is SK_FAIL with err
 * as db_prep left it). */
#ifndef SK_DB_ROWS_H
#define SK_DB_ROWS_H

#include <stdbool.h>
#include <stddef.h>

#include "db_internal.h"

/* Fill elem (zeroed before) from the current row of st. */
typedef void (*dn_row_fn)(db_stmt *st, void *elem);
/* Free what a row put into elem. */
typedef void (*dn_clear_fn)(void *elem);

/* Clear each of the n elements of v (size bytes each) and free v. */
void dn_free(void *v, size_t n, size_t size, dn_clear_fn clear);
/* Step st to its end, each row into a new element of *out (size bytes,
 * *n of them).  On a failed step: SK_FAIL by db_sqlerr with what, the
 * elements cleared (clear may be NULL) and *out NULL, *n 0. */
int dn_collect(db *d, db_stmt *st, dn_row_fn fn, dn_clear_fn clear, size_t size, void **out,
               size_t *n, const char *what, sk_err *err);
/* At most one row of st into elem (zeroed before; *found). */
int dn_one(db *d, db_stmt *st, dn_row_fn fn, void *elem, size_t size, bool *found,
           const char *what, sk_err *err);
/* Row functions for dn_one: column 0 as an int64_t into elem (an
 * int64_t), as malloc'd text (NULL for NULL) into elem (a char *). */
void dn_row_id(db_stmt *st, void *elem);
void dn_row_str(db_stmt *st, void *elem);
/* Step a statement without rows (a write). */
int dn_write(db *d, db_stmt *st, const char *what, sk_err *err);
/* Column col as text into out (n bytes; "" for NULL). */
void dn_text_into(db_stmt *st, int col, char *out, size_t n);

#endif
