/* tui_draw.c - see tui_draw.h */
#include "tui_draw.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "text.h"

static bool ascii_only;

void tui_set_ascii(bool on)
{
    ascii_only = on;
}

void tui_cell(sk_buf *b, const char *s, int width, bool right)
{
    sk_buf plain = {0};
    if (ascii_only) { /* no UTF-8 terminal: Guenther, not G??nther */
        text_ascii(&plain, s);
        s = sk_buf_str(&plain);
    }
    sk_buf tmp = {0};
    int used = 0;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    const char *p = s ? s : "";
    size_t left = strlen(p);
    /* a text cut short ends in a marker, never silently: "Maximilian Gr…" */
    int room = width;
    bool cut = width >= 2 && sk_utf8_width(p) > width;
    if (cut)
        room = width - 1;
    while (left > 0) {
        wchar_t wc;
        size_t r = mbrtowc(&wc, p, left, &st);
        const char *src = p;
        size_t len = r;
        int cw;
        if (r == (size_t)-1 || r == (size_t)-2 || r == 0) {
            memset(&st, 0, sizeof st);
            src = "?";
            len = 1;
            r = 1;
            cw = 1;
        } else {
            cw = wcwidth(wc);
            if (cw < 0) {
                src = "?";
                len = 1;
                cw = 1;
            }
        }
        if (used + cw > room)
            break;
        sk_buf_addn(&tmp, src, len);
        used += cw;
        p += r;
        left -= r;
    }
    if (cut) {
        sk_buf_add(&tmp, ascii_only ? "~" : "\xe2\x80\xa6");
        used++;
    }
    if (right)
        for (int i = used; i < width; i++)
            sk_buf_add(b, " ");
    sk_buf_add(b, sk_buf_str(&tmp));
    if (!right)
        for (int i = used; i < width; i++)
            sk_buf_add(b, " ");
    sk_buf_free(&tmp);
    sk_buf_free(&plain);
}

void tui_cell_int(sk_buf *b, long long v, int width)
{
    char c[32];
    snprintf(c, sizeof c, "%lld", v);
    tui_cell(b, c, width, true);
}

void tui_cell_signed(sk_buf *b, long long v, int width)
{
    char c[32];
    snprintf(c, sizeof c, "%+lld", v);
    tui_cell(b, v ? c : "0", width, true);
}

/* Bytes of the longest start of p (up to its end) that fits w columns;
 * an invalid byte counts as one column. */
static size_t fit_bytes(const char *p, int w)
{
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t left = strlen(p), at = 0;
    int used = 0;
    while (at < left) {
        wchar_t wc;
        size_t r = mbrtowc(&wc, p + at, left - at, &st);
        int cw = 1;
        if (r == (size_t)-1 || r == (size_t)-2 || r == 0) {
            memset(&st, 0, sizeof st);
            r = 1;
        } else if ((cw = wcwidth(wc)) < 0) {
            cw = 1;
        }
        if (used + cw > w)
            break;
        used += cw;
        at += r;
    }
    return at;
}

/* The next line of s wrapped at w columns: its length in bytes (*next: where
 * the line after it starts, past the space it broke at). */
static size_t wrap_line(const char *s, int w, const char **next)
{
    size_t fit = fit_bytes(s, w);
    if (!s[fit]) {
        *next = s + fit;
        return fit;
    }
    size_t brk = fit;
    while (brk > 0 && s[brk] != ' ')
        brk--;
    if (brk == 0) /* one word longer than the line: cut it */
        brk = fit ? fit : 1;
    const char *n = s + brk;
    while (*n == ' ')
        n++;
    *next = n;
    return brk;
}

void tui_heading(const char *title, const char *keys)
{
    tui_put(0, 0, COLS, title, tui_attr_title(), true);
    tui_put(1, 0, COLS, keys, 0, true);
}

void tui_scroll_clamp(int *scroll, int total, int h)
{
    if (*scroll > total - h)
        *scroll = total - h;
    if (*scroll < 0)
        *scroll = 0;
}

void tui_scroll_follow(int *scroll, int sel, int h)
{
    if (sel < *scroll)
        *scroll = sel;
    if (sel >= *scroll + h)
        *scroll = sel - h + 1;
}

int tui_wrap_lines(const char *s, int w)
{
    if (w < 1)
        return 1;
    int n = 0;
    const char *p = s ? s : "";
    do {
        wrap_line(p, w, &p);
        n++;
    } while (*p);
    return n;
}

void tui_put_wrap(int y, int x, int w, int nlines, const char *s, unsigned long attr)
{
    const char *p = s ? s : "";
    for (int i = 0; i < nlines; i++) {
        const char *next;
        size_t len = wrap_line(p, w, &next);
        char *one = xasprintf("%.*s", (int)len, p);
        if (i == nlines - 1 && *next) { /* more than fits: the last line ends in the marker */
            sk_buf b = {0};
            sk_buf_printf(&b, "%s %s", one, next);
            tui_put(y + i, x, w, sk_buf_str(&b), attr, true);
            sk_buf_free(&b);
        } else {
            tui_put(y + i, x, w, one, attr, true);
        }
        free(one);
        p = next;
    }
}

void tui_put(int y, int x, int w, const char *s, unsigned long attr, bool pad)
{
    if (y < 0 || y >= LINES || x < 0 || x >= COLS || w <= 0)
        return;
    if (x + w > COLS)
        w = COLS - x;
    sk_buf plain = {0};
    if (ascii_only) {
        text_ascii(&plain, s);
        s = sk_buf_str(&plain);
    }
    sk_buf b = {0};
    if (pad) {
        tui_cell(&b, s, w, false);
    } else {
        /* clip only */
        tui_cell(&b, s, w, false);
        /* drop the padding spaces again */
        size_t n = b.len;
        int want = sk_utf8_width(s ? s : "");
        int pads = w - (want < w ? want : w);
        while (pads-- > 0 && n > 0 && b.s[n - 1] == ' ')
            n--;
        b.s[n] = '\0';
        b.len = n;
    }
    if (attr)
        attron((attr_t)attr);
    /* the bottom-right cell makes addstr return ERR after drawing: harmless */
    mvaddstr(y, x, sk_buf_str(&b));
    if (attr)
        attroff((attr_t)attr);
    sk_buf_free(&b);
    sk_buf_free(&plain);
}

unsigned long tui_attr_error(void)
{
    return has_colors() ? (COLOR_PAIR(1) | A_BOLD) : A_BOLD;
}

unsigned long tui_attr_title(void)
{
    return has_colors() ? (COLOR_PAIR(2) | A_BOLD) : A_BOLD;
}

unsigned long tui_attr_mark(void)
{
    return has_colors() ? COLOR_PAIR(3) : A_UNDERLINE;
}
