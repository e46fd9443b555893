/* text.c - see text.h */
#include "text.h"
#include "i18n.h"

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

/* c is a character the name rule forbids (controls, bidi, BOM) */
static bool forbidden(uint32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || bidi_control(c) || c == 0xFEFF;
}

const char *text_quote(const char *s, size_t len, char *buf, size_t n)
{
    size_t o = 0;
    buf[0] = 0;
    for (size_t i = 0; s && i < len;) {
        uint32_t c = 0;
        size_t l = sk_utf8_decode(s + i, len - i, &c);
        char e[16];
        const char *add = e;
        size_t alen;
        if (l == 0) {
            snprintf(e, sizeof e, "\\x%02X", (unsigned)(unsigned char)s[i]);
            l = 1;
        } else if (c == '\n' || c == '\t' || c == '\r' || c == '\\') {
            snprintf(e, sizeof e, "\\%c", c == '\n' ? 'n' : c == '\t' ? 't' : c == '\r' ? 'r' : '\\');
        } else if (c < 0x20 || c == 0x7F) {
            snprintf(e, sizeof e, "\\x%02X", (unsigned)c);
        } else if (forbidden(c)) {
            snprintf(e, sizeof e, "\\u{%04X}", (unsigned)c);
        } else {
            add = s + i;
        }
        alen = add == e ? strlen(e) : l;
        if (o + alen + 4 > n) { /* room for "..." and the NUL */
            memcpy(buf + o, "...", 4);
            return buf;
        }
        memcpy(buf + o, add, alen);
        o += alen;
        buf[o] = 0;
        i += l;
    }
    return buf;
}

int text_plain_check(const char *field, const char *s, sk_err *err)
{
    size_t len = s ? strlen(s) : 0;
    for (size_t i = 0; i < len;) {
        uint32_t c;
        size_t l = sk_utf8_decode(s + i, len - i, &c);
        if (l != 0 && !forbidden(c)) {
            i += l;
            continue;
        }
        char q[160];
        text_quote(s, len, q, sizeof q);
        if (l == 0)
            return sk_err_set(err, SK_INVALID, _("%s '%s': not valid UTF-8"), field, q);
        return sk_err_set(err, SK_INVALID, _("%s '%s': control character U+%04X is not allowed"),
                          field, q, (unsigned)c);
    }
    return SK_OK;
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

const char *text_signed(long long v, char *buf, size_t n)
{
    if (v > 0)
        snprintf(buf, n, "+%lld", v);
    else if (v < 0)
        snprintf(buf, n, "\xe2\x88\x92%llu", (unsigned long long)-(v + 1) + 1);
    else
        snprintf(buf, n, "0");
    return buf;
}

const char *text_date_show(const char *iso, sk_lang lang, char *buf, size_t n)
{
    if (!iso)
        iso = "";
    bool ymd = strlen(iso) == 10 && iso[4] == '-' && iso[7] == '-';
    if (lang == SK_LANG_DE && ymd)
        snprintf(buf, n, "%.2s.%.2s.%.4s", iso + 8, iso + 5, iso);
    else
        snprintf(buf, n, "%s", iso);
    return buf;
}

/* Latin-1 Supplement and Latin Extended-A letters U+00C0..U+017F in ASCII
 * (German umlauts and ß as written without them, the others without their
 * accents); NULL where there is none. */
static const char *latin_ascii(uint32_t c, char one[2])
{
    static const char *const l1[64] = {
        /* C0 */ "A", "A", "A", "A", "Ae", "A", "AE", "C", "E", "E", "E", "E", "I", "I", "I", "I",
        /* D0 */ "D", "N", "O", "O", "O", "O", "Oe", "x", "O", "U", "U", "U", "Ue", "Y", "Th", "ss",
        /* E0 */ "a", "a", "a", "a", "ae", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        /* F0 */ "d", "n", "o", "o", "o", "o", "oe", ":", "o", "u", "u", "u", "ue", "y", "th", "y",
    };
    if (c >= 0xC0 && c <= 0xFF)
        return l1[c - 0xC0];
    /* Latin Extended-A: pairs of capital and small letters, base letter */
    static const char ext[] = "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIi"
                              "??JjKkkLlLlLlLlLlNnNnNn???OoOoOo??RrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUu"
                              "WwYyYZzZzZzs";
    if (c >= 0x100 && c <= 0x17F) {
        if (c == 0x132 || c == 0x133)
            return c == 0x132 ? "IJ" : "ij";
        if (c == 0x152 || c == 0x153)
            return c == 0x152 ? "OE" : "oe";
        if (c == 0x149 || c == 0x14A || c == 0x14B)
            return c == 0x14A ? "N" : "n";
        one[0] = ext[c - 0x100];
        one[1] = '\0';
        return one[0] == '?' ? NULL : one;
    }
    return NULL;
}

void text_ascii(sk_buf *out, const char *s)
{
    size_t n = s ? strlen(s) : 0;
    for (size_t i = 0; i < n;) {
        uint32_t c;
        size_t len = sk_utf8_decode(s + i, n - i, &c);
        if (len == 0) { /* an invalid byte */
            sk_buf_add(out, "?");
            i++;
            continue;
        }
        i += len;
        const char *a = NULL;
        char one[2] = {0, 0};
        if (c < 0x80) {
            one[0] = (char)c;
            a = one;
        } else if (c == 0xA0) {
            a = " ";
        } else if (c == 0xB7 || c == 0x2022) {
            a = ".";
        } else if (c == 0xD7) {
            a = "x";
        } else if (c == 0x2212 || c == 0x2010 || c == 0x2011 || c == 0x2013 || c == 0x2014) {
            a = "-";
        } else if (c == 0x2018 || c == 0x2019 || c == 0x201A || c == 0xB4) {
            a = "'";
        } else if (c == 0x201C || c == 0x201D || c == 0x201E || c == 0xAB || c == 0xBB) {
            a = "\"";
        } else if (c == 0x2026) {
            a = "...";
        } else if (c == 0x20AC) {
            a = "EUR";
        } else if (c == 0x1E9E) {
            a = "SS";
        } else {
            a = latin_ascii(c, one);
        }
        sk_buf_add(out, a ? a : "?");
    }
}
