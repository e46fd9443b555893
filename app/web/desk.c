/* desk.c - the organiser's pages of the tournament day (see webday.h):
 * the desk (check-in by a scanner typing into its field, a name, or the
 * QR page of a code on the organiser's phone; the door of a series seated
 * at check-in; the round clock with the unfinished tables; the second
 * entry's differences) and the cash desk.  Every write goes through the
 * operations of the CLI (checkin.h, checkseat.h, clockview.h). */
#include "i18n.h"
#include "webday.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cashbook.h"
#include "cashier.h"
#include "money.h"
#include "checkin.h"
#include "bankline.h"
#include "checkseat.h"
#include "clockview.h"
#include "day.h"
#include "entrycode.h"
#include "form.h"
#include "prizeview.h"
#include "second.h"

static const char *lc(web_lang l)
{
    return l == LANG_DE ? "de" : "en";
}

/* The tournament (with its rules, parsed once) and the desk key (the
 * per-address limit of wrong keys first), err cleared.  false: the
 * refusal is answered (json: as JSON), *ret. */
static bool open_desk(web_writer *w, struct MHD_Connection *conn, const web_ctx *c,
                      const char *key, bool json, ops_tour *t, sk_err *err,
                      enum MHD_Result *ret)
{
    sk_err_clear(err);
    unsigned status;
    int rc = ops_tour_find(c->d, c->tournament, t, err);
    if (rc != SK_OK) {
        *ret = web_send_error(conn, c, json, rc == SK_INVALID ? 404 : 500, err->msg);
        return false;
    }
    if (!web_rate_ok(w->codes, conn, false)) {
        rc = sk_err_set(err, SK_INVALID, "%s",
                        L(c->lang, "too many wrong keys from this address: wait a minute",
                          "zu viele falsche Schlüssel von dieser Adresse: bitte eine Minute "
                          "warten"));
        status = 429;
    } else {
        rc = ops_desk_check(c->d, &t->row, key, err);
        if (rc == SK_INVALID)
            web_rate_ok(w->codes, conn, true);
        status = rc == SK_INVALID ? 403 : 500;
    }
    if (rc == SK_OK)
        return true;
    ops_tour_clear(t);
    *ret = web_send_error(conn, c, json, status, err->msg);
    return false;
}

/* The opening of a form (class cls) posting action to the desk. */
static void desk_form(sk_buf *b, web_lang l, const char *cls, const char *key,
                      const char *action)
{
    sk_buf_printf(b, "<form class=\"%s\" method=\"post\" action=\"/desk?lang=%s\">", cls,
                  lc(l));
    html_hidden(b, "key", key);
    html_hidden(b, "action", action);
}

/* A button posting action (with series) to the desk. */
static void action_button(sk_buf *b, web_lang l, const char *key, const char *action, int series,
                          const char *label, bool danger)
{
    desk_form(b, l, "act", key, action);
    sk_buf_printf(b, "<input type=\"hidden\" name=\"series\" value=\"%d\"><button%s>", series,
                  danger ? " class=\"danger\"" : "");
    html_esc(b, label);
    sk_buf_add(b, "</button></form>");
}

/* The series the clock and the door act on: the open door's, else the
 * latest drawn, else 1. */
static int current_series(const web_ctx *c, const db_tournament *t, int *open, bool *drawn)
{
    sk_err err;
    sk_err_clear(&err);
    *open = 0;
    ops_checkin_open_series(c->d, t, open, NULL, &err);
    int *nos = NULL;
    size_t nn = 0;
    int last = 0;
    if (db_series_numbers(c->d, t->id, &nos, &nn, &err) == SK_OK)
        for (size_t i = 0; i < nn; i++)
            if (nos[i] > last)
                last = nos[i];
    free(nos);
    *drawn = last > 0;
    return *open ? *open : last ? last : 1;
}

static void clock_part(sk_buf *b, const web_ctx *c, const db_tournament *t, const char *key,
                       int series, bool drawn)
{
    web_lang l = c->lang;
    ops_clock k;
    sk_err err;
    sk_err_clear(&err);
    if (!drawn || ops_clock_load(c->d, t, series, &k, &err) != SK_OK)
        return;
    sk_buf_printf(b, "<section class=\"deskclock\"><h3>%s</h3>", L(l, "Round clock", "Rundenuhr"));
    webday_clock_banner(b, c, t, series, false);
    if (!k.has || k.st.phase == CLOCK_STOPPED) {
        char lab[80];
        snprintf(lab, sizeof lab, L(l, "Start series %d", "Serie %d starten"), series);
        action_button(b, l, key, "clock_start", series, lab, false);
    } else {
        action_button(b, l, key, "clock_stop", series, L(l, "Stop the clock", "Uhr anhalten"),
                      true);
    }
    if (k.has && k.st.phase == CLOCK_OVER && k.unfinished) {
        sk_buf_printf(b, "<p class=\"msg err unfinished\">%s", L(l, "Not finished:",
                                                                  "Nicht fertig:"));
        for (size_t i = 0; i < k.ntables; i++)
            if (!k.tables[i].done)
                sk_buf_printf(b, " <span class=\"tno\">%s %d (%d/%d)</span>",
                              L(l, "table", "Tisch"), k.tables[i].table_no, k.tables[i].games,
                              k.tables[i].series_games);
        sk_buf_add(b, "</p>");
    }
    sk_buf_add(b, "</section>\n");
    ops_clock_free(&k);
}

static void second_part(sk_buf *b, const web_ctx *c, const ops_tour *t, int series)
{
    ops_second_cmp cmp;
    if (!webday_second_load(c, t, series, 0, &cmp))
        return;
    web_lang l = c->lang;
    sk_buf_printf(b, "<section class=\"second\"><h3>%s</h3>", L(l, "Second entry",
                                                                 "Zweiterfassung"));
    if (cmp.agree)
        sk_buf_printf(b, "<p class=\"msg\">%s</p>", L(l, "Both entries agree: the series counts.",
                                                      "Beide Erfassungen stimmen überein: die "
                                                      "Serie zählt."));
    else
        sk_buf_printf(b, "<p>%s: %d &middot; %s: %d &middot; %s: %d</p>",
                      L(l, "different", "abweichend"), cmp.different,
                      L(l, "not entered twice yet", "noch nicht doppelt erfasst"), cmp.only_first,
                      L(l, "only in the second entry", "nur in der Zweiterfassung"),
                      cmp.only_second);
    if (cmp.different || cmp.only_second) {
        sk_buf_add(b, "<ul class=\"diffs\">");
        for (size_t i = 0; i < cmp.n; i++) {
            const ops_second_diff *x = &cmp.diffs[i];
            if (x->kind == OPS_SECOND_ONLY_FIRST)
                continue;
            sk_buf_printf(b, "<li>%s %d, %s %d: ", L(l, "table", "Tisch"), x->table_no,
                          L(l, "game", "Spiel"), x->game_no);
            html_esc(b, x->first ? x->first : "-");
            sk_buf_add(b, " &middot; ");
            html_esc(b, x->second ? x->second : "-");
            sk_buf_add(b, "</li>");
        }
        sk_buf_add(b, "</ul>");
    }
    sk_buf_add(b, "</section>\n");
    ops_second_cmp_free(&cmp);
}

static void arrivals(sk_buf *b, const web_ctx *c, const db_tournament *t)
{
    web_lang l = c->lang;
    db_checkin *v = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    if (db_checkin_list(c->d, t->id, &v, &n, &err) != SK_OK)
        return;
    sk_buf_printf(b, "<h3>%s <span class=\"cnt\">(%zu)</span></h3>\n",
                  L(l, "Checked in", "Eingecheckt"), n);
    sk_buf_printf(b, "<table class=\"arrivals\"><thead><tr><th class=\"num\">#</th><th>%s</th>"
                     "<th>%s</th><th class=\"wide\">%s</th></tr></thead><tbody>",
                  L(l, "Player", "Spieler"), L(l, "Seat", "Platz"), L(l, "Fee", "Startgeld"));
    for (size_t k = n; k-- > 0 && n - k <= 20;) {
        int table = 0, seat = 0;
        ops_seat_of(c->d, t, v[k].from_series, v[k].player_id, &table, &seat, &err);
        db_fee f;
        bool has = false;
        db_fee_get(c->d, t->id, v[k].player_id, &f, &has, &err);
        sk_buf_printf(b, "<tr><td class=\"num\">%lld</td><td class=\"name\">",
                      (long long)v[k].arrival);
        html_esc(b, v[k].name);
        sk_buf_add(b, "</td><td>");
        if (table)
            sk_buf_printf(b, "%s %d, %s %d", L(l, "table", "Tisch"), table, L(l, "seat", "Platz"),
                          seat);
        else
            sk_buf_printf(b, "%s %d", L(l, "from series", "ab Serie"), v[k].from_series);
        sk_buf_add(b, "</td><td class=\"wide\">");
        if (has)
            sk_buf_printf(b, "%s %s", money_euro_text(f.ct, (char[32]){0}, 32),
                          f.state == DB_FEE_PAID   ? L(l, "paid", "bezahlt")
                          : f.state == DB_FEE_OWED ? L(l, "owed", "offen")
                                                   : L(l, "waived", "erlassen"));
        sk_buf_add(b, "</td></tr>");
    }
    sk_buf_add(b, "</tbody></table>\n");
    db_checkins_free(v, n);
}

/* The fee's radio buttons and the form's button, closing the form. */
static void fee_fields(sk_buf *b, web_lang l)
{
    sk_buf_printf(b, "<fieldset class=\"fee\"><legend>%s</legend>"
                     "<label><input type=\"radio\" name=\"fee\" value=\"paid\" checked> %s</label>"
                     "<label><input type=\"radio\" name=\"fee\" value=\"owed\"> %s</label>"
                     "<label><input type=\"radio\" name=\"fee\" value=\"waived\"> %s</label>"
                     " <label>%s <input name=\"given_eur\" inputmode=\"decimal\" size=\"6\" "
                     "autocomplete=\"off\"></label>"
                     " <label>%s <select name=\"keep\"><option value=\"open\">%s</option>"
                     "<option value=\"change\">%s</option><option value=\"donate\">%s</option>"
                     "</select></label>"
                     "</fieldset><button>%s</button></form>\n",
                  L(l, "Entry fee", "Startgeld"), L(l, "paid", "bezahlt"),
                  L(l, "owed", "offen"), L(l, "waived", "erlassen"),
                  L(l, "cash given (euros)", "bar gegeben (Euro)"),
                  L(l, "above the fee", "über dem Startgeld"), L(l, "decide later", "später entscheiden"),
                  L(l, "change given back", "Wechselgeld zurück"),
                  L(l, "kept as a donation", "als Spende behalten"),
                  L(l, "Check in", "Einchecken"));
}

/* The desk page with msg (the last action's answer; err: a refusal). */
static void desk_html(sk_buf *b, const web_ctx *c, const ops_tour *ot, const char *key,
                      const char *msg, bool err, const char *seat)
{
    const db_tournament *t = &ot->row;
    web_lang l = c->lang;
    html_page_begin_tour(b, l, L(l, "Desk", "Turnierleitung"), "desk", c->v, t->name);
    sk_buf_add(b, "<p id=\"deskkey\" hidden data-key=\"");
    html_esc(b, key);
    sk_buf_add(b, "\"></p>\n");
    if (msg) {
        sk_buf_printf(b, "<p id=\"deskmsg\" class=\"msg%s\" role=\"status\">", err ? " err" : "");
        html_esc(b, msg);
        sk_buf_add(b, "</p>\n");
    }
    if (seat && *seat) {
        sk_buf_add(b, "<p class=\"seatbig\">");
        html_esc(b, seat);
        sk_buf_add(b, "</p>\n");
    }
    /* check-in: the scanner types into the field and presses Enter */
    desk_form(b, l, "scan", key, "scan");
    sk_buf_printf(b, "<label>%s<br><input name=\"scan\" id=\"scan\" autofocus "
                     "autocomplete=\"off\" maxlength=\"300\" placeholder=\"K7QM-3XPA\"></label>",
                  L(l, "Scan or type the code or member number",
                    "Code oder Mitgliedsnummer scannen oder tippen"));
    fee_fields(b, l);
    /* a player without their code: found by name (forgiving typos) or start number */
    desk_form(b, l, "name", key, "name");
    sk_buf_printf(b, "<label>%s<br><input name=\"name\" id=\"name\" autocomplete=\"off\" "
                     "maxlength=\"200\"></label>",
                  L(l, "Without a code: the name or start number",
                    "Ohne Code: Name oder Startnummer"));
    fee_fields(b, l);
    int open = 0;
    bool drawn = false;
    int series = current_series(c, t, &open, &drawn);
    sk_buf_add(b, "<section class=\"door\">");
    if (open) {
        sk_buf_printf(b, "<p>%s</p>", L(l, "The door is open: each arrival draws a seat.",
                                       "Die Tür ist offen: jede Ankunft zieht einen Platz."));
        char lab[80];
        snprintf(lab, sizeof lab, L(l, "Close the door of series %d", "Tür der Serie %d "
                                                                      "schließen"), open);
        action_button(b, l, key, "door_close", open, lab, false);
    }
    sk_buf_add(b, "</section>\n");
    clock_part(b, c, t, key, series, drawn);
    if (drawn)
        second_part(b, c, ot, series);
    arrivals(b, c, t);
    sk_buf_printf(b, "<p><a class=\"btn\" href=\"/cashier?key=");
    html_esc(b, key);
    sk_buf_printf(b, "&amp;lang=%s\">%s</a></p>\n", lc(l), L(l, "Cash desk", "Kasse"));
    html_page_end(b, NULL, false);
}

enum MHD_Result webday_desk_page(web_writer *w, struct MHD_Connection *conn, const web_ctx *c,
                                 const char *key)
{
    ops_tour t;
    sk_err err;
    enum MHD_Result ret;
    if (!open_desk(w, conn, c, key, false, &t, &err, &ret))
        return ret;
    char k[ENTRYCODE_LEN + 1];
    entrycode_normalize(key, k);
    sk_buf b = {0};
    desk_html(&b, c, &t, k, NULL, false, NULL);
    ops_tour_clear(&t);
    return web_send_page(conn, 200, &b);
}

/* The fee the desk chose, and the cash handed over (given, in cents;
 * keep: change or donate). */
static int fee_in(const web_form *f, ops_fee_in *fee, sk_err *err)
{
    memset(fee, 0, sizeof *fee);
    fee->ct = -1;
    const char *s = web_form_get(f, "fee");
    if (s && db_fee_parse(s, &fee->state)) {
        fee->given = true;
        fee->method = web_form_flag(f, "transfer") ? "transfer" : NULL;
    }
    const char *g = web_form_get(f, "given"), *k = web_form_get(f, "keep");
    const char *ge = web_form_get(f, "given_eur");
    long v = 0;
    long long eur = 0;
    if (g && *g && !sk_parse_int(g, 0, 100000000, &v))
        return sk_err_set(err, SK_USAGE, _("given must be a number of cents from 0 to 100000000"));
    if (ge && *ge && (!bank_amount_parse(ge, strchr(ge, ',') != NULL, &eur) || eur < 0 ||
                      eur > 100000000))
        return sk_err_set(err, SK_USAGE, _("cash given: an amount in euros (20 or 20,50)"));
    fee->given_ct = ge && *ge ? eur : v;
    if (k && *k && strcmp(k, "change") != 0 && strcmp(k, "donate") != 0 && strcmp(k, "open") != 0)
        return sk_err_set(err, SK_USAGE, _("keep must be change, donate or open"));
    fee->keep = k && strcmp(k, "change") == 0   ? OPS_GIVEN_CHANGE
                : k && strcmp(k, "donate") == 0 ? OPS_GIVEN_DONATE
                                                : OPS_GIVEN_OPEN;
    return SK_OK;
}

enum MHD_Result webday_desk_post(web_writer *w, struct MHD_Connection *conn, const web_ctx *c,
                                 const char *form, bool json)
{
    web_form f;
    sk_err err;
    sk_err_clear(&err);
    if (web_form_parse(form, &f, &err) != SK_OK)
        return web_send_error(conn, c, json, 400, err.msg);
    ops_tour t;
    enum MHD_Result ret;
    const char *key = web_form_get(&f, "key");
    if (!open_desk(w, conn, c, key, json, &t, &err, &ret)) {
        web_form_free(&f);
        return ret;
    }
    char k[ENTRYCODE_LEN + 1];
    entrycode_normalize(key, k);
    const char *action = web_form_get(&f, "action");
    long series = 0;
    const char *ss = web_form_get(&f, "series");
    int rc = SK_OK;
    if (ss && *ss && !sk_parse_int(ss, 1, 99, &series))
        rc = sk_err_set(&err, SK_USAGE, _("series must be a number from 1 to 99"));
    sk_buf msg = {0}, seat = {0};
    ops_checkin_result r;
    memset(&r, 0, sizeof r);
    if (rc == SK_OK && action && (strcmp(action, "scan") == 0 || strcmp(action, "name") == 0)) {
        ops_fee_in fee;
        rc = fee_in(&f, &fee, &err);
        const char *what = web_form_get(&f, strcmp(action, "scan") == 0 ? "scan" : "name");
        if (rc == SK_OK)
            rc = strcmp(action, "scan") == 0
                     ? ops_checkin_scan(c->d, &t, what, &fee, &r, &err)
                     : ops_checkin_name(c->d, &t, what ? what : "", false, false, NULL, &fee, &r,
                                        &err);
        if (rc == SK_OK) {
            ops_checkin_describe(&r, &msg);
            ops_checkin_seat_text(&r, &seat);
        }
    } else if (rc == SK_OK && action && strncmp(action, "clock_", 6) == 0) {
        if (!series)
            rc = sk_err_set(&err, SK_USAGE, _("series is required"));
        ops_clock k2;
        memset(&k2, 0, sizeof k2);
        if (rc == SK_OK && strcmp(action, "clock_start") == 0)
            rc = ops_clock_start(c->d, &t.row, (int)series, 0, true, &k2, &err);
        else if (rc == SK_OK)
            rc = ops_clock_stop(c->d, &t.row, (int)series, &err);
        if (rc == SK_OK)
            ops_clock_text(&k2, &msg);
        ops_clock_free(&k2);
    } else if (rc == SK_OK && action && strcmp(action, "door_close") == 0) {
        ops_close_result cr;
        rc = ops_checkin_close(c->d, &t, (int)(series ? series : 1), &cr, &err);
        if (rc == SK_OK) {
            sk_buf_printf(&msg, L(c->lang, "The door is closed: %zu tables; %zu players move.",
                                  "Die Tür ist zu: %zu Tische; %zu Spieler wechseln."),
                          cr.series.ntables, cr.nmoves);
            for (size_t i = 0; i < cr.nmoves; i++)
                if (cr.moves[i].to_table)
                    sk_buf_printf(&msg, " %s %s %d/%d;", cr.moves[i].name, "->",
                                  cr.moves[i].to_table, cr.moves[i].to_seat);
                else
                    sk_buf_printf(&msg, L(c->lang, " %s waits for series %d;",
                                          " %s wartet auf Serie %d;"),
                                  cr.moves[i].name, (int)(series ? series : 1) + 1);
            for (size_t i = 0; i < cr.nwarnings; i++)
                sk_buf_printf(&msg, _(" (warning: %s)"), cr.warnings[i]);
        }
        ops_close_result_clear(&cr);
    } else if (rc == SK_OK) {
        rc = sk_err_set(&err, SK_USAGE, _("action must be scan, name, clock_start, clock_stop "
                                          "or door_close"));
    }
    if (rc == SK_OK)
        w->wrote = true;
    sk_buf b = {0};
    unsigned st = rc == SK_OK ? 200 : web_status_of(rc);
    if (json && rc != SK_OK) {
        ret = web_send_json_error(conn, st, err.msg);
    } else if (json) {
        sk_buf_add(&b, "{\"ok\":true,\"message\":");
        sk_buf_json_str(&b, sk_buf_str(&msg));
        sk_buf_add(&b, ",\"seat\":");
        sk_buf_json_str(&b, sk_buf_str(&seat));
        if (r.name) {
            sk_buf_add(&b, ",\"player\":");
            sk_buf_json_str(&b, r.name);
            sk_buf_printf(&b, ",\"series\":%d,\"table\":%d,\"seat_no\":%d", r.series, r.table,
                          r.seat);
        }
        sk_buf_add(&b, "}\n");
        ret = web_send(conn, 200, &b, true);
    } else {
        desk_html(&b, c, &t, k, rc == SK_OK ? sk_buf_str(&msg) : err.msg, rc != SK_OK,
                  sk_buf_str(&seat));
        ret = web_send(conn, st, &b, false);
    }
    sk_buf_free(&b);
    sk_buf_free(&msg);
    sk_buf_free(&seat);
    ops_checkin_result_clear(&r);
    ops_tour_clear(&t);
    web_form_free(&f);
    return ret;
}

/* ---- the cash desk ---- */

static void euro(sk_buf *b, long long ct)
{
    char e[32];
    sk_buf_add(b, money_euro_text(ct, e, sizeof e));
}

/* The Kasse term by term (cashbook.h): it balances to the cent. */
static void kasse_terms(sk_buf *b, const web_ctx *c, const ops_tour *t, const ops_cashier *k)
{
    web_lang l = c->lang;
    ops_cashbook kb;
    sk_err e;
    sk_err_clear(&e);
    if (ops_cashbook_load(c->d, &t->row, k->loss_fees_ct + k->passed_fees_ct, k->prizes_ct, &kb,
                          &e) != SK_OK)
        return;
    struct {
        const char *label;
        long long ct;
    } term[] = {
        {L(l, "entry fees in", "Startgeld eingenommen"), kb.fees_cash_ct + kb.fees_transfer_ct},
        {L(l, "transfers, no fee yet", "Überweisungen, noch kein Startgeld"), kb.transfers_ct},
        {L(l, "paid above the fee", "über das Startgeld hinaus gezahlt"), kb.overpaid_ct},
        {L(l, "loss and passed fees", "Verlust- und Einpassgebühren"), kb.tables_ct},
        {L(l, "refunds", "Rückzahlungen"), -kb.refunds_ct},
        {L(l, "prizes in money", "Geldpreise"), -kb.prizes_ct},
        {L(l, "= the Kasse", "= die Kasse"), kb.total_ct},
        {L(l, "cash in the box", "bar in der Kasse"), kb.cash_ct},
        {L(l, "bank", "Bank"), kb.bank_ct},
    };
    sk_buf_printf(b, "<h3>%s</h3>\n<table class=\"totals kasse\"><tbody>",
                  L(l, "The Kasse, term by term", "Die Kasse, Posten für Posten"));
    for (size_t i = 0; i < sizeof term / sizeof term[0]; i++) {
        sk_buf_add(b, "<tr><th>");
        html_esc(b, term[i].label);
        sk_buf_printf(b, "</th><td class=\"num\" data-ct=\"%lld\">", term[i].ct);
        euro(b, term[i].ct);
        sk_buf_add(b, "</td></tr>");
    }
    sk_buf_add(b, "</tbody></table>\n");
    ops_cashbook_free(&kb);
}

enum MHD_Result webday_cashier_page(web_writer *w, struct MHD_Connection *conn,
                                    const web_ctx *c, const char *key)
{
    ops_tour t;
    sk_err err;
    enum MHD_Result ret;
    if (!open_desk(w, conn, c, key, false, &t, &err, &ret))
        return ret;
    ops_cashier k;
    int rc = ops_cashier_load(c->d, &t, &k, &err);
    if (rc != SK_OK) {
        ops_tour_clear(&t);
        return web_send_error(conn, c, false, rc == SK_INVALID ? 404 : 500, err.msg);
    }
    web_lang l = c->lang;
    sk_buf b = {0};
    html_page_begin_tour(&b, l, L(l, "Cash desk", "Kasse"), "cashier", c->v, t.row.name);
    sk_buf_printf(&b, "<h2>%s</h2>\n<table class=\"cash\"><thead><tr><th class=\"rk\">%s</th>"
                      "<th>%s</th><th>%s</th><th class=\"num\">%s</th><th class=\"num wide\">%s"
                      "</th><th class=\"num\">%s</th><th class=\"num\">%s</th><th>%s</th></tr>"
                      "</thead><tbody>",
                  L(l, "Cash desk", "Kasse"), L(l, "Rank", "Platz"), L(l, "Player", "Spieler"),
                  L(l, "Fee", "Startgeld"), L(l, "Entry", "Einsatz"),
                  L(l, "Fees", "Gebühren"), L(l, "Prize", "Preis"), L(l, "Balance", "Saldo"),
                  L(l, "Prize won", "Gewinn"));
    for (size_t i = 0; i < k.n; i++) {
        const ops_cashier_row *r = &k.rows[i];
        if (r->rank)
            sk_buf_printf(&b, "<tr><td class=\"rk\">%d.</td><td class=\"name\">", r->rank);
        else
            sk_buf_add(&b, "<tr><td class=\"rk\">-</td><td class=\"name\">");
        html_esc(&b, r->name);
        sk_buf_printf(&b, "</td><td class=\"fee %s\">", r->has_fee ? db_fee_word(r->state) : "");
        if (r->has_fee && r->waiting) /* the next series' draw seats them */
            sk_buf_add(&b, L(l, "waiting, ", "wartet, "));
        if (r->has_fee)
            sk_buf_add(&b, r->state == DB_FEE_PAID   ? L(l, "paid", "bezahlt")
                           : r->state == DB_FEE_OWED ? L(l, "owed", "offen")
                                                     : L(l, "waived", "erlassen"));
        else
            sk_buf_add(&b, "-");
        long long v[4] = {r->entry_ct, r->loss_fee_ct + r->passed_fee_ct, r->prize_ct,
                          r->balance_ct};
        for (int j = 0; j < 4; j++) {
            sk_buf_printf(&b, "</td><td class=\"num%s\">", j == 1 ? " wide" : "");
            euro(&b, v[j]);
        }
        sk_buf_add(&b, "</td><td>");
        if (r->prize_won) {
            sk_buf pn = {0};
            ops_prize_name((day_group)r->prize_group, r->prize_place, &pn);
            html_esc(&b, sk_buf_str(&pn));
            sk_buf_free(&pn);
            if (r->prize_goods) {
                sk_buf_add(&b, ": ");
                html_esc(&b, r->prize_goods);
            }
            if (r->prize_lot)
                sk_buf_printf(&b, " (%s)", L(l, "tie: by lot", "Gleichstand: Los"));
        }
        sk_buf_add(&b, "</td></tr>");
    }
    sk_buf_add(&b, "</tbody></table>\n<table class=\"totals\"><tbody>");
    struct {
        const char *label;
        long long ct;
    } tot[] = {
        {L(l, "Entry fees due", "Startgelder fällig"), k.due_ct},
        {L(l, "paid in cash", "bar bezahlt"), k.paid_cash_ct},
        {L(l, "paid by transfer", "überwiesen"), k.paid_transfer_ct},
        {L(l, "owed", "offen"), k.owed_ct},
        {L(l, "waived", "erlassen"), k.waived_ct},
        {L(l, "loss fees", "Verlustspielgeld"), k.loss_fees_ct},
        {L(l, "prizes in money", "Geldpreise"), k.prizes_ct},
        {L(l, "held for players never seated", "einbehalten für Spieler ohne Platz"),
         k.paid_unseated_ct},
        {L(l, "Kasse now (cash)", "Kasse jetzt (bar)"), k.kasse_ct},
        {L(l, "at the end: the organiser keeps", "am Ende: bleibt beim Veranstalter"), k.end_ct},
        {L(l, "Kasse at the end (with the money held)", "Kasse am Ende (mit dem Einbehaltenen)"),
         k.kasse_end_ct},
    };
    for (size_t i = 0; i < sizeof tot / sizeof tot[0]; i++) {
        sk_buf_add(&b, "<tr><th>");
        html_esc(&b, tot[i].label);
        sk_buf_printf(&b, "</th><td class=\"num\" data-ct=\"%lld\">", tot[i].ct);
        euro(&b, tot[i].ct);
        sk_buf_add(&b, "</td></tr>");
    }
    sk_buf_printf(&b, "<tr><th>%s</th><td class=\"num\">%d</td></tr></tbody></table>\n",
                  L(l, "prizes in goods", "Sachpreise"), k.goods);
    kasse_terms(&b, c, &t, &k);
    webday_cash_logs(&b, c, &t);
    html_page_end(&b, NULL, false);
    ops_cashier_free(&k);
    ops_tour_clear(&t);
    return web_send_page(conn, 200, &b);
}
