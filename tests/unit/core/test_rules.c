/* test_rules.c - the rules engine (app/core/rules.c) against ../shared/rules.md.
 *
 * Every expected value here is worked out by hand from the rules (the
 * working is written next to it), never taken from the program.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "rules.h"
#include "th.h"

static sk_err last_err;
static char last_msg[1024];

/* A game with the given contract and matadors (+n with, -n without). */
static rules_game mk(rules_contract c, int mat)
{
    rules_game g;
    rules_game_init(&g);
    g.contract = c;
    g.matadors = mat;
    return g;
}

static rules_game pts(rules_contract c, int mat, int points)
{
    rules_game g = mk(c, mat);
    g.points = points;
    return g;
}

static rules_game res(rules_contract c, int mat, rules_result r)
{
    rules_game g = mk(c, mat);
    g.result = r;
    return g;
}

static int ev(const rules_game *g, int table, rules_outcome *o)
{
    sk_err_clear(&last_err);
    memset(o, 0x5a, sizeof *o);
    int rc = rules_evaluate(g, table, o, &last_err);
    snprintf(last_msg, sizeof last_msg, "%s", rc == SK_OK ? "" : last_err.msg);
    return rc;
}

/* Evaluate a game that must be valid and check value, won and score. */
#define EXPECT(g, table, want_value, want_won, want_score)                     \
    do {                                                                       \
        rules_outcome o_;                                                      \
        int rc_ = ev(&(g), (table), &o_);                                      \
        TH_EQ_INT(rc_, SK_OK);                                                 \
        if (rc_ != SK_OK)                                                      \
            printf("    unexpected error: %s\n", last_msg);                   \
        TH_EQ_INT(o_.value, (want_value));                                     \
        TH_EQ_INT(o_.won, (want_won));                                         \
        TH_EQ_INT(o_.score, (want_score));                                     \
    } while (0)

/* The game must be refused with SK_INVALID and a message containing text. */
#define REFUSED(g, table, text)                                                \
    do {                                                                       \
        rules_outcome o_;                                                      \
        TH_EQ_INT(ev(&(g), (table), &o_), SK_INVALID);                         \
        TH_CONTAINS(last_msg, (text));                                         \
    } while (0)

/* ---------------------------------------------------------------- 1 */

static void test_base_values(void)
{
    TH_EQ_INT(rules_base_value(RULES_CLUBS), 12);
    TH_EQ_INT(rules_base_value(RULES_SPADES), 11);
    TH_EQ_INT(rules_base_value(RULES_HEARTS), 10);
    TH_EQ_INT(rules_base_value(RULES_DIAMONDS), 9);
    TH_EQ_INT(rules_base_value(RULES_GRAND), 24);
    TH_EQ_INT(rules_base_value(RULES_NULL), 0);
    /* and the base is what the outcome reports */
    rules_game g = pts(RULES_HEARTS, 1, 70);
    rules_outcome o;
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.base, 10);
}

static void test_contract_names(void)
{
    static const struct {
        const char *s;
        rules_contract c;
    } ok[] = {
        {"clubs", RULES_CLUBS},       {"CLUBS", RULES_CLUBS},     {"Kreuz", RULES_CLUBS},
        {"kreuz", RULES_CLUBS},       {"EICHEL", RULES_CLUBS},    {"spades", RULES_SPADES},
        {"Pik", RULES_SPADES},        {"gruen", RULES_SPADES},    {"Gruen", RULES_SPADES},
        {"grün", RULES_SPADES},       {"Grün", RULES_SPADES},     {"GRÜN", RULES_SPADES},
        {"gRÜn", RULES_SPADES},       {"GRüN", RULES_SPADES},     {"blatt", RULES_SPADES},
        {"hearts", RULES_HEARTS},     {"Herz", RULES_HEARTS},     {"rot", RULES_HEARTS},
        {"diamonds", RULES_DIAMONDS}, {"Karo", RULES_DIAMONDS},   {"schellen", RULES_DIAMONDS},
        {"grand", RULES_GRAND},       {"Grand", RULES_GRAND},     {"null", RULES_NULL},
        {"NULL", RULES_NULL},
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        rules_contract c = RULES_NCONTRACTS;
        bool r = rules_parse_contract(ok[i].s, &c);
        if (!r || c != ok[i].c)
            printf("    contract '%s' not parsed as %d\n", ok[i].s, (int)ok[i].c);
        TH_CHECK(r);
        TH_EQ_INT(c, ok[i].c);
    }
    static const char *bad[] = {"", "club", "clubss", "kreu", "gr", "grüne", "gruen ",
                                "hearts1", "nul", "karo-", "ramsch"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        rules_contract c = RULES_GRAND;
        TH_CHECK(!rules_parse_contract(bad[i], &c));
    }
    TH_EQ_STR(rules_contract_name(RULES_CLUBS), "clubs");
    TH_EQ_STR(rules_contract_name(RULES_SPADES), "spades");
    TH_EQ_STR(rules_contract_name(RULES_HEARTS), "hearts");
    TH_EQ_STR(rules_contract_name(RULES_DIAMONDS), "diamonds");
    TH_EQ_STR(rules_contract_name(RULES_GRAND), "grand");
    TH_EQ_STR(rules_contract_name(RULES_NULL), "null");
}

static void test_game_init(void)
{
    rules_game g;
    memset(&g, 0x77, sizeof g);
    rules_game_init(&g);
    TH_EQ_INT(g.contract, RULES_CLUBS);
    TH_EQ_INT(g.matadors, 0);
    TH_EQ_INT(g.bid, 18);
    TH_EQ_INT(g.points, RULES_POINTS_NONE);
    TH_EQ_INT(g.result, RULES_RES_NONE);
    TH_EQ_INT(g.announce, RULES_ANN_NONE);
    TH_CHECK(!g.hand && !g.ouvert && !g.schwarz && !g.schneider);
}

/* ---------------------------------------------------------------- 2 */

static void test_matadors_and_simple_games(void)
{
    rules_game g;
    /* clubs with 1: (1 + Spiel) x 12 = 24 */
    g = pts(RULES_CLUBS, 1, 61);
    EXPECT(g, 3, 24, true, 24);
    /* clubs without 3: (3 + 1) x 12 = 48 */
    g = pts(RULES_CLUBS, -3, 70);
    EXPECT(g, 3, 48, true, 48);
    /* spades with 11 (all trumps): (11 + 1) x 11 = 132 */
    g = pts(RULES_SPADES, 11, 80);
    EXPECT(g, 3, 132, true, 132);
    /* hearts without 11: (11 + 1) x 10 = 120 */
    g = pts(RULES_HEARTS, -11, 70);
    EXPECT(g, 3, 120, true, 120);
    /* diamonds with 4: 5 x 9 = 45 */
    g = pts(RULES_DIAMONDS, 4, 88);
    EXPECT(g, 3, 45, true, 45);
    /* grand with 4: 5 x 24 = 120; grand without 4: same */
    g = pts(RULES_GRAND, 4, 75);
    EXPECT(g, 3, 120, true, 120);
    g = pts(RULES_GRAND, -4, 75);
    EXPECT(g, 3, 120, true, 120);
    /* grand with 1: 2 x 24 = 48 */
    g = pts(RULES_GRAND, 1, 61);
    EXPECT(g, 3, 48, true, 48);

    /* the derivation: clubs with 2, hand, 75: 2 + game + hand = 4 x 12 */
    g = pts(RULES_CLUBS, 2, 75);
    g.hand = true;
    rules_outcome o;
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.base, 12);
    TH_EQ_INT(o.matadors, 2);
    TH_EQ_INT(o.levels, 2);
    TH_EQ_INT(o.multiplier, 4);
    TH_EQ_INT(o.real_value, 48);
    TH_EQ_INT(o.value, 48);
    TH_CHECK(o.lv_hand && !o.lv_schneider && !o.lv_schneider_ann && !o.lv_schwarz &&
             !o.lv_schwarz_ann && !o.lv_ouvert);
    TH_CHECK(o.won && !o.overbid && !o.null_below_bid);
    TH_EQ_INT(o.score, 48);
    TH_EQ_INT(o.seeger, 98);
    TH_EQ_INT(o.opponent_bonus, 0);
    /* without: matadors reported signed */
    g = pts(RULES_DIAMONDS, -2, 70);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.matadors, -2);
    TH_EQ_INT(o.multiplier, 3);
    TH_EQ_INT(o.value, 27);
}

static void test_won_lost_boundary(void)
{
    rules_game g;
    /* hearts with 1 = 20: 61 wins, 60 loses (the opponents win with 60) */
    g = pts(RULES_HEARTS, 1, 61);
    EXPECT(g, 3, 20, true, 20);
    g = pts(RULES_HEARTS, 1, 60);
    EXPECT(g, 3, 20, false, -40);
    /* hand games lost are doubled too: hearts with 1 hand = 3 x 10 = 30, -60 */
    g = pts(RULES_HEARTS, 1, 59);
    g.hand = true;
    EXPECT(g, 3, 30, false, -60);
    /* extremes of legal points */
    g = pts(RULES_HEARTS, 1, 2);           /* declarer schneider: 3 x 10 */
    EXPECT(g, 3, 30, false, -60);
    g = pts(RULES_HEARTS, 1, 118);         /* opponents schneider: 30 */
    EXPECT(g, 3, 30, true, 30);
}

static void test_schneider_by_points(void)
{
    rules_game g;
    /* declarer 90: opponents 30 = schneider: hearts with 1 (1+1+1) x 10 = 30 */
    g = pts(RULES_HEARTS, 1, 90);
    EXPECT(g, 3, 30, true, 30);
    /* 89: opponents 31, no schneider: 20 */
    g = pts(RULES_HEARTS, 1, 89);
    EXPECT(g, 3, 20, true, 20);
    /* 120 but opponents took a (zero-point) trick: schneider, not schwarz: 30 */
    g = pts(RULES_HEARTS, 1, 120);
    EXPECT(g, 3, 30, true, 30);
    /* lost with declarer schneider (<= 30): the level counts against him */
    g = pts(RULES_HEARTS, 1, 30);
    EXPECT(g, 3, 30, false, -60);
    g = pts(RULES_HEARTS, 1, 31);
    EXPECT(g, 3, 20, false, -40);
    /* grand with 2, 0 points but a zero trick: (2+1+1) x 24 = 96, -192 */
    g = pts(RULES_GRAND, 2, 0);
    EXPECT(g, 3, 96, false, -192);
    rules_outcome o;
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(o.lv_schneider && !o.lv_schwarz && !o.lv_schneider_ann);
}

static void test_schwarz_by_flag(void)
{
    rules_game g;
    rules_outcome o;
    /* opponents took no trick: spades with 2, 120 + schwarz:
     * 2 + game + schneider + schwarz = 5 x 11 = 55 */
    g = pts(RULES_SPADES, 2, 120);
    g.schwarz = true;
    EXPECT(g, 3, 55, true, 55);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(o.lv_schneider && o.lv_schwarz && !o.lv_schwarz_ann && !o.lv_schneider_ann);
    TH_EQ_INT(o.levels, 3);
    /* declarer took no trick (0 points): 55 lost, -110 */
    g = pts(RULES_SPADES, 2, 0);
    g.schwarz = true;
    EXPECT(g, 3, 55, false, -110);
    /* declarer took no trick but has the skat, 22 points (two aces): same */
    g = pts(RULES_SPADES, 2, 22);
    g.schwarz = true;
    EXPECT(g, 3, 55, false, -110);
    /* without the flag the same 0 points: no schwarz level: 4 x 11 = 44 */
    g = pts(RULES_SPADES, 2, 0);
    EXPECT(g, 3, 44, false, -88);
    /* grand hand with 3, schwarz won: 3 + game + hand + schneider + schwarz
     * = 7 x 24 = 168 */
    g = pts(RULES_GRAND, 3, 120);
    g.hand = true;
    g.schwarz = true;
    EXPECT(g, 4, 168, true, 168);
}

static void test_announcements(void)
{
    rules_game g;
    rules_outcome o;
    /* grand hand with 4, Schneider announced, declarer 90:
     * 4 + game + hand + schneider + announced = 8 x 24 = 192, won */
    g = pts(RULES_GRAND, 4, 90);
    g.hand = true;
    g.announce = RULES_ANN_SCHNEIDER;
    EXPECT(g, 3, 192, true, 192);
    /* rules.md 4: the same with 89: 192, lost, -384 */
    g.points = 89;
    EXPECT(g, 3, 192, false, -384);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(o.lv_hand && o.lv_schneider && o.lv_schneider_ann && !o.lv_schwarz);
    TH_EQ_INT(o.multiplier, 8);
    TH_EQ_INT(o.seeger, -434);
    TH_EQ_INT(o.opponent_bonus, 40);
    TH_EQ_INT(ev(&g, 4, &o), SK_OK);
    TH_EQ_INT(o.opponent_bonus, 30);
    TH_EQ_INT(o.score, -384);
    /* announced schneider, declarer himself ends with 30: one schneider
     * level only: still 192, lost */
    g.points = 30;
    EXPECT(g, 3, 192, false, -384);
    /* announced schneider and schwarz reached: + schwarz = 9 x 24 = 216 */
    g.points = 120;
    g.schwarz = true;
    EXPECT(g, 3, 216, true, 216);

    /* Schwarz announced: clubs hand with 1: 1 + game + hand + schneider +
     * announced + schwarz + announced = 7 x 12 = 84 */
    g = pts(RULES_CLUBS, 1, 120);
    g.hand = true;
    g.announce = RULES_ANN_SCHWARZ;
    g.schwarz = true;
    EXPECT(g, 3, 84, true, 84);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(o.lv_schneider && o.lv_schneider_ann && o.lv_schwarz && o.lv_schwarz_ann &&
             !o.lv_ouvert);
    /* ... but a trick lost (120 points, no schwarz): lost, 84, -168 */
    g.schwarz = false;
    EXPECT(g, 3, 84, false, -168);
    /* ... with 100 points: still lost with the announced levels */
    g.points = 100;
    EXPECT(g, 3, 84, false, -168);
    /* ... and with 40: 84, lost, -168 (announced levels count once) */
    g.points = 40;
    EXPECT(g, 3, 84, false, -168);
    /* declarer himself schwarz (0 points, flag) after announcing schwarz:
     * the levels are counted once: 84 lost */
    g.points = 0;
    g.schwarz = true;
    EXPECT(g, 3, 84, false, -168);
}

static void test_ouvert_official_examples(void)
{
    rules_game g;
    rules_outcome o;
    /* clubs ouvert with 2 = (2+7) x 12 = 108 */
    g = pts(RULES_CLUBS, 2, 120);
    g.hand = true;
    g.ouvert = true;
    g.schwarz = true;
    EXPECT(g, 3, 108, true, 108);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.levels, 7);
    TH_EQ_INT(o.multiplier, 9);
    TH_CHECK(o.lv_hand && o.lv_schneider && o.lv_schneider_ann && o.lv_schwarz &&
             o.lv_schwarz_ann && o.lv_ouvert);
    TH_EQ_INT(o.seeger, 158);
    /* ouvert includes the schwarz announcement even when not given */
    TH_EQ_INT(g.announce, RULES_ANN_NONE);
    /* a trick lost: 108 lost, -216 */
    g.schwarz = false;
    EXPECT(g, 3, 108, false, -216);
    /* by result */
    g = res(RULES_CLUBS, 2, RULES_RES_WON);
    g.hand = g.ouvert = true;
    EXPECT(g, 3, 108, true, 108);
    /* grand ouvert with 4 = (4+7) x 24 = 264, the highest value */
    g = res(RULES_GRAND, 4, RULES_RES_WON);
    g.hand = g.ouvert = true;
    EXPECT(g, 3, 264, true, 264);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.multiplier, 11);
    TH_EQ_INT(o.seeger, 314);
    g.result = RULES_RES_LOST;
    EXPECT(g, 4, 264, false, -528);
    TH_EQ_INT(ev(&g, 4, &o), SK_OK);
    TH_EQ_INT(o.seeger, -578);
    TH_EQ_INT(o.opponent_bonus, 30);
    /* ouvert with an explicit schwarz announcement is the same game */
    g.announce = RULES_ANN_SCHWARZ;
    EXPECT(g, 4, 264, false, -528);
    g.announce = RULES_ANN_SCHNEIDER;
    EXPECT(g, 4, 264, false, -528);
}

/* ---------------------------------------------------------------- 3 */

static void test_null_values(void)
{
    static const struct {
        bool hand, ouvert;
        int value;
    } nv[] = {{false, false, 23}, {true, false, 35}, {false, true, 46}, {true, true, 59}};
    for (int i = 0; i < 4; i++) {
        for (int t = 3; t <= 4; t++) {
            rules_game g = res(RULES_NULL, 0, RULES_RES_WON);
            g.hand = nv[i].hand;
            g.ouvert = nv[i].ouvert;
            rules_outcome o;
            TH_EQ_INT(ev(&g, t, &o), SK_OK);
            TH_EQ_INT(o.value, nv[i].value);
            TH_EQ_INT(o.real_value, nv[i].value);
            TH_CHECK(o.won && !o.overbid && !o.null_below_bid);
            TH_EQ_INT(o.score, nv[i].value);
            TH_EQ_INT(o.seeger, nv[i].value + 50);
            TH_EQ_INT(o.opponent_bonus, 0);
            TH_EQ_INT(o.base, 0);
            TH_EQ_INT(o.multiplier, 0);
            TH_EQ_INT(o.levels, 0);
            TH_CHECK(!o.lv_hand && !o.lv_schneider && !o.lv_schwarz && !o.lv_ouvert);
            g.result = RULES_RES_LOST;
            TH_EQ_INT(ev(&g, t, &o), SK_OK);
            TH_EQ_INT(o.value, nv[i].value);
            TH_CHECK(!o.won && !o.overbid && !o.null_below_bid);
            TH_EQ_INT(o.score, -2 * nv[i].value);
            TH_EQ_INT(o.seeger, -2 * nv[i].value - 50);
            TH_EQ_INT(o.opponent_bonus, t == 3 ? 40 : 30);
        }
    }
    /* the explicit numbers: 23 -46, 35 -70, 46 -92, 59 -118 */
    rules_game g = res(RULES_NULL, 0, RULES_RES_LOST);
    EXPECT(g, 3, 23, false, -46);
    g.hand = true;
    EXPECT(g, 3, 35, false, -70);
    g.hand = false;
    g.ouvert = true;
    EXPECT(g, 3, 46, false, -92);
    g.hand = true;
    EXPECT(g, 3, 59, false, -118);
    g.result = RULES_RES_WON;
    EXPECT(g, 3, 59, true, 59);
}

static void test_null_below_bid(void)
{
    /* Decision: lost (overbid), -2 x its own null value, no raise */
    static const struct {
        bool hand, ouvert;
        int bid, value;
    } c[] = {{false, false, 24, 23}, {true, false, 36, 35}, {false, true, 48, 46},
             {true, true, 60, 59},   {false, false, 264, 23}, {true, false, 59, 35}};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        for (int r = RULES_RES_WON; r <= RULES_RES_LOST; r++) {
            rules_game g = res(RULES_NULL, 0, (rules_result)r);
            g.hand = c[i].hand;
            g.ouvert = c[i].ouvert;
            g.bid = c[i].bid;
            rules_outcome o;
            TH_EQ_INT(ev(&g, 3, &o), SK_OK);
            TH_EQ_INT(o.value, c[i].value);
            TH_EQ_INT(o.real_value, c[i].value);
            TH_CHECK(!o.won);
            TH_CHECK(o.overbid);
            TH_CHECK(o.null_below_bid);
            TH_EQ_INT(o.score, -2 * c[i].value);
            TH_EQ_INT(o.seeger, -2 * c[i].value - 50);
            TH_EQ_INT(o.opponent_bonus, 40);
        }
    }
    /* bid equal to the null value is fine; null hand 35 on a bid of 30 too */
    rules_game g = res(RULES_NULL, 0, RULES_RES_WON);
    g.bid = 23;
    EXPECT(g, 3, 23, true, 23);
    g.hand = true;
    g.bid = 30;
    EXPECT(g, 3, 35, true, 35);
    rules_outcome o;
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(!o.null_below_bid && !o.overbid);
}

/* A bid above the highest value of the announced contract: booked as
 * overbid (unchanged) with a warning naming that value and the bids made by
 * dropping one digit.  Highest values: (11 matadors + 7 levels) x base. */
static void test_bid_above_max(void)
{
    TH_EQ_INT(rules_max_value(RULES_CLUBS), 216);
    TH_EQ_INT(rules_max_value(RULES_SPADES), 198);
    TH_EQ_INT(rules_max_value(RULES_HEARTS), 180);
    TH_EQ_INT(rules_max_value(RULES_DIAMONDS), 162);
    TH_EQ_INT(rules_max_value(RULES_GRAND), 264);
    TH_EQ_INT(rules_max_value(RULES_NULL), 59);
    static const struct {
        rules_contract c;
        int bid;
        bool above;
        const char *text;
    } k[] = {
        {RULES_SPADES, 264, true, "bid 264 is above the highest spades game, 198: did you mean 24?"},
        {RULES_SPADES, 198, false, ""},  /* the highest itself: possible */
        {RULES_SPADES, 216, true, "bid 216 is above the highest spades game, 198"},
        {RULES_DIAMONDS, 198, true, "bid 198 is above the highest diamonds game, 162: did you mean 18?"},
        {RULES_HEARTS, 216, true, "bid 216 is above the highest hearts game, 180"},
        {RULES_CLUBS, 240, true, "bid 240 is above the highest clubs game, 216: did you mean 20, 24 or 40?"},
        {RULES_CLUBS, 216, false, ""},
        {RULES_GRAND, 264, false, ""},   /* grand reaches every bid */
    };
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++) {
        rules_game g = pts(k[i].c, 1, 80);
        g.bid = k[i].bid;
        rules_outcome o;
        TH_EQ_INT(ev(&g, 3, &o), SK_OK);
        TH_EQ_INT(o.bid_above_max, k[i].above);
        TH_CHECK(o.overbid && !o.won);
        char w[160];
        memset(w, 'x', sizeof w);
        rules_bid_above_text(&g, &o, w, sizeof w);
        TH_EQ_STR(w, k[i].text);
    }
    /* null: the null-below-bid warning, not this one */
    rules_game g = res(RULES_NULL, 0, RULES_RES_WON);
    g.bid = 264;
    rules_outcome o;
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(o.null_below_bid && !o.bid_above_max);
    /* a game within reach: no warning */
    g = pts(RULES_CLUBS, 1, 80);
    g.bid = 24;
    TH_EQ_INT(ev(&g, 4, &o), SK_OK);
    TH_CHECK(!o.bid_above_max && !o.overbid);
    /* truncated to the buffer, always terminated */
    g = pts(RULES_SPADES, 1, 80);
    g.bid = 264;
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    char small[8];
    rules_bid_above_text(&g, &o, small, sizeof small);
    TH_EQ_STR(small, "bid 264");
}

/* ---------------------------------------------------------------- 4 */

static void test_lost_is_double(void)
{
    /* diamonds with 3 hand lost: (3+1+1) x 9 = 45, -90 */
    rules_game g = pts(RULES_DIAMONDS, 3, 45);
    g.hand = true;
    EXPECT(g, 3, 45, false, -90);
    /* grand without 2 lost: 3 x 24 = 72, -144 */
    g = pts(RULES_GRAND, -2, 55);
    EXPECT(g, 4, 72, false, -144);
}

static void test_by_result(void)
{
    rules_game g;
    /* clubs with 1 won: 2 x 12 = 24 */
    g = res(RULES_CLUBS, 1, RULES_RES_WON);
    EXPECT(g, 3, 24, true, 24);
    /* won with schneider reached: 3 x 12 = 36 */
    g.schneider = true;
    EXPECT(g, 3, 36, true, 36);
    /* won with schwarz reached (implies schneider): 4 x 12 = 48 */
    g.schneider = false;
    g.schwarz = true;
    EXPECT(g, 3, 48, true, 48);
    g.schneider = true;
    EXPECT(g, 3, 48, true, 48);
    /* lost, declarer schneider: 36, -72; declarer schwarz: 48, -96 */
    g = res(RULES_CLUBS, 1, RULES_RES_LOST);
    EXPECT(g, 3, 24, false, -48);
    g.schneider = true;
    EXPECT(g, 3, 36, false, -72);
    g.schneider = false;
    g.schwarz = true;
    EXPECT(g, 3, 48, false, -96);
    /* conceded hand game, schneider announced: (1+1+1+1+1) x 12 = 60 */
    g = res(RULES_CLUBS, 1, RULES_RES_WON);
    g.hand = true;
    g.announce = RULES_ANN_SCHNEIDER;
    EXPECT(g, 3, 60, true, 60);
    g.result = RULES_RES_LOST;
    EXPECT(g, 3, 60, false, -120);
    /* schwarz announced, won: the announcement was fulfilled: 7 x 12 = 84 */
    g.announce = RULES_ANN_SCHWARZ;
    g.result = RULES_RES_WON;
    EXPECT(g, 3, 84, true, 84);
    g.result = RULES_RES_LOST;
    EXPECT(g, 3, 84, false, -168);
    /* grand hand with 2 won with schwarz reached: (2+1+1+1+1) x 24 = 144 */
    g = res(RULES_GRAND, 2, RULES_RES_WON);
    g.hand = true;
    g.schwarz = true;
    EXPECT(g, 3, 144, true, 144);
    /* result given with points must agree: won with 61, lost with 60 */
    g = pts(RULES_SPADES, 1, 61);
    g.result = RULES_RES_WON;
    EXPECT(g, 3, 22, true, 22);
    g = pts(RULES_SPADES, 1, 60);
    g.result = RULES_RES_LOST;
    EXPECT(g, 3, 22, false, -44);
    /* schneider flag with points that reach it is accepted */
    g = pts(RULES_SPADES, 1, 95);
    g.schneider = true;
    EXPECT(g, 3, 33, true, 33);
}

/* ---------------------------------------------------------------- 5 */

static void test_overbid(void)
{
    rules_game g;
    rules_outcome o;
    /* bid 36, diamonds with 2 (real (2+1) x 9 = 27): value 36, -72 */
    g = pts(RULES_DIAMONDS, 2, 70);
    g.bid = 36;
    EXPECT(g, 3, 36, false, -72);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.real_value, 27);
    TH_CHECK(o.overbid && !o.null_below_bid);
    TH_EQ_INT(o.seeger, -122);
    TH_EQ_INT(o.opponent_bonus, 40);
    /* the same with a result instead of points */
    g = res(RULES_DIAMONDS, 2, RULES_RES_WON);
    g.bid = 36;
    EXPECT(g, 3, 36, false, -72);
    /* hearts with 1 (20), bid 40: 40 is 4 x 10: -80 */
    g = pts(RULES_HEARTS, 1, 80);
    g.bid = 40;
    EXPECT(g, 3, 40, false, -80);
    /* clubs with 1 (24), bid 46: smallest multiple of 12 >= 46 is 48: -96 */
    g = pts(RULES_CLUBS, 1, 80);
    g.bid = 46;
    EXPECT(g, 3, 48, false, -96);
    /* spades with 1 (22), bid 23: 33, -66 */
    g = pts(RULES_SPADES, 1, 80);
    g.bid = 23;
    EXPECT(g, 3, 33, false, -66);
    /* grand with 1 (48), bid 50: 72, -144 */
    g = pts(RULES_GRAND, 1, 80);
    g.bid = 50;
    EXPECT(g, 4, 72, false, -144);
    /* diamonds with 1 (18), bid 35: 36 */
    g = pts(RULES_DIAMONDS, 1, 100); /* 100: schneider, real (1+1+1) x 9 = 27 */
    g.bid = 35;
    EXPECT(g, 3, 36, false, -72);
    /* value equal to the bid stands: clubs with 2 (36) bid 36 */
    g = pts(RULES_CLUBS, 2, 61);
    g.bid = 36;
    EXPECT(g, 3, 36, true, 36);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(!o.overbid);
    /* a lost game whose value reaches the bid is lost but not overbid */
    g.points = 40;
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(!o.overbid && !o.won);
    TH_EQ_INT(o.score, -72);
}

static void test_saved_by_schneider(void)
{
    rules_game g;
    rules_outcome o;
    /* bid 22, diamonds without 1 (18), declarer 90:
     * (1 + game + schneider) x 9 = 27 >= 22: won +27 */
    g = pts(RULES_DIAMONDS, -1, 90);
    g.bid = 22;
    EXPECT(g, 3, 27, true, 27);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(!o.overbid);
    /* with 89: real 18 < 22: overbid, value 27 (3 x 9), -54 */
    g.points = 89;
    EXPECT(g, 3, 27, false, -54);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_CHECK(o.overbid);
    TH_EQ_INT(o.real_value, 18);
    /* saved by result: --won --schneider */
    g = res(RULES_DIAMONDS, -1, RULES_RES_WON);
    g.schneider = true;
    g.bid = 22;
    EXPECT(g, 3, 27, true, 27);
    /* schwarz saves a higher bid: diamonds with 1 (18), 120 schwarz:
     * (1+1+1+1) x 9 = 36 >= bid 36 */
    g = pts(RULES_DIAMONDS, 1, 120);
    g.schwarz = true;
    g.bid = 36;
    EXPECT(g, 3, 36, true, 36);
}

static void test_legal_bids(void)
{
    /* rules.md 5: every possible game value up to 264, worked out from
     * bases 9/10/11/12 x 2..18, grand 24 x 2..11, null 23/35/46/59 */
    static const int legal[] = {
        18,  20,  22,  23,  24,  27,  30,  33,  35,  36,  40,  44,  45,  46,  48,  50,
        54,  55,  59,  60,  63,  66,  70,  72,  77,  80,  81,  84,  88,  90,  96,  99,
        100, 108, 110, 117, 120, 121, 126, 130, 132, 135, 140, 143, 144, 150, 153, 154,
        156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204, 216, 240, 264};
    int n = (int)(sizeof legal / sizeof legal[0]);
    TH_EQ_INT(n, 63);
    int k = 0, nlegal = 0;
    for (int v = -5; v <= 400; v++) {
        bool want = k < n && legal[k] == v;
        if (want)
            k++;
        if (rules_is_game_value(v) != want)
            printf("    rules_is_game_value(%d) should be %s\n", v, want ? "true" : "false");
        TH_EQ_INT(rules_is_game_value(v), want);
        nlegal += rules_is_game_value(v);
    }
    TH_EQ_INT(nlegal, 63);
    static const int refused[] = {19, 21, 25, 26, 28, 29, 31, 32, 34, 37, 38, 39, 41, 42, 43,
                                  47, 49, 51, 52, 53, 56, 57, 58, 61, 0, 1, 17, 119, 263, 265,
                                  270, 288};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
        TH_CHECK(!rules_is_game_value(refused[i]));

    /* rules_next_bid walks the same list */
    TH_EQ_INT(rules_next_bid(0), 18);
    TH_EQ_INT(rules_next_bid(17), 18);
    TH_EQ_INT(rules_next_bid(18), 20);
    TH_EQ_INT(rules_next_bid(20), 22);
    TH_EQ_INT(rules_next_bid(22), 23);
    TH_EQ_INT(rules_next_bid(23), 24);
    TH_EQ_INT(rules_next_bid(24), 27);
    TH_EQ_INT(rules_next_bid(25), 27);
    TH_EQ_INT(rules_next_bid(59), 60);
    TH_EQ_INT(rules_next_bid(198), 204);
    TH_EQ_INT(rules_next_bid(216), 240);
    TH_EQ_INT(rules_next_bid(240), 264);
    TH_EQ_INT(rules_next_bid(264), 0);
    TH_EQ_INT(rules_next_bid(500), 0);
    for (int i = 0; i + 1 < n; i++)
        TH_EQ_INT(rules_next_bid(legal[i]), legal[i + 1]);

    /* the bid is validated in rules_evaluate */
    rules_game g = pts(RULES_CLUBS, 1, 70);
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        g.bid = refused[i];
        char want[64];
        snprintf(want, sizeof want, "bid %d is not a possible game value", refused[i]);
        REFUSED(g, 3, want);
    }
    for (int i = 0; i < n; i++) {
        g.bid = legal[i];
        rules_outcome o;
        TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    }
}

/* ---------------------------------------------------------------- 6 */

static void test_validation(void)
{
    rules_game g;

    /* matadors missing / out of range / given for null */
    g = pts(RULES_CLUBS, 0, 70);
    REFUSED(g, 3, "matadors missing");
    g = pts(RULES_GRAND, 0, 70);
    REFUSED(g, 3, "matadors missing");
    g = pts(RULES_GRAND, 5, 70);
    REFUSED(g, 3, "at most 4 in grand");
    g = pts(RULES_GRAND, -5, 70);
    REFUSED(g, 3, "at most 4 in grand");
    g = pts(RULES_HEARTS, 12, 70);
    REFUSED(g, 3, "at most 11");
    g = pts(RULES_DIAMONDS, -12, 70);
    REFUSED(g, 3, "at most 11");
    g = res(RULES_NULL, 1, RULES_RES_WON);
    REFUSED(g, 3, "matadors are not counted in null games");
    g = res(RULES_NULL, -2, RULES_RES_WON);
    REFUSED(g, 3, "matadors are not counted in null games");

    /* hand-only features */
    g = pts(RULES_CLUBS, 2, 120);
    g.ouvert = true;
    g.schwarz = true;
    REFUSED(g, 3, "ouvert needs hand");
    g = pts(RULES_GRAND, 2, 95);
    g.announce = RULES_ANN_SCHNEIDER;
    REFUSED(g, 3, "schneider announced needs hand");
    g = pts(RULES_GRAND, 2, 120);
    g.announce = RULES_ANN_SCHWARZ;
    g.schwarz = true;
    REFUSED(g, 3, "schwarz announced needs hand");

    /* null games: no announcements, no schwarz/schneider, no points */
    g = res(RULES_NULL, 0, RULES_RES_WON);
    g.hand = true;
    g.announce = RULES_ANN_SCHNEIDER;
    REFUSED(g, 3, "announcements are not allowed in null games");
    g.announce = RULES_ANN_SCHWARZ;
    REFUSED(g, 3, "announcements are not allowed in null games");
    g.announce = RULES_ANN_NONE;
    g.schwarz = true;
    REFUSED(g, 3, "schwarz does not exist in null games");
    g.schwarz = false;
    g.schneider = true;
    REFUSED(g, 3, "schneider does not exist in null games");
    g = pts(RULES_NULL, 0, 0);
    REFUSED(g, 3, "card points do not decide null games");
    g = mk(RULES_NULL, 0);
    REFUSED(g, 3, "result missing");

    /* card points */
    g = pts(RULES_CLUBS, 1, 121);
    REFUSED(g, 3, "card points 121 are impossible");
    g = pts(RULES_CLUBS, 1, -2);
    REFUSED(g, 3, "card points -2 are impossible");
    g = pts(RULES_CLUBS, 1, 1);
    REFUSED(g, 3, "card points 1 are impossible");
    g = pts(RULES_CLUBS, 1, 119);
    REFUSED(g, 3, "card points 119 are impossible");
    g = res(RULES_CLUBS, 1, RULES_RES_WON);
    g.points = 1000;
    REFUSED(g, 3, "card points 1000 are impossible");

    /* schwarz that cannot go with the points */
    int bad_schwarz[] = {23, 30, 50, 60, 61, 89, 90, 100, 118};
    for (size_t i = 0; i < sizeof bad_schwarz / sizeof bad_schwarz[0]; i++) {
        g = pts(RULES_SPADES, 1, bad_schwarz[i]);
        g.schwarz = true;
        char want[64];
        snprintf(want, sizeof want, "schwarz with card points %d is impossible", bad_schwarz[i]);
        REFUSED(g, 3, want);
    }
    /* schneider flag that contradicts the points */
    g = pts(RULES_SPADES, 1, 50);
    g.schneider = true;
    REFUSED(g, 3, "schneider contradicts card points 50");
    g.points = 31;
    REFUSED(g, 3, "schneider contradicts card points 31");
    g.points = 89;
    REFUSED(g, 3, "schneider contradicts card points 89");

    /* a result that contradicts the points */
    g = pts(RULES_HEARTS, 1, 40);
    g.result = RULES_RES_WON;
    REFUSED(g, 3, "result won contradicts card points 40");
    g = pts(RULES_HEARTS, 1, 61);
    g.result = RULES_RES_LOST;
    REFUSED(g, 3, "result lost contradicts card points 61");
    g = pts(RULES_HEARTS, 1, 89);
    g.hand = true;
    g.announce = RULES_ANN_SCHNEIDER;
    g.result = RULES_RES_WON;
    REFUSED(g, 3, "result won contradicts card points 89");
    g = pts(RULES_HEARTS, 1, 120);
    g.hand = true;
    g.ouvert = true;
    g.result = RULES_RES_WON; /* ouvert needs every trick: no schwarz flag */
    REFUSED(g, 3, "result won contradicts card points 120");
    /* overbid with points: the result of the play (won, 70 points) and the
     * booked result (lost) are both accepted; won with 40 is still refused */
    g = pts(RULES_DIAMONDS, 2, 70);
    g.bid = 36;
    g.result = RULES_RES_WON;
    EXPECT(g, 3, 36, false, -72);
    g.result = RULES_RES_LOST;
    EXPECT(g, 3, 36, false, -72);
    g.points = 40;
    EXPECT(g, 3, 36, false, -72);
    g.result = RULES_RES_WON;
    REFUSED(g, 3, "result won contradicts card points 40");
    /* neither points nor result */
    g = mk(RULES_HEARTS, 1);
    REFUSED(g, 3, "card points or result missing");

    /* table size and out-of-range enums */
    g = pts(RULES_HEARTS, 1, 70);
    REFUSED(g, 2, "table size 2 is impossible");
    REFUSED(g, 5, "table size 5 is impossible");
    g.contract = (rules_contract)RULES_NCONTRACTS;
    REFUSED(g, 3, "contract is unknown");
    g = pts(RULES_HEARTS, 1, 70);
    g.result = (rules_result)7;
    REFUSED(g, 3, "result is unknown");

    /* and what is accepted at the edges */
    rules_outcome o;
    g = pts(RULES_CLUBS, 11, 70);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    g = pts(RULES_GRAND, -4, 70);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    g = res(RULES_NULL, 0, RULES_RES_WON);
    g.ouvert = true; /* null ouvert without hand: 46, the skat may be picked up */
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.value, 46);
    for (int p = 0; p <= 120; p++) {
        g = pts(RULES_HEARTS, 1, p);
        int rc = ev(&g, 3, &o);
        TH_EQ_INT(rc, (p == 1 || p == 119) ? SK_INVALID : SK_OK);
    }
}

/* ---------------------------------------------------------------- 9 */

static void test_seeger(void)
{
    rules_game g;
    rules_outcome o;
    /* won: score + 50, others 0 */
    g = pts(RULES_CLUBS, 2, 70);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.score, 36);
    TH_EQ_INT(o.seeger, 86);
    TH_EQ_INT(o.opponent_bonus, 0);
    TH_EQ_INT(ev(&g, 4, &o), SK_OK);
    TH_EQ_INT(o.seeger, 86);
    TH_EQ_INT(o.opponent_bonus, 0);
    /* lost: -2 x value - 50; 40 each at a 3-table, 30 at a 4-table */
    g.points = 50;
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    TH_EQ_INT(o.score, -72);
    TH_EQ_INT(o.seeger, -122);
    TH_EQ_INT(o.opponent_bonus, 40);
    TH_EQ_INT(ev(&g, 4, &o), SK_OK);
    TH_EQ_INT(o.seeger, -122);
    TH_EQ_INT(o.opponent_bonus, 30);
    /* an overbid game is a lost game */
    g = pts(RULES_DIAMONDS, 2, 70);
    g.bid = 36;
    TH_EQ_INT(ev(&g, 4, &o), SK_OK);
    TH_EQ_INT(o.seeger, -122);
    TH_EQ_INT(o.opponent_bonus, 30);
}

static void test_seeger_small_example(void)
{
    /* rules.md 9: 3-table. A wins clubs with 2 (36): A +36 +50.
     * B loses hearts with 1 (20, lost -40): B -40 -50, A and C +40 each.
     * Game 3 passed.  Totals: A 126, B -90, C 40. */
    rules_game g1 = pts(RULES_CLUBS, 2, 75);
    rules_game g2 = pts(RULES_HEARTS, 1, 45);
    rules_outcome o1, o2;
    TH_EQ_INT(ev(&g1, 3, &o1), SK_OK);
    TH_EQ_INT(ev(&g2, 3, &o2), SK_OK);
    TH_EQ_INT(o1.value, 36);
    TH_EQ_INT(o1.score, 36);
    TH_EQ_INT(o2.value, 20);
    TH_EQ_INT(o2.score, -40);
    int a = o1.seeger + o2.opponent_bonus;
    int b = o2.seeger + o1.opponent_bonus;
    int c = o1.opponent_bonus + o2.opponent_bonus;
    TH_EQ_INT(a, 126);
    TH_EQ_INT(b, -90);
    TH_EQ_INT(c, 40);
}

/* ---------------------------------------------------------------- text */

static void describe(const rules_game *g, char *buf, size_t n)
{
    rules_outcome o;
    buf[0] = '\0';
    if (ev(g, 3, &o) != SK_OK) {
        printf("    describe: unexpected error %s\n", last_msg);
        return;
    }
    rules_describe(g, &o, buf, n);
}

static void test_describe(void)
{
    char buf[256];
    rules_game g = pts(RULES_CLUBS, 2, 75);
    g.hand = true;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "clubs with 2, game 3, hand 4 = 4 \u00d7 12 = 48");

    g = pts(RULES_DIAMONDS, -1, 90);
    g.bid = 22;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "diamonds without 1, game 2, schneider 3 = 3 \u00d7 9 = 27");

    /* overbid: the working shows the real value */
    g = pts(RULES_DIAMONDS, 2, 70);
    g.bid = 36;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "diamonds with 2, game 3 = 3 \u00d7 9 = 27");

    g = res(RULES_GRAND, 4, RULES_RES_WON);
    g.hand = g.ouvert = true;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "grand with 4, game 5, hand 6, schneider 7, announced 8, schwarz 9, "
                   "announced 10, ouvert 11 = 11 \u00d7 24 = 264");

    g = pts(RULES_GRAND, 4, 89);
    g.hand = true;
    g.announce = RULES_ANN_SCHNEIDER;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "grand with 4, game 5, hand 6, schneider 7, announced 8 = 8 \u00d7 24 = 192");

    g = pts(RULES_SPADES, 2, 0);
    g.schwarz = true;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "spades with 2, game 3, schneider 4, schwarz 5 = 5 \u00d7 11 = 55");

    g = res(RULES_NULL, 0, RULES_RES_WON);
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "null = 23");
    g.hand = true;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "null hand = 35");
    g.hand = false;
    g.ouvert = true;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "null ouvert = 46");
    g.hand = true;
    describe(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "null hand ouvert = 59");

    /* truncation keeps the buffer NUL-terminated */
    char small[8];
    memset(small, 'x', sizeof small);
    rules_outcome o;
    g = pts(RULES_CLUBS, 2, 75);
    TH_EQ_INT(ev(&g, 3, &o), SK_OK);
    rules_describe(&g, &o, small, sizeof small);
    TH_EQ_STR(small, "clubs w");
}

int main(void)
{
    TH_SUITE("rules");
    TH_RUN(test_base_values);
    TH_RUN(test_contract_names);
    TH_RUN(test_game_init);
    TH_RUN(test_matadors_and_simple_games);
    TH_RUN(test_won_lost_boundary);
    TH_RUN(test_schneider_by_points);
    TH_RUN(test_schwarz_by_flag);
    TH_RUN(test_announcements);
    TH_RUN(test_ouvert_official_examples);
    TH_RUN(test_null_values);
    TH_RUN(test_null_below_bid);
    TH_RUN(test_bid_above_max);
    TH_RUN(test_lost_is_double);
    TH_RUN(test_by_result);
    TH_RUN(test_overbid);
    TH_RUN(test_saved_by_schneider);
    TH_RUN(test_legal_bids);
    TH_RUN(test_validation);
    TH_RUN(test_seeger);
    TH_RUN(test_seeger_small_example);
    TH_RUN(test_describe);
    return th_done();
}
