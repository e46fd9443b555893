/* tui_attend.c - the attendance screen of the TUI: who is here tonight in
 * the open tournament.  Space marks a player present (from the next series
 * not drawn yet: a latecomer once series are drawn) or, when they are not
 * seated yet, absent again; l marks a present player as leaving after the
 * last drawn series.  The same database functions as `attendance`. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_evening.h"
#include "tui_draw.h"
#include "tui_int.h"
#include "db_players.h"
#include "db_seating.h"

void tui_attend_free(tui *t)
{
    db_players_free(t->att_players, t->att_nplayers);
    t->att_players = NULL;
    t->att_nplayers = 0;
    db_attendees_free(t->att, t->natt);
    t->att = NULL;
    t->natt = 0;
}

/* (Re)load the players and the attendance of the open tournament. */
int tui_attend_load(tui *t)
{
    tui_attend_free(t);
    sk_err err;
    sk_err_clear(&err);
    int rc = db_player_list(t->d, false, &t->att_players, &t->att_nplayers, &err);
    if (rc == SK_OK)
        rc = db_attend_list(t->d, t->tour.id, &t->att, &t->natt, &err);
    int *nos = NULL;
    size_t nn = 0;
    if (rc == SK_OK)
        rc = db_series_numbers(t->d, t->tour.id, &nos, &nn, &err);
    t->att_last_drawn = 0;
    for (size_t i = 0; i < nn; i++)
        if (nos[i] > t->att_last_drawn)
            t->att_last_drawn = nos[i];
    free(nos);
    if (rc != SK_OK)
        tui_status(t, true, "%s", err.msg);
    if (t->att_sel >= (int)t->att_nplayers)
        t->att_sel = t->att_nplayers ? (int)t->att_nplayers - 1 : 0;
    return rc;
}

static const db_attendee *entry_of(const tui *t, int64_t pid)
{
    for (size_t i = 0; i < t->natt; i++)
        if (t->att[i].player_id == pid)
            return &t->att[i];
    return NULL;
}

void tui_attend_draw(tui *t)
{
    char title[400];
    snprintf(title, sizeof title, _("%s - who is here (%zu present)"), t->tour.name, t->natt);
    tui_put(0, 0, COLS, title, tui_attr_title(), true);
    tui_put(1, 0, COLS, _("Space present/absent   l leaves after the last drawn series   "
            "Up/Down   Esc back"), 0, true);
    int top = 3, h = LINES - top - 1, n = (int)t->att_nplayers;
    if (n == 0) {
        tui_put(top, 2, COLS - 2, _("No players yet: add them with 'skatsheet player add'"), 0,
                false);
        return;
    }
    if (t->att_sel < t->att_scroll)
        t->att_scroll = t->att_sel;
    if (t->att_sel >= t->att_scroll + h)
        t->att_scroll = t->att_sel - h + 1;
    for (int i = 0; i < h && t->att_scroll + i < n; i++) {
        int k = t->att_scroll + i;
        const db_player *p = &t->att_players[k];
        const db_attendee *a = entry_of(t, p->id);
        sk_buf b = {0};
        sk_buf_printf(&b, "[%s] ", a ? "x" : " ");
        if (p->number)
            sk_buf_printf(&b, "%6d  ", p->number);
        else
            sk_buf_add(&b, "     -  ");
        sk_buf_add(&b, p->name);
        if (a && a->from_series > 1)
            sk_buf_printf(&b, _("   from series %d"), a->from_series);
        if (a && a->to_series)
            sk_buf_printf(&b, _("   left after series %d"), a->to_series);
        if (!p->active)
            sk_buf_add(&b, _("   (not a member)"));
        unsigned long at = k == t->att_sel ? A_REVERSE : 0;
        tui_put(top + i, 0, COLS, k == t->att_sel ? "> " : "  ", at, false);
        tui_put(top + i, 2, COLS - 2, sk_buf_str(&b), at, true);
        sk_buf_free(&b);
    }
}

void tui_attend_key(tui *t, int k)
{
    int n = (int)t->att_nplayers;
    if (k == TE_KEY_UP || k == 'k') {
        if (t->att_sel > 0)
            t->att_sel--;
        return;
    }
    if (k == TE_KEY_DOWN || k == 'j') {
        if (t->att_sel + 1 < n)
            t->att_sel++;
        return;
    }
    if (n == 0 || (k != ' ' && k != 'l'))
        return;
    const db_player *p = &t->att_players[t->att_sel];
    const db_attendee *a = entry_of(t, p->id);
    sk_err err;
    sk_err_clear(&err);
    int rc;
    char done[300];
    if (k == 'l') {
        if (!a || t->att_last_drawn < 1) {
            tui_status(t, true, "%s", !a ? _("only a present player can leave")
                                         : _("no series drawn yet: Space marks them absent"));
            return;
        }
        rc = db_attend_leave(t->d, t->tour.id, &p->id, 1, t->att_last_drawn,
                             t->tour.series_count, &err);
        snprintf(done, sizeof done, _("%.200s left after series %d"), p->name, t->att_last_drawn);
    } else if (a) {
        rc = db_attend_remove(t->d, t->tour.id, &p->id, 1, &err);
        snprintf(done, sizeof done, _("%.200s is not present"), p->name);
    } else {
        /* once series are drawn, a new arrival joins the next one */
        int from = t->att_last_drawn + 1;
        if (from > t->tour.series_count) {
            tui_status(t, true, _("every series is drawn: %s cannot join any more"), p->name);
            return;
        }
        rc = db_attend_set(t->d, t->tour.id, &p->id, 1, from, t->tour.series_count, &err);
        if (from > 1)
            snprintf(done, sizeof done, _("%.200s present from series %d"), p->name, from);
        else
            snprintf(done, sizeof done, _("%.200s present"), p->name);
    }
    if (rc != SK_OK) {
        tui_status(t, true, "%s", err.msg);
        return;
    }
    tui_attend_load(t);
    tui_status(t, false, "%s", done);
}
