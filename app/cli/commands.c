/* commands.c - the one static command table.  Help text comes from here. */
#include "cli.h"

#include <stddef.h>

const cli_command cli_commands[] = {
    {"value", cmd_value,
     "CONTRACT [--with N | --without N] [--hand] [--ouvert] "
     "[--announce schneider|schwarz] [--bid N] [--points N] [--schwarz] "
     "[--won | --lost] [--schneider] [--table 3|4] [--json]",
     "compute the value, result and Seeger points of one game",
     "CONTRACT  clubs spades hearts diamonds grand null (or kreuz eichel pik\n"
     "          gruen grün blatt herz rot karo schellen), any case\n"
     "--with N / --without N   matadors (with or without N), not for null\n"
     "--hand                   the skat was not picked up\n"
     "--ouvert                 played open (suit/grand: hand, Schwarz announced)\n"
     "--announce schneider|schwarz   announced (hand games only)\n"
     "--bid N                  the bid (default 18); below it the game is overbid\n"
     "--points N               declarer's card points including the skat\n"
     "--schwarz                the losing side took no trick\n"
     "--won / --lost           the result (null games; games without points)\n"
     "--schneider              with --won/--lost: Schneider was reached\n"
     "--table 3|4              players at the table (Seeger bonus 40 or 30)\n"
     "--json                   one JSON object instead of text\n"
     "Exit status: 0 valid game, 3 invalid game, 2 usage error, 1 other failure.",
     CLI_DB_NONE},
    {"init", cmd_init, "", "create a new, empty database (--db FILE, default ./skatsheet.db)",
     "Refuses to overwrite an existing file.", CLI_DB_NONE},
    {"player add", cmd_player_add, "NAME [--number N] [--club CLUB]", "add a player",
     "NAME      the player's name (UTF-8, unique)\n"
     "--number N   start number (unique, 1..999999)\n"
     "--club CLUB  the player's club", CLI_DB_OPEN},
    {"player list", cmd_player_list, "[--active]", "list the players", NULL, CLI_DB_OPEN},
    {"player edit", cmd_player_edit,
     "NAME|NUMBER [--name NEW] [--number N | --no-number] [--club CLUB | --no-club] "
     "[--active | --inactive]",
     "change a player", "Inactive players are not seated by 'series draw'.", CLI_DB_OPEN},
    {"player remove", cmd_player_remove, "NAME|NUMBER",
     "remove a player (refused while the player has games or a seat)", NULL, CLI_DB_OPEN},
    {"player import", cmd_player_import, "FILE.csv",
     "add players from a CSV file (header name,number,club; all or nothing)",
     "number and club may be empty.  Every bad line is reported; nothing is stored\n"
     "unless the whole file is good.", CLI_DB_OPEN},
    {"import seats", cmd_import_seats, "FILE.csv [-t NAME]",
     "seat players by hand from a CSV file (header series,table,seat,player)",
     "player is a name or a start number; a table's size is its number of seats (3 or 4).\n"
     "Replaces the seating of each series in the file (refused once it has games).\n"
     "All or nothing: every bad line is reported.", CLI_DB_OPEN},
    {"tournament create", cmd_tournament_create,
     "NAME [--date YYYY-MM-DD] [--series N] [--games4 48] [--games3 36] [--first-dealer SEAT]",
     "create a tournament",
     "--series N        number of series (default 1)\n"
     "--games4 N        games per series at a 4-table (default 48, a multiple of 4)\n"
     "--games3 N        games per series at a 3-table (default 36, a multiple of 3)\n"
     "--first-dealer S  seat dealing game 1 (default 1)", CLI_DB_OPEN},
    {"tournament list", cmd_tournament_list, "", "list the tournaments", NULL, CLI_DB_OPEN},
    {"tournament show", cmd_tournament_show, "[NAME | -t NAME]",
     "show a tournament's settings and progress", NULL, CLI_DB_OPEN},
    {"series draw", cmd_series_draw, "N [--seed S] [--seeded] [--separate club|team] [-t NAME]",
     "seat the active players at tables for series N",
     "As many 4-tables as possible, 3-tables for the rest (5 players cannot be seated).\n"
     "--seed S          reproducible draw (the seed is printed either way)\n"
     "--seeded          by current standings: the top four at table 1, ...\n"
     "--separate club|team   keep players of one club/team apart where possible\n"
     "Drawing again replaces the seating while the series has no games.\n"
     "A league venue group's tournament seats only the active members of its\n"
     "teams; any other tournament seats every active player.", CLI_DB_OPEN},
    {"series show", cmd_series_show, "N [-t NAME]", "show the tables and seats of series N", NULL,
     CLI_DB_OPEN},
    {"game add", cmd_game_add,
     "--series N --table T [--game G] (--passed | --declarer SEAT CONTRACT [game flags]) "
     "[-t NAME]",
     "record one game of a table",
     "--game G          the game number (default: the next free one)\n"
     "--passed          nobody bid (eingepasst)\n"
     "--declarer SEAT   the declarer's seat at the table\n"
     "game flags as for 'skatsheet value': CONTRACT --with/--without N --hand --ouvert\n"
     "  --announce schneider|schwarz --bid N --points N --schwarz --won/--lost --schneider\n"
     "Prints the working and the table's running totals.  Exit 3 for an invalid game.",
     CLI_DB_OPEN},
    {"game edit", cmd_game_edit,
     "--series N --table T --game G (--passed | --declarer SEAT CONTRACT [game flags]) [-t NAME]",
     "replace a recorded game (the old version stays in the history)", NULL, CLI_DB_OPEN},
    {"game delete", cmd_game_delete, "--series N --table T --game G [-t NAME]",
     "delete a recorded game (the old version stays in the history)", NULL, CLI_DB_OPEN},
    {"game list", cmd_game_list, "--series N [--table T] [-t NAME]",
     "list the games of a table or a whole series", NULL, CLI_DB_OPEN},
    {"game history", cmd_game_history, "--series N [--table T] [--game G] [-t NAME]",
     "show edited and deleted games with their old versions", NULL, CLI_DB_OPEN},
    /* leagues and club championships (cmd_league.c) */
    {"league create", cmd_league_create,
     "NAME --season YEAR [--series-per-matchday N] [--points-per matchday|series]",
     "create a team league (DSkV style)",
     "--season YEAR             the season, e.g. 2027\n"
     "--series-per-matchday N   series per match day (default 3)\n"
     "--points-per matchday|series   rank the venue group per match day (default)\n"
     "                          or per series for the match points",
     CLI_DB_OPEN},
    {"league division", cmd_league_division, "add NAME [-l LEAGUE]",
     "add a division to a league",
     "-l, --league NAME   the league (default: the only or most recent one)", CLI_DB_OPEN},
    {"league team", cmd_league_team, "add NAME --club CLUB [--division D] [-l LEAGUE]",
     "add a team to a league",
     "--club CLUB         the team's club\n"
     "--division D        its division (added with 'league division add')\n"
     "-l, --league NAME   the league (default: the only or most recent one)",
     CLI_DB_OPEN},
    {"league roster", cmd_league_roster, "add TEAM PLAYER... [--substitute] [-l LEAGUE]",
     "add players (name or start number) to a team's roster",
     "--substitute        add them as substitutes\n"
     "-l, --league NAME   the league (default: the only or most recent one)\n"
     "A player is in one team per league.",
     CLI_DB_OPEN},
    {"league matchday", cmd_league_matchday,
     "add N --date YYYY-MM-DD [--venue TEAM,TEAM,...]... [-l LEAGUE]",
     "add a match day: one tournament per venue group",
     "--date YYYY-MM-DD   the match day's date\n"
     "--venue T,T,...     the teams meeting at one venue (repeat per venue);\n"
     "                    default: one venue group per division with all its teams\n"
     "-l, --league NAME   the league (default: the only or most recent one)\n"
     "Each venue group becomes a tournament 'LEAGUE matchday N' (or '... venue K')\n"
     "with the league's series per match day and the teams' rosters as teams:\n"
     "draw it with 'series draw --separate team' and record games as usual.",
     CLI_DB_OPEN},
    {"league table", cmd_league_table, "[-l LEAGUE] [--division D] [--format text|csv|json]",
     "the league's season table: match points, then Seeger sum",
     "-l, --league NAME   the league (default: the only or most recent one)\n"
     "--division D        only this division\n"
     "--format F          text (default), csv (rank,team,matchdays,points_plus,\n"
     "                    points_minus,seeger_sum) or json (with the match days)\n"
     "The teams of a venue group get n-1:0 down to 0:n-1 match points; equal team\n"
     "results share the points of their places (halves occur: 1.5:1.5).  A team\n"
     "that does not appear gets neither match points nor Seeger points.",
     CLI_DB_OPEN},
    {"season create", cmd_season_create, "NAME --kind championship [--best N | --average]",
     "create a club championship season",
     "--kind championship   a club championship (Vereinsmeisterschaft)\n"
     "--best N              only the best N series count (the rest are struck)\n"
     "--average             rank by the average per series played\n"
     "Default: the sum of all series.",
     CLI_DB_OPEN},
    {"season add", cmd_season_add, "SEASON TOURNAMENT...",
     "attach club evenings (tournaments) to a season", NULL, CLI_DB_OPEN},
    {"season table", cmd_season_table, "SEASON [--format text|csv|json]",
     "the season table of a club championship",
     "--format F   text (default; one column per series, struck ones in parentheses),\n"
     "             csv (rank,player,series_played,counted_total,total; with\n"
     "             --average counted_total is the average, two decimals) or json",
     CLI_DB_OPEN},
    {"standings", cmd_standings,
     "[-t NAME] [--series N] [--format text|csv|json] [--teams]",
     "the tournament or series standings (extended Seeger-Fabian)",
     "Without --series: the tournament over all series played so far.\n"
     "Order: total, then more won games, then fewer lost games; players still\n"
     "equal share the rank (3., 3., 5.) unless a drawn lot was recorded.\n"
     "--series N        one series only\n"
     "--format csv      rank,player,won,lost,game_points,won_lost_bonus,opponents_bonus,total\n"
     "--format json     the same fields plus number, club and per-series totals\n"
     "--teams           the team ranking (team total = sum of its players' totals)",
     CLI_DB_OPEN},
    {"standings lot", cmd_standings_lot, "[-t NAME] [--series N] PLAYER PLAYER...",
     "record a drawn lot for tied players (in the drawn order)",
     "The players (names or start numbers) must be tied in those standings\n"
     "(equal total, won and lost), and every player of that tie must be named:\n"
     "a lot orders the whole tie.  A new lot replaces their earlier one; a lot\n"
     "that no longer covers the whole tie (after an edit) is ignored.", CLI_DB_OPEN},
    {"team add", cmd_team_add, "[-t NAME] TEAM PLAYER...", "register a team of a tournament",
     "A player plays for one team per tournament.", CLI_DB_OPEN},
    {"team import", cmd_team_import, "[-t NAME] FILE.csv",
     "register teams from a CSV file (header team,player)",
     "One line per team member: team,player (player = name or start number).\n"
     "All or nothing: every bad line is reported and nothing is stored.", CLI_DB_OPEN},
    {"team list", cmd_team_list, "[-t NAME]", "list the teams of a tournament", NULL,
     CLI_DB_OPEN},
    {"sheet show", cmd_sheet_show, "--series N --table T [-t NAME]",
     "print a table's score sheet (Spielliste) with the Seeger block",
     "One row per game: the dealer, the running total under the declarer's\n"
     "column (a dot marks the dealer sitting out at a 4-table), the booked value\n"
     "(a lost game -2 x its value, as on the PDF sheet), and\n"
     "passed / lost / overbid games marked.  Under the rows each player's game\n"
     "points, won, lost, (won - lost) x 50, others' lost games x 40/30, total.",
     CLI_DB_OPEN},
    {"check", cmd_check, "[-t NAME] [--series N]",
     "reconcile a tournament before announcing results",
     "Reports per table: games missing or beyond the series length, the dealer\n"
     "declaring at a 4-table, players seated twice in a series, active players\n"
     "with no table, and stored values that disagree with the rules engine.\n"
     "Exit status: 0 clean, 1 with the list of problems.", CLI_DB_OPEN},
    {"import games", cmd_import_games, "FILE.csv [-t NAME]",
     "import games from CSV (all or nothing)",
     "Header (any column order): " "series,table,game,declarer,contract,matadors,hand,ouvert,\n"
     "  announce,bid,points,schneider,schwarz,result\n"
     "declarer  seat number (empty for a passed game); contract as in 'value', or passed\n"
     "matadors  2 = with 2, -3 = without 3 (empty for null and passed)\n"
     "hand, ouvert, schneider, schwarz  0/1 (empty = 0); announce  empty|schneider|schwarz\n"
     "bid       empty = 18 (empty for passed); points 0..120 or empty\n"
     "result    empty|won|lost (needed for null and when points are empty)\n"
     "-t, --tournament NAME   the tournament (default: the only or most recent one)\n"
     "One transaction: on any error nothing is stored, every bad line is reported\n"
     "(line number, field, rule) and the exit status is 3.  FILE - reads stdin.",
     CLI_DB_OPEN},
    {"export games", cmd_export_games, "FILE.csv [-t NAME] [--series N [--table T]]",
     "export games as CSV (the import format)",
     "-t, --tournament NAME   the tournament (default: the only or most recent one)\n"
     "--series N              only series N; --table T only that table of it\n"
     "FILE - writes to standard output; a file is written atomically.",
     CLI_DB_OPEN},
    {"demo", cmd_demo, "[--players N] [--series N] [--seed S]",
     "create a demo tournament with realistic random games",
     "Creates the database (--db FILE) when missing, then a tournament 'Demo-Turnier'\n"
     "with N players (default 24: names, clubs, start numbers), N series (default 3)\n"
     "with a few players absent, drawn 4- and 3-tables and valid random games\n"
     "(suit, grand, null, hand, passed, overbid, lost).  --seed S (default 2025)\n"
     "gives the same tournament every time.",
     CLI_DB_NONE},
    {"export pdf", cmd_export_pdf,
     "FILE [-t NAME] [--series N] [--lang de|en] [--league NAME [--division D] | --season NAME]",
     "write the standings as PDF (with team ranking and score chart)",
     "FILE              the PDF to write (replaced atomically)\n"
     "-t, --tournament NAME   the tournament (default: the only or most recent)\n"
     "--series N        the standings of series N only (default: the tournament)\n"
     "--lang de|en      labels in German or English (default en)\n"
     "--league NAME [--division D]   the league table instead (per match day too)\n"
     "--season NAME     a club championship's season table instead",
     CLI_DB_OPEN},
    {"export xlsx", cmd_export_xlsx,
     "FILE [-t NAME] [--lang de|en] [--league NAME [--division D] | --season NAME]",
     "write the standings, each series and every game as an XLSX workbook",
     "Sheets: the tournament standings, one per series, and every game.\n"
     "Numbers are numbers; totals are formulas with their values.\n"
     "-t, --tournament NAME   the tournament (default: the only or most recent)\n"
     "--lang de|en      labels in German or English (default en)\n"
     "--league NAME [--division D]   one sheet with the league table instead\n"
     "--season NAME     one sheet with a club championship's season table instead",
     CLI_DB_OPEN},
    {"sheet pdf", cmd_sheet_pdf, "FILE --series N [--table T] [--blank] [-t NAME] [--lang de|en]",
     "print the score sheets (Spielliste) of a series, one A4 page per table",
     "--series N        the series (required)\n"
     "--table T         only table T (default: every table)\n"
     "--blank           names and dealers only, to hand out before the series\n"
     "-t, --tournament NAME   the tournament (default: the only or most recent)\n"
     "--lang de|en      labels in German or English (default en)",
     CLI_DB_OPEN},
    {"series plan", cmd_series_plan, "FILE --series N [-t NAME] [--lang de|en]",
     "print the seating plan of a series in large type (PDF)",
     "--series N        the series (required)\n"
     "-t, --tournament NAME   the tournament (default: the only or most recent)\n"
     "--lang de|en      labels in German or English (default en)",
     CLI_DB_OPEN},
    {"tui", cmd_tui, "[-t TOURNAMENT] [--series N] [--table T]",
     "full-screen score keeping at the table (also: skatsheet with no command)",
     "-t, --tournament NAME   the tournament (default: the only one, else choose)\n"
     "--series N              open series N (choose its table)\n"
     "--table T               with --series: open that table's sheet directly\n"
     "Keys: ? in the TUI lists every key.  Needs a terminal.  Library messages\n"
     "go to $SKATSHEET_TUI_LOG (or nowhere) while the TUI runs.",
     CLI_DB_OPEN},
    {"help", cmd_help, "[COMMAND]", "show the commands, or one command's help", NULL,
     CLI_DB_NONE},
    {"version", cmd_version, "", "print the version", NULL, CLI_DB_NONE},
    {NULL, NULL, NULL, NULL, NULL, 0},
};
