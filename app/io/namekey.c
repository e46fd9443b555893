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
