/* cmd_export_json.c - `export json FILE [-t NAME | --matchday N [-l
 * LEAGUE] [--group K]...]` and `import json FILE`: the open exchange
 * format (docs/exchange-format.md, app/ops/exchange.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "exchange.h"
#include "fileio.h"
#include "importfile.h"

/* Write text to FILE ("-": standard output). */
static int put_out(cli_ctx *ctx, const char *file, const char *text)
{
    size_t len = strlen(text);
    if (strcmp(file, "-") != 0)
        return sk_write_file_atomic(file, text, len, &ctx->err);
    if (fwrite(text, 1, len, stdout) != len || fflush(stdout) != 0)
        return sk_err_set(&ctx->err, SK_FAIL, _("cannot write standard output: %s (the output "
                          "is incomplete)"), strerror(errno));
    return SK_OK;
}

int cmd_export_json(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    char *text = NULL;
    int rc;
    if (cli_has(a, "matchday")) {
        int n = cli_has(a, "group");
        int *groups = xcalloc((size_t)n + 1, sizeof *groups);
        for (int i = 0; i < n; i++)
            groups[i] = atoi(cli_nth(a, "group", i));
        int md = (int)cli_int(a, "matchday", 0);
        rc = ops_export_matchday(ctx->db, cli_str(a, "league"), md, groups, (size_t)n, &text,
                                 &ctx->err);
        free(groups);
        if (rc == SK_OK)
            rc = put_out(ctx, file, text);
        if (rc == SK_OK && strcmp(file, "-") != 0)
            printf(_("exported match day %d to %s\n"), md, file);
    } else {
        ops_tour t;
        rc = ops_tour_find(ctx->db, cli_str(a, "tournament"), &t, &ctx->err);
        if (rc != SK_OK)
            return rc;
        rc = ops_export_tournament(ctx->db, &t, &text, &ctx->err);
        if (rc == SK_OK)
            rc = put_out(ctx, file, text);
        if (rc == SK_OK && strcmp(file, "-") != 0)
            printf(_("exported tournament '%s' to %s\n"), t.row.name, file);
        ops_tour_clear(&t);
    }
    free(text);
    return rc;
}

int cmd_import_json(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    char *buf;
    size_t len;
    int rc = importfile_read(file, &buf, &len, &ctx->err);
    if (rc != SK_OK)
        return rc;
    ops_import_result r;
    sk_err why;
    sk_err_clear(&why);
    rc = ops_import_doc(ctx->db, buf, len, OPS_IMPORT_NEW, &r, &why);
    free(buf);
    if (rc != SK_OK) {
        sk_err_set(&ctx->err, rc, "%s: %s", file, why.msg);
        ops_import_result_clear(&r);
        return rc;
    }
    if (strcmp(r.kind, "tournament") == 0)
        printf(_("imported tournament '%s' from %s (games: %zu, new players: %zu)\n"), r.name,
               file, r.games, r.players_new);
    else
        printf(_("imported %s from %s (venue groups: %zu, games: %zu, new players: %zu)\n"),
               r.name, file, r.groups_new, r.games, r.players_new);
    ops_import_result_clear(&r);
    return SK_OK;
}
