/* test_schafkopf.c - the Schafkopf core (app/core/schafkopf.c) against
 * ../shared/rules-house-schafkopf.md Part A.
 *
 * One test per worked example of A.6 (W1-W12 Wendish, S1-S18 Bavarian),
 * named by its ID.  Every expected figure is copied from the spec, with its
 * working written next to it, never taken from the program.  Then the
 * refusals (message names the field, status SK_INVALID) and a property test:
 * thousands of random valid games that must add up to zero.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "schafkopf.h"
#include "th.h"

/* Seats 1..4 = A..D. */
enum { A = 1, B = 2, C = 3, D = 4 };

static sk_err last_err;

/* ------------------------------------------------------------------ */
/* Wendish helpers                                                     */

static sch_wend_settings wdef(void)
{
    sch_wend_settings s;
    sch_wend_settings_default(&s);
    return s;
}

static sch_wend_game wgame(sch_wend_contract c, int p0, int p1, int augen)
{
    sch_wend_game g;
    sch_wend_game_init(&g);
    g.contract = c;
    g.party[0] = p0;
    g.party[1] = p1;
    g.party_augen = augen;
    return g;
}

static int wscore(const sch_wend_settings *s, const sch_wend_game *g, sch_wend_outcome *o)
{
    sk_err_clear(&last_err);
    int rc = sch_wend_score(s, g, o, &last_err);
    if (rc != SK_OK)
        printf("    unexpected error: %s\n", last_err.msg);
    return rc;
}

#define W_EXPECT(s, g, a, b, c, d)                                             \
    do {                                                                       \
        sch_wend_outcome o_;                                                   \
        TH_EQ_INT(wscore(&(s), &(g), &o_), SK_OK);                             \
        TH_EQ_INT(o_.units[0], (a));                                           \
        TH_EQ_INT(o_.units[1], (b));                                           \
        TH_EQ_INT(o_.units[2], (c));                                           \
        TH_EQ_INT(o_.units[3], (d));                                           \
    } while (0)

/* Expect a refusal whose message contains `field`. */
#define W_REFUSE(s, g, field)                                                  \
    do {                                                                       \
        sch_wend_outcome o_;                                                   \
        sk_err_clear(&last_err);                                               \
        TH_EQ_INT(sch_wend_score(&(s), &(g), &o_, &last_err), SK_INVALID);     \
        TH_EQ_INT(last_err.status, SK_INVALID);                                \
        TH_CONTAINS(last_err.msg, field);                                      \
        sk_err_clear(&last_err);                                               \
        TH_EQ_INT(sch_wend_validate(&(s), &(g), &last_err), SK_INVALID);       \
    } while (0)

/* ------------------------------------------------------------------ */
/* Bavarian helpers                                                    */

static sch_bav_settings bdef(void)
{
    sch_bav_settings s;
    sch_bav_settings_default(&s);
    return s;
}

/* The points list of S15-S17: t_ruf 1, t_solo 2, t_extra 1. */
static sch_bav_settings bpoints(void)
{
    sch_bav_settings s = bdef();
    s.t_ruf = 1;
    s.t_solo = 2;
    s.t_extra = 1;
    return s;
}

static sch_bav_game bgame(sch_bav_kind k, sch_bav_suit suit, int decl, int partner, int augen)
{
    sch_bav_game g;
    sch_bav_game_init(&g);
    g.kind = k;
    g.suit = suit;
    g.declarer = decl;
    g.partner = partner;
    g.declarer_party_augen = augen;
    return g;
}

static int bscore(const sch_bav_settings *s, const sch_bav_game *g, sch_bav_outcome *o)
{
    sk_err_clear(&last_err);
    int rc = sch_bav_score(s, g, o, &last_err);
    if (rc != SK_OK)
        printf("    unexpected error: %s\n", last_err.msg);
    return rc;
}

#define B_EXPECT(s, g, a, b, c, d)                                             \
    do {                                                                       \
        sch_bav_outcome o_;                                                    \
        TH_EQ_INT(bscore(&(s), &(g), &o_), SK_OK);                             \
        TH_EQ_INT(o_.points[0], (a));                                          \
        TH_EQ_INT(o_.points[1], (b));                                          \
        TH_EQ_INT(o_.points[2], (c));                                          \
        TH_EQ_INT(o_.points[3], (d));                                          \
    } while (0)

#define B_REFUSE(s, g, field)                                                  \
    do {                                                                       \
        sch_bav_outcome o_;                                                    \
        sk_err_clear(&last_err);                                               \
        TH_EQ_INT(sch_bav_score(&(s), &(g), &o_, &last_err), SK_INVALID);      \
        TH_EQ_INT(last_err.status, SK_INVALID);                                \
        TH_CONTAINS(last_err.msg, field);                                      \
        sk_err_clear(&last_err);                                               \
        TH_EQ_INT(sch_bav_validate(&(s), &(g), &last_err), SK_INVALID);        \
    } while (0)

/* ================================================================== */
/* A.6 Wendish worked examples (defaults: unit_partie 1, unit_solo 2,  */
/* Schneider < 30)                                                     */

/* W1: ALTE, party A+C, 75: won, opponents 45, level 1 -> v = 1. */
static void W1(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_ALTE, A, C, 75);
    W_EXPECT(s, g, +1, -1, +1, -1);
}

/* W2: ALTE, party B+D, 95: others 25 < 30 Schneider, L = 2 -> v = 2. */
static void W2(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_ALTE, B, D, 95);
    W_EXPECT(s, g, -2, +2, -2, +2);
}

/* W3: ALTE, party A+B, 60: the Alten lose with 60, L = 1 -> v = 1;
 * with gegen_die_alten 1: v = 1 + 1 = 2. */
static void W3(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_ALTE, A, B, 60);
    W_EXPECT(s, g, -1, -1, +1, +1);
    s.gegen_die_alten = 1;
    W_EXPECT(s, g, -2, -2, +2, +2);
}

/* W4: ALTE, party C+D, 29: lost, loser (the Alten) 29 < 30 Schneider, v = 2. */
static void W4(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_ALTE, C, D, 29);
    W_EXPECT(s, g, +2, +2, -2, -2);
}

/* W5: ALTE, party C+D, 30: lost, 30 is not < 30 -> v = 1; with
 * schneider_below 31 (<= 30) Schneider -> v = 2. */
static void W5(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_ALTE, C, D, 30);
    W_EXPECT(s, g, +1, +1, -1, -1);
    s.schneider_below = 31;
    W_EXPECT(s, g, +2, +2, -2, -2);
}

/* W6: ALTE, party A+D, 120, opponents no trick: L = 1 + 1 + 1 = 3. */
static void W6(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_ALTE, A, D, 120);
    g.loser_no_trick = true;
    W_EXPECT(s, g, +3, -3, -3, +3);
    sch_wend_outcome o;
    TH_EQ_INT(wscore(&s, &g, &o), SK_OK);
    TH_EQ_INT(o.level, 3);
    TH_CHECK(o.schneider && o.schwarz && o.won);
}

/* W7: SOLO A, 70: s = 1 x 2 = 2; soloist +3s = +6, each opponent -2. */
static void W7(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_SOLO, A, 0, 70);
    W_EXPECT(s, g, +6, -2, -2, -2);
}

/* W8: SOLO D, 55, lost: s = 2; D -6, others +2. */
static void W8(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_SOLO, D, 0, 55);
    W_EXPECT(s, g, +2, +2, +2, -6);
}

/* W9: SOLO B, 100: opponents 20 Schneider, s = 2 x 2 = 4; B +12. */
static void W9(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_SOLO, B, 0, 100);
    W_EXPECT(s, g, -4, +12, -4, -4);
}

/* W10: GERUFEN: A holds both Alten, "Das Kreuz-As geht mit", C holds the
 * club ace; A+C 61: won, v = 1. */
static void W10(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_GERUFEN, A, C, 61);
    g.called = SCH_CALL_CARD;
    g.called_suit = SCH_KREUZ;
    g.called_rank = SCH_ASS;
    W_EXPECT(s, g, +1, -1, +1, -1);
    char buf[128];
    sch_wend_game_text(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Gerufen: Das Kreuz-As geht mit");
}

/* The three games of W11/W12: W1, W2, W7. */
static void w11_games(sch_wend_game g[3])
{
    g[0] = wgame(SCH_WEND_ALTE, A, C, 75);
    g[1] = wgame(SCH_WEND_ALTE, B, D, 95);
    g[2] = wgame(SCH_WEND_SOLO, A, 0, 70);
}

/* W11: kasse mode, stake 100 ct each (Kasse 400), 1 unit = 10 ct; games W1,
 * W2, W7.  Kasse after: 400 - 20 - 40 = 340; solo W7 paid directly (A +60,
 * others -20).  Close: 340 / 4 = 85 each.  Net: A 10 + 60 - 100 + 85 = +55,
 * B 20 - 20 - 100 + 85 = -15, C 10 - 20 - 100 + 85 = -25, D -15.  Same as
 * list mode with partnership payouts halved: A +5 - 10 + 60 = +55 ... */
static void W11(void)
{
    sch_wend_settings s = wdef();
    s.settlement = SCH_WEND_KASSE;
    s.kasse_stake_ct = 100;
    s.cent_per_unit = 10;
    sch_wend_game g[3];
    w11_games(g);
    sch_wend_settlement st;
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_wend_settle(&s, g, 3, &st, &last_err), SK_OK);
    TH_EQ_INT(st.kasse_in_ct, 400);
    TH_EQ_INT(st.kasse_end_ct, 340);
    /* from the Kasse: W1 A, C 10 each; W2 B, D 20 each */
    TH_EQ_INT(st.received_ct[0], 10);
    TH_EQ_INT(st.received_ct[1], 20);
    TH_EQ_INT(st.received_ct[2], 10);
    TH_EQ_INT(st.received_ct[3], 20);
    TH_EQ_INT(st.solo_ct[0], 60);
    TH_EQ_INT(st.solo_ct[1], -20);
    TH_EQ_INT(st.solo_ct[2], -20);
    TH_EQ_INT(st.solo_ct[3], -20);
    for (int i = 0; i < 4; i++)
        TH_EQ_INT(st.share_ct[i], 85);
    TH_EQ_INT(st.net_ct[0], 55);
    TH_EQ_INT(st.net_ct[1], -15);
    TH_EQ_INT(st.net_ct[2], -25);
    TH_EQ_INT(st.net_ct[3], -15);
    /* the identity: list mode, partnership payouts halved (W1 +-5, W2 +-10),
     * solo unchanged (A +60, others -20):
     * A 5 - 10 + 60 = 55, B -5 + 10 - 20 = -15, C 5 - 10 - 20 = -25,
     * D -5 + 10 - 20 = -15 */
    TH_EQ_INT(5 - 10 + 60, st.net_ct[0]);
    TH_EQ_INT(-5 + 10 - 20, st.net_ct[1]);
    TH_EQ_INT(5 - 10 - 20, st.net_ct[2]);
    TH_EQ_INT(-5 + 10 - 20, st.net_ct[3]);
    /* per game: W1 takes 20 ct out of the Kasse */
    sch_wend_outcome o;
    TH_EQ_INT(wscore(&s, &g[0], &o), SK_OK);
    TH_EQ_INT(o.kasse_ct, -20);
    TH_EQ_INT(o.pay_ct[0], 10);
    TH_EQ_INT(o.pay_ct[1], 0);
    /* the largest next payout: 2 x 3 x 1 x 10 = 60 <= 340: never short */
    TH_EQ_INT(sch_wend_kasse_max_payout(&s), 60);
    TH_EQ_INT(st.kasse_short_after, 0);
    TH_CHECK(!st.kasse_negative);
}

/* W12: list mode, same three games, 5 ct per unit: units A +1 - 2 + 6 = +5,
 * B -1 + 2 - 2 = -1, C +1 - 2 - 2 = -3, D -1 + 2 - 2 = -1 ->
 * ct +25 / -5 / -15 / -5. */
static void W12(void)
{
    sch_wend_settings s = wdef();
    s.cent_per_unit = 5;
    sch_wend_game g[3];
    w11_games(g);
    sch_wend_settlement st;
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_wend_settle(&s, g, 3, &st, &last_err), SK_OK);
    TH_EQ_INT(st.units[0], 5);
    TH_EQ_INT(st.units[1], -1);
    TH_EQ_INT(st.units[2], -3);
    TH_EQ_INT(st.units[3], -1);
    TH_EQ_INT(st.net_ct[0], 25);
    TH_EQ_INT(st.net_ct[1], -5);
    TH_EQ_INT(st.net_ct[2], -15);
    TH_EQ_INT(st.net_ct[3], -5);
    TH_EQ_INT(st.kasse_in_ct, 0);
}

/* ================================================================== */
/* A.6 Bavarian worked examples (tariff 10-20-50 unless stated; cents) */

/* S1: RUF A (partner C), 70 Augen, 0 Laufende: v = 20. */
static void S1(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    B_EXPECT(s, g, +20, -20, +20, -20);
}

/* S2: RUF A+C, 95 (Schneider), 3 Laufende: v = 20 + 10 + 30 = 60. */
static void S2(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_GRAS, A, C, 95);
    g.laufende = 3;
    B_EXPECT(s, g, +60, -60, +60, -60);
}

/* S3: RUF B+D, exactly 60: lost (60:60 goes to the non-declarers), v = 20. */
static void S3(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_SCHELLEN, B, D, 60);
    B_EXPECT(s, g, +20, -20, +20, -20);
}

/* S4: RUF B+C lost Schwarz (0 Augen, no trick), 4 Laufende (the opponents'
 * "ohne 4"): v = 20 + 10 + 10 + 40 = 80. */
static void S4(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_EICHEL, B, C, 0);
    g.loser_no_trick = true;
    g.laufende = 4;
    g.laufende_side = SCH_LAUF_OHNE;
    B_EXPECT(s, g, +80, -80, -80, +80);
}

/* S5: RUF A+B, 80, 2 Laufende: lauf_min 3 -> not counted, +-20; with
 * lauf_min 2: 20 + 2 x 10 = 40. */
static void S5(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_GRAS, A, B, 80);
    g.laufende = 2;
    B_EXPECT(s, g, +20, +20, -20, -20);
    s.lauf_min = 2;
    B_EXPECT(s, g, +40, +40, -40, -40);
}

/* S6: Farbsolo C, 75: v = 50; C +150, the others -50 each. */
static void S6(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_SOLO, SCH_HERZ, C, 0, 75);
    B_EXPECT(s, g, -50, -50, +150, -50);
}

/* S7: Wenz D, 80, 2 Laufende (Wenz from 2): v = 50 + 20 = 70; D +210. */
static void S7(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_WENZ, SCH_SUIT_NONE, D, 0, 80);
    g.laufende = 2;
    B_EXPECT(s, g, -70, -70, -70, +210);
}

/* S8: Solo-Tout B won, 4 Laufende: v = 2 x (50 + 40) = 180; B +540. */
static void S8(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_SOLO, SCH_EICHEL, B, 0, 120);
    g.tout = true;
    g.loser_no_trick = true;
    g.laufende = 4;
    B_EXPECT(s, g, -180, +540, -180, -180);
    /* entered by result: the same */
    g.declarer_party_augen = SCH_AUGEN_NONE;
    g.loser_no_trick = false;
    g.result = SCH_RES_WON;
    B_EXPECT(s, g, -180, +540, -180, -180);
}

/* S9: Solo B lost, 2 Laufende (not counted), 2 Klopfer: v = 50 x 4 = 200;
 * B -600, the others +200. */
static void S9(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_SOLO, SCH_GRAS, B, 0, 50);
    g.laufende = 2;
    g.klopfer = 2;
    B_EXPECT(s, g, +200, -600, +200, +200);
}

/* S10: Solo A won Schwarz (120, no trick for the opponents), 3 Laufende,
 * 2 Klopfer: v = 4 x (50 + 10 + 10 + 30) = 400; A +1200. */
static void S10(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_SOLO, SCH_SCHELLEN, A, 0, 120);
    g.loser_no_trick = true;
    g.laufende = 3;
    g.klopfer = 2;
    B_EXPECT(s, g, +1200, -400, -400, -400);
}

/* S11: RUF A+D, 100 (Schneider), Kontra + Re: v = (20 + 10) x 4 = 120. */
static void S11(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, D, 100);
    g.kontra_level = 2;
    B_EXPECT(s, g, +120, -120, -120, +120);
}

/* S12: Sie C: v = 4 x (50 + 80) = 520; C +1560. */
static void S12(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_SOLO, SCH_HERZ, C, 0, SCH_AUGEN_NONE);
    g.sie = true;
    g.result = SCH_RES_WON;
    B_EXPECT(s, g, -520, -520, +1560, -520);
    /* with the cards counted: 120 and the opponents without a trick */
    g.result = SCH_RES_NONE;
    g.declarer_party_augen = 120;
    g.loser_no_trick = true;
    B_EXPECT(s, g, -520, -520, +1560, -520);
}

/* S13: RAMSCH, loser D, A Jungfrau, t_ramsch 20: D pays A 2 x 20 = 40,
 * B and C 20 each: +40 / +20 / +20 / -80. */
static void S13(void)
{
    sch_bav_settings s = bdef();
    s.allow_ramsch = true;
    s.t_ramsch = 20;
    sch_bav_game g = bgame(SCH_BAV_RAMSCH, SCH_SUIT_NONE, 0, 0, SCH_AUGEN_NONE);
    g.ramsch_losers = 1u << (D - 1);
    g.ramsch_jungfrau = 1u << (A - 1);
    B_EXPECT(s, g, +40, +20, +20, -80);
}

/* S14: RAMSCH Durchmarsch by B: a Schwarz-won solo, v = 50 + 10 + 10 = 70;
 * B +210. */
static void S14(void)
{
    sch_bav_settings s = bdef();
    s.allow_ramsch = true;
    sch_bav_game g = bgame(SCH_BAV_RAMSCH, SCH_SUIT_NONE, 0, 0, SCH_AUGEN_NONE);
    g.durchmarsch = B;
    B_EXPECT(s, g, -70, +210, -70, -70);
}

/* S15: points list (t_ruf 1, t_solo 2, t_extra 1): RUF A+B, 95, 3 Laufende:
 * v = 1 + 1 (Schneider) + 3 = 5 (the spec's "2 + 3"). */
static void S15(void)
{
    sch_bav_settings s = bpoints();
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, B, 95);
    g.laufende = 3;
    B_EXPECT(s, g, +5, +5, -5, -5);
    /* the expydoc preset gives the same */
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_bav_apply_tariff(&s, SCH_TARIFF_POINTS_EXPYDOC, &last_err), SK_OK);
    B_EXPECT(s, g, +5, +5, -5, -5);
}

/* S16: points list: Solo D won Schwarz, 4 Laufende: per opponent
 * 2 + 1 + 1 + 4 = 8; D +24. */
static void S16(void)
{
    sch_bav_settings s = bpoints();
    sch_bav_game g = bgame(SCH_BAV_SOLO, SCH_GRAS, D, 0, 120);
    g.loser_no_trick = true;
    g.laufende = 4;
    B_EXPECT(s, g, -8, -8, -8, +24);
}

/* S17: points list, lauf_ohne_only_declarer: RUF A (partner C) won "ohne 3":
 * v = 1 + 3 = 4; A 1 + 3 + 3 = +7, C 4 - 3 = +1, B -4, D -4. */
static void S17(void)
{
    sch_bav_settings s = bpoints();
    s.lauf_ohne_only_declarer = true;
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_SCHELLEN, A, C, 70);
    g.laufende = 3;
    g.laufende_side = SCH_LAUF_OHNE;
    B_EXPECT(s, g, +7, -4, +1, -4);
    /* "mit 3": shared as usual, +-4 */
    g.laufende_side = SCH_LAUF_MIT;
    B_EXPECT(s, g, +4, -4, +4, -4);
}

/* S18: Wenz-Tout A lost, 0 Laufende: v = 2 x 50 = 100; A -300. */
static void S18(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_WENZ, SCH_SUIT_NONE, A, 0, 100);
    g.tout = true;
    B_EXPECT(s, g, -300, +100, +100, +100);
    g.declarer_party_augen = SCH_AUGEN_NONE;
    g.result = SCH_RES_LOST;
    B_EXPECT(s, g, -300, +100, +100, +100);
}

/* ================================================================== */
/* Further rules of A.3 / A.5 (not worked examples)                    */

/* A.3.2: a GERUFEN caller left without partner is scored as his SOLO when
 * wend_called_alone_is_solo (default yes), and the program says so:
 * A alone 70: s = 2, A +6 (as W7). */
static void wend_called_alone_is_solo(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_GERUFEN, A, 0, 70);
    g.called = SCH_CALL_FIRST_TRICK;
    sch_wend_outcome o;
    TH_EQ_INT(wscore(&s, &g, &o), SK_OK);
    TH_CHECK(o.converted_to_solo);
    TH_CONTAINS(o.note, "SOLO");
    TH_EQ_INT(o.units[0], 6);
    TH_EQ_INT(o.units[1], -2);
    sch_wend_game h = g;
    char note[160];
    TH_CHECK(sch_wend_normalize(&s, &h, note, sizeof note));
    TH_EQ_INT(h.contract, SCH_WEND_SOLO);
    TH_EQ_INT(h.called, SCH_CALL_NONE);
    TH_CONTAINS(note, "seat 1");
    /* setting off: refused, the partner field named */
    s.called_alone_is_solo = false;
    W_REFUSE(s, g, "partner:");
    TH_CHECK(!sch_wend_normalize(&s, &h, note, sizeof note));
}

/* A.3.3 result entry: won by result, Schneider flag -> L = 2; Schwarz flag
 * alone -> L = 3 (Schwarz always has 0 Augen, hence Schneider). */
static void wend_by_result(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g = wgame(SCH_WEND_ALTE, A, B, SCH_AUGEN_NONE);
    g.result = SCH_RES_WON;
    W_EXPECT(s, g, +1, +1, -1, -1);
    g.schneider = true;
    W_EXPECT(s, g, +2, +2, -2, -2);
    g.schneider = false;
    g.loser_no_trick = true;
    W_EXPECT(s, g, +3, +3, -3, -3);
    g = wgame(SCH_WEND_SOLO, C, 0, SCH_AUGEN_NONE);
    g.result = SCH_RES_LOST;
    W_EXPECT(s, g, +2, +2, -6, +2);
}

/* A.3.1 doublings (off by default): with wend_doublings_allowed each
 * doubling x2: W1 with 2 doublings -> v = 1 x 4 = 4; W7 with 1 -> s = 4. */
static void wend_doublings(void)
{
    sch_wend_settings s = wdef();
    s.doublings_allowed = true;
    sch_wend_game g = wgame(SCH_WEND_ALTE, A, C, 75);
    g.doublings = 2;
    W_EXPECT(s, g, +4, -4, +4, -4);
    g = wgame(SCH_WEND_SOLO, A, 0, 70);
    g.doublings = 1;
    W_EXPECT(s, g, +12, -4, -4, -4);
}

/* A.3.3 closing the Kasse: odd cents one each to A, B, C.  Stake 101 each
 * (Kasse 404), one game W1 at 1 ct/unit: A, C get 1 ct each -> 402 left;
 * 402 = 4 x 100 + 2: A 101, B 101, C 100, D 100.
 * Net: A 1 - 101 + 101 = 1, B 0 - 101 + 101 = 0, C 1 - 101 + 100 = 0,
 * D -101 + 100 = -1. */
static void wend_kasse_odd_cents(void)
{
    sch_wend_settings s = wdef();
    s.settlement = SCH_WEND_KASSE;
    s.kasse_stake_ct = 101;
    s.cent_per_unit = 1;
    sch_wend_game g = wgame(SCH_WEND_ALTE, A, C, 75);
    sch_wend_settlement st;
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_wend_settle(&s, &g, 1, &st, &last_err), SK_OK);
    TH_EQ_INT(st.kasse_end_ct, 402);
    TH_EQ_INT(st.share_ct[0], 101);
    TH_EQ_INT(st.share_ct[1], 101);
    TH_EQ_INT(st.share_ct[2], 100);
    TH_EQ_INT(st.share_ct[3], 100);
    TH_EQ_INT(st.net_ct[0], 1);
    TH_EQ_INT(st.net_ct[1], 0);
    TH_EQ_INT(st.net_ct[2], 0);
    TH_EQ_INT(st.net_ct[3], -1);
}

/* A.3.3 the Kasse warning: stake 10 ct (Kasse 40) at 10 ct/unit; the largest
 * payout is 2 x 3 x 1 x 10 = 60 > 40 - 20 after W1: short after game 1.
 * W2 then pays 2 x 20 = 40 -> balance -20: negative. */
static void wend_kasse_short(void)
{
    sch_wend_settings s = wdef();
    s.settlement = SCH_WEND_KASSE;
    s.kasse_stake_ct = 10;
    sch_wend_game g[2] = {wgame(SCH_WEND_ALTE, A, C, 75), wgame(SCH_WEND_ALTE, B, D, 95)};
    sch_wend_settlement st;
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_wend_settle(&s, g, 2, &st, &last_err), SK_OK);
    TH_EQ_INT(st.kasse_short_after, 1);
    TH_CHECK(st.kasse_negative);
    TH_EQ_INT(st.kasse_end_ct, -20);
    /* -20 / 4 = -5 each; net A 10 - 10 - 5 = -5, B 20 - 10 - 5 = 5,
     * C -5, D 5 */
    TH_EQ_INT(st.net_ct[0], -5);
    TH_EQ_INT(st.net_ct[1], 5);
    TH_EQ_INT(st.net_ct[2], -5);
    TH_EQ_INT(st.net_ct[3], 5);
}

/* A.3.2 the dealer moves one seat to the left after every game. */
static void dealer_rotation(void)
{
    TH_EQ_INT(sch_dealer(1, 1), 1);
    TH_EQ_INT(sch_dealer(1, 2), 2);
    TH_EQ_INT(sch_dealer(1, 4), 4);
    TH_EQ_INT(sch_dealer(1, 5), 1);
    TH_EQ_INT(sch_dealer(3, 1), 3);
    TH_EQ_INT(sch_dealer(3, 3), 1);
    TH_EQ_INT(sch_dealer(9, 2), 2); /* out of range first dealer counts as 1 */
}

/* A.5.3 Tout with tout_counts_schneider_schwarz: the extras inside the
 * factor (decision): S8 -> 2 x (50 + 40 + 10 + 10) = 220. */
static void bav_tout_extras(void)
{
    sch_bav_settings s = bdef();
    s.tout_counts_schneider_schwarz = true;
    sch_bav_game g = bgame(SCH_BAV_SOLO, SCH_EICHEL, B, 0, 120);
    g.tout = true;
    g.loser_no_trick = true;
    g.laufende = 4;
    B_EXPECT(s, g, -220, +660, -220, -220);
    /* a Tout with 120 Augen whose opponents took a (blank) trick is lost:
     * v = 2 x 90 = 180 without extras */
    s.tout_counts_schneider_schwarz = false;
    g.loser_no_trick = false;
    B_EXPECT(s, g, +180, -540, +180, +180);
}

/* A.4 / A.5.3 asymmetric Schneider: the declarer party wins Schneider with
 * 91 (opponents 29), the opponents with 90 (declarer party 30).
 * RUF A+C 90: won, 90 < 91 no Schneider -> 20; 91 -> 20 + 10 = 30;
 * 31: lost, 31 > 30 no Schneider -> 20; 30: lost Schneider -> 30. */
static void bav_schneider_asymmetric(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 90);
    B_EXPECT(s, g, +20, -20, +20, -20);
    g.declarer_party_augen = 91;
    B_EXPECT(s, g, +30, -30, +30, -30);
    g.declarer_party_augen = 31;
    B_EXPECT(s, g, -20, +20, -20, +20);
    g.declarer_party_augen = 30;
    B_EXPECT(s, g, -30, +30, -30, +30);
}

/* A.5.3 Laufende cap: lauf_max 4, RUF 6 Laufende -> 4 counted:
 * 20 + 40 = 60. */
static void bav_lauf_max(void)
{
    sch_bav_settings s = bdef();
    s.lauf_max = 4;
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, B, 70);
    g.laufende = 6;
    B_EXPECT(s, g, +60, +60, -60, -60);
}

/* A.5.3 plus_only: a won game writes the table value once for the declarer
 * (and partner), a solo is not x3, lost games nothing: S6 -> C +50; S1 ->
 * A, C +20; S3 (lost) -> nothing; with plus_only_defenders_score the
 * winning defenders A, C write 20. */
static void bav_plus_only(void)
{
    sch_bav_settings s = bdef();
    s.write_mode = SCH_BAV_PLUS_ONLY;
    sch_bav_game g = bgame(SCH_BAV_SOLO, SCH_HERZ, C, 0, 75);
    B_EXPECT(s, g, 0, 0, +50, 0);
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    B_EXPECT(s, g, +20, 0, +20, 0);
    g = bgame(SCH_BAV_RUF, SCH_SCHELLEN, B, D, 60);
    B_EXPECT(s, g, 0, 0, 0, 0);
    s.plus_only_defenders_score = true;
    B_EXPECT(s, g, +20, 0, +20, 0);
}

/* A.5.1 doubled_after_throw_in: a thrown-in deal scores nothing and makes
 * one later game x2 (S1 doubled -> 40). */
static void bav_throw_in(void)
{
    sch_bav_settings s = bdef();
    s.doubled_after_throw_in = true;
    sch_bav_game g[3];
    g[0] = bgame(SCH_BAV_THROWN_IN, SCH_SUIT_NONE, 0, 0, SCH_AUGEN_NONE);
    g[1] = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g[2] = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    B_EXPECT(s, g[0], 0, 0, 0, 0);
    TH_EQ_INT(sch_bav_doubled_pending(&s, g, 1), 1);
    g[1].doubled = true;
    B_EXPECT(s, g[1], +40, -40, +40, -40);
    TH_EQ_INT(sch_bav_doubled_pending(&s, g, 2), 0);
    TH_EQ_INT(sch_bav_doubled_pending(&s, g, 3), 0);
    /* two throw-ins queue two doubled games */
    g[1] = g[0];
    TH_EQ_INT(sch_bav_doubled_pending(&s, g, 2), 2);
    TH_EQ_INT(sch_bav_doubled_pending(&s, g, 3), 1);
    s.doubled_after_throw_in = false;
    TH_EQ_INT(sch_bav_doubled_pending(&s, g, 3), 0);
}

/* A.5.4 point 3: "The throw-in double is derived, never stored as a fact
 * ... each thrown-in deal makes the next played game x2 (several pending
 * doubles are used up one per game) ... The manual override of A.5.2 is
 * --not-doubled (the pending double is then used up by that game)". */
static void bav_derive_doubled(void)
{
    sch_bav_settings s = bdef();
    s.doubled_after_throw_in = true;
    sch_bav_game z = bgame(SCH_BAV_THROWN_IN, SCH_SUIT_NONE, 0, 0, SCH_AUGEN_NONE);
    sch_bav_game r = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    /* a stale flag is overwritten: game 1 played, game 2 said doubled */
    sch_bav_game g[5] = {r, r, r, r, r};
    g[1].doubled = true;
    sch_bav_derive_doubled(&s, g, 2);
    TH_CHECK(!g[0].doubled && !g[1].doubled);
    /* game 2 becomes a throw-in: game 3 doubled, game 4 not */
    g[1] = z;
    g[2].doubled = false;
    sch_bav_derive_doubled(&s, g, 4);
    TH_CHECK(!g[1].doubled && g[2].doubled && !g[3].doubled);
    B_EXPECT(s, g[2], +40, -40, +40, -40);
    /* two throw-ins: the next two games doubled, one each */
    g[0] = z;
    sch_bav_derive_doubled(&s, g, 5);
    TH_CHECK(g[2].doubled && g[3].doubled && !g[4].doubled);
    /* --not-doubled uses a pending double up; --doubled forces one */
    g[2].doubled_set = SCH_DOUBLED_NO;
    sch_bav_derive_doubled(&s, g, 5);
    TH_CHECK(!g[2].doubled && g[3].doubled && !g[4].doubled);
    g[4].doubled_set = SCH_DOUBLED_YES;
    sch_bav_derive_doubled(&s, g, 5);
    TH_CHECK(g[4].doubled);
    /* without the setting nothing is derived */
    s.doubled_after_throw_in = false;
    g[4].doubled_set = SCH_DOUBLED_AUTO;
    sch_bav_derive_doubled(&s, g, 5);
    TH_CHECK(!g[2].doubled && !g[3].doubled && !g[4].doubled);
    /* --doubled without it is refused */
    sch_bav_outcome o;
    g[4].doubled_set = SCH_DOUBLED_YES;
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(sch_bav_score(&s, &g[4], &o, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "doubled_after_throw_in");
}

/* A.5.1 presets and table overrides: the expydoc points list: Tout +18/-6
 * and +6/-2 per Laufender; Sie +42/-14.  Tout Wenz B won with 2 Laufende:
 * 6 + 2 x 2 = 10 per opponent -> B +30. */
static void bav_presets(void)
{
    sch_bav_settings s = bdef();
    sch_bav_tariff t;
    TH_CHECK(sch_bav_parse_tariff("10/50", &t));
    TH_EQ_INT(t, SCH_TARIFF_10_50);
    TH_CHECK(!sch_bav_parse_tariff("7/70", &t));
    TH_EQ_STR(sch_bav_tariff_name(SCH_TARIFF_10_20_50), "10-20-50");
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_bav_apply_tariff(&s, SCH_TARIFF_10_50, &last_err), SK_OK);
    /* raschesspiele 10/50: Partnerspiel 10 / Schneider 20 / Schwarz 30;
     * Solo 50 / 60 / 70 per opponent */
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 100);
    B_EXPECT(s, g, +20, -20, +20, -20);
    g = bgame(SCH_BAV_SOLO, SCH_EICHEL, A, 0, 120);
    g.loser_no_trick = true;
    B_EXPECT(s, g, +210, -70, -70, -70);
    TH_EQ_INT(s.t_ramsch, 10);

    TH_EQ_INT(sch_bav_apply_tariff(&s, SCH_TARIFF_POINTS_EXPYDOC, &last_err), SK_OK);
    g = bgame(SCH_BAV_WENZ, SCH_SUIT_NONE, B, 0, 120);
    g.tout = true;
    g.loser_no_trick = true;
    g.laufende = 2;
    B_EXPECT(s, g, -10, +30, -10, -10);
    g = bgame(SCH_BAV_SOLO, SCH_GRAS, D, 0, SCH_AUGEN_NONE);
    g.sie = true;
    g.result = SCH_RES_WON;
    B_EXPECT(s, g, -14, -14, -14, +42);
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_bav_apply_tariff(&s, (sch_bav_tariff)42, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "tariff");
}

/* A.5.3 Ramsch with two losers (tie) and Klopfen (decision): each loser pays
 * each non-loser t = 20 x 2 = 40: A and B lose, C and D +80 each. */
static void bav_ramsch_tie(void)
{
    sch_bav_settings s = bdef();
    s.allow_ramsch = true;
    sch_bav_game g = bgame(SCH_BAV_RAMSCH, SCH_SUIT_NONE, 0, 0, SCH_AUGEN_NONE);
    g.ramsch_losers = (1u << (A - 1)) | (1u << (B - 1));
    g.klopfer = 1;
    B_EXPECT(s, g, -80, -80, +80, +80);
}

/* Settlement of a Bavarian list and cents: S1 + S6 at 10 ct per point:
 * points A 20 - 50 = -30, B -20 - 50 = -70, C 20 + 150 = 170, D -20 - 50 = -70. */
static void bav_settle(void)
{
    sch_bav_settings s = bdef();
    s.cent_per_point = 10;
    sch_bav_game g[2] = {bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70),
                         bgame(SCH_BAV_SOLO, SCH_HERZ, C, 0, 75)};
    sch_bav_settlement st;
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_bav_settle(&s, g, 2, &st, &last_err), SK_OK);
    TH_EQ_INT(st.points[0], -30);
    TH_EQ_INT(st.points[1], -70);
    TH_EQ_INT(st.points[2], 170);
    TH_EQ_INT(st.points[3], -70);
    TH_EQ_INT(st.cents[2], 1700);
    TH_EQ_INT(sch_check_zero_sum(st.points, &last_err), SK_OK);
    /* an invalid second game: the game number and the field named */
    g[1].suit = SCH_SUIT_NONE;
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_bav_settle(&s, g, 2, &st, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "game 2: suit:");
    TH_EQ_INT(st.points[0], 0);
}

static void zero_sum_check(void)
{
    long long ok[4] = {5, -1, -3, -1}, bad[4] = {5, -1, -3, 1};
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_check_zero_sum(ok, &last_err), SK_OK);
    TH_EQ_INT(sch_check_zero_sum(bad, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "totals: the table sums to 2");
}

/* The words players say. */
static void game_texts(void)
{
    char buf[128];
    sch_bav_game g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    sch_bav_game_text(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Rufspiel mit der Eichel-Sau");
    sch_bav_game_text_en(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Call game with the Eichel (acorns) ace");
    g = bgame(SCH_BAV_WENZ, SCH_SUIT_NONE, A, 0, 70);
    sch_bav_game_text(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Wenz");
    g = bgame(SCH_BAV_SOLO, SCH_HERZ, A, 0, 120);
    g.tout = true;
    sch_bav_game_text(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Farbsolo Herz, Tout");
    sch_bav_game_text_en(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Solo in Herz (hearts), Tout");
    g.tout = false;
    g.sie = true;
    g.suit = SCH_GRAS;
    sch_bav_game_text(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Farbsolo Gras, Sie");
    g = bgame(SCH_BAV_FARBWENZ, SCH_SCHELLEN, A, 0, 70);
    sch_bav_game_text(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Farbwenz Schellen");
    g = bgame(SCH_BAV_RAMSCH, SCH_SUIT_NONE, 0, 0, SCH_AUGEN_NONE);
    g.durchmarsch = B;
    sch_bav_game_text(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Ramsch, Durchmarsch");
    g = bgame(SCH_BAV_THROWN_IN, SCH_SUIT_NONE, 0, 0, SCH_AUGEN_NONE);
    sch_bav_game_text(&g, buf, sizeof buf);
    TH_EQ_STR(buf, "Zusammengeworfen");
    /* truncation keeps the buffer terminated */
    char small[8];
    g = bgame(SCH_BAV_RUF, SCH_SCHELLEN, A, C, 70);
    sch_bav_game_text(&g, small, sizeof small);
    TH_EQ_STR(small, "Rufspie");

    sch_wend_game w = wgame(SCH_WEND_ALTE, A, C, 75);
    sch_wend_game_text(&w, buf, sizeof buf);
    TH_EQ_STR(buf, "Die Alten");
    w = wgame(SCH_WEND_SOLO, A, 0, 75);
    sch_wend_game_text(&w, buf, sizeof buf);
    TH_EQ_STR(buf, "Solo");
    w = wgame(SCH_WEND_GERUFEN, A, B, 75);
    w.called = SCH_CALL_FIRST_TRICK;
    sch_wend_game_text(&w, buf, sizeof buf);
    TH_EQ_STR(buf, "Gerufen: Wer den ersten Stich macht, geht mit");
    w.called = SCH_CALL_CARD;
    w.called_suit = SCH_HERZ_FR;
    w.called_rank = SCH_KOENIG;
    sch_wend_game_text(&w, buf, sizeof buf);
    TH_EQ_STR(buf, "Gerufen: Der Herz-König geht mit");
    sch_wend_game_text_en(&w, buf, sizeof buf);
    TH_EQ_STR(buf, "Called: the king of hearts goes along");
}

/* ================================================================== */
/* Refusals (A.3.2 / A.5.3 validation lists)                           */

static void wend_refusals(void)
{
    sch_wend_settings s = wdef();
    sch_wend_game g;

    g = wgame(SCH_WEND_ALTE, A, 0, 75);
    W_REFUSE(s, g, "party: an ALTE game has two players");
    g = wgame(SCH_WEND_ALTE, B, B, 75);
    W_REFUSE(s, g, "party: seat 2 is named twice");
    g = wgame(SCH_WEND_ALTE, A, 5, 75);
    W_REFUSE(s, g, "party: seat 5 is not at the table");
    g = wgame(SCH_WEND_SOLO, A, C, 75);
    W_REFUSE(s, g, "party: a SOLO has one player");
    g = wgame(SCH_WEND_SOLO, 0, 0, 75);
    W_REFUSE(s, g, "party:");
    g = wgame(SCH_WEND_GERUFEN, B, B, 75);
    W_REFUSE(s, g, "partner: seat 2 is the caller; a called partner is another player");
    g = wgame(SCH_WEND_ALTE, A, C, 119);
    W_REFUSE(s, g, "party_augen: 119 card points are impossible");
    g = wgame(SCH_WEND_ALTE, A, C, 1);
    W_REFUSE(s, g, "party_augen: 1 card points are impossible");
    g = wgame(SCH_WEND_ALTE, A, C, 121);
    W_REFUSE(s, g, "party_augen: 121");
    g = wgame(SCH_WEND_ALTE, A, C, SCH_AUGEN_NONE);
    W_REFUSE(s, g, "party_augen: missing");
    g = wgame(SCH_WEND_ALTE, A, C, 100);
    g.loser_no_trick = true;
    W_REFUSE(s, g, "loser_no_trick: the losing side has 20");
    g = wgame(SCH_WEND_ALTE, A, C, 0);
    g.loser_no_trick = true; /* lost with 0: the Alten took no trick: fine */
    W_EXPECT(s, g, -3, +3, -3, +3);
    g = wgame(SCH_WEND_ALTE, A, C, 75);
    g.result = SCH_RES_LOST;
    W_REFUSE(s, g, "result: lost contradicts party_augen 75");
    g = wgame(SCH_WEND_ALTE, A, C, 75);
    g.schneider = true;
    W_REFUSE(s, g, "schneider contradicts party_augen 75");
    g = wgame(SCH_WEND_ALTE, A, C, 75);
    g.doublings = 1;
    W_REFUSE(s, g, "doublings: 1 given but wend_doublings_allowed is off");
    s.doublings_allowed = true;
    g.doublings = 9;
    W_REFUSE(s, g, "doublings: 9 is impossible");
    s = wdef();
    g = wgame(SCH_WEND_SOLO, A, 0, 75);
    g.called = SCH_CALL_FIRST_TRICK;
    W_REFUSE(s, g, "called: only a GERUFEN game calls a partner");
    g = wgame(SCH_WEND_GERUFEN, A, B, 75);
    g.called = SCH_CALL_CARD;
    g.called_suit = SCH_PIK;
    g.called_rank = SCH_DAME;
    W_REFUSE(s, g, "called: the Pik-Dame is one of the Alten");
    g.called_rank = SCH_RANK_NONE;
    W_REFUSE(s, g, "called: rank");
    g = wgame((sch_wend_contract)7, A, B, 75);
    W_REFUSE(s, g, "contract: 7 is impossible");
    /* settings */
    g = wgame(SCH_WEND_ALTE, A, C, 75);
    s.unit_solo = 0;
    W_REFUSE(s, g, "wend_unit_solo: 0 is impossible");
    s = wdef();
    s.schneider_below = 29;
    W_REFUSE(s, g, "wend_schneider_below: 29");
    s = wdef();
    s.gegen_die_alten = 2;
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_wend_settings_validate(&s, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "wend_gegen_die_alten");
    /* a list with an invalid game: numbered, and nothing half-filled */
    s = wdef();
    sch_wend_game list[2] = {wgame(SCH_WEND_ALTE, A, C, 75), wgame(SCH_WEND_ALTE, A, C, 119)};
    sch_wend_settlement st;
    sk_err_clear(&last_err);
    TH_EQ_INT(sch_wend_settle(&s, list, 2, &st, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "game 2: party_augen: 119");
    TH_EQ_INT(st.units[0], 0);
}

static void bav_refusals(void)
{
    sch_bav_settings s = bdef();
    sch_bav_game g;

    g = bgame(SCH_BAV_RUF, SCH_HERZ, A, C, 70);
    B_REFUSE(s, g, "suit: a Rufspiel cannot call the Herz-Sau");
    g = bgame(SCH_BAV_RUF, SCH_SUIT_NONE, A, C, 70);
    B_REFUSE(s, g, "suit:");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, B, B, 70);
    B_REFUSE(s, g, "partner: seat 2 is the declarer; a Rufspiel partner is another player");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, 0, 70);
    B_REFUSE(s, g, "partner: a RUF needs the partner's seat");
    g = bgame(SCH_BAV_WENZ, SCH_SUIT_NONE, A, B, 70);
    B_REFUSE(s, g, "partner: a WENZ is played alone");
    g = bgame(SCH_BAV_WENZ, SCH_EICHEL, A, 0, 70);
    B_REFUSE(s, g, "suit: a WENZ has no suit");
    g = bgame(SCH_BAV_SOLO, SCH_SUIT_NONE, A, 0, 70);
    B_REFUSE(s, g, "suit: a SOLO needs its trump suit");
    g = bgame(SCH_BAV_SOLO, SCH_EICHEL, 0, 0, 70);
    B_REFUSE(s, g, "declarer: seat 0 is not at the table");
    g = bgame(SCH_BAV_SOLO, SCH_EICHEL, 5, 0, 70);
    B_REFUSE(s, g, "declarer: seat 5");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 119);
    B_REFUSE(s, g, "declarer_party_augen: 119 card points are impossible");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 1);
    B_REFUSE(s, g, "declarer_party_augen: 1 card points are impossible");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, -5);
    B_REFUSE(s, g, "declarer_party_augen: -5");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, SCH_AUGEN_NONE);
    B_REFUSE(s, g, "declarer_party_augen: missing");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.loser_no_trick = true;
    B_REFUSE(s, g, "loser_no_trick: the losing side has 50");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.result = SCH_RES_LOST;
    B_REFUSE(s, g, "result: lost contradicts declarer_party_augen 70");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.schneider = true;
    B_REFUSE(s, g, "schneider contradicts declarer_party_augen 70");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.laufende = 15;
    B_REFUSE(s, g, "laufende: 15 is impossible; a RUF has 0 to 14");
    g = bgame(SCH_BAV_WENZ, SCH_SUIT_NONE, A, 0, 70);
    g.laufende = 5;
    B_REFUSE(s, g, "laufende: 5 is impossible; a WENZ has 0 to 4");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.klopfer = 5;
    B_REFUSE(s, g, "klopfer: 5 is impossible");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.kontra_level = 3;
    s.kontra_max_level = 2;
    B_REFUSE(s, g, "kontra_level: 3 is above kontra_max_level 2");
    s = bdef();
    s.doublings_allowed = false;
    g.kontra_level = 0;
    g.klopfer = 1;
    B_REFUSE(s, g, "klopfer: 1 given but doublings_allowed is off");
    s = bdef();
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.doubled = true;
    B_REFUSE(s, g, "doubled: a doubled game needs doubled_after_throw_in");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 120);
    g.tout = true;
    B_REFUSE(s, g, "tout: only a Wenz, Solo, Geier or Farbwenz can be Tout");
    g = bgame(SCH_BAV_WENZ, SCH_SUIT_NONE, A, 0, 120);
    g.sie = true;
    B_REFUSE(s, g, "sie: only a Farbsolo can be a Sie");
    g = bgame(SCH_BAV_SOLO, SCH_EICHEL, A, 0, SCH_AUGEN_NONE);
    g.sie = true;
    g.result = SCH_RES_LOST;
    B_REFUSE(s, g, "result: a Sie cannot be lost");
    g = bgame(SCH_BAV_SOLO, SCH_EICHEL, A, 0, 100);
    g.sie = true;
    B_REFUSE(s, g, "declarer_party_augen: a Sie takes every trick");
    g = bgame(SCH_BAV_SOLO, SCH_EICHEL, A, 0, 100);
    g.tout = true;
    g.result = SCH_RES_WON;
    B_REFUSE(s, g, "result: won contradicts declarer_party_augen 100; a Tout");
    s.allow_tout = false;
    g.result = SCH_RES_NONE;
    B_REFUSE(s, g, "tout: Tout is not allowed");
    s = bdef();
    g = bgame(SCH_BAV_GEIER, SCH_SUIT_NONE, A, 0, 70);
    B_REFUSE(s, g, "kind: GEIER is not allowed by the settings");
    s.allow_wenz = false;
    g = bgame(SCH_BAV_WENZ, SCH_SUIT_NONE, A, 0, 70);
    B_REFUSE(s, g, "kind: WENZ is not allowed");
    s = bdef();
    s.allow_bettel = true;
    g = bgame(SCH_BAV_BETTEL, SCH_SUIT_NONE, A, 0, 0);
    B_REFUSE(s, g, "declarer_party_augen: a Bettel is entered by its result");
    g.declarer_party_augen = SCH_AUGEN_NONE;
    g.result = SCH_RES_WON;
    /* Bettel won: 30 per opponent, declarer +90 */
    B_EXPECT(s, g, +90, -30, -30, -30);
    /* RUF with lauf_ohne_only_declarer needs mit/ohne once Laufende count */
    s = bdef();
    s.lauf_ohne_only_declarer = true;
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.laufende = 3;
    B_REFUSE(s, g, "laufende_side: with lauf_ohne_only_declarer");
    g.laufende = 2; /* not counted: no side needed */
    B_EXPECT(s, g, +20, -20, +20, -20);
    /* Ramsch */
    s = bdef();
    g = bgame(SCH_BAV_RAMSCH, SCH_SUIT_NONE, 0, 0, SCH_AUGEN_NONE);
    g.ramsch_losers = 1;
    B_REFUSE(s, g, "kind: RAMSCH is not allowed by the settings");
    s.allow_ramsch = true;
    g.declarer = A;
    B_REFUSE(s, g, "declarer: a RAMSCH has no declarer");
    g.declarer = 0;
    g.ramsch_losers = 0;
    B_REFUSE(s, g, "ramsch_losers: a Ramsch needs its loser");
    g.ramsch_losers = 1;
    g.ramsch_jungfrau = 1;
    B_REFUSE(s, g, "ramsch_jungfrau: a Jungfrau took no trick");
    g.ramsch_jungfrau = 0xE;
    B_REFUSE(s, g, "ramsch_jungfrau: three Jungfrauen");
    g.ramsch_jungfrau = 0;
    g.kontra_level = 1;
    B_REFUSE(s, g, "kontra_level: nobody declared a RAMSCH");
    g.kontra_level = 0;
    g.ramsch_losers = 0;
    g.durchmarsch = 6;
    B_REFUSE(s, g, "durchmarsch: seat 6");
    g.durchmarsch = B;
    s.ramsch_durchmarsch = false;
    B_REFUSE(s, g, "durchmarsch: ramsch_durchmarsch is off");
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    g.ramsch_jungfrau = 2;
    B_REFUSE(s, g, "ramsch_losers: only a RAMSCH");
    g = bgame(SCH_BAV_THROWN_IN, SCH_SUIT_NONE, A, 0, SCH_AUGEN_NONE);
    B_REFUSE(s, g, "declarer: a THROWN_IN has no declarer");
    /* settings */
    s = bdef();
    g = bgame(SCH_BAV_RUF, SCH_EICHEL, A, C, 70);
    s.lauf_min = 0;
    B_REFUSE(s, g, "lauf_min: 0 is impossible");
    s = bdef();
    s.t_ruf = 0;
    B_REFUSE(s, g, "t_ruf: 0 is impossible");
    s = bdef();
    s.kontra_max_level = 5;
    B_REFUSE(s, g, "kontra_max_level: 5");
    s = bdef();
    s.table_override[SCH_OVR_TOUT].set = true;
    B_REFUSE(s, g, "table_override Tout base: 0");
}

/* ================================================================== */
/* Property test: random valid games add up to zero                    */

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;

static uint32_t rnd(uint32_t n) /* 0..n-1, xorshift64* */
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (uint32_t)((rng_state * 0x2545F4914F6CDD1DULL) >> 32) % n;
}

static bool coin(int percent)
{
    return (int)rnd(100) < percent;
}

static int rnd_augen(void)
{
    if (coin(10))
        return coin(50) ? 0 : 120;
    int a;
    do
        a = (int)rnd(121);
    while (a == 1 || a == 119);
    return a;
}

static void rnd_two_seats(int *a, int *b)
{
    *a = 1 + (int)rnd(4);
    do
        *b = 1 + (int)rnd(4);
    while (*b == *a);
}

static sch_wend_settings rnd_wend_settings(void)
{
    sch_wend_settings s = wdef();
    s.unit_partie = 1 + (int)rnd(5);
    s.unit_solo = 1 + (int)rnd(5);
    s.gegen_die_alten = (int)rnd(2);
    s.schneider_below = coin(50) ? 30 : 31;
    s.settlement = coin(50) ? SCH_WEND_LIST : SCH_WEND_KASSE;
    s.kasse_stake_ct = rnd(600);
    s.cent_per_unit = rnd(25);
    s.called_alone_is_solo = coin(50);
    s.doublings_allowed = coin(50);
    return s;
}

static sch_wend_game rnd_wend_game(const sch_wend_settings *s)
{
    sch_wend_game g;
    sch_wend_game_init(&g);
    g.contract = (sch_wend_contract)rnd(3);
    rnd_two_seats(&g.party[0], &g.party[1]);
    if (g.contract == SCH_WEND_SOLO || (g.contract == SCH_WEND_GERUFEN &&
                                        s->called_alone_is_solo && coin(20)))
        g.party[1] = 0;
    if (g.contract == SCH_WEND_GERUFEN) {
        g.called = (sch_wend_call)rnd(3);
        if (g.called == SCH_CALL_CARD) {
            g.called_suit = SCH_HERZ_FR; /* never one of the Alten */
            g.called_rank = (sch_fr_rank)(1 + rnd(8));
        }
    }
    if (coin(20)) {
        g.result = coin(50) ? SCH_RES_WON : SCH_RES_LOST;
        g.schneider = coin(30);
        g.loser_no_trick = coin(15);
    } else {
        g.party_augen = rnd_augen();
        if (g.party_augen == 0 || g.party_augen == 120)
            g.loser_no_trick = coin(50);
    }
    if (s->doublings_allowed)
        g.doublings = (int)rnd(9);
    return g;
}

static void property_wendish_zero_sum(void)
{
    int games = 0, fails = 0;
    for (int round = 0; round < 400; round++) {
        sch_wend_settings s = rnd_wend_settings();
        sch_wend_game list[40];
        size_t n = 1 + rnd(40);
        for (size_t k = 0; k < n; k++) {
            list[k] = rnd_wend_game(&s);
            sch_wend_outcome o;
            sk_err_clear(&last_err);
            int rc = sch_wend_score(&s, &list[k], &o, &last_err);
            games++;
            long long su = 0, sp = o.kasse_ct;
            for (int i = 0; i < 4; i++) {
                su += o.units[i];
                sp += o.pay_ct[i];
            }
            if (rc != SK_OK || su != 0 || sp != 0 || o.value <= 0 || o.kasse_ct > 0) {
                if (fails++ < 5)
                    printf("    round %d game %zu: rc %d (%s) units sum %lld money sum %lld\n",
                           round, k, rc, last_err.msg, su, sp);
            }
        }
        sch_wend_settlement st;
        sk_err_clear(&last_err);
        int rc = sch_wend_settle(&s, list, n, &st, &last_err);
        long long su = 0, sn = 0;
        for (int i = 0; i < 4; i++) {
            su += st.units[i];
            sn += st.net_ct[i];
        }
        if (rc != SK_OK || su != 0 || sn != 0) {
            if (fails++ < 5)
                printf("    round %d settle: rc %d units %lld net %lld\n", round, rc, su, sn);
        }
        if (s.settlement == SCH_WEND_LIST) {
            for (int i = 0; i < 4; i++)
                TH_EQ_INT(st.net_ct[i], st.units[i] * s.cent_per_unit);
        } else {
            long long shares = 0;
            for (int i = 0; i < 4; i++)
                shares += st.share_ct[i];
            TH_EQ_INT(shares, st.kasse_end_ct); /* the Kasse is emptied */
        }
    }
    TH_EQ_INT(fails, 0);
    TH_CHECK(games > 4000);
}

static sch_bav_settings rnd_bav_settings(void)
{
    sch_bav_settings s = bdef();
    sk_err e;
    sch_bav_apply_tariff(&s, (sch_bav_tariff)rnd(SCH_TARIFF_N), &e);
    if (coin(30)) {
        s.t_ruf = 1 + rnd(100);
        s.t_solo = 1 + rnd(200);
        s.t_extra = rnd(50);
        s.t_ramsch = rnd(60);
        s.t_bettel = rnd(60);
    }
    s.lauf_min = 1 + (int)rnd(5);
    s.lauf_min_wenz = 1 + (int)rnd(4);
    s.lauf_max = coin(50) ? 0 : (int)rnd(8);
    s.lauf_ohne_only_declarer = coin(40);
    s.tout_factor = 1 + (int)rnd(4);
    s.tout_counts_schneider_schwarz = coin(50);
    s.sie_factor = 1 + (int)rnd(8);
    s.ramsch_durchmarsch = coin(70);
    s.doublings_allowed = coin(80);
    s.kontra_max_level = (int)rnd(5);
    s.doubled_after_throw_in = coin(50);
    s.cent_per_point = rnd(20);
    s.allow_wenz = coin(90);
    s.allow_farbsolo = coin(90);
    s.allow_tout = coin(80);
    s.allow_sie = coin(80);
    s.allow_geier = coin(50);
    s.allow_farbwenz = coin(50);
    s.allow_hochzeit = coin(50);
    s.allow_bettel = coin(50);
    s.allow_ramsch = coin(60);
    for (int i = 0; i < SCH_OVR_N; i++)
        if (coin(15))
            s.table_override[i] = (sch_bav_override){true, 1 + rnd(30), rnd(5), rnd(5), rnd(5)};
    return s;
}

static bool kind_allowed(const sch_bav_settings *s, sch_bav_kind k)
{
    switch (k) {
    case SCH_BAV_WENZ: return s->allow_wenz;
    case SCH_BAV_SOLO: return s->allow_farbsolo;
    case SCH_BAV_GEIER: return s->allow_geier;
    case SCH_BAV_FARBWENZ: return s->allow_farbwenz;
    case SCH_BAV_HOCHZEIT: return s->allow_hochzeit;
    case SCH_BAV_BETTEL: return s->allow_bettel;
    case SCH_BAV_RAMSCH: return s->allow_ramsch;
    default: return true;
    }
}

static sch_bav_game rnd_bav_game(const sch_bav_settings *s)
{
    sch_bav_game g;
    sch_bav_game_init(&g);
    do
        g.kind = (sch_bav_kind)rnd(SCH_BAV_NKINDS);
    while (!kind_allowed(s, g.kind));
    if (s->doublings_allowed) {
        g.klopfer = (int)rnd(5);
        if (g.kind != SCH_BAV_RAMSCH && g.kind != SCH_BAV_THROWN_IN)
            g.kontra_level = (int)rnd((uint32_t)s->kontra_max_level + 1);
    }
    if (s->doubled_after_throw_in && g.kind != SCH_BAV_THROWN_IN)
        g.doubled = coin(30);
    if (g.kind == SCH_BAV_THROWN_IN)
        return g;
    if (g.kind == SCH_BAV_RAMSCH) {
        if (s->ramsch_durchmarsch && coin(15)) {
            g.durchmarsch = 1 + (int)rnd(4);
            return g;
        }
        g.ramsch_losers = 1 + rnd(15);
        unsigned others = ~g.ramsch_losers & 0xFu;
        g.ramsch_jungfrau = rnd(16) & others;
        int nj = 0;
        for (int i = 0; i < 4; i++)
            nj += (g.ramsch_jungfrau >> i) & 1u;
        if (nj == 3 && s->ramsch_durchmarsch)
            g.ramsch_jungfrau &= g.ramsch_jungfrau - 1; /* drop one: that is a Durchmarsch */
        return g;
    }
    static const sch_bav_suit ruf_suits[3] = {SCH_EICHEL, SCH_GRAS, SCH_SCHELLEN};
    if (g.kind == SCH_BAV_RUF)
        g.suit = ruf_suits[rnd(3)];
    else if (g.kind == SCH_BAV_SOLO || g.kind == SCH_BAV_FARBWENZ)
        g.suit = (sch_bav_suit)(1 + rnd(4));
    rnd_two_seats(&g.declarer, &g.partner);
    if (g.kind != SCH_BAV_RUF && g.kind != SCH_BAV_HOCHZEIT)
        g.partner = 0;
    int lmax = g.kind == SCH_BAV_WENZ || g.kind == SCH_BAV_GEIER ? 4
               : g.kind == SCH_BAV_FARBWENZ                      ? 11
               : g.kind == SCH_BAV_BETTEL                        ? 0
                                                                 : 14;
    g.laufende = (int)rnd((uint32_t)lmax + 1);
    g.laufende_side = coin(50) ? SCH_LAUF_MIT : SCH_LAUF_OHNE;
    if (g.kind == SCH_BAV_BETTEL) {
        g.result = coin(50) ? SCH_RES_WON : SCH_RES_LOST;
        return g;
    }
    bool solo = g.kind == SCH_BAV_WENZ || g.kind == SCH_BAV_SOLO || g.kind == SCH_BAV_GEIER ||
                g.kind == SCH_BAV_FARBWENZ;
    if (g.kind == SCH_BAV_SOLO && s->allow_sie && coin(5)) {
        g.sie = true;
        if (coin(50)) {
            g.result = SCH_RES_WON;
        } else {
            g.declarer_party_augen = 120;
            g.loser_no_trick = true;
        }
        return g;
    }
    if (solo && s->allow_tout && coin(20))
        g.tout = true;
    if (coin(20)) {
        g.result = coin(50) ? SCH_RES_WON : SCH_RES_LOST;
        g.schneider = coin(30);
        g.loser_no_trick = coin(15);
    } else {
        g.declarer_party_augen = rnd_augen();
        if (g.declarer_party_augen == 0 || g.declarer_party_augen == 120)
            g.loser_no_trick = coin(50);
    }
    return g;
}

static void property_bavarian_zero_sum(void)
{
    int games = 0, fails = 0, nonzero = 0;
    for (int round = 0; round < 300; round++) {
        sch_bav_settings s = rnd_bav_settings();
        bool plus_only = coin(20);
        s.write_mode = plus_only ? SCH_BAV_PLUS_ONLY : SCH_BAV_PLUS_MINUS;
        s.plus_only_defenders_score = coin(50);
        sch_bav_game list[40];
        size_t n = 1 + rnd(40);
        for (size_t k = 0; k < n; k++) {
            list[k] = rnd_bav_game(&s);
            sch_bav_outcome o;
            sk_err_clear(&last_err);
            int rc = sch_bav_score(&s, &list[k], &o, &last_err);
            games++;
            long long sp = 0, sc = 0;
            bool neg = false;
            for (int i = 0; i < 4; i++) {
                sp += o.points[i];
                sc += o.cents[i];
                neg |= o.points[i] < 0;
                nonzero += o.points[i] != 0;
            }
            bool bad = rc != SK_OK || (plus_only ? neg : (sp != 0 || sc != 0));
            if (bad && fails++ < 5)
                printf("    round %d game %zu kind %d: rc %d (%s) points sum %lld cents sum %lld\n",
                       round, k, (int)list[k].kind, rc, last_err.msg, sp, sc);
        }
        sch_bav_settlement st;
        sk_err_clear(&last_err);
        int rc = sch_bav_settle(&s, list, n, &st, &last_err);
        if (rc != SK_OK || (!plus_only && sch_check_zero_sum(st.points, &last_err) != SK_OK)) {
            if (fails++ < 5)
                printf("    round %d settle: rc %d %s\n", round, rc, last_err.msg);
        }
    }
    TH_EQ_INT(fails, 0);
    TH_CHECK(games > 4000);
    TH_CHECK(nonzero > 4000); /* the games really scored something */
}

int main(void)
{
    TH_SUITE("schafkopf");
    TH_RUN(W1);
    TH_RUN(W2);
    TH_RUN(W3);
    TH_RUN(W4);
    TH_RUN(W5);
    TH_RUN(W6);
    TH_RUN(W7);
    TH_RUN(W8);
    TH_RUN(W9);
    TH_RUN(W10);
    TH_RUN(W11);
    TH_RUN(W12);
    TH_RUN(S1);
    TH_RUN(S2);
    TH_RUN(S3);
    TH_RUN(S4);
    TH_RUN(S5);
    TH_RUN(S6);
    TH_RUN(S7);
    TH_RUN(S8);
    TH_RUN(S9);
    TH_RUN(S10);
    TH_RUN(S11);
    TH_RUN(S12);
    TH_RUN(S13);
    TH_RUN(S14);
    TH_RUN(S15);
    TH_RUN(S16);
    TH_RUN(S17);
    TH_RUN(S18);
    TH_RUN(wend_called_alone_is_solo);
    TH_RUN(wend_by_result);
    TH_RUN(wend_doublings);
    TH_RUN(wend_kasse_odd_cents);
    TH_RUN(wend_kasse_short);
    TH_RUN(dealer_rotation);
    TH_RUN(bav_tout_extras);
    TH_RUN(bav_schneider_asymmetric);
    TH_RUN(bav_lauf_max);
    TH_RUN(bav_plus_only);
    TH_RUN(bav_throw_in);
    TH_RUN(bav_derive_doubled);
    TH_RUN(bav_presets);
    TH_RUN(bav_ramsch_tie);
    TH_RUN(bav_settle);
    TH_RUN(zero_sum_check);
    TH_RUN(game_texts);
    TH_RUN(wend_refusals);
    TH_RUN(bav_refusals);
    TH_RUN(property_wendish_zero_sum);
    TH_RUN(property_bavarian_zero_sum);
    return th_done();
}
