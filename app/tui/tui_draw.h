/* tui_draw.h - text helpers for the TUI screens (UTF-8, wcwidth), shared by
 * tui.c and tui_stand.c.  Only used while curses is active. */
#ifndef SK_TUI_DRAW_H
#define SK_TUI_DRAW_H

#include <stdbool.h>

#include "util.h"

/* Append s to b clipped to `width` display columns, padded with spaces to
 * exactly `width` (right-aligned when right); invalid bytes and control
 * characters show as '?'. */
void tui_cell(sk_buf *b, const char *s, int width, bool right);
/* A number right-aligned in `width` columns: tui_cell of "%lld". */
void tui_cell_int(sk_buf *b, long long v, int width);
/* A signed number right-aligned in `width` columns, as the lists write it:
 * "+48", "-96", and "0" without a sign. */
void tui_cell_signed(sk_buf *b, long long v, int width);
/* On a terminal whose locale has no UTF-8 (LANG=C), tui_cell and tui_put
 * show text in ASCII (text_ascii: ü as ue) instead of one ? per byte. */
void tui_set_ascii(bool on);

/* Draw s at (y, x) clipped to w columns (and the screen), padded with
 * spaces to w when pad; attr is a curses attribute (0 = normal). */
void tui_put(int y, int x, int w, const char *s, unsigned long attr, bool pad);

/* A screen's heading: its title on the first line, the keys it takes on
 * the second. */
void tui_heading(const char *title, const char *keys);

/* A list of total rows shown h at a time from row *scroll:
 * tui_scroll_clamp keeps *scroll within 0 .. total - h, tui_scroll_follow
 * moves it so that row sel is shown. */
void tui_scroll_clamp(int *scroll, int total, int h);
void tui_scroll_follow(int *scroll, int sel, int h);

/* The lines s takes wrapped at w columns (at spaces; a word longer than a
 * line is cut), at least 1. */
int tui_wrap_lines(const char *s, int w);
/* Draw s wrapped at w columns over nlines lines from (y, x), each padded to
 * w; what does not fit ends the last line in a marker (tui_cell). */
void tui_put_wrap(int y, int x, int w, int nlines, const char *s, unsigned long attr);

/* Colour attributes (plain bold/reverse when the terminal has no colours). */
unsigned long tui_attr_error(void);
unsigned long tui_attr_title(void);
unsigned long tui_attr_mark(void);

#endif
