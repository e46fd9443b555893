/* fedweb.c - see fedweb.h */
#include "fedweb.h"
#include "i18n.h"
#include "reply.h"
#include "web.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "fedhub.h"
#include "fedtrust.h"
#include "ratelimit.h"

size_t fedweb_body_limit(const char *url)
{
    return strcmp(url, "/api/fed/push") == 0 ? FED_PUSH_MAX : WEB_MAX_BODY;
}

bool fedweb_route(const char *url)
{
    return strncmp(url, "/api/fed/", 9) == 0 || strcmp(url, "/fed") == 0 ||
           strcmp(url, "/fed/matchday") == 0;
}

/* The client's address for the log. */
static void remote_of(struct MHD_Connection *c, char *buf, size_t n)
{
    const union MHD_ConnectionInfo *ci =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    snprintf(buf, n, "-");
    if (ci && ci->client_addr && ci->client_addr->sa_family == AF_INET) {
        const struct sockaddr_in *a = (const struct sockaddr_in *)ci->client_addr;
        inet_ntop(AF_INET, &a->sin_addr, buf, (socklen_t)n);
    }
}

/* "Bearer CODE" -> CODE (NULL when absent). */
static const char *bearer(struct MHD_Connection *c)
{
    const char *h = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Authorization");
    if (!h || strncmp(h, "Bearer ", 7) != 0)
        return NULL;
    return h + 7;
}

static unsigned http_of(fed_class cls)
{
    static const unsigned s[] = {200, 400, 401, 403, 409, 413, 422, 500, 429};
    return s[cls];
}

/* The key of code id in the limit per code. */
static web_addr code_key(int64_t id)
{
    web_addr k;
    memset(&k, 0, sizeof k);
    memcpy(k.a, "fedcode:", 8);
    for (int i = 0; i < 8; i++)
        k.a[8 + i] = (unsigned char)((uint64_t)id >> (8 * i));
    return k;
}

static double mono_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* rq->code_blocked: has code id used up its refused tries? */
static bool code_blocked(void *arg, int64_t id)
{
    web_addr k = code_key(id);
    return !web_rate_addr_ok(arg, &k, mono_s(), false);
}

/* The hub's API: each route's operation, the method it takes (post) and
 * what a request by the other one is told (405). */
typedef struct fed_route {
    const char *url;
    bool post;
    const char *wrong_method;
    void (*op)(db *d, const ops_fed_req *rq, ops_fed_answer *out);
} fed_route;

static const fed_route fed_routes[] = {
    {"/api/fed/pull", false, N_("the match day is fetched with a GET"), ops_fed_pull},
    {"/api/fed/confirm", true, N_("a result is confirmed with a POST"), ops_fed_confirm_req},
    {"/api/fed/protest", true, N_("a protest is filed with a POST"), ops_fed_protest_req},
    {"/api/fed/enrol", true, N_("a device is enrolled with a POST"), ops_fed_enrol_req},
    {"/api/fed/push", true, N_("results are pushed with a POST"), ops_fed_push},
    {NULL, false, NULL, NULL},
};

enum MHD_Result fedweb_handle(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                              const char *url, bool post, const char *body, size_t len)
{
    bool addr_blocked = !web_rate_ok(w->codes, c, false);
    if (strcmp(url, "/fed") == 0) {
        if (addr_blocked)
            return web_send_json_error(c, 429, _("too many wrong codes from this address: wait "
                                                 "a moment"));
        return fedpage_officials(w, c, wc, post, body);
    }
    if (strcmp(url, "/fed/matchday") == 0) {
        const char *lg = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "league");
        const char *n = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "n");
        long md = 0;
        if ((lg && !sk_utf8_valid(lg)) || !n || !sk_parse_int(n, 1, 999, &md))
            return web_send_error(c, wc, false, 400, _("n must be a match day number from 1 to "
                                                       "999"));
        return fedpage_matchday(c, wc, lg && *lg ? lg : NULL, (int)md);
    }
    char remote[64];
    remote_of(c, remote, sizeof remote);
    ops_fed_req rq = {
        .code = bearer(c),
        .signature = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "X-Skatsheet-Signature"),
        .device = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "X-Skatsheet-Device"),
        .body = body,
        .len = len,
        .remote = remote,
        .addr_blocked = addr_blocked,
        .code_blocked = code_blocked,
        .limit_arg = w->fedcodes,
    };
    const fed_route *rt = fed_routes;
    while (rt->url && strcmp(url, rt->url) != 0)
        rt++;
    if (!rt->url)
        return web_send_json_error(c, 404, _("no such API route"));
    if (post != rt->post)
        return web_send_json_error(c, 405, _(rt->wrong_method));
    ops_fed_answer a;
    rt->op(wc->d, &rq, &a);
    /* a refusal counts against the code it names, else against the address */
    if ((a.cls == FED_AUTH || a.cls == FED_FORBIDDEN) && a.code_id) {
        web_addr k = code_key(a.code_id);
        web_rate_addr_ok(w->fedcodes, &k, mono_s(), true);
    } else if (a.cls == FED_AUTH || a.cls == FED_FORBIDDEN) {
        web_rate_ok(w->codes, c, true);
    }
    if (a.cls == FED_OK && post)
        w->wrote = true;
    if (rt->op == ops_fed_push) {
        w->pushed = true;
        w->push_ok = a.cls == FED_OK;
        w->applied = a.applied;
        w->same = a.same;
        w->again = a.again;
        w->review = a.review;
    }
    enum MHD_Result r = web_send_buf(c, http_of(a.cls), a.json, strlen(a.json), CT_JSON);
    ops_fed_answer_free(&a);
    return r;
}
