/* text.c - see text.h */
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool bidi_control(uint32_t c)
{
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

const char *text_name_problem(const char *s, char *buf, size_t n)
{
    if (!s || !*s)
        return "must not be empty";
    size_t len = strlen(s), chars = 0;
    bool blank = true;
    for (size_t i = 0; i < len; chars++) {
        uint32_t c;
        size_t l = sk_utf8_decode(s + i, len - i, &c);
        if (l == 0)
            return "not valid UTF-8";
        if (c < 0x20 || (c >= 0x7F && c <= 0x9F))
            snprintf(buf, n, "control character U+%04X is not allowed", (unsigned)c);
        else if (bidi_control(c))
            snprintf(buf, n, "bidirectional control U+%04X is not allowed", (unsigned)c);
        else if (c == 0xFEFF)
            snprintf(buf, n, "byte order mark U+FEFF is not allowed");
        else {
            blank &= c == ' ';
            i += l;
            continue;
        }
        return buf;
    }
    if (blank)
        return "must not be blank";
    if (s[0] == ' ' || s[len - 1] == ' ')
        return "must not start or end with a space";
    if (chars > TEXT_NAME_MAX) {
        snprintf(buf, n, "longer than %d characters", TEXT_NAME_MAX);
        return buf;
    }
    return NULL;
}

bool text_digits_only(const char *s)
{
    if (!s || !*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

int text_name_check(const char *field, const char *s, sk_err *err)
{
    char buf[64];
    const char *why = text_name_problem(s, buf, sizeof buf);
    if (!why)
        return SK_OK;
    return sk_err_set(err, SK_INVALID, "%s: %s", field, why);
}

static bool leap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

bool text_date_valid(const char *s)
{
    if (!s || strlen(s) != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
            return false;
    int y = atoi(s), m = atoi(s + 5), d = atoi(s + 8);
    static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1900 || m < 1 || m > 12 || d < 1)
        return false;
    return d <= mdays[m - 1] + (m == 2 && leap(y));
}
