/* cmd_version.c - `version`. */
#include <stdio.h>

#include "cli.h"
#include "version.h"

int cmd_version(cli_ctx *ctx, const cli_args *a)
{
    (void)ctx;
    (void)a;
    printf("skatsheet %s\n", SKATSHEET_VERSION);
    return SK_OK;
}
