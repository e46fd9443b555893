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

#endif
