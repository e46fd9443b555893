/* server_int.h - what server.c, pagecache.c (the page cache), longpoll.c
 * (the data generation and the long polls), writeq.c (the writer thread)
 * and probe.c (/healthz, /metrics) share: the server's state and a
 * request's.  Private to those
 * files: server.c calls them, they never call server.c
 * (tests/layers/cycles.sh).  (web layer only) */
#ifndef SK_SERVER_INT_H
#define SK_SERVER_INT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "conns.h"
#include "metrics.h"
#include "mhd.h"
#include "peer.h"
#include "ratelimit.h"
#include "reply.h"
#include "web.h"
#include "webdb.h"

typedef struct wjob wjob;

struct web_server {
    struct MHD_Daemon *mhd;
    web_opts o;                     /* as started; what SIGHUP changes is below */
    _Atomic int lang;               /* o.lang, then web_reload's */
    _Atomic int write_timeout;      /* s: o.write_timeout, then web_reload's */
    char *tournament;
    char url[128];
    _Atomic long long gen;          /* data generation: bumped on every change seen */
    _Atomic int org_lang;           /* `config lang` (LANG_*, -1 none) as of org_lang_gen */
    _Atomic long long org_lang_gen; /* (-1: not read yet) */
    web_db *wdb;                    /* the connections and the watcher (webdb.h) */
    web_conns *conns;               /* deadlines and limits of the connections (conns.h) */
    web_peers *peers;               /* trusted proxies, the public address (peer.h) */
    /* long polls */
    pthread_mutex_t wait_mx;
    bool stopping;
    struct waiter *waiters;
    /* the writer thread: writes in the order they came */
    pthread_t writer;
    bool writer_started;
    pthread_mutex_t job_mx;
    pthread_cond_t job_cv;
    wjob *jobs, *jobs_tail;
    bool writer_stopping;
    bool draining;         /* web_drain: new writes refused, the queue still written */
    int writing;           /* jobs taken from the queue and not yet answered */
    /* page cache */
    pthread_mutex_t cache_mx;
    struct cache_slot *cache;
    /* limits per client address */
    web_rate *post_rate;            /* POSTs */
    web_rate *code_rate;            /* wrong entry codes */
    web_rate *reg_rate;             /* registrations */
    web_rate *fedcode_rate;         /* refused federation requests per code */
    /* what an operator watches (metrics.h, reqlog.h, probe.h) */
    web_metrics *metrics;
    _Atomic long long queued;       /* writes waiting for the writer thread */
    long long started;              /* Unix seconds */
};

/* ---- requests ---- */

enum { REQ_NEW = 0, REQ_BODY, REQ_WAITING, REQ_RESUMED, REQ_QUEUED, REQ_WRITTEN };
enum { M_GET, M_POST, M_OTHER };

typedef struct req {
    int state;
    int method;
    bool head;               /* a HEAD (method M_GET) */
    bool too_big;
    bool had_body;
    size_t max;              /* the body limit of its route (fedweb_body_limit) */
    sk_buf body;
    long long wait_v;
    time_t wait_since;
    /* a write handed to the writer thread */
    char *url;
    web_lang lang;
    const char *asked;       /* the tournament the request names (?tournament=) */
    int64_t deadline_ms;     /* a write: answered 503 when not begun by then */
    int64_t wait_ms;         /* its wait for the writer (0: --write-timeout) */
    bool health;             /* GET /healthz: the writer thread probes the write lock */
    web_capture answer;
    /* the log and the metrics */
    web_track track;         /* its id and status (reply.h) */
    int64_t t0_us;           /* its header read (monotonic) */
    int route;               /* web_metrics_route */
    char client[48];         /* the client's address */
} req;

#endif
