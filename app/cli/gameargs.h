/* gameargs.h - the parsed game flags (cli_game_flags) and CONTRACT of
 * value, game add and game edit into a rules_game (via gameflags_apply). */
#ifndef SK_GAMEARGS_H
#define SK_GAMEARGS_H

#include "cli.h"
#include "game.h"
#include "rules.h"

/* The game flags of value, game add and game edit as command table rows
 * (cli_game_flags; cmdopts.c's cli_game_play_flags), turned into a
 * rules_game by gameargs_game. */
#define SKAT_GAME_FLAGS \
    {"with", 0, CLI_INT, "N", .group = 101, .help = "matadors: with N (not for null)"}, \
    {"without", 0, CLI_INT, "N", .group = 101, .help = "matadors: without N (not for null)"}, \
    {"hand", 0, CLI_FLAG, .help = "the skat was not picked up"}, \
    {"ouvert", 0, CLI_FLAG, .help = "played open (suit/grand: hand, Schwarz announced)"}, \
    {"announce", 0, CLI_STR, "schneider|schwarz", .help = "announced (hand games only)"}, \
    {"bid", 0, CLI_INT, "N", .help = "the bid (default 18); below it the game is overbid"}, \
    {"points", 0, CLI_INT, "N", .help = "declarer's card points including the skat"}, \
    {"schwarz", 0, CLI_FLAG, .help = "the losing side took no trick"}, \
    {"won", 0, CLI_FLAG, .group = 102, .help = "won (null games; games without points)"}, \
    {"lost", 0, CLI_FLAG, .group = 102, .help = "lost (null games; games without points)"}, \
    {"schneider", 0, CLI_FLAG, .help = "with --won/--lost: Schneider was reached"}

/* The same, ended by an empty row: a command row's shared set. */
extern const cli_opt cli_game_flags[];

/* The game of a: its first positional argument is the CONTRACT.  Returns
 * as gameflags_apply. */
int gameargs_game(const cli_args *a, rules_game *g, sk_err *err);

/* The Skat game of game add/edit and second add/edit: --declarer SEAT,
 * the CONTRACT and game flags, --passed, or a Ramsch (--ramsch A,B,C
 * [--skat ...]), and the house flags (--kontra LEVEL [--kontra-by SEAT]),
 * with --series, --table, --game; whether the tournament allows the house
 * flags is the ops layer's check.  A Schafkopf flag: SK_INVALID. */
int gameargs_entry(cli_ctx *ctx, const cli_args *a, game_entry *e);

/* Was any game flag or a CONTRACT given? */
bool gameargs_any(const cli_args *a);

#endif
