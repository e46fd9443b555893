/* mailaddr.c - see mailaddr.h */
#include "mailaddr.h"

#include <string.h>

/* s for a message: a control character as '?', at most 80 bytes */
static const char *shown(const char *s, char out[84])
{
    if (!s || !sk_utf8_valid(s))
        return "?";
    size_t k = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p && k < 80; p++)
        out[k++] = *p < 0x20 || *p == 0x7f ? '?' : (char)*p;
    out[k] = 0;
    return out;
}

int mailaddr_check(const char *field, const char *addr, sk_err *err)
{
    const char *why = NULL;
    size_t n = addr ? strlen(addr) : 0;
    const char *at = addr ? strchr(addr, '@') : NULL;
    if (n < 3 || n > MAILADDR_MAX)
        why = _("3 to 254 characters");
    for (const unsigned char *p = (const unsigned char *)addr; !why && p && *p; p++)
        if (strchr(",;<>()[]\"\\:", *p))
            why = _("no comma, semicolon, angle bracket, parenthesis, colon or quote");
    for (const unsigned char *p = (const unsigned char *)addr; !why && p && *p; p++)
        if (*p < 0x21 || *p >= 0x7f)
            why = _("letters, digits and . - _ + only; no space, no line break, no umlaut");
    if (!why && (!at || strchr(at + 1, '@') || at == addr || !at[1]))
        why = _("one '@' between a name and a domain");
    if (!why) {
        const char *dom = at + 1;
        if (!strchr(dom, '.') || dom[0] == '.' || dom[strlen(dom) - 1] == '.' || strstr(dom, ".."))
            why = _("the domain needs a dot, like example.org");
        for (const char *p = dom; !why && *p; p++)
            if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                  (*p >= '0' && *p <= '9') || *p == '-' || *p == '.'))
                why = _("the domain is letters, digits, '-' and '.'");
    }
    char buf[84];
    if (why)
        return sk_err_set(err, SK_INVALID, _("%s: '%s' is not a mail address (%s)"), field,
                          addr ? shown(addr, buf) : "", why);
    return SK_OK;
}

int mailaddr_name_check(const char *field, const char *name, sk_err *err)
{
    char buf[84];
    for (const unsigned char *p = (const unsigned char *)name; p && *p; p++)
        if (*p < 0x20 || *p == 0x7f || strchr(",<>\"", *p))
            return sk_err_set(err, SK_INVALID, _("%s: '%s' cannot stand in a mail header (no "
                              "line break, comma, angle bracket or quote)"), field, shown(name, buf));
    return SK_OK;
}
