/* entrycodes.c - see entrycodes.h */
#include "entrycodes.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
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
            return sk_err_set(err, SK_FAIL, _("cannot read random bytes for an entry code: %s"),
                              strerror(errno));
        got += (size_t)r;
    }
    if (!entrycode_from_random(b, sizeof b, out))
        return sk_err_set(err, SK_FAIL, _("cannot make an entry code from the random bytes"));
    return SK_OK;
}

int ops_entry_links(db *d, const db_tournament *t, int series, bool write, bool renew,
                    int table_no, const char *url, ops_entry_link **out, size_t *n,
                    int *changed, sk_err *err)
{
    *out = NULL;
    *n = 0;
    if (changed)
        *changed = 0;
    char *base = NULL;
    int rc = SK_OK;
    if (write) {
        /* the address and the codes in one transaction: a refusal changes nothing */
        rc = db_begin(d, err);
        if (rc != SK_OK)
            return rc;
        rc = ops_web_base_url(d, url, true, &base, err);
        if (rc == SK_OK)
            rc = db_entry_codes_put(d, t->id, series, renew, table_no, ops_entry_code_new,
                                    changed, err);
        rc = db_finish(d, rc, err);
    } else {
        rc = ops_web_base_url(d, url, false, &base, err);
    }
    db_entry_code *codes = NULL;
    size_t nc = 0;
    if (rc == SK_OK)
        rc = db_entry_codes_list(d, t->id, series, &codes, &nc, err);
    if (rc == SK_OK) {
        *out = xcalloc(nc ? nc : 1, sizeof **out);
        for (size_t i = 0; i < nc; i++) {
            ops_entry_link *l = &(*out)[i];
            l->table_no = codes[i].table_no;
            if (codes[i].code[0]) {
                entrycode_format(codes[i].code, l->code);
                if (base)
                    l->url = ops_entry_url(base, series, l->table_no, codes[i].code);
            }
        }
        *n = nc;
    }
    if (rc != SK_OK && changed)
        *changed = 0;
    free(codes);
    free(base);
    return rc;
}

void ops_entry_links_free(ops_entry_link *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++)
        free(v[i].url);
    free(v);
}

int ops_entry_code_opens(const char *stored, int series, int table_no, const char *typed,
                         sk_err *err)
{
    if (!stored[0])
        return sk_err_set(err, SK_INVALID, _("table %d of series %d has no entry code yet: the "
                          "organiser creates them with 'skatsheet series codes %d'"),
                          table_no, series, series);
    char given[ENTRYCODE_LEN + 1];
    bool ok = typed && entrycode_normalize(typed, given);
    if (!ok || !entrycode_equal(given, stored))
        return sk_err_set(err, SK_INVALID, _("this is not the entry code of table %d of series %d"),
                          table_no, series);
    return SK_OK;
}

int ops_entry_code_check(db *d, const db_tournament *t, int series, int table_no,
                         const char *typed, sk_err *err)
{
    char stored[ENTRYCODE_LEN + 1];
    int rc = db_entry_code_get(d, t->id, series, table_no, stored, err);
    return rc == SK_OK ? ops_entry_code_opens(stored, series, table_no, typed, err) : rc;
}

int ops_entry_code_check_at(db *d, int64_t tabid, int series, int table_no, const char *typed,
                            sk_err *err)
{
    char stored[ENTRYCODE_LEN + 1];
    int rc = db_entry_code_of(d, tabid, stored, err);
    return rc == SK_OK ? ops_entry_code_opens(stored, series, table_no, typed, err) : rc;
}

int ops_entry_code_owner(db *d, int series, int table_no, const char *typed, db_tournament *out,
                         sk_err *err)
{
    memset(out, 0, sizeof *out);
    char given[ENTRYCODE_LEN + 1];
    if (!typed || !entrycode_normalize(typed, given))
        return sk_err_set(err, SK_INVALID, _("this is not the entry code of table %d of series %d"),
                          table_no, series);
    db_tournament *v;
    size_t n;
    int rc = db_tournament_list(d, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    size_t found = 0, first = 0;
    sk_buf names = {0};
    for (size_t i = 0; i < n; i++) {
        char stored[ENTRYCODE_LEN + 1];
        sk_err e;
        sk_err_clear(&e);
        if (v[i].closed || db_entry_code_get(d, v[i].id, series, table_no, stored, &e) != SK_OK ||
            !stored[0] || !entrycode_equal(given, stored))
            continue; /* (a tournament without that table or code) */
        if (found++ == 0)
            first = i;
        sk_buf_printf(&names, "%s'%s'", found > 1 ? ", " : "", v[i].name);
    }
    if (found == 1) {
        *out = v[first];
        memset(&v[first], 0, sizeof v[first]);
    } else if (found == 0) {
        rc = sk_err_set(err, SK_INVALID, _("this is not the entry code of table %d of series %d"),
                        table_no, series);
    } else {
        rc = sk_err_set(err, SK_USAGE, _("the code opens table %d of series %d in %zu open "
                        "tournaments (%s): name the tournament"), table_no, series, found,
                        sk_buf_str(&names));
    }
    sk_buf_free(&names);
    db_tournaments_free(v, n);
    return rc;
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
        return sk_err_set(err, SK_INVALID, _("--url '%s' must start with http:// or https:// "
                          "(e.g. http://192.168.1.20:8080)"), url);
    if (len > 200 || len >= n)
        return sk_err_set(err, SK_INVALID, _("--url: at most 200 characters"));
    size_t hl = len - (size_t)(host - url);
    if (hl == 0)
        return sk_err_set(err, SK_INVALID, _("--url '%s' names no host"), url);
    for (size_t i = 0; i < hl; i++) {
        unsigned char ch = (unsigned char)host[i];
        bool fine = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
                    (ch >= '0' && ch <= '9') || ch == '.' || ch == '-' || ch == ':' ||
                    ch == '[' || ch == ']';
        if (!fine)
            return sk_err_set(err, SK_INVALID, _("--url '%s': only the address of the server "
                              "(http://HOST:PORT), no path, query or other characters"), url);
    }
    memcpy(out, url, len);
    out[len] = '\0';
    return SK_OK;
}

int ops_web_base_url(db *d, const char *url, bool store, char **out, sk_err *err)
{
    *out = NULL;
    if (!url)
        return db_web_base_url(d, out, err);
    char clean[256];
    int rc = check_url(url, clean, sizeof clean, err);
    if (rc == SK_OK && store)
        rc = db_web_set_base_url(d, clean, err);
    if (rc == SK_OK)
        *out = xstrdup(clean);
    return rc;
}

char *ops_entry_url(const char *base, int series, int table_no, const char *code)
{
    return xasprintf("%s/table/%d/%d?code=%s", base, series, table_no, code);
}
