/* webside.c - see webside.h */
#include "i18n.h"
#include "webside.h"

#include <stdio.h>
#include <string.h>

#include "house.h"
#include "moneyjson.h"
#include "moneyview.h"
#include "opsfam.h"
#include "schops.h"
#include "standjson.h"
#include "standview.h"
#include "text.h"
#include "tour.h"

/* ---- how each family scores (the page footer) ---- */

static const char *isko_scoring(const ops_tour *t, web_lang l, char *buf, size_t size)
{
    (void)t;
    snprintf(buf, size, "%s", L(l, "extended Seeger-Fabian", "erweitertes Seeger-Fabian"));
    return buf;
}

static const char *house_scoring(const ops_tour *t, web_lang l, char *buf, size_t size)
{
    snprintf(buf, size, L(l, "house rules %s", "Hausregeln %s"),
             t->row.house ? t->row.house : "");
    return buf;
}

/* A Schafkopf family: its name (ops_family's title). */
static const char *sch_scoring(const ops_tour *t, web_lang l, char *buf, size_t size)
{
    snprintf(buf, size, "%s", sk_tr_in(l == LANG_DE ? SK_LANG_DE : SK_LANG_EN,
                                        ops_family_of(&t->rules)->title));
    return buf;
}

/* ---- table headings and columns ---- */

static void head_cell(sk_buf *b, web_lang l, const web_col *c)
{
    if (c->th)
        sk_buf_printf(b, "<th class=\"%s\">%s</th>", c->th, L(l, c->en, c->de));
    else
        sk_buf_printf(b, "<th>%s</th>", L(l, c->en, c->de));
}

/* The headings of cols[0..n). */
void web_head_cells(sk_buf *b, web_lang l, const web_col *cols, size_t n)
{
    for (size_t i = 0; i < n; i++)
        head_cell(b, l, &cols[i]);
}

/* ---- standings: each family's table and JSON ---- */

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

void web_standings_table(sk_buf *b, const web_ctx *c, const standview *v, bool teams,
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
    web_head_cells(b, l, lead[teams], 3);
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
                    sk_buf_add(b, "<td class=\"num wide\">" TEXT_NOT_PLAYED "</td>");
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
static void house_stand_html(sk_buf *b, const web_ctx *c, const web_stand *s, bool teams,
                             bool beamer)
{
    (void)teams;
    web_lang l = c->lang;
    const ops_money *m = &s->hm;
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
        html_rank_name(b, r->rank, ops_money_shared(m, i), r->name);
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
static void sch_stand_html(sk_buf *b, const web_ctx *c, const web_stand *s, bool teams,
                           bool beamer)
{
    (void)teams;
    web_lang l = c->lang;
    const schops_standings *st = &s->sst;
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
        html_rank_name(b, r->rank, shared, r->name);
        if (!beamer)
            for (int k = first; k <= last; k++) {
                sk_buf_add(b, "<td class=\"num wide\">");
                if (r->played[k - 1])
                    html_signed(b, (int)r->per_series[k - 1]);
                else
                    sk_buf_add(b, TEXT_NOT_PLAYED);
                sk_buf_add(b, "</td>");
            }
        sk_buf_printf(b, "<td class=\"num\">%d</td><td class=\"num tot\">", r->solos_won);
        html_signed(b, (int)r->total);
        sk_buf_add(b, "</td></tr>\n");
    }
    sk_buf_add(b, "</tbody></table>\n");
}

/* Tournament scoring: the Seeger-Fabian standings (standview). */
static int isko_stand_load(const web_ctx *c, const ops_tour *t, int series, bool teams,
                           web_stand *s, sk_err *err)
{
    return standview_load(c->d, t->row.name, series, teams, &s->v, err);
}

static const db_progress_t *isko_stand_progress(const web_stand *s)
{
    return &s->v.progress;
}

static void isko_stand_html(sk_buf *out, const web_ctx *c, const web_stand *s, bool teams,
                            bool beamer)
{
    web_standings_table(out, c, &s->v, teams, beamer);
}

static void isko_stand_json(sk_buf *out, const ops_tour *t, const web_stand *s, int series,
                            bool teams)
{
    (void)t;
    (void)series;
    standview_json(&s->v, teams, &s->sec, out);
}

static void isko_stand_free(web_stand *s)
{
    standview_free(&s->v);
}

/* House rules: the list's ranking.  Teams are refused as by `standings`. */
static int house_stand_load(const web_ctx *c, const ops_tour *t, int series, bool teams,
                            web_stand *s, sk_err *err)
{
    if (teams)
        return sk_err_set(err, SK_INVALID, _("teams: tournament '%s' plays house rules: its list "
                          "ranks players only"), t->row.name);
    return ops_house_standings_load(c->d, t, series, &s->hm, err);
}

static const db_progress_t *house_stand_progress(const web_stand *s)
{
    return &s->hm.progress;
}

static void house_stand_json(sk_buf *out, const ops_tour *t, const web_stand *s, int series,
                             bool teams)
{
    (void)series;
    (void)teams;
    ops_house_stand_json(&t->row, &s->hm, &s->sec, out); /* as `standings --format json` */
}

static void house_stand_free(web_stand *s)
{
    ops_money_free(&s->hm);
}

/* Schafkopf: the list's points.  Teams are refused as by `standings`. */
static int sch_stand_load(const web_ctx *c, const ops_tour *t, int series, bool teams,
                          web_stand *s, sk_err *err)
{
    if (teams)
        return sk_err_set(err, SK_INVALID, "teams: tournament '%s' plays Schafkopf: its list "
                          "ranks players only", t->row.name);
    int rc = ops_tour_ok(t, err);
    if (rc == SK_OK)
        rc = schops_standings_load(c->d, &t->row, &t->rules.sch, series, &s->sst, err);
    return rc;
}

static const db_progress_t *sch_stand_progress(const web_stand *s)
{
    return &s->sst.progress;
}

static void sch_stand_json(sk_buf *out, const ops_tour *t, const web_stand *s, int series,
                           bool teams)
{
    (void)teams;
    ops_sch_stand_json(&t->row, t->rules.sch.family, &s->sst, series, &s->sec, out);
}

static void sch_stand_free(web_stand *s)
{
    schops_standings_free(&s->sst);
}

/* ---- the table of sides (web_family, render_int.h) ---- */
static const web_family web_isko = {
    .scoring = isko_scoring,
    .stand_load = isko_stand_load,
    .stand_progress = isko_stand_progress,
    .stand_html = isko_stand_html,
    .stand_json = isko_stand_json,
    .stand_free = isko_stand_free,
    .table_page = web_isko_table_page,
    .table_api = web_isko_table_api,
    .money_load = web_skat_money_load,
    .money_html = web_skat_money_html,
    .money_free = web_skat_money_free,
};

static const web_family web_house = {
    .scoring = house_scoring,
    .stand_load = house_stand_load,
    .stand_progress = house_stand_progress,
    .stand_html = house_stand_html,
    .stand_json = house_stand_json,
    .stand_free = house_stand_free,
    .table_page = web_house_table_page,
    .table_api = web_house_table_api,
    .money_load = web_skat_money_load,
    .money_html = web_skat_money_html,
    .money_free = web_skat_money_free,
};

static const web_family web_schafkopf = {
    .scoring = sch_scoring,
    .stand_load = sch_stand_load,
    .stand_progress = sch_stand_progress,
    .stand_html = sch_stand_html,
    .stand_json = sch_stand_json,
    .stand_free = sch_stand_free,
    .table_page = web_sch_table_page,
    .table_api = web_sch_table_api,
    .money_load = web_sch_money_load,
    .money_html = web_sch_money_html,
    .money_free = web_sch_money_free,
};

const web_family *web_side(const ops_tour *t)
{
    static const web_family *const side[OPS_FORM_COUNT] = {
        [OPS_FORM_ISKO] = &web_isko,
        [OPS_FORM_HOUSE] = &web_house,
        [OPS_FORM_SCHAFKOPF] = &web_schafkopf,
    };
    return side[ops_form_of(&t->rules)];
}
