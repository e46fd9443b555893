/* tui_second.c - what a table's second entry says otherwise (second.h),
 * shown above the table's sheet or Schafkopf list when the day asks for a
 * second entry; tui.c and tui_sch.c load it with the table. */
#include "tui_int.h"

#include <stdio.h>

#include "day.h"
#include "second.h"

void tui_second_diffs(tui *t)
{
    t->second_diffs[0] = '\0';
    day_settings ds;
    sk_err err;
    sk_err_clear(&err);
    if (ops_day_load(t->d, &t->tour.row, &ds, &err) != SK_OK || !ds.second_entry)
        return;
    ops_second_cmp c;
    if (ops_second_compare(t->d, &t->tour, t->series_no, t->table_no, &c, &err) != SK_OK)
        return;
    sk_buf b = {0};
    for (size_t i = 0; i < c.n; i++) {
        const ops_second_diff *x = &c.diffs[i];
        if (x->kind == OPS_SECOND_ONLY_FIRST)
            continue;
        if (!b.len)
            sk_buf_add(&b, _("SECOND ENTRY DIFFERS (the organiser decides):"));
        sk_buf_printf(&b, _(" game %d: first %s, second %s;"), x->game_no,
                      x->first ? x->first : "-", x->second ? x->second : "-");
    }
    snprintf(t->second_diffs, sizeof t->second_diffs, "%s", sk_buf_str(&b));
    sk_buf_free(&b);
    ops_second_cmp_free(&c);
}
