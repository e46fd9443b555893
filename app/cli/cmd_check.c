/* cmd_check.c - `check`: reconcile a tournament before announcing results
 * (missing games, dealer declaring, seats, stored values against the rules). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "schcli.h"
#include "db_tournaments.h"
#include "check.h"

int cmd_check(cli_ctx *ctx, const cli_args *a)
{
    db_tournament sch_t; /* a Schafkopf tournament: cmd_schafkopf.c */
    if (schcli_tournament(ctx, a, NULL, &sch_t))
        return schcli_check(ctx, a, &sch_t);
    db_tournament t;
    int rc = db_tournament_find(ctx->db, cli_str(a, "tournament"), &t, &ctx->err);
    if (rc != SK_OK)
        return rc;
    ops_check_report r;
    rc = ops_check(ctx->db, &t, (int)cli_int(a, "series", 0), &r, &ctx->err);
    if (rc == SK_OK && r.problems) {
        fputs(r.text, stdout);
        printf(sk_ntr("%d problem in %s\n", "%d problems in %s\n", (unsigned long)r.problems),
               r.problems, t.name);
        rc = sk_err_set(&ctx->err, SK_FAIL, sk_ntr("check found %d problem", "check found %d problems",
                        (unsigned long)r.problems), r.problems);
    } else if (rc == SK_OK) {
        printf(_("%s: no problems (%d tables, %zu games)\n"), t.name, r.tables, r.games);
    }
    ops_check_report_free(&r);
    db_tournament_clear(&t);
    return rc;
}
