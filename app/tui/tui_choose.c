/* tui_choose.c - the table chooser (tui_choose.h): the tournaments, the
 * series of the open one and the tables of a series, with their keys
 * (drawn by tui_sheet.c). */
#include "tui_choose.h"

#include <curses.h>
#include <stdlib.h>

#include "db_seating.h"
#include "db_tournaments.h"
#include "entry.h"
#include "seriesgames.h"
#include "tui_open.h"

/* Lists of the choose screen for the current level. */
void tui_choose_clear(tui *t)
{
    db_tournaments_free(t->tours, t->ntours);
    t->tours = NULL;
    t->ntours = 0;
    free(t->series_nos);
    t->series_nos = NULL;
    t->nseries = 0;
    if (t->have_ser)
        db_series_clear(&t->ser);
    t->have_ser = false;
    free(t->table_games);
    t->table_games = NULL;
}

int tui_choose_load(tui *t)
{
    sk_err err;
    sk_err_clear(&err);
    tui_choose_clear(t);
    int rc = SK_OK;
    if (t->lvl == CH_TOURN) {
        rc = db_tournament_list(t->d, &t->tours, &t->ntours, &err);
    } else if (t->lvl == CH_SERIES) {
        rc = db_series_numbers(t->d, t->tour.row.id, &t->series_nos, &t->nseries, &err);
    } else {
        rc = db_series_get(t->d, t->tour.row.id, t->series_no, &t->ser, &err);
        if (rc == SK_OK) {
            t->have_ser = true;
            t->table_games = xcalloc(t->ser.ntables + 1, sizeof *t->table_games);
            /* the games of each table, as the family keeps them (a count
             * that cannot be read stays at what was read) */
            ops_series_games(t->d, &t->tour, &t->ser, t->table_games, &err);
        }
    }
    if (rc != SK_OK) {
        tui_status(t, true, "%s", err.msg);
        return rc;
    }
    size_t count = t->lvl == CH_TOURN ? t->ntours : t->lvl == CH_SERIES ? t->nseries : t->ser.ntables;
    if (t->sel >= (int)count)
        t->sel = count ? (int)count - 1 : 0;
    if (t->sel < 0)
        t->sel = 0;
    return SK_OK;
}

void tui_choose_level(tui *t, choose_level lvl)
{
    t->lvl = lvl;
    t->sel = 0;
    t->scr = SCR_CHOOSE;
    tui_choose_load(t);
}

void tui_choose_key(tui *t, int k)
{
    int count = t->lvl == CH_TOURN ? (int)t->ntours
                : t->lvl == CH_SERIES ? (int)t->nseries
                : (t->have_ser ? (int)t->ser.ntables : 0);
    if (k == TE_KEY_UP || k == 'k') {
        if (t->sel > 0)
            t->sel--;
    } else if (k == TE_KEY_DOWN || k == 'j') {
        if (t->sel + 1 < count)
            t->sel++;
    } else if (k == K_FN(KEY_HOME)) {
        t->sel = 0;
    } else if (k == K_FN(KEY_END)) {
        t->sel = count ? count - 1 : 0;
    } else if (k == TE_KEY_ENTER || k == TE_KEY_RIGHT) {
        if (count == 0)
            return;
        if (t->lvl == CH_TOURN) {
            if (tui_open_tournament(t, t->tours[t->sel].name) == SK_OK)
                tui_choose_level(t, CH_SERIES);
        } else if (t->lvl == CH_SERIES) {
            t->series_no = t->series_nos[t->sel];
            tui_choose_level(t, CH_TABLE);
        } else {
            int tno = t->ser.tables[t->sel].table_no;
            tui_open_table(t, t->series_no, tno);
        }
    } else if (k == TE_KEY_ESC || k == TE_KEY_BACKSPACE || k == TE_KEY_LEFT) {
        if (t->lvl == CH_TABLE)
            tui_choose_level(t, CH_SERIES);
        else if (t->lvl == CH_SERIES)
            tui_choose_level(t, CH_TOURN);
        else if (t->have_table)
            t->scr = SCR_SHEET;
    } else if (k == 'q') {
        t->req = TUI_REQ_QUIT;
    } else if (k == 'a' && t->lvl != CH_TOURN) {
        tui_attend_open(t, SCR_CHOOSE);
    } else if (k == 'i' && t->lvl != CH_TOURN) {
        tui_checkin_open(t, SCR_CHOOSE);
    } else if (k == '$' && t->lvl != CH_TOURN) {
        tui_cashier_open(t, SCR_CHOOSE);
    } else if (k == '?') {
        t->help_return = t->scr;
        t->scr = SCR_HELP;
    }
}
