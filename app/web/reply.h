/* reply.h - answering a request of the web front end: a response with the
 * common headers, a page or JSON document, an error as a page or JSON.
 * (web layer only) */
#ifndef SK_REPLY_H
#define SK_REPLY_H

#include "mhd.h"
#include <stdbool.h>

#include "render.h"

#define CT_HTML "text/html; charset=utf-8"
#define WEB_RETRY_AFTER "2"   /* seconds, with a 503 for a busy or replaced database */
#define CT_JSON "application/json; charset=utf-8"

/* Every answer goes through here: queue resp with status on c, then
 * release resp.  A 500 for a failure that the database of this request
 * (web_reply_db) calls "try again in a moment" (another writer's lock
 * outlasted the wait, the file was replaced under it) goes out as 503
 * with Retry-After.  While this thread captures (web_capture_begin) the
 * answer is kept in the capture instead, for the connection's own thread
 * to queue (a write answered by the writer thread). */
enum MHD_Result web_queue(struct MHD_Connection *c, unsigned status, struct MHD_Response *resp);

/* From now on (on: the server drains, web_drain) every answer says
 * "Connection: close": a proxy's kept-alive connection is closed after its
 * answer, never left idle for the stop to close under the next request. */
void web_reply_closing(bool on);

/* The database connection of the request this thread answers (NULL:
 * none), for web_queue's 503. */
void web_reply_db(const struct db *d);

/* The request this thread answers, for the log and the metrics
 * (reqlog.h, metrics.h): web_queue puts "X-Request-Id: id" on its answer
 * and notes the answer's status (the first answer counts).  NULL: none. */
typedef struct web_track {
    char id[32];
    unsigned status;         /* 0: not answered yet */
} web_track;
void web_reply_track(web_track *t);

typedef struct web_capture {
    unsigned status;
    struct MHD_Response *resp;   /* NULL: nothing answered */
} web_capture;
/* Keep this thread's answers in cap (cleared first) until web_capture_end. */
void web_capture_begin(web_capture *cap);
void web_capture_end(void);

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
/* Queue b as an HTML page and free it. */
enum MHD_Result web_send_page(struct MHD_Connection *c, unsigned status, sk_buf *b);
/* Queue {"error": msg}. */
enum MHD_Result web_send_json_error(struct MHD_Connection *c, unsigned status, const char *msg);
/* Queue msg as {"error": msg} (json) or as a message page in wc's language. */
enum MHD_Result web_send_error(struct MHD_Connection *c, const web_ctx *wc, bool json,
                               unsigned status, const char *msg);
/* Queue 405 with "Allow: allow" and msg as web_send_error. */
enum MHD_Result web_send_allow(struct MHD_Connection *c, const web_ctx *wc, bool json,
                               const char *allow, const char *msg);
/* The HTTP status for a refusal of the operations: 422 invalid, 400
 * usage, else 500. */
unsigned web_status_of(int rc);

#endif
