/* outfmt.c - see outfmt.h */
#include "outfmt.h"

#include <stdio.h>

#include "i18n.h"

void outfmt_signed(char *buf, size_t n, int v)
{
    if (v > 0)
        snprintf(buf, n, "+%d", v);
    else if (v < 0)
        snprintf(buf, n, "\u2212%d", -v);
    else
        snprintf(buf, n, "0");
}

void outfmt_pad_int(sk_buf *b, int v, int width)
{
    char num[32];
    snprintf(num, sizeof num, "%d", v);
    sk_buf_pad(b, num, width, true);
}

rep_lang outfmt_lang(const cli_args *a)
{
    (void)a; /* the global --lang chose the process language (main.c) */
    return sk_lang_get() == SK_LANG_DE ? REP_DE : REP_EN;
}
