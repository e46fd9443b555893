/* cmd_clock.c - `clock start|stop|pause|resume|extend|show`: the round clock of a series
 * (clockview.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "clockview.h"
#include "tour.h"

/* The clock in words, and the tables: unfinished ones once time is up. */
static void print_clock(const db_tournament *t, const ops_clock *c)
{
    sk_buf b = {0};
    sk_buf_printf(&b, "%s: ", t->name);
    ops_clock_text(c, &b);
    if (c->has) {
        char end[CLOCK_ISO_LEN + 1], when[64];
        clock_format_iso(c->st.end, end);
        sk_local_time(end, when, sizeof when);
        sk_buf_printf(&b, _(" (ends %s)"), when);
    }
    sk_buf_add(&b, "\n");
    int done = 0;
    for (size_t k = 0; k < c->ntables; k++)
        done += c->tables[k].done;
    sk_buf_printf(&b, sk_ntr("%zu tables: %d finished, %d playing\n", "%zu tables: %d finished, %d playing\n",
                             (unsigned long)((int)c->ntables - done)), c->ntables, done,
                  (int)c->ntables - done);
    for (size_t k = 0; c->has && k < c->ntables; k++)
        if (c->tables[k].ext_minutes) {
            const ops_clock_table *x = &c->tables[k];
            char hms[32];
            clock_hms(x->left > 0 ? x->left : 0, hms, sizeof hms);
            if (x->left > 0)
                sk_buf_printf(&b, _("table %d: %d minutes more (%s), %s left\n"), x->table_no,
                              x->ext_minutes, x->reason, hms);
            else
                sk_buf_printf(&b, _("table %d: %d minutes more (%s), time is up\n"), x->table_no,
                              x->ext_minutes, x->reason);
        }
    if (c->has && c->st.phase == CLOCK_OVER && c->unfinished) {
        sk_buf_printf(&b, sk_ntr("%d table has not finished:", "%d tables have not finished:",
                                 (unsigned long)c->unfinished), c->unfinished);
        for (size_t k = 0; k < c->ntables; k++)
            if (!c->tables[k].done)
                sk_buf_printf(&b, _(" %d (%d of %d games)"), c->tables[k].table_no,
                              c->tables[k].games, c->tables[k].series_games);
        sk_buf_add(&b, "\n");
    }
    outfmt_put(&b);
}

/* The commands: main looked up the tournament (CLI_TOUR_WRITE, 'clock show'
 * CLI_TOUR: ctx->tour). */
int cmd_clock_start(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    ops_clock c;
    int rc = ops_clock_start(ctx->db, t, (int)cli_int(a, "series", 1),
                             (int)cli_int(a, "minutes", 0), cli_has(a, "restart") > 0, &c,
                             &ctx->err);
    if (rc == SK_OK)
        print_clock(t, &c);
    ops_clock_free(&c);
    return rc;
}

int cmd_clock_stop(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    int series = (int)cli_int(a, "series", 1);
    int rc = ops_clock_stop(ctx->db, t, series, &ctx->err);
    if (rc == SK_OK)
        printf(_("the clock of series %d of '%s' is stopped\n"), series, t->name);
    return rc;
}

int cmd_clock_show(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    ops_clock c;
    int rc = ops_clock_load(ctx->db, t, (int)cli_int(a, "series", 0), &c, &ctx->err);
    if (rc == SK_OK && !c.series)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("'%s' has no series drawn yet"), t->name);
    const char *fmt = cli_str(a, "format");
    if (rc == SK_OK && fmt && strcmp(fmt, "json") == 0) {
        sk_buf b = {0};
        ops_clock_json(t, &c, &b);
        outfmt_put(&b);
    }
    else if (rc == SK_OK)
        print_clock(t, &c);
    ops_clock_free(&c);
    return rc;
}

/* After a change of the clock of series that returned rc: the clock as it
 * is now (print_clock).  Returns rc, else the load's error. */
static int show_now(cli_ctx *ctx, int series, int rc)
{
    ops_clock c;
    if (rc == SK_OK)
        rc = ops_clock_load(ctx->db, &ctx->tour->row, series, &c, &ctx->err);
    if (rc == SK_OK) {
        print_clock(&ctx->tour->row, &c);
        ops_clock_free(&c);
    }
    return rc;
}

/* clock pause (CLI_STEP on its row) and clock resume */
int cmd_clock_pause_resume(cli_ctx *ctx, const cli_args *a)
{
    int series = (int)cli_int(a, "series", 1);
    int rc = ctx->cmd->flags & CLI_STEP
                 ? ops_clock_pause(ctx->db, &ctx->tour->row, series, &ctx->err)
                 : ops_clock_resume(ctx->db, &ctx->tour->row, series, &ctx->err);
    return show_now(ctx, series, rc);
}

int cmd_clock_extend(cli_ctx *ctx, const cli_args *a)
{
    int series = (int)cli_int(a, "series", 1);
    int rc = ops_clock_extend(ctx->db, &ctx->tour->row, series, (int)cli_int(a, "table", 0),
                              (int)cli_int(a, "minutes", 0), cli_str(a, "reason"), &ctx->err);
    return show_now(ctx, series, rc);
}
