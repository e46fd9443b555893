/* drawn.c - see drawn.h */
#include "drawn.h"

#include <stdlib.h>

#include "db_seating.h"

int ops_series_last(db *d, int64_t tid, int *last, sk_err *err)
{
    int *nos = NULL;
    size_t nn = 0;
    *last = 0;
    int rc = db_series_numbers(d, tid, &nos, &nn, err);
    for (size_t i = 0; rc == SK_OK && i < nn; i++)
        if (nos[i] > *last)
            *last = nos[i];
    free(nos);
    return rc;
}

int ops_series_is_drawn(db *d, int64_t tid, int series, bool *drawn, sk_err *err)
{
    int *nos = NULL;
    size_t nn = 0;
    *drawn = false;
    int rc = db_series_numbers(d, tid, &nos, &nn, err);
    for (size_t i = 0; rc == SK_OK && i < nn; i++)
        *drawn |= nos[i] == series;
    free(nos);
    return rc;
}
