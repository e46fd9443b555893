/* fedpage.c - the hub's pages for officials (issue 27, items 4 and 5):
 * /fed asks for an official's code (a division leader's or a captain's);
 * with it, the review queue with both versions (accept, reject), the
 * results of every match day (confirm, release) and the last attempts.
 * The code, typed once, opens a session kept in a cookie (HttpOnly,
 * SameSite=Strict, Secure behind HTTPS; fedtrust.h); every action is a
 * POST carrying the session's CSRF token (never the code), done through
 * the operations the CLI uses (app/ops/fedresults.h) and logged there.  Also the public
 * page of a match day's results and their log, /fed/matchday. */
#include "fedweb.h"
#include "html.h"
#include "i18n.h"
#include "reply.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_hub.h"
#include "db_league.h"
#include "db_results.h"
#include "fedprotest.h"
#include "fedresults.h"
#include "db_protests.h"
#include "fedrules.h"
#include "form.h"
#include "game.h"
#include "ratelimit.h"
#include "fedstate.h"
#include "fedwhy.h"
#include "fedwords.h"
#include "fedcrypt.h"
#include "fedtrust.h"

static void page_begin(sk_buf *b, const web_ctx *wc, const char *title)
{
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    nav.league = true;
    nav.active = "league";
    html_page_begin(b, wc->lang, title, "fed", wc->v, &nav, false);
}


static void code_form(sk_buf *b, web_lang l)
{
    sk_buf_printf(b, "<form method=\"post\" action=\"/fed?lang=%s\" class=\"fedcode\"><label>%s "
                     "<input name=\"code\" type=\"password\" autocomplete=\"off\" "
                     "required></label> <button>%s</button></form>\n",
                  web_lc(l), L(l, "Official's code", "Code des Funktionärs"), L(l, "Open", "Öffnen"));
}

/* A review's version in words: the players and teams by name, a line per
 * table. */
static void version(sk_buf *b, db *d, int64_t tid, const char *json, const char *entity,
                    web_lang l)
{
    sk_buf w = {0};
    sk_err err;
    sk_err_clear(&err);
    if (fedwords_version(d, tid, json, entity, l == LANG_DE ? SK_LANG_DE : SK_LANG_EN, &w,
                         &err) != SK_OK) {
        w.len = 0;
        sk_buf_printf(&w, "%s\n", err.msg);
    }
    const char *p = sk_buf_str(&w);
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t k = nl ? (size_t)(nl - p) : strlen(p);
        sk_buf line = {0};
        sk_buf_addn(&line, p, k);
        html_esc(b, sk_buf_str(&line));
        sk_buf_free(&line);
        p += k;
        if (*p) {
            p++;
            if (*p)
                sk_buf_add(b, "<br>");
        }
    }
    sk_buf_free(&w);
}

static void action_button(sk_buf *b, const char *csrf, const char *action, const char *label,
                          const char *id, int md, int group, bool reason, web_lang l)
{
    sk_buf_printf(b, "<form method=\"post\" action=\"/fed?lang=%s\" class=\"inline\">", web_lc(l));
    html_hidden(b, "csrf", csrf);
    html_hidden(b, "action", action);
    if (id)
        html_hidden(b, "id", id);
    if (md) {
        char v[16];
        snprintf(v, sizeof v, "%d", md);
        html_hidden(b, "matchday", v);
        snprintf(v, sizeof v, "%d", group);
        html_hidden(b, "group", v);
    }
    if (reason)
        sk_buf_printf(b, "<input name=\"reason\" placeholder=\"%s\">",
                      L(l, "reason", "Begründung"));
    sk_buf_printf(b, "<button>%s</button></form>", label);
}

/* An action on venue group r that needs a reason typed (hint: what to
 * type; "release incomplete": the release with its reason). */
static void reason_form(sk_buf *b, const char *csrf, const char *action,
                        const db_fed_result *r, const char *hint, const char *button, web_lang l)
{
    bool inc = strcmp(action, "release incomplete") == 0;
    sk_buf_printf(b, "<form method=\"post\" action=\"/fed?lang=%s\" class=\"inline%s\">",
                  web_lc(l), inc ? " incomplete" : "");
    html_hidden(b, "csrf", csrf);
    html_hidden(b, "action", inc ? "release" : action);
    if (inc)
        html_hidden(b, "incomplete", "1");
    char v[16];
    snprintf(v, sizeof v, "%d", r->matchday);
    html_hidden(b, "matchday", v);
    snprintf(v, sizeof v, "%d", r->venue_no);
    html_hidden(b, "group", v);
    sk_buf_printf(b, "<input name=\"reason\" required aria-label=\"%s\" placeholder=\"%s\">"
                     "<button>%s</button></form>", hint, hint, button);
}

static void reviews(sk_buf *b, db *d, const fed_actor *a, const char *code, web_lang l)
{
    db_review *v = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    db_reviews(d, a->league_id, "open", &v, &n, &err);
    sk_buf_printf(b, "<h2>%s</h2>\n", L(l, "Review queue", "Prüfliste"));
    if (!n)
        sk_buf_printf(b, "<p>%s</p>\n", L(l, "Nothing to review.", "Nichts zu prüfen."));
    else
        sk_buf_printf(b, "<table class=\"reviews\"><tr><th>#</th><th>%s</th><th>%s</th>"
                         "<th>%s</th><th>%s</th><th></th></tr>\n",
                      L(l, "where", "wo"), L(l, "why", "warum"), L(l, "now", "jetzt"),
                      L(l, "proposed", "vorgeschlagen"));
    for (size_t i = 0; i < n; i++) {
        char id[24];
        snprintf(id, sizeof id, "%lld", (long long)v[i].id);
        sk_buf_printf(b, "<tr><td data-l=\"#\">%s</td><td data-l=\"%s\">", id,
                      L(l, "where", "wo"));
        sk_buf where = {0};
        fedwords_entity(v[i].entity, l == LANG_DE ? SK_LANG_DE : SK_LANG_EN, &where);
        html_escf(b, L(l, "match day %d, group %d, %s", "Spieltag %d, Gruppe %d, %s"),
                  v[i].matchday, v[i].venue_no, sk_buf_str(&where));
        sk_buf_free(&where);
        sk_buf_printf(b, "</td><td data-l=\"%s\">", L(l, "why", "warum"));
        char *why = fedwhy_text(v[i].why_codes, v[i].why, l == LANG_DE ? SK_LANG_DE : SK_LANG_EN);
        html_esc(b, why);
        free(why);
        sk_buf_add(b, "<br><small>");
        html_esc(b, v[i].source);
        sk_buf_printf(b, "</small></td><td data-l=\"%s\">", L(l, "now", "jetzt"));
        version(b, d, v[i].tournament_id, v[i].current, v[i].entity, l);
        sk_buf_printf(b, "</td><td data-l=\"%s\">", L(l, "proposed", "vorgeschlagen"));
        version(b, d, v[i].tournament_id, v[i].proposed, v[i].entity, l);
        sk_buf_add(b, "</td><td>");
        if (a->kind != FED_ACT_CAPTAIN) {
            action_button(b, code, "accept", L(l, "Accept", "Annehmen"), id, 0, 0, true, l);
            action_button(b, code, "reject", L(l, "Reject", "Ablehnen"), id, 0, 0, false, l);
        }
        sk_buf_add(b, "</td></tr>\n");
    }
    if (n)
        sk_buf_add(b, "</table>\n");
    db_reviews_free(v, n);
}

static void results(sk_buf *b, db *d, const fed_actor *a, const char *code, web_lang l)
{
    db_fed_result *v = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    db_fed_results(d, a->league_id, 0, &v, &n, &err);
    sk_buf_printf(b, "<h2>%s</h2>\n<table class=\"results\"><tr><th>%s</th><th>%s</th>"
                     "<th>%s</th><th>%s</th><th></th></tr>\n",
                  L(l, "Results", "Ergebnisse"), L(l, "match day", "Spieltag"),
                  L(l, "group", "Gruppe"), L(l, "venue", "Spielort"), L(l, "state", "Stand"));
    for (size_t i = 0; i < n; i++) {
        const db_fed_result *r = &v[i];
        sk_buf_printf(b, "<tr><td data-l=\"%s\">%d (%s)</td><td data-l=\"%s\">%d</td>"
                         "<td data-l=\"%s\">",
                      L(l, "match day", "Spieltag"), r->matchday, r->date,
                      L(l, "group", "Gruppe"), r->venue_no, L(l, "venue", "Spielort"));
        html_esc(b, r->place ? r->place : "-");
        sk_buf_printf(b, "</td><td data-l=\"%s\">", L(l, "state", "Stand"));
        html_esc(b, r->state == FED_ST_NONE ? L(l, "nothing reported", "nichts gemeldet")
                                            : sk_tr_in(l == LANG_DE ? SK_LANG_DE : SK_LANG_EN,
                                                       fed_state_key(r->state)));
        if (r->open_reviews)
            html_escf(b, L(l, ", open reviews: %d", ", offene Prüfungen: %d"), r->open_reviews);
        if (r->incomplete)
            html_esc(b, L(l, ", incomplete", ", unvollständig"));
        if (r->open_protests)
            sk_buf_printf(b, "<span class=\"unc\">%s</span>",
                          L(l, ", protest pending", ", Einspruch anhängig"));
        sk_buf_add(b, "</td><td>");
        /* a captain's protest against a released result (the protest
         * period is the operation's to check) */
        bool ours = false;
        if (r->state == FED_ST_RELEASED && a->kind == FED_ACT_CAPTAIN)
            ops_fed_in_scope(d, a, r->league_id, r->tournament_id, &ours, &err);
        if (ours)
            reason_form(b, code, "protest", r,
                        L(l, "why the protest", "Begründung des Einspruchs"),
                        L(l, "File a protest", "Einspruch einlegen"), l);
        if (r->state == FED_ST_REPORTED)
            action_button(b, code, "confirm", L(l, "Confirm", "Bestätigen"), NULL, r->matchday,
                          r->venue_no, false, l);
        if (r->state == FED_ST_CONFIRMED && a->kind != FED_ACT_CAPTAIN)
            action_button(b, code, "release", L(l, "Release", "Freigeben"), NULL, r->matchday,
                          r->venue_no, false, l);
        /* the division leader's explicit choice, with the reason every
         * published file then shows (only complete groups are confirmed
         * and released as final) */
        if ((r->state == FED_ST_REPORTED || r->state == FED_ST_CONFIRMED) &&
            a->kind != FED_ACT_CAPTAIN)
            reason_form(b, code, "release incomplete", r,
                        L(l, "why incomplete", "warum unvollständig"),
                        L(l, "Release incomplete", "Unvollständig freigeben"), l);
        sk_buf_add(b, "</td></tr>\n");
    }
    sk_buf_add(b, "</table>\n");
    db_fed_results_free(v, n);
}

/* The open protests: the leader upholds or rejects them. */
static void protests(sk_buf *b, db *d, const fed_actor *a, const char *code, web_lang l)
{
    db_fed_protest *v = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    db_fed_protests(d, a->league_id, 0, true, &v, &n, &err);
    sk_buf_printf(b, "<h2>%s</h2>\n", L(l, "Protests", "Einsprüche"));
    if (!n)
        sk_buf_printf(b, "<p>%s</p>\n", L(l, "No protest pending.", "Kein Einspruch anhängig."));
    else
        sk_buf_printf(b, "<table class=\"protests\"><tr><th>#</th><th>%s</th><th>%s</th>"
                         "<th>%s</th><th></th></tr>\n", L(l, "where", "wo"), L(l, "by", "von"),
                      L(l, "why", "warum"));
    for (size_t i = 0; i < n; i++) {
        char id[24], when[32];
        snprintf(id, sizeof id, "%lld", (long long)v[i].id);
        sk_local_time(v[i].filed, when, sizeof when);
        sk_buf_printf(b, "<tr><td data-l=\"#\">%s</td><td data-l=\"%s\">", id, L(l, "where", "wo"));
        html_escf(b, L(l, "match day %d, group %d", "Spieltag %d, Gruppe %d"), v[i].matchday,
                  v[i].venue_no);
        sk_buf_printf(b, "</td><td data-l=\"%s\">", L(l, "by", "von"));
        html_esc(b, v[i].team ? v[i].team : v[i].by_who);
        sk_buf_printf(b, "<br><small>%s</small></td><td data-l=\"%s\">", when,
                      L(l, "why", "warum"));
        html_esc(b, v[i].reason);
        sk_buf_add(b, "</td><td>");
        bool mine = false;
        ops_fed_in_scope(d, a, v[i].league_id, v[i].tournament_id, &mine, &err);
        if (a->kind != FED_ACT_CAPTAIN && mine) {
            action_button(b, code, "uphold", L(l, "Uphold", "Stattgeben"), id, 0, 0, true, l);
            action_button(b, code, "dismiss", L(l, "Reject", "Zurückweisen"), id, 0, 0, true, l);
        }
        sk_buf_add(b, "</td></tr>\n");
    }
    if (n)
        sk_buf_add(b, "</table>\n");
    db_fed_protests_free(v, n);
}

static void attempts(sk_buf *b, db *d, web_lang l)
{
    db_attempt *v = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    db_hub_attempts(d, 20, &v, &n, &err);
    sk_buf_printf(b, "<h2>%s</h2>\n<table class=\"attempts\">", L(l, "Last requests",
                                                                   "Letzte Anfragen"));
    for (size_t i = 0; i < n; i++) {
        char when[32];
        sk_local_time(v[i].at, when, sizeof when);
        sk_buf_printf(b, "<tr><td>%s</td><td>", when);
        html_esc(b, v[i].remote);
        sk_buf_printf(b, "</td><td>%s</td><td>%d</td><td>", v[i].route, v[i].status);
        html_esc(b, v[i].code_label ? v[i].code_label : "-");
        sk_buf_add(b, "</td><td>");
        html_esc(b, v[i].reason);
        sk_buf_add(b, "</td></tr>\n");
    }
    sk_buf_add(b, "</table>\n");
    db_attempts_free(v, n);
}

/* Do the form's action as actor a; the outcome into msg. */
static bool act(db *d, const web_form *f, const fed_actor *a, sk_buf *msg, web_lang l)
{
    const char *action = web_form_get(f, "action");
    if (!action || !*action)
        return true;
    sk_err err;
    sk_err_clear(&err);
    long id = 0, md = 0, group = 0;
    const char *s = web_form_get(f, "id");
    if (s)
        sk_parse_int(s, 1, 2000000000L, &id);
    if ((s = web_form_get(f, "matchday")))
        sk_parse_int(s, 1, 999, &md);
    if ((s = web_form_get(f, "group")))
        sk_parse_int(s, 0, 999, &group);
    const char *reason = web_form_get(f, "reason");
    if (reason && !*reason)
        reason = NULL;
    int rc, n = 0;
    ops_fed_outcome o;
    memset(&o, 0, sizeof o);
    ops_fed_pub pub;
    memset(&pub, 0, sizeof pub);
    int64_t pid = 0;
    if (strcmp(action, "accept") == 0 || strcmp(action, "reject") == 0)
        rc = ops_fed_review_decide(d, id, action[0] == 'a', reason, a, &pub, &err);
    else if (strcmp(action, "protest") == 0)
        rc = ops_fed_protest_file(d, (int)md, (int)group, a, reason, &pid, &pub, &err);
    else if (strcmp(action, "uphold") == 0 || strcmp(action, "dismiss") == 0)
        rc = ops_fed_protest_decide(d, id, action[0] == 'u', reason, a, &pub, &err);
    else if (strcmp(action, "confirm") == 0)
        rc = ops_fed_confirm(d, NULL, (int)md, (int)group, a, &o, &err);
    else if (strcmp(action, "release") == 0)
        rc = ops_fed_release(d, NULL, (int)md, (int)group, a,
                             web_form_get(f, "incomplete") ? (reason ? reason : "") : NULL, &o,
                             &err);
    else
        rc = sk_err_set(&err, SK_USAGE, "%s", L(l, "unknown action", "unbekannte Aktion"));
    n = o.n;
    if (o.pub.stale)
        pub = o.pub;
    if (rc == SK_OK && (o.skipped || pub.stale)) {
        /* what was done and what was not, both */
        if (o.skipped)
            html_esc(msg, sk_buf_str(&o.why));
        if (pub.stale)
            html_esc(msg, pub.msg);
        html_esc(msg, " ");
    }
    ops_fed_outcome_free(&o);
    if (rc != SK_OK)
        html_esc(msg, err.msg);
    else if (strcmp(action, "protest") == 0)
        html_escf(msg, L(l, "protest #%lld filed: the division leader decides it",
                         "Einspruch #%lld eingelegt: der Staffelleiter entscheidet"),
                  (long long)pid);
    else if (strcmp(action, "uphold") == 0)
        html_escf(msg, L(l, "protest #%ld upheld", "Einspruch #%ld stattgegeben"), id);
    else if (strcmp(action, "dismiss") == 0)
        html_escf(msg, L(l, "protest #%ld rejected", "Einspruch #%ld zurückgewiesen"), id);
    else if (action[0] == 'a')
        html_escf(msg, L(l, "review #%ld accepted", "Prüfung #%ld angenommen"), id);
    else if (action[0] == 'r' && action[2] == 'j')
        html_escf(msg, L(l, "review #%ld rejected", "Prüfung #%ld abgelehnt"), id);
    else if (action[0] == 'c')
        html_escf(msg, L(l, "match day %ld: %d venue groups confirmed",
                         "Spieltag %ld: %d Spielortgruppen bestätigt"), md, n);
    else
        html_escf(msg, L(l, "match day %ld: %d venue groups released",
                         "Spieltag %ld: %d Spielortgruppen freigegeben"), md, n);
    return rc == SK_OK;
}

#define SESSION_COOKIE "skatsheet_fed"

/* Queue page b with status, setting the session cookie to token (NULL:
 * keep it; "": end it). */
static enum MHD_Result send_session_page(web_writer *w, struct MHD_Connection *c,
                                         unsigned status, sk_buf *b, const char *token)
{
    struct MHD_Response *resp = web_response(b->s ? b->s : "", b->len, CT_HTML, true);
    sk_buf_free(b);
    if (!resp)
        return MHD_NO;
    if (token) {
        char cookie[300];
        snprintf(cookie, sizeof cookie, "%s=%s; Path=/fed; HttpOnly; SameSite=Strict%s%s",
                 SESSION_COOKIE, token, *token ? "" : "; Max-Age=0",
                 web_https(w->peers, c) ? "; Secure" : "");
        MHD_add_response_header(resp, "Set-Cookie", cookie);
    }
    return web_queue(c, status, resp);
}

/* The code form with a message (NULL: none), status. */
static enum MHD_Result ask_code(web_writer *w, struct MHD_Connection *c, web_lang l, sk_buf *b,
                                unsigned status, const char *msg, const char *token)
{
    if (msg) {
        sk_buf_printf(b, "<p class=\"msg err\">");
        html_esc(b, msg);
        sk_buf_add(b, "</p>\n");
    }
    code_form(b, l);
    html_page_end(b, NULL, true);
    return send_session_page(w, c, status, b, token);
}

enum MHD_Result fedpage_officials(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                  bool post, const char *body)
{
    web_lang l = wc->lang;
    sk_buf b = {0};
    page_begin(&b, wc, L(l, "Officials", "Funktionäre"));
    sk_buf_printf(&b, "<h1>%s</h1>\n", L(l, "The federation hub", "Der Verbandsserver"));
    const char *cookie = MHD_lookup_connection_value(c, MHD_COOKIE_KIND, SESSION_COOKIE);
    web_form f;
    memset(&f, 0, sizeof f);
    sk_err err;
    sk_err_clear(&err);
    if (post && web_form_parse(body ? body : "", &f, &err) != SK_OK) {
        sk_buf_free(&b);
        return web_send_error(c, wc, false, 400, err.msg);
    }
    const char *code = post ? web_form_get(&f, "code") : NULL;
    const char *action = post ? web_form_get(&f, "action") : NULL;
    fed_actor a;
    char token[65] = "", csrf[65];
    const char *set = NULL; /* the cookie to set */
    if (code) {
        /* the code typed: a new session (the code itself proves the form) */
        if (ops_fed_actor_code(wc->d, code, &a, &err) != SK_OK) {
            web_rate_ok(w->codes, c, true);
            web_form_free(&f);
            return ask_code(w, c, l, &b, 403, err.msg, NULL);
        }
        if (ops_fed_session_open(wc->d, a.code_id, token, &err) != SK_OK) {
            web_form_free(&f);
            sk_buf_free(&b);
            return web_send_error(c, wc, false, 500, err.msg);
        }
        set = token;
    } else if (!cookie) {
        web_form_free(&f);
        return ask_code(w, c, l, &b, post ? 403 : 200,
                        post ? L(l, "give an official's code", "Code eines Funktionärs angeben")
                             : NULL, NULL);
    } else if (ops_fed_session_actor(wc->d, cookie, &a, &err) != SK_OK) {
        web_form_free(&f);
        return ask_code(w, c, l, &b, post ? 403 : 200, err.msg, "");
    } else {
        snprintf(token, sizeof token, "%s", cookie);
        ops_fed_session_csrf(token, csrf);
        const char *sent = web_form_get(&f, "csrf");
        if (post && (!sent || !fc_same(sent, csrf))) {
            /* a form of another page, or an old one: nothing done */
            web_form_free(&f);
            sk_buf_free(&b);
            return web_send_error(c, wc, false, 403,
                                  L(l, "the form's token is missing or wrong (a form of another "
                                       "site?): nothing done; open /fed again",
                                    "das Formular hat kein oder ein falsches Merkzeichen (ein "
                                    "Formular einer anderen Seite?): nichts getan; /fed neu "
                                    "öffnen"));
        }
    }
    ops_fed_session_csrf(token, csrf);
    if (action && strcmp(action, "logout") == 0) {
        ops_fed_session_close(wc->d, token, &err);
        web_form_free(&f);
        return ask_code(w, c, l, &b, 200, NULL, "");
    }
    sk_buf msg = {0};
    bool ok = !action || act(wc->d, &f, &a, &msg, l);
    if (msg.len) {
        sk_buf_printf(&b, "<p class=\"msg%s\">%s</p>\n", ok ? "" : " err", sk_buf_str(&msg));
        w->wrote = ok;
    }
    sk_buf_free(&msg);
    sk_buf_add(&b, "<p>");
    html_esc(&b, a.who);
    sk_buf_add(&b, "</p>\n");
    action_button(&b, csrf, "logout", L(l, "Log out", "Abmelden"), NULL, 0, 0, false, l);
    reviews(&b, wc->d, &a, csrf, l);
    protests(&b, wc->d, &a, csrf, l);
    results(&b, wc->d, &a, csrf, l);
    if (a.kind == FED_ACT_LEADER)
        attempts(&b, wc->d, l);
    html_page_end(&b, NULL, true);
    web_form_free(&f);
    return send_session_page(w, c, ok ? 200 : 422, &b, set);
}

enum MHD_Result fedpage_matchday(struct MHD_Connection *c, const web_ctx *wc, const char *league,
                                 int matchday)
{
    web_lang l = wc->lang;
    sk_err err;
    sk_err_clear(&err);
    db_league lg;
    if (db_league_find(wc->d, league, &lg, &err) != SK_OK)
        return web_send_error(c, wc, false, 404, err.msg);
    db_fed_result *v = NULL;
    size_t n = 0;
    db_fed_log *lv = NULL;
    size_t nl = 0;
    int rc = db_fed_results(wc->d, lg.id, matchday, &v, &n, &err);
    if (rc == SK_OK)
        rc = db_fed_logs(wc->d, lg.id, matchday, &lv, &nl, &err);
    if (rc == SK_OK && !n)
        rc = sk_err_set(&err, SK_INVALID, L(l, "match day %d does not exist",
                                            "Spieltag %d gibt es nicht"), matchday);
    if (rc != SK_OK) {
        db_league_clear(&lg);
        return web_send_error(c, wc, false, rc == SK_INVALID ? 404 : 500, err.msg);
    }
    sk_buf b = {0};
    char title[300];
    snprintf(title, sizeof title, L(l, "%s, match day %d", "%s, Spieltag %d"), lg.name, matchday);
    page_begin(&b, wc, title);
    sk_buf_add(&b, "<h1>");
    html_esc(&b, title);
    sk_buf_add(&b, "</h1>\n<table><tr>");
    sk_buf_printf(&b, "<th>%s</th><th>%s</th><th>%s</th></tr>\n", L(l, "group", "Gruppe"),
                  L(l, "venue", "Spielort"), L(l, "state", "Stand"));
    for (size_t i = 0; i < n; i++) {
        sk_buf_printf(&b, "<tr><td>%d</td><td>", v[i].venue_no);
        html_esc(&b, v[i].place ? v[i].place : "-");
        sk_buf_add(&b, "</td><td>");
        html_esc(&b, v[i].state == FED_ST_NONE
                         ? L(l, "nothing reported", "nichts gemeldet")
                         : sk_tr_in(l == LANG_DE ? SK_LANG_DE : SK_LANG_EN,
                                    fed_state_key(v[i].state)));
        if (v[i].incomplete && v[i].state >= FED_ST_RELEASED)
            html_esc(&b, L(l, ", incomplete", ", unvollständig"));
        if (v[i].open_protests)
            html_esc(&b, L(l, ", protest pending", ", Einspruch anhängig"));
        sk_buf_add(&b, "</td></tr>\n");
    }
    sk_buf_printf(&b, "</table>\n<h2>%s</h2>\n<table class=\"log\">", L(l, "Log", "Protokoll"));
    for (size_t i = 0; i < nl; i++) {
        char when[32];
        sk_local_time(lv[i].at, when, sizeof when);
        sk_buf_printf(&b, "<tr><td>%s</td><td>%d</td><td>", when, lv[i].venue_no);
        html_esc(&b, sk_tr_in(l == LANG_DE ? SK_LANG_DE : SK_LANG_EN, lv[i].step));
        sk_buf_add(&b, "</td><td>");
        html_esc(&b, lv[i].by_who);
        if (lv[i].reason) {
            sk_buf_add(&b, ": ");
            html_esc(&b, lv[i].reason);
        }
        sk_buf_add(&b, "</td></tr>\n");
    }
    sk_buf_add(&b, "</table>\n");
    html_page_end(&b, NULL, true);
    db_fed_results_free(v, n);
    db_fed_logs_free(lv, nl);
    db_league_clear(&lg);
    return web_send_page(c, 200, &b);
}
