/* cmd_season.c - `season create|add|table`: club championships
 * (rules.md 11).  SQL in db/db_league.c, tables from league_data. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "csvout.h"
#include "db_league.h"
#include "league.h"
#include "league_data.h"
#include "leaguetext.h"
#include "outfmt.h"
#include "db.h"
#include "tournaments.h"

int cmd_season_create(cli_ctx *ctx, const cli_args *a)
{
    const char *name = a->pos[0];
    db_season s;
    memset(&s, 0, sizeof s);
    s.best = (int)cli_int(a, "best", 0);
    s.average = cli_has(a, "average");
    s.name = (char *)name;
    int rc = ops_season_create(ctx->db, &s, NULL, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (s.best)
        printf(_("season '%s' created: club championship, the best %d series count\n"), name,
               s.best);
    else if (s.average)
        printf(_("season '%s' created: club championship, ranked by the average per series\n"),
               name);
    else
        printf(_("season '%s' created: club championship, all series count\n"), name);
    return SK_OK;
}

int cmd_season_add(cli_ctx *ctx, const cli_args *a)
{
    db_season s;
    int rc = db_season_find(ctx->db, a->pos[0], &s, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = ops_season_add_all(ctx->db, s.id, (const char *const *)a->pos + 1, (size_t)a->npos - 1,
                            &ctx->err);
    if (rc == SK_OK)
        for (int i = 1; i < a->npos; i++)
            printf(_("tournament '%s' added to season '%s'\n"), a->pos[i], s.name);
    db_season_clear(&s);
    return rc;
}

static void print_season_text(const league_season_data *sd)
{
    const league_ch_table *t = &sd->table;
    char mode[128];
    printf(_("%s: club championship, %s\n"), sd->season.name,
           leaguetext_season_mode(sd, outfmt_lang(NULL), mode, sizeof mode));
    int pw = sk_utf8_width(_("Player"));
    for (int i = 0; i < t->nrows; i++) {
        int w = sk_utf8_width(sd->pnames[t->rows[i].player]);
        if (w > pw)
            pw = w;
    }
    /* column width: the widest cell of any series column */
    int cw = 4;
    char cell[48];
    for (int i = 0; i < t->nrows; i++)
        for (int c = 0; c < t->ncols; c++) {
            const league_ch_cell *x = &t->rows[i].cells[c];
            if (!x->played)
                continue;
            int w = snprintf(cell, sizeof cell, x->struck ? "(%ld)" : "%ld", x->total);
            if (w > cw)
                cw = w;
        }
    const char *key = sd->season.average ? _("Average") : sd->season.best ? _("Counted") : NULL;
    sk_buf b = {0};
    sk_buf_pad(&b, _("Rank"), 5, true);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("Player"), pw, false);
    sk_buf_add(&b, _("  Series"));
    for (int c = 0; c < t->ncols; c++) {
        snprintf(cell, sizeof cell, "#%d", c + 1);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, cell, cw, true);
    }
    if (key) {
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, key, 8, true);
    }
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("Total"), 7, true);
    printf("%s\n", sk_buf_str(&b));
    sk_buf_free(&b);
    for (int i = 0; i < t->nrows; i++) {
        const league_ch_row *r = &t->rows[i];
        snprintf(cell, sizeof cell, "%d.", r->rank);
        sk_buf_pad(&b, cell, 5, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, sd->pnames[r->player], pw, false);
        sk_buf_printf(&b, "  %6d", r->played);
        for (int c = 0; c < t->ncols; c++) {
            const league_ch_cell *x = &r->cells[c];
            if (!x->played)
                snprintf(cell, sizeof cell, "-");
            else
                snprintf(cell, sizeof cell, x->struck ? "(%ld)" : "%ld", x->total);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, cell, cw, true);
        }
        if (sd->season.average) {
            league_fmt_avg(r->counted, r->played, cell, sizeof cell);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, cell, 8, true);
        } else if (sd->season.best) {
            sk_buf_printf(&b, "  %8ld", r->counted);
        }
        sk_buf_printf(&b, "  %7ld", r->total);
        printf("%s\n", sk_buf_str(&b));
        sk_buf_free(&b);
    }
    for (int c = 0; c < t->ncols; c++)
        printf("#%d %s%s%s%s\n", c + 1, sd->col_label[c], sd->col_date[c] ? " (" : "",
               sd->col_date[c] ? sd->col_date[c] : "", sd->col_date[c] ? ")" : "");
}

/* The ranking value as printed in CSV/JSON counted_total: the counted sum,
 * or for --average the average with two decimals. */
static const char *counted_str(const league_season_data *sd, const league_ch_row *r, char *buf,
                               size_t n)
{
    if (sd->season.average)
        return league_fmt_avg(r->counted, r->played, buf, n);
    snprintf(buf, n, "%ld", r->counted);
    return buf;
}

static void print_season_csv(const league_season_data *sd)
{
    sk_buf b = {0};
    char c[48];
    sk_buf_add(&b, "rank,player,series_played,counted_total,total\n");
    for (int i = 0; i < sd->table.nrows; i++) {
        const league_ch_row *r = &sd->table.rows[i];
        outfmt_csv_ranked(&b, r->rank, sd->pnames[r->player]);
        sk_buf_printf(&b, ",%d,%s,%ld\n", r->played, counted_str(sd, r, c, sizeof c), r->total);
    }
    outfmt_put(&b);
}

static void print_season_json(const league_season_data *sd)
{
    sk_buf b = {0};
    char c[48];
    sk_buf_add(&b, "{\"season\":");
    sk_buf_json_str(&b, sd->season.name);
    sk_buf_printf(&b, ",\"kind\":\"championship\",\"mode\":\"%s\",\"best\":",
                  sd->season.average ? "average" : sd->season.best ? "best" : "all");
    if (sd->season.best)
        sk_buf_printf(&b, "%d", sd->season.best);
    else
        sk_buf_add(&b, _("null"));
    sk_buf_add(&b, ",\"columns\":[");
    for (int k = 0; k < sd->ncols; k++) {
        sk_buf_add(&b, k ? ",{\"label\":" : "{\"label\":");
        sk_buf_json_str(&b, sd->col_label[k]);
        sk_buf_add(&b, ",\"date\":");
        if (sd->col_date[k])
            sk_buf_json_str(&b, sd->col_date[k]);
        else
            sk_buf_add(&b, _("null"));
        sk_buf_add(&b, "}");
    }
    sk_buf_add(&b, "],\"rows\":[");
    for (int i = 0; i < sd->table.nrows; i++) {
        const league_ch_row *r = &sd->table.rows[i];
        sk_buf_printf(&b, "%s{\"rank\":%d,\"player\":", i ? "," : "", r->rank);
        sk_buf_json_str(&b, sd->pnames[r->player]);
        sk_buf_printf(&b, ",\"series_played\":%d,\"counted_total\":%s,\"total\":%ld,\"series\":[",
                      r->played, counted_str(sd, r, c, sizeof c), r->total);
        for (int k = 0; k < sd->ncols; k++) {
            const league_ch_cell *x = &r->cells[k];
            if (k)
                sk_buf_add(&b, ",");
            if (!x->played)
                sk_buf_add(&b, _("null"));
            else
                sk_buf_printf(&b, "{\"total\":%ld,\"struck\":%s}", x->total,
                              x->struck ? "true" : "false");
        }
        sk_buf_add(&b, "]}");
    }
    sk_buf_add(&b, "]}\n");
    outfmt_put(&b);
}

int cmd_season_table(cli_ctx *ctx, const cli_args *a)
{
    const char *name = a->pos[0];
    long fmt = cli_int(a, "format", 0); /* text|csv|json */
    league_season_data sd;
    int rc = league_data_season_load(ctx->db, name, &sd, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (fmt == 0)
        print_season_text(&sd);
    else if (fmt == 1)
        print_season_csv(&sd);
    else
        print_season_json(&sd);
    league_data_season_free(&sd);
    return SK_OK;
}
