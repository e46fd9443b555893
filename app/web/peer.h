/* peer.h - who is asking (issue 28): the client's address, taken from
 * X-Forwarded-For only when the connection comes from a trusted proxy
 * (serve --trusted-proxy), and whether a write comes from the server's own
 * pages (Origin, Sec-Fetch-Site; serve --public-url names the address the
 * pages are opened at when a proxy rewrites the Host).  (web layer) */
#ifndef SK_PEER_H
#define SK_PEER_H

#include "mhd.h"
#include <stdbool.h>
#include <stddef.h>
#include <sys/socket.h>

#include "util.h"

/* An address, IPv4 as IPv4-mapped IPv6 (::ffff:a.b.c.d), so both kinds
 * compare and hash alike. */
typedef struct web_addr {
    unsigned char a[16];
} web_addr;

typedef struct web_peers web_peers;

/* trusted: NULL or "ADDR[,ADDR...]", each an IPv4 or IPv6 address or a
 * network ADDR/BITS; public_url: NULL or "http[s]://HOST[:PORT]" (a
 * trailing slash allowed, no path).  SK_USAGE naming the option and the
 * bad part.  *out owned by the caller: web_peers_free. */
int web_peers_new(const char *trusted, const char *public_url, web_peers **out, sk_err *err);
void web_peers_free(web_peers *p);

/* sa as a web_addr (false for a family other than IPv4/IPv6). */
bool web_addr_from(const struct sockaddr *sa, web_addr *out);
/* a as text: "127.0.0.1", "::1" (buf of at least 46 bytes). */
const char *web_addr_str(const web_addr *a, char *buf, size_t n);

/* Whether a is a trusted proxy (p may be NULL: none). */
bool web_peers_trusted(const web_peers *p, const web_addr *a);

/* The client's address of c: the connection's own, or, when that is a
 * trusted proxy, the rightmost address of X-Forwarded-For (all its header
 * lines) that is not a trusted proxy itself.  Any other connection's
 * X-Forwarded-For is ignored. */
void web_client_addr(const web_peers *p, struct MHD_Connection *c, web_addr *out);

/* Was c's request sent over HTTPS: --public-url is https://, or c comes
 * from a trusted proxy that says X-Forwarded-Proto: https?  (A cookie's
 * Secure flag.) */
bool web_https(const web_peers *p, struct MHD_Connection *c);

/* NULL when a write request on c comes from the server's own pages (or
 * from no browser page at all: no Origin); else the refusal, in the
 * request's language (for a 403), written into buf.  A cross-site request
 * is one with Sec-Fetch-Site: cross-site, or an Origin that is neither
 * the Host the request was sent to nor the --public-url; an Origin of
 * "null" passes only with Sec-Fetch-Site: same-origin (the browser's word
 * that the page was this server's own). */
const char *web_cross_site(const web_peers *p, struct MHD_Connection *c, char *buf, size_t n);

#endif
