/* render.c - see render.h */
#include "i18n.h"
#include "render.h"
#include "second.h"
#include "webday.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_league.h"
#include "db_schafkopf.h"
#include "db_standings.h"
#include "league_data.h"
#include "houseprof.h"
#include "housetable.h"
#include "housegame.h"
#include "moneyjson.h"
#include "moneyview.h"
#include "moneyset.h"
#include "schops.h"
#include "seeger.h"
#include "sheet.h"
#include "standjson.h"
#include "standview.h"
#include "tablesheet.h"
#include "text.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"

static const char *lang_code(web_lang l)
{
    return l == LANG_DE ? "de" : "en";
}

/* ---- navigation: what the tournament has ---- */

typedef struct navinfo {
    db_tournament t;
    bool have_t;
    int *series;
    size_t nseries;
    bool teams, league;
    html_nav nav;
    char scoring[160];
} navinfo;

/* How tournament t scores, for the page footer: tournament scoring,
 * its house rules or its Schafkopf game. */
static const char *scoring_words(const db_tournament *t, web_lang l, char *buf, size_t size)
{
    if (schops_is_schafkopf(t))
        snprintf(buf, size, "%s", t->game && strcmp(t->game, "schafkopf-wendisch") == 0
                                      ? L(l, "Wendish Schafskopf", "Wendischer Schafskopf")
                                      : L(l, "Bavarian Schafkopf", "Bayerischer Schafkopf"));
    else if (ops_house_active(t))
        snprintf(buf, size, L(l, "house rules %s", "Hausregeln %s"), t->house ? t->house : "");
    else
        snprintf(buf, size, "%s", L(l, "extended Seeger-Fabian", "erweitertes Seeger-Fabian"));
    return buf;
}

static void navinfo_free(navinfo *n)
{
    if (n->have_t)
        db_tournament_clear(&n->t);
    free(n->series);
    memset(n, 0, sizeof *n);
}

static int navinfo_load(const web_ctx *c, const char *active, navinfo *n, sk_err *err)
{
    memset(n, 0, sizeof *n);
    int rc = db_tournament_find(c->d, c->tournament, &n->t, err);
    if (rc != SK_OK)
        return rc;
    n->have_t = true;
    rc = db_series_numbers(c->d, n->t.id, &n->series, &n->nseries, err);
    if (rc != SK_OK) {
        navinfo_free(n);
        return rc;
    }
    db_team *tv = NULL;
    size_t nt = 0;
    sk_err e2;
    sk_err_clear(&e2);
    if (db_team_list(c->d, n->t.id, &tv, &nt, &e2) == SK_OK) {
        n->teams = nt > 0;
        db_teams_free(tv, nt);
    }
    db_league lg;
    memset(&lg, 0, sizeof lg);
    sk_err_clear(&e2);
    if (db_league_find(c->d, NULL, &lg, &e2) == SK_OK) {
        n->league = true;
        db_league_clear(&lg);
    }
    n->nav.tournament = n->t.name;
    n->nav.series = n->series;
    n->nav.nseries = (int)n->nseries;
    n->nav.teams = n->teams;
    n->nav.league = n->league;
    n->nav.money = schops_is_schafkopf(&n->t) || ops_house_has_money(&n->t);
    n->nav.active = active;
    n->nav.scoring = scoring_words(&n->t, c->lang, n->scoring, sizeof n->scoring);
    return SK_OK;
}

static bool series_drawn(const navinfo *n, int s)
{
    for (size_t i = 0; i < n->nseries; i++)
        if (n->series[i] == s)
            return true;
    return false;
}

/* ---- table headings and columns ---- */

/* A column of an HTML table: the class of its heading and of its cells
 * (NULL: none; td only where the cells are written from the list), the
 * heading in English and German. */
typedef struct web_col {
    const char *th, *td;
    const char *en, *de;
} web_col;

static void head_cell(sk_buf *b, web_lang l, const web_col *c)
{
    if (c->th)
        sk_buf_printf(b, "<th class=\"%s\">%s</th>", c->th, L(l, c->en, c->de));
    else
        sk_buf_printf(b, "<th>%s</th>", L(l, c->en, c->de));
}

/* The headings of cols[0..n). */
static void head_cells(sk_buf *b, web_lang l, const web_col *cols, size_t n)
{
    for (size_t i = 0; i < n; i++)
        head_cell(b, l, &cols[i]);
}

/* ---- standings ---- */

/* The number columns of a standings table after the series: the figures of
 * the Seeger-Fabian sum, then the total. */
static const web_col stand_cols[] = {
    {"num", "num", N_("Won"), "Gew."},
    {"num", "num", N_("Lost"), "Verl."},
    {"num wide", "num wide", N_("Points"), "Punkte"},
    {"num wide", "num wide", N_("Won/lost"), "Gew./Verl."},
    {"num wide", "num wide", N_("Others' lost"), "Verl. Gegner"},
    {"num", "num tot", N_("Total"), "Gesamt"},
};
#define STAND_NCOLS (sizeof stand_cols / sizeof stand_cols[0])
/* The beamer's: won, lost, the game points and the Seeger-Fabian total. */
static const size_t beamer_cols[] = {0, 1, 2, 5};
#define BEAMER_NCOLS (sizeof beamer_cols / sizeof beamer_cols[0])

/* r's figure in column k of stand_cols. */
static int stand_value(const stand_row *r, size_t k)
{
    const int v[STAND_NCOLS] = {r->won, r->lost, r->game_points, r->won_lost_bonus,
                                r->opponents_bonus, r->total};
    return v[k];
}

static void rank_cell(sk_buf *b, const stand_row *r)
{
    sk_buf_printf(b, "<td class=\"rk\"%s>%d.</td>",
                  r->by_lot ? " title=\"lot\"" : "", r->rank);
}

static void standings_table(sk_buf *b, const web_ctx *c, const standview *v, bool teams,
                            bool beamer)
{
    web_lang l = c->lang;
    const stand_table *t = teams ? &v->teams : &v->players;
    bool tour = v->series == 0;
    static const web_col lead[2][3] = {
        {{"rk", NULL, N_("Rank"), "Platz"}, {NULL, NULL, N_("Player"), "Spieler"},
         {"wide", NULL, N_("Club"), "Verein"}},
        {{"rk", NULL, N_("Rank"), "Platz"}, {NULL, NULL, N_("Team"), "Mannschaft"},
         {"wide", NULL, N_("Players"), "Spieler"}},
    };
    sk_buf_printf(b, "<table class=\"stand%s\"><thead><tr>", beamer ? " big" : "");
    head_cells(b, l, lead[teams], 3);
    if (tour && !beamer)
        for (int s = 1; s <= t->nseries; s++)
            sk_buf_printf(b, "<th class=\"num wide\">%s%d</th>", L(l, "S", "S"), s);
    size_t ncols = beamer ? BEAMER_NCOLS : STAND_NCOLS;
    for (size_t j = 0; j < ncols; j++)
        head_cell(b, l, &stand_cols[beamer ? beamer_cols[j] : j]);
    sk_buf_add(b, "</tr></thead>\n<tbody>\n");
    char tmp[32];
    for (size_t i = 0; i < t->n; i++) {
        const stand_row *r = &t->rows[i];
        sk_buf_add(b, "<tr>");
        rank_cell(b, r);
        sk_buf_add(b, "<td class=\"name\">");
        html_esc(b, standview_row_name(v, teams, r, tmp, sizeof tmp));
        sk_buf_add(b, "</td><td class=\"wide club\">");
        if (teams) {
            const db_team *tm = standview_team(v, r->id);
            for (size_t j = 0; tm && j < tm->nmembers; j++) {
                if (j)
                    sk_buf_add(b, ", ");
                html_esc(b, standview_player_name(v, tm->members[j], tmp, sizeof tmp));
            }
        } else {
            const db_player *p = standview_player(v, r->id);
            if (p && p->club)
                html_esc(b, p->club);
        }
        sk_buf_add(b, "</td>");
        if (tour && !beamer)
            for (int s = 0; s < t->nseries; s++) {
                if (r->series_in[s]) {
                    sk_buf_add(b, "<td class=\"num wide\">");
                    html_int(b, r->series_total[s]);
                    sk_buf_add(b, "</td>");
                } else
                    sk_buf_add(b, "<td class=\"num wide\"></td>");
            }
        for (size_t j = 0; j < ncols; j++) {
            size_t k = beamer ? beamer_cols[j] : j;
            sk_buf_printf(b, "<td class=\"%s\">", stand_cols[k].td);
            html_int(b, stand_value(r, k));
            sk_buf_add(b, "</td>");
        }
        sk_buf_add(b, "</tr>\n");
    }
    sk_buf_add(b, "</tbody></table>\n");
    if (t->n == 0)
        sk_buf_printf(b, "<p class=\"empty\">%s</p>\n",
                      L(l, "No results yet.", "Noch keine Ergebnisse."));
}

/* The standings under house rules (B.1, B.5): rank, player, Lachse for
 * a Bierlachs, the list (Bierlachs: the round), Seeger-Fabian, won, lost,
 * in the order the list mode ranks; as `standings` prints them. */
static void house_table(sk_buf *b, web_lang l, const ops_money *m, bool beamer)
{
    bool lachs = m->p.list_mode == HOUSE_LIST_BIERLACHS;
    sk_buf_printf(b, "<p class=\"how\">%s %s: %s</p>\n", L(l, "house rules", "Hausregeln"),
                  m->p.name,
                  m->p.list_mode == HOUSE_LIST_PLAIN
                      ? L(l, "ranked by the list total", "Rangfolge nach der Listensumme")
                  : m->p.list_mode == HOUSE_LIST_MINUS
                      ? L(l, "minus list: ranked closest to 0 first",
                          "Minusliste: wer am nächsten an 0 ist, vorn")
                      : L(l, "Bierlachs: ranked by fewest Lachse, then the current round closest to 0",
                          "Bierlachs: die wenigsten Lachse vorn, dann die laufende Runde am "
                          "nächsten an 0"));
    sk_buf_printf(b, "<table class=\"stand%s\"><thead><tr><th class=\"rk\">%s</th><th>%s</th>",
                  beamer ? " big" : "", L(l, "Rank", "Platz"), L(l, "Player", "Spieler"));
    if (lachs)
        sk_buf_add(b, "<th class=\"num\">Lachse</th>");
    sk_buf_printf(b, "<th class=\"num wide\">Seeger</th><th class=\"num\">%s</th>"
                     "<th class=\"num\">%s</th>",
                  L(l, "Won", "Gew."), L(l, "Lost", "Verl."));
    sk_buf_printf(b, "<th class=\"num\">%s</th></tr></thead>\n<tbody>\n",
                  lachs ? L(l, "Round", "Runde") : L(l, "List", "Liste"));
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        /* a shared rank as `standings` prints it: "2=" */
        sk_buf_printf(b, "<tr><td class=\"rk\">%d%s</td><td class=\"name\">", r->rank,
                      ops_money_shared(m, i) ? "=" : ".");
        html_esc(b, r->name);
        sk_buf_add(b, "</td>");
        if (lachs)
            sk_buf_printf(b, "<td class=\"num\">%d</td>", r->lachse);
        sk_buf_add(b, "<td class=\"num wide\">");
        html_int(b, r->seeger);
        sk_buf_printf(b, "</td><td class=\"num\">%d</td><td class=\"num\">%d</td>", r->won,
                      r->lost);
        sk_buf_add(b, "<td class=\"num tot\">");
        html_int(b, r->list_total);
        sk_buf_add(b, "</td></tr>\n");
    }
    sk_buf_add(b, "</tbody></table>\n");
    if (m->n == 0)
        sk_buf_printf(b, "<p class=\"empty\">%s</p>\n",
                      L(l, "No results yet.", "Noch keine Ergebnisse."));
}

/* A Schafkopf tournament's standings (as `standings` prints them): rank
 * (= shared), player, the points of each series, total, won solos. */
static void sch_table(sk_buf *b, web_lang l, const schops_standings *st, bool beamer)
{
    int first = st->series ? st->series : 1, last = st->series ? st->series : st->nseries;
    sk_buf_printf(b, "<p class=\"how\">%s</p>\n",
                  L(l, "ranked by points, then by won solos; equal players share the rank (=)",
                    "Rangfolge nach Punkten, dann nach gewonnenen Soli; Gleichstand teilt den Platz (=)"));
    sk_buf_printf(b, "<table class=\"stand%s\"><thead><tr><th class=\"rk\">%s</th><th>%s</th>",
                  beamer ? " big" : "", L(l, "Rank", "Platz"), L(l, "Player", "Spieler"));
    if (!beamer)
        for (int k = first; k <= last; k++)
            sk_buf_printf(b, "<th class=\"num wide\">S%d</th>", k);
    sk_buf_printf(b, "<th class=\"num\">%s</th><th class=\"num\">%s</th></tr></thead>\n<tbody>\n",
                  L(l, "Solos", "Soli"), L(l, "Points", "Punkte"));
    for (size_t i = 0; i < st->n; i++) {
        const schops_row *r = &st->rows[i];
        bool shared = (i > 0 && st->rows[i - 1].rank == r->rank) ||
                      (i + 1 < st->n && st->rows[i + 1].rank == r->rank);
        sk_buf_printf(b, "<tr><td class=\"rk\">%d%s</td><td class=\"name\">", r->rank,
                      shared ? "=" : ".");
        html_esc(b, r->name);
        sk_buf_add(b, "</td>");
        if (!beamer)
            for (int k = first; k <= last; k++) {
                sk_buf_add(b, "<td class=\"num wide\">");
                html_signed(b, (int)r->per_series[k - 1]);
                sk_buf_add(b, "</td>");
            }
        sk_buf_printf(b, "<td class=\"num\">%d</td><td class=\"num tot\">", r->solos_won);
        html_signed(b, (int)r->total);
        sk_buf_add(b, "</td></tr>\n");
    }
    sk_buf_add(b, "</tbody></table>\n");
}

/* A Schafkopf tournament: its standings into *st (true), or false (Skat).
 * Teams are refused as by `standings`. */
static bool sch_standings(const web_ctx *c, const db_tournament *t, int series, bool teams,
                          schops_standings *st, sch_family *f, int *rc, sk_err *err)
{
    if (!schops_is_schafkopf(t))
        return false;
    sch_settings s;
    if (teams)
        *rc = sk_err_set(err, SK_INVALID, "teams: tournament '%s' plays Schafkopf: its list "
                         "ranks players only", t->name);
    else if ((*rc = schops_settings(t, &s, err)) == SK_OK) {
        *f = s.family;
        *rc = schops_standings_load(c->d, t, &s, series, st, err);
    }
    return true;
}

/* A tournament under house rules: its standings into *m (true), or false
 * (tournament scoring: standview).  Teams are refused as by `standings`. */
static bool house_standings(const web_ctx *c, const db_tournament *t, int series, bool teams,
                            ops_money *m, int *rc, sk_err *err)
{
    if (!ops_house_active(t))
        return false;
    if (teams)
        *rc = sk_err_set(err, SK_INVALID, _("teams: tournament '%s' plays house rules: its list "
                         "ranks players only"), t->name);
    else
        *rc = ops_house_standings_load(c->d, t, series, m, err);
    return true;
}

int render_standings(const web_ctx *c, int series, bool teams, bool beamer, sk_buf *out,
                     sk_err *err)
{
    char active[16];
    if (beamer)
        snprintf(active, sizeof active, "beamer");
    else if (teams)
        snprintf(active, sizeof active, "teams");
    else if (series)
        snprintf(active, sizeof active, "s%d", series);
    else
        snprintf(active, sizeof active, "standings");
    navinfo n;
    int rc = navinfo_load(c, active, &n, err);
    if (rc != SK_OK)
        return rc;
    if (series && !series_drawn(&n, series)) {
        navinfo_free(&n);
        return db_err_undrawn(err, series);
    }
    ops_money hm;
    schops_standings sst;
    sch_family fam;
    bool sch = sch_standings(c, &n.t, series, teams, &sst, &fam, &rc, err);
    bool house = !sch && house_standings(c, &n.t, series, teams, &hm, &rc, err);
    standview v;
    if (!house && !sch)
        rc = standview_load(c->d, n.t.name, series, teams, &v, err);
    if (rc != SK_OK) {
        navinfo_free(&n);
        return rc;
    }
    web_lang l = c->lang;
    char title[400];
    if (series)
        snprintf(title, sizeof title, "%s - %s %d", n.t.name, L(l, "series", "Serie"), series);
    else
        snprintf(title, sizeof title, "%s - %s", n.t.name,
                 teams ? L(l, "teams", "Mannschaften") : L(l, "standings", "Rangliste"));
    html_page_begin(out, l, title, beamer ? "beamer" : "standings", c->v, &n.nav, false);
    if (beamer)
        webday_clock_banner(out, c, &n.t, 0, true);
    sk_buf_add(out, "<h2>");
    if (series)
        sk_buf_printf(out, "%s %d", L(l, "Series", "Serie"), series);
    else if (teams)
        sk_buf_add(out, L(l, "Team ranking", "Mannschaftswertung"));
    else
        sk_buf_printf(out, sk_ntr("%s (%zu series)", "%s (%zu series)", n.nseries),
                      L(l, "Standings", "Gesamtwertung"), n.nseries);
    /* provisional, as the text standings and the PDF say it, for every game
     * (issue 29): ISkO, house rules and Schafkopf alike; in the heading's
     * line, so the beamer's rows keep their room */
    const db_progress_t *pg = sch ? &sst.progress : house ? &hm.progress : &v.progress;
    if (pg->provisional)
        sk_buf_printf(out, L(l, " <span class=\"prov\">provisional: %d of %d games</span>",
                             " <span class=\"prov\">vorläufig: %d von %d Spielen</span>"),
                      pg->recorded, pg->expected);
    sk_buf_add(out, "</h2>\n");
    if (sch) {
        sch_table(out, l, &sst, beamer);
        schops_standings_free(&sst);
    } else if (house) {
        house_table(out, l, &hm, beamer);
        ops_money_free(&hm);
    } else {
        standings_table(out, c, &v, teams, beamer);
        standview_free(&v);
    }
    html_page_end(out, &n.nav, false);
    navinfo_free(&n);
    return SK_OK;
}

int api_standings(const web_ctx *c, int series, bool teams, sk_buf *out, sk_err *err)
{
    db_tournament t;
    int rc = db_tournament_find(c->d, c->tournament, &t, err);
    if (rc != SK_OK)
        return rc;
    schops_standings sst;
    sch_family fam;
    if (sch_standings(c, &t, series, teams, &sst, &fam, &rc, err)) { /* as `standings --format json` */
        if (rc == SK_OK) {
            ops_sch_stand_json(&t, fam, &sst, series, out);
            schops_standings_free(&sst);
        }
        db_tournament_clear(&t);
        return rc;
    }
    ops_money hm;
    if (house_standings(c, &t, series, teams, &hm, &rc, err)) { /* `standings --format json` */
        if (rc == SK_OK) {
            ops_house_stand_json(&t, &hm, out);
            ops_money_free(&hm);
        }
        db_tournament_clear(&t);
        return rc;
    }
    db_tournament_clear(&t);
    standview v;
    rc = standview_load(c->d, c->tournament, series, teams, &v, err);
    if (rc != SK_OK)
        return rc;
    standview_json(&v, teams, out);
    standview_free(&v);
    return SK_OK;
}

/* ---- tables of a series ---- */

/* Games recorded per table of series s (counts[k] for s->tables[k]); a
 * Schafkopf tournament's from its lists. */
static int *games_per_table(db *d, const db_tournament *t, const db_series *s, sk_err *err)
{
    int64_t tid = t->id;
    int *cnt = xcalloc(s->ntables + 1, sizeof *cnt);
    if (schops_is_schafkopf(t)) {
        db_sch_game *sg = NULL;
        size_t sn = 0;
        if (db_sch_game_list(d, tid, schops_family(t), s->series_no, 0, &sg, &sn, err) != SK_OK) {
            free(cnt);
            return NULL;
        }
        for (size_t i = 0; i < sn; i++)
            for (size_t k = 0; k < s->ntables; k++)
                if (s->tables[k].table_no == sg[i].table_no)
                    cnt[k]++;
        db_sch_games_free(sg, sn);
        return cnt;
    }
    db_game *g = NULL;
    size_t n = 0;
    if (db_game_list(d, tid, s->series_no, 0, &g, &n, err) != SK_OK) {
        free(cnt);
        return NULL;
    }
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < s->ntables; k++)
            if (s->tables[k].table_no == g[i].e.table_no)
                cnt[k]++;
    db_games_free(g, n);
    return cnt;
}

static int pick_series(const navinfo *n, int series, sk_err *err)
{
    if (series == 0) {
        if (n->nseries == 0)
            return -sk_err_set(err, SK_INVALID, _("no series of '%s' has been drawn yet"),
                               n->t.name);
        return n->series[n->nseries - 1];
    }
    if (!series_drawn(n, series))
        return -db_err_undrawn(err, series);
    return series;
}

/* A drawn series (series 0: the latest) with its tables and the games
 * recorded per table, the navigation around it. */
typedef struct series_view {
    navinfo n;
    int s;              /* the series number */
    db_series ser;
    int *cnt;           /* games recorded, cnt[k] for ser.tables[k] */
} series_view;

static int series_view_load(const web_ctx *c, int series, series_view *v, sk_err *err)
{
    memset(v, 0, sizeof *v);
    int rc = navinfo_load(c, "tables", &v->n, err);
    if (rc != SK_OK)
        return rc;
    v->s = pick_series(&v->n, series, err);
    if (v->s < 0) {
        navinfo_free(&v->n);
        return -v->s;
    }
    rc = db_series_get(c->d, v->n.t.id, v->s, &v->ser, err);
    if (rc != SK_OK) {
        navinfo_free(&v->n);
        return rc;
    }
    v->cnt = games_per_table(c->d, &v->n.t, &v->ser, err);
    if (!v->cnt) {
        db_series_clear(&v->ser);
        navinfo_free(&v->n);
        return SK_FAIL;
    }
    return SK_OK;
}

static void series_view_free(series_view *v)
{
    free(v->cnt);
    db_series_clear(&v->ser);
    navinfo_free(&v->n);
}

int render_tables(const web_ctx *c, int series, sk_buf *out, sk_err *err)
{
    series_view sv;
    int rc = series_view_load(c, series, &sv, err);
    if (rc != SK_OK)
        return rc;
    web_lang l = c->lang;
    char title[400];
    snprintf(title, sizeof title, "%s - %s %d - %s", sv.n.t.name, L(l, "series", "Serie"), sv.s,
             L(l, "tables", "Tische"));
    html_page_begin(out, l, title, "tables", c->v, &sv.n.nav, false);
    sk_buf_printf(out, "<h2>%s %d: %s</h2>\n", L(l, "Series", "Serie"), sv.s,
                  L(l, "tables", "Tische"));
    if (sv.n.nseries > 1) {
        sk_buf_add(out, "<p class=\"pick\">");
        for (size_t i = 0; i < sv.n.nseries; i++)
            sk_buf_printf(out, "<a href=\"/tables?series=%d&amp;lang=%s\"%s>%s %d</a> ",
                          sv.n.series[i], lang_code(l),
                          sv.n.series[i] == sv.s ? " class=\"on\"" : "",
                          L(l, "Series", "Serie"), sv.n.series[i]);
        sk_buf_add(out, "</p>\n");
    }
    sk_buf_add(out, "<ul class=\"tables\">\n");
    for (size_t k = 0; k < sv.ser.ntables; k++) {
        const db_table *tb = &sv.ser.tables[k];
        game_table_rules tr;
        db_tournament_table_rules(&sv.n.t, tb->size, &tr);
        sk_buf_printf(out, "<li><a href=\"/table/%d/%d?lang=%s\"><b>%s %d</b> "
                           "<span class=\"cnt\">%d/%d</span><br>",
                      sv.s, tb->table_no, lang_code(l), L(l, "Table", "Tisch"), tb->table_no,
                      sv.cnt[k], tr.series_games);
        for (int i = 0; i < tb->size; i++) {
            if (i)
                sk_buf_add(out, ", ");
            html_esc(out, tb->seats[i].name ? tb->seats[i].name : "?");
        }
        sk_buf_add(out, "</a></li>\n");
    }
    sk_buf_add(out, "</ul>\n");
    html_page_end(out, &sv.n.nav, false);
    series_view_free(&sv);
    return SK_OK;
}

int api_tables(const web_ctx *c, int series, sk_buf *out, sk_err *err)
{
    series_view sv;
    int rc = series_view_load(c, series, &sv, err);
    if (rc != SK_OK)
        return rc;
    sk_buf_add(out, "{\"tournament\":");
    sk_buf_json_str(out, sv.n.t.name);
    sk_buf_printf(out, ",\"series\":%d,\"tables\":[", sv.s);
    for (size_t k = 0; k < sv.ser.ntables; k++) {
        const db_table *tb = &sv.ser.tables[k];
        game_table_rules tr;
        db_tournament_table_rules(&sv.n.t, tb->size, &tr);
        sk_buf_printf(out, "%s\n{\"table\":%d,\"size\":%d,\"games\":%d,\"series_games\":%d,"
                           "\"players\":[",
                      k ? "," : "", tb->table_no, tb->size, sv.cnt[k], tr.series_games);
        for (int i = 0; i < tb->size; i++) {
            if (i)
                sk_buf_add(out, ",");
            sk_buf_json_str(out, tb->seats[i].name ? tb->seats[i].name : "");
        }
        sk_buf_add(out, "]}");
    }
    sk_buf_add(out, "]}\n");
    series_view_free(&sv);
    return SK_OK;
}

/* ---- one table's score sheet ---- */

static const char *seat_name(const db_table *t, int seat)
{
    if (seat < 1 || seat > t->size || !t->seats[seat - 1].name)
        return "?";
    return t->seats[seat - 1].name;
}

/* The head of a score sheet table: game, the seats with their names, the
 * game's text (and the edit column with a code). */
static void sheet_head_html(sk_buf *b, web_lang l, const ops_table_sheet *ts, const web_entry *en)
{
    int n = ts->table.size;
    sk_buf_printf(b, "<table class=\"sheet s%d\"><thead><tr><th class=\"num\">%s</th>", n,
                  L(l, "Game", "Spiel"));
    for (int s = 1; s <= n; s++) {
        sk_buf_printf(b, "<th class=\"num\"><span class=\"seat\">%d</span> ", s);
        html_esc(b, seat_name(&ts->table, s));
        sk_buf_add(b, "</th>");
    }
    sk_buf_printf(b, "<th class=\"note\">%s</th>%s</tr></thead>\n<tbody>\n",
                  L(l, "Game", "Spiel"), en ? "<th></th>" : "");
}

/* The edit cell of game gno (a link when it is recorded). */
static void edit_cell(sk_buf *b, web_lang l, const web_entry *en, int series, int table, int gno,
                      bool recorded)
{
    sk_buf_add(b, "<td>");
    if (recorded) {
        sk_buf_printf(b, "<a class=\"btn\" href=\"/table/%d/%d?code=", series, table);
        html_esc(b, en->code);
        sk_buf_printf(b, "&amp;edit=%d&amp;lang=%s#entry\">%s</a>", gno, lang_code(l),
                      L(l, "edit", "ändern"));
    }
    sk_buf_add(b, "</td>");
}

/* A table's house list (a tournament with house rules, as `sheet show`
 * and the TUI): per game the totals each booked seat reached ($: a Lachs
 * lost), the marks and the game; below the list totals (Bierlachs: the
 * round), won, lost, Lachse and Seeger-Fabian. */
static void house_sheet_html(sk_buf *b, const web_ctx *c, const ops_house_table *ht,
                             const web_entry *en, int series)
{
    web_lang l = c->lang;
    const ops_table_sheet *ts = &ht->ts;
    int n = ts->table.size;
    bool lachs = ht->p.list_mode == HOUSE_LIST_BIERLACHS;
    /* a list has no gaps: the next game follows the last recorded one */
    int next = (int)ht->nrows < ts->sh.series_games ? (int)ht->nrows + 1 : 0;
    sk_buf_printf(b, "<p class=\"how\">%s %s: %s</p>\n", L(l, "house rules", "Hausregeln"),
                  ht->p.name,
                  ht->p.list_mode == HOUSE_LIST_PLAIN ? L(l, "plain list", "Liste")
                  : ht->p.list_mode == HOUSE_LIST_MINUS ? L(l, "minus list", "Minusliste")
                                                        : "Bierlachs");
    sheet_head_html(b, l, ts, en);
    for (int gno = 1; gno <= ts->sh.series_games; gno++) {
        /* the list has no gaps: row i is game i + 1 */
        const ops_house_row *r = gno <= (int)ht->nrows ? &ht->rows[gno - 1] : NULL;
        if (r && r->game->e.game_no != gno)
            r = NULL;
        int dealer = ts->sh.rows[gno - 1].dealer; /* the house dealer (ops_house_table_load) */
        sk_buf_printf(b, "<tr class=\"%s%s\"><td class=\"num\">%d",
                      r ? (r->game->e.passed ? "passed" : "") : "missing",
                      gno == next ? " next" : "", gno);
        if (r) { /* the marks again under the number: a phone has no note column */
            sk_buf m = {0};
            ops_house_marks(r, &m);
            if (m.len) {
                sk_buf_add(b, "<span class=\"mk\">");
                html_esc(b, sk_buf_str(&m));
                sk_buf_add(b, "</span>");
            }
            sk_buf_free(&m);
        }
        sk_buf_add(b, "</td>");
        for (int s = 1; s <= n; s++) {
            sk_buf_printf(b, "<td class=\"num%s\">", dealer == s ? " dealer" : "");
            bool lost_lachs = r && (r->step.lachs_lost & (1u << (s - 1)));
            if (r && (r->step.r.entry[s - 1] != 0 || lost_lachs)) {
                html_signed(b, r->reached[s - 1]);
                if (lost_lachs)
                    sk_buf_add(b, " $");
            }
            sk_buf_add(b, "</td>");
        }
        sk_buf_add(b, "<td class=\"note\">");
        if (r) {
            const db_game *g = r->game;
            sk_buf m = {0};
            ops_house_marks(r, &m);
            if (m.len) {
                sk_buf_add(b, "<b>");
                html_esc(b, sk_buf_str(&m));
                sk_buf_add(b, "</b> ");
            }
            sk_buf_free(&m);
            sk_buf d = {0};
            if (g->e.passed && g->e.h.ramsch)
                housegame_describe(&g->e.h, n, g->dealer, &d);
            else if (g->e.passed)
                sk_buf_add(&d, L(l, "passed", "eingepasst"));
            else
                game_describe_short(&g->e.g, &d);
            html_esc(b, sk_buf_str(&d));
            sk_buf_free(&d);
            if (!g->e.passed && !g->o.won)
                sk_buf_printf(b, " <b>%s</b>", L(l, "LOST", "VERLOREN"));
        }
        sk_buf_add(b, "</td>");
        if (en)
            edit_cell(b, l, en, series, ts->table.table_no, gno, r != NULL);
        sk_buf_add(b, "</tr>\n");
    }
    sk_buf_add(b, "</tbody>\n<tfoot>\n");
    const house_list *hl = &ht->list;
    for (int k = 0; k < 5; k++) {
        if (k == 3 && !lachs)
            continue;
        const char *lab = k == 0 ? L(l, "Won", "Gewonnen") : k == 1 ? L(l, "Lost", "Verloren")
                          : k == 2 ? "Seeger-Fabian" : k == 3 ? "Lachse"
                          : lachs  ? L(l, "Round", "Runde") : L(l, "List", "Liste");
        sk_buf_printf(b, "<tr%s><th>", k == 4 ? " class=\"tot\"" : "");
        html_esc(b, lab);
        sk_buf_add(b, "</th>");
        for (int s = 0; s < n; s++) {
            int v = k == 0 ? hl->won[s] : k == 1 ? hl->lost[s] : k == 2 ? hl->seeger[s]
                    : k == 3 ? hl->lachse[s] : hl->total[s];
            sk_buf_add(b, "<td class=\"num\">");
            html_int(b, v);
            sk_buf_add(b, "</td>");
        }
        sk_buf_printf(b, "<td class=\"note\"></td>%s</tr>\n", en ? "<td></td>" : "");
    }
    sk_buf_add(b, "</tfoot></table>\n");
}

static void sheet_html(sk_buf *b, const web_ctx *c, const ops_table_sheet *ts, const web_entry *en,
                       int series)
{
    web_lang l = c->lang;
    const sheet *sh = &ts->sh;
    int n = ts->table.size;
    int next = ops_table_sheet_next(ts);
    sheet_head_html(b, l, ts, en);
    for (int i = 0; i < sh->series_games; i++) {
        const sheet_row *r = &sh->rows[i];
        const char *cls = (r->marks & SHEET_LOST) ? "lost" : (r->marks & SHEET_PASSED) ? "passed"
                          : (r->marks & SHEET_MISSING) ? "missing" : "";
        sk_buf_printf(b, "<tr class=\"%s%s\"><td class=\"num\">%d</td>", cls,
                      r->game_no == next ? " next" : "", r->game_no);
        for (int s = 1; s <= n; s++) {
            sk_buf_printf(b, "<td class=\"num%s\">", r->dealer == s ? " dealer" : "");
            if (r->declarer == s && (r->marks & SHEET_PLAYED)) {
                html_int(b, r->running);
                if (r->marks & SHEET_OVERBID)
                    sk_buf_add(b, " !");
                else if (r->marks & SHEET_LOST)
                    sk_buf_add(b, " L");
            }
            sk_buf_add(b, "</td>");
        }
        sk_buf_add(b, "<td class=\"note\">");
        if (r->marks & SHEET_PASSED) {
            sk_buf_add(b, L(l, "passed", "eingepasst"));
        } else if (r->marks & SHEET_PLAYED) {
            html_signed(b, r->score);
            sk_buf_add(b, " ");
            const db_game *g = ops_table_sheet_game(ts, r->game_no);
            if (g) {
                sk_buf d = {0};
                game_describe_short(&g->e.g, &d);
                html_esc(b, sk_buf_str(&d));
                sk_buf_free(&d);
            }
            if (r->marks & SHEET_OVERBID)
                sk_buf_printf(b, " <b>%s</b>", L(l, "OVERBID", "ÜBERREIZT"));
            else if (r->marks & SHEET_LOST)
                sk_buf_printf(b, " <b>%s</b>", L(l, "LOST", "VERLOREN"));
        }
        sk_buf_add(b, "</td>");
        if (en)
            edit_cell(b, l, en, series, ts->table.table_no, r->game_no,
                      !(r->marks & SHEET_MISSING));
        sk_buf_add(b, "</tr>\n");
    }
    sk_buf_add(b, "</tbody>\n<tfoot>\n");
    static const char *lab_en[] = {"Game points", "Won", "Lost", NULL, NULL, "Total"};
    static const char *lab_de[] = {"Spielpunkte", "Gewonnen", "Verloren", NULL, NULL, "Gesamt"};
    for (int k = 0; k < 6; k++) {
        sk_buf_printf(b, "<tr%s><th>", k == 5 ? " class=\"tot\"" : "");
        if (k == 3)
            sk_buf_printf(b, "%d x (%s)", SEEGER_WON_LOST, L(l, "W-L", "G-V"));
        else if (k == 4)
            sk_buf_printf(b, "%s x%d", L(l, "Others", "Gegner"), seeger_bonus_per_lost(n));
        else
            sk_buf_add(b, l == LANG_DE ? lab_de[k] : lab_en[k]);
        sk_buf_add(b, "</th>");
        for (int s = 1; s <= n; s++) {
            const sheet_seat *st = &sh->seat[s];
            int v = k == 0 ? st->game_points : k == 1 ? st->won : k == 2 ? st->lost
                    : k == 3 ? st->won_lost_bonus : k == 4 ? st->opponents_bonus : st->total;
            if (k == 4)
                sk_buf_printf(b, "<td class=\"num\">(%d) ", st->others_lost);
            else
                sk_buf_add(b, "<td class=\"num\">");
            html_int(b, v);
            sk_buf_add(b, "</td>");
        }
        sk_buf_printf(b, "<td class=\"note\"></td>%s</tr>\n", en ? "<td></td>" : "");
    }
    sk_buf_add(b, "</tfoot></table>\n");
}


/* A Schafkopf table's list (as `sheet show`): per game the dealer, the game
 * as players say it with its party, Augen and extras, each seat's entry and
 * running total; the totals.  With the table's code (entry) the form of
 * the next game (or of the one edited) above it, an edit link per game. */
static int sch_table_page(const web_ctx *c, const navinfo *n, int series, int table,
                          const web_entry *entry, sk_buf *out, sk_err *err)
{
    sch_settings s;
    schops_sheet sh;
    int rc = schops_settings(&n->t, &s, err);
    if (rc == SK_OK)
        rc = schops_sheet_load(c->d, &n->t, &s, series, table, &sh, err);
    if (rc != SK_OK)
        return rc;
    web_lang l = c->lang;
    char title[400], buf[1024];
    snprintf(title, sizeof title, "%s - %s %d - %s %d", n->t.name, L(l, "series", "Serie"),
             series, L(l, "table", "Tisch"), table);
    html_page_begin(out, l, title, entry ? "table entry" : "table", c->v, &n->nav, false);
    sk_buf_printf(out, "<h2>%s %d, %s %d <span class=\"cnt\">%zu/%d</span></h2>\n",
                  L(l, "Table", "Tisch"), table, L(l, "series", "Serie"), series, sh.n,
                  n->t.games4);
    if (entry && entry->msg) {
        sk_buf_printf(out, "<p class=\"msg%s\" role=\"status\">", entry->msg_err ? " err" : "");
        html_esc_num(out, entry->msg);
        sk_buf_add(out, "</p>\n");
    }
    if (entry)
        render_sch_entry_form(out, c, &s, &sh, series, entry);
    sch_settings_summary(&s, buf, sizeof buf);
    sk_buf_add(out, "<p class=\"how\">");
    html_esc(out, buf);
    sk_buf_printf(out, "</p>\n<table class=\"sheet sch\"><thead><tr><th class=\"num\">#</th>"
                       "<th class=\"wide\">%s</th><th>%s</th>",
                  L(l, "Dealer", "Geber"), L(l, "Game", "Spiel"));
    for (int k = 0; k < 4; k++) {
        sk_buf_add(out, "<th class=\"num\">");
        html_esc(out, sh.tab.seats[k].name ? sh.tab.seats[k].name : "");
        sk_buf_add(out, "</th>");
    }
    sk_buf_add(out, "</tr></thead>\n<tbody>\n");
    const char *names[SCH_SEATS];
    for (int k = 0; k < SCH_SEATS; k++)
        names[k] = sh.tab.seats[k].name;
    sk_lang sl = l == LANG_DE ? SK_LANG_DE : SK_LANG_EN;
    for (size_t i = 0; i < sh.n; i++) {
        int d = sh.dealer[i];
        const sch_game *g = &sh.games[i].g;
        if (entry) { /* the game's number edits it: no column more on a phone */
            sk_buf_printf(out, "<tr><td class=\"num\"><a class=\"btn\" title=\"%s\" "
                               "href=\"/table/%d/%d?code=",
                          L(l, "edit", "ändern"), series, table);
            html_esc(out, entry->code);
            sk_buf_printf(out, "&amp;edit=%d&amp;lang=%s#entry\">%d</a></td><td class=\"wide\">",
                          sh.games[i].game_no, lang_code(l), sh.games[i].game_no);
        } else {
            sk_buf_printf(out, "<tr><td class=\"num\">%d</td><td class=\"wide\">",
                          sh.games[i].game_no);
        }
        html_esc(out, d >= 1 && d <= 4 && sh.tab.seats[d - 1].name ? sh.tab.seats[d - 1].name : "");
        sch_game_text(g, buf, sizeof buf);
        sk_buf_add(out, "</td><td>");
        html_esc(out, buf);
        /* the party, its Augen and the extras under the game, muted */
        char party[200], extra[200];
        sch_party_text(g, names, sl, party, sizeof party);
        sch_game_extras(&s, g, sl, false, extra, sizeof extra);
        sk_buf_add(out, "<span class=\"party\">");
        html_esc(out, party);
        int au = sch_game_augen(g);
        if (au != SCH_AUGEN_NONE)
            sk_buf_printf(out, ", %d Augen", au);
        if (extra[0]) {
            sk_buf_add(out, ", ");
            html_esc(out, extra);
        }
        sk_buf_add(out, "</span></td>");
        for (int k = 0; k < 4; k++) {
            sk_buf_add(out, "<td class=\"num\">");
            html_signed(out, (int)sh.games[i].pts[k]);
            sk_buf_add(out, " <span class=\"run\">");
            html_signed(out, (int)sh.run[i][k]);
            sk_buf_add(out, "</span></td>");
        }
        sk_buf_add(out, "</tr>\n");
    }
    sk_buf_printf(out, "<tr class=\"tot\"><td></td><td class=\"wide\"></td><td>%s</td>",
                  L(l, "Total", "Summe"));
    for (int k = 0; k < 4; k++) {
        sk_buf_add(out, "<td class=\"num tot\">");
        html_signed(out, (int)sh.total[k]);
        sk_buf_add(out, "</td>");
    }
    sk_buf_add(out, "</tr>\n</tbody></table>\n");
    html_page_end(out, &n->nav, false);
    schops_sheet_free(&sh);
    return SK_OK;
}

int render_table(const web_ctx *c, int series, int table, const web_entry *entry, sk_buf *out,
                 sk_err *err)
{
    navinfo n;
    int rc = navinfo_load(c, "tables", &n, err);
    if (rc != SK_OK)
        return rc;
    if (schops_is_schafkopf(&n.t)) {
        rc = sch_table_page(c, &n, series, table, entry, out, err);
        navinfo_free(&n);
        return rc;
    }
    /* house rules: the table's list (its ts is the table's sheet) */
    ops_house_table ht;
    memset(&ht, 0, sizeof ht);
    bool house = ops_house_active(&n.t);
    ops_table_sheet own;
    if (house)
        rc = ops_house_table_load(c->d, &n.t, series, table, &ht, err);
    else if (entry && entry->second) /* the second entry's own sheet */
        rc = ops_second_sheet(c->d, &n.t, series, table, &own, err);
    else
        rc = ops_table_sheet_load(c->d, &n.t, series, table, &own, err);
    if (rc != SK_OK) {
        navinfo_free(&n);
        return rc;
    }
    ops_table_sheet ts = house ? ht.ts : own;
    web_lang l = c->lang;
    char title[400];
    snprintf(title, sizeof title, "%s - %s %d - %s %d", n.t.name, L(l, "series", "Serie"),
             series, L(l, "table", "Tisch"), table);
    html_page_begin(out, l, title, entry ? "table entry" : "table", c->v, &n.nav, false);
    int next = ops_table_sheet_next(&ts);
    sk_buf_printf(out, "<h2>%s %d, %s %d <span class=\"cnt\">%d/%d</span>%s%s</h2>\n",
                  L(l, "Table", "Tisch"), table, L(l, "series", "Serie"), series,
                  ts.sh.played + ts.sh.passed, ts.sh.series_games,
                  next ? "" : L(l, " - complete", " - vollständig"),
                  entry && entry->second ? L(l, " - second entry", " - Zweiterfassung") : "");
    webday_clock_banner(out, c, &n.t, series, false);
    if (entry) /* the list keeper sees what the second entry says otherwise */
        webday_second_box(out, c, &n.t, series, table);
    if (entry && entry->msg) {
        sk_buf_printf(out, "<p class=\"msg%s\" role=\"status\">", entry->msg_err ? " err" : "");
        html_esc_num(out, entry->msg);
        sk_buf_add(out, "</p>\n");
    }
    if (entry)
        render_entry_form(out, c, &ts, series, entry);
    if (house)
        house_sheet_html(out, c, &ht, entry, series);
    else
        sheet_html(out, c, &ts, entry, series);
    html_page_end(out, &n.nav, false);
    if (house)
        ops_house_table_free(&ht);
    else
        ops_table_sheet_free(&own);
    navinfo_free(&n);
    return SK_OK;
}

/* The "house" member of /api/table/S/T under house rules: the list as the
 * table page shows it. */
static void house_table_json(sk_buf *b, const ops_house_table *ht)
{
    int n = ht->ts.table.size;
    const house_list *hl = &ht->list;
    sk_buf_add(b, ",\"house\":{\"rules\":");
    sk_buf_json_str(b, ht->p.name);
    sk_buf_printf(b, ",\"list_mode\":\"%s\"", ops_house_mode_key(ht->p.list_mode));
    if (ht->p.list_mode == HOUSE_LIST_BIERLACHS)
        sk_buf_printf(b, ",\"target\":%d", hl->target);
    sk_buf_add(b, ",\"seats\":[");
    for (int s = 0; s < n; s++)
        sk_buf_printf(b, "%s{\"seat\":%d,\"list\":%d,\"won\":%d,\"lost\":%d,\"lachse\":%d,"
                         "\"seeger\":%d}",
                      s ? "," : "", s + 1, hl->total[s], hl->won[s], hl->lost[s], hl->lachse[s],
                      hl->seeger[s]);
    sk_buf_add(b, "],\"games\":[");
    for (size_t i = 0; i < ht->nrows; i++) {
        const ops_house_row *r = &ht->rows[i];
        sk_buf m = {0};
        ops_house_marks(r, &m);
        sk_buf_printf(b, "%s\n{\"game\":%d,\"dealer\":%d,\"kontra\":%d,\"ramsch\":%s,\"marks\":",
                      i ? "," : "", r->game->e.game_no, r->dealer, r->game->e.h.kontra,
                      r->game->e.h.ramsch ? "true" : "false");
        sk_buf_json_str(b, sk_buf_str(&m));
        sk_buf_free(&m);
        sk_buf_add(b, ",\"entries\":[");
        for (int s = 0; s < n; s++)
            sk_buf_printf(b, "%s%d", s ? "," : "", r->step.r.entry[s]);
        sk_buf_add(b, "],\"reached\":[");
        for (int s = 0; s < n; s++)
            sk_buf_printf(b, "%s%d", s ? "," : "", r->reached[s]);
        sk_buf_add(b, "],\"lachs_lost\":[");
        bool any = false;
        for (int s = 0; s < n; s++)
            if (r->step.lachs_lost & (1u << s)) {
                sk_buf_printf(b, "%s%d", any ? "," : "", s + 1);
                any = true;
            }
        sk_buf_add(b, "]}");
    }
    sk_buf_add(b, "]}");
}

/* /api/table/S/T of a Schafkopf tournament: the list as `sheet show`:
 * {"tournament","game","series","table","seats":[{"seat","player","total",
 * "solos_won","cents"}],"games":[{"game","dealer","text","won","entries",
 * "running"}]}. */
static int api_sch_table(const web_ctx *c, const db_tournament *t, int series, int table,
                         sk_buf *out, sk_err *err)
{
    sch_settings s;
    schops_sheet sh;
    int rc = schops_settings(t, &s, err);
    if (rc == SK_OK)
        rc = schops_sheet_load(c->d, t, &s, series, table, &sh, err);
    if (rc != SK_OK)
        return rc;
    sk_buf_add(out, "{\"tournament\":");
    sk_buf_json_str(out, t->name);
    sk_buf_printf(out, ",\"game\":\"%s\",\"series\":%d,\"table\":%d,\"seats\":[",
                  sch_family_key(s.family), series, table);
    for (int k = 0; k < 4; k++) {
        sk_buf_printf(out, "%s{\"seat\":%d,\"player\":", k ? "," : "", k + 1);
        sk_buf_json_str(out, sh.tab.seats[k].name ? sh.tab.seats[k].name : "");
        sk_buf_printf(out, ",\"total\":%lld,\"solos_won\":%d,\"cents\":%lld}", sh.total[k],
                      sh.solos_won[k], sh.cents[k]);
    }
    sk_buf_add(out, "],\"games\":[");
    for (size_t i = 0; i < sh.n; i++) {
        char text[160];
        sch_game_text(&sh.games[i].g, text, sizeof text);
        sk_buf_printf(out, "%s{\"game\":%d,\"dealer\":%d,\"text\":", i ? "," : "",
                      sh.games[i].game_no, sh.dealer[i]);
        sk_buf_json_str(out, text);
        sk_buf_printf(out, ",\"won\":%s,\"entries\":[%lld,%lld,%lld,%lld],"
                           "\"running\":[%lld,%lld,%lld,%lld]}",
                      sh.games[i].won ? "true" : "false", sh.games[i].pts[0], sh.games[i].pts[1],
                      sh.games[i].pts[2], sh.games[i].pts[3], sh.run[i][0], sh.run[i][1],
                      sh.run[i][2], sh.run[i][3]);
    }
    sk_buf_add(out, "]}\n");
    schops_sheet_free(&sh);
    return SK_OK;
}

int api_table(const web_ctx *c, int series, int table, sk_buf *out, sk_err *err)
{
    db_tournament t;
    int rc = db_tournament_find(c->d, c->tournament, &t, err);
    if (rc != SK_OK)
        return rc;
    if (schops_is_schafkopf(&t)) {
        rc = api_sch_table(c, &t, series, table, out, err);
        db_tournament_clear(&t);
        return rc;
    }
    ops_table_sheet ts;
    rc = ops_table_sheet_load(c->d, &t, series, table, &ts, err);
    if (rc != SK_OK) {
        db_tournament_clear(&t);
        return rc;
    }
    const sheet *sh = &ts.sh;
    sk_buf_add(out, "{\"tournament\":");
    sk_buf_json_str(out, t.name);
    sk_buf_printf(out, ",\"series\":%d,\"table\":%d,\"size\":%d,\"series_games\":%d,"
                       "\"next_game\":%d,\"seats\":[",
                  series, table, ts.table.size, sh->series_games, ops_table_sheet_next(&ts));
    for (int s = 1; s <= ts.table.size; s++) {
        const sheet_seat *st = &sh->seat[s];
        sk_buf_printf(out, "%s{\"seat\":%d,\"player\":", s > 1 ? "," : "", s);
        sk_buf_json_str(out, seat_name(&ts.table, s));
        sk_buf_printf(out, ",\"game_points\":%d,\"won\":%d,\"lost\":%d,\"won_lost_bonus\":%d,"
                           "\"others_lost\":%d,\"opponents_bonus\":%d,\"total\":%d}",
                      st->game_points, st->won, st->lost, st->won_lost_bonus, st->others_lost,
                      st->opponents_bonus, st->total);
    }
    sk_buf_add(out, "],\"games\":[");
    bool first = true;
    for (int i = 0; i < sh->series_games; i++) {
        const sheet_row *r = &sh->rows[i];
        if (r->marks & SHEET_MISSING)
            continue;
        sk_buf_printf(out, "%s\n{\"game\":%d,\"dealer\":%d,", first ? "" : ",", r->game_no,
                      r->dealer);
        first = false;
        if (r->marks & SHEET_PASSED) {
            sk_buf_add(out, "\"passed\":true}");
            continue;
        }
        const db_game *g = ops_table_sheet_game(&ts, r->game_no);
        sk_buf d = {0};
        if (g)
            game_describe_short(&g->e.g, &d);
        sk_buf_printf(out, "\"passed\":false,\"declarer\":%d,\"won\":%s,\"overbid\":%s,"
                           "\"value\":%d,\"score\":%d,\"running\":%d,\"text\":",
                      r->declarer, (r->marks & SHEET_LOST) ? "false" : "true",
                      (r->marks & SHEET_OVERBID) ? "true" : "false", r->value, r->score,
                      r->running);
        sk_buf_json_str(out, sk_buf_str(&d));
        sk_buf_add(out, "}");
        sk_buf_free(&d);
    }
    sk_buf_add(out, "]");
    if (ops_house_active(&t)) { /* the list beside the tournament sheet */
        ops_house_table ht;
        rc = ops_house_table_load(c->d, &t, series, table, &ht, err);
        if (rc == SK_OK) {
            house_table_json(out, &ht);
            ops_house_table_free(&ht);
        }
    }
    sk_buf_add(out, "}\n");
    ops_table_sheet_free(&ts);
    db_tournament_clear(&t);
    return rc;
}

/* ---- league ---- */

int render_league(const web_ctx *c, const char *league, const char *division, sk_buf *out,
                  sk_err *err)
{
    navinfo n;
    int rc = navinfo_load(c, "league", &n, err);
    if (rc != SK_OK) {
        /* a league needs no tournament of its own */
        sk_err_clear(err);
        memset(&n, 0, sizeof n);
        n.nav.active = "league";
        n.nav.league = true;
    }
    /* at a federation hub only released results count, as in the
     * published table (issue 27): the page is public */
    league_data ld;
    rc = league_data_load_released(c->d, league, division, &ld, err);
    if (rc != SK_OK) {
        navinfo_free(&n);
        return rc;
    }
    web_lang l = c->lang;
    char p[32], m[32];
    /* a league ranks by match points and Seeger-Fabian, whatever the
     * default tournament plays */
    n.nav.scoring = L(l, "extended Seeger-Fabian", "erweitertes Seeger-Fabian");
    html_page_begin(out, l, ld.league.name, "league", c->v, &n.nav, false);
    sk_buf_add(out, "<h2>");
    html_esc(out, ld.league.name);
    sk_buf_printf(out, " %d", ld.league.season);
    if (ld.division) {
        sk_buf_add(out, " - ");
        html_esc(out, ld.division);
    }
    static const web_col league_cols[] = {
        {"rk", NULL, N_("Rank"), "Platz"},
        {NULL, NULL, N_("Team"), "Mannschaft"},
        {"wide", NULL, N_("Club"), "Verein"},
        {"num", NULL, N_("Match days"), "Spieltage"},
        {"num", NULL, N_("Match points"), "Matchpunkte"},
        {"num", NULL, N_("Seeger"), "Wertungspunkte"},
    };
    sk_buf_add(out, "</h2>\n<table class=\"stand\"><thead><tr>");
    head_cells(out, l, league_cols, sizeof league_cols / sizeof league_cols[0]);
    sk_buf_add(out, "</tr></thead>\n<tbody>\n");
    for (int i = 0; i < ld.table.nrows; i++) {
        const league_row *r = &ld.table.rows[i];
        const db_league_team *tm = &ld.teams[r->team];
        sk_buf_printf(out, "<tr><td class=\"rk\">%d.</td><td class=\"name\">", r->rank);
        html_esc(out, tm->name);
        if (ld.team_unconfirmed && ld.team_unconfirmed[r->team])
            sk_buf_add(out, " <span class=\"unconf\">*</span>");
        sk_buf_add(out, "</td><td class=\"wide club\">");
        html_esc(out, tm->club);
        sk_buf_printf(out, "</td><td class=\"num\">%d</td><td class=\"num\">%s:%s</td>"
                           "<td class=\"num tot\">",
                      r->matchdays, league_fmt_half(r->plus2, p, sizeof p),
                      league_fmt_half(r->minus2, m, sizeof m));
        html_int(out, r->seeger);
        sk_buf_add(out, "</td></tr>\n");
    }
    sk_buf_add(out, "</tbody></table>\n");
    if (ld.nunconf_days > 0) {
        sk_buf_printf(out, "<p class=\"note\">* %s", L(l, "Only released results count; "
                           "not released yet (reported or confirmed), not counted: match day",
                           "Es zählen nur freigegebene Ergebnisse; noch nicht freigegeben "
                           "(gemeldet oder bestätigt), nicht gezählt: Spieltag"));
        for (int i = 0; i < ld.nunconf_days; i++)
            sk_buf_printf(out, "%s %d", i ? "," : "", ld.unconf_days[i]);
        sk_buf_add(out, "</p>\n");
    }
    html_page_end(out, &n.nav, false);
    league_data_free(&ld);
    navinfo_free(&n);
    return SK_OK;
}

int api_league(const web_ctx *c, const char *league, const char *division, sk_buf *out,
               sk_err *err)
{
    league_data ld;
    int rc = league_data_load_released(c->d, league, division, &ld, err);
    if (rc != SK_OK)
        return rc;
    league_data_json(&ld, out);
    league_data_free(&ld);
    return SK_OK;
}

/* ---- tournament, messages ---- */

int api_tournament(const web_ctx *c, sk_buf *out, sk_err *err)
{
    navinfo n;
    int rc = navinfo_load(c, NULL, &n, err);
    if (rc != SK_OK)
        return rc;
    sk_buf_add(out, "{\"tournament\":");
    sk_buf_json_str(out, n.t.name);
    sk_buf_add(out, ",\"date\":");
    if (n.t.date)
        sk_buf_json_str(out, n.t.date);
    else
        sk_buf_add(out, "null");
    sk_buf_printf(out, ",\"series_count\":%d,\"games4\":%d,\"games3\":%d,\"drawn\":[",
                  n.t.series_count, n.t.games4, n.t.games3);
    for (size_t i = 0; i < n.nseries; i++)
        sk_buf_printf(out, "%s%d", i ? "," : "", n.series[i]);
    sk_buf_printf(out, "],\"teams\":%s,\"league\":%s,\"v\":%lld}\n", n.teams ? "true" : "false",
                  n.league ? "true" : "false", (long long)c->v);
    navinfo_free(&n);
    return SK_OK;
}

void render_message(const web_ctx *c, const char *title, const char *msg, sk_buf *out)
{
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    html_page_begin(out, c->lang, title, "message", c->v, &nav, false);
    sk_buf_add(out, "<h2>");
    html_esc(out, title);
    sk_buf_add(out, "</h2>\n<p class=\"msg err\">");
    html_esc(out, msg);
    sk_buf_printf(out, "</p>\n<p><a href=\"/?lang=%s\">%s</a></p>\n", lang_code(c->lang),
                  L(c->lang, "To the standings", "Zur Rangliste"));
    html_page_end(out, &nav, true);
}

/* ---- export html ---- */

/* The list standings of a Schafkopf or house-rules tournament into out
 * (the whole tournament, then each drawn series), as `standings` ranks
 * them; false for tournament scoring (standview). */
static bool export_list(const web_ctx *c, const navinfo *n, sk_buf *out, int *rc, sk_err *err)
{
    web_lang l = c->lang;
    bool sch = schops_is_schafkopf(&n->t);
    if (!sch && !ops_house_active(&n->t))
        return false;
    *rc = SK_OK;
    for (size_t i = 0; i <= n->nseries && *rc == SK_OK; i++) {
        int series = i ? n->series[i - 1] : 0;
        if (i)
            sk_buf_printf(out, "<h2>%s %d</h2>\n", L(l, "Series", "Serie"), series);
        else
            sk_buf_printf(out, "<h2>%s</h2>\n", L(l, "Standings", "Gesamtwertung"));
        schops_standings st;
        sch_family f;
        ops_money m;
        if (sch && sch_standings(c, &n->t, series, false, &st, &f, rc, err) && *rc == SK_OK) {
            sch_table(out, l, &st, false);
            schops_standings_free(&st);
        } else if (!sch && house_standings(c, &n->t, series, false, &m, rc, err) && *rc == SK_OK) {
            house_table(out, l, &m, false);
            ops_money_free(&m);
        }
    }
    return true;
}

int render_export(const web_ctx *c, sk_buf *out, sk_err *err)
{
    navinfo n;
    int rc = navinfo_load(c, NULL, &n, err);
    if (rc != SK_OK)
        return rc;
    sk_buf list = {0};
    if (export_list(c, &n, &list, &rc, err)) {
        if (rc == SK_OK) {
            html_nav nav;
            memset(&nav, 0, sizeof nav);
            nav.tournament = n.t.name;
            nav.scoring = n.nav.scoring;
            char title[400];
            snprintf(title, sizeof title, "%s - %s", n.t.name,
                     L(c->lang, "standings", "Rangliste"));
            html_page_begin(out, c->lang, title, "standings export", 0, &nav, true);
            if (n.t.date) {
                char date[32];
                sk_buf_add(out, "<p class=\"date\">");
                html_esc(out, text_date_show(n.t.date, c->lang == LANG_DE ? SK_LANG_DE : SK_LANG_EN,
                                             date, sizeof date));
                sk_buf_add(out, "</p>\n");
            }
            sk_buf_add(out, sk_buf_str(&list));
            html_page_end(out, &nav, true);
        }
        sk_buf_free(&list);
        navinfo_free(&n);
        return rc;
    }
    sk_buf_free(&list);
    standview all;
    rc = standview_load(c->d, n.t.name, 0, n.teams, &all, err);
    if (rc != SK_OK) {
        navinfo_free(&n);
        return rc;
    }
    web_lang l = c->lang;
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    nav.tournament = n.t.name;
    nav.scoring = n.nav.scoring;
    char title[400];
    snprintf(title, sizeof title, "%s - %s", n.t.name, L(l, "standings", "Rangliste"));
    html_page_begin(out, l, title, "standings export", 0, &nav, true);
    if (n.t.date) {
        char date[32];
        sk_buf_add(out, "<p class=\"date\">");
        html_esc(out, text_date_show(n.t.date, l == LANG_DE ? SK_LANG_DE : SK_LANG_EN, date,
                                     sizeof date));
        sk_buf_add(out, "</p>\n");
    }
    sk_buf_printf(out, "<h2>%s</h2>\n", L(l, "Standings", "Gesamtwertung"));
    standings_table(out, c, &all, false, false);
    if (n.teams) {
        sk_buf_printf(out, "<h2>%s</h2>\n", L(l, "Team ranking", "Mannschaftswertung"));
        standings_table(out, c, &all, true, false);
    }
    for (size_t i = 0; i < n.nseries && rc == SK_OK; i++) {
        standview sv;
        rc = standview_series(c->d, &all, n.series[i], &sv, err);
        if (rc == SK_INVALID) {
            /* drawn but no block yet (no seats?): nothing to show */
            sk_err_clear(err);
            rc = SK_OK;
            continue;
        }
        if (rc != SK_OK)
            break;
        sk_buf_printf(out, "<h2>%s %d</h2>\n", L(l, "Series", "Serie"), n.series[i]);
        standings_table(out, c, &sv, false, false);
        standview_free(&sv);
    }
    html_page_end(out, &nav, true);
    standview_free(&all);
    navinfo_free(&n);
    return rc;
}

/* ---- money (rules-house-schafkopf.md B.6; Schafkopf Part A) ---- */

/* Cents as euros: "12.34", "−1.20" ("12,34" in German). */
static void euro(sk_buf *b, web_lang l, long long ct)
{
    unsigned long long a = ct < 0 ? (unsigned long long)-ct : (unsigned long long)ct;
    sk_buf_printf(b, "%s%llu%c%02llu", ct < 0 ? "\xe2\x88\x92" : "", a / 100,
                  l == LANG_DE ? ',' : '.', a % 100);
}

static void euro_cell(sk_buf *b, web_lang l, long long ct, const char *cls)
{
    sk_buf_printf(b, "<td class=\"num%s\">", cls);
    euro(b, l, ct);
    sk_buf_add(b, "</td>");
}

/* Who pays whom (B.6.1; a Schafkopf list the same way, issue 29 item 8):
 * one line per payment between name(v, 0..). */
static void pays_list(sk_buf *b, web_lang l, const money_transfer *tr, int ntr,
                      const char *(*name)(const void *, int), const void *v)
{
    sk_buf_printf(b, "<h3>%s</h3>\n", L(l, "Who pays whom", "Wer zahlt an wen"));
    if (ntr == 0)
        sk_buf_printf(b, "<p class=\"empty\">%s</p>\n",
                      L(l, "Nobody pays anybody.", "Niemand zahlt."));
    else
        sk_buf_add(b, "<ul class=\"pay\">\n");
    for (int i = 0; i < ntr; i++) {
        sk_buf_add(b, "<li>");
        html_esc(b, name(v, tr[i].from));
        sk_buf_printf(b, " %s ", L(l, "pays", "zahlt an"));
        html_esc(b, name(v, tr[i].to));
        sk_buf_add(b, " <b>");
        euro(b, l, tr[i].ct);
        sk_buf_add(b, " €</b></li>\n");
    }
    if (ntr)
        sk_buf_add(b, "</ul>\n");
}

static const char *skat_payer(const void *v, int i)
{
    return ((const ops_money *)v)->rows[i].name;
}

static const char *sch_payer(const void *v, int i)
{
    return ((const schops_standings *)v)->rows[i].name;
}

/* The reminder when no rate is set (ops_money_no_rate): nothing is settled. */
static void no_rate(sk_buf *b, const char *note)
{
    sk_buf_add(b, "<p class=\"msg norate\">");
    html_esc(b, note);
    sk_buf_add(b, "</p>\n");
}

/* A Skat tournament's money: the settlement table, who pays whom or the
 * Kasse, the prize pool; with no rate set (note) the points, the
 * tournament money and the reminder instead of 0.00. */
static void money_skat(sk_buf *b, web_lang l, const ops_money *m, const char *note)
{
    bool lachs = m->basis == OPS_MONEY_LACHS, tm = m->tournament_money;
    bool norate = note != NULL, amounts = !norate || tm;
    const money_settings *ms = &m->p.money;
    sk_buf_add(b, "<p class=\"how\">");
    html_esc(b, m->p.name);
    if (norate)
        sk_buf_add(b, lachs ? ", Bierlachs" : "");
    else if (lachs)
        sk_buf_printf(b, L(l, ", Bierlachs: %d ct per Lachs, paid into the Kasse",
                           ", Bierlachs: %d ct pro Lachs, in die Kasse"),
                      m->p.bierlachs_price_ct);
    else
        sk_buf_printf(b, ", %d/%d %s", ms->rate_num, ms->rate_den,
                      m->basis == OPS_MONEY_SEEGER
                          ? L(l, "ct per point on the Seeger-Fabian totals",
                              "ct pro Punkt auf die Seeger-Fabian-Summen")
                          : L(l, "ct per point on the list totals, settled at each table",
                              "ct pro Punkt auf die Listenstände, an jedem Tisch abgerechnet"));
    sk_buf_add(b, "</p>\n");
    sk_buf_printf(b, "<table class=\"stand money\"><thead><tr><th class=\"rk\">%s</th><th>%s</th>"
                     "<th class=\"num\">%s</th>",
                  L(l, "Rank", "Platz"), L(l, "Player", "Spieler"),
                  m->basis == OPS_MONEY_SEEGER ? "Seeger"
                  : lachs                      ? L(l, "Round", "Runde")
                                               : L(l, "List", "Liste"));
    if (lachs)
        sk_buf_add(b, "<th class=\"num\">Lachse</th>");
    if (!norate)
        sk_buf_printf(b, "<th class=\"num\">%s</th>",
                      lachs ? L(l, "Kasse €", "Kasse €") : L(l, "Settlement €", "Abrechnung €"));
    if (tm)
        sk_buf_printf(b, "<th class=\"num wide\">%s</th><th class=\"num wide\">%s</th>"
                         "<th class=\"num wide\">%s</th><th class=\"num wide\">%s</th>",
                      L(l, "Entry €", "Startgeld €"), L(l, "Loss fees €", "Verlustspielgeld €"),
                      L(l, "Passed €", "Eingepasst €"), L(l, "Prize €", "Preis €"));
    if (amounts)
        sk_buf_printf(b, "<th class=\"num\">%s</th>", L(l, "Balance €", "Saldo €"));
    sk_buf_add(b, "</tr></thead>\n<tbody>\n");
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        sk_buf_printf(b, "<tr><td class=\"rk\">%d%s</td><td class=\"name\">", r->rank,
                      ops_money_shared(m, i) ? "=" : ".");
        html_esc(b, r->name);
        sk_buf_add(b, "</td><td class=\"num\">");
        html_signed(b, (int)r->points);
        sk_buf_add(b, "</td>");
        if (lachs)
            sk_buf_printf(b, "<td class=\"num\">%d</td>", r->lachse);
        if (!norate)
            euro_cell(b, l, r->settle_ct, "");
        if (tm) {
            euro_cell(b, l, -r->entry_ct, " wide");
            euro_cell(b, l, -r->loss_fee_ct, " wide");
            euro_cell(b, l, -r->passed_fee_ct, " wide");
            euro_cell(b, l, r->prize_ct, " wide");
        }
        if (amounts)
            euro_cell(b, l, r->balance_ct, " tot");
        sk_buf_add(b, "</tr>\n");
    }
    sk_buf_add(b, "</tbody></table>\n");
    if (m->n == 0) {
        sk_buf_printf(b, "<p class=\"empty\">%s</p>\n",
                      L(l, "Nobody is seated yet.", "Noch niemand gesetzt."));
        return;
    }
    if (norate) {
        no_rate(b, note);
    } else if (lachs) {
        sk_buf_printf(b, "<p class=\"kasse\">%s ", L(l, "Kasse:", "Kasse:"));
        euro(b, l, m->kasse_ct);
        sk_buf_add(b, " €</p>\n");
    } else {
        pays_list(b, l, m->tr, m->ntr, skat_payer, m);
    }
    if (tm) {
        sk_buf_printf(b, "<p class=\"pool\">%s ", L(l, "Prize pool:", "Preisgeld:"));
        euro(b, l, m->pool_ct);
        sk_buf_printf(b, " €; %s ", L(l, "kept by the organiser:", "bleibt beim Veranstalter:"));
        euro(b, l, m->organiser_ct);
        sk_buf_add(b, " €</p>\n");
    }
}

/* A Schafkopf tournament's money: points and euros per player, who pays
 * whom; with no rate set (note) the points and the reminder. */
static void money_sch(sk_buf *b, web_lang l, const schops_standings *st, const char *note)
{
    sk_buf_printf(b, "<table class=\"stand money\"><thead><tr><th>%s</th><th class=\"num\">%s</th>",
                  L(l, "Player", "Spieler"), L(l, "Points", "Punkte"));
    if (!note)
        sk_buf_printf(b, "<th class=\"num\">%s</th>", L(l, "Euro", "Euro"));
    sk_buf_add(b, "</tr></thead>\n<tbody>\n");
    for (size_t i = 0; i < st->n; i++) {
        sk_buf_add(b, "<tr><td class=\"name\">");
        html_esc(b, st->rows[i].name);
        sk_buf_add(b, "</td><td class=\"num\">");
        html_signed(b, (int)st->rows[i].total);
        sk_buf_add(b, "</td>");
        if (!note)
            euro_cell(b, l, st->rows[i].cents, " tot");
        sk_buf_add(b, "</tr>\n");
    }
    sk_buf_add(b, "</tbody></table>\n");
    if (note)
        no_rate(b, note);
    else if (!st->zero_sum)
        sk_buf_printf(b, "<p class=\"empty\">%s</p>\n",
                      L(l, "The list is not zero-sum (plus-only): nobody pays another player.",
                        "Die Liste ist keine Nullsumme (nur Pluspunkte): niemand zahlt an einen "
                        "anderen."));
    else if (st->n)
        pays_list(b, l, st->tr, st->ntr, sch_payer, st);
}

int render_money(const web_ctx *c, int series, sk_buf *out, sk_err *err)
{
    navinfo n;
    int rc = navinfo_load(c, "money", &n, err);
    if (rc != SK_OK)
        return rc;
    if (series && !series_drawn(&n, series)) {
        navinfo_free(&n);
        return db_err_undrawn(err, series);
    }
    web_lang l = c->lang;
    ops_money m;
    schops_standings st;
    bool sch = schops_is_schafkopf(&n.t);
    if (sch) {
        sch_settings s;
        rc = schops_settings(&n.t, &s, err);
        if (rc == SK_OK)
            rc = schops_standings_load(c->d, &n.t, &s, series, &st, err);
    } else {
        rc = ops_money_load(c->d, &n.t, series, &m, err);
    }
    if (rc != SK_OK) {
        navinfo_free(&n);
        return rc;
    }
    char title[400];
    snprintf(title, sizeof title, "%s - %s", n.t.name, L(l, "settlement", "Abrechnung"));
    html_page_begin(out, l, title, "money", c->v, &n.nav, false);
    sk_buf_printf(out, "<h2>%s", L(l, "Settlement", "Abrechnung"));
    if (series)
        sk_buf_printf(out, ", %s %d", L(l, "series", "Serie"), series);
    sk_buf_add(out, "</h2>\n");
    sk_buf note = {0};
    bool norate = ops_money_no_rate(&n.t, &note);
    if (sch) {
        money_sch(out, l, &st, norate ? sk_buf_str(&note) : NULL);
        schops_standings_free(&st);
    } else {
        money_skat(out, l, &m, norate ? sk_buf_str(&note) : NULL);
        ops_money_free(&m);
    }
    sk_buf_free(&note);
    html_page_end(out, &n.nav, false);
    navinfo_free(&n);
    return SK_OK;
}

int api_money(const web_ctx *c, int series, sk_buf *out, sk_err *err)
{
    db_tournament t;
    int rc = db_tournament_find(c->d, c->tournament, &t, err);
    if (rc != SK_OK)
        return rc;
    rc = ops_money_json_load(c->d, &t, series, out, err);
    db_tournament_clear(&t);
    return rc;
}
