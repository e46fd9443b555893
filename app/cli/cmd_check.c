/* cmd_check.c - `check`: reconcile a tournament before announcing results
 * (missing games, dealer declaring, seats, stored values against the rules). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "clifam.h"
#include "lookup.h"
#include "db_tournaments.h"
#include "check.h"

/* The Skat side of check (clifam.h). */
static int skat_check(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    int rc = lookup_tour_again(ctx, cli_str(a, "tournament"), ot);
    if (rc != SK_OK)
        return rc;
    const db_tournament *t = &ot->row;
    ops_check_report r;
    rc = ops_check(ctx->db, ot, (int)cli_int(a, "series", 0), &r, &ctx->err);
    if (rc == SK_OK && r.problems) {
        fputs(r.text, stdout);
        printf(sk_ntr("%d problem in %s\n", "%d problems in %s\n", (unsigned long)r.problems),
               r.problems, t->name);
        rc = sk_err_set(&ctx->err, SK_FAIL, sk_ntr("check found %d problem", "check found %d problems",
                        (unsigned long)r.problems), r.problems);
    } else if (rc == SK_OK) {
        printf(_("%s: no problems (%d tables, %zu games)\n"), t->name, r.tables, r.games);
    }
    ops_check_report_free(&r);
    return rc;
}

static const cli_family skat = {.check = skat_check};
static const cli_sides sides = {.isko = &skat, .house = &skat,
                                 .schafkopf = &cli_family_schafkopf};

/* main peeked at the tournament (CLI_PEEK) */
int cmd_check(cli_ctx *ctx, const cli_args *a)
{
    return cli_family_side(ctx->tour, &sides)->check(ctx, a, ctx->tour);
}
