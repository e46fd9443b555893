/* drawn.c - see drawn.h */
#include "drawn.h"

#include <stdlib.h>

#include "db_seating.h"

/* The drawn series of tid: *last the highest (0: none), *drawn whether
 * series want is among them. */
static int scan(db *d, int64_t tid, int want, int *last, bool *drawn, sk_err *err)
{
    int *nos = NULL;
    size_t nn = 0;
    *last = 0;
    *drawn = false;
    int rc = db_series_numbers(d, tid, &nos, &nn, err);
    for (size_t i = 0; rc == SK_OK && i < nn; i++) {
        if (nos[i] > *last)
            *last = nos[i];
        *drawn |= nos[i] == want;
    }
    free(nos);
    return rc;
}

int ops_series_last(db *d, int64_t tid, int *last, sk_err *err)
{
    bool drawn;
    return scan(d, tid, 0, last, &drawn, err);
}

int ops_series_is_drawn(db *d, int64_t tid, int series, bool *drawn, sk_err *err)
{
    int last;
    return scan(d, tid, series, &last, drawn, err);
}

int ops_each_drawn_table(db *d, int64_t tid, ops_table_fn fn, void *ud, sk_err *err)
{
    int *nos = NULL;
    size_t nn = 0;
    int rc = db_series_numbers(d, tid, &nos, &nn, err);
    for (size_t i = 0; rc == SK_OK && i < nn; i++) {
        db_series se;
        if (db_series_get(d, tid, nos[i], &se, err) != SK_OK) {
            rc = err->status;
            break;
        }
        for (size_t k = 0; rc == SK_OK && k < se.ntables; k++)
            rc = fn(ud, nos[i], se.tables[k].table_no, err);
        db_series_clear(&se);
    }
    free(nos);
    return rc;
}
