/* tui_screens.c - the screens of their own files (tui_int.h's
 * tui_screen_fns) by their tui_screen, for tui.c's keys and tui_sheet.c's
 * drawing. */
#include <stddef.h>

#include "tui_int.h"

static const tui_screen_fns *const screens[SCR_N] = {
    [SCR_STAND] = &tui_stand_screen,     [SCR_STATS] = &tui_stats_screen,
    [SCR_MONEY] = &tui_money_screen,     [SCR_CHECKIN] = &tui_checkin_screen,
    [SCR_CASHIER] = &tui_cashier_screen, [SCR_ATTEND] = &tui_attend_screen,
};

const tui_screen_fns *tui_screen_of(tui_screen scr)
{
    return scr >= 0 && scr < SCR_N ? screens[scr] : NULL;
}
