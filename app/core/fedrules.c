/* fedrules.c - see fedrules.h */
#include "fedrules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "entrycode.h"
#include "text.h"

bool fed_uid_valid(const char *s)
{
    if (!s || strlen(s) != 32)
        return false;
    for (const char *p = s; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
            return false;
    return true;
}

bool fed_code_from_random(const unsigned char *bytes, size_t n, char *out)
{
    size_t h = n / 2;
    out[0] = '\0';
    if (!entrycode_from_random(bytes, h, out) ||
        !entrycode_from_random(bytes + h, n - h, out + ENTRYCODE_LEN)) {
        out[0] = '\0';
        return false;
    }
    return true;
}

bool fed_code_normalize(const char *typed, char *out)
{
    return entrycode_normalize_len(typed, out, FED_CODE_LEN);
}

void fed_code_format(const char *code, char *out)
{
    int k = 0;
    for (int i = 0; i < FED_CODE_LEN; i++) {
        if (i && i % 4 == 0)
            out[k++] = '-';
        out[k++] = code[i];
    }
    out[k] = '\0';
}

static const char *const state_keys[] = {"", N_("reported"), N_("confirmed"), N_("released"),
                                          N_("binding")};

const char *fed_state_key(fed_state s)
{
    return (int)s >= 0 && s <= FED_ST_BINDING ? state_keys[s] : "";
}

bool fed_state_parse(const char *key, fed_state *out)
{
    for (int i = 1; i <= FED_ST_BINDING; i++)
        if (key && strcmp(key, state_keys[i]) == 0) {
            *out = (fed_state)i;
            return true;
        }
    return false;
}

int fed_step_check(fed_state from, fed_state to, int matchday, int group, sk_err *err)
{
    if (to == FED_ST_CONFIRMED) {
        if (from == FED_ST_NONE)
            return sk_err_set(err, SK_INVALID, _("venue group %d of match day %d: nothing is "
                              "reported yet: there is nothing to confirm"), group, matchday);
        if (from != FED_ST_REPORTED)
            return sk_err_set(err, SK_INVALID, _("venue group %d of match day %d is %s "
                              "already"), group, matchday, _(fed_state_key(from)));
        return SK_OK;
    }
    if (to == FED_ST_RELEASED) {
        if (from == FED_ST_NONE || from == FED_ST_REPORTED)
            return sk_err_set(err, SK_INVALID, _("venue group %d of match day %d is not "
                              "confirmed yet: a result is released after its confirmation"),
                              group, matchday);
        if (from != FED_ST_CONFIRMED)
            return sk_err_set(err, SK_INVALID, _("venue group %d of match day %d is %s "
                              "already"), group, matchday, _(fed_state_key(from)));
        return SK_OK;
    }
    return sk_err_set(err, SK_INVALID, _("venue group %d of match day %d: no such step"), group,
                      matchday);
}

bool fed_date_add(const char *date, int days, char *out)
{
    out[0] = '\0';
    char d10[11];
    if (!date || strlen(date) < 10)
        return false;
    memcpy(d10, date, 10);
    d10[10] = '\0';
    if (!text_date_valid(d10))
        return false;
    long y = strtol(d10, NULL, 10), m = strtol(d10 + 5, NULL, 10), d = strtol(d10 + 8, NULL, 10);
    text_civil_from_days(text_days_from_civil(y, m, d) + days, &y, &m, &d);
    if (y < 1 || y > 9999)
        return false;
    unsigned yy = (unsigned)y % 10000u, mm = (unsigned)m % 100u, dd = (unsigned)d % 100u;
    snprintf(out, 11, "%04u-%02u-%02u", yy, mm, dd);
    return true;
}

/* The day of the month of the last Sunday of month m of year y. */
static int last_sunday(long y, int m)
{
    long d = text_days_from_civil(y, m, 31); /* March and October have 31 days */
    int wd = (int)((d % 7 + 7 + 4) % 7); /* 1970-01-01 was a Thursday (4) */
    return 31 - wd;
}

void fed_zone_free(fed_zone *z)
{
    if (!z)
        return;
    free(z->at);
    free(z->off);
    memset(z, 0, sizeof *z);
}

/* Minutes east of UTC in zone z at `minutes` since 1970 (UTC). */
static int zone_minutes(const fed_zone *z, long long minutes)
{
    int64_t t = (int64_t)minutes * 60;
    size_t lo = 0, hi = z->n;   /* the first transition after t */
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (z->at[mid] <= t)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (lo ? z->off[lo - 1] : z->first) / 60;
}

bool fed_local_time(const fed_zone *z, const char *utc, char *out, size_t n, int *offset)
{
    int y, mo, d, h, mi, used = 0;
    if (!utc || sscanf(utc, "%4d-%2d-%2dT%2d:%2d%n", &y, &mo, &d, &h, &mi, &used) != 5 ||
        used != 16 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || h < 0 ||
        mi < 0) {
        snprintf(out, n, "%s", utc ? utc : "");
        return false;
    }
    long day = text_days_from_civil(y, mo, d);
    long minutes = day * 1440 + h * 60 + mi;
    long start = text_days_from_civil(y, 3, last_sunday(y, 3)) * 1440 + 60;
    long end = text_days_from_civil(y, 10, last_sunday(y, 10)) * 1440 + 60;
    int off = z && z->set ? zone_minutes(z, minutes)
              : minutes >= start && minutes < end ? 120 : 60;
    minutes += off;
    if (offset)
        *offset = off;
    long m = minutes % 1440, yy, mm, dd;
    text_civil_from_days(minutes / 1440, &yy, &mm, &dd);
    snprintf(out, n, "%04ld-%02ld-%02ld %02ld:%02ld", yy % 10000, mm % 100, dd % 100,
             m / 60, m % 60);
    return true;
}

bool fed_binding_date(const fed_zone *z, const char *matchday, const char *released,
                      int protest_days, char *out)
{
    char local[32], from[11];
    if (!fed_local_time(z, released, local, sizeof local, NULL))
        return false;
    memcpy(from, local, 10);
    from[10] = '\0';
    if (matchday && strlen(matchday) >= 10 && strncmp(matchday, from, 10) > 0) {
        memcpy(from, matchday, 10);
        from[10] = '\0';
    }
    return fed_date_add(from, protest_days, out);
}

void fed_initials(const char *name, char *out, size_t n)
{
    size_t k = 0;
    bool start = true;
    out[0] = '\0';
    for (const char *p = name; p && *p && k + 8 < n; p++) {
        unsigned char ch = (unsigned char)*p;
        if (ch == '(') { /* "(1002)": a name's addition, not a word of it */
            const char *q = strchr(p, ')');
            if (!q)
                break;
            p = q;
            start = true;
            continue;
        }
        if (ch == ' ' || ch == '-') {
            start = true;
            continue;
        }
        if (!start || ch == '(' || ch == ')' || ch == '.')
            continue;
        start = false;
        size_t len = ch < 0x80 ? 1 : ch >= 0xf0 ? 4 : ch >= 0xe0 ? 3 : 2;
        if (k)
            out[k++] = ' ';
        for (size_t i = 0; i < len && p[i]; i++)
            out[k++] = p[i];
        out[k++] = '.';
        p += len - 1;
    }
    out[k] = '\0';
}
