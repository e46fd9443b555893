/* waitms.h - the threads of the web front end that wait on a condition
 * variable (the watcher of the database and the reaper of late
 * connections for at most ms milliseconds, the writer for its next job):
 * woken early to stop.  (web layer) */
#ifndef SK_WAITMS_H
#define SK_WAITMS_H

#include <pthread.h>
#include <stdbool.h>
#include <time.h>

/* pthread_cond_timedwait on cv (mx locked by the caller) until ms from now. */
static inline int web_wait_ms(pthread_cond_t *cv, pthread_mutex_t *mx, long ms)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += ms / 1000;
    until.tv_nsec += (ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    return pthread_cond_timedwait(cv, mx, &until);
}

/* Tell the thread th waiting on cv to stop: *stopping set under mx, every
 * waiter woken; then, when it was started, wait for it to end. */
static inline void web_thread_stop(pthread_mutex_t *mx, pthread_cond_t *cv, bool *stopping,
                                   pthread_t th, bool started)
{
    pthread_mutex_lock(mx);
    *stopping = true;
    pthread_cond_broadcast(cv);
    pthread_mutex_unlock(mx);
    if (started)
        pthread_join(th, NULL);
}

#endif
