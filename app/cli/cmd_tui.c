/* cmd_tui.c - `skatsheet tui`: the full-screen score keeper (see tui.h). */
#include <string.h>

#include "cli.h"
#include "tui.h"

int cmd_tui(cli_ctx *ctx, const cli_args *a)
{
    tui_options opt;
    memset(&opt, 0, sizeof opt);
    opt.tournament = cli_str(a, "tournament");
    if (opt.tournament && !sk_utf8_valid(opt.tournament))
        return cli_usage(ctx, _("--tournament is not valid UTF-8"));
    opt.series = (int)cli_int(a, "series", 0);
    opt.table = (int)cli_int(a, "table", 0);
    return tui_run(ctx->db, &opt, &ctx->err);
}
