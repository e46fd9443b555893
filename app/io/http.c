/* http.c - see http.h */
#include "http.h"

#include "curllib.h"
#include <pthread.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void init(void)
{
    curl_global_init(CURL_GLOBAL_DEFAULT);
}

typedef struct sink {
    sk_buf *b;
    size_t max;
    int too_big;
} sink;

static size_t take(char *p, size_t size, size_t n, void *ud)
{
    sink *s = ud;
    size_t len = size * n;
    if (s->b->len + len > s->max) {
        s->too_big = 1;
        return 0;
    }
    sk_buf_addn(s->b, p, len);
    return len;
}

int http_request(const char *method, const char *url, const char *const *headers,
                 const char *body, size_t len, size_t max, long timeout_s, http_resp *out,
                 sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (io_curl_load(err) != SK_OK) /* loaded here, not at every program start */
        return SK_FAIL;
    pthread_once(&once, init);
    CURL *c = curl_easy_init();
    if (!c)
        return sk_err_set(err, SK_FAIL, _("cannot start an HTTP request (libcurl)"));
    struct curl_slist *hl = NULL;
    for (size_t i = 0; headers && headers[i]; i++)
        hl = curl_slist_append(hl, headers[i]);
    hl = curl_slist_append(hl, "Expect:"); /* no 100-continue round trip */
    char errbuf[CURL_ERROR_SIZE] = "";
    sink s = {&out->body, max, 0};
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, hl);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, take);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &s);
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errbuf);
    curl_easy_setopt(c, CURLOPT_TIMEOUT, timeout_s);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 10L);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(c, CURLOPT_USERAGENT, "skatsheet");
    if (strcmp(method, "POST") == 0) {
        curl_easy_setopt(c, CURLOPT_POST, 1L);
        curl_easy_setopt(c, CURLOPT_POSTFIELDS, body ? body : "");
        curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)len);
    }
    CURLcode rc = curl_easy_perform(c);
    int r = SK_OK;
    if (s.too_big)
        r = sk_err_set(err, SK_FAIL, _("the hub's answer is larger than %zu bytes"), max);
    else if (rc != CURLE_OK)
        r = sk_err_set(err, SK_FAIL, _("cannot reach the hub at %s: %s"), url,
                       errbuf[0] ? errbuf : curl_easy_strerror(rc));
    else
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &out->status);
    curl_slist_free_all(hl);
    curl_easy_cleanup(c);
    if (r != SK_OK)
        sk_buf_free(&out->body);
    return r;
}
