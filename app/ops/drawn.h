/* drawn.h - which series of a tournament are drawn, from the numbers
 * db_series_numbers reads (ops: no printing). */
#ifndef SK_OPS_DRAWN_H
#define SK_OPS_DRAWN_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"

/* *last = the highest drawn series of tournament tid (0: none). */
int ops_series_last(db *d, int64_t tid, int *last, sk_err *err);

/* *drawn = whether series of tournament tid is drawn. */
int ops_series_is_drawn(db *d, int64_t tid, int series, bool *drawn, sk_err *err);

/* fn(ud, series, table_no, err) for every table of every drawn series of
 * tournament tid, in their order, until one does not return SK_OK (its
 * status is returned). */
typedef int (*ops_table_fn)(void *ud, int series, int table_no, sk_err *err);
int ops_each_drawn_table(db *d, int64_t tid, ops_table_fn fn, void *ud, sk_err *err);

#endif
