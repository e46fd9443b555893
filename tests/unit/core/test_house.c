/* test_house.c - the house-rule layer (app/core/house.c, app/core/money.c)
 * against ../shared/rules-house-schafkopf.md Part B.
 *
 * One test per worked example H1..H28 (B.7); every expected figure is copied
 * from the spec (its working written next to it), never from the program.
 * Multi-game examples are replayed game by game through house_list (which
 * runs the Bock state machine of B.3.2).  Then the refusals of B.6.4 and the
 * isko profile against today's Seeger-Fabian result.
 * Seats: A = 0, B = 1, C = 2, D = 3.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "house.h"
#include "money.h"
#include "rng.h"
#include "rules.h"
#include "th.h"

enum { A = 0, B = 1, C = 2, D = 3 };

static sk_err last_err;

/* A suit/grand game with card points. */
static house_game pts(int decl, rules_contract c, int mat, int points)
{
    house_game g;
    house_game_init(&g);
    g.declarer = decl;
    g.g.contract = c;
    g.g.matadors = mat;
    g.g.points = points;
    return g;
}

static house_game hand(house_game g)
{
    g.g.hand = true;
    return g;
}

static house_game kon(house_game g, int level)
{
    g.kontra_level = level;
    return g;
}

static house_game dealt(house_game g, int dealer)
{
    g.dealer = dealer;
    return g;
}

static house_game null_game(int decl, bool hand_, bool ouvert, bool won)
{
    house_game g;
    house_game_init(&g);
    g.declarer = decl;
    g.g.contract = RULES_NULL;
    g.g.hand = hand_;
    g.g.ouvert = ouvert;
    g.g.result = won ? RULES_RES_WON : RULES_RES_LOST;
    return g;
}

static house_game passed(void)
{
    house_game g;
    house_game_init(&g);
    g.kind = HOUSE_PASSED;
    return g;
}

/* A Ramsch at a 3-table: Augen in A's, B's, C's tricks and the skat. */
static house_game ramsch(int a, int b, int c, int skat)
{
    house_game g;
    house_game_init(&g);
    g.kind = HOUSE_RAMSCH;
    g.ramsch.augen[A] = a;
    g.ramsch.augen[B] = b;
    g.ramsch.augen[C] = c;
    g.ramsch.skat_augen = skat;
    return g;
}

/* Score one game that must be valid; returns the result. */
static house_result score(const house_profile *p, int n, const house_game *g, int bock)
{
    house_result r;
    sk_err_clear(&last_err);
    int rc = house_score(p, n, g, bock, &r, &last_err);
    TH_EQ_INT(rc, SK_OK);
    if (rc != SK_OK) {
        printf("    unexpected error: %s\n", last_err.msg);
        memset(&r, 0, sizeof r);
    }
    return r;
}

/* Add a game that must be valid to list l. */
static house_list_step add(house_list *l, house_game g)
{
    house_list_step s;
    sk_err_clear(&last_err);
    int rc = house_list_add(l, &g, &s, &last_err);
    TH_EQ_INT(rc, SK_OK);
    if (rc != SK_OK) {
        printf("    unexpected error: %s\n", last_err.msg);
        memset(&s, 0, sizeof s);
    }
    return s;
}

static void list_init(house_list *l, const house_profile *p, int n)
{
    sk_err_clear(&last_err);
    int rc = house_list_init(l, p, n, 0, &last_err);
    TH_EQ_INT(rc, SK_OK);
    if (rc != SK_OK)
        printf("    unexpected error: %s\n", last_err.msg);
}

/* The game check must refuse g with SK_INVALID and a message containing want. */
#define REFUSE(p, n, g, want)                                                  \
    do {                                                                       \
        house_game g_ = (g);                                                   \
        sk_err_clear(&last_err);                                               \
        TH_EQ_INT(house_game_check((p), (n), &g_, &last_err), SK_INVALID);     \
        TH_EQ_INT(last_err.status, SK_INVALID);                                \
        TH_CONTAINS(last_err.msg, (want));                                     \
    } while (0)

/* ---- B.7 worked examples ---------------------------------------------- */

/* H1 plain list, 3-table */
static void H1_plain_list(void)
{
    house_profile p;
    house_profile_isko(&p);
    house_list l;
    list_init(&l, &p, 3);
    /* g1 A Grand mit 4, 95 (Schneider) won: (4+1+1) x 24 = 144 */
    house_list_step s = add(&l, pts(A, RULES_GRAND, 4, 95));
    TH_EQ_INT(s.r.entry[A], 144);
    TH_EQ_INT(l.total[A], 144);
    /* g2 A Karo ohne 2, 50, lost: (2+1) x 9 = 27, -54 */
    s = add(&l, pts(A, RULES_DIAMONDS, -2, 50));
    TH_EQ_INT(s.r.entry[A], -54);
    TH_EQ_INT(l.total[A], 90);
    /* g3 C Null ouvert won: 46 */
    s = add(&l, null_game(C, false, true, true));
    TH_EQ_INT(s.r.entry[C], 46);
    TH_EQ_INT(l.total[A], 90);
    TH_EQ_INT(l.total[B], 0);
    TH_EQ_INT(l.total[C], 46);
}

/* H2 hand_not_punished */
static void H2_hand_not_punished(void)
{
    house_profile iso, hnp;
    house_profile_isko(&iso);
    house_profile_isko(&hnp);
    hnp.hand_not_punished = true;
    /* Kreuz Hand mit 2, 50, lost: V (2+1+1) x 12 = 48: -96 / -48 */
    house_game g = hand(pts(A, RULES_CLUBS, 2, 50));
    TH_EQ_INT(score(&iso, 3, &g, 1).entry[A], -96);
    TH_EQ_INT(score(&hnp, 3, &g, 1).entry[A], -48);
    /* Null Hand lost (V 35): -70 / -35 */
    g = null_game(A, true, false, false);
    TH_EQ_INT(score(&iso, 3, &g, 1).entry[A], -70);
    TH_EQ_INT(score(&hnp, 3, &g, 1).entry[A], -35);
    /* Herz mit 1 lost (V 20, not Hand): -40 / -40 */
    g = pts(A, RULES_HEARTS, 1, 50);
    TH_EQ_INT(score(&iso, 3, &g, 1).entry[A], -40);
    TH_EQ_INT(score(&hnp, 3, &g, 1).entry[A], -40);
}

/* H3 minus list, 4-table */
static void H3_minus_list(void)
{
    for (int charged = 1; charged >= 0; charged--) {
        house_profile p;
        house_profile_isko(&p);
        p.list_mode = HOUSE_LIST_MINUS;
        p.minus_list_dealer_charged = charged;
        house_list l;
        list_init(&l, &p, 4);
        /* g1 dealer D, A wins Herz mit 1 (V 20): B -20, C -20, D -20 (off: D 0) */
        house_list_step s = add(&l, dealt(pts(A, RULES_HEARTS, 1, 70), D));
        TH_EQ_INT(s.r.entry[A], 0);
        TH_EQ_INT(s.r.entry[B], -20);
        TH_EQ_INT(s.r.entry[C], -20);
        TH_EQ_INT(s.r.entry[D], charged ? -20 : 0);
        /* g2 dealer A, B loses Pik mit 2 (V (2+1) x 11 = 33): B -66 */
        s = add(&l, dealt(pts(B, RULES_SPADES, 2, 40), A));
        TH_EQ_INT(s.r.entry[B], -66);
        TH_EQ_INT(s.r.entry[A] + s.r.entry[C] + s.r.entry[D], 0);
        /* totals A 0, B -86, C -20, D -20 (off: D 0) */
        TH_EQ_INT(l.total[A], 0);
        TH_EQ_INT(l.total[B], -86);
        TH_EQ_INT(l.total[C], -20);
        TH_EQ_INT(l.total[D], charged ? -20 : 0);
    }
}

/* H4 Bierlachs, 3 players, target 301 */
static void H4_bierlachs_3(void)
{
    house_profile p;
    house_profile_isko(&p);
    p.list_mode = HOUSE_LIST_BIERLACHS;
    house_list l;
    list_init(&l, &p, 3);
    TH_EQ_INT(l.target, 301);
    /* g1 A wins Grand mit 2 (72): B -72, C -72 */
    add(&l, pts(A, RULES_GRAND, 2, 70));
    /* g2 B loses Kreuz mit 1 (24): B -48 */
    add(&l, pts(B, RULES_CLUBS, 1, 50));
    /* g3 A loses Grand ohne 1 (48): A -96 */
    add(&l, pts(A, RULES_GRAND, -1, 50));
    /* g4 C wins Grand Hand mit 2 (96): A -96, B -96 */
    house_list_step s = add(&l, hand(pts(C, RULES_GRAND, 2, 70)));
    TH_EQ_INT(s.lachs_lost, 0);
    /* g5 B loses Grand mit 1 (48): B -96 -> A -192, B -312, C -72 */
    int before[3] = {l.total[A], l.total[B], l.total[C]};
    s = add(&l, pts(B, RULES_GRAND, 1, 50));
    TH_EQ_INT(before[A] + s.r.entry[A], -192);
    TH_EQ_INT(before[B] + s.r.entry[B], -312);
    TH_EQ_INT(before[C] + s.r.entry[C], -72);
    /* B loses the Lachs; all restart at 0 */
    TH_EQ_INT(s.lachs_lost, 1u << B);
    TH_EQ_INT(l.lachse[B], 1);
    TH_EQ_INT(l.lachse[A] + l.lachse[C], 0);
    TH_EQ_INT(l.total[A], 0);
    TH_EQ_INT(l.total[B], 0);
    TH_EQ_INT(l.total[C], 0);
}

/* H5 Bierlachs 4-table, target 401, dealer charged */
static void H5_bierlachs_4(void)
{
    for (int most = 0; most <= 1; most++) {
        house_profile p;
        house_profile_isko(&p);
        p.list_mode = HOUSE_LIST_BIERLACHS;
        p.bierlachs_multi_loser = most ? HOUSE_LACHS_MOST : HOUSE_LACHS_ALL;
        house_list l;
        list_init(&l, &p, 4);
        TH_EQ_INT(l.target, 401);
        /* before: A -390, B -395, C -100, D -50 */
        l.total[A] = -390;
        l.total[B] = -395;
        l.total[C] = -100;
        l.total[D] = -50;
        /* dealer D, C wins Kreuz mit 1 (24): A -414, B -419, C -100, D -74 */
        house_list_step s = add(&l, dealt(pts(C, RULES_CLUBS, 1, 70), D));
        TH_EQ_INT(-390 + s.r.entry[A], -414);
        TH_EQ_INT(-395 + s.r.entry[B], -419);
        TH_EQ_INT(-100 + s.r.entry[C], -100);
        TH_EQ_INT(-50 + s.r.entry[D], -74);
        /* default: A and B each lose a Lachs; variant: B only */
        TH_EQ_INT(s.lachs_lost, most ? (1u << B) : ((1u << A) | (1u << B)));
        TH_EQ_INT(l.lachse[A], most ? 0 : 1);
        TH_EQ_INT(l.lachse[B], 1);
        TH_EQ_INT(l.total[A], 0);
        TH_EQ_INT(l.total[D], 0);
    }
}

static house_profile kontra_profile(int max)
{
    house_profile p;
    house_profile_isko(&p);
    p.kontra_max_level = max;
    return p;
}

/* H6 Kontra: Kreuz mit 1 (V 24) */
static void H6_kontra(void)
{
    house_profile p = kontra_profile(2);
    house_game won = pts(A, RULES_CLUBS, 1, 70), lost = pts(A, RULES_CLUBS, 1, 50);
    house_game g;
    g = kon(won, 1);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], 48);   /* won Kontra +48 */
    g = kon(won, 2);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], 96);   /* won Re +96 */
    g = kon(lost, 1);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -96);  /* lost Kontra -96 */
    g = kon(lost, 2);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -192); /* lost Re -192 */
}

/* H7 Kontra on grand and null */
static void H7_kontra_grand_null(void)
{
    house_profile p = kontra_profile(2);
    /* Grand mit 1 (48) lost with Re: -96 x 4 = -384 */
    house_game g = kon(pts(B, RULES_GRAND, 1, 40), 2);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[B], -384);
    /* Null (23) won Kontra: +46 */
    g = kon(null_game(B, false, false, true), 1);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[B], 46);
    /* Null lost Re: -46 x 4 = -184 */
    g = kon(null_game(B, false, false, false), 2);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[B], -184);
}

/* H8 Kontra + hand_not_punished: Herz Hand mit 1 (V 30), Kontra, lost */
static void H8_kontra_hand_not_punished(void)
{
    house_profile p = kontra_profile(1);
    house_game g = kon(hand(pts(A, RULES_HEARTS, 1, 40)), 1);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -120); /* -30 x 2 x 2 */
    p.hand_not_punished = true;
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -60);  /* -30 x 1 x 2 */
}

/* H9 Kontra + overbid: bid 36, Karo ohne 2 (V 27 < 36) -> 36, lost, Kontra */
static void H9_kontra_overbid(void)
{
    house_profile p = kontra_profile(1);
    house_game g = kon(pts(A, RULES_DIAMONDS, -2, 70), 1);
    g.g.bid = 36;
    house_result r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.value, 36);
    TH_EQ_INT(r.entry[A], -144); /* -36 x 2 x 2 */
}

/* H10 kontra_max_level 3: Pik mit 1 (V 22), Supra, lost */
static void H10_supra(void)
{
    house_profile p = kontra_profile(3);
    house_game g = kon(pts(C, RULES_SPADES, 1, 50), 3);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[C], -352); /* -22 x 2 x 8 */
}

static house_profile bock_profile(void)
{
    house_profile p;
    house_profile_isko(&p);
    p.bock_enabled = true;
    return p;
}

/* H11 Bock, 3-table, tr_grand_hand, bock_start next / including_trigger */
static void H11_bock_grand_hand(void)
{
    for (int incl = 0; incl <= 1; incl++) {
        house_profile p = bock_profile();
        p.tr_spaltarsch = false;
        p.bock_start = incl ? HOUSE_BOCK_INCLUDING_TRIGGER : HOUSE_BOCK_NEXT;
        house_list l;
        list_init(&l, &p, 3);
        l.bock.next_game_no = 5;
        /* g5 A Grand Hand mit 1 won 75 (V 72, trigger) */
        house_list_step s = add(&l, hand(pts(A, RULES_GRAND, 1, 75)));
        TH_EQ_INT(s.bock.game_no, 5);
        TH_EQ_INT(s.bock.triggers, HOUSE_TR_GRAND_HAND);
        TH_EQ_INT(s.r.entry[A], incl ? 144 : 72);
        /* g6 B Herz mit 1 won: +40 (Bock) */
        s = add(&l, pts(B, RULES_HEARTS, 1, 70));
        TH_EQ_INT(s.r.entry[B], 40);
        TH_EQ_INT(s.bock.factor, 2);
        TH_EQ_INT(s.bock.cause_game, 5);
        TH_EQ_INT(s.bock.cause_mask, HOUSE_TR_GRAND_HAND);
        /* g7 C Kreuz mit 2 lost (V 36): -144 (Bock) */
        s = add(&l, pts(C, RULES_CLUBS, 2, 50));
        TH_EQ_INT(s.r.entry[C], -144);
        /* g8 B Pik mit 1 won: +44 Bock (games 6-8) / +22 (games 5-7) */
        s = add(&l, pts(B, RULES_SPADES, 1, 70));
        TH_EQ_INT(s.r.entry[B], incl ? 22 : 44);
        /* g9 A Karo mit 1 won: +18 */
        s = add(&l, pts(A, RULES_DIAMONDS, 1, 70));
        TH_EQ_INT(s.r.entry[A], 18);
        TH_EQ_INT(s.bock.factor, 1);
        /* totals A 90, B 84, C -144; including: A 162, B 62, C -144 */
        TH_EQ_INT(l.total[A], incl ? 162 : 90);
        TH_EQ_INT(l.total[B], incl ? 62 : 84);
        TH_EQ_INT(l.total[C], -144);
    }
}

/* H12 Bock, 4-table, tr_spaltarsch, a passed game uses up a Bock game */
static void H12_bock_spaltarsch_passed(void)
{
    house_profile p = bock_profile();
    p.tr_grand_hand = false;
    house_list l;
    list_init(&l, &p, 4);
    l.bock.next_game_no = 10;
    /* dealer of game k: seat (k - 1) mod 4, A deals game 1 */
    /* g10 D Kreuz mit 1, exactly 60 -> lost -48, trigger */
    house_list_step s = add(&l, dealt(pts(D, RULES_CLUBS, 1, 60), B));
    TH_EQ_INT(s.r.entry[D], -48);
    TH_EQ_INT(s.bock.triggers, HOUSE_TR_SPALTARSCH);
    TH_EQ_INT(s.bock.factor, 1);
    /* g11 passed: 0, uses up a Bock game */
    house_game g = passed();
    g.dealer = C;
    s = add(&l, g);
    TH_EQ_INT(s.bock.factor, 2);
    TH_EQ_INT(s.r.entry[A] + s.r.entry[B] + s.r.entry[C] + s.r.entry[D], 0);
    /* g12 A Grand mit 1 won: +96 */
    s = add(&l, dealt(pts(A, RULES_GRAND, 1, 70), D));
    TH_EQ_INT(s.r.entry[A], 96);
    /* g13 B Null lost: -92 */
    g = null_game(B, false, false, false);
    g.dealer = A;
    s = add(&l, g);
    TH_EQ_INT(s.r.entry[B], -92);
    /* g14 C Herz mit 1 won: +40 (last Bock game) */
    s = add(&l, dealt(pts(C, RULES_HEARTS, 1, 70), B));
    TH_EQ_INT(s.r.entry[C], 40);
    /* g15 D Karo mit 1 won: +18 */
    s = add(&l, dealt(pts(D, RULES_DIAMONDS, 1, 70), C));
    TH_EQ_INT(s.r.entry[D], 18);
    TH_EQ_INT(s.bock.factor, 1);
    TH_EQ_INT(s.bock.game_no, 15);
}

/* H13 stacking: triggers in g1 and g2 at a 3-table */
static void H13_stacking(void)
{
    /* queue 2,2,2,2,2,2,1; overlap (Doppelbock) 2,4,4,2,1,1,1 for g2..g8 */
    static const int want[2][7] = {{2, 2, 2, 2, 2, 2, 1}, {2, 4, 4, 2, 1, 1, 1}};
    for (int ov = 0; ov <= 1; ov++) {
        house_profile p = bock_profile();
        p.bock_stacking = ov ? HOUSE_BOCK_OVERLAP : HOUSE_BOCK_QUEUE;
        house_list l;
        list_init(&l, &p, 3);
        house_list_step s = add(&l, hand(pts(A, RULES_GRAND, 1, 75))); /* g1 trigger */
        TH_EQ_INT(s.bock.factor, 1);
        TH_EQ_INT(s.bock.new_bock, 3); /* queue: 3 games; overlap: a window of 3 */
        s = add(&l, hand(pts(B, RULES_GRAND, 1, 75)));                  /* g2 trigger */
        TH_EQ_INT(s.bock.triggers, HOUSE_TR_GRAND_HAND);
        TH_EQ_INT(s.bock.new_bock, 3);
        TH_EQ_INT(s.bock.factor, want[ov][0]);
        /* g3 A Kreuz mit 2 won (36): +72 / +144 */
        s = add(&l, pts(A, RULES_CLUBS, 2, 70));
        TH_EQ_INT(s.bock.factor, want[ov][1]);
        TH_EQ_INT(s.r.entry[A], ov ? 144 : 72);
        for (int k = 4; k <= 8; k++) {
            s = add(&l, pts(C, RULES_DIAMONDS, 1, 70));
            TH_EQ_INT(s.bock.game_no, k);
            TH_EQ_INT(s.bock.factor, want[ov][k - 2]);
        }
    }
}

/* H14 Andy4495 golden, 3-table Bock-Ramsch */
static void H14_andy_golden(void)
{
    house_profile p = bock_profile();
    p.kontra_max_level = 2;
    p.ramsch_on_pass = true;
    p.ramsch_round_after_bock = true;
    p.ramsch_grand_hand_option = true;
    p.tr_grand_hand = false;     /* triggers: 60:60, raw >= 120, lost Kontra / any Re, */
    p.tr_spaltarsch = true;      /* Schneider-if-no-Bock; max one per game */
    p.tr_raw_120 = true;
    p.tr_kontra_lost = true;
    p.tr_re_any = true;
    p.tr_schneider = true;
    p.tr_schneider_only_without_bock = true;
    p.bock_max_one_per_game = true;
    enum { P1 = 0, P2 = 1, P3 = 2 };
    house_list l;
    list_init(&l, &p, 3);

    /* g1 P3 Grand Hand mit 3, 91, Kontra+Re: (3+1+1+1) x 24 = 144 x 4 = 576 */
    house_list_step s = add(&l, kon(hand(pts(P3, RULES_GRAND, 3, 91)), 2));
    TH_EQ_INT(s.r.entry[P3], 576);
    TH_EQ_INT(s.bock.new_bock, 3);
    /* g2 P1 Herz ouvert mit 3 (Bock): (3+7) x 10 = 100 x 2 = 200 */
    house_game g = hand(pts(P1, RULES_HEARTS, 3, RULES_POINTS_NONE));
    g.g.ouvert = true;
    g.g.result = RULES_RES_WON;
    s = add(&l, g);
    TH_EQ_INT(s.r.entry[P1], 200);
    /* g3 P2 Pik mit 1, 95 (Bock): (1+1+1) x 11 = 33 x 2 = 66 */
    s = add(&l, pts(P2, RULES_SPADES, 1, 95));
    TH_EQ_INT(s.r.entry[P2], 66);
    TH_EQ_INT(s.bock.triggers, 0); /* Schneider, but a Bock game is pending */
    /* g4 P3 Karo mit 1, 60 (Bock, creates 3 more): -18 x 2 x 2 = -72 */
    s = add(&l, pts(P3, RULES_DIAMONDS, 1, 60));
    TH_EQ_INT(s.r.entry[P3], -72);
    TH_EQ_INT(s.bock.factor, 2);
    TH_EQ_INT(s.bock.triggers, HOUSE_TR_SPALTARSCH);
    TH_CHECK(s.bock.opens_ramsch_round);
    /* g5-g7 Ramsch round: P1 loses 68 */
    s = add(&l, ramsch(68, 30, 22, 0));
    TH_CHECK(s.bock.ramsch_round);
    TH_EQ_INT(s.r.entry[P1], -68);
    /* P2 + P3 tie at 45: -45 / -45 */
    s = add(&l, ramsch(30, 45, 45, 0));
    TH_EQ_INT(s.r.entry[P2], -45);
    TH_EQ_INT(s.r.entry[P3], -45);
    /* P3 Grand Hand mit 2, 89 instead of Ramsch: (2+1+1) x 24 = 96, never Bock */
    g = hand(pts(P3, RULES_GRAND, 2, 89));
    g.instead_of_ramsch = true;
    s = add(&l, g);
    TH_EQ_INT(s.r.entry[P3], 96);
    TH_EQ_INT(s.bock.factor, 1);
    /* g8 P1 Kreuz mit 2, 30 Augen (Bock): (2+1+1) x 12 = 48, -96 x 2 = -192 */
    s = add(&l, pts(P1, RULES_CLUBS, 2, 30));
    TH_EQ_INT(s.r.entry[P1], -192);
    TH_EQ_INT(s.bock.factor, 2);
    /* g9 Ramsch on pass 40/40/40 (Bock): -80 x 3 */
    s = add(&l, ramsch(40, 40, 40, 0));
    TH_EQ_INT(s.r.entry[P1], -80);
    TH_EQ_INT(s.r.entry[P2], -80);
    TH_EQ_INT(s.r.entry[P3], -80);
    /* totals P1 -140, P2 -59, P3 475 */
    TH_EQ_INT(l.total[P1], -140);
    TH_EQ_INT(l.total[P2], -59);
    TH_EQ_INT(l.total[P3], 475);
}

static house_profile ramsch_profile(void)
{
    house_profile p;
    house_profile_isko(&p);
    p.ramsch_on_pass = true;
    return p;
}

/* B.3.2 queue: the Ramsch round follows whenever bock_pending reaches a
 * whole number of rounds (pending % N == 0), not only at 0. */
static void bock_ramsch_round_whole_rounds(void)
{
    house_profile p = bock_profile();
    p.ramsch_on_pass = true;
    p.ramsch_round_after_bock = true;
    house_list l;
    list_init(&l, &p, 3);
    add(&l, hand(pts(A, RULES_GRAND, 1, 75)));       /* g1 trigger: pending 3 */
    house_list_step s = add(&l, hand(pts(B, RULES_GRAND, 1, 75))); /* g2: 3-1+3 = 5 */
    TH_EQ_INT(l.bock.bock_pending, 5);
    TH_CHECK(!s.bock.opens_ramsch_round);
    add(&l, pts(C, RULES_DIAMONDS, 1, 70));            /* g3: 4 */
    s = add(&l, pts(C, RULES_DIAMONDS, 1, 70));        /* g4: 3 -> 3 % 3 == 0 */
    TH_CHECK(s.bock.opens_ramsch_round);
    TH_EQ_INT(l.bock.ramsch_pending, 3);
    for (int k = 5; k <= 7; k++) {                     /* g5-g7 Ramsch, never Bock */
        s = add(&l, ramsch(60, 40, 20, 0));
        TH_CHECK(s.bock.ramsch_round);
        TH_EQ_INT(s.r.entry[A], -60);
    }
    s = add(&l, pts(C, RULES_DIAMONDS, 1, 70));        /* g8: Bock again (3 left) */
    TH_EQ_INT(s.bock.factor, 2);
    TH_EQ_INT(s.r.entry[C], 36);
    TH_EQ_INT(s.bock.cause_game, 2);
}

/* H15 Ramsch: A 100, B 15, C 5, skat 0 -> A -100 */
static void H15_ramsch(void)
{
    house_profile p = ramsch_profile();
    house_game g = ramsch(100, 15, 5, 0);
    house_result r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.entry[A], -100);
    TH_EQ_INT(r.entry[B], 0);
    TH_EQ_INT(r.entry[C], 0);
    TH_EQ_INT(r.seeger[A], -100); /* no Seeger bonus in a Ramsch (B.0) */
    TH_EQ_INT(r.lost[A], 0);
}

/* H16 Ramsch skat allocation */
static void H16_ramsch_skat(void)
{
    house_profile lo = ramsch_profile(), lt = ramsch_profile();
    lt.ramsch_skat_to = HOUSE_SKAT_TO_LAST_TRICK;
    /* A 52, B 38, C 20, skat 10, last trick C: ->loser A -62; ->last trick A -52 */
    house_game g = ramsch(52, 38, 20, 10);
    g.ramsch.last_trick = C;
    TH_EQ_INT(score(&lo, 3, &g, 1).entry[A], -62);
    house_result r = score(&lt, 3, &g, 1);
    TH_EQ_INT(r.entry[A], -52);
    TH_EQ_INT(r.entry[C], 0);
    /* A 45, B 40, C 25, skat 10, last trick B: ->last trick B -50; ->loser A -55 */
    g = ramsch(45, 40, 25, 10);
    g.ramsch.last_trick = B;
    r = score(&lt, 3, &g, 1);
    TH_EQ_INT(r.entry[B], -50);
    TH_EQ_INT(r.entry[A], 0);
    r = score(&lo, 3, &g, 1);
    TH_EQ_INT(r.entry[A], -55);
    TH_EQ_INT(r.entry[B], 0);
}

/* H17 Ramsch tie: A 50, B 50, C 20, skat 0 */
static void H17_ramsch_tie(void)
{
    house_profile p = ramsch_profile();
    house_game g = ramsch(50, 50, 20, 0);
    g.ramsch.last_trick = B;
    house_result r = score(&p, 3, &g, 1); /* both_full: A -50, B -50 */
    TH_EQ_INT(r.entry[A], -50);
    TH_EQ_INT(r.entry[B], -50);
    p.ramsch_tie = HOUSE_TIE_SPLIT;       /* split: -25 each */
    r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.entry[A], -25);
    TH_EQ_INT(r.entry[B], -25);
    p.ramsch_tie = HOUSE_TIE_LAST_TRICK;  /* last_trick (B took it): B -50 only */
    r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.entry[A], 0);
    TH_EQ_INT(r.entry[B], -50);
    TH_EQ_INT(r.entry[C], 0);
}

/* B.4.5 split tie meets a factor: "each loser gets -(M x f) / k, magnitude
 * rounded down", f including the Bock factor, so the division comes last
 * (issue 29 item 1: the program divided, rounded, then doubled). */
static void B45_split_tie_with_bock(void)
{
    house_profile p = ramsch_profile();
    p.ramsch_tie = HOUSE_TIE_SPLIT;
    house_game g = ramsch(45, 45, 30, 0);          /* M 45, k 2 */
    house_result r = score(&p, 3, &g, 2);           /* Bock: -floor(45 x 2 / 2) */
    TH_EQ_INT(r.entry[A], -45);
    TH_EQ_INT(r.entry[B], -45);
    TH_EQ_INT(r.entry[C], 0);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -22);  /* no Bock: -floor(45 / 2) */
    TH_EQ_INT(score(&p, 3, &g, 4).entry[B], -90);  /* Doppelbock x4: -floor(180 / 2) */
    p.ramsch_schieben = true;                       /* one pushed (x2) and Bock: 45x4/2 */
    g.ramsch.geschoben = 1;
    TH_EQ_INT(score(&p, 3, &g, 2).entry[A], -90);
    /* fixed scoring with a Jungfer: -15 per loser, split between two: -7;
     * in a Bock game -floor(15 x 2 / 2) = -15 (not -7 x 2 = -14) */
    house_profile fx = ramsch_profile();
    fx.ramsch_tie = HOUSE_TIE_SPLIT;
    fx.ramsch_scoring = HOUSE_RAMSCH_FIXED;
    g = ramsch(60, 60, 0, 0);
    g.ramsch.jungfrau[C] = true;
    TH_EQ_INT(score(&fx, 3, &g, 1).entry[A], -7);
    r = score(&fx, 3, &g, 2);
    TH_EQ_INT(r.entry[A], -15);
    TH_EQ_INT(r.entry[B], -15);
    /* a tie without split is not divided: both_full -45 x 2 each */
    p = ramsch_profile();
    g = ramsch(45, 45, 30, 0);
    TH_EQ_INT(score(&p, 3, &g, 2).entry[A], -90);
}

/* H18 Jungfrau */
static void H18_jungfrau(void)
{
    house_profile p = ramsch_profile();
    /* A 60, B 60, C 0 and no trick: A -120, B -120 */
    house_game g = ramsch(60, 60, 0, 0);
    g.ramsch.jungfrau[C] = true;
    house_result r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.entry[A], -120);
    TH_EQ_INT(r.entry[B], -120);
    TH_EQ_INT(r.entry[C], 0);
    /* A 99, B 21, C Jungfrau (skat 0): A -198 */
    g = ramsch(99, 21, 0, 0);
    g.ramsch.jungfrau[C] = true;
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -198);
}

/* H19 Durchmarsch: A took every trick */
static void H19_durchmarsch(void)
{
    house_profile p = ramsch_profile();
    house_game g = ramsch(110, 0, 0, 10);
    g.ramsch.durchmarsch = A;
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], 120);  /* +120 */
    TH_EQ_INT(score(&p, 3, &g, 2).entry[A], 240);  /* in a Bock game +240 */
    p.list_mode = HOUSE_LIST_MINUS;                /* minus list: B -120, C -120 */
    house_result r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.entry[A], 0);
    TH_EQ_INT(r.entry[B], -120);
    TH_EQ_INT(r.entry[C], -120);
}

/* H20 Schieberamsch */
static void H20_schieberamsch(void)
{
    house_profile p = ramsch_profile();
    p.ramsch_schieben = true;
    /* 2 pushed, A 45, B 40, C 35, no Jungfrau: A -45 x 4 = -180 */
    house_game g = ramsch(45, 40, 35, 0);
    g.ramsch.geschoben = 2;
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -180);
    /* 3 pushed, A 40, B 80, C 0 Jungfrau (skat 0): B -80 x 2 x 8 = -1280 */
    g = ramsch(40, 80, 0, 0);
    g.ramsch.geschoben = 3;
    g.ramsch.jungfrau[C] = true;
    house_result r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.entry[B], -1280);
    TH_EQ_INT(r.ramsch_factor, 16);
}

/* H21 Grand Hand in a Ramsch round: P3 Grand Hand mit 2, 89 -> +96, never Bock */
static void H21_grand_hand_in_ramsch_round(void)
{
    house_profile p = bock_profile(); /* tr_grand_hand on */
    p.ramsch_round_after_grand_hand = true;
    house_list l;
    list_init(&l, &p, 3);
    /* g1 A Grand Hand: opens a Bock round (3 games) and a Ramsch round (3 games) */
    house_list_step s = add(&l, hand(pts(A, RULES_GRAND, 1, 75)));
    TH_CHECK(s.bock.opens_ramsch_round);
    TH_EQ_INT(l.bock.bock_pending, 3);
    TH_EQ_INT(l.bock.ramsch_pending, 3);
    /* g2 C (P3) Grand Hand mit 2, 89 instead of Ramsch */
    house_game g = hand(pts(C, RULES_GRAND, 2, 89));
    g.instead_of_ramsch = true;
    s = add(&l, g);
    TH_CHECK(s.bock.ramsch_round);
    TH_EQ_INT(s.bock.factor, 1);
    TH_EQ_INT(s.bock.triggers, 0);
    TH_EQ_INT(s.r.entry[C], 96);
    TH_EQ_INT(l.bock.bock_pending, 3);  /* no new Bock */
    TH_EQ_INT(l.bock.ramsch_pending, 2); /* and no new Ramsch round */
}

/* H22 fixed-rate Ramsch: loser, no Jungfer / one Jungfer: -10 / -15 */
static void H22_fixed_ramsch(void)
{
    house_profile p = ramsch_profile();
    p.ramsch_scoring = HOUSE_RAMSCH_FIXED;
    house_game g = ramsch(60, 40, 20, 0);
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -10);
    g = ramsch(70, 50, 0, 0);
    g.ramsch.jungfrau[C] = true;
    TH_EQ_INT(score(&p, 3, &g, 1).entry[A], -15);
}

/* H23 Gewinner-Ramsch, Seeger, 3-table */
static void H23_gewinner_ramsch(void)
{
    house_profile p = ramsch_profile();
    p.ramsch_mode = HOUSE_RAMSCH_GEWINNER;
    /* A 28, B 52 (42 + skat 10 counted to B), C 40: A +23 and 1 won game -> +73 */
    house_game g = ramsch(28, 42, 40, 10);
    house_result r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.entry[A], 23);
    TH_EQ_INT(r.won[A], 1);
    TH_EQ_INT(r.seeger[A], 73);
    TH_EQ_INT(r.seeger[B], 0);
    TH_EQ_INT(r.seeger[C], 0); /* nobody lost a game: no +40 */
    /* tie: A 30, C 30, B 60: A and C each +73 */
    g = ramsch(30, 50, 30, 10);
    r = score(&p, 3, &g, 1);
    TH_EQ_INT(r.seeger[A], 73);
    TH_EQ_INT(r.seeger[C], 73);
    TH_EQ_INT(r.seeger[B], 0);
}

static money_settings rate(int num, int den)
{
    money_settings m;
    money_settings_default(&m);
    m.rate_num = num;
    m.rate_den = den;
    return m;
}

/* H24 money, 1/4 ct, 4 players */
static void H24_money_quarter(void)
{
    money_settings m = rate(1, 4);
    long long tot[4] = {218, -81, 60, -38}, net[4];
    /* cents 55, -20, 15, -10 */
    TH_EQ_INT(money_points_to_ct(&m, 218), 55);
    TH_EQ_INT(money_points_to_ct(&m, -81), -20);
    TH_EQ_INT(money_points_to_ct(&m, 60), 15);
    TH_EQ_INT(money_points_to_ct(&m, -38), -10);
    money_transfer tr[3];
    int ntr = -1;
    TH_EQ_INT(money_settle(&m, 4, tot, net, tr, &ntr, &last_err), SK_OK);
    /* net A +180, B -120, C +20, D -80 */
    TH_EQ_INT(net[A], 180);
    TH_EQ_INT(net[B], -120);
    TH_EQ_INT(net[C], 20);
    TH_EQ_INT(net[D], -80);
    /* transfers B->A 120, D->A 60, D->C 20 */
    TH_EQ_INT(ntr, 3);
    TH_EQ_INT(tr[0].from, B); TH_EQ_INT(tr[0].to, A); TH_EQ_INT(tr[0].ct, 120);
    TH_EQ_INT(tr[1].from, D); TH_EQ_INT(tr[1].to, A); TH_EQ_INT(tr[1].ct, 60);
    TH_EQ_INT(tr[2].from, D); TH_EQ_INT(tr[2].to, C); TH_EQ_INT(tr[2].ct, 20);
}

/* H25 money, 1/10 ct, 3 players */
static void H25_money_tenth(void)
{
    money_settings m = rate(1, 10);
    long long tot[3] = {412, -137, 95}, net[3];
    /* cents 41, -14, 10 */
    TH_EQ_INT(money_points_to_ct(&m, 412), 41);
    TH_EQ_INT(money_points_to_ct(&m, -137), -14);
    TH_EQ_INT(money_points_to_ct(&m, 95), 10);
    money_transfer tr[2];
    int ntr = -1;
    TH_EQ_INT(money_settle(&m, 3, tot, net, tr, &ntr, &last_err), SK_OK);
    /* net A +86, B -79, C -7 */
    TH_EQ_INT(net[A], 86);
    TH_EQ_INT(net[B], -79);
    TH_EQ_INT(net[C], -7);
    /* transfers B->A 79, C->A 7 */
    TH_EQ_INT(ntr, 2);
    TH_EQ_INT(tr[0].from, B); TH_EQ_INT(tr[0].to, A); TH_EQ_INT(tr[0].ct, 79);
    TH_EQ_INT(tr[1].from, C); TH_EQ_INT(tr[1].to, A); TH_EQ_INT(tr[1].ct, 7);
}

/* B.6.1 "Transfers (who pays whom) ... at most n - 1 transfers"; issue 29
 * item 8 asks for the fewest: a debtor owing exactly what a creditor is
 * owed pays him first.  Balances +6 +5 -5 -4 -2: plain greedy needs four
 * payments (C->A 5, D->B 4, E->B 1, E->A 1), with the exact pair three
 * (C->B 5, D->A 4, E->A 2). */
static void transfers_exact_pairs(void)
{
    long long net[5] = {6, 5, -5, -4, -2};
    money_transfer tr[4];
    int ntr = -1;
    TH_EQ_INT(money_transfers(5, net, tr, &ntr, &last_err), SK_OK);
    TH_EQ_INT(ntr, 3);
    TH_EQ_INT(tr[0].from, 2); TH_EQ_INT(tr[0].to, 1); TH_EQ_INT(tr[0].ct, 5);
    TH_EQ_INT(tr[1].from, 3); TH_EQ_INT(tr[1].to, 0); TH_EQ_INT(tr[1].ct, 4);
    TH_EQ_INT(tr[2].from, 4); TH_EQ_INT(tr[2].to, 0); TH_EQ_INT(tr[2].ct, 2);
    /* every balance is paid exactly */
    long long left[5] = {6, 5, -5, -4, -2};
    for (int i = 0; i < ntr; i++) {
        left[tr[i].from] += tr[i].ct;
        left[tr[i].to] -= tr[i].ct;
    }
    for (int i = 0; i < 5; i++)
        TH_EQ_INT(left[i], 0);
}

/* H26 loss fees */
static void H26_loss_fees(void)
{
    money_settings m;
    money_settings_default(&m);
    TH_EQ_INT(money_settings_validate(&m, &last_err), SK_OK);
    TH_CHECK(!money_settings_tournament(&m)); /* the default tiers alone: no money */
    int five[1] = {5};
    /* 5 losses in one series, default tiers: 3 x 0.50 + 2 x 1.00 = 3.50 EUR */
    TH_EQ_INT(money_loss_fees_ct(&m, five, 1), 350);
    /* 2 + 4 losses: per_series 1.00 + 2.50 = 3.50 EUR */
    int two_four[2] = {2, 4};
    TH_EQ_INT(money_loss_fees_ct(&m, two_four, 2), 350);
    /* per_tournament (6): 3 x 0.50 + 3 x 1.00 = 4.50 EUR */
    m.loss_scope = MONEY_LOSS_PER_TOURNAMENT;
    TH_EQ_INT(money_loss_fees_ct(&m, two_four, 2), 450);
    /* Euroskat tiers, 7 losses: 1.50 + 2.00 + 2 x 3.00 = 9.50 EUR */
    m.loss_scope = MONEY_LOSS_PER_SERIES;
    TH_CHECK(money_tiers_preset(&m, "euroskat"));
    TH_CHECK(money_settings_tournament(&m)); /* other tiers ask for the fees */
    int seven[1] = {7};
    TH_EQ_INT(money_loss_fees_ct(&m, seven, 1), 950);
    /* passed-game fee: 3 passed games at 0.20 EUR */
    m.passed_fee_ct = 20;
    TH_EQ_INT(money_passed_fees_ct(&m, 3), 60);
}

/* H27 prize split: 30 players x 10 EUR, 23.5/19.5/15/11.5/10/9/6.5/5 % */
static void H27_prize_split(void)
{
    money_settings m;
    money_settings_default(&m);
    m.entry_fee_ct = 1000;
    static const int bp[8] = {2350, 1950, 1500, 1150, 1000, 900, 650, 500};
    memcpy(m.prize_bp, bp, sizeof bp);
    m.nprizes = 8;
    TH_EQ_INT(money_settings_validate(&m, &last_err), SK_OK);
    long long pool = 0;
    TH_EQ_INT(money_prize_pool(&m, 30, 0, &pool, &last_err), SK_OK);
    TH_EQ_INT(pool, 30000); /* 300 EUR */
    int rank[30];
    long long prize[30];
    for (int i = 0; i < 30; i++)
        rank[i] = i + 1;
    TH_EQ_INT(money_prizes(&m, pool, 30, rank, prize, &last_err), SK_OK);
    /* 70.50, 58.50, 45.00, 34.50, 30.00, 27.00, 19.50, 15.00 EUR */
    static const long long want[8] = {7050, 5850, 4500, 3450, 3000, 2700, 1950, 1500};
    for (int i = 0; i < 8; i++)
        TH_EQ_INT(prize[i], want[i]);
    TH_EQ_INT(prize[8], 0);
    /* skat-online then deducts 2 % / 1 % of the pool from ranks 1/2 -> 64.50 / 55.50 */
    TH_EQ_INT(prize[0] - money_share_ct(pool, 200), 6450);
    TH_EQ_INT(prize[1] - money_share_ct(pool, 100), 5550);
    /* DECISION B.6.2: players sharing rank 1 split ranks 1+2: (70.50 + 58.50) / 2 */
    rank[1] = 1;
    TH_EQ_INT(money_prizes(&m, pool, 30, rank, prize, &last_err), SK_OK);
    TH_EQ_INT(prize[0], 6450);
    TH_EQ_INT(prize[1], 6450);
    TH_EQ_INT(prize[2], 4500);
}

/* H28 per-game payment = difference method, 4-table, 1 ct/point */
static void H28_per_game_payment(void)
{
    house_profile p;
    house_profile_isko(&p);
    house_list l;
    list_init(&l, &p, 4);
    long long acc[4] = {0, 0, 0, 0};
    /* A wins Grand mit 1 (48): A +144, B C D -48 each */
    house_list_step s = add(&l, dealt(pts(A, RULES_GRAND, 1, 70), D));
    money_game_payments(4, s.r.plain, acc);
    TH_EQ_INT(acc[A], 144);
    TH_EQ_INT(acc[D], -48);
    /* B loses Herz mit 1 (V 20, list -40): B -120, others +40 */
    s = add(&l, dealt(pts(B, RULES_HEARTS, 1, 50), A));
    money_game_payments(4, s.r.plain, acc);
    /* A +184, B -168, C -8, D -8 */
    TH_EQ_INT(acc[A], 184);
    TH_EQ_INT(acc[B], -168);
    TH_EQ_INT(acc[C], -8);
    TH_EQ_INT(acc[D], -8);
    /* difference method on the totals (48, -40, 0, 0) gives the same */
    TH_EQ_INT(l.total[A], 48);
    TH_EQ_INT(l.total[B], -40);
    money_settings m = rate(1, 1);
    long long tot[4] = {l.total[A], l.total[B], l.total[C], l.total[D]}, net[4];
    TH_EQ_INT(money_settle(&m, 4, tot, net, NULL, NULL, &last_err), SK_OK);
    for (int i = 0; i < 4; i++)
        TH_EQ_INT(net[i], acc[i]);
}

/* ---- B.6.4 refusals ---------------------------------------------------- */

static void refuse_kontra(void)
{
    house_profile iso, club;
    house_profile_isko(&iso);
    house_profile_club(&club);
    house_game g = passed();
    g.kontra_level = 1;
    REFUSE(&club, 3, g, "kontra: a passed game has no Kontra");
    REFUSE(&club, 3, kon(pts(A, RULES_CLUBS, 1, 70), 3),
           "kontra 3 (Supra) is above kontra_max_level 2");
    REFUSE(&iso, 3, kon(pts(A, RULES_CLUBS, 1, 70), 1),
           "kontra 1 (Kontra): Kontra is off in profile isko (kontra_max_level 0)");
    REFUSE(&club, 3, kon(pts(A, RULES_CLUBS, 1, 70), 5), "kontra 5 is not a level");
    house_profile r = ramsch_profile();
    r.kontra_max_level = 2;
    REFUSE(&r, 3, kon(ramsch(60, 40, 20, 0), 1), "kontra: a Ramsch has no Kontra");
    /* Kontra on a Grand Hand instead of Ramsch only with kontra_in_ramsch_grand_hand */
    house_profile pub;
    house_profile_pub(&pub);
    house_game gh = kon(hand(pts(A, RULES_GRAND, 1, 70)), 1);
    gh.instead_of_ramsch = true;
    REFUSE(&pub, 3, gh, "kontra_in_ramsch_grand_hand is off in profile pub");
    pub.kontra_in_ramsch_grand_hand = true;
    TH_EQ_INT(house_game_check(&pub, 3, &gh, &last_err), SK_OK);
    /* the ISkO rules still apply underneath */
    REFUSE(&club, 3, pts(A, RULES_CLUBS, 0, 70), "matadors missing");
}

static void refuse_ramsch(void)
{
    house_profile iso, p = ramsch_profile();
    house_profile_isko(&iso);
    REFUSE(&iso, 3, ramsch(60, 40, 20, 0), "ramsch: Ramsch is off in profile isko");
    REFUSE(&p, 3, ramsch(30, 40, 40, 0),
           "ramsch points: 30+40+40 = 110, the three players' card points must add up to 120");
    REFUSE(&p, 3, ramsch(30, 40, 40, 5), "ramsch points: 30+40+40 + skat 5 = 115");
    REFUSE(&p, 3, ramsch(30, 40, 41, 9), "ramsch skat: 9 Augen are not two cards");
    REFUSE(&p, 3, ramsch(30, 40, 33, 17), "ramsch skat: 17 Augen");
    REFUSE(&p, 3, ramsch(119, 0, 1, 0), "ramsch points: seat 1 has 119 Augen");
    house_game g = ramsch(60, 50, 10, 0);
    g.ramsch.jungfrau[C] = true;
    REFUSE(&p, 3, g, "ramsch jungfrau: seat 3 has 10 Augen, a Jungfrau takes no trick");
    g = ramsch(60, 60, 0, 0);
    g.ramsch.jungfrau[C] = true;
    g.ramsch.last_trick = C;
    REFUSE(&p, 3, g, "ramsch jungfrau: seat 3 took the last trick");
    g = ramsch(120, 0, 0, 0);
    g.ramsch.jungfrau[B] = g.ramsch.jungfrau[C] = true;
    REFUSE(&p, 3, g, "ramsch jungfrau: seats 2 and 3 took no trick");
    g = ramsch(100, 20, 0, 0);
    g.ramsch.durchmarsch = A;
    REFUSE(&p, 3, g, "ramsch durchmarsch: seat 1 has 100 Augen");
    g = ramsch(60, 40, 20, 0);
    g.ramsch.geschoben = 1;
    REFUSE(&p, 3, g, "ramsch geschoben 1: Schieberamsch is off in profile isko (ramsch_schieben)");
    p.ramsch_schieben = true;
    g.ramsch.geschoben = 4;
    REFUSE(&p, 3, g, "ramsch geschoben 4");
    /* a Ramsch at a 4-table naming the dealer */
    g = ramsch(60, 40, 0, 0);
    g.ramsch.augen[D] = 20;
    g.dealer = C;
    g.ramsch.augen[C] = 0;
    TH_EQ_INT(house_game_check(&p, 4, &g, &last_err), SK_OK);
    g.dealer = D;
    REFUSE(&p, 4, g, "ramsch points: seat 4 deals and sits out");
    /* skat to the last trick needs the last trick */
    p.ramsch_skat_to = HOUSE_SKAT_TO_LAST_TRICK;
    REFUSE(&p, 3, ramsch(60, 40, 20, 0), "ramsch last trick: missing");
}

static void refuse_bock_manual(void)
{
    house_profile iso, club;
    house_profile_isko(&iso);
    house_profile_club(&club);
    house_game g = pts(A, RULES_CLUBS, 1, 70);
    g.bock_manual = 2;
    REFUSE(&iso, 3, g, "bock 2: Bock rounds are off in profile isko (bock_enabled)");
    g.bock_manual = 4;
    REFUSE(&club, 3, g, "bock 4: with bock_stacking queue a game is x1 or x2");
    club.bock_stacking = HOUSE_BOCK_OVERLAP;
    TH_EQ_INT(house_game_check(&club, 3, &g, &last_err), SK_OK);
    g.bock_manual = 3;
    REFUSE(&club, 3, g, "bock 3: a Bock factor is a power of two");
    /* a manual factor replaces the state machine's */
    house_list l;
    house_profile_club(&club);
    list_init(&l, &club, 3);
    g.bock_manual = 2;
    house_list_step s = add(&l, g);
    TH_EQ_INT(s.r.entry[A], 48);
}

static void refuse_profile_and_money(void)
{
    house_profile p;
    house_profile_isko(&p);
    p.money.rate_den = 0;
    sk_err_clear(&last_err);
    TH_EQ_INT(house_profile_validate(&p, 3, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "money_rate: denominator 0");

    money_settings m;
    money_settings_default(&m);
    m.nprizes = 2;
    m.prize_bp[0] = 6000;
    m.prize_bp[1] = 3000;
    sk_err_clear(&last_err);
    TH_EQ_INT(money_settings_validate(&m, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "prize_percent: the percentages add up to 90.00 %");

    money_settings_default(&m);
    m.tiers[0].from_loss = 2;
    sk_err_clear(&last_err);
    TH_EQ_INT(money_settings_validate(&m, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "loss_fee_tiers: the first tier starts at loss 2");

    money_settings_default(&m);
    m.tiers[1].from_loss = 1;
    sk_err_clear(&last_err);
    TH_EQ_INT(money_settings_validate(&m, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "loss_fee_tiers: tier 2 starts at loss 1 after 1");

    house_profile_isko(&p);
    p.list_mode = HOUSE_LIST_BIERLACHS;
    p.bierlachs_target = 50;
    sk_err_clear(&last_err);
    TH_EQ_INT(house_profile_validate(&p, 3, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "bierlachs_target 50");

    house_profile_club(&p);
    p.ramsch_round_after_bock = true;
    p.bock_stacking = HOUSE_BOCK_OVERLAP;
    sk_err_clear(&last_err);
    TH_EQ_INT(house_profile_validate(&p, 3, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "ramsch_round_after_bock needs bock_stacking queue");

    house_profile_pub(&p);
    p.ramsch_mode = HOUSE_RAMSCH_GEWINNER;
    sk_err_clear(&last_err);
    TH_EQ_INT(house_profile_validate(&p, 3, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "ramsch_mode gewinner needs list_mode plain");

    house_profile_isko(&p); /* Gewinner-Ramsch without any Ramsch played */
    p.ramsch_mode = HOUSE_RAMSCH_GEWINNER_20;
    sk_err_clear(&last_err);
    TH_EQ_INT(house_profile_validate(&p, 3, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "ramsch_mode gewinner_20 needs a Ramsch to be played");
    p.ramsch_on_pass = true;
    TH_EQ_INT(house_profile_validate(&p, 3, &last_err), SK_OK);

    sk_err_clear(&last_err);
    TH_EQ_INT(house_profile_preset("kneipe", &p, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "profile kneipe is unknown");
}

/* Refusals that need the table's history; the list stays unchanged. */
static void refuse_in_sequence(void)
{
    house_profile p;
    house_profile_pub(&p); /* Ramsch on pass, Ramsch round after Bock */
    house_list l;
    list_init(&l, &p, 3);
    add(&l, hand(pts(A, RULES_GRAND, 1, 75))); /* Grand Hand: Bock x3 */
    house_list before;
    memcpy(&before, &l, sizeof l);
    house_game g = passed();
    sk_err_clear(&last_err);
    TH_EQ_INT(house_list_add(&l, &g, NULL, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "passed: profile pub plays Ramsch when all pass");
    TH_CHECK(memcmp(&l, &before, sizeof l) == 0);
    g = hand(pts(B, RULES_GRAND, 1, 75));
    g.instead_of_ramsch = true;
    sk_err_clear(&last_err);
    TH_EQ_INT(house_list_add(&l, &g, NULL, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "instead of Ramsch: game 2 is not in a Ramsch round");
    TH_CHECK(memcmp(&l, &before, sizeof l) == 0);
    /* play out the Bock round: games 2-4; game 5 starts the Ramsch round */
    for (int k = 2; k <= 4; k++)
        add(&l, pts(B, RULES_DIAMONDS, 1, 70));
    g = pts(B, RULES_DIAMONDS, 1, 70);
    sk_err_clear(&last_err);
    TH_EQ_INT(house_list_add(&l, &g, NULL, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "game 5 is in a Ramsch round");
    /* a Ramsch under a profile with ramsch_on_pass off, outside a Ramsch round */
    house_profile_club(&p);
    p.ramsch_round_after_grand_hand = true;
    list_init(&l, &p, 3);
    g = ramsch(60, 40, 20, 0);
    sk_err_clear(&last_err);
    TH_EQ_INT(house_list_add(&l, &g, NULL, &last_err), SK_INVALID);
    TH_CONTAINS(last_err.msg, "ramsch: game 1 is not in a Ramsch round and ramsch_on_pass is off");
    TH_EQ_INT(l.games, 0);
}

/* ---- isko = today's Seeger-Fabian; presets; standings ------------------ */

static void isko_matches_seeger(void)
{
    house_profile p;
    house_profile_isko(&p);
    TH_CHECK(!house_profile_has_house_rules(&p));
    TH_EQ_INT(house_profile_validate(&p, 3, &last_err), SK_OK);
    /* rules.md 9 example, 3-table: A wins clubs with 2 (36): A +36 +50.
     * B loses hearts with 1 (20, lost -40): B -40 -50, A and C +40 each.
     * Game 3 passed.  Totals: A 126, B -90, C 40. */
    house_list l;
    list_init(&l, &p, 3);
    add(&l, pts(A, RULES_CLUBS, 2, 70));
    add(&l, pts(B, RULES_HEARTS, 1, 50));
    add(&l, passed());
    TH_EQ_INT(l.seeger[A], 126);
    TH_EQ_INT(l.seeger[B], -90);
    TH_EQ_INT(l.seeger[C], 40);
    TH_EQ_INT(l.total[A], 36);
    TH_EQ_INT(l.total[B], -40);

    /* a sample of games at both table sizes: the house Seeger points equal
     * rules_evaluate's seeger / opponent_bonus */
    house_game sample[] = {
        pts(A, RULES_GRAND, 4, 95),  pts(B, RULES_DIAMONDS, -2, 50),
        hand(pts(C, RULES_CLUBS, 2, 50)), pts(B, RULES_SPADES, 1, 61),
        pts(C, RULES_HEARTS, -3, 20), null_game(A, true, true, false),
        null_game(B, false, false, true), hand(pts(A, RULES_GRAND, 1, 120)),
    };
    for (int n = 3; n <= 4; n++) {
        for (size_t i = 0; i < sizeof sample / sizeof sample[0]; i++) {
            house_game g = sample[i];
            g.dealer = (g.declarer + 1) % n; /* the dealer sits out at a 4-table */
            rules_outcome o;
            TH_EQ_INT(rules_evaluate(&g.g, n, &o, &last_err), SK_OK);
            house_result r = score(&p, n, &g, 1);
            TH_EQ_INT(r.seeger[g.declarer], o.seeger);
            TH_EQ_INT(r.entry[g.declarer], o.score);
            for (int s = 0; s < n; s++)
                if (s != g.declarer) {
                    TH_EQ_INT(r.seeger[s], o.opponent_bonus);
                    TH_EQ_INT(r.entry[s], 0);
                }
        }
    }
}

static void presets(void)
{
    house_profile p;
    const char *names[] = {"isko", "club", "pub"};
    for (int i = 0; i < 3; i++) {
        TH_EQ_INT(house_profile_preset(names[i], &p, &last_err), SK_OK);
        TH_EQ_STR(p.name, names[i]);
        TH_EQ_INT(house_profile_validate(&p, 3, &last_err), SK_OK);
        TH_EQ_INT(house_profile_validate(&p, 4, &last_err), SK_OK);
        TH_EQ_INT(house_profile_has_house_rules(&p), i > 0);
    }
    /* B.6.3 defaults in the isko preset */
    house_profile_isko(&p);
    TH_EQ_INT(p.list_mode, HOUSE_LIST_PLAIN);
    TH_CHECK(p.minus_list_dealer_charged);
    TH_EQ_INT(p.kontra_max_level, 0);
    TH_CHECK(!p.bock_enabled);
    TH_EQ_INT(p.money.rate_num, 0); /* an open tournament: no money per point (issue 39) */
    TH_EQ_INT(p.money.rate_den, 1);
    TH_EQ_INT(p.money.ntiers, 2);
    TH_EQ_INT(p.money.tiers[1].from_loss, 4);
    TH_EQ_INT(p.money.tiers[1].ct, 100);
    TH_EQ_INT(p.money.payout_percent, 100);
    house_profile_club(&p); /* a club evening: 1/10 ct per point */
    TH_EQ_INT(p.money.rate_num, 1);
    TH_EQ_INT(p.money.rate_den, 10);
    house_profile_pub(&p);
    TH_EQ_INT(p.list_mode, HOUSE_LIST_BIERLACHS);
    TH_CHECK(p.ramsch_on_pass && p.ramsch_round_after_bock);
}

static void standings(void)
{
    house_standing s[4] = {{90, 0, 0, 0}, {-20, 0, 0, 0}, {46, 0, 0, 0}, {90, 0, 0, 0}};
    int rank[4];
    house_rank(HOUSE_LIST_PLAIN, 4, s, rank); /* by total: 90, 90, 46, -20 */
    TH_EQ_INT(rank[0], 1);
    TH_EQ_INT(rank[3], 1);
    TH_EQ_INT(rank[2], 3);
    TH_EQ_INT(rank[1], 4);
    house_standing m[3] = {{-86, 0, 0, 0}, {0, 0, 0, 0}, {-20, 0, 0, 0}};
    house_rank(HOUSE_LIST_MINUS, 3, m, rank); /* closest to 0: 0, -20, -86 */
    TH_EQ_INT(rank[1], 1);
    TH_EQ_INT(rank[2], 2);
    TH_EQ_INT(rank[0], 3);
    house_standing b[3] = {{-10, 1, 0, 0}, {-250, 0, 0, 0}, {-100, 0, 0, 0}};
    house_rank(HOUSE_LIST_BIERLACHS, 3, b, rank); /* fewest Lachse, then closest to 0 */
    TH_EQ_INT(rank[2], 1);
    TH_EQ_INT(rank[1], 2);
    TH_EQ_INT(rank[0], 3);
}

/* house_rank sorts: it must give every player the rank of the definition,
 * 1 + the number of players standing before him (house_standing_cmp), in
 * every mode, with ties, signs, Lachse and won/lost games mixed (a field
 * of 600). */
static void standings_rank_is_the_definition(void)
{
    enum { N = 600 };
    house_standing s[N];
    int rank[N];
    rng r;
    rng_seed(&r, 30);
    for (int i = 0; i < N; i++)
        s[i] = (house_standing){(int)rng_below(&r, 81) - 40, (int)rng_below(&r, 3),
                                (int)rng_below(&r, 4), (int)rng_below(&r, 4)};
    const house_list_mode modes[] = {HOUSE_LIST_PLAIN, HOUSE_LIST_MINUS, HOUSE_LIST_BIERLACHS};
    for (int m = 0; m < 3; m++) {
        house_rank(modes[m], N, s, rank);
        int bad = 0;
        for (int i = 0; i < N; i++) {
            int want = 1;
            for (int j = 0; j < N; j++)
                if (house_standing_cmp(modes[m], &s[j], &s[i]) < 0)
                    want++;
            bad += rank[i] != want;
        }
        TH_EQ_INT(bad, 0);
    }
    house_rank(HOUSE_LIST_PLAIN, 0, s, rank); /* nobody: nothing to do */
}

/* B.6.2 "Equal totals are already separated by the ranking rules (shared
 * 10)": shared rules.md 10 "on equal totals, more won games ranks higher,
 * then fewer lost games; players still equal share the rank".  Issue 29
 * item 3: two players level on a house list shared the prize money. */
static void standings_tie_break(void)
{
    int rank[4];
    /* plain list: 36 with 2 won, 36 with 1 won, 36 with 1 won 1 lost, 36 1/1 */
    house_standing s[4] = {{36, 0, 2, 0}, {36, 0, 1, 0}, {36, 0, 1, 1}, {36, 0, 1, 1}};
    house_rank(HOUSE_LIST_PLAIN, 4, s, rank);
    TH_EQ_INT(rank[0], 1);
    TH_EQ_INT(rank[1], 2);
    TH_EQ_INT(rank[2], 3); /* still equal: shared */
    TH_EQ_INT(rank[3], 3);
    /* minus list: both at 0, the one with a won game first */
    house_standing m[2] = {{0, 0, 0, 0}, {0, 0, 1, 0}};
    house_rank(HOUSE_LIST_MINUS, 2, m, rank);
    TH_EQ_INT(rank[1], 1);
    TH_EQ_INT(rank[0], 2);
    /* Bierlachs: Lachse and round first, the games after them */
    house_standing b[3] = {{-50, 1, 5, 0}, {-50, 0, 0, 2}, {-50, 0, 0, 1}};
    house_rank(HOUSE_LIST_BIERLACHS, 3, b, rank);
    TH_EQ_INT(rank[2], 1);
    TH_EQ_INT(rank[1], 2);
    TH_EQ_INT(rank[0], 3);
    /* the prizes follow the ranks: 300 ct pool, 100 % to rank 1 -> 300 / 0,
     * not 150 / 150 */
    money_settings ms;
    money_settings_default(&ms);
    ms.nprizes = 1;
    ms.prize_bp[0] = 10000;
    house_standing t[2] = {{36, 0, 1, 0}, {36, 0, 2, 0}};
    house_rank(HOUSE_LIST_PLAIN, 2, t, rank);
    long long prize[2];
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(money_prizes(&ms, 300, 2, rank, prize, &e), SK_OK);
    TH_EQ_INT(prize[1], 300);
    TH_EQ_INT(prize[0], 0);
}

int main(void)
{
    TH_SUITE("house");
    TH_RUN(H1_plain_list);
    TH_RUN(H2_hand_not_punished);
    TH_RUN(H3_minus_list);
    TH_RUN(H4_bierlachs_3);
    TH_RUN(H5_bierlachs_4);
    TH_RUN(H6_kontra);
    TH_RUN(H7_kontra_grand_null);
    TH_RUN(H8_kontra_hand_not_punished);
    TH_RUN(H9_kontra_overbid);
    TH_RUN(H10_supra);
    TH_RUN(H11_bock_grand_hand);
    TH_RUN(H12_bock_spaltarsch_passed);
    TH_RUN(H13_stacking);
    TH_RUN(H14_andy_golden);
    TH_RUN(bock_ramsch_round_whole_rounds);
    TH_RUN(H15_ramsch);
    TH_RUN(H16_ramsch_skat);
    TH_RUN(H17_ramsch_tie);
    TH_RUN(B45_split_tie_with_bock);
    TH_RUN(H18_jungfrau);
    TH_RUN(H19_durchmarsch);
    TH_RUN(H20_schieberamsch);
    TH_RUN(H21_grand_hand_in_ramsch_round);
    TH_RUN(H22_fixed_ramsch);
    TH_RUN(H23_gewinner_ramsch);
    TH_RUN(H24_money_quarter);
    TH_RUN(H25_money_tenth);
    TH_RUN(transfers_exact_pairs);
    TH_RUN(H26_loss_fees);
    TH_RUN(H27_prize_split);
    TH_RUN(H28_per_game_payment);
    TH_RUN(refuse_kontra);
    TH_RUN(refuse_ramsch);
    TH_RUN(refuse_bock_manual);
    TH_RUN(refuse_profile_and_money);
    TH_RUN(refuse_in_sequence);
    TH_RUN(isko_matches_seeger);
    TH_RUN(presets);
    TH_RUN(standings);
    TH_RUN(standings_rank_is_the_definition);
    TH_RUN(standings_tie_break);
    return th_done();
}
