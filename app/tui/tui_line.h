/* tui_line.h - one line of text typed into the TUI (a new player's name
 * on the attendance screen, a substitution on the sheet): the keys that
 * edit it. */
#ifndef SK_TUI_LINE_H
#define SK_TUI_LINE_H

#include <stdbool.h>
#include <stddef.h>

/* Key k (tui.c's codes: TE_KEY_BACKSPACE, a character) on the line buf
 * (UTF-8, *len bytes, NUL-terminated, cap bytes in all): Backspace drops
 * the last character, a printable character is appended while it fits.
 * Returns false for any other key (Enter, Esc, ... are the caller's). */
bool tui_line_key(char *buf, size_t cap, size_t *len, int k);

struct tui;
/* Key k while the line buf is typed: Esc ends the typing (*typing false)
 * and says cancelled in the status line; Enter answers true when the line
 * holds something (the caller takes it); any other key edits the line
 * (tui_line_key).  False but for that Enter. */
bool tui_line_typed(struct tui *t, int k, char *buf, size_t cap, size_t *len, bool *typing,
                    const char *cancelled);

#endif
