/* html.c - see html.h */
#include "html.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "assets.h"

/* Length of the well-formed UTF-8 sequence at p, 0 when it is not one. */
static size_t utf8_len(const unsigned char *p)
{
    size_t n = p[0] < 0x80 ? 1 : (p[0] & 0xE0) == 0xC0 ? 2 : (p[0] & 0xF0) == 0xE0 ? 3
             : (p[0] & 0xF8) == 0xF0 ? 4 : 0;
    for (size_t i = 1; i < n; i++)
        if (!p[i])
            return 0;
    return n && sk_utf8_validn((const char *)p, n) ? n : 0;
}

void html_esc(sk_buf *b, const char *s)
{
    if (!s)
        return;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        switch (*p) {
        case '&': sk_buf_add(b, "&amp;"); p++; continue;
        case '<': sk_buf_add(b, "&lt;"); p++; continue;
        case '>': sk_buf_add(b, "&gt;"); p++; continue;
        case '"': sk_buf_add(b, "&quot;"); p++; continue;
        case '\'': sk_buf_add(b, "&#39;"); p++; continue;
        default: break;
        }
        size_t n = utf8_len(p);
        if (n == 0) {
            sk_buf_add(b, "\xEF\xBF\xBD");
            p++;
        } else if (n == 1 && *p < 0x20 && *p != '\n' && *p != '\t') {
            sk_buf_add(b, "\xEF\xBF\xBD");
            p++;
        } else {
            sk_buf_addn(b, (const char *)p, n);
            p += n;
        }
    }
}

void html_escf(sk_buf *b, const char *fmt, ...)
{
    char tmp[1200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    html_esc(b, tmp);
}

void html_signed(sk_buf *b, int v)
{
    if (v > 0)
        sk_buf_printf(b, "+%d", v);
    else if (v < 0)
        sk_buf_printf(b, "\xE2\x88\x92%d", -v);
    else
        sk_buf_add(b, "0");
}

void html_int(sk_buf *b, long long v)
{
    if (v < 0)
        sk_buf_printf(b, "\xE2\x88\x92%llu", (unsigned long long)-(v + 1) + 1);
    else
        sk_buf_printf(b, "%lld", v);
}

void html_esc_num(sk_buf *b, const char *s)
{
    if (!s)
        return;
    sk_buf t = {0};
    for (const char *p = s; *p; p++) {
        bool minus = *p == '-' && p[1] >= '0' && p[1] <= '9' &&
                     (p == s || strchr(" (:/,", p[-1]));
        if (minus)
            sk_buf_add(&t, "\xE2\x88\x92");
        else
            sk_buf_addn(&t, p, 1);
    }
    html_esc(b, sk_buf_str(&t));
    sk_buf_free(&t);
}

void html_rank_name(sk_buf *b, int rank, bool shared, const char *name)
{
    sk_buf_printf(b, "<tr><td class=\"rk\">%d%s</td><td class=\"name\">", rank,
                  shared ? "=" : ".");
    html_esc(b, name);
    sk_buf_add(b, "</td>");
}

void html_hidden(sk_buf *b, const char *name, const char *value)
{
    sk_buf_printf(b, "<input type=\"hidden\" name=\"%s\" value=\"", name);
    html_esc(b, value);
    sk_buf_add(b, "\">");
}

static void nav_link(sk_buf *b, web_lang lang, const html_nav *nav, const char *key,
                     const char *href, const char *label)
{
    bool on = nav->active && strcmp(nav->active, key) == 0;
    sk_buf_printf(b, "<a href=\"%s%slang=%s\"%s>", href, strchr(href, '?') ? "&amp;" : "?",
                  lang == LANG_DE ? "de" : "en", on ? " class=\"on\" aria-current=\"page\"" : "");
    html_esc(b, label);
    sk_buf_add(b, "</a>");
}

void html_page_begin(sk_buf *b, web_lang lang, const char *title, const char *cls, int64_t v,
                     const html_nav *nav, bool inline_css)
{
    sk_buf_printf(b, "<!DOCTYPE html>\n<html lang=\"%s\"><head><meta charset=\"utf-8\">\n"
                     "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                     "<title>",
                  lang == LANG_DE ? "de" : "en");
    html_esc(b, title);
    sk_buf_add(b, "</title>\n");
    if (inline_css) {
        const web_asset *a = web_asset_find("style.css");
        sk_buf_add(b, "<style>\n");
        if (a)
            sk_buf_addn(b, (const char *)a->data, a->len);
        sk_buf_add(b, "</style>\n");
    } else {
        sk_buf_add(b, "<link rel=\"stylesheet\" href=\"/assets/style.css\">\n");
    }
    sk_buf_printf(b, "</head>\n<body class=\"%s\" data-v=\"%lld\" data-lang=\"%s\">\n<header>",
                  cls, (long long)v, lang == LANG_DE ? "de" : "en");
    sk_buf_add(b, "<h1>");
    html_esc(b, nav && nav->tournament ? nav->tournament : "skatsheet");
    sk_buf_add(b, "</h1><span id=\"conn\" class=\"conn\"></span>");
    if (!inline_css) /* the visitor's own language, remembered (server.c, /lang) */
        sk_buf_add(b, lang == LANG_DE
                          ? "<a class=\"lang\" href=\"/lang?to=en\" hreflang=\"en\" lang=\"en\">English</a>"
                          : "<a class=\"lang\" href=\"/lang?to=de\" hreflang=\"de\" lang=\"de\">Deutsch</a>");
    if (nav && !inline_css) {
        sk_buf_add(b, "\n<nav>");
        nav_link(b, lang, nav, "standings", "/", L(lang, "Standings", "Gesamt"));
        for (int i = 0; i < nav->nseries; i++) {
            char key[16], href[48], label[48];
            snprintf(key, sizeof key, "s%d", nav->series[i]);
            snprintf(href, sizeof href, "/standings?series=%d", nav->series[i]);
            snprintf(label, sizeof label, "%s %d", L(lang, "Series", "Serie"), nav->series[i]);
            nav_link(b, lang, nav, key, href, label);
        }
        if (nav->teams)
            nav_link(b, lang, nav, "teams", "/teams", L(lang, "Teams", "Mannschaften"));
        if (nav->nseries)
            nav_link(b, lang, nav, "tables", "/tables", L(lang, "Tables", "Tische"));
        if (nav->league)
            nav_link(b, lang, nav, "league", "/league", L(lang, "League", "Liga"));
        if (nav->money)
            nav_link(b, lang, nav, "money", "/money", L(lang, "Money", "Abrechnung"));
        nav_link(b, lang, nav, "beamer", "/beamer", L(lang, "Beamer", "Beamer"));
        sk_buf_add(b, "</nav>");
    }
    sk_buf_add(b, "</header>\n<main id=\"live\">\n");
}

void html_page_begin_tour(sk_buf *b, web_lang lang, const char *title, const char *cls,
                          int64_t v, const char *tournament)
{
    html_nav nav;
    memset(&nav, 0, sizeof nav);
    nav.tournament = tournament;
    html_page_begin(b, lang, title, cls, v, &nav, false);
}

void html_page_end(sk_buf *b, const html_nav *nav, bool no_script)
{
    sk_buf_add(b, "</main>\n<footer>skatsheet");
    if (nav && nav->scoring) {
        sk_buf_add(b, ": ");
        html_esc(b, nav->scoring);
    }
    sk_buf_add(b, "</footer>\n");
    if (!no_script)
        sk_buf_add(b, "<script src=\"/assets/app.js\"></script>\n");
    sk_buf_add(b, "</body></html>\n");
}

const web_asset *web_asset_find(const char *name)
{
    for (const web_asset *a = web_assets; a->name; a++)
        if (strcmp(a->name, name) == 0)
            return a;
    return NULL;
}
