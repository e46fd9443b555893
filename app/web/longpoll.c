/* longpoll.c - see longpoll.h */
#include "i18n.h"
#include "longpoll.h"

#include <stdio.h>
#include <stdlib.h>

#define LONGPOLL_S 25        /* a long poll answers after this at the latest */

typedef struct waiter {
    struct MHD_Connection *c;
    req *r;
    struct waiter *next;
} waiter;

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

/* The watcher's poll (webdb.h): a change refreshes the pages and answers
 * every long poll; else only the expired long polls are answered. */
void web_poll_tick(void *ud, bool changed)
{
    web_server *s = ud;
    pthread_mutex_lock(&s->wait_mx);
    if (changed)
        atomic_fetch_add(&s->gen, 1);
    wake_all(s, !changed);
    pthread_mutex_unlock(&s->wait_mx);
}

static enum MHD_Result send_poll(struct MHD_Connection *c, long long v)
{
    char body[64];
    int n = snprintf(body, sizeof body, "{\"v\":%lld}\n", v);
    return web_send_buf(c, MHD_HTTP_OK, body, (size_t)n, CT_JSON);
}

/* GET /api/poll?v=N: answer at once when the generation is not N, else
 * when it changes (or after LONGPOLL_S). */
enum MHD_Result web_poll_answer(web_server *s, struct MHD_Connection *c, req *r)
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

/* After a write handler: its answer, and the pages refreshed at once
 * when it stored a change. */
enum MHD_Result web_poll_wrote(web_server *s, const web_writer *w, enum MHD_Result ret)
{
    if (w->wrote)
        bump(s);
    return ret;
}

void web_poll_stop(web_server *s)
{
    pthread_mutex_lock(&s->wait_mx);
    s->stopping = true;
    wake_all(s, false);
    pthread_mutex_unlock(&s->wait_mx);
}
