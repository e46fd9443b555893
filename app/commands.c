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
    {"help", cmd_help, "[COMMAND]", "show the commands, or one command's help", NULL,
     CLI_DB_NONE},
    {"version", cmd_version, "", "print the version", NULL, CLI_DB_NONE},
    {NULL, NULL, NULL, NULL, NULL, 0},
};
