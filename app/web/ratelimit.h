/* ratelimit.h - limits per client address for the web front end: a token
 * bucket per address (POSTs, wrong entry codes, registrations each have
 * their own).  The addresses are kept exactly, in a hash map (no two
 * addresses ever share a count) with expiry and a bounded size: an entry
 * whose bucket has filled up again is the same as none and goes; when the
 * map is full, the entry unused the longest goes, never the limit itself.
 * The client's address is peer.h's (X-Forwarded-For only from a trusted
 * proxy).  Thread-safe.  (web layer only) */
#ifndef SK_RATELIMIT_H
#define SK_RATELIMIT_H

#include "mhd.h"
#include <stdbool.h>
#include <stddef.h>

#include "peer.h"

#define WEB_RATE_ADDRS 65536   /* addresses kept per limit by default */

typedef struct web_rate web_rate;

/* A limit of burst tokens per address, refilled at per_second (an address
 * not seen before starts full); at most max_addrs addresses kept (0: the
 * default).  peers: whose X-Forwarded-For to believe (may be NULL; kept,
 * not copied).  Free with web_rate_free. */
web_rate *web_rate_new(double burst, double per_second, const web_peers *peers,
                       size_t max_addrs);
void web_rate_free(web_rate *r);

/* A new burst and rate for every address from now (serve's SIGHUP); the
 * tokens an address has are kept, not above the new burst. */
void web_rate_set(web_rate *r, double burst, double per_second);

/* May c's client go ahead (one token left)?  take: use that token (only
 * when there is one). */
bool web_rate_ok(web_rate *r, struct MHD_Connection *c, bool take);

/* The same for address a at time now (seconds of a monotonic clock). */
bool web_rate_addr_ok(web_rate *r, const web_addr *a, double now, bool take);

/* The addresses kept now. */
size_t web_rate_size(web_rate *r);

#endif
