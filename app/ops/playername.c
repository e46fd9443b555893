/* playername.c - see playername.h */
#include "playername.h"

#include <stdlib.h>
#include <string.h>

#include "namekey.h"
#include "db_players.h"

int playername_similar(db *d, const char *name, int64_t exclude_id, char **other, sk_err *err)
{
    *other = NULL;
    db_player *v;
    size_t n;
    int rc = db_player_list(d, false, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    char *key = namekey_of(name);
    for (size_t i = 0; i < n && !*other; i++) {
        if (v[i].id == exclude_id)
            continue;
        char *k = namekey_of(v[i].name);
        if (strcmp(k, key) == 0)
            *other = xstrdup(v[i].name);
        free(k);
    }
    free(key);
    db_players_free(v, n);
    return SK_OK;
}

int playername_find(db *d, const char *key, db_player *out, sk_err *err)
{
    sk_err first;
    sk_err_clear(&first);
    int rc = db_player_find(d, key, out, &first);
    /* digits were looked up exactly, as start number and name (an
     * ambiguity stays refused) */
    if (rc != SK_INVALID || !sk_utf8_valid(key) || (*key && !key[strspn(key, "0123456789")])) {
        if (rc != SK_OK)
            sk_err_set(err, rc, "%s", first.msg);
        return rc;
    }
    db_player *v;
    size_t n;
    rc = db_player_list(d, false, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    char *want = namekey_of(key);
    size_t hit = n, hits = 0;
    sk_buf names = {0};
    for (size_t i = 0; i < n; i++) {
        char *k = namekey_of(v[i].name);
        if (strcmp(k, want) == 0) {
            sk_buf_printf(&names, "%s'%s'", hits ? ", " : "", v[i].name);
            hit = i;
            hits++;
        }
        free(k);
    }
    free(want);
    if (hits == 1) {
        *out = v[hit];
        memset(&v[hit], 0, sizeof v[hit]);
        rc = SK_OK;
    } else if (hits > 1) {
        rc = sk_err_set(err, SK_INVALID, _("player '%s' is ambiguous: %s differ only in case or "
                        "Unicode form (name one exactly)"), key, sk_buf_str(&names));
    } else {
        rc = sk_err_set(err, SK_INVALID, "%s", first.msg);
    }
    sk_buf_free(&names);
    db_players_free(v, n);
    return rc;
}
