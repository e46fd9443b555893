/* dayparts.c - the pieces of the tournament day that other pages show
 * (see webday.h): the round clock's block, a table's second-entry
 * differences, a registration's code with its QR code and GiroCode.  Only
 * HTML into a buffer: the pages that send them are render.c, register.c,
 * daypages.c and desk.c. */
#include "i18n.h"
#include "webday.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clockview.h"
#include "money.h"
#include "day.h"
#include "entrycode.h"
#include "entrycodes.h"
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
    case CLOCK_PAUSED:
        return "pause";
    default:
        return "run";
    }
}

/* The tables given more time: number, minutes, the reason, their own
 * count-down (a clock of its own, so app.js ticks it). */
static void clock_extensions(sk_buf *b, web_lang l, const ops_clock *k)
{
    bool any = false;
    for (size_t i = 0; i < k->ntables; i++) {
        const ops_clock_table *x = &k->tables[i];
        if (!x->ext_minutes)
            continue;
        if (!any)
            sk_buf_printf(b, "<ul class=\"clockext\" aria-label=\"%s\">",
                          L(l, "Tables with more time", "Tische mit mehr Zeit"));
        any = true;
        char hms[32];
        clock_hms(x->left > 0 ? x->left : 0, hms, sizeof hms);
        bool frozen = k->st.phase == CLOCK_STOPPED || k->st.phase == CLOCK_PAUSED;
        sk_buf_printf(b, "<li class=\"clock ext %s\" data-table=\"%d\" data-end=\"%lld\" "
                         "data-warn=\"0\" data-stopped=\"%d\" data-up=\"",
                      x->left > 0 ? "run" : "over", x->table_no,
                      (long long)(k->st.end + (int64_t)x->ext_minutes * 60) * 1000, frozen);
        html_esc(b, L(l, "time is up", "Zeit ist um"));
        sk_buf_printf(b, "\" data-last=\"\"><span class=\"cl-what\">%s %d: +%d %s</span> "
                         "<span class=\"cl-left\">",
                      L(l, "Table", "Tisch"), x->table_no, x->ext_minutes, L(l, "min", "Min."));
        if (x->left > 0 || frozen)
            sk_buf_add(b, hms);
        else
            html_esc(b, L(l, "time is up", "Zeit ist um"));
        sk_buf_add(b, "</span> <span class=\"cl-reason\">");
        html_esc(b, x->reason);
        sk_buf_add(b, "</span><span class=\"cl-note\"></span></li>");
    }
    if (any)
        sk_buf_add(b, "</ul>\n");
}

void webday_clock_block(sk_buf *b, web_lang l, const ops_clock *k, bool big)
{
    char hms[32];
    clock_hms(k->st.left > 0 ? k->st.left : 0, hms, sizeof hms);
    sk_buf_printf(b, "<div class=\"clock %s%s\" role=\"timer\" data-series=\"%d\" "
                     "data-end=\"%lld\" data-warn=\"%d\" data-stopped=\"%d\" data-up=\"",
                  phase_class(k), big ? " big" : "", k->series, (long long)k->st.end * 1000,
                  k->stored.warn_minutes * 60, k->st.phase == CLOCK_STOPPED || k->st.phase == CLOCK_PAUSED);
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
    else if (k->st.phase == CLOCK_PAUSED)
        html_esc(b, L(l, "paused", "pausiert"));
    sk_buf_add(b, "</span></div>\n");
    if (big)
        clock_extensions(b, l, k);
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
        webday_clock_block(b, c->lang, &k, big);
    ops_clock_free(&k);
}

/* ---- the second entry ---- */

bool webday_second_load(const web_ctx *c, const ops_tour *t, int series, int table,
                        ops_second_cmp *cmp)
{
    day_settings ds;
    sk_err err;
    sk_err_clear(&err);
    if (ops_day_load(c->d, &t->row, &ds, &err) != SK_OK || !ds.second_entry)
        return false;
    return ops_second_compare(c->d, t, series, table, cmp, &err) == SK_OK;
}

void webday_second_box(sk_buf *b, const web_ctx *c, const ops_tour *t, int series,
                       int table)
{
    ops_second_cmp cmp;
    if (!webday_second_load(c, t, series, table, &cmp))
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
void webday_reg_codes(sk_buf *b, const web_ctx *c, struct MHD_Connection *conn,
                      const ops_tour *t, const db_prereg *r)
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
        sk_buf_printf(b, "<p>%s %s &euro;</p></figure>", L(l, "Amount", "Betrag"),
                      money_euro_text(due, (char[32]){0}, 32));
    }
    sk_buf_free(&giro);
    sk_buf_add(b, "</div>\n");
    free(url);
    free(base);
}

void webday_reg_confirmation(sk_buf *b, const web_ctx *c, struct MHD_Connection *conn,
                             const ops_tour *t, int64_t reg_id)
{
    db_prereg r;
    sk_err err;
    sk_err_clear(&err);
    if (db_prereg_get(c->d, t->row.id, reg_id, &r, &err) != SK_OK)
        return;
    if (r.code[0])
        webday_reg_codes(b, c, conn, t, &r);
    db_prereg_clear(&r);
}

