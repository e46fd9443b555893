/* test_draw.c - table sizes, reproducible seeded shuffles, club separation. */
#include "draw.h"
#include "game.h"
#include "th.h"

#include <stdlib.h>
#include <string.h>

static void sizes_3_to_60(void)
{
    for (size_t n = 3; n <= 60; n++) {
        int sizes[32];
        size_t nt = 0;
        sk_err e;
        sk_err_clear(&e);
        int rc = draw_table_sizes(n, sizes, 32, &nt, &e);
        if (n == 5) {
            TH_EQ_INT(rc, SK_INVALID);
            TH_CONTAINS(e.msg, "5 players cannot be seated");
            continue;
        }
        TH_EQ_INT(rc, SK_OK);
        size_t sum = 0, threes = 0;
        for (size_t t = 0; t < nt; t++) {
            TH_CHECK(sizes[t] == 3 || sizes[t] == 4);
            if (t > 0)
                TH_CHECK(sizes[t] <= sizes[t - 1]); /* 4-tables first */
            sum += (size_t)sizes[t];
            threes += sizes[t] == 3;
        }
        TH_EQ_INT(sum, n);
        TH_CHECK(threes <= 3);   /* as many 4-tables as possible */
    }
}

static void sizes_examples(void)
{
    int s[32];
    size_t nt;
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(draw_table_sizes(6, s, 32, &nt, &e), SK_OK);
    TH_EQ_INT(nt, 2); TH_EQ_INT(s[0], 3); TH_EQ_INT(s[1], 3);
    TH_EQ_INT(draw_table_sizes(7, s, 32, &nt, &e), SK_OK);
    TH_EQ_INT(nt, 2); TH_EQ_INT(s[0], 4); TH_EQ_INT(s[1], 3);
    TH_EQ_INT(draw_table_sizes(9, s, 32, &nt, &e), SK_OK);
    TH_EQ_INT(nt, 3); TH_EQ_INT(s[2], 3); TH_EQ_INT(s[0], 3);
    TH_EQ_INT(draw_table_sizes(10, s, 32, &nt, &e), SK_OK);
    TH_EQ_INT(nt, 3); TH_EQ_INT(s[0], 4); TH_EQ_INT(s[1], 3);
    TH_EQ_INT(draw_table_sizes(11, s, 32, &nt, &e), SK_OK);
    TH_EQ_INT(nt, 3); TH_EQ_INT(s[0], 4); TH_EQ_INT(s[1], 4); TH_EQ_INT(s[2], 3);
    TH_EQ_INT(draw_table_sizes(3, s, 32, &nt, &e), SK_OK);
    TH_EQ_INT(nt, 1); TH_EQ_INT(s[0], 3);
    TH_EQ_INT(draw_table_sizes(4, s, 32, &nt, &e), SK_OK);
    TH_EQ_INT(nt, 1); TH_EQ_INT(s[0], 4);
    sk_err_clear(&e);
    TH_EQ_INT(draw_table_sizes(2, s, 32, &nt, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "a table needs 3 or 4");
}

/* one table limit everywhere (GAME_TABLE_MAX): the draw makes no table
 * that game add, the imports and export games would refuse */
static void sizes_table_limit(void)
{
    static int s[GAME_TABLE_MAX + 8];
    size_t nt;
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(draw_table_sizes(4 * GAME_TABLE_MAX, s, GAME_TABLE_MAX + 8, &nt, &e), SK_OK);
    TH_EQ_INT(nt, GAME_TABLE_MAX);
    TH_EQ_INT(draw_table_sizes(4 * GAME_TABLE_MAX + 1, s, GAME_TABLE_MAX + 8, &nt, &e),
              SK_INVALID);
    TH_CONTAINS(e.msg, "39997 players need 10000 tables: a series has at most 9999 tables");
}

static void reproducible(void)
{
    for (size_t n = 3; n <= 60; n++) {
        if (n == 5)
            continue;
        size_t a[60], b[60], c[60];
        int sa[21], sb[21], sc[21];
        size_t na, nb, nc;
        sk_err e;
        sk_err_clear(&e);
        draw_options o = {.seed = 1234567, .seeded = false, .group = NULL};
        TH_EQ_INT(draw_seat(n, &o, sa, &na, a, &e), SK_OK);
        TH_EQ_INT(draw_seat(n, &o, sb, &nb, b, &e), SK_OK);
        o.seed = 7654321;
        TH_EQ_INT(draw_seat(n, &o, sc, &nc, c, &e), SK_OK);
        TH_EQ_INT(na, nb);
        int same = 1, same_c = 1;
        int seen[60] = {0};
        for (size_t i = 0; i < n; i++) {
            same &= a[i] == b[i];
            same_c &= a[i] == c[i];
            TH_CHECK(a[i] < n);
            if (a[i] < n)
                seen[a[i]]++;
        }
        TH_CHECK(same);
        if (n >= 8)
            TH_CHECK(!same_c);  /* another seed, another draw */
        for (size_t i = 0; i < n; i++)
            TH_EQ_INT(seen[i], 1);  /* a permutation: everyone once */
    }
}

static void seeded_top_four(void)
{
    size_t order[12];
    int sizes[5];
    size_t nt;
    sk_err e;
    sk_err_clear(&e);
    draw_options o = {.seed = 99, .seeded = true, .group = NULL};
    TH_EQ_INT(draw_seat(12, &o, sizes, &nt, order, &e), SK_OK);
    TH_EQ_INT(nt, 3);
    for (size_t t = 0; t < 3; t++)
        for (size_t k = 0; k < 4; k++)
            TH_EQ_INT(order[t * 4 + k] / 4, t);   /* ranks 0-3 at table 1, ... */
}

static void separate_clubs(void)
{
    /* 4 clubs of 3 players, 3 tables of 4: a draw without any pair exists */
    int64_t group[12];
    for (int i = 0; i < 12; i++)
        group[i] = i % 4 + 1;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        size_t order[12];
        int sizes[5];
        size_t nt;
        sk_err e;
        sk_err_clear(&e);
        draw_options o = {.seed = seed, .seeded = false, .group = group};
        TH_EQ_INT(draw_seat(12, &o, sizes, &nt, order, &e), SK_OK);
        TH_EQ_INT(draw_conflicts(sizes, nt, order, group), 0);
    }
    /* without separation some seeds put club mates together */
    int any = 0;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        size_t order[12];
        int sizes[5];
        size_t nt;
        sk_err e;
        sk_err_clear(&e);
        draw_options o = {.seed = seed, .seeded = false, .group = NULL};
        draw_seat(12, &o, sizes, &nt, order, &e);
        any += draw_conflicts(sizes, nt, order, group) > 0;
    }
    TH_CHECK(any > 0);
}

/* series 1 seated 0-3, 4-7, 8-11, 12-15 together: the pairs who met */
static size_t series1_pairs(size_t *met)
{
    size_t k = 0;
    for (size_t t = 0; t < 4; t++)
        for (size_t a = 0; a < 4; a++)
            for (size_t b = a + 1; b < 4; b++) {
                met[2 * k] = t * 4 + a;
                met[2 * k + 1] = t * 4 + b;
                k++;
            }
    return k;
}

static void keep_apart_who_met(void)
{
    size_t met[2 * 24];
    size_t nmet = series1_pairs(met);
    TH_EQ_INT(nmet, 24);
    int with = 0, without = 0, perfect = 0;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        size_t order[16], order2[16];
        int sizes[6];
        size_t nt;
        sk_err e;
        sk_err_clear(&e);
        draw_options o = {.seed = seed, .met = met, .nmet = nmet};
        TH_EQ_INT(draw_seat(16, &o, sizes, &nt, order, &e), SK_OK);
        int r = draw_repeats(sizes, nt, order, 16, met, nmet);
        with += r;
        perfect += r == 0;
        /* reproducible by seed */
        TH_EQ_INT(draw_seat(16, &o, sizes, &nt, order2, &e), SK_OK);
        TH_CHECK(memcmp(order, order2, sizeof order) == 0);
        draw_options plain = {.seed = seed};
        TH_EQ_INT(draw_seat(16, &plain, sizes, &nt, order, &e), SK_OK);
        without += draw_repeats(sizes, nt, order, 16, met, nmet);
    }
    /* 16 players, 4 tables: a draw where nobody meets again exists */
    TH_CHECK(perfect >= 45);
    TH_CHECK(with * 10 < without);
}

static void groups_before_meetings(void)
{
    /* 4 clubs (i % 4): series 1 put no club mates together (club = column),
     * and separation by club stays perfect with the meetings added */
    size_t met[2 * 24];
    size_t nmet = series1_pairs(met);
    int64_t group[16];
    for (int i = 0; i < 16; i++)
        group[i] = i / 4 + 1;   /* the four players who met are one club */
    for (uint64_t seed = 1; seed <= 30; seed++) {
        size_t order[16];
        int sizes[6];
        size_t nt;
        sk_err e;
        sk_err_clear(&e);
        draw_options o = {.seed = seed, .group = group, .met = met, .nmet = nmet};
        TH_EQ_INT(draw_seat(16, &o, sizes, &nt, order, &e), SK_OK);
        TH_EQ_INT(draw_conflicts(sizes, nt, order, group), 0);
    }
}

int main(void)
{
    TH_SUITE("draw");
    TH_RUN(sizes_3_to_60);
    TH_RUN(sizes_examples);
    TH_RUN(sizes_table_limit);
    TH_RUN(reproducible);
    TH_RUN(seeded_top_four);
    TH_RUN(separate_clubs);
    TH_RUN(keep_apart_who_met);
    TH_RUN(groups_before_meetings);
    return th_done();
}
