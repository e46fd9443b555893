/* smtp.c - see smtp.h */
#include "smtp.h"

#include <stdio.h>
#include <string.h>

#include "curllib.h"

typedef struct src {
    const char *p;
    size_t left;
} src;

static size_t give(char *buf, size_t size, size_t n, void *arg)
{
    src *s = arg;
    size_t k = size * n < s->left ? size * n : s->left;
    memcpy(buf, s->p, k);
    s->p += k;
    s->left -= k;
    return k;
}

int io_smtp_send(const io_smtp *s, const char *rcpt, const char *msg, size_t len,
                 sk_err *err)
{
    if (io_curl_load(err) != SK_OK) /* loaded here, not at every program start */
        return SK_FAIL;
    static bool inited;
    if (!inited) {
        curl_global_init(CURL_GLOBAL_DEFAULT);
        inited = true;
    }
    CURL *c = curl_easy_init();
    if (!c)
        return sk_err_set(err, SK_FAIL, _("the mail could not be prepared (libcurl)"));
    char errbuf[CURL_ERROR_SIZE] = "";
    char from[300];
    snprintf(from, sizeof from, "<%s>", s->from);
    struct curl_slist *to = curl_slist_append(NULL, rcpt);
    src body = {msg, len};
    curl_easy_setopt(c, CURLOPT_URL, s->url);
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
    curl_easy_setopt(c, CURLOPT_MAIL_FROM, from);
    curl_easy_setopt(c, CURLOPT_MAIL_RCPT, to);
    curl_easy_setopt(c, CURLOPT_READFUNCTION, give);
    curl_easy_setopt(c, CURLOPT_READDATA, &body);
    curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(c, CURLOPT_INFILESIZE_LARGE, (curl_off_t)len);
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errbuf);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 10L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT, 60L);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_USE_SSL, s->tls_required ? (long)CURLUSESSL_ALL
                                                         : (long)CURLUSESSL_TRY);
    if (s->user && *s->user) {
        curl_easy_setopt(c, CURLOPT_USERNAME, s->user);
        curl_easy_setopt(c, CURLOPT_PASSWORD, s->password ? s->password : "");
    }
    CURLcode rc = curl_easy_perform(c);
    int out = SK_OK;
    if (rc != CURLE_OK)
        out = sk_err_set(err, SK_FAIL, _("the mail to %s was not sent: %s (%s)"), rcpt,
                         errbuf[0] ? errbuf : curl_easy_strerror(rc), s->url);
    curl_slist_free_all(to);
    curl_easy_cleanup(c);
    return out;
}
