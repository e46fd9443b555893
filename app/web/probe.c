/* probe.c - see probe.h */
#include "i18n.h"
#include "probe.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "db_file.h"
#include "db_probe.h"
#include "dbprobe.h"
#include "peer.h"
#include "reply.h"

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static enum MHD_Result health_answer(struct MHD_Connection *c, const char *db_state,
                                     const char *lock_state)
{
    bool ok = strcmp(db_state, "ok") == 0 && strcmp(lock_state, "ok") == 0;
    char body[128];
    int n = snprintf(body, sizeof body, "{\"status\":\"%s\",\"db\":\"%s\",\"write_lock\":\"%s\"}\n",
                     ok ? "ok" : "fail", db_state, lock_state);
    return web_send_buf(c, ok ? 200 : 503, body, (size_t)n, CT_JSON);
}

bool web_probe_health(web_server *s, struct MHD_Connection *c, req *r, enum MHD_Result *ret)
{
    bool later = false;
    sk_err err;
    sk_err_clear(&err);
    db *d = web_db_acquire(s->wdb, false, &later, &err);
    const char *state = "ok";
    if (!d)
        state = later ? "gone" : "error";
    else if (db_probe_read(d, &err) != SK_OK)
        state = db_retry_later(d) ? "busy" : "error";
    web_db_release(s->wdb);
    if (strcmp(state, "ok") != 0) {
        *ret = health_answer(c, state, "unchecked");
        return false;
    }
    r->health = true;
    r->wait_ms = WEB_HEALTH_MS;
    return true;
}

void web_probe_health_write(web_server *s, struct MHD_Connection *c, req *r)
{
    web_capture_begin(&r->answer);
    int64_t left = r->deadline_ms - mono_ms();
    const char *state = "ok";
    if (left <= 0) {
        state = "timeout"; /* the writes before it took the whole wait */
    } else {
        web_db_verify(s->wdb);
        bool later = false;
        sk_err err;
        sk_err_clear(&err);
        db *d = web_db_acquire(s->wdb, true, &later, &err);
        if (!d)
            state = later ? "gone" : "error";
        else if (ops_db_probe_write(d, (int)left, &err) != SK_OK)
            state = db_retry_later(d) ? "busy" : "error";
        web_db_release(s->wdb);
    }
    health_answer(c, "ok", state);
    web_capture_end();
}

/* a is 127.0.0.0/8 or ::1 (web_addr: IPv4 mapped into IPv6). */
static bool loopback(const web_addr *a)
{
    static const unsigned char v4[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    static const unsigned char v6[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    return (memcmp(a->a, v4, 12) == 0 && a->a[12] == 127) || memcmp(a->a, v6, 16) == 0;
}

/* Equal strings, in a time that does not tell how much of them matched. */
static bool same_secret(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    unsigned char diff = la != lb;
    for (size_t i = 0; i < la; i++)
        diff |= (unsigned char)(a[i] ^ b[i % (lb ? lb : 1)]);
    return diff == 0;
}

enum MHD_Result web_probe_metrics(web_server *s, struct MHD_Connection *c, const web_ctx *wc)
{
    web_addr a;
    web_client_addr(s->peers, c, &a);
    bool allowed = loopback(&a) || web_peers_trusted(s->peers, &a);
    const char *h = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Authorization");
    if (!allowed && h && strncmp(h, "Bearer ", 7) == 0) {
        if (!web_rate_ok(s->code_rate, c, false))
            return web_send_error(c, wc, false, 429,
                                  L(wc->lang, "too many wrong tokens from this address: wait "
                                    "a moment", "zu viele falsche Schlüssel von dieser Adresse: "
                                    "bitte kurz warten"));
        const char *want = s->o.metrics_token;
        allowed = want && *want && same_secret(h + 7, want);
        if (!allowed)
            web_rate_ok(s->code_rate, c, true);
    }
    if (!allowed)
        return web_send_error(c, wc, false, 403,
                              L(wc->lang, "the metrics are for this machine, a trusted proxy "
                                "or a client with the metrics token only",
                                "die Messwerte gibt es nur für diesen Rechner, einen "
                                "vertrauenswürdigen Proxy oder mit dem Messwert-Schlüssel"));
    web_metrics_now now = {atomic_load(&s->gen), (long long)web_conns_count(s->conns),
                           atomic_load(&s->queued), -1, s->started, s->o.version};
    bool later = false;
    sk_err err;
    sk_err_clear(&err);
    db *d = web_db_acquire(s->wdb, false, &later, &err);
    if (d && db_probe_reviews(d, &now.reviews, &err) != SK_OK)
        now.reviews = -1;
    web_db_release(s->wdb);
    sk_buf b = {0};
    web_metrics_render(s->metrics, &now, &b);
    enum MHD_Result ret = web_send_buf(c, 200, b.s ? b.s : "", b.len,
                                       "text/plain; version=0.0.4; charset=utf-8");
    sk_buf_free(&b);
    return ret;
}
