/* tui_attend.c - the attendance screen of the TUI: who is here tonight in
 * the open tournament.  Space marks a player present (from the next series
 * not drawn yet: a latecomer once series are drawn) or, when they are not
 * seated yet, absent again; + and - move the series a present player joins
 * (a latecomer) among those not drawn yet; l marks a present player as
 * leaving after the last drawn series.  Self-registrations waiting (the
 * /register page of serve) are listed first: c confirms one
 * (ops_reg_confirm, as `attendance confirm`), x rejects it.  n adds a
 * new player by the name typed and marks them present, as `player add`
 * and `attendance add` do (a latecomer joins from the next series not
 * drawn yet: db_attend_set's rule).  The same functions as `attendance`. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_evening.h"
#include "tui_draw.h"
#include "tui_int.h"
#include "tui_line.h"
#include "db_players.h"
#include "db_register.h"
#include "db_seating.h"
#include "namekey.h"
#include "playername.h"
#include "players.h"
#include "register.h"
#include "tournaments.h"

static void tui_attend_free(tui *t)
{
    db_players_free(t->att_players, t->att_nplayers);
    t->att_players = NULL;
    t->att_nplayers = 0;
    db_attendees_free(t->att, t->natt);
    t->att = NULL;
    t->natt = 0;
    for (size_t i = 0; i < t->att_nregs; i++)
        free(t->att_reg_match[i]);
    free(t->att_reg_match);
    t->att_reg_match = NULL;
    db_regs_free(t->att_regs, t->att_nregs);
    t->att_regs = NULL;
    t->att_nregs = 0;
}

/* Who each waiting registration would become, as `attendance queue` says. */
static int load_queue(tui *t, sk_err *err)
{
    int rc = db_reg_list(t->d, t->tour.row.id, true, &t->att_regs, &t->att_nregs, err);
    if (rc != SK_OK)
        return rc;
    t->att_reg_match = xcalloc(t->att_nregs ? t->att_nregs : 1, sizeof *t->att_reg_match);
    for (size_t i = 0; rc == SK_OK && i < t->att_nregs; i++)
        rc = ops_reg_describe(t->d, &t->att_regs[i], &t->att_reg_match[i], err);
    return rc;
}

/* (Re)load the players and the attendance of the open tournament. */
int tui_attend_load(tui *t)
{
    tui_attend_free(t);
    sk_err err;
    sk_err_clear(&err);
    int rc = db_player_list(t->d, false, &t->att_players, &t->att_nplayers, &err);
    if (rc == SK_OK)
        rc = db_attend_list(t->d, t->tour.row.id, &t->att, &t->natt, &err);
    int *nos = NULL;
    size_t nn = 0;
    if (rc == SK_OK)
        rc = load_queue(t, &err);
    if (rc == SK_OK)
        rc = db_series_numbers(t->d, t->tour.row.id, &nos, &nn, &err);
    t->att_last_drawn = 0;
    for (size_t i = 0; i < nn; i++)
        if (nos[i] > t->att_last_drawn)
            t->att_last_drawn = nos[i];
    free(nos);
    if (rc != SK_OK)
        tui_status(t, true, "%s", err.msg);
    int rows = (int)(t->att_nregs + t->att_nplayers);
    if (t->att_sel >= rows)
        t->att_sel = rows ? rows - 1 : 0;
    return rc;
}

void tui_attend_open(tui *t, tui_screen back)
{
    if (!tui_enter(t, SCR_ATTEND, back, true))
        return;
    t->att_typing = false;
    tui_attend_load(t);
}

static const db_attendee *entry_of(const tui *t, int64_t pid)
{
    for (size_t i = 0; i < t->natt; i++)
        if (t->att[i].player_id == pid)
            return &t->att[i];
    return NULL;
}

static void tui_attend_draw(tui *t)
{
    if (!tui_fits(t, 40, 8))
        return;
    char title[400];
    snprintf(title, sizeof title, _("%s - who is here (%zu present)"), t->tour.row.name, t->natt);
    tui_put(0, 0, COLS, title, tui_attr_title(), true);
    if (!t->att_typing)
        tui_put(1, 0, COLS, t->att_nregs ? _("c confirm  x reject a registration   Space present/"
                                             "absent   +/- series   l leaves   n new player   Esc back")
                                         : _("Space present/absent   +/- the series a latecomer joins   "
                                             "l leaves after the last drawn series   n new player   "
                                             "Esc back"),
                0, true);
    int nq = (int)t->att_nregs;
    if (t->att_typing) { /* the new player's name, on the line of the keys */
        char line[400];
        snprintf(line, sizeof line, _("New player: %s_   Enter adds and marks present   Esc cancels"),
                 t->att_name);
        tui_put(1, 0, COLS, line, A_BOLD, true);
    }
    if (nq) {
        char q[120];
        snprintf(q, sizeof q, sk_ntr("%d registration waiting (the /register page of "
                                     "'skatsheet serve'):", "%d registrations waiting (the "
                                     "/register page of 'skatsheet serve'):", (unsigned long)nq),
                 nq);
        tui_put(2, 0, COLS, q, A_BOLD, true);
    }
    int top = 3, h = LINES - top - 1, n = nq + (int)t->att_nplayers;
    if (n == 0) {
        tui_put(top, 2, COLS - 2, _("No players yet: n adds one"), 0, false);
        return;
    }
    tui_scroll_follow(&t->att_scroll, t->att_sel, h);
    for (int i = 0; i < h && t->att_scroll + i < n; i++) {
        int k = t->att_scroll + i;
        unsigned long at = k == t->att_sel ? A_REVERSE : 0;
        if (k < nq) {
            const db_reg *r = &t->att_regs[k];
            sk_buf b = {0};
            sk_buf_printf(&b, "#%-5lld ", (long long)r->id);
            sk_buf_add(&b, r->name);
            if (r->club)
                sk_buf_printf(&b, " (%s)", r->club);
            sk_buf_printf(&b, "  -> %s", t->att_reg_match[k]);
            tui_put(top + i, 0, COLS, k == t->att_sel ? "> " : "  ", at, false);
            tui_put(top + i, 2, COLS - 2, sk_buf_str(&b), at | A_BOLD, true);
            sk_buf_free(&b);
            continue;
        }
        const db_player *p = &t->att_players[k - nq];
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
        tui_put(top + i, 0, COLS, k == t->att_sel ? "> " : "  ", at, false);
        tui_put(top + i, 2, COLS - 2, sk_buf_str(&b), at, true);
        sk_buf_free(&b);
    }
}

/* c or x on the selected registration. */
static void queue_key(tui *t, int k)
{
    const db_reg *r = &t->att_regs[t->att_sel];
    sk_err err;
    sk_err_clear(&err);
    char done[400];
    int rc;
    if (k == 'x') {
        rc = ops_reg_reject(t->d, &t->tour.row, r->id, &err);
        snprintf(done, sizeof done, _("registration #%lld '%.200s' rejected"), (long long)r->id,
                 r->name);
    } else {
        ops_reg_done d;
        rc = ops_reg_confirm(t->d, &t->tour.row, r->id, NULL, false, &d, &err);
        if (rc == SK_OK) { /* whole sentences, each translated */
            const char *fmt =
                d.was_present  ? (d.created ? _("new player '%.200s' was present already")
                                            : _("player '%.200s' was present already"))
                : d.all_active ? (d.created ? _("new player '%.200s' is seated by the next draw")
                                            : _("player '%.200s' is seated by the next draw"))
                               : (d.created ? _("new player '%.200s' is present for the next draw")
                                            : _("player '%.200s' is present for the next draw"));
            snprintf(done, sizeof done, fmt, d.name);
        }
        ops_reg_done_clear(&d);
    }
    if (rc != SK_OK) {
        tui_status(t, true, "%s", err.msg);
        return;
    }
    tui_attend_load(t);
    tui_status(t, false, "%s", done);
}

/* Enter on the typed name: the player added (the name rule and the
 * likely-duplicate check of `player add`) and marked present from the
 * series db_attend_set gives a newcomer; nothing is added when no series
 * is left to join. */
static void add_new(tui *t)
{
    sk_err err;
    sk_err_clear(&err);
    char *name = namekey_nfc(t->att_name); /* stored in NFC, as `player add` */
    int64_t id = 0;
    int from = 0, rc = SK_OK;
    if (t->att_last_drawn >= t->tour.row.series_count)
        rc = sk_err_set(&err, SK_INVALID,
                        _("player '%s' cannot join: every series of the tournament (1 to %d) is "
                          "drawn and the player is seated in none"),
                        name, t->tour.row.series_count);
    if (rc == SK_OK)
        rc = playername_check(t->d, name, 0, false, &err);
    if (rc == SK_OK)
        rc = ops_player_add(t->d, name, 0, NULL, &id, &err);
    if (rc == SK_OK)
        rc = ops_attend_set(t->d, t->tour.row.id, &id, 1, 0, t->tour.row.series_count, &from,
                            &err);
    if (rc != SK_OK) { /* the name stays to be corrected */
        tui_status(t, true, "%s", err.msg);
        free(name);
        return;
    }
    t->att_typing = false;
    tui_attend_load(t);
    for (size_t i = 0; i < t->att_nplayers; i++) /* the new player selected */
        if (t->att_players[i].id == id)
            t->att_sel = (int)(t->att_nregs + i);
    if (from > 1)
        tui_status(t, false, _("new player '%.200s' present from series %d: series %d is drawn "
                               "already"), name, from, from - 1);
    else
        tui_status(t, false, _("new player '%.200s' present"), name);
    free(name);
}

/* A key while the new player's name is typed. */
static void name_key(tui *t, int k)
{
    if (tui_line_typed(t, k, t->att_name, sizeof t->att_name, &t->att_name_len, &t->att_typing,
                       _("no player added")))
        add_new(t);
}

static void tui_attend_key(tui *t, int k)
{
    if (t->att_typing) {
        name_key(t, k);
        return;
    }
    if (k == 'n') {
        t->att_typing = true;
        t->att_name[0] = '\0';
        t->att_name_len = 0;
        return;
    }
    int nq = (int)t->att_nregs;
    int n = nq + (int)t->att_nplayers;
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
    if (t->att_sel < nq && (k == 'c' || k == 'x')) {
        queue_key(t, k);
        return;
    }
    if (n == 0 || t->att_sel < nq || (k != ' ' && k != 'l' && k != '+' && k != '-'))
        return;
    const db_player *p = &t->att_players[t->att_sel - nq];
    const db_attendee *a = entry_of(t, p->id);
    sk_err err;
    sk_err_clear(&err);
    int rc;
    char done[300];
    if (k == '+' || k == '-') {
        /* a latecomer chooses the series they join: any series not drawn
         * yet (the draw of that series seats them) */
        if (!a) {
            tui_status(t, true, "%s is not present: Space marks them present first", p->name);
            return;
        }
        if (a->from_series <= t->att_last_drawn) {
            tui_status(t, true, "%s plays from series %d, which is drawn: l marks a leaver",
                       p->name, a->from_series);
            return;
        }
        int from = a->from_series + (k == '+' ? 1 : -1);
        if (from > t->tour.row.series_count) {
            tui_status(t, true, "%s cannot join later than series %d, the tournament's last",
                       p->name, t->tour.row.series_count);
            return;
        }
        if (from < 1 || from <= t->att_last_drawn) {
            tui_status(t, true, "series %d is drawn already: %s joins series %d at the earliest",
                       from, p->name, a->from_series);
            return;
        }
        rc = ops_attend_set(t->d, t->tour.row.id, &p->id, 1, from, t->tour.row.series_count, NULL,
                            &err);
        snprintf(done, sizeof done, "%.200s present from series %d", p->name, from);
    } else if (k == 'l') {
        if (!a || t->att_last_drawn < 1) {
            tui_status(t, true, "%s", !a ? _("only a present player can leave")
                                         : _("no series drawn yet: Space marks them absent"));
            return;
        }
        rc = ops_attend_leave(t->d, t->tour.row.id, &p->id, 1, t->att_last_drawn,
                             t->tour.row.series_count, &err);
        snprintf(done, sizeof done, _("%.200s left after series %d"), p->name, t->att_last_drawn);
    } else if (a) {
        rc = ops_attend_remove(t->d, t->tour.row.id, &p->id, 1, &err);
        snprintf(done, sizeof done, _("%.200s is not present"), p->name);
    } else {
        /* once series are drawn, a new arrival joins the next one */
        int from = t->att_last_drawn + 1;
        if (from > t->tour.row.series_count) {
            tui_status(t, true, _("every series is drawn: %s cannot join any more"), p->name);
            return;
        }
        rc = ops_attend_set(t->d, t->tour.row.id, &p->id, 1, from, t->tour.row.series_count, NULL,
                            &err);
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

const tui_screen_fns tui_attend_screen = {tui_attend_draw, tui_attend_key, tui_attend_free};
