/* pagecache.c - see pagecache.h */
#include "pagecache.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CACHE_SLOTS 128

typedef struct cache_slot {
    char key[192];
    long long gen;
    char *body;            /* the page (malloc'd; NULL: none yet): each answer a copy of */
    size_t len;            /* it, so that each carries its own X-Request-Id (reply.h) */
    bool json;
    bool rendering;
    unsigned long used;
} cache_slot;

/* This thread's reading connection into wc->d (kept until the request is
 * answered: answer() releases it), taken only when a request needs it: a
 * page from the cache costs no lock.  false with the 503 (no database at
 * the path) or 500 queued into *ret. */
bool web_cache_need_db(web_server *s, struct MHD_Connection *c, web_ctx *wc, bool json,
                       enum MHD_Result *ret)
{
    if (wc->d)
        return true;
    bool gone = false;
    sk_err err;
    sk_err_clear(&err);
    wc->d = web_db_acquire(s->wdb, false, &gone, &err);
    if (!wc->d) {
        web_db_release(s->wdb);
        *ret = web_send_error(c, wc, json, gone ? 503 : 500, err.msg);
        return false;
    }
    web_reply_db(wc->d);
    return true;
}

static unsigned long cache_clock;

/* An answer of its own with slot's page (under cache_mx). */
static struct MHD_Response *cached_response(const cache_slot *slot)
{
    struct MHD_Response *resp = web_response(slot->body, slot->len,
                                             slot->json ? CT_JSON : CT_HTML, false);
    if (resp)
        MHD_add_response_header(resp, "Cache-Control", "no-cache");
    return resp;
}

/* Answer from the cache, or render (fn) and keep the result.  While one
 * thread renders a changed page the others answer with the previous
 * version (it is at most one change old). */
enum MHD_Result web_cache_page(web_server *s, struct MHD_Connection *c, web_ctx *wc,
                                const char *key, bool json, web_cache_fn fn, const void *arg)
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
    if (slot && slot->body && (slot->gen == gen || slot->rendering)) {
        slot->used = ++cache_clock;
        struct MHD_Response *resp = cached_response(slot);
        pthread_mutex_unlock(&s->cache_mx);
        return resp ? web_queue(c, MHD_HTTP_OK, resp) : MHD_NO;
    }
    if (!slot && !victim->rendering) {
        slot = victim;
        free(slot->body);
        memset(slot, 0, sizeof *slot);
        snprintf(slot->key, sizeof slot->key, "%s", key);
    }
    if (slot)
        slot->rendering = true;
    pthread_mutex_unlock(&s->cache_mx);

    enum MHD_Result ret;
    if (!web_cache_need_db(s, c, wc, json, &ret)) {
        if (slot) {
            pthread_mutex_lock(&s->cache_mx);
            slot->rendering = false;
            pthread_mutex_unlock(&s->cache_mx);
        }
        return ret;
    }
    sk_buf b = {0};
    sk_err err;
    sk_err_clear(&err);
    int rc = fn(wc, arg, &b, &err);
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
    if (resp)
        MHD_add_response_header(resp, "Cache-Control", "no-cache");
    if (slot) {
        pthread_mutex_lock(&s->cache_mx);
        free(slot->body);
        slot->len = b.len;
        slot->body = b.s ? b.s : xstrdup("");
        b.s = NULL;
        slot->json = json;
        slot->gen = wc->v;
        slot->rendering = false;
        slot->used = ++cache_clock;
        pthread_mutex_unlock(&s->cache_mx);
    }
    sk_buf_free(&b);
    return resp ? web_queue(c, MHD_HTTP_OK, resp) : MHD_NO;
}

void web_cache_init(web_server *s)
{
    pthread_mutex_init(&s->cache_mx, NULL);
    s->cache = xcalloc(CACHE_SLOTS, sizeof *s->cache);
}

void web_cache_free(web_server *s)
{
    for (int i = 0; s->cache && i < CACHE_SLOTS; i++)
        free(s->cache[i].body);
    free(s->cache);
    pthread_mutex_destroy(&s->cache_mx);
}
