/* tui.h - the full-screen score keeper (ncursesw).
 *
 * `skatsheet tui [-t T] [--series N] [--table T]`, and `skatsheet` with no
 * command on a terminal.  Screens: choose (tournament, series, table), the
 * sheet with the entry line, corrections, standings, help.  Reads and writes
 * through the db API only; polls the database's data version so that views
 * refresh within a second when another process writes.
 *
 * While curses runs, stderr goes to $SKATSHEET_TUI_LOG (appended) or
 * /dev/null, so library messages never reach the screen.  The terminal is
 * restored on every way out (q, errors, exit(), SIGINT/SIGTERM/SIGHUP).
 */
#ifndef SK_TUI_H
#define SK_TUI_H

#include "util.h"

struct db;

typedef struct tui_options {
    const char *tournament; /* NULL: start at the tournament list (or the only one) */
    int series;             /* 0: choose */
    int table;              /* 0: choose */
} tui_options;

/* Run the TUI on the open database d until the user leaves.  Returns SK_OK,
 * or SK_FAIL with err set when the terminal cannot be used (not a tty,
 * curses failed) or a preselection (-t/--series/--table) does not exist. */
int tui_run(struct db *d, const tui_options *opt, sk_err *err);

#endif
