/* cmd_help.c - `help [COMMAND]`, `help --all` and the overview of
 * `skatsheet --help`, printed from the command table. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

static const char *prog = "skatsheet";

void cli_print_overview(FILE *f, const cli_command *const *cmds)
{
    fprintf(f, _("usage: %s [--db FILE] [--lang de|en] COMMAND [ARGS]\n\n"), prog);
    fprintf(f, "%s", _("Scores Skat games, series and tournaments (ISkO, extended Seeger-Fabian).\n\n"));
    fprintf(f, "%s", _("Commands:\n"));
    /* a column of 20; a longer name keeps two spaces before its summary */
    for (cli_walk w = cli_walk_first(cmds); w.c; cli_walk_next(&w))
        if (!(w.c->flags & CLI_HIDDEN))
            fprintf(f, strlen(w.c->name) < 20 ? "  %-20s %s\n" : "  %s  %s\n", w.c->name,
                    _(w.c->summary));
    fprintf(f, _("\nGlobal options:\n"
               "  --db FILE            database file (default $SKATSHEET_DB or ./skatsheet.db)\n"
               "  --lang de|en         language of messages and reports (default\n"
               "                       $SKATSHEET_LANG, then 'config lang', then the locale)\n"
               "  --help, -h           this help\n"
               "  --version            print the version\n"
               "\n'%s help COMMAND' shows one command's options.\n"
               "Exit status: 0 ok, 1 failure, 2 usage error, 3 invalid input.\n"), prog);
}

size_t cli_words_prefix(const char *c, char **w, int n)
{
    size_t at = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0) {
            if (c[at] != ' ')
                return 0;
            at++;
        }
        size_t k = strlen(w[i]);
        if (strncmp(c + at, w[i], k) != 0 || (c[at + k] != ' ' && c[at + k] != '\0'))
            return 0;
        at += k;
    }
    return at;
}

int cli_print_matching_help(FILE *f, const cli_command *const *cmds, char **w, int n)
{
    int found = 0;
    for (cli_walk k = cli_walk_first(cmds); k.c; cli_walk_next(&k))
        if (cli_words_prefix(k.c->name, w, n)) {
            if (found)
                fprintf(f, "\n");
            cli_print_help(f, k.c);
            found++;
        }
    return found;
}

int cmd_help(cli_ctx *ctx, const cli_args *a)
{
    if (cli_has(a, "all")) {
        cli_print_all(stdout, ctx->commands);
        return SK_OK;
    }
    if (a->npos == 0) {
        cli_print_overview(stdout, ctx->commands);
        return SK_OK;
    }
    /* the longest run of the words that names commands */
    for (int n = a->npos; n > 0; n--)
        if (cli_print_matching_help(stdout, ctx->commands, a->pos, n))
            return SK_OK;
    sk_buf b = {0};
    for (int i = 0; i < a->npos; i++)
        sk_buf_printf(&b, "%s%s", i ? " " : "", a->pos[i]);
    int rc = cli_usage(ctx, _("no such command: %s"), sk_buf_str(&b));
    sk_buf_free(&b);
    return rc;
}
