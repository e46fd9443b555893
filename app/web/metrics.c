/* metrics.c - see metrics.h */
#include "metrics.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "request.h"

typedef _Atomic unsigned long long counter;

/* The routes: exact paths, then the ones with variable parts. */
static const char *const exact[] = {
    "/", "/standings", "/teams", "/beamer", "/tables", "/league", "/money", "/lang",
    "/register", "/clock", "/desk", "/cashier", "/fed", "/fed/matchday", "/healthz",
    "/metrics", "/api/poll", "/api/tournament", "/api/standings", "/api/tables",
    "/api/league", "/api/money", "/api/preview", "/api/register", "/api/clock", "/api/desk",
    "/api/fed/pull", "/api/fed/enrol", "/api/fed/push", "/api/fed/confirm",
    "/api/fed/protest",
};
#define NEXACT (sizeof exact / sizeof exact[0])
enum {
    R_ASSET = NEXACT, R_CHECKIN, R_TABLE, R_TABLE_GAME, R_API_TABLE, R_API_TABLE_GAME, R_OTHER,
    NROUTES
};
static const char *const variable[] = {
    "/assets/:name", "/checkin/:code", "/table/:series/:table", "/table/:series/:table/game",
    "/api/table/:series/:table", "/api/table/:series/:table/game", "other",
};

static const unsigned statuses[] = {200, 303, 304, 400, 401, 403, 404, 405, 408, 409,
                                    413, 415, 422, 429, 500, 503};
#define NSTATUS (sizeof statuses / sizeof statuses[0])
#define S_OTHER NSTATUS     /* any other status */
#define S_NONE (NSTATUS + 1) /* no answer: the connection ended first */

static const double bounds[] = {0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};
#define NBOUNDS (sizeof bounds / sizeof bounds[0])

static const char *const write_kinds[] = {"game", "register", "desk", "fed"};
#define NKINDS 4
static const char *const push_results[] = {"applied", "again", "refused"};
static const char *const change_outcomes[] = {"applied", "same", "again", "review"};
static const double change_bounds[] = {1, 10, 100, 1000, 10000};
#define NCB (sizeof change_bounds / sizeof change_bounds[0])

struct web_metrics {
    counter requests[NROUTES][NSTATUS + 2];
    counter lat_bucket[NROUTES][NBOUNDS]; /* each request in its first bucket only */
    counter lat_count[NROUTES], lat_us[NROUTES];
    counter writes[NKINDS][2];            /* [kind][stored] */
    counter pushes[3];
    counter changes[4];
    counter per_push_bucket[NCB], per_push_count, per_push_sum;
    counter db_errors;
};

web_metrics *web_metrics_new(void)
{
    return xcalloc(1, sizeof(web_metrics)); /* zeroed memory is a valid atomic 0 */
}

void web_metrics_free(web_metrics *m)
{
    free(m);
}

int web_metrics_route(const char *url)
{
    for (size_t i = 0; i < NEXACT; i++)
        if (strcmp(url, exact[i]) == 0)
            return (int)i;
    if (strncmp(url, "/assets/", 8) == 0)
        return R_ASSET;
    if (strncmp(url, "/checkin/", 9) == 0)
        return R_CHECKIN;
    int ts = 0, tt = 0;
    const char *rest = NULL;
    bool api = strncmp(url, "/api/table/", 10) == 0;
    if ((api || strncmp(url, "/table/", 6) == 0) &&
        web_table_url(url + (api ? 10 : 6), &ts, &tt, &rest)) {
        if (!*rest)
            return api ? R_API_TABLE : R_TABLE;
        if (strcmp(rest, "/game") == 0)
            return api ? R_API_TABLE_GAME : R_TABLE_GAME;
    }
    return R_OTHER;
}

const char *web_metrics_route_name(int route)
{
    if (route >= 0 && route < (int)NEXACT)
        return exact[route];
    if (route >= (int)NEXACT && route < NROUTES)
        return variable[route - NEXACT];
    return "other";
}

void web_metrics_request(web_metrics *m, int route, unsigned status, int64_t us)
{
    if (route < 0 || route >= NROUTES)
        route = R_OTHER;
    size_t si = S_OTHER;
    if (!status)
        si = S_NONE;
    for (size_t i = 0; i < NSTATUS; i++)
        if (statuses[i] == status)
            si = i;
    atomic_fetch_add(&m->requests[route][si], 1);
    if (status == 500 || status == 503)
        atomic_fetch_add(&m->db_errors, 1);
    if (us < 0)
        us = 0;
    double sec = (double)us / 1e6;
    for (size_t b = 0; b < NBOUNDS; b++)
        if (sec <= bounds[b]) {
            atomic_fetch_add(&m->lat_bucket[route][b], 1);
            break;
        }
    atomic_fetch_add(&m->lat_us[route], (unsigned long long)us);
    atomic_fetch_add(&m->lat_count[route], 1); /* last: count >= every bucket while rendering */
}

void web_metrics_write(web_metrics *m, const char *kind, bool stored)
{
    for (int k = 0; k < NKINDS; k++)
        if (strcmp(kind, write_kinds[k]) == 0)
            atomic_fetch_add(&m->writes[k][stored ? 1 : 0], 1);
}

void web_metrics_push(web_metrics *m, const web_writer *w)
{
    if (!w->push_ok) {
        atomic_fetch_add(&m->pushes[2], 1);
        return;
    }
    int n[4] = {w->applied, w->same, w->again, w->review};
    unsigned long long all = 0;
    for (int i = 0; i < 4; i++) {
        atomic_fetch_add(&m->changes[i], (unsigned long long)(n[i] > 0 ? n[i] : 0));
        all += (unsigned long long)(n[i] > 0 ? n[i] : 0);
    }
    atomic_fetch_add(&m->pushes[w->applied > 0 || w->review > 0 ? 0 : 1], 1);
    for (size_t b = 0; b < NCB; b++)
        if ((double)all <= change_bounds[b]) {
            atomic_fetch_add(&m->per_push_bucket[b], 1);
            break;
        }
    atomic_fetch_add(&m->per_push_sum, all);
    atomic_fetch_add(&m->per_push_count, 1);
}

/* ---- the exposition ---- */

static void head_of(sk_buf *o, const char *name, const char *type, const char *help)
{
    sk_buf_printf(o, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}

static void status_label(size_t si, char *buf, size_t n)
{
    if (si < NSTATUS)
        snprintf(buf, n, "%u", statuses[si]);
    else
        snprintf(buf, n, "%s", si == S_OTHER ? "other" : "none");
}

/* A histogram's buckets (cumulative), sum and count; labels: "" or
 * "route=\"...\","; the count read first, so no bucket exceeds it. */
static void histogram(sk_buf *o, const char *name, const char *labels, counter *bucket,
                      const double *bd, size_t nb, unsigned long long count, double sum)
{
    unsigned long long cum = 0;
    for (size_t b = 0; b < nb; b++) {
        cum += atomic_load(&bucket[b]);
        if (cum > count)
            cum = count;
        sk_buf_printf(o, "%s_bucket{%sle=\"%g\"} %llu\n", name, labels, bd[b], cum);
    }
    sk_buf_printf(o, "%s_bucket{%sle=\"+Inf\"} %llu\n", name, labels, count);
    size_t ln = strlen(labels);
    if (ln) /* without the trailing comma */
        sk_buf_printf(o, "%s_sum{%.*s} %.6f\n%s_count{%.*s} %llu\n", name, (int)ln - 1, labels,
                      sum, name, (int)ln - 1, labels, count);
    else
        sk_buf_printf(o, "%s_sum %.6f\n%s_count %llu\n", name, sum, name, count);
}

void web_metrics_render(web_metrics *m, const web_metrics_now *now, sk_buf *o)
{
    head_of(o, "skatsheet_http_requests_total", "counter",
           "Requests answered, by route and HTTP status (none: the connection ended first).");
    for (int r = 0; r < NROUTES; r++)
        for (size_t si = 0; si < NSTATUS + 2; si++) {
            unsigned long long v = atomic_load(&m->requests[r][si]);
            char st[16];
            status_label(si, st, sizeof st);
            if (v)
                sk_buf_printf(o, "skatsheet_http_requests_total{route=\"%s\",code=\"%s\"} %llu\n",
                              web_metrics_route_name(r), st, v);
        }
    head_of(o, "skatsheet_http_request_duration_seconds", "histogram",
           "Time from a request's header to its answer, by route.");
    for (int r = 0; r < NROUTES; r++) {
        unsigned long long count = atomic_load(&m->lat_count[r]);
        if (!count)
            continue;
        char labels[96];
        snprintf(labels, sizeof labels, "route=\"%s\",", web_metrics_route_name(r));
        histogram(o, "skatsheet_http_request_duration_seconds", labels, m->lat_bucket[r],
                  bounds, NBOUNDS, count, (double)atomic_load(&m->lat_us[r]) / 1e6);
    }
    head_of(o, "skatsheet_writes_total", "counter",
           "Writes of the writer thread, by kind, stored or refused (nothing stored).");
    for (int k = 0; k < NKINDS; k++)
        for (int st = 1; st >= 0; st--)
            sk_buf_printf(o, "skatsheet_writes_total{kind=\"%s\",result=\"%s\"} %llu\n",
                          write_kinds[k], st ? "stored" : "refused",
                          atomic_load(&m->writes[k][st]));
    head_of(o, "skatsheet_fed_pushes_total", "counter",
           "Federation pushes received: applied (stored something new), again (nothing new), "
           "refused.");
    for (int i = 0; i < 3; i++)
        sk_buf_printf(o, "skatsheet_fed_pushes_total{result=\"%s\"} %llu\n", push_results[i],
                      atomic_load(&m->pushes[i]));
    head_of(o, "skatsheet_fed_push_changes_total", "counter",
           "Changes in stored federation pushes, by outcome.");
    for (int i = 0; i < 4; i++)
        sk_buf_printf(o, "skatsheet_fed_push_changes_total{outcome=\"%s\"} %llu\n",
                      change_outcomes[i], atomic_load(&m->changes[i]));
    head_of(o, "skatsheet_fed_push_changes", "histogram", "Changes per stored federation push.");
    histogram(o, "skatsheet_fed_push_changes", "", m->per_push_bucket, change_bounds, NCB,
              atomic_load(&m->per_push_count), (double)atomic_load(&m->per_push_sum));
    head_of(o, "skatsheet_review_queue_length", "gauge",
           "Open reviews of the federation's review queue (absent: the database did not "
           "answer).");
    if (now->reviews >= 0)
        sk_buf_printf(o, "skatsheet_review_queue_length %lld\n", now->reviews);
    head_of(o, "skatsheet_open_connections", "gauge", "Open HTTP connections.");
    sk_buf_printf(o, "skatsheet_open_connections %lld\n", now->connections);
    head_of(o, "skatsheet_writer_queue_depth", "gauge",
           "Writes waiting for the writer thread.");
    sk_buf_printf(o, "skatsheet_writer_queue_depth %lld\n", now->queued);
    head_of(o, "skatsheet_db_errors_total", "counter",
           "Answers 500 or 503: the database failed, stayed locked or is gone.");
    sk_buf_printf(o, "skatsheet_db_errors_total %llu\n", atomic_load(&m->db_errors));
    head_of(o, "skatsheet_data_generation", "gauge",
           "The data generation: grows with every change the server sees.");
    sk_buf_printf(o, "skatsheet_data_generation %lld\n", now->generation);
    head_of(o, "skatsheet_start_time_seconds", "gauge",
           "When the server started, seconds since the Unix epoch.");
    sk_buf_printf(o, "skatsheet_start_time_seconds %lld\n", now->started);
    head_of(o, "skatsheet_build_info", "gauge", "Always 1; the label says skatsheet's version.");
    sk_buf_printf(o, "skatsheet_build_info{version=\"%s\"} 1\n", now->version ? now->version : "");
}
