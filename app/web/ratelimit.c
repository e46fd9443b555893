/* ratelimit.c - see ratelimit.h */
#include "ratelimit.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "util.h"

#define RATE_SLOTS 1024   /* addresses kept; a colliding one starts afresh */

typedef struct rate_slot {
    unsigned char addr[16];
    bool used;
    double tokens;
    struct timespec last;
} rate_slot;

struct web_rate {
    double burst, per_second;
    pthread_mutex_t mx;
    rate_slot slot[RATE_SLOTS];
};

web_rate *web_rate_new(double burst, double per_second)
{
    web_rate *r = xcalloc(1, sizeof *r);
    r->burst = burst;
    r->per_second = per_second;
    pthread_mutex_init(&r->mx, NULL);
    return r;
}

void web_rate_free(web_rate *r)
{
    if (!r)
        return;
    pthread_mutex_destroy(&r->mx);
    free(r);
}

static void client_addr(struct MHD_Connection *c, unsigned char out[16])
{
    memset(out, 0, 16);
    const union MHD_ConnectionInfo *ci =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (!ci || !ci->client_addr)
        return;
    const struct sockaddr *sa = ci->client_addr;
    if (sa->sa_family == AF_INET)
        memcpy(out, &((const struct sockaddr_in *)(const void *)sa)->sin_addr, 4);
    else if (sa->sa_family == AF_INET6)
        memcpy(out, &((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr, 16);
}

bool web_rate_ok(web_rate *r, struct MHD_Connection *c, bool take)
{
    unsigned char a[16];
    client_addr(c, a);
    unsigned h = 2166136261u;
    for (int i = 0; i < 16; i++)
        h = (h ^ a[i]) * 16777619u;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    pthread_mutex_lock(&r->mx);
    rate_slot *s = &r->slot[h % RATE_SLOTS];
    if (!s->used || memcmp(s->addr, a, 16) != 0) {
        memcpy(s->addr, a, 16);
        s->used = true;
        s->tokens = r->burst;
    } else {
        double dt = (double)(now.tv_sec - s->last.tv_sec) +
                    (double)(now.tv_nsec - s->last.tv_nsec) / 1e9;
        s->tokens += dt * r->per_second;
        if (s->tokens > r->burst)
            s->tokens = r->burst;
    }
    s->last = now;
    bool ok = s->tokens >= 1.0;
    if (ok && take)
        s->tokens -= 1.0;
    pthread_mutex_unlock(&r->mx);
    return ok;
}
