/* cmdtab_evening.c - the command table's rows (cmdtab.h) of an evening's
 * play: who is here, the seating and the games (attendance, poster,
 * series draw/undraw/show/codes/plan, game), with their options. */
#include "cli.h"
#include "cmdopts.h"
#include "cmdtab.h"

static const cli_opt o_attend_add[] = {
    {"from", 0, CLI_INT, "N", 1, 99, .help = "a latecomer: plays from series N (default: the next series not drawn)"},
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

static const cli_opt o_game_add[] = {
    GAME_PLAY({"game", 0, CLI_INT, "G", 1, 9999,
               .help = "the game number (default: the next free one)"}),
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

static const cli_opt o_game_sub[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(CLI_REQUIRED, "the table"),
    {"seat", 0, CLI_INT, "N", 1, 4, .flags = CLI_REQUIRED, .help = "the seat whose player changes"},
    {"from-game", 0, CLI_INT, "G", 1, 9999, .flags = CLI_REQUIRED,
     .help = "the first game the new player plays (2 to the series' length)"},
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

const cli_command cli_cmds_evening[] = {
    {"attendance add", cmd_attendance_add, {P("PLAYER", 0, -1)}, o_attend_add, NULL, NULL,
     "mark players present tonight (names or start numbers, several at once)",
     "Once a tournament has attendance, 'series draw' seats the players present\n"
     "for that series (members or guests) and 'check' expects exactly them.\n"
     "--from N marks a latecomer: the draw of series N seats them.  Without it\n"
     "a player added while a series is drawn or played joins from the next\n"
     "series not drawn yet (a player seated already: from the first series\n"
     "seated), and the command says so.  Marking a player again replaces the\n"
     "earlier entry.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"attendance leave", cmd_attendance_leave, {P("PLAYER", 1, -1)}, o_attend_leave, NULL, NULL,
     "players who left after series N", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"attendance remove", cmd_attendance_remove, {P("PLAYER", 1, -1)}, cli_opts_tournament, NULL,
     NULL, "players not present after all (refused once they are seated)", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"attendance list", cmd_attendance_list, NOPOS, cli_opts_tournament, NULL, NULL,
     "who is present in which series", NULL, CLI_DB_OPEN | CLI_TOUR},
    {"attendance queue", cmd_attendance_queue, NOPOS, cli_opts_tournament, NULL, NULL,
     "the players waiting after registering on the web page",
     "Players register themselves on the /register page of 'skatsheet serve'\n"
     "(its QR code: 'skatsheet poster').  Each entry shows its number, the\n"
     "name and club as typed, and who it would become: an existing player of\n"
     "that name (up to case and Unicode form), a new player, or several\n"
     "candidates (confirm with --as or --new).", CLI_DB_OPEN | CLI_TOUR},
    {"attendance confirm", cmd_attendance_confirm, POS_OPT("ID"), o_attend_confirm, NULL, NULL,
     "confirm a registration: the player is present for the next draw",
     "The registration becomes the existing player of that name, --as PLAYER,\n"
     "or a new player (with the club typed), and is marked present from the\n"
     "first series not drawn yet.  A tournament without attendance seats every\n"
     "active player: the player is made active instead.  --all confirms every\n"
     "waiting registration that is not ambiguous.", CLI_DB_OPEN},
    {"attendance reject", cmd_attendance_reject, POS_INT("ID", 1, 999999999), cli_opts_tournament,
     NULL, NULL, "reject a registration (nothing else changes)", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"poster", cmd_poster, POS1("FILE"), o_poster, NULL, NULL,
     "print the self-registration poster: a QR code of the server's /register page (PDF)",
     "One A4 page for the wall at the venue: arriving players scan the code, type\n"
     "name and club on their phone and wait in 'attendance queue' for the\n"
     "organiser's 'attendance confirm'.", CLI_DB_OPEN | CLI_TOUR},
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
    {"series undraw", cmd_series_undraw, POS_INT("N", 1, 99), cli_opts_tournament, NULL, NULL,
     "remove the seating of series N (refused once it has games)", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"series show", cmd_series_show, POS_INT("N", 1, 99), cli_opts_tournament, NULL, NULL,
     "show the tables and seats of series N", NULL, CLI_DB_OPEN},
    {"series codes", cmd_series_codes, POS_INT("N", 1, 99), o_series_codes, NULL, NULL,
     "the entry codes of series N's tables (games entered from the table's phone)",
     "Every table of a drawn series has a random code ('series draw' makes them;\n"
     "for a series drawn before, this command does).  With its code, a phone at\n"
     "the table records, edits and deletes that table's games on 'skatsheet serve'\n"
     "(page /table/S/T?code=CODE, or the QR code on 'series plan' and\n"
     "'sheet pdf --blank').  --renew makes new codes, e.g. when one was seen by\n"
     "the wrong table; --url stores the address for the links and QR codes.",
     CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"series plan", cmd_series_plan, POS1("FILE"), o_series_plan, NULL, NULL,
     "print the seating plan of a series in large type (PDF)", NULL, CLI_DB_OPEN},
    {"game add", cmd_game_put, POS_OPT("CONTRACT"), o_game_add, cli_game_play_flags, "game flags",
     "record one game of a table",
     "A played game: --declarer SEAT, its CONTRACT (as for 'skatsheet value') and\n"
     "game flags.  Prints the working and the table's running totals.  A seat\n"
     "(--declarer, --partner, --kontra-by, ...) may be given as the name of a player\n"
     "at the table, or its beginning (--declarer Gustav).\n"
     "Schafkopf: CONTRACT alte|gerufen|solo (Wendish) or ruf|wenz|solo|geier|farbwenz|\n"
     "hochzeit|bettel|ramsch|thrown-in, --declarer (caller, soloist, first Alte),\n"
     "--partner, --points = the declaring party's Augen, and the Schafkopf flags.\n"
     "House rules (a Skat tournament created with --rules club or pub): --kontra\n"
     "kontra|re|supra|hirsch on a played game; a Ramsch: --ramsch 45,40,35 (the Augen\n"
     "of each seat's tricks; the 4-table dealer -) with --jungfrau, --durchmarsch,\n"
     "--last-trick, --skat, --schieben.  Games go in order: Bock and Ramsch rounds\n"
     "count them; the whole table is checked again on every change.\n"
     "Exit 3 for an invalid game.", CLI_DB_OPEN},
    {"game edit", cmd_game_put, POS_OPT("CONTRACT"), cli_opts_game_edit, cli_game_play_flags,
     "game flags", "replace a recorded game (the old version stays in the history)",
     "As 'game add', for the game --game G.", CLI_DB_OPEN | CLI_STEP},
    {"game delete", cmd_game_delete_restore, NOPOS, cli_opts_game_delete, NULL, NULL,
     "delete a recorded game (the old version stays in the history)", NULL, CLI_DB_OPEN | CLI_STEP},
    {"game list", cmd_game_list, NOPOS, cli_opts_series_table, NULL, NULL,
     "list the games of a table or a whole series", NULL, CLI_DB_OPEN | CLI_PEEK},
    {"game sub", cmd_game_sub, POS1("PLAYER"), o_game_sub, NULL, NULL,
     "a seat's player changes from a game on (a substitute, as league play allows)",
     "From game --from-game G on, PLAYER (a name or start number) plays seat\n"
     "--seat N of table --table T; the seat's player before keeps the games\n"
     "before G.  The standings share the seat's Seeger-Fabian block by game:\n"
     "each player gets his own games' points, won and lost games and the\n"
     "others' lost games of the games he sat in.  A seat may change again from\n"
     "a later game.  Refused: G before or at the seat's last substitution, a\n"
     "player already at that seat at G, a player seated elsewhere in the series.\n"
     "Exit 3 when refused (nothing changed).", CLI_DB_OPEN},
    {"game history", cmd_game_history, NOPOS, o_game_history, NULL, NULL,
     "show edited and deleted games with their old versions",
     "Each entry ends with its version number [version #V] for 'game restore'.\n"
     "edit/delete entries show the version before the change, restore entries\n"
     "the version put back.", CLI_DB_OPEN | CLI_PEEK},
    {"game restore", cmd_game_delete_restore, NOPOS, o_game_restore, NULL, NULL,
     "put back an earlier version of a game (undoes a delete or an edit)",
     "The version replaced, if any, stays in the history; the restore itself is\n"
     "recorded there too.", CLI_DB_OPEN},
    CMD_END,
};
