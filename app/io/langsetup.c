/* langsetup.c - see langsetup.h */
#include "langsetup.h"

#include <libintl.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef SK_LOCALEDIR
#define SK_LOCALEDIR "/usr/local/share/locale"
#endif

static char found_dir[PATH_MAX];
static bool searched;

/* dir/de/LC_MESSAGES/skatsheet.mo readable? */
static bool has_catalogue(const char *dir)
{
    char mo[PATH_MAX + 64];
    snprintf(mo, sizeof mo, "%s/de/LC_MESSAGES/" SK_TEXTDOMAIN ".mo", dir);
    return access(mo, R_OK) == 0;
}

static void search(void)
{
    searched = true;
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = '\0';
            /* the binary's, an installed tree's, the build tree's tests (build/tests) */
            const char *rel[] = {"/locale", "/../share/locale", "/../locale"};
            for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
                char dir[PATH_MAX];
                if (snprintf(dir, sizeof dir, "%s%s", exe, rel[i]) < (int)sizeof dir &&
                    has_catalogue(dir)) {
                    snprintf(found_dir, sizeof found_dir, "%s", dir);
                    return;
                }
            }
        }
    }
    if (has_catalogue(SK_LOCALEDIR))
        snprintf(found_dir, sizeof found_dir, "%s", SK_LOCALEDIR);
}

const char *sk_lang_dir(void)
{
    if (!searched)
        search();
    return found_dir[0] ? found_dir : NULL;
}

void sk_lang_catalogue(sk_lang lang)
{
    const char *dir = sk_lang_dir();
    if (dir) {
        bindtextdomain(SK_TEXTDOMAIN, dir);
        bind_textdomain_codeset(SK_TEXTDOMAIN, "UTF-8");
    }
    const char *msg = setlocale(LC_MESSAGES, NULL);
    if (!msg || strcmp(msg, "C") == 0 || strcmp(msg, "POSIX") == 0)
        setlocale(LC_MESSAGES, "C.UTF-8");
    /* gettext reads LANGUAGE on every call; libc's own messages
     * (strerror) follow it too */
    setenv("LANGUAGE", sk_lang_code(lang), 1);
}

void sk_lang_setup(sk_lang lang)
{
    sk_lang_use(lang);
    sk_lang_catalogue(lang);
}

sk_lang sk_lang_from_env(bool *found)
{
    const char *vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    *found = false;
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (!v || !*v)
            continue;
        sk_lang l;
        if (sk_lang_parse(v, &l)) {
            *found = true;
            return l;
        }
        /* a locale variable that is set decides, even for a language
         * without a catalogue (fr_FR: English) */
        if (i > 0)
            return SK_LANG_EN;
    }
    return SK_LANG_EN;
}
