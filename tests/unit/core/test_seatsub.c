/* test_seatsub.c - who played a seat in which game, and a table's
 * Seeger-Fabian blocks split by game (app/core/seatsub.c), against a
 * series worked by hand (rules.md 9). */
#include <string.h>

#include "th.h"

#include "seatsub.h"
#include "sheet.h"
#include "standings.h"

/* 3-table, 6 games; players 1, 2, 3 at seats 1, 2, 3; seat 3 is played
 * by player 4 from game 4 and by player 3 again from game 6.
 *  1 seat 3 (player 3) won   +36
 *  2 seat 1 (player 1) lost  -40
 *  3 passed
 *  4 seat 3 (player 4) lost  -48
 *  5 seat 2 (player 2) lost  -44
 *  6 seat 3 (player 3) won   +20
 * player 3: 36 + 20 = 56, won 2 lost 0: +100, others' lost game 2: 40 = 196
 * player 4: -48, lost 1: -50, others' lost game 5: 40 = -58
 * player 1: -40 - 50 + 2 x 40 (games 4, 5) = -10
 * player 2: -44 - 50 + 2 x 40 (games 2, 4) = -14
 * seat 3 as one block: 8 + 50 + 80 = 138 = 196 - 58 */
static void three_table_split(void)
{
    const sheet_game games[] = {
        {1, false, 3, true, false, 36, 36},  {2, false, 1, false, false, -40, 20},
        {3, true, 0, false, false, 0, 0},    {4, false, 3, false, false, -48, 24},
        {5, false, 2, false, false, -44, 22}, {6, false, 3, true, false, 20, 20},
    };
    game_table_rules t = {3, 6, 1};
    sheet s;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, games, 6, &s, &err), SK_OK);
    const int64_t player[SHEET_MAX_SEATS + 1] = {0, 1, 2, 3, 0};
    const subs_change c[] = {{3, 4, 4}, {3, 6, 3}};
    TH_EQ_INT(subs_player_at(player, c, 2, 3, 3), 3);
    TH_EQ_INT(subs_player_at(player, c, 2, 3, 4), 4);
    TH_EQ_INT(subs_player_at(player, c, 2, 3, 5), 4);
    TH_EQ_INT(subs_player_at(player, c, 2, 3, 6), 3);
    TH_EQ_INT(subs_player_at(player, c, 2, 2, 6), 2);
    stand_block b[5];
    size_t nb = subs_blocks(&s, player, c, 2, 1, b);
    TH_EQ_INT((int)nb, 4); /* player 3 back in his seat: one block */
    int total[5] = {0}, won[5] = {0}, lost[5] = {0};
    for (size_t i = 0; i < nb; i++) {
        TH_CHECK(b[i].player >= 1 && b[i].player <= 4);
        total[b[i].player] = stand_block_total(&b[i]);
        won[b[i].player] = b[i].won;
        lost[b[i].player] = b[i].lost;
    }
    TH_EQ_INT(total[3], 196);
    TH_EQ_INT(won[3], 2);
    TH_EQ_INT(lost[3], 0);
    TH_EQ_INT(total[4], -58);
    TH_EQ_INT(lost[4], 1);
    TH_EQ_INT(total[1], -10);
    TH_EQ_INT(total[2], -14);
    TH_EQ_INT(total[3] + total[4], s.seat[3].total);
    sheet_free(&s);
}

int main(void)
{
    TH_SUITE("seatsub");
    TH_RUN(three_table_split);
    return th_done();
}
