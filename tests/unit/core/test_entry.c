/* test_entry.c - the TUI entry line: keys -> state -> game + preview. */
#include <locale.h>

#include "th.h"
#include "entry.h"

static game_table_rules T3 = {3, 36, 1};
static game_table_rules T4 = {4, 48, 1};

/* Feed a string of printable keys; '\n' = Enter, '\b' = Backspace,
 * '\t' = Tab, '\x1b' = Esc.  Returns the last action. */
static tui_entry_action keys(tui_entry *e, const char *s)
{
    tui_entry_action a = TE_ACT_NONE;
    for (; *s; s++) {
        int k = (unsigned char)*s;
        if (k == '\n') k = TE_KEY_ENTER;
        else if (k == '\b') k = TE_KEY_BACKSPACE;
        else if (k == '\t') k = TE_KEY_TAB;
        else if (k == 0x1b) k = TE_KEY_ESC;
        a = tui_entry_key(e, k);
    }
    return a;
}

static void preview(const tui_entry *e, char *buf, size_t n, bool *err)
{
    tui_entry_preview(e, buf, n, err);
}

static void test_won_suit_game(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T3, 1, 2, 1);
    TH_CHECK(!tui_entry_dirty(&e));
    TH_EQ_INT(keys(&e, "2"), TE_ACT_NONE);
    TH_EQ_INT(e.declarer, 2);
    TH_EQ_INT(e.step, TE_CONTRACT);
    keys(&e, "c");
    TH_EQ_INT(e.contract, RULES_CLUBS);
    TH_EQ_INT(e.step, TE_MATADORS);
    keys(&e, "2");
    TH_EQ_INT(e.mat_count, 2);
    TH_EQ_INT(e.step, TE_POINTS); /* no count can follow 2 in a suit: on to the points */
    keys(&e, "h");
    TH_CHECK(e.hand);
    char buf[300];
    bool err;
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(!err);
    TH_CONTAINS(buf, "clubs with 2, game 3, hand 4 = 4 \u00d7 12 = 48");
    TH_CONTAINS(buf, "card points or w/l next");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_NONE); /* the points are missing: they stay */
    TH_EQ_INT(e.step, TE_POINTS);
    keys(&e, "75");
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(!err);
    TH_CONTAINS(buf, "won +48 (Seeger +98)");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_SAVE);
    game_entry g;
    tui_entry_to_game(&e, &g);
    TH_EQ_INT(g.declarer, 2);
    TH_EQ_INT(g.table_no, 2);
    TH_EQ_INT(g.g.matadors, 2);
    TH_EQ_INT(g.g.points, 75);
    TH_EQ_INT(g.g.bid, 18);
    TH_CHECK(g.g.hand);
}

static void test_lost_grand_hand_by_result(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T3, 1, 1, 5);
    keys(&e, "1g-1h\n\nl");
    TH_EQ_INT(e.mat_sign, -1);
    TH_EQ_INT(e.result, RULES_RES_LOST);
    char buf[300];
    bool err;
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(!err);
    TH_CONTAINS(buf, "grand without 1, game 2, hand 3 = 3 \u00d7 24 = 72");
    TH_CONTAINS(buf, "lost -144");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_SAVE);
}

static void test_null_ouvert_german_keys(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T3, 1, 1, 3);
    keys(&e, "3n");
    TH_EQ_INT(e.step, TE_POINTS); /* null skips the matadors (and the bid, 18 unless typed) */
    keys(&e, "o");
    TH_CHECK(e.ouvert);
    {
        char pv[300];
        bool er;
        tui_entry_preview(&e, pv, sizeof pv, &er);
        TH_CONTAINS(pv, "null ouvert = 46; w won or l lost next");
    }
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_NONE);
    TH_EQ_INT(e.step, TE_POINTS);
    keys(&e, "w");
    char buf[300];
    bool err;
    preview(&e, buf, sizeof buf, &err);
    TH_CONTAINS(buf, "null ouvert = 46");
    TH_CONTAINS(buf, "won +46");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_SAVE);

    /* German keys: k/e clubs, p/b spades, r hearts */
    const char *ks = "kepbr";
    rules_contract want[] = {RULES_CLUBS, RULES_CLUBS, RULES_SPADES, RULES_SPADES, RULES_HEARTS};
    for (int i = 0; ks[i]; i++) {
        tui_entry_begin(&e, &T3, 1, 1, 1);
        char s[3] = {'1', ks[i], 0};
        keys(&e, s);
        TH_CHECK(e.have_contract);
        TH_EQ_INT(e.contract, want[i]);
    }
}

static void test_passed(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T4, 1, 1, 7);
    TH_EQ_INT(keys(&e, "p"), TE_ACT_NONE);
    TH_CHECK(e.passed);
    TH_CHECK(tui_entry_dirty(&e));
    char buf[300];
    bool err;
    preview(&e, buf, sizeof buf, &err);
    TH_CONTAINS(buf, "game 7 passed");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_SAVE);
    game_entry g;
    tui_entry_to_game(&e, &g);
    TH_CHECK(g.passed);
    TH_EQ_INT(g.declarer, 0);
}

/* House rules: R starts a Ramsch, the Augen seat by seat (the 4-table
 * dealer skipped), j/d/l/v marks; k cycles the Kontra level. */
static void test_house_keys(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T4, 1, 1, 2); /* seat 2 deals game 2 */
    TH_EQ_INT(keys(&e, "r"), TE_ACT_UNHANDLED); /* r is red (hearts), never a Ramsch */
    TH_CHECK(!e.ramsch);
    TH_EQ_INT(keys(&e, "R"), TE_ACT_NONE);
    TH_CHECK(e.ramsch && !e.passed && e.step == TE_POINTS);
    TH_EQ_INT(e.aug_seat, 1);
    keys(&e, "45 40");  /* the Space after 45 is the move the entry made itself */
    TH_EQ_INT(e.aug_seat, 4); /* seat 2 deals: skipped; 40 can take no digit: seat 4 */
    TH_CHECK(!tui_entry_complete(&e));
    keys(&e, " ");
    TH_EQ_INT(e.aug_seat, 4); /* taken as the move already made */
    keys(&e, " ");
    TH_EQ_INT(e.aug_seat, 1); /* a second Space moves on */
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_NONE);
    TH_EQ_INT(e.aug_seat, 4); /* Enter: to the seat still missing */
    keys(&e, "3v");
    TH_CHECK(tui_entry_complete(&e));
    game_entry g;
    tui_entry_to_game(&e, &g);
    TH_CHECK(g.passed && g.h.ramsch);
    TH_EQ_INT(g.h.augen[0], 45);
    TH_EQ_INT(g.h.augen[1], 0);
    TH_EQ_INT(g.h.augen[2], 40);
    TH_EQ_INT(g.h.augen[3], 3);
    TH_EQ_INT(g.h.skat, 32);
    TH_EQ_INT(g.h.schieben, 1);
    char buf[300];
    tui_entry_field(&e, TE_POINTS, buf, sizeof buf);
    TH_CONTAINS(buf, "45/-/40/[3] skat 32 pushed 1");
    /* back into a loaded Ramsch */
    tui_entry l;
    tui_entry_load(&l, &T4, &g);
    TH_CHECK(l.ramsch && tui_entry_complete(&l));
    /* Durchmarsch: every trick to the current seat */
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "Rd");
    TH_CHECK(tui_entry_complete(&e));
    tui_entry_to_game(&e, &g);
    TH_EQ_INT(g.h.durchmarsch, 1);
    TH_EQ_INT(g.h.augen[0], 120);
    /* Kontra cycles after the contract */
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "1c1kk");
    TH_EQ_INT(e.kontra, 2);
    tui_entry_field(&e, TE_CONTRACT, buf, sizeof buf);
    TH_CONTAINS(buf, "clubs Re");
    keys(&e, "kkk");
    TH_EQ_INT(e.kontra, 0);
    keys(&e, "k");
    tui_entry_to_game(&e, &g);
    TH_EQ_INT(g.h.kontra, 1);
}

static void test_overbid(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "1d2\n");
    TH_EQ_INT(e.step, TE_POINTS);
    /* bid: Space on the points goes to the bid and offers the next legal
     * values from 18 */
    keys(&e, " ");
    TH_EQ_INT(e.step, TE_BID);
    TH_EQ_INT(e.bid, 20);
    keys(&e, "   ");
    TH_EQ_INT(e.bid, 24);
    tui_entry_key(&e, TE_KEY_DOWN);
    TH_EQ_INT(e.bid, 23);
    keys(&e, "\b"); /* an offered bid goes back to 18, the step stays */
    TH_EQ_INT(e.bid, 18);
    TH_EQ_INT(e.step, TE_BID);
    keys(&e, "\b"); /* at 18: back to the matadors */
    TH_EQ_INT(e.step, TE_MATADORS);
    keys(&e, "\t");
    keys(&e, "36");
    TH_EQ_INT(e.bid, 36);
    char f[80];
    tui_entry_field(&e, TE_BID, f, sizeof f);
    TH_EQ_STR(f, "bid 36 (next 40 44 45)");
    keys(&e, "\n70");
    char buf[300];
    bool err;
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(!err);
    TH_CONTAINS(buf, "bid 36 not reached: overbid, value 36, lost -72");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_SAVE);
}

static void test_dealer_refused(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T4, 1, 1, 2); /* seat 2 deals game 2 */
    keys(&e, "2");
    TH_EQ_INT(e.declarer, 0);
    TH_EQ_INT(e.step, TE_DECLARER);
    char buf[300];
    bool err;
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(err);
    TH_CONTAINS(buf, "declarer seat 2 deals game 2: at a 4-table the dealer sits out");
    keys(&e, "5");
    TH_EQ_INT(e.declarer, 0);
    TH_CONTAINS(e.msg, "seat 5 is not at this table");
    keys(&e, "3");
    TH_EQ_INT(e.declarer, 3);
    TH_EQ_STR(e.msg, "");
    /* at a 3-table the dealer plays */
    tui_entry_begin(&e, &T3, 1, 1, 2);
    keys(&e, "2");
    TH_EQ_INT(e.declarer, 2);
}

static void test_rule_errors_before_saving(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "1c2\n\n");
    keys(&e, "o"); /* ouvert without hand */
    keys(&e, "80");
    char buf[300];
    bool err;
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(err);
    TH_CONTAINS(buf, "ouvert needs hand");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_NONE); /* refused: not saved */
    TH_CONTAINS(e.msg, "ouvert needs hand");
    keys(&e, "o"); /* off again */
    /* points 1 are impossible */
    keys(&e, "\b\b1");
    TH_EQ_INT(e.points, 1);
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(err);
    TH_CONTAINS(buf, "card points 1 are impossible");
    /* a bid that is no game value */
    keys(&e, "\b61");
    tui_entry_key(&e, TE_KEY_LEFT);
    TH_EQ_INT(e.step, TE_BID);
    keys(&e, "19");
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(err);
    TH_CONTAINS(buf, "bid 19 is not a possible game value");
    /* won with 40 contradicts */
    keys(&e, "\b8\t\b\b40w");
    preview(&e, buf, sizeof buf, &err);
    TH_CHECK(err);
    TH_CONTAINS(buf, "result won contradicts card points 40");
}

static void test_incomplete_enter_moves_on(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T3, 1, 1, 1);
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_NONE);
    TH_EQ_INT(e.step, TE_DECLARER);
    keys(&e, "1");
    TH_EQ_INT(e.step, TE_CONTRACT);
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_NONE); /* no contract yet: stays */
    TH_EQ_INT(e.step, TE_CONTRACT);
    keys(&e, "s");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_NONE); /* no matadors yet: stays */
    TH_EQ_INT(e.step, TE_MATADORS);
    TH_EQ_INT(keys(&e, "q"), TE_ACT_UNHANDLED); /* for the caller */
    TH_EQ_INT(keys(&e, "\x1b"), TE_ACT_CANCEL);
}

static void test_load_for_edit(void)
{
    game_entry g;
    memset(&g, 0, sizeof g);
    g.series = 1; g.table_no = 3; g.game_no = 9; g.declarer = 3;
    rules_game_init(&g.g);
    g.g.contract = RULES_HEARTS;
    g.g.matadors = -3;
    g.g.points = 64;
    tui_entry e;
    tui_entry_load(&e, &T3, &g);
    TH_CHECK(e.editing);
    TH_CHECK(tui_entry_dirty(&e));
    TH_EQ_INT(e.step, TE_POINTS);
    char f[80];
    tui_entry_field(&e, TE_MATADORS, f, sizeof f);
    TH_EQ_STR(f, "without 3");
    keys(&e, "\b\b58");
    game_entry out;
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_SAVE);
    tui_entry_to_game(&e, &out);
    TH_EQ_INT(out.g.points, 58);
    TH_EQ_INT(out.g.matadors, -3);
    TH_EQ_INT(out.game_no, 9);
    rules_outcome o;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(tui_entry_validate(&e, &o, &err), SK_OK);
    TH_CHECK(!o.won);
    TH_EQ_INT(o.score, -2 * 4 * 10); /* without 3, game 4 = 40, lost */
}

/* A house list passes its own Seeger figure (B.0): only that number changes. */
static void test_preview_house_seeger(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "3s1\n\n80");
    char buf[300];
    bool err;
    tui_entry_preview(&e, buf, sizeof buf, &err);
    TH_CONTAINS(buf, "= 2 \u00d7 11 = 22; won +22 (Seeger +72)");
    tui_entry_preview_seeger(&e, 226, buf, sizeof buf, &err); /* Re and Bock: 22 x 4 x 2 + 50 */
    TH_CHECK(!err);
    TH_CONTAINS(buf, "= 2 \u00d7 11 = 22; won +22 (Seeger +226)");
}

static void test_toggles_ouvert_announce_schwarz(void)
{
    tui_entry e;
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "1c2ho\n\n120z");
    char buf[300];
    bool err;
    tui_entry_preview(&e, buf, sizeof buf, &err);
    TH_CHECK(!err);
    TH_CONTAINS(buf, "clubs with 2, game 3, hand 4, schneider 5, announced 6, schwarz 7, "
                     "announced 8, ouvert 9 = 9 \u00d7 12 = 108; won +108");
    /* announce cycles none -> schneider -> schwarz -> none */
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "2g1h");
    keys(&e, "a");
    TH_EQ_INT(e.announce, RULES_ANN_SCHNEIDER);
    keys(&e, "a");
    TH_EQ_INT(e.announce, RULES_ANN_SCHWARZ);
    keys(&e, "a");
    TH_EQ_INT(e.announce, RULES_ANN_NONE);
    keys(&e, "a\n\n89");
    tui_entry_preview(&e, buf, sizeof buf, &err);
    TH_CONTAINS(buf, "grand with 1, game 2, hand 3, schneider 4, announced 5 = 5 \u00d7 24 = 120; "
                     "lost -240");
    char f[100];
    tui_entry_field(&e, TE_CONTRACT, f, sizeof f);
    TH_EQ_STR(f, "grand hand schneider announced");
    /* schneider without hand is refused before saving */
    keys(&e, "h");
    TH_EQ_INT(keys(&e, "\n"), TE_ACT_NONE);
    TH_CONTAINS(e.msg, "schneider announced needs hand");
}

/* The keys of the common games (issue 29): a suit game in 6 keys with
 * Enter, a Grand Hand in 7, a Ramsch in 8 (7 where the list makes the game
 * a Ramsch), the Grand Hand instead of it in 6. */
static int count_keys(const char *s)
{
    return (int)strlen(s);
}

static void test_key_counts(void)
{
    tui_entry e;
    game_entry g;
    const char *suit = "2c275\n";
    tui_entry_begin(&e, &T3, 1, 1, 1);
    TH_EQ_INT(keys(&e, suit), TE_ACT_SAVE);
    TH_EQ_INT(count_keys(suit), 6);
    tui_entry_to_game(&e, &g);
    TH_EQ_INT(g.declarer, 2);
    TH_EQ_INT(g.g.contract, RULES_CLUBS);
    TH_EQ_INT(g.g.matadors, 2);
    TH_EQ_INT(g.g.points, 75);
    /* with 1: a 1 may begin 10 or 11, the next digit decides */
    tui_entry_begin(&e, &T3, 1, 1, 1);
    TH_EQ_INT(keys(&e, "2c175\n"), TE_ACT_SAVE);
    tui_entry_to_game(&e, &g);
    TH_EQ_INT(g.g.matadors, 1);
    TH_EQ_INT(g.g.points, 75);
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "2c11");
    TH_EQ_INT(e.mat_count, 11);
    TH_EQ_INT(e.step, TE_POINTS);
    tui_entry_begin(&e, &T3, 1, 1, 1);
    keys(&e, "2c1\n");
    TH_EQ_INT(e.mat_count, 1);
    TH_EQ_INT(e.step, TE_POINTS);
    /* without 3 */
    tui_entry_begin(&e, &T3, 1, 1, 1);
    TH_EQ_INT(keys(&e, "1s-380\n"), TE_ACT_SAVE);
    tui_entry_to_game(&e, &g);
    TH_EQ_INT(g.g.matadors, -3);
    /* a Grand Hand */
    const char *gh = "3g1h75\n";
    tui_entry_begin(&e, &T3, 1, 1, 1);
    TH_EQ_INT(keys(&e, gh), TE_ACT_SAVE);
    TH_EQ_INT(count_keys(gh), 7);
    tui_entry_to_game(&e, &g);
    TH_EQ_INT(g.g.contract, RULES_GRAND);
    TH_CHECK(g.g.hand);
    TH_EQ_INT(g.g.matadors, 1);
    /* the old way still works: Enter on a missing field stays there */
    tui_entry_begin(&e, &T3, 1, 1, 1);
    TH_EQ_INT(keys(&e, "2c2\n\n75\n"), TE_ACT_SAVE);
    /* a Ramsch */
    const char *ra = "R454035\n";
    tui_entry_begin(&e, &T3, 1, 1, 1);
    TH_EQ_INT(keys(&e, ra), TE_ACT_SAVE);
    TH_EQ_INT(count_keys(ra), 8);
    tui_entry_to_game(&e, &g);
    TH_CHECK(g.h.ramsch);
    TH_EQ_INT(g.h.augen[0], 45);
    TH_EQ_INT(g.h.augen[1], 40);
    TH_EQ_INT(g.h.augen[2], 35);
    TH_EQ_INT(g.h.skat, 0);
    /* a game the list makes a Ramsch starts in the Augen */
    const char *rr = "454035\n";
    tui_entry_begin(&e, &T3, 1, 1, 1);
    tui_entry_ramsch(&e);
    TH_EQ_INT(keys(&e, rr), TE_ACT_SAVE);
    TH_EQ_INT(count_keys(rr) , 7);
    /* short Augen need the Space; Jungfrau moves on at once */
    tui_entry_begin(&e, &T3, 1, 1, 1);
    tui_entry_ramsch(&e);
    keys(&e, "j9012 ");
    TH_EQ_INT(e.augen[1], 90);
    TH_EQ_INT(e.augen[2], 12);
    TH_CHECK(tui_entry_complete(&e));
    /* a Grand Hand instead of the Ramsch: g, the seat, the matadors, points */
    const char *gi = "g1175\n";
    tui_entry_begin(&e, &T4, 1, 1, 1);
    tui_entry_ramsch(&e);
    TH_EQ_INT(keys(&e, "g1"), TE_ACT_NONE); /* seat 1 deals game 1 at a 4-table */
    TH_CONTAINS(e.msg, "dealer sits out");
    TH_EQ_INT(keys(&e, "2"), TE_ACT_NONE);
    TH_EQ_INT(e.step, TE_MATADORS);
    /* Backspace from the Augen goes back to the declarer: an ordinary game */
    tui_entry_begin(&e, &T3, 1, 1, 1);
    tui_entry_ramsch(&e);
    keys(&e, "1\b\b");
    TH_CHECK(!e.ramsch && e.step == TE_DECLARER);
    tui_entry_begin(&e, &T3, 1, 1, 1);
    tui_entry_ramsch(&e);
    TH_EQ_INT(keys(&e, gi), TE_ACT_SAVE);
    TH_EQ_INT(count_keys(gi), 6);
    tui_entry_to_game(&e, &g);
    TH_CHECK(!g.passed && !g.h.ramsch);
    TH_EQ_INT(g.declarer, 1);
    TH_EQ_INT(g.g.contract, RULES_GRAND);
    TH_CHECK(g.g.hand);
}

/* The seat hints follow the table: 1-3 at a 3-table. */
static void test_seat_hints(void)
{
    tui_entry e;
    char buf[300];
    bool err;
    tui_entry_begin(&e, &T3, 1, 1, 1);
    TH_CONTAINS(tui_entry_keys_hint(&e), "1-3 declarer");
    preview(&e, buf, sizeof buf, &err);
    TH_CONTAINS(buf, "seat 1-3");
    tui_entry_begin(&e, &T4, 1, 1, 1);
    TH_CONTAINS(tui_entry_keys_hint(&e), "1-4 declarer");
    TH_CHECK(!strstr(tui_entry_keys_hint(&e), "Ramsch"));
    e.house = true;
    TH_CONTAINS(tui_entry_keys_hint(&e), "R Ramsch");
}

int main(void)
{
    setlocale(LC_ALL, "C.UTF-8");
    TH_SUITE("tui_entry");
    TH_RUN(test_won_suit_game);
    TH_RUN(test_lost_grand_hand_by_result);
    TH_RUN(test_null_ouvert_german_keys);
    TH_RUN(test_passed);
    TH_RUN(test_house_keys);
    TH_RUN(test_overbid);
    TH_RUN(test_dealer_refused);
    TH_RUN(test_rule_errors_before_saving);
    TH_RUN(test_incomplete_enter_moves_on);
    TH_RUN(test_load_for_edit);
    TH_RUN(test_toggles_ouvert_announce_schwarz);
    TH_RUN(test_preview_house_seeger);
    TH_RUN(test_key_counts);
    TH_RUN(test_seat_hints);
    return th_done();
}
