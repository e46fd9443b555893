/* cmdtab_results.c - the command table's rows (cmdtab.h) of the results
 * and the files they come from and go to (standings, stats, team, sheet,
 * check, money, import and export), with their options. */
#include "cli.h"
#include "cmdopts.h"
#include "cmdtab.h"
#include "seeger.h"

static const cli_opt o_import_games[] = {
    {"skip-existing", 0, CLI_FLAG, .group = 1,
     .help = "skip games recorded with the same values (different values: an error)"},
    {"replace", 0, CLI_FLAG, .group = 1,
     .help = "replace games recorded with other values (kept in the history)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_team_remove[] = {
    {"force", 0, CLI_FLAG, .help = "although its members have games (the team ranking changes)"},
    O_TOURNAMENT,
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

#define LEAGUE_REPORT                                                                         \
    {"league", 0, CLI_STR, "NAME", .group = 1, .excludes = "tournament series",               \
     .help = "the league table instead (per match day too)"},                                \
    {"division", 0, CLI_STR, "D", .needs = "league", .help = "only this division"},           \
    {"season", 0, CLI_STR, "NAME", .group = 1, .excludes = "tournament series",               \
     .help = "a club championship's season table instead"},                                  \
    {"ranking", 0, CLI_STR, "NAME", .group = 1, .excludes = "tournament series",              \
     .help = "a stored ranking's list instead (docs/rankings.md)"}

static const cli_opt o_export_pdf[] = {
    O_TOURNAMENT,
    O_SERIES(0, "the standings of series N only (default: the tournament)"),
    {"stats", 0, CLI_FLAG, .excludes = "league season ranking",
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

const cli_command cli_cmds_results[] = {
    {"standings", cmd_standings, NOPOS, o_standings, NULL, NULL,
     "the tournament or series standings (extended Seeger-Fabian)",
     "Without --series: the tournament over all series played so far.\n"
     "Order: total, then more won games, then fewer lost games; players still\n"
     "equal share the rank (3., 3., 5.) unless a drawn lot was recorded.\n"
     "--format csv      rank,player,won,lost,game_points,won_lost_bonus,opponents_bonus,total\n"
     "--format json     the same fields plus number, club and per-series totals",
     CLI_DB_OPEN | CLI_PEEK},
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
    {"standings lot", cmd_standings, {P("PLAYER", 2, -1)}, o_lot, NULL, NULL,
     "record a drawn lot for tied players (in the drawn order), or draw it",
     "The players (names or start numbers) must be tied in those standings\n"
     "(equal total, won and lost), and every player of that tie must be named:\n"
     "a lot orders the whole tie.  A new lot replaces their earlier one; a lot\n"
     "that no longer covers the whole tie (after an edit) is ignored.\n"
     "--draw: the program draws the order of the named tie and records it;\n"
     "--seed S repeats a drawing (the seed is printed either way).", CLI_DB_OPEN | CLI_PEEK | CLI_STEP},
    {"team add", cmd_team_add, {P("TEAM", 1, 1), P("PLAYER", 1, -1)}, cli_opts_tournament, NULL,
     NULL, "register a team of a tournament", "A player plays for one team per tournament.",
     CLI_DB_OPEN},
    {"team import", cmd_team_import, POS1("FILE.csv"), cli_opts_tournament, NULL, NULL,
     "register teams from a CSV file (header team,player)",
     "One line per team member: team,player (player = name or start number).\n"
     "All or nothing: every bad line is reported and nothing is stored.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"team rename", cmd_team_rename, {P("NAME", 1, 1), P("NEW", 1, 1)}, cli_opts_tournament,
     NULL, NULL, "rename a team of a tournament", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"team remove", cmd_team_remove, POS1("NAME"), o_team_remove, NULL, NULL,
     "remove a team of a tournament (its players stay)", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"team list", cmd_team_list, NOPOS, cli_opts_tournament, NULL, NULL,
     "list the teams of a tournament", NULL, CLI_DB_OPEN},
    {"sheet show", cmd_sheet, NOPOS, o_sheet_show, NULL, NULL,
     "print a table's score sheet (Spielliste) with the Seeger block",
     "One row per game: the dealer, the running total under the declarer's\n"
     "column (a dot marks the dealer sitting out at a 4-table), the booked value\n"
     "(a lost game -2 x its value, as on the PDF sheet), and\n"
     "passed / lost / overbid games marked.  Under the rows each player's game\n"
     "points, won, lost, (won - lost) x " SEEGER_STR(SEEGER_WON_LOST) ", others' lost games x "
     SEEGER_STR(SEEGER_BONUS3) "/" SEEGER_STR(SEEGER_BONUS4) ", total.",
     CLI_DB_OPEN | CLI_PEEK},
    {"sheet pdf", cmd_sheet, POS1("FILE"), o_sheet_pdf, NULL, NULL,
     "print the score sheets (Spielliste) of a series, one A4 page per table", NULL,
     CLI_DB_OPEN | CLI_PEEK | CLI_STEP},
    {"check", cmd_check, NOPOS, o_tournament_series, NULL, NULL,
     "reconcile a tournament before announcing results",
     "Reports per table: games missing or beyond the series length, the dealer\n"
     "declaring at a 4-table, players seated twice in a series, active players\n"
     "with no table, and stored values that disagree with the rules engine.\n"
     "Exit status: 0 clean, 1 with the list of problems.\n"
     "Schafkopf: every game re-scored, every game and every table sums to 0.", CLI_DB_OPEN | CLI_PEEK},
    {"money", cmd_money, NOPOS, o_money, NULL, NULL,
     "the settlement in cents: per player balance and who pays whom",
     "Skat (house rules, docs/house-rules.md \"Money\"): isko with a money_rate settles the\n"
     "Seeger-Fabian totals among all players; club and other lists settle each\n"
     "table's list at the table; Bierlachs charges each Lachs into the Kasse;\n"
     "money_rate cents per point, whole cents.  With an entry fee, a passed-game\n"
     "fee or a prize table also the tournament money: entry fee, loss fees by\n"
     "tiers, passed fees, prizes by rank.\n"
     "Schafkopf: Bavarian points x cent_per_point; Wendish list units x\n"
     "cent_per_unit; Wendish Kasse: each table's Kasse closed.", CLI_DB_OPEN},
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
     CLI_DB_OPEN | CLI_PEEK},
    {"export games", cmd_export_games, POS1("FILE.csv"), o_export_games, NULL, NULL,
     "export games as CSV (the import format)",
     "FILE - writes to standard output; a file is written atomically.\n"
     "A Schafkopf tournament is written in its own columns (see import games).", CLI_DB_OPEN | CLI_PEEK},
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
    {"export pdf", cmd_export_doc, POS1("FILE"), o_export_pdf, NULL, NULL,
     "write the standings as PDF (with team ranking and score chart)",
     "FILE is the PDF to write (replaced atomically).", CLI_DB_OPEN},
    {"export xlsx", cmd_export_doc, POS1("FILE"), o_export_xlsx, NULL, NULL,
     "write the standings, each series and every game as an XLSX workbook",
     "Sheets: the tournament standings, one per series, every game and the\n"
     "statistics of every player (see 'stats').\n"
     "Numbers are numbers; totals are formulas with their values.\n"
     "With --league or --season: one sheet with that table instead.", CLI_DB_OPEN | CLI_STEP},
    CMD_END,
};
