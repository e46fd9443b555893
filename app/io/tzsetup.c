/* tzsetup.c - see tzsetup.h */
#include "tzsetup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

void sk_tz_setup(const char *configured)
{
    const char *env = getenv("TZ");
    if (configured && *configured)
        setenv("TZ", configured, 1);
    else if (!env || !*env)
        setenv("TZ", SK_TZ_DEFAULT, 1);
    tzset();
}

bool sk_tz_known(const char *tz)
{
    if (!tz || !*tz || *tz == '/' || strlen(tz) > 64 || strstr(tz, ".."))
        return false;
    for (const char *p = tz; *p; p++)
        if (!((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
              *p == '/' || *p == '_' || *p == '+' || *p == '-'))
            return false;
    const char *dir = getenv("TZDIR");
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir && *dir ? dir : "/usr/share/zoneinfo", tz);
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}
