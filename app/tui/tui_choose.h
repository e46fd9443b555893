/* tui_choose.h - the TUI's table chooser: the tournaments, the series of
 * the open one, the tables of a series (drawn by tui_sheet.c).  The state
 * is the tui's (tui_int.h); a list that cannot be read is said on the
 * status line.  Not for other modules. */
#ifndef SK_TUI_CHOOSE_H
#define SK_TUI_CHOOSE_H

#include "tui_int.h"

/* The chooser at level lvl, from its first entry (its list loaded). */
void tui_choose_level(tui *t, choose_level lvl);
/* (Re)load the list of the current level, keeping the selection within
 * it.  SK_OK, or the failure with the status line set. */
int tui_choose_load(tui *t);
/* Free the chooser's lists. */
void tui_choose_clear(tui *t);
/* A key on the chooser: move, open (a tournament, a series, a table),
 * back, the attendance, check-in and cash desk screens, help; leaving is
 * asked for through t->req (TUI_REQ_QUIT). */
void tui_choose_key(tui *t, int k);

#endif
