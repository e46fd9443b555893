/* fuzz_csvgames.c - libFuzzer harness for the games CSV parser
 * (csvin_games_parse) and csvin_games_validate, driven by fuzz_csv.h.
 * Invariants of its own: every kept row has a line number within the
 * input; what csvout writes of the games kept (even when other lines had
 * problems) parses back to the same games; validation with a fake table
 * lookup (odd tables seat 4, even tables 3, table 9 does not exist) never
 * fails with anything but SK_OK/SK_INVALID and valid games evaluate. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"
#include "fuzz_csv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int fake_table(void *ud, int series, int table_no, game_table_rules *t, sk_err *err)
{
    (void)ud;
    if (table_no == 9)
        return sk_err_set(err, SK_INVALID, "series %d has no table %d", series, table_no);
    t->table_size = table_no % 2 ? 4 : 3;
    t->series_games = t->table_size == 4 ? 48 : 36;
    t->first_dealer = 1 + series % t->table_size;
    return SK_OK;
}

static bool same_game(const game_entry *a, const game_entry *b)
{
    if (a->series != b->series || a->table_no != b->table_no || a->game_no != b->game_no ||
        a->passed != b->passed)
        return 0;
    if (a->passed)
        return 1;
    const rules_game *x = &a->g, *y = &b->g;
    return a->declarer == b->declarer && x->contract == y->contract &&
           x->matadors == y->matadors && x->hand == y->hand && x->ouvert == y->ouvert &&
           x->announce == y->announce && x->bid == y->bid && x->points == y->points &&
           x->schwarz == y->schwarz && x->schneider == y->schneider && x->result == y->result;
}

static int parse_rows(const char *buf, size_t len, void *rows, csvin_errors *errs)
{
    return csvin_games_parse(buf, len, rows, errs);
}

/* the kept rows' lines, then validation with the fake table look-up */
static void check_rows(const void *rows, bool ok, long lines)
{
    (void)ok;
    const csvin_games *gs = rows;
    for (size_t i = 0; i < gs->n; i++)
        if (gs->line[i] < 2 || gs->line[i] > lines)
            abort();
    if (!gs->n)
        return;
    rules_outcome *outs = xmalloc(gs->n * sizeof *outs);
    csvin_errors verrs = {0};
    int vrc = csvin_games_validate(gs, fake_table, NULL, outs, &verrs);
    if (vrc != SK_OK && vrc != SK_INVALID)
        abort();
    if ((vrc == SK_OK) != (verrs.n == 0))
        abort();
    for (size_t i = 0; i < verrs.n; i++)
        if (!verrs.v[i].msg || !verrs.v[i].msg[0])
            abort();
    if (vrc == SK_OK)
        for (size_t i = 0; i < gs->n; i++)
            if (!gs->v[i].passed && !outs[i].overbid && outs[i].value < gs->v[i].g.bid)
                abort();
    sk_buf eb = {0};
    csvin_errors_sort(&verrs);
    csvin_errors_format(&verrs, &eb);
    sk_buf_free(&eb);
    csvin_errors_free(&verrs);
    free(outs);
}

static void write_rows(const void *rows, sk_buf *b)
{
    const csvin_games *gs = rows;
    csvout_games_header(b);
    for (size_t i = 0; i < gs->n; i++)
        csvout_game(b, &gs->v[i]);
}

static size_t count_rows(const void *rows)
{
    return ((const csvin_games *)rows)->n;
}

static bool same_row(const void *a, const void *b, size_t i)
{
    return same_game(&((const csvin_games *)a)->v[i], &((const csvin_games *)b)->v[i]);
}

static void free_rows(void *rows)
{
    csvin_games_free(rows);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* the games kept are written back even when other lines had problems */
    static const fuzz_csv f = {parse_rows, check_rows, write_rows, count_rows, same_row,
                               free_rows, true};
    csvin_games rows = {0}, back = {0};
    return fuzz_csv_run(&f, &rows, &back, data, size);
}
