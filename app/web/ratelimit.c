/* ratelimit.c - see ratelimit.h */
#include "ratelimit.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util.h"

typedef struct rate_ent {
    web_addr a;
    double tokens;
    double last;                      /* seconds: tokens were counted then */
    struct rate_ent *hnext;           /* the hash chain */
    struct rate_ent *older, *newer;   /* the use order: head newest, tail oldest */
} rate_ent;

struct web_rate {
    double burst, per_second;
    const web_peers *peers;
    size_t max, n, nbuckets;
    rate_ent **bucket;
    rate_ent *newest, *oldest;
    pthread_mutex_t mx;
};

web_rate *web_rate_new(double burst, double per_second, const web_peers *peers,
                       size_t max_addrs)
{
    web_rate *r = xcalloc(1, sizeof *r);
    r->burst = burst;
    r->per_second = per_second;
    r->peers = peers;
    r->max = max_addrs ? max_addrs : WEB_RATE_ADDRS;
    r->nbuckets = 16;
    while (r->nbuckets < r->max)
        r->nbuckets *= 2;
    r->bucket = xcalloc(r->nbuckets, sizeof *r->bucket);
    pthread_mutex_init(&r->mx, NULL);
    return r;
}

void web_rate_free(web_rate *r)
{
    if (!r)
        return;
    while (r->newest) {
        rate_ent *e = r->newest;
        r->newest = e->older;
        free(e);
    }
    free(r->bucket);
    pthread_mutex_destroy(&r->mx);
    free(r);
}

static size_t slot_of(const web_rate *r, const web_addr *a)
{
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < 16; i++)
        h = (h ^ a->a[i]) * 1099511628211ULL;
    return (size_t)(h & (r->nbuckets - 1));
}

static void unlink_use(web_rate *r, rate_ent *e)
{
    if (e->newer)
        e->newer->older = e->older;
    else
        r->newest = e->older;
    if (e->older)
        e->older->newer = e->newer;
    else
        r->oldest = e->newer;
    e->older = e->newer = NULL;
}

static void push_newest(web_rate *r, rate_ent *e)
{
    e->older = r->newest;
    e->newer = NULL;
    if (r->newest)
        r->newest->newer = e;
    r->newest = e;
    if (!r->oldest)
        r->oldest = e;
}

static void drop(web_rate *r, rate_ent *e)
{
    rate_ent **pp = &r->bucket[slot_of(r, &e->a)];
    while (*pp != e)
        pp = &(*pp)->hnext;
    *pp = e->hnext;
    unlink_use(r, e);
    free(e);
    r->n--;
}

/* e's tokens at now (not above the burst). */
static double tokens_at(const web_rate *r, const rate_ent *e, double now)
{
    double t = e->tokens + (now - e->last) * r->per_second;
    return t > r->burst ? r->burst : t;
}

bool web_rate_addr_ok(web_rate *r, const web_addr *a, double now, bool take)
{
    pthread_mutex_lock(&r->mx);
    /* expiry: the entries unused longest whose buckets are full again */
    for (int i = 0; i < 2 && r->oldest && tokens_at(r, r->oldest, now) >= r->burst; i++)
        drop(r, r->oldest);
    rate_ent *e = r->bucket[slot_of(r, a)];
    while (e && memcmp(e->a.a, a->a, 16) != 0)
        e = e->hnext;
    if (e) {
        e->tokens = tokens_at(r, e, now);
        e->last = now;
        unlink_use(r, e);
        push_newest(r, e);
    } else {
        if (r->n == r->max) /* full: the one unused longest goes */
            drop(r, r->oldest);
        e = xcalloc(1, sizeof *e);
        e->a = *a;
        e->tokens = r->burst;
        e->last = now;
        size_t s = slot_of(r, a);
        e->hnext = r->bucket[s];
        r->bucket[s] = e;
        push_newest(r, e);
        r->n++;
    }
    bool ok = e->tokens >= 1.0;
    if (ok && take)
        e->tokens -= 1.0;
    pthread_mutex_unlock(&r->mx);
    return ok;
}

bool web_rate_ok(web_rate *r, struct MHD_Connection *c, bool take)
{
    web_addr a;
    web_client_addr(r->peers, c, &a);
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return web_rate_addr_ok(r, &a, (double)ts.tv_sec + (double)ts.tv_nsec / 1e9, take);
}

size_t web_rate_size(web_rate *r)
{
    pthread_mutex_lock(&r->mx);
    size_t n = r->n;
    pthread_mutex_unlock(&r->mx);
    return n;
}

void web_rate_set(web_rate *r, double burst, double per_second)
{
    pthread_mutex_lock(&r->mx);
    r->burst = burst;
    r->per_second = per_second;
    pthread_mutex_unlock(&r->mx);
}
