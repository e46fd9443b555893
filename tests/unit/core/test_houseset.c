/* test_houseset.c - the house-rule profile text: preset + key=value
 * overrides (app/core/houseset.c). */
#include <string.h>

#include "houseset.h"
#include "th.h"

/* Every preset and a changed profile: format -> parse gives the same text
 * and the same profile, field by field. */
static void round_trip(void)
{
    const char *specs[] = {"isko", "club", "pub",
                           "pub,bierlachs_target=300+day,bierlachs_multi_loser=most,"
                           "bierlachs_price_ct=150",
                           "club,list_mode=minus,minus_list_dealer_charged=no,bock_stacking=overlap,"
                           "tr_x00=yes,money_rate=1/4,money_basis=seeger,entry_fee_ct=1000,"
                           "loss_fee_tiers=1:50/4:100/6:300,loss_fee_scope=per_tournament,"
                           "passed_fee_ct=20,passed_fee_payer=dealer,fees_to_pool=yes,"
                           "payout_percent=90,organiser_cut_ct=500,"
                           "prize_percent=23.5/19.5/15/11.5/10/9/6.5/5"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        house_profile a, b;
        sk_err e;
        sk_err_clear(&e);
        house_profile_isko(&a);
        TH_EQ_INT(house_settings_parse(&a, specs[i], &e), SK_OK);
        char t1[4096], t2[4096];
        house_settings_format(&a, NULL, t1, sizeof t1);
        house_profile_preset(a.name, &b, &e);
        TH_EQ_INT(house_settings_parse(&b, t1, &e), SK_OK);
        house_settings_format(&b, NULL, t2, sizeof t2);
        TH_EQ_STR(t1, t2);
        TH_CHECK(memcmp(&a, &b, sizeof a) == 0);
    }
}

static void values(void)
{
    house_profile p;
    sk_err e;
    sk_err_clear(&e);
    house_profile_isko(&p);
    TH_EQ_INT(house_settings_parse(&p, "club, Kontra-Max-Level=Hirsch ,money_rate=1/4,"
                                       "prize_percent=23.5/19.5/15/11.5/10/9/6.5/5", &e), SK_OK);
    TH_EQ_STR(p.name, "club");
    TH_CHECK(p.bock_enabled);
    TH_EQ_INT(p.kontra_max_level, 4);
    TH_EQ_INT(p.money.rate_num, 1);
    TH_EQ_INT(p.money.rate_den, 4);
    TH_EQ_INT(p.money.nprizes, 8);
    TH_EQ_INT(p.money.prize_bp[0], 2350);
    TH_EQ_INT(p.money.prize_bp[6], 650);
    char d[512];
    house_profile pre;
    house_profile_club(&pre);
    house_settings_format(&p, &pre, d, sizeof d);
    TH_EQ_STR(d, "kontra_max_level=hirsch,money_rate=1/4,"
                 "prize_percent=23.5/19.5/15/11.5/10/9/6.5/5");
    TH_CHECK(house_settings_money_differs(&p, &pre));
    house_profile_club(&p);
    TH_CHECK(!house_settings_money_differs(&p, &pre));
    TH_CHECK(house_settings_key_is_money("entry_fee_ct"));
    TH_CHECK(house_settings_key_is_money("bierlachs_price_ct"));
    TH_CHECK(!house_settings_key_is_money("kontra_max_level"));
}

static void refusals(void)
{
    static const struct {
        const char *spec, *msg;
    } bad[] = {
        {"kneipe", "rules: 'kneipe': the house-rule presets are isko, club and pub"},
        {"club,pub", "rules: 'pub' is not key=value"},
        {"list_mode=both", "rules: list_mode=both: plain, minus or bierlachs"},
        {"bock_round_games=13", "rules: bock_round_games=13: a whole number from 0 to 12"},
        {"money_rate=3/0", "rules: money_rate=3/0: denominator 0 is impossible"},
        {"prize_percent=100.001", "rules: prize_percent=100.001: '100.001' is not a percentage"},
        {"prize_percent=60/60", "rules: prize_percent: the percentages add up to 120.00 %"},
        {"loss_fee_tiers=1:50/", "rules: loss_fee_tiers=1:50/: default, euroskat"},
        {"bierlachs_target=99", "rules: bierlachs_target=99: auto"},
        {"list_mode=minus,ramsch_mode=gewinner", "rules: ramsch_mode gewinner needs list_mode plain"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        house_profile p;
        sk_err e;
        sk_err_clear(&e);
        house_profile_isko(&p);
        TH_EQ_INT(house_settings_parse(&p, bad[i].spec, &e), SK_INVALID);
        TH_CONTAINS(e.msg, bad[i].msg);
    }
}

int main(void)
{
    TH_SUITE("houseset");
    TH_RUN(round_trip);
    TH_RUN(values);
    TH_RUN(refusals);
    return th_done();
}
