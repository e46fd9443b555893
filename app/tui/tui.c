/* tui.c - the full-screen score keeper; see tui.h.
 *
 * One loop: draw the current screen, wait up to 250 ms for a key (get_wch),
 * handle it, poll the database's data version and reload when another
 * process wrote.  All game logic of the entry line is in tui_entry.c; the
 * sheet (running totals, Seeger block) comes from sheet.c; the Skat screens
 * are drawn in tui_sheet.c; this file loads and dispatches keys.
 */
#include "tui.h"

#include <curses.h>
#include <langinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "db_watch.h"
#include "seeger.h"
#include "sheet.h"
#include "tablesheet.h"
#include "seriesgames.h"
#include "games.h"
#include "entrycodes.h"
#include "tui_draw.h"
#include "entry.h"
#include "clockview.h"
#include "tui_int.h"
#include "check.h"
#include "housegame.h"
#include "schops.h"
#include "text.h"

/* ---- terminal state: restored on every way out ---- */

static volatile sig_atomic_t g_signal;
static bool g_curses_on;
static int g_saved_stderr = -1;
static bool g_atexit_done;

static void on_signal(int sig)
{
    g_signal = sig; /* the loop notices within 250 ms and leaves cleanly */
}

static void restore_terminal(void)
{
    if (g_curses_on) {
        endwin();
        g_curses_on = false;
    }
    if (g_saved_stderr >= 0) {
        fflush(stderr);
        dup2(g_saved_stderr, 2);
        close(g_saved_stderr);
        g_saved_stderr = -1;
    }
}

/* stderr to $SKATSHEET_TUI_LOG or /dev/null while curses runs. */
static void quiet_stderr(void)
{
    const char *log = getenv("SKATSHEET_TUI_LOG");
    int fd = -1;
    if (log && *log)
        fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0)
        fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    fflush(stderr);
    g_saved_stderr = dup(2);
    dup2(fd, 2);
    close(fd);
}

/* ---- loading ---- */

static void free_table(tui *t)
{
    tui_sch_free(t);
    db_table_clear(&t->table);
    memset(&t->table, 0, sizeof t->table);
    db_games_free(t->games, t->ngames);
    t->games = NULL;
    t->ngames = 0;
    sheet_free(&t->sh);
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

/* The game rules for the entry of game game_no: under house rules with the
 * house dealer of that game (B.4.7: the same dealer can deal again), so the
 * entry's dealer checks and texts say the sheet's dealer. */
static const game_table_rules *entry_rules(const tui *t, int game_no, game_table_rules *buf)
{
    if (!t->house || game_no < 1 || game_no > t->sh.series_games)
        return &t->rules;
    ops_house_rules_dealing(&t->rules, game_no, t->sh.rows[game_no - 1].dealer, buf);
    return buf;
}

/* Begin the entry of the missing game game_no (a game the list makes a
 * Ramsch starts in its Augen), or load the recorded game g for editing. */
static void entry_start(tui *t, int game_no, const game_entry *g)
{
    game_table_rules er;
    const game_table_rules *r = entry_rules(t, game_no, &er);
    if (g)
        tui_entry_load(&t->entry, r, g);
    else
        tui_entry_begin(&t->entry, r, t->series_no, t->table_no, game_no);
    t->entry.house = t->house;
    if (!g && tui_forced_ramsch(t, game_no))
        tui_entry_ramsch(&t->entry);
    t->entering = true;
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
    free_table(t);
    t->table = ts.table;
    t->games = ts.games;
    t->ngames = ts.ngames;
    t->rules = ts.rules;
    t->sh = ts.sh;
    t->have_table = true;
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

/* (Re)load the open table as the tournament's family keeps it. */
static int load_table(tui *t)
{
    static int (*const load_by[FAM_COUNT])(tui *) = {
        [FAM_ISKO] = load_isko,
        [FAM_HOUSE] = load_house_table,
        [FAM_WENDISCH] = load_sch,
        [FAM_BAYERISCH] = load_sch,
    };
    return load_by[t->tour.rules.fam->id](t);
}

static int load_tournament(tui *t, const char *name)
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
static int open_table(tui *t, int series_no, int table_no)
{
    t->series_no = series_no;
    t->table_no = table_no;
    t->cursor = -1;
    t->scroll = 0;
    t->entering = false;
    if (load_table(t) != SK_OK)
        return SK_FAIL;
    t->scr = SCR_SHEET;
    tui_status(t, false, _("table %d of series %d: ? lists every key"), table_no, series_no);
    return SK_OK;
}

/* Lists of the choose screen for the current level. */
static void choose_clear(tui *t)
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

static int choose_load(tui *t)
{
    sk_err err;
    sk_err_clear(&err);
    choose_clear(t);
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

static void choose_enter_level(tui *t, choose_level lvl)
{
    t->lvl = lvl;
    t->sel = 0;
    t->scr = SCR_CHOOSE;
    choose_load(t);
}

/* ---- actions ---- */

/* The cursor to the next game to enter (the first missing one; the last
 * row when the sheet is full). */
static void cursor_to_next(tui *t)
{
    int cur = tui_current_game(t);
    t->cursor = cur ? cur - 1 : t->sh.series_games - 1;
}

/* After any save, edit, delete or restore: reload, the cursor to the next
 * game to enter (the next keys typed are for that game). */
static void after_write(tui *t, const char *what, int game_no)
{
    t->entering = false;
    load_table(t);
    cursor_to_next(t);
    tui_status(t, false, _("game %d %s"), game_no, what);
    if (t->stand_valid)
        t->stand_valid = false;
    t->stats_valid = false;
}

static void save_entry(tui *t)
{
    game_entry ge;
    tui_entry_to_game(&t->entry, &ge);
    sk_err err;
    sk_err_clear(&err);
    db_game out;
    int rc = ops_game_put(t->d, &t->tour, &ge, t->entry.editing, &out, NULL, &err);
    if (rc != SK_OK) {
        tui_status(t, true, _("not saved: %s"), err.msg);
        return;
    }
    if (out.queued) {
        tui_status(t, false, _("a reported result: the change waits in the review queue as #%lld"),
                   (long long)out.queued);
        db_game_clear(&out);
        return;
    }
    bool same = out.unchanged;
    db_game_clear(&out);
    after_write(t, same ? _("unchanged: nothing written")
                   : t->entry.editing ? _("corrected")
                   : (ge.h.ramsch ? _("recorded as Ramsch") : ge.passed ? _("recorded as passed") : _("saved")),
                ge.game_no);
}

/* The attendance screen of the open tournament; Esc returns to back. */
static void open_attendance(tui *t, tui_screen back)
{
    if (!t->have_tour) {
        tui_status(t, true, _("choose a tournament first"));
        return;
    }
    t->att_return = back;
    t->scr = SCR_ATTEND;
    tui_attend_load(t);
}

static void restore_game(tui *t, int game_no)
{
    sk_err err;
    sk_err_clear(&err);
    if (ops_game_restore(t->d, &t->tour, t->series_no, t->table_no, game_no, 0, NULL, NULL,
                         &err) != SK_OK) {
        tui_status(t, true, _("not restored: %s"), err.msg);
        return;
    }
    after_write(t, _("restored (the replaced version is in the history)"), game_no);
}

/* `check` for the open table: games missing, the dealer declaring at a
 * 4-table, empty seats (the sheet's marks), in the status line. */
/* K: the open table's entry code for `skatsheet serve` (made when the
 * table has none); renew (N, confirmed): a new one, the old one stops
 * working at once. */
static void entry_code(tui *t, bool renew)
{
    ops_entry_link *l = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    int rc = ops_entry_links(t->d, &t->tour.row, t->series_no, true, renew, renew ? t->table_no : 0,
                             NULL, &l, &n, NULL, &err);
    const ops_entry_link *me = NULL;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (l[i].table_no == t->table_no)
            me = &l[i];
    if (rc != SK_OK)
        tui_status(t, true, _("entry code: %s"), err.msg);
    else if (!me || !me->code[0])
        tui_status(t, true, _("table %d has no entry code"), t->table_no);
    else if (me->url)
        tui_status(t, false, _("%sentry code of table %d: %s   %s   (N renews it)"),
                   renew ? "new " : "", t->table_no, me->code, me->url);
    else
        tui_status(t, false, _("%sentry code of table %d: %s   page /table/%d/%d on 'skatsheet "
                   "serve'   (N renews it)"), renew ? "new " : "", t->table_no, me->code,
                   t->series_no, t->table_no);
    ops_entry_links_free(l, n);
}

static void check_table(tui *t)
{
    sk_buf b = {0};
    int missing = 0, dealer = 0, first = 0;
    for (int i = 0; i < t->sh.series_games; i++) {
        if (t->sh.rows[i].marks & SHEET_MISSING) {
            if (!missing++)
                first = i + 1;
        }
        if (t->sh.rows[i].marks & SHEET_DEALER_DECLARER)
            dealer++;
    }
    int empty = 0;
    for (int s = 0; s < t->table.size; s++)
        empty += t->table.seats[s].player_id == 0;
    if (missing)
        sk_buf_printf(&b, _("%d of %d games missing (first: %d)"), missing, t->sh.series_games,
                      first);
    if (dealer)
        sk_buf_printf(&b, sk_ntr("%s%d game declared by the dealer",
                                 "%s%d games declared by the dealer", (unsigned long)dealer),
                      b.len ? "; " : "", dealer);
    if (empty)
        sk_buf_printf(&b, sk_ntr("%s%d empty seat", "%s%d empty seats", (unsigned long)empty),
                      b.len ? "; " : "", empty);
    /* the stored values against the rules (as `check` does), first one
     * named: "game 5: stored score 20 (rules: 24) disagree ..." */
    ops_check_report r;
    sk_err err;
    sk_err_clear(&err);
    if (ops_check_values(t->d, &t->tour.row, t->series_no, t->table_no, &r, &err) != SK_OK) {
        sk_buf_printf(&b, _("%scannot check the stored values: %s"), b.len ? "; " : "", err.msg);
    } else if (r.problems) {
        /* drop "series S, table T: " (the status names the table) */
        const char *line = r.text, *colon = strstr(line, "table ");
        colon = colon ? strstr(colon, ": ") : NULL;
        if (colon)
            line = colon + 2;
        size_t len = strcspn(line, "\n");
        sk_buf_printf(&b, sk_ntr("%s%d stored game disagrees with the rules: %.*s",
                                 "%s%d stored games disagree with the rules: %.*s",
                                 (unsigned long)r.problems),
                      b.len ? "; " : "", r.problems, (int)len, line);
        if (r.problems > 1)
            sk_buf_add(&b, _(" ('skatsheet check' lists all)"));
    }
    ops_check_report_free(&r);
    if (b.len)
        tui_status(t, true, _("check table %d: %s"), t->table_no, sk_buf_str(&b));
    else
        tui_status(t, false, _("check table %d: complete, no problems (%zu games)"), t->table_no,
                   t->ngames);
    sk_buf_free(&b);
}

static void delete_game(tui *t, int game_no)
{
    sk_err err;
    sk_err_clear(&err);
    int64_t queued = 0;
    if (ops_game_delete(t->d, &t->tour, t->series_no, t->table_no, game_no, NULL, &queued,
                        &err) != SK_OK) {
        tui_status(t, true, _("not deleted: %s"), err.msg);
        return;
    }
    if (queued) {
        tui_status(t, false, _("a reported result: the deletion waits in the review queue as #%lld"),
                   (long long)queued);
        return;
    }
    after_write(t, _("deleted (the old version is in the audit history; u restores it)"), game_no);
}

static void poll_changes(tui *t)
{
    int64_t v;
    sk_err err;
    sk_err_clear(&err);
    if (db_data_version(t->d, &v, &err) != SK_OK)
        return;
    if (v == t->data_version)
        return;
    t->data_version = v;
    if (t->have_tour) {
        ops_tour tour;
        sk_err e2;
        sk_err_clear(&e2);
        if (ops_tour_find(t->d, t->tour.row.name, &tour, &e2) == SK_OK) {
            ops_tour_clear(&t->tour);
            t->tour = tour;
        }
    }
    if (t->have_table) {
        load_table(t);
        if (!t->entering)
            cursor_to_next(t);
    }
    if (t->scr == SCR_CHOOSE)
        choose_load(t);
    if (t->scr == SCR_ATTEND)
        tui_attend_load(t);
    t->stand_valid = false;
    t->stats_valid = false;
    t->cash_valid = false;
}

/* ---- keys ---- */

#define K_FN(x) (0x200000 + (x))

static int map_key(int r, wint_t ch)
{
    if (r == KEY_CODE_YES) {
        switch (ch) {
        case KEY_ENTER: return TE_KEY_ENTER;
        case KEY_BACKSPACE: return TE_KEY_BACKSPACE;
        case KEY_BTAB: return TE_KEY_BTAB;
        case KEY_LEFT: return TE_KEY_LEFT;
        case KEY_RIGHT: return TE_KEY_RIGHT;
        case KEY_UP: return TE_KEY_UP;
        case KEY_DOWN: return TE_KEY_DOWN;
        default: return K_FN((int)ch);
        }
    }
    switch (ch) {
    case '\n': case '\r': return TE_KEY_ENTER;
    case 27: return TE_KEY_ESC;
    case 127: case 8: return TE_KEY_BACKSPACE;
    case '\t': return TE_KEY_TAB;
    default: return (int)ch;
    }
}

static void want_quit(tui *t)
{
    if (t->entering && tui_entry_dirty(&t->entry))
        t->confirm = CONFIRM_QUIT;
    else
        t->quit = true;
}

static void key_choose(tui *t, int k)
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
            if (load_tournament(t, t->tours[t->sel].name) == SK_OK)
                choose_enter_level(t, CH_SERIES);
        } else if (t->lvl == CH_SERIES) {
            t->series_no = t->series_nos[t->sel];
            choose_enter_level(t, CH_TABLE);
        } else {
            int tno = t->ser.tables[t->sel].table_no;
            open_table(t, t->series_no, tno);
        }
    } else if (k == TE_KEY_ESC || k == TE_KEY_BACKSPACE || k == TE_KEY_LEFT) {
        if (t->lvl == CH_TABLE)
            choose_enter_level(t, CH_SERIES);
        else if (t->lvl == CH_SERIES)
            choose_enter_level(t, CH_TOURN);
        else if (t->have_table)
            t->scr = SCR_SHEET;
    } else if (k == 'q') {
        want_quit(t);
    } else if (k == 'a' && t->lvl != CH_TOURN) {
        open_attendance(t, SCR_CHOOSE);
    } else if (k == 'i' && t->lvl != CH_TOURN) {
        tui_checkin_open(t, SCR_CHOOSE);
    } else if (k == '$' && t->lvl != CH_TOURN) {
        tui_cashier_open(t, SCR_CHOOSE);
    } else if (k == '?') {
        t->help_return = t->scr;
        t->scr = SCR_HELP;
    }
}

static void key_sheet(tui *t, int k)
{
    if (t->sch && t->have_table) {
        t->req = TUI_REQ_NONE;
        tui_sch_key(t, k);
        if (t->req == TUI_REQ_QUIT)
            want_quit(t);
        else if (t->req == TUI_REQ_CHOOSE_TABLE)
            choose_enter_level(t, CH_TABLE);
        else if (t->req == TUI_REQ_MONEY)
            tui_money_open(t, SCR_SHEET);
        t->req = TUI_REQ_NONE;
        return;
    }
    if (!t->have_table) {
        if (k == 'c')
            choose_enter_level(t, t->have_tour ? CH_SERIES : CH_TOURN);
        else if (k == 'q')
            want_quit(t);
        return;
    }
    if (t->entering) {
        tui_entry_action a = tui_entry_key(&t->entry, k);
        if (a == TE_ACT_SAVE) {
            save_entry(t);
        } else if (a == TE_ACT_CANCEL) {
            t->entering = false;
            tui_status(t, false, _("entry cancelled"));
        } else if (a == TE_ACT_UNHANDLED) {
            if (k == '?') {
                t->help_return = SCR_SHEET;
                t->scr = SCR_HELP;
            } else if (k == 'q') {
                want_quit(t);
            } else if (k < 0x110000 && k >= 32) {
                char ch[8] = {0};
                wchar_t wc = (wchar_t)k;
                if (wctomb(ch, wc) <= 0)
                    snprintf(ch, sizeof ch, "?");
                tui_status(t, true, _("key '%s' does nothing on the %s field (? lists the keys)"), ch,
                           tui_entry_step_name(t->entry.step));
            }
        } else {
            tui_status(t, false, "%s", "");
        }
        return;
    }
    int n = t->sh.series_games;
    const sheet_row *r = &t->sh.rows[t->cursor];
    bool missing = (r->marks & SHEET_MISSING) != 0;
    tui_geom g = tui_sheet_geom(t);
    int page = g.rows_h > 1 ? g.rows_h - 1 : 1;
    switch (k) {
    case TE_KEY_UP: case 'k':
        if (t->cursor > 0) t->cursor--;
        return;
    case TE_KEY_DOWN: case 'j':
        if (t->cursor + 1 < n) t->cursor++;
        return;
    case K_FN(KEY_PPAGE):
        t->cursor = t->cursor > page ? t->cursor - page : 0;
        return;
    case K_FN(KEY_NPAGE):
        t->cursor = t->cursor + page < n ? t->cursor + page : n - 1;
        return;
    case K_FN(KEY_HOME):
        t->cursor = 0;
        return;
    case K_FN(KEY_END): {
        int cur = tui_current_game(t);
        t->cursor = cur ? cur - 1 : n - 1;
        return;
    }
    case '?':
        t->help_return = SCR_SHEET;
        t->scr = SCR_HELP;
        return;
    case 'q':
        want_quit(t);
        return;
    case 'c':
        choose_enter_level(t, CH_TABLE);
        return;
    case 's':
        t->scr = SCR_STAND;
        t->stand_valid = false;
        return;
    case 't':
        tui_stats_open(t, SCR_SHEET);
        return;
    case 'r':
        tui_status(t, true, _("r is red (hearts) on the contract field; R starts a Ramsch; "
                              "Ctrl-L reloads"));
        return;
    case 'v':
        check_table(t);
        return;
    case 'a':
        open_attendance(t, SCR_SHEET);
        return;
    case 'i':
        tui_checkin_open(t, SCR_SHEET);
        return;
    case '$':
        tui_cashier_open(t, SCR_SHEET);
        return;
    case 'K':
        entry_code(t, false);
        return;
    case 'N':
        t->confirm = CONFIRM_RENEW;
        snprintf(t->confirm_text, sizeof t->confirm_text,
                 _("Renew the entry code of table %d? The old code stops working at once. y/n"),
                 t->table_no);
        return;
    case 'u':
        t->confirm = CONFIRM_RESTORE;
        t->confirm_game = t->cursor + 1;
        snprintf(t->confirm_text, sizeof t->confirm_text,
                 _("Restore the latest earlier version of game %d from the history? y/n"),
                 t->cursor + 1);
        return;
    case 'e': case TE_KEY_ENTER:
        if (missing) {
            entry_start(t, t->cursor + 1, NULL);
        } else {
            const db_game *dg = tui_game_of_row(t, t->cursor + 1);
            if (dg) {
                entry_start(t, t->cursor + 1, &dg->e);
                tui_status(t, false, _("editing game %d: change fields, Enter saves, Esc cancels"),
                            t->cursor + 1);
            }
        }
        return;
    case 'x': case K_FN(KEY_DC):
        if (missing) {
            tui_status(t, true, _("game %d has not been recorded: nothing to delete"), t->cursor + 1);
        } else {
            t->confirm = CONFIRM_DELETE;
            t->confirm_game = t->cursor + 1;
            sk_buf b = {0};
            const db_game *dg = tui_game_of_row(t, t->cursor + 1);
            sk_buf d = {0};
            if (dg && !dg->e.passed)
                game_describe_short(&dg->e.g, &d);
            else if (dg && dg->e.h.ramsch)
                housegame_describe(&dg->e.h, t->table.size, dg->dealer, &d);
            else
                sk_buf_add(&d, _("passed"));
            sk_buf_printf(&b, _("Delete game %d (%s)? y/n"), t->cursor + 1, sk_buf_str(&d));
            sk_buf_free(&d);
            snprintf(t->confirm_text, sizeof t->confirm_text, "%s", sk_buf_str(&b));
            sk_buf_free(&b);
        }
        return;
    default:
        break;
    }
    bool ramsch_game = missing && tui_forced_ramsch(t, t->cursor + 1);
    /* a game the list makes a Ramsch: digits are the first seat's Augen,
     * d a Durchmarsch, g a Grand Hand instead (j stays Down on the sheet) */
    if ((k >= '0' && k <= '9') || k == 'p' || k == 'R' || (ramsch_game && (k == 'g' || k == 'd'))) {
        if (!missing) {
            tui_status(t, true, _("game %d is recorded: e edits it, x deletes it"), t->cursor + 1);
            return;
        }
        if (k == '0' && !ramsch_game)
            return;
        /* the entry stays open after a refused seat: the preview says why */
        entry_start(t, t->cursor + 1, NULL);
        if (k != 'R' || !t->entry.ramsch)
            tui_entry_key(&t->entry, k);
        return;
    }
    if (k < 0x110000 && k > 32)
        tui_status(t, true, _("that key does nothing here: ? lists every key"));
}

static void handle_key(tui *t, int k)
{
    if (k == K_FN(KEY_RESIZE)) {
        clearok(curscr, TRUE);
        return;
    }
    if (k == 12) { /* Ctrl-L: redraw, and read the table again */
        clearok(curscr, TRUE);
        if (t->scr == SCR_SHEET && t->have_table && !t->entering) {
            load_table(t);
            cursor_to_next(t);
            tui_status(t, false, _("reloaded"));
        }
        return;
    }
    if (t->too_small) {
        /* nothing is shown: only leaving acts (a half-typed entry is not
         * saved, so nothing is lost); a pending y/n waits for a window
         * large enough to read it */
        if (k == 'q' || k == 'Q')
            t->quit = true;
        return;
    }
    if (t->confirm) {
        int c = t->confirm;
        t->confirm = 0;
        if (k == 'y' || k == 'Y' || k == 'j' || k == 'J') {
            if (c == CONFIRM_QUIT)
                t->quit = true;
            else if (c == CONFIRM_DELETE)
                delete_game(t, t->confirm_game);
            else if (c == CONFIRM_RESTORE)
                restore_game(t, t->confirm_game);
            else if (c == CONFIRM_RENEW)
                entry_code(t, true);
        } else {
            tui_status(t, false, c == CONFIRM_DELETE    ? _("not deleted")
                                 : c == CONFIRM_RESTORE ? _("not restored")
                                 : c == CONFIRM_RENEW   ? _("the entry code stays")
                                                        : _("not leaving"));
        }
        return;
    }
    switch (t->scr) {
    case SCR_CHOOSE: key_choose(t, k); break;
    case SCR_SHEET: key_sheet(t, k); break;
    case SCR_STAND:
        if (k == 'q')
            want_quit(t);
        else if (k == '?') {
            t->help_return = SCR_STAND;
            t->scr = SCR_HELP;
        } else
            tui_stand_key(t, k);
        break;
    case SCR_STATS:
        if (k == 'q')
            want_quit(t);
        else if (k == '?') {
            t->help_return = SCR_STATS;
            t->scr = SCR_HELP;
        } else
            tui_stats_key(t, k);
        break;
    case SCR_MONEY:
        if (k == 'q')
            want_quit(t);
        else if (k == '?') {
            t->help_return = SCR_MONEY;
            t->scr = SCR_HELP;
        } else
            tui_money_key(t, k);
        break;
    case SCR_CHECKIN: /* every printable key is the scan's: only Esc leaves */
        tui_checkin_key(t, k);
        break;
    case SCR_CASHIER:
        if (k == 'q')
            want_quit(t);
        else if (k == '?') {
            t->help_return = SCR_CASHIER;
            t->scr = SCR_HELP;
        } else
            tui_cashier_key(t, k);
        break;
    case SCR_ATTEND:
        if (k == TE_KEY_ESC || k == TE_KEY_BACKSPACE || k == TE_KEY_LEFT)
            t->scr = t->att_return;
        else if (k == 'q')
            want_quit(t);
        else if (k == '?') {
            t->help_return = SCR_ATTEND;
            t->scr = SCR_HELP;
        } else
            tui_attend_key(t, k);
        break;
    case SCR_HELP:
        if (k == TE_KEY_DOWN || k == 'j' || k == ' ' || k == K_FN(KEY_NPAGE))
            t->help_scroll += k == TE_KEY_DOWN || k == 'j' ? 1 : LINES - 2;
        else if (k == TE_KEY_UP || k == 'k' || k == K_FN(KEY_PPAGE))
            t->help_scroll -= k == K_FN(KEY_PPAGE) ? LINES - 2 : 1;
        else
            t->scr = t->help_return;
        break;
    }
}

/* ---- the run ---- */

static int preselect(tui *t, const tui_options *opt, sk_err *err)
{
    if (opt->tournament || opt->series || opt->table) {
        ops_tour tour;
        if (ops_tour_find(t->d, opt->tournament, &tour, err) != SK_OK)
            return SK_FAIL;
        t->tour = tour;
        t->have_tour = true;
    } else {
        /* the only tournament opens directly */
        db_tournament *v = NULL;
        size_t n = 0;
        sk_err e2;
        sk_err_clear(&e2);
        if (db_tournament_list(t->d, &v, &n, &e2) == SK_OK && n == 1) {
            if (ops_tour_find(t->d, v[0].name, &t->tour, &e2) == SK_OK)
                t->have_tour = true;
        }
        db_tournaments_free(v, n);
    }
    if (opt->series) {
        db_series s;
        memset(&s, 0, sizeof s);
        if (db_series_get(t->d, t->tour.row.id, opt->series, &s, err) != SK_OK)
            return SK_FAIL;
        bool found = opt->table == 0;
        for (size_t i = 0; i < s.ntables; i++)
            if (s.tables[i].table_no == opt->table)
                found = true;
        db_series_clear(&s);
        if (!found)
            return sk_err_set(err, SK_FAIL, _("table %d does not exist in series %d"), opt->table,
                              opt->series);
    } else if (opt->table) {
        return sk_err_set(err, SK_USAGE, _("--table needs --series"));
    }
    return SK_OK;
}

int tui_run(struct db *d, const tui_options *opt, sk_err *err)
{
    if (!isatty(0) || !isatty(1))
        return sk_err_set(err, SK_FAIL, _("the TUI needs a terminal (stdin and stdout)"));
    tui t;
    memset(&t, 0, sizeof t);
    t.d = d;
    t.cursor = -1;
    int rc = preselect(&t, opt, err);
    if (rc != SK_OK) {
        if (t.have_tour)
            ops_tour_clear(&t.tour);
        return rc;
    }
    sk_err e0;
    sk_err_clear(&e0);
    db_data_version(d, &t.data_version, &e0);

    struct sigaction sa, old_int, old_term, old_hup;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    sigaction(SIGHUP, &sa, &old_hup);
    g_signal = 0;
    if (!g_atexit_done) {
        atexit(restore_terminal);
        g_atexit_done = true;
    }
    quiet_stderr();
    /* newterm, not initscr: an unset or unknown TERM returns NULL here
     * instead of exiting with a message on the hidden stderr */
    if (!newterm(NULL, stdout, stdin)) {
        restore_terminal();
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGTERM, &old_term, NULL);
        sigaction(SIGHUP, &old_hup, NULL);
        if (t.have_tour)
            ops_tour_clear(&t.tour);
        const char *term = getenv("TERM");
        if (!term || !*term)
            return sk_err_set(err, SK_FAIL, _("TERM is not set: the TUI needs to know the terminal "
                              "(e.g. TERM=xterm-256color)"));
        return sk_err_set(err, SK_FAIL, _("TERM '%s' is unknown or cannot address the cursor: the "
                          "TUI cannot draw on it (try TERM=xterm-256color)"), term);
    }
    g_curses_on = true;
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    timeout(250);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
        init_pair(1, COLOR_RED, -1);
        init_pair(2, COLOR_CYAN, -1);
        init_pair(3, COLOR_GREEN, -1);
    }

    if (t.have_tour && opt->series && opt->table)
        open_table(&t, opt->series, opt->table);
    else if (t.have_tour && opt->series) {
        t.series_no = opt->series;
        choose_enter_level(&t, CH_TABLE);
    } else if (t.have_tour)
        choose_enter_level(&t, CH_SERIES);
    else
        choose_enter_level(&t, CH_TOURN);
    const char *codeset = nl_langinfo(CODESET);
    bool utf8 = codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
    tui_set_ascii(!utf8);
    if (!utf8) /* said once, at the start */
        tui_status(&t, true, _("the terminal's locale has no UTF-8 (%s): umlauts are shown as ae, "
                   "oe, ue, ss; start with LANG=C.UTF-8 (or de_DE.UTF-8) for the real letters"),
                   codeset ? codeset : "?");

    while (!t.quit && !g_signal) {
        tui_draw_all(&t);
        wint_t ch;
        int r = get_wch(&ch);
        if (r != ERR)
            handle_key(&t, map_key(r, ch));
        poll_changes(&t);
    }
    restore_terminal();
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    sigaction(SIGHUP, &old_hup, NULL);

    free_table(&t);
    choose_clear(&t);
    tui_stand_free(&t);
    tui_stats_free(&t);
    tui_money_free(&t);
    tui_cashier_free(&t);
    tui_attend_free(&t);
    if (t.have_tour)
        ops_tour_clear(&t.tour);
    if (g_signal)
        return sk_err_set(err, SK_FAIL, _("interrupted by signal %d: the terminal was restored, "
                          "every saved game is kept"), (int)g_signal);
    return SK_OK;
}
