/* webtable.c - one table's score sheet page and /api/table/S/T, per family (render.h) */
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
#include "db_subs.h"

/* ---- navigation: what the tournament has ---- */

#include "render_int.h"

/* ---- one table's score sheet ---- */

static const char *seat_name(const db_table *t, int seat)
{
    if (seat < 1 || seat > t->size || !t->seats[seat - 1].name)
        return "?";
    return t->seats[seat - 1].name;
}

/* Who took a seat from which game on (game sub), above the sheet: the
 * sheet's columns are the seats, each game the one who sat there then. */
static void subs_html(sk_buf *out, const web_ctx *c, int64_t tid, int series, int table)
{
    db_sub *v = NULL;
    size_t nv = 0;
    sk_err e;
    sk_err_clear(&e);
    if (db_subs_list(c->d, tid, series, &v, &nv, &e) != SK_OK)
        return; /* the sheet stands without it */
    for (size_t i = 0; i < nv; i++) {
        if (v[i].table_no != table)
            continue;
        sk_buf name = {0};
        html_esc(&name, v[i].name);
        sk_buf_add(out, "<p class=\"subs\">");
        sk_buf_printf(out, L(c->lang, "seat %d: %s from game %d on", "Platz %d: %s ab Spiel %d"),
                      v[i].seat, sk_buf_str(&name), v[i].from_game);
        sk_buf_add(out, "</p>\n");
        sk_buf_free(&name);
    }
    db_subs_free(v, nv);
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
                  L(l, "Game", "Spiel"),
                  en ? L(l, "<th><span class=\"vh\">edit</span></th>",
                         "<th><span class=\"vh\">ändern</span></th>") : "");
}

/* The address that edits game gno on the page of entry en (the second
 * phone's edits its own game): <a class="btn" href="..." and the caller's
 * rest of the tag. */
static void edit_link(sk_buf *b, web_lang l, const web_entry *en, int series, int table, int gno)
{
    sk_buf_printf(b, "<a class=\"btn\" href=\"/table/%d/%d?code=", series, table);
    html_esc(b, en->code);
    sk_buf_printf(b, "&amp;edit=%d&amp;lang=%s%s#entry\"", gno, web_lc(l),
                  en->second ? "&amp;copy=2" : "");
}

/* The edit cell of game gno (a link when it is recorded). */
static void edit_cell(sk_buf *b, web_lang l, const web_entry *en, int series, int table, int gno,
                      bool recorded)
{
    sk_buf_add(b, "<td>");
    if (recorded) {
        /* a pencil on a phone (the column stays narrow), the word beside it
         * on a wider screen; named in full for a screen reader */
        edit_link(b, l, en, series, table, gno);
        sk_buf_printf(b, " title=\"%s %d\" aria-label=\"%s %d\">\xE2\x9C\x8E"
                         "<span class=\"wide\" aria-hidden=\"true\"> %s</span></a>",
                      L(l, "edit game", "Spiel ändern:"), gno, L(l, "edit game", "Spiel ändern:"),
                      gno, L(l, "edit", "ändern"));
    }
    sk_buf_add(b, "</td>");
}

/* A game's house marks escaped between open and close; nothing without marks. */
static void house_marks_in(sk_buf *b, const ops_house_row *r, const char *open, const char *close)
{
    sk_buf m = {0};
    ops_house_marks(r, &m);
    if (m.len) {
        sk_buf_add(b, open);
        html_esc(b, sk_buf_str(&m));
        sk_buf_add(b, close);
    }
    sk_buf_free(&m);
}

/* Above a table's entry form: the second entry's box for the list keeper
 * (what it says otherwise) and the message of the last write. */
static void entry_top(sk_buf *out, const web_ctx *c, const navinfo *n, int series, int table,
                      const web_entry *entry)
{
    if (!entry)
        return;
    webday_second_box(out, c, &n->t, series, table);
    if (entry->msg) {
        sk_buf_printf(out, "<p class=\"msg%s\" role=\"status\">", entry->msg_err ? " err" : "");
        html_esc_num(out, entry->msg);
        sk_buf_add(out, "</p>\n");
    }
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
        if (r) /* the marks again under the number: a phone has no note column */
            house_marks_in(b, r, "<span class=\"mk\">", "</span>");
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
            house_marks_in(b, r, "<b>", "</b> ");
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
 * the next game (or of the one edited) above it, an edit link per game,
 * and what the second entry says otherwise; the second phone (copy=2) has
 * the second entry's own list. */
int web_sch_table_page(const web_ctx *c, const navinfo *n, int series, int table,
                          const web_entry *entry, sk_buf *out, sk_err *err)
{
    const sch_settings s = n->t.rules.sch;
    schops_sheet sh;
    bool second = entry && entry->second;
    int rc = ops_tour_ok(&n->t, err);
    if (rc == SK_OK && second) /* the second entry's own list */
        rc = ops_second_sch_sheet(c->d, &n->t.row, &s, series, table, &sh, err);
    else if (rc == SK_OK)
        rc = schops_sheet_load(c->d, &n->t.row, &s, series, table, &sh, err);
    if (rc != SK_OK)
        return rc;
    web_lang l = c->lang;
    char title[400], buf[1024];
    snprintf(title, sizeof title, "%s - %s %d - %s %d", n->t.row.name, L(l, "series", "Serie"),
             series, L(l, "table", "Tisch"), table);
    html_page_begin(out, l, title, entry ? "table entry" : "table", c->v, &n->nav, false);
    sk_buf_printf(out, "<h2>%s %d, %s %d <span class=\"cnt\">%zu/%d</span>%s</h2>\n",
                  L(l, "Table", "Tisch"), table, L(l, "series", "Serie"), series, sh.n,
                  n->t.row.games4, second ? L(l, " - second entry", " - Zweiterfassung") : "");
    entry_top(out, c, n, series, table, entry);
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
            sk_buf_add(out, "<tr><td class=\"num\">");
            edit_link(out, l, entry, series, table, sh.games[i].game_no);
            sk_buf_printf(out, " title=\"%s\">%d</a></td><td class=\"wide\">",
                          L(l, "edit", "ändern"), sh.games[i].game_no);
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

/* A Skat table's page: its score sheet, or under house rules (house) its
 * list; with entry the entry form above it. */
static int skat_table_page(const web_ctx *c, const navinfo *n, int series, int table,
                           const web_entry *entry, bool house, sk_buf *out, sk_err *err)
{
    /* house rules: the table's list (its ts is the table's sheet) */
    ops_house_table ht;
    memset(&ht, 0, sizeof ht);
    ops_table_sheet own;
    int rc;
    if (house) /* the second phone: the second entry's own list */
        rc = entry && entry->second
                 ? ops_second_house_table(c->d, &n->t, series, table, &ht, err)
                 : ops_house_table_load(c->d, &n->t, series, table, &ht, err);
    else if (entry && entry->second) /* the second entry's own sheet */
        rc = ops_second_sheet(c->d, &n->t, series, table, &own, err);
    else
        rc = ops_table_sheet_load(c->d, &n->t, series, table, &own, err);
    if (rc != SK_OK)
        return rc;
    ops_table_sheet ts = house ? ht.ts : own;
    web_lang l = c->lang;
    char title[400];
    snprintf(title, sizeof title, "%s - %s %d - %s %d", n->t.row.name, L(l, "series", "Serie"),
             series, L(l, "table", "Tisch"), table);
    html_page_begin(out, l, title, entry ? "table entry" : "table", c->v, &n->nav, false);
    int next = ops_table_sheet_next(&ts);
    sk_buf_printf(out, "<h2>%s %d, %s %d <span class=\"cnt\">%d/%d</span>%s%s</h2>\n",
                  L(l, "Table", "Tisch"), table, L(l, "series", "Serie"), series,
                  ts.sh.played + ts.sh.passed, ts.sh.series_games,
                  next ? "" : L(l, " - complete", " - vollständig"),
                  entry && entry->second ? L(l, " - second entry", " - Zweiterfassung") : "");
    webday_clock_banner(out, c, &n->t.row, series, false);
    if (!house)
        subs_html(out, c, n->t.row.id, series, table);
    entry_top(out, c, n, series, table, entry);
    if (entry)
        render_entry_form(out, c, &n->t, &ts, series, entry);
    if (house)
        house_sheet_html(out, c, &ht, entry, series);
    else
        sheet_html(out, c, &ts, entry, series);
    html_page_end(out, &n->nav, false);
    if (house)
        ops_house_table_free(&ht);
    else
        ops_table_sheet_free(&own);
    return SK_OK;
}

int web_isko_table_page(const web_ctx *c, const navinfo *n, int series, int table,
                           const web_entry *entry, sk_buf *out, sk_err *err)
{
    return skat_table_page(c, n, series, table, entry, false, out, err);
}

int web_house_table_page(const web_ctx *c, const navinfo *n, int series, int table,
                            const web_entry *entry, sk_buf *out, sk_err *err)
{
    return skat_table_page(c, n, series, table, entry, true, out, err);
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
int web_sch_table_api(const web_ctx *c, const ops_tour *ot, int series, int table,
                         sk_buf *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    const sch_settings s = ot->rules.sch;
    schops_sheet sh;
    int rc = ops_tour_ok(ot, err);
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

/* /api/table/S/T of a Skat tournament: its sheet; under house rules (house)
 * the list beside it. */
static int api_skat_table(const web_ctx *c, const ops_tour *t, int series, int table, bool house,
                          sk_buf *out, sk_err *err)
{
    ops_table_sheet ts;
    int rc = ops_table_sheet_load(c->d, t, series, table, &ts, err);
    if (rc != SK_OK)
        return rc;
    const sheet *sh = &ts.sh;
    sk_buf_add(out, "{\"tournament\":");
    sk_buf_json_str(out, t->row.name);
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
    if (house) { /* the list beside the tournament sheet */
        ops_house_table ht;
        rc = ops_house_table_load(c->d, t, series, table, &ht, err);
        if (rc == SK_OK) {
            house_table_json(out, &ht);
            ops_house_table_free(&ht);
        }
    }
    sk_buf_add(out, "}\n");
    ops_table_sheet_free(&ts);
    return rc;
}

int web_isko_table_api(const web_ctx *c, const ops_tour *t, int series, int table,
                          sk_buf *out, sk_err *err)
{
    return api_skat_table(c, t, series, table, false, out, err);
}

int web_house_table_api(const web_ctx *c, const ops_tour *t, int series, int table,
                           sk_buf *out, sk_err *err)
{
    return api_skat_table(c, t, series, table, true, out, err);
}
