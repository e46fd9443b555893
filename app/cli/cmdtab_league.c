/* cmdtab_league.c - the command table's rows (cmdtab.h) of the team league
 * and the club championship season (league, season), with their options. */
#include "cli.h"
#include "cmdopts.h"
#include "cmdtab.h"

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
     .help = "write the league's public files there on every change to what is public "
             "(stored as an absolute path; '' : none)"},
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

static const cli_opt o_protest_list[] = {
    {"all", 0, CLI_FLAG, .help = "decided protests too"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_protest_decide[] = {
    {"reason", 0, CLI_STR, "TEXT",
     .help = "why (logged and published; needed to reject)"},
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

static const cli_opt o_result_release[] = {
    {"group", 0, CLI_INT, "K", 1, 999,
     .help = "only venue group K (default: every group that can take the step)"},
    {"incomplete", 0, CLI_FLAG, .needs = "reason",
     .help = "release groups with missing games all the same (marked incomplete in every "
             "public file)"},
    {"reason", 0, CLI_STR, "TEXT", .needs = "incomplete",
     .help = "why the results are released incomplete (logged and published)"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_league_force[] = {
    {"force", 0, CLI_FLAG, .help = "remove it although games were recorded (says what goes)"},
    O_LEAGUE,
    O_END,
};

static const cli_opt o_roster_move[] = {
    {"to", 0, CLI_STR, "TEAM", .flags = CLI_REQUIRED, .help = "the team they move to"},
    {"from-matchday", 0, CLI_INT, "N", 1, 999,
     .help = "a transfer: from match day N on; the match days before stay with the old team"},
    {"force", 0, CLI_FLAG, .help = "although they have games for the team on match days"},
    O_LEAGUE,
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
    {"date", 0, CLI_STR, "DATE", .flags = CLI_REQUIRED,
     .help = "the match day's date (15.01.2027 or 2027-01-15)"},
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

static const cli_opt o_code_sheet[] = {
    {"hub", 0, CLI_STR, "URL", .flags = CLI_REQUIRED,
     .help = "the hub's address as the venues reach it, e.g. https://liga.example.org"},
    {"renew", 0, CLI_FLAG, .help = "revoke the match day's venue codes and make new ones for all"},
    {"csv", 0, CLI_STR, "FILE", .help = "also write the pages' rows as CSV (a mail merge)"},
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

static const cli_opt o_ranking[] = {
    O_FORMAT("text (default), csv or json (with what counted and what was struck)"),
    {"detail", 0, CLI_FLAG,
     .help = "what counted (+) and what was struck (-) and why: text under each player, csv "
             "one line per event or series, json each item's why"},
    O_END,
};

static const cli_opt o_rating[] = {
    O_FORMAT("text (default, labelled inoffiziell / unofficial), csv or json"),
    O_END,
};

static const cli_opt o_rating_switch[] = {
    {"club", 0, CLI_STR, "CLUB",
     .help = "only this club's players (default: every club without a switch of its own)"},
    O_END,
};

const cli_command cli_cmds_league[] = {
    {"league create", cmd_league_create, POS1("NAME"), o_league_create, NULL, NULL,
     "create a team league (DSkV style)", NULL, CLI_DB_OPEN},
    {"league division add", cmd_league_division, POS1("NAME"), cli_opts_league, NULL, NULL,
     "add a division to a league", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league team add", cmd_league_team, POS1("NAME"), o_league_team, NULL, NULL,
     "add a team to a league", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league roster add", cmd_league_roster, {P("TEAM", 1, 1), P("PLAYER", 1, -1)},
     o_league_roster, NULL, NULL, "add players (name or start number) to a team's roster",
     "A player is in one team per league.", CLI_DB_OPEN | CLI_LEAGUE},
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
     "counts them at once and marks them provisional.", CLI_DB_OPEN | CLI_LEAGUE},
    {"league rename", cmd_league_rename, {P("NAME", 1, 1), P("NEW", 1, 1)}, NULL, NULL, NULL,
     "rename a league", NULL, CLI_DB_OPEN | CLI_LEAGUE | CLI_BY_NAME},
    {"league remove", cmd_league_remove, POS1("NAME"), cli_opts_force, NULL, NULL,
     "remove a league with its teams, rosters, match days and their tournaments",
     "With games recorded on its match days only with --force; the refusal says\n"
     "what would go.", CLI_DB_OPEN | CLI_LEAGUE | CLI_BY_NAME},
    {"league division list", cmd_league_division_list, NOPOS, cli_opts_league, NULL, NULL,
     "list a league's divisions", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league division rename", cmd_league_part_rename, {P("NAME", 1, 1), P("NEW", 1, 1)},
     cli_opts_league, NULL, NULL, "rename a division", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league division remove", cmd_league_division_remove, POS1("NAME"), o_league_force, NULL,
     NULL, "remove a division (with teams only with --force: they lose the division)", NULL,
     CLI_DB_OPEN | CLI_LEAGUE},
    {"league team list", cmd_league_team_list, NOPOS, cli_opts_league, NULL, NULL,
     "list a league's teams", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league team rename", cmd_league_part_rename, {P("NAME", 1, 1), P("NEW", 1, 1)},
     cli_opts_league, NULL, NULL, "rename a league team (its match-day teams too)", NULL,
     CLI_DB_OPEN | CLI_LEAGUE | CLI_STEP},
    {"league team remove", cmd_league_team_remove, POS1("NAME"), o_league_force, NULL, NULL,
     "remove a league team with its roster",
     "With games of its members on match days only with --force.", CLI_DB_OPEN | CLI_LEAGUE},
    {"league roster list", cmd_league_roster_list, POS_OPT("TEAM"), cli_opts_league, NULL, NULL,
     "list the rosters (of one team)", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league roster remove", cmd_league_roster_change, {P("TEAM", 1, 1), P("PLAYER", 1, -1)},
     o_league_force, NULL, NULL, "remove players from a team's roster",
     "With games for the team on match days only with --force.", CLI_DB_OPEN | CLI_LEAGUE},
    {"league roster move", cmd_league_roster_change, {P("TEAM", 1, 1), P("PLAYER", 1, -1)},
     o_roster_move, NULL, NULL, "move players to another team of the league", NULL,
     CLI_DB_OPEN | CLI_LEAGUE},
    {"league matchday list", cmd_league_matchday_list, NOPOS, cli_opts_league, NULL, NULL,
     "list a league's match days", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league matchday remove", cmd_league_matchday_remove, POS_INT("N", 1, 999), o_league_force,
     NULL, NULL,
     "remove a match day with its venue tournaments",
     "With games recorded only with --force; the refusal says what would go.", CLI_DB_OPEN | CLI_LEAGUE},
    {"league venue add", cmd_league_venue_add, POS1("NAME"), o_venue_add, NULL, NULL,
     "add a venue to a league, or assign venue groups of a match day to it",
     "A venue is a place where match days are played (a club's room, a pub).\n"
     "--matchday N --group K (repeatable): venue group K of match day N is played\n"
     "there; the venue's code for that match day covers those groups.", CLI_DB_OPEN},
    {"league venue import", cmd_league_venue_import, POS1("FILE"), cli_opts_league, NULL, NULL,
     "import a league's venues and where each venue group is played, from CSV",
     "Columns (a header line, any order; German names too): venue (spielort),\n"
     "address (adresse), contact (kontakt), groups (gruppen): the venue groups played\n"
     "there, separated by ';', each MATCHDAY:GROUP or MATCHDAY:TEAM (the group that\n"
     "team plays in), e.g. \"1:3; 2:SC Kreuz Bube\".  All or nothing: a bad line is\n"
     "named and nothing is stored.  docs/leagues.md, \"Many venues\".", CLI_DB_OPEN},
    {"league venue list", cmd_league_venue_list, NOPOS, o_venue_list, NULL, NULL,
     "list a league's venues and where each venue group is played", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league code add", cmd_league_code_add, NOPOS, o_code_add, NULL, NULL,
     "make an access code of the federation hub",
     "A venue's code lets that venue pull one match day and push the results of the\n"
     "venue groups played there, nothing else; a captain's code confirms results of\n"
     "venue groups the team played in; a leader's code opens the officials' pages\n"
     "(review, confirm, release).  The code is printed once: the database keeps only\n"
     "its SHA-256.  One valid code per venue and match day, and per team.", CLI_DB_OPEN},
    {"league code sheet", cmd_league_code_sheet, {P("N", 1, 1), P("FILE", 1, 1)}, o_code_sheet,
     NULL, NULL, "print a page per venue of match day N: its code, QR code and the day's steps",
     "Each venue playing a venue group of match day N gets a page: its venue code\n"
     "(a new one for a venue without a valid one, made as league code add makes\n"
     "it; --renew replaces them all) in large type and as a QR code, the hub's\n"
     "address, its venue groups with their teams and the five steps of the day.\n"
     "German unless --lang says otherwise.  --csv FILE writes the same rows for a\n"
     "mail merge.  The codes are stored only when the files were written.",
     CLI_DB_OPEN},
    {"league code list", cmd_league_code_list, NOPOS, cli_opts_league, NULL, NULL,
     "list the access codes (never the codes themselves)", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league code revoke", cmd_league_code_revoke, POS_INT("ID", 1, 2000000000), cli_opts_league,
     NULL, NULL, "revoke an access code (it stops at once)", NULL, CLI_DB_OPEN | CLI_LEAGUE},
    {"league code renew", cmd_league_code_renew, POS_INT("ID", 1, 2000000000), o_code_renew,
     NULL, NULL, "revoke an access code and make its successor with the same scope", NULL,
     CLI_DB_OPEN | CLI_LEAGUE},
    {"league review list", cmd_league_review_list, NOPOS, o_review_list, NULL, NULL,
     "the hub's review queue: conflicts that never overwrite silently",
     "A venue's correction of a result the hub has from an earlier push, an\n"
     "official's change of a reported result, a seating with a player who played\n"
     "the match day elsewhere or is on another team's roster, and the games of a\n"
     "series whose seating waits.", CLI_DB_OPEN | CLI_LEAGUE},
    {"league review show", cmd_league_review_show, POS_INT("ID", 1, 2000000000), cli_opts_league,
     NULL, NULL, "show a review with both versions", NULL, CLI_DB_OPEN},
    {"league review accept", cmd_league_review_decide, {P("ID", 1, -1)}, o_review_decide, NULL,
     NULL, "accept reviews: the proposed version takes the hub's version's place",
     "A correction of a released result needs --reason (logged with it).", CLI_DB_OPEN | CLI_STEP},
    {"league review reject", cmd_league_review_decide, {P("ID", 1, -1)}, o_review_decide, NULL,
     NULL, "reject reviews: the hub keeps its version", NULL, CLI_DB_OPEN},
    {"league protest list", cmd_league_protest_list, NOPOS, o_protest_list, NULL, NULL,
     "the protests against released results that wait for the division leader",
     "A captain files one with 'sync protest' or on /fed within the protest period;\n"
     "the result stays released, published as protest pending, and does not become\n"
     "binding until the protest is upheld or rejected.", CLI_DB_OPEN | CLI_LEAGUE},
    {"league protest uphold", cmd_league_protest_decide, POS_INT("N", 1, 2000000000),
     o_protest_decide, NULL, NULL, "uphold protest N (logged and published)",
     "The correction itself goes through the review queue: an official's 'game edit'\n"
     "on the hub's database waits there, 'league review accept ID --reason' puts it\n"
     "in place.", CLI_DB_OPEN | CLI_STEP},
    {"league protest reject", cmd_league_protest_decide, POS_INT("N", 1, 2000000000),
     o_protest_decide, NULL, NULL, "reject protest N with --reason (logged and published)",
     NULL, CLI_DB_OPEN},
    {"league result list", cmd_league_result_list, NOPOS, o_result_list, NULL, NULL,
     "where each venue group's result is: reported, confirmed, released, binding",
     "Released results count in the published table; a released result is binding\n"
     "after the protest period ('league set --protest-days').", CLI_DB_OPEN | CLI_LEAGUE},
    {"league result confirm", cmd_league_result_step, POS_INT("N", 1, 999), o_result_step,
     NULL, NULL, "confirm the reported results of match day N (as the division leader)",
     "A captain confirms with his code on the hub (skatsheet sync confirm).  Only a\n"
     "complete result is confirmed: every series drawn, every game of every table, no\n"
     "open review.  The groups left as they are are listed with why; then the exit\n"
     "code is 1 (3 when none was confirmed).", CLI_DB_OPEN},
    {"league result release", cmd_league_result_step, POS_INT("N", 1, 999), o_result_release,
     NULL, NULL, "release the confirmed results of match day N: they count from now on",
     "Only a complete result of a match day that was played (today or before) is\n"
     "released; --incomplete --reason TEXT releases one with missing games all the\n"
     "same, marked incomplete in every public file.  The groups left as they are are\n"
     "listed with why; then the exit code is 1 (3 when none was released).  With a\n"
     "publish directory ('league set --publish-dir') the league's public files are\n"
     "written at once, as after every change to what is public.", CLI_DB_OPEN | CLI_STEP},
    {"league result log", cmd_league_result_log, POS_INT("N", 1, 999), cli_opts_league, NULL, NULL,
     "the log of match day N's results: who, when, with which code", NULL, CLI_DB_OPEN | CLI_LEAGUE},
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
    {"ranking define", cmd_ranking_define, {P("NAME", 1, 1), P("KEY=VALUE", 1, -1)}, NULL,
     NULL, NULL, "store a ranking definition under a name",
     "Keys: preset (ispa, championship, placement, doko, online_month, online_year,\n"
     "best4, best10, euroskat), season, club, tournaments, from, to, window (400d,\n"
     "24m, 2y; back from at, else today), at, min_players, min_series_event,\n"
     "min_series_held, unit (series, game, event), method (sum, best, average,\n"
     "placement), count, points (descending, or field), per_games, min_series,\n"
     "min_games, min_events (a number or a share such as 75%), min_months,\n"
     "month_series, penalty (an expression of missed, played and held, such as\n"
     "(missed-16)^2 if missed>30), family (skat, schafkopf, house), group (player,\n"
     "tandem, team, club), group_best, best_per (club, state), handicap (platform or a\n"
     "number).\n"
     "See docs/rankings.md.", CLI_DB_OPEN},
    {"ranking show", cmd_ranking_show, POS1("NAME"), NULL, NULL, NULL,
     "print a stored ranking definition, one key=value per line", NULL, CLI_DB_OPEN},
    {"ranking", cmd_ranking, {P("NAME|KEY=VALUE", 1, -1)}, o_ranking, NULL, NULL,
     "compute a stored ranking, or one given as keys",
     "csv columns: rank,player,club,events,series,games,missed,base,penalty,score,\n"
     "lacks,have,need (rank empty: below a minimum, lacks says what); with --detail:\n"
     "rank,player,event,date,series,place,value,games,counted,struck,why.", CLI_DB_OPEN},
    {"rating on", cmd_rating_on_off, NOPOS, o_rating_switch, NULL, NULL,
     "switch the unofficial rating on", NULL, CLI_DB_OPEN | CLI_STEP},
    {"rating off", cmd_rating_on_off, NOPOS, o_rating_switch, NULL, NULL,
     "switch the unofficial rating off", NULL, CLI_DB_OPEN},
    {"rating", cmd_rating, NOPOS, o_rating, NULL, NULL,
     "the unofficial rating (Elo on each series' result at its table)",
     "Inoffiziell / unofficial, not a federation's list: every Skat series in the\n"
     "order played; start 1500, k 20 (a newcomer's up to 800 / series played),\n"
     "scale 400, margin 500 points.  Shown for the clubs it is switched on for\n"
     "('rating on [--club CLUB]').  csv columns: rank,player,club,series,rating.\n"
     "See docs/rankings.md.",
     CLI_DB_OPEN},
    CMD_END,
};
