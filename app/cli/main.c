/* main.c - locale, global options, dispatch through the command table, and
 * the one place that decides where messages go (stderr). */
#include <locale.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "fileio.h"
#include "version.h"

static const char *prog = "skatsheet";

void cli_print_usage(const cli_command *cmd)
{
    fprintf(stderr, "usage: %s %s%s%s\n", prog, cmd->name, cmd->usage[0] ? " " : "",
            cmd->usage);
}

/* The name as typed: "league team" takes the subcommand word "add" first
   in its usage ("add NAME ..."), placeholders are upper case or options. */
static void print_listed_name(FILE *f, const cli_command *c)
{
    size_t w = 0;
    while (c->usage[w] >= 'a' && c->usage[w] <= 'z')
        w++;
    char name[64];
    if (w > 0 && c->usage[w] == ' ')
        snprintf(name, sizeof name, "%s %.*s", c->name, (int)w, c->usage);
    else
        snprintf(name, sizeof name, "%s", c->name);
    fprintf(f, "  %-20s %s\n", name, c->summary);
}

static void print_overview(FILE *f)
{
    fprintf(f, "usage: %s [--db FILE] COMMAND [ARGS]\n\n", prog);
    fprintf(f, "Scores Skat games, series and tournaments (ISkO, extended Seeger-Fabian).\n\n");
    fprintf(f, "Commands:\n");
    for (const cli_command *c = cli_commands; c->name; c++)
        print_listed_name(f, c);
    fprintf(f, "\nGlobal options:\n"
               "  --db FILE            database file (default $SKATSHEET_DB or ./skatsheet.db)\n"
               "  --help, -h           this help\n"
               "  --version            print the version\n"
               "\n'%s help COMMAND' shows one command's options.\n"
               "Exit status: 0 ok, 1 failure, 2 usage error, 3 invalid input.\n", prog);
}

/* Commands whose name starts with the given words, for "help player". */
static int print_command_help(const char *name)
{
    int found = 0;
    size_t n = strlen(name);
    for (const cli_command *c = cli_commands; c->name; c++) {
        if (strcmp(c->name, name) == 0 ||
            (strncmp(c->name, name, n) == 0 && c->name[n] == ' ')) {
            if (found)
                printf("\n");
            printf("usage: %s %s%s%s\n\n%s\n", prog, c->name, c->usage[0] ? " " : "",
                   c->usage, c->summary);
            if (c->help)
                printf("\n%s\n", c->help);
            found = 1;
        }
    }
    return found;
}

int cmd_help(cli_ctx *ctx, int argc, char **argv)
{
    if (argc < 2) {
        print_overview(stdout);
        return SK_OK;
    }
    char name[128];
    snprintf(name, sizeof name, "%s%s%s", argv[1], argc > 2 ? " " : "", argc > 2 ? argv[2] : "");
    if (!print_command_help(name) && !(argc > 2 && print_command_help(argv[1])))
        return cli_usage(ctx, "no such command: %s", name);
    return SK_OK;
}

int cmd_version(cli_ctx *ctx, int argc, char **argv)
{
    (void)ctx; (void)argc; (void)argv;
    printf("skatsheet %s\n", SKATSHEET_VERSION);
    return SK_OK;
}

int cli_usage(cli_ctx *ctx, const char *fmt, ...)
{
    char msg[900];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return sk_err_set(&ctx->err, SK_USAGE, "%s", msg);
}

/* Find the command named by argv[0] (one word) or argv[0..1] (two words). */
static const cli_command *find_command(int argc, char **argv, int *words)
{
    if (argc >= 2) {
        char two[256];
        snprintf(two, sizeof two, "%s %s", argv[0], argv[1]);
        for (const cli_command *c = cli_commands; c->name; c++)
            if (strcmp(c->name, two) == 0) {
                *words = 2;
                return c;
            }
    }
    for (const cli_command *c = cli_commands; c->name; c++)
        if (strcmp(c->name, argv[0]) == 0) {
            *words = 1;
            return c;
        }
    return NULL;
}

/* Is argv[0] the first word of some two-word command? */
static bool is_group(const char *w)
{
    size_t n = strlen(w);
    for (const cli_command *c = cli_commands; c->name; c++)
        if (strncmp(c->name, w, n) == 0 && c->name[n] == ' ')
            return true;
    return false;
}

int main(int argc, char **argv)
{
    setlocale(LC_ALL, "");
    setlocale(LC_NUMERIC, "C");

    cli_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    sk_err_clear(&ctx.err);
    ctx.db_path = getenv("SKATSHEET_DB");
    if (!ctx.db_path || !*ctx.db_path)
        ctx.db_path = "skatsheet.db";

    /* Pull the global --db FILE out of argv wherever it stands (before "--"). */
    int n = 0;
    char **args = xcalloc((size_t)argc + 1, sizeof *args);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            while (i < argc)
                args[n++] = argv[i++];
            break;
        }
        if (strcmp(argv[i], "--db") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "%s: --db needs a FILE\n", prog);
                free(args);
                return SK_USAGE;
            }
            ctx.db_path = argv[++i];
            continue;
        }
        if (strncmp(argv[i], "--db=", 5) == 0) {
            ctx.db_path = argv[i] + 5;
            continue;
        }
        args[n++] = argv[i];
    }

    sk_out_protect(ctx.db_path); /* no export may write over the database */

    int rc;
    static char tui_word[] = "tui";
    if (n == 0 && isatty(0) && isatty(1))
        args[n++] = tui_word; /* no command on a terminal: the TUI */
    if (n == 0) {
        print_overview(stderr);
        free(args);
        return SK_USAGE;
    }
    if (strcmp(args[0], "--help") == 0 || strcmp(args[0], "-h") == 0) {
        print_overview(stdout);
        free(args);
        return SK_OK;
    }
    if (strcmp(args[0], "--version") == 0 || strcmp(args[0], "-V") == 0) {
        printf("skatsheet %s\n", SKATSHEET_VERSION);
        free(args);
        return SK_OK;
    }

    int words = 0;
    const cli_command *cmd = find_command(n, args, &words);
    if (!cmd) {
        if (is_group(args[0])) {
            fprintf(stderr, "%s: '%s' needs a subcommand; see '%s help %s'\n", prog,
                    args[0], prog, args[0]);
            print_command_help(args[0]);
        } else if (strcmp(args[0], "-t") == 0 || strncmp(args[0], "--tournament", 12) == 0 ||
                   strcmp(args[0], "-l") == 0 || strncmp(args[0], "--league", 8) == 0) {
            /* only --db is global: "skatsheet -t X standings" is a common slip */
            int len = (int)strcspn(args[0], "=");
            bool league = args[0][1] == 'l' || args[0][2] == 'l';
            fprintf(stderr, "%s: '%.*s' is an option of a command, not a global one: put it "
                    "after the command (e.g. '%s %s %.*s NAME')\n", prog, len, args[0], prog,
                    league ? "league table" : "standings", len, args[0]);
        } else {
            fprintf(stderr, "%s: '%s' is not a command; see '%s --help'\n", prog, args[0], prog);
        }
        free(args);
        return SK_USAGE;
    }
    ctx.cmd = cmd;
    char **cargv = args + words - 1;
    int cargc = n - words + 1;
    for (int i = 1; i < cargc; i++) {
        if (strcmp(cargv[i], "--help") == 0 || strcmp(cargv[i], "-h") == 0) {
            print_command_help(cmd->name);
            free(args);
            return SK_OK;
        }
        if (strcmp(cargv[i], "--") == 0)
            break;
    }

    rc = SK_OK;
    if (cmd->flags & CLI_DB_OPEN)
        rc = cli_dispatch_open_db(&ctx);
    if (rc == SK_OK)
        rc = cmd->fn(&ctx, cargc, cargv);
    if (cmd->flags & CLI_DB_OPEN)
        cli_dispatch_close_db(&ctx);

    if (rc != SK_OK) {
        if (ctx.err.status != SK_OK && ctx.err.msg[0])
            fprintf(stderr, "%s: %s\n", prog, ctx.err.msg);
        if (rc == SK_USAGE)
            cli_print_usage(cmd);
    }
    free(args);
    return rc;
}
