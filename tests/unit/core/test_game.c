/* test_game.c - dealer rotation and table-level validation (app/core/game.c),
 * rules.md 6 and 8.  Expected seats are worked out by hand. */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "th.h"

static game_table_rules table(int size, int games, int first)
{
    game_table_rules t = {size, games, first};
    return t;
}

static game_entry entry(int game_no, int declarer, rules_contract c, int mat, int points)
{
    game_entry e;
    memset(&e, 0, sizeof e);
    e.series = 1;
    e.table_no = 1;
    e.game_no = game_no;
    e.declarer = declarer;
    rules_game_init(&e.g);
    e.g.contract = c;
    e.g.matadors = mat;
    e.g.points = points;
    return e;
}

static void test_dealer_rotation_3(void)
{
    game_table_rules t = table(3, 36, 1);
    static const int want[] = {1, 2, 3, 1, 2, 3, 1};
    for (int g = 1; g <= 7; g++)
        TH_EQ_INT(game_dealer_seat(&t, g), want[g - 1]);
    TH_EQ_INT(game_dealer_seat(&t, 36), 3);
    /* first dealer 2: games 1,2,3 dealt by 2,3,1 */
    t.first_dealer = 2;
    TH_EQ_INT(game_dealer_seat(&t, 1), 2);
    TH_EQ_INT(game_dealer_seat(&t, 2), 3);
    TH_EQ_INT(game_dealer_seat(&t, 3), 1);
    TH_EQ_INT(game_dealer_seat(&t, 4), 2);
    TH_EQ_INT(game_dealer_seat(&t, 36), 1); /* 36 = 12 x 3: like game 3 */
    t.first_dealer = 3;
    TH_EQ_INT(game_dealer_seat(&t, 1), 3);
    TH_EQ_INT(game_dealer_seat(&t, 2), 1);
    TH_EQ_INT(game_dealer_seat(&t, 35), 1); /* 35 = 11 x 3 + 2: like game 2 */
    /* every seat deals equally often in a series */
    int count[4] = {0};
    for (int g = 1; g <= 36; g++)
        count[game_dealer_seat(&t, g)]++;
    TH_EQ_INT(count[1], 12);
    TH_EQ_INT(count[2], 12);
    TH_EQ_INT(count[3], 12);
}

static void test_dealer_rotation_4(void)
{
    game_table_rules t = table(4, 48, 1);
    static const int want[] = {1, 2, 3, 4, 1, 2, 3, 4, 1};
    for (int g = 1; g <= 9; g++)
        TH_EQ_INT(game_dealer_seat(&t, g), want[g - 1]);
    TH_EQ_INT(game_dealer_seat(&t, 48), 4);
    t.first_dealer = 3;
    static const int want3[] = {3, 4, 1, 2, 3, 4, 1, 2};
    for (int g = 1; g <= 8; g++)
        TH_EQ_INT(game_dealer_seat(&t, g), want3[g - 1]);
    TH_EQ_INT(game_dealer_seat(&t, 47), 1); /* 47 = 11 x 4 + 3: like game 3 */
    TH_EQ_INT(game_dealer_seat(&t, 48), 2);
    t.first_dealer = 4;
    TH_EQ_INT(game_dealer_seat(&t, 1), 4);
    TH_EQ_INT(game_dealer_seat(&t, 2), 1);
    int count[5] = {0};
    for (int g = 1; g <= 48; g++)
        count[game_dealer_seat(&t, g)]++;
    for (int s = 1; s <= 4; s++)
        TH_EQ_INT(count[s], 12);
}

/* Passed games use up their number: after a passed game 2 at a 4-table
 * (first dealer 1) game 3 is dealt by seat 3, so seat 3 may not declare. */
static void test_passed_games_count(void)
{
    game_table_rules t = table(4, 48, 1);
    rules_outcome o;
    sk_err err;
    game_entry e = entry(2, 0, RULES_CLUBS, 0, RULES_POINTS_NONE);
    e.passed = true;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t, &o, &err), SK_OK);
    TH_EQ_INT(o.value, 0);
    TH_EQ_INT(o.score, 0);
    TH_EQ_INT(o.seeger, 0);
    TH_EQ_INT(o.opponent_bonus, 0);
    TH_CHECK(!o.won);
    e = entry(3, 3, RULES_CLUBS, 1, 70);
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t, &o, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "declarer seat 3 deals game 3");
    e.declarer = 2;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t, &o, &err), SK_OK);
    TH_EQ_INT(o.value, 24);
    /* a passed game with a declarer is refused */
    e = entry(5, 2, RULES_CLUBS, 0, RULES_POINTS_NONE);
    e.passed = true;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t, &o, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "passed game");
    /* a passed game is outside the series like any other */
    e = entry(49, 0, RULES_CLUBS, 0, RULES_POINTS_NONE);
    e.passed = true;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t, &o, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "game 49 is outside the series");
}

static void test_validate_dealer(void)
{
    rules_outcome o;
    sk_err err;
    /* 4-table, first dealer 1: seat 1 deals game 1 and sits out */
    game_table_rules t4 = table(4, 48, 1);
    game_entry e = entry(1, 1, RULES_HEARTS, 1, 70);
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t4, &o, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "declarer seat 1 deals game 1: at a 4-table the dealer sits out");
    for (int s = 2; s <= 4; s++) {
        e.declarer = s;
        sk_err_clear(&err);
        TH_EQ_INT(game_validate(&e, &t4, &o, &err), SK_OK);
        TH_EQ_INT(o.value, 20);
        TH_EQ_INT(o.opponent_bonus, 0);
    }
    /* lost at a 4-table: 30 for each other player */
    e.g.points = 40;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t4, &o, &err), SK_OK);
    TH_EQ_INT(o.score, -40);
    TH_EQ_INT(o.opponent_bonus, 30);
    /* first dealer 3: game 6 is dealt by seat 4 */
    t4.first_dealer = 3;
    e = entry(6, 4, RULES_HEARTS, 1, 70);
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t4, &o, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "declarer seat 4 deals game 6");
    e.declarer = 3;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t4, &o, &err), SK_OK);

    /* 3-table: the dealer plays, so declarer = dealer is fine */
    game_table_rules t3 = table(3, 36, 1);
    for (int g = 1; g <= 3; g++) {
        e = entry(g, g, RULES_HEARTS, 1, 40);
        sk_err_clear(&err);
        TH_EQ_INT(game_validate(&e, &t3, &o, &err), SK_OK);
        TH_EQ_INT(o.score, -40);
        TH_EQ_INT(o.opponent_bonus, 40);
    }
}

static void test_validate_ranges(void)
{
    rules_outcome o;
    sk_err err;
    game_table_rules t3 = table(3, 36, 1);
    game_table_rules t4 = table(4, 48, 2);
    struct {
        game_table_rules *t;
        int game_no, declarer;
        const char *msg;
    } bad[] = {
        {&t3, 1, 0, "declarer seat 0 is not a seat of this table (seats 1 to 3)"},
        {&t3, 1, 4, "declarer seat 4 is not a seat of this table (seats 1 to 3)"},
        {&t3, 1, -1, "declarer seat -1 is not a seat"},
        {&t4, 2, 5, "declarer seat 5 is not a seat of this table (seats 1 to 4)"},
        {&t3, 0, 1, "game 0 is outside the series: a 3-table plays games 1 to 36"},
        {&t3, 37, 1, "game 37 is outside the series: a 3-table plays games 1 to 36"},
        {&t3, -3, 1, "game -3 is outside the series"},
        {&t4, 49, 1, "game 49 is outside the series: a 4-table plays games 1 to 48"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        game_entry e = entry(bad[i].game_no, bad[i].declarer, RULES_SPADES, 2, 70);
        sk_err_clear(&err);
        TH_EQ_INT(game_validate(&e, bad[i].t, &o, &err), SK_INVALID);
        TH_CONTAINS(err.msg, bad[i].msg);
    }
    /* the last game of the series is fine */
    game_entry e = entry(36, 2, RULES_SPADES, 2, 70);
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t3, &o, &err), SK_OK);
    TH_EQ_INT(o.value, 33);
    e = entry(48, 3, RULES_SPADES, 2, 70); /* first dealer 2: game 48 dealt by 1 */
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t4, &o, &err), SK_OK);
    /* a short series: 24 games at a 3-table */
    game_table_rules shortt = table(3, 24, 1);
    e = entry(25, 1, RULES_SPADES, 2, 70);
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &shortt, &o, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "game 25 is outside the series: a 3-table plays games 1 to 24");
    e.game_no = 24;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &shortt, &o, &err), SK_OK);
    /* table size */
    game_table_rules t5 = table(5, 40, 1);
    e = entry(1, 2, RULES_SPADES, 2, 70);
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t5, &o, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "table size 5 is impossible");
    /* the single-game rules are applied after the table checks */
    e = entry(1, 2, RULES_SPADES, 2, 70);
    e.g.ouvert = true;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t3, &o, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "ouvert needs hand");
    e = entry(1, 2, RULES_NULL, 0, RULES_POINTS_NONE);
    e.g.result = RULES_RES_LOST;
    e.g.hand = true;
    sk_err_clear(&err);
    TH_EQ_INT(game_validate(&e, &t3, &o, &err), SK_OK);
    TH_EQ_INT(o.value, 35);
    TH_EQ_INT(o.score, -70);
    TH_EQ_INT(o.seeger, -120);
}

int main(void)
{
    TH_SUITE("game");
    TH_RUN(test_dealer_rotation_3);
    TH_RUN(test_dealer_rotation_4);
    TH_RUN(test_passed_games_count);
    TH_RUN(test_validate_dealer);
    TH_RUN(test_validate_ranges);
    return th_done();
}
