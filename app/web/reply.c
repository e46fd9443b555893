/* reply.c - see reply.h */
#include "reply.h"

#include <stdatomic.h>
#include <string.h>

#include "db_file.h"
#include "html.h"

static _Thread_local const db *reply_db;
static _Thread_local web_capture *capture;
static _Thread_local web_track *track;
static _Atomic bool closing; /* web_reply_closing */

void web_reply_track(web_track *t)
{
    track = t;
}

void web_reply_db(const db *d)
{
    reply_db = d;
}

void web_reply_closing(bool on)
{
    atomic_store(&closing, on);
}

void web_capture_begin(web_capture *cap)
{
    memset(cap, 0, sizeof *cap);
    capture = cap;
}

void web_capture_end(void)
{
    capture = NULL;
}

enum MHD_Result web_queue(struct MHD_Connection *c, unsigned status, struct MHD_Response *resp)
{
    if (status == 500 && db_retry_later(reply_db))
        status = 503;
    if (status == 503) /* busy, replaced or gone: each passes */
        MHD_add_response_header(resp, "Retry-After", WEB_RETRY_AFTER);
    if (atomic_load(&closing)) /* stopping: a proxy keeps no connection to send the next on */
        MHD_add_response_header(resp, "Connection", "close");
    if (track && !(capture && capture->resp)) {
        if (track->id[0])
            MHD_add_response_header(resp, "X-Request-Id", track->id);
        if (!track->status)
            track->status = status;
    }
    if (capture) {
        if (capture->resp) /* the first answer counts, as with MHD_queue_response */
            MHD_destroy_response(resp);
        else {
            capture->status = status;
            capture->resp = resp;
        }
        return MHD_YES;
    }
    enum MHD_Result ret = MHD_queue_response(c, status, resp);
    MHD_destroy_response(resp);
    return ret;
}

void web_headers(struct MHD_Response *resp, const char *ctype)
{
    MHD_add_response_header(resp, "Content-Type", ctype);
    MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(resp, "X-Frame-Options", "DENY");
    /* same-origin: the pages' own form posts carry their Origin (the
     * write check, peer.h, needs it: with no-referrer Chromium sends
     * "null"), while another site learns nothing, not even a table's code
     * in the address */
    MHD_add_response_header(resp, "Referrer-Policy", "same-origin");
    MHD_add_response_header(resp, "Content-Security-Policy",
                            "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; "
                            "form-action 'self'; base-uri 'none'");
}

struct MHD_Response *web_response(const char *data, size_t len, const char *ctype,
                                  bool nocache)
{
    struct MHD_Response *resp =
        MHD_create_response_from_buffer(len, (void *)data, MHD_RESPMEM_MUST_COPY);
    if (!resp)
        return NULL;
    web_headers(resp, ctype);
    if (nocache)
        MHD_add_response_header(resp, "Cache-Control", "no-store");
    return resp;
}

enum MHD_Result web_send_buf(struct MHD_Connection *c, unsigned status, const char *data,
                             size_t len, const char *ctype)
{
    struct MHD_Response *resp = web_response(data, len, ctype, true);
    if (!resp)
        return MHD_NO;
    return web_queue(c, status, resp);
}

/* The error answer: {"error": msg} or a message page in wc's language. */
static struct MHD_Response *error_response(const web_ctx *wc, bool json, unsigned status,
                                           const char *msg)
{
    sk_buf b = {0};
    if (json) {
        sk_buf_add(&b, "{\"error\":");
        sk_buf_json_str(&b, msg);
        sk_buf_add(&b, "}\n");
    } else {
        const char *title = status == 404 ? L(wc->lang, "Not found", "Nicht gefunden")
                            : status == 403 ? L(wc->lang, "Not allowed", "Nicht erlaubt")
                            : status == 429 ? L(wc->lang, "Too many requests", "Zu viele Anfragen")
                            : status == 503 ? L(wc->lang, "Not available", "Nicht verfügbar")
                            : status >= 500 ? L(wc->lang, "Server error", "Serverfehler")
                                            : L(wc->lang, "Refused", "Abgelehnt");
        render_message(wc, title, msg, &b);
    }
    struct MHD_Response *resp = web_response(b.s ? b.s : "", b.len, json ? CT_JSON : CT_HTML, true);
    sk_buf_free(&b);
    return resp;
}

enum MHD_Result web_send_json_error(struct MHD_Connection *c, unsigned status, const char *msg)
{
    web_ctx wc;
    memset(&wc, 0, sizeof wc);
    struct MHD_Response *resp = error_response(&wc, true, status, msg);
    return resp ? web_queue(c, status, resp) : MHD_NO;
}

enum MHD_Result web_send_error(struct MHD_Connection *c, const web_ctx *wc, bool json,
                               unsigned status, const char *msg)
{
    struct MHD_Response *resp = error_response(wc, json, status, msg);
    return resp ? web_queue(c, status, resp) : MHD_NO;
}

enum MHD_Result web_send_allow(struct MHD_Connection *c, const web_ctx *wc, bool json,
                               const char *allow, const char *msg)
{
    struct MHD_Response *resp = error_response(wc, json, 405, msg);
    if (!resp)
        return MHD_NO;
    MHD_add_response_header(resp, "Allow", allow);
    return web_queue(c, 405, resp);
}

unsigned web_status_of(int rc)
{
    return rc == SK_INVALID ? 422 : rc == SK_USAGE ? 400 : 500;
}

enum MHD_Result web_send(struct MHD_Connection *c, unsigned status, const sk_buf *b, bool json)
{
    return web_send_buf(c, status, b->s ? b->s : "", b->len, json ? CT_JSON : CT_HTML);
}

enum MHD_Result web_send_page(struct MHD_Connection *c, unsigned status, sk_buf *b)
{
    enum MHD_Result r = web_send(c, status, b, false);
    sk_buf_free(b);
    return r;
}
