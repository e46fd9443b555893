/* fedcomplete.c - see fedcomplete.h.  Reads the sheets directly (as
 * check.c's per-table part does) rather than calling check.h: check.c
 * reaches games.c, whose writes reach fedresults.c, which calls this. */
#include "fedcomplete.h"
#include "tablesheet.h"
#include "tour.h"

#include <stdlib.h>
#include <string.h>

#include "db_standings.h"
#include "sheet.h"

typedef struct miss_ctx {
    const db_tournament *t;
    sk_buf *out;
    int tables;
} miss_ctx;

static int miss_table(void *arg, const db_sheet_table *tb, sk_err *err)
{
    (void)err;
    miss_ctx *c = arg;
    c->tables++;
    sheet s;
    sk_err e;
    sk_err_clear(&e);
    if (ops_sheet_of(c->t, tb, &s, &e) != SK_OK) {
        sk_buf_printf(c->out, "%s\n", e.msg);
        return SK_OK;
    }
    if (s.missing) {
        sk_buf_printf(c->out, _("series %d, table %d: %d of %d games missing: "), tb->series_no,
                      tb->table_no, s.missing, s.series_games);
        ops_sheet_missing_ranges(c->out, &s);
        sk_buf_add(c->out, "\n");
    }
    for (int seat = 1; seat <= tb->size; seat++)
        if (!tb->player[seat])
            sk_buf_printf(c->out, _("series %d, table %d: seat %d has no player\n"),
                          tb->series_no, tb->table_no, seat);
    sheet_free(&s);
    return SK_OK;
}

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
        miss_ctx c = {&t.row, &b, 0};
        rc = db_sheet_each(d, t.row.id, s, 0, miss_table, &c, err);
        if (rc == SK_OK && !c.tables)
            sk_buf_printf(&b, _("series %d is not drawn\n"), s);
    }
    ops_tour_clear(&t);
    if (rc == SK_OK)
        *out = b.len ? sk_buf_take(&b) : xstrdup("");
    sk_buf_free(&b);
    return rc;
}
