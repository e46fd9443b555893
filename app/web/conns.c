/* conns.c - see conns.h */
#include "conns.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "util.h"
#include "waitms.h"

#define REAP_MS 100
#define ADDR_BUCKETS 4096
/* room kept free: above HIGH% of the limit, idle and slow connections are
 * closed until LOW% remain */
#define HIGH_PCT 90
#define LOW_PCT 80
/* a connection younger than this is not closed to make room (its header
 * may be on the way) */
#define YOUNG_MS 250

enum { PH_HEADER = 0 };

typedef struct conn_ent {
    int fd;
    web_addr addr;
    bool counted;          /* in the per-address count */
    /* set by the connection's thread without the lock (web_conns_phase),
     * read by the reaper */
    _Atomic int phase;     /* PH_HEADER or WEB_CONN_* */
    _Atomic int64_t since; /* ms: the phase began */
    _Atomic int64_t deadline; /* ms, 0: none */
    bool killed;
    struct conn_ent *prev, *next;
} conn_ent;

typedef struct addr_count {
    web_addr a;
    unsigned n;
    struct addr_count *next;
} addr_count;

struct web_conns {
    web_conns_opts o;       /* as started; the limits below may change (web_conns_set) */
    _Atomic unsigned max, per_addr, header_ms, send_ms;
    pthread_mutex_t mx;
    pthread_cond_t cv;
    bool stopping;
    pthread_t reaper;
    conn_ent *head;
    unsigned count, killed;
    addr_count *bucket[ADDR_BUCKETS];
};

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static unsigned addr_hash(const web_addr *a)
{
    uint32_t h = 2166136261u;
    for (int i = 0; i < 16; i++)
        h = (h ^ a->a[i]) * 16777619u;
    return h % ADDR_BUCKETS;
}

/* The count of a (created at 0 when add); under mx. */
static addr_count **addr_slot(web_conns *w, const web_addr *a)
{
    addr_count **pp = &w->bucket[addr_hash(a)];
    while (*pp && memcmp((*pp)->a.a, a->a, 16) != 0)
        pp = &(*pp)->next;
    return pp;
}

static void addr_add(web_conns *w, const web_addr *a, int delta)
{
    addr_count **pp = addr_slot(w, a);
    if (!*pp) {
        if (delta < 0)
            return;
        *pp = xcalloc(1, sizeof **pp);
        (*pp)->a = *a;
    }
    if (delta < 0 && (*pp)->n <= (unsigned)-delta) {
        addr_count *dead = *pp;
        *pp = dead->next;
        free(dead);
        return;
    }
    (*pp)->n = (unsigned)((int)(*pp)->n + delta);
}

enum MHD_Result web_conns_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen)
{
    (void)addrlen;
    web_conns *w = cls;
    web_addr a;
    unsigned per_addr = atomic_load(&w->per_addr), max = atomic_load(&w->max);
    if (max && max < w->o.max) { /* lowered while serving: libmicrohttpd counts the started one */
        pthread_mutex_lock(&w->mx);
        bool room = w->count - w->killed < max;
        pthread_mutex_unlock(&w->mx);
        if (!room)
            return MHD_NO;
    }
    if (!per_addr || !web_addr_from(addr, &a) || web_peers_trusted(w->o.peers, &a))
        return MHD_YES;
    pthread_mutex_lock(&w->mx);
    addr_count **pp = addr_slot(w, &a);
    bool ok = !*pp || (*pp)->n < per_addr;
    if (ok)
        addr_add(w, &a, 1); /* counted here, so parallel accepts cannot overshoot */
    pthread_mutex_unlock(&w->mx);
    return ok ? MHD_YES : MHD_NO;
}

void web_conns_notify(void *cls, struct MHD_Connection *c, void **socket_context,
                      enum MHD_ConnectionNotificationCode code)
{
    web_conns *w = cls;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        conn_ent *e = xcalloc(1, sizeof *e);
        const union MHD_ConnectionInfo *ci =
            MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
        e->fd = ci ? ci->connect_fd : -1;
        ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
        bool have = ci && web_addr_from(ci->client_addr, &e->addr);
        e->counted = have && atomic_load(&w->per_addr) && !web_peers_trusted(w->o.peers, &e->addr);
        e->phase = PH_HEADER;
        e->since = now_ms();
        e->deadline = e->since + atomic_load(&w->header_ms);
        pthread_mutex_lock(&w->mx);
        e->next = w->head;
        if (w->head)
            w->head->prev = e;
        w->head = e;
        w->count++;
        pthread_mutex_unlock(&w->mx);
        *socket_context = e;
        return;
    }
    conn_ent *e = *socket_context;
    if (!e)
        return;
    pthread_mutex_lock(&w->mx);
    if (e->prev)
        e->prev->next = e->next;
    else
        w->head = e->next;
    if (e->next)
        e->next->prev = e->prev;
    w->count--;
    if (e->killed)
        w->killed--;
    if (e->counted)
        addr_add(w, &e->addr, -1);
    pthread_mutex_unlock(&w->mx);
    free(e);
    *socket_context = NULL;
}

void web_conns_phase(web_conns *w, struct MHD_Connection *c, int phase, uint64_t body_len)
{
    const union MHD_ConnectionInfo *ci =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    conn_ent *e = ci ? ci->socket_context : NULL;
    if (!e)
        return;
    int64_t now = now_ms(), deadline = 0;
    if (phase == WEB_CONN_BODY)
        deadline = now + atomic_load(&w->header_ms) + (int64_t)(body_len * 1000 / WEB_CONN_MIN_RATE);
    else if (phase == WEB_CONN_SENDING)
        deadline = now + atomic_load(&w->send_ms);
    else if (phase == WEB_CONN_IDLE)
        deadline = now + w->o.idle_ms;
    /* no lock: the entry lives until the connection ends (in this thread);
     * the reaper may see the phase a moment before the deadline: at worst
     * one round late */
    atomic_store(&e->deadline, 0);
    atomic_store(&e->phase, phase);
    atomic_store(&e->since, now);
    atomic_store(&e->deadline, deadline);
}

unsigned web_conns_count(web_conns *w)
{
    pthread_mutex_lock(&w->mx);
    unsigned n = w->count;
    pthread_mutex_unlock(&w->mx);
    return n;
}

unsigned web_conns_busy(web_conns *w)
{
    unsigned n = 0;
    pthread_mutex_lock(&w->mx);
    for (conn_ent *e = w->head; e; e = e->next) {
        int ph = atomic_load(&e->phase);
        n += ph == WEB_CONN_BODY || ph == WEB_CONN_WORK || ph == WEB_CONN_SENDING;
    }
    pthread_mutex_unlock(&w->mx);
    return n;
}

/* End e's connection (under mx): a 408 first when a request was still
 * being read, then shutdown(); libmicrohttpd sees the end and closes it. */
static void end_conn(web_conns *w, conn_ent *e)
{
    static const char late[] = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n"
                               "Content-Type: text/plain; charset=utf-8\r\n"
                               "Content-Length: 47\r\n\r\n"
                               "the request did not arrive within its deadline\n";
    if (e->killed || e->fd < 0)
        return;
    e->killed = true;
    w->killed++;
    if (e->phase == PH_HEADER || e->phase == WEB_CONN_BODY)
        (void)!send(e->fd, late, sizeof late - 1, MSG_DONTWAIT | MSG_NOSIGNAL);
    shutdown(e->fd, SHUT_RDWR);
}

static int by_since(const void *a, const void *b)
{
    const conn_ent *x = *(conn_ent *const *)a, *y = *(conn_ent *const *)b;
    return x->since < y->since ? -1 : x->since > y->since;
}

/* Close idle kept-alive connections, then those waiting longest for their
 * header, until LOW_PCT of the limit is open (under mx). */
static void make_room(web_conns *w, int64_t now)
{
    unsigned live = w->count - w->killed, max = atomic_load(&w->max);
    if (!max || live * 100 <= (unsigned long)max * HIGH_PCT)
        return;
    unsigned need = live - (unsigned)((unsigned long)max * LOW_PCT / 100);
    conn_ent **v = xcalloc(w->count, sizeof *v);
    for (int pass = 0; pass < 2 && need > 0; pass++) {
        size_t n = 0;
        for (conn_ent *e = w->head; e; e = e->next)
            if (!e->killed && (pass == 0 ? e->phase == WEB_CONN_IDLE
                                         : e->phase == PH_HEADER && now - e->since >= YOUNG_MS))
                v[n++] = e;
        qsort(v, n, sizeof *v, by_since);
        for (size_t i = 0; i < n && need > 0; i++, need--)
            end_conn(w, v[i]);
    }
    free(v);
}

static void *reap(void *arg)
{
    web_conns *w = arg;
    pthread_mutex_lock(&w->mx);
    while (!w->stopping) {
        web_wait_ms(&w->cv, &w->mx, REAP_MS);
        if (w->stopping)
            break;
        int64_t now = now_ms();
        for (conn_ent *e = w->head; e; e = e->next)
            if (!e->killed && e->deadline && now >= e->deadline)
                end_conn(w, e);
        make_room(w, now);
    }
    pthread_mutex_unlock(&w->mx);
    return NULL;
}

web_conns *web_conns_start(const web_conns_opts *o)
{
    web_conns *w = xcalloc(1, sizeof *w);
    w->o = *o;
    atomic_store(&w->max, o->max);
    atomic_store(&w->per_addr, o->per_addr);
    atomic_store(&w->header_ms, o->header_ms);
    atomic_store(&w->send_ms, o->send_ms);
    pthread_mutex_init(&w->mx, NULL);
    pthread_cond_init(&w->cv, NULL);
    if (pthread_create(&w->reaper, NULL, reap, w) != 0) {
        pthread_mutex_destroy(&w->mx);
        pthread_cond_destroy(&w->cv);
        free(w);
        return NULL;
    }
    return w;
}

void web_conns_stop(web_conns *w)
{
    if (!w)
        return;
    web_thread_stop(&w->mx, &w->cv, &w->stopping, w->reaper, true);
    while (w->head) {
        conn_ent *e = w->head;
        w->head = e->next;
        free(e);
    }
    for (int i = 0; i < ADDR_BUCKETS; i++)
        while (w->bucket[i]) {
            addr_count *a = w->bucket[i];
            w->bucket[i] = a->next;
            free(a);
        }
    pthread_mutex_destroy(&w->mx);
    pthread_cond_destroy(&w->cv);
    free(w);
}

void web_conns_set(web_conns *w, const web_conns_opts *o)
{
    atomic_store(&w->max, o->max < w->o.max ? o->max : w->o.max);
    /* on or off as started: the counts of accept and notify agree */
    if (w->o.per_addr && o->per_addr)
        atomic_store(&w->per_addr, o->per_addr);
    atomic_store(&w->header_ms, o->header_ms);
    atomic_store(&w->send_ms, o->send_ms);
}

void web_conns_close_idle(web_conns *w)
{
    pthread_mutex_lock(&w->mx);
    for (conn_ent *e = w->head; e; e = e->next)
        if (!e->killed && atomic_load(&e->phase) == WEB_CONN_IDLE)
            end_conn(w, e);
    pthread_mutex_unlock(&w->mx);
}
