/* fuzz_csvseats.c - libFuzzer harness for the seats CSV parser
 * (csvin_seats_parse), driven by fuzz_csv.h.  Invariants of its own: kept
 * rows have series/table >= 1, seat 1..4, a non-empty player and a number
 * >= 0; on success no seat twice and every table has seats 1..3 or 1..4;
 * csvout's rows parse back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"
#include "fuzz_csv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int parse_rows(const char *buf, size_t len, void *rows, csvin_errors *errs)
{
    return csvin_seats_parse(buf, len, rows, errs);
}

static void check_rows(const void *rows, bool ok, long lines)
{
    const csvin_seats *ss = rows;
    for (size_t i = 0; i < ss->n; i++) {
        const csvin_seat *s = &ss->v[i];
        if (s->series < 1 || s->table_no < 1 || s->seat < 1 || s->seat > 4 || !s->player ||
            !s->player[0] || s->number < 0 || s->line < 2 || s->line > lines)
            abort();
        if (ok)
            for (size_t k = 0; k < i; k++)
                if (ss->v[k].series == s->series && ss->v[k].table_no == s->table_no &&
                    ss->v[k].seat == s->seat)
                    abort();
    }
    if (!ok)
        return;
    /* each table's seats are 1..max with max 3 or 4 */
    for (size_t i = 0; i < ss->n; i++) {
        int n = 0, max = 0;
        for (size_t k = 0; k < ss->n; k++)
            if (ss->v[k].series == ss->v[i].series && ss->v[k].table_no == ss->v[i].table_no) {
                n++;
                if (ss->v[k].seat > max)
                    max = ss->v[k].seat;
            }
        if (n != max || (max != 3 && max != 4))
            abort();
    }
}

static void write_rows(const void *rows, sk_buf *b)
{
    const csvin_seats *ss = rows;
    csvout_seats_header(b);
    for (size_t i = 0; i < ss->n; i++)
        csvout_seat(b, ss->v[i].series, ss->v[i].table_no, ss->v[i].seat, ss->v[i].player);
}

static size_t count_rows(const void *rows)
{
    return ((const csvin_seats *)rows)->n;
}

static bool same_row(const void *a, const void *b, size_t i)
{
    const csvin_seat *x = &((const csvin_seats *)a)->v[i];
    const csvin_seat *y = &((const csvin_seats *)b)->v[i];
    return x->series == y->series && x->seat == y->seat && x->table_no == y->table_no &&
           x->number == y->number && !strcmp(x->player, y->player);
}

static void free_rows(void *rows)
{
    csvin_seats_free(rows);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const fuzz_csv f = {parse_rows, check_rows, write_rows, count_rows, same_row,
                               free_rows, false};
    csvin_seats rows = {0}, back = {0};
    return fuzz_csv_run(&f, &rows, &back, data, size);
}
