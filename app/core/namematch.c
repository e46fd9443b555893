/* namematch.c - see namematch.h */
#include "namematch.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Latin letters with a mark, as folded keys hold them (lower case): the
 * German umlauts as their two-letter spelling, the rest as the base. */
static const struct {
    uint32_t cp;
    const char *as;
} fold_tab[] = {
    {0xE4, "ae"}, {0xF6, "oe"}, {0xFC, "ue"}, {0xE6, "ae"}, {0x153, "oe"},
    {0xE0, "a"},  {0xE1, "a"},  {0xE2, "a"},  {0xE3, "a"},  {0xE5, "a"},  {0x101, "a"},
    {0x105, "a"}, {0x103, "a"}, {0xE7, "c"},  {0x107, "c"}, {0x10D, "c"}, {0x10F, "d"},
    {0x111, "d"}, {0xE8, "e"},  {0xE9, "e"},  {0xEA, "e"},  {0xEB, "e"},  {0x113, "e"},
    {0x119, "e"}, {0x11B, "e"}, {0x11F, "g"}, {0xEC, "i"},  {0xED, "i"},  {0xEE, "i"},
    {0xEF, "i"},  {0x12B, "i"}, {0x131, "i"}, {0x142, "l"}, {0xF1, "n"},  {0x144, "n"},
    {0x148, "n"}, {0xF2, "o"},  {0xF3, "o"},  {0xF4, "o"},  {0xF5, "o"},  {0xF8, "o"},
    {0x14D, "o"}, {0x151, "o"}, {0x159, "r"}, {0x15B, "s"}, {0x161, "s"}, {0x15F, "s"},
    {0x165, "t"}, {0xF9, "u"},  {0xFA, "u"},  {0xFB, "u"},  {0x16B, "u"}, {0x16F, "u"},
    {0x171, "u"}, {0xFD, "y"},  {0xFF, "y"},  {0x17A, "z"}, {0x17C, "z"}, {0x17E, "z"},
    {0xDF, "ss"},
};

/* The code point at *p (advanced); U+FFFD for a broken sequence. */
static uint32_t next_cp(const unsigned char **p)
{
    const unsigned char *s = *p;
    uint32_t c = s[0];
    int n = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
    if (n < 0) {
        *p = s + 1;
        return 0xFFFD;
    }
    if (n)
        c &= 0x3Fu >> n;
    for (int i = 1; i <= n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *p = s + i;
            return 0xFFFD;
        }
        c = (c << 6) | (s[i] & 0x3F);
    }
    *p = s + n + 1;
    return c;
}

char *namematch_fold(const char *key)
{
    size_t n = strlen(key);
    char *out = xmalloc(2 * n + 1); /* every replacement is at most as long as twice its bytes */
    size_t o = 0;
    const unsigned char *p = (const unsigned char *)key;
    while (*p) {
        const unsigned char *start = p;
        uint32_t c = next_cp(&p);
        const char *as = NULL;
        if (c == '-' || c == '.' || c == ',' || c == '\'' || c == '_' || c == ' ' || c == 0x2019)
            as = " ";
        for (size_t i = 0; !as && i < sizeof fold_tab / sizeof fold_tab[0]; i++)
            if (fold_tab[i].cp == c)
                as = fold_tab[i].as;
        if (as && *as == ' ') {
            if (o && out[o - 1] != ' ')
                out[o++] = ' ';
        } else if (as) {
            size_t l = strlen(as);
            memcpy(out + o, as, l);
            o += l;
        } else if (c >= 0x300 && c <= 0x36F) {
            /* a combining mark left over: forgiven as its letter's accent */
        } else {
            memcpy(out + o, start, (size_t)(p - start));
            o += (size_t)(p - start);
        }
    }
    while (o && out[o - 1] == ' ')
        o--;
    out[o] = '\0';
    return out;
}

/* The code points of s into a malloc'd array, *n of them. */
static uint32_t *cps(const char *s, size_t *n)
{
    size_t len = strlen(s);
    uint32_t *v = xmalloc((len + 1) * sizeof *v);
    const unsigned char *p = (const unsigned char *)s;
    *n = 0;
    while (*p)
        v[(*n)++] = next_cp(&p);
    return v;
}

int namematch_dist(const char *a, const char *b, int max)
{
    size_t na, nb;
    uint32_t *x = cps(a, &na), *y = cps(b, &nb);
    int result;
    if ((na > nb ? na - nb : nb - na) > (size_t)max) {
        result = max + 1;
    } else {
        /* optimal string alignment over three rows */
        int *r0 = xmalloc((nb + 1) * sizeof *r0), *r1 = xmalloc((nb + 1) * sizeof *r1),
            *r2 = xmalloc((nb + 1) * sizeof *r2);
        for (size_t j = 0; j <= nb; j++)
            r1[j] = (int)j;
        for (size_t i = 1; i <= na; i++) {
            int *prev2 = r0, *prev = r1, *cur = r2;
            cur[0] = (int)i;
            for (size_t j = 1; j <= nb; j++) {
                int cost = x[i - 1] == y[j - 1] ? 0 : 1;
                int v = prev[j] + 1;
                if (cur[j - 1] + 1 < v)
                    v = cur[j - 1] + 1;
                if (prev[j - 1] + cost < v)
                    v = prev[j - 1] + cost;
                if (i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] &&
                    prev2[j - 2] + 1 < v)
                    v = prev2[j - 2] + 1;
                cur[j] = v;
            }
            r0 = prev;
            r1 = cur;
            r2 = prev2;
        }
        result = r1[nb] > max ? max + 1 : r1[nb];
        free(r0);
        free(r1);
        free(r2);
    }
    free(x);
    free(y);
    return result;
}

int namematch_tolerance(int len)
{
    return len < 5 ? 0 : len < 10 ? 1 : 2;
}

/* The number of code points of s. */
static int cp_len(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

/* Whether typed is within the typos forgiven of word. */
static bool near(const char *typed, const char *word)
{
    int tol = namematch_tolerance(cp_len(typed));
    return namematch_dist(typed, word, tol) <= tol;
}

/* "b a" for "a b" at its last space (malloc'd), NULL without a space. */
static char *swapped(const char *s)
{
    const char *sp = strrchr(s, ' ');
    if (!sp)
        return NULL;
    size_t l = strlen(s), head = (size_t)(sp - s);
    char *out = xmalloc(l + 1);
    memcpy(out, sp + 1, l - head - 1);
    out[l - head - 1] = ' ';
    memcpy(out + l - head, s, head);
    out[l] = '\0';
    return out;
}

int namematch_score(const char *typed, const char *name)
{
    if (!*typed || !*name)
        return -1;
    if (strcmp(typed, name) == 0)
        return 0;
    if (near(typed, name))
        return 1;
    char *sw = swapped(typed);
    bool other_order = sw && (strcmp(sw, name) == 0 || near(sw, name));
    free(sw);
    if (other_order)
        return 1;
    if (strchr(typed, ' '))
        return -1;
    /* one word typed: the first or the last name alone (or a middle one) */
    char *copy = xstrdup(name);
    int score = -1;
    for (char *save = NULL, *w = strtok_r(copy, " ", &save); w && score < 0;
         w = strtok_r(NULL, " ", &save))
        if (strcmp(w, typed) == 0 || near(typed, w))
            score = 2;
    free(copy);
    return score;
}

static int cmp_word(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

char *namematch_words(const char *folded)
{
    char *copy = xstrdup(folded);
    size_t n = 0, len = strlen(copy);
    char **w = xmalloc((len / 2 + 2) * sizeof *w);
    for (char *p = copy; *p;) { /* (not strtok: the web's threads call this) */
        while (*p == ' ')
            *p++ = '\0';
        if (*p)
            w[n++] = p;
        while (*p && *p != ' ')
            p++;
    }
    qsort(w, n, sizeof *w, cmp_word);
    char *out = xmalloc(len + 1);
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        size_t l = strlen(w[i]);
        if (o)
            out[o++] = ' ';
        memcpy(out + o, w[i], l);
        o += l;
    }
    out[o] = '\0';
    free(w);
    free(copy);
    return out;
}
