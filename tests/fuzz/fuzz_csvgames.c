/* fuzz_csvgames.c - libFuzzer harness for the games CSV parser
 * (csvin_games_parse) and csvin_games_validate.  Invariants checked:
 * the status agrees with the error list; every error has a message; every
 * kept row has a line number within the input; what csvout writes of the
 * parsed games parses back to the same games; validation with a fake table
 * lookup (odd tables seat 4, even tables 3, table 9 does not exist) never
 * fails with anything but SK_OK/SK_INVALID and valid games evaluate. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"

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

static long count_lines(const uint8_t *data, size_t size)
{
    long n = 1;
    for (size_t i = 0; i < size; i++)
        if (data[i] == '\n' || data[i] == '\r')
            n++;
    return n;
}

static int same_game(const game_entry *a, const game_entry *b)
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 65536)
        return 0;
    csvin_games gs = {0};
    csvin_errors errs = {0};
    int rc = csvin_games_parse((const char *)data, size, &gs, &errs);
    if ((rc == SK_OK) != (errs.n == 0))
        abort();
    if (rc != SK_OK && rc != SK_INVALID)
        abort();
    long lines = count_lines(data, size);
    for (size_t i = 0; i < errs.n; i++)
        if (!errs.v[i].msg || !errs.v[i].msg[0] || errs.v[i].line < 0 ||
            errs.v[i].line > lines)
            abort();
    for (size_t i = 0; i < gs.n; i++)
        if (gs.line[i] < 2 || gs.line[i] > lines)
            abort();

    /* round trip through csvout */
    sk_buf b = {0};
    csvout_games_header(&b);
    for (size_t i = 0; i < gs.n; i++)
        csvout_game(&b, &gs.v[i]);
    csvin_games back = {0};
    csvin_errors berrs = {0};
    if (csvin_games_parse(b.s, b.len, &back, &berrs) != SK_OK || back.n != gs.n)
        abort();
    for (size_t i = 0; i < gs.n; i++)
        if (!same_game(&gs.v[i], &back.v[i]))
            abort();
    csvin_games_free(&back);
    csvin_errors_free(&berrs);
    sk_buf_free(&b);

    /* validation */
    if (gs.n) {
        rules_outcome *outs = xmalloc(gs.n * sizeof *outs);
        csvin_errors verrs = {0};
        int vrc = csvin_games_validate(&gs, fake_table, NULL, outs, &verrs);
        if (vrc != SK_OK && vrc != SK_INVALID)
            abort();
        if ((vrc == SK_OK) != (verrs.n == 0))
            abort();
        for (size_t i = 0; i < verrs.n; i++)
            if (!verrs.v[i].msg || !verrs.v[i].msg[0])
                abort();
        if (vrc == SK_OK)
            for (size_t i = 0; i < gs.n; i++)
                if (!gs.v[i].passed && !outs[i].overbid && outs[i].value < gs.v[i].g.bid)
                    abort();
        sk_buf eb = {0};
        csvin_errors_sort(&verrs);
        csvin_errors_format(&verrs, &eb);
        sk_buf_free(&eb);
        csvin_errors_free(&verrs);
        free(outs);
    }
    sk_buf eb = {0};
    csvin_errors_sort(&errs);
    csvin_errors_format(&errs, &eb);
    sk_buf_free(&eb);
    csvin_games_free(&gs);
    csvin_errors_free(&errs);
    return 0;
}
