/* cmd_rating.c - `rating`, `rating on|off [--club CLUB]` (issue 40;
 * docs/rankings.md "The unofficial rating"): app/ops/ratingview.h. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "csvout.h"
#include "ratingview.h"

/* rating on (CLI_STEP on its row) and rating off */
int cmd_rating_on_off(cli_ctx *ctx, const cli_args *a)
{
    bool on = ctx->cmd->flags & CLI_STEP;
    const char *club = cli_str(a, "club");
    int rc = ops_rating_switch(ctx->db, club, on, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (club)
        printf(on ? _("the unofficial rating is on for '%s'\n")
                  : _("the unofficial rating is off for '%s'\n"),
               club);
    else
        fputs(on ? _("the unofficial rating is on (every club without a switch of its own)\n")
                 : _("the unofficial rating is off (every club without a switch of its own)\n"),
              stdout);
    return SK_OK;
}

int cmd_rating(cli_ctx *ctx, const cli_args *a)
{
    ops_rating r;
    int rc = ops_rating_run(ctx->db, &r, &ctx->err);
    if (rc != SK_OK)
        return rc;
    long fmt = cli_int(a, "format", 0);
    sk_buf b = {0};
    if (fmt == 1) {
        sk_buf_add(&b, "rank,player,club,series,rating\n");
        for (size_t i = 0; i < r.n; i++) {
            const ops_rating_row *x = &r.rows[i];
            outfmt_csv_ranked(&b, x->rank, x->player);
            sk_buf_add(&b, ",");
            csvout_field(&b, x->club, strlen(x->club));
            sk_buf_printf(&b, ",%d,%.0f\n", x->series, x->rating);
        }
    } else if (fmt == 2) {
        sk_buf_printf(&b, "{\"unofficial\":true,\"method\":\"elo\",\"start\":%g,\"k\":%g,"
                          "\"k_first\":%g,\"scale\":%g,\"margin\":%g,\"rows\":[",
                      r.params.start, r.params.k, r.params.k_first, r.params.scale,
                      r.params.margin);
        for (size_t i = 0; i < r.n; i++) {
            const ops_rating_row *x = &r.rows[i];
            sk_buf_printf(&b, "%s{\"rank\":%d,\"player\":", i ? "," : "", x->rank);
            sk_buf_json_str(&b, x->player);
            sk_buf_add(&b, ",\"club\":");
            sk_buf_json_str(&b, x->club);
            sk_buf_printf(&b, ",\"series\":%d,\"rating\":%.0f}", x->series, x->rating);
        }
        sk_buf_add(&b, "]}\n");
    } else {
        sk_buf_printf(&b, _("inoffiziell / unofficial: an Elo rating on each series' result at "
                            "its table (start %g, k %g, a newcomer's up to %g, margin %g "
                            "points), not a federation's list\n"),
                      r.params.start, r.params.k, r.params.k_first, r.params.margin);
        int pw = outfmt_col_width(sk_utf8_width(_("Player")), r.rows, r.n, sizeof *r.rows,
                                  offsetof(ops_rating_row, player));
        sk_buf_pad(&b, _("Rank"), 5, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, _("Player"), pw, false);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, C_("ranking", "Series"), 8, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, _("Rating"), 8, true);
        sk_buf_add(&b, "\n");
        for (size_t i = 0; i < r.n; i++) {
            const ops_rating_row *x = &r.rows[i];
            char rk[16], v[16];
            snprintf(rk, sizeof rk, "%d.", x->rank);
            snprintf(v, sizeof v, "%.0f", x->rating);
            sk_buf_pad(&b, rk, 5, true);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, x->player, pw, false);
            sk_buf_printf(&b, "  %8d  ", x->series);
            sk_buf_pad(&b, v, 8, true);
            sk_buf_add(&b, "\n");
        }
    }
    outfmt_put(&b);
    ops_rating_free(&r);
    return SK_OK;
}
