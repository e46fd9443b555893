/* langsetup.h - binding the gettext catalogue (i18n.h) at start.
 *
 * The catalogue (LOCALEDIR/de/LC_MESSAGES/skatsheet.mo) is looked for next
 * to the binary (DIR/locale: build/locale in the tree), then in
 * DIR/../share/locale (an installed or DESTDIR-staged tree), then in the
 * LOCALEDIR compiled in (make install's PREFIX/share/locale).
 *
 * It works on a machine where no German locale is generated: glibc's
 * gettext ignores LANGUAGE while LC_MESSAGES is "C", so a "C"/"POSIX"
 * LC_MESSAGES becomes "C.UTF-8" (always present on Debian) and LANGUAGE
 * names the catalogue; translations come out in UTF-8 whatever LC_CTYPE is. */
#ifndef SK_LANGSETUP_H
#define SK_LANGSETUP_H

#include "i18n.h"

/* Use lang for this process: sk_lang_use(lang) and the catalogue of lang
 * (sk_lang_catalogue).  Call after setlocale(LC_ALL, ""). */
void sk_lang_setup(sk_lang lang);
/* Make sk_tr_in(lang, ...) find lang's catalogue without changing the
 * process language (a server answering each request in its language calls
 * it for German before it starts its threads).  Sets LANGUAGE. */
void sk_lang_catalogue(sk_lang lang);
/* The language the environment asks for: the first of LANGUAGE's list,
 * LC_ALL, LC_MESSAGES, LANG that is set and not empty, parsed by
 * sk_lang_parse (de_DE.UTF-8 -> de, also when that locale is not generated);
 * *found false and English when none names de or en. */
sk_lang sk_lang_from_env(bool *found);
/* The directory the catalogue was found in, or NULL (none found: English). */
const char *sk_lang_dir(void);

#endif
