/* util.c - see util.h */
#define _POSIX_C_SOURCE 200809L
#include "i18n.h"
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

void sk_err_clear(sk_err *err)
{
    if (!err)
        return;
    err->status = SK_OK;
    err->msg[0] = '\0';
}

int sk_err_set(sk_err *err, int status, const char *fmt, ...)
{
    if (!err || err->status != SK_OK)
        return status;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    err->status = status;
    return status;
}

static void oom(size_t n)
{
    fprintf(stderr, "skatsheet: out of memory (%zu bytes)\n", n);
    abort();
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        oom(n);
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        oom(n * size);
    return p;
}

void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q)
        oom(n);
    return q;
}

void *sk_grow(void *v, size_t n, size_t *cap, size_t size, size_t first)
{
    if (n < *cap)
        return v;
    *cap = *cap ? 2 * *cap : first;
    return xrealloc(v, *cap * size);
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = xmalloc(n);
    memcpy(p, s, n);
    return p;
}

char *xasprintf(const char *fmt, ...)
{
    sk_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    sk_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    return sk_buf_take(&b);
}

static void buf_grow(sk_buf *b, size_t extra)
{
    size_t need = b->len + extra + 1;
    if (need <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap *= 2;
    b->s = xrealloc(b->s, cap);
    b->cap = cap;
}

void sk_buf_addn(sk_buf *b, const char *s, size_t n)
{
    buf_grow(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void sk_buf_addz(sk_buf *b, const char *s, size_t n)
{
    buf_grow(b, n + 1);
    memcpy(b->s + b->len, s, n);
    b->s[b->len + n] = '\0';
    b->len += n + 1;
    b->s[b->len] = '\0';
}

void sk_buf_add(sk_buf *b, const char *s)
{
    sk_buf_addn(b, s, strlen(s));
}

void sk_addf(char *buf, size_t n, size_t *len, const char *fmt, ...)
{
    if (*len >= n)
        return;
    va_list ap;
    va_start(ap, fmt);
    int r = vsnprintf(buf + *len, n - *len, fmt, ap);
    va_end(ap);
    if (r > 0)
        *len += (size_t)r < n - *len ? (size_t)r : n - *len - 1;
}

void sk_buf_vprintf(sk_buf *b, const char *fmt, va_list ap)
{
    /* formatted straight into the room left (most lines fit: one pass, not
     * a measuring pass first), else again after growing */
    buf_grow(b, 63);
    size_t room = b->cap - b->len;
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(b->s + b->len, room, fmt, ap2);
    va_end(ap2);
    if (n < 0) {
        b->s[b->len] = '\0';
        return;
    }
    if ((size_t)n >= room) {
        buf_grow(b, (size_t)n);
        vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    }
    b->len += (size_t)n;
}

void sk_buf_printf(sk_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sk_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

char *sk_buf_take(sk_buf *b)
{
    char *s = b->s ? b->s : xstrdup("");
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}

void sk_free_all(void *const *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(p[i]);
}

void sk_clear(void *p, size_t size, void *const *fields, size_t n)
{
    sk_free_all(fields, n);
    memset(p, 0, size);
}

void sk_buf_free(sk_buf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

const char *sk_buf_str(const sk_buf *b)
{
    return b->s ? b->s : "";
}

static size_t utf8_decode(const unsigned char *s, size_t n, uint32_t *cp)
{
    if (n == 0)
        return 0;
    unsigned char c = s[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    size_t len;
    uint32_t v, min;
    if ((c & 0xE0) == 0xC0) {
        len = 2; v = c & 0x1F; min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
        len = 3; v = c & 0x0F; min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
        len = 4; v = c & 0x07; min = 0x10000;
    } else {
        return 0;
    }
    if (n < len)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        v = (v << 6) | (s[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
        return 0;
    *cp = v;
    return len;
}

size_t sk_utf8_decode(const char *s, size_t n, uint32_t *cp)
{
    return utf8_decode((const unsigned char *)s, n, cp);
}

size_t sk_utf8_encode(uint32_t c, char out[4])
{
    size_t n = 0;
    if (c < 0x80) {
        out[n++] = (char)c;
    } else if (c < 0x800) {
        out[n++] = (char)(0xC0 | (c >> 6));
        out[n++] = (char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out[n++] = (char)(0xE0 | (c >> 12));
        out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[n++] = (char)(0x80 | (c & 0x3F));
    } else {
        out[n++] = (char)(0xF0 | (c >> 18));
        out[n++] = (char)(0x80 | ((c >> 12) & 0x3F));
        out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[n++] = (char)(0x80 | (c & 0x3F));
    }
    return n;
}

bool sk_utf8_validn(const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        if (p[i] < 0x80) { /* ASCII, most of what is validated: no decoding */
            i++;
            continue;
        }
        uint32_t cp;
        size_t l = utf8_decode(p + i, n - i, &cp);
        if (l == 0)
            return false;
        i += l;
    }
    return true;
}

bool sk_utf8_valid(const char *s)
{
    return sk_utf8_validn(s, strlen(s));
}

int sk_utf8_width(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s), i = 0;
    int w = 0;
    while (i < n) {
        uint32_t cp;
        size_t l = utf8_decode(p + i, n - i, &cp);
        if (l == 0) {
            w++;
            i++;
            continue;
        }
        int cw = wcwidth((wchar_t)cp);
        if (cw < 0) {
            /* wcwidth needs a UTF-8 locale; fall back to 1 column for
             * printable non-ASCII so alignment stays sane in "C". */
            cw = (cp < 0x20 || cp == 0x7F) ? 0 : 1;
        }
        w += cw;
        i += l;
    }
    return w;
}

void sk_buf_pad(sk_buf *b, const char *s, int width, bool right)
{
    int w = sk_utf8_width(s);
    int pad = width > w ? width - w : 0;
    if (!right)
        sk_buf_add(b, s);
    for (int i = 0; i < pad; i++)
        sk_buf_addn(b, " ", 1);
    if (right)
        sk_buf_add(b, s);
}

bool sk_key_eq(const char *a, size_t alen, const char *b)
{
    size_t i = 0;
    for (; i < alen && b[i]; i++) {
        char x = a[i] == '-' ? '_' : (char)tolower((unsigned char)a[i]);
        if (x != b[i])
            return false;
    }
    return i == alen && !b[i];
}

/* The next item of a comma-separated settings text at *p: its start and
 * its length in *len, *p moved past it; NULL at the end. */
static const char *next_item(const char **p, size_t *len)
{
    const char *s = *p;
    while (*s == ',' || *s == ' ')
        s++;
    if (!*s) {
        *p = s;
        return NULL;
    }
    const char *e = s;
    while (*e && *e != ',')
        e++;
    size_t n = (size_t)(e - s);
    while (n && s[n - 1] == ' ')
        n--;
    *len = n;
    *p = e;
    return s;
}

/* Do keys a and b name one setting ("money-rate" is "MONEY_RATE")? */
static bool keys_same(const char *a, size_t alen, const char *b, size_t blen)
{
    if (alen != blen)
        return false;
    for (size_t i = 0; i < alen; i++) {
        char x = a[i] == '-' ? '_' : (char)tolower((unsigned char)a[i]);
        char y = b[i] == '-' ? '_' : (char)tolower((unsigned char)b[i]);
        if (x != y)
            return false;
    }
    return true;
}

int sk_kv_each(const char *text, size_t vmax, const char *hint, sk_kv_bare_fn bare, sk_kv_fn fn,
               void *ud, sk_err *err)
{
    const char *rest = text ? text : "", *item;
    size_t len;
    bool first = true;
    const char *seen[64]; /* the keys so far: one setting given twice is refused */
    size_t seen_len[64], nseen = 0;
    while ((item = next_item(&rest, &len))) {
        const char *eq = memchr(item, '=', len);
        int rc;
        if (!eq && first && bare) {
            rc = bare(ud, item, len, err);
        } else if (!eq || eq == item) {
            rc = sk_err_set(err, SK_INVALID, _("rules: '%.*s' is not key=value%s"), (int)len, item,
                            hint);
        } else {
            char v[256];
            size_t klen = (size_t)(eq - item), vlen = len - klen - 1;
            for (size_t i = 0; i < nseen; i++)
                if (keys_same(seen[i], seen_len[i], item, klen))
                    return sk_err_set(err, SK_INVALID,
                                      _("rules: '%.*s' is given twice: give each setting once"),
                                      (int)klen, item);
            if (nseen < sizeof seen / sizeof *seen)
                seen[nseen] = item, seen_len[nseen++] = klen;
            if (vlen == 0 || vlen >= vmax || vlen >= sizeof v)
                return sk_err_set(err, SK_INVALID, _("rules: '%.*s' has no usable value"), (int)len,
                                  item);
            memcpy(v, eq + 1, vlen);
            v[vlen] = 0;
            rc = fn(ud, item, klen, v, err);
        }
        if (rc != SK_OK)
            return rc;
        first = false;
    }
    return SK_OK;
}

bool sk_kv_empty(const char *text)
{
    const char *rest = text ? text : "";
    size_t len;
    return next_item(&rest, &len) == NULL;
}

int sk_cmp_ll(long long a, long long b)
{
    return (a > b) - (a < b);
}

bool sk_parse_yes_no(const char *v, bool *out)
{
    if (sk_streq_ci(v, "yes") || sk_streq_ci(v, "ja") || sk_streq_ci(v, "on") || !strcmp(v, "1") ||
        sk_streq_ci(v, "true"))
        *out = true;
    else if (sk_streq_ci(v, "no") || sk_streq_ci(v, "nein") || sk_streq_ci(v, "off") ||
             !strcmp(v, "0") || sk_streq_ci(v, "false"))
        *out = false;
    else
        return false;
    return true;
}

bool sk_parse_int(const char *s, long min, long max, long *out)
{
    if (!s || !*s)
        return false;
    const char *p = s;
    if (*p == '-')
        p++;
    if (!*p)
        return false;
    /* up to 9 digits (any long holds them) summed here; longer ones
     * through strtol for its overflow check (a tenth of a large import's
     * parsing was strtol) */
    long v9 = 0;
    size_t nd = 0;
    for (const char *q = p; *q; q++, nd++) {
        if ((unsigned)(*q - '0') > 9) /* not isdigit(): a call per byte, and ASCII only */
            return false;
        if (nd < 9)
            v9 = v9 * 10 + (*q - '0');
    }
    if (nd <= 9) {
        if (*s == '-')
            v9 = -v9;
        if (v9 < min || v9 > max)
            return false;
        *out = v9;
        return true;
    }
    errno = 0;
    char *end;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

size_t sk_lower_bound_i64(const void *base, size_t n, size_t size, size_t off, int64_t key,
                          bool *found)
{
    const char *b = base;
    size_t lo = 0, hi = n;
    int64_t k = 0;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        memcpy(&k, b + mid * size + off, sizeof k);
        if (k < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    *found = false;
    if (lo < n) {
        memcpy(&k, b + lo * size + off, sizeof k);
        *found = k == key;
    }
    return lo;
}

/* ASCII letters folded by hand: tolower() is a call per byte into the
 * locale's tables (and in a single-byte locale it would fold bytes of a
 * UTF-8 character); the words compared are ASCII keywords. */
static inline unsigned char fold_ascii(unsigned char c)
{
    return c >= 'A' && c <= 'Z' ? (unsigned char)(c + ('a' - 'A')) : c;
}

bool sk_streq_ci(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        if (fold_ascii((unsigned char)*a) != fold_ascii((unsigned char)*b))
            return false;
    }
    return *a == *b;
}

void sk_local_time(const char *iso, char *buf, size_t n)
{
    if (n == 0)
        return;
    struct tm tm = {0};
    int used = 0;
    time_t t = (time_t)-1;
    if (iso && sscanf(iso, "%4d-%2d-%2dT%2d:%2d:%2d%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
                      &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &used) == 6 && used == 19) {
        tm.tm_year -= 1900;
        tm.tm_mon -= 1;
        t = timegm(&tm);
    }
    struct tm lt;
    /* German as the clubs write it, to the minute: 15.01.2027 01:37 */
    const char *fmt = sk_lang_get() == SK_LANG_DE ? "%d.%m.%Y %H:%M" : "%Y-%m-%d %H:%M:%S";
    if (t == (time_t)-1 || !localtime_r(&t, &lt) || strftime(buf, n, fmt, &lt) == 0)
        snprintf(buf, n, "%s", iso ? iso : "");
}

void sk_buf_json_str(sk_buf *b, const char *s)
{
    sk_buf_addn(b, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"': sk_buf_add(b, "\\\""); break;
        case '\\': sk_buf_add(b, "\\\\"); break;
        case '\n': sk_buf_add(b, "\\n"); break;
        case '\r': sk_buf_add(b, "\\r"); break;
        case '\t': sk_buf_add(b, "\\t"); break;
        default:
            if (*p < 0x20)
                sk_buf_printf(b, "\\u%04x", *p);
            else
                sk_buf_addn(b, (const char *)p, 1);
        }
    }
    sk_buf_addn(b, "\"", 1);
}

void sk_buf_json_str_or_null(sk_buf *b, const char *s)
{
    if (s)
        sk_buf_json_str(b, s);
    else
        sk_buf_add(b, "null");
}
