/* outfmt.h - number formatting shared by the commands' text output. */
#ifndef SK_OUTFMT_H
#define SK_OUTFMT_H

#include <stddef.h>

#include "util.h"

/* v with its sign as written on paper into buf (size n): "+48", "−""96"
 * (U+2212 minus), "0". */
void outfmt_signed(char *buf, size_t n, int v);

/* v right-aligned in width columns. */
void outfmt_pad_int(sk_buf *b, int v, int width);

#endif
