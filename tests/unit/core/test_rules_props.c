/* test_rules_props.c - exhaustive property tests of the rules engine.
 *
 * Walks every contract x matadors (valid and invalid) x hand x ouvert x
 * announcement x card points (none, -2, 0..121) x schwarz x schneider x
 * result x a set of bids, at 3- and 4-tables, and checks
 *   - the engine accepts exactly what an independent reading of rules.md
 *     (oracle() below, written from the rule text) accepts;
 *   - on valid games: value and won agree with the oracle, the real value
 *     is a possible game value, score = value or -2 x value, an overbid
 *     suit/grand game is lost with the smallest multiple of its base >= bid,
 *     a non-overbid value >= bid, Seeger = score +/- 50, opponent bonus 0
 *     exactly when won (else 40 / 30);
 *   - invalid games are refused with SK_INVALID and a message.
 * The number of combinations is counted and asserted.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "rules.h"
#include "th.h"

/* rules.md 5: the possible game values, by the list. */
static bool legal_value(int v)
{
    if (v == 23 || v == 35 || v == 46 || v == 59)
        return true;
    static const int base[] = {9, 10, 11, 12};
    for (int i = 0; i < 4; i++)
        for (int m = 2; m <= 18; m++)
            if (base[i] * m == v)
                return true;
    for (int m = 2; m <= 11; m++)
        if (24 * m == v)
            return true;
    return false;
}

typedef struct {
    bool valid;
    int value, real_value;
    bool won, overbid;
} expect;

/* rules.md 1-6 read independently of app/core/rules.c. */
static expect oracle(const rules_game *g)
{
    expect e = {0};
    bool null = g->contract == RULES_NULL;
    bool have_points = g->points != RULES_POINTS_NONE;
    int p = g->points;

    if (!legal_value(g->bid))
        return e;
    if (have_points && (p < 0 || p > 120 || p == 1 || p == 119))
        return e;
    if (null) {
        if (g->matadors != 0 || g->announce != RULES_ANN_NONE || g->schwarz || g->schneider ||
            have_points || g->result == RULES_RES_NONE)
            return e;
        int v = g->ouvert ? (g->hand ? 59 : 46) : (g->hand ? 35 : 23);
        e.valid = true;
        e.value = e.real_value = v;
        e.overbid = v < g->bid;
        e.won = !e.overbid && g->result == RULES_RES_WON;
        return e;
    }
    int base = g->contract == RULES_CLUBS      ? 12
               : g->contract == RULES_SPADES   ? 11
               : g->contract == RULES_HEARTS   ? 10
               : g->contract == RULES_DIAMONDS ? 9
                                               : 24;
    int maxm = g->contract == RULES_GRAND ? 4 : 11;
    int m = g->matadors < 0 ? -g->matadors : g->matadors;
    if (m < 1 || m > maxm)
        return e;
    if ((g->ouvert || g->announce != RULES_ANN_NONE) && !g->hand)
        return e;
    bool said_schneider = g->announce != RULES_ANN_NONE || g->ouvert;
    bool said_schwarz = g->announce == RULES_ANN_SCHWARZ || g->ouvert;
    bool schneider, schwarz, won;
    if (have_points) {
        /* schwarz: opponents no trick -> declarer 120; declarer no trick ->
         * at most the skat, 22 */
        if (g->schwarz && !(p == 120 || p <= 22))
            return e;
        schneider = p <= 30 || p >= 90;
        if (g->schneider && !schneider)
            return e;
        schwarz = g->schwarz;
        if (said_schwarz)
            won = g->schwarz && p == 120;
        else if (said_schneider)
            won = p >= 90;
        else
            won = p >= 61;
    } else {
        if (g->result == RULES_RES_NONE)
            return e;
        won = g->result == RULES_RES_WON;
        schwarz = g->schwarz || (won && said_schwarz);
        schneider = g->schneider || schwarz || (won && said_schneider);
    }
    int mult = m + 1 + g->hand + (schneider || said_schneider) + said_schneider +
               (schwarz || said_schwarz) + said_schwarz + g->ouvert;
    e.real_value = e.value = mult * base;
    if (e.real_value < g->bid) {
        e.overbid = true;
        e.won = false;
        e.value = (g->bid + base - 1) / base * base;
    } else {
        e.won = won;
    }
    /* a result given with the points must be the result of the play; on
     * an overbid game (lost whatever the points) "lost" is accepted too */
    if (have_points && g->result != RULES_RES_NONE) {
        bool said_won = g->result == RULES_RES_WON;
        if (said_won != won && !(e.overbid && !said_won))
            return (expect){0};
    }
    e.valid = true;
    return e;
}

static long n_total, n_valid, n_invalid, n_overbid, n_won, n_lost, n_null_below, n_beyond;

static void check_one(const rules_game *g)
{
    expect e = oracle(g);
    for (int table = 3; table <= 4; table++) {
        rules_outcome o;
        sk_err err;
        sk_err_clear(&err);
        int rc = rules_evaluate(g, table, &o, &err);
        n_total++;
        int before = th_cur_failed;
        if (!e.valid) {
            n_invalid++;
            TH_EQ_INT(rc, SK_INVALID);
            TH_CHECK(err.msg[0] != '\0');
            TH_EQ_INT(err.status, SK_INVALID);
        } else {
            n_valid++;
            TH_EQ_INT(rc, SK_OK);
            if (rc != SK_OK) {
                if (th_cur_failed - before <= 2)
                    printf("    refused: %s\n", err.msg);
            } else {
                TH_EQ_INT(o.value, e.value);
                TH_EQ_INT(o.real_value, e.real_value);
                TH_EQ_INT(o.won, e.won);
                TH_EQ_INT(o.overbid, e.overbid);
                /* the properties of the issue */
                TH_CHECK(rules_is_game_value(o.real_value));
                TH_EQ_INT(o.score, o.won ? o.value : -2 * o.value);
                TH_EQ_INT(o.seeger, o.score + (o.won ? 50 : -50));
                TH_EQ_INT(o.opponent_bonus, o.won ? 0 : (table == 3 ? 40 : 30));
                TH_CHECK((o.opponent_bonus == 0) == o.won);
                if (o.overbid) {
                    n_overbid++;
                    TH_CHECK(!o.won);
                    TH_CHECK(o.real_value < g->bid);
                    if (g->contract == RULES_NULL) {
                        n_null_below++;
                        TH_CHECK(o.null_below_bid);
                        TH_EQ_INT(o.value, o.real_value);
                    } else {
                        int b = o.base;
                        TH_CHECK(!o.null_below_bid);
                        TH_CHECK(o.value >= g->bid && o.value - b < g->bid);
                        TH_EQ_INT(o.value % b, 0);
                        /* a possible game value unless the bid lies beyond
                         * the highest value of this contract (rules.md 5
                         * raises to the multiple of the base anyway) */
                        int maxmult = (g->contract == RULES_GRAND ? 4 : 11) + 7;
                        if (o.value / b <= maxmult)
                            TH_CHECK(rules_is_game_value(o.value));
                        else
                            n_beyond++;
                    }
                } else {
                    TH_CHECK(o.value >= g->bid);
                    TH_EQ_INT(o.value, o.real_value);
                    TH_CHECK(rules_is_game_value(o.value));
                    TH_CHECK(!o.null_below_bid);
                }
                if (g->contract != RULES_NULL) {
                    int m = g->matadors < 0 ? -g->matadors : g->matadors;
                    TH_EQ_INT(o.multiplier, m + o.levels);
                    TH_EQ_INT(o.real_value, o.multiplier * o.base);
                    TH_EQ_INT(o.levels, 1 + o.lv_hand + o.lv_schneider + o.lv_schneider_ann +
                                            o.lv_schwarz + o.lv_schwarz_ann + o.lv_ouvert);
                    /* a level implied by another is there too */
                    if (o.lv_schwarz_ann)
                        TH_CHECK(o.lv_schneider_ann && o.lv_schwarz);
                    if (o.lv_schneider_ann)
                        TH_CHECK(o.lv_schneider && o.lv_hand);
                    if (o.lv_schwarz)
                        TH_CHECK(o.lv_schneider);
                    if (o.lv_ouvert)
                        TH_CHECK(o.lv_schwarz_ann);
                } else {
                    TH_EQ_INT(o.base, 0);
                    TH_EQ_INT(o.multiplier, 0);
                }
                if (o.won)
                    n_won++;
                else
                    n_lost++;
            }
        }
        if (th_cur_failed > before && th_cur_failed - before <= 20)
            printf("    ^ contract %d mat %d hand %d ouvert %d ann %d bid %d points %d "
                   "schwarz %d schneider %d result %d table %d\n",
                   (int)g->contract, g->matadors, g->hand, g->ouvert, (int)g->announce, g->bid,
                   g->points, g->schwarz, g->schneider, (int)g->result, table);
    }
}

static const int mats[] = {-12, -11, -5, -4, -3, -1, 0, 1, 2, 4, 5, 11, 12};
static const int bids[] = {18, 19, 23, 24, 36, 59, 72, 168, 264};
#define NMATS ((int)(sizeof mats / sizeof mats[0]))
#define NBIDS ((int)(sizeof bids / sizeof bids[0]))
#define NPOINTS (1 + 1 + 122) /* none, -2, 0..121 */

static void test_exhaustive(void)
{
    n_total = n_valid = n_invalid = n_overbid = n_won = n_lost = n_null_below = n_beyond = 0;
    for (int c = 0; c < RULES_NCONTRACTS; c++)
        for (int mi = 0; mi < NMATS; mi++)
            for (int hand = 0; hand <= 1; hand++)
                for (int ouvert = 0; ouvert <= 1; ouvert++)
                    for (int ann = 0; ann <= 2; ann++)
                        for (int pi = 0; pi < NPOINTS; pi++)
                            for (int sw = 0; sw <= 1; sw++)
                                for (int sn = 0; sn <= 1; sn++)
                                    for (int r = 0; r <= 2; r++)
                                        for (int bi = 0; bi < NBIDS; bi++) {
                                            rules_game g;
                                            rules_game_init(&g);
                                            g.contract = (rules_contract)c;
                                            g.matadors = mats[mi];
                                            g.hand = hand;
                                            g.ouvert = ouvert;
                                            g.announce = (rules_announce)ann;
                                            g.points = pi == 0   ? RULES_POINTS_NONE
                                                       : pi == 1 ? -2
                                                                 : pi - 2;
                                            g.schwarz = sw;
                                            g.schneider = sn;
                                            g.result = (rules_result)r;
                                            g.bid = bids[bi];
                                            check_one(&g);
                                            if (th_cur_failed > 60)
                                                return;
                                        }
    long want = (long)RULES_NCONTRACTS * NMATS * 2 * 2 * 3 * NPOINTS * 2 * 2 * 3 * NBIDS * 2;
    printf("    %ld combinations: %ld valid (%ld won, %ld lost, %ld overbid of which %ld "
           "null below the bid and %ld raised beyond the contract's highest value), "
           "%ld invalid\n",
           n_total, n_valid, n_won, n_lost, n_overbid, n_null_below, n_beyond, n_invalid);
    TH_EQ_INT(n_total, want);
    TH_EQ_INT(n_total, 25069824);
    TH_EQ_INT(n_valid + n_invalid, n_total);
    TH_EQ_INT(n_won + n_lost, n_valid);
    /* every kind of outcome actually occurs */
    TH_CHECK(n_valid > 100000);
    TH_CHECK(n_invalid > 100000);
    TH_CHECK(n_won > 10000);
    TH_CHECK(n_lost > 10000);
    TH_CHECK(n_overbid > 1000);
    TH_CHECK(n_null_below > 10);
    TH_CHECK(n_beyond > 0);
}

/* Fixed invalid combinations the sweep must refuse whatever else is set. */
static void test_always_invalid(void)
{
    long checked = 0;
    for (int c = 0; c < RULES_NCONTRACTS; c++)
        for (int pi = 0; pi < 4; pi++)
            for (int r = 0; r <= 2; r++) {
                int points = (int[]){RULES_POINTS_NONE, 70, 100, 10}[pi];
                rules_game g;
                rules_outcome o;
                sk_err err;
                /* bid 19 is never a game value */
                rules_game_init(&g);
                g.contract = (rules_contract)c;
                g.matadors = c == RULES_NULL ? 0 : 1;
                g.points = points;
                g.result = (rules_result)r;
                g.bid = 19;
                sk_err_clear(&err);
                TH_EQ_INT(rules_evaluate(&g, 3, &o, &err), SK_INVALID);
                TH_CONTAINS(err.msg, "bid 19 is not a possible game value");
                checked++;
                if (c == RULES_NULL)
                    continue;
                /* ouvert without hand in suit/grand */
                g.bid = 18;
                g.ouvert = true;
                sk_err_clear(&err);
                TH_EQ_INT(rules_evaluate(&g, 4, &o, &err), SK_INVALID);
                TH_CONTAINS(err.msg, "ouvert needs hand");
                checked++;
                /* 0 matadors */
                g.ouvert = false;
                g.matadors = 0;
                sk_err_clear(&err);
                TH_EQ_INT(rules_evaluate(&g, 3, &o, &err), SK_INVALID);
                TH_CONTAINS(err.msg, "matadors missing");
                checked++;
            }
    TH_EQ_INT(checked, 6 * 4 * 3 + 5 * 4 * 3 * 2);
}

int main(void)
{
    TH_SUITE("rules-props");
    TH_RUN(test_exhaustive);
    TH_RUN(test_always_invalid);
    return th_done();
}
