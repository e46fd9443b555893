/* commands.c - the one static command table, cli_commands (cli.h): the
 * groups of rows (cmdtab.h; each group's rows with their options in
 * cmdtab_GROUP.c) joined in the order `skatsheet --help`, `help --all`
 * (the man page, the completion) and docs/commands.md list them, the last
 * group help and version.  The parser (opt.c) checks argv against a row;
 * usage and help are printed from it. */
#include "cli.h"
#include "cmdopts.h"
#include "cmdtab.h"

static const cli_opt o_help[] = {
    {"all", 0, CLI_FLAG,
     .help = "every command with its options, one tab-separated record per line"},
    O_END,
};

static const cli_command cmds_help[] = {
    {"help", cmd_help, {P("COMMAND", 0, -1)}, o_help, NULL, NULL,
     "show the commands, or one command's help", NULL, CLI_DB_NONE},
    {"version", cmd_version, NOPOS, NULL, NULL, NULL, "print the version", NULL,
     CLI_DB_NONE},
    CMD_END,
};

const cli_command *const cli_commands[] = {
    cli_cmds_setup, cli_cmds_evening, cli_cmds_league, cli_cmds_results, cli_cmds_front,
    cli_cmds_day, cmds_help, NULL,
};
