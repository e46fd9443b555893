/* waitms.h - the periodic threads of the web front end (the watcher of the
 * database, the reaper of late connections) wait on their condition
 * variable for at most ms milliseconds: woken early to stop.  (web layer) */
#ifndef SK_WAITMS_H
#define SK_WAITMS_H

#include <pthread.h>
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

#endif
