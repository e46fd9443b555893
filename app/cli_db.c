/* cli_db.c - opening the database for CLI_DB_OPEN commands. */
#include "cli.h"

int cli_dispatch_open_db(cli_ctx *ctx)
{
    return sk_err_set(&ctx->err, SK_FAIL, "no database support yet (%s)", ctx->db_path);
}

void cli_dispatch_close_db(cli_ctx *ctx)
{
    (void)ctx;
}
