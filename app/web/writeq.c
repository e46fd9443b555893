/* writeq.c - see writeq.h */
#include "i18n.h"
#include "writeq.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_file.h"
#include "fedweb.h"
#include "longpoll.h"
#include "probe.h"
#include "reqlog.h"
#include "request.h"
#include "waitms.h"
#include "webday.h"
#include "webgame.h"

struct wjob {
    struct MHD_Connection *c;
    req *r;
    wjob *next;
};

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The write routes: a table's game, a registration.  0: none. */
enum { W_NONE = 0, W_GAME, W_REGISTER, W_DESK };
static int write_route(const char *url, int *ts, int *tt)
{
    const char *rest = NULL;
    if (((strncmp(url, "/table/", 6) == 0 && web_table_url(url + 6, ts, tt, &rest)) ||
         (strncmp(url, "/api/table/", 10) == 0 && web_table_url(url + 10, ts, tt, &rest))) &&
        strcmp(rest, "/game") == 0)
        return W_GAME;
    if (strcmp(url, "/register") == 0 || strcmp(url, "/api/register") == 0)
        return W_REGISTER;
    if (strcmp(url, "/desk") == 0 || strcmp(url, "/api/desk") == 0)
        return W_DESK;
    return W_NONE;
}

/* The write's kind for the log and the metrics (metrics.h). */
static const char *kind_of(const char *url)
{
    int ts = 0, tt = 0;
    int route = write_route(url, &ts, &tt);
    return fedweb_route(url) ? "fed" : route == W_GAME ? "game" : route == W_DESK ? "desk"
                                                                                  : "register";
}

/* In the writer thread: the write of r, answered into r->answer; *wrote
 * when it stored a change, *w what it said (a federation push). */
static void run_write(web_server *s, struct MHD_Connection *c, req *r, web_writer *out)
{
    web_ctx wc;
    memset(&wc, 0, sizeof wc);
    wc.lang = r->lang;
    wc.tournament = s->tournament;
    wc.asked = r->asked;
    wc.v = atomic_load(&s->gen);
    sk_lang_use_thread(wc.lang == LANG_DE ? SK_LANG_DE : SK_LANG_EN);
    bool json = strncmp(r->url, "/api/", 5) == 0;
    int64_t left = r->deadline_ms - mono_ms();
    web_capture_begin(&r->answer);
    if (left <= 0) {
        /* the writes before this one took the whole wait: none is stored */
        char msg[300];
        snprintf(msg, sizeof msg, _("the database is busy (another program holds the write "
                 "lock): nothing was stored; send it again in a moment"));
        web_send_error(c, &wc, json, 503, msg);
    } else {
        web_db_verify(s->wdb); /* a backup put in place a moment ago is used, not the old file */
        bool gone = false;
        sk_err err;
        sk_err_clear(&err);
        wc.d = web_db_acquire(s->wdb, true, &gone, &err);
        if (!wc.d) {
            web_send_error(c, &wc, json, gone ? 503 : 500, err.msg);
        } else {
            db_set_busy_ms(wc.d, (int)left);
            web_reply_db(wc.d);
            web_writer w = {.codes = s->code_rate, .registrations = s->reg_rate,
                    .fedcodes = s->fedcode_rate, .peers = s->peers};
            const char *form = r->body.s ? r->body.s : "";
            int ts = 0, tt = 0;
            int route = write_route(r->url, &ts, &tt);
            if (fedweb_route(r->url))
                web_poll_wrote(s, &w, fedweb_handle(&w, c, &wc, r->url, r->method == M_POST, r->body.s,
                                           r->body.len));
            else if (route == W_GAME)
                web_poll_wrote(s, &w, webgame_write(&w, c, &wc, ts, tt, form, json));
            else if (route == W_DESK)
                web_poll_wrote(s, &w, webday_desk_post(&w, c, &wc, form, json));
            else
                web_poll_wrote(s, &w, webgame_register(&w, c, &wc, form, json));
            web_reply_db(NULL);
            *out = w;
        }
        web_db_release(s->wdb);
    }
    web_capture_end();
}

static void *writer(void *arg)
{
    web_server *s = arg;
    pthread_mutex_lock(&s->job_mx);
    for (;;) {
        while (!s->jobs && !s->writer_stopping)
            pthread_cond_wait(&s->job_cv, &s->job_mx);
        wjob *j = s->jobs;
        if (!j)
            break;
        s->jobs = j->next;
        if (!s->jobs)
            s->jobs_tail = NULL;
        s->writing++;
        pthread_mutex_unlock(&s->job_mx);
        atomic_fetch_sub(&s->queued, 1);
        if (s->writer_stopping)
            j->r->deadline_ms = 0; /* stopping: answered, nothing stored */
        web_reply_track(&j->r->track); /* its id on the answer, its status noted */
        if (j->r->health) {
            web_probe_health_write(s, j->c, j->r);
        } else {
            web_writer w;
            memset(&w, 0, sizeof w);
            run_write(s, j->c, j->r, &w);
            const char *kind = kind_of(j->r->url);
            /* a page of the officials (/fed) is a write only when it stored */
            if (j->r->method == M_POST && (strcmp(j->r->url, "/fed") != 0 || w.wrote)) {
                web_metrics_write(s->metrics, kind, w.wrote);
                if (!s->o.quiet)
                    web_reqlog_write(j->r->track.id, kind, j->r->track.status, w.wrote);
            }
            if (w.pushed)
                web_metrics_push(s->metrics, &w);
        }
        web_reply_track(NULL);
        j->r->state = REQ_WRITTEN;
        MHD_resume_connection(j->c);
        free(j);
        pthread_mutex_lock(&s->job_mx);
        s->writing--;
    }
    pthread_mutex_unlock(&s->job_mx);
    sk_lang_thread_clear();
    return NULL;
}

/* Hand the write of r to the writer thread; the connection waits
 * (suspended) for its answer, the pool thread goes on. */
enum MHD_Result web_writeq_add(web_server *s, struct MHD_Connection *c, const char *url,
                               const web_ctx *wc, req *r)
{
    bool json = strncmp(url, "/api/", 5) == 0;
    pthread_mutex_lock(&s->job_mx);
    if (s->writer_stopping || s->draining) {
        pthread_mutex_unlock(&s->job_mx);
        return web_send_error(c, wc, json, 503, _("the server is stopping: nothing was stored"));
    }
    r->url = xstrdup(url);
    r->lang = wc->lang;
    r->asked = wc->asked;
    r->deadline_ms = mono_ms() + (r->wait_ms > 0 ? r->wait_ms
                                                 : (int64_t)atomic_load(&s->write_timeout) * 1000);
    r->state = REQ_QUEUED;
    wjob *j = xcalloc(1, sizeof *j);
    j->c = c;
    j->r = r;
    MHD_suspend_connection(c);
    if (s->jobs_tail)
        s->jobs_tail->next = j;
    else
        s->jobs = j;
    s->jobs_tail = j;
    atomic_fetch_add(&s->queued, 1);
    pthread_cond_signal(&s->job_cv);
    pthread_mutex_unlock(&s->job_mx);
    return MHD_YES;
}

bool web_writeq_route(const char *url)
{
    int ts = 0, tt = 0;
    return write_route(url, &ts, &tt) != W_NONE;
}

bool web_writeq_start(web_server *s)
{
    if (pthread_create(&s->writer, NULL, writer, s) != 0)
        return false;
    s->writer_started = true;
    return true;
}

bool web_writeq_idle(web_server *s, bool drain)
{
    pthread_mutex_lock(&s->job_mx);
    if (drain)
        s->draining = true;
    bool idle = !s->jobs && s->writing == 0;
    pthread_mutex_unlock(&s->job_mx);
    return idle;
}

void web_writeq_stop(web_server *s)
{
    web_thread_stop(&s->job_mx, &s->job_cv, &s->writer_stopping, s->writer, s->writer_started);
}
