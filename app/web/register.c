/* register.c - self-registration at an open tournament (see webgame.h):
 * GET /register shows the form, POST /register (HTML) and /api/register
 * (JSON) queue the player through ops_reg_submit; the organiser confirms
 * with `attendance confirm` or in the TUI.  One address may register a
 * few players at once and one more a minute (w->registrations, server.c:
 * a family at one phone works, a script filling the queue does not; the
 * queue holds at most DB_REG_QUEUE_MAX). */
#include "i18n.h"
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "form.h"
#include "entrycode.h"
#include "register.h"
#include "webday.h"
#include "webgame.h"

static const char *lc(web_lang l)
{
    return l == LANG_DE ? "de" : "en";
}

/* The page: the form (with the values typed, after a refusal), a message;
 * after a registration (done: its number) its code, QR code and GiroCode;
 * over: registration is over (no form). */
static void reg_page(sk_buf *b, const web_ctx *wc, struct MHD_Connection *conn,
                     const ops_tour *ot, const web_form *typed, const char *msg, bool err,
                     int64_t done, bool over)
{
    const db_tournament *t = &ot->row;
    const char *name = typed ? web_form_get(typed, "name") : NULL;
    const char *club = typed ? web_form_get(typed, "club") : NULL;
    const char *member = typed ? web_form_get(typed, "member") : NULL;
    const char *born = typed ? web_form_get(typed, "born") : NULL;
    const char *mail = typed ? web_form_get(typed, "mail") : NULL;
    web_lang l = wc->lang;
    char title[64];
    snprintf(title, sizeof title, "%s", L(l, "Register", "Anmelden"));
    html_page_begin_tour(b, l, title, "register", wc->v, t->name);
    sk_buf_printf(b, "<h2>%s</h2>\n", L(l, "Register for the tournament",
                                        "Zum Turnier anmelden"));
    if (msg) {
        sk_buf_printf(b, "<p class=\"msg%s\" role=\"status\">", err ? " err" : "");
        html_esc(b, msg);
        sk_buf_add(b, "</p>\n");
    }
    if (done) {
        webday_reg_confirmation(b, wc, conn, ot, done);
        html_page_end(b, NULL, true);
        return;
    }
    if (t->closed || over) { /* registration is over: no form */
        html_page_end(b, NULL, true);
        return;
    }
    sk_buf_printf(b, "<form class=\"reg\" method=\"post\" action=\"/register?lang=%s\">\n", lc(l));
    /* the write names its tournament (several may be open) */
    html_hidden(b, "tournament", t->name);
    sk_buf_add(b, "\n");
    sk_buf_printf(b, "<label>%s<br><input name=\"name\" required maxlength=\"200\" "
                     "autocomplete=\"name\" value=\"", L(l, "Your name", "Dein Name"));
    html_esc(b, name ? name : "");
    sk_buf_printf(b, "\"></label>\n<label>%s<br><input name=\"club\" maxlength=\"200\" "
                     "autocomplete=\"organization\" value=\"",
                  L(l, "Club (if any)", "Verein (falls vorhanden)"));
    html_esc(b, club ? club : "");
    sk_buf_printf(b, "\"></label>\n<label>%s<br><input name=\"member\" maxlength=\"40\" "
                     "inputmode=\"text\" value=\"",
                  L(l, "Federation member number (if any)", "Mitgliedsnummer (falls vorhanden)"));
    html_esc(b, member ? member : "");
    sk_buf_printf(b, "\"></label>\n<label>%s<br><input name=\"mail\" type=\"email\" "
                     "maxlength=\"254\" autocomplete=\"email\" value=\"",
                  L(l, "Mail address (your code comes by mail, if any)",
                    "E-Mail-Adresse (dein Code kommt per Mail, falls gewünscht)"));
    html_esc(b, mail ? mail : "");
    sk_buf_printf(b, "\"></label>\n<label class=\"chk\"><input type=\"checkbox\" name=\"lady\" "
                     "value=\"1\"%s> %s</label>\n",
                  typed && web_form_flag(typed, "lady") ? " checked" : "",
                  L(l, "Ladies' prize", "Damenwertung"));
    sk_buf_printf(b, "<label>%s<br><input name=\"born\" type=\"number\" min=\"1900\" "
                     "max=\"2100\" value=\"",
                  L(l, "Year of birth (for the youth prize, if any)",
                    "Geburtsjahr (für die Jugendwertung, falls gewünscht)"));
    html_esc(b, born ? born : "");
    sk_buf_printf(b, "\"></label>\n<p><button type=\"submit\">%s</button></p>\n</form>\n",
                  L(l, "Register", "Anmelden"));
    sk_buf_printf(b, "<p class=\"empty\">%s</p>\n",
                  L(l, "The organiser confirms your registration; then you are in the next "
                       "draw.",
                    "Die Turnierleitung bestätigt deine Anmeldung; dann bist du bei der "
                    "nächsten Auslosung dabei."));
    html_page_end(b, NULL, true);
}

/* Several tournaments open and none named: the page offers them, each a
 * link to its registration form; msg (may be NULL) says why.  status:
 * 200 for the page asked for, 409 for a registration that named none. */
static enum MHD_Result choice_page(struct MHD_Connection *c, const web_ctx *wc, unsigned status,
                                   const char *msg)
{
    web_lang l = wc->lang;
    db_tournament *v;
    size_t n;
    sk_err err;
    sk_err_clear(&err);
    if (db_tournament_list(wc->d, &v, &n, &err) != SK_OK)
        return web_send_error(c, wc, false, 500, err.msg);
    sk_buf b = {0};
    html_page_begin_tour(&b, l, L(l, "Register", "Anmelden"), "register", wc->v, NULL);
    sk_buf_printf(&b, "<h2>%s</h2>\n", L(l, "Register for which tournament?",
                                          "Für welches Turnier anmelden?"));
    if (msg) {
        sk_buf_add(&b, "<p class=\"msg err\" role=\"status\">");
        html_esc(&b, msg);
        sk_buf_add(&b, "</p>\n");
    }
    sk_buf_add(&b, "<ul class=\"choice\">\n");
    for (size_t i = 0; i < n; i++) {
        if (v[i].closed)
            continue;
        sk_buf_printf(&b, "<li><a href=\"/register?lang=%s&amp;tournament=", lc(l));
        for (const unsigned char *p = (const unsigned char *)v[i].name; *p; p++)
            if (isalnum(*p) || strchr("-._~", *p))
                sk_buf_printf(&b, "%c", *p);
            else
                sk_buf_printf(&b, "%%%02X", *p);
        sk_buf_add(&b, "\">");
        html_esc(&b, v[i].name);
        sk_buf_add(&b, "</a></li>\n");
    }
    sk_buf_add(&b, "</ul>\n");
    html_page_end(&b, NULL, true);
    db_tournaments_free(v, n);
    return web_send_page(c, status, &b);
}

enum MHD_Result webgame_register_page(web_writer *w, struct MHD_Connection *c,
                                      const web_ctx *wc)
{
    (void)w;
    db_tournament t;
    sk_err err;
    sk_err_clear(&err);
    unsigned status = 500;
    if (webgame_tournament(wc, NULL, true, 0, 0, NULL, &t, &status, &err) != SK_OK &&
        status == 409)
        return choice_page(c, wc, 200, NULL);
    if (err.status != SK_OK) {
        sk_err_clear(&err);
        /* a closed one: its page says so */
        if (db_tournament_find(wc->d, wc->asked ? wc->asked : wc->tournament, &t, &err) != SK_OK)
            return web_send_error(c, wc, false, err.status == SK_INVALID ? 404 : 500, err.msg);
    }
    sk_buf b = {0};
    char msg[1100];
    snprintf(msg, sizeof msg, L(wc->lang, "Tournament '%s' is closed: registration is over.",
                                "Das Turnier '%s' ist abgeschlossen: keine Anmeldung mehr."),
             t.name);
    /* every series drawn: no draw is left to seat anyone in (issue 29) */
    bool over = t.closed;
    sk_err why;
    sk_err_clear(&why);
    if (!over && ops_reg_open(wc->d, &t, &why) != SK_OK) {
        if (why.status != SK_INVALID) {
            db_tournament_clear(&t);
            return web_send_error(c, wc, false, 500, why.msg);
        }
        snprintf(msg, sizeof msg, "%s", why.msg);
        over = true;
    }
    ops_tour ot; /* its rules, parsed once */
    ops_tour_adopt(&t, &ot);
    reg_page(&b, wc, c, &ot, NULL, over ? msg : NULL, true, 0, over);
    ops_tour_clear(&ot);
    return web_send_page(c, over ? 403 : 200, &b);
}

enum MHD_Result webgame_register(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                 const char *body, bool json)
{
    web_form f;
    sk_err err;
    sk_err_clear(&err);
    if (web_form_parse(body, &f, &err) != SK_OK)
        return web_send_error(c, wc, json, 400, err.msg);
    const char *name = web_form_get(&f, "name");
    const char *club = web_form_get(&f, "club");
    const char *born_text = web_form_get(&f, "born");
    long born = 0;
    bool born_ok = !born_text || !*born_text || sk_parse_int(born_text, 1900, 2100, &born);
    char code[ENTRYCODE_LEN + 1] = "";
    ops_reg_in in = {name, club, web_form_get(&f, "member"), web_form_flag(&f, "lady"),
                     (int)born, 0, web_form_get(&f, "mail")};
    db_tournament t;
    memset(&t, 0, sizeof t);
    enum MHD_Result ret;
    unsigned status = 0;
    int64_t id = 0;
    if (webgame_tournament(wc, web_form_get(&f, "tournament"), true, 0, 0, NULL, &t, &status,
                           &err) != SK_OK) {
        if (status == 409 && !json) {
            enum MHD_Result r409 = choice_page(c, wc, 409, err.msg);
            web_form_free(&f);
            return r409;
        }
        if (status == 403) { /* closed: its page, in the registration's own words */
            const char *nm = web_form_get(&f, "tournament");
            sk_err e2;
            sk_err_clear(&e2);
            if (db_tournament_find(wc->d, wc->tournament ? wc->tournament : wc->asked ? wc->asked
                                   : nm && *nm ? nm : NULL, &t, &e2) == SK_OK)
                snprintf(err.msg, sizeof err.msg, _("tournament '%s' is closed: registration is "
                         "over"), t.name);
        }
    } else if (ops_reg_open(wc->d, &t, &err) != SK_OK) { /* closed, every series drawn */
        status = err.status == SK_INVALID ? 403 : 500;
    } else if (!name) {
        status = 400;
        sk_err_set(&err, SK_USAGE, _("name is required"));
    } else if (!web_rate_ok(w->registrations, c, false)) {
        status = 429;
        sk_err_set(&err, SK_USAGE, "%s",
                   L(wc->lang, "too many registrations from this address: wait a minute",
                     "zu viele Anmeldungen von dieser Adresse: bitte eine Minute warten"));
    } else if (!born_ok) {
        status = 422;
        sk_err_set(&err, SK_INVALID, _("born %.10s: a year from 1900 to 2100"), born_text);
    } else if (ops_reg_submit_full(wc->d, &t, &in, &id, code, &err) != SK_OK) {
        status = err.status == SK_INVALID ? 422 : err.status == SK_USAGE ? 400 : 500;
    } else {
        web_rate_ok(w->registrations, c, true);
        w->wrote = true;
    }
    ops_tour ot; /* its rules (the fee in force, the GiroCode), parsed once */
    ops_tour_adopt(&t, &ot);
    sk_buf b = {0};
    if (status && (json || !ot.row.name)) {
        ret = web_send_error(c, wc, json, status, err.msg);
    } else if (status) {
        reg_page(&b, wc, c, &ot, &f, err.msg, true, 0, status == 403);
        ret = web_send(c, status, &b, false);
    } else if (json) {
        char shown[ENTRYCODE_LEN + 2];
        entrycode_format(code, shown);
        sk_buf_printf(&b, "{\"id\":%lld,\"state\":\"waiting\",\"code\":\"%s\",\"tournament\":",
                      (long long)id, shown);
        sk_buf_json_str(&b, ot.row.name);
        sk_buf_add(&b, "}\n");
        ret = web_send(c, 201, &b, true);
    } else {
        char msg[600];
        snprintf(msg, sizeof msg,
                 L(wc->lang, "Thank you, %s: you are in the queue as number %lld. The "
                             "organiser confirms it.",
                   "Danke, %s: du stehst als Nummer %lld in der Warteschlange. Die "
                   "Turnierleitung bestätigt die Anmeldung."),
                 name, (long long)id);
        reg_page(&b, wc, c, &ot, NULL, msg, false, id, false);
        ret = web_send(c, 201, &b, false);
    }
    sk_buf_free(&b);
    ops_tour_clear(&ot);
    web_form_free(&f);
    return ret;
}
