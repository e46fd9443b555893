/* i18n.h - user-facing text in German and English (GNU gettext, which glibc
 * has in libc, so every layer may use it).
 *
 * Mark every string a user reads:
 *   _("text")    translated now into the language of this process
 *   N_("text")   only marked (static tables, initializers); translate where
 *                it is printed: _(row->help)
 *   sk_tr_in(lang, "text")  in an explicit language (the web: per request)
 * The msgids are the English texts; po/de.po holds the German (HACKING.md,
 * "Text").  `make pot` extracts the marked strings into po/skatsheet.pot and
 * merges them into po/de.po.  The language is chosen once at start
 * (sk_lang_use, by the front end after app/io/langsetup.h bound the
 * catalogue); without a catalogue every text stays English. */
#ifndef SK_I18N_H
#define SK_I18N_H

#include <stdbool.h>

#define SK_TEXTDOMAIN "skatsheet"

typedef enum sk_lang { SK_LANG_EN = 0, SK_LANG_DE = 1 } sk_lang;

/* msgid in the process language (static storage; msgid itself in English). */
const char *sk_tr(const char *msgid) __attribute__((format_arg(1)));
/* msgid in lang, whatever the process language is. */
const char *sk_tr_in(sk_lang lang, const char *msgid) __attribute__((format_arg(2)));
/* msgid in the sense ctxt names (a column heading "lost" beside the result
 * "lost"): the catalogue's msgctxt entry, else msgid itself.  C_(ctxt, s). */
const char *sk_trc(const char *ctxt, const char *msgid) __attribute__((format_arg(2)));
const char *sk_trc_in(sk_lang lang, const char *ctxt, const char *msgid)
    __attribute__((format_arg(3)));
/* The singular or plural form for n in the process language. */
const char *sk_ntr(const char *one, const char *many, unsigned long n)
    __attribute__((format_arg(1), format_arg(2)));

/* The language of this thread: the one sk_lang_use_thread set in it, else
 * the process language (default English). */
sk_lang sk_lang_get(void);
/* The process language, for every thread without its own. */
void sk_lang_use(sk_lang lang);
/* This thread's own language (the web server: the request's), until
 * sk_lang_thread_clear. */
void sk_lang_use_thread(sk_lang lang);
void sk_lang_thread_clear(void);
/* "de", "en", also a locale name ("de_DE.UTF-8", "en_GB"): true with *out
 * set; false for anything else (out untouched). */
bool sk_lang_parse(const char *s, sk_lang *out);
/* "de" or "en". */
const char *sk_lang_code(sk_lang lang);

#define _(s) sk_tr(s)
#define N_(s) s
#define C_(ctxt, s) sk_trc(ctxt, s)
/* only marked, with its context (static tables); C_(ctxt, row->s) where used */
#define NC_(ctxt, s) s
/* a singular and plural pair only marked (two initializers); translate with
 * sk_ntr(one, many, n) where printed */
#define NP_(one, many) one, many

#endif
