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

#endif
