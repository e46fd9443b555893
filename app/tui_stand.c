/* tui_stand.c - the standings screen of the TUI: the series, the
 * tournament and (when the tournament has teams) the team ranking, computed
 * from the stored games with sheet_compute + stand_compute. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_tui.h"
#include "tui_draw.h"
#include "tui_int.h"

void tui_stand_free(tui *t)
{
    if (t->have_stand) {
        for (size_t i = 0; i < t->stand.n; i++)
            free(t->stand_names[i]);
        free(t->stand_names);
        t->stand_names = NULL;
        stand_free(&t->stand);
        t->have_stand = false;
    }
}

typedef struct name_map {
    long long *ids;
    char **names;
    size_t n, cap;
} name_map;

static void names_add(name_map *m, long long id, const char *name)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->ids[i] == id)
            return;
    if (m->n == m->cap) {
        m->cap = m->cap ? m->cap * 2 : 16;
        m->ids = xrealloc(m->ids, m->cap * sizeof *m->ids);
        m->names = xrealloc(m->names, m->cap * sizeof *m->names);
    }
    m->ids[m->n] = id;
    m->names[m->n] = xstrdup(name ? name : "?");
    m->n++;
}

static const char *names_get(const name_map *m, long long id)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->ids[i] == id)
            return m->names[i];
    return "?";
}

static void names_free(name_map *m)
{
    for (size_t i = 0; i < m->n; i++)
        free(m->names[i]);
    free(m->ids);
    free(m->names);
    memset(m, 0, sizeof *m);
}

/* Append the blocks of series s (one per seated player) to *blocks. */
static int series_blocks(tui *t, int s, stand_block **blocks, size_t *nb, size_t *cap,
                         name_map *names, sk_err *err)
{
    db_series ser;
    memset(&ser, 0, sizeof ser);
    if (db_series_get(t->d, t->tour.id, s, &ser, err) != SK_OK)
        return SK_FAIL;
    db_game *games = NULL;
    size_t ng = 0;
    if (db_game_list(t->d, t->tour.id, s, 0, &games, &ng, err) != SK_OK) {
        db_series_clear(&ser);
        return SK_FAIL;
    }
    int rc = SK_OK;
    sheet_game *sg = xcalloc(ng ? ng : 1, sizeof *sg);
    for (size_t k = 0; k < ser.ntables && rc == SK_OK; k++) {
        const db_table *tb = &ser.tables[k];
        size_t n = 0;
        for (size_t i = 0; i < ng; i++) {
            if (games[i].e.table_no != tb->table_no)
                continue;
            sg[n].game_no = games[i].e.game_no;
            sg[n].passed = games[i].e.passed;
            sg[n].declarer = games[i].e.passed ? 0 : games[i].e.declarer;
            sg[n].won = games[i].o.won;
            sg[n].overbid = games[i].o.overbid;
            sg[n].score = games[i].o.score;
            sg[n].value = games[i].o.value;
            n++;
        }
        game_table_rules rules;
        db_tournament_table_rules(&t->tour, tb->size, &rules);
        sheet sh;
        if (sheet_compute(&rules, sg, n, &sh, err) != SK_OK) {
            rc = SK_FAIL;
            break;
        }
        for (int seat = 1; seat <= tb->size; seat++) {
            if (*nb == *cap) {
                *cap = *cap ? *cap * 2 : 32;
                *blocks = xrealloc(*blocks, *cap * sizeof **blocks);
            }
            stand_block *b = &(*blocks)[(*nb)++];
            memset(b, 0, sizeof *b);
            b->player = tb->seats[seat - 1].player_id;
            b->series = s;
            b->table_size = tb->size;
            b->won = sh.seat[seat].won;
            b->lost = sh.seat[seat].lost;
            b->game_points = sh.seat[seat].game_points;
            b->others_lost = sh.seat[seat].others_lost;
            names_add(names, b->player, tb->seats[seat - 1].name);
        }
        sheet_free(&sh);
    }
    free(sg);
    db_games_free(games, ng);
    db_series_clear(&ser);
    return rc;
}

static int compute(tui *t, sk_err *err)
{
    tui_stand_free(t);
    t->stand_msg[0] = '\0';
    stand_block *blocks = NULL;
    size_t nb = 0, cap = 0;
    name_map names = {0};
    int rc = SK_OK;
    if (t->stand_scope == STAND_SERIES) {
        rc = series_blocks(t, t->stand_series, &blocks, &nb, &cap, &names, err);
    } else {
        int *nos = NULL;
        size_t n = 0;
        rc = db_series_numbers(t->d, t->tour.id, &nos, &n, err);
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            rc = series_blocks(t, nos[i], &blocks, &nb, &cap, &names, err);
        free(nos);
    }
    stand_table players;
    memset(&players, 0, sizeof players);
    if (rc == SK_OK)
        rc = stand_compute(blocks, nb, t->stand_scope == STAND_SERIES ? t->stand_series : 0,
                           NULL, 0, &players, err);
    free(blocks);
    if (rc != SK_OK) {
        names_free(&names);
        return SK_FAIL;
    }
    if (t->stand_scope != STAND_TEAMS) {
        t->stand = players;
        t->stand_names = xcalloc(players.n ? players.n : 1, sizeof *t->stand_names);
        for (size_t i = 0; i < players.n; i++)
            t->stand_names[i] = xstrdup(names_get(&names, players.rows[i].id));
        t->have_stand = true;
        names_free(&names);
        return SK_OK;
    }
    /* teams */
    int64_t *tids = NULL;
    char **tnames = NULL;
    size_t nt = 0;
    rc = db_team_names(t->d, t->tour.id, &tids, &tnames, &nt, err);
    if (rc == SK_OK && nt == 0)
        snprintf(t->stand_msg, sizeof t->stand_msg, "This tournament has no teams.");
    if (rc == SK_OK && nt > 0) {
        int64_t *pids = xcalloc(players.n ? players.n : 1, sizeof *pids);
        for (size_t i = 0; i < players.n; i++)
            pids[i] = players.rows[i].id;
        int64_t *team_of = NULL;
        rc = db_team_of_players(t->d, t->tour.id, pids, players.n, &team_of, err);
        if (rc == SK_OK) {
            stand_member *mem = xcalloc(players.n ? players.n : 1, sizeof *mem);
            size_t nm = 0;
            for (size_t i = 0; i < players.n; i++)
                if (team_of[i]) {
                    mem[nm].team = team_of[i];
                    mem[nm].player = pids[i];
                    nm++;
                }
            long long *ids = xcalloc(nt, sizeof *ids);
            for (size_t i = 0; i < nt; i++)
                ids[i] = tids[i];
            rc = stand_teams(&players, ids, nt, mem, nm, NULL, 0, &t->stand, err);
            if (rc == SK_OK) {
                t->have_stand = true;
                t->stand_names = xcalloc(t->stand.n ? t->stand.n : 1, sizeof *t->stand_names);
                for (size_t i = 0; i < t->stand.n; i++) {
                    const char *nm2 = "?";
                    for (size_t j = 0; j < nt; j++)
                        if (tids[j] == t->stand.rows[i].id)
                            nm2 = tnames[j];
                    t->stand_names[i] = xstrdup(nm2);
                }
            }
            free(ids);
            free(mem);
            free(team_of);
        }
        free(pids);
    }
    for (size_t i = 0; i < nt; i++)
        free(tnames[i]);
    free(tnames);
    free(tids);
    stand_free(&players);
    names_free(&names);
    return rc;
}

void tui_stand_draw(tui *t)
{
    if (COLS < 50 || LINES < 8) {
        char msg[120];
        snprintf(msg, sizeof msg, "Terminal too small: %dx%d, need at least 50x8", COLS, LINES);
        tui_put(LINES / 2, 0, COLS, msg, tui_attr_error(), false);
        return;
    }
    if (!t->have_tour) {
        tui_put(0, 0, COLS, "No tournament chosen: Esc, then choose one", tui_attr_error(), true);
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
        snprintf(title, sizeof title, "%s - standings of series %d", t->tour.name,
                 t->stand_series);
    else if (t->stand_scope == STAND_TOURNAMENT)
        snprintf(title, sizeof title, "%s - tournament standings", t->tour.name);
    else
        snprintf(title, sizeof title, "%s - team ranking", t->tour.name);
    tui_put(0, 0, COLS, title, tui_attr_title(), true);
    tui_put(1, 0, COLS, "Tab/s series - tournament - teams   Left/Right series   Up/Down scroll"
            "   Esc back", 0, true);
    if (t->stand_msg[0] && !t->have_stand) {
        tui_put(3, 0, COLS, t->stand_msg, tui_attr_error(), true);
        return;
    }
    if (t->stand_msg[0]) {
        tui_put(3, 0, COLS, t->stand_msg, 0, true);
        return;
    }
    int namew = COLS - 6 - 7 * 6 - 1;
    if (namew > 30)
        namew = 30;
    if (namew < 10)
        namew = 10;
    sk_buf h = {0};
    tui_cell(&h, "Rank", 6, false);
    tui_cell(&h, t->stand_scope == STAND_TEAMS ? "Team" : "Player", namew, false);
    tui_cell(&h, "Total", 7, true);
    tui_cell(&h, "Won", 5, true);
    tui_cell(&h, "Lost", 5, true);
    tui_cell(&h, "Points", 8, true);
    tui_cell(&h, "50x", 7, true);
    tui_cell(&h, "40/30", 7, true);
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
        tui_put(top, 0, COLS, "Nobody is seated yet.", 0, true);
    for (int i = 0; i < hgt && t->stand_scroll + i < (int)t->stand.n; i++) {
        const stand_row *r = &t->stand.rows[t->stand_scroll + i];
        sk_buf b = {0};
        char c[32];
        snprintf(c, sizeof c, "%d.%s", r->rank, r->shared ? "=" : "");
        tui_cell(&b, c, 6, false);
        tui_cell(&b, t->stand_names[t->stand_scroll + i], namew, false);
        snprintf(c, sizeof c, "%d", r->total);
        tui_cell(&b, c, 7, true);
        snprintf(c, sizeof c, "%d", r->won);
        tui_cell(&b, c, 5, true);
        snprintf(c, sizeof c, "%d", r->lost);
        tui_cell(&b, c, 5, true);
        snprintf(c, sizeof c, "%d", r->game_points);
        tui_cell(&b, c, 8, true);
        snprintf(c, sizeof c, "%d", r->won_lost_bonus);
        tui_cell(&b, c, 7, true);
        snprintf(c, sizeof c, "%d", r->opponents_bonus);
        tui_cell(&b, c, 7, true);
        for (int s = 0; s < series_cols; s++) {
            if (r->series_in && r->series_in[s])
                snprintf(c, sizeof c, "%d", r->series_total[s]);
            else
                snprintf(c, sizeof c, "-");
            tui_cell(&b, c, 7, true);
        }
        tui_put(top + i, 0, COLS, sk_buf_str(&b), 0, true);
        sk_buf_free(&b);
    }
}

void tui_stand_key(tui *t, int k)
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
        if (t->stand_scope == STAND_SERIES && t->stand_series < t->tour.series_count) {
            t->stand_series++;
            t->stand_valid = false;
        }
        break;
    case TE_KEY_UP: case 'k':
        t->stand_scroll--;
        break;
    case TE_KEY_DOWN: case 'j':
        t->stand_scroll++;
        break;
    case TE_KEY_ESC: case TE_KEY_BACKSPACE: case 'b':
        t->scr = t->have_table ? SCR_SHEET : SCR_CHOOSE;
        break;
    default:
        tui_status(t, true, "that key does nothing here: ? lists every key");
        break;
    }
}
