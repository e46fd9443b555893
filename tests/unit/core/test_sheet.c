/* test_sheet.c - the per-table score sheet (app/core/sheet.c) against series
 * computed by hand: a 3-table and a 4-table with overbid, null, passed,
 * missing games and the dealer's bonus. */
#include <string.h>

#include "th.h"

#include "rules.h"
#include "seeger.h"
#include "sheet.h"

/* Evaluate a game with the rules engine and turn it into a sheet_game;
 * checks the value and score the test computed by hand. */
static sheet_game played(int game_no, int declarer, const rules_game *g, int table_size,
                         int want_value, int want_score)
{
    rules_outcome o;
    sk_err err;
    sk_err_clear(&err);
    int rc = rules_evaluate(g, table_size, &o, &err);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_INT(o.value, want_value);
    TH_EQ_INT(o.score, want_score);
    sheet_game s = {game_no, false, declarer, o.won, o.overbid, o.score, o.value};
    return s;
}

static rules_game suit(rules_contract c, int matadors, int points)
{
    rules_game g;
    rules_game_init(&g);
    g.contract = c;
    g.matadors = matadors;
    g.points = points;
    return g;
}

static sheet_game passed_game(int game_no)
{
    sheet_game s = {game_no, true, 0, false, false, 0, 0};
    return s;
}

/* 3-table, 6 games, seat 1 deals first.
 *  1 dealer 1: seat 1 clubs with 2, 75 points: 3 x 12 = 36 won      +36  run 36
 *  2 dealer 2: seat 2 hearts with 1, 50 points: 2 x 10 = 20 lost    -40  run -40
 *  3 dealer 3: passed
 *  4 dealer 1: seat 3 null won: 23                                  +23  run 23
 *  5 dealer 2: seat 1 diamonds with 2, 70 points, bid 36: 27 < 36,
 *              overbid, value 36 lost                              -72  run -36
 *  6 dealer 3: seat 2 grand with 1 hand, 61 points: 3 x 24 = 72 won  +72  run 32
 * Blocks: seat 1: -36, 1 won 1 lost (0), others lost 1 x 40 = 40, total 4
 *         seat 2:  32, 1/1 (0), others lost 1 (game 5) = 40, total 72
 *         seat 3:  23, 1/0 (+50), others lost 2 = 80, total 153 */
static void three_table_series(void)
{
    game_table_rules t = {3, 6, 1};
    sheet_game games[6];
    rules_game g = suit(RULES_CLUBS, 2, 75);
    games[0] = played(1, 1, &g, 3, 36, 36);
    g = suit(RULES_HEARTS, 1, 50);
    games[1] = played(2, 2, &g, 3, 20, -40);
    games[2] = passed_game(3);
    rules_game_init(&g);
    g.contract = RULES_NULL;
    g.result = RULES_RES_WON;
    games[3] = played(4, 3, &g, 3, 23, 23);
    g = suit(RULES_DIAMONDS, 2, 70);
    g.bid = 36;
    games[4] = played(5, 1, &g, 3, 36, -72);
    TH_CHECK(games[4].overbid && !games[4].won);
    g = suit(RULES_GRAND, 1, 61);
    g.hand = true;
    games[5] = played(6, 2, &g, 3, 72, 72);

    /* any input order: reverse it */
    sheet_game rev[6];
    for (int i = 0; i < 6; i++)
        rev[i] = games[5 - i];
    sheet s;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, rev, 6, &s, &err), SK_OK);
    TH_EQ_INT(s.table_size, 3);
    TH_EQ_INT(s.series_games, 6);
    TH_EQ_INT(s.played, 5);
    TH_EQ_INT(s.passed, 1);
    TH_EQ_INT(s.missing, 0);
    TH_EQ_INT(sheet_next_missing(&s), 0);      /* complete */
    TH_EQ_INT(s.beyond, 0);
    TH_EQ_INT(s.duplicates, 0);

    int dealer[6] = {1, 2, 3, 1, 2, 3};
    int decl[6] = {1, 2, 0, 3, 1, 2};
    int run[6] = {36, -40, 0, 23, -36, 32};
    int score[6] = {36, -40, 0, 23, -72, 72};
    unsigned marks[6] = {SHEET_PLAYED, SHEET_PLAYED | SHEET_LOST, SHEET_PASSED, SHEET_PLAYED,
                         SHEET_PLAYED | SHEET_LOST | SHEET_OVERBID, SHEET_PLAYED};
    for (int i = 0; i < 6; i++) {
        TH_EQ_INT(s.rows[i].game_no, i + 1);
        TH_EQ_INT(s.rows[i].dealer, dealer[i]);
        TH_EQ_INT(s.rows[i].declarer, decl[i]);
        TH_EQ_INT(s.rows[i].running, run[i]);
        TH_EQ_INT(s.rows[i].score, score[i]);
        TH_EQ_INT(s.rows[i].marks, marks[i]);
    }
    TH_EQ_INT(s.rows[4].value, 36);

    int gp[4] = {0, -36, 32, 23}, won[4] = {0, 1, 1, 1}, lost[4] = {0, 1, 1, 0};
    int wlb[4] = {0, 0, 0, 50}, ol[4] = {0, 1, 1, 2}, ob[4] = {0, 40, 40, 80};
    int tot[4] = {0, 4, 72, 153};
    for (int p = 1; p <= 3; p++) {
        TH_EQ_INT(s.seat[p].game_points, gp[p]);
        TH_EQ_INT(s.seat[p].won, won[p]);
        TH_EQ_INT(s.seat[p].lost, lost[p]);
        TH_EQ_INT(s.seat[p].won_lost_bonus, wlb[p]);
        TH_EQ_INT(s.seat[p].others_lost, ol[p]);
        TH_EQ_INT(s.seat[p].opponents_bonus, ob[p]);
        TH_EQ_INT(s.seat[p].total, tot[p]);
    }
    sheet_free(&s);
    sheet_free(&s); /* twice is harmless */
}

/* 4-table, 8 games, seat 2 deals first: dealers 2 3 4 1 2 3 4 1.
 *  1 dealer 2: seat 1 spades with 1, 65: 2 x 11 = 22 won            +22  run 22
 *  2 dealer 3: seat 4 grand without 2, 40: 3 x 24 = 72 lost        -144  run -144
 *  3 dealer 4: passed
 *  4 dealer 1: seat 3 null ouvert lost: 46                          -92  run -92
 *  5 dealer 2: seat 1 hearts with 1, bid 30, 80: 20 < 30 overbid,
 *              value 30                                              -60  run -38
 *  6 dealer 3: seat 2 clubs with 1 hand, 95 (Schneider): 4 x 12 = 48 +48  run 48
 *  7 dealer 4: seat 3 diamonds without 3, 61: 4 x 9 = 36 won         +36  run -56
 *  8 dealer 1: not recorded (missing)
 * Lost games: 2 (seat 4), 4 (seat 3), 5 (seat 1).  The dealer sitting out
 * gets the 30 too: seat 2 dealt game 5 and seat 1 dealt game 4.
 *  seat 1: -38, 1/1 (0),   others lost 2 x 30 = 60, total 22
 *  seat 2:  48, 1/0 (+50), others lost 3 x 30 = 90, total 188
 *  seat 3: -56, 1/1 (0),   others lost 2 = 60,      total 4
 *  seat 4: -144, 0/1 (-50), others lost 2 = 60,     total -134 */
static void four_table_series(void)
{
    game_table_rules t = {4, 8, 2};
    sheet_game games[7];
    rules_game g = suit(RULES_SPADES, 1, 65);
    games[0] = played(1, 1, &g, 4, 22, 22);
    g = suit(RULES_GRAND, -2, 40);
    games[1] = played(2, 4, &g, 4, 72, -144);
    games[2] = passed_game(3);
    rules_game_init(&g);
    g.contract = RULES_NULL;
    g.ouvert = true;
    g.result = RULES_RES_LOST;
    games[3] = played(4, 3, &g, 4, 46, -92);
    g = suit(RULES_HEARTS, 1, 80);
    g.bid = 30;
    games[4] = played(5, 1, &g, 4, 30, -60);
    g = suit(RULES_CLUBS, 1, 95);
    g.hand = true;
    games[5] = played(6, 2, &g, 4, 48, 48);
    g = suit(RULES_DIAMONDS, -3, 61);
    games[6] = played(7, 3, &g, 4, 36, 36);

    sheet s;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, games, 7, &s, &err), SK_OK);
    TH_EQ_INT(s.first_dealer, 2);
    TH_EQ_INT(s.played, 6);
    TH_EQ_INT(s.passed, 1);
    TH_EQ_INT(s.missing, 1);
    TH_EQ_INT(sheet_next_missing(&s), 8);      /* only the last one is missing */
    int dealer[8] = {2, 3, 4, 1, 2, 3, 4, 1};
    int decl[8] = {1, 4, 0, 3, 1, 2, 3, 0};
    int run[8] = {22, -144, 0, -92, -38, 48, -56, 0};
    unsigned marks[8] = {SHEET_PLAYED, SHEET_PLAYED | SHEET_LOST, SHEET_PASSED,
                         SHEET_PLAYED | SHEET_LOST, SHEET_PLAYED | SHEET_LOST | SHEET_OVERBID,
                         SHEET_PLAYED, SHEET_PLAYED, SHEET_MISSING};
    for (int i = 0; i < 8; i++) {
        TH_EQ_INT(s.rows[i].dealer, dealer[i]);
        TH_EQ_INT(s.rows[i].declarer, decl[i]);
        TH_EQ_INT(s.rows[i].running, run[i]);
        TH_EQ_INT(s.rows[i].marks, marks[i]);
    }
    int gp[5] = {0, -38, 48, -56, -144}, won[5] = {0, 1, 1, 1, 0}, lost[5] = {0, 1, 0, 1, 1};
    int wlb[5] = {0, 0, 50, 0, -50}, ol[5] = {0, 2, 3, 2, 2}, ob[5] = {0, 60, 90, 60, 60};
    int tot[5] = {0, 22, 188, 4, -134};
    for (int p = 1; p <= 4; p++) {
        TH_EQ_INT(s.seat[p].game_points, gp[p]);
        TH_EQ_INT(s.seat[p].won, won[p]);
        TH_EQ_INT(s.seat[p].lost, lost[p]);
        TH_EQ_INT(s.seat[p].won_lost_bonus, wlb[p]);
        TH_EQ_INT(s.seat[p].others_lost, ol[p]);
        TH_EQ_INT(s.seat[p].opponents_bonus, ob[p]);
        TH_EQ_INT(s.seat[p].total, tot[p]);
    }
    /* the same blocks from the seats' sums alone (what a database adds up
     * for the standings on a server): sheet_seats_total */
    sheet_seat sums[SHEET_MAX_SEATS + 1];
    memset(sums, 0, sizeof sums);
    for (int p = 1; p <= 4; p++)
        sums[p] = (sheet_seat){.game_points = gp[p], .won = won[p], .lost = lost[p]};
    sheet_seats_total(4, sums);
    for (int p = 1; p <= 4; p++) {
        TH_EQ_INT(sums[p].won_lost_bonus, wlb[p]);
        TH_EQ_INT(sums[p].others_lost, ol[p]);
        TH_EQ_INT(sums[p].opponents_bonus, ob[p]);
        TH_EQ_INT(sums[p].total, tot[p]);
    }
    /* a 3-table: 40 a game lost by another seat (rules.md 9: A 126) */
    memset(sums, 0, sizeof sums);
    sums[1] = (sheet_seat){.game_points = 96, .won = 2, .lost = 1};
    sums[2] = (sheet_seat){.game_points = -60, .won = 0, .lost = 1};
    sheet_seats_total(3, sums);
    TH_EQ_INT(sums[1].others_lost, 1);
    TH_EQ_INT(sums[1].total, 96 + 50 + 40);
    TH_EQ_INT(sums[2].others_lost, 1);
    TH_EQ_INT(sums[2].total, -60 - 50 + 40);
    TH_EQ_INT(sums[3].others_lost, 2);
    TH_EQ_INT(sums[3].total, 80);
    sheet_free(&s);
}

/* rules.md 9 small example: A 126, B -90, C 40. */
static void rules_example(void)
{
    game_table_rules t = {3, 3, 1};
    sheet_game games[3];
    rules_game g = suit(RULES_CLUBS, 2, 80);
    games[0] = played(1, 1, &g, 3, 36, 36);
    g = suit(RULES_HEARTS, 1, 40);
    games[1] = played(2, 2, &g, 3, 20, -40);
    games[2] = passed_game(3);
    sheet s;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, games, 3, &s, &err), SK_OK);
    TH_EQ_INT(s.seat[1].total, 126);
    TH_EQ_INT(s.seat[2].total, -90);
    TH_EQ_INT(s.seat[3].total, 40);
    sheet_free(&s);
}

/* Stored data that is not perfect: numbers beyond the series, a
 * duplicate, the dealer declaring at a 4-table; all counted, none booked
 * twice. */
static void imperfect_data(void)
{
    game_table_rules t = {4, 4, 1};
    sheet_game games[4] = {
        {1, false, 1, true, false, 30, 30},   /* seat 1 deals game 1 */
        {1, false, 2, true, false, 50, 50},   /* duplicate number */
        {5, false, 2, true, false, 20, 20},   /* beyond 4 games */
        {0, true, 0, false, false, 0, 0},     /* number 0 */
    };
    sheet s;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, games, 4, &s, &err), SK_OK);
    TH_EQ_INT(s.beyond, 2);
    TH_EQ_INT(s.duplicates, 1);
    TH_EQ_INT(s.played, 1);
    TH_EQ_INT(s.missing, 3);
    TH_EQ_INT(sheet_next_missing(&s), 2);      /* game 1 is there, 2 is the next */
    TH_EQ_INT(s.rows[0].declarer, 1);
    TH_CHECK(s.rows[0].marks & SHEET_DEALER_DECLARER);
    TH_EQ_INT(s.seat[1].total, 80);
    TH_EQ_INT(s.seat[2].total, 0);
    sheet_free(&s);
}

static void invalid_input(void)
{
    sheet s;
    sk_err err;
    game_table_rules t5 = {5, 10, 1};
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t5, NULL, 0, &s, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "table size 5");
    TH_CHECK(s.rows == NULL);

    game_table_rules t = {3, 7, 1};
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, NULL, 0, &s, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "series length 7");

    t.series_games = 36;
    sheet_game bad_seat = {1, false, 4, true, false, 20, 20};
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, &bad_seat, 1, &s, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "declarer seat 4");

    sheet_game passed_decl = {2, true, 1, false, false, 0, 0};
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, &passed_decl, 1, &s, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "passed game");

    sheet_game won_over = {3, false, 1, true, true, 20, 20};
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, &won_over, 1, &s, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "overbid");

    /* an empty table: all 36 rows missing, all zero */
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&t, NULL, 0, &s, &err), SK_OK);
    TH_EQ_INT(s.missing, 36);
    TH_EQ_INT(sheet_next_missing(&s), 1);
    TH_EQ_INT(s.rows[35].dealer, 3);
    TH_EQ_INT(s.seat[2].total, 0);
    sheet_free(&s);
    TH_EQ_INT(seeger_bonus_per_lost(3), 40);
    TH_EQ_INT(seeger_bonus_per_lost(4), 30);
}

/* The others' lost games as every front end writes them. */
static void others_text(void)
{
    sheet_seat st = {0};
    st.others_lost = 5;
    st.opponents_bonus = 150;
    char buf[64];
    sheet_others_text(&st, 4, buf, sizeof buf);
    TH_EQ_STR(buf, "5 \u00d7 30 = 150");
    st.others_lost = 2;
    st.opponents_bonus = 80;
    sheet_others_text(&st, 3, buf, sizeof buf);
    TH_EQ_STR(buf, "2 \u00d7 40 = 80");
}

int main(void)
{
    TH_SUITE("sheet");
    TH_RUN(three_table_series);
    TH_RUN(four_table_series);
    TH_RUN(rules_example);
    TH_RUN(imperfect_data);
    TH_RUN(invalid_input);
    TH_RUN(others_text);
    return th_done();
}
