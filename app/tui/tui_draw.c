/* tui_draw.c - see tui_draw.h */
#include "tui_draw.h"

#include <curses.h>
#include <stdio.h>
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
        if (used + cw > width)
            break;
        sk_buf_addn(&tmp, src, len);
        used += cw;
        p += r;
        left -= r;
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
