/* webrank.c - the pages /ranking/NAME (phone and beamer) and /player/ID
 * (a player's history) of `serve` (render.h; issue 40, docs/rankings.md
 * "On the web").  A player who did not agree to publication
 * (players.publish) is shown by initials and without a club
 * (rankout.h: ops_ranking_name). */
#include "render.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fedrules.h"
#include "rankout.h"
#include "rankview.h"
#include "text.h"

/* a player's name on a page: the name, or its initials without consent */
static const char *shown(const char *name, bool publish, char *buf, size_t n)
{
    if (publish)
        return name;
    fed_initials(name, buf, n);
    return buf;
}

static const char *web_date(web_lang l, const char *iso, char *buf, size_t n)
{
    return iso && *iso ? text_date_show(iso, l == LANG_DE ? SK_LANG_DE : SK_LANG_EN, buf, n)
                       : "-";
}

static void num_cell(sk_buf *b, const char *cls, double v)
{
    char t[32];
    sk_buf_printf(b, "<td class=\"%s\">", cls);
    html_esc_num(b, rank_fmt(v, t, sizeof t));
    sk_buf_add(b, "</td>");
}

/* what an unranked entry lacks, in words */
static void lack_cell(sk_buf *b, web_lang l, const rank_entry *en)
{
    char t[128];
    sk_buf_add(b, "<td class=\"wide\">");
    html_esc(b, ops_ranking_lack(en, l == LANG_DE ? SK_LANG_DE : SK_LANG_EN, t, sizeof t));
    sk_buf_add(b, "</td>");
}

static void ranking_table(sk_buf *b, const web_ctx *c, const ops_ranking *r, bool ranked,
                          bool beamer)
{
    web_lang l = c->lang;
    const rank_list *ls = &r->list;
    bool pen = r->def.penalty != NULL && !beamer;
    bool people = r->def.group == RANK_GROUP_PLAYER || r->def.group == RANK_GROUP_TANDEM;
    sk_buf_printf(b, "<table class=\"stand%s\"><thead><tr><th class=\"rk\">%s</th><th>%s</th>",
                  beamer ? " big" : "", L(l, "Rank", "Platz"),
                  people ? L(l, "Player", "Spieler") : L(l, "Name", "Name"));
    if (r->def.group == RANK_GROUP_PLAYER)
        sk_buf_printf(b, "<th class=\"wide\">%s</th>", L(l, "Club", "Verein"));
    sk_buf_printf(b, "<th class=\"num\">%s</th><th class=\"num wide\">%s</th>"
                     "<th class=\"num wide\">%s</th>",
                  C_("ranking", "Events"), C_("ranking", "Series"), _("Games"));
    if (pen)
        sk_buf_printf(b, "<th class=\"num wide\">%s</th><th class=\"num wide\">%s</th>",
                      C_("ranking", "Base"), C_("ranking", "Penalty"));
    sk_buf_printf(b, "<th class=\"num\">%s</th>", C_("ranking", "Score"));
    if (!ranked)
        sk_buf_printf(b, "<th class=\"wide\">%s</th>", L(l, "lacks", "fehlt"));
    sk_buf_add(b, "</tr></thead>\n<tbody>\n");
    for (size_t i = ranked ? 0 : ls->nranked; i < (ranked ? ls->nranked : ls->n); i++) {
        const rank_entry *en = &ls->entries[i];
        const rank_player *p = &r->in->players[en->player];
        char nm[256];
        if (en->rank)
            sk_buf_printf(b, "<tr><td class=\"rk\">%d.</td><td class=\"name\">", en->rank);
        else
            sk_buf_add(b, "<tr><td class=\"rk\">-</td><td class=\"name\">");
        if (r->def.group == RANK_GROUP_PLAYER)
            sk_buf_printf(b, "<a href=\"/player/%lld?lang=%s\">", p->id, web_lc(l));
        html_esc(b, ops_ranking_name(r, en, true, nm, sizeof nm));
        if (r->def.group == RANK_GROUP_PLAYER)
            sk_buf_add(b, "</a>");
        sk_buf_add(b, "</td>");
        if (r->def.group == RANK_GROUP_PLAYER) {
            sk_buf_add(b, "<td class=\"wide club\">");
            if (p->publish)
                html_esc(b, p->club);
            sk_buf_add(b, "</td>");
        }
        sk_buf_printf(b, "<td class=\"num\">%d</td><td class=\"num wide\">%d</td>"
                         "<td class=\"num wide\">%d</td>",
                      en->events, en->series, en->games);
        if (pen) {
            num_cell(b, "num wide", en->base);
            num_cell(b, "num wide", en->penalty);
        }
        num_cell(b, "num tot", en->score);
        if (!ranked)
            lack_cell(b, l, en);
        sk_buf_add(b, "</tr>\n");
    }
    sk_buf_add(b, "</tbody></table>\n");
}

int render_ranking(const web_ctx *c, const char *name, bool beamer, sk_buf *out, sk_err *err)
{
    web_lang l = c->lang;
    char today[16], d1[32], d2[32];
    ops_ranking_today(today, sizeof today);
    ops_ranking r;
    int rc = ops_ranking_run(c->d, name, NULL, 0, today, &r, err);
    if (rc != SK_OK) {
        ops_ranking_free(&r);
        return rc;
    }
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    nav.tournament = name;
    nav.active = beamer ? "beamer" : "ranking";
    html_page_begin(out, l, name, beamer ? "beamer" : "ranking", c->v, &nav, false);
    const rank_list *ls = &r.list;
    sk_buf_add(out, "<p>");
    if (ls->events == 0)
        html_esc(out, L(l, "No event falls into this ranking.",
                        "Kein Turnier fällt in diese Rangliste."));
    else if (r.from[0] || r.to[0])
        html_escf(out, L(l, "events: %d, series held: %d (%s to %s)",
                         "Turniere: %d, gespielte Serien: %d (%s bis %s)"),
                  ls->events, ls->held_series, web_date(l, r.from, d1, sizeof d1),
                  web_date(l, r.to, d2, sizeof d2));
    else
        html_escf(out, L(l, "events: %d, series held: %d", "Turniere: %d, gespielte Serien: %d"),
                  ls->events, ls->held_series);
    sk_buf_add(out, "</p>\n");
    if (ls->events) {
        ranking_table(out, c, &r, true, beamer);
        if (ls->n > ls->nranked && !beamer) {
            sk_buf_printf(out, "<h2>%s</h2>\n",
                          L(l, "Not ranked (below a minimum)", "Nicht gewertet (unter einem "
                                                               "Mindestmaß)"));
            ranking_table(out, c, &r, false, false);
        }
    }
    html_page_end(out, &nav, false);
    ops_ranking_free(&r);
    return SK_OK;
}

int render_player(const web_ctx *c, int64_t id, sk_buf *out, sk_err *err)
{
    web_lang l = c->lang;
    ops_history h;
    int rc = ops_player_history_id(c->d, id, &h, err);
    if (rc != SK_OK) {
        ops_history_free(&h);
        return rc;
    }
    char nm[256], d[32];
    const char *who = shown(h.player, h.publish, nm, sizeof nm);
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    nav.tournament = who;
    nav.active = "player";
    html_page_begin(out, l, who, "player", c->v, &nav, false);
    if (h.n == 0) {
        sk_buf_printf(out, "<p class=\"empty\">%s</p>\n",
                      L(l, "No event taken part in yet.", "Noch an keinem Turnier teilgenommen."));
    } else {
        sk_buf_printf(out, "<table class=\"stand\"><thead><tr><th>%s</th><th>%s</th>"
                           "<th class=\"num\">%s</th><th class=\"num\">%s</th>"
                           "<th class=\"num wide\">%s</th><th class=\"num wide\">%s</th>"
                           "<th class=\"num\">%s</th><th class=\"wide\">%s</th></tr></thead>\n"
                           "<tbody>\n",
                      L(l, "Date", "Datum"), L(l, "Event", "Turnier"), L(l, "Place", "Platz"),
                      L(l, "Total", "Summe"), _("Games"), L(l, "won/lost", "gew./verl."),
                      L(l, "per series", "je Serie"), L(l, "Series", "Serien"));
    }
    for (size_t i = 0; i < h.n; i++) {
        const ops_hist_event *e = &h.events[i];
        sk_buf_add(out, "<tr><td>");
        html_esc(out, web_date(l, e->date, d, sizeof d));
        sk_buf_add(out, "</td><td class=\"name\">");
        html_esc(out, e->name);
        if (e->team) {
            sk_buf_add(out, " (");
            html_esc(out, e->team);
            sk_buf_add(out, ")");
        }
        sk_buf_printf(out, "</td><td class=\"num\">%d/%d</td><td class=\"num tot\">", e->place,
                      e->players);
        html_int(out, e->total);
        sk_buf_printf(out, "</td><td class=\"num wide\">%d</td><td class=\"num wide\">%d/%d</td>",
                      e->games, e->won, e->lost);
        num_cell(out, "num", e->nseries ? (double)e->total / e->nseries : 0);
        sk_buf_add(out, "<td class=\"wide\">");
        for (int k = 0; k < e->nseries; k++) {
            if (k)
                sk_buf_add(out, ", ");
            html_int(out, e->series_points[k]);
        }
        sk_buf_add(out, "</td></tr>\n");
    }
    if (h.n)
        sk_buf_add(out, "</tbody></table>\n");
    html_page_end(out, &nav, false);
    ops_history_free(&h);
    return SK_OK;
}
