/* commands.c - the one static command table: each command's words, handler,
 * positional arguments, options, summary and prose help.  The parser
 * (opt.c) checks argv against a row; usage and help are printed from it. */
#include "cli.h"
#include "game.h"
#include "gameargs.h"
#include "seeger.h"

#include <stddef.h>

/* ---- options used by many commands ---- */

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


/* The Schafkopf flags of game add and game edit (cmd_schafkopf.c); --points,
 * --won/--lost, --schneider, --schwarz are shared with Skat.  Seats and
 * counts take any whole number here: a value the game cannot have (6
 * Klopfer, 15 Laufende, seat 5) is an impossible game, refused by the core
 * with the field and the rule and exit 3 (A.5.4 point 10), not a usage
 * error. */
#define SCH_FLAGS                                                                            \
    {"partner", 0, CLI_INT, "SEAT",                                                         \
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
    {"loser", 0, CLI_INT, "SEAT", .flags = CLI_REPEAT, .help = "Ramsch: the loser (ties: each)"}, \
    {"jungfrau", 0, CLI_INT, "SEAT", .flags = CLI_REPEAT, .help = "Ramsch: took no trick"}, \
    {"durchmarsch", 0, CLI_INT, "SEAT", 1, 4, .help = "Ramsch: took every trick"}

/* The Skat house-rule flags of game add and game edit (cmd_game.c; Kontra,
 * Jungfrau and Durchmarsch are shared with Schafkopf). */
#define HOUSE_FLAGS                                                                          \
    {"kontra-by", 0, CLI_INT, "SEAT", 1, 4, .needs = "kontra",                              \
     .help = "Skat house rules: the seat that said Kontra (statistics only)"},             \
    {"ramsch", 0, CLI_STR, "A,B,C[,D]", .excludes = "passed declarer",                      \
     .help = "Skat house rules: a Ramsch, the Augen in each seat's tricks in seat order "   \
             "(the dealer's at a 4-table: -)"},                                             \
    {"skat", 0, CLI_INT, "N", 0, 22, .needs = "ramsch",                                     \
     .help = "Ramsch: Augen in the skat (default: 120 minus the tricks)"},                 \
    {"last-trick", 0, CLI_INT, "SEAT", 1, 4, .needs = "ramsch",                             \
     .help = "Ramsch: the seat that took the last trick"},                                  \
    {"schieben", 0, CLI_INT, "N", 0, 3, .needs = "ramsch",                                  \
     .help = "Schieberamsch: players who pushed the skat on (each doubles)"}

/* game add and game edit: the Skat game flags and the Schafkopf ones */
static const cli_opt game_play_flags[] = {SKAT_GAME_FLAGS, HOUSE_FLAGS, SCH_FLAGS, O_END};

static const cli_opt o_value[] = {
    {"table", 0, CLI_ENUM, .choices = "3|4",
     .help = "players at the table (Seeger bonus " SEEGER_STR(SEEGER_BONUS3) " or "
             SEEGER_STR(SEEGER_BONUS4) "; default 3)"},
    {"json", 0, CLI_FLAG, .help = "one JSON object instead of text"},
    O_END,
};

#define PLAYER_INFO                                                                          \
    {"member", 0, CLI_STR, "NO", .group = 4,                                                \
     .help = "the federation member number (a scan of it checks the player in)"},          \
    {"lady", 0, CLI_FLAG, .group = 5, .help = "in the best-lady prize group"},             \
    {"born", 0, CLI_INT, "YEAR", 1900, 2100, .group = 6,                                    \
     .help = "year of birth (the best-youth prize)"}

static const cli_opt o_player_add[] = {
    {"number", 0, CLI_INT, "N", 1, 999999, .help = "start number (unique)"},
    {"club", 0, CLI_STR, "CLUB", .help = "the player's club"},
    PLAYER_INFO,
    {"allow-similar", 0, CLI_FLAG,
     .help = "add it although a player's name differs only in case or Unicode form"},
    O_END,
};

static const cli_opt o_player_import[] = {
    {"allow-similar", 0, CLI_FLAG,
     .help = "import names that differ from others only in case or Unicode form"},
    O_END,
};

static const cli_opt o_player_list[] = {
    {"active", 0, CLI_FLAG, .help = "active players only"},
    O_END,
};

static const cli_opt o_player_edit[] = {
    {"name", 0, CLI_STR, "NEW", .help = "the new name"},
    {"number", 0, CLI_INT, "N", 1, 999999, .group = 1, .help = "the new start number"},
    {"no-number", 0, CLI_FLAG, .group = 1, .help = "remove the start number"},
    {"club", 0, CLI_STR, "CLUB", .group = 2, .help = "the new club"},
    {"no-club", 0, CLI_FLAG, .group = 2, .help = "remove the club"},
    {"active", 0, CLI_FLAG, .group = 3, .help = "seated by 'series draw'"},
    {"inactive", 0, CLI_FLAG, .group = 3, .help = "not seated by 'series draw'"},
    PLAYER_INFO,
    {"no-member", 0, CLI_FLAG, .group = 4, .help = "remove the member number"},
    {"no-lady", 0, CLI_FLAG, .group = 5, .help = "not in the best-lady prize group"},
    {"no-born", 0, CLI_FLAG, .group = 6, .help = "remove the year of birth"},
    {"allow-similar", 0, CLI_FLAG, .needs = "name",
     .help = "the new name although another differs only in case or Unicode form"},
    O_END,
};

static const cli_opt o_tournament[] = {O_TOURNAMENT, O_END};

static const cli_opt o_import_games[] = {
    {"skip-existing", 0, CLI_FLAG, .group = 1,
     .help = "skip games recorded with the same values (different values: an error)"},
    {"replace", 0, CLI_FLAG, .group = 1,
     .help = "replace games recorded with other values (kept in the history)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_tournament_create[] = {
    {"date", 0, CLI_STR, "YYYY-MM-DD", .help = "the tournament's date"},
    O_SERIES(0, "number of series (default 1)"),
    {"games4", 0, CLI_INT, "N", 1, 400,
     .help = "games per series at a 4-table (default 48, a multiple of 4)"},
    {"games3", 0, CLI_INT, "N", 1, 300,
     .help = "games per series at a 3-table (default 36, a multiple of 3)"},
    {"first-dealer", 0, CLI_INT, "SEAT", 1, 4, .help = "seat dealing game 1 (default 1)"},
    {"game", 0, CLI_ENUM, .choices = "skat|schafkopf-wendisch|schafkopf",
     .help = "the game played (default skat; Schafkopf: 32 games per series)"},
    {"tariff", 0, CLI_STR, "PRESET", .needs = "game",
     .help = "Schafkopf tariff: 10-20-50 (default), 5/20, 10/20, 10/50, expydoc"},
    {"rules", 0, CLI_STR, "KEY=V,...",
     .help = "Skat: house rules isko (default), club or pub, then settings, e.g. "
             "pub,bierlachs_price_ct=200; Schafkopf: settings, e.g. "
             "lauf_min=2,kontra_max_level=re (see docs/house-rules.md, docs/schafkopf.md)"},
    O_END,
};

static const cli_opt o_force[] = {
    {"force", 0, CLI_FLAG, .help = "remove it with everything it holds (games too)"},
    O_END,
};

static const cli_opt o_attend_add[] = {
    {"from", 0, CLI_INT, "N", 1, 99, .help = "a latecomer: plays from series N (default 1)"},
    {"list", 0, CLI_STR, "FILE",
     .help = "the players from FILE too, one name or start number per line (- = stdin)"},
    {"all-active", 0, CLI_FLAG, .help = "every active player (club members)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_attend_leave[] = {
    {"after", 0, CLI_INT, "N", 1, 99, .flags = CLI_REQUIRED,
     .help = "the last series the players play"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_attend_confirm[] = {
    {"as", 0, CLI_STR, "PLAYER", .group = 1,
     .help = "the registration is this existing player (name or start number)"},
    {"new", 0, CLI_FLAG, .group = 1,
     .help = "a new player even when a player of that name exists"},
    {"all", 0, CLI_FLAG, .excludes = "as new",
     .help = "every waiting registration that matches one player or none"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_poster[] = {
    {"url", 0, CLI_STR, "URL",
     .help = "the address phones reach 'serve' at, http://HOST:PORT (stored; default: the "
             "stored one)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_series_draw[] = {
    {"seed", 0, CLI_STR, "S", .help = "reproducible draw (the seed is printed either way)"},
    {"seeded", 0, CLI_FLAG, .excludes = "separate",
     .help = "by current standings: the top four at table 1, ..."},
    {"separate", 0, CLI_ENUM, .choices = "club|team",
     .help = "keep players of one club/team apart where possible"},
    O_TOURNAMENT,
    O_END,
};

/* game add and game edit: where, then --passed or --declarer SEAT (any
 * whole number: a seat that is not at the table is refused by the game's
 * rules, exit 3) */
#define GAME_PLAY(...)                                                                       \
    O_SERIES(CLI_REQUIRED, "the series"), O_TABLE(CLI_REQUIRED, "the table"), __VA_ARGS__,  \
    {"passed", 0, CLI_FLAG, .group = 1, .help = "nobody bid (eingepasst)"},                 \
    {"declarer", 0, CLI_INT, "SEAT", .group = 1,                                            \
     .help = "the declarer's seat at the table (then CONTRACT and game flags)"},            \
    O_TOURNAMENT, O_END

static const cli_opt o_game_add[] = {
    GAME_PLAY({"game", 0, CLI_INT, "G", 1, 9999,
               .help = "the game number (default: the next free one)"}),
};

static const cli_opt o_game_edit[] = {GAME_PLAY(O_GAME(CLI_REQUIRED))};

static const cli_opt o_game_delete[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(CLI_REQUIRED, "the table"),
    O_GAME(CLI_REQUIRED),
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_game_restore[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(CLI_REQUIRED, "the table"),
    O_GAME(CLI_REQUIRED),
    {"version", 0, CLI_INT, "V", 1, 1000000000,
     .help = "the version to put back: #V of 'game history' (default: the latest)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_game_list[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(0, "only this table"),
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_game_history[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(0, "only this table"),
    O_GAME(0),
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_league_create[] = {
    {"season", 0, CLI_INT, "YEAR", 1900, 9999, .flags = CLI_REQUIRED,
     .help = "the season, e.g. 2027"},
    {"series-per-matchday", 0, CLI_INT, "N", 1, 20, .help = "series per match day (default 3)"},
    {"points-per", 0, CLI_ENUM, .choices = "matchday|series",
     .help = "match points per match day (default) or per series"},
    {"provisional", 0, CLI_ENUM, .choices = "show|withhold",
     .help = "match points of incomplete venue groups: show marked provisional (default) or "
             "withhold until complete"},
    O_END,
};

static const cli_opt o_league_set[] = {
    O_LEAGUE,
    {"provisional", 0, CLI_ENUM, .choices = "show|withhold",
     .help = "match points of incomplete venue groups: show marked provisional or withhold "
             "until complete"},
    {"protest-days", 0, CLI_INT, "D", 0, 365,
     .help = "a released result is binding D days later (default 14)"},
    {"confirm-by", 0, CLI_ENUM, .choices = "captain|leader",
     .help = "who confirms a reported result: a captain of a team that played in the venue "
             "group or the division leader (default), or the division leader only"},
    {"publish-dir", 0, CLI_STR, "DIR",
     .help = "write the league's public files there on every release ('' : none)"},
    O_END,
};

static const cli_opt o_review_list[] = {
    {"all", 0, CLI_FLAG, .help = "decided reviews too"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_review_decide[] = {
    {"reason", 0, CLI_STR, "TEXT",
     .help = "why (logged; needed for a correction of a released result)"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_result_list[] = {
    {"matchday", 0, CLI_INT, "N", 1, 999, .help = "only match day N"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_result_step[] = {
    {"group", 0, CLI_INT, "K", 1, 999,
     .help = "only venue group K (default: every group that can take the step)"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_league[] = {O_LEAGUE, O_END};

static const cli_opt o_league_force[] = {
    {"force", 0, CLI_FLAG, .help = "remove it although games were recorded (says what goes)"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_roster_move[] = {
    {"to", 0, CLI_STR, "TEAM", .flags = CLI_REQUIRED, .help = "the team they move to"},
    {"force", 0, CLI_FLAG, .help = "although they have games for the team on match days"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_team_remove[] = {
    {"force", 0, CLI_FLAG, .help = "although its members have games (the team ranking changes)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_league_team[] = {
    {"club", 0, CLI_STR, "CLUB", .flags = CLI_REQUIRED, .help = "the team's club"},
    {"division", 0, CLI_STR, "D", .help = "its division (added with 'league division add')"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_league_roster[] = {
    {"substitute", 0, CLI_FLAG, .help = "add them as substitutes"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_league_matchday[] = {
    {"date", 0, CLI_STR, "YYYY-MM-DD", .flags = CLI_REQUIRED, .help = "the match day's date"},
    {"venue", 0, CLI_STR, "TEAM,TEAM,...", .flags = CLI_REPEAT,
     .help = "the teams meeting at one venue (one --venue per venue)"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_venue_add[] = {
    {"address", 0, CLI_STR, "ADDRESS", .help = "where it is (shown in the fixtures calendar)"},
    {"matchday", 0, CLI_INT, "N", 1, 999, .help = "assign venue groups of match day N to it"},
    {"group", 0, CLI_INT, "K", 1, 999, .flags = CLI_REPEAT, .needs = "matchday",
     .help = "venue group K of that match day is played here (repeatable)"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_venue_list[] = {
    {"matchday", 0, CLI_INT, "N", 1, 999, .help = "only match day N's venue groups"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_code_add[] = {
    {"venue", 0, CLI_STR, "NAME", .group = 1, .needs = "matchday",
     .help = "a venue's code: pull and push that match day's venue groups at the venue"},
    {"matchday", 0, CLI_INT, "N", 1, 999, .needs = "venue", .help = "the venue's match day"},
    {"captain", 0, CLI_STR, "TEAM", .group = 1,
     .help = "a team captain's code: confirm results of venue groups the team played in"},
    {"leader", 0, CLI_FLAG, .group = 1,
     .help = "a division leader's code: review, confirm, release, correct"},
    {"division", 0, CLI_STR, "D", .needs = "leader",
     .help = "the leader's division (default: the whole league)"},
    {"label", 0, CLI_STR, "TEXT", .help = "who holds it (shown in the logs)"},
    {"quiet", 0, CLI_FLAG, .help = "print the code alone"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_code_renew[] = {
    {"quiet", 0, CLI_FLAG, .help = "print the new code alone"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_league_table[] = {
    O_LEAGUE,
    {"division", 0, CLI_STR, "D", .help = "only this division"},
    O_FORMAT("text (default), csv or json (with the match days)"),
    O_END,
};

static const cli_opt o_season_create[] = {
    {"kind", 0, CLI_ENUM, .choices = "championship", .flags = CLI_REQUIRED,
     .help = "a club championship (Vereinsmeisterschaft)"},
    {"best", 0, CLI_INT, "N", 1, 999, .group = 1,
     .help = "only the best N series count (the rest are struck)"},
    {"average", 0, CLI_FLAG, .group = 1, .help = "rank by the average per series played"},
    O_END,
};

static const cli_opt o_season_table[] = {
    O_FORMAT("text (default; one column per series, struck ones in parentheses), csv or json"),
    O_END,
};

static const cli_opt o_standings[] = {
    O_TOURNAMENT,
    O_SERIES(0, "one series only"),
    O_FORMAT("text (default), csv or json"),
    {"teams", 0, CLI_FLAG, .help = "the team ranking (team total = sum of its players' totals)"},
    O_END,
};

static const cli_opt o_stats[] = {
    {"tournament", 't', CLI_STR, "NAME", .group = 1, .help = T_DEFAULT},
    {"season", 0, CLI_STR, "NAME", .group = 1, .excludes = "series",
     .help = "the tournaments of a club championship season"},
    {"all", 0, CLI_FLAG, .group = 1, .excludes = "series", .help = "every Skat tournament"},
    O_SERIES(0, "series N of the tournament only"),
    {"table", 0, CLI_INT, "T", 1, GAME_TABLE_MAX, .needs = "series", .help = "only that table of it"},
    O_FORMAT("text (default), csv or json"),
    O_END,
};

static const cli_opt o_tournament_series[] = {
    O_TOURNAMENT,
    O_SERIES(0, "series N only"),
    O_END,
};

static const cli_opt o_lot[] = {
    O_TOURNAMENT,
    O_SERIES(0, "series N only"),
    {"draw", 0, CLI_FLAG, .help = "the program draws the order and records it"},
    {"seed", 0, CLI_STR, "S", .help = "with --draw: a reproducible drawing"},
    O_END,
};

static const cli_opt o_sheet_show[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(CLI_REQUIRED, "the table"),
    O_TOURNAMENT,
    {"format", 0, CLI_ENUM, .choices = "text|csv", .help = "Schafkopf lists: text or csv"},
    O_END,
};
static const cli_opt o_money[] = {
    O_TOURNAMENT,
    O_SERIES(0, "series N only"),
    {"format", 0, CLI_ENUM, .choices = "text|csv|json", .help = "text (default), csv or json"},
    O_END,
};

static const cli_opt o_export_games[] = {
    O_TOURNAMENT,
    O_SERIES(0, "only series N"),
    {"table", 0, CLI_INT, "T", 1, GAME_TABLE_MAX, .needs = "series", .help = "only that table of it"},
    O_END,
};

static const cli_opt o_export_json[] = {
    {"tournament", 't', CLI_STR, "NAME", .group = 1, .help = T_DEFAULT},
    {"matchday", 0, CLI_INT, "N", 1, 999, .group = 1,
     .help = "a league match day with its venue groups instead"},
    {"league", 'l', CLI_STR, "LEAGUE", .needs = "matchday",
     .help = "the league (default: the only or most recent one)"},
    {"group", 0, CLI_INT, "K", 1, 999, .flags = CLI_REPEAT, .needs = "matchday",
     .help = "only venue group K (repeatable; default: every group)"},
    O_END,
};

static const cli_opt o_sync_pull[] = {
    {"hub", 0, CLI_STR, "URL", .flags = CLI_REQUIRED,
     .help = "the federation hub's address, http://HOST:PORT"},
    {"code", 0, CLI_STR, "CODE", .flags = CLI_REQUIRED,
     .help = "the venue's code for the match day (from the division leader)"},
    O_END,
};

static const cli_opt o_sync_confirm[] = {
    {"hub", 0, CLI_STR, "URL", .flags = CLI_REQUIRED,
     .help = "the federation hub's address, http://HOST:PORT"},
    {"code", 0, CLI_STR, "CODE", .flags = CLI_REQUIRED,
     .help = "a captain's (or the division leader's) code"},
    {"matchday", 0, CLI_INT, "N", 1, 999, .flags = CLI_REQUIRED, .help = "the match day"},
    {"group", 0, CLI_INT, "K", 1, 999,
     .help = "only venue group K (default: every group the code may confirm)"},
    O_END,
};

static const cli_opt o_sync_push[] = {
    O_LEAGUE,
    {"matchday", 0, CLI_INT, "N", 1, 999, .help = "only match day N"},
    O_END,
};

static const cli_opt o_demo[] = {
    {"players", 0, CLI_INT, "N", 3, 400, .help = "players (default 24)"},
    {"series", 0, CLI_INT, "N", 1, 20, .help = "series (default 3)"},
    {"seed", 0, CLI_INT, "S", 0, 2147483647L, .help = "the random seed (default 2025)"},
    O_END,
};

#define LEAGUE_REPORT                                                                         \
    {"league", 0, CLI_STR, "NAME", .group = 1, .excludes = "tournament series",               \
     .help = "the league table instead (per match day too)"},                                \
    {"division", 0, CLI_STR, "D", .needs = "league", .help = "only this division"},           \
    {"season", 0, CLI_STR, "NAME", .group = 1, .excludes = "tournament series",               \
     .help = "a club championship's season table instead"}

static const cli_opt o_export_pdf[] = {
    O_TOURNAMENT,
    O_SERIES(0, "the standings of series N only (default: the tournament)"),
    {"stats", 0, CLI_FLAG, .excludes = "league season",
     .help = "add a page with every player's statistics (see 'stats')"},
    LEAGUE_REPORT,
    O_END,
};

static const cli_opt o_export_xlsx[] = {
    O_TOURNAMENT,
    LEAGUE_REPORT,
    O_END,
};

static const cli_opt o_sheet_pdf[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(0, "only table T (default: every table)"),
    {"blank", 0, CLI_FLAG, .help = "names and dealers only, to hand out before the series"},
    {"url", 0, CLI_STR, "URL", .needs = "blank",
     .help = "the address phones reach 'serve' at, http://HOST:PORT, for the QR codes (stored)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_series_plan[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    {"url", 0, CLI_STR, "URL",
     .help = "the address phones reach 'serve' at, http://HOST:PORT, for the QR codes (stored)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_series_codes[] = {
    {"renew", 0, CLI_FLAG, .help = "new codes (the old ones stop working at once)"},
    {"table", 0, CLI_INT, "T", 1, GAME_TABLE_MAX, .needs = "renew",
     .help = "renew table T's code only"},
    {"url", 0, CLI_STR, "URL",
     .help = "the address phones reach 'serve' at, http://HOST:PORT (stored for next time)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_tui[] = {
    {"tournament", 't', CLI_STR, "NAME",
     .help = "the tournament (default: the only one, else choose)"},
    {"series", 0, CLI_INT, "N", 1, 99, .help = "open series N (choose its table)"},
    {"table", 0, CLI_INT, "T", 1, GAME_TABLE_MAX, .needs = "series",
     .help = "open that table's sheet directly"},
    O_END,
};

static const cli_opt o_serve[] = {
    {"listen", 0, CLI_STR, "ADDR:PORT",
     .help = "where to listen (default 127.0.0.1:8080; port 0: any free port)"},
    {"tournament", 't', CLI_STR, "NAME",
     .help = "always show this tournament (default: the only or most recent one)"},
    {"threads", 0, CLI_INT, "N", 1, 64, .help = "worker threads (default: one per CPU, 2..16)"},
    {"post-rate", 0, CLI_INT, "N", 1, 100000,
     .help = "writes per second allowed per client address (default 20)"},
    {"header-timeout", 0, CLI_INT, "S", 1, 600,
     .help = "a request's header must arrive within S seconds, trickled or not (default 10)"},
    {"write-timeout", 0, CLI_INT, "S", 1, 60,
     .help = "a write waits at most S seconds for another program's lock, then 503 (default 5)"},
    {"max-connections", 0, CLI_INT, "N", 16, 1000000,
     .help = "open connections in all (default 4000)"},
    {"max-per-address", 0, CLI_INT, "N", 1, 1000000,
     .help = "open connections per client address (default 256; a trusted proxy: no limit)"},
    {"public-url", 0, CLI_STR, "URL",
     .help = "the address the pages are opened at, e.g. https://skat.example.org (writes from "
             "its pages are accepted)"},
    {"trusted-proxy", 0, CLI_STR, "ADDR[,ADDR]",
     .help = "take the client's address from X-Forwarded-For on connections from these proxies"},
    {"quiet", 0, CLI_FLAG, .help = "no line per request on stderr"},
    O_END,
};

static const cli_opt o_export_html[] = {O_TOURNAMENT, O_END};

static const cli_opt o_help[] = {
    {"all", 0, CLI_FLAG,
     .help = "every command with its options, one tab-separated record per line"},
    O_END,
};


/* ---- the tournament day (issue 31) ---- */

#define FEE_OPTS                                                                             \
    {"fee", 0, CLI_ENUM, .choices = "paid|owed|waived",                                     \
     .help = "the entry fee taken at the door (default: paid in cash, or by the transfer "  \
             "received)"},                                                                  \
    {"ct", 0, CLI_INT, "CT", 0, 100000000, .needs = "fee",                                  \
     .help = "the amount in cents (default: the fee in force, 'day show')"},                \
    {"transfer", 0, CLI_FLAG, .needs = "fee", .help = "paid by bank transfer, not in cash"}

static const cli_opt o_register_add[] = {
    {"club", 0, CLI_STR, "CLUB", .help = "the player's club"},
    {"member", 0, CLI_STR, "NO", .help = "the federation member number (scans at the door)"},
    {"lady", 0, CLI_FLAG, .help = "in the best-lady prize group"},
    {"born", 0, CLI_INT, "YEAR", 1900, 2100, .help = "year of birth (the best-youth prize)"},
    {"player", 0, CLI_FLAG,
     .help = "NAME is an existing player (name or start number), registered as that player"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_register_list[] = {
    {"all", 0, CLI_FLAG, .help = "also the confirmed and rejected registrations"},
    O_FORMAT("text (default), csv or json"),
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_register_slips[] = {
    {"list", 0, CLI_FLAG, .help = "one list of every code instead of a slip per player"},
    {"url", 0, CLI_STR, "URL",
     .help = "the address phones reach 'serve' at, http://HOST:PORT, for the QR codes (stored)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_register_girocode[] = {
    {"payload", 0, CLI_FLAG, .help = "print the EPC payload instead of writing the PDF"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_checkin_scan[] = {FEE_OPTS, O_TOURNAMENT, O_END};

static const cli_opt o_checkin_add[] = {
    {"new", 0, CLI_FLAG, .help = "a new player of that name (a walk-in)"},
    {"club", 0, CLI_STR, "CLUB", .needs = "new", .help = "the new player's club"},
    FEE_OPTS,
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_checkin_open[] = {
    O_SERIES(CLI_REQUIRED, "the series seated as players check in"),
    {"tables", 0, CLI_INT, "N", 1, GAME_TABLE_MAX,
     .help = "tables planned (default: a quarter of the registrations and players present)"},
    {"seed", 0, CLI_STR, "S", .help = "reproducible seats (the seed is printed either way)"},
    {"separate", 0, CLI_ENUM, .choices = "club|team",
     .help = "keep players of one club/team apart where possible"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_series_req[] = {O_SERIES(CLI_REQUIRED, "the series"), O_TOURNAMENT, O_END};

static const cli_opt o_checkin_desk[] = {
    {"url", 0, CLI_STR, "URL",
     .help = "the address the organiser reaches 'serve' at, http://HOST:PORT (stored)"},
    {"renew", 0, CLI_FLAG, .help = "a new key (the old one stops working at once)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_clock_start[] = {
    O_SERIES(CLI_REQUIRED, "the series that starts now"),
    {"minutes", 0, CLI_INT, "M", 1, 1440, .help = "its time (default: the day's clock_min, 120)"},
    {"restart", 0, CLI_FLAG, .help = "start a running clock again from now"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_clock_show[] = {
    O_SERIES(0, "the series (default: the latest with a clock)"),
    {"format", 0, CLI_ENUM, .choices = "text|json", .help = "text (default) or json"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_second_add[] = {
    GAME_PLAY({"game", 0, CLI_INT, "G", 1, 9999,
               .help = "the game number (default: the next one of the second entry)"}),
};

static const cli_opt o_second_edit[] = {GAME_PLAY(O_GAME(CLI_REQUIRED))};

static const cli_opt o_second_show[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(0, "only this table"),
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_second_resolve[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(CLI_REQUIRED, "the table"),
    O_GAME(CLI_REQUIRED),
    {"take", 0, CLI_ENUM, .choices = "first|second", .flags = CLI_REQUIRED,
     .help = "the entry that is right (second: the first entry is edited, kept in the history)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_cashier[] = {O_FORMAT("text (default), csv or json"), O_TOURNAMENT,
                                    O_END};

static const cli_opt o_cashier_pay[] = {
    {"owed", 0, CLI_FLAG, .group = 1, .help = "the fee is owed (to be paid later)"},
    {"waived", 0, CLI_FLAG, .group = 1, .help = "the fee is waived (a guest of honour, a helper)"},
    {"ct", 0, CLI_INT, "CT", 0, 100000000, .help = "the amount in cents (default: the fee in force)"},
    {"transfer", 0, CLI_FLAG, .excludes = "owed waived", .help = "paid by bank transfer"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_prize[] = {
    {"group", 0, CLI_ENUM, .choices = "overall|lady|youth|guest|member",
     .help = "the prize group (default overall)"},
    {"place", 0, CLI_INT, "N", 1, 999, .help = "the place within the group (default 1)"},
    {"ct", 0, CLI_INT, "CT", 1, 100000000, .group = 1, .help = "a prize in money (cents)"},
    {"goods", 0, CLI_STR, "TEXT", .group = 1, .help = "a prize in goods (\"Schinken\")"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_prize_remove[] = {
    {"group", 0, CLI_ENUM, .choices = "overall|lady|youth|guest|member",
     .help = "the prize group (default overall)"},
    {"place", 0, CLI_INT, "N", 1, 999, .help = "the place within the group (default 1)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_series_print[] = {
    O_SERIES(CLI_REQUIRED, "the series (drawn)"),
    {"url", 0, CLI_STR, "URL",
     .help = "the address phones reach 'serve' at, http://HOST:PORT, for the QR codes (stored)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_checkin_list[] = {O_FORMAT("text (default), csv or json"), O_TOURNAMENT,
                                         O_END};

static const cli_opt o_config[] = {
    {"unset", 0, CLI_FLAG, .help = "remove the setting (lang: back to the locale's language)"},
    O_END,
};

const cli_command cli_commands[] = {
    {"value", cmd_value, POS1("CONTRACT"), o_value, cli_game_flags, NULL,
     "compute the value, result and Seeger points of one game",
     "CONTRACT  clubs spades hearts diamonds grand null (or kreuz eichel pik\n"
     "          gruen grün blatt herz rot karo schellen), any case\n"
     "Exit status: 0 valid game, 3 invalid game, 2 usage error, 1 other failure.",
     CLI_DB_NONE},
    {"init", cmd_init, NOPOS, NULL, NULL, NULL,
     "create a new, empty database (--db FILE, default ./skatsheet.db)",
     "Refuses to overwrite an existing file.", CLI_DB_NONE},
    {"db backup", cmd_db_backup, POS1("FILE"), NULL, NULL, NULL,
     "copy the database into FILE, also while 'serve' or another program writes",
     "Through SQLite's online backup: a consistent copy of every committed game,\n"
     "written to a temporary file beside FILE and then renamed, so FILE is\n"
     "either the old backup or the whole new one.  Restore it with 'db restore'.",
     CLI_DB_OPEN},
    {"db restore", cmd_db_restore, POS1("FILE"), NULL, NULL, NULL,
     "replace the database's contents by the backup in FILE (a running 'serve' shows it)",
     "FILE must be a skatsheet database (a 'db backup', or a copy made while no\n"
     "program had the database open); an older schema is migrated on the way,\n"
     "FILE itself is never written.  What the database held before is kept as\n"
     "DB.before-restore-DATE-TIME first.  The restore is one write: a running\n"
     "'skatsheet serve' shows the restored data at its next request and records\n"
     "into it.  (Moving a backup over the file with mv also works while 'serve'\n"
     "runs: it notices within a second; see docs/serve.md.)",
     CLI_DB_OPEN},
    {"db copy", cmd_db_copy, {P("FROM", 1, 1), P("TO", 1, 1)}, NULL, NULL, NULL,
     "copy a whole database into a new one, between SQLite and PostgreSQL",
     "FROM and TO are each a file name or a PostgreSQL URI (postgresql://USER@HOST/DATABASE). "
     "TO must not exist yet (a file) or be an empty database (PostgreSQL): it gets the schema "
     "and every row of FROM, games, history and audit included, all or nothing. "
     "To move a club's file up to a federation server: db copy club.db postgresql://...", CLI_DB_NONE},
    {"player add", cmd_player_add, POS1("NAME"), o_player_add, NULL, NULL, "add a player",
     "NAME is the player's name (UTF-8, unique).", CLI_DB_OPEN},
    {"player list", cmd_player_list, NOPOS, o_player_list, NULL, NULL, "list the players",
     NULL, CLI_DB_OPEN},
    {"player edit", cmd_player_edit, POS1("NAME|NUMBER"), o_player_edit, NULL, NULL,
     "change a player", "Inactive players are not seated by 'series draw'.", CLI_DB_OPEN},
    {"player remove", cmd_player_remove, POS1("NAME|NUMBER"), NULL, NULL, NULL,
     "remove a player (refused while the player has games or a seat)", NULL, CLI_DB_OPEN},
    {"player import", cmd_player_import, POS1("FILE.csv"), o_player_import, NULL, NULL,
     "add players from a CSV file (header name,number,club; all or nothing)",
     "number and club may be empty.  Every bad line is reported; nothing is stored\n"
     "unless the whole file is good.", CLI_DB_OPEN},
    {"player members", cmd_player_import_members, POS1("FILE.csv"), NULL, NULL, NULL,
     "import the federation's member list (header member,name,club,publish; all or nothing)",
     "Each player keeps one identity, keyed by the federation member number: a row\n"
     "whose member number a player has updates that player (name, club, consent to\n"
     "publication); a row whose name a player without member number has gives him\n"
     "the number; any other row adds a player.  publish: yes or no (empty: no; a\n"
     "player without consent is published under initials).  Every bad line is\n"
     "reported; nothing is stored unless the whole file is good.", CLI_DB_OPEN},
    {"import seats", cmd_import_seats, POS1("FILE.csv"), o_tournament, NULL, NULL,
     "seat players by hand from a CSV file (header series,table,seat,player)",
     "player is a name or a start number; a table's size is its number of seats (3 or 4).\n"
     "Replaces the seating of each series in the file (refused once it has games).\n"
     "All or nothing: every bad line is reported.", CLI_DB_OPEN},
    {"tournament create", cmd_tournament_create, POS1("NAME"), o_tournament_create, NULL, NULL,
     "create a tournament",
     "Schafkopf (--game schafkopf | schafkopf-wendisch): four players at every table,\n"
     "all play every game, the deal moves one seat left after each game.  --rules\n"
     "takes the keys of rules-house-schafkopf.md A.3.1 / A.5.1 (docs/schafkopf.md);\n"
     "the settings are fixed once the tournament exists.", CLI_DB_OPEN},
    {"tournament list", cmd_tournament_list, NOPOS, NULL, NULL, NULL, "list the tournaments",
     NULL, CLI_DB_OPEN},
    {"tournament show", cmd_tournament_show, POS_OPT("NAME"), o_tournament, NULL, NULL,
     "show a tournament's settings and progress", "The tournament is NAME or -t NAME.",
     CLI_DB_OPEN},
    {"tournament use", cmd_tournament_use, POS1("NAME"), NULL, NULL, NULL,
     "make NAME the default tournament of every command",
     "Stored in the database.  Without a chosen default, commands use the only\n"
     "tournament not closed; when several are open a write is refused and names them.",
     CLI_DB_OPEN},
    {"tournament close", cmd_tournament_close, POS1("NAME"), NULL, NULL, NULL,
     "close a finished tournament (no more writes; never the default)", NULL, CLI_DB_OPEN},
    {"tournament reopen", cmd_tournament_reopen, POS1("NAME"), NULL, NULL, NULL,
     "reopen a closed tournament", NULL, CLI_DB_OPEN},
    {"tournament rename", cmd_tournament_rename, {P("NAME", 1, 1), P("NEW", 1, 1)}, NULL, NULL,
     NULL, "rename a tournament", NULL, CLI_DB_OPEN},
    {"tournament rules", cmd_tournament_rules, {P("NAME", 1, 1), P("RULES", 1, 1)}, NULL, NULL,
     NULL, "change a Skat tournament's house rules before its first game",
     "RULES is applied on top of the current profile: a preset (isko, club, pub)\n"
     "first, then key=value settings, e.g. 'club,kontra_max_level=supra' or\n"
     "'bierlachs_price_ct=100' (keys: docs/house-rules.md).\n"
     "Refused once a game is recorded, except money settings only (as\n"
     "'tournament money').", CLI_DB_OPEN},
    {"tournament money", cmd_tournament_money, {P("NAME", 1, 1), P("SETTINGS", 1, 1)}, NULL,
     NULL, NULL, "change a tournament's money settings, at any time",
     "SETTINGS: key=value money settings, which change no list entry: Skat\n"
     "money_rate, money_basis, bierlachs_price_ct, the fees, prize_percent,\n"
     "payout_percent, organiser_cut_ct; Schafkopf cent_per_point (Wendish\n"
     "cent_per_unit, settlement, kasse_stake_ct).  E.g. 'money_rate=1/4' or\n"
     "'bierlachs_price_ct=150'.  Every change is kept and shown by\n"
     "'tournament show'; a scoring rule is refused.", CLI_DB_OPEN},
    {"tournament remove", cmd_tournament_remove, POS1("NAME"), o_force, NULL, NULL,
     "remove a tournament",
     "A tournament with series, games or teams is removed only with --force;\n"
     "without it the refusal says what would go.  A league venue group goes with\n"
     "its match day.", CLI_DB_OPEN},
    {"attendance add", cmd_attendance_add, {P("PLAYER", 0, -1)}, o_attend_add, NULL, NULL,
     "mark players present tonight (names or start numbers, several at once)",
     "Once a tournament has attendance, 'series draw' seats the players present\n"
     "for that series (members or guests) and 'check' expects exactly them.\n"
     "--from N marks a latecomer: the draw of series N seats them.  Marking a\n"
     "player again replaces the earlier entry.", CLI_DB_OPEN},
    {"attendance leave", cmd_attendance_leave, {P("PLAYER", 1, -1)}, o_attend_leave, NULL, NULL,
     "players who left after series N", NULL, CLI_DB_OPEN},
    {"attendance remove", cmd_attendance_remove, {P("PLAYER", 1, -1)}, o_tournament, NULL, NULL,
     "players not present after all (refused once they are seated)", NULL, CLI_DB_OPEN},
    {"attendance list", cmd_attendance_list, NOPOS, o_tournament, NULL, NULL,
     "who is present in which series", NULL, CLI_DB_OPEN},
    {"attendance queue", cmd_attendance_queue, NOPOS, o_tournament, NULL, NULL,
     "the players waiting after registering on the web page",
     "Players register themselves on the /register page of 'skatsheet serve'\n"
     "(its QR code: 'skatsheet poster').  Each entry shows its number, the\n"
     "name and club as typed, and who it would become: an existing player of\n"
     "that name (up to case and Unicode form), a new player, or several\n"
     "candidates (confirm with --as or --new).", CLI_DB_OPEN},
    {"attendance confirm", cmd_attendance_confirm, POS_OPT("ID"), o_attend_confirm, NULL, NULL,
     "confirm a registration: the player is present for the next draw",
     "The registration becomes the existing player of that name, --as PLAYER,\n"
     "or a new player (with the club typed), and is marked present from the\n"
     "first series not drawn yet.  A tournament without attendance seats every\n"
     "active player: the player is made active instead.  --all confirms every\n"
     "waiting registration that is not ambiguous.", CLI_DB_OPEN},
    {"attendance reject", cmd_attendance_reject, POS_INT("ID", 1, 999999999), o_tournament, NULL,
     NULL, "reject a registration (nothing else changes)", NULL, CLI_DB_OPEN},
    {"poster", cmd_poster, POS1("FILE"), o_poster, NULL, NULL,
     "print the self-registration poster: a QR code of the server's /register page (PDF)",
     "One A4 page for the wall at the venue: arriving players scan the code, type\n"
     "name and club on their phone and wait in 'attendance queue' for the\n"
     "organiser's 'attendance confirm'.", CLI_DB_OPEN},
    {"series draw", cmd_series_draw, POS_INT("N", 1, 99), o_series_draw, NULL, NULL,
     "seat the present players at tables for series N",
     "As many 4-tables as possible, 3-tables for the rest (5 players cannot be seated).\n"
     "Drawing again replaces the seating while the series has no games.\n"
     "Who is seated: the players present for series N ('attendance add'); a\n"
     "tournament without attendance seats every active player.\n"
     "A league venue group's tournament seats only the active members of its\n"
     "teams (with attendance: the present ones).\n"
     "From series 2 on, players who already shared a table in this tournament\n"
     "are kept apart as far as the field allows (after --separate).", CLI_DB_OPEN},
    {"series undraw", cmd_series_undraw, POS_INT("N", 1, 99), o_tournament, NULL, NULL,
     "remove the seating of series N (refused once it has games)", NULL, CLI_DB_OPEN},
    {"series show", cmd_series_show, POS_INT("N", 1, 99), o_tournament, NULL, NULL,
     "show the tables and seats of series N", NULL, CLI_DB_OPEN},
    {"series codes", cmd_series_codes, POS_INT("N", 1, 99), o_series_codes, NULL, NULL,
     "the entry codes of series N's tables (games entered from the table's phone)",
     "Every table of a drawn series has a random code ('series draw' makes them;\n"
     "for a series drawn before, this command does).  With its code, a phone at\n"
     "the table records, edits and deletes that table's games on 'skatsheet serve'\n"
     "(page /table/S/T?code=CODE, or the QR code on 'series plan' and\n"
     "'sheet pdf --blank').  --renew makes new codes, e.g. when one was seen by\n"
     "the wrong table; --url stores the address for the links and QR codes.",
     CLI_DB_OPEN},
    {"series plan", cmd_series_plan, POS1("FILE"), o_series_plan, NULL, NULL,
     "print the seating plan of a series in large type (PDF)", NULL, CLI_DB_OPEN},
    {"game add", cmd_game_add, POS_OPT("CONTRACT"), o_game_add, game_play_flags, "game flags",
     "record one game of a table",
     "A played game: --declarer SEAT, its CONTRACT (as for 'skatsheet value') and\n"
     "game flags.  Prints the working and the table's running totals.\n"
     "Schafkopf: CONTRACT alte|gerufen|solo (Wendish) or ruf|wenz|solo|geier|farbwenz|\n"
     "hochzeit|bettel|ramsch|thrown-in, --declarer (caller, soloist, first Alte),\n"
     "--partner, --points = the declaring party's Augen, and the Schafkopf flags.\n"
     "House rules (a Skat tournament created with --rules club or pub): --kontra\n"
     "kontra|re|supra|hirsch on a played game; a Ramsch: --ramsch 45,40,35 (the Augen\n"
     "of each seat's tricks; the 4-table dealer -) with --jungfrau, --durchmarsch,\n"
     "--last-trick, --skat, --schieben.  Games go in order: Bock and Ramsch rounds\n"
     "count them; the whole table is checked again on every change.\n"
     "Exit 3 for an invalid game.", CLI_DB_OPEN},
    {"game edit", cmd_game_edit, POS_OPT("CONTRACT"), o_game_edit, game_play_flags, "game flags",
     "replace a recorded game (the old version stays in the history)",
     "As 'game add', for the game --game G.", CLI_DB_OPEN},
    {"game delete", cmd_game_delete, NOPOS, o_game_delete, NULL, NULL,
     "delete a recorded game (the old version stays in the history)", NULL, CLI_DB_OPEN},
    {"game list", cmd_game_list, NOPOS, o_game_list, NULL, NULL,
     "list the games of a table or a whole series", NULL, CLI_DB_OPEN},
    {"game history", cmd_game_history, NOPOS, o_game_history, NULL, NULL,
     "show edited and deleted games with their old versions",
     "Each entry ends with its version number [version #V] for 'game restore'.\n"
     "edit/delete entries show the version before the change, restore entries\n"
     "the version put back.", CLI_DB_OPEN},
    {"game restore", cmd_game_restore, NOPOS, o_game_restore, NULL, NULL,
     "put back an earlier version of a game (undoes a delete or an edit)",
     "The version replaced, if any, stays in the history; the restore itself is\n"
     "recorded there too.", CLI_DB_OPEN},
    {"league create", cmd_league_create, POS1("NAME"), o_league_create, NULL, NULL,
     "create a team league (DSkV style)", NULL, CLI_DB_OPEN},
    {"league division add", cmd_league_division, POS1("NAME"), o_league, NULL, NULL,
     "add a division to a league", NULL, CLI_DB_OPEN},
    {"league team add", cmd_league_team, POS1("NAME"), o_league_team, NULL, NULL,
     "add a team to a league", NULL, CLI_DB_OPEN},
    {"league roster add", cmd_league_roster, {P("TEAM", 1, 1), P("PLAYER", 1, -1)},
     o_league_roster, NULL, NULL, "add players (name or start number) to a team's roster",
     "A player is in one team per league.", CLI_DB_OPEN},
    {"league matchday add", cmd_league_matchday, POS_INT("N", 1, 999), o_league_matchday, NULL,
     NULL,
     "add a match day: one tournament per venue group",
     "Without --venue: one venue group per division with all its teams.\n"
     "Each venue group becomes a tournament 'LEAGUE matchday N' (or '... venue K')\n"
     "with the league's series per match day and the teams' rosters as teams:\n"
     "draw it with 'series draw --separate team' and record games as usual.",
     CLI_DB_OPEN},
    {"league list", cmd_league_list, NOPOS, NULL, NULL, NULL, "list the leagues", NULL,
     CLI_DB_OPEN},
    {"league set", cmd_league_set, NOPOS, o_league_set, NULL, NULL,
     "change a league's settings",
     "--provisional withhold leaves the match points and Seeger points of a venue group out\n"
     "of the league table until every game of its series is recorded; show (the default)\n"
     "counts them at once and marks them provisional.", CLI_DB_OPEN},
    {"league rename", cmd_league_rename, {P("NAME", 1, 1), P("NEW", 1, 1)}, NULL, NULL, NULL,
     "rename a league", NULL, CLI_DB_OPEN},
    {"league remove", cmd_league_remove, POS1("NAME"), o_force, NULL, NULL,
     "remove a league with its teams, rosters, match days and their tournaments",
     "With games recorded on its match days only with --force; the refusal says\n"
     "what would go.", CLI_DB_OPEN},
    {"league division list", cmd_league_division_list, NOPOS, o_league, NULL, NULL,
     "list a league's divisions", NULL, CLI_DB_OPEN},
    {"league division rename", cmd_league_division_rename, {P("NAME", 1, 1), P("NEW", 1, 1)},
     o_league, NULL, NULL, "rename a division", NULL, CLI_DB_OPEN},
    {"league division remove", cmd_league_division_remove, POS1("NAME"), o_league_force, NULL,
     NULL, "remove a division (with teams only with --force: they lose the division)", NULL,
     CLI_DB_OPEN},
    {"league team list", cmd_league_team_list, NOPOS, o_league, NULL, NULL,
     "list a league's teams", NULL, CLI_DB_OPEN},
    {"league team rename", cmd_league_team_rename, {P("NAME", 1, 1), P("NEW", 1, 1)}, o_league,
     NULL, NULL, "rename a league team (its match-day teams too)", NULL, CLI_DB_OPEN},
    {"league team remove", cmd_league_team_remove, POS1("NAME"), o_league_force, NULL, NULL,
     "remove a league team with its roster",
     "With games of its members on match days only with --force.", CLI_DB_OPEN},
    {"league roster list", cmd_league_roster_list, POS_OPT("TEAM"), o_league, NULL, NULL,
     "list the rosters (of one team)", NULL, CLI_DB_OPEN},
    {"league roster remove", cmd_league_roster_remove, {P("TEAM", 1, 1), P("PLAYER", 1, -1)},
     o_league_force, NULL, NULL, "remove players from a team's roster",
     "With games for the team on match days only with --force.", CLI_DB_OPEN},
    {"league roster move", cmd_league_roster_move, {P("TEAM", 1, 1), P("PLAYER", 1, -1)},
     o_roster_move, NULL, NULL, "move players to another team of the league", NULL,
     CLI_DB_OPEN},
    {"league matchday list", cmd_league_matchday_list, NOPOS, o_league, NULL, NULL,
     "list a league's match days", NULL, CLI_DB_OPEN},
    {"league matchday remove", cmd_league_matchday_remove, POS_INT("N", 1, 999), o_league_force,
     NULL, NULL,
     "remove a match day with its venue tournaments",
     "With games recorded only with --force; the refusal says what would go.", CLI_DB_OPEN},
    {"league venue add", cmd_league_venue_add, POS1("NAME"), o_venue_add, NULL, NULL,
     "add a venue to a league, or assign venue groups of a match day to it",
     "A venue is a place where match days are played (a club's room, a pub).\n"
     "--matchday N --group K (repeatable): venue group K of match day N is played\n"
     "there; the venue's code for that match day covers those groups.", CLI_DB_OPEN},
    {"league venue list", cmd_league_venue_list, NOPOS, o_venue_list, NULL, NULL,
     "list a league's venues and where each venue group is played", NULL, CLI_DB_OPEN},
    {"league code add", cmd_league_code_add, NOPOS, o_code_add, NULL, NULL,
     "make an access code of the federation hub",
     "A venue's code lets that venue pull one match day and push the results of the\n"
     "venue groups played there, nothing else; a captain's code confirms results of\n"
     "venue groups the team played in; a leader's code opens the officials' pages\n"
     "(review, confirm, release).  The code is printed once: the database keeps only\n"
     "its SHA-256.  One valid code per venue and match day, and per team.", CLI_DB_OPEN},
    {"league code list", cmd_league_code_list, NOPOS, o_league, NULL, NULL,
     "list the access codes (never the codes themselves)", NULL, CLI_DB_OPEN},
    {"league code revoke", cmd_league_code_revoke, POS_INT("ID", 1, 2000000000), o_league,
     NULL, NULL, "revoke an access code (it stops at once)", NULL, CLI_DB_OPEN},
    {"league code renew", cmd_league_code_renew, POS_INT("ID", 1, 2000000000), o_code_renew,
     NULL, NULL, "revoke an access code and make its successor with the same scope", NULL,
     CLI_DB_OPEN},
    {"league review list", cmd_league_review_list, NOPOS, o_review_list, NULL, NULL,
     "the hub's review queue: conflicts that never overwrite silently",
     "A venue's correction of a result the hub has from an earlier push, an\n"
     "official's change of a reported result, a seating with a player who played\n"
     "the match day elsewhere or is on another team's roster, and the games of a\n"
     "series whose seating waits.", CLI_DB_OPEN},
    {"league review show", cmd_league_review_show, POS_INT("ID", 1, 2000000000), o_league, NULL,
     NULL, "show a review with both versions", NULL, CLI_DB_OPEN},
    {"league review accept", cmd_league_review_accept, {P("ID", 1, -1)}, o_review_decide, NULL,
     NULL, "accept reviews: the proposed version takes the hub's version's place",
     "A correction of a released result needs --reason (logged with it).", CLI_DB_OPEN},
    {"league review reject", cmd_league_review_reject, {P("ID", 1, -1)}, o_review_decide, NULL,
     NULL, "reject reviews: the hub keeps its version", NULL, CLI_DB_OPEN},
    {"league result list", cmd_league_result_list, NOPOS, o_result_list, NULL, NULL,
     "where each venue group's result is: reported, confirmed, released, binding",
     "Released results count in the published table; a released result is binding\n"
     "after the protest period ('league set --protest-days').", CLI_DB_OPEN},
    {"league result confirm", cmd_league_result_confirm, POS_INT("N", 1, 999), o_result_step,
     NULL, NULL, "confirm the reported results of match day N (as the division leader)",
     "A captain confirms with his code on the hub (skatsheet sync confirm).", CLI_DB_OPEN},
    {"league result release", cmd_league_result_release, POS_INT("N", 1, 999), o_result_step,
     NULL, NULL, "release the confirmed results of match day N: they count from now on",
     "With a publish directory ('league set --publish-dir') the league's public files\n"
     "are written at once.", CLI_DB_OPEN},
    {"league result log", cmd_league_result_log, POS_INT("N", 1, 999), o_league, NULL, NULL,
     "the log of match day N's results: who, when, with which code", NULL, CLI_DB_OPEN},
    {"league table", cmd_league_table, NOPOS, o_league_table, NULL, NULL,
     "the league's season table: match points, then Seeger sum",
     "csv columns: rank,team,matchdays,points_plus,points_minus,seeger_sum.\n"
     "The teams of a venue group get n-1:0 down to 0:n-1 match points; equal team\n"
     "results share the points of their places (halves occur: 1.5:1.5).  A team\n"
     "that does not appear gets neither match points nor Seeger points.",
     CLI_DB_OPEN},
    {"season create", cmd_season_create, POS1("NAME"), o_season_create, NULL, NULL,
     "create a club championship season", "Default: the sum of all series.", CLI_DB_OPEN},
    {"season add", cmd_season_add, {P("SEASON", 1, 1), P("TOURNAMENT", 1, -1)}, NULL, NULL,
     NULL,
     "attach club evenings (tournaments) to a season", NULL, CLI_DB_OPEN},
    {"season table", cmd_season_table, POS1("SEASON"), o_season_table, NULL, NULL,
     "the season table of a club championship",
     "csv columns: rank,player,series_played,counted_total,total (with --average\n"
     "counted_total is the average, two decimals).",
     CLI_DB_OPEN},
    {"standings", cmd_standings, NOPOS, o_standings, NULL, NULL,
     "the tournament or series standings (extended Seeger-Fabian)",
     "Without --series: the tournament over all series played so far.\n"
     "Order: total, then more won games, then fewer lost games; players still\n"
     "equal share the rank (3., 3., 5.) unless a drawn lot was recorded.\n"
     "--format csv      rank,player,won,lost,game_points,won_lost_bonus,opponents_bonus,total\n"
     "--format json     the same fields plus number, club and per-series totals",
     CLI_DB_OPEN},
    {"stats", cmd_stats, POS_OPT("PLAYER"), o_stats, NULL, NULL,
     "statistics per player: games, won/lost, contracts, game values, Seeger per series",
     "Without PLAYER: every player of the scope in one table, then the totals.\n"
     "With PLAYER (name or start number): that player in detail.\n"
     "Figures: games declared, won and lost (overbid games are lost), suit, grand\n"
     "and null games and the hand and ouvert ones (declared, won), overbid games,\n"
     "games played to Schneider/Schwarz, the booked game value (average over the\n"
     "games declared, best of a won game), passed games at the player's tables,\n"
     "the Seeger-Fabian total of each series (average, best, worst) and the place\n"
     "in each tournament.  The totals line counts every game once.\n"
     "--format csv   row,player,number,club,declared,won,lost,won_pct,suit,suit_won,...\n"
     "               (row: player or total; the header names every column)",
     CLI_DB_OPEN},
    {"standings lot", cmd_standings_lot, {P("PLAYER", 2, -1)}, o_lot, NULL, NULL,
     "record a drawn lot for tied players (in the drawn order), or draw it",
     "The players (names or start numbers) must be tied in those standings\n"
     "(equal total, won and lost), and every player of that tie must be named:\n"
     "a lot orders the whole tie.  A new lot replaces their earlier one; a lot\n"
     "that no longer covers the whole tie (after an edit) is ignored.\n"
     "--draw: the program draws the order of the named tie and records it;\n"
     "--seed S repeats a drawing (the seed is printed either way).", CLI_DB_OPEN},
    {"team add", cmd_team_add, {P("TEAM", 1, 1), P("PLAYER", 1, -1)}, o_tournament, NULL, NULL,
     "register a team of a tournament", "A player plays for one team per tournament.",
     CLI_DB_OPEN},
    {"team import", cmd_team_import, POS1("FILE.csv"), o_tournament, NULL, NULL,
     "register teams from a CSV file (header team,player)",
     "One line per team member: team,player (player = name or start number).\n"
     "All or nothing: every bad line is reported and nothing is stored.", CLI_DB_OPEN},
    {"team rename", cmd_team_rename, {P("NAME", 1, 1), P("NEW", 1, 1)}, o_tournament, NULL, NULL,
     "rename a team of a tournament", NULL, CLI_DB_OPEN},
    {"team remove", cmd_team_remove, POS1("NAME"), o_team_remove, NULL, NULL,
     "remove a team of a tournament (its players stay)", NULL, CLI_DB_OPEN},
    {"team list", cmd_team_list, NOPOS, o_tournament, NULL, NULL,
     "list the teams of a tournament", NULL, CLI_DB_OPEN},
    {"sheet show", cmd_sheet_show, NOPOS, o_sheet_show, NULL, NULL,
     "print a table's score sheet (Spielliste) with the Seeger block",
     "One row per game: the dealer, the running total under the declarer's\n"
     "column (a dot marks the dealer sitting out at a 4-table), the booked value\n"
     "(a lost game -2 x its value, as on the PDF sheet), and\n"
     "passed / lost / overbid games marked.  Under the rows each player's game\n"
     "points, won, lost, (won - lost) x " SEEGER_STR(SEEGER_WON_LOST) ", others' lost games x "
     SEEGER_STR(SEEGER_BONUS3) "/" SEEGER_STR(SEEGER_BONUS4) ", total.",
     CLI_DB_OPEN},
    {"sheet pdf", cmd_sheet_pdf, POS1("FILE"), o_sheet_pdf, NULL, NULL,
     "print the score sheets (Spielliste) of a series, one A4 page per table", NULL,
     CLI_DB_OPEN},
    {"check", cmd_check, NOPOS, o_tournament_series, NULL, NULL,
     "reconcile a tournament before announcing results",
     "Reports per table: games missing or beyond the series length, the dealer\n"
     "declaring at a 4-table, players seated twice in a series, active players\n"
     "with no table, and stored values that disagree with the rules engine.\n"
     "Exit status: 0 clean, 1 with the list of problems.\n"
     "Schafkopf: every game re-scored, every game and every table sums to 0.", CLI_DB_OPEN},
    {"money", cmd_money, NOPOS, o_money, NULL, NULL,
     "the settlement in cents: per player balance and who pays whom",
     "Skat (house rules, rules-house-schafkopf.md B.6): isko settles the\n"
     "Seeger-Fabian totals among all players; club and other lists settle each\n"
     "table's list at the table; Bierlachs charges each Lachs into the Kasse;\n"
     "money_rate cents per point, whole cents.  With an entry fee, a passed-game\n"
     "fee or a prize table also the tournament money: entry fee, loss fees by\n"
     "tiers, passed fees, prizes by rank.\n"
     "Schafkopf: Bavarian points x cent_per_point; Wendish list units x\n"
     "cent_per_unit; Wendish Kasse: each table's Kasse closed (A.3.3).", CLI_DB_OPEN},
    {"import games", cmd_import_games, POS1("FILE.csv"), o_import_games, NULL, NULL,
     "import games from CSV (all or nothing)",
     "Header (any column order): " "series,table,game,declarer,contract,matadors,hand,ouvert,\n"
     "  announce,bid,points,schneider,schwarz,result\n"
     "declarer  seat number (empty for a passed game); contract as in 'value', or passed\n"
     "matadors  2 = with 2, -3 = without 3 (empty for null and passed)\n"
     "hand, ouvert, schneider, schwarz  0/1 (empty = 0); announce  empty|schneider|schwarz\n"
     "bid       empty = 18 (empty for passed); points 0..120 or empty\n"
     "result    empty|won|lost (needed for null and when points are empty)\n"
     "One transaction: on any error nothing is stored, every bad line is reported\n"
     "(line number, field, rule) and the exit status is 3.  FILE - reads stdin.\n"
     "A game already recorded is an error, unless --skip-existing (the same game\n"
     "with the same values is skipped) or --replace (a different one is replaced,\n"
     "the old version kept in the history); still all or nothing.\n"
     "A Schafkopf tournament has its own columns: series,table,game,contract,suit,\n"
     "  called,declarer,partner,augen,result,schneider,schwarz,laufende,lauf_side,\n"
     "  tout,sie,klopfer,kontra,doubled,doublings,losers,jungfrau,durchmarsch\n"
     "  (docs/schafkopf.md; empty fields mean none or 0).",
     CLI_DB_OPEN},
    {"export games", cmd_export_games, POS1("FILE.csv"), o_export_games, NULL, NULL,
     "export games as CSV (the import format)",
     "FILE - writes to standard output; a file is written atomically.\n"
     "A Schafkopf tournament is written in its own columns (see import games).", CLI_DB_OPEN},
    {"export json", cmd_export_json, POS1("FILE"), o_export_json, NULL, NULL,
     "write a tournament or a league match day in the open exchange format (JSON)",
     "One versioned JSON document (docs/exchange-format.md, JSON Schema\n"
     "docs/exchange.schema.json): the tournament's settings, teams, attendance,\n"
     "series with tables, seats and games, lots and its players; with --matchday\n"
     "the league, the teams of the match day with their rosters and each venue\n"
     "group with its tournament.  Players are named by their uid and member\n"
     "number, never by a row number of this database.  FILE - writes to standard\n"
     "output; a file is written atomically.", CLI_DB_OPEN},
    {"import json", cmd_import_json, POS1("FILE"), NULL, NULL, NULL,
     "import a tournament or a league match day from the exchange format (JSON)",
     "All or nothing.  Players are matched by uid, then member number, then\n"
     "name; a new one is added.  The tournament (each venue group) must not be\n"
     "here yet.  A refusal names the field by its place in the document\n"
     "(tournament.series[0].tables[1].games[3]: bid 19 is not a possible game\n"
     "value) and stores nothing.  Every game is checked as 'import games' checks it.",
     CLI_DB_OPEN},
    {"export pdf", cmd_export_pdf, POS1("FILE"), o_export_pdf, NULL, NULL,
     "write the standings as PDF (with team ranking and score chart)",
     "FILE is the PDF to write (replaced atomically).", CLI_DB_OPEN},
    {"export xlsx", cmd_export_xlsx, POS1("FILE"), o_export_xlsx, NULL, NULL,
     "write the standings, each series and every game as an XLSX workbook",
     "Sheets: the tournament standings, one per series, every game and the\n"
     "statistics of every player (see 'stats').\n"
     "Numbers are numbers; totals are formulas with their values.\n"
     "With --league or --season: one sheet with that table instead.", CLI_DB_OPEN},
    {"demo", cmd_demo, NOPOS, o_demo, NULL, NULL,
     "create a demo tournament with realistic random games",
     "Creates the database (--db FILE) when missing, then a tournament 'Demo-Turnier'\n"
     "with N players (names, clubs, start numbers), N series\n"
     "with a few players absent, drawn 4- and 3-tables and valid random games\n"
     "(suit, grand, null, hand, passed, overbid, lost).  The same --seed S\n"
     "gives the same tournament every time.",
     CLI_DB_NONE},
    {"tui", cmd_tui, NOPOS, o_tui, NULL, NULL,
     "full-screen score keeping at the table (also: skatsheet with no command)",
     "Keys: ? in the TUI lists every key.  Needs a terminal.  Library messages\n"
     "go to $SKATSHEET_TUI_LOG (or nowhere) while the TUI runs.",
     CLI_DB_OPEN},
    {"serve", cmd_serve, NOPOS, o_serve, NULL, NULL,
     "the live web front end: standings and score sheets for the beamer and phones",
     "Prints the address and serves until Ctrl-C or SIGTERM.  0.0.0.0:8080 listens on\n"
     "every network of this machine (e.g. the venue's WLAN).  Pages update within\n"
     "2 s of any write (CLI or TUI).\n"
     "Entry from the table: every table of a drawn series has an entry code\n"
     "('series codes N' lists and renews them; 'series plan' and 'sheet pdf --blank'\n"
     "print them, with a QR code of the table's page once the address phones reach\n"
     "this server at is known: --url).  The page /table/S/T?code=CODE shows\n"
     "that table's sheet with a form: a phone at the table records, edits and\n"
     "deletes that table's games (checked as 'game add' checks them, with the TUI's\n"
     "live preview), nothing else.  Without the code nothing can be written.\n"
     "Wrong codes: 10 tries per address, then one more every 6 s.\n"
     "Slow clients meet deadlines (--header-timeout) and per-address limits; a write\n"
     "waits at most --write-timeout for another program's lock, then answers 503;\n"
     "with several tournaments open a write names its own (a table's code does).\n"
     "Behind a proxy: --trusted-proxy, --public-url (docs/serve.md,\n"
     "docs/nginx-skatsheet.conf).  A backup moved over the database file is used\n"
     "at once; a deleted file answers 503.\n"
     "Language of every page: --lang (or $SKATSHEET_LANG), else 'config lang', else\n"
     "each browser's; a visitor switches on the page and is remembered (a cookie).",
     CLI_DB_OPEN},
    {"export html", cmd_export_html, POS1("FILE"), o_export_html, NULL, NULL,
     "write the standings as one self-contained HTML file (for a club's website)",
     "The tournament ranking, the teams (when there are any) and every series;\n"
     "styles inlined, no script, nothing loaded from elsewhere.  Written atomically.",
     CLI_DB_OPEN},
    {"publish", cmd_publish, POS1("DIR"), o_league, NULL, NULL,
     "write a league's public files (HTML, CSV, JSON, iCalendar, Atom) into DIR",
     "index.html; table.html/.csv/.json (at a federation hub only released results\n"
     "count, the others are marked unconfirmed); matchday-N.* with the results' log;\n"
     "team-UID.* and player-UID.* (series played, average per series); fixtures.ics;\n"
     "feed.atom of the released results.  A player who did not agree to publication\n"
     "appears by initials.  A file whose content did not change is not written\n"
     "again.  At a hub, 'league set --publish-dir DIR' writes them on every release.",
     CLI_DB_OPEN},
    {"sync pull", cmd_sync_pull, NOPOS, o_sync_pull, NULL, NULL,
     "fetch a league match day from the federation hub into this database",
     "The venue's code covers one match day: its venue groups with their teams,\n"
     "rosters (member numbers), rules and number of series come here.  Then draw\n"
     "and record them as usual, offline too (CLI, TUI, phones on this machine's\n"
     "'serve'); every change waits in the outbox for 'sync push'.  Pulling again\n"
     "adds what is new and leaves the venue groups already here as they are.",
     CLI_DB_OPEN},
    {"sync push", cmd_sync_push, NOPOS, o_sync_push, NULL, NULL,
     "send this venue's results to the hub",
     "Sends the changes the hub has not acknowledged, signed with the venue's code,\n"
     "in batches; the hub stores each batch whole or not at all.  Sending twice\n"
     "changes nothing; after a dropped connection push again: nothing is lost.\n"
     "A correction of a result the hub has from an earlier push waits in the hub's\n"
     "review queue (its number is printed).", CLI_DB_OPEN},
    {"sync confirm", cmd_sync_confirm, NOPOS, o_sync_confirm, NULL, NULL,
     "confirm a match day's reported results at the hub with a captain's code",
     "The second party of a result: a captain of a team that played in the venue\n"
     "group (unless the league leaves it to the division leader).  Needs no\n"
     "database.", CLI_DB_NONE},
    {"sync status", cmd_sync_status, NOPOS, NULL, NULL, NULL,
     "what this venue has pulled and what is still to push", NULL, CLI_DB_OPEN},
    {"series print", cmd_series_print, POS1("FILE.pdf"), o_series_print, NULL, NULL,
     "the paper of a series in one PDF: table cards, draw slips, pre-filled score sheets",
     "Table cards: one landscape page per table with its number in large type and the\n"
     "QR code of its entry page.  Draw slips: 'Series 1: table 7, seat 2', in the order\n"
     "of the names.  Score sheets: the official list of every table with names and\n"
     "seats filled in (Skat tournament scoring).  --lang de prints it in German.",
     CLI_DB_OPEN},
    {"register add", cmd_register_add, POS1("NAME"), o_register_add, NULL, NULL,
     "pre-register a player: a personal code and QR code for the door",
     "The code (like K7QM-3XPA) is printed and on 'register slips'; scanned or typed at\n"
     "the door ('checkin scan', the TUI's check-in, the desk page of 'serve') it checks\n"
     "the player in.  Without --player NAME is matched to a player at check-in, as the\n"
     "self-registrations of the /register page are.", CLI_DB_OPEN},
    {"register list", cmd_register_list, NOPOS, o_register_list, NULL, NULL,
     "the pre-registrations with their personal codes",
     "csv columns: id,name,club,code,state,member_no,prepaid_ct,player", CLI_DB_OPEN},
    {"register slips", cmd_register_slips, POS1("FILE.pdf"), o_register_slips, NULL, NULL,
     "print the personal codes: a slip per player with its QR code, or a list (--list)",
     NULL, CLI_DB_OPEN},
    {"register girocode", cmd_register_girocode, {P("CODE", 1, 1), P("FILE.pdf", 0, 1)},
     o_register_girocode, NULL, NULL,
     "the GiroCode (EPC QR code) that pays a registration's entry fee",
     "Payee and IBAN from 'config payee' and 'config iban' (BIC: 'config bic', optional);\n"
     "the amount is the entry fee in force less a transfer received; the reference is\n"
     "the registration's code.  Writes FILE.pdf (the GiroCode beside the personal code),\n"
     "or prints the payload without FILE or with --payload.",
     CLI_DB_OPEN},
    {"checkin scan", cmd_checkin_scan, {P("SCAN", 1, -1)}, o_checkin_scan, NULL, NULL,
     "check players in by their personal code, its QR page, or a member number",
     "SCAN - reads one scan per line from standard input (a USB scanner types like a\n"
     "keyboard).  Each scan marks the player present in one step, takes the entry fee\n"
     "and, when the series is seated at check-in or drawn already, gives the seat.\n"
     "A duplicate or unknown scan is shown and changes nothing (exit status 3).",
     CLI_DB_OPEN},
    {"checkin add", cmd_checkin_add, POS1("PLAYER"), o_checkin_add, NULL, NULL,
     "check a player in at the desk by name or start number (--new: a walk-in)", NULL,
     CLI_DB_OPEN},
    {"checkin list", cmd_checkin_list, NOPOS, o_checkin_list, NULL, NULL,
     "who came through the door, in order of arrival, with seat and fee",
     "csv columns: arrival,time,player,number,how,from_series,table,seat,fee,fee_ct,method",
     CLI_DB_OPEN},
    {"checkin open", cmd_checkin_open, NOPOS, o_checkin_open, NULL, NULL,
     "seat a series as players check in (fair, seeded, reproducible)",
     "Each arrival draws a seat at random from the free seats of the planned tables,\n"
     "keeping clubs (--separate) and players who met before apart.  When every planned\n"
     "seat is taken a new table opens.  'checkin close' makes the ISkO seating.", CLI_DB_OPEN},
    {"checkin close", cmd_checkin_close, NOPOS, o_series_req, NULL, NULL,
     "close the door: store the seating (as many 4-tables as possible), list who moves",
     "The planned tables not needed are given up; their players and a 3-table's seat 4\n"
     "move to free seats, drawn the same way.  Present players who did not check in are\n"
     "seated too.  Late arrivals afterwards fill a 3-table or open a new one while the\n"
     "series has not begun, else they play from the next series.", CLI_DB_OPEN},
    {"checkin cancel", cmd_checkin_cancel, NOPOS, o_series_req, NULL, NULL,
     "stop seating a series at check-in (the seats drawn go; draw it as usual)", NULL,
     CLI_DB_OPEN},
    {"checkin desk", cmd_checkin_desk, NOPOS, o_checkin_desk, NULL, NULL,
     "the organiser's desk page of 'serve': check-in, cashier, clock (prints its address)",
     "The key in the address opens the desk pages; keep it to the organiser.", CLI_DB_OPEN},
    {"second add", cmd_second_add, POS_OPT("CONTRACT"), o_second_add, game_play_flags,
     "game flags", "record a game in the second entry (the paper list typed at the desk)",
     "The game flags as for 'game add': a Skat game (with --kontra, --ramsch under house\n"
     "rules) or a Schafkopf game (CONTRACT and the Schafkopf flags).  The second entry is\n"
     "compared with the first game by game ('second show'); it never changes the first,\n"
     "and a game entered twice in it is refused, never overwritten.", CLI_DB_OPEN},
    {"second edit", cmd_second_edit, POS_OPT("CONTRACT"), o_second_edit, game_play_flags,
     "game flags", "correct a game of the second entry", NULL, CLI_DB_OPEN},
    {"second delete", cmd_second_delete, NOPOS, o_game_delete, NULL, NULL,
     "delete a game of the second entry", NULL, CLI_DB_OPEN},
    {"second show", cmd_second_show, NOPOS, o_second_show, NULL, NULL,
     "compare the second entry with the first, game by game",
     "Lists every game that differs or is missing in one entry.  Exit status 0 when both\n"
     "entries agree in full (the series counts), 1 otherwise.", CLI_DB_OPEN},
    {"second resolve", cmd_second_resolve, NOPOS, o_second_resolve, NULL, NULL,
     "decide a difference: --take first or --take second",
     "Nothing is ever picked silently: each difference is decided here.", CLI_DB_OPEN},
    {"second import", cmd_second_import, POS1("FILE.csv"), o_tournament, NULL, NULL,
     "import a second entry from a games CSV (the 'import games' format; all or nothing)",
     "The columns of 'import games' for the tournament: the Skat columns (with the house\n"
     "columns under house rules) or the Schafkopf columns.", CLI_DB_OPEN},
    {"cashier", cmd_cashier, NOPOS, o_cashier, NULL, NULL,
     "the cash desk: entry fees paid, owed and waived, prizes, the Kasse",
     "The figures per player are the money settlement's ('money'): entry fee, loss and\n"
     "passed fees, prize, balance; the cashier adds who paid how.  Totals: the entry\n"
     "fees due, paid (cash, transfer), owed and waived, the prizes in money and goods,\n"
     "the Kasse now (cash) and at the end (what the organiser keeps).", CLI_DB_OPEN},
    {"cashier pay", cmd_cashier_pay, POS1("PLAYER|CODE"), o_cashier_pay, NULL, NULL,
     "record an entry fee: paid (default), --owed or --waived; a transfer before the day",
     "PLAYER is a name or start number; CODE (or #ID) a registration: before the player\n"
     "checks in, a payment is recorded as a transfer received (the GiroCode).",
     CLI_DB_OPEN},
    {"cashier pdf", cmd_cashier_pdf, POS1("FILE.pdf"), o_tournament, NULL, NULL,
     "the cash desk as PDF (for the prize table and the club's books)", NULL, CLI_DB_OPEN},
    {"prize add", cmd_prize_add, NOPOS, o_prize, NULL, NULL,
     "add a prize: a group's place, in money (--ct) or goods (--goods)",
     "Groups: overall, lady (player --lady), youth (player --born, day youth_max_age),\n"
     "guest and member (day host_club).  A player wins at most one prize, in the first\n"
     "group of the day's prize_order that gives one.  Ties share as the settlement does\n"
     "(money split equally; goods by lot: 'standings lot').", CLI_DB_OPEN},
    {"prize remove", cmd_prize_remove, NOPOS, o_prize_remove, NULL, NULL,
     "remove a prize", NULL, CLI_DB_OPEN},
    {"prize list", cmd_prize_list, NOPOS, o_tournament, NULL, NULL,
     "the prizes and who wins them by the standings so far", NULL, CLI_DB_OPEN},
    {"clock start", cmd_clock_start, NOPOS, o_clock_start, NULL, NULL,
     "start the round clock of a series: the beamer and every table page count down",
     "The time is a setting of the day (clock_min, default 120 minutes: ISkO, 48 games\n"
     "in about 2 hours); the pages warn warn_min minutes before the end.  Once the time\n"
     "is up, tables that have not recorded all their games are flagged unfinished.",
     CLI_DB_OPEN},
    {"clock stop", cmd_clock_stop, NOPOS, o_series_req, NULL, NULL,
     "stop the round clock of a series", NULL, CLI_DB_OPEN},
    {"clock show", cmd_clock_show, NOPOS, o_clock_show, NULL, NULL,
     "the time left of a series and its tables; once up, the unfinished tables",
     "json: {tournament,series,phase (none|running|warning|over|stopped),started,minutes,\n"
     "warn_minutes,seconds_left,tables:[{table,games,series_games,done}],unfinished}",
     CLI_DB_OPEN},
    {"day set", cmd_day_set, {P("KEY=VALUE", 1, -1)}, o_tournament, NULL, NULL,
     "change the settings of the tournament day",
     "fee_ct=N          the entry fee at the door in cents (default: the rules'\n"
     "                  entry_fee_ct)\n"
     "clock_min=N       minutes of a series (default 120: ISkO, 48 games in about 2 hours)\n"
     "warn_min=N        the warning before the end (default 10)\n"
     "second_entry=yes  every table's games entered twice and compared (default no)\n"
     "youth_max_age=N   the best-youth prize: at most N years old (default 17)\n"
     "host_club=NAME    the organising club: the prize group 'member' (others: 'guest')\n"
     "prize_order=G,... priority of the prize groups (default overall,lady,youth,guest,member)\n"
     "preset=bavarian   entry fee at most 15 euros, prizes in goods only (none: off)\n"
     "VALUE default resets a setting.  All or nothing.", CLI_DB_OPEN},
    {"day show", cmd_day_show, NOPOS, o_tournament, NULL, NULL,
     "show the settings of the tournament day", NULL, CLI_DB_OPEN},
    {"config", cmd_config, {P("KEY", 0, 1), P("VALUE", 0, 1)}, o_config, NULL, NULL,
     "show or change a default stored in the database (lang, payee, iban, bic)",
     "config lang de   German messages and reports for everyone using this database\n"
     "                 (unless --lang or $SKATSHEET_LANG says otherwise).\n"
     "config payee NAME, config iban IBAN, config bic BIC (optional): the account the\n"
     "                 GiroCode of a registration pays the entry fee into (the IBAN's\n"
     "                 check digits are checked, mod 97).\n"
     "Without KEY: every setting.  Without VALUE: the setting's value.",
     CLI_DB_OPEN},
    {"help", cmd_help, {P("COMMAND", 0, -1)}, o_help, NULL, NULL,
     "show the commands, or one command's help", NULL, CLI_DB_NONE},
    {"version", cmd_version, NOPOS, NULL, NULL, NULL, "print the version", NULL,
     CLI_DB_NONE},
    {NULL, NULL, NOPOS, NULL, NULL, NULL, NULL, NULL, 0},
};
