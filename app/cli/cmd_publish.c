/* cmd_publish.c - `publish DIR [-l LEAGUE]`: the league's public files
 * (app/ops/publish.h). */
#include <stdio.h>

#include "cli.h"
#include "publish.h"

int cmd_publish(cli_ctx *ctx, const cli_args *a)
{
    ops_publish_result r;
    int rc = ops_publish(ctx->db, cli_str(a, "league"), a->pos[0], &r, &ctx->err);
    if (rc == SK_OK)
        printf(_("published into %s: files written %zu, unchanged %zu\n"), a->pos[0], r.written,
               r.unchanged);
    return rc;
}
