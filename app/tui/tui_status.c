/* tui_status.c - the status line of the TUI's state (tui_int.h): the one
 * piece of tui.c the screens (tui_stand.c, ...) call back into, kept apart so
 * tui.c depends on the screens and no screen depends on tui.c. */
#include <stdarg.h>
#include <stdio.h>

#include "tui_int.h"

void tui_status(tui *t, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->status, sizeof t->status, fmt, ap);
    va_end(ap);
    t->status_err = error;
}
