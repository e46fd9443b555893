/* cmd_second.c - `second add|edit|delete|show|resolve|import`: the second
 * entry of a table's games and its comparison with the first (second.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gameargs.h"
#include "importfile.h"
#include "cliseat.h"
#include "lookup.h"
#include "schcli.h"
#include "second.h"

static int put_seats(cli_ctx *ctx, const cli_args *a, bool edit)
{
    ops_tour ot; /* a Schafkopf tournament: its own flags (cmd_schafkopf.c) */
    memset(&ot, 0, sizeof ot);
    lookup_tour_peek(ctx, cli_str(a, "tournament"), &ot);
    if (ot.rules.fam->game != SCH_FAM_SKAT) {
        int rc = schcli_second_put(ctx, a, &ot, edit);
        ops_tour_clear(&ot);
        return rc;
    }
    ops_tour_clear(&ot);
    game_entry e;
    int rc = gameargs_entry(ctx, a, &e);
    if (rc != SK_OK)
        return rc;
    rc = lookup_tour_write(ctx, cli_str(a, "tournament"), &ot);
    if (rc == SK_OK)
        rc = ops_second_put(ctx->db, &ot, &e, edit, "desk", &ctx->err);
    if (rc == SK_OK)
        printf(edit ? _("second entry: game %d of table %d, series %d changed\n")
                    : _("second entry: game %d of table %d, series %d recorded\n"),
               e.game_no, e.table_no, e.series);
    ops_tour_clear(&ot);
    return rc;
}

/* second add and second edit (CLI_STEP on its row), with --declarer NAME
 * and the like as seats */
int cmd_second_put(cli_ctx *ctx, const cli_args *a)
{
    return cliseat_put(ctx, a, put_seats);
}

/* The tournament (for a write, its rules parsed once: *t zeroed, the
 * caller ops_tour_clears) and --series, --table, --game of second delete
 * and resolve. */
static int game_args(cli_ctx *ctx, const cli_args *a, ops_tour *t, int *s, int *tb, int *g)
{
    *s = (int)cli_int(a, "series", 0);
    *tb = (int)cli_int(a, "table", 0);
    *g = (int)cli_int(a, "game", 0);
    memset(t, 0, sizeof *t);
    return lookup_tour_write(ctx, cli_str(a, "tournament"), t);
}

int cmd_second_delete(cli_ctx *ctx, const cli_args *a)
{
    ops_tour t;
    int s, tb, g;
    int rc = game_args(ctx, a, &t, &s, &tb, &g);
    if (rc == SK_OK)
        rc = ops_second_delete(ctx->db, &t, s, tb, g, &ctx->err);
    if (rc == SK_OK)
        printf(_("second entry: game %d of table %d, series %d deleted\n"), g, tb, s);
    ops_tour_clear(&t);
    return rc;
}

int cmd_second_show(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *t = ctx->tour;
    ops_second_cmp c;
    int series = (int)cli_int(a, "series", 0);
    int rc = ops_second_compare(ctx->db, t, series, (int)cli_int(a, "table", 0), &c, &ctx->err);
    if (rc == SK_OK) {
        printf(_("series %d of '%s': %zu tables, %d games the same in both entries\n"), series,
               t->row.name, c.tables, c.same);
        for (size_t i = 0; i < c.n; i++) {
            const ops_second_diff *x = &c.diffs[i];
            switch (x->kind) {
            case OPS_SECOND_DIFFERENT:
                printf(_("table %d, game %d differs: first %s; second %s\n"), x->table_no,
                       x->game_no, x->first, x->second);
                break;
            case OPS_SECOND_ONLY_FIRST:
                printf(_("table %d, game %d: not in the second entry (first %s)\n"), x->table_no,
                       x->game_no, x->first);
                break;
            case OPS_SECOND_ONLY_SECOND:
                printf(_("table %d, game %d: not in the first entry (second %s)\n"), x->table_no,
                       x->game_no, x->second);
                break;
            }
        }
        if (c.agree)
            printf(_("both entries agree: the series counts\n"));
        else if (!c.different && !c.only_first && !c.only_second)
            printf(_("both entries agree so far, but not every game of the series is entered: "
                     "the series does not count yet\n"));
        else
            printf(_("%d different, %d missing in the second entry, %d missing in the first: "
                     "the series does not count yet ('second resolve')\n"),
                   c.different, c.only_first, c.only_second);
        if (!c.agree)
            rc = SK_FAIL, sk_err_set(&ctx->err, SK_FAIL, _("the entries do not agree"));
    }
    ops_second_cmp_free(&c);
    return rc;
}

int cmd_second_resolve(cli_ctx *ctx, const cli_args *a)
{
    ops_tour t;
    int s, tb, g;
    int rc = game_args(ctx, a, &t, &s, &tb, &g);
    bool second = strcmp(cli_str(a, "take"), "second") == 0;
    if (rc == SK_OK)
        rc = ops_second_resolve(ctx->db, &t, s, tb, g, second, &ctx->err);
    if (rc == SK_OK)
        printf(second ? _("game %d of table %d, series %d: the second entry's game is recorded "
                          "(the first's is kept in the history)\n")
                      : _("game %d of table %d, series %d: the first entry's game stands; the "
                          "second entry now agrees\n"), g, tb, s);
    ops_tour_clear(&t);
    return rc;
}

int cmd_second_import(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *t = ctx->tour;
    char *buf = NULL, *errs = NULL;
    size_t len = 0;
    int count = 0;
    int rc = importfile_read(a->pos[0], &buf, &len, &ctx->err);
    if (rc == SK_OK)
        rc = ops_second_import(ctx->db, t, buf, len, "desk", &count, &errs, &ctx->err);
    if (errs)
        fputs(errs, stderr);
    if (rc == SK_OK)
        printf(sk_ntr("second entry: %d game imported into '%s'\n",
                      "second entry: %d games imported into '%s'\n", (unsigned long)count),
               count, t->row.name);
    free(errs);
    free(buf);
    return rc;
}
