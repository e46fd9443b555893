/* gen_out.h - the output of the bench generators (bench/gen_*.c): CSV lines
 * gathered in a buffer and written to stdout a megabyte at a time. */
#ifndef SK_BENCH_GEN_OUT_H
#define SK_BENCH_GEN_OUT_H

#include <stdbool.h>
#include <stdio.h>

#include "util.h"

/* Write b out when it holds a megabyte, or (last) whatever it holds; after
 * the last part b is freed and the status of stdout returned (0 or 1). */
static inline int gen_out(sk_buf *b, bool last)
{
    if (last || b->len > (1u << 20)) {
        fwrite(b->s, 1, b->len, stdout);
        b->len = 0;
    }
    if (!last)
        return 0;
    sk_buf_free(b);
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}

#endif
