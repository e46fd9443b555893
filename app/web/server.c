/* server.c - the HTTP server of `skatsheet serve` (libmicrohttpd): threads,
 * requests and routing.  Beside it, sharing its state (server_int.h): the
 * page cache (pagecache.c), the data generation and the long polls
 * (longpoll.c), the writer thread (writeq.c).  See web.h.
 *
 * Why libmicrohttpd: a small, long-maintained GNU library packaged in
 * Debian (libmicrohttpd-dev), with its own epoll event loop in a pool of
 * threads, a total connection limit, per-connection memory limits, an
 * accept policy, connection notifications and suspend/resume (long polls,
 * writes handed to the writer thread), so this server holds no socket loop
 * of its own.  What it lacks (deadlines, room under pressure, a per-address
 * limit that spares a trusted proxy) is in conns.c.
 */
#include "i18n.h"
#include "web.h"

#include <arpa/inet.h>
#include <errno.h>
#include "mhd.h"
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "assets.h"
#include "conns.h"
#include "db.h"
#include "db_config.h"
#include "html.h"
#include "peer.h"
#include "ratelimit.h"
#include "request.h"
#include "rankview.h"
#include "render.h"
#include "reply.h"
#include "webday.h"
#include "webdb.h"
#include "webgame.h"
#include "fedweb.h"
#include "longpoll.h"
#include "pagecache.h"
#include "probe.h"
#include "reqlog.h"
#include "server_int.h"
#include "writeq.h"

#define CODE_TRIES 10        /* wrong entry codes per address before a pause */
#define CODE_REFILL_S 6      /* one more try every 6 s */
#define REG_BURST 5          /* registrations per address at once ... */
#define REG_REFILL_S 60      /* ... and one more every minute */
#define SEND_FACTOR 3        /* an answer is taken within this many header timeouts */
#define KEEPALIVE_S 30       /* a kept-alive connection waits this long for its next request
                                (idle ones go first when connections run short) */
#define ALLOW "GET, HEAD, POST"

/* ---- requests ---- */

static int64_t mono_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void req_done(void *cls, struct MHD_Connection *c, void **con_cls,
                     enum MHD_RequestTerminationCode toe)
{
    web_server *s = cls;
    req *r = *con_cls;
    if (toe == MHD_REQUEST_TERMINATED_COMPLETED_OK)
        web_conns_phase(s->conns, c, WEB_CONN_IDLE, 0);
    if (!r)
        return;
    int64_t us = mono_us() - r->t0_us;
    web_metrics_request(s->metrics, r->route, r->track.status, us);
    if (!s->o.quiet)
        web_reqlog_request(r->track.id, r->client,
                           r->method == M_GET ? (r->head ? "HEAD" : "GET")
                           : r->method == M_POST ? "POST" : "other",
                           web_metrics_route_name(r->route), r->track.status, us);
    if (r->answer.resp)
        MHD_destroy_response(r->answer.resp);
    sk_buf_free(&r->body);
    free(r->url);
    free(r);
    *con_cls = NULL;
}

/* ---- languages ---- */

/* The organiser's language (LANG_*, -1 none): serve --lang / $SKATSHEET_LANG,
 * else `config lang` in the database, read again once the data changed (a
 * change applies at the next request; a page from the cache still takes no
 * database lock). */
static int organiser_lang(web_server *s)
{
    int given = atomic_load(&s->lang);
    if (given >= 0)
        return given == SK_LANG_DE ? LANG_DE : LANG_EN;
    long long gen = atomic_load(&s->gen);
    if (atomic_load(&s->org_lang_gen) == gen)
        return atomic_load(&s->org_lang);
    bool later = false;
    sk_err err;
    sk_err_clear(&err);
    int l = -1;
    db *d = web_db_acquire(s->wdb, false, &later, &err);
    if (d) {
        char *v = NULL;
        sk_lang sl;
        if (db_config_get(d, "lang", &v, &err) == SK_OK && v && sk_lang_parse(v, &sl))
            l = sl == SK_LANG_DE ? LANG_DE : LANG_EN;
        free(v);
        if (err.status == SK_OK) {
            atomic_store(&s->org_lang, l);
            atomic_store(&s->org_lang_gen, gen);
        }
    }
    web_db_release(s->wdb);
    return d && err.status == SK_OK ? l : atomic_load(&s->org_lang);
}

/* The organiser's language, falling back to the server's locale: the CLI's
 * rule (langsetup.h) whole.  fresh false: no database read (the config as
 * last read). */
static int organiser_or_locale(web_server *s, bool fresh)
{
    int l = fresh || atomic_load(&s->lang) >= 0 ? organiser_lang(s) : atomic_load(&s->org_lang);
    if (l < 0)
        l = s->o.locale_lang == SK_LANG_DE ? LANG_DE : LANG_EN;
    return l;
}

/* ---- routing ---- */

typedef struct page_arg {
    int series, table;
    bool teams, beamer;
    const char *league, *division;
} page_arg;

static int r_standings(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    const page_arg *p = a;
    return render_standings(c, p->series, p->teams, p->beamer, o, e);
}
static int r_tables(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    return render_tables(c, ((const page_arg *)a)->series, o, e);
}
static int r_table(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    const page_arg *p = a;
    return render_table(c, p->series, p->table, NULL, o, e);
}
static int r_league(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    const page_arg *p = a;
    return render_league(c, p->league, p->division, o, e);
}
static int j_tournament(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    (void)a;
    return api_tournament(c, o, e);
}
static int j_standings(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    const page_arg *p = a;
    return api_standings(c, p->series, p->teams, o, e);
}
static int j_tables(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    return api_tables(c, ((const page_arg *)a)->series, o, e);
}
static int j_table(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    const page_arg *p = a;
    return api_table(c, p->series, p->table, o, e);
}
static int r_money(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    return render_money(c, ((const page_arg *)a)->series, o, e);
}
static int j_money(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    return api_money(c, ((const page_arg *)a)->series, o, e);
}
static int j_league(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    const page_arg *p = a;
    return api_league(c, p->league, p->division, o, e);
}

typedef struct rank_arg {
    const char *name;
    int64_t id;
    bool beamer;
} rank_arg;

static int r_ranking(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    const rank_arg *p = a;
    return render_ranking(c, p->name, p->beamer, o, e);
}
static int r_player(const web_ctx *c, const void *a, sk_buf *o, sk_err *e)
{
    return render_player(c, ((const rank_arg *)a)->id, o, e);
}

/* /ranking/NAME[?view=beamer] and /player/ID (webrank.c): the key names the
   day too, a window without `at` ends today */
static enum MHD_Result route_rank(web_server *s, struct MHD_Connection *c, web_ctx *wc,
                                  const char *url, const char *view, const char *lc)
{
    char key[192], today[16];
    ops_ranking_today(today, sizeof today);
    rank_arg a = {NULL, 0, view && strcmp(view, "beamer") == 0};
    if (strncmp(url, "/ranking/", 9) == 0) {
        a.name = url + 9;
        if (!*a.name || strlen(a.name) > 100 || !sk_utf8_valid(a.name))
            return web_send_error(c, wc, false, 404, _("no such page"));
        snprintf(key, sizeof key, "rk/%s/%d/%s/%s", today, a.beamer, lc, a.name);
        return web_cache_page(s, c, wc, key, false, r_ranking, &a);
    }
    long id;
    if (!sk_parse_int(url + 8, 1, 999999999, &id))
        return web_send_error(c, wc, false, 404, _("no such page"));
    a.id = id;
    snprintf(key, sizeof key, "pl/%ld/%s", id, lc);
    return web_cache_page(s, c, wc, key, false, r_player, &a);
}

static enum MHD_Result serve_asset(struct MHD_Connection *c, const char *name)
{
    const web_asset *a = strchr(name, '/') ? NULL : web_asset_find(name);
    if (!a)
        return web_send_json_error(c, 404, _("no such file"));
    struct MHD_Response *resp =
        MHD_create_response_from_buffer(a->len, (void *)a->data, MHD_RESPMEM_PERSISTENT);
    if (!resp)
        return MHD_NO;
    web_headers(resp, a->mime);
    MHD_add_response_header(resp, "Cache-Control", "max-age=300");
    return web_queue(c, MHD_HTTP_OK, resp);
}

/* GET /lang?to=de|en: the visitor's own language, remembered in a cookie
 * for a year; back to the page the switch was on (its path and query from
 * the Referer, without a lang= of its own), else to the standings. */
static enum MHD_Result switch_lang(struct MHD_Connection *c, const web_ctx *wc)
{
    int to = web_lang_word(MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "to"));
    if (to < 0)
        return web_send_error(c, wc, false, 400, _("to must be de or en"));
    sk_buf back = {0};
    const char *ref = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Referer");
    const char *p = ref ? strstr(ref, "://") : NULL;
    p = p ? strchr(p + 3, '/') : NULL;
    /* only a path on this server: "/x", never "//host" */
    if (p && p[1] != '/' && sk_utf8_valid(p) && strlen(p) < 1000) {
        const char *q = strchr(p, '?');
        sk_buf_addn(&back, p, q ? (size_t)(q - p) : strlen(p));
        bool first = true;
        for (const char *a = q ? q + 1 : NULL; a && *a;) {
            size_t n = strcspn(a, "&#");
            if (n && strncmp(a, "lang=", 5) != 0) {
                sk_buf_add(&back, first ? "?" : "&");
                sk_buf_addn(&back, a, n);
                first = false;
            }
            if (a[n] != '&')
                break;
            a += n + 1;
        }
    }
    for (size_t i = 0; i < back.len; i++) /* no header splitting */
        if ((unsigned char)back.s[i] < 0x20)
            back.len = 0;
    struct MHD_Response *resp = MHD_create_response_from_buffer(0, (void *)"",
                                                                MHD_RESPMEM_PERSISTENT);
    if (!resp) {
        sk_buf_free(&back);
        return MHD_NO;
    }
    MHD_add_response_header(resp, "Location", back.len ? sk_buf_str(&back) : "/");
    MHD_add_response_header(resp, "Set-Cookie",
                            to == LANG_DE ? WEB_LANG_COOKIE "=de; Path=/; Max-Age=31536000; SameSite=Lax"
                                          : WEB_LANG_COOKIE "=en; Path=/; Max-Age=31536000; SameSite=Lax");
    MHD_add_response_header(resp, "Cache-Control", "no-store");
    enum MHD_Result ret = web_queue(c, 303, resp);
    sk_buf_free(&back);
    return ret;
}

static enum MHD_Result route_get(web_server *s, struct MHD_Connection *c, const char *url,
                                 web_ctx *wc, req *r)
{
    bool json = strncmp(url, "/api/", 5) == 0;
    web_writer w = {.codes = s->code_rate, .registrations = s->reg_rate,
                    .fedcodes = s->fedcode_rate, .peers = s->peers};
    if (strcmp(url, "/api/poll") == 0)
        return web_poll_answer(s, c, r);
    if (strcmp(url, "/lang") == 0)
        return switch_lang(c, wc);
    if (strncmp(url, "/assets/", 8) == 0)
        return serve_asset(c, url + 8);
    if (strcmp(url, "/fed/matchday") == 0) { /* a match day's published results */
        enum MHD_Result ret;
        return web_cache_need_db(s, c, wc, json, &ret) ? fedweb_handle(&w, c, wc, url, false, NULL, 0) : ret;
    }
    bool bad = false;
    page_arg a;
    memset(&a, 0, sizeof a);
    a.series = web_arg_series(c);
    if (a.series < 0)
        return web_send_error(c, wc, json, 400, _("series must be a number from 1 to 99"));
    const char *t = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "teams");
    a.teams = t && strcmp(t, "0") != 0;
    a.league = web_arg_str(c, "league", &bad);
    a.division = web_arg_str(c, "division", &bad);
    const char *code = web_arg_str(c, "code", &bad);
    const char *edit = web_arg_str(c, "edit", &bad);
    const char *done = web_arg_str(c, "done", &bad);
    const char *copy = web_arg_str(c, "copy", &bad);
    const char *desk_key = web_arg_str(c, "key", &bad);
    if (bad)
        return web_send_error(c, wc, json, 400, _("a query argument is not valid UTF-8"));
    char key[192];
    const char *lc = wc->lang == LANG_DE ? "de" : "en";
    const char *rest = NULL;
    int ts = 0, tt = 0;

    if (strcmp(url, "/") == 0 || strcmp(url, "/standings") == 0) {
        snprintf(key, sizeof key, "st/%d/%d/%s", a.series, a.teams, lc);
        return web_cache_page(s, c, wc, key, false, r_standings, &a);
    }
    if (strcmp(url, "/teams") == 0) {
        a.teams = true;
        snprintf(key, sizeof key, "st/%d/1/%s", a.series, lc);
        return web_cache_page(s, c, wc, key, false, r_standings, &a);
    }
    if (strcmp(url, "/beamer") == 0) {
        a.beamer = true;
        snprintf(key, sizeof key, "bm/%d/%d/%s", a.series, a.teams, lc);
        return web_cache_page(s, c, wc, key, false, r_standings, &a);
    }
    if (strncmp(url, "/ranking/", 9) == 0 || strncmp(url, "/player/", 8) == 0)
        return route_rank(s, c, wc, url, web_arg_str(c, "view", &bad), lc);
    if (strcmp(url, "/tables") == 0) {
        snprintf(key, sizeof key, "tb/%d/%s", a.series, lc);
        return web_cache_page(s, c, wc, key, false, r_tables, &a);
    }
    if (strcmp(url, "/league") == 0 || strcmp(url, "/api/league") == 0) {
        if ((a.league && strlen(a.league) > 100) || (a.division && strlen(a.division) > 100))
            return web_send_error(c, wc, json, 400, _("league and division names are at most 100 bytes"));
        snprintf(key, sizeof key, "%s/%s/%s/%s", json ? "jl" : "lg", a.league ? a.league : "",
                 a.division ? a.division : "", lc);
        return web_cache_page(s, c, wc, key, json, json ? j_league : r_league, &a);
    }
    if (strncmp(url, "/table/", 6) == 0 && web_table_url(url + 6, &ts, &tt, &rest)) {
        if (strcmp(rest, "/game") == 0)
            return web_send_allow(c, wc, json, "POST",
                              L(wc->lang, "recording a game needs a POST with the table's code",
                                "ein Spiel wird nur per POST mit dem Code des Tisches "
                                "eingetragen"));
        if (*rest)
            return web_send_error(c, wc, json, 404, _("no such page"));
        if (code || done) {
            enum MHD_Result ret;
            if (!web_cache_need_db(s, c, wc, json, &ret))
                return ret;
            return web_poll_wrote(s, &w, webgame_page(&w, c, wc, ts, tt, code, edit, done,
                                             copy && strcmp(copy, "2") == 0));
        }
        a.series = ts;
        a.table = tt;
        snprintf(key, sizeof key, "tp/%d/%d/%s", ts, tt, lc);
        return web_cache_page(s, c, wc, key, false, r_table, &a);
    }
    if (strcmp(url, "/money") == 0) {
        snprintf(key, sizeof key, "mo/%d/%s", a.series, lc);
        return web_cache_page(s, c, wc, key, false, r_money, &a);
    }
    if (strcmp(url, "/api/money") == 0) {
        snprintf(key, sizeof key, "jm/%d", a.series);
        return web_cache_page(s, c, wc, key, true, j_money, &a);
    }
    if (strcmp(url, "/api/tournament") == 0)
        return web_cache_page(s, c, wc, "jt", true, j_tournament, &a);
    if (strcmp(url, "/api/standings") == 0) {
        snprintf(key, sizeof key, "js/%d/%d", a.series, a.teams);
        return web_cache_page(s, c, wc, key, true, j_standings, &a);
    }
    if (strcmp(url, "/api/tables") == 0) {
        snprintf(key, sizeof key, "jb/%d", a.series);
        return web_cache_page(s, c, wc, key, true, j_tables, &a);
    }
    if (strncmp(url, "/api/table/", 10) == 0 && web_table_url(url + 10, &ts, &tt, &rest)) {
        if (strcmp(rest, "/game") == 0)
            return web_send_allow(c, wc, true, "POST",
                                  _("recording a game needs a POST with the table's code"));
        if (*rest)
            return web_send_json_error(c, 404, _("no such API route"));
        a.series = ts;
        a.table = tt;
        snprintf(key, sizeof key, "jp/%d/%d", ts, tt);
        return web_cache_page(s, c, wc, key, true, j_table, &a);
    }
    enum MHD_Result ret;
    if (strcmp(url, "/api/preview") == 0)
        return web_cache_need_db(s, c, wc, json, &ret) ? web_poll_wrote(s, &w, webgame_preview(&w, c, wc, NULL)) : ret;
    if (strcmp(url, "/register") == 0)
        return web_cache_need_db(s, c, wc, json, &ret) ? web_poll_wrote(s, &w, webgame_register_page(&w, c, wc))
                                             : ret;
    /* the tournament day (webday.h) */
    if (strcmp(url, "/clock") == 0)
        return web_cache_need_db(s, c, wc, json, &ret) ? webday_clock(c, wc, a.series, false) : ret;
    if (strcmp(url, "/seats") == 0)
        return web_cache_need_db(s, c, wc, json, &ret) ? webday_seats_page(c, wc, a.series) : ret;
    if (strcmp(url, "/api/clock") == 0)
        return web_cache_need_db(s, c, wc, json, &ret) ? webday_clock(c, wc, a.series, true) : ret;
    if (strcmp(url, "/desk") == 0)
        return web_cache_need_db(s, c, wc, json, &ret) ? webday_desk_page(&w, c, wc, desk_key) : ret;
    if (strcmp(url, "/cashier") == 0)
        return web_cache_need_db(s, c, wc, json, &ret) ? webday_cashier_page(&w, c, wc, desk_key) : ret;
    if (strncmp(url, "/checkin/", 9) == 0)
        return web_cache_need_db(s, c, wc, json, &ret) ? webday_checkin_page(c, wc, url + 9) : ret;
    if (strcmp(url, "/api/register") == 0)
        return web_send_allow(c, wc, json, "POST", _("registering needs a POST with name and club"));
    return web_send_error(c, wc, json, 404, L(wc->lang, "no such page", "diese Seite gibt es nicht"));
}

/* A POST: checked by this pool thread (the rate per address, the origin,
 * the body), then a write handed to the writer thread (writeq.h); a
 * preview is answered here. */
static enum MHD_Result route_post(web_server *s, struct MHD_Connection *c, const char *url,
                                  web_ctx *wc, req *r)
{
    bool json = strncmp(url, "/api/", 5) == 0;
    if (!web_rate_ok(s->post_rate, c, true))
        return web_send_error(c, wc, json, 429,
                          L(wc->lang, "too many requests from this address: wait a moment",
                            "zu viele Anfragen von dieser Adresse: bitte kurz warten"));
    char why[400];
    if (web_cross_site(s->peers, c, why, sizeof why))
        return web_send_error(c, wc, json, 403, why);
    unsigned status = 400;
    const char *bad = web_body_problem(c, &r->body, &status);
    if (bad)
        return web_send_error(c, wc, json, status, bad);
    if (web_writeq_route(url))
        return web_writeq_add(s, c, url, wc, r);
    if (strcmp(url, "/api/preview") == 0) {
        bool gone = false;
        sk_err err;
        sk_err_clear(&err);
        wc->d = web_db_acquire(s->wdb, false, &gone, &err);
        web_writer w = {.codes = s->code_rate, .registrations = s->reg_rate,
                    .fedcodes = s->fedcode_rate, .peers = s->peers};
        enum MHD_Result ret = wc->d ? webgame_preview(&w, c, wc, r->body.s ? r->body.s : "")
                                    : web_send_error(c, wc, true, gone ? 503 : 500, err.msg);
        web_db_release(s->wdb);
        return ret;
    }
    return web_send_allow(c, wc, json, "GET, HEAD",
                          L(wc->lang, "nothing can be written here",
                            "hier kann nichts eingetragen werden"));
}

/* ---- every request ---- */

/* The first call (the header is read): what comes next, and the answers
 * that need no body (the body is then not read: the connection closes
 * after the answer). */
static enum MHD_Result request_begins(web_server *s, struct MHD_Connection *c, const char *url,
                                      req *r)
{
    unsigned long long len = 0;
    bool sized = web_header_num(c, MHD_HTTP_HEADER_CONTENT_LENGTH, &len);
    const char *te = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
                                                 MHD_HTTP_HEADER_TRANSFER_ENCODING);
    bool body = (sized && len > 0) || (te && strcasecmp(te, "identity") != 0);
    r->state = REQ_BODY;
    web_ctx wc;
    memset(&wc, 0, sizeof wc);
    wc.lang = web_pick_lang(c, organiser_or_locale(s, false));
    sk_lang_use_thread(wc.lang == LANG_DE ? SK_LANG_DE : SK_LANG_EN);
    bool json = strncmp(url, "/api/", 5) == 0;
    char msg[160];
    if (r->method == M_OTHER)
        return web_send_allow(c, &wc, json, ALLOW, _("only GET, HEAD and POST are answered"));
    if (sized && len > r->max) {
        snprintf(msg, sizeof msg, _("the request body is larger than %d bytes"), (int)r->max);
        return web_send_error(c, &wc, json, 413, msg);
    }
    if (body && r->method == M_GET)
        return web_send_error(c, &wc, json, 400, _("a GET or HEAD request takes no body"));
    web_conns_phase(s->conns, c, body ? WEB_CONN_BODY : WEB_CONN_WORK,
                    sized ? len : r->max);
    return MHD_YES;
}

static enum MHD_Result answer(web_server *s, struct MHD_Connection *c, const char *url,
                              const char *method, req *r)
{
    web_ctx wc;
    memset(&wc, 0, sizeof wc);
    wc.lang = web_pick_lang(c, organiser_or_locale(s, true));
    /* every text made for this request (ops' messages, the entry preview)
     * in the request's language, whatever the server's own is */
    sk_lang_use_thread(wc.lang == LANG_DE ? SK_LANG_DE : SK_LANG_EN);
    wc.tournament = s->tournament;
    wc.v = atomic_load(&s->gen);
    bool json = strncmp(url, "/api/", 5) == 0;
    if (r->too_big) {
        char msg[128];
        snprintf(msg, sizeof msg, _("the request body is larger than %d bytes"), (int)r->max);
        return web_send_error(c, &wc, json, 413, msg);
    }
    if (r->had_body && r->method != M_POST)
        return web_send_error(c, &wc, json, 400, _("a GET or HEAD request takes no body"));
    if (!sk_utf8_valid(url))
        return web_send_error(c, &wc, json, 400, _("the address is not valid UTF-8"));
    bool bad = false;
    wc.asked = web_arg_str(c, "tournament", &bad);
    if (bad || (wc.asked && strlen(wc.asked) > 200))
        return web_send_error(c, &wc, json, 400, _("tournament: a name of at most 200 bytes "
                              "of valid UTF-8"));
    (void)method;
    if (r->method == M_GET && strcmp(url, "/healthz") == 0) {
        enum MHD_Result ret;
        return web_probe_health(s, c, r, &ret) ? web_writeq_add(s, c, url, &wc, r) : ret;
    }
    if (r->method == M_GET && strcmp(url, "/metrics") == 0)
        return web_probe_metrics(s, c, &wc);
    if (fedweb_route(url) && (r->method == M_POST || strcmp(url, "/fed/matchday") != 0)) {
        /* the federation hub's routes (their own limits: codes, signatures)
         * through the writer thread: a push or a confirmation stores, a
         * pull and the officials' page log the attempt */
        if (r->method == M_POST) {
            char why[400];
            if (web_cross_site(s->peers, c, why, sizeof why))
                return web_send_error(c, &wc, json, 403, why);
        }
        return web_writeq_add(s, c, url, &wc, r);
    }
    if (r->method == M_POST)
        return route_post(s, c, url, &wc, r);
    enum MHD_Result ret = route_get(s, c, url, &wc, r);
    if (wc.d) { /* taken by need_db */
        web_reply_db(NULL);
        web_db_release(s->wdb);
    }
    return ret;
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
                              const char *method, const char *version, const char *upload,
                              size_t *upload_size, void **con_cls)
{
    (void)version;
    web_server *s = cls;
    req *r = *con_cls;
    if (!r) {
        /* The first call only sees the header: answer from the last one,
         * once the whole request is read (an answer queued earlier makes
         * libmicrohttpd close the connection instead of keeping it alive:
         * only for requests refused by their header). */
        r = xcalloc(1, sizeof *r);
        r->method = strcmp(method, MHD_HTTP_METHOD_GET) == 0 ||
                            strcmp(method, MHD_HTTP_METHOD_HEAD) == 0 ? M_GET
                    : strcmp(method, MHD_HTTP_METHOD_POST) == 0 ? M_POST : M_OTHER;
        r->head = strcmp(method, MHD_HTTP_METHOD_HEAD) == 0;
        *con_cls = r;
        r->max = fedweb_body_limit(url);
        r->t0_us = mono_us();
        r->route = web_metrics_route(url);
        web_reqlog_id(r->track.id, sizeof r->track.id);
        web_addr ca;
        web_client_addr(s->peers, c, &ca);
        web_addr_str(&ca, r->client, sizeof r->client);
        web_reply_track(&r->track);
        enum MHD_Result ret = request_begins(s, c, url, r);
        web_reply_track(NULL);
        return ret;
    }
    if (*upload_size) {
        r->had_body = true;
        if (r->body.len + *upload_size > r->max)
            r->too_big = true; /* read on and dropped; 413 at the end */
        else if (!r->too_big)
            sk_buf_addn(&r->body, upload, *upload_size);
        *upload_size = 0;
        return MHD_YES;
    }
    if (r->state == REQ_WRITTEN) { /* the writer thread's answer (its id put on by it) */
        web_capture a = r->answer;
        r->answer.resp = NULL;
        web_conns_phase(s->conns, c, WEB_CONN_SENDING, 0);
        if (!a.resp)
            return MHD_NO;
        enum MHD_Result ret = MHD_queue_response(c, a.status, a.resp);
        MHD_destroy_response(a.resp);
        return ret;
    }
    web_reply_track(&r->track);
    enum MHD_Result ret = answer(s, c, url, method, r);
    web_reply_track(NULL);
    bool waits = r->state == REQ_WAITING || r->state == REQ_QUEUED;
    web_conns_phase(s->conns, c, waits ? WEB_CONN_WORK : WEB_CONN_SENDING, 0);
    return ret;
}

/* ---- start, stop ---- */

/* Raise the limit of open files to what max connections need (when the
 * hard limit allows); the connections that fit otherwise. */
static unsigned fit_files(unsigned max)
{
    struct rlimit rl;
    rlim_t need = (rlim_t)max + 128; /* listening socket, epoll, databases, logs */
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
        return max;
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < need) {
        rlim_t want = rl.rlim_max == RLIM_INFINITY || rl.rlim_max > need ? need : rl.rlim_max;
        struct rlimit nl = {want, rl.rlim_max};
        if (setrlimit(RLIMIT_NOFILE, &nl) == 0)
            rl.rlim_cur = want;
    }
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < need)
        return rl.rlim_cur > 256 ? (unsigned)(rl.rlim_cur - 128) : 128;
    return max;
}

int web_start(const web_opts *o, web_server **out, sk_err *err)
{
    *out = NULL;
    struct sockaddr_in addr;
    int rc = web_parse_listen(o->listen, &addr, err);
    if (rc == SK_OK)
        rc = web_mhd_load(err); /* loaded here, not at every program start (mhd.h) */
    if (rc != SK_OK)
        return rc;
    web_peers *peers = NULL;
    rc = web_peers_new(o->trusted_proxy, o->public_url, &peers, err);
    if (rc != SK_OK)
        return rc;

    web_server *s = xcalloc(1, sizeof *s);
    s->o = *o;
    s->peers = peers;
    s->tournament = o->tournament ? xstrdup(o->tournament) : NULL;
    if (s->o.post_rate <= 0)
        s->o.post_rate = 20;
    if (s->o.header_timeout <= 0)
        s->o.header_timeout = WEB_HEADER_TIMEOUT_S;
    if (s->o.write_timeout <= 0)
        s->o.write_timeout = WEB_WRITE_TIMEOUT_S;
    if (s->o.max_connections <= 0)
        s->o.max_connections = WEB_MAX_CONNECTIONS;
    if (s->o.max_per_address <= 0)
        s->o.max_per_address = WEB_MAX_PER_ADDRESS;
    s->o.max_connections = (int)fit_files((unsigned)s->o.max_connections);
    atomic_store(&s->lang, s->o.lang);
    atomic_store(&s->write_timeout, s->o.write_timeout);
    atomic_store(&s->gen, 1);
    s->metrics = web_metrics_new();
    s->started = (long long)time(NULL);
    atomic_store(&s->org_lang, -1);
    atomic_store(&s->org_lang_gen, -1);
    pthread_mutex_init(&s->wait_mx, NULL);
    pthread_mutex_init(&s->job_mx, NULL);
    pthread_cond_init(&s->job_cv, NULL);
    web_cache_init(s);
    s->post_rate = web_rate_new(2.0 * s->o.post_rate, s->o.post_rate, peers, 0);
    s->code_rate = web_rate_new(CODE_TRIES, 1.0 / CODE_REFILL_S, peers, 0);
    s->reg_rate = web_rate_new(REG_BURST, 1.0 / REG_REFILL_S, peers, 0);
    s->fedcode_rate = web_rate_new(CODE_TRIES, 1.0 / CODE_REFILL_S, peers, 0);
    rc = web_db_start(o->db_path, s->o.write_timeout * 1000, web_poll_tick, s, &s->wdb, err);
    if (rc != SK_OK) {
        web_stop(s);
        return rc;
    }
    web_conns_opts co = {(unsigned)s->o.max_connections, (unsigned)s->o.max_per_address,
                         (unsigned)s->o.header_timeout * 1000, KEEPALIVE_S * 1000,
                         (unsigned)s->o.header_timeout * 1000 * SEND_FACTOR, peers};
    s->conns = web_conns_start(&co);
    if (!s->conns || !web_writeq_start(s)) {
        sk_err_set(err, SK_FAIL, _("cannot start the server's threads"));
        web_stop(s);
        return SK_FAIL;
    }

    int threads = o->threads;
    if (threads <= 0) {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        threads = n < 2 ? 2 : n > 16 ? 16 : (int)n;
    }
    /* (MHD_USE_ITC: web_drain quiesces the daemon, which a thread pool
     * allows only with it) */
    unsigned flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_TURBO | MHD_ALLOW_SUSPEND_RESUME |
                     MHD_USE_ITC;
    if (!MHD_is_feature_supported(MHD_FEATURE_EPOLL))
        flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO | MHD_ALLOW_SUSPEND_RESUME |
                MHD_USE_ITC;
    s->mhd = MHD_start_daemon(flags, 0, web_conns_accept, s->conns, handle, s,
                              MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
                              MHD_OPTION_THREAD_POOL_SIZE, (unsigned)threads,
                              MHD_OPTION_CONNECTION_LIMIT, (unsigned)s->o.max_connections,
                              /* an idle time-out as the last resort: the deadlines
                               * (conns.c) come first */
                              MHD_OPTION_CONNECTION_TIMEOUT,
                              (unsigned)(s->o.header_timeout * SEND_FACTOR + KEEPALIVE_S + 10),
                              MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(64 * 1024), /* > 32 KB: mmap, given back */
                              MHD_OPTION_LISTEN_BACKLOG_SIZE, (unsigned)1024,
                              MHD_OPTION_NOTIFY_COMPLETED, req_done, s,
                              MHD_OPTION_NOTIFY_CONNECTION, web_conns_notify, s->conns,
                              MHD_OPTION_END);
    if (!s->mhd) {
        char a[INET_ADDRSTRLEN];
        inet_ntop(AF_INET, &addr.sin_addr, a, sizeof a);
        sk_err_set(err, SK_FAIL, _("cannot listen on %s:%u (in use by another program, or not "
                   "an address of this machine)"), a, ntohs(addr.sin_port));
        web_stop(s);
        return SK_FAIL;
    }
    unsigned port = ntohs(addr.sin_port);
    const union MHD_DaemonInfo *di = MHD_get_daemon_info(s->mhd, MHD_DAEMON_INFO_BIND_PORT);
    if (di && di->port)
        port = di->port;
    char a[INET_ADDRSTRLEN];
    inet_ntop(AF_INET, &addr.sin_addr, a, sizeof a);
    snprintf(s->url, sizeof s->url, "http://%s:%u/", a, port);
    *out = s;
    return SK_OK;
}

const char *web_url(const web_server *s)
{
    return s->url;
}

void web_reload(web_server *s, web_limits *l)
{
    if (l->post_rate <= 0)
        l->post_rate = 20;
    if (l->header_timeout <= 0)
        l->header_timeout = WEB_HEADER_TIMEOUT_S;
    if (l->write_timeout <= 0)
        l->write_timeout = WEB_WRITE_TIMEOUT_S;
    if (l->max_connections <= 0)
        l->max_connections = WEB_MAX_CONNECTIONS;
    if (l->max_per_address <= 0)
        l->max_per_address = WEB_MAX_PER_ADDRESS;
    /* libmicrohttpd's connection limit and idle time-out stay as started */
    if (l->max_connections > s->o.max_connections)
        l->max_connections = s->o.max_connections;
    if (l->header_timeout > s->o.header_timeout)
        l->header_timeout = s->o.header_timeout;
    atomic_store(&s->lang, l->lang);
    atomic_store(&s->org_lang_gen, -1); /* `config lang` read again when it counts */
    atomic_store(&s->write_timeout, l->write_timeout);
    web_db_set_write_ms(s->wdb, l->write_timeout * 1000);
    web_rate_set(s->post_rate, 2.0 * l->post_rate, l->post_rate);
    web_conns_opts co = {(unsigned)l->max_connections, (unsigned)l->max_per_address,
                         (unsigned)l->header_timeout * 1000, KEEPALIVE_S * 1000,
                         (unsigned)l->header_timeout * 1000 * SEND_FACTOR, s->peers};
    web_conns_set(s->conns, &co);
    /* pages cached in the old language go */
    atomic_fetch_add(&s->gen, 1);
}

bool web_drain(web_server *s, int deadline_ms)
{
    if (!s || !s->mhd)
        return true;
    MHD_socket l = MHD_quiesce_daemon(s->mhd); /* no new connection */
    if (l != MHD_INVALID_SOCKET)
        close(l);
    web_reply_closing(true);          /* answers close their connections */
    web_conns_close_idle(s->conns);   /* and the idle ones go now */
    web_poll_stop(s); /* the waiting long polls answered now */
    struct timespec tick = {0, 20 * 1000 * 1000};
    int waited = 0;
    /* the queued writes written and answered, then the open requests */
    while (!web_writeq_idle(s, true) && waited < deadline_ms) {
        nanosleep(&tick, NULL);
        waited += 20;
    }
    while (web_conns_busy(s->conns) > 0 && waited < deadline_ms) {
        nanosleep(&tick, NULL);
        waited += 20;
    }
    return waited < deadline_ms;
}

void web_stop(web_server *s)
{
    if (!s)
        return;
    web_poll_stop(s);
    web_reply_closing(false); /* (web_drain's, for a server started after this one) */
    /* the writes still queued are answered (503, nothing stored) */
    web_writeq_stop(s);
    if (s->mhd)
        MHD_stop_daemon(s->mhd);
    web_conns_stop(s->conns);
    web_db_stop(s->wdb);
    web_cache_free(s);
    web_rate_free(s->post_rate);
    web_rate_free(s->code_rate);
    web_rate_free(s->reg_rate);
    web_rate_free(s->fedcode_rate);
    web_peers_free(s->peers);
    web_metrics_free(s->metrics);
    pthread_mutex_destroy(&s->wait_mx);
    pthread_mutex_destroy(&s->job_mx);
    pthread_cond_destroy(&s->job_cv);
    free(s->tournament);
    free(s);
}

int web_export_html(db *d, const char *tournament, const char *lang, sk_buf *out, sk_err *err)
{
    web_ctx wc;
    memset(&wc, 0, sizeof wc);
    wc.d = d;
    wc.tournament = tournament;
    wc.lang = lang && strcmp(lang, "de") == 0 ? LANG_DE : LANG_EN;
    return render_export(&wc, out, err);
}
