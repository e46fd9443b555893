/* peer.c - see peer.h */
#include "i18n.h"
#include "peer.h"

#include <arpa/inet.h>
#include <ctype.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_PROXIES 32

typedef struct net {
    web_addr a;
    int bits;              /* prefix length over the 128 bits of a */
} net;

struct web_peers {
    net proxy[MAX_PROXIES];
    int nproxy;
    char host[256];        /* --public-url: host, lower case ("" when none) */
    int port;              /* its port (the scheme's default when not given) */
    bool https;            /* --public-url is https:// */
};

bool web_addr_from(const struct sockaddr *sa, web_addr *out)
{
    memset(out, 0, sizeof *out);
    if (!sa)
        return false;
    if (sa->sa_family == AF_INET) {
        out->a[10] = out->a[11] = 0xff;
        memcpy(out->a + 12, &((const struct sockaddr_in *)(const void *)sa)->sin_addr, 4);
        return true;
    }
    if (sa->sa_family == AF_INET6) {
        memcpy(out->a, &((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr, 16);
        return true;
    }
    return false;
}

static bool is_v4(const web_addr *a)
{
    static const unsigned char pre[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    return memcmp(a->a, pre, 12) == 0;
}

const char *web_addr_str(const web_addr *a, char *buf, size_t n)
{
    if (is_v4(a))
        inet_ntop(AF_INET, a->a + 12, buf, (socklen_t)n);
    else
        inet_ntop(AF_INET6, a->a, buf, (socklen_t)n);
    return buf;
}

/* s[0..len) as an address (no brackets, no port). */
static bool parse_addr(const char *s, size_t len, web_addr *out)
{
    char t[64];
    if (len == 0 || len >= sizeof t)
        return false;
    memcpy(t, s, len);
    t[len] = '\0';
    memset(out, 0, sizeof *out);
    if (inet_pton(AF_INET, t, out->a + 12) == 1) {
        out->a[10] = out->a[11] = 0xff;
        return true;
    }
    return inet_pton(AF_INET6, t, out->a) == 1;
}

static bool in_net(const net *n, const web_addr *a)
{
    int full = n->bits / 8, rest = n->bits % 8;
    if (memcmp(n->a.a, a->a, (size_t)full) != 0)
        return false;
    if (rest == 0)
        return true;
    unsigned char mask = (unsigned char)(0xff << (8 - rest));
    return (n->a.a[full] & mask) == (a->a[full] & mask);
}

bool web_peers_trusted(const web_peers *p, const web_addr *a)
{
    for (int i = 0; p && i < p->nproxy; i++)
        if (in_net(&p->proxy[i], a))
            return true;
    return false;
}

static int parse_proxies(web_peers *p, const char *spec, sk_err *err)
{
    for (const char *s = spec; *s;) {
        size_t len = strcspn(s, ",");
        const char *slash = memchr(s, '/', len);
        size_t alen = slash ? (size_t)(slash - s) : len;
        while (alen && s[alen - 1] == ' ')
            alen--;
        while (alen && *s == ' ') {
            s++;
            alen--;
            len--;
        }
        net n;
        if (p->nproxy == MAX_PROXIES)
            return sk_err_set(err, SK_USAGE, _("--trusted-proxy: at most %d addresses"),
                              MAX_PROXIES);
        if (!parse_addr(s, alen, &n.a))
            return sk_err_set(err, SK_USAGE, _("--trusted-proxy: '%.*s' is not an IPv4 or IPv6 "
                              "address (e.g. 127.0.0.1 or 10.0.0.0/8)"), (int)len, s);
        n.bits = 128;
        if (slash) {
            long b;
            int max = is_v4(&n.a) ? 32 : 128;
            char t[8];
            size_t blen = len - (size_t)(slash + 1 - s);
            snprintf(t, sizeof t, "%.*s", (int)(blen < sizeof t ? blen : sizeof t - 1), slash + 1);
            if (blen == 0 || blen >= sizeof t || !sk_parse_int(t, 0, max, &b))
                return sk_err_set(err, SK_USAGE, _("--trusted-proxy: '%.*s': the network's bits "
                                  "must be a number from 0 to %d"), (int)len, s, max);
            n.bits = (int)b + (max == 32 ? 96 : 0);
        }
        p->proxy[p->nproxy++] = n;
        s += len;
        if (*s == ',')
            s++;
    }
    if (p->nproxy == 0)
        return sk_err_set(err, SK_USAGE, _("--trusted-proxy needs an address"));
    return SK_OK;
}

/* "scheme://host[:port]" (a trailing slash allowed when path_ok) into
 * host (lower case, brackets kept for IPv6) and port (the scheme's
 * default when absent).  false when malformed. */
static bool parse_origin(const char *s, bool path_ok, char *host, size_t hn, int *port)
{
    int def;
    if (strncmp(s, "http://", 7) == 0) {
        s += 7;
        def = 80;
    } else if (strncmp(s, "https://", 8) == 0) {
        s += 8;
        def = 443;
    } else {
        return false;
    }
    size_t len = strcspn(s, "/?#");
    if (s[len] && !(path_ok && strcmp(s + len, "/") == 0))
        return false;
    const char *colon = NULL;
    if (*s == '[') {
        const char *close = memchr(s, ']', len);
        if (!close)
            return false;
        colon = close + 1 < s + len && close[1] == ':' ? close + 1 : NULL;
        if (!colon && close + 1 != s + len)
            return false;
    } else {
        colon = memchr(s, ':', len);
    }
    size_t hlen = colon ? (size_t)(colon - s) : len;
    if (hlen == 0 || hlen >= hn)
        return false;
    for (size_t i = 0; i < hlen; i++)
        host[i] = (char)tolower((unsigned char)s[i]);
    host[hlen] = '\0';
    *port = def;
    if (colon) {
        char t[8];
        size_t plen = len - hlen - 1;
        long v;
        if (plen == 0 || plen >= sizeof t)
            return false;
        memcpy(t, colon + 1, plen);
        t[plen] = '\0';
        if (!sk_parse_int(t, 1, 65535, &v))
            return false;
        *port = (int)v;
    }
    return true;
}

int web_peers_new(const char *trusted, const char *public_url, web_peers **out, sk_err *err)
{
    *out = NULL;
    web_peers *p = xcalloc(1, sizeof *p);
    int rc = trusted ? parse_proxies(p, trusted, err) : SK_OK;
    if (rc == SK_OK && public_url &&
        !parse_origin(public_url, true, p->host, sizeof p->host, &p->port))
        rc = sk_err_set(err, SK_USAGE, _("--public-url %s: give the address the pages are opened "
                        "at, http://HOST[:PORT] or https://HOST[:PORT], without a path"),
                        public_url);
    if (rc != SK_OK) {
        free(p);
        return rc;
    }
    p->https = public_url && strncmp(public_url, "https://", 8) == 0;
    *out = p;
    return SK_OK;
}

bool web_https(const web_peers *p, struct MHD_Connection *c)
{
    if (p && p->https)
        return true;
    const union MHD_ConnectionInfo *ci =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    web_addr a;
    if (!ci || !web_addr_from(ci->client_addr, &a) || !web_peers_trusted(p, &a))
        return false;
    const char *proto = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "X-Forwarded-Proto");
    return proto && strcasecmp(proto, "https") == 0;
}

void web_peers_free(web_peers *p)
{
    free(p);
}

/* ---- the client's address ---- */

typedef struct xff_walk {
    const char *v[16];     /* the X-Forwarded-For header lines, in order */
    int n;
} xff_walk;

static enum MHD_Result xff_line(void *cls, enum MHD_ValueKind kind, const char *key,
                                const char *value)
{
    (void)kind;
    xff_walk *w = cls;
    if (value && strcasecmp(key, "X-Forwarded-For") == 0 && w->n < 16)
        w->v[w->n++] = value;
    return MHD_YES;
}

void web_client_addr(const web_peers *p, struct MHD_Connection *c, web_addr *out)
{
    const union MHD_ConnectionInfo *ci =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (!ci || !web_addr_from(ci->client_addr, out))
        memset(out, 0, sizeof *out);
    if (!web_peers_trusted(p, out))
        return;
    xff_walk w;
    w.n = 0;
    MHD_get_connection_values(c, MHD_HEADER_KIND, xff_line, &w);
    /* from the right: each hop added the address it was reached from; the
     * first one that is not a trusted proxy is the client */
    for (int i = w.n - 1; i >= 0; i--) {
        const char *s = w.v[i];
        size_t end = strlen(s);
        while (end > 0) {
            size_t start = end;
            while (start > 0 && s[start - 1] != ',')
                start--;
            size_t a = start, b = end;
            while (a < b && (s[a] == ' ' || s[a] == '\t'))
                a++;
            while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t'))
                b--;
            web_addr hop;
            if (!parse_addr(s + a, b - a, &hop))
                return; /* malformed: the last trusted hop stands */
            *out = hop;
            if (!web_peers_trusted(p, &hop))
                return;
            end = start ? start - 1 : 0;
        }
    }
}

/* ---- same origin ---- */

const char *web_cross_site(const web_peers *p, struct MHD_Connection *c, char *buf, size_t n)
{
    const char *sfs = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Sec-Fetch-Site");
    if (sfs && strcasecmp(sfs, "cross-site") == 0) {
        snprintf(buf, n, "%s", _("a write from another site's page is refused (Sec-Fetch-Site: "
                                 "cross-site): use this server's own pages"));
        return buf;
    }
    const char *origin = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Origin");
    if (!origin)
        return NULL; /* no browser page: a script, curl, an old browser */
    /* A browser that hides the origin (a referrer policy of no-referrer
     * on the page, a privacy setting) sends "null"; its Sec-Fetch-Site,
     * which no page's script can set, still says whether the page was
     * this server's own.  "null" without that is refused below. */
    if (strcmp(origin, "null") == 0 && sfs && strcasecmp(sfs, "same-origin") == 0)
        return NULL;
    char oh[256], hh[256];
    int op = 0, hp = 0;
    bool ok_origin = parse_origin(origin, false, oh, sizeof oh, &op);
    if (ok_origin && p && p->host[0] && strcmp(oh, p->host) == 0 && op == p->port)
        return NULL;
    const char *host = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Host");
    if (ok_origin && host) {
        /* the Host header as an origin: its port, or either default */
        char *h = xasprintf("http://%s", host);
        bool has_port = strrchr(host, ':') && strrchr(host, ':') > strrchr(host, ']');
        bool ok_host = parse_origin(h, false, hh, sizeof hh, &hp);
        free(h);
        if (ok_host && strcmp(oh, hh) == 0 &&
            (has_port ? op == hp : (op == 80 && strncmp(origin, "http:", 5) == 0) ||
                                       (op == 443 && strncmp(origin, "https:", 6) == 0)))
            return NULL;
    }
    char shown[120], shost[120];
    snprintf(shown, sizeof shown, "%.100s", origin);
    snprintf(shost, sizeof shost, "%.100s", host ? host : "-");
    for (char *q = shown; *q; q++)
        if ((unsigned char)*q < 0x20 || (unsigned char)*q >= 0x7f)
            *q = '?';
    for (char *q = shost; *q; q++)
        if ((unsigned char)*q < 0x20 || (unsigned char)*q >= 0x7f)
            *q = '?';
    snprintf(buf, n, _("a write from another site's page is refused: Origin %s is neither the "
                       "address this request was sent to (Host %s) nor the server's "
                       "--public-url"), shown, shost);
    return buf;
}
