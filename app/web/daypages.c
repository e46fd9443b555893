/* daypages.c - the public pieces of the tournament day on the web (see
 * webday.h): the round clock (a block on the beamer and the table pages,
 * the page /clock and /api/clock), the second-entry differences of a
 * table, a registration's confirmation and its own page /checkin/CODE. */
#include "i18n.h"
#include "webday.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clockview.h"
#include "day.h"
#include "entrycode.h"
#include "entrycodes.h"
#include "checkseat.h"
#include "prereg.h"
#include "second.h"

/* ---- the clock ---- */

static const char *phase_class(const ops_clock *k)
{
    switch (k->st.phase) {
    case CLOCK_WARNING:
        return "warn";
    case CLOCK_OVER:
        return "over";
    case CLOCK_STOPPED:
        return "stop";
    default:
        return "run";
    }
}

static void clock_block(sk_buf *b, web_lang l, const ops_clock *k, bool big)
{
    char hms[32];
    clock_hms(k->st.left > 0 ? k->st.left : 0, hms, sizeof hms);
    sk_buf_printf(b, "<div class=\"clock %s%s\" role=\"timer\" data-series=\"%d\" "
                     "data-end=\"%lld\" data-warn=\"%d\" data-stopped=\"%d\" data-up=\"",
                  phase_class(k), big ? " big" : "", k->series, (long long)k->st.end * 1000,
                  k->stored.warn_minutes * 60, k->st.phase == CLOCK_STOPPED);
    html_esc(b, L(l, "time is up", "Zeit ist um"));
    sk_buf_add(b, "\" data-last=\"");
    html_esc(b, L(l, "last minutes", "letzte Minuten"));
    sk_buf_printf(b, "\"><span class=\"cl-what\">%s %d</span> <span class=\"cl-left\">",
                  L(l, "Series", "Serie"), k->series);
    if (k->st.phase == CLOCK_OVER)
        html_esc(b, L(l, "time is up", "Zeit ist um"));
    else if (k->st.phase == CLOCK_STOPPED)
        html_esc(b, L(l, "stopped", "angehalten"));
    else
        sk_buf_add(b, hms);
    sk_buf_add(b, "</span> <span class=\"cl-note\">");
    if (k->st.phase == CLOCK_WARNING)
        html_esc(b, L(l, "last minutes", "letzte Minuten"));
    sk_buf_add(b, "</span></div>\n");
}

void webday_clock_banner(sk_buf *b, const web_ctx *c, const db_tournament *t, int series,
                         bool big)
{
    ops_clock k;
    sk_err err;
    sk_err_clear(&err);
    if (ops_clock_load(c->d, t, series, &k, &err) != SK_OK)
        return;
    if (k.has)
        clock_block(b, c->lang, &k, big);
    ops_clock_free(&k);
}

enum MHD_Result webday_clock_api(struct MHD_Connection *conn, const web_ctx *c, int series)
{
    db_tournament t;
    sk_err err;
    sk_err_clear(&err);
    if (db_tournament_find(c->d, c->tournament, &t, &err) != SK_OK)
        return web_send_error(conn, c, true, err.status == SK_INVALID ? 404 : 500, err.msg);
    ops_clock k;
    int rc = ops_clock_load(c->d, &t, series, &k, &err);
    enum MHD_Result ret;
    if (rc == SK_OK) {
        sk_buf b = {0};
        ops_clock_json(&t, &k, &b);
        ret = web_send_buf(conn, 200, b.s, b.len, CT_JSON);
        sk_buf_free(&b);
        ops_clock_free(&k);
    } else {
        ret = web_send_error(conn, c, true, rc == SK_INVALID ? 404 : 500, err.msg);
    }
    db_tournament_clear(&t);
    return ret;
}

enum MHD_Result webday_clock_page(struct MHD_Connection *conn, const web_ctx *c, int series)
{
    db_tournament t;
    sk_err err;
    sk_err_clear(&err);
    if (db_tournament_find(c->d, c->tournament, &t, &err) != SK_OK)
        return web_send_error(conn, c, false, err.status == SK_INVALID ? 404 : 500, err.msg);
    web_lang l = c->lang;
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    nav.tournament = t.name;
    sk_buf b = {0};
    html_page_begin(&b, l, L(l, "Clock", "Uhr"), "beamer clockpage", c->v, &nav, false);
    ops_clock k;
    int rc = ops_clock_load(c->d, &t, series, &k, &err);
    if (rc == SK_OK && k.has)
        clock_block(&b, l, &k, true);
    else if (rc == SK_OK)
        sk_buf_printf(&b, "<p class=\"empty\">%s</p>\n",
                      L(l, "The clock of the series has not been started.",
                        "Die Uhr der Serie läuft noch nicht."));
    if (rc == SK_OK)
        ops_clock_free(&k);
    html_page_end(&b, &nav, false);
    enum MHD_Result ret = web_send(conn, 200, &b, false);
    sk_buf_free(&b);
    db_tournament_clear(&t);
    return ret;
}

/* ---- the second entry ---- */

void webday_second_box(sk_buf *b, const web_ctx *c, const db_tournament *t, int series,
                       int table)
{
    day_settings ds;
    sk_err err;
    sk_err_clear(&err);
    if (ops_day_load(c->d, t, &ds, &err) != SK_OK || !ds.second_entry)
        return;
    ops_second_cmp cmp;
    if (ops_second_compare(c->d, t, series, table, &cmp, &err) != SK_OK)
        return;
    web_lang l = c->lang;
    int shown = 0;
    for (size_t i = 0; i < cmp.n; i++) {
        const ops_second_diff *x = &cmp.diffs[i];
        if (x->kind == OPS_SECOND_ONLY_FIRST)
            continue; /* not entered twice yet: no difference */
        if (!shown++)
            sk_buf_printf(b, "<div class=\"msg err diffs\" role=\"alert\"><strong>%s</strong><ul>",
                          L(l, "The second entry differs (the organiser decides):",
                            "Die Zweiterfassung weicht ab (die Turnierleitung entscheidet):"));
        sk_buf_printf(b, "<li>%s %d: ", L(l, "game", "Spiel"), x->game_no);
        if (x->first) {
            sk_buf_printf(b, "%s ", L(l, "first", "Erst"));
            html_esc(b, x->first);
        } else {
            html_esc(b, L(l, "not in the first entry", "fehlt in der Ersterfassung"));
        }
        sk_buf_add(b, " &middot; ");
        sk_buf_printf(b, "%s ", L(l, "second", "Zweit"));
        html_esc(b, x->second);
        sk_buf_add(b, "</li>");
    }
    if (shown)
        sk_buf_add(b, "</ul></div>\n");
    ops_second_cmp_free(&cmp);
}

/* ---- a registration: confirmation and own page ---- */

/* The address the player's phone reached us at: the stored base address,
 * else the request's Host. */
static char *base_of(const web_ctx *c, struct MHD_Connection *conn)
{
    char *base = NULL;
    sk_err err;
    sk_err_clear(&err);
    if (ops_web_base_url(c->d, NULL, false, &base, &err) == SK_OK && base)
        return base;
    const char *host = MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Host");
    if (!host || !*host || strlen(host) > 200 || strpbrk(host, " \"<>\\/") ||
        !sk_utf8_valid(host))
        return NULL;
    return xasprintf("http://%s", host);
}

/* The code, its QR code and the GiroCode of registration r. */
static void reg_codes(sk_buf *b, const web_ctx *c, struct MHD_Connection *conn,
                      const db_tournament *t, const db_prereg *r)
{
    web_lang l = c->lang;
    char code[ENTRYCODE_LEN + 2];
    entrycode_format(r->code, code);
    char *base = base_of(c, conn);
    char *url = ops_prereg_url(base, r->code);
    sk_buf_printf(b, "<div class=\"codes\"><figure class=\"mycode\"><figcaption>%s</figcaption>",
                  L(l, "Your check-in code: show it at the door", "Dein Check-in-Code: am "
                                                                   "Eingang vorzeigen"));
    webday_qr_svg(b, url ? url : code, 220, code);
    sk_buf_printf(b, "<p class=\"code\">%s</p></figure>", code);
    sk_buf giro = {0};
    sk_err err;
    sk_err_clear(&err);
    long long fee = 0;
    if (ops_girocode(c->d, t, r, &giro, &err) == SK_OK &&
        ops_day_fee(c->d, t, &fee, &err) == SK_OK) {
        long long due = fee - r->prepaid_ct;
        sk_buf_printf(b, "<figure class=\"giro\"><figcaption>%s</figcaption>",
                      L(l, "Pay the entry fee with your banking app (GiroCode)",
                        "Startgeld mit der Banking-App zahlen (GiroCode)"));
        webday_qr_svg(b, giro.s, 220, "GiroCode");
        sk_buf_printf(b, "<p>%s %lld%s%02lld &euro;</p></figure>", L(l, "Amount", "Betrag"),
                      due / 100, l == LANG_DE ? "," : ".", due % 100);
    }
    sk_buf_free(&giro);
    sk_buf_add(b, "</div>\n");
    free(url);
    free(base);
}

void webday_reg_confirmation(sk_buf *b, const web_ctx *c, struct MHD_Connection *conn,
                             const db_tournament *t, int64_t reg_id)
{
    db_prereg r;
    sk_err err;
    sk_err_clear(&err);
    if (db_prereg_get(c->d, t->id, reg_id, &r, &err) != SK_OK)
        return;
    if (r.code[0])
        reg_codes(b, c, conn, t, &r);
    db_prereg_clear(&r);
}

enum MHD_Result webday_checkin_page(struct MHD_Connection *conn, const web_ctx *c,
                                    const char *typed)
{
    sk_err err;
    sk_err_clear(&err);
    char code[ENTRYCODE_LEN + 1];
    db_prereg r;
    bool found = false;
    int64_t tid = 0;
    if (!typed || !entrycode_normalize(typed, code))
        return web_send_error(conn, c, false, 404, L(c->lang, "no such code", "diesen Code gibt "
                                                                               "es nicht"));
    if (db_prereg_by_code(c->d, code, &tid, &r, &found, &err) != SK_OK)
        return web_send_error(conn, c, false, 500, err.msg);
    db_tournament t;
    if (!found || db_tournament_find(c->d, c->tournament, &t, &err) != SK_OK || t.id != tid) {
        if (found)
            db_prereg_clear(&r);
        if (err.status == SK_FAIL)
            return web_send_error(conn, c, false, 500, err.msg);
        if (found)
            db_tournament_clear(&t);
        return web_send_error(conn, c, false, 404, L(c->lang, "no registration of this "
                                                              "tournament has this code",
                                                     "keine Anmeldung dieses Turniers hat "
                                                     "diesen Code"));
    }
    web_lang l = c->lang;
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    nav.tournament = t.name;
    sk_buf b = {0};
    char shown[ENTRYCODE_LEN + 2];
    entrycode_format(code, shown);
    html_page_begin(&b, l, L(l, "Registration", "Anmeldung"), "checkin", c->v, &nav, false);
    sk_buf_add(&b, "<h2>");
    html_esc(&b, r.name);
    sk_buf_add(&b, "</h2>\n<p id=\"reg\" data-code=\"");
    html_esc(&b, code);
    sk_buf_add(&b, "\">");
    db_checkin ci;
    bool in = false;
    if (r.player_id)
        db_checkin_get(c->d, t.id, r.player_id, &ci, &in, &err);
    if (in) {
        int table = 0, seat = 0;
        ops_seat_of(c->d, &t, ci.from_series, r.player_id, &table, &seat, &err);
        html_esc(&b, L(l, "Checked in.", "Eingecheckt."));
        if (table)
            sk_buf_printf(&b, "</p>\n<p class=\"seatbig\">%s %d: %s %d, %s %d",
                          L(l, "Series", "Serie"), ci.from_series, L(l, "table", "Tisch"), table,
                          L(l, "seat", "Platz"), seat);
    } else if (r.state == DB_REG_REJECTED) {
        html_esc(&b, L(l, "This registration was rejected.", "Diese Anmeldung wurde abgelehnt."));
    } else {
        html_esc(&b, L(l, "Registered: show this code at the door.",
                       "Angemeldet: diesen Code am Eingang vorzeigen."));
    }
    sk_buf_add(&b, "</p>\n<p id=\"deskmsg\" class=\"msg\" hidden></p>\n");
    if (!in && r.state != DB_REG_REJECTED)
        reg_codes(&b, c, conn, &t, &r);
    html_page_end(&b, &nav, false);
    enum MHD_Result ret = web_send(conn, 200, &b, false);
    sk_buf_free(&b);
    db_prereg_clear(&r);
    db_tournament_clear(&t);
    return ret;
}
