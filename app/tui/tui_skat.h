/* tui_skat.h - the keys of a Skat table's sheet (ISkO and the house list;
 * drawn by tui_sheet.c) and what they do: the entry line of a game, saving
 * it, deleting and restoring games, checking the table, its entry code.
 * The state is the tui's (tui_int.h); what is refused is said on the
 * status line.  Not for other modules. */
#ifndef SK_TUI_SKAT_H
#define SK_TUI_SKAT_H

#include "tui_int.h"

/* A key on the sheet of the open Skat table (t->have_table): on the entry
 * line while entering, else the sheet's keys.  Leaving and choosing
 * another table are asked for through t->req (TUI_REQ_QUIT,
 * TUI_REQ_CHOOSE_TABLE); a question (delete, restore, renew) is left in
 * t->confirm for tui_skat_confirm. */
void tui_skat_key(tui *t, int k);
/* The question what (CONFIRM_DELETE, CONFIRM_RESTORE, CONFIRM_RENEW) was
 * answered yes: delete or restore game t->confirm_game, renew the entry
 * code.  Other values do nothing. */
void tui_skat_confirm(tui *t, int what);

#endif
