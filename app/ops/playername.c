/* playername.c - see playername.h */
#include "playername.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "namekey.h"
#include "namematch.h"
#include "nearest.h"
#include "text.h"
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

int playername_check(db *d, const char *name, int64_t exclude_id, bool allow_similar,
                     sk_err *err)
{
    char why[160];
    if (text_name_problem(name, why, sizeof why))
        return SK_OK; /* the name rule says why, when it is stored */
    char *other = NULL;
    int rc = playername_similar(d, name, exclude_id, &other, err);
    char how[160];
    if (rc == SK_OK && other && text_look_alike(name, other, how, sizeof how))
        rc = sk_err_set(err, SK_INVALID, _("name '%s' differs from player '%s' %s: the two would "
                        "look the same"), name, other, how);
    else if (rc == SK_OK && other && !allow_similar && strcmp(other, name) != 0)
        rc = sk_err_set(err, SK_INVALID, _("name '%s' differs from player '%s' only in case "
                        "or Unicode form: a likely duplicate (use that player, or add "
                        "--allow-similar to insist)"), name, other);
    free(other);
    return rc;
}

/* The folded comparison key of a name (namekey.h, then namematch.h). */
static char *folded(const char *name)
{
    char *k = namekey_of(name);
    char *f = namematch_fold(k);
    free(k);
    return f;
}

/* Into *b the names of the players of v[0..n) nearest to key, quoted and
 * comma separated, at most 3: every name the desk's rule matches
 * (namematch_score: the same up to umlaut spelling, a typo or two, the
 * words in the other order, the first or last name alone), best first;
 * else the one within sk_nearest's edit distance ("Ana": "Anna").  The
 * number found. */
static int nearest_players(const char *key, const db_player *v, size_t n, sk_buf *b)
{
    char *want = folded(key);
    char **keys = xmalloc((n ? n : 1) * sizeof *keys);
    for (size_t i = 0; i < n; i++)
        keys[i] = folded(v[i].name);
    int found = 0;
    for (int score = 0; score <= 2; score++)
        for (size_t i = 0; i < n && found < 3; i++)
            if (namematch_score(want, keys[i]) == score)
                sk_buf_printf(b, "%s'%s'", found++ ? ", " : "", v[i].name);
    if (!found) {
        const char *near = sk_nearest(want, (const char *const *)keys, n);
        for (size_t i = 0; near && i < n; i++)
            if (keys[i] == near)
                sk_buf_printf(b, "'%s'", v[i].name), found = 1;
    }
    for (size_t i = 0; i < n; i++)
        free(keys[i]);
    free(keys);
    free(want);
    return found;
}

int playername_find(db *d, const char *key, db_player *out, sk_err *err)
{
    char why[160], q[160];
    memset(out, 0, sizeof *out);
    if (key && text_hidden_problem(key, why, sizeof why)) /* no name holds one */
        return sk_err_set(err, SK_INVALID, _("player '%s': %s"),
                          text_quote(key, strlen(key), q, sizeof q), why);
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
        int near = nearest_players(key, v, n, &names);
        if (near == 1)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' does not exist: did you mean %s?"), key,
                            sk_buf_str(&names));
        else if (near > 1)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' does not exist: did you mean one of "
                            "%s?"), key, sk_buf_str(&names));
        else
            rc = sk_err_set(err, SK_INVALID, "%s", first.msg);
    }
    sk_buf_free(&names);
    db_players_free(v, n);
    return rc;
}
