/* cli.h - the command table and what command handlers get.
 *
 * Every subcommand is one row of the static table cli_commands: its name
 * (one or more words: "value", "player add", "league team add"), handler,
 * positional arguments, options, one-line summary, prose help and flags.
 * The rows stand in groups (cmdtab_GROUP.c, cmdtab.h), joined in one place,
 * commands.c.  main() finds the row, the parser (opt.c) checks argv against
 * it and hands the handler the parsed values; `skatsheet --help`, `help
 * CMD`, `CMD --help` and the usage line of a usage error are generated from
 * the same rows.
 */
#ifndef SK_CLI_H
#define SK_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "util.h"

struct db; /* db/db.h */

/* ---- options and positional arguments, declared per command ---------- */

enum cli_optkind {
    CLI_FLAG,   /* --hand: no value */
    CLI_STR,    /* --club CLUB: any text */
    CLI_INT,    /* --series N: a whole number; within [min, max] unless both are 0 */
    CLI_ENUM,   /* --format text|csv|json: one of `choices` ("a|b|c") */
    CLI_SEAT,   /* --declarer SEAT: a seat number as CLI_INT, or a player's name at the
                   table (a value not beginning with a digit or sign), which the handler
                   turns into the seat (cliseat.h) */
};

enum {
    CLI_REPEAT = 1,    /* may be given more than once (--venue); else "given twice" */
    CLI_REQUIRED = 2,  /* "--series N is required" */
};

/* One option of a command: --name VALUE, --name=VALUE, -a VALUE. */
typedef struct cli_opt {
    const char *name;     /* long name without the dashes: "series" */
    char alias;           /* short form (-t) or 0 */
    int kind;             /* enum cli_optkind */
    const char *arg;      /* placeholder in usage and help: "N", "NAME"; NULL for enums
                             (the choices are shown) and flags */
    long min, max;        /* CLI_INT range */
    const char *choices;  /* CLI_ENUM: "text|csv|json" */
    unsigned flags;       /* CLI_REPEAT, CLI_REQUIRED */
    int group;            /* options of one nonzero group exclude each other; usage shows
                             them as [--a | --b] */
    const char *needs;    /* only together with this option ("league" for "division");
                             usage shows it inside that option's brackets */
    const char *excludes; /* more options it excludes, space separated (not shown in usage) */
    const char *help;     /* one line for the help's option list */
} cli_opt;

/* A positional argument: NAME, [NAME], FILE..., PLAYER PLAYER... */
typedef struct cli_pos {
    const char *name;     /* "NAME", "FILE.csv" */
    int min, max;         /* how many: 1,1 one; 0,1 optional; 1,-1 one or more */
    long lo, hi;          /* unless both 0: a whole number from lo to hi */
} cli_pos;

#define CLI_MAX_POS 3

/* What the parser hands a handler: each option given (in argv order) and
 * the positional arguments.  Look values up with cli_str, cli_int, ... */
typedef struct cli_given {
    const cli_opt *opt;
    const char *val;      /* NULL for a flag */
    long num;             /* CLI_INT: the number; CLI_SEAT: the seat (0 while named) */
    bool named;           /* CLI_SEAT: val is a player's name, not yet a seat */
} cli_given;

typedef struct cli_args {
    cli_given *given;
    int ngiven;
    char **pos;           /* the positional arguments in order */
    int npos;
} cli_args;

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
    const struct cli_command *const *commands; /* the table (for help: main
                                           passes cli_commands, so no handler
                                           reaches back into commands.c) */
    bool lang_given;            /* --lang or $SKATSHEET_LANG chose the language
                                   (serve: the default of every page) */
    const struct sk_svcconf *conf; /* --config FILE (svcconf.h), or NULL */
    bool db_from_conf;          /* db_path is the configuration's db */
    bool lang_from_conf;        /* the language is the configuration's lang
                                   (not --lang, not $SKATSHEET_LANG): serve's
                                   SIGHUP reads it again */
    int64_t peeked_write;       /* the id of the tournament lookup_tour_peek_write
                                   found for a write (0: none) */
    struct ops_tour *tour;      /* CLI_TOUR and CLI_TOUR_WRITE rows: the tournament of -t
                                   main looked up before the handler (lookup.h:
                                   lookup_row_open), cleared after it; else NULL */
    struct db_league *league;   /* CLI_LEAGUE rows: the league of -l, the same way */
} cli_ctx;

/* a: the arguments after the command's words, parsed against its row. */
typedef int (*cli_handler)(cli_ctx *ctx, const cli_args *a);

enum {
    CLI_DB_NONE = 0,   /* needs no database */
    CLI_DB_OPEN = 1,   /* main opens (and migrates) an existing database */
    CLI_HIDDEN = 2,    /* not listed in the overview */
    CLI_TOUR = 4,      /* main looks up the tournament of -t for reading (lookup_tour)
                          into ctx->tour before the handler runs; its refusal is the
                          command's */
    CLI_TOUR_WRITE = 8, /* the same for a write: the tournament a write goes to
                           (lookup_tour_write) */
    CLI_BY_NAME = 16,  /* with CLI_TOUR, CLI_TOUR_WRITE or CLI_LEAGUE: the first
                          positional argument (NAME) names it, not -t or -l */
    CLI_STEP = 32,     /* one handler serving two rows (tournament close and reopen,
                          clock pause and resume, ...): set on the row its handler
                          names as such ('closed = ctx->cmd->flags & CLI_STEP') */
    CLI_LEAGUE = 64,   /* main looks up the league of -l (db_league_find: default the
                          only or most recent one) into ctx->league before the handler
                          runs; its refusal is the command's */
    CLI_PEEK = 128,    /* a command that goes by its tournament's family (clifam.h):
                          main peeks at the tournament of -t (lookup_tour_peek: never
                          a refusal) into ctx->tour, which the family's side takes */
};

typedef struct cli_command {
    const char *name;      /* "value", "player add", "league team add" */
    cli_handler fn;
    cli_pos pos[CLI_MAX_POS];   /* the positional arguments, name NULL ends */
    const cli_opt *opts;   /* its own options, ended by a row with name NULL; may be NULL */
    const cli_opt *shared; /* a shared set (the game flags) or NULL */
    const char *shared_name; /* shown as [NAME] in the usage line; NULL: each option */
    const char *summary;   /* one line */
    const char *help;      /* prose after the option list, may be NULL */
    unsigned flags;
} cli_command;

/* The table (commands.c): its groups of rows, each ended by a row with
 * name == NULL, in the order of the help and the docs; ended by NULL.
 * Static data.  Walk its rows with cli_walk_first and cli_walk_next. */
extern const cli_command *const cli_commands[];

/* A walk over the rows of a table t in order (opt.c):
 *     for (cli_walk w = cli_walk_first(t); w.c; cli_walk_next(&w)) ... w.c ...
 * w.c is the row, NULL after the last one (cli_walk_next then does
 * nothing).  Nothing to free. */
typedef struct cli_walk {
    const cli_command *c;              /* the row, NULL at the end */
    const cli_command *const *group;   /* the group it stands in */
} cli_walk;
cli_walk cli_walk_first(const cli_command *const *t);
void cli_walk_next(cli_walk *w);


/* ---- the parser and the lookups (opt.c) ---- */

/* Parse argv[0..argc-1] (the words after the command's name) against cmd:
 * every option known, its value present and of its kind, not given twice
 * unless CLI_REPEAT, no two exclusive options, required ones present, the
 * positional arguments within their counts.  "--" ends the options ("-"
 * alone is a positional argument).  SK_OK with *a filled (cli_args_free),
 * else SK_USAGE with ctx->err set and nothing to free. */
int cli_parse(cli_ctx *ctx, const cli_command *cmd, int argc, char **argv, cli_args *a);
void cli_args_free(cli_args *a);

/* Was option `name` given (count of times)? */
int cli_has(const cli_args *a, const char *name);
/* Its value (the last one), or NULL when not given. */
const char *cli_str(const cli_args *a, const char *name);
/* Its number (CLI_INT) or def when not given. */
long cli_int(const cli_args *a, const char *name, long def);
/* The k-th value of a repeatable option (k from 0), NULL past the end. */
const char *cli_nth(const cli_args *a, const char *name, int k);

/* The usage line "usage: skatsheet NAME ARGS" for cmd on f. */
void cli_print_usage_to(FILE *f, const cli_command *cmd);
/* Print "usage: skatsheet NAME USAGE" for cmd to stderr. */
void cli_print_usage(const cli_command *cmd);
/* The full help of cmd: usage, summary, the options, the prose. */
void cli_print_help(FILE *f, const cli_command *cmd);
/* The overview of `skatsheet --help` from the command table cmds
 * (cmd_help.c). */
void cli_print_overview(FILE *f, const cli_command *const *cmds);
/* The help of every command of cmds whose name is or starts with the
 * words w[0..n-1] ("help league" lists the league commands).  Returns how
 * many. */
int cli_print_matching_help(FILE *f, const cli_command *const *cmds, char **w, int n);
/* Does command name c start with the words w[0..n-1]?  The length of the
 * matched part, 0 when not. */
size_t cli_words_prefix(const char *c, char **w, int n);
/* Every command of cmds with its options, one line each, machine-readable
 * (`skatsheet help --all`; format in opt.c). */
void cli_print_all(FILE *f, const cli_command *const *cmds);

/* The --seed option of a: a whole number from 0 to 2^64 - 1 into *out
 * (*given: whether there is one); else a usage error naming the value
 * (cmd_series.c). */
int cli_seed_opt(cli_ctx *ctx, const cli_args *a, uint64_t *out, bool *given);

/* The blank house list of a table of size (3 or 4) players under profile
 * p (the list mode's columns, marks and block, no games; title names the
 * rules and a Bierlachs target): hs and title (n bytes) are the caller's
 * (cmd_sheet.c: 'sheet pdf --blank', 'series print'). */
struct house_profile;
struct rep_house_sheet;
void cli_blank_house(const struct house_profile *p, int size, struct rep_house_sheet *hs,
                     char *title, size_t n);

/* Set a usage error: "NAME: <message>" with status SK_USAGE. */
int cli_usage(cli_ctx *ctx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Handlers, one file per command word: cmd_WORD.c (cmd_export_league.c:
 * export pdf|xlsx --league/--season). */
int cmd_help(cli_ctx *ctx, const cli_args *a);
int cmd_config(cli_ctx *ctx, const cli_args *a);
int cmd_version(cli_ctx *ctx, const cli_args *a);
int cmd_value(cli_ctx *ctx, const cli_args *a);
int cmd_init(cli_ctx *ctx, const cli_args *a);
int cmd_db_copy(cli_ctx *ctx, const cli_args *a);
int cmd_player_add(cli_ctx *ctx, const cli_args *a);
int cmd_player_list(cli_ctx *ctx, const cli_args *a);
int cmd_player_edit(cli_ctx *ctx, const cli_args *a);
int cmd_player_remove(cli_ctx *ctx, const cli_args *a);
int cmd_player_import(cli_ctx *ctx, const cli_args *a);
int cmd_player_import_members(cli_ctx *ctx, const cli_args *a);
int cmd_player_merge(cli_ctx *ctx, const cli_args *a);
int cmd_player_unmerge(cli_ctx *ctx, const cli_args *a);
int cmd_player_duplicates(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_create(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_list(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_show(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_use(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_close_reopen(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_rename(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_rules(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_money(cli_ctx *ctx, const cli_args *a);
int cmd_tournament_remove(cli_ctx *ctx, const cli_args *a);
int cmd_attendance_add(cli_ctx *ctx, const cli_args *a);
int cmd_attendance_leave(cli_ctx *ctx, const cli_args *a);
int cmd_attendance_remove(cli_ctx *ctx, const cli_args *a);
int cmd_attendance_list(cli_ctx *ctx, const cli_args *a);
int cmd_attendance_queue(cli_ctx *ctx, const cli_args *a);
int cmd_attendance_confirm(cli_ctx *ctx, const cli_args *a);
int cmd_attendance_reject(cli_ctx *ctx, const cli_args *a);
int cmd_poster(cli_ctx *ctx, const cli_args *a);
int cmd_register_add(cli_ctx *ctx, const cli_args *a);
int cmd_series_print(cli_ctx *ctx, const cli_args *a);
int cmd_register_list(cli_ctx *ctx, const cli_args *a);
int cmd_register_slips(cli_ctx *ctx, const cli_args *a);
int cmd_register_girocode(cli_ctx *ctx, const cli_args *a);
int cmd_register_mail(cli_ctx *ctx, const cli_args *a);
int cmd_checkin_scan(cli_ctx *ctx, const cli_args *a);
int cmd_checkin_add(cli_ctx *ctx, const cli_args *a);
int cmd_checkin_list(cli_ctx *ctx, const cli_args *a);
int cmd_checkin_open(cli_ctx *ctx, const cli_args *a);
int cmd_checkin_close(cli_ctx *ctx, const cli_args *a);
int cmd_checkin_cancel(cli_ctx *ctx, const cli_args *a);
int cmd_checkin_desk(cli_ctx *ctx, const cli_args *a);
int cmd_day(cli_ctx *ctx, const cli_args *a);
int cmd_clock_start(cli_ctx *ctx, const cli_args *a);
int cmd_cashier(cli_ctx *ctx, const cli_args *a);
int cmd_cashier_pay(cli_ctx *ctx, const cli_args *a);
int cmd_cashier_refund_donate(cli_ctx *ctx, const cli_args *a);
int cmd_cashier_import(cli_ctx *ctx, const cli_args *a);
int cmd_cashier_report(cli_ctx *ctx, const cli_args *a);
int cmd_prize_add(cli_ctx *ctx, const cli_args *a);
int cmd_prize_remove(cli_ctx *ctx, const cli_args *a);
int cmd_prize_list(cli_ctx *ctx, const cli_args *a);
int cmd_prize_scheme(cli_ctx *ctx, const cli_args *a);
int cmd_cashier_receipt(cli_ctx *ctx, const cli_args *a);
int cmd_second_put(cli_ctx *ctx, const cli_args *a);
int cmd_second_delete(cli_ctx *ctx, const cli_args *a);
int cmd_second_show(cli_ctx *ctx, const cli_args *a);
int cmd_second_resolve(cli_ctx *ctx, const cli_args *a);
int cmd_second_import(cli_ctx *ctx, const cli_args *a);
int cmd_clock_stop(cli_ctx *ctx, const cli_args *a);
int cmd_clock_show(cli_ctx *ctx, const cli_args *a);
int cmd_clock_pause_resume(cli_ctx *ctx, const cli_args *a);
int cmd_clock_extend(cli_ctx *ctx, const cli_args *a);
int cmd_series_draw(cli_ctx *ctx, const cli_args *a);
int cmd_series_undraw(cli_ctx *ctx, const cli_args *a);
int cmd_series_show(cli_ctx *ctx, const cli_args *a);
int cmd_series_plan(cli_ctx *ctx, const cli_args *a);
int cmd_series_codes(cli_ctx *ctx, const cli_args *a);
int cmd_game_put(cli_ctx *ctx, const cli_args *a);
int cmd_game_delete_restore(cli_ctx *ctx, const cli_args *a);
int cmd_game_list(cli_ctx *ctx, const cli_args *a);
int cmd_game_history(cli_ctx *ctx, const cli_args *a);
int cmd_game_sub(cli_ctx *ctx, const cli_args *a);
int cmd_import_seats(cli_ctx *ctx, const cli_args *a);
int cmd_import_games(cli_ctx *ctx, const cli_args *a);
int cmd_export_doc(cli_ctx *ctx, const cli_args *a);
int cmd_export_games(cli_ctx *ctx, const cli_args *a);
/* cmd_export_json.c: the open exchange format */
int cmd_export_json(cli_ctx *ctx, const cli_args *a);
int cmd_import_json(cli_ctx *ctx, const cli_args *a);
int cmd_league_create(cli_ctx *ctx, const cli_args *a);
int cmd_league_division(cli_ctx *ctx, const cli_args *a);
int cmd_league_team(cli_ctx *ctx, const cli_args *a);
int cmd_league_roster(cli_ctx *ctx, const cli_args *a);
int cmd_league_matchday(cli_ctx *ctx, const cli_args *a);
int cmd_league_table(cli_ctx *ctx, const cli_args *a);
int cmd_league_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_rename(cli_ctx *ctx, const cli_args *a);
int cmd_league_set(cli_ctx *ctx, const cli_args *a);
int cmd_league_remove(cli_ctx *ctx, const cli_args *a);
int cmd_league_division_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_part_rename(cli_ctx *ctx, const cli_args *a); /* division, team */
int cmd_league_division_remove(cli_ctx *ctx, const cli_args *a);
int cmd_league_team_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_team_remove(cli_ctx *ctx, const cli_args *a);
int cmd_league_roster_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_roster_change(cli_ctx *ctx, const cli_args *a); /* remove, move */
int cmd_league_matchday_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_matchday_remove(cli_ctx *ctx, const cli_args *a);
/* cmd_league_fed.c: a league across venues */
int cmd_league_venue_add(cli_ctx *ctx, const cli_args *a);
int cmd_league_venue_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_venue_import(cli_ctx *ctx, const cli_args *a);
int cmd_league_code_sheet(cli_ctx *ctx, const cli_args *a);
int cmd_league_code_add(cli_ctx *ctx, const cli_args *a);
int cmd_league_code_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_code_revoke(cli_ctx *ctx, const cli_args *a);
int cmd_league_code_renew(cli_ctx *ctx, const cli_args *a);
int cmd_league_review_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_review_show(cli_ctx *ctx, const cli_args *a);
int cmd_league_review_decide(cli_ctx *ctx, const cli_args *a);
int cmd_league_protest_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_protest_decide(cli_ctx *ctx, const cli_args *a);
int cmd_league_result_list(cli_ctx *ctx, const cli_args *a);
int cmd_league_result_step(cli_ctx *ctx, const cli_args *a);
int cmd_league_result_log(cli_ctx *ctx, const cli_args *a);
/* `league set`'s federation options (--protest-days, --confirm-by,
 * --publish-dir) of league l, printed; SK_OK when none is given. */
struct db_league;
int cmd_league_set_fed(cli_ctx *ctx, const cli_args *a, const struct db_league *l);
int cmd_team_rename(cli_ctx *ctx, const cli_args *a);
int cmd_team_remove(cli_ctx *ctx, const cli_args *a);
int cmd_season_create(cli_ctx *ctx, const cli_args *a);
int cmd_season_add(cli_ctx *ctx, const cli_args *a);
int cmd_season_table(cli_ctx *ctx, const cli_args *a);
int cmd_ranking_define(cli_ctx *ctx, const cli_args *a);
int cmd_ranking_show(cli_ctx *ctx, const cli_args *a);
int cmd_ranking(cli_ctx *ctx, const cli_args *a);
int cmd_rating(cli_ctx *ctx, const cli_args *a);
int cmd_rating_on_off(cli_ctx *ctx, const cli_args *a);
int cmd_player_history(cli_ctx *ctx, const cli_args *a);
/* `export pdf|xlsx FILE --league NAME [--division D] | --season NAME
 * [--lang de|en]`: cmd_export.c hands over when --league or --season is
 * given (cmd_export_league.c). */
int cmd_league_export(cli_ctx *ctx, const cli_args *a, bool xlsx);
/* `export pdf|xlsx FILE --ranking NAME` (cmd_ranking.c). */
int cmd_ranking_export(cli_ctx *ctx, const cli_args *a, bool xlsx);
int cmd_standings(cli_ctx *ctx, const cli_args *a);
int cmd_stats(cli_ctx *ctx, const cli_args *a);
int cmd_team_add(cli_ctx *ctx, const cli_args *a);
int cmd_team_list(cli_ctx *ctx, const cli_args *a);
int cmd_team_import(cli_ctx *ctx, const cli_args *a);
int cmd_sheet(cli_ctx *ctx, const cli_args *a); /* show, pdf */
/* cmd_db.c: the database as a whole */
int cmd_db_backup(cli_ctx *ctx, const cli_args *a);
int cmd_db_restore(cli_ctx *ctx, const cli_args *a);

/* cmd_serve.c: the web front end */
int cmd_serve(cli_ctx *ctx, const cli_args *a);
int cmd_export_html(cli_ctx *ctx, const cli_args *a);
int cmd_check(cli_ctx *ctx, const cli_args *a);
int cmd_money(cli_ctx *ctx, const cli_args *a);
int cmd_demo(cli_ctx *ctx, const cli_args *a);
int cmd_tui(cli_ctx *ctx, const cli_args *a);
/* cmd_publish.c: a league's public files */
int cmd_publish(cli_ctx *ctx, const cli_args *a);
/* cmd_sync.c: a venue's side of a league across venues */
int cmd_sync_pull(cli_ctx *ctx, const cli_args *a);
int cmd_sync_push(cli_ctx *ctx, const cli_args *a);
int cmd_sync_status(cli_ctx *ctx, const cli_args *a);
int cmd_sync_confirm(cli_ctx *ctx, const cli_args *a);
int cmd_sync_protest(cli_ctx *ctx, const cli_args *a);

#endif
