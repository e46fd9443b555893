/* cmdtab_front.c - the command table's rows (cmdtab.h) of the other front
 * ends, the public files and the federation (demo, tui, serve, export
 * html, publish, sync), with their options. */
#include "cli.h"
#include "cmdopts.h"
#include "cmdtab.h"

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

static const cli_opt o_sync_protest[] = {
    {"hub", 0, CLI_STR, "URL", .flags = CLI_REQUIRED,
     .help = "the federation hub's address, http://HOST:PORT"},
    {"code", 0, CLI_STR, "CODE", .flags = CLI_REQUIRED, .help = "the team captain's code"},
    {"matchday", 0, CLI_INT, "N", 1, 999, .flags = CLI_REQUIRED, .help = "the match day"},
    {"group", 0, CLI_INT, "K", 1, 999,
     .help = "venue group K (default: the group the captain's team played in)"},
    {"reason", 0, CLI_STR, "TEXT", .flags = CLI_REQUIRED,
     .help = "why the team protests (logged and shown to the division leader)"},
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
    {"log", 0, CLI_STR, "FILE",
     .help = "append the log to FILE instead of stderr (SIGHUP opens it again: log rotation)"},
    O_END,
};

const cli_command cli_cmds_front[] = {
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
     "Prints the address and serves until Ctrl-C or SIGTERM.  SIGHUP opens the --log\n"
     "file again and rereads the --config file's language and limits (a bad file is\n"
     "refused, naming its line: the settings stay).  0.0.0.0:8080 listens on\n"
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
     "the server's locale; a visitor switches on the page and is remembered (a cookie).",
     CLI_DB_OPEN},
    {"export html", cmd_export_html, POS1("FILE"), cli_opts_tournament, NULL, NULL,
     "write the standings as one self-contained HTML file (for a club's website)",
     "The tournament ranking, the teams (when there are any) and every series;\n"
     "styles inlined, no script, nothing loaded from elsewhere.  Written atomically.",
     CLI_DB_OPEN | CLI_TOUR},
    {"publish", cmd_publish, POS1("DIR"), cli_opts_league, NULL, NULL,
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
     "adds what is new and leaves the venue groups already here as they are.\n"
     "This database makes its own key pair; the code enrols the public key at the\n"
     "hub, once: another database pulling with the same code is refused (ask the\n"
     "division leader for a new code, 'league code renew').",
     CLI_DB_OPEN},
    {"sync push", cmd_sync_push, NOPOS, o_sync_push, NULL, NULL,
     "send this venue's results to the hub",
     "Sends the changes the hub has not acknowledged, signed with this database's\n"
     "key (the code does not travel), in batches; the hub stores each batch whole\n"
     "or not at all.  Sending twice changes nothing; after a dropped connection\n"
     "push again: nothing is lost.  A database restored from a backup, or with\n"
     "games typed again, resumes: it sends what the hub does not hold.  A\n"
     "correction of a result the hub has from an earlier push waits in the hub's\n"
     "review queue (its number is printed).", CLI_DB_OPEN},
    {"sync confirm", cmd_sync_confirm, NOPOS, o_sync_confirm, NULL, NULL,
     "confirm a match day's reported results at the hub with a captain's code",
     "The second party of a result: a captain of a team that played in the venue\n"
     "group (unless the league leaves it to the division leader).  Needs no\n"
     "database.", CLI_DB_NONE},
    {"sync protest", cmd_sync_protest, NOPOS, o_sync_protest, NULL, NULL,
     "file a team's protest against a released result at the hub with a captain's code",
     "Within the protest period (the later of the match day and the release, plus\n"
     "'league set --protest-days', 14 days by default); later it is refused and\n"
     "nothing changes.  The result stays released, published as protest pending,\n"
     "until the division leader upholds or rejects it ('league protest').  Needs no\n"
     "database.", CLI_DB_NONE},
    {"sync status", cmd_sync_status, NOPOS, NULL, NULL, NULL,
     "what this venue has pulled and what is still to push", NULL, CLI_DB_OPEN},
    CMD_END,
};
