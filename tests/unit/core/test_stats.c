/* test_stats.c - player and tournament statistics on a small tournament
 * computed by hand.
 *
 * Two series, seven players.
 *   Series 1: table 1 (4-table) players 1 2 3 4, table 2 (3-table) 5 6 7
 *   Series 2: table 1 (3-table) players 1 5 6,   table 2 (4-table) 2 3 4 7
 * Games (value booked, score):
 *   S1 T1: P1 clubs won 48 (+48); passed; P2 grand hand lost 72 (-144);
 *          P1 null lost 23 (-46); P3 spades overbid 36 (-72)
 *   S1 T2: P5 hearts won 30 Schneider (+30); P6 null ouvert won 46 (+46); passed
 *   S2 T1: P1 grand hand won 96 Schneider (+96); P5 diamonds lost 18 (-36);
 *          P6 clubs won 24 (+24)
 *   S2 T2: P7 clubs won 36 (+36); P2 hearts won 20 (+20); passed;
 *          P4 spades lost 44 Schneider Schwarz (-88)
 * Seeger per series (own points + 50 x (won - lost) + others' lost x 30/40):
 *   P1: S1 2 + 0 + 2x30 = 62          S2 96 + 50 + 1x40 = 186
 *   P2: S1 -144 - 50 + 2x30 = -134    S2 20 + 50 + 1x30 = 100
 *   P3: S1 -72 - 50 + 2x30 = -62      S2 0 + 0 + 1x30 = 30
 *   P4: S1 0 + 0 + 3x30 = 90          S2 -88 - 50 + 0 = -138
 *   P5: S1 30 + 50 = 80               S2 -36 - 50 + 0 = -86
 *   P6: S1 46 + 50 = 96               S2 24 + 50 + 1x40 = 114
 *   P7: S1 0                          S2 36 + 50 + 1x30 = 116
 */
#include "stats.h"
#include "th.h"

#define G(ser, tab, decl, c, h, ov, sn, sw, w, ob, val, sc) \
    {0, ser, tab, false, decl, c, h, ov, sn, sw, w, ob, val, sc, false, {0}}
#define PASSED(ser, tab) {.series = ser, .table = tab, .passed = true}

static const stats_game games[] = {
    G(1, 1, 1, RULES_CLUBS, false, false, false, false, true, false, 48, 48),
    PASSED(1, 1),
    G(1, 1, 2, RULES_GRAND, true, false, false, false, false, false, 72, -144),
    G(1, 1, 1, RULES_NULL, false, false, false, false, false, false, 23, -46),
    G(1, 1, 3, RULES_SPADES, false, false, false, false, false, true, 36, -72),
    G(1, 2, 5, RULES_HEARTS, false, false, true, false, true, false, 30, 30),
    G(1, 2, 6, RULES_NULL, false, true, false, false, true, false, 46, 46),
    PASSED(1, 2),
    G(2, 1, 1, RULES_GRAND, true, false, true, false, true, false, 96, 96),
    G(2, 1, 5, RULES_DIAMONDS, false, false, false, false, false, false, 18, -36),
    G(2, 1, 6, RULES_CLUBS, false, false, false, false, true, false, 24, 24),
    G(2, 2, 7, RULES_CLUBS, false, false, false, false, true, false, 36, 36),
    G(2, 2, 2, RULES_HEARTS, false, false, false, false, true, false, 20, 20),
    PASSED(2, 2),
    G(2, 2, 4, RULES_SPADES, false, false, true, true, false, false, 44, -88),
};

#define S(ser, tab, size, p) {0, ser, tab, size, p}
static const stats_seat seats[] = {
    S(1, 1, 4, 1), S(1, 1, 4, 2), S(1, 1, 4, 3), S(1, 1, 4, 4),
    S(1, 2, 3, 5), S(1, 2, 3, 6), S(1, 2, 3, 7),
    S(2, 1, 3, 1), S(2, 1, 3, 5), S(2, 1, 3, 6),
    S(2, 2, 4, 2), S(2, 2, 4, 3), S(2, 2, 4, 4), S(2, 2, 4, 7),
};

static const stats_place places[] = {
    {0, 6, 1, false, 7}, {0, 1, 2, false, 7}, {0, 7, 3, false, 7}, {0, 4, 4, false, 7},
    {0, 3, 5, false, 7}, {0, 5, 6, false, 7}, {0, 2, 7, false, 7},
    {0, 99, 1, false, 7}, /* no seat: ignored */
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

static stats_result r;

static int compute(void)
{
    sk_err err;
    sk_err_clear(&err);
    return stats_compute(games, N(games), seats, N(seats), places, N(places), &r, &err);
}

static void check_seeger(const stats_line *l, int s1, int s2)
{
    TH_EQ_INT(l->nseries, 2);
    if (l->nseries != 2)
        return;
    TH_EQ_INT(l->series[0].series, 1);
    TH_EQ_INT(l->series[0].total, s1);
    TH_EQ_INT(l->series[1].series, 2);
    TH_EQ_INT(l->series[1].total, s2);
    TH_EQ_INT(l->seeger_sum, s1 + s2);
    TH_EQ_INT(l->seeger_best, s1 > s2 ? s1 : s2);
    TH_EQ_INT(l->seeger_worst, s1 < s2 ? s1 : s2);
}

static void players(void)
{
    TH_EQ_INT(compute(), SK_OK);
    TH_EQ_INT(r.n, 7);
    TH_EQ_INT(r.events, 1);
    const stats_line *p1 = stats_find(&r, 1);
    TH_CHECK(p1 != NULL);
    if (!p1)
        return;
    TH_EQ_INT(p1->declared, 3);
    TH_EQ_INT(p1->won, 2);
    TH_EQ_INT(p1->lost, 1);
    TH_EQ_INT(p1->suit.declared, 1);
    TH_EQ_INT(p1->suit.won, 1);
    TH_EQ_INT(p1->grand.declared, 1);
    TH_EQ_INT(p1->grand.won, 1);
    TH_EQ_INT(p1->null.declared, 1);
    TH_EQ_INT(p1->null.won, 0);
    TH_EQ_INT(p1->hand.declared, 1);
    TH_EQ_INT(p1->hand.won, 1);
    TH_EQ_INT(p1->ouvert.declared, 0);
    TH_EQ_INT(p1->overbid, 0);
    TH_EQ_INT(p1->schneider, 1);
    TH_EQ_INT(p1->schwarz, 0);
    TH_EQ_INT(p1->value_sum, 167);
    TH_EQ_INT(p1->best_value, 96);
    TH_EQ_INT(p1->games, 8);
    TH_EQ_INT(p1->passed, 1);
    check_seeger(p1, 62, 186);
    TH_EQ_INT(p1->nplaces, 1);
    TH_EQ_INT(p1->places[0].rank, 2);
    TH_EQ_INT(p1->places[0].field, 7);

    const stats_line *p2 = stats_find(&r, 2);
    TH_EQ_INT(p2->declared, 2);
    TH_EQ_INT(p2->won, 1);
    TH_EQ_INT(p2->grand.declared, 1);
    TH_EQ_INT(p2->grand.won, 0);
    TH_EQ_INT(p2->hand.declared, 1);
    TH_EQ_INT(p2->hand.won, 0);
    TH_EQ_INT(p2->value_sum, 92);
    TH_EQ_INT(p2->best_value, 20);
    TH_EQ_INT(p2->games, 9);
    TH_EQ_INT(p2->passed, 2);
    check_seeger(p2, -134, 100);
    TH_EQ_INT(p2->places[0].rank, 7);

    const stats_line *p3 = stats_find(&r, 3);
    TH_EQ_INT(p3->declared, 1);
    TH_EQ_INT(p3->lost, 1);
    TH_EQ_INT(p3->overbid, 1);
    TH_EQ_INT(p3->best_value, 0);
    check_seeger(p3, -62, 30);

    const stats_line *p4 = stats_find(&r, 4);
    TH_EQ_INT(p4->schneider, 1);
    TH_EQ_INT(p4->schwarz, 1);
    TH_EQ_INT(p4->value_sum, 44);
    check_seeger(p4, 90, -138);

    const stats_line *p5 = stats_find(&r, 5);
    TH_EQ_INT(p5->suit.declared, 2);
    TH_EQ_INT(p5->suit.won, 1);
    TH_EQ_INT(p5->games, 6);
    TH_EQ_INT(p5->passed, 1);
    check_seeger(p5, 80, -86);

    const stats_line *p6 = stats_find(&r, 6);
    TH_EQ_INT(p6->won, 2);
    TH_EQ_INT(p6->null.won, 1);
    TH_EQ_INT(p6->ouvert.declared, 1);
    TH_EQ_INT(p6->ouvert.won, 1);
    TH_EQ_INT(p6->best_value, 46);
    check_seeger(p6, 96, 114);

    const stats_line *p7 = stats_find(&r, 7);
    TH_EQ_INT(p7->declared, 1);
    TH_EQ_INT(p7->games, 7);
    TH_EQ_INT(p7->passed, 2);
    check_seeger(p7, 0, 116);
    TH_CHECK(stats_find(&r, 99) == NULL);
    stats_free(&r);
}

static void totals(void)
{
    TH_EQ_INT(compute(), SK_OK);
    const stats_line *t = &r.total;
    TH_EQ_INT(t->player, 0);
    TH_EQ_INT(t->declared, 12);
    TH_EQ_INT(t->won, 7);
    TH_EQ_INT(t->lost, 5);
    TH_EQ_INT(t->suit.declared, 8);
    TH_EQ_INT(t->suit.won, 5);
    TH_EQ_INT(t->grand.declared, 2);
    TH_EQ_INT(t->grand.won, 1);
    TH_EQ_INT(t->null.declared, 2);
    TH_EQ_INT(t->null.won, 1);
    TH_EQ_INT(t->hand.declared, 2);
    TH_EQ_INT(t->hand.won, 1);
    TH_EQ_INT(t->ouvert.declared, 1);
    TH_EQ_INT(t->overbid, 1);
    TH_EQ_INT(t->schneider, 3);
    TH_EQ_INT(t->schwarz, 1);
    TH_EQ_INT(t->value_sum, 493);
    TH_EQ_INT(t->best_value, 96);
    TH_EQ_INT(t->games, 15);   /* each game once, not once per player */
    TH_EQ_INT(t->passed, 3);
    TH_EQ_INT(t->nseries, 14); /* 7 players x 2 series */
    TH_EQ_INT(t->seeger_sum, 454);
    TH_EQ_INT(t->seeger_best, 186);
    TH_EQ_INT(t->seeger_worst, -138);
    TH_EQ_INT(t->nplaces, 0);
    stats_free(&r);
}

static void arithmetic(void)
{
    TH_EQ_INT(stats_permille(2, 3), 667);
    TH_EQ_INT(stats_permille(1, 3), 333);
    TH_EQ_INT(stats_permille(1, 8), 125);
    TH_EQ_INT(stats_permille(5, 0), 0);
    TH_EQ_INT(stats_avg10(167, 3), 557);  /* 55.67 */
    TH_EQ_INT(stats_avg10(-34, 2), -170);
    TH_EQ_INT(stats_avg10(-5, 4), -13);   /* -1.25 */
    TH_EQ_INT(stats_avg10(5, 4), 13);
    TH_EQ_INT(stats_avg10(7, 0), 0);
}

static void refusals(void)
{
    sk_err err;
    stats_seat bad_size[] = {S(1, 1, 5, 1)};
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(NULL, 0, bad_size, 1, NULL, 0, &r, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "table size 5");

    stats_seat twice[] = {S(1, 1, 3, 1), S(1, 1, 3, 2), S(1, 1, 3, 3), S(1, 2, 3, 1),
                          S(1, 2, 3, 4), S(1, 2, 3, 5)};
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(NULL, 0, twice, N(twice), NULL, 0, &r, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "player 1 is seated twice in series 1");

    stats_game stranger[] = {G(1, 1, 9, RULES_CLUBS, false, false, false, false, true, false, 24, 24)};
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(stranger, 1, seats, N(seats), NULL, 0, &r, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "declarer 9 has no seat");

    stats_game nowhere[] = {G(1, 3, 1, RULES_CLUBS, false, false, false, false, true, false, 24, 24)};
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(nowhere, 1, seats, N(seats), NULL, 0, &r, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "table 3");
    TH_EQ_INT(r.n, 0);

    stats_game passed_decl[] = {{0, 1, 1, true, 2, RULES_CLUBS, false, false, false, false,
                                 false, false, 0, 0, false, {0}}};
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(passed_decl, 1, seats, N(seats), NULL, 0, &r, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "series 1, table 1: a passed game with a declarer");
    TH_EQ_INT(r.n, 0);

    stats_seat bad_series[] = {S(0, 1, 3, 1)};
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(NULL, 0, bad_series, 1, NULL, 0, &r, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "seat of player 1: event 0, series 0, table 1");

    /* nothing at all: an empty result */
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(NULL, 0, NULL, 0, NULL, 0, &r, &err), SK_OK);
    TH_EQ_INT(r.n, 0);
    TH_EQ_INT(r.total.declared, 0);
    stats_free(&r);
}

static void two_events(void)
{
    /* the same players in a second tournament: lines sum both, series
     * listed per event */
    stats_game g2[N(games) * 2];
    stats_seat s2[N(seats) * 2];
    for (size_t i = 0; i < N(games); i++) {
        g2[i] = g2[i + N(games)] = games[i];
        g2[i + N(games)].event = 1;
    }
    for (size_t i = 0; i < N(seats); i++) {
        s2[i] = s2[i + N(seats)] = seats[i];
        s2[i + N(seats)].event = 1;
    }
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(g2, N(g2), s2, N(s2), NULL, 0, &r, &err), SK_OK);
    TH_EQ_INT(r.events, 2);
    const stats_line *p1 = stats_find(&r, 1);
    TH_EQ_INT(p1->declared, 6);
    TH_EQ_INT(p1->nseries, 4);
    TH_EQ_INT(p1->series[2].event, 1);
    TH_EQ_INT(p1->series[2].total, 62);
    TH_EQ_INT(p1->seeger_sum, 2 * 248);
    TH_EQ_INT(r.total.games, 30);
    stats_free(&r);
}

/* House rules (rules-house-schafkopf.md B.4.3 ramsch_on_pass): a Ramsch is
 * played when all pass; the statistics count it apart from the passed
 * games (issue 29 item 9). */
static void ramsch_apart(void)
{
    stats_game g[N(games) + 1];
    for (size_t i = 0; i < N(games); i++)
        g[i] = games[i];
    /* S1 T1's passed game becomes a Ramsch; one more Ramsch at S1 T2 */
    g[1].ramsch = true;
    g[N(games)] = (stats_game){.series = 1, .table = 2, .passed = true, .ramsch = true};
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(g, N(g), seats, N(seats), NULL, 0, &r, &err), SK_OK);
    TH_EQ_INT(r.total.passed, 2);
    TH_EQ_INT(r.total.ramsch, 2);
    TH_EQ_INT(r.total.games, (int)N(games) + 1);
    const stats_line *p1 = stats_find(&r, 1), *p5 = stats_find(&r, 5);
    TH_EQ_INT(p1->passed, 0);   /* S1 T1: the Ramsch; S2 T1: none */
    TH_EQ_INT(p1->ramsch, 1);
    TH_EQ_INT(p5->passed, 1);   /* S1 T2: one passed, one Ramsch */
    TH_EQ_INT(p5->ramsch, 1);
    stats_free(&r);
}

/* A 3-table (players 1 2 3) where player 4 takes seat 2 from game 3 on:
 *   g1 P1 clubs won +48   g2 P2 grand lost -144   g3 P4 hearts won +20
 *   g4 P3 null lost -46
 * Seeger (others' lost x 40 while the player sat there):
 *   P1: 48 + 50 + 2 x 40 (g2, g4) = 178     P2 (g1-g2): -144 - 50 = -194
 *   P4 (g3-g4): 20 + 50 + 1 x 40 (g4) = 110  P3: -46 - 50 + 1 x 40 (g2) = -56 */
static void substitute(void)
{
#define AT(a, b, c) .at = {0, a, b, c, 0}
    stats_game g[] = {
        {.series = 1, .table = 1, .declarer = 1, .contract = RULES_CLUBS, .won = true, .value = 48,
         .score = 48, AT(1, 2, 3)},
        {.series = 1, .table = 1, .declarer = 2, .contract = RULES_GRAND, .value = 72,
         .score = -144, AT(1, 2, 3)},
        {.series = 1, .table = 1, .declarer = 4, .contract = RULES_HEARTS, .won = true,
         .value = 20, .score = 20, AT(1, 4, 3)},
        {.series = 1, .table = 1, .declarer = 3, .contract = RULES_NULL, .value = 23,
         .score = -46, AT(1, 4, 3)},
    };
#undef AT
    stats_seat st[] = {S(1, 1, 3, 1), S(1, 1, 3, 2), S(1, 1, 3, 3), S(1, 1, 3, 4)};
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(stats_compute(g, N(g), st, N(st), NULL, 0, &r, &err), SK_OK);
    const int64_t want[][4] = {{1, 178, 4, 1}, {2, -194, 2, 1}, {3, -56, 4, 1}, {4, 110, 2, 1}};
    for (size_t i = 0; i < N(want); i++) {
        const stats_line *l = stats_find(&r, want[i][0]);
        TH_EQ_INT(l && l->nseries == 1, 1);
        if (!l || l->nseries != 1)
            continue;
        TH_EQ_INT(l->series[0].total, want[i][1]);
        TH_EQ_INT(l->games, want[i][2]);
        TH_EQ_INT(l->declared, want[i][3]);
    }
    TH_EQ_INT(r.total.games, 4);
    stats_free(&r);
}

int main(void)
{
    TH_SUITE("stats");
    TH_RUN(players);
    TH_RUN(totals);
    TH_RUN(arithmetic);
    TH_RUN(refusals);
    TH_RUN(two_events);
    TH_RUN(ramsch_apart);
    TH_RUN(substitute);
    return th_done();
}
