/* http.h - the federation client's requests to the hub (libcurl): one
 * request, the whole answer in memory.  A connection that cannot be made,
 * breaks off or times out is SK_FAIL with the reason; any HTTP answer
 * (also 4xx/5xx) is SK_OK with its status for the caller to read.
 */
#ifndef SK_HTTP_H
#define SK_HTTP_H

#include <stddef.h>

#include "util.h"

typedef struct http_resp {
    long status;      /* the HTTP status */
    sk_buf body;      /* the answer (sk_buf_free) */
} http_resp;

/* method "GET" or "POST" to url with the NULL-terminated headers
 * ("Name: value") and body[0..len) (POST); an answer larger than max
 * bytes is refused (SK_FAIL); timeout_s for the whole request. */
int http_request(const char *method, const char *url, const char *const *headers,
                 const char *body, size_t len, size_t max, long timeout_s, http_resp *out,
                 sk_err *err);

#endif
