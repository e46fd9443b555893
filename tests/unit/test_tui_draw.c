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
    tui_cell(&b, "\u738b\u82b3", 3, false); /* the second does not fit: pad */
    TH_EQ_STR(sk_buf_str(&b), "\u738b ");
    sk_buf_free(&b);
    tui_cell(&b, "Wei\u00df", 3, false);
    TH_EQ_STR(sk_buf_str(&b), "Wei");
    sk_buf_free(&b);
    tui_cell(&b, "a\x01\xff" "b", 4, false); /* control and invalid bytes show as ? */
    TH_EQ_STR(sk_buf_str(&b), "a??b");
    sk_buf_free(&b);
}

int main(void)
{
    setlocale(LC_ALL, "C.UTF-8");
    TH_SUITE("tui_draw");
    TH_RUN(test_cells_by_display_width);
    return th_done();
}
