/* namekey.c - see namekey.h */
#include "namekey.h"

#include <stdlib.h>
#include <string.h>
#include <unicase.h>
#include <uninorm.h>
#include <unistr.h>

#include "text.h"
#include "util.h"

/* A malloc'd NUL-terminated copy of the n bytes at p (p freed). */
static char *take(uint8_t *p, size_t n)
{
    char *s = xmalloc(n + 1);
    memcpy(s, p, n);
    s[n] = '\0';
    free(p);
    return s;
}

char *namekey_nfc(const char *s)
{
    size_t n = strlen(s), len = 0;
    if (u8_check((const uint8_t *)s, n))
        return xstrdup(s);
    uint8_t *r = u8_normalize(UNINORM_NFC, (const uint8_t *)s, n, NULL, &len);
    return r ? take(r, len) : xstrdup(s);
}

char *namekey_of(const char *s)
{
    size_t n = strlen(s), len = 0;
    if (u8_check((const uint8_t *)s, n))
        return xstrdup(s);
    /* what a reader sees (no invisible characters, one kind of space),
     * folded language-independently (""), so keys do not depend on the
     * locale the program runs in */
    char *look = text_look(s);
    uint8_t *r = u8_casefold((const uint8_t *)look, strlen(look), "", UNINORM_NFC, NULL, &len);
    free(look);
    return r ? take(r, len) : xstrdup(s);
}

char *namekey_sort(const char *name)
{
    static const struct {
        const char *from, *to;
    } fold[] = {{"\xc3\xa4", "a"}, {"\xc3\xb6", "o"}, {"\xc3\xbc", "u"}, {"\xc3\x9f", "ss"},
                {"\xc3\xa9", "e"}, {"\xc3\xa8", "e"}, {"\xc3\xaa", "e"}, {"\xc3\xab", "e"},
                {"\xc3\xa1", "a"}, {"\xc3\xa0", "a"}, {"\xc3\xa2", "a"}, {"\xc3\xa5", "a"},
                {"\xc3\xad", "i"}, {"\xc3\xaf", "i"}, {"\xc3\xb3", "o"}, {"\xc3\xb8", "o"},
                {"\xc3\xba", "u"}, {"\xc3\xa7", "c"}, {"\xc3\xb1", "n"}};
    char *k = namekey_of(name ? name : "");
    sk_buf b = {0};
    sk_buf_add(&b, "");
    for (const char *c = k; *c;) {
        size_t f = 0, nf = sizeof fold / sizeof fold[0];
        while (f < nf && strncmp(c, fold[f].from, strlen(fold[f].from)) != 0)
            f++;
        if (f < nf) {
            sk_buf_add(&b, fold[f].to);
            c += strlen(fold[f].from);
        } else {
            sk_buf_printf(&b, "%c", *c++);
        }
    }
    free(k);
    return sk_buf_take(&b);
}
