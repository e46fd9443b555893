/* test_standings.c - standings (app/core/standings.c): rules.md 9 and 10 with
 * hand-computed blocks: totals, tie-breaks (won, lost, shared rank, drawn
 * lots), a player at a 3-table and a 4-table, teams, bad input. */
#include "th.h"

#include <stdlib.h>
#include <time.h>

#include "sheet.h"
#include "standings.h"

static const stand_row *row_of(const stand_table *t, long long id)
{
    for (size_t i = 0; i < t->n; i++)
        if (t->rows[i].id == id)
            return &t->rows[i];
    return NULL;
}

/* rules.md 9: A 126, B -90, C 40, from a sheet of three games. */
static void rules_example(void)
{
    game_table_rules tr = {3, 3, 1};
    sheet_game games[3] = {
        {1, false, 1, true, false, 36, 36},
        {2, false, 2, false, false, -40, 20},
        {3, true, 0, false, false, 0, 0},
    };
    sheet s;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&tr, games, 3, &s, &err), SK_OK);
    stand_block b[3];
    long long ids[3] = {101, 102, 103}; /* A B C */
    for (int seat = 1; seat <= 3; seat++)
        b[seat - 1] = (stand_block){ids[seat - 1], 1, 3, s.seat[seat].won, s.seat[seat].lost,
                                    s.seat[seat].game_points, s.seat[seat].others_lost};
    sheet_free(&s);
    stand_table t;
    TH_EQ_INT(stand_compute(b, 3, 0, NULL, 0, &t, &err), SK_OK);
    TH_EQ_INT(t.n, 3);
    TH_EQ_INT(t.nseries, 1);
    TH_EQ_INT(t.rows[0].id, 101);
    TH_EQ_INT(t.rows[0].total, 126);
    TH_EQ_INT(t.rows[0].game_points, 36);
    TH_EQ_INT(t.rows[0].won_lost_bonus, 50);
    TH_EQ_INT(t.rows[0].opponents_bonus, 40);
    TH_EQ_INT(t.rows[0].rank, 1);
    TH_EQ_INT(t.rows[1].id, 103);
    TH_EQ_INT(t.rows[1].total, 40);
    TH_EQ_INT(t.rows[1].rank, 2);
    TH_EQ_INT(t.rows[2].id, 102);
    TH_EQ_INT(t.rows[2].total, -90);
    TH_EQ_INT(t.rows[2].game_points, -40);
    TH_EQ_INT(t.rows[2].won_lost_bonus, -50);
    TH_EQ_INT(t.rows[2].lost, 1);
    TH_EQ_INT(t.rows[2].rank, 3);
    TH_EQ_INT(t.rows[2].series_total[0], -90);
    TH_CHECK(t.rows[2].series_in[0]);
    stand_free(&t);
}

/* 3-table blocks: total = gp + 50 (w - l) + 40 x others_lost.
 *  1: gp 0,   w3 l1      = 100     2: gp 0, w2 l0 = 100   -> 1 before 2 (won)
 *  3: gp 0,   w2 l1      = 50      4: gp -50, w2 l0 = 50  -> 4 before 3 (lost)
 *  5, 6: gp -30, w1 l0   = 20 both -> shared 5., next is 7.
 *  7: gp 10              = 10      8: gp -200, ol 1 = -160 */
static const stand_block tie_blocks[] = {
    {1, 1, 3, 3, 1, 0, 0},   {2, 1, 3, 2, 0, 0, 0},  {3, 1, 3, 2, 1, 0, 0},
    {4, 1, 3, 2, 0, -50, 0}, {5, 1, 3, 1, 0, -30, 0}, {6, 1, 3, 1, 0, -30, 0},
    {7, 1, 3, 0, 0, 10, 0},  {8, 1, 3, 0, 0, -200, 1},
};

static void tie_breaks(void)
{
    stand_table t;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(tie_blocks, 8, 0, NULL, 0, &t, &err), SK_OK);
    long long order[8] = {1, 2, 4, 3, 5, 6, 7, 8};
    int rank[8] = {1, 2, 3, 4, 5, 5, 7, 8};
    int total[8] = {100, 100, 50, 50, 20, 20, 10, -160};
    bool shared[8] = {0, 0, 0, 0, 1, 1, 0, 0};
    for (int i = 0; i < 8; i++) {
        TH_EQ_INT(t.rows[i].id, order[i]);
        TH_EQ_INT(t.rows[i].rank, rank[i]);
        TH_EQ_INT(t.rows[i].total, total[i]);
        TH_EQ_INT(t.rows[i].shared, shared[i]);
        TH_EQ_INT(t.rows[i].by_lot, 0);
    }
    stand_free(&t);
}


/* The four tied players 21..24 (no lot deciding): all share rank 1, in id
 * order. */
static void four_share_first(const stand_table *t)
{
    for (int i = 0; i < 4; i++) {
        TH_EQ_INT(t->rows[i].id, 21 + i);
        TH_EQ_INT(t->rows[i].rank, 1);
        TH_EQ_INT(t->rows[i].shared, 1);
        TH_EQ_INT(t->rows[i].by_lot, 0);
    }
}
static void drawn_lots(void)
{
    stand_table t;
    sk_err err;
    sk_err_clear(&err);
    /* lot drawn: 6 before 5; 1 has a lot but is not tied: no effect */
    stand_lot lots[] = {{6, 10, 0}, {5, 11, 0}, {1, 12, 0}};
    TH_EQ_INT(stand_compute(tie_blocks, 8, 0, lots, 3, &t, &err), SK_OK);
    TH_EQ_INT(t.rows[0].id, 1);
    TH_EQ_INT(t.rows[0].rank, 1);
    TH_EQ_INT(t.rows[0].by_lot, 0);
    TH_EQ_INT(t.rows[4].id, 6);
    TH_EQ_INT(t.rows[4].rank, 5);
    TH_EQ_INT(t.rows[4].by_lot, 1);
    TH_EQ_INT(t.rows[4].shared, 0);
    TH_EQ_INT(t.rows[5].id, 5);
    TH_EQ_INT(t.rows[5].rank, 6);
    TH_EQ_INT(t.rows[5].by_lot, 1);
    TH_EQ_INT(t.rows[6].rank, 7);
    stand_free(&t);

    /* four tied (gp 0, nothing else); a lot for two of them only (stale:
     * rules.md 10, a lot orders the whole tie): ignored, all four share 1. */
    stand_block four[4] = {
        {21, 1, 4, 0, 0, 0, 0}, {22, 1, 4, 0, 0, 0, 0},
        {23, 1, 4, 0, 0, 0, 0}, {24, 1, 4, 0, 0, 0, 0},
    };
    stand_lot l2[] = {{24, 1, 0}, {22, 2, 0}};
    TH_EQ_INT(stand_compute(four, 4, 0, l2, 2, &t, &err), SK_OK);
    four_share_first(&t);
    stand_free(&t);

    /* a lot for all four orders them 1. to 4. */
    stand_lot l4[] = {{24, 1, 0}, {22, 2, 0}, {21, 3, 0}, {23, 4, 0}};
    TH_EQ_INT(stand_compute(four, 4, 0, l4, 4, &t, &err), SK_OK);
    const long long want[4] = {24, 22, 21, 23};
    for (int i = 0; i < 4; i++) {
        TH_EQ_INT(t.rows[i].id, want[i]);
        TH_EQ_INT(t.rows[i].rank, i + 1);
        TH_EQ_INT(t.rows[i].shared, 0);
        TH_EQ_INT(t.rows[i].by_lot, 1);
    }
    stand_free(&t);

    /* every member has a position, but from two drawings (a lot of all
     * four, then a second one re-placing 22 and 21): no one drawing
     * orders the whole tie, so all four share 1. */
    stand_lot mixed[] = {{24, 1, 1}, {23, 4, 1}, {21, 5, 2}, {22, 6, 2}};
    TH_EQ_INT(stand_compute(four, 4, 0, mixed, 4, &t, &err), SK_OK);
    four_share_first(&t);
    stand_free(&t);

    stand_lot dup[] = {{24, 1, 0}, {24, 2, 0}};
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(four, 4, 0, dup, 2, &t, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "listed twice");
}

/* Player 50: series 1 at a 3-table, series 2 at a 4-table.
 *  series 1: gp 50, w2 l1 (+50), others lost 3 x 40 = 120  -> 220
 *  series 2: gp -20, w1 l2 (-50), others lost 4 x 30 = 120 -> 50
 *  tournament: gp 30, w3 l3, bonus 0, opponents 240, total 270
 * Player 51 played only series 2: gp 100 -> 100. */
static void mixed_table_sizes(void)
{
    stand_block b[] = {
        {50, 2, 4, 1, 2, -20, 4},
        {51, 2, 4, 0, 0, 100, 0},
        {50, 1, 3, 2, 1, 50, 3},
    };
    TH_EQ_INT(stand_block_total(&b[0]), 50);
    TH_EQ_INT(stand_block_total(&b[2]), 220);
    stand_table t;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(b, 3, 0, NULL, 0, &t, &err), SK_OK);
    TH_EQ_INT(t.nseries, 2);
    const stand_row *r = row_of(&t, 50);
    TH_CHECK(r != NULL);
    if (r) {
        TH_EQ_INT(r->rank, 1);
        TH_EQ_INT(r->series_played, 2);
        TH_EQ_INT(r->game_points, 30);
        TH_EQ_INT(r->won, 3);
        TH_EQ_INT(r->lost, 3);
        TH_EQ_INT(r->won_lost_bonus, 0);
        TH_EQ_INT(r->opponents_bonus, 240);
        TH_EQ_INT(r->total, 270);
        TH_EQ_INT(r->series_total[0], 220);
        TH_EQ_INT(r->series_total[1], 50);
    }
    r = row_of(&t, 51);
    TH_CHECK(r != NULL);
    if (r) {
        TH_EQ_INT(r->rank, 2);
        TH_EQ_INT(r->series_played, 1);
        TH_EQ_INT(r->series_in[0], 0);
        TH_EQ_INT(r->series_total[0], 0);
        TH_EQ_INT(r->series_total[1], 100);
    }
    stand_free(&t);

    /* series 2 alone: 51 (100) before 50 (50) */
    TH_EQ_INT(stand_compute(b, 3, 2, NULL, 0, &t, &err), SK_OK);
    TH_EQ_INT(t.n, 2);
    TH_EQ_INT(t.rows[0].id, 51);
    TH_EQ_INT(t.rows[1].id, 50);
    TH_EQ_INT(t.rows[1].total, 50);
    TH_EQ_INT(t.rows[1].opponents_bonus, 120);
    stand_free(&t);

    /* a series nobody played: empty */
    TH_EQ_INT(stand_compute(b, 3, 5, NULL, 0, &t, &err), SK_OK);
    TH_EQ_INT(t.n, 0);
    stand_free(&t);
}

/* Teams from tie_blocks: team 10 = {1, 2} = 200, w5 l1;
 * team 20 = {3, 4} = 100, w4 l1; team 30 = {5, 7} = 30; team 40 = {6, 8}
 * = 20 - 160 = -140; team 50 has no players: 0.  Team 60 = {} too: 50 and
 * 60 share 4. */
static void teams(void)
{
    stand_table p, t;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(tie_blocks, 8, 0, NULL, 0, &p, &err), SK_OK);
    long long ids[] = {40, 30, 20, 10, 50, 60};
    stand_member m[] = {{10, 1}, {10, 2}, {20, 3}, {20, 4}, {30, 5}, {30, 7}, {40, 6}, {40, 8}};
    TH_EQ_INT(stand_teams(&p, ids, 6, m, 8, NULL, 0, &t, &err), SK_OK);
    TH_EQ_INT(t.n, 6);
    long long order[6] = {10, 20, 30, 50, 60, 40};
    int total[6] = {200, 100, 30, 0, 0, -140};
    int rank[6] = {1, 2, 3, 4, 4, 6};
    for (int i = 0; i < 6; i++) {
        TH_EQ_INT(t.rows[i].id, order[i]);
        TH_EQ_INT(t.rows[i].total, total[i]);
        TH_EQ_INT(t.rows[i].rank, rank[i]);
    }
    TH_EQ_INT(t.rows[0].won, 5);
    TH_EQ_INT(t.rows[0].lost, 1);
    TH_EQ_INT(t.rows[0].won_lost_bonus, 200);
    TH_EQ_INT(t.rows[0].series_total[0], 200);
    TH_EQ_INT(t.rows[5].opponents_bonus, 40);
    TH_EQ_INT(t.rows[5].game_points, -230);
    stand_free(&t);

    /* equal team totals: more won games first */
    stand_member m2[] = {{10, 1}, {20, 2}};
    long long ids2[] = {20, 10};
    TH_EQ_INT(stand_teams(&p, ids2, 2, m2, 2, NULL, 0, &t, &err), SK_OK);
    TH_EQ_INT(t.rows[0].id, 10);
    TH_EQ_INT(t.rows[1].rank, 2);
    stand_free(&t);

    stand_member twice[] = {{10, 1}, {20, 1}};
    sk_err_clear(&err);
    TH_EQ_INT(stand_teams(&p, ids2, 2, twice, 2, NULL, 0, &t, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "two teams");
    stand_member unknown[] = {{99, 1}};
    sk_err_clear(&err);
    TH_EQ_INT(stand_teams(&p, ids2, 2, unknown, 1, NULL, 0, &t, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "unknown team 99");
    stand_free(&p);
}

static void bad_blocks(void)
{
    stand_table t;
    sk_err err;
    stand_block dup[] = {{1, 1, 3, 0, 0, 0, 0}, {1, 1, 3, 1, 0, 0, 0}};
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(dup, 2, 0, NULL, 0, &t, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "two results in series 1");
    TH_CHECK(t.rows == NULL);
    stand_block size5 = {1, 1, 5, 0, 0, 0, 0};
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(&size5, 1, 0, NULL, 0, &t, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "table size 5");
    stand_block s0 = {1, 0, 3, 0, 0, 0, 0};
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(&s0, 1, 0, NULL, 0, &t, &err), SK_INVALID);
    stand_block neg = {1, 1, 3, -1, 0, 0, 0};
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(&neg, 1, 0, NULL, 0, &t, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "negative");
    TH_EQ_INT(stand_compute(NULL, 0, 0, NULL, 0, &t, &err), SK_OK);
    TH_EQ_INT(t.n, 0);
    stand_free(&t);
}

/* 2,000 players x 3 series: ranks consistent with the order, fast. */
static void large(void)
{
    size_t n = 6000;
    stand_block *b = malloc(n * sizeof *b);
    unsigned seed = 12345;
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        int r = (int)((seed >> 8) % 1000);
        b[i] = (stand_block){(long long)(i % 2000) * 7 + 3, (int)(i / 2000) + 1, 3 + (int)(i % 2),
                             r % 13, r % 7, r - 500, r % 11};
    }
    clock_t c0 = clock();
    stand_table t;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(stand_compute(b, n, 0, NULL, 0, &t, &err), SK_OK);
    double secs = (double)(clock() - c0) / CLOCKS_PER_SEC;
    TH_CHECK(secs < 0.5);
    TH_EQ_INT(t.n, 2000);
    long long sum = 0, want = 0;
    for (size_t i = 0; i < n; i++)
        want += stand_block_total(&b[i]);
    for (size_t i = 0; i < t.n; i++) {
        sum += t.rows[i].total;
        TH_EQ_INT(t.rows[i].series_played, 3);
        if (i > 0) {
            const stand_row *a = &t.rows[i - 1], *c = &t.rows[i];
            TH_CHECK(a->total > c->total || (a->total == c->total && a->won >= c->won));
            if (a->total == c->total && a->won == c->won && a->lost == c->lost)
                TH_EQ_INT(c->rank, a->rank);
            else
                TH_EQ_INT(c->rank, (int)i + 1);
        }
    }
    TH_EQ_INT(sum, want);
    stand_free(&t);
    free(b);
}

int main(void)
{
    TH_SUITE("standings");
    TH_RUN(rules_example);
    TH_RUN(tie_breaks);
    TH_RUN(drawn_lots);
    TH_RUN(mixed_table_sizes);
    TH_RUN(teams);
    TH_RUN(bad_blocks);
    TH_RUN(large);
    return th_done();
}
