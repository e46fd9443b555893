/* text.c - see text.h */
#include "text.h"
#include "i18n.h"
#include "uniclass.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool bidi_control(uint32_t c)
{
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

/* "U+200B ZERO WIDTH SPACE" (or just "U+E0001") into buf. */
static const char *char_shown(uint32_t c, char *buf, size_t n)
{
    const char *name = uni_name_of(c);
    if (name)
        snprintf(buf, n, "U+%04X %s", (unsigned)c, name);
    else
        snprintf(buf, n, "U+%04X", (unsigned)c);
    return buf;
}

/* Why character c may not stand in a name, into buf (true); false when it may. */
static bool char_problem(uint32_t c, char *buf, size_t n)
{
    char shown[80];
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F))
        snprintf(buf, n, _("control character U+%04X is not allowed"), (unsigned)c);
    else if (bidi_control(c))
        snprintf(buf, n, _("bidirectional control U+%04X is not allowed"), (unsigned)c);
    else if (c == 0xFEFF)
        snprintf(buf, n, "%s", _("byte order mark U+FEFF is not allowed"));
    else if (uni_class(c) & UNI_INVISIBLE)
        snprintf(buf, n, _("invisible character %s is not allowed"),
                 char_shown(c, shown, sizeof shown));
    else
        return false;
    return true;
}

const char *text_hidden_problem(const char *s, char *buf, size_t n)
{
    size_t len = s ? strlen(s) : 0;
    for (size_t i = 0; i < len;) {
        uint32_t c;
        size_t l = sk_utf8_decode(s + i, len - i, &c);
        if (l == 0)
            return _("not valid UTF-8");
        if (char_problem(c, buf, n))
            return buf;
        i += l;
    }
    return NULL;
}

const char *text_name_problem(const char *s, char *buf, size_t n)
{
    if (!s || !*s)
        return _("must not be empty");
    size_t len = strlen(s), chars = 0;
    bool blank = true, readable = false;
    uint32_t first = 0, last = 0, other_space = 0; /* other_space: the first not U+0020 */
    char shown[80];
    for (size_t i = 0; i < len; chars++) {
        uint32_t c;
        size_t l = sk_utf8_decode(s + i, len - i, &c);
        if (l == 0)
            return _("not valid UTF-8");
        int cls = uni_class(c);
        if (!char_problem(c, buf, n)) {
            blank &= (cls & UNI_SPACE) != 0;
            if ((cls & UNI_SPACE) && c != ' ' && !other_space)
                other_space = c;
            readable |= (cls & UNI_ALNUM) != 0;
            if (i == 0)
                first = c;
            last = c;
            i += l;
            continue;
        }
        return buf;
    }
    if (blank && !other_space)
        return _("must not be blank");
    if (blank) {
        snprintf(buf, n, _("must not be blank (%s is a space too)"),
                 char_shown(other_space, shown, sizeof shown));
        return buf;
    }
    if ((uni_class(first) & UNI_SPACE) || (uni_class(last) & UNI_SPACE)) {
        uint32_t c = uni_class(first) & UNI_SPACE ? first : last;
        if (c == ' ')
            return _("must not start or end with a space");
        snprintf(buf, n, _("must not start or end with a space (%s)"),
                 char_shown(c, shown, sizeof shown));
        return buf;
    }
    if (!readable)
        return _("has no letter or digit: nothing in it can be read");
    if (chars > TEXT_NAME_MAX) {
        snprintf(buf, n, _("longer than %d characters"), TEXT_NAME_MAX);
        return buf;
    }
    return NULL;
}

char *text_look(const char *s)
{
    size_t len = s ? strlen(s) : 0, o = 0;
    char *out = xmalloc(len + 1);
    for (size_t i = 0; i < len;) {
        uint32_t c;
        size_t l = sk_utf8_decode(s + i, len - i, &c);
        if (l == 0) { /* kept as it is: not a name anyway */
            out[o++] = s[i++];
            continue;
        }
        int cls = uni_class(c);
        if (cls & UNI_SPACE)
            out[o++] = ' ';
        else if (!(cls & UNI_INVISIBLE)) {
            memcpy(out + o, s + i, l);
            o += l;
        }
        i += l;
    }
    out[o] = '\0';
    return out;
}

const char *text_look_alike(const char *a, const char *b, char *buf, size_t n)
{
    if (!a || !b || strcmp(a, b) == 0)
        return NULL;
    char *la = text_look(a), *lb = text_look(b);
    bool same = strcmp(la, lb) == 0;
    free(la);
    free(lb);
    if (!same)
        return NULL;
    /* the first character that makes the difference, in either name */
    const char *both[2] = {a, b};
    uint32_t odd = 0;
    bool invisible = false;
    for (int k = 0; k < 2 && !odd; k++) {
        size_t len = strlen(both[k]);
        for (size_t i = 0; i < len && !odd;) {
            uint32_t c;
            size_t l = sk_utf8_decode(both[k] + i, len - i, &c);
            if (l == 0)
                break;
            int cls = uni_class(c);
            if ((cls & UNI_INVISIBLE) || ((cls & UNI_SPACE) && c != ' ')) {
                odd = c;
                invisible = (cls & UNI_INVISIBLE) != 0;
            }
            i += l;
        }
    }
    char shown[80];
    char_shown(odd, shown, sizeof shown);
    if (invisible)
        snprintf(buf, n, _("only by an invisible character (%s)"), shown);
    else
        snprintf(buf, n, _("only by the kind of space (%s)"), shown);
    return buf;
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
        } else if (forbidden(c) || (uni_class(c) & UNI_INVISIBLE)) {
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
    char buf[160];
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
    if (y < 1900 || m < 1 || m > 12 || d < 1)
        return false;
    return d <= text_month_days(y, m);
}

int text_month_days(int y, int m)
{
    static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return mdays[m - 1] + (m == 2 && leap(y));
}

long text_days_from_civil(long y, long m, long d)
{
    y -= m <= 2;
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void text_civil_from_days(long z, long *y, long *m, long *d)
{
    z += 719468;
    long era = (z >= 0 ? z : z - 146096) / 146097;
    long doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = yoe + era * 400 + (*m <= 2);
}

/* 1 to width digits of s into *v; the characters read, 0 when none. */
static int digits(const char *s, int width, int *v)
{
    int k = 0;
    *v = 0;
    while (k < width && s[k] >= '0' && s[k] <= '9')
        *v = *v * 10 + (s[k++] - '0');
    return k;
}

bool text_date_parse(const char *s, char iso[11])
{
    iso[0] = '\0';
    if (!s)
        return false;
    if (text_date_valid(s)) {
        memcpy(iso, s, 11);
        return true;
    }
    int d, m, y, a, b, c;
    if ((a = digits(s, 2, &d)) == 0 || s[a] != '.' || (b = digits(s + a + 1, 2, &m)) == 0 ||
        s[a + 1 + b] != '.' || (c = digits(s + a + b + 2, 4, &y)) != 4 || s[a + b + c + 2] != '\0')
        return false;
    char t[48];
    snprintf(t, sizeof t, "%04d-%02d-%02d", y, m, d);
    if (!text_date_valid(t))
        return false;
    memcpy(iso, t, 11);
    return true;
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

int text_state_check(const char *field, const char *s, char out[3], sk_err *err)
{
    static const char *const codes[] = {"BW", "BY", "BE", "BB", "HB", "HH", "HE", "MV",
                                        "NI", "NW", "RP", "SL", "SN", "ST", "SH", "TH"};
    if (strlen(s) == 2) {
        char up[3] = {(char)toupper((unsigned char)s[0]), (char)toupper((unsigned char)s[1]), 0};
        for (size_t i = 0; i < sizeof codes / sizeof *codes; i++)
            if (strcmp(up, codes[i]) == 0) {
                memcpy(out, up, 3);
                return SK_OK;
            }
    }
    return sk_err_set(err, SK_INVALID,
                      _("%s '%s': not a German federal state (BW, BY, BE, BB, HB, HH, HE, MV, NI, "
                        "NW, RP, SL, SN, ST, SH, TH)"),
                      field, s);
}
