/* xjson.c - see xjson.h */
#include "xjson.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int xj_fail(sk_err *err, const char *path, const char *fmt, ...)
{
    char msg[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* the field by its path, as the exchange format names it */
    return sk_err_set(err, SK_INVALID, C_("exchange field", "%s: %s"), path, msg);
}

int xj_parse(const char *text, size_t len, size_t max, json_t **out, sk_err *err)
{
    *out = NULL;
    if (len > max)
        return sk_err_set(err, SK_INVALID, _("the document is larger than %zu bytes"), max);
    if (!sk_utf8_validn(text, len))
        return sk_err_set(err, SK_INVALID, _("the document is not valid UTF-8"));
    json_error_t je;
    json_t *doc = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
    if (!doc)
        return sk_err_set(err, SK_INVALID, _("not JSON: line %d, column %d: %s"), je.line,
                          je.column, je.text);
    if (!json_is_object(doc)) {
        json_decref(doc);
        return sk_err_set(err, SK_INVALID, _("the document is not a JSON object"));
    }
    *out = doc;
    return SK_OK;
}

void xj_path(char *dst, const char *parent, const char *key, size_t i)
{
    if (key)
        snprintf(dst, XJ_PATH, "%s%s%s", parent, *parent ? "." : "", key);
    else
        snprintf(dst, XJ_PATH, "%s[%zu]", parent, i);
}

int xj_keys(json_t *obj, const char *path, const char *const *allowed, sk_err *err)
{
    const char *k;
    json_t *v;
    json_object_foreach(obj, k, v) {
        bool ok = false;
        for (size_t i = 0; allowed[i] && !ok; i++)
            ok = strcmp(k, allowed[i]) == 0;
        if (!ok) {
            char shown[64];
            snprintf(shown, sizeof shown, "%.40s%s", k, strlen(k) > 40 ? "..." : "");
            return xj_fail(err, *path ? path : _("the document"), _("unknown field '%s'"), shown);
        }
    }
    return SK_OK;
}

/* The member key of obj: NULL when absent or null (then SK_OK unless
 * required). */
static int member(json_t *obj, const char *path, const char *key, bool required, json_t **out,
                  sk_err *err)
{
    json_t *v = json_object_get(obj, key);
    if (v && json_is_null(v))
        v = NULL;
    *out = v;
    if (!v && required) {
        char p[XJ_PATH];
        xj_path(p, path, key, 0);
        return xj_fail(err, p, _("missing"));
    }
    return SK_OK;
}

static int int_value(json_t *v, const char *p, long long lo, long long hi, long long *out,
                     sk_err *err)
{
    if (!json_is_integer(v))
        return xj_fail(err, p, _("must be a whole number from %lld to %lld"), lo, hi);
    long long x = json_integer_value(v);
    if (x < lo || x > hi)
        return xj_fail(err, p, _("%lld is not a whole number from %lld to %lld"), x, lo, hi);
    *out = x;
    return SK_OK;
}

static int str_value(json_t *v, const char *p, size_t maxlen, const char **out, sk_err *err)
{
    if (!json_is_string(v))
        return xj_fail(err, p, _("must be a text"));
    size_t n = json_string_length(v);
    const char *s = json_string_value(v);
    if (strlen(s) != n)
        return xj_fail(err, p, _("holds a NUL character"));
    if (n > maxlen)
        return xj_fail(err, p, _("longer than %zu bytes"), maxlen);
    *out = s;
    return SK_OK;
}

/* member() with the member's path in p (when it is there). */
static int member_at(json_t *obj, const char *path, const char *key, bool required,
                     json_t **v, char p[XJ_PATH], sk_err *err)
{
    int rc = member(obj, path, key, required, v, err);
    if (rc == SK_OK && *v)
        xj_path(p, path, key, 0);
    return rc;
}

int xj_int(json_t *obj, const char *path, const char *key, bool required, long long lo,
           long long hi, long long def, long long *out, sk_err *err)
{
    json_t *v;
    char p[XJ_PATH];
    *out = def;
    int rc = member_at(obj, path, key, required, &v, p, err);
    return rc != SK_OK || !v ? rc : int_value(v, p, lo, hi, out, err);
}

int xj_str(json_t *obj, const char *path, const char *key, bool required, size_t maxlen,
           const char **out, sk_err *err)
{
    json_t *v;
    char p[XJ_PATH];
    *out = NULL;
    int rc = member_at(obj, path, key, required, &v, p, err);
    return rc != SK_OK || !v ? rc : str_value(v, p, maxlen, out, err);
}

/* member_at() of a value of type t (JSON_TRUE: true or false), else the
 * refusal "PATH: want" (want a msgid). */
static int typed_at(json_t *obj, const char *path, const char *key, bool required, json_type t,
                    const char *want, json_t **v, sk_err *err)
{
    char p[XJ_PATH];
    int rc = member_at(obj, path, key, required, v, p, err);
    if (rc != SK_OK || !*v)
        return rc;
    json_type vt = json_typeof(*v);
    if (t == JSON_TRUE ? vt != JSON_TRUE && vt != JSON_FALSE : vt != t)
        return xj_fail(err, p, "%s", _(want));
    return SK_OK;
}

int xj_bool(json_t *obj, const char *path, const char *key, bool required, bool def, bool *out,
            sk_err *err)
{
    json_t *v;
    *out = def;
    int rc = typed_at(obj, path, key, required, JSON_TRUE, N_("must be true or false"), &v, err);
    if (rc == SK_OK && v)
        *out = json_is_true(v);
    return rc;
}

int xj_arr(json_t *obj, const char *path, const char *key, bool required, size_t max,
           json_t **out, sk_err *err)
{
    json_t *v;
    *out = NULL;
    int rc = typed_at(obj, path, key, required, JSON_ARRAY, N_("must be a list"), &v, err);
    if (rc != SK_OK || !v)
        return rc;
    if (json_array_size(v) > max) {
        char p[XJ_PATH];
        xj_path(p, path, key, 0);
        return xj_fail(err, p, _("more than %zu entries"), max);
    }
    *out = v;
    return SK_OK;
}

int xj_obj(json_t *obj, const char *path, const char *key, bool required, json_t **out,
           sk_err *err)
{
    json_t *v;
    *out = NULL;
    int rc = typed_at(obj, path, key, required, JSON_OBJECT, N_("must be an object"), &v, err);
    if (rc == SK_OK)
        *out = v;
    return rc;
}

int xj_at_obj(json_t *a, const char *path, size_t i, json_t **out, sk_err *err)
{
    json_t *v = json_array_get(a, i);
    *out = NULL;
    if (!json_is_object(v)) {
        char p[XJ_PATH];
        xj_path(p, path, NULL, i);
        return xj_fail(err, p, _("must be an object"));
    }
    *out = v;
    return SK_OK;
}

int xj_item(json_t *a, const char *path, size_t i, const char *const *keys, char *p,
            json_t **out, sk_err *err)
{
    xj_path(p, path, NULL, i);
    int rc = xj_at_obj(a, path, i, out, err);
    if (rc == SK_OK && keys)
        rc = xj_keys(*out, p, keys, err);
    return rc;
}

int xj_at_str(json_t *a, const char *path, size_t i, size_t maxlen, const char **out,
              sk_err *err)
{
    char p[XJ_PATH];
    xj_path(p, path, NULL, i);
    *out = NULL;
    return str_value(json_array_get(a, i), p, maxlen, out, err);
}

int xj_at_int(json_t *a, const char *path, size_t i, long long lo, long long hi, long long *out,
              sk_err *err)
{
    char p[XJ_PATH];
    xj_path(p, path, NULL, i);
    return int_value(json_array_get(a, i), p, lo, hi, out, err);
}

char *xj_text(json_t *doc, bool pretty)
{
    size_t flags = pretty ? (JSON_INDENT(2) | JSON_PRESERVE_ORDER)
                          : (JSON_COMPACT | JSON_SORT_KEYS);
    char *s = json_dumps(doc, flags);
    if (!s) {
        fputs("skatsheet: out of memory writing JSON\n", stderr);
        abort();
    }
    if (!pretty)
        return s;
    char *t = xasprintf("%s\n", s);
    free(s);
    return t;
}

void xj_set(json_t *obj, const char *key, json_t *v)
{
    if (!v || json_object_set_new(obj, key, v) != 0) {
        fprintf(stderr, "skatsheet: bug: JSON value for '%s' is not valid\n", key);
        abort();
    }
}

json_t *xj_s(const char *s)
{
    return json_string(s);
}
