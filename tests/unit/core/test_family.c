/* test_family.c - the game families (app/core/family.c): which family a
 * tournament's stored rules name, and each family's entry points against
 * the rule modules they stand for (houseset, schset, game, schafkopf). */
#include <stdio.h>
#include <string.h>

#include "family.h"
#include "schline.h"
#include "houseset.h"
#include "th.h"

static int load(const char *game, const char *house, const char *hset, const char *rules,
                family_rules *r)
{
    sk_err e;
    sk_err_clear(&e);
    return family_rules_load(game, house, hset, rules, r, &e);
}

/* The stored game word and the house profile name the family. */
static void family_of_stored_rules(void)
{
    family_rules r;
    TH_EQ_INT(load(NULL, NULL, NULL, NULL, &r), SK_OK);
    TH_CHECK(r.fam == &family_isko);
    TH_EQ_INT(load("skat", "isko", NULL, NULL, &r), SK_OK);
    TH_CHECK(r.fam == &family_isko);
    /* money settings alone are no house rules (B.6.3) */
    TH_EQ_INT(load("skat", "isko", "money_rate=1/4,entry_fee_ct=500", NULL, &r), SK_OK);
    TH_CHECK(r.fam == &family_isko);
    TH_EQ_INT(r.house.money.rate_num, 1);
    TH_EQ_INT(r.house.money.rate_den, 4);
    TH_EQ_INT(load(NULL, "pub", NULL, NULL, &r), SK_OK);
    TH_CHECK(r.fam == &family_house);
    TH_EQ_STR(r.house.name, "pub");
    TH_EQ_INT(load(NULL, "isko", "ramsch_on_pass=yes", NULL, &r), SK_OK);
    TH_CHECK(r.fam == &family_house);
    TH_EQ_INT(load("schafkopf-wendisch", NULL, NULL, "unit_solo=3", &r), SK_OK);
    TH_CHECK(r.fam == &family_wendisch);
    TH_EQ_INT(r.sch.w.unit_solo, 3);
    TH_EQ_INT(load("schafkopf", NULL, NULL, "tariff=10/50", &r), SK_OK);
    TH_CHECK(r.fam == &family_bayerisch);
    TH_EQ_INT((int)r.sch.b.t_solo, 50);
    /* an unknown game word reads as Skat, as the database always did */
    TH_EQ_INT(load("bridge", NULL, NULL, NULL, &r), SK_OK);
    TH_CHECK(r.fam == &family_isko);
    for (int i = 0; i < FAM_COUNT; i++)
        TH_EQ_INT(family_by_id((family_id)i)->id, i);
    TH_CHECK(family_by_id(FAM_COUNT) == NULL);
    TH_CHECK(family_schafkopf(SCH_FAM_WENDISCH) == &family_wendisch);
    TH_CHECK(family_schafkopf(SCH_FAM_BAYERISCH) == &family_bayerisch);
    TH_CHECK(family_schafkopf(SCH_FAM_SKAT) == NULL);
}

/* A damaged text is refused naming the setting and leaves the family's
 * defaults, so the tournament can still be shown and removed. */
static void damaged_rules(void)
{
    family_rules r;
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(family_rules_load(NULL, "pub", "kontra_max_level=9", NULL, &r, &e), SK_INVALID);
    TH_CHECK(strstr(e.msg, "kontra_max_level") != NULL);
    TH_CHECK(r.fam == &family_isko);
    TH_EQ_STR(r.house.name, "isko");
    sk_err_clear(&e);
    TH_EQ_INT(family_rules_load(NULL, "nosuch", NULL, NULL, &r, &e), SK_INVALID);
    TH_CHECK(r.fam == &family_isko);
    sk_err_clear(&e);
    TH_EQ_INT(family_rules_load("schafkopf", NULL, NULL, "lauf_min=x", &r, &e), SK_INVALID);
    TH_CHECK(strstr(e.msg, "lauf_min") != NULL);
    TH_CHECK(r.fam == &family_bayerisch);
    TH_EQ_INT(r.sch.tariff, SCH_TARIFF_10_20_50);
    TH_CHECK(strstr(family_isko.damaged, "%s") != NULL);
    TH_CHECK(strcmp(family_isko.damaged, family_bayerisch.damaged) != 0);
}

/* Applying a text may move a Skat tournament between ISkO and house rules;
 * a refused text changes nothing. */
static void apply_moves_family(void)
{
    family_rules r;
    sk_err e;
    TH_EQ_INT(load(NULL, NULL, NULL, NULL, &r), SK_OK);
    sk_err_clear(&e);
    TH_EQ_INT(family_rules_apply(&r, "club", &e), SK_OK);
    TH_CHECK(r.fam == &family_house);
    sk_err_clear(&e);
    TH_EQ_INT(family_rules_apply(&r, "isko", &e), SK_OK);
    TH_CHECK(r.fam == &family_isko);
    sk_err_clear(&e);
    TH_EQ_INT(family_rules_apply(&r, "bock_enabled=maybe", &e), SK_INVALID);
    TH_CHECK(r.fam == &family_isko);
    TH_CHECK(!r.house.bock_enabled);
    TH_EQ_INT(load("schafkopf", NULL, NULL, NULL, &r), SK_OK);
    sk_err_clear(&e);
    TH_EQ_INT(family_rules_apply(&r, "cent_per_point=5", &e), SK_OK);
    TH_CHECK(r.fam == &family_bayerisch);
    TH_EQ_INT((int)r.sch.b.cent_per_point, 5);
}

/* Money keys and the rate: each family answers as its settings module. */
static void money_entry_points(void)
{
    family_rules r;
    sk_err e;
    char buf[512];
    TH_EQ_INT(load(NULL, "isko", NULL, NULL, &r), SK_OK);
    TH_CHECK(!r.fam->plays_for_money(&r));
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->money_only("money_rate=1/4", &e), SK_OK);
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->money_only("bock_enabled=yes", &e), SK_INVALID);
    TH_EQ_STR(r.fam->money_keys(), house_settings_money_keys());
    r.fam->money_values(&r, "money_rate=1/4", buf, sizeof buf);
    TH_EQ_STR(buf, "money_rate=0"); /* isko: no money per point (issue 39) */
    TH_EQ_INT(load(NULL, "isko", "entry_fee_ct=500", NULL, &r), SK_OK);
    TH_CHECK(r.fam->plays_for_money(&r));
    /* the tournament money (B.6.2) is the profile's: the entry fee, the
     * prize table */
    TH_CHECK(r.fam->tournament_money(&r) == &r.house.money);
    TH_EQ_INT(r.fam->tournament_money(&r)->entry_fee_ct, 500);
    TH_EQ_INT(load(NULL, "club", "prize_percent=60/40", NULL, &r), SK_OK);
    TH_EQ_INT(r.fam->tournament_money(&r)->nprizes, 2);
    TH_EQ_INT(load(NULL, "pub", "money_rate=0/1", NULL, &r), SK_OK);
    TH_CHECK(r.fam->plays_for_money(&r));
    TH_CHECK(r.fam->rate_missing(&r) == house_settings_rate_missing(&r.house));
    sk_buf b = {0};
    r.fam->rate_hint(&r, "T", &b);
    TH_CHECK(strstr(sk_buf_str(&b), "money_rate") || strstr(sk_buf_str(&b), "bierlachs_price_ct"));
    sk_buf_free(&b);

    TH_EQ_INT(load("schafkopf", NULL, NULL, "cent_per_point=0", &r), SK_OK);
    TH_CHECK(r.fam->plays_for_money(&r));
    TH_CHECK(r.fam->tournament_money(&r) == NULL); /* the day's fee only */
    TH_CHECK(r.fam->rate_missing(&r));
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->money_only("cent_per_point=2", &e), SK_OK);
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->money_only("cent_per_unit=2", &e), SK_INVALID);
    b = (sk_buf){0};
    r.fam->rate_hint(&r, "T", &b);
    TH_CHECK(strstr(sk_buf_str(&b), "cent_per_point=1") != NULL);
    sk_buf_free(&b);
    TH_EQ_INT(load("schafkopf-wendisch", NULL, NULL, "cent_per_unit=0", &r), SK_OK);
    TH_CHECK(r.fam->rate_missing(&r));
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->money_only("cent_per_unit=2", &e), SK_OK);
    b = (sk_buf){0};
    r.fam->rate_hint(&r, "T", &b);
    TH_CHECK(strstr(sk_buf_str(&b), "cent_per_unit=10") != NULL);
    sk_buf_free(&b);
}

/* Who deals: the rotation of each game (A.3.2, A.5.2, rules.md 2), and
 * whether the house dealer can stay (B.4.7). */
static void dealer_entry_points(void)
{
    for (int g = 1; g <= 9; g++) {
        game_table_rules tr = {.table_size = 3, .series_games = 36, .first_dealer = 2};
        TH_EQ_INT(family_isko.dealer(2, 3, g), game_dealer_seat(&tr, g));
        tr.table_size = 4;
        TH_EQ_INT(family_house.dealer(2, 4, g), game_dealer_seat(&tr, g));
        TH_EQ_INT(family_bayerisch.dealer(2, 4, g), sch_dealer(2, g));
        TH_EQ_INT(family_wendisch.dealer(3, 4, g), sch_dealer(3, g));
    }
    family_rules r;
    TH_EQ_INT(load(NULL, "club", "ramsch_on_pass=yes,ramsch_grand_hand_uses_game=no", NULL, &r),
              SK_OK);
    TH_CHECK(r.fam->dealer_can_stay(&r) == house_profile_dealer_can_stay(&r.house));
    TH_EQ_INT(load(NULL, "club", NULL, NULL, &r), SK_OK);
    TH_CHECK(r.fam->dealer_can_stay(&r) == house_profile_dealer_can_stay(&r.house));
    TH_EQ_INT(load(NULL, NULL, NULL, NULL, &r), SK_OK);
    TH_CHECK(!r.fam->dealer_can_stay(&r));
}

/* Checking a game: the dealer of a 4-table may not declare (ISkO); a
 * Schafkopf game is scored by its settings. */
static void check_entry_points(void)
{
    family_rules r;
    sk_err e;
    family_game g;
    family_outcome o;
    memset(&g, 0, sizeof g);
    TH_EQ_INT(load(NULL, NULL, NULL, NULL, &r), SK_OK);
    game_table_rules tr = {.table_size = 4, .series_games = 48, .first_dealer = 1};
    g.skat.series = g.skat.table_no = g.skat.game_no = 1;
    rules_game_init(&g.skat.g);
    g.skat.g.contract = RULES_GRAND;
    g.skat.g.matadors = 1;
    g.skat.g.points = 70;
    g.skat.declarer = 2;
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->check(&r, &tr, &g, &o, &e), SK_OK);
    TH_EQ_INT(o.skat.score, 48);
    g.skat.declarer = 1; /* seat 1 deals game 1 */
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->check(&r, &tr, &g, &o, &e), SK_INVALID);
    TH_CHECK(strstr(e.msg, "deal") != NULL);
    /* house rules where the same dealer can deal again (B.4.7): the
     * rotation does not know game 1's dealer, the replay of the list checks
     * him (the second entry asks this); where the deal moves on, as ISkO */
    TH_EQ_INT(load(NULL, "club", "ramsch_round_after_grand_hand=yes,ramsch_grand_hand_uses_game=no",
                   NULL, &r),
              SK_OK);
    TH_CHECK(r.fam == &family_house && r.fam->dealer_can_stay(&r));
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->check(&r, &tr, &g, &o, &e), SK_OK);
    TH_EQ_INT(o.skat.score, 48);
    TH_EQ_INT(load(NULL, "club", NULL, NULL, &r), SK_OK);
    TH_CHECK(r.fam == &family_house && !r.fam->dealer_can_stay(&r));
    sk_err_clear(&e);
    TH_EQ_INT(r.fam->check(&r, &tr, &g, &o, &e), SK_INVALID);
    TH_CHECK(strstr(e.msg, "deal") != NULL);

    TH_EQ_INT(load("schafkopf", NULL, NULL, NULL, &r), SK_OK);
    sch_game_init(&g.sch, SCH_FAM_BAYERISCH);
    sk_err_clear(&e);
    TH_EQ_INT(sch_line_parse(SCH_FAM_BAYERISCH, "r 1 3 e 70", &g.sch, &e), SK_OK);
    sk_err_clear(&e);
    sch_game copy = g.sch;
    TH_EQ_INT(r.fam->check(&r, &tr, &g, &o, &e), SK_OK);
    sch_result_row want;
    sk_err_clear(&e);
    TH_EQ_INT(sch_game_score(&r.sch, &copy, &want, &e), SK_OK);
    for (int s = 0; s < SCH_SEATS; s++)
        TH_EQ_INT(o.sch.pts[s], want.pts[s]);
    TH_CHECK(o.sch.pts[0] > 0 && o.sch.pts[0] == o.sch.pts[2] && o.sch.pts[1] == -o.sch.pts[0]);
    TH_CHECK(o.sch.won);
}

/* The list: its unit, whether it sums to zero, the Kasse. */
static void list_entry_points(void)
{
    family_rules r;
    TH_EQ_STR(family_wendisch.unit, "units");
    TH_EQ_STR(family_bayerisch.unit, "points");
    TH_EQ_INT(load("schafkopf", NULL, NULL, "write_mode=plus_only", &r), SK_OK);
    TH_CHECK(!r.fam->zero_sum(&r));
    TH_EQ_INT(load("schafkopf", NULL, NULL, NULL, &r), SK_OK);
    TH_CHECK(r.fam->zero_sum(&r));
    TH_CHECK(!r.fam->kasse(&r));
    TH_EQ_INT(load("schafkopf-wendisch", NULL, NULL, "settlement=kasse", &r), SK_OK);
    TH_CHECK(r.fam->kasse(&r));
    TH_CHECK(r.fam->zero_sum(&r));
    TH_EQ_INT(family_isko.table_min, 3);
    TH_EQ_INT(family_bayerisch.table_min, 4);
    TH_CHECK(!family_isko.list_ranks && family_house.list_ranks && family_wendisch.list_ranks);
    /* house fields in the records: house rules only; statistics: Skat */
    TH_CHECK(!family_isko.house_fields && family_house.house_fields);
    TH_CHECK(!family_wendisch.house_fields && !family_bayerisch.house_fields);
    TH_CHECK(family_isko.stats && family_house.stats);
    TH_CHECK(!family_wendisch.stats && !family_bayerisch.stats);
}

int main(void)
{
    TH_SUITE("family");
    TH_RUN(family_of_stored_rules);
    TH_RUN(damaged_rules);
    TH_RUN(apply_moves_family);
    TH_RUN(money_entry_points);
    TH_RUN(dealer_entry_points);
    TH_RUN(check_entry_points);
    TH_RUN(list_entry_points);
    return th_done();
}
