/* cmdtab_day.c - the command table's rows (cmdtab.h) of the tournament day
 * (issue 31: series print, register, checkin, second, cashier, prize,
 * clock, day) and of config, with their options. */
#include "cli.h"
#include "cmdopts.h"
#include "cmdtab.h"

#define FEE_OPTS                                                                             \
    {"fee", 0, CLI_ENUM, .choices = "paid|owed|waived",                                     \
     .help = "the entry fee taken at the door (default: paid in cash, or by the transfer "  \
             "received)"},                                                                  \
    {"ct", 0, CLI_INT, "CT", 0, 100000000, .needs = "fee",                                  \
     .help = "the amount in cents (default: the fee in force, 'day show')"},                \
    {"transfer", 0, CLI_FLAG, .needs = "fee", .help = "paid by bank transfer, not in cash"},      \
    {"force", 0, CLI_FLAG, .needs = "ct", .help = "an amount above 1,000.00 euros is meant"},   \
    GIVEN_OPTS

/* Cash handed over above the fee (ops_cash_given). */
#define GIVEN_OPTS                                                                           \
    {"given", 0, CLI_INT, "CT", 0, 100000000, .excludes = "transfer",                         \
     .help = "the cash handed over, in cents: what is above the fee is kept and shown"},    \
    {"change", 0, CLI_FLAG, .needs = "given", .group = 2,                                   \
     .help = "what is above the fee is given back as change"},                              \
    {"donate", 0, CLI_FLAG, .needs = "given", .group = 2,                                   \
     .help = "what is above the fee is kept as a donation"}

static const cli_opt o_register_add[] = {
    {"club", 0, CLI_STR, "CLUB", .help = "the player's club"},
    {"member", 0, CLI_STR, "NO", .help = "the federation member number (scans at the door)"},
    {"lady", 0, CLI_FLAG, .help = "in the best-lady prize group"},
    {"born", 0, CLI_INT, "YEAR", 1900, 2100, .help = "year of birth (the best-youth prize)"},
    {"mail", 0, CLI_STR, "ADDRESS", .help = "the player's mail address ('register mail' sends the code)"},
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

static const cli_opt o_register_mail[] = {
    {"again", 0, CLI_FLAG, .help = "also the registrations mailed before"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_checkin_scan[] = {FEE_OPTS, O_TOURNAMENT, O_END};

static const cli_opt o_checkin_add[] = {
    {"new", 0, CLI_FLAG, .help = "a new player of that name (a walk-in)"},
    {"club", 0, CLI_STR, "CLUB", .needs = "new", .help = "the new player's club"},
    {"not-registered", 0, CLI_FLAG, .needs = "new",
     .help = "a new player although a registration has that name (another person)"},
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

static const cli_opt o_clock_extend[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    {"table", 0, CLI_INT, "T", 1, 9999, .flags = CLI_REQUIRED, .help = "the table that gets more time"},
    {"minutes", 0, CLI_INT, "M", 1, 120, .flags = CLI_REQUIRED, .help = "how many minutes more (1 to 120)"},
    {"reason", 0, CLI_STR, "TEXT", .flags = CLI_REQUIRED,
     .help = "why (shown on /clock and the beamer beside the table)"},
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

static const cli_opt o_second_resolve[] = {
    O_SERIES(CLI_REQUIRED, "the series"),
    O_TABLE(CLI_REQUIRED, "the table"),
    O_GAME(CLI_REQUIRED),
    {"take", 0, CLI_ENUM, .choices = "first|second", .flags = CLI_REQUIRED,
     .help = "the entry that is right (second: the first entry is edited, kept in the history)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_cashier_pay[] = {
    {"owed", 0, CLI_FLAG, .group = 1, .help = "the fee is owed (to be paid later)"},
    {"waived", 0, CLI_FLAG, .group = 1, .help = "the fee is waived (a guest of honour, a helper)"},
    {"ct", 0, CLI_INT, "CT", 0, 100000000, .help = "the amount in cents (default: the fee in force)"},
    {"transfer", 0, CLI_FLAG, .excludes = "owed waived", .help = "paid by bank transfer"},
    {"force", 0, CLI_FLAG, .needs = "ct", .help = "an amount above 1,000.00 euros is meant"},
    {"given", 0, CLI_INT, "CT", 0, 100000000, .excludes = "transfer owed waived",
     .help = "the cash handed over, in cents: what is above the fee is kept and shown"},
    {"change", 0, CLI_FLAG, .needs = "given", .group = 2,
     .help = "what is above the fee is given back as change"},
    {"donate", 0, CLI_FLAG, .needs = "given", .group = 2,
     .help = "what is above the fee is kept as a donation"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_cashier_receipt[] = {
    {"all", 0, CLI_FLAG, .help = "every player's receipt, one PDF each, into the directory DIR"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_cashier_import[] = {
    {"map", 0, CLI_STR, "SPEC",
     .help = "a CSV statement's columns: date=COL,amount=COL,purpose=COL[,name=COL][,ref=COL]"
             "[,currency=COL]"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_cashier_refund[] = {
    {"ct", 0, CLI_INT, "CT", 1, 100000000,
     .help = "the amount in cents (default: all there is to give back)"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_day_set[] = {
    {"force", 0, CLI_FLAG, .help = "an entry fee above 1,000.00 euros is meant"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_prize[] = {
    {"group", 0, CLI_ENUM, .choices = "overall|lady|youth|guest|member",
     .help = "the prize group (default overall)"},
    {"place", 0, CLI_INT, "N", 1, 999, .help = "the place within the group (default 1)"},
    {"ct", 0, CLI_INT, "CT", 1, 100000000, .group = 1, .help = "a prize in money (cents)"},
    {"goods", 0, CLI_STR, "TEXT", .group = 1, .help = "a prize in goods (\"Schinken\")"},
    {"replace", 0, CLI_FLAG, .help = "replace the prize the place has already"},
    O_TOURNAMENT,
    O_END,
};

static const cli_opt o_prize_scheme[] = {
    {"percent", 0, CLI_INT, "P", -1000, 1000,
     .help = "P % of the entry fees due goes back as prizes (1 to 100)"},
    {"split", 0, CLI_STR, "A,B,C...",
     .help = "the pool by places, in % (30,20,15,10,...: descending, adding up to 100)"},
    {"every", 0, CLI_INT, "N", -1000000, 1000000, .help = "every Nth player wins (N >= 1)"},
    {"ct", 0, CLI_INT, "CT", 1, 100000000, .help = "with --every: the cents each winner gets"},
    {"goods", 0, CLI_STR, "TEXT", .flags = CLI_REPEAT,
     .help = "goods from a list: the first for place 1, and so on (repeat it)"},
    {"none", 0, CLI_FLAG, .excludes = "percent split every ct goods",
     .help = "no scheme (the prize table alone)"},
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

static const cli_opt o_config[] = {
    {"unset", 0, CLI_FLAG, .help = "remove the setting (lang: back to the locale's language)"},
    O_END,
};

const cli_command cli_cmds_day[] = {
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
     "self-registrations of the /register page are.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"register list", cmd_register_list, NOPOS, o_register_list, NULL, NULL,
     "the pre-registrations with their personal codes",
     "csv columns: id,name,club,code,state,member_no,prepaid_ct,player", CLI_DB_OPEN | CLI_TOUR},
    {"register slips", cmd_register_slips, POS1("FILE.pdf"), o_register_slips, NULL, NULL,
     "print the personal codes: a slip per player with its QR code, or a list (--list)",
     NULL, CLI_DB_OPEN | CLI_TOUR},
    {"register girocode", cmd_register_girocode, {P("CODE", 1, 1), P("FILE.pdf", 0, 1)},
     o_register_girocode, NULL, NULL,
     "the GiroCode (EPC QR code) that pays a registration's entry fee",
     "Payee and IBAN from 'config payee' and 'config iban' (BIC: 'config bic', optional);\n"
     "the amount is the entry fee in force less a transfer received; the reference is\n"
     "the registration's code.  Writes FILE.pdf (the GiroCode beside the personal code),\n"
     "or prints the payload without FILE or with --payload.",
     CLI_DB_OPEN | CLI_TOUR},
    {"register mail", cmd_register_mail, NOPOS, o_register_mail, NULL, NULL,
     "mail every registration with an address its code, QR code and GiroCode",
     "Through the club's mail server: 'config smtp_url smtp://HOST:587' (STARTTLS when\n"
     "the server offers it; 'config smtp_tls required' insists on it) or smtps://HOST:465,\n"
     "'config mail_from ADDRESS', and 'config smtp_user'/'smtp_password' for a login.\n"
     "Each mail: a text with the code and what to do at the door, the QR code as a PNG,\n"
     "and while the entry fee is open the GiroCode as a second PNG.  A registration\n"
     "mailed once is left out unless --again.",
     CLI_DB_OPEN},
    {"checkin scan", cmd_checkin_scan, {P("SCAN", 1, -1)}, o_checkin_scan, NULL, NULL,
     "check players in by their personal code, its QR page, or a member number",
     "SCAN - reads one scan per line from standard input (a USB scanner types like a\n"
     "keyboard).  Each scan marks the player present in one step, takes the entry fee\n"
     "and, when the series is seated at check-in or drawn already, gives the seat.\n"
     "A duplicate or unknown scan is shown and changes nothing (exit status 3).\n"
     "What is not a code or member number is looked up as 'checkin add' does (a name\n"
     "as typed or a start number).",
     CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"checkin add", cmd_checkin_add, POS1("PLAYER"), o_checkin_add, NULL, NULL,
     "check a player in at the desk by name, start number, member number or code (--new: a walk-in)",
     "A registration or a player is found by the name as typed: case, umlauts (ae, oe, ue,\n"
     "ss), a typo of one or two letters and the first or last name alone are forgiven;\n"
     "where several match, they are listed and nothing changes.  A fee transferred before\n"
     "the day is never taken again.  A walk-in (--new) whose name matches a registration\n"
     "is refused: check in with the registration, or --new --not-registered for another\n"
     "person.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"checkin list", cmd_checkin_list, NOPOS, cli_opts_format_tournament, NULL, NULL,
     "who came through the door, in order of arrival, with seat and fee",
     "csv columns: arrival,time,player,number,how,from_series,table,seat,fee,fee_ct,method",
     CLI_DB_OPEN | CLI_TOUR},
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
     "series has not begun, else they play from the next series.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"checkin cancel", cmd_checkin_cancel, NOPOS, o_series_req, NULL, NULL,
     "stop seating a series at check-in (the seats drawn go; draw it as usual)", NULL,
     CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"checkin desk", cmd_checkin_desk, NOPOS, o_checkin_desk, NULL, NULL,
     "the organiser's desk page of 'serve': check-in, cashier, clock (prints its address)",
     "The key in the address opens the desk pages; keep it to the organiser.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"second add", cmd_second_put, POS_OPT("CONTRACT"), o_second_add, cli_game_play_flags,
     "game flags", "record a game in the second entry (the paper list typed at the desk)",
     "The game flags as for 'game add': a Skat game (with --kontra, --ramsch under house\n"
     "rules) or a Schafkopf game (CONTRACT and the Schafkopf flags).  The second entry is\n"
     "compared with the first game by game ('second show'); it never changes the first,\n"
     "and a game entered twice in it is refused, never overwritten.", CLI_DB_OPEN},
    {"second edit", cmd_second_put, POS_OPT("CONTRACT"), cli_opts_game_edit, cli_game_play_flags,
     "game flags", "correct a game of the second entry", NULL, CLI_DB_OPEN | CLI_STEP},
    {"second delete", cmd_second_delete, NOPOS, cli_opts_game_delete, NULL, NULL,
     "delete a game of the second entry", NULL, CLI_DB_OPEN},
    {"second show", cmd_second_show, NOPOS, cli_opts_series_table, NULL, NULL,
     "compare the second entry with the first, game by game",
     "Lists every game that differs or is missing in one entry.  Exit status 0 when both\n"
     "entries agree in full (the series counts), 1 otherwise.", CLI_DB_OPEN | CLI_TOUR},
    {"second resolve", cmd_second_resolve, NOPOS, o_second_resolve, NULL, NULL,
     "decide a difference: --take first or --take second",
     "Nothing is ever picked silently: each difference is decided here.", CLI_DB_OPEN},
    {"second import", cmd_second_import, POS1("FILE.csv"), cli_opts_tournament, NULL, NULL,
     "import a second entry from a games CSV (the 'import games' format; all or nothing)",
     "The columns of 'import games' for the tournament: the Skat columns (with the house\n"
     "columns under house rules) or the Schafkopf columns.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"cashier", cmd_cashier, NOPOS, cli_opts_format_tournament, NULL, NULL,
     "the cash desk: entry fees paid, owed and waived, prizes, the Kasse",
     "The figures per player are the money settlement's ('money'): entry fee, loss and\n"
     "passed fees, prize, balance; the cashier adds who paid how.  Totals: the entry\n"
     "fees due, paid (cash, transfer), owed and waived, the prizes in money and goods,\n"
     "the Kasse now (cash) and at the end (what the organiser keeps).", CLI_DB_OPEN | CLI_TOUR},
    {"cashier pay", cmd_cashier_pay, POS1("PLAYER|CODE"), o_cashier_pay, NULL, NULL,
     "record an entry fee: paid (default), --owed or --waived; a transfer before the day",
     "PLAYER is a name or start number; CODE (or #ID) a registration: before the player\n"
     "checks in, a payment is recorded as a transfer received (the GiroCode).",
     CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"cashier refund", cmd_cashier_refund_donate, POS1("PLAYER|CODE"), o_cashier_refund, NULL, NULL,
     "give money back: what is held for a player never seated, or paid above the fee",
     "A refund is its own step, apart from a fee waived: the fee stays what it was and\n"
     "the money leaves the Kasse (by transfer when it came by transfer, else in cash).\n"
     "A player who plays pays the entry fee: there is nothing to give back to them.",
     CLI_DB_OPEN | CLI_TOUR_WRITE | CLI_STEP},
    {"cashier donate", cmd_cashier_refund_donate, POS1("PLAYER|CODE"), cli_opts_tournament, NULL, NULL,
     "keep what a player transferred above the fee as a donation", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"cashier pdf", cmd_cashier, POS1("FILE.pdf"), cli_opts_tournament, NULL, NULL,
     "the cash desk as PDF (for the prize table and the club's books)", NULL, CLI_DB_OPEN | CLI_TOUR | CLI_STEP},
    {"cashier import", cmd_cashier_import, POS1("FILE"), o_cashier_import, NULL, NULL,
     "book the bank transfers of the club's statement (CAMT.053 or CSV) to the registrations",
     "Each credit transfer in euros whose purpose holds a registration's code (as the\n"
     "GiroCode puts it, or typed loosely: any case, spaces, dashes) is booked as that\n"
     "registration's transfer: the fee exactly, above it (kept, shown at the cash desk)\n"
     "or below it (partly paid).  The lines not booked are listed with why.  A line\n"
     "booked once (by its bank reference, else date, amount and purpose) is never\n"
     "booked again.  A CSV needs --map (German decimal commas, ';' or ',').  A\n"
     "malformed file books nothing.", CLI_DB_OPEN},
    {"cashier receipt", cmd_cashier_receipt, {P("PLAYER|DIR", 1, 1), P("FILE.pdf", 0, 1)},
     o_cashier_receipt, NULL, NULL,
     "a player's receipt (Quittung) as PDF, or every player's into a directory (--all DIR)",
     "The club that issues it (config payee, else the day's host_club), the event and\n"
     "its date, the player, what they paid (the entry fee, above it by transfer or in\n"
     "cash) and received (change, refunds, prize money; goods and donations noted),\n"
     "the totals and the treasurer's signature line; --lang de for German.  PLAYER is\n"
     "a name, a start number or a registration's code.",
     CLI_DB_OPEN},
    {"cashier report", cmd_cashier_report, POS1("FILE.pdf"), cli_opts_tournament, NULL, NULL,
     "the Kassenbericht as PDF: totals by kind, every booking, the Kasse, signatures",
     NULL, CLI_DB_OPEN | CLI_TOUR},
    {"prize add", cmd_prize_add, NOPOS, o_prize, NULL, NULL,
     "add a prize: a group's place, in money (--ct) or goods (--goods)",
     "Groups: overall, lady (player --lady), youth (player --born, day youth_max_age),\n"
     "guest and member (day host_club).  A player wins at most one prize, in the first\n"
     "group of the day's prize_order that gives one.  Ties share as the settlement does\n"
     "(money split equally; goods by lot: 'standings lot').  A place that has a prize\n"
     "already is refused unless --replace.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"prize remove", cmd_prize_remove, NOPOS, o_prize_remove, NULL, NULL,
     "remove a prize", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"prize scheme", cmd_prize_scheme, NOPOS, o_prize_scheme, NULL, NULL,
     "the prizes by a scheme: a percentage of the fees split by a table, every Nth "
     "player, goods from a list",
     "--percent P --split 30,20,15,10,10,10,5: P % of the entry fees due is the pool,\n"
     "each place's share rounded down to whole euros, the rest to place 1.\n"
     "--percent P --every N: every Nth player wins, the pool shared equally.\n"
     "--every N --ct CT: every Nth player wins CT cents.  --every N --goods A --goods B:\n"
     "every Nth player wins goods, in the list's order (the last for the rest).\n"
     "--goods A --goods B: places 1, 2 win the goods.  The scheme gives the overall\n"
     "places without a prize of their own ('prize add' wins); ties share as the prize\n"
     "table's do.  'prize list' shows what it gives the field as it stands; --none\n"
     "removes it.  Also a day setting: 'day set prize_scheme=percent=50;split=60/40'.",
     CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"prize list", cmd_prize_list, NOPOS, cli_opts_tournament, NULL, NULL,
     "the prizes and who wins them by the standings so far", NULL, CLI_DB_OPEN | CLI_TOUR},
    {"clock start", cmd_clock_start, NOPOS, o_clock_start, NULL, NULL,
     "start the round clock of a series: the beamer and every table page count down",
     "The time is a setting of the day (clock_min, default 120 minutes: ISkO, 48 games\n"
     "in about 2 hours); the pages warn warn_min minutes before the end.  Once the time\n"
     "is up, tables that have not recorded all their games are flagged unfinished.",
     CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"clock stop", cmd_clock_stop, NOPOS, o_series_req, NULL, NULL,
     "stop the round clock of a series", NULL, CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"clock pause", cmd_clock_pause_resume, NOPOS, o_series_req, NULL, NULL,
     "pause the round clock of a series: the time left stands until 'clock resume'",
     NULL, CLI_DB_OPEN | CLI_TOUR_WRITE | CLI_STEP},
    {"clock resume", cmd_clock_pause_resume, NOPOS, o_series_req, NULL, NULL,
     "let a paused clock run again: the end moves by the time of the pause", NULL,
     CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"clock extend", cmd_clock_extend, NOPOS, o_clock_extend, NULL, NULL,
     "give one table more time, with a reason shown on /clock and the beamer",
     "The table's end is the series' end plus its minutes (given again: added).  Starting\n"
     "the clock again (--restart) takes the extensions back.",
     CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"clock show", cmd_clock_show, NOPOS, o_clock_show, NULL, NULL,
     "the time left of a series and its tables; once up, the unfinished tables",
     "json: {tournament,series,phase (none|running|warning|over|stopped),started,minutes,\n"
     "warn_minutes,seconds_left,tables:[{table,games,series_games,done}],unfinished}",
     CLI_DB_OPEN | CLI_TOUR},
    {"day set", cmd_day, {P("KEY=VALUE", 1, -1)}, o_day_set, NULL, NULL,
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
     "VALUE default resets a setting.  All or nothing.", CLI_DB_OPEN | CLI_TOUR_WRITE},
    {"day show", cmd_day, NOPOS, cli_opts_tournament, NULL, NULL,
     "show the settings of the tournament day", NULL, CLI_DB_OPEN | CLI_TOUR},
    {"config", cmd_config, {P("KEY", 0, 1), P("VALUE", 0, 1)}, o_config, NULL, NULL,
     "show or change a default stored in the database (lang, tz, payee, iban, bic, smtp_url, ...)",
     "config lang de   German messages and reports for everyone using this database\n"
     "                 (unless --lang or $SKATSHEET_LANG says otherwise).\n"
     "config tz Europe/Vienna   the time zone times are shown in (default: $TZ, else\n"
     "                 Europe/Berlin); the database keeps UTC.\n"
     "config payee NAME, config iban IBAN, config bic BIC (optional): the account the\n"
     "                 GiroCode of a registration pays the entry fee into (the IBAN's\n"
     "                 check digits are checked, mod 97).\n"
     "config smtp_url URL, smtp_user USER, smtp_password PASSWORD, smtp_tls required|try,\n"
     "                 mail_from ADDRESS: the mail server of 'register mail' (the\n"
     "                 password is never shown).\n"
     "Without KEY: every setting.  Without VALUE: the setting's value.",
     CLI_DB_OPEN},
    CMD_END,
};
