/* cmdopts.c - the option sets several groups of the command table share
 * (cmdopts.h). */
#include "cmdopts.h"
#include "gameargs.h"

/* The Schafkopf flags of game add and game edit (cmd_schafkopf.c); --points,
 * --won/--lost, --schneider, --schwarz are shared with Skat.  Seats and
 * counts take any whole number here: a value the game cannot have (6
 * Klopfer, 15 Laufende, seat 5) is an impossible game, refused by the core
 * with the field and the rule and exit 3 (A.5.4 point 10), not a usage
 * error. */
#define SCH_FLAGS                                                                            \
    {"partner", 0, CLI_SEAT, "SEAT",                                                         \
     .help = "Schafkopf: the partner (Rufspiel, Hochzeit, the second Alte, the called one)"}, \
    {"suit", 0, CLI_STR, "SUIT", .help = "Schafkopf: the called Sau / trump suit (eichel gras herz schellen)"}, \
    {"called", 0, CLI_STR, "CARD", .help = "Wendish gerufen: the called card (kreuz-as) or first-trick"}, \
    {"laufende", 0, CLI_INT, "N", .help = "Schafkopf: the Laufende (mit or ohne)"},  \
    {"lauf-side", 0, CLI_ENUM, .choices = "mit|ohne", .help = "Schafkopf: who held the Laufende"}, \
    {"tout", 0, CLI_FLAG, .help = "Schafkopf: a solo announced Tout"},                      \
    {"sie", 0, CLI_FLAG, .help = "Schafkopf: a Sie (all Ober and Unter)"},                  \
    {"klopfer", 0, CLI_INT, "N", .help = "Schafkopf: players who knocked"},           \
    {"kontra", 0, CLI_STR, "LEVEL",                                                         \
     .help = "Kontra level: kontra, re, supra, hirsch (Schafkopf: sub for supra)"},       \
    {"doubled", 0, CLI_FLAG, .group = 5, .help = "Schafkopf: doubled by hand (the throw-in double is otherwise worked out)"}, \
    {"not-doubled", 0, CLI_FLAG, .group = 5, .help = "Schafkopf: not doubled although a throw-in owes it (uses it up)"}, \
    {"doublings", 0, CLI_INT, "N", .help = "Wendish: doublings (when the rules allow)"}, \
    {"loser", 0, CLI_SEAT, "SEAT", .flags = CLI_REPEAT, .help = "Ramsch: the loser (ties: each)"}, \
    {"jungfrau", 0, CLI_SEAT, "SEAT", .flags = CLI_REPEAT, .help = "Ramsch: took no trick"}, \
    {"durchmarsch", 0, CLI_SEAT, "SEAT", 1, 4, .help = "Ramsch: took every trick"}

/* The Skat house-rule flags of game add and game edit (cmd_game.c; Kontra,
 * Jungfrau and Durchmarsch are shared with Schafkopf). */
#define HOUSE_FLAGS                                                                          \
    {"kontra-by", 0, CLI_SEAT, "SEAT", 1, 4, .needs = "kontra",                              \
     .help = "Skat house rules: the seat that said Kontra (statistics only)"},             \
    {"ramsch", 0, CLI_STR, "A,B,C[,D]", .excludes = "passed declarer",                      \
     .help = "Skat house rules: a Ramsch, the Augen in each seat's tricks in seat order "   \
             "(the dealer's at a 4-table: -)"},                                             \
    {"skat", 0, CLI_INT, "N", 0, 22, .needs = "ramsch",                                     \
     .help = "Ramsch: Augen in the skat (default: 120 minus the tricks)"},                 \
    {"last-trick", 0, CLI_SEAT, "SEAT", 1, 4, .needs = "ramsch",                             \
     .help = "Ramsch: the seat that took the last trick"},                                  \
    {"schieben", 0, CLI_INT, "N", 0, 3, .needs = "ramsch",                                  \
     .help = "Schieberamsch: players who pushed the skat on (each doubles)"}

/* game add and game edit (and the second entry's): the Skat game flags and
 * the Schafkopf ones */
const cli_opt cli_game_play_flags[] = {SKAT_GAME_FLAGS, HOUSE_FLAGS, SCH_FLAGS, O_END};

const cli_opt cli_opts_tournament[] = {O_TOURNAMENT, O_END};

const cli_opt cli_opts_series_table[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(0, "only this table"),
    O_TOURNAMENT,
    O_END,
};

const cli_opt cli_opts_game_edit[] = {GAME_PLAY(O_GAME(CLI_REQUIRED))};

const cli_opt cli_opts_format_tournament[] = {O_FORMAT("text (default), csv or json"),
                                              O_TOURNAMENT, O_END};

const cli_opt cli_opts_league[] = {O_LEAGUE, O_END};

const cli_opt cli_opts_force[] = {
    {"force", 0, CLI_FLAG, .help = "remove it with everything it holds (games too)"},
    O_END,
};

const cli_opt cli_opts_game_delete[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(CLI_REQUIRED, "the table"),
    O_GAME(CLI_REQUIRED),
    O_TOURNAMENT,
    O_END,
};

