/* register.c - self-registration at an open tournament (see webgame.h):
 * GET /register shows the form, POST /register (HTML) and /api/register
 * (JSON) queue the player through ops_reg_submit; the organiser confirms
 * with `attendance confirm` or in the TUI.  One address may register
 * REG_BURST players at once and one more every REG_REFILL_S seconds (a
 * family at one phone works, a script filling the queue does not; the
 * queue holds at most DB_REG_QUEUE_MAX). */
#include "i18n.h"
#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "form.h"
#include "register.h"
#include "webgame.h"

#define REG_BURST 5
#define REG_REFILL_S 60.0
#define REG_SLOTS 256

typedef struct reg_slot {
    unsigned char addr[16];
    bool used;
    double tokens;
    struct timespec last;
} reg_slot;

static pthread_mutex_t reg_mx = PTHREAD_MUTEX_INITIALIZER;
static reg_slot reg_slots[REG_SLOTS];

/* May c's address register one more player now?  take: a registration
 * was queued (only those count; refusals are limited by the POST rate). */
static bool reg_rate(struct MHD_Connection *c, bool take)
{
    unsigned char a[16] = {0};
    const union MHD_ConnectionInfo *ci =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (ci && ci->client_addr && ci->client_addr->sa_family == AF_INET)
        memcpy(a, &((const struct sockaddr_in *)(const void *)ci->client_addr)->sin_addr, 4);
    else if (ci && ci->client_addr && ci->client_addr->sa_family == AF_INET6)
        memcpy(a, &((const struct sockaddr_in6 *)(const void *)ci->client_addr)->sin6_addr, 16);
    unsigned h = 2166136261u;
    for (int i = 0; i < 16; i++)
        h = (h ^ a[i]) * 16777619u;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    pthread_mutex_lock(&reg_mx);
    reg_slot *r = &reg_slots[h % REG_SLOTS];
    if (!r->used || memcmp(r->addr, a, 16) != 0) {
        memcpy(r->addr, a, 16);
        r->used = true;
        r->tokens = REG_BURST;
    } else {
        double dt = (double)(now.tv_sec - r->last.tv_sec) +
                    (double)(now.tv_nsec - r->last.tv_nsec) / 1e9;
        r->tokens += dt / REG_REFILL_S;
        if (r->tokens > REG_BURST)
            r->tokens = REG_BURST;
    }
    r->last = now;
    bool ok = r->tokens >= 1.0;
    if (ok && take)
        r->tokens -= 1.0;
    pthread_mutex_unlock(&reg_mx);
    return ok;
}

static const char *lc(web_lang l)
{
    return l == LANG_DE ? "de" : "en";
}

/* The page: the form (with the values typed, after a refusal), a message. */
static void reg_page(sk_buf *b, const web_ctx *wc, const db_tournament *t, const char *name,
                     const char *club, const char *msg, bool err)
{
    web_lang l = wc->lang;
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    nav.tournament = t->name;
    char title[64];
    snprintf(title, sizeof title, "%s", L(l, "Register", "Anmelden"));
    html_page_begin(b, l, title, "register", wc->v, &nav, false);
    sk_buf_printf(b, "<h2>%s</h2>\n", L(l, "Register for the tournament",
                                        "Zum Turnier anmelden"));
    if (msg) {
        sk_buf_printf(b, "<p class=\"msg%s\" role=\"status\">", err ? " err" : "");
        html_esc(b, msg);
        sk_buf_add(b, "</p>\n");
    }
    if (t->closed) {
        html_page_end(b, l, true);
        return;
    }
    sk_buf_printf(b, "<form class=\"reg\" method=\"post\" action=\"/register?lang=%s\">\n", lc(l));
    sk_buf_printf(b, "<label>%s<br><input name=\"name\" required maxlength=\"200\" "
                     "autocomplete=\"name\" value=\"", L(l, "Your name", "Dein Name"));
    html_esc(b, name ? name : "");
    sk_buf_printf(b, "\"></label>\n<label>%s<br><input name=\"club\" maxlength=\"200\" "
                     "autocomplete=\"organization\" value=\"",
                  L(l, "Club (if any)", "Verein (falls vorhanden)"));
    html_esc(b, club ? club : "");
    sk_buf_printf(b, "\"></label>\n<p><button type=\"submit\">%s</button></p>\n</form>\n",
                  L(l, "Register", "Anmelden"));
    sk_buf_printf(b, "<p class=\"empty\">%s</p>\n",
                  L(l, "The organiser confirms your registration; then you are in the next "
                       "draw.",
                    "Die Turnierleitung bestätigt deine Anmeldung; dann bist du bei der "
                    "nächsten Auslosung dabei."));
    html_page_end(b, l, true);
}

enum MHD_Result webgame_register_page(web_server *s, struct MHD_Connection *c,
                                      const web_ctx *wc)
{
    (void)s;
    db_tournament t;
    sk_err err;
    sk_err_clear(&err);
    if (db_tournament_find(wc->d, wc->tournament, &t, &err) != SK_OK)
        return web_send_error(c, wc, false, err.status == SK_INVALID ? 404 : 500, err.msg);
    sk_buf b = {0};
    char msg[300];
    snprintf(msg, sizeof msg, L(wc->lang, "Tournament '%s' is closed: registration is over.",
                                "Das Turnier '%s' ist abgeschlossen: keine Anmeldung mehr."),
             t.name);
    reg_page(&b, wc, &t, NULL, NULL, t.closed ? msg : NULL, true);
    enum MHD_Result ret = web_send(c, t.closed ? 403 : 200, &b, false);
    sk_buf_free(&b);
    db_tournament_clear(&t);
    return ret;
}

enum MHD_Result webgame_register(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                                 const char *body, bool json)
{
    web_form f;
    sk_err err;
    sk_err_clear(&err);
    if (web_form_parse(body, &f, &err) != SK_OK)
        return web_send_error(c, wc, json, 400, err.msg);
    const char *name = web_form_get(&f, "name");
    const char *club = web_form_get(&f, "club");
    db_tournament t;
    memset(&t, 0, sizeof t);
    enum MHD_Result ret;
    unsigned status = 0;
    int64_t id = 0;
    if (db_tournament_find(wc->d, wc->tournament, &t, &err) != SK_OK) {
        status = err.status == SK_INVALID ? 404 : 500;
    } else if (t.closed) {
        status = 403;
        sk_err_set(&err, SK_INVALID, _("tournament '%s' is closed: registration is over"), t.name);
    } else if (!name) {
        status = 400;
        sk_err_set(&err, SK_USAGE, _("name is required"));
    } else if (!reg_rate(c, false)) {
        status = 429;
        sk_err_set(&err, SK_USAGE, "%s",
                   L(wc->lang, "too many registrations from this address: wait a minute",
                     "zu viele Anmeldungen von dieser Adresse: bitte eine Minute warten"));
    } else if (ops_reg_submit(wc->d, &t, name, club, &id, &err) != SK_OK) {
        status = err.status == SK_INVALID ? 422 : err.status == SK_USAGE ? 400 : 500;
    } else {
        reg_rate(c, true);
        web_bump(s);
    }
    sk_buf b = {0};
    if (status && (json || !t.name)) {
        ret = web_send_error(c, wc, json, status, err.msg);
    } else if (status) {
        reg_page(&b, wc, &t, name, club, err.msg, true);
        ret = web_send(c, status, &b, false);
    } else if (json) {
        sk_buf_printf(&b, "{\"id\":%lld,\"state\":\"waiting\",\"tournament\":", (long long)id);
        sk_buf_json_str(&b, t.name);
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
        reg_page(&b, wc, &t, NULL, NULL, msg, false);
        ret = web_send(c, 201, &b, false);
    }
    sk_buf_free(&b);
    db_tournament_clear(&t);
    web_form_free(&f);
    return ret;
}
