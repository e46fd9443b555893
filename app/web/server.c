/* server.c - the HTTP server of `skatsheet serve` (libmicrohttpd): threads,
 * connections, the page cache, long polls, limits and routing.  See web.h.
 *
 * Why libmicrohttpd: a small, long-maintained GNU library packaged in
 * Debian (libmicrohttpd-dev), with its own internal poll/epoll threads and
 * thread pool, connection limits (total and per address), connection
 * time-outs and per-connection memory limits built in, and suspend/resume
 * for long polls, so this file holds no socket code of its own.
 */
#include "i18n.h"
#include "web.h"

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "assets.h"
#include "db_config.h"
#include "db_watch.h"
#include "html.h"
#include "render.h"
#include "ratelimit.h"
#include "reply.h"
#include "webday.h"
#include "webgame.h"
#include "db.h"
#include "fedweb.h"

#define POLL_MS 200          /* how often the watcher reads PRAGMA data_version */
#define LONGPOLL_S 25        /* a long poll answers after this at the latest */
#define CACHE_SLOTS 128
#define CODE_TRIES 10        /* wrong entry codes per address before a pause */
#define CODE_REFILL_S 6      /* one more try every 6 s */
#define REG_BURST 5          /* registrations per address at once ... */
#define REG_REFILL_S 60      /* ... and one more every minute */

/* ---- per-thread database connections ---- */

typedef struct conn_node {
    db *d;
    struct conn_node *next;
} conn_node;

struct web_server {
    struct MHD_Daemon *mhd;
    web_opts o;
    char *db_path;
    char *tournament;
    char url[128];
    _Atomic long long gen;          /* data generation: bumped on every change seen */
    pthread_mutex_t conns_mx;
    conn_node *conns;               /* every worker's connection (closed at stop) */
    /* watcher and long polls */
    pthread_t watcher;
    bool watcher_started;
    pthread_mutex_t wait_mx;
    pthread_cond_t wait_cv;
    bool stopping;
    struct waiter *waiters;
    /* page cache */
    pthread_mutex_t cache_mx;
    struct cache_slot *cache;
    /* limits per client address */
    web_rate *post_rate;            /* POSTs */
    web_rate *code_rate;            /* wrong entry codes */
    web_rate *reg_rate;             /* registrations */
    pthread_key_t db_key;
};

static void close_thread_db(void *p)
{
    (void)p; /* the connection stays in the list; closed by web_stop */
}

/* This worker thread's connection, opened on first use. */
static db *thread_db(web_server *s, sk_err *err)
{
    db *d = pthread_getspecific(s->db_key);
    if (d)
        return d;
    if (db_open(s->db_path, &d, err) != SK_OK)
        return NULL;
    conn_node *n = xcalloc(1, sizeof *n);
    n->d = d;
    pthread_mutex_lock(&s->conns_mx);
    n->next = s->conns;
    s->conns = n;
    pthread_mutex_unlock(&s->conns_mx);
    pthread_setspecific(s->db_key, d);
    return d;
}

/* ---- requests ---- */

enum { REQ_NEW = 0, REQ_BODY, REQ_WAITING, REQ_RESUMED };

typedef struct req {
    int state;
    bool post;
    bool too_big;
    size_t max;              /* the body limit of its route */
    sk_buf body;
    long long wait_v;
    time_t wait_since;
} req;

typedef struct waiter {
    struct MHD_Connection *c;
    req *r;
    struct waiter *next;
} waiter;

static void req_done(void *cls, struct MHD_Connection *c, void **con_cls,
                     enum MHD_RequestTerminationCode toe)
{
    (void)cls; (void)c; (void)toe;
    req *r = *con_cls;
    if (!r)
        return;
    sk_buf_free(&r->body);
    free(r);
    *con_cls = NULL;
}

/* ---- languages ---- */

#define LANG_COOKIE "skatsheet_lang"

/* "de" or "en" as a language, -1 anything else. */
static int lang_word(const char *s)
{
    return s && strcmp(s, "de") == 0 ? LANG_DE : s && strcmp(s, "en") == 0 ? LANG_EN : -1;
}

/* The organiser's language: serve --lang / $SKATSHEET_LANG, else `config
 * lang` in the database d (read on every request, so a change applies at
 * once; d NULL: none), -1 none. */
static int organiser_lang(web_server *s, db *d)
{
    if (s->o.lang >= 0)
        return s->o.lang == SK_LANG_DE ? LANG_DE : LANG_EN;
    if (!d)
        return -1;
    sk_err err;
    sk_err_clear(&err);
    char *v = NULL;
    int l = -1;
    sk_lang sl;
    if (db_config_get(d, "lang", &v, &err) == SK_OK && v && sk_lang_parse(v, &sl))
        l = sl == SK_LANG_DE ? LANG_DE : LANG_EN;
    free(v);
    return l;
}

/* The language of a request: ?lang=, then the visitor's own choice (the
 * cookie the switch on every page sets), then the organiser's, then the
 * browser's Accept-Language; English. */
static web_lang pick_lang(web_server *s, struct MHD_Connection *c, db *d)
{
    int l = lang_word(MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "lang"));
    if (l < 0)
        l = lang_word(MHD_lookup_connection_value(c, MHD_COOKIE_KIND, LANG_COOKIE));
    if (l < 0)
        l = organiser_lang(s, d);
    if (l >= 0)
        return (web_lang)l;
    const char *al = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Accept-Language");
    for (const char *p = al; p && *p;) {
        while (*p == ' ' || *p == ',')
            p++;
        size_t n = strcspn(p, ",");
        bool q0 = false;
        const char *semi = memchr(p, ';', n);
        if (semi) {
            const char *qv = strstr(semi, "q=");
            if (qv && qv < p + n && strtod(qv + 2, NULL) <= 0.0)
                q0 = true;
        }
        if (!q0 && n >= 2 && (p[0] == 'd' || p[0] == 'D') && (p[1] == 'e' || p[1] == 'E') &&
            (n == 2 || p[2] == '-' || p[2] == ';' || p[2] == '_'))
            return LANG_DE;
        if (!q0 && n >= 2 && (p[0] == 'e' || p[0] == 'E') && (p[1] == 'n' || p[1] == 'N'))
            return LANG_EN;
        p += n;
    }
    return LANG_EN;
}

/* ---- the page cache: rendered responses per (key, generation) ---- */

typedef struct cache_slot {
    char key[192];
    long long gen;
    struct MHD_Response *resp;
    unsigned status;
    bool rendering;
    unsigned long used;
} cache_slot;

typedef int (*render_fn)(const web_ctx *c, const void *arg, sk_buf *out, sk_err *err);

static unsigned long cache_clock;

/* Answer from the cache, or render (fn) and keep the result.  While one
 * thread renders a changed page the others answer with the previous
 * version (it is at most one change old). */
static enum MHD_Result cached(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                              const char *key, bool json, render_fn fn, const void *arg)
{
    long long gen = atomic_load(&s->gen);
    pthread_mutex_lock(&s->cache_mx);
    cache_slot *slot = NULL, *victim = &s->cache[0];
    for (int i = 0; i < CACHE_SLOTS; i++) {
        cache_slot *x = &s->cache[i];
        if (x->key[0] && strcmp(x->key, key) == 0) {
            slot = x;
            break;
        }
        if (!x->rendering && (!x->key[0] || x->used < victim->used))
            victim = x;
    }
    if (slot && slot->resp && (slot->gen == gen || slot->rendering)) {
        slot->used = ++cache_clock;
        enum MHD_Result ret = MHD_queue_response(c, slot->status, slot->resp);
        pthread_mutex_unlock(&s->cache_mx);
        return ret;
    }
    if (!slot && !victim->rendering) {
        slot = victim;
        if (slot->resp)
            MHD_destroy_response(slot->resp);
        memset(slot, 0, sizeof *slot);
        snprintf(slot->key, sizeof slot->key, "%s", key);
    }
    if (slot)
        slot->rendering = true;
    pthread_mutex_unlock(&s->cache_mx);

    sk_buf b = {0};
    sk_err err;
    sk_err_clear(&err);
    int rc = fn(wc, arg, &b, &err);
    enum MHD_Result ret;
    if (rc != SK_OK) {
        if (slot) {
            pthread_mutex_lock(&s->cache_mx);
            slot->rendering = false;
            pthread_mutex_unlock(&s->cache_mx);
        }
        sk_buf_free(&b);
        return web_send_error(c, wc, json, rc == SK_INVALID ? 404 : 500, err.msg);
    }
    struct MHD_Response *resp = web_response(b.s ? b.s : "", b.len, json ? CT_JSON : CT_HTML, false);
    sk_buf_free(&b);
    if (!resp)
        return MHD_NO;
    MHD_add_response_header(resp, "Cache-Control", "no-cache");
    ret = MHD_queue_response(c, MHD_HTTP_OK, resp);
    if (slot) {
        pthread_mutex_lock(&s->cache_mx);
        if (slot->resp)
            MHD_destroy_response(slot->resp);
        slot->resp = resp;
        slot->gen = wc->v;
        slot->status = MHD_HTTP_OK;
        slot->rendering = false;
        slot->used = ++cache_clock;
        pthread_mutex_unlock(&s->cache_mx);
    } else {
        MHD_destroy_response(resp);
    }
    return ret;
}

/* ---- long polls and the watcher ---- */

static void wake_all(web_server *s, bool only_expired)
{
    time_t now = time(NULL);
    waiter **pp = &s->waiters;
    while (*pp) {
        waiter *w = *pp;
        if (only_expired && now - w->r->wait_since < LONGPOLL_S) {
            pp = &w->next;
            continue;
        }
        *pp = w->next;
        w->r->state = REQ_RESUMED;
        MHD_resume_connection(w->c);
        free(w);
    }
}

/* Note a change (by the watcher, or right after our own write). */
static void bump(web_server *s)
{
    pthread_mutex_lock(&s->wait_mx);
    atomic_fetch_add(&s->gen, 1);
    wake_all(s, false);
    pthread_mutex_unlock(&s->wait_mx);
}

static void *watch(void *arg)
{
    web_server *s = arg;
    db *d = NULL;
    sk_err err;
    sk_err_clear(&err);
    int64_t last = -1;
    if (db_open(s->db_path, &d, &err) == SK_OK)
        db_data_version(d, &last, &err);
    pthread_mutex_lock(&s->wait_mx);
    while (!s->stopping) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += POLL_MS * 1000000L;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&s->wait_cv, &s->wait_mx, &until);
        if (s->stopping)
            break;
        int64_t v = last;
        sk_err_clear(&err);
        if (d && db_data_version(d, &v, &err) == SK_OK && v != last) {
            last = v;
            atomic_fetch_add(&s->gen, 1);
            wake_all(s, false);
        } else {
            wake_all(s, true);
        }
    }
    wake_all(s, false);
    pthread_mutex_unlock(&s->wait_mx);
    db_close(d);
    return NULL;
}

static enum MHD_Result send_poll(struct MHD_Connection *c, long long v)
{
    char body[64];
    int n = snprintf(body, sizeof body, "{\"v\":%lld}\n", v);
    return web_send_buf(c, MHD_HTTP_OK, body, (size_t)n, CT_JSON);
}

/* GET /api/poll?v=N: answer at once when the generation is not N, else
 * when it changes (or after LONGPOLL_S). */
static enum MHD_Result longpoll(web_server *s, struct MHD_Connection *c, req *r)
{
    if (r->state == REQ_RESUMED)
        return send_poll(c, atomic_load(&s->gen));
    const char *q = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "v");
    long v = -1;
    if (q && !sk_parse_int(q, 0, 1L << 62, &v))
        return web_send_json_error(c, 400, _("v must be the number of the last answer"));
    pthread_mutex_lock(&s->wait_mx);
    long long gen = atomic_load(&s->gen);
    if (v != gen || s->stopping) {
        pthread_mutex_unlock(&s->wait_mx);
        return send_poll(c, gen);
    }
    waiter *w = xcalloc(1, sizeof *w);
    w->c = c;
    w->r = r;
    r->state = REQ_WAITING;
    r->wait_v = v;
    r->wait_since = time(NULL);
    w->next = s->waiters;
    s->waiters = w;
    MHD_suspend_connection(c);
    pthread_mutex_unlock(&s->wait_mx);
    return MHD_YES;
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

/* A query argument that must be valid UTF-8 (NULL when absent). */
static const char *arg_str(struct MHD_Connection *c, const char *name, bool *bad)
{
    const char *v = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, name);
    if (v && !sk_utf8_valid(v))
        *bad = true;
    return v && *v ? v : NULL;
}

/* ?series=N (0 when absent); -1 when malformed. */
static int arg_series(struct MHD_Connection *c)
{
    const char *v = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "series");
    long n = 0;
    if (v && *v && !sk_parse_int(v, 1, 99, &n))
        return -1;
    return (int)n;
}

/* "/table/S/T" + rest: S and T into *s, *t, the rest (e.g. "/game") into
 * *rest.  false when url does not have that form. */
static bool parse_table_url(const char *url, int *s, int *t, const char **rest)
{
    const char *p = url;
    long v[2];
    for (int i = 0; i < 2; i++) {
        if (*p != '/')
            return false;
        p++;
        char *end;
        if (*p < '1' || *p > '9')
            return false;
        errno = 0;
        v[i] = strtol(p, &end, 10);
        if (errno || v[i] < 1 || v[i] > (i == 0 ? 99 : 999))
            return false;
        p = end;
    }
    *s = (int)v[0];
    *t = (int)v[1];
    *rest = p;
    return true;
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
    enum MHD_Result ret = MHD_queue_response(c, MHD_HTTP_OK, resp);
    MHD_destroy_response(resp);
    return ret;
}

/* GET /lang?to=de|en: the visitor's own language, remembered in a cookie
 * for a year; back to the page the switch was on (its path and query from
 * the Referer, without a lang= of its own), else to the standings. */
static enum MHD_Result switch_lang(struct MHD_Connection *c, const web_ctx *wc)
{
    int to = lang_word(MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "to"));
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
                            to == LANG_DE ? LANG_COOKIE "=de; Path=/; Max-Age=31536000; SameSite=Lax"
                                          : LANG_COOKIE "=en; Path=/; Max-Age=31536000; SameSite=Lax");
    MHD_add_response_header(resp, "Cache-Control", "no-store");
    enum MHD_Result ret = MHD_queue_response(c, 303, resp);
    MHD_destroy_response(resp);
    sk_buf_free(&back);
    return ret;
}

/* After a write handler: its answer, and the pages refreshed at once
 * when it stored a change. */
static enum MHD_Result wrote(web_server *s, const web_writer *w, enum MHD_Result ret)
{
    if (w->wrote)
        bump(s);
    return ret;
}

static enum MHD_Result route_get(web_server *s, struct MHD_Connection *c, const char *url,
                                 web_ctx *wc, req *r)
{
    bool json = strncmp(url, "/api/", 5) == 0;
    web_writer w = {s->code_rate, s->reg_rate, false};
    if (strcmp(url, "/api/poll") == 0)
        return longpoll(s, c, r);
    if (strcmp(url, "/lang") == 0)
        return switch_lang(c, wc);
    if (strncmp(url, "/assets/", 8) == 0)
        return serve_asset(c, url + 8);
    bool bad = false;
    page_arg a;
    memset(&a, 0, sizeof a);
    a.series = arg_series(c);
    if (a.series < 0)
        return web_send_error(c, wc, json, 400, _("series must be a number from 1 to 99"));
    const char *t = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "teams");
    a.teams = t && strcmp(t, "0") != 0;
    a.league = arg_str(c, "league", &bad);
    a.division = arg_str(c, "division", &bad);
    const char *code = arg_str(c, "code", &bad);
    const char *edit = arg_str(c, "edit", &bad);
    const char *done = arg_str(c, "done", &bad);
    const char *copy = arg_str(c, "copy", &bad);
    const char *desk_key = arg_str(c, "key", &bad);
    if (bad)
        return web_send_error(c, wc, json, 400, _("a query argument is not valid UTF-8"));
    char key[192];
    const char *lc = wc->lang == LANG_DE ? "de" : "en";
    const char *rest = NULL;
    int ts = 0, tt = 0;

    if (strcmp(url, "/") == 0 || strcmp(url, "/standings") == 0) {
        snprintf(key, sizeof key, "st/%d/%d/%s", a.series, a.teams, lc);
        return cached(s, c, wc, key, false, r_standings, &a);
    }
    if (strcmp(url, "/teams") == 0) {
        a.teams = true;
        snprintf(key, sizeof key, "st/%d/1/%s", a.series, lc);
        return cached(s, c, wc, key, false, r_standings, &a);
    }
    if (strcmp(url, "/beamer") == 0) {
        a.beamer = true;
        snprintf(key, sizeof key, "bm/%d/%d/%s", a.series, a.teams, lc);
        return cached(s, c, wc, key, false, r_standings, &a);
    }
    if (strcmp(url, "/tables") == 0) {
        snprintf(key, sizeof key, "tb/%d/%s", a.series, lc);
        return cached(s, c, wc, key, false, r_tables, &a);
    }
    if (strcmp(url, "/league") == 0 || strcmp(url, "/api/league") == 0) {
        if ((a.league && strlen(a.league) > 100) || (a.division && strlen(a.division) > 100))
            return web_send_error(c, wc, json, 400, _("league and division names are at most 100 bytes"));
        snprintf(key, sizeof key, "%s/%s/%s/%s", json ? "jl" : "lg", a.league ? a.league : "",
                 a.division ? a.division : "", lc);
        return cached(s, c, wc, key, json, json ? j_league : r_league, &a);
    }
    if (strncmp(url, "/table/", 6) == 0 && parse_table_url(url + 6, &ts, &tt, &rest)) {
        if (strcmp(rest, "/game") == 0)
            return web_send_error(c, wc, json, 405,
                              L(wc->lang, "recording a game needs a POST with the table's code",
                                "ein Spiel wird nur per POST mit dem Code des Tisches "
                                "eingetragen"));
        if (*rest)
            return web_send_error(c, wc, json, 404, _("no such page"));
        if (code || done)
            return wrote(s, &w, webgame_page(&w, c, wc, ts, tt, code, edit, done,
                                             copy && strcmp(copy, "2") == 0));
        a.series = ts;
        a.table = tt;
        snprintf(key, sizeof key, "tp/%d/%d/%s", ts, tt, lc);
        return cached(s, c, wc, key, false, r_table, &a);
    }
    if (strcmp(url, "/money") == 0) {
        snprintf(key, sizeof key, "mo/%d/%s", a.series, lc);
        return cached(s, c, wc, key, false, r_money, &a);
    }
    if (strcmp(url, "/api/money") == 0) {
        snprintf(key, sizeof key, "jm/%d", a.series);
        return cached(s, c, wc, key, true, j_money, &a);
    }
    if (strcmp(url, "/api/tournament") == 0)
        return cached(s, c, wc, "jt", true, j_tournament, &a);
    if (strcmp(url, "/api/standings") == 0) {
        snprintf(key, sizeof key, "js/%d/%d", a.series, a.teams);
        return cached(s, c, wc, key, true, j_standings, &a);
    }
    if (strcmp(url, "/api/tables") == 0) {
        snprintf(key, sizeof key, "jb/%d", a.series);
        return cached(s, c, wc, key, true, j_tables, &a);
    }
    if (strncmp(url, "/api/table/", 10) == 0 && parse_table_url(url + 10, &ts, &tt, &rest)) {
        if (strcmp(rest, "/game") == 0)
            return web_send_json_error(c, 405, _("recording a game needs a POST with the table's code"));
        if (*rest)
            return web_send_json_error(c, 404, _("no such API route"));
        a.series = ts;
        a.table = tt;
        snprintf(key, sizeof key, "jp/%d/%d", ts, tt);
        return cached(s, c, wc, key, true, j_table, &a);
    }
    if (strcmp(url, "/api/preview") == 0)
        return wrote(s, &w, webgame_preview(&w, c, wc, NULL));
    if (strcmp(url, "/register") == 0)
        return wrote(s, &w, webgame_register_page(&w, c, wc));
    /* the tournament day (webday.h) */
    if (strcmp(url, "/clock") == 0)
        return webday_clock_page(c, wc, a.series);
    if (strcmp(url, "/api/clock") == 0)
        return webday_clock_api(c, wc, a.series);
    if (strcmp(url, "/desk") == 0)
        return webday_desk_page(&w, c, wc, desk_key);
    if (strcmp(url, "/cashier") == 0)
        return webday_cashier_page(&w, c, wc, desk_key);
    if (strncmp(url, "/checkin/", 9) == 0)
        return webday_checkin_page(c, wc, url + 9);
    if (strcmp(url, "/api/register") == 0)
        return web_send_error(c, wc, json, 405, _("registering needs a POST with name and club"));
    return web_send_error(c, wc, json, 404, L(wc->lang, "no such page", "diese Seite gibt es nicht"));
}

static enum MHD_Result route_post(web_server *s, struct MHD_Connection *c, const char *url,
                                  web_ctx *wc, req *r)
{
    bool json = strncmp(url, "/api/", 5) == 0;
    web_writer w = {s->code_rate, s->reg_rate, false};
    if (!web_rate_ok(s->post_rate, c, true))
        return web_send_error(c, wc, json, 429,
                          L(wc->lang, "too many requests from this address: wait a moment",
                            "zu viele Anfragen von dieser Adresse: bitte kurz warten"));
    const char *form = r->body.s ? r->body.s : "";
    if (r->body.len != strlen(form))
        return web_send_error(c, wc, json, 400, _("the request body holds a NUL byte"));
    const char *rest = NULL;
    int ts = 0, tt = 0;
    if ((strncmp(url, "/table/", 6) == 0 && parse_table_url(url + 6, &ts, &tt, &rest)) ||
        (strncmp(url, "/api/table/", 10) == 0 && parse_table_url(url + 10, &ts, &tt, &rest))) {
        if (strcmp(rest, "/game") == 0)
            return wrote(s, &w, webgame_write(&w, c, wc, ts, tt, form, json));
    }
    if (strcmp(url, "/api/preview") == 0)
        return wrote(s, &w, webgame_preview(&w, c, wc, form));
    if (strcmp(url, "/register") == 0 || strcmp(url, "/api/register") == 0)
        return wrote(s, &w, webgame_register(&w, c, wc, form, json));
    if (strcmp(url, "/desk") == 0 || strcmp(url, "/api/desk") == 0)
        return wrote(s, &w, webday_desk_post(&w, c, wc, form, json));
    return web_send_error(c, wc, json, 405, L(wc->lang, "nothing can be written here",
                                          "hier kann nichts eingetragen werden"));
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
                              const char *method, const char *version, const char *upload,
                              size_t *upload_size, void **con_cls)
{
    (void)version;
    web_server *s = cls;
    req *r = *con_cls;
    bool is_get = strcmp(method, MHD_HTTP_METHOD_GET) == 0 ||
                  strcmp(method, MHD_HTTP_METHOD_HEAD) == 0;
    bool is_post = strcmp(method, MHD_HTTP_METHOD_POST) == 0;
    if (!r) {
        /* The first call only sees the headers: answer from the next one,
         * once the whole request is read (a response queued earlier makes
         * libmicrohttpd close the connection instead of keeping it alive). */
        r = xcalloc(1, sizeof *r);
        r->post = is_post;
        *con_cls = r;
        r->max = fedweb_body_limit(url);
        if (is_post) {
            const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
                                                         MHD_HTTP_HEADER_CONTENT_LENGTH);
            if (cl && strtoull(cl, NULL, 10) > r->max)
                r->too_big = true;
            r->state = REQ_BODY;
        }
        return MHD_YES;
    }
    if (r->state == REQ_BODY && *upload_size) {
        if (r->body.len + *upload_size > r->max)
            r->too_big = true;
        else
            sk_buf_addn(&r->body, upload, *upload_size);
        *upload_size = 0;
        return MHD_YES;
    }
    web_ctx wc;
    memset(&wc, 0, sizeof wc);
    sk_err err;
    sk_err_clear(&err);
    bool needs_db = strncmp(url, "/assets/", 8) != 0 && strcmp(url, "/api/poll") != 0;
    if (needs_db)
        wc.d = thread_db(s, &err);
    wc.lang = pick_lang(s, c, wc.d);
    /* every text made for this request (ops' messages, the entry preview)
     * in the request's language, whatever the server's own is */
    sk_lang_use_thread(wc.lang == LANG_DE ? SK_LANG_DE : SK_LANG_EN);
    wc.tournament = s->tournament;
    wc.v = atomic_load(&s->gen);
    bool json = strncmp(url, "/api/", 5) == 0;
    if (!is_get && !is_post)
        return web_send_error(c, &wc, json, 405, _("only GET and POST are answered"));
    if (r->too_big) {
        char msg[128];
        snprintf(msg, sizeof msg, _("the request body is larger than %d bytes"), (int)r->max);
        return web_send_error(c, &wc, json, 413, msg);
    }
    if (!sk_utf8_valid(url))
        return web_send_error(c, &wc, json, 400, _("the address is not valid UTF-8"));
    if (needs_db && !wc.d)
        return web_send_error(c, &wc, json, 500, err.msg);
    if (!s->o.quiet)
        fprintf(stderr, "%s %s\n", method, url);
    if (fedweb_route(url)) { /* the federation hub: its own limits (codes, signatures) */
        web_writer w = {s->code_rate, s->reg_rate, false};
        return wrote(s, &w, fedweb_handle(&w, c, &wc, url, is_post, r->body.s, r->body.len));
    }
    return is_post ? route_post(s, c, url, &wc, r) : route_get(s, c, url, &wc, r);
}

/* ---- start, stop ---- */

/* "ADDR:PORT", ":PORT" or "PORT" into addr. */
static int parse_listen(const char *spec, struct sockaddr_in *addr, sk_err *err)
{
    memset(addr, 0, sizeof *addr);
    addr->sin_family = AF_INET;
    addr->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr->sin_port = htons(WEB_DEFAULT_PORT);
    if (!spec)
        return SK_OK;
    const char *colon = strrchr(spec, ':');
    const char *port = colon ? colon + 1 : spec;
    if (colon && colon > spec) {
        char host[64];
        size_t n = (size_t)(colon - spec);
        if (n >= sizeof host)
            return sk_err_set(err, SK_USAGE, _("--listen %s: the address is too long"), spec);
        memcpy(host, spec, n);
        host[n] = '\0';
        if (strcmp(host, "localhost") == 0)
            snprintf(host, sizeof host, "127.0.0.1");
        if (inet_pton(AF_INET, host, &addr->sin_addr) != 1)
            return sk_err_set(err, SK_USAGE, _("--listen %s: '%s' is not an IPv4 address "
                              "(e.g. 127.0.0.1 or 0.0.0.0 for every network)"), spec, host);
    } else if (!colon && strchr(spec, '.')) {
        return sk_err_set(err, SK_USAGE, _("--listen %s: give ADDR:PORT, e.g. 0.0.0.0:%d"), spec,
                          WEB_DEFAULT_PORT);
    }
    long p;
    if (!sk_parse_int(port, 0, 65535, &p))
        return sk_err_set(err, SK_USAGE, _("--listen %s: the port must be a number from 0 to 65535"),
                          spec);
    addr->sin_port = htons((uint16_t)p);
    return SK_OK;
}

int web_start(const web_opts *o, web_server **out, sk_err *err)
{
    *out = NULL;
    struct sockaddr_in addr;
    int rc = parse_listen(o->listen, &addr, err);
    if (rc != SK_OK)
        return rc;
    db *d;
    rc = db_open(o->db_path, &d, err);
    if (rc != SK_OK)
        return rc;
    db_close(d);

    web_server *s = xcalloc(1, sizeof *s);
    s->o = *o;
    s->db_path = xstrdup(o->db_path);
    s->tournament = o->tournament ? xstrdup(o->tournament) : NULL;
    if (s->o.post_rate <= 0)
        s->o.post_rate = 20;
    atomic_store(&s->gen, 1);
    pthread_mutex_init(&s->conns_mx, NULL);
    pthread_mutex_init(&s->wait_mx, NULL);
    pthread_cond_init(&s->wait_cv, NULL);
    pthread_mutex_init(&s->cache_mx, NULL);
    pthread_key_create(&s->db_key, close_thread_db);
    s->cache = xcalloc(CACHE_SLOTS, sizeof *s->cache);
    s->post_rate = web_rate_new(2.0 * s->o.post_rate, s->o.post_rate);
    s->code_rate = web_rate_new(CODE_TRIES, 1.0 / CODE_REFILL_S);
    s->reg_rate = web_rate_new(REG_BURST, 1.0 / REG_REFILL_S);

    int threads = o->threads;
    if (threads <= 0) {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        threads = n < 2 ? 2 : n > 16 ? 16 : (int)n;
    }
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO | MHD_ALLOW_SUSPEND_RESUME;
    s->mhd = MHD_start_daemon(flags, 0, NULL, NULL, handle, s,
                              MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
                              MHD_OPTION_THREAD_POOL_SIZE, (unsigned)threads,
                              MHD_OPTION_CONNECTION_LIMIT, (unsigned)2000,
                              MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned)512,
                              MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)30,
                              MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(64 * 1024),
                              MHD_OPTION_LISTEN_BACKLOG_SIZE, (unsigned)1024,
                              MHD_OPTION_NOTIFY_COMPLETED, req_done, s,
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
    if (pthread_create(&s->watcher, NULL, watch, s) != 0) {
        sk_err_set(err, SK_FAIL, _("cannot start the watcher thread"));
        web_stop(s);
        return SK_FAIL;
    }
    s->watcher_started = true;
    *out = s;
    return SK_OK;
}

const char *web_url(const web_server *s)
{
    return s->url;
}

void web_stop(web_server *s)
{
    if (!s)
        return;
    pthread_mutex_lock(&s->wait_mx);
    s->stopping = true;
    wake_all(s, false);
    pthread_cond_broadcast(&s->wait_cv);
    pthread_mutex_unlock(&s->wait_mx);
    if (s->watcher_started)
        pthread_join(s->watcher, NULL);
    if (s->mhd)
        MHD_stop_daemon(s->mhd);
    for (int i = 0; s->cache && i < CACHE_SLOTS; i++)
        if (s->cache[i].resp)
            MHD_destroy_response(s->cache[i].resp);
    free(s->cache);
    web_rate_free(s->post_rate);
    web_rate_free(s->code_rate);
    web_rate_free(s->reg_rate);
    while (s->conns) {
        conn_node *n = s->conns;
        s->conns = n->next;
        db_close(n->d);
        free(n);
    }
    pthread_key_delete(s->db_key);
    pthread_mutex_destroy(&s->conns_mx);
    pthread_mutex_destroy(&s->wait_mx);
    pthread_cond_destroy(&s->wait_cv);
    pthread_mutex_destroy(&s->cache_mx);
    free(s->db_path);
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
