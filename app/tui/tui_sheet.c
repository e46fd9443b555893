/* tui_sheet.c - the Skat screens drawn: the table chooser, the score sheet
 * with its entry line, the help; see tui_int.h.  Keys and actions in tui.c. */
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
#include "day.h"
#include "second.h"
#include "tui_int.h"
#include "check.h"
#include "housegame.h"
#include "schops.h"
#include "subs.h"

/* ---- what the keys ask of the sheet too (tui_int.h) ---- */

const db_game *tui_game_of_row(const tui *t, int game_no)
{
    for (size_t i = 0; i < t->ngames; i++)
        if (t->games[i].e.game_no == game_no)
            return &t->games[i];
    return NULL;
}

/* First game number without a game (0 when the sheet is full). */
int tui_current_game(const tui *t)
{
    return sheet_next_missing(&t->sh);
}

/* House rules: game game_no must be a Ramsch (or a Grand Hand instead):
 * the next game of a Ramsch round or of a Ramsch-only evening. */
bool tui_forced_ramsch(const tui *t, int game_no)
{
    return t->house && game_no == t->hnext.game_no &&
           (t->hnext.ramsch_round || t->hp.ramsch_only_evening);
}

/* ---- drawing ---- */

static const char *seat_name(const tui *t, int seat)
{
    if (seat < 1 || seat > t->table.size || !t->table.seats[seat - 1].name)
        return "?";
    return t->table.seats[seat - 1].name;
}

/* The name of the player who sat in seat for game game_no (game sub). */
static const char *seat_name_at(const tui *t, int seat, int game_no)
{
    db_table at;
    ops_subs_table_at(&t->table, t->subs, t->nsubs, t->series_no, game_no, &at);
    if (seat < 1 || seat > at.size || !at.seats[seat - 1].name)
        return "?";
    return at.seats[seat - 1].name;
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

/* The house row of game game_no, or NULL. */
static const ops_house_row *house_row(const tui *t, int game_no)
{
    if (!t->house || game_no < 1 || (size_t)game_no > t->nhrows)
        return NULL;
    return &t->hrows[game_no - 1];
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
    if (ops_house_replay(&t->hp, t->table.size, &t->rules, ops_house_day(t->tour.row.date), v, t->ngames, rows, &l,
                         err) == SK_OK) {
        *st = rows[e->game_no - 1].step;
        memcpy(reached, rows[e->game_no - 1].reached, sizeof rows->reached);
    }
    free(rows);
    free(v);
    return true;
}


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
        snprintf(title, sizeof title, _("skatsheet - %s - choose a series"), t->tour.row.name);
    else
        snprintf(title, sizeof title, _("skatsheet - %s - series %d - choose a table"), t->tour.row.name,
                 t->series_no);
    /* the round clock of the series: once the time is up, the tables that
     * have not finished are flagged */
    ops_clock clk;
    bool over = false;
    memset(&clk, 0, sizeof clk);
    if (t->lvl == CH_TABLE && t->have_tour) {
        sk_err cerr;
        sk_err_clear(&cerr);
        if (ops_clock_load(t->d, &t->tour.row, t->series_no, &clk, &cerr) == SK_OK && clk.has) {
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
    tui_scroll_follow(&t->choose_scroll, t->sel, h);
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

tui_geom tui_sheet_geom(const tui *t)
{
    tui_geom g;
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
    if (t->sub_typing) {
        char line[600];
        snprintf(line, sizeof line, _("Substitution from game %d on: seat and player (e.g. 2 "
                                      "Xaver): %s_"), t->cursor + 1, t->sub_text);
        tui_put(y, 0, COLS, line, A_BOLD, true);
        tui_put(y + 1, 0, COLS, "", 0, true);
        tui_put(y + 2, 0, COLS, _("Enter saves   Esc cancels"), 0, true);
        return;
    }
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
        if (tui_forced_ramsch(t, game_no))
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
        snprintf(line, sizeof line, fmt, game_no, r->dealer, seat_name_at(t, r->dealer, game_no));
    } else {
        snprintf(line, sizeof line, _("Game %d is recorded: e/Enter edit, x/Del delete"), game_no);
    }
    tui_put(y, 0, COLS, line, A_BOLD, true);
    tui_put(y + 1, 0, COLS, "", 0, true);
    tui_put(y + 2, 0, COLS,
            t->house ? _("Up/Down/PgUp/PgDn move  s standings  c choose table  Ctrl-L reload  ? "
                         "help  q quit")
                     : _("Up/Down/PgUp/PgDn move  s standings  c choose table  W substitution  "
                         "Ctrl-L reload  ? help  q quit"),
            0, true);
}

/* The house list under the rows: totals, won/lost, Lachse, Seeger-Fabian
 * and what the next game is (Bock, Ramsch round). */
static void draw_house_block(tui *t, const tui_geom *g, int y)
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
    tui_geom g = tui_sheet_geom(t);
    if (g.nw < 8) {
        tui_too_small(t, g.lw + g.n * 9 + 8, MIN_LINES);
        return;
    }
    int cur = tui_current_game(t);
    char title[400];
    snprintf(title, sizeof title, _("%s - series %d - table %d (%d players) - %d/%d games%s"),
             t->tour.row.name, t->series_no, t->table_no, t->sh.table_size,
             t->sh.played + t->sh.passed, t->sh.series_games, cur ? "" : _(" - complete"));
    tui_put(0, 0, COLS, title, tui_attr_title(), true);

    /* column heads */
    sk_buf b = {0};
    tui_cell(&b, _("Game G=deal"), g.lw, false);
    for (int s = 1; s <= g.n; s++) {
        char h[200];
        /* the players as seated at the cursor's game (game sub) */
        snprintf(h, sizeof h, "%d %s", s, seat_name_at(t, s, t->cursor + 1));
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
    tui_scroll_follow(&t->scroll, t->cursor, g.rows_h);
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
            const db_game *dg = tui_game_of_row(t, r->game_no);
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
    N_("             W a substitution from the highlighted game on: the seat and the player"),
    N_("               (2 Xaver Enter; as 'skatsheet game sub'; not under house rules)"),
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
    N_("             n a new player: type the name, Enter adds and marks present"),
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
    tui_scroll_clamp(&t->help_scroll, HELP_N, h);
    for (int i = 0; i < h && t->help_scroll + i < HELP_N; i++) {
        int k = t->help_scroll + i;
        tui_put(i, 0, COLS, _(help_lines[k]), k == 0 ? tui_attr_title() : 0, true);
    }
    if (HELP_N > h)
        tui_put(LINES - 1, 0, COLS,
                t->help_scroll + h < HELP_N ? _("-- more: Down/Space --") : _("-- end --"),
                tui_attr_mark(), true);
}

void tui_draw_all(tui *t)
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
    case SCR_HELP: draw_help(t); break;
    default: tui_screen_of(t->scr)->draw(t); break;
    }
    if (LINES >= 2 && t->scr != SCR_HELP)
        draw_status(t);
    refresh();
}

