/* cli_db.c - opening the database for CLI_DB_OPEN commands. */
#include "cli.h"
#include "db.h"

int cli_dispatch_open_db(cli_ctx *ctx)
{
    return db_open(ctx->db_path, &ctx->db, &ctx->err);
}

void cli_dispatch_close_db(cli_ctx *ctx)
{
    db_close(ctx->db);
    ctx->db = NULL;
}
