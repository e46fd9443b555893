/* clock.c - see clock.h */
#include "clock.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

bool clock_parse_iso(const char *s, int64_t *out)
{
    int y, mo, d, h, mi, se;
    char z;
    int used = 0;
    if (!s || strlen(s) != CLOCK_ISO_LEN ||
        sscanf(s, "%4d-%2d-%2dT%2d:%2d:%2d%c%n", &y, &mo, &d, &h, &mi, &se, &z, &used) != 7 ||
        used != CLOCK_ISO_LEN || z != 'Z')
        return false;
    if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 59 ||
        h < 0 || mi < 0 || se < 0)
        return false;
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = se;
    time_t t = timegm(&tm);
    /* timegm normalises 31 February into March: not a real day */
    struct tm back;
    if (t == (time_t)-1 || !gmtime_r(&t, &back) || back.tm_mday != d || back.tm_mon != mo - 1)
        return false;
    *out = (int64_t)t;
    return true;
}

void clock_format_iso(int64_t t, char *out)
{
    time_t tt = (time_t)t;
    struct tm tm;
    if (!gmtime_r(&tt, &tm)) {
        snprintf(out, CLOCK_ISO_LEN + 1, "1970-01-01T00:00:00Z");
        return;
    }
    char buf[64];
    snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02dZ", tm.tm_year + 1900,
             tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
    memcpy(out, buf, CLOCK_ISO_LEN);
    out[CLOCK_ISO_LEN] = '\0';
}

void clock_at(int64_t start, int minutes, int warn_minutes, bool stopped, int64_t now,
              clock_state *out)
{
    out->start = start;
    out->end = start + (int64_t)minutes * 60;
    out->left = out->end - now;
    if (stopped)
        out->phase = CLOCK_STOPPED;
    else if (out->left <= 0)
        out->phase = CLOCK_OVER;
    else if (out->left <= (int64_t)warn_minutes * 60)
        out->phase = CLOCK_WARNING;
    else
        out->phase = CLOCK_RUNNING;
}

void clock_at_paused(int64_t start, int minutes, int warn_minutes, bool stopped,
                     int64_t paused_at, int64_t paused_sec, int64_t now, clock_state *out)
{
    if (paused_at > 0 && !stopped) {
        /* the clock as it stood at the pause, the end moved to now */
        clock_at(start + paused_sec, minutes, warn_minutes, false, paused_at, out);
        out->start = start;
        out->end += now - paused_at;
        out->phase = CLOCK_PAUSED;
        return;
    }
    clock_at(start + paused_sec, minutes, warn_minutes, stopped, now, out);
    out->start = start;
}

void clock_hms(int64_t seconds, char *out, size_t n)
{
    const char *sign = seconds < 0 ? "-" : "";
    int64_t s = seconds < 0 ? -seconds : seconds;
    if (s >= 3600)
        snprintf(out, n, "%s%lld:%02lld:%02lld", sign, (long long)(s / 3600),
                 (long long)(s / 60 % 60), (long long)(s % 60));
    else
        snprintf(out, n, "%s%lld:%02lld", sign, (long long)(s / 60), (long long)(s % 60));
}
