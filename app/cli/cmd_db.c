/* cmd_db.c - `db ...`: the database as a whole. */
#include <stdio.h>

#include "cli.h"
#include "db.h"
#include "dbadmin.h"

int cmd_db_copy(cli_ctx *ctx, const cli_args *a)
{
    db_copy_count n;
    int rc = ops_db_copy(a->pos[0], a->pos[1], &n, &ctx->err);
    if (rc != SK_OK)
        return rc;
    char from[512], to[512];
    db_target_shown(a->pos[0], from, sizeof from);
    db_target_shown(a->pos[1], to, sizeof to);
    printf(sk_ntr("copied %zu table (%zu rows) from %s to %s\n",
                  "copied %zu tables (%zu rows) from %s to %s\n", n.tables),
           n.tables, n.rows, from, to);
    return SK_OK;
}
