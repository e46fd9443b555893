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
     "Exit status: 0 valid game, 3 invalid game, 2 usage error.",
     CLI_DB_NONE},
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
    {"help", cmd_help, "[COMMAND]", "show the commands, or one command's help", NULL,
     CLI_DB_NONE},
    {"version", cmd_version, "", "print the version", NULL, CLI_DB_NONE},
    {NULL, NULL, NULL, NULL, NULL, 0},
};
