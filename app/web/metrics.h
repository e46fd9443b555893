/* metrics.h - the counters of `skatsheet serve` (issue 41) and GET
 * /metrics in Prometheus' text exposition format (version 0.0.4).
 *
 * Counters are per process, kept in C11 atomics: any thread counts, any
 * thread renders, no lock.  A request's route is its address with the
 * variable parts named (/table/:series/:table, /checkin/:code): the
 * labels are a fixed, small set and never carry a code.  The names,
 * types and help lines are in docs/operations.md.  (web layer only) */
#ifndef SK_METRICS_H
#define SK_METRICS_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"
#include "webgame.h"

typedef struct web_metrics web_metrics;

/* New counters, all 0 (NULL never: xcalloc).  web_metrics_free: m may be NULL. */
web_metrics *web_metrics_new(void);
void web_metrics_free(web_metrics *m);

/* The route of url (a path without its query): an index, and its name. */
int web_metrics_route(const char *url);
const char *web_metrics_route_name(int route);

/* A request answered with status after us microseconds (status 0: the
 * connection ended before an answer).  500 and 503 count as database
 * errors too (the database failed, stayed locked or is gone). */
void web_metrics_request(web_metrics *m, int route, unsigned status, int64_t us);

/* A write of the writer thread (kind "game", "register", "desk", "fed"):
 * stored or refused (nothing stored). */
void web_metrics_write(web_metrics *m, const char *kind, bool stored);

/* A federation push answered (w->pushed): stored with its changes (w), or
 * refused.  A stored push that applied nothing new counts as "again". */
void web_metrics_push(web_metrics *m, const web_writer *w);

/* What is read at the moment of GET /metrics. */
typedef struct web_metrics_now {
    long long generation;    /* the data generation (server_int.h) */
    long long connections;   /* open connections */
    long long queued;        /* writes waiting for the writer thread */
    long long reviews;       /* open reviews of the review queue; -1: unknown */
    long long started;       /* the process's start, Unix seconds */
    const char *version;     /* skatsheet's version */
} web_metrics_now;

/* Append the exposition (every family with its HELP and TYPE) to out. */
void web_metrics_render(web_metrics *m, const web_metrics_now *now, sk_buf *out);

#endif
