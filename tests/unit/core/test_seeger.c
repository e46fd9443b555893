/* test_seeger.c - the extended Seeger-Fabian constants and formula. */
#include "seeger.h"
#include "th.h"

static void constants(void)
{
    TH_EQ_INT(SEEGER_WON_LOST, 50);
    TH_EQ_INT(seeger_bonus_per_lost(3), 40);
    TH_EQ_INT(seeger_bonus_per_lost(4), 30);
    TH_EQ_INT(seeger_bonus_per_lost(5), 0);
    TH_EQ_INT(seeger_bonus_per_lost(0), 0);
}

static void one_game(void)
{
    TH_EQ_INT(seeger_game(24, true), 74);     /* won: value + 50 */
    TH_EQ_INT(seeger_game(-48, false), -98);  /* lost: -2 x value - 50 */
}

static void block_total(void)
{
    TH_EQ_INT(seeger_won_lost(5, 2), 150);
    TH_EQ_INT(seeger_won_lost(0, 3), -150);
    /* 3-table: 200 game points, 4 won, 1 lost, 3 lost by the others */
    TH_EQ_INT(seeger_total(200, 4, 1, 3, 3), 200 + 150 + 120);
    /* 4-table: the same block gets 30 per game lost by another player */
    TH_EQ_INT(seeger_total(200, 4, 1, 3, 4), 200 + 150 + 90);
    TH_EQ_INT(seeger_total(0, 0, 0, 0, 4), 0);
}

int main(void)
{
    TH_SUITE("seeger");
    TH_RUN(constants);
    TH_RUN(one_game);
    TH_RUN(block_total);
    return th_done();
}
