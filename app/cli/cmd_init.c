/* cmd_init.c - `init`: create a new, empty database. */
#include <stdio.h>

#include "cli.h"
#include "db.h"

int cmd_init(cli_ctx *ctx, const cli_args *a)
{
    (void)a;
    db *d;
    int rc = db_create(ctx->db_path, &d, &ctx->err);
    if (rc != SK_OK)
        return rc;
    printf(_("created %s (schema version %d)\n"), db_where(d), db_schema_version(d));
    db_close(d);
    return SK_OK;
}
