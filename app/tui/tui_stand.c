/* tui_stand.c - the standings screen of the TUI: the series, the
 * tournament and (when the tournament has teams) the team ranking, loaded
 * with standview (as the `standings` command). */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "housetable.h"
#include "moneyview.h"
#include "opsfam.h"
#include "standview.h"
#include "tui_draw.h"
#include "text.h"
#include "tui_int.h"
#include "db_players.h"
#include "seeger.h"

static void tui_stand_free(tui *t)
{
    if (t->stand_house) {
        ops_money_free(t->stand_house);
        free(t->stand_house);
        t->stand_house = NULL;
    }
    if (t->have_stand) {
        for (size_t i = 0; i < t->stand.n; i++)
            free(t->stand_names[i]);
        free(t->stand_names);
        t->stand_names = NULL;
        stand_free(&t->stand);
        t->have_stand = false;
    }
}

/* Load the scope's standings with standview (the same loader as the
 * `standings` command: lots and teams included) and keep the rows and
 * names. */
/* House rules: the list mode ranks (B.1, B.5). */
static int compute_house(tui *t, sk_err *err)
{
    if (t->stand_scope == STAND_TEAMS) {
        snprintf(t->stand_msg, sizeof t->stand_msg,
                 _("%.400s plays house rules: its list ranks players only"), t->tour.row.name);
        return SK_OK;
    }
    ops_money *m = xcalloc(1, sizeof *m);
    int rc = ops_house_standings_load(
        t->d, &t->tour, t->stand_scope == STAND_SERIES ? t->stand_series : 0, m, err);
    if (rc != SK_OK) {
        free(m);
        return rc;
    }
    t->stand_house = m;
    t->stand_progress = m->progress; /* provisional, as the ISkO standings */
    return SK_OK;
}

/* Tournament scoring (and the rest): the standings view of `standings`. */
static int compute_standview(tui *t, sk_err *err)
{
    standview v;
    memset(&v, 0, sizeof v);
    bool teams = t->stand_scope == STAND_TEAMS;
    int rc = standview_load(t->d, t->tour.row.name, t->stand_scope == STAND_SERIES ? t->stand_series : 0,
                            teams, &v, err);
    if (rc != SK_OK)
        return rc;
    stand_table *src = teams ? &v.teams : &v.players;
    if (teams && v.ntlist == 0)
        snprintf(t->stand_msg, sizeof t->stand_msg, _("This tournament has no teams "
                 "(skatsheet team add registers them)."));
    t->stand = *src;
    memset(src, 0, sizeof *src); /* moved */
    t->stand_names = xcalloc(t->stand.n ? t->stand.n : 1, sizeof *t->stand_names);
    for (size_t i = 0; i < t->stand.n; i++) {
        const char *name = "?";
        if (teams) {
            const db_team *tm = standview_team(&v, t->stand.rows[i].id);
            if (tm && tm->name)
                name = tm->name;
        } else {
            const db_player *p = standview_player(&v, t->stand.rows[i].id);
            if (p && p->name)
                name = p->name;
        }
        t->stand_names[i] = xstrdup(name);
    }
    t->have_stand = true;
    t->stand_progress = v.progress;
    standview_free(&v);
    return SK_OK;
}

static int compute(tui *t, sk_err *err)
{
    static int (*const compute_by[OPS_FORM_COUNT])(tui *, sk_err *) = {
        [OPS_FORM_ISKO] = compute_standview,
        [OPS_FORM_HOUSE] = compute_house,
        [OPS_FORM_SCHAFKOPF] = compute_standview,
    };
    tui_stand_free(t);
    t->stand_msg[0] = '\0';
    return compute_by[ops_form_of(&t->tour.rules)](t, err);
}

/* The standings under house rules: as `standings` prints them (rank,
 * player, Lachse for a Bierlachs, the list or the round, Seeger-Fabian,
 * won, lost), in the order the list mode ranks. */
static void draw_house(tui *t, const ops_money *m)
{
    bool lachs = m->p.list_mode == HOUSE_LIST_BIERLACHS;
    const char *how = m->p.list_mode == HOUSE_LIST_PLAIN   ? _("ranked by the list total")
                      : m->p.list_mode == HOUSE_LIST_MINUS ? _("minus list: ranked closest to 0 first")
                                                           : _("Bierlachs: ranked by fewest Lachse, "
                                                               "then the current round closest to 0");
    char line[400];
    snprintf(line, sizeof line, _("house rules %s: %s"), m->p.name, how);
    tui_put(2, 0, COLS, line, 0, true);
    int namew = 24;
    sk_buf h = {0};
    tui_cell(&h, _("Rank"), 6, false);
    tui_cell(&h, _("Player"), namew, false);
    if (lachs)
        tui_cell(&h, "Lachse", 7, true);
    tui_cell(&h, lachs ? _("Round") : _("List"), 8, true);
    tui_cell(&h, "Seeger", 8, true);
    tui_cell(&h, _("Won"), 5, true);
    tui_cell(&h, _("Lost"), 5, true);
    tui_put(3, 0, COLS, sk_buf_str(&h), A_BOLD, true);
    sk_buf_free(&h);
    int top = 4, hgt = LINES - top - 1;
    if (t->stand_scroll > (int)m->n - 1)
        t->stand_scroll = m->n ? (int)m->n - 1 : 0;
    if (t->stand_scroll < 0)
        t->stand_scroll = 0;
    if (m->n == 0)
        tui_put(top, 0, COLS, _("Nobody is seated yet."), 0, true);
    for (int y = 0; y < hgt && t->stand_scroll + y < (int)m->n; y++) {
        int i = t->stand_scroll + y;
        const ops_money_row *r = &m->rows[i];
        sk_buf b = {0};
        tui_money_lead(&b, m, (size_t)i, namew);
        if (lachs)
            tui_cell_int(&b, r->lachse, 7);
        tui_cell_int(&b, r->list_total, 8);
        tui_cell_int(&b, r->seeger, 8);
        tui_cell_int(&b, r->won, 5);
        tui_cell_int(&b, r->lost, 5);
        tui_put(top + y, 0, COLS, sk_buf_str(&b), 0, true);
        sk_buf_free(&b);
    }
}

static void tui_stand_draw(tui *t)
{
    if (!tui_fits(t, 50, 8))
        return;
    if (!t->have_tour) {
        tui_put(0, 0, COLS, _("No tournament chosen: Esc, then choose one"), tui_attr_error(), true);
        return;
    }
    if (t->stand_series < 1)
        t->stand_series = t->series_no > 0 ? t->series_no : 1;
    if (!t->stand_valid) {
        sk_err err;
        sk_err_clear(&err);
        if (compute(t, &err) != SK_OK)
            snprintf(t->stand_msg, sizeof t->stand_msg, "%s", err.msg);
        t->stand_valid = true;
    }
    char title[400];
    if (t->stand_scope == STAND_SERIES)
        snprintf(title, sizeof title, _("%s - standings of series %d"), t->tour.row.name,
                 t->stand_series);
    else if (t->stand_scope == STAND_TOURNAMENT)
        snprintf(title, sizeof title, _("%s - tournament standings"), t->tour.row.name);
    else
        snprintf(title, sizeof title, _("%s - team ranking"), t->tour.row.name);
    if ((t->have_stand || t->stand_house) && t->stand_progress.provisional) {
        size_t l = strlen(title);
        snprintf(title + l, sizeof title - l, _(" - PROVISIONAL: %d of %d games"),
                 t->stand_progress.recorded, t->stand_progress.expected);
    }
    tui_heading(title, _("Tab/s series - tournament - teams   Left/Right series   Up/Down scroll"
                     "   t statistics   m money   Esc back"));
    if (t->stand_msg[0] && !t->have_stand) {
        tui_put(3, 0, COLS, t->stand_msg, tui_attr_error(), true);
        return;
    }
    if (t->stand_msg[0]) {
        tui_put(3, 0, COLS, t->stand_msg, 0, true);
        return;
    }
    if (t->stand_house) {
        draw_house(t, t->stand_house);
        return;
    }
    int namew = COLS - 6 - 7 * 6 - 1;
    if (namew > 30)
        namew = 30;
    if (namew < 10)
        namew = 10;
    sk_buf h = {0};
    tui_cell(&h, _("Rank"), 6, false);
    tui_cell(&h, t->stand_scope == STAND_TEAMS ? _("Team") : _("Player"), namew, false);
    tui_cell(&h, _("Total"), 7, true);
    tui_cell(&h, _("Won"), 5, true);
    tui_cell(&h, _("Lost"), 5, true);
    tui_cell(&h, _("Points"), 8, true);
    char won_lost[16], bonus[16];
    snprintf(won_lost, sizeof won_lost, "%dx", SEEGER_WON_LOST);
    snprintf(bonus, sizeof bonus, "%d/%d", SEEGER_BONUS3, SEEGER_BONUS4);
    tui_cell(&h, won_lost, 7, true);
    tui_cell(&h, bonus, 7, true);
    int series_cols = 0;
    if (t->stand_scope != STAND_SERIES) {
        int room = COLS - sk_utf8_width(sk_buf_str(&h));
        series_cols = room / 7;
        if (series_cols > t->stand.nseries)
            series_cols = t->stand.nseries;
        for (int s = 0; s < series_cols; s++) {
            char c[16];
            snprintf(c, sizeof c, "S%d", s + 1);
            tui_cell(&h, c, 7, true);
        }
    }
    tui_put(3, 0, COLS, sk_buf_str(&h), A_BOLD, true);
    sk_buf_free(&h);
    int top = 4, hgt = LINES - top - 1;
    if (t->stand_scroll > (int)t->stand.n - 1)
        t->stand_scroll = t->stand.n ? (int)t->stand.n - 1 : 0;
    if (t->stand_scroll < 0)
        t->stand_scroll = 0;
    if (t->stand.n == 0)
        tui_put(top, 0, COLS, _("Nobody is seated yet."), 0, true);
    for (int i = 0; i < hgt && t->stand_scroll + i < (int)t->stand.n; i++) {
        const stand_row *r = &t->stand.rows[t->stand_scroll + i];
        sk_buf b = {0};
        char c[32];
        snprintf(c, sizeof c, "%d.%s", r->rank, r->shared ? "=" : "");
        tui_cell(&b, c, 6, false);
        tui_cell(&b, t->stand_names[t->stand_scroll + i], namew, false);
        tui_cell_int(&b, r->total, 7);
        tui_cell_int(&b, r->won, 5);
        tui_cell_int(&b, r->lost, 5);
        tui_cell_int(&b, r->game_points, 8);
        tui_cell_int(&b, r->won_lost_bonus, 7);
        tui_cell_int(&b, r->opponents_bonus, 7);
        for (int s = 0; s < series_cols; s++) {
            if (r->series_in && r->series_in[s])
                snprintf(c, sizeof c, "%d", r->series_total[s]);
            else
                snprintf(c, sizeof c, "%s", TEXT_NOT_PLAYED);
            tui_cell(&b, c, 7, true);
        }
        tui_put(top + i, 0, COLS, sk_buf_str(&b), 0, true);
        sk_buf_free(&b);
    }
}

static void tui_stand_key(tui *t, int k)
{
    switch (k) {
    case TE_KEY_TAB: case 's':
        t->stand_scope = (t->stand_scope + 1) % STAND_NSCOPES;
        t->stand_valid = false;
        t->stand_scroll = 0;
        break;
    case TE_KEY_BTAB:
        t->stand_scope = (t->stand_scope + STAND_NSCOPES - 1) % STAND_NSCOPES;
        t->stand_valid = false;
        t->stand_scroll = 0;
        break;
    case TE_KEY_LEFT:
        if (t->stand_scope == STAND_SERIES && t->stand_series > 1) {
            t->stand_series--;
            t->stand_valid = false;
        }
        break;
    case TE_KEY_RIGHT:
        if (t->stand_scope == STAND_SERIES && t->stand_series < t->tour.row.series_count) {
            t->stand_series++;
            t->stand_valid = false;
        }
        break;
    case 't':
        tui_stats_open(t, SCR_STAND);
        break;
    case 'm':
        tui_money_open(t, SCR_STAND);
        break;
    default:
        tui_list_key(t, k, &t->stand_scroll, t->have_table ? SCR_SHEET : SCR_CHOOSE);
        break;
    }
}

const tui_screen_fns tui_stand_screen = {tui_stand_draw, tui_stand_key, tui_stand_free};
