/* webdb.c - see webdb.h */
#define _GNU_SOURCE /* pthread_rwlockattr_setkind_np: a waiting reopen goes first */
#include "i18n.h"
#include "webdb.h"

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "db_file.h"
#include "db_watch.h"
#include "waitms.h"

#define POLL_MS 200       /* the watcher's period */
#define READ_WAIT_MS 250  /* a reader's wait for a lock (WAL readers hardly ever wait) */

typedef struct conn_node {
    db *d;
    struct conn_node *next;
} conn_node;

typedef struct thread_conn {
    db *d;
    unsigned epoch;
} thread_conn;

enum { ST_OK = 0, ST_GONE };

struct web_db {
    char *path;
    _Atomic int write_ms;   /* web_db_set_write_ms may change it while serving */
    web_db_tick_fn tick;
    void *ud;
    /* the connections: used under lock (read side), all closed under its
     * write side */
    pthread_rwlock_t lock;
    unsigned epoch;         /* changed whenever every connection was closed */
    int state;              /* ST_OK, ST_GONE */
    pthread_mutex_t list_mx;
    conn_node *conns;
    pthread_key_t key;
    /* the watcher and what it saw last (under check_mx) */
    pthread_mutex_t check_mx;
    db *wd;                 /* the watcher's own connection (NULL while gone) */
    int64_t last_v;
    uint64_t last_stamp, last_log; /* of the file and of its log (db_file_check) */
    bool is_file;           /* SQLite: a file to watch; else a server (LISTEN/NOTIFY) */
    bool lost;              /* a server engine: the connection to the server is lost */
    pthread_t thread;
    bool started;
    pthread_mutex_t stop_mx;
    pthread_cond_t stop_cv;
    bool stopping;
};

static void free_thread_conn(void *p)
{
    free(p); /* the connection itself is in the list, closed by web_db_stop */
}

/* Close every connection of the list and start a new epoch in state st. */
static void close_all(web_db *w, int st)
{
    pthread_rwlock_wrlock(&w->lock);
    pthread_mutex_lock(&w->list_mx);
    while (w->conns) {
        conn_node *n = w->conns;
        w->conns = n->next;
        db_close(n->d);
        free(n);
    }
    pthread_mutex_unlock(&w->list_mx);
    w->epoch++;
    w->state = st;
    pthread_rwlock_unlock(&w->lock);
}

/* err: no database at the path now; NULL. */
static db *gone(web_db *w, sk_err *err)
{
    sk_err_set(err, SK_FAIL, _("the database file %s is gone (deleted or moved away): "
               "nothing can be shown or recorded until a database is at that path again"),
               w->path);
    return NULL;
}

db *web_db_acquire(web_db *w, bool write, bool *later, sk_err *err)
{
    *later = false;
    pthread_rwlock_rdlock(&w->lock);
    if (w->state == ST_GONE) {
        *later = true;
        return gone(w, err);
    }
    thread_conn *tc = pthread_getspecific(w->key);
    if (!tc) {
        tc = xcalloc(1, sizeof *tc);
        pthread_setspecific(w->key, tc);
    }
    if (tc->d && tc->epoch == w->epoch) {
        db_retry_clear(tc->d);
        if (write)
            db_set_busy_ms(tc->d, atomic_load(&w->write_ms));
        db_forget_cache(tc->d); /* a copy over the file in place is read as it is */
        return tc->d;
    }
    tc->d = NULL; /* closed with its epoch */
    db *d = NULL;
    int wait = write ? atomic_load(&w->write_ms) : READ_WAIT_MS;
    int rc = db_open_waiting(w->path, wait, &d, err);
    if (rc == SK_OK && !write)
        rc = db_set_reader(d, err);
    if (rc != SK_OK) {
        /* gone (the watcher has not seen it yet), locked, or not whole while
         * a copy is written over it: in a moment */
        *later = true;
        db_close(d);
        struct stat sb;
        if (stat(w->path, &sb) != 0 && errno == ENOENT) {
            sk_err_clear(err);
            return gone(w, err);
        }
        return NULL;
    }
    conn_node *n = xcalloc(1, sizeof *n);
    n->d = d;
    pthread_mutex_lock(&w->list_mx);
    n->next = w->conns;
    w->conns = n;
    pthread_mutex_unlock(&w->list_mx);
    tc->d = d;
    tc->epoch = w->epoch;
    return d;
}

void web_db_release(web_db *w)
{
    pthread_rwlock_unlock(&w->lock);
}

static void note(const char *fmt, const char *path)
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char when[32];
    strftime(when, sizeof when, "%H:%M:%S", &tm);
    fprintf(stderr, "skatsheet: %s ", when);
    fprintf(stderr, fmt, path);
    fputc('\n', stderr);
}

/* The watcher's connection on the file now at the path, what it sees
 * recorded (under check_mx).  false when there is none. */
static bool watch_open(web_db *w)
{
    sk_err e;
    sk_err_clear(&e);
    if (db_open(w->path, &w->wd, &e) != SK_OK) {
        w->wd = NULL;
        return false;
    }
    w->last_v = 0;
    db_data_version(w->wd, &w->last_v, &e);
    db_file_check(w->wd, &w->last_stamp, &w->last_log);
    return true;
}

/* One look at the file and the data (under check_mx); true when the pages
 * must be made anew. */
static bool check_once(web_db *w)
{
    if (!w->wd) { /* gone until now: is a database back? */
        if (!watch_open(w))
            return false;
        close_all(w, ST_OK); /* (every connection was closed when the file went) */
        note(_("a database is at %s again: serving it"), w->path);
        return true;
    }
    uint64_t stamp = 0, log = 0;
    db_file_state st = db_file_check(w->wd, &stamp, &log);
    if (st == DB_FILE_GONE) {
        db_close(w->wd);
        w->wd = NULL;
        close_all(w, ST_GONE);
        note(_("the database file %s was deleted or moved away: answering 503 (nothing can be "
               "recorded) until a database is at that path again"), w->path);
        return true;
    }
    /* the file changed, its log did not: no commit wrote it (every commit,
     * ours and any other program's, goes through the log first), so
     * somebody copied another database over it */
    bool rewritten = st == DB_FILE_SAME && stamp != w->last_stamp && log == w->last_log;
    if (st == DB_FILE_SAME && !rewritten) {
        int64_t v = w->last_v;
        sk_err e;
        sk_err_clear(&e);
        bool changed = db_data_version(w->wd, &v, &e) == SK_OK && v != w->last_v;
        if (changed) {
            /* a commit by anybody: its log written back (another program's
             * own write-back may have met a reader) */
            w->last_v = v;
            db_wal_flush(w->wd);
            db_file_check(w->wd, &stamp, &log);
        }
        w->last_stamp = stamp;
        w->last_log = log;
        return changed;
    }
    db_close(w->wd);
    w->wd = NULL;
    close_all(w, ST_OK);
    watch_open(w);
    note(rewritten ? _("the database file %s changed on disk without a commit (a copy over "
                       "it?): every connection opened again; showing and writing what is in "
                       "it now")
                   : _("the database file %s was replaced (another file moved or copied "
                       "there): reopened; showing and writing the file now at that path"),
         w->path);
    return true;
}

/* A database server (PostgreSQL): no file to watch; wait up to POLL_MS
 * for another connection's commit (db_wait_change: LISTEN/NOTIFY, woken at
 * once).  While the server is gone every request answers 503 by itself (the
 * driver's connections fail, then revive); this notes it once, and a
 * connection back counts as a change (what was committed meanwhile is not
 * notified). (under check_mx) */
static bool wait_server(web_db *w)
{
    sk_err e;
    sk_err_clear(&e);
    bool changed = false;
    if (db_wait_change(w->wd, POLL_MS, &changed, &e) != SK_OK) {
        if (!w->lost)
            note(_("lost the connection to the database server of %s: answering 503 until it "
                   "is back"), w->path);
        w->lost = true;
        return false;
    }
    if (w->lost) {
        w->lost = false;
        note(_("the database server of %s is back: serving it"), w->path);
        return true;
    }
    return changed;
}

void web_db_verify(web_db *w)
{
    if (!w->is_file)
        return; /* no file that could be replaced under it */
    pthread_mutex_lock(&w->check_mx);
    bool changed = check_once(w);
    pthread_mutex_unlock(&w->check_mx);
    if (changed)
        w->tick(w->ud, true);
}

static void *watch(void *arg)
{
    web_db *w = arg;
    pthread_mutex_lock(&w->stop_mx);
    while (!w->stopping) {
        if (w->is_file || w->lost) { /* (a server's wait is db_wait_change's) */
            web_wait_ms(&w->stop_cv, &w->stop_mx, POLL_MS);
            if (w->stopping)
                break;
        }
        pthread_mutex_unlock(&w->stop_mx);
        pthread_mutex_lock(&w->check_mx);
        bool changed = w->is_file ? check_once(w) : wait_server(w);
        pthread_mutex_unlock(&w->check_mx);
        w->tick(w->ud, changed);
        pthread_mutex_lock(&w->stop_mx);
    }
    pthread_mutex_unlock(&w->stop_mx);
    return NULL;
}

int web_db_start(const char *path, int write_ms, web_db_tick_fn tick, void *ud,
                 web_db **out, sk_err *err)
{
    *out = NULL;
    web_db *w = xcalloc(1, sizeof *w);
    w->path = xstrdup(path);
    w->is_file = db_target_is_file(path);
    atomic_store(&w->write_ms, write_ms);
    w->tick = tick;
    w->ud = ud;
    pthread_rwlockattr_t ra;
    pthread_rwlockattr_init(&ra);
    pthread_rwlockattr_setkind_np(&ra, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
    pthread_rwlock_init(&w->lock, &ra);
    pthread_rwlockattr_destroy(&ra);
    pthread_mutex_init(&w->list_mx, NULL);
    pthread_mutex_init(&w->check_mx, NULL);
    pthread_mutex_init(&w->stop_mx, NULL);
    pthread_cond_init(&w->stop_cv, NULL);
    pthread_key_create(&w->key, free_thread_conn);
    int rc = db_open(path, &w->wd, err); /* the file must be a database now (migrated) */
    if (rc == SK_OK) {
        db_close(w->wd);
        w->wd = NULL;
        watch_open(w);
        if (pthread_create(&w->thread, NULL, watch, w) != 0)
            rc = sk_err_set(err, SK_FAIL, _("cannot start the watcher thread"));
        else
            w->started = true;
    }
    if (rc != SK_OK) {
        web_db_stop(w);
        return rc;
    }
    *out = w;
    return SK_OK;
}

void web_db_stop(web_db *w)
{
    if (!w)
        return;
    web_thread_stop(&w->stop_mx, &w->stop_cv, &w->stopping, w->thread, w->started);
    close_all(w, ST_OK);
    db_close(w->wd);
    thread_conn *tc = pthread_getspecific(w->key);
    free(tc);
    pthread_setspecific(w->key, NULL);
    pthread_key_delete(w->key);
    pthread_rwlock_destroy(&w->lock);
    pthread_mutex_destroy(&w->list_mx);
    pthread_mutex_destroy(&w->check_mx);
    pthread_mutex_destroy(&w->stop_mx);
    pthread_cond_destroy(&w->stop_cv);
    free(w->path);
    free(w);
}

void web_db_set_write_ms(web_db *w, int write_ms)
{
    atomic_store(&w->write_ms, write_ms);
}
