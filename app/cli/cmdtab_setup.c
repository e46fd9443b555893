/* cmdtab_setup.c - the command table's rows (cmdtab.h) of the program, its
 * database, the players and the tournaments (value, init, db, player,
 * import seats, tournament), with their options. */
#include "cli.h"
#include "cmdopts.h"
#include "cmdtab.h"
#include "seeger.h"
#include "gameargs.h"

static const cli_opt o_value[] = {
    {"table", 0, CLI_ENUM, .choices = "3|4",
     .help = "players at the table (Seeger bonus " SEEGER_STR(SEEGER_BONUS3) " or "
             SEEGER_STR(SEEGER_BONUS4) "; default 3)"},
    {"json", 0, CLI_FLAG, .help = "one JSON object instead of text"},
    O_END,
};

static const cli_opt o_db_backup[] = {
    {"format", 0, CLI_ENUM, .choices = "sqlite|pg",
     .help = "sqlite: a SQLite file (the default); pg: pg_dump's custom format"},
    {"keep", 0, CLI_INT, "N", 1, 10000,
     .help = "FILE is a directory: a dated backup into it, the newest N kept"},
    O_END,
};

#define PLAYER_INFO                                                                          \
    {"member", 0, CLI_STR, "NO", .group = 4,                                                \
     .help = "the federation member number (a scan of it checks the player in)"},          \
    {"lady", 0, CLI_FLAG, .group = 5, .help = "in the best-lady prize group"},             \
    {"born", 0, CLI_INT, "YEAR", 1900, 2100, .group = 6,                                    \
     .help = "year of birth (the best-youth prize)"},                                      \
    {"state", 0, CLI_STR, "XX", .group = 7,                                                 \
     .help = "German federal state: BW BY BE BB HB HH HE MV NI NW RP SL SN ST SH TH "        \
             "(ranking best_per=state)"}

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
    {"no-state", 0, CLI_FLAG, .group = 7, .help = "remove the federal state"},
    {"allow-similar", 0, CLI_FLAG, .needs = "name",
     .help = "the new name although another differs only in case or Unicode form"},
    O_END,
};

static const cli_opt o_money_from[] = {
    {"from-game", 0, CLI_INT, "N", 1, 1000000,
     .help = "the new money_rate applies from the N-th game recorded on (default: the next game)"},
    O_END,
};

static const cli_opt o_tournament_create[] = {
    {"date", 0, CLI_STR, "DATE", .help = "the tournament's date (15.01.2027 or 2027-01-15)"},
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

const cli_command cli_cmds_setup[] = {
    {"value", cmd_value, POS1("CONTRACT"), o_value, cli_game_flags, NULL,
     "compute the value, result and Seeger points of one game",
     "CONTRACT  clubs spades hearts diamonds grand null (or kreuz eichel pik\n"
     "          gruen grün blatt herz rot karo schellen), any case\n"
     "Exit status: 0 valid game, 3 invalid game, 2 usage error, 1 other failure.",
     CLI_DB_NONE},
    {"init", cmd_init, NOPOS, NULL, NULL, NULL,
     "create a new, empty database (--db FILE, default ./skatsheet.db)",
     "Refuses to overwrite an existing file.", CLI_DB_NONE},
    {"db backup", cmd_db_backup, POS1("FILE|DIR"), o_db_backup, NULL, NULL,
     "copy the database into FILE, also while 'serve' or another program writes",
     "A consistent copy of every committed row: of a SQLite file through SQLite's\n"
     "online backup; of a PostgreSQL database read in one REPEATABLE READ READ ONLY\n"
     "transaction, into a SQLite file any laptop opens.  --format pg: pg_dump's\n"
     "custom format instead (a PostgreSQL database only; pg_dump gets the\n"
     "connection's parameters in its environment, never a password on its command\n"
     "line).  Written to a temporary file beside FILE and then renamed, so FILE is\n"
     "either the old backup or the whole new one.  --keep N: DIR is a directory\n"
     "(made when missing) that gets skatsheet-YYYYMMDD-HHMMSS.db (.pgdump) and\n"
     "keeps the newest N of them (for a cron job or systemd timer).  Restore\n"
     "either with 'db restore', into either engine.",
     CLI_DB_OPEN},
    {"db restore", cmd_db_restore, POS1("FILE"), NULL, NULL, NULL,
     "replace the database's contents by the backup in FILE (a running 'serve' shows it)",
     "FILE is a 'db backup' of either engine: a SQLite file (or a copy made while\n"
     "no program had the database open; an older schema is migrated on the way) or\n"
     "a pg_dump of the custom format (of this schema version).  FILE itself is\n"
     "never written; a file that is not a whole skatsheet backup is refused and\n"
     "nothing changes.  A SQLite database's contents are kept as\n"
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
    {"player history", cmd_player_history, POS1("NAME|NUMBER|MEMBER"), NULL, NULL, NULL,
     "every event a player took part in",
     "Per event: the date, the series results, the place, the games, won and lost,\n"
     "the average per series and the team.", CLI_DB_OPEN},
    {"player remove", cmd_player_remove, POS1("NAME|NUMBER"), NULL, NULL, NULL,
     "remove a player (refused while the player has games or a seat)", NULL, CLI_DB_OPEN},
    {"player merge", cmd_player_merge, {P("A", 1, 1), P("B", 1, 1)}, NULL, NULL, NULL,
     "merge two records of one person: B's games and entries become A's",
     "A and B are each a name, a start number or a member number.  Everything of B\n"
     "(seats and games, attendance, registrations, teams, check-ins, fees, lots,\n"
     "league rosters) moves to A in one transaction, and B is marked merged into A\n"
     "(inactive, kept with what moved: 'player unmerge B' undoes it exactly).\n"
     "Refused, nothing changed: A and B the same, either merged already, both seated\n"
     "in one series (they cannot be one person), two different member numbers, a\n"
     "row both have (one team or one attendance of a tournament).", CLI_DB_OPEN},
    {"player unmerge", cmd_player_unmerge, POS1("B"), NULL, NULL, NULL,
     "undo 'player merge A B': what moved goes back to B",
     "Refused when B is not merged, or when A was merged into another since (undo\n"
     "that first).  The merge stays in the history as undone.", CLI_DB_OPEN},
    {"player duplicates", cmd_player_duplicates, NOPOS, NULL, NULL, NULL,
     "list the records that may be one person (never merges)",
     "Pairs of players whose names are equal up to case and Unicode form, not\n"
     "merged, not seated in one series together and without two different member\n"
     "numbers; each with the 'player merge' that would join them.", CLI_DB_OPEN},
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
    {"import seats", cmd_import_seats, POS1("FILE.csv"), cli_opts_tournament, NULL, NULL,
     "seat players by hand from a CSV file (header series,table,seat,player)",
     "player is a name or a start number; a table's size is its number of seats (3 or 4).\n"
     "Replaces the seating of each series in the file (refused once it has games).\n"
     "All or nothing: every bad line is reported.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"tournament create", cmd_tournament_create, POS1("NAME"), o_tournament_create, NULL, NULL,
     "create a tournament",
     "Schafkopf (--game schafkopf | schafkopf-wendisch): four players at every table,\n"
     "all play every game, the deal moves one seat left after each game.  --rules\n"
     "takes the Schafkopf settings of docs/schafkopf.md (\"Settings\");\n"
     "the settings are fixed once the tournament exists.", CLI_DB_OPEN},
    {"tournament list", cmd_tournament_list, NOPOS, NULL, NULL, NULL, "list the tournaments",
     NULL, CLI_DB_OPEN},
    {"tournament show", cmd_tournament_show, POS_OPT("NAME"), cli_opts_tournament, NULL, NULL,
     "show a tournament's settings and progress", "The tournament is NAME or -t NAME.",
     CLI_DB_OPEN},
    {"tournament use", cmd_tournament_use, POS1("NAME"), NULL, NULL, NULL,
     "make NAME the default tournament of every command",
     "Stored in the database.  Without a chosen default, commands use the only\n"
     "tournament not closed; when several are open a write is refused and names them.",
     CLI_DB_OPEN | CLI_TOUR | CLI_BY_NAME},
    {"tournament close", cmd_tournament_close_reopen, POS1("NAME"), NULL, NULL, NULL,
     "close a finished tournament (no more writes; never the default)", NULL,
     CLI_DB_OPEN | CLI_TOUR | CLI_BY_NAME | CLI_STEP},
    {"tournament reopen", cmd_tournament_close_reopen, POS1("NAME"), NULL, NULL, NULL,
     "reopen a closed tournament", NULL, CLI_DB_OPEN | CLI_TOUR | CLI_BY_NAME},
    {"tournament rename", cmd_tournament_rename, {P("NAME", 1, 1), P("NEW", 1, 1)}, NULL, NULL,
     NULL, "rename a tournament", NULL, CLI_DB_OPEN | CLI_TOUR | CLI_BY_NAME},
    {"tournament rules", cmd_tournament_rules, {P("NAME", 1, 1), P("RULES", 1, 1)}, o_money_from,
     NULL, NULL, "change a Skat tournament's house rules before its first game",
     "RULES is applied on top of the current profile: a preset (isko, club, pub)\n"
     "first, then key=value settings, e.g. 'club,kontra_max_level=supra' or\n"
     "'bierlachs_price_ct=100' (keys: docs/house-rules.md).\n"
     "Refused once a game is recorded, except money settings only (as\n"
     "'tournament money').", CLI_DB_OPEN | CLI_TOUR_WRITE | CLI_BY_NAME},
    {"tournament money", cmd_tournament_money, {P("NAME", 1, 1), P("SETTINGS", 1, 1)},
     o_money_from, NULL, NULL, "change a tournament's money settings, at any time",
     "SETTINGS: key=value money settings, which change no list entry: Skat\n"
     "money_rate, money_basis, bierlachs_price_ct, the fees, prize_percent,\n"
     "payout_percent, organiser_cut_ct; Schafkopf cent_per_point (Wendish\n"
     "cent_per_unit, settlement, kasse_stake_ct).  E.g. 'money_rate=1/4' or\n"
     "'bierlachs_price_ct=150'.  Every change is kept and shown by\n"
     "'tournament show'; a scoring rule is refused.\n"
     "Under house rules a new money_rate applies from the next game on: the\n"
     "games recorded before keep the rate they were played at ('money' shows\n"
     "each rate with its games); --from-game N reprices from the N-th game\n"
     "recorded on.", CLI_DB_OPEN | CLI_TOUR_WRITE | CLI_BY_NAME},
    {"tournament remove", cmd_tournament_remove, POS1("NAME"), cli_opts_force, NULL, NULL,
     "remove a tournament",
     "A tournament with series, games or teams is removed only with --force;\n"
     "without it the refusal says what would go.  A league venue group goes with\n"
     "its match day.", CLI_DB_OPEN | CLI_TOUR | CLI_BY_NAME},
    CMD_END,
};
