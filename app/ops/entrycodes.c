/* entrycodes.c - see entrycodes.h */
#include "entrycodes.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "entrycode.h"

int ops_entry_code_new(char *out, sk_err *err)
{
    unsigned char b[ENTRYCODE_RANDOM_BYTES];
    size_t got = 0;
    while (got < sizeof b) {
        ssize_t r = getrandom(b + got, sizeof b - got, 0);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return sk_err_set(err, SK_FAIL, "cannot read random bytes for an entry code: %s",
                              strerror(errno));
        got += (size_t)r;
    }
    if (!entrycode_from_random(b, sizeof b, out))
        return sk_err_set(err, SK_FAIL, "cannot make an entry code from the random bytes");
    return SK_OK;
}

int ops_entry_codes(db *d, const db_tournament *t, int series, bool renew, int table_no,
                    db_entry_code **out, size_t *n, int *changed, sk_err *err)
{
    *out = NULL;
    *n = 0;
    int rc = db_entry_codes_put(d, t->id, series, renew, table_no, ops_entry_code_new, changed,
                                err);
    if (rc == SK_OK)
        rc = db_entry_codes_list(d, t->id, series, out, n, err);
    return rc;
}

int ops_entry_code_check(db *d, const db_tournament *t, int series, int table_no,
                         const char *typed, sk_err *err)
{
    char stored[ENTRYCODE_LEN + 1];
    int rc = db_entry_code_get(d, t->id, series, table_no, stored, err);
    if (rc != SK_OK)
        return rc;
    if (!stored[0])
        return sk_err_set(err, SK_INVALID, "table %d of series %d has no entry code yet: the "
                          "organiser creates them with 'skatsheet series codes %d'",
                          table_no, series, series);
    char given[ENTRYCODE_LEN + 1];
    bool ok = typed && entrycode_normalize(typed, given);
    if (!ok || !entrycode_equal(given, stored))
        return sk_err_set(err, SK_INVALID, "this is not the entry code of table %d of series %d",
                          table_no, series);
    return SK_OK;
}

/* "http://HOST[:PORT]" or https, no path/query; a trailing slash dropped. */
static int check_url(const char *url, char *out, size_t n, sk_err *err)
{
    size_t len = strlen(url);
    while (len && url[len - 1] == '/')
        len--;
    const char *host = NULL;
    if (strncmp(url, "http://", 7) == 0)
        host = url + 7;
    else if (strncmp(url, "https://", 8) == 0)
        host = url + 8;
    if (!host)
        return sk_err_set(err, SK_INVALID, "--url '%s' must start with http:// or https:// "
                          "(e.g. http://192.168.1.20:8080)", url);
    if (len > 200 || len >= n)
        return sk_err_set(err, SK_INVALID, "--url: at most 200 characters");
    size_t hl = len - (size_t)(host - url);
    if (hl == 0)
        return sk_err_set(err, SK_INVALID, "--url '%s' names no host", url);
    for (size_t i = 0; i < hl; i++) {
        unsigned char ch = (unsigned char)host[i];
        bool fine = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
                    (ch >= '0' && ch <= '9') || ch == '.' || ch == '-' || ch == ':' ||
                    ch == '[' || ch == ']';
        if (!fine)
            return sk_err_set(err, SK_INVALID, "--url '%s': only the address of the server "
                              "(http://HOST:PORT), no path, query or other characters", url);
    }
    memcpy(out, url, len);
    out[len] = '\0';
    return SK_OK;
}

int ops_web_base_url(db *d, const char *url, char **out, sk_err *err)
{
    *out = NULL;
    if (!url)
        return db_web_base_url(d, out, err);
    char clean[256];
    int rc = check_url(url, clean, sizeof clean, err);
    if (rc == SK_OK)
        rc = db_web_set_base_url(d, clean, err);
    if (rc == SK_OK)
        *out = xstrdup(clean);
    return rc;
}

char *ops_entry_url(const char *base, int series, int table_no, const char *code)
{
    return xasprintf("%s/table/%d/%d?code=%s", base, series, table_no, code);
}
