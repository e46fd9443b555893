/* fuzz_csv.h - the one driver of the CSV harnesses (fuzz_csv*.c).  It
 * parses the input with the format's parser and checks what every format
 * shares: the status is SK_OK or SK_INVALID and agrees with the error
 * list, every error has a message and a line within the input (0: the
 * file is empty); then the format's own invariants of the rows kept; then
 * the rows written back as CSV parse again without a problem to the same
 * rows; the errors sort and format. */
#ifndef SK_FUZZ_CSV_H
#define SK_FUZZ_CSV_H

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "csvin.h"

typedef struct fuzz_csv {
    /* parse buf into rows (zero-initialised) */
    int (*parse)(const char *buf, size_t len, void *rows, csvin_errors *errs);
    /* the format's invariants of the rows kept (ok: no problem in the
     * file; lines: an upper bound of the input's line numbers); abort() on
     * a breach */
    void (*check)(const void *rows, bool ok, long lines);
    /* the rows kept as CSV, header first */
    void (*write)(const void *rows, sk_buf *b);
    /* the number of rows */
    size_t (*count)(const void *rows);
    /* row i of a and of b are the same */
    bool (*same)(const void *a, const void *b, size_t i);
    void (*free)(void *rows);
    /* write back even when the file had problems (the rows kept) */
    bool always_write;
} fuzz_csv;

static long fuzz_csv_lines(const uint8_t *data, size_t size)
{
    long n = 1;
    for (size_t i = 0; i < size; i++)
        if (data[i] == '\n' || data[i] == '\r')
            n++;
    return n;
}

/* rows and back: the format's zeroed row structs. */
static int fuzz_csv_run(const fuzz_csv *f, void *rows, void *back, const uint8_t *data,
                        size_t size)
{
    if (size > 65536)
        return 0;
    csvin_errors errs = {0};
    int rc = f->parse((const char *)data, size, rows, &errs);
    if (rc != SK_OK && rc != SK_INVALID)
        abort();
    if ((rc == SK_OK) != (errs.n == 0))
        abort();
    long lines = fuzz_csv_lines(data, size);
    for (size_t i = 0; i < errs.n; i++)
        if (!errs.v[i].msg || !errs.v[i].msg[0] || errs.v[i].line < 0 ||
            errs.v[i].line > lines)
            abort();
    f->check(rows, rc == SK_OK, lines);
    if (rc == SK_OK || f->always_write) {
        sk_buf b = {0};
        f->write(rows, &b);
        csvin_errors be = {0};
        size_t n = f->count(rows);
        if (f->parse(b.s, b.len, back, &be) != SK_OK || f->count(back) != n)
            abort();
        for (size_t i = 0; i < n; i++)
            if (!f->same(rows, back, i))
                abort();
        f->free(back);
        csvin_errors_free(&be);
        sk_buf_free(&b);
    }
    sk_buf eb = {0};
    csvin_errors_sort(&errs);
    csvin_errors_format(&errs, &eb);
    sk_buf_free(&eb);
    f->free(rows);
    csvin_errors_free(&errs);
    return 0;
}

#endif
