/* test_tui_draw.c - the TUI's cell formatting (tui_draw.c). */
#include <locale.h>

#include "th.h"
#include "tui_draw.h"
#include "util.h"

/* tui_cell: clipping and padding by display width (wcwidth). */
static void test_cells_by_display_width(void)
{
    sk_buf b = {0};
    tui_cell(&b, "J\u00fcrgen Wei\u00df", 14, false);
    TH_EQ_STR(sk_buf_str(&b), "J\u00fcrgen Wei\u00df   ");
    TH_EQ_INT(sk_utf8_width(sk_buf_str(&b)), 14);
    sk_buf_free(&b);
    tui_cell(&b, "\u738b\u82b3", 6, true); /* two wide characters: 4 columns */
    TH_EQ_STR(sk_buf_str(&b), "  \u738b\u82b3");
    sk_buf_free(&b);
    tui_cell(&b, "\u738b\u82b3", 3, false); /* the second does not fit: the marker */
    TH_EQ_STR(sk_buf_str(&b), "\u738b\u2026");
    sk_buf_free(&b);
    tui_cell(&b, "Wei\u00df", 3, false); /* a name is never cut without the marker */
    TH_EQ_STR(sk_buf_str(&b), "We\u2026");
    sk_buf_free(&b);
    tui_cell(&b, "Maximilian Gro\u00dfkopf", 14, true);
    TH_EQ_STR(sk_buf_str(&b), "Maximilian Gr\u2026");
    TH_EQ_INT(sk_utf8_width(sk_buf_str(&b)), 14);
    sk_buf_free(&b);
    tui_cell(&b, "a\x01\xff" "b", 4, false); /* control and invalid bytes show as ? */
    TH_EQ_STR(sk_buf_str(&b), "a??b");
    sk_buf_free(&b);
}

/* A refusal wraps at spaces instead of being cut at the screen's edge. */
static void test_wrap(void)
{
    const char *msg = "bid 19 is not a possible game value: 18 20 22 23 24";
    TH_EQ_INT(tui_wrap_lines(msg, 80), 1);
    TH_EQ_INT(tui_wrap_lines(msg, 20), 3); /* "bid 19 is not a" "possible game value:" "18 20 22 23 24" */
    TH_EQ_INT(tui_wrap_lines("", 20), 1);
    TH_EQ_INT(tui_wrap_lines("abcdefghijklmnopqrstuvwxyz", 10), 3); /* a long word is cut */
    TH_EQ_INT(tui_wrap_lines("Spiel 3: \u00fcberreizt, verloren", 12), 3);
}

int main(void)
{
    setlocale(LC_ALL, "C.UTF-8");
    TH_SUITE("tui_draw");
    TH_RUN(test_cells_by_display_width);
    TH_RUN(test_wrap);
    return th_done();
}
