/* nearest.c - see nearest.h. */
#include "nearest.h"

#include <stdio.h>
#include <string.h>

enum { NEAR_MAX = 255 };

static int fold(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

int sk_edit_distance(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    if (n > NEAR_MAX)
        n = NEAR_MAX;
    if (m > NEAR_MAX)
        m = NEAR_MAX;
    /* three rows of the optimal-string-alignment table */
    int r0[NEAR_MAX + 1], r1[NEAR_MAX + 1], r2[NEAR_MAX + 1];
    int *pp = r0, *p = r1, *c = r2;
    for (size_t j = 0; j <= m; j++)
        p[j] = (int)j;
    for (size_t i = 1; i <= n; i++) {
        c[0] = (int)i;
        for (size_t j = 1; j <= m; j++) {
            int ca = fold((unsigned char)a[i - 1]), cb = fold((unsigned char)b[j - 1]);
            int best = p[j - 1] + (ca != cb);
            if (p[j] + 1 < best)
                best = p[j] + 1;
            if (c[j - 1] + 1 < best)
                best = c[j - 1] + 1;
            if (i > 1 && j > 1 && ca == fold((unsigned char)b[j - 2]) &&
                fold((unsigned char)a[i - 2]) == cb && pp[j - 2] + 1 < best)
                best = pp[j - 2] + 1;
            c[j] = best;
        }
        int *t = pp;
        pp = p;
        p = c;
        c = t;
    }
    return p[m];
}

const char *sk_nearest(const char *word, const char *const *cands, size_t n)
{
    size_t wl = strlen(word);
    int limit = wl <= 3 ? 1 : (int)(wl / 3) > 2 ? (int)(wl / 3) : 2, best_d = limit + 1;
    const char *best = NULL;
    for (size_t i = 0; i < n; i++) {
        size_t cl = strlen(cands[i]);
        int d = sk_edit_distance(word, cands[i]);
        if (wl >= 3 && d > 1 && (strncmp(cands[i], word, wl) == 0 ||
                                 (cl >= 3 && strncmp(word, cands[i], cl) == 0)))
            d = 1;
        if (d < best_d) {
            best_d = d;
            best = cands[i];
        }
    }
    return best;
}

bool sk_nearest_kv(const char *key, size_t klen, const char *value, const char *const *cands,
                   size_t n, char *buf, size_t bufsize)
{
    char word[NEAR_MAX + 1];
    if (klen > NEAR_MAX)
        klen = NEAR_MAX;
    memcpy(word, key, klen);
    word[klen] = '\0';
    const char *near = sk_nearest(word, cands, n);
    buf[0] = '\0';
    if (!near)
        return false;
    if (value && *value)
        snprintf(buf, bufsize, "%s=%s", near, value);
    else
        snprintf(buf, bufsize, "%s", near);
    return true;
}
