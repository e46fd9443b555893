/* tui_stats.c - the statistics screen of the TUI: every player of the open
 * tournament in one table (the figures of `skatsheet stats`, loaded with
 * ops_stats_load), the columns that fit the terminal; Enter shows the
 * chosen player (or the totals) in detail with every figure. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "statsview.h"
#include "tui_draw.h"
#include "tui_int.h"

static void tui_stats_free(tui *t)
{
    if (t->stats) {
        ops_stats_free(t->stats);
        free(t->stats);
        t->stats = NULL;
    }
}

void tui_stats_open(tui *t, tui_screen back)
{
    tui_enter(t, SCR_STATS, back, false);
    t->stats_valid = false;
    t->stats_detail = false;
}

static void load(tui *t)
{
    tui_stats_free(t);
    t->stats_msg[0] = '\0';
    t->stats_valid = true;
    if (!t->have_tour) {
        snprintf(t->stats_msg, sizeof t->stats_msg, "%s", _("No tournament chosen: Esc, then choose one"));
        return;
    }
    if (!t->tour.rules.fam->stats) { /* the tournament's, not the last table's */
        snprintf(t->stats_msg, sizeof t->stats_msg,
                 _("Statistics are kept for Skat tournaments; %.400s plays Schafkopf."),
                 t->tour.row.name);
        return;
    }
    ops_stats_query q = {t->tour.row.name, NULL, false, 0, 0};
    ops_stats *s = xcalloc(1, sizeof *s);
    sk_err err;
    sk_err_clear(&err);
    if (ops_stats_load(t->d, &q, s, &err) != SK_OK) {
        snprintf(t->stats_msg, sizeof t->stats_msg, "%.590s", err.msg);
        free(s);
        return;
    }
    t->stats = s;
}

/* Row i of the table: the players by name, then the totals (i == n). */
static const stats_line *row_line(const ops_stats *s, size_t i)
{
    return i < s->r.n ? &s->r.lines[s->order[i]] : &s->r.total;
}

static const char *row_name(const ops_stats *s, const stats_line *l)
{
    if (!l->player)
        return _("All players");
    const db_player *p = ops_stats_player(s, l->player);
    return p && p->name ? p->name : "?";
}

enum { K_GAMES, K_WON, K_LOST, K_PCT, K_SUIT, K_GRAND, K_NULL, K_HAND, K_OUVERT, K_OVERBID,
       K_AVG, K_BEST, K_PASSED, K_SAVG, K_SBEST, K_SWORST, K_PLACE, K_N };

static const struct {
    const char *head;
    int width;
} cols[K_N] = {
    {NC_("stats", "Games"), 6},   {NC_("stats", "Won"), 5},      {NC_("stats", "Lost"), 5},
    {NC_("stats", "Won%"), 6},    {NC_("stats", "Suit"), 5},     {NC_("stats", "Grand"), 6},
    {NC_("stats", "Null"), 5},    {NC_("stats", "Hand"), 5},     {NC_("stats", "Ouvert"), 7},
    {NC_("stats", "Overbid"), 8}, {NC_("stats", "AvgVal"), 7},   {NC_("stats", "Best"), 5},
    {NC_("stats", "Passed"), 7},  {NC_("stats", "AvgSer"), 8},   {NC_("stats", "BestSer"), 8},
    {NC_("stats", "WorstSer"), 9}, {NC_("stats", "Place"), 7},
};

static void cell_text(const stats_line *l, int k, char *c, size_t n)
{
    switch (k) {
    case K_GAMES: snprintf(c, n, "%d", l->declared); break;
    case K_WON: snprintf(c, n, "%d", l->won); break;
    case K_LOST: snprintf(c, n, "%d", l->lost); break;
    case K_PCT: stats_tenths_shown(c, n, stats_permille(l->won, l->declared)); break;
    case K_SUIT: snprintf(c, n, "%d", l->suit.declared); break;
    case K_GRAND: snprintf(c, n, "%d", l->grand.declared); break;
    case K_NULL: snprintf(c, n, "%d", l->null.declared); break;
    case K_HAND: snprintf(c, n, "%d", l->hand.declared); break;
    case K_OUVERT: snprintf(c, n, "%d", l->ouvert.declared); break;
    case K_OVERBID: snprintf(c, n, "%d", l->overbid); break;
    case K_AVG: stats_tenths_shown(c, n, stats_avg10(l->value_sum, l->declared)); break;
    case K_BEST: snprintf(c, n, "%d", l->best_value); break;
    case K_PASSED: snprintf(c, n, "%d", l->passed); break;
    case K_SAVG: stats_tenths_shown(c, n, stats_avg10(l->seeger_sum, (long long)l->nseries)); break;
    case K_SBEST: snprintf(c, n, "%d", l->seeger_best); break;
    case K_SWORST: snprintf(c, n, "%d", l->seeger_worst); break;
    case K_PLACE:
        if (l->nplaces)
            snprintf(c, n, "%d.%s", l->places[0].rank, l->places[0].shared ? "=" : "");
        else
            snprintf(c, n, "%s", "");
        break;
    default: c[0] = '\0';
    }
}

static void count_line(sk_buf *b, const char *what, stats_count c)
{
    char p[24];
    stats_tenths_shown(p, sizeof p, stats_permille(c.won, c.declared));
    sk_buf_add(b, "  ");
    sk_buf_pad(b, what, 10, false);
    sk_buf_printf(b, " %4d", c.declared);
    if (c.declared)
        sk_buf_printf(b, _(", won %d (%s %%)"), c.won, p);
}

/* The chosen row in detail, one line per figure. */
static void draw_detail(tui *t, const ops_stats *s, const stats_line *l)
{
    char title[300], a[24], b2[24];
    snprintf(title, sizeof title, _("%s - statistics of %s"), t->tour.row.name, row_name(s, l));
    tui_heading(title, _("Up/Down another player   Enter/Esc back to the table"));
    int y = 3;
    sk_buf b = {0};
#define LINE()                                                   \
    do {                                                         \
        if (y < LINES - 1)                                       \
            tui_put(y++, 0, COLS, sk_buf_str(&b), 0, true);      \
        sk_buf_free(&b);                                         \
        b = (sk_buf){0};                                         \
    } while (0)
    stats_tenths_shown(a, sizeof a, stats_permille(l->won, l->declared));
    sk_buf_printf(&b, _("Games declared %4d: won %d (%s %%), lost %d"), l->declared, l->won, a,
                  l->lost);
    LINE();
    count_line(&b, C_("contract", "suit"), l->suit);
    LINE();
    count_line(&b, C_("contract", "grand"), l->grand);
    LINE();
    count_line(&b, C_("contract", "null"), l->null);
    LINE();
    count_line(&b, C_("contract", "hand"), l->hand);
    LINE();
    count_line(&b, C_("contract", "ouvert"), l->ouvert);
    LINE();
    sk_buf_printf(&b, _("Overbid %d   Schneider %d   Schwarz %d"), l->overbid, l->schneider,
                  l->schwarz);
    LINE();
    stats_tenths_shown(a, sizeof a, stats_avg10(l->value_sum, l->declared));
    sk_buf_printf(&b, _("Game value: average %s, best won %d"), a, l->best_value);
    LINE();
    sk_buf_printf(&b, l->player ? _("Passed games %d of %d at the player's tables")
                                : _("Passed games %d of %d at all tables"), l->passed, l->games);
    LINE();
    stats_tenths_shown(b2, sizeof b2, stats_avg10(l->seeger_sum, (long long)l->nseries));
    sk_buf_printf(&b, _("Seeger per series (%zu): average %s, best %d, worst %d"), l->nseries, b2,
                  l->seeger_best, l->seeger_worst);
    LINE();
    if (l->player) {
        for (size_t i = 0; i < l->nseries; i++) {
            sk_buf_printf(&b, _("  series %d: %d"), l->series[i].series, l->series[i].total);
            LINE();
        }
        for (size_t i = 0; i < l->nplaces; i++) {
            sk_buf_printf(&b, l->places[i].shared ? _("Place %d. (shared) of %d") : _("Place %d. of %d"),
                          l->places[i].rank, l->places[i].field);
            LINE();
        }
    }
#undef LINE
    sk_buf_free(&b);
}

static void tui_stats_draw(tui *t)
{
    if (COLS < 50 || LINES < 8) {
        char msg[120];
        snprintf(msg, sizeof msg, _("Terminal too small: %dx%d, need at least 50x8"), COLS, LINES);
        tui_put(LINES / 2, 0, COLS, msg, tui_attr_error(), false);
        return;
    }
    if (!t->stats_valid)
        load(t);
    if (!t->stats) {
        tui_put(0, 0, COLS, _("Statistics"), tui_attr_title(), true);
        tui_put(2, 0, COLS, t->stats_msg, tui_attr_error(), true);
        return;
    }
    const ops_stats *s = t->stats;
    int nrows = (int)s->r.n + 1;
    if (t->stats_sel >= nrows)
        t->stats_sel = nrows - 1;
    if (t->stats_sel < 0)
        t->stats_sel = 0;
    if (t->stats_detail) {
        draw_detail(t, s, row_line(s, (size_t)t->stats_sel));
        return;
    }
    char title[300];
    snprintf(title, sizeof title,
             sk_ntr("%s - statistics: %d game (%d passed), declarer's games per player",
                    "%s - statistics: %d games (%d passed), declarer's games per player",
                    (unsigned long)s->r.total.games),
             t->tour.row.name, s->r.total.games, s->r.total.passed);
    tui_heading(title, _("Up/Down choose   Enter every figure of the player   m money   Esc back"));
    int namew = 22;
    if (COLS - namew < 6 * 8)
        namew = COLS - 6 * 8 > 10 ? COLS - 6 * 8 : 10;
    int room = COLS - namew, ncols = 0;
    while (ncols < K_N && room >= cols[ncols].width)
        room -= cols[ncols++].width;
    sk_buf h = {0};
    tui_cell(&h, _("Player"), namew, false);
    for (int k = 0; k < ncols; k++)
        tui_cell(&h, C_("stats", cols[k].head), cols[k].width, true);
    tui_put(3, 0, COLS, sk_buf_str(&h), A_BOLD, true);
    sk_buf_free(&h);
    int top = 4, hgt = LINES - top - 1;
    tui_scroll_follow(&t->stats_scroll, t->stats_sel, hgt);
    for (int i = 0; i < hgt && t->stats_scroll + i < nrows; i++) {
        int r = t->stats_scroll + i;
        const stats_line *l = row_line(s, (size_t)r);
        sk_buf b = {0};
        tui_cell(&b, row_name(s, l), namew, false);
        for (int k = 0; k < ncols; k++) {
            char c[32];
            cell_text(l, k, c, sizeof c);
            tui_cell(&b, c, cols[k].width, true);
        }
        unsigned long attr = r == t->stats_sel ? A_REVERSE : l->player ? 0 : A_BOLD;
        tui_put(top + i, 0, COLS, sk_buf_str(&b), attr, true);
        sk_buf_free(&b);
    }
}

static void tui_stats_key(tui *t, int k)
{
    switch (k) {
    case TE_KEY_ENTER:
        t->stats_detail = !t->stats_detail;
        break;
    case 'm':
        tui_money_open(t, SCR_STATS);
        break;
    case TE_KEY_ESC: case TE_KEY_BACKSPACE: case 'b':
        if (t->stats_detail) {
            t->stats_detail = false;
            break;
        }
        /* the table itself: back to the screen it came from */
        /* fall through */
    default:
        tui_list_key(t, k, &t->stats_sel, t->back[SCR_STATS]);
        break;
    }
}

const tui_screen_fns tui_stats_screen = {tui_stats_draw, tui_stats_key, tui_stats_free};
