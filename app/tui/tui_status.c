/* tui_status.c - the status line of the TUI's state (tui_int.h), the
 * "too small" notice and the keys the list screens share: the pieces of tui.c the screens (tui_stand.c, ...)
 * call back into, kept apart so tui.c depends on the screens and no screen
 * depends on tui.c. */
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>

#include "tui_draw.h"
#include "tui_int.h"

void tui_status(tui *t, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->status, sizeof t->status, fmt, ap);
    va_end(ap);
    t->status_err = error;
}

/* The window cannot show this screen: say so and remember it, so that
 * handle_key ignores every key but resize and quit until it can (a key
 * acting on a screen nobody sees could delete a game nobody saw). */
void tui_too_small(tui *t, int need_c, int need_l)
{
    t->too_small = true;
    char msg[160];
    snprintf(msg, sizeof msg, _("%dx%d, need %dx%d"), COLS, LINES, need_c, need_l);
    int y = LINES / 2 - 1;
    if (y < 0)
        y = 0;
    tui_put(y, 0, COLS, _("Terminal too small"), tui_attr_error(), false);
    tui_put(y + 1, 0, COLS, msg, tui_attr_error(), false);
    tui_put(y + 2, 0, COLS, _("Enlarge it, or q to leave"), 0, false);
}

bool tui_fits(tui *t, int need_c, int need_l)
{
    if (COLS >= need_c && LINES >= need_l)
        return true;
    tui_too_small(t, need_c, need_l);
    return false;
}

void tui_list_key(tui *t, int k, int *pos, tui_screen back)
{
    switch (k) {
    case TE_KEY_UP: case 'k':
        (*pos)--;
        break;
    case TE_KEY_DOWN: case 'j':
        (*pos)++;
        break;
    case TE_KEY_ESC: case TE_KEY_BACKSPACE: case 'b':
        t->scr = back;
        break;
    default:
        tui_status(t, true, "%s", _("that key does nothing here: ? lists every key"));
        break;
    }
}

bool tui_enter(tui *t, tui_screen scr, tui_screen back, bool need_tour)
{
    if (need_tour && !t->have_tour) {
        tui_status(t, true, _("choose a tournament first"));
        return false;
    }
    t->back[scr] = back;
    t->scr = scr;
    return true;
}
