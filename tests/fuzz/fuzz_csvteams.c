/* fuzz_csvteams.c - libFuzzer harness for the teams CSV parser
 * (csvteams_parse), driven by fuzz_csv.h.  Invariants of its own: every
 * kept row has a team and a player that pass the name rule (valid UTF-8,
 * non-empty, no outer spaces, no control characters), a line >= 2 in file
 * order; no team/player pair twice; the rows written back with
 * csvout_field (the formula guard included) parse back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "csvout.h"
#include "csvteams.h"
#include "fuzz_csv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void name_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || !sk_utf8_validn(s, n) || s[0] == ' ' || s[n - 1] == ' ')
        abort();
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            abort();
}

static int parse_rows(const char *buf, size_t len, void *rows, csvin_errors *errs)
{
    return csvteams_parse(buf, len, rows, errs);
}

static void check_rows(const void *rows, bool ok, long lines)
{
    const csvteams *t = rows;
    for (size_t i = 0; i < t->n; i++) {
        name_ok(t->v[i].team);
        name_ok(t->v[i].player);
        if (t->v[i].line < 2 || t->v[i].line > lines ||
            (i > 0 && t->v[i].line <= t->v[i - 1].line))
            abort();
        if (ok && i < 64)
            for (size_t k = 0; k < i; k++)
                if (!strcmp(t->v[k].team, t->v[i].team) && !strcmp(t->v[k].player, t->v[i].player))
                    abort();
    }
}

static void write_rows(const void *rows, sk_buf *b)
{
    const csvteams *t = rows;
    sk_buf_add(b, CSVTEAMS_HEADER "\n");
    for (size_t i = 0; i < t->n; i++) {
        csvout_field(b, t->v[i].team, strlen(t->v[i].team));
        sk_buf_add(b, ",");
        csvout_field(b, t->v[i].player, strlen(t->v[i].player));
        sk_buf_add(b, "\n");
    }
}

static size_t count_rows(const void *rows)
{
    return ((const csvteams *)rows)->n;
}

static bool same_row(const void *a, const void *b, size_t i)
{
    const csvteams_row *x = &((const csvteams *)a)->v[i];
    const csvteams_row *y = &((const csvteams *)b)->v[i];
    return !strcmp(x->team, y->team) && !strcmp(x->player, y->player);
}

static void free_rows(void *rows)
{
    csvteams_free(rows);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const fuzz_csv f = {parse_rows, check_rows, write_rows, count_rows, same_row,
                               free_rows, false};
    csvteams rows = {0}, back = {0};
    return fuzz_csv_run(&f, &rows, &back, data, size);
}
