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
