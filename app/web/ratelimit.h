/* ratelimit.h - limits per client address for the web front end: a token
 * bucket per address (POSTs, wrong entry codes, registrations each have
 * their own).  Thread-safe.  (web layer only) */
#ifndef SK_RATELIMIT_H
#define SK_RATELIMIT_H

#include "mhd.h"
#include <stdbool.h>

typedef struct web_rate web_rate;

/* A limit of burst tokens per address, refilled at per_second (an address
 * not seen before starts full).  Free with web_rate_free. */
web_rate *web_rate_new(double burst, double per_second);
void web_rate_free(web_rate *r);

/* May c's address go ahead (one token left)?  take: use that token (only
 * when there is one). */
bool web_rate_ok(web_rate *r, struct MHD_Connection *c, bool take);

#endif
