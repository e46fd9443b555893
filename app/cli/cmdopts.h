/* cmdopts.h - what the files of the command table (commands.c,
 * cmdtab_*.c) write their rows with: the macros of the common options and
 * positional arguments, and the option sets several groups share
 * (cmdopts.c).  Only for those files. */
#ifndef SK_CMDOPTS_H
#define SK_CMDOPTS_H

#include <stddef.h>

#include "cli.h"
#include "game.h"

/* ---- options and arguments of many commands ---- */

#define T_DEFAULT "the tournament (default: the one chosen with 'tournament use', else the only open one)"
#define O_TOURNAMENT {"tournament", 't', CLI_STR, "NAME", .help = T_DEFAULT}
#define O_LEAGUE {"league", 'l', CLI_STR, "LEAGUE", \
                  .help = "the league (default: the only or most recent one)"}
#define O_SERIES(fl, text) {"series", 0, CLI_INT, "N", 1, 99, .flags = (fl), .help = (text)}
#define O_TABLE(fl, text) {"table", 0, CLI_INT, "T", 1, GAME_TABLE_MAX, .flags = (fl), .help = (text)}
#define O_GAME(fl) {"game", 0, CLI_INT, "G", 1, 9999, .flags = (fl), \
                    .help = "the game number"}
#define O_FORMAT(text) {"format", 0, CLI_ENUM, .choices = "text|csv|json", .help = (text)}
#define O_END {0}

#define P(n, mn, mx) {.name = (n), .min = (mn), .max = (mx)}
#define NOPOS {P(NULL, 0, 0)}
#define POS1(n) {P((n), 1, 1)}
#define POS_OPT(n) {P((n), 0, 1)}
#define POS_INT(n, from, to) {{.name = (n), .min = 1, .max = 1, .lo = (from), .hi = (to)}}

/* game add and game edit: where, then --passed or --declarer SEAT (any
 * whole number: a seat that is not at the table is refused by the game's
 * rules, exit 3) */
#define GAME_PLAY(...)                                                                       \
    O_SERIES(CLI_REQUIRED, "the series"), O_TABLE(CLI_REQUIRED, "the table"), __VA_ARGS__,  \
    {"passed", 0, CLI_FLAG, .group = 1, .help = "nobody bid (eingepasst)"},                 \
    {"declarer", 0, CLI_SEAT, "SEAT", .group = 1,                                            \
     .help = "the declarer: a seat at the table or the name of a player there (then CONTRACT and game flags)"},            \
    O_TOURNAMENT, O_END

/* The end of a group of rows. */
#define CMD_END {NULL, NULL, NOPOS, NULL, NULL, NULL, NULL, NULL, 0}

/* Option sets of several groups, static (never freed), each ended by a
 * row with name NULL: */
/* -t NAME alone */
extern const cli_opt cli_opts_tournament[];
/* -l LEAGUE alone */
extern const cli_opt cli_opts_league[];
/* --force: remove it with everything it holds (tournament and league remove) */
extern const cli_opt cli_opts_force[];
/* --series, --table, --game (required) and -t: game delete, second delete */
extern const cli_opt cli_opts_game_delete[];
/* --series (required), --table and -t: game list, second show */
extern const cli_opt cli_opts_series_table[];
/* game edit and second edit: where, the game (required), what was played */
extern const cli_opt cli_opts_game_edit[];
/* --format text|csv|json and -t: cashier, checkin list */
extern const cli_opt cli_opts_format_tournament[];
/* The shared set of game add/edit and second add/edit: the Skat game flags
 * (gameargs.h), the house-rule ones and the Schafkopf ones. */
extern const cli_opt cli_game_play_flags[];

#endif
