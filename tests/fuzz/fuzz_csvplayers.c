/* fuzz_csvplayers.c - libFuzzer harness for the players CSV parser
 * (csvin_players_parse), driven by fuzz_csv.h.  Invariants of its own:
 * every kept player has a valid UTF-8, non-empty name without outer
 * spaces, a number 0..999999 and a valid UTF-8 club; no name or number
 * twice; csvout's rows parse back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"
#include "fuzz_csv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int parse_rows(const char *buf, size_t len, void *rows, csvin_errors *errs)
{
    return csvin_players_parse(buf, len, rows, errs);
}

static void check_rows(const void *rows, bool ok, long lines)
{
    const csvin_players *ps = rows;
    for (size_t i = 0; i < ps->n; i++) {
        const csvin_player *p = &ps->v[i];
        size_t nl = strlen(p->name);
        if (nl == 0 || !sk_utf8_validn(p->name, nl) || p->name[0] == ' ' ||
            p->name[nl - 1] == ' ' || p->number < 0 || p->number > 999999 ||
            !sk_utf8_valid(p->club) || p->line < 2 || p->line > lines)
            abort();
        if (ok)
            for (size_t k = 0; k < i; k++)
                if (strcmp(ps->v[k].name, p->name) == 0 ||
                    (p->number && ps->v[k].number == p->number))
                    abort();
    }
}

static void write_rows(const void *rows, sk_buf *b)
{
    const csvin_players *ps = rows;
    csvout_players_header(b);
    for (size_t i = 0; i < ps->n; i++)
        csvout_player(b, ps->v[i].name, ps->v[i].number, ps->v[i].club);
}

static size_t count_rows(const void *rows)
{
    return ((const csvin_players *)rows)->n;
}

static bool same_row(const void *a, const void *b, size_t i)
{
    const csvin_player *x = &((const csvin_players *)a)->v[i];
    const csvin_player *y = &((const csvin_players *)b)->v[i];
    return !strcmp(x->name, y->name) && x->number == y->number && !strcmp(x->club, y->club);
}

static void free_rows(void *rows)
{
    csvin_players_free(rows);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const fuzz_csv f = {parse_rows, check_rows, write_rows, count_rows, same_row, free_rows, false};
    csvin_players rows = {0}, back = {0};
    return fuzz_csv_run(&f, &rows, &back, data, size);
}
