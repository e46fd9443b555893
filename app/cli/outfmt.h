/* outfmt.h - formatting shared by the commands: numbers in text output, the report language. */
#ifndef SK_OUTFMT_H
#define SK_OUTFMT_H

#include <stddef.h>

#include "cli.h"
#include "rep_table.h"
#include "util.h"

/* v with its sign as written on paper into buf (size n): "+48", "−""96"
 * (U+2212 minus), "0". */
void outfmt_signed(char *buf, size_t n, int v);

/* v right-aligned in width columns. */
void outfmt_pad_int(sk_buf *b, int v, int width);

/* The --lang option of a report command (default English). */
rep_lang outfmt_lang(const cli_args *a);

#endif
