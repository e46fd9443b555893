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
#include "housetable.h"
#include "housegame.h"
#include "moneyjson.h"
#include "moneyset.h"
#include "seeger.h"
#include "sheet.h"
#include "standjson.h"
#include "standview.h"
#include "seriesgames.h"
#include "tablesheet.h"
#include "text.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "tour.h"
#include "db_seating.h"
#include "db_games.h"

/* ---- navigation: what the tournament has ---- */

#include "render_int.h"
#include "webside.h"

void web_navinfo_free(navinfo *n)
{
    if (n->have_t)
        ops_tour_clear(&n->t);
    free(n->series);
    memset(n, 0, sizeof *n);
}

int web_navinfo_load(const web_ctx *c, const char *active, navinfo *n, sk_err *err)
{
    memset(n, 0, sizeof *n);
    int rc = ops_tour_find(c->d, c->tournament, &n->t, err);
    if (rc != SK_OK)
        return rc;
    n->have_t = true;
    rc = db_series_numbers(c->d, n->t.row.id, &n->series, &n->nseries, err);
    if (rc != SK_OK) {
        web_navinfo_free(n);
        return rc;
    }
    db_team *tv = NULL;
    size_t nt = 0;
    sk_err e2;
    sk_err_clear(&e2);
    if (db_team_list(c->d, n->t.row.id, &tv, &nt, &e2) == SK_OK) {
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
    n->nav.tournament = n->t.row.name;
    n->nav.series = n->series;
    n->nav.nseries = (int)n->nseries;
    n->nav.teams = n->teams;
    n->nav.league = n->league;
    n->nav.money = n->t.rules.fam->plays_for_money(&n->t.rules);
    n->nav.active = active;
    n->nav.scoring = web_side(&n->t)->scoring(&n->t, c->lang, n->scoring, sizeof n->scoring);
    return SK_OK;
}

bool web_series_drawn(const navinfo *n, int s)
{
    for (size_t i = 0; i < n->nseries; i++)
        if (n->series[i] == s)
            return true;
    return false;
}

/* ---- standings ---- */

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
    int rc = web_navinfo_load(c, active, &n, err);
    if (rc != SK_OK)
        return rc;
    if (series && !web_series_drawn(&n, series)) {
        web_navinfo_free(&n);
        return db_err_undrawn(err, series);
    }
    const web_family *f = web_side(&n.t);
    web_stand st;
    memset(&st, 0, sizeof st);
    rc = f->stand_load(c, &n.t, series, teams, &st, err);
    if (rc != SK_OK) {
        web_navinfo_free(&n);
        return rc;
    }
    web_lang l = c->lang;
    char title[400];
    if (series)
        snprintf(title, sizeof title, "%s - %s %d", n.t.row.name, L(l, "series", "Serie"), series);
    else
        snprintf(title, sizeof title, "%s - %s", n.t.row.name,
                 teams ? L(l, "teams", "Mannschaften") : L(l, "standings", "Rangliste"));
    html_page_begin(out, l, title, beamer ? "beamer" : "standings", c->v, &n.nav, false);
    if (beamer)
        webday_clock_banner(out, c, &n.t.row, 0, true);
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
    const db_progress_t *pg = f->stand_progress(&st);
    if (pg->provisional)
        sk_buf_printf(out, L(l, " <span class=\"prov\">provisional: %d of %d games</span>",
                             " <span class=\"prov\">vorläufig: %d von %d Spielen</span>"),
                      pg->recorded, pg->expected);
    sk_buf_add(out, "</h2>\n");
    /* the series whose second entry does not agree yet, as `standings`
     * and its JSON say it */
    sk_err serr;
    sk_err_clear(&serr);
    if (ops_second_state_load(c->d, &n.t, series, &st.sec, &serr) == SK_OK)
        for (size_t i = 0; i < st.sec.n; i++)
            sk_buf_printf(out, L(l, "<p class=\"prov second\">Series %d does not count yet (both "
                                    "entries must hold every game alike): games differing %d, "
                                    "in one entry only %d</p>\n",
                                 "<p class=\"prov second\">Serie %d zählt noch nicht (beide "
                                 "Erfassungen müssen jedes Spiel gleich enthalten): abweichende "
                                 "Spiele %d, nur in einer Erfassung %d</p>\n"),
                          st.sec.v[i].series, st.sec.v[i].different,
                          st.sec.v[i].only_first + st.sec.v[i].only_second);
    f->stand_html(out, c, &st, teams, beamer);
    f->stand_free(&st);
    ops_second_state_free(&st.sec);
    html_page_end(out, &n.nav, false);
    web_navinfo_free(&n);
    return SK_OK;
}

int api_standings(const web_ctx *c, int series, bool teams, sk_buf *out, sk_err *err)
{
    ops_tour t;
    int rc = ops_tour_find(c->d, c->tournament, &t, err);
    if (rc != SK_OK)
        return rc;
    const web_family *f = web_side(&t);
    web_stand st;
    memset(&st, 0, sizeof st);
    rc = f->stand_load(c, &t, series, teams, &st, err);
    if (rc == SK_OK) { /* as `standings --format json`, byte for byte */
        rc = ops_second_state_load(c->d, &t, series, &st.sec, err);
        if (rc == SK_OK)
            f->stand_json(out, &t, &st, series, teams);
        f->stand_free(&st);
        ops_second_state_free(&st.sec);
    }
    ops_tour_clear(&t);
    return rc;
}

/* ---- tables of a series ---- */

/* Games recorded per table of series s (counts[k] for s->tables[k]), as
 * the tournament's family keeps them (ops_series_games). */
static int *games_per_table(db *d, const ops_tour *t, const db_series *s, sk_err *err)
{
    int *cnt = xcalloc(s->ntables + 1, sizeof *cnt);
    if (ops_series_games(d, t, s, cnt, err) != SK_OK) {
        free(cnt);
        return NULL;
    }
    return cnt;
}

static int pick_series(const navinfo *n, int series, sk_err *err)
{
    if (series == 0) {
        if (n->nseries == 0)
            return -sk_err_set(err, SK_INVALID, _("no series of '%s' has been drawn yet"),
                               n->t.row.name);
        return n->series[n->nseries - 1];
    }
    if (!web_series_drawn(n, series))
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
    int rc = web_navinfo_load(c, "tables", &v->n, err);
    if (rc != SK_OK)
        return rc;
    v->s = pick_series(&v->n, series, err);
    if (v->s < 0) {
        web_navinfo_free(&v->n);
        return -v->s;
    }
    rc = db_series_get(c->d, v->n.t.row.id, v->s, &v->ser, err);
    if (rc != SK_OK) {
        web_navinfo_free(&v->n);
        return rc;
    }
    v->cnt = games_per_table(c->d, &v->n.t, &v->ser, err);
    if (!v->cnt) {
        db_series_clear(&v->ser);
        web_navinfo_free(&v->n);
        return SK_FAIL;
    }
    return SK_OK;
}

static void series_view_free(series_view *v)
{
    free(v->cnt);
    db_series_clear(&v->ser);
    web_navinfo_free(&v->n);
}

int render_tables(const web_ctx *c, int series, sk_buf *out, sk_err *err)
{
    series_view sv;
    int rc = series_view_load(c, series, &sv, err);
    if (rc != SK_OK)
        return rc;
    web_lang l = c->lang;
    char title[400];
    snprintf(title, sizeof title, "%s - %s %d - %s", sv.n.t.row.name, L(l, "series", "Serie"), sv.s,
             L(l, "tables", "Tische"));
    html_page_begin(out, l, title, "tables", c->v, &sv.n.nav, false);
    sk_buf_printf(out, "<h2>%s %d: %s</h2>\n", L(l, "Series", "Serie"), sv.s,
                  L(l, "tables", "Tische"));
    if (sv.n.nseries > 1) {
        sk_buf_add(out, "<p class=\"pick\">");
        for (size_t i = 0; i < sv.n.nseries; i++)
            sk_buf_printf(out, "<a href=\"/tables?series=%d&amp;lang=%s\"%s>%s %d</a> ",
                          sv.n.series[i], web_lc(l),
                          sv.n.series[i] == sv.s ? " class=\"on\"" : "",
                          L(l, "Series", "Serie"), sv.n.series[i]);
        sk_buf_add(out, "</p>\n");
    }
    sk_buf_add(out, "<ul class=\"tables\">\n");
    for (size_t k = 0; k < sv.ser.ntables; k++) {
        const db_table *tb = &sv.ser.tables[k];
        game_table_rules tr;
        db_tournament_table_rules(&sv.n.t.row, tb->size, &tr);
        sk_buf_printf(out, "<li><a href=\"/table/%d/%d?lang=%s\"><b>%s %d</b> "
                           "<span class=\"cnt\">%d/%d</span><br>",
                      sv.s, tb->table_no, web_lc(l), L(l, "Table", "Tisch"), tb->table_no,
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
    sk_buf_json_str(out, sv.n.t.row.name);
    sk_buf_printf(out, ",\"series\":%d,\"tables\":[", sv.s);
    for (size_t k = 0; k < sv.ser.ntables; k++) {
        const db_table *tb = &sv.ser.tables[k];
        game_table_rules tr;
        db_tournament_table_rules(&sv.n.t.row, tb->size, &tr);
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

/* A note under the league table: MARK TEXT 1, 3 (nothing when no days). */
static void league_note(sk_buf *out, const char *mark, const char *text, const int *days, int n)
{
    if (n <= 0)
        return;
    sk_buf_printf(out, "<p class=\"note\">%s ", mark);
    html_esc(out, text);
    for (int i = 0; i < n; i++)
        sk_buf_printf(out, "%s %d", i ? "," : "", days[i]);
    sk_buf_add(out, "</p>\n");
}

/* ---- league ---- */

int render_league(const web_ctx *c, const char *league, const char *division, sk_buf *out,
                  sk_err *err)
{
    navinfo n;
    int rc = web_navinfo_load(c, "league", &n, err);
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
        web_navinfo_free(&n);
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
    web_head_cells(out, l, league_cols, sizeof league_cols / sizeof league_cols[0]);
    sk_buf_add(out, "</tr></thead>\n<tbody>\n");
    for (int i = 0; i < ld.table.nrows; i++) {
        const league_row *r = &ld.table.rows[i];
        const db_league_team *tm = &ld.teams[r->team];
        sk_buf_printf(out, "<tr><td class=\"rk\">%d.</td><td class=\"name\">", r->rank);
        html_esc(out, tm->name);
        if (ld.team_unconfirmed && ld.team_unconfirmed[r->team])
            sk_buf_add(out, " <span class=\"unconf\">*</span>");
        if (ld.team_incomplete && ld.team_incomplete[r->team])
            sk_buf_add(out, " <span class=\"unconf\">&dagger;</span>");
        if (ld.team_protest && ld.team_protest[r->team])
            sk_buf_add(out, " <span class=\"unconf\">&Dagger;</span>");
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
    league_note(out, "*", L(l, "Only released results count; not released yet (reported or "
                              "confirmed), not counted: match day",
                            "Es zählen nur freigegebene Ergebnisse; noch nicht freigegeben "
                            "(gemeldet oder bestätigt), nicht gezählt: Spieltag"),
                ld.unconf_days, ld.nunconf_days);
    league_note(out, "&dagger;", L(l, "Released incomplete (games missing), counted: match day",
                                   "Unvollständig freigegeben (Spiele fehlen), gezählt: Spieltag"),
                ld.incomplete_days, ld.nincomplete_days);
    league_note(out, "&Dagger;", L(l, "Protest pending, counted until it is decided: match day",
                                   "Einspruch anhängig, gezählt bis zur Entscheidung: Spieltag"),
                ld.protest_days, ld.nprotest_days);
    html_page_end(out, &n.nav, false);
    league_data_free(&ld);
    web_navinfo_free(&n);
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
    int rc = web_navinfo_load(c, NULL, &n, err);
    if (rc != SK_OK)
        return rc;
    sk_buf_add(out, "{\"tournament\":");
    sk_buf_json_str(out, n.t.row.name);
    sk_buf_add(out, ",\"date\":");
    if (n.t.row.date)
        sk_buf_json_str(out, n.t.row.date);
    else
        sk_buf_add(out, "null");
    sk_buf_printf(out, ",\"series_count\":%d,\"games4\":%d,\"games3\":%d,\"drawn\":[",
                  n.t.row.series_count, n.t.row.games4, n.t.row.games3);
    for (size_t i = 0; i < n.nseries; i++)
        sk_buf_printf(out, "%s%d", i ? "," : "", n.series[i]);
    sk_buf_printf(out, "],\"teams\":%s,\"league\":%s,\"v\":%lld}\n", n.teams ? "true" : "false",
                  n.league ? "true" : "false", (long long)c->v);
    web_navinfo_free(&n);
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
    sk_buf_printf(out, "</p>\n<p><a href=\"/?lang=%s\">%s</a></p>\n", web_lc(c->lang),
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
    if (!n->t.rules.fam->list_ranks)
        return false;
    const web_family *f = web_side(&n->t);
    *rc = SK_OK;
    for (size_t i = 0; i <= n->nseries && *rc == SK_OK; i++) {
        int series = i ? n->series[i - 1] : 0;
        if (i)
            sk_buf_printf(out, "<h2>%s %d</h2>\n", L(l, "Series", "Serie"), series);
        else
            sk_buf_printf(out, "<h2>%s</h2>\n", L(l, "Standings", "Gesamtwertung"));
        web_stand st;
        memset(&st, 0, sizeof st);
        if ((*rc = f->stand_load(c, &n->t, series, false, &st, err)) == SK_OK) {
            f->stand_html(out, c, &st, false, false);
            f->stand_free(&st);
        }
    }
    return true;
}

/* The head of export html's page (the style sheet inlined): the
 * tournament and its date; *nav, for html_page_end, names its scoring. */
static void export_head(sk_buf *out, const web_ctx *c, const navinfo *n, html_nav *nav)
{
    web_lang l = c->lang;
    memset(nav, 0, sizeof *nav);
    nav->tournament = n->t.row.name;
    nav->scoring = n->nav.scoring;
    char title[400];
    snprintf(title, sizeof title, "%s - %s", n->t.row.name, L(l, "standings", "Rangliste"));
    html_page_begin(out, l, title, "standings export", 0, nav, true);
    if (n->t.row.date) {
        char date[32];
        sk_buf_add(out, "<p class=\"date\">");
        html_esc(out, text_date_show(n->t.row.date, l == LANG_DE ? SK_LANG_DE : SK_LANG_EN, date,
                                     sizeof date));
        sk_buf_add(out, "</p>\n");
    }
}

int render_export(const web_ctx *c, sk_buf *out, sk_err *err)
{
    navinfo n;
    int rc = web_navinfo_load(c, NULL, &n, err);
    if (rc != SK_OK)
        return rc;
    sk_buf list = {0};
    if (export_list(c, &n, &list, &rc, err)) {
        if (rc == SK_OK) {
            html_nav nav;
            export_head(out, c, &n, &nav);
            sk_buf_add(out, sk_buf_str(&list));
            html_page_end(out, &nav, true);
        }
        sk_buf_free(&list);
        web_navinfo_free(&n);
        return rc;
    }
    sk_buf_free(&list);
    standview all;
    rc = standview_load(c->d, n.t.row.name, 0, n.teams, &all, err);
    if (rc != SK_OK) {
        web_navinfo_free(&n);
        return rc;
    }
    web_lang l = c->lang;
    html_nav nav;
    export_head(out, c, &n, &nav);
    sk_buf_printf(out, "<h2>%s</h2>\n", L(l, "Standings", "Gesamtwertung"));
    web_standings_table(out, c, &all, false, false);
    if (n.teams) {
        sk_buf_printf(out, "<h2>%s</h2>\n", L(l, "Team ranking", "Mannschaftswertung"));
        web_standings_table(out, c, &all, true, false);
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
        web_standings_table(out, c, &sv, false, false);
        standview_free(&sv);
    }
    html_page_end(out, &nav, true);
    standview_free(&all);
    web_navinfo_free(&n);
    return rc;
}

/* ---- a table's page and the settlement page: each family's own in
 * webtable.c and webmoney.c ---- */

int render_table(const web_ctx *c, int series, int table, const web_entry *entry, sk_buf *out,
                 sk_err *err)
{
    navinfo n;
    int rc = web_navinfo_load(c, "tables", &n, err);
    if (rc != SK_OK)
        return rc;
    rc = web_side(&n.t)->table_page(c, &n, series, table, entry, out, err);
    web_navinfo_free(&n);
    return rc;
}

int api_table(const web_ctx *c, int series, int table, sk_buf *out, sk_err *err)
{
    ops_tour t;
    int rc = ops_tour_find(c->d, c->tournament, &t, err);
    if (rc != SK_OK)
        return rc;
    rc = web_side(&t)->table_api(c, &t, series, table, out, err);
    ops_tour_clear(&t);
    return rc;
}

int render_money(const web_ctx *c, int series, sk_buf *out, sk_err *err)
{
    navinfo n;
    int rc = web_navinfo_load(c, "money", &n, err);
    if (rc != SK_OK)
        return rc;
    if (series && !web_series_drawn(&n, series)) {
        web_navinfo_free(&n);
        return db_err_undrawn(err, series);
    }
    web_lang l = c->lang;
    const web_family *f = web_side(&n.t);
    web_money m;
    memset(&m, 0, sizeof m);
    rc = f->money_load(c, &n.t, series, &m, err);
    if (rc != SK_OK) {
        web_navinfo_free(&n);
        return rc;
    }
    char title[400];
    snprintf(title, sizeof title, "%s - %s", n.t.row.name, L(l, "settlement", "Abrechnung"));
    html_page_begin(out, l, title, "money", c->v, &n.nav, false);
    sk_buf_printf(out, "<h2>%s", L(l, "Settlement", "Abrechnung"));
    if (series)
        sk_buf_printf(out, ", %s %d", L(l, "series", "Serie"), series);
    sk_buf_add(out, "</h2>\n");
    sk_buf note = {0};
    bool norate = ops_money_no_rate(&n.t, &note);
    f->money_html(out, l, &m, norate ? sk_buf_str(&note) : NULL);
    f->money_free(&m);
    sk_buf_free(&note);
    html_page_end(out, &n.nav, false);
    web_navinfo_free(&n);
    return SK_OK;
}

int api_money(const web_ctx *c, int series, sk_buf *out, sk_err *err)
{
    ops_tour t;
    int rc = ops_tour_find(c->d, c->tournament, &t, err);
    if (rc != SK_OK)
        return rc;
    rc = ops_money_json_load(c->d, &t, series, out, err);
    ops_tour_clear(&t);
    return rc;
}
