/* fedcomplete.c - see fedcomplete.h */
#include "fedcomplete.h"
#include "check.h"
#include "tour.h"

#include <stdlib.h>
#include <string.h>

int ops_fed_missing(db *d, const char *tournament, char **out, sk_err *err)
{
    *out = NULL;
    ops_tour t;
    int rc = ops_tour_find(d, tournament, &t, err);
    if (rc != SK_OK)
        return rc;
    sk_buf b = {0};
    int nseries = t.row.series_count > 0 ? t.row.series_count : 1;
    for (int s = 1; rc == SK_OK && s <= nseries; s++) {
        ops_check_report r;
        rc = ops_check(d, &t, s, &r, err);
        if (rc != SK_OK)
            break;
        if (!r.tables)
            sk_buf_printf(&b, _("series %d is not drawn\n"), s);
        else
            sk_buf_add(&b, r.text);
        ops_check_report_free(&r);
    }
    ops_tour_clear(&t);
    if (rc == SK_OK)
        *out = b.len ? sk_buf_take(&b) : xstrdup("");
    sk_buf_free(&b);
    return rc;
}
