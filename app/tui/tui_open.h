/* tui_open.h - what the TUI has open: the tournament, and the table with
 * its games and sheet as the tournament's family keeps them (ISkO, the
 * house list, a Schafkopf list).  The state is the tui's (tui_int.h);
 * failures are shown on the status line (tui_status), not returned as
 * messages.  Not for other modules. */
#ifndef SK_TUI_OPEN_H
#define SK_TUI_OPEN_H

#include "tui_int.h"

/* Open the tournament named name (ops_tour_find) in place of the open one.
 * SK_OK, or SK_FAIL with the status line set and the open one kept. */
int tui_open_tournament(tui *t, const char *name);
/* Open table table_no of series series_no of the open tournament on the
 * sheet screen (the cursor at the next game to enter).  SK_OK, or SK_FAIL
 * with the status line set. */
int tui_open_table(tui *t, int series_no, int table_no);
/* (Re)load the open table as the tournament's family keeps it (after a
 * write, or when another program wrote); keeps the cursor.  SK_OK, or
 * SK_FAIL with the status line set (the table loaded before is kept). */
int tui_open_reload(tui *t);
/* The cursor to the next game to enter (the first missing one; the last
 * row when the sheet is full). */
void tui_open_cursor_next(tui *t);
/* Free the open table (its games, sheet, list and Schafkopf screen); the
 * tournament stays. */
void tui_open_free(tui *t);

#endif
