/* tui_open.c - what the TUI has open (tui_open.h): the tournament, and the
 * table with its games and sheet as its family keeps them (ISkO, the house
 * list, a Schafkopf list: tui_sch.c). */
#include "tui_open.h"

#include <stdlib.h>
#include <string.h>

#include "db_games.h"
#include "db_seating.h"
#include "db_subs.h"
#include "housegame.h"
#include "opsfam.h"
#include "tablesheet.h"
#include "tui_int.h"

void tui_open_free(tui *t)
{
    tui_sch_free(t);
    db_table_clear(&t->table);
    memset(&t->table, 0, sizeof t->table);
    db_games_free(t->games, t->ngames);
    t->games = NULL;
    t->ngames = 0;
    sheet_free(&t->sh);
    db_subs_free(t->subs, t->nsubs);
    t->subs = NULL;
    t->nsubs = 0;
    free(t->hrows);
    t->hrows = NULL;
    t->nhrows = 0;
    t->house = false;
    t->have_table = false;
}

/* House rules: replay the open table's list (its games are loaded). */
static void load_house(tui *t)
{
    t->hp = t->tour.rules.house; /* parsed when the tournament was opened */
    t->hrows = xcalloc(t->ngames ? t->ngames : 1, sizeof *t->hrows);
    sk_err err;
    sk_err_clear(&err);
    if (ops_house_replay(&t->hp, t->table.size, &t->rules, ops_house_day(t->tour.row.date), t->games, t->ngames,
                         t->hrows, &t->hlist, &err) != SK_OK) {
        tui_status(t, true, _("house list: %s"), err.msg);
        free(t->hrows);
        t->hrows = NULL;
        return;
    }
    t->nhrows = t->ngames;
    house_bock_peek(&t->hlist.bock, &t->hp, &t->hnext);
    /* the sheet and the games say the house dealer already (B.4.7,
     * ops_table_sheet_load) */
    t->house = true;
}

/* (Re)load the open Skat table: seats, games, sheet (house: with its
 * list).  Keeps the cursor. */
static int load_skat(tui *t, bool house)
{
    t->sch = false;
    sk_err err;
    sk_err_clear(&err);
    ops_table_sheet ts;
    if (ops_table_sheet_load(t->d, &t->tour, t->series_no, t->table_no, &ts, &err) != SK_OK) {
        tui_status(t, true, "%s", err.msg);
        return SK_FAIL;
    }
    tui_open_free(t);
    t->table = ts.table;
    t->games = ts.games;
    t->ngames = ts.ngames;
    t->rules = ts.rules;
    t->sh = ts.sh;
    t->have_table = true;
    if (!house && db_subs_list(t->d, t->tour.row.id, t->series_no, &t->subs, &t->nsubs, &err) !=
                      SK_OK)
        tui_status(t, true, "%s", err.msg); /* the sheet stands without the names */
    if (house)
        load_house(t);
    tui_second_diffs(t);
    if (t->cursor < 0 || t->cursor >= t->sh.series_games) {
        int cur = tui_current_game(t);
        t->cursor = cur ? cur - 1 : t->sh.series_games - 1;
    }
    return SK_OK;
}

static int load_isko(tui *t)
{
    return load_skat(t, false);
}

static int load_house_table(tui *t)
{
    return load_skat(t, true);
}

/* A Schafkopf table: its own screen (tui_sch.c). */
static int load_sch(tui *t)
{
    t->sch = true;
    return tui_sch_load(t);
}

/* (Re)load the open table as the tournament's form keeps it (opsfam.h). */
int tui_open_reload(tui *t)
{
    static int (*const load_by[OPS_FORM_COUNT])(tui *) = {
        [OPS_FORM_ISKO] = load_isko,
        [OPS_FORM_HOUSE] = load_house_table,
        [OPS_FORM_SCHAFKOPF] = load_sch,
    };
    return load_by[ops_form_of(&t->tour.rules)](t);
}

int tui_open_tournament(tui *t, const char *name)
{
    sk_err err;
    sk_err_clear(&err);
    ops_tour tour;
    if (ops_tour_find(t->d, name, &tour, &err) != SK_OK) {
        tui_status(t, true, "%s", err.msg);
        return SK_FAIL;
    }
    if (t->have_tour)
        ops_tour_clear(&t->tour);
    t->tour = tour;
    t->have_tour = true;
    return SK_OK;
}

/* Open table table_no of series series_no in the sheet screen. */
int tui_open_table(tui *t, int series_no, int table_no)
{
    t->series_no = series_no;
    t->table_no = table_no;
    t->cursor = -1;
    t->scroll = 0;
    t->entering = false;
    if (tui_open_reload(t) != SK_OK)
        return SK_FAIL;
    t->scr = SCR_SHEET;
    tui_status(t, false, _("table %d of series %d: ? lists every key"), table_no, series_no);
    return SK_OK;
}

/* The cursor to the next game to enter (the first missing one; the last
 * row when the sheet is full). */
void tui_open_cursor_next(tui *t)
{
    int cur = tui_current_game(t);
    t->cursor = cur ? cur - 1 : t->sh.series_games - 1;
}
