/* cmd_tui.c - `skatsheet tui`: the full-screen score keeper (see tui.h). */
#include <string.h>

#include "cli.h"
#include "tui.h"

int cmd_tui(cli_ctx *ctx, int argc, char **argv)
{
    tui_options opt;
    memset(&opt, 0, sizeof opt);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = NULL;
        const char *name = NULL;
        if (strcmp(a, "-t") == 0 || strcmp(a, "--tournament") == 0 || strcmp(a, "--series") == 0 ||
            strcmp(a, "--table") == 0) {
            name = a;
            if (i + 1 >= argc)
                return cli_usage(ctx, "%s needs a value", a);
            v = argv[++i];
        } else if (strncmp(a, "--tournament=", 13) == 0) {
            name = "--tournament";
            v = a + 13;
        } else if (strncmp(a, "--series=", 9) == 0) {
            name = "--series";
            v = a + 9;
        } else if (strncmp(a, "--table=", 8) == 0) {
            name = "--table";
            v = a + 8;
        } else {
            return cli_usage(ctx, a[0] == '-' ? "unknown option %s" : "unexpected argument '%s'",
                             a);
        }
        if (strcmp(name, "-t") == 0 || strcmp(name, "--tournament") == 0) {
            if (!sk_utf8_valid(v))
                return cli_usage(ctx, "--tournament is not valid UTF-8");
            opt.tournament = v;
        } else {
            long n;
            if (!sk_parse_int(v, 1, 100000, &n))
                return cli_usage(ctx, "%s must be a number from 1, not '%s'", name, v);
            if (strcmp(name, "--series") == 0)
                opt.series = (int)n;
            else
                opt.table = (int)n;
        }
    }
    if (opt.table && !opt.series)
        return cli_usage(ctx, "--table needs --series");
    return tui_run(ctx->db, &opt, &ctx->err);
}
