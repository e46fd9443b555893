/* reply.c - see reply.h */
#include "reply.h"

#include <string.h>

#include "html.h"

void web_headers(struct MHD_Response *resp, const char *ctype)
{
    MHD_add_response_header(resp, "Content-Type", ctype);
    MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(resp, "X-Frame-Options", "DENY");
    MHD_add_response_header(resp, "Referrer-Policy", "no-referrer");
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
    enum MHD_Result ret = MHD_queue_response(c, status, resp);
    MHD_destroy_response(resp);
    return ret;
}

enum MHD_Result web_send_json_error(struct MHD_Connection *c, unsigned status, const char *msg)
{
    sk_buf b = {0};
    sk_buf_add(&b, "{\"error\":");
    sk_buf_json_str(&b, msg);
    sk_buf_add(&b, "}\n");
    enum MHD_Result ret = web_send_buf(c, status, b.s, b.len, CT_JSON);
    sk_buf_free(&b);
    return ret;
}

enum MHD_Result web_send_error(struct MHD_Connection *c, const web_ctx *wc, bool json,
                               unsigned status, const char *msg)
{
    if (json)
        return web_send_json_error(c, status, msg);
    sk_buf b = {0};
    const char *title = status == 404 ? L(wc->lang, "Not found", "Nicht gefunden")
                        : status == 403 ? L(wc->lang, "Not allowed", "Nicht erlaubt")
                        : status == 429 ? L(wc->lang, "Too many requests", "Zu viele Anfragen")
                        : status >= 500 ? L(wc->lang, "Server error", "Serverfehler")
                                        : L(wc->lang, "Refused", "Abgelehnt");
    render_message(wc, title, msg, &b);
    enum MHD_Result ret = web_send_buf(c, status, b.s, b.len, CT_HTML);
    sk_buf_free(&b);
    return ret;
}

unsigned web_status_of(int rc)
{
    return rc == SK_INVALID ? 422 : rc == SK_USAGE ? 400 : 500;
}

enum MHD_Result web_send(struct MHD_Connection *c, unsigned status, const sk_buf *b, bool json)
{
    return web_send_buf(c, status, b->s ? b->s : "", b->len, json ? CT_JSON : CT_HTML);
}
