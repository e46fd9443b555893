/* form.c - see form.h */
#include "i18n.h"
#include "form.h"

#include <stdlib.h>
#include <string.h>

int web_form_add(web_form *f, const char *key, const char *val, sk_err *err)
{
    if (!sk_utf8_valid(key) || !sk_utf8_valid(val))
        return sk_err_set(err, SK_USAGE, _("a field of the request is not valid UTF-8"));
    if (web_form_get(f, key))
        return sk_err_set(err, SK_USAGE, _("field '%.60s' is given twice"), key);
    if (f->n == WEB_FORM_MAX)
        return sk_err_set(err, SK_USAGE, _("more than %d fields in one request"), WEB_FORM_MAX);
    f->key[f->n] = xstrdup(key);
    f->val[f->n] = xstrdup(val);
    f->n++;
    return SK_OK;
}

const char *web_form_get(const web_form *f, const char *key)
{
    for (size_t i = 0; i < f->n; i++)
        if (strcmp(f->key[i], key) == 0)
            return f->val[i];
    return NULL;
}

bool web_form_flag(const web_form *f, const char *key)
{
    const char *v = web_form_get(f, key);
    return v && *v && strcmp(v, "0") != 0 && strcmp(v, "false") != 0 && strcmp(v, "off") != 0;
}

void web_form_free(web_form *f)
{
    for (size_t i = 0; i < f->n; i++) {
        free(f->key[i]);
        free(f->val[i]);
    }
    f->n = 0;
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Decode s[0..n) (+ is a space, %XX a byte) into a malloc'd string;
 * NULL for a malformed %-escape or an encoded NUL. */
static char *urldecode(const char *s, size_t n)
{
    char *out = xmalloc(n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '+') {
            out[k++] = ' ';
        } else if (s[i] == '%') {
            if (i + 2 >= n) {
                free(out);
                return NULL;
            }
            int a = hexval(s[i + 1]), b = hexval(s[i + 2]);
            if (a < 0 || b < 0 || (a == 0 && b == 0)) {
                free(out);
                return NULL;
            }
            out[k++] = (char)(a * 16 + b);
            i += 2;
        } else {
            out[k++] = s[i];
        }
    }
    out[k] = '\0';
    return out;
}

static int parse_urlencoded(const char *body, web_form *f, sk_err *err)
{
    const char *p = body;
    while (*p) {
        size_t n = strcspn(p, "&");
        if (n) {
            const char *eq = memchr(p, '=', n);
            size_t kl = eq ? (size_t)(eq - p) : n;
            char *k = urldecode(p, kl);
            char *v = eq ? urldecode(eq + 1, n - kl - 1) : xstrdup("");
            int rc = SK_OK;
            if (!k || !v)
                rc = sk_err_set(err, SK_USAGE, _("the form data is malformed (a bad %%-escape)"));
            else
                rc = web_form_add(f, k, v, err);
            free(k);
            free(v);
            if (rc != SK_OK)
                return rc;
        }
        p += n;
        if (*p == '&')
            p++;
    }
    return SK_OK;
}

/* ---- a flat JSON object ---- */

static const char *ws(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    return p;
}

static void put_utf8(sk_buf *b, unsigned cp)
{
    char u[4];
    size_t n;
    if (cp < 0x80) {
        u[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xC0 | (cp >> 6));
        u[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | (cp >> 12));
        u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        u[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        u[0] = (char)(0xF0 | (cp >> 18));
        u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        u[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    sk_buf_addn(b, u, n);
}

static bool hex4(const char *p, unsigned *v)
{
    *v = 0;
    for (int i = 0; i < 4; i++) {
        int h = hexval(p[i]);
        if (h < 0)
            return false;
        *v = *v * 16 + (unsigned)h;
    }
    return true;
}

/* A JSON string at *pp (after the opening quote is checked) into b. */
static bool json_string(const char **pp, sk_buf *b)
{
    const char *p = *pp;
    if (*p != '"')
        return false;
    p++;
    while (*p && *p != '"') {
        if ((unsigned char)*p < 0x20)
            return false;
        if (*p != '\\') {
            sk_buf_addn(b, p++, 1);
            continue;
        }
        p++;
        const char *simple = strchr("\"\\/bfnrt", *p);
        if (*p && simple) {
            static const char to[] = "\"\\/\b\f\n\r\t";
            sk_buf_addn(b, &to[simple - "\"\\/bfnrt"], 1);
            p++;
            continue;
        }
        unsigned cp;
        if (*p != 'u' || !hex4(p + 1, &cp))
            return false;
        p += 5;
        if (cp >= 0xD800 && cp < 0xDC00) {
            unsigned lo;
            if (p[0] != '\\' || p[1] != 'u' || !hex4(p + 2, &lo) || lo < 0xDC00 || lo > 0xDFFF)
                return false;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            p += 6;
        } else if ((cp >= 0xDC00 && cp <= 0xDFFF) || cp == 0) {
            return false;
        }
        put_utf8(b, cp);
    }
    if (*p != '"')
        return false;
    *pp = p + 1;
    return true;
}

static int parse_json(const char *body, web_form *f, sk_err *err)
{
    const char *bad = _("the JSON body must be one object of strings, numbers and booleans");
    const char *p = ws(body);
    if (*p != '{')
        return sk_err_set(err, SK_USAGE, "%s", bad);
    p = ws(p + 1);
    if (*p == '}')
        return *ws(p + 1) ? sk_err_set(err, SK_USAGE, "%s", bad) : SK_OK;
    for (;;) {
        sk_buf k = {0}, v = {0};
        int rc = SK_OK;
        if (!json_string(&p, &k))
            rc = sk_err_set(err, SK_USAGE, "%s", bad);
        if (rc == SK_OK) {
            p = ws(p);
            if (*p != ':')
                rc = sk_err_set(err, SK_USAGE, "%s", bad);
            else
                p = ws(p + 1);
        }
        if (rc == SK_OK) {
            if (*p == '"') {
                if (!json_string(&p, &v))
                    rc = sk_err_set(err, SK_USAGE, "%s", bad);
            } else if (strncmp(p, "true", 4) == 0 || strncmp(p, "false", 5) == 0) {
                sk_buf_add(&v, *p == 't' ? "true" : "false");
                p += *p == 't' ? 4 : 5;
            } else if (*p == '-' || (*p >= '0' && *p <= '9')) {
                const char *s = p;
                p++;
                while ((*p >= '0' && *p <= '9') || *p == '.' || *p == 'e' || *p == 'E' ||
                       *p == '+' || *p == '-')
                    p++;
                sk_buf_addn(&v, s, (size_t)(p - s));
            } else if (strncmp(p, "null", 4) == 0) {
                p += 4; /* null: an empty field */
                sk_buf_add(&v, "");
            } else {
                rc = sk_err_set(err, SK_USAGE, "%s", bad);
            }
        }
        if (rc == SK_OK)
            rc = web_form_add(f, sk_buf_str(&k), sk_buf_str(&v), err);
        sk_buf_free(&k);
        sk_buf_free(&v);
        if (rc != SK_OK)
            return rc;
        p = ws(p);
        if (*p == ',') {
            p = ws(p + 1);
            continue;
        }
        if (*p == '}' && !*ws(p + 1))
            return SK_OK;
        return sk_err_set(err, SK_USAGE, "%s", bad);
    }
}

int web_form_parse(const char *body, web_form *f, sk_err *err)
{
    memset(f, 0, sizeof *f);
    /* JSON when it opens like JSON: an array or a string is refused as
     * such (a form field never starts with these), not read as a form
     * field named "[1,2" that leaves every real field missing */
    const char *b = ws(body);
    int rc = *b && strchr("{[\"", *b) ? parse_json(body, f, err) : parse_urlencoded(body, f, err);
    if (rc != SK_OK)
        web_form_free(f);
    return rc;
}
