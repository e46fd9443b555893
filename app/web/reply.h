/* reply.h - answering a request of the web front end: a response with the
 * common headers, a page or JSON document, an error as a page or JSON.
 * (web layer only) */
#ifndef SK_REPLY_H
#define SK_REPLY_H

#include "mhd.h"
#include <stdbool.h>

#include "render.h"

#define CT_HTML "text/html; charset=utf-8"
#define CT_JSON "application/json; charset=utf-8"

/* The content type and the security headers on resp. */
void web_headers(struct MHD_Response *resp, const char *ctype);
/* A response of data[0..len) (copied) with the content type and the
 * security headers; nocache: "Cache-Control: no-store".  NULL when out of
 * memory.  The caller destroys it. */
struct MHD_Response *web_response(const char *data, size_t len, const char *ctype,
                                  bool nocache);
/* Queue data[0..len) as the answer (not cached). */
enum MHD_Result web_send_buf(struct MHD_Connection *c, unsigned status, const char *data,
                             size_t len, const char *ctype);
/* Queue b as an HTML page or a JSON document. */
enum MHD_Result web_send(struct MHD_Connection *c, unsigned status, const sk_buf *b, bool json);
/* Queue {"error": msg}. */
enum MHD_Result web_send_json_error(struct MHD_Connection *c, unsigned status, const char *msg);
/* Queue msg as {"error": msg} (json) or as a message page in wc's language. */
enum MHD_Result web_send_error(struct MHD_Connection *c, const web_ctx *wc, bool json,
                               unsigned status, const char *msg);
/* The HTTP status for a refusal of the operations: 422 invalid, 400
 * usage, else 500. */
unsigned web_status_of(int rc);

#endif
