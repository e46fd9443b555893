/* daypages.c - the public pages of the tournament day (see webday.h): the
 * round clock (/clock, /api/clock) and a registration's own page
 * /checkin/CODE. */
#include "i18n.h"
#include "webday.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkseat.h"
#include "clockview.h"
#include "db_day.h"
#include "entrycode.h"

bool webday_tournament(struct MHD_Connection *conn, const web_ctx *c, bool json,
                       db_tournament *t, sk_err *err, enum MHD_Result *ret)
{
    sk_err_clear(err);
    if (db_tournament_find(c->d, c->tournament, t, err) == SK_OK)
        return true;
    *ret = web_send_error(conn, c, json, err->status == SK_INVALID ? 404 : 500, err->msg);
    return false;
}

enum MHD_Result webday_clock(struct MHD_Connection *conn, const web_ctx *c, int series, bool json)
{
    db_tournament t;
    sk_err err;
    enum MHD_Result ret;
    if (!webday_tournament(conn, c, json, &t, &err, &ret))
        return ret;
    ops_clock k;
    int rc = ops_clock_load(c->d, &t, series, &k, &err);
    sk_buf b = {0};
    if (json && rc == SK_OK) {
        ops_clock_json(&t, &k, &b);
        ret = web_send_buf(conn, 200, b.s, b.len, CT_JSON);
        sk_buf_free(&b);
    } else if (json) {
        ret = web_send_error(conn, c, true, rc == SK_INVALID ? 404 : 500, err.msg);
    } else { /* the page shows no refusal: an empty clock */
        web_lang l = c->lang;
        html_page_begin_tour(&b, l, L(l, "Clock", "Uhr"), "beamer clockpage", c->v, t.name);
        if (rc == SK_OK && k.has)
            webday_clock_block(&b, l, &k, true);
        else if (rc == SK_OK)
            sk_buf_printf(&b, "<p class=\"empty\">%s</p>\n",
                          L(l, "The clock of the series has not been started.",
                            "Die Uhr der Serie läuft noch nicht."));
        html_page_end(&b, NULL, false);
        ret = web_send_page(conn, 200, &b);
    }
    if (rc == SK_OK)
        ops_clock_free(&k);
    db_tournament_clear(&t);
    return ret;
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
    ops_tour t; /* with its rules (the fee in force, the GiroCode), parsed once */
    memset(&t, 0, sizeof t);
    if (!found || ops_tour_find(c->d, c->tournament, &t, &err) != SK_OK || t.row.id != tid) {
        if (found)
            db_prereg_clear(&r);
        if (err.status == SK_FAIL)
            return web_send_error(conn, c, false, 500, err.msg);
        if (found)
            ops_tour_clear(&t);
        return web_send_error(conn, c, false, 404, L(c->lang, "no registration of this "
                                                              "tournament has this code",
                                                     "keine Anmeldung dieses Turniers hat "
                                                     "diesen Code"));
    }
    web_lang l = c->lang;
    sk_buf b = {0};
    char shown[ENTRYCODE_LEN + 2];
    entrycode_format(code, shown);
    html_page_begin_tour(&b, l, L(l, "Registration", "Anmeldung"), "checkin", c->v, t.row.name);
    sk_buf_add(&b, "<h2>");
    html_esc(&b, r.name);
    sk_buf_add(&b, "</h2>\n<p id=\"reg\" data-code=\"");
    html_esc(&b, code);
    sk_buf_add(&b, "\">");
    db_checkin ci;
    bool in = false;
    if (r.player_id)
        db_checkin_get(c->d, t.row.id, r.player_id, &ci, &in, &err);
    if (in) {
        int table = 0, seat = 0;
        ops_seat_of(c->d, &t.row, ci.from_series, r.player_id, &table, &seat, &err);
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
        webday_reg_codes(&b, c, conn, &t, &r);
    html_page_end(&b, NULL, false);
    db_prereg_clear(&r);
    ops_tour_clear(&t);
    return web_send_page(conn, 200, &b);
}
