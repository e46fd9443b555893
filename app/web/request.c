/* request.c - see request.h */
#include "i18n.h"
#include "request.h"

#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "web.h"

int web_lang_word(const char *s)
{
    return s && strcmp(s, "de") == 0 ? LANG_DE : s && strcmp(s, "en") == 0 ? LANG_EN : -1;
}

web_lang web_pick_lang(struct MHD_Connection *c, int organiser)
{
    int l = web_lang_word(MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "lang"));
    if (l < 0)
        l = web_lang_word(MHD_lookup_connection_value(c, MHD_COOKIE_KIND, WEB_LANG_COOKIE));
    if (l < 0)
        l = organiser;
    return l == LANG_DE ? LANG_DE : LANG_EN;
}

/* A query argument that must be valid UTF-8 (NULL when absent). */
const char *web_arg_str(struct MHD_Connection *c, const char *name, bool *bad)
{
    const char *v = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, name);
    if (v && !sk_utf8_valid(v))
        *bad = true;
    return v && *v ? v : NULL;
}

/* ?series=N (0 when absent); -1 when malformed. */
int web_arg_series(struct MHD_Connection *c)
{
    const char *v = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "series");
    long n = 0;
    if (v && *v && !sk_parse_int(v, 1, 99, &n))
        return -1;
    return (int)n;
}

/* "/table/S/T" + rest: S and T into *s, *t, the rest (e.g. "/game") into
 * *rest.  false when url does not have that form. */
bool web_table_url(const char *url, int *s, int *t, const char **rest)
{
    const char *p = url;
    long v[2];
    for (int i = 0; i < 2; i++) {
        if (*p != '/')
            return false;
        p++;
        char *end;
        if (*p < '1' || *p > '9')
            return false;
        errno = 0;
        v[i] = strtol(p, &end, 10);
        if (errno || v[i] < 1 || v[i] > (i == 0 ? 99 : 999))
            return false;
        p = end;
    }
    *s = (int)v[0];
    *t = (int)v[1];
    *rest = p;
    return true;
}

/* What the body of a POST is: a form, JSON, or something refused. */
const char *web_body_problem(struct MHD_Connection *c, const sk_buf *body, unsigned *status)
{
    const char *form = body->s ? body->s : "";
    if (body->len != strlen(form)) {
        *status = 400;
        return _("the request body holds a NUL byte");
    }
    const char *p = form;
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        p++;
    if (!*p)
        return NULL; /* no fields: each handler names what is missing */
    const char *ct = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_TYPE);
    size_t n = ct ? strcspn(ct, "; \t") : 0;
    bool json = ct && n == 16 && strncasecmp(ct, "application/json", 16) == 0;
    bool form_t = ct && n == 33 && strncasecmp(ct, "application/x-www-form-urlencoded", 33) == 0;
    bool looks_json = strchr("{[\"", *p) != NULL;
    *status = 415;
    if (looks_json && !json)
        return _("a JSON body needs Content-Type: application/json");
    if (!json && !form_t)
        return _("the body must be a form (Content-Type: application/x-www-form-urlencoded) or "
                 "JSON (Content-Type: application/json)");
    if (json && !looks_json) {
        *status = 400;
        return _("Content-Type application/json needs a JSON object as the body");
    }
    return NULL;
}

/* A header value as a whole number (false when absent or not one). */
bool web_header_num(struct MHD_Connection *c, const char *name, unsigned long long *v)
{
    const char *h = MHD_lookup_connection_value(c, MHD_HEADER_KIND, name);
    if (!h || !*h)
        return false;
    char *end;
    errno = 0;
    *v = strtoull(h, &end, 10);
    return errno == 0 && *end == '\0';
}

/* "ADDR:PORT", ":PORT" or "PORT" into addr. */
int web_parse_listen(const char *spec, struct sockaddr_in *addr, sk_err *err)
{
    memset(addr, 0, sizeof *addr);
    addr->sin_family = AF_INET;
    addr->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr->sin_port = htons(WEB_DEFAULT_PORT);
    if (!spec)
        return SK_OK;
    const char *colon = strrchr(spec, ':');
    const char *port = colon ? colon + 1 : spec;
    if (colon && colon > spec) {
        char host[64];
        size_t n = (size_t)(colon - spec);
        if (n >= sizeof host)
            return sk_err_set(err, SK_USAGE, _("--listen %s: the address is too long"), spec);
        memcpy(host, spec, n);
        host[n] = '\0';
        if (strcmp(host, "localhost") == 0)
            snprintf(host, sizeof host, "127.0.0.1");
        if (inet_pton(AF_INET, host, &addr->sin_addr) != 1)
            return sk_err_set(err, SK_USAGE, _("--listen %s: '%s' is not an IPv4 address "
                              "(e.g. 127.0.0.1 or 0.0.0.0 for every network)"), spec, host);
    } else if (!colon && strchr(spec, '.')) {
        return sk_err_set(err, SK_USAGE, _("--listen %s: give ADDR:PORT, e.g. 0.0.0.0:%d"), spec,
                          WEB_DEFAULT_PORT);
    }
    long p;
    if (!sk_parse_int(port, 0, 65535, &p))
        return sk_err_set(err, SK_USAGE, _("--listen %s: the port must be a number from 0 to 65535"),
                          spec);
    addr->sin_port = htons((uint16_t)p);
    return SK_OK;
}
