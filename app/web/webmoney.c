/* webmoney.c - the settlement page and /api/money, per family (render.h) */
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

/* The rate periods (a rate changed after games were played), as `money`
 * lists them: each rate with its games in the order they were recorded. */
static void periods_list(sk_buf *b, web_lang l, const ops_money *m)
{
    sk_buf_printf(b, "<h3>%s</h3>\n<ul class=\"pay\">\n", L(l, "Rate periods", "Satzzeiträume"));
    for (size_t k = 0; k < m->nperiods; k++) {
        const ops_rate_period *p = &m->periods[k];
        sk_buf_add(b, "<li>");
        if (p->ngames == 0)
            sk_buf_printf(b, L(l, "from game %zu on (no game yet)", "ab Spiel %zu (noch kein Spiel)"),
                          p->first_game);
        else if (p->ngames == 1)
            sk_buf_printf(b, L(l, "game %zu", "Spiel %zu"), p->first_game);
        else
            sk_buf_printf(b, L(l, "games %zu to %zu (%zu games)", "Spiele %zu bis %zu (%zu Spiele)"),
                          p->first_game, p->last_game, p->ngames);
        if (p->den == 1)
            sk_buf_printf(b, L(l, ": <b>%d ct per point</b>", ": <b>%d ct je Punkt</b>"), p->num);
        else
            sk_buf_printf(b, L(l, ": <b>%d/%d ct per point</b>", ": <b>%d/%d ct je Punkt</b>"),
                          p->num, p->den);
        sk_buf_add(b, "</li>\n");
    }
    sk_buf_add(b, "</ul>\n");
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
        html_rank_name(b, r->rank, ops_money_shared(m, i), r->name);
        sk_buf_add(b, "<td class=\"num\">");
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
        if (m->nperiods > 1)
            periods_list(b, l, m);
    }
    if (tm) {
        sk_buf_printf(b, "<p class=\"pool\">%s ", L(l, "Prize pool:", "Preisgeld:"));
        euro(b, l, m->pool_ct);
        sk_buf_printf(b, " €; %s ", L(l, "kept by the organiser:", "bleibt beim Veranstalter:"));
        euro(b, l, m->organiser_ct);
        sk_buf_add(b, " €</p>\n");
    }
    if (!m->series && m->held.n) { /* paid, never seated (held.h) */
        sk_buf_printf(b, "<p class=\"pool\">%s ", L(l, "Held for players never seated:",
                                                      "Einbehalten für Spieler ohne Platz:"));
        euro(b, l, m->held.ct);
        sk_buf_printf(b, " €; %s ", L(l, "Kasse at the end:", "Kasse am Ende:"));
        euro(b, l, m->kasse_end_ct);
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

/* Skat: the house profile's money (B.6). */
int web_skat_money_load(const web_ctx *c, const ops_tour *t, int series, web_money *m,
                           sk_err *err)
{
    return ops_money_load(c->d, t, series, &m->m, err);
}

void web_skat_money_html(sk_buf *out, web_lang l, const web_money *m, const char *note)
{
    money_skat(out, l, &m->m, note);
}

void web_skat_money_free(web_money *m)
{
    ops_money_free(&m->m);
}

/* Schafkopf: the list x the tariff. */
int web_sch_money_load(const web_ctx *c, const ops_tour *t, int series, web_money *m,
                          sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    if (rc == SK_OK)
        rc = schops_standings_load(c->d, &t->row, &t->rules.sch, series, &m->st, err);
    return rc;
}

void web_sch_money_html(sk_buf *out, web_lang l, const web_money *m, const char *note)
{
    money_sch(out, l, &m->st, note);
}

void web_sch_money_free(web_money *m)
{
    schops_standings_free(&m->st);
}
