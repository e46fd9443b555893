/* tui.c - the full-screen score keeper; see tui.h.
 *
 * One loop: draw the current screen, wait up to 250 ms for a key (get_wch),
 * handle it, poll the database's data version and reload when another
 * process wrote.  All game logic of the entry line is in tui_entry.c; the
 * sheet (running totals, Seeger block) comes from sheet.c; this file only
 * loads, draws and dispatches keys.
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
#include "games.h"
#include "entrycodes.h"
#include "tui_draw.h"
#include "entry.h"
#include "clockview.h"
#include "day.h"
#include "second.h"
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

/* ---- small helpers ---- */

static const char *seat_name(const tui *t, int seat)
{
    if (seat < 1 || seat > t->table.size || !t->table.seats[seat - 1].name)
        return "?";
    return t->table.seats[seat - 1].name;
}

/* The name of a seat cut to w columns (with the marker when cut), no
 * padding; the caller frees it. */
static char *short_name(const tui *t, int seat, int w)
{
    sk_buf nm = {0};
    tui_cell(&nm, seat_name(t, seat), w, false);
    char *v = sk_buf_take(&nm);
    for (size_t l = strlen(v); l > 0 && v[l - 1] == ' '; l--)
        v[l - 1] = '\0';
    return v;
}

static const db_game *game_of_row(const tui *t, int game_no)
{
    for (size_t i = 0; i < t->ngames; i++)
        if (t->games[i].e.game_no == game_no)
            return &t->games[i];
    return NULL;
}

/* First game number without a game (0 when the sheet is full). */
static int current_game(const tui *t)
{
    return sheet_next_missing(&t->sh);
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
    if (!ops_house_active(&t->tour) || ops_house_profile(&t->tour, &t->hp, NULL) != SK_OK)
        return;
    t->hrows = xcalloc(t->ngames ? t->ngames : 1, sizeof *t->hrows);
    sk_err err;
    sk_err_clear(&err);
    if (ops_house_replay(&t->hp, t->table.size, &t->rules, ops_house_day(t->tour.date), t->games, t->ngames,
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

/* The house row of game game_no, or NULL. */
static const ops_house_row *house_row(const tui *t, int game_no)
{
    if (!t->house || game_no < 1 || (size_t)game_no > t->nhrows)
        return NULL;
    return &t->hrows[game_no - 1];
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

/* House rules: game game_no must be a Ramsch (or a Grand Hand instead):
 * the next game of a Ramsch round or of a Ramsch-only evening. */
static bool forced_ramsch(const tui *t, int game_no)
{
    return t->house && game_no == t->hnext.game_no &&
           (t->hnext.ramsch_round || t->hp.ramsch_only_evening);
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
    if (!g && forced_ramsch(t, game_no))
        tui_entry_ramsch(&t->entry);
    t->entering = true;
}

/* House rules: the game being typed (complete) as the list will book it,
 * so the row and the entry line show it before Enter: a new game added to a
 * copy of the table's list; an edited one by replaying the whole table with
 * it in its place, as saving does.  false when there is no such game;
 * otherwise *st and reached[] (the totals it reaches), or err->status set
 * when the list refuses it (err->msg names the game, the field and the rule). */
static bool house_typed(const tui *t, house_list_step *st, int reached[HOUSE_MAX_SEATS],
                        sk_err *err)
{
    const tui_entry *e = &t->entry;
    sk_err_clear(err);
    if (!t->house || !t->entering || !tui_entry_complete(e))
        return false;
    game_entry ge;
    tui_entry_to_game(e, &ge);
    if (!e->editing) {
        if (e->game_no != t->hlist.games + 1)
            return false;
        house_list l = t->hlist;
        house_game hg;
        if (ops_house_add(&l, &t->hp, t->table.size, ops_house_next_dealer(&t->hlist, &t->rules),
                          &ge, &hg, st, err) == SK_OK)
            for (int s = 0; s < HOUSE_MAX_SEATS; s++)
                reached[s] = t->hlist.total[s] + st->r.entry[s];
        return true;
    }
    if (e->game_no < 1 || (size_t)e->game_no > t->ngames)
        return false;
    db_game *v = xcalloc(t->ngames, sizeof *v);
    memcpy(v, t->games, t->ngames * sizeof *v); /* shallow: read only */
    v[e->game_no - 1].e = ge;
    ops_house_row *rows = xcalloc(t->ngames, sizeof *rows);
    house_list l;
    if (ops_house_replay(&t->hp, t->table.size, &t->rules, ops_house_day(t->tour.date), v, t->ngames, rows, &l,
                         err) == SK_OK) {
        *st = rows[e->game_no - 1].step;
        memcpy(reached, rows[e->game_no - 1].reached, sizeof rows->reached);
    }
    free(rows);
    free(v);
    return true;
}

/* (Re)load the open table: seats, games, sheet.  Keeps the cursor. */
/* What the table's second entry says otherwise (the day asks for one):
 * "second entry differs: game 12 (first ..., second ...)" or "". */
static void second_diffs(tui *t)
{
    t->second_diffs[0] = '\0';
    day_settings ds;
    sk_err err;
    sk_err_clear(&err);
    if (ops_day_load(t->d, &t->tour, &ds, &err) != SK_OK || !ds.second_entry)
        return;
    ops_second_cmp c;
    if (ops_second_compare(t->d, &t->tour, t->series_no, t->table_no, &c, &err) != SK_OK)
        return;
    sk_buf b = {0};
    for (size_t i = 0; i < c.n; i++) {
        const ops_second_diff *x = &c.diffs[i];
        if (x->kind == OPS_SECOND_ONLY_FIRST)
            continue;
        if (!b.len)
            sk_buf_add(&b, _("SECOND ENTRY DIFFERS (the organiser decides):"));
        sk_buf_printf(&b, _(" game %d: first %s, second %s;"), x->game_no,
                      x->first ? x->first : "-", x->second ? x->second : "-");
    }
    snprintf(t->second_diffs, sizeof t->second_diffs, "%s", sk_buf_str(&b));
    sk_buf_free(&b);
    ops_second_cmp_free(&c);
}

static int load_table(tui *t)
{
    t->sch = schops_is_schafkopf(&t->tour);
    if (t->sch)
        return tui_sch_load(t);
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
    load_house(t);
    second_diffs(t);
    if (t->cursor < 0 || t->cursor >= t->sh.series_games) {
        int cur = current_game(t);
        t->cursor = cur ? cur - 1 : t->sh.series_games - 1;
    }
    return SK_OK;
}

static int load_tournament(tui *t, const char *name)
{
    sk_err err;
    sk_err_clear(&err);
    db_tournament tour;
    memset(&tour, 0, sizeof tour);
    if (db_tournament_find(t->d, name, &tour, &err) != SK_OK) {
        tui_status(t, true, "%s", err.msg);
        return SK_FAIL;
    }
    if (t->have_tour)
        db_tournament_clear(&t->tour);
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
        rc = db_series_numbers(t->d, t->tour.id, &t->series_nos, &t->nseries, &err);
    } else {
        rc = db_series_get(t->d, t->tour.id, t->series_no, &t->ser, &err);
        if (rc == SK_OK) {
            t->have_ser = true;
            t->table_games = xcalloc(t->ser.ntables + 1, sizeof *t->table_games);
            db_game *g = NULL;
            size_t n = 0;
            if (schops_is_schafkopf(&t->tour)) { /* the Schafkopf games of each table */
                db_sch_game *sg = NULL;
                if (db_sch_game_list(t->d, t->tour.id, schops_family(&t->tour), t->series_no, 0,
                                     &sg, &n, &err) == SK_OK) {
                    for (size_t i = 0; i < n; i++)
                        for (size_t k = 0; k < t->ser.ntables; k++)
                            if (t->ser.tables[k].table_no == sg[i].table_no)
                                t->table_games[k]++;
                    db_sch_games_free(sg, n);
                }
            } else if (db_game_list(t->d, t->tour.id, t->series_no, 0, &g, &n, &err) == SK_OK) {
                for (size_t i = 0; i < n; i++)
                    for (size_t k = 0; k < t->ser.ntables; k++)
                        if (t->ser.tables[k].table_no == g[i].e.table_no)
                            t->table_games[k]++;
                db_games_free(g, n);
            }
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

/* ---- drawing ---- */

#define MIN_COLS 60
#define MIN_LINES 18

static void draw_status(tui *t)
{
    const char *s = t->status;
    unsigned long a = t->status_err ? tui_attr_error() : 0;
    if (t->confirm == CONFIRM_DELETE || t->confirm == CONFIRM_RESTORE ||
        t->confirm == CONFIRM_RENEW) {
        s = t->confirm_text;
        a = tui_attr_error();
    } else if (t->confirm == CONFIRM_QUIT) {
        s = _("Discard the half-typed entry and leave? y/n");
        a = tui_attr_error();
    }
    /* a long refusal wraps over the lines above instead of being cut */
    int n = tui_wrap_lines(s, COLS);
    int max = LINES >= MIN_LINES ? 4 : 1;
    if (n > max)
        n = max;
    tui_put_wrap(LINES - n, 0, COLS, n, s, a);
}

static void draw_choose(tui *t)
{
    if (COLS < 40 || LINES < 8) {
        tui_too_small(t, 40, 8);
        return;
    }
    char title[300];
    if (t->lvl == CH_TOURN)
        snprintf(title, sizeof title, _("skatsheet - choose a tournament"));
    else if (t->lvl == CH_SERIES)
        snprintf(title, sizeof title, _("skatsheet - %s - choose a series"), t->tour.name);
    else
        snprintf(title, sizeof title, _("skatsheet - %s - series %d - choose a table"), t->tour.name,
                 t->series_no);
    /* the round clock of the series: once the time is up, the tables that
     * have not finished are flagged */
    ops_clock clk;
    bool over = false;
    memset(&clk, 0, sizeof clk);
    if (t->lvl == CH_TABLE && t->have_tour) {
        sk_err cerr;
        sk_err_clear(&cerr);
        if (ops_clock_load(t->d, &t->tour, t->series_no, &clk, &cerr) == SK_OK && clk.has) {
            sk_buf cb = {0};
            ops_clock_text(&clk, &cb);
            size_t tl = strlen(title);
            snprintf(title + tl, sizeof title - tl, " - %s", sk_buf_str(&cb));
            sk_buf_free(&cb);
            over = clk.st.phase == CLOCK_OVER;
        }
    }
    tui_put(0, 0, COLS, title, over ? tui_attr_error() : tui_attr_title(), true);
    tui_put(1, 0, COLS, t->lvl == CH_TOURN
                ? _("Up/Down select   Enter open   Esc/Backspace back   ? help   q quit")
                : _("Up/Down select   Enter open   a who is here   i check-in   $ cash desk   "
                    "Esc back   ? help   q quit"),
                0, true);
    int count = t->lvl == CH_TOURN ? (int)t->ntours
                : t->lvl == CH_SERIES ? (int)t->nseries
                : (t->have_ser ? (int)t->ser.ntables : 0);
    int top = 3, h = LINES - top - 1;
    if (count == 0) {
        ops_clock_free(&clk);
        tui_put(top, 2, COLS - 2,
                t->lvl == CH_TOURN ? _("No tournaments yet: create one with 'skatsheet tournament create'")
                : t->lvl == CH_SERIES ? _("No series drawn yet: seat the players with the CLI first")
                                      : _("This series has no tables"),
                0, false);
        return;
    }
    if (t->sel < t->choose_scroll)
        t->choose_scroll = t->sel;
    if (t->sel >= t->choose_scroll + h)
        t->choose_scroll = t->sel - h + 1;
    for (int i = 0; i < h && t->choose_scroll + i < count; i++) {
        int k = t->choose_scroll + i;
        sk_buf b = {0};
        if (t->lvl == CH_TOURN) {
            const db_tournament *x = &t->tours[k];
            sk_buf_printf(&b, "%s", x->name);
            char date[32];
            if (x->date)
                sk_buf_printf(&b, "  (%s)", text_date_show(x->date, sk_lang_get(), date, sizeof date));
            sk_buf_printf(&b, sk_ntr("  %d series", "  %d series", (unsigned long)x->series_count),
                          x->series_count);
        } else if (t->lvl == CH_SERIES) {
            sk_buf_printf(&b, _("Series %d"), t->series_nos[k]);
        } else {
            const db_table *tb = &t->ser.tables[k];
            bool unfinished = false;
            for (size_t q = 0; over && q < clk.ntables; q++)
                unfinished |= clk.tables[q].table_no == tb->table_no && !clk.tables[q].done;
            if (unfinished)
                sk_buf_add(&b, _("! NOT FINISHED - "));
            int ng = t->table_games ? t->table_games[k] : 0;
            sk_buf_printf(&b, sk_ntr("Table %d (%d players, %d game recorded): ",
                                     "Table %d (%d players, %d games recorded): ", (unsigned long)ng),
                          tb->table_no, tb->size, ng);
            for (int s = 0; s < tb->size; s++)
                sk_buf_printf(&b, "%s%d %s", s ? ", " : "", s + 1,
                              tb->seats[s].name ? tb->seats[s].name : "?");
        }
        tui_put(top + i, 0, COLS, k == t->sel ? "> " : "  ", k == t->sel ? A_REVERSE : 0, false);
        tui_put(top + i, 2, COLS - 2, sk_buf_str(&b), k == t->sel ? A_REVERSE : 0, true);
        sk_buf_free(&b);
    }
    ops_clock_free(&clk);
}

/* "clubs with 2 hand, 75" - the short description of a game for the notes. */
static void describe_short(const db_game *g, sk_buf *b)
{
    game_describe_short(&g->e.g, b);
}

/* Column geometry of the sheet. */
typedef struct geom {
    int lw, cw, nw, n;
    int rows_top, rows_h, block_top, entry_top;
} geom;

static geom sheet_geom(const tui *t)
{
    geom g;
    g.n = t->table.size;
    /* "  12 > next": the game number and the mark of the next game, whole */
    g.lw = 5 + sk_utf8_width(_("> next"));
    if (g.lw < 12)
        g.lw = 12;
    g.cw = (COLS - g.lw - 24) / g.n;
    if (g.cw > 16)
        g.cw = 16;
    /* wider names where the game's column keeps 52 columns */
    int wide = (COLS - g.lw - 52) / g.n;
    if (wide > 20)
        wide = 20;
    if (wide > g.cw)
        g.cw = wide;
    if (g.cw < 9)
        g.cw = 9;
    g.nw = COLS - g.lw - g.n * g.cw;
    g.rows_top = 3;
    g.entry_top = LINES - 4;
    g.block_top = g.entry_top - 7;
    g.rows_h = g.block_top - g.rows_top;
    return g;
}

static void draw_entry_area(tui *t, int y)
{
    if (t->entering) {
        tui_entry *e = &t->entry;
        int x = 0;
        char head[64];
        snprintf(head, sizeof head, "%s %d: ", e->editing ? _("Edit game") : _("Game"), e->game_no);
        tui_put(y, x, COLS - x, head, A_BOLD, false);
        x += sk_utf8_width(head);
        if (e->ramsch) { /* Ramsch | 1 Anna 45 | 2 Bernd [_] | 3 Carla _ | skat 120 */
            tui_put(y, x, COLS - x, "Ramsch", A_BOLD, false);
            x += 6;
            int dealer = game_dealer_seat(&e->t, e->game_no);
            for (int s = 1; s <= t->table.size && x < COLS; s++) {
                if (t->table.size == 4 && s == dealer)
                    continue; /* the dealer sits out */
                unsigned bit = 1u << (s - 1);
                char cell[64], v[16];
                if (e->durchmarsch)
                    snprintf(v, sizeof v, "%d", s == e->durchmarsch ? 120 : 0);
                else if (e->aug_typed & bit)
                    snprintf(v, sizeof v, "%d", e->augen[s - 1]);
                else
                    snprintf(v, sizeof v, "_");
                char *nmv = short_name(t, s, 10);
                snprintf(cell, sizeof cell, "%d %s %s", s, nmv, v);
                free(nmv);
                tui_put(y, x, COLS - x, " | ", 0, false);
                x += 3;
                tui_put(y, x, COLS - x, cell, s == e->aug_seat ? A_REVERSE : A_BOLD, false);
                x += sk_utf8_width(cell);
            }
            char marks[200];
            tui_entry_ramsch_marks(e, marks, sizeof marks);
            if (x < COLS) {
                tui_put(y, x, COLS - x, " | ", 0, false);
                tui_put(y, x + 3, COLS - x - 3, marks, A_BOLD, false);
            }
        }
        for (int s = TE_DECLARER; s < TE_NSTEPS && x < COLS && !e->ramsch; s++) {
            char f[160], cell[220];
            tui_entry_field(e, (tui_entry_step)s, f, sizeof f);
            if (s == TE_MATADORS && e->have_contract && e->contract == RULES_NULL)
                continue; /* null has no matadors */
            if (s == TE_DECLARER && e->declarer) {
                char *nm = short_name(t, e->declarer, 12);
                snprintf(cell, sizeof cell, "%s %s", f, nm);
                free(nm);
            }
            else if (s == TE_POINTS && f[0])
                snprintf(cell, sizeof cell, _("points %s"), f);
            else if (f[0])
                snprintf(cell, sizeof cell, "%s", f);
            else /* not given yet: the field's name */
                snprintf(cell, sizeof cell, "%s?", tui_entry_step_name((tui_entry_step)s));
            if (s > TE_DECLARER) {
                tui_put(y, x, COLS - x, " | ", 0, false);
                x += 3;
            }
            tui_put(y, x, COLS - x, cell, (int)e->step == s ? A_REVERSE : A_BOLD, false);
            x += sk_utf8_width(cell);
        }
        char pv[600];
        bool perr;
        tui_entry_preview(e, pv, sizeof pv, &perr);
        house_list_step hst;
        int reached[HOUSE_MAX_SEATS];
        sk_err herr;
        if (!perr && house_typed(t, &hst, reached, &herr)) {
            /* the list's Seeger for the declarer (B.0), not the ISkO one */
            if (herr.status == SK_OK && !e->ramsch && !e->passed && e->declarer >= 1 &&
                e->declarer <= HOUSE_MAX_SEATS)
                tui_entry_preview_seeger(e, hst.r.seeger[e->declarer - 1], pv, sizeof pv, &perr);
            sk_buf hb = {0};
            perr = ops_house_preview_text(pv, &hst, &herr, t->table.size, sk_lang_get(), &hb);
            snprintf(pv, sizeof pv, "%s", sk_buf_str(&hb));
            sk_buf_free(&hb);
        }
        /* a long preview or refusal takes the keys' line too */
        int pl = tui_wrap_lines(pv, COLS) > 1 ? 2 : 1;
        tui_put_wrap(y + 1, 0, COLS, pl, pv, perr ? tui_attr_error() : tui_attr_mark());
        if (pl == 1)
            tui_put(y + 2, 0, COLS, tui_entry_keys_hint(e), 0, true);
        return;
    }
    int game_no = t->cursor + 1;
    const sheet_row *r = &t->sh.rows[t->cursor];
    char line[300];
    if (r->marks & SHEET_MISSING) {
        bool four = t->sh.table_size == 4;
        const char *fmt;
        if (forced_ramsch(t, game_no))
            fmt = four ? _("Game %d (seat %d %s deals and sits out) is a Ramsch: the Augen of each "
                           "seat, or g for a Grand Hand instead")
                       : _("Game %d (seat %d %s deals) is a Ramsch: the Augen of each seat, or g "
                           "for a Grand Hand instead");
        else if (t->house)
            fmt = four ? _("Game %d (seat %d %s deals and sits out): 1-4 declarer, p passed, "
                           "R Ramsch")
                       : _("Game %d (seat %d %s deals): 1-3 declarer, p passed, R Ramsch");
        else
            fmt = four ? _("Game %d (seat %d %s deals and sits out): 1-4 declarer, p passed")
                       : _("Game %d (seat %d %s deals): 1-3 declarer, p passed");
        snprintf(line, sizeof line, fmt, game_no, r->dealer, seat_name(t, r->dealer));
    } else {
        snprintf(line, sizeof line, _("Game %d is recorded: e/Enter edit, x/Del delete"), game_no);
    }
    tui_put(y, 0, COLS, line, A_BOLD, true);
    tui_put(y + 1, 0, COLS, "", 0, true);
    tui_put(y + 2, 0, COLS,
            _("Up/Down/PgUp/PgDn move  s standings  c choose table  Ctrl-L reload  ? help  q quit"), 0,
            true);
}

/* The house list under the rows: totals, won/lost, Lachse, Seeger-Fabian
 * and what the next game is (Bock, Ramsch round). */
static void draw_house_block(tui *t, const geom *g, int y)
{
    const house_list *l = &t->hlist;
    bool lachs = t->hp.list_mode == HOUSE_LIST_BIERLACHS;
    const char *labels[] = {lachs ? "Bierlachs" : t->hp.list_mode == HOUSE_LIST_MINUS
                                                      ? _("Minus list") : _("List"),
                            _("Won"), _("Lost"), "Lachse", "Seeger"};
    for (int k = 0; k < 5; k++) {
        sk_buf line = {0};
        tui_cell(&line, labels[k], g->lw, false);
        for (int s = 1; s <= g->n; s++) {
            int v[5] = {l->total[s - 1], l->won[s - 1], l->lost[s - 1], l->lachse[s - 1],
                        l->seeger[s - 1]};
            char c[32] = "";
            if (k != 3 || lachs)
                snprintf(c, sizeof c, "%d", v[k]);
            sk_buf_add(&line, "| ");
            tui_cell(&line, c, g->cw - 3, true);
            sk_buf_add(&line, " ");
        }
        sk_buf_add(&line, "|");
        tui_put(y++, 0, COLS, sk_buf_str(&line), k == 0 ? A_BOLD : 0, true);
        sk_buf_free(&line);
    }
    char nx[200];
    if ((int)t->nhrows >= t->rules.series_games)
        snprintf(nx, sizeof nx, _("house rules %s: the table is complete"), t->hp.name);
    else if (t->hnext.ramsch_round || t->hp.ramsch_only_evening)
        snprintf(nx, sizeof nx, _("house rules %s: game %d is a Ramsch (R) or a Grand Hand instead"),
                 t->hp.name, t->hnext.game_no);
    else if (t->hnext.factor > 1)
        snprintf(nx, sizeof nx, _("house rules %s: game %d is Bock x%d"), t->hp.name,
                 t->hnext.game_no, t->hnext.factor);
    else
        snprintf(nx, sizeof nx, _("house rules %s: $ = lost a Lachs, K/R Kontra/Re"), t->hp.name);
    tui_put(y, 0, COLS, nx, tui_attr_mark(), true);
}

static void draw_sheet(tui *t)
{
    if (!t->have_table) {
        tui_put(0, 0, COLS, _("No table open: c chooses one"), tui_attr_error(), true);
        return;
    }
    if (COLS < MIN_COLS || LINES < MIN_LINES) {
        tui_too_small(t, MIN_COLS, MIN_LINES);
        return;
    }
    geom g = sheet_geom(t);
    if (g.nw < 8) {
        tui_too_small(t, g.lw + g.n * 9 + 8, MIN_LINES);
        return;
    }
    int cur = current_game(t);
    char title[400];
    snprintf(title, sizeof title, _("%s - series %d - table %d (%d players) - %d/%d games%s"),
             t->tour.name, t->series_no, t->table_no, t->sh.table_size,
             t->sh.played + t->sh.passed, t->sh.series_games, cur ? "" : _(" - complete"));
    tui_put(0, 0, COLS, title, tui_attr_title(), true);

    /* column heads */
    sk_buf b = {0};
    tui_cell(&b, _("Game G=deal"), g.lw, false);
    for (int s = 1; s <= g.n; s++) {
        char h[200];
        snprintf(h, sizeof h, "%d %s", s, seat_name(t, s));
        sk_buf_add(&b, "|");
        tui_cell(&b, h, g.cw - 1, false);
    }
    sk_buf_add(&b, _("| game"));
    tui_put(1, 0, COLS, sk_buf_str(&b), A_BOLD, true);
    sk_buf_free(&b);
    char dash[1024];
    int dl = COLS < (int)sizeof dash - 1 ? COLS : (int)sizeof dash - 1;
    memset(dash, '-', (size_t)dl);
    dash[dl] = '\0';
    if (t->second_diffs[0])
        tui_put(2, 0, COLS, t->second_diffs, tui_attr_error(), true);
    else
        tui_put(2, 0, COLS, dash, 0, true);

    /* rows */
    if (t->cursor < t->scroll)
        t->scroll = t->cursor;
    if (t->cursor >= t->scroll + g.rows_h)
        t->scroll = t->cursor - g.rows_h + 1;
    if (t->scroll < 0)
        t->scroll = 0;
    for (int i = 0; i < g.rows_h; i++) {
        int y = g.rows_top + i;
        int idx = t->scroll + i;
        if (idx >= t->sh.series_games) {
            tui_put(y, 0, COLS, "", 0, true);
            continue;
        }
        const sheet_row *r = &t->sh.rows[idx];
        /* the game being typed, shown in its row before it is saved */
        int pv_seat = 0, pv_running = 0, pv_score = 0;
        /* house rules: what the list will book (hpv), not the ISkO score */
        house_list_step hst;
        int hreached[HOUSE_MAX_SEATS];
        sk_err herr;
        bool hpv = t->entry.game_no == idx + 1 && house_typed(t, &hst, hreached, &herr) &&
                   herr.status == SK_OK;
        if (t->entering && !t->house && !t->entry.editing && t->entry.game_no == idx + 1 &&
            (r->marks & SHEET_MISSING) && !t->entry.passed && tui_entry_complete(&t->entry)) {
            rules_outcome o;
            sk_err e2;
            sk_err_clear(&e2);
            if (tui_entry_validate(&t->entry, &o, &e2) == SK_OK) {
                pv_seat = t->entry.declarer;
                pv_score = o.score;
                for (int j = 0; j < idx; j++)
                    if (t->sh.rows[j].declarer == pv_seat && (t->sh.rows[j].marks & SHEET_PLAYED))
                        pv_running = t->sh.rows[j].running;
                pv_running += pv_score;
            }
        }
        sk_buf line = {0};
        char left[32];
        snprintf(left, sizeof left, "%4d %s", r->game_no, idx + 1 == cur ? _("> next") : "");
        tui_cell(&line, left, g.lw, false);
        for (int s = 1; s <= g.n; s++) {
            char c[64] = "";
            const ops_house_row *hr = house_row(t, r->game_no);
            if (hpv) {
                if (hst.r.entry[s - 1])
                    snprintf(c, sizeof c, "(%d)", hreached[s - 1]);
            } else if (hr) {
                if (hr->step.r.entry[s - 1] || (hr->step.lachs_lost & (1u << (s - 1))))
                    snprintf(c, sizeof c, "%d%s", hr->reached[s - 1],
                             (hr->step.lachs_lost & (1u << (s - 1))) ? " $" : "");
            } else if (r->declarer == s && (r->marks & SHEET_PLAYED))
                snprintf(c, sizeof c, "%d%s", r->running,
                         (r->marks & SHEET_OVERBID) ? " !" : (r->marks & SHEET_LOST) ? _(" L") : "");
            else if (pv_seat == s)
                snprintf(c, sizeof c, "(%d)", pv_running);
            sk_buf_add(&line, "|");
            sk_buf_add(&line, r->dealer == s ? "G" : " ");
            tui_cell(&line, c, g.cw - 3, true);
            sk_buf_add(&line, " ");
        }
        sk_buf_add(&line, "| ");
        sk_buf notes = {0};
        const ops_house_row *hr = hpv ? NULL : house_row(t, r->game_no);
        if (hr) {
            static const char *const kl[] = {"", "K ", "R ", "S ", "H "};
            const game_house *h = &hr->game->e.h;
            if (h->kontra >= 1 && h->kontra <= 4)
                sk_buf_add(&notes, kl[h->kontra]);
            if (hr->step.bock.ramsch_round)
                sk_buf_add(&notes, "RR ");
            else if (hr->step.r.bock > 1)
                sk_buf_printf(&notes, "Bock x%d ", hr->step.r.bock);
            if (h->ramsch)
                housegame_describe(h, t->table.size, hr->game->dealer, &notes);
            else if (r->marks & SHEET_PASSED)
                sk_buf_add(&notes, "passed");
            else
                describe_short(hr->game, &notes);
            for (int s = 1; s <= g.n; s++)
                if (hr->step.r.entry[s - 1])
                    sk_buf_printf(&notes, " %d:%+d", s, hr->step.r.entry[s - 1]);
        } else if (hpv) {
            sk_buf_add(&notes, "(");
            ops_house_step_notes(&hst, g.n, sk_lang_get(), &notes);
            sk_buf_add(&notes, _(", not saved yet: Enter saves)"));
        } else if (pv_seat) {
            sk_buf_printf(&notes, _("(%+d, not saved yet: Enter saves)"), pv_score);
        } else if (r->marks & SHEET_PASSED) {
            sk_buf_add(&notes, _("passed"));
        } else if (r->marks & SHEET_PLAYED) {
            sk_buf_printf(&notes, "%+d ", r->score);
            const db_game *dg = game_of_row(t, r->game_no);
            if (dg)
                describe_short(dg, &notes);
            /* a game entered as lost (null, or by result) says so once */
            bool said_lost = dg && dg->e.g.points == RULES_POINTS_NONE &&
                             dg->e.g.result == RULES_RES_LOST;
            if (r->marks & SHEET_OVERBID)
                sk_buf_add(&notes, _(" OVERBID"));
            else if ((r->marks & SHEET_LOST) && !said_lost)
                sk_buf_add(&notes, _(" LOST"));
        }
        sk_buf_add(&line, sk_buf_str(&notes));
        sk_buf_free(&notes);
        unsigned long a = 0;
        if (idx == t->cursor)
            a = A_REVERSE;
        else if (idx + 1 == cur)
            a = A_BOLD;
        else if (r->marks & SHEET_LOST)
            a = tui_attr_error() & ~(unsigned long)A_BOLD;
        tui_put(y, 0, COLS, sk_buf_str(&line), a, true);
        sk_buf_free(&line);
    }

    /* the Seeger block (house rules: the list) */
    int y = g.block_top;
    tui_put(y++, 0, COLS, dash, 0, true);
    if (t->house) {
        draw_house_block(t, &g, y);
        draw_entry_area(t, g.entry_top);
        return;
    }
    static const char *labels[] = {N_("Game points"), N_("Won"), N_("Lost"), NULL, N_("Others lost"), N_("Total")};
    for (int l = 0; l < 6; l++) {
        sk_buf line = {0};
        char lab[32];
        if (labels[l])
            snprintf(lab, sizeof lab, "%s", _(labels[l]));
        else
            snprintf(lab, sizeof lab, _("%d x (W-L)"), SEEGER_WON_LOST);
        tui_cell(&line, lab, g.lw, false);
        for (int s = 1; s <= g.n; s++) {
            const sheet_seat *st = &t->sh.seat[s];
            char c[64];
            switch (l) {
            case 0: snprintf(c, sizeof c, "%d", st->game_points); break;
            case 1: snprintf(c, sizeof c, "%d", st->won); break;
            case 2: snprintf(c, sizeof c, "%d", st->lost); break;
            case 3: snprintf(c, sizeof c, "%d", st->won_lost_bonus); break;
            case 4: sheet_others_text(st, t->sh.table_size, c, sizeof c); break;
            default: snprintf(c, sizeof c, "%d", st->total); break;
            }
            if (l == 4 && sk_utf8_width(c) > g.cw - 2) {
                /* a narrow column: "14×30=420", the same wording without spaces */
                char *w = c;
                for (const char *r = c; *r; r++)
                    if (*r != ' ')
                        *w++ = *r;
                *w = '\0';
            }
            sk_buf_add(&line, "|");
            tui_cell(&line, c, g.cw - 2, true);
            sk_buf_add(&line, " ");
        }
        sk_buf_add(&line, "|");
        tui_put(y++, 0, COLS, sk_buf_str(&line), l == 5 ? A_BOLD : 0, true);
        sk_buf_free(&line);
    }
    draw_entry_area(t, g.entry_top);
}

static const char *help_lines[] = {
    N_("skatsheet TUI - every key"),
    "",
    N_("Everywhere   ? this help   q quit (asks when an entry is half-typed)"),
    N_("             Ctrl-L redraw (and reload)   Ctrl-C leave at once (saved games are kept)"),
    N_("Choose       Up/Down select   Enter open   Esc/Backspace back"),
    N_("Sheet        Up/Down PgUp/PgDn Home/End   move the highlighted game"),
    N_("             1-4   enter the highlighted game: the declarer's seat (1-3 at a 3-table)"),
    N_("             p     the highlighted game was passed (Enter saves)"),
    N_("             R     the highlighted game was a Ramsch (house rules; r is always red)"),
    N_("                   a game the list makes a Ramsch takes its Augen at once; g a Grand"),
    N_("                   Hand instead"),
    N_("             e, Enter   edit a recorded game"),
    N_("             x, Del     delete a recorded game (y confirms)"),
    N_("             u restore the game's latest earlier version (y confirms)"),
    N_("             v check this table   s standings   t statistics"),
    N_("             c choose another table"),
    N_("             a who is here tonight (attendance of the tournament)"),
    N_("             i check-in at the door: a scanner types the code, Enter checks in"),
    N_("               (Tab the fee: paid, owed, waived; Esc back)   $ the cash desk"),
    N_("             K the table's entry code for phones ('skatsheet serve')"),
    N_("             N renew the table's entry code (y confirms; the old one stops)"),
    N_("             Ctrl-L reload (after saves and reloads the cursor goes to the next game)"),
    N_("Entry line   fields: declarer | contract | matadors | bid | points"),
    N_("             2 c 2 75 Enter: clubs with 2, 75; 3 g 1 h 75 Enter: grand hand with 1"),
    N_("  declarer   1-4 seat (1-3 at a 3-table; a 4-table refuses the dealer)   p passed"),
    N_("  contract   c k e clubs (Kreuz, Eichel)   s p b spades (Pik, Blatt)"),
    N_("             h r hearts (Herz, Rot)   d diamonds (Karo)   g grand   n null"),
    N_("  matadors   digits = with N   - then digits = without N   + with"),
    N_("             (on to the points by itself once no digit can follow: 2-9, 10, 11)"),
    N_("  points     digits = the declarer's card points   w won   l lost"),
    N_("             s schneider reached   z schwarz   Space/Up/Down: the bid"),
    N_("  bid        18 unless typed: digits   Space/Up next legal bid   Down previous"),
    N_("  toggles    h hand   o ouvert   a announce: schneider, schwarz, none"),
    N_("             k Kontra level: Kontra, Re, Supra, Hirsch, none (house rules)"),
    N_("             (after the contract: on the contract field h is hearts)"),
    N_("  Ramsch     (house rules) R on the declarer field, then the Augen of each"),
    N_("             playing seat: digits (on to the next seat by itself after 45, 0, 120),"),
    N_("             Space next seat   j Jungfrau   d Durchmarsch   l last trick"),
    N_("             v Schieben 0-3   g a Grand Hand instead (the skat is 120 minus the tricks)"),
    N_("  always     Enter save (or go to the next missing field)   Esc cancel"),
    N_("             Tab/Right next field   Shift-Tab/Left previous field"),
    N_("             Backspace delete a digit (on an empty field: go back)"),
    N_("Attendance   Space present/absent (after a draw: from the next series)"),
    N_("             + / - a latecomer joins a later / earlier series (not drawn yet)"),
    N_("             l leaves after the last drawn series   Esc back"),
    N_("Standings    Tab/s series, tournament, teams   Left/Right other series"),
    N_("             Up/Down scroll   t statistics   m money   Esc back"),
    N_("Statistics   Up/Down choose a player   Enter every figure of the player"),
    N_("             m money   Esc back"),
    N_("Money        Left/Right one series or all   Up/Down scroll   Esc back"),
    N_("Sheet marks  G dealer   > next game   L lost   ! overbid"),
    N_("             (n) the game being typed, not saved yet"),
    "",
    N_("Up/Down/Space scroll this help; any other key returns."),
};

#define HELP_N ((int)(sizeof help_lines / sizeof help_lines[0]))

static void draw_help(tui *t)
{
    int h = LINES - 1;
    if (t->help_scroll > HELP_N - h)
        t->help_scroll = HELP_N - h;
    if (t->help_scroll < 0)
        t->help_scroll = 0;
    for (int i = 0; i < h && t->help_scroll + i < HELP_N; i++) {
        int k = t->help_scroll + i;
        tui_put(i, 0, COLS, _(help_lines[k]), k == 0 ? tui_attr_title() : 0, true);
    }
    if (HELP_N > h)
        tui_put(LINES - 1, 0, COLS,
                t->help_scroll + h < HELP_N ? _("-- more: Down/Space --") : _("-- end --"),
                tui_attr_mark(), true);
}

static void draw(tui *t)
{
    erase();
    t->too_small = false;
    switch (t->scr) {
    case SCR_CHOOSE: draw_choose(t); break;
    case SCR_SHEET:
        if (t->sch && t->have_table)
            tui_sch_draw(t);
        else
            draw_sheet(t);
        break;
    case SCR_STAND: tui_stand_draw(t); break;
    case SCR_ATTEND: tui_attend_draw(t); break;
    case SCR_STATS: tui_stats_draw(t); break;
    case SCR_MONEY: tui_money_draw(t); break;
    case SCR_CHECKIN: tui_checkin_draw(t); break;
    case SCR_CASHIER: tui_cashier_draw(t); break;
    case SCR_HELP: draw_help(t); break;
    }
    if (LINES >= 2 && t->scr != SCR_HELP)
        draw_status(t);
    refresh();
}

/* ---- actions ---- */

/* The cursor to the next game to enter (the first missing one; the last
 * row when the sheet is full). */
static void cursor_to_next(tui *t)
{
    int cur = current_game(t);
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
    int rc = ops_entry_links(t->d, &t->tour, t->series_no, true, renew, renew ? t->table_no : 0,
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
    if (ops_check_values(t->d, &t->tour, t->series_no, t->table_no, &r, &err) != SK_OK) {
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
        db_tournament tour;
        memset(&tour, 0, sizeof tour);
        sk_err e2;
        sk_err_clear(&e2);
        if (db_tournament_find(t->d, t->tour.name, &tour, &e2) == SK_OK) {
            db_tournament_clear(&t->tour);
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
    geom g = sheet_geom(t);
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
        int cur = current_game(t);
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
            const db_game *dg = game_of_row(t, t->cursor + 1);
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
            const db_game *dg = game_of_row(t, t->cursor + 1);
            sk_buf d = {0};
            if (dg && !dg->e.passed)
                describe_short(dg, &d);
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
    bool ramsch_game = missing && forced_ramsch(t, t->cursor + 1);
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
        db_tournament tour;
        memset(&tour, 0, sizeof tour);
        if (db_tournament_find(t->d, opt->tournament, &tour, err) != SK_OK)
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
            if (db_tournament_find(t->d, v[0].name, &t->tour, &e2) == SK_OK)
                t->have_tour = true;
        }
        db_tournaments_free(v, n);
    }
    if (opt->series) {
        db_series s;
        memset(&s, 0, sizeof s);
        if (db_series_get(t->d, t->tour.id, opt->series, &s, err) != SK_OK)
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
            db_tournament_clear(&t.tour);
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
            db_tournament_clear(&t.tour);
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
        draw(&t);
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
        db_tournament_clear(&t.tour);
    if (g_signal)
        return sk_err_set(err, SK_FAIL, _("interrupted by signal %d: the terminal was restored, "
                          "every saved game is kept"), (int)g_signal);
    return SK_OK;
}
