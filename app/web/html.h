/* html.h - HTML text for the web front end: escaping, the two languages,
 * the page frame.  (web layer only) */
#ifndef SK_HTML_H
#define SK_HTML_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"

typedef enum { LANG_EN = 0, LANG_DE = 1 } web_lang;

/* The text en in lang: German from the catalogue (po/de.po, through
 * sk_tr_in: per request, not the process language), else the inline de
 * (a string not yet in the catalogue).  New text: add it to po/de.po. */
static inline const char *web_l(web_lang lang, const char *en, const char *de)
{
    if (lang != LANG_DE)
        return en;
    const char *t = sk_tr_in(SK_LANG_DE, en);
    return t != en ? t : de;
}
#define L(lang, en, de) web_l((lang), (en), (de))

/* The language's code for a link or a form's action: "de" or "en". */
static inline const char *web_lc(web_lang lang)
{
    return lang == LANG_DE ? "de" : "en";
}

/* Append s with & < > " ' escaped (names, clubs, messages: never markup);
 * bytes of invalid UTF-8 show as U+FFFD. */
void html_esc(sk_buf *b, const char *s);
/* printf, then escaped. */
void html_escf(sk_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A standings row's start: <tr>, the rank cell ("2." or, shared, "2=")
 * and the name cell (escaped). */
void html_rank_name(sk_buf *b, int rank, bool shared, const char *name);

/* A form's hidden field name (markup) with value (escaped). */
void html_hidden(sk_buf *b, const char *name, const char *value);

/* A signed number as on paper: "+48", "−96" (U+2212), "0". */
void html_signed(sk_buf *b, int v);
/* A number as the prints write it: "48", "−96" (U+2212 minus, no plus). */
void html_int(sk_buf *b, long long v);
/* html_esc, with the minus of a number written as on the prints: a '-'
 * right before a digit, at the start or after a space, '(', ':', '/' or
 * ',', becomes U+2212 ("lost -144" -> "lost −144"; "1-4" stays). */
void html_esc_num(sk_buf *b, const char *s);

/* The page head up to and including <main id="live">: title (escaped),
 * body class cls, the data generation v (the script's long poll), the
 * navigation.  inline_css: the style sheet inlined (export html) instead
 * of linked. */
typedef struct html_nav {
    const char *tournament;   /* shown in the header, may be NULL */
    const int *series;        /* drawn series numbers */
    int nseries;
    bool teams;               /* the tournament has teams */
    bool league;              /* a league exists */
    bool money;               /* the tournament plays for money (the /money page) */
    const char *active;       /* "standings", "s2", "teams", "tables", "league", "money",
                                 "beamer" */
    const char *scoring;      /* how the tournament scores, in the page's language, for the
                                 footer ("extended Seeger-Fabian", "house rules pub", ...);
                                 NULL: the footer names only the program */
} html_nav;
void html_page_begin(sk_buf *b, web_lang lang, const char *title, const char *cls, int64_t v,
                     const html_nav *nav, bool inline_css);
/* html_page_begin with the navigation of a page of one tournament that
 * shows no series (the day's pages: clock, seats, desk, cash desk,
 * registration): its name, the standings' and the beamer's links.  End
 * it with html_page_end(b, NULL, ...): its footer names no scoring. */
void html_page_begin_tour(sk_buf *b, web_lang lang, const char *title, const char *cls,
                          int64_t v, const char *tournament);
/* Close <main>, the footer (nav's scoring, when nav has one), the script
 * (unless no_script), body and html. */
void html_page_end(sk_buf *b, const html_nav *nav, bool no_script);

#endif
