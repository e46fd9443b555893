/* test_util.c - helpers of app/core/util.c that the CLI shows to users. */
#include "th.h"
#include "util.h"
#include <stdlib.h>
#include <time.h>

static void set_tz(const char *tz)
{
    setenv("TZ", tz, 1);
    tzset();
}

static void local_time_from_utc(void)
{
    char buf[64];
    set_tz("UTC0");
    sk_local_time("2026-11-23T06:56:44.456Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-11-23 06:56:44");
    /* POSIX TZ strings need no tzdata: 5:30 east of UTC */
    set_tz("IST-5:30");
    sk_local_time("2026-11-23T20:56:44.456Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-11-24 02:26:44");
    /* central European summer time in July, standard time in November */
    set_tz("CET-1CEST,M3.5.0,M10.5.0/3");
    sk_local_time("2026-07-01T12:00:00.000Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-07-01 14:00:00");
    sk_local_time("2026-11-01T12:00:00Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-11-01 13:00:00");
}

static void local_time_passes_other_text(void)
{
    char buf[64];
    set_tz("UTC0");
    sk_local_time("yesterday", buf, sizeof buf);
    TH_EQ_STR(buf, "yesterday");
    sk_local_time("2026-11-23", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-11-23");
    sk_local_time(NULL, buf, sizeof buf);
    TH_EQ_STR(buf, "");
    char small[8];
    sk_local_time("2026-11-23T06:56:44Z", small, sizeof small);
    TH_EQ_STR(small, "2026-11");
}

int main(void)
{
    TH_SUITE("util");
    TH_RUN(local_time_from_utc);
    TH_RUN(local_time_passes_other_text);
    return th_done();
}
