/* svcconf.c - see svcconf.h. */
#include "svcconf.h"

#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "nearest.h"

enum { K_TEXT, K_LANG, K_LISTEN, K_NUM, K_BOOL };

static const struct {
    const char *name;
    int kind;
    int min, max; /* K_NUM */
} keys[SVC_NKEYS] = {
    [SVC_DB] = {"db", K_TEXT, 0, 0},
    [SVC_LANG] = {"lang", K_LANG, 0, 0},
    [SVC_LISTEN] = {"listen", K_LISTEN, 0, 0},
    [SVC_TOURNAMENT] = {"tournament", K_TEXT, 0, 0},
    [SVC_PUBLIC_URL] = {"public-url", K_TEXT, 0, 0},
    [SVC_TRUSTED_PROXY] = {"trusted-proxy", K_TEXT, 0, 0},
    [SVC_THREADS] = {"threads", K_NUM, 1, 64},
    [SVC_POST_RATE] = {"post-rate", K_NUM, 1, 10000},
    [SVC_HEADER_TIMEOUT] = {"header-timeout", K_NUM, 1, 3600},
    [SVC_WRITE_TIMEOUT] = {"write-timeout", K_NUM, 1, 3600},
    [SVC_MAX_CONNECTIONS] = {"max-connections", K_NUM, 1, 100000},
    [SVC_MAX_PER_ADDRESS] = {"max-per-address", K_NUM, 1, 100000},
    [SVC_QUIET] = {"quiet", K_BOOL, 0, 0},
    [SVC_LOG] = {"log", K_TEXT, 0, 0},
};

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r' || s[n - 1] == '\n'))
        s[--n] = '\0';
    return s;
}

/* "ADDR:PORT", ":PORT" or "PORT" (ADDR IPv4), as serve --listen takes it */
static bool listen_ok(const char *v)
{
    const char *colon = strrchr(v, ':');
    const char *port = colon ? colon + 1 : v;
    if (!*port || strspn(port, "0123456789") != strlen(port) || strlen(port) > 5 ||
        atoi(port) > 65535)
        return false;
    if (!colon || colon == v)
        return true;
    char addr[64];
    size_t n = (size_t)(colon - v);
    if (n >= sizeof addr)
        return false;
    memcpy(addr, v, n);
    addr[n] = '\0';
    struct in_addr ia;
    return inet_pton(AF_INET, addr, &ia) == 1;
}

static int check_value(int k, const char *v, const char *path, int ln, sk_err *err)
{
    const char *name = keys[k].name;
    if (!*v)
        return sk_err_set(err, SK_INVALID, _("%s:%d: %s: the value is missing"), path, ln, name);
    switch (keys[k].kind) {
    case K_LANG:
        if (strcmp(v, "de") != 0 && strcmp(v, "en") != 0)
            return sk_err_set(err, SK_INVALID, _("%s:%d: %s: '%s' is no language: de or en"), path,
                              ln, name, v);
        break;
    case K_LISTEN:
        if (!listen_ok(v))
            return sk_err_set(err, SK_INVALID,
                              _("%s:%d: %s: '%s' is no address to listen on: ADDRESS:PORT, :PORT "
                                "or PORT (an IPv4 address, a port 0-65535)"),
                              path, ln, name, v);
        break;
    case K_NUM: {
        char *end;
        errno = 0;
        long n = strtol(v, &end, 10);
        if (errno || *end || end == v || n < keys[k].min || n > keys[k].max)
            return sk_err_set(err, SK_INVALID, _("%s:%d: %s: '%s' is not a whole number from %d to %d"),
                              path, ln, name, v, keys[k].min, keys[k].max);
        break;
    }
    case K_BOOL:
        if (strcmp(v, "yes") != 0 && strcmp(v, "no") != 0)
            return sk_err_set(err, SK_INVALID, _("%s:%d: %s: '%s' is neither yes nor no"), path, ln,
                              name, v);
        break;
    default:
        break;
    }
    return SK_OK;
}

static int parse_line(sk_svcconf *c, char *line, int ln, sk_err *err)
{
    char *s = trim(line);
    if (!*s || *s == '#')
        return SK_OK;
    char *eq = strchr(s, '=');
    if (!eq)
        return sk_err_set(err, SK_INVALID, _("%s:%d: '%s' is not KEY = VALUE"), c->path, ln, s);
    *eq = '\0';
    char *key = trim(s), *val = trim(eq + 1);
    int k = 0;
    while (k < SVC_NKEYS && strcmp(keys[k].name, key) != 0)
        k++;
    if (k == SVC_NKEYS) {
        const char *names[SVC_NKEYS];
        for (int i = 0; i < SVC_NKEYS; i++)
            names[i] = keys[i].name;
        const char *near = sk_nearest(key, names, SVC_NKEYS);
        if (near)
            return sk_err_set(err, SK_INVALID, _("%s:%d: '%s' is no key of the file: did you mean '%s'?"),
                              c->path, ln, key, near);
        return sk_err_set(err, SK_INVALID,
                          _("%s:%d: '%s' is no key of the file (keys: db, lang and the options of "
                            "'serve' by their long names)"),
                          c->path, ln, key);
    }
    if (c->line[k])
        return sk_err_set(err, SK_INVALID, _("%s:%d: %s: given twice (first on line %d)"), c->path, ln,
                          key, c->line[k]);
    if (check_value(k, val, c->path, ln, err) != SK_OK)
        return err->status;
    c->val[k] = xstrdup(val);
    c->line[k] = ln;
    return SK_OK;
}

int sk_svcconf_read(const char *path, sk_svcconf *c, sk_err *err)
{
    memset(c, 0, sizeof *c);
    c->path = xstrdup(path);
    FILE *f = fopen(path, "r");
    if (!f)
        return sk_err_set(err, SK_FAIL, _("cannot read the configuration %s: %s"), path,
                          strerror(errno));
    char *line = NULL;
    size_t cap = 0;
    int ln = 0, rc = SK_OK;
    while (rc == SK_OK && getline(&line, &cap, f) >= 0) {
        ln++;
        rc = parse_line(c, line, ln, err);
    }
    if (rc == SK_OK && ferror(f))
        rc = sk_err_set(err, SK_FAIL, _("cannot read the configuration %s: %s"), path,
                        strerror(errno));
    free(line);
    fclose(f);
    return rc;
}

const char *sk_svcconf_get(const sk_svcconf *c, sk_svckey key)
{
    return c ? c->val[key] : NULL;
}

int sk_svcconf_int(const sk_svcconf *c, sk_svckey key, int def)
{
    const char *v = sk_svcconf_get(c, key);
    return v ? atoi(v) : def;
}

const char *sk_svcconf_name(sk_svckey key)
{
    return keys[key].name;
}

void sk_svcconf_line(const sk_svcconf *c, sk_svckey key, sk_err *err)
{
    if (!c || !c->line[key] || !err || err->status == SK_OK)
        return;
    char *msg = xasprintf("%s:%d: %s: %s", c->path, c->line[key], keys[key].name, err->msg);
    size_t n = strlen(msg) < sizeof err->msg ? strlen(msg) : sizeof err->msg - 1;
    memcpy(err->msg, msg, n);
    err->msg[n] = '\0';
    free(msg);
}

void sk_svcconf_free(sk_svcconf *c)
{
    if (!c)
        return;
    for (int i = 0; i < SVC_NKEYS; i++)
        free(c->val[i]);
    free(c->path);
    memset(c, 0, sizeof *c);
}
