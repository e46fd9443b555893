/* i18n.c - see i18n.h.  The German catalogue is looked up with dgettext in
 * the text domain SK_TEXTDOMAIN; English is the msgid itself. */
#include "i18n.h"

#include <libintl.h>
#include <stdio.h>
#include <string.h>

static sk_lang current = SK_LANG_EN;
/* -1: none of its own (the process language) */
static _Thread_local int thread_lang = -1;

static sk_lang lang_now(void)
{
    return thread_lang >= 0 ? (sk_lang)thread_lang : current;
}

const char *sk_tr_in(sk_lang lang, const char *msgid)
{
    if (!msgid || !*msgid || lang == SK_LANG_EN)
        return msgid; /* "" would return the catalogue's header */
    return dgettext(SK_TEXTDOMAIN, msgid);
}

const char *sk_tr(const char *msgid)
{
    return sk_tr_in(lang_now(), msgid);
}

const char *sk_trc_in(sk_lang lang, const char *ctxt, const char *msgid)
{
    if (!msgid || !*msgid || lang == SK_LANG_EN)
        return msgid;
    /* gettext's msgctxt: the key is "ctxt\004msgid" */
    char key[512];
    int n = snprintf(key, sizeof key, "%s\004%s", ctxt, msgid);
    if (n < 0 || (size_t)n >= sizeof key)
        return msgid;
    const char *r = dgettext(SK_TEXTDOMAIN, key);
    return r == key ? msgid : r;
}

const char *sk_trc(const char *ctxt, const char *msgid)
{
    return sk_trc_in(lang_now(), ctxt, msgid);
}

const char *sk_ntr(const char *one, const char *many, unsigned long n)
{
    if (lang_now() == SK_LANG_EN)
        return n == 1 ? one : many;
    return dngettext(SK_TEXTDOMAIN, one, many, n);
}

sk_lang sk_lang_get(void)
{
    return lang_now();
}

void sk_lang_use(sk_lang lang)
{
    current = lang;
}

void sk_lang_use_thread(sk_lang lang)
{
    thread_lang = (int)lang;
}

void sk_lang_thread_clear(void)
{
    thread_lang = -1;
}

bool sk_lang_parse(const char *s, sk_lang *out)
{
    if (!s)
        return false;
    /* "de", "de_DE", "de_DE.UTF-8", "de-AT", "de@euro", "de:en"; also "DE" */
    size_t n = strcspn(s, "_.@-:");
    if (n != 2)
        return false;
    char c0 = (char)(s[0] | 0x20), c1 = (char)(s[1] | 0x20);
    if (c0 == 'd' && c1 == 'e') {
        *out = SK_LANG_DE;
        return true;
    }
    if (c0 == 'e' && c1 == 'n') {
        *out = SK_LANG_EN;
        return true;
    }
    return false;
}

const char *sk_lang_code(sk_lang lang)
{
    return lang == SK_LANG_DE ? "de" : "en";
}
