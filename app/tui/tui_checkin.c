/* tui_checkin.c - the check-in screen of the TUI: the desk at the door.
 * A USB scanner types the code of a registration's QR code (or of a
 * player pass) like a keyboard and presses Enter: the player is checked
 * in in one step through ops_checkin_scan, as `checkin scan` does, and
 * the seat is shown at once.  Tab steps the fee taken with it (paid, owed,
 * waived).  A duplicate or unknown scan is shown and changes nothing.
 * Above the input: the round clock of the series; below: the latest
 * arrivals. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkin.h"
#include "checkseat.h"
#include "clockview.h"
#include "db_day.h"
#include "tui_draw.h"
#include "tui_int.h"

static const char *const fee_names[] = {N_("paid"), N_("owed"), N_("waived")};

void tui_checkin_open(tui *t, tui_screen back)
{
    tui_enter(t, SCR_CHECKIN, back, false);
    t->scan[0] = '\0';
    t->scan_len = 0;
}

static void tui_checkin_draw(tui *t)
{
    if (!tui_fits(t, 40, 10))
        return;
    db_checkin *v = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    db_checkin_list(t->d, t->tour.row.id, &v, &n, &err);
    char title[400];
    snprintf(title, sizeof title, _("%s - check-in (%zu checked in)"), t->tour.row.name, n);
    tui_heading(title, _("scan or type a code or member number, Enter checks in   Tab the fee   "
                     "Esc back"));
    ops_clock k;
    if (ops_clock_load(t->d, &t->tour.row, 0, &k, &err) == SK_OK) {
        sk_buf b = {0};
        if (k.has)
            ops_clock_text(&k, &b);
        tui_put(2, 0, COLS, sk_buf_str(&b),
                k.has && (k.st.phase == CLOCK_WARNING || k.st.phase == CLOCK_OVER)
                    ? tui_attr_error() : 0, true);
        sk_buf_free(&b);
        ops_clock_free(&k);
    }
    char line[600];
    snprintf(line, sizeof line, _("Fee: %s"), _(fee_names[t->fee_mode]));
    tui_put(3, 0, COLS, line, A_BOLD, true);
    snprintf(line, sizeof line, "%s %s_", _("Scan:"), t->scan);
    tui_put(5, 0, COLS, line, A_REVERSE, true);
    tui_put(7, 0, COLS, t->checkin_seat, A_BOLD | tui_attr_mark(), true);
    tui_put(8, 0, COLS, t->checkin_msg, t->checkin_err ? tui_attr_error() : 0, true);
    int top = 10;
    for (size_t i = n, row = 0; i-- > 0 && top + (int)row < LINES - 1; row++) {
        int table = 0, seat = 0;
        ops_seat_of(t->d, &t->tour.row, v[i].from_series, v[i].player_id, &table, &seat, &err);
        char when[64];
        sk_local_time(v[i].at, when, sizeof when);
        sk_buf b = {0};
        sk_buf_printf(&b, "%4lld  %s  ", (long long)v[i].arrival, strlen(when) > 11 ? when + 11
                                                                                     : when);
        tui_cell(&b, v[i].name, 28, false);
        if (table)
            sk_buf_printf(&b, _("  series %d, table %d, seat %d"), v[i].from_series, table, seat);
        else
            sk_buf_printf(&b, _("  from series %d"), v[i].from_series);
        tui_put(top + (int)row, 0, COLS, sk_buf_str(&b), 0, true);
        sk_buf_free(&b);
    }
    db_checkins_free(v, n);
}

static void check_in(tui *t)
{
    ops_fee_in fee = {true, (db_fee_state)t->fee_mode, -1, NULL, false, 0, 0};
    ops_checkin_result r;
    sk_err err;
    sk_err_clear(&err);
    int rc = ops_checkin_scan(t->d, &t->tour, t->scan, &fee, &r, &err);
    sk_buf b = {0}, s = {0};
    if (rc == SK_OK) {
        ops_checkin_describe(&r, &b);
        ops_checkin_seat_text(&r, &s);
    }
    snprintf(t->checkin_msg, sizeof t->checkin_msg, "%s", rc == SK_OK ? sk_buf_str(&b) : err.msg);
    snprintf(t->checkin_seat, sizeof t->checkin_seat, "%s", sk_buf_str(&s));
    t->checkin_err = rc != SK_OK;
    sk_buf_free(&b);
    sk_buf_free(&s);
    ops_checkin_result_clear(&r);
    t->scan[0] = '\0';
    t->scan_len = 0;
}

static void tui_checkin_key(tui *t, int k)
{
    if (k == TE_KEY_ESC) {
        t->scr = t->back[SCR_CHECKIN];
    } else if (k == TE_KEY_TAB) {
        t->fee_mode = (t->fee_mode + 1) % 3;
    } else if (k == TE_KEY_BTAB) {
        t->fee_mode = (t->fee_mode + 2) % 3;
    } else if (k == TE_KEY_BACKSPACE) {
        while (t->scan_len > 0 && ((unsigned char)t->scan[t->scan_len - 1] & 0xC0) == 0x80)
            t->scan_len--;
        if (t->scan_len > 0)
            t->scan_len--;
        t->scan[t->scan_len] = '\0';
    } else if (k == TE_KEY_ENTER) {
        if (t->scan_len)
            check_in(t);
    } else if (k >= 32 && k < 0x110000) {
        /* the key as UTF-8 into the input (a scan is at most SCAN_MAX bytes) */
        char u[4];
        int n = (int)sk_utf8_encode((uint32_t)k, u);
        if (t->scan_len + (size_t)n < 301) {
            memcpy(t->scan + t->scan_len, u, (size_t)n);
            t->scan_len += (size_t)n;
            t->scan[t->scan_len] = '\0';
        }
    }
}

const tui_screen_fns tui_checkin_screen = {tui_checkin_draw, tui_checkin_key, NULL};
