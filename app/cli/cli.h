/* cli.h - the command table and what command handlers get.
 *
 * Every subcommand is one row of the static table in commands.c:
 * its name (one or two words: "value", "player add"), handler, usage line,
 * one-line summary and flags.  `skatsheet --help` and `skatsheet help CMD`
 * are printed from the same table.
 */
#ifndef SK_CLI_H
#define SK_CLI_H

#include "util.h"

struct db; /* db/db.h */

/* What a handler gets.  Handlers print their normal output to stdout and
 * report failure by returning a status (SK_FAIL, SK_USAGE, SK_INVALID) with
 * ctx->err filled; main() prints the message (and for SK_USAGE the usage
 * line) on stderr.  Handlers may print extra detail lines (e.g. one line per
 * bad CSV row) to stderr themselves before returning. */
typedef struct cli_ctx {
    const char *db_path;        /* --db FILE, $SKATSHEET_DB or "skatsheet.db" */
    struct db *db;              /* opened by main for CLI_DB_OPEN commands */
    sk_err err;
    const struct cli_command *cmd;
} cli_ctx;

/* argv[0] is the command's last word; argv[1..argc-1] its arguments. */
typedef int (*cli_handler)(cli_ctx *ctx, int argc, char **argv);

enum {
    CLI_DB_NONE = 0,   /* needs no database */
    CLI_DB_OPEN = 1,   /* main opens (and migrates) an existing database */
};

typedef struct cli_command {
    const char *name;      /* "value", "player add", ... */
    cli_handler fn;
    const char *usage;     /* arguments after the name */
    const char *summary;   /* one line */
    const char *help;      /* longer help (options), may be NULL */
    unsigned flags;
} cli_command;

/* The table, terminated by a row with name == NULL. */
extern const cli_command cli_commands[];

/* Print "usage: skatsheet NAME USAGE" for cmd to stderr. */
void cli_print_usage(const cli_command *cmd);

/* Set a usage error: "NAME: <message>" with status SK_USAGE. */
int cli_usage(cli_ctx *ctx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Handlers, one file per command word: cmd_WORD.c (cmd_export_league.c:
 * export pdf|xlsx --league/--season). */
int cmd_help(cli_ctx *ctx, int argc, char **argv);
int cmd_version(cli_ctx *ctx, int argc, char **argv);
int cmd_value(cli_ctx *ctx, int argc, char **argv);
int cmd_init(cli_ctx *ctx, int argc, char **argv);
int cmd_player_add(cli_ctx *ctx, int argc, char **argv);
int cmd_player_list(cli_ctx *ctx, int argc, char **argv);
int cmd_player_edit(cli_ctx *ctx, int argc, char **argv);
int cmd_player_remove(cli_ctx *ctx, int argc, char **argv);
int cmd_player_import(cli_ctx *ctx, int argc, char **argv);
int cmd_tournament_create(cli_ctx *ctx, int argc, char **argv);
int cmd_tournament_list(cli_ctx *ctx, int argc, char **argv);
int cmd_tournament_show(cli_ctx *ctx, int argc, char **argv);
int cmd_series_draw(cli_ctx *ctx, int argc, char **argv);
int cmd_series_show(cli_ctx *ctx, int argc, char **argv);
int cmd_series_plan(cli_ctx *ctx, int argc, char **argv);
int cmd_game_add(cli_ctx *ctx, int argc, char **argv);
int cmd_game_edit(cli_ctx *ctx, int argc, char **argv);
int cmd_game_delete(cli_ctx *ctx, int argc, char **argv);
int cmd_game_list(cli_ctx *ctx, int argc, char **argv);
int cmd_game_history(cli_ctx *ctx, int argc, char **argv);
int cmd_import_seats(cli_ctx *ctx, int argc, char **argv);
int cmd_import_games(cli_ctx *ctx, int argc, char **argv);
int cmd_export_pdf(cli_ctx *ctx, int argc, char **argv);
int cmd_export_xlsx(cli_ctx *ctx, int argc, char **argv);
int cmd_export_games(cli_ctx *ctx, int argc, char **argv);
int cmd_league_create(cli_ctx *ctx, int argc, char **argv);
int cmd_league_division(cli_ctx *ctx, int argc, char **argv);
int cmd_league_team(cli_ctx *ctx, int argc, char **argv);
int cmd_league_roster(cli_ctx *ctx, int argc, char **argv);
int cmd_league_matchday(cli_ctx *ctx, int argc, char **argv);
int cmd_league_table(cli_ctx *ctx, int argc, char **argv);
int cmd_season_create(cli_ctx *ctx, int argc, char **argv);
int cmd_season_add(cli_ctx *ctx, int argc, char **argv);
int cmd_season_table(cli_ctx *ctx, int argc, char **argv);
/* `export pdf|xlsx FILE --league NAME [--division D] | --season NAME
 * [--lang de|en]`: cmd_export.c hands over when cmd_league_export_wanted. */
bool cmd_league_export_wanted(int argc, char **argv);
int cmd_league_export(cli_ctx *ctx, int argc, char **argv, bool xlsx);
int cmd_standings(cli_ctx *ctx, int argc, char **argv);
int cmd_standings_lot(cli_ctx *ctx, int argc, char **argv);
int cmd_team_add(cli_ctx *ctx, int argc, char **argv);
int cmd_team_list(cli_ctx *ctx, int argc, char **argv);
int cmd_team_import(cli_ctx *ctx, int argc, char **argv);
int cmd_sheet_show(cli_ctx *ctx, int argc, char **argv);
int cmd_sheet_pdf(cli_ctx *ctx, int argc, char **argv);
int cmd_check(cli_ctx *ctx, int argc, char **argv);
int cmd_demo(cli_ctx *ctx, int argc, char **argv);
int cmd_tui(cli_ctx *ctx, int argc, char **argv);

#endif
