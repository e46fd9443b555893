/* reqlog.c - see reqlog.h */
#include "reqlog.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

static _Atomic unsigned long long next_id;
static unsigned prefix;
static pthread_once_t prefix_once = PTHREAD_ONCE_INIT;

static void make_prefix(void)
{
    unsigned v = 0;
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0 || read(fd, &v, sizeof v) != (ssize_t)sizeof v) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        v = (unsigned)ts.tv_nsec ^ (unsigned)ts.tv_sec ^ (unsigned)getpid() << 16;
    }
    if (fd >= 0)
        close(fd);
    prefix = v;
}

void web_reqlog_id(char *buf, size_t n)
{
    pthread_once(&prefix_once, make_prefix);
    unsigned long long k = atomic_fetch_add(&next_id, 1) + 1;
    snprintf(buf, n, "%08x-%08llx", prefix, k);
}

/* key=value, the value quoted when it needs to be (logfmt). */
static void field(sk_buf *b, const char *key, const char *v)
{
    bool quote = !*v || strpbrk(v, " =\"\\\t\n") != NULL;
    sk_buf_printf(b, " %s=", key);
    if (!quote) {
        sk_buf_add(b, v);
        return;
    }
    sk_buf_add(b, "\"");
    for (const char *p = v; *p; p++) {
        if (*p == '"' || *p == '\\')
            sk_buf_addn(b, "\\", 1);
        if ((unsigned char)*p < 0x20)
            sk_buf_add(b, " ");
        else
            sk_buf_addn(b, p, 1);
    }
    sk_buf_add(b, "\"");
}

/* "time=... level=info msg=MSG": the line's start. */
static void begin(sk_buf *b, const char *msg)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    struct tm tm;
    gmtime_r(&ts.tv_sec, &tm);
    char t[40];
    strftime(t, sizeof t, "%Y-%m-%dT%H:%M:%S", &tm);
    sk_buf_printf(b, "time=%s.%03ldZ level=info msg=%s", t, ts.tv_nsec / 1000000, msg);
}

static void emit(sk_buf *b)
{
    sk_buf_add(b, "\n");
    fwrite(b->s, 1, b->len, stderr); /* stderr is unbuffered: one write */
    sk_buf_free(b);
}

void web_reqlog_request(const char *id, const char *client, const char *method,
                        const char *route, unsigned status, int64_t us)
{
    sk_buf b = {0};
    begin(&b, "request");
    field(&b, "id", id);
    field(&b, "client", client);
    field(&b, "method", method);
    field(&b, "route", route);
    sk_buf_printf(&b, " status=%u duration_ms=%.3f", status, (double)us / 1000.0);
    emit(&b);
}

void web_reqlog_write(const char *id, const char *kind, unsigned status, bool stored)
{
    sk_buf b = {0};
    begin(&b, "write");
    field(&b, "id", id);
    field(&b, "kind", kind);
    sk_buf_printf(&b, " status=%u stored=%s", status, stored ? "true" : "false");
    emit(&b);
}
