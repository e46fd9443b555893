/* family.c - the four game families; see family.h. */
#include "family.h"
#include "i18n.h"

#include <string.h>

#include "houseset.h"
#include "schafkopf.h"

#define DAMAGED_SKAT N_("tournament '%s': stored house rules damaged: %s")
#define DAMAGED_SCH N_("tournament '%s': its stored Schafkopf rules are damaged: %s")

/* ---- Skat: ISkO and house rules share the profile's text ---- */

static int skat_apply(family_rules *r, const char *text, sk_err *err)
{
    return house_settings_parse(&r->house, text, err);
}

static int skat_money_only(const char *text, sk_err *err)
{
    return house_settings_money_only(text, err);
}

static const char *skat_money_keys(void)
{
    return house_settings_money_keys();
}

static void skat_money_values(const family_rules *r, const char *text, char *buf, size_t n)
{
    house_settings_values_of(&r->house, text, buf, n);
}

/* The isko preset with the isko money settings plays for nothing; another
 * preset or a changed money setting plays for money. */
static bool skat_plays_for_money(const family_rules *r)
{
    house_profile isko;
    house_profile_isko(&isko);
    return strcmp(r->house.name, "isko") != 0 || house_settings_money_differs(&r->house, &isko);
}

static bool skat_rate_missing(const family_rules *r)
{
    return house_settings_rate_missing(&r->house);
}

static void skat_rate_hint(const family_rules *r, const char *tname, sk_buf *b)
{
    if (r->house.list_mode == HOUSE_LIST_BIERLACHS)
        sk_buf_printf(b, _("no price per Lachs is set (bierlachs_price_ct): the Lachse are "
                           "counted, nobody pays; set one with: skatsheet tournament money '%s' "
                           "bierlachs_price_ct=150"),
                      tname);
    else if (money_settings_tournament(&r->house.money))
        sk_buf_printf(b, _("a tournament settles its entry fees, loss fees and prizes only: no "
                           "money per point (unless its rules set one: skatsheet tournament "
                           "money '%s' money_rate=1/10)"),
                      tname);
    else
        sk_buf_printf(b, _("no rate is set: a point is worth 0 ct (money_rate), so the points "
                           "are not settled; set one with: skatsheet tournament money '%s' "
                           "money_rate=1/10"),
                      tname);
}

static const money_settings *skat_tournament_money(const family_rules *r)
{
    return &r->house.money;
}

/* The ISkO deal moves on every game. */
static bool never_stays(const family_rules *r)
{
    (void)r;
    return false;
}

/* B.4.7: with a forced Ramsch, the Grand Hand option and
 * ramsch_grand_hand_uses_game off the same dealer deals again after a Grand
 * Hand played instead of a Ramsch.  A profile on the isko preset never lets
 * the dealer stay (as the database has always read it:
 * db_tournament_dealer_can_stay). */
static bool house_dealer_can_stay(const family_rules *r)
{
    return strcmp(r->house.name, "isko") != 0 && house_profile_dealer_can_stay(&r->house);
}

static int skat_dealer(int first_dealer, int table_size, int game_no)
{
    game_table_rules tr = {.table_size = table_size, .series_games = 0,
                           .first_dealer = first_dealer};
    return game_dealer_seat(&tr, game_no);
}

static int isko_check(const family_rules *r, const game_table_rules *tr, family_game *g,
                      family_outcome *out, sk_err *err)
{
    (void)r;
    return game_validate(&g->skat, tr, &out->skat, err);
}

/* Where the dealer can stay, only the replay of the list knows the dealer
 * and checks the declarer against it (app/ops/housetable.h). */
static int house_check(const family_rules *r, const game_table_rules *tr, family_game *g,
                       family_outcome *out, sk_err *err)
{
    return house_dealer_can_stay(r) ? game_validate_house_dealt(&g->skat, tr, &out->skat, err)
                                    : game_validate(&g->skat, tr, &out->skat, err);
}

static bool always(const family_rules *r)
{
    (void)r;
    return true;
}

static bool never(const family_rules *r)
{
    (void)r;
    return false;
}

/* What ISkO and the house rules share: the whole of Skat but the list, the
 * dealer who may stay and the check that knows about that dealer. */
#define SKAT_SHARED                                                                       \
    .damaged = DAMAGED_SKAT, .game = SCH_FAM_SKAT, .table_min = 3, .stats = true,        \
    .apply = skat_apply, .money_only = skat_money_only, .money_keys = skat_money_keys,   \
    .money_values = skat_money_values, .plays_for_money = skat_plays_for_money,          \
    .rate_missing = skat_rate_missing, .rate_hint = skat_rate_hint,                      \
    .tournament_money = skat_tournament_money, .dealer = skat_dealer, .zero_sum = never, \
    .kasse = never

const family family_isko = {
    SKAT_SHARED,
    .id = FAM_ISKO, .name = "isko", .list_ranks = false, .house_fields = false,
    .dealer_can_stay = never_stays, .check = isko_check, .unit = NC_("column", "points"),
};

const family family_house = {
    SKAT_SHARED,
    .id = FAM_HOUSE, .name = "house", .list_ranks = true, .house_fields = true,
    .dealer_can_stay = house_dealer_can_stay, .check = house_check,
    .unit = NC_("column", "points"),
};

/* ---- Schafkopf: Wendish and Bavarian share the settings text ---- */

static int sch_apply(family_rules *r, const char *text, sk_err *err)
{
    return sch_settings_parse(&r->sch, text, err);
}

static int wend_money_only(const char *text, sk_err *err)
{
    return sch_settings_money_only(SCH_FAM_WENDISCH, text, err);
}

static int bav_money_only(const char *text, sk_err *err)
{
    return sch_settings_money_only(SCH_FAM_BAYERISCH, text, err);
}

static const char *wend_money_keys(void)
{
    return sch_settings_money_keys(SCH_FAM_WENDISCH);
}

static const char *bav_money_keys(void)
{
    return sch_settings_money_keys(SCH_FAM_BAYERISCH);
}

static void sch_money_values(const family_rules *r, const char *text, char *buf, size_t n)
{
    sch_settings_values_of(&r->sch, text, buf, n);
}

static bool sch_rate_missing(const family_rules *r)
{
    return sch_settings_rate_missing(&r->sch);
}

static void wend_rate_hint(const family_rules *r, const char *tname, sk_buf *b)
{
    (void)r;
    sk_buf_printf(b, _("no rate is set: a unit is worth 0 ct (cent_per_unit), so nobody "
                       "pays; set one with: skatsheet tournament money '%s' "
                       "cent_per_unit=10"),
                  tname);
}

static void bav_rate_hint(const family_rules *r, const char *tname, sk_buf *b)
{
    (void)r;
    sk_buf_printf(b, _("no rate is set: a point is worth 0 ct (cent_per_point), so nobody "
                       "pays; set one with: skatsheet tournament money '%s' "
                       "cent_per_point=1"),
                  tname);
}

/* Schafkopf has no tournament money of its own: the entry fee is the
 * day's (dayset.h), the prizes the organiser's. */
static const money_settings *no_tournament_money(const family_rules *r)
{
    (void)r;
    return NULL;
}

/* A.3.2, A.5.2: the deal moves one seat on after every game, thrown-in
 * deals included; four at every table. */
static int sch_dealer_of(int first_dealer, int table_size, int game_no)
{
    (void)table_size;
    return sch_dealer(first_dealer, game_no);
}

static int sch_check(const family_rules *r, const game_table_rules *tr, family_game *g,
                     family_outcome *out, sk_err *err)
{
    (void)tr;
    return sch_game_score(&r->sch, &g->sch, &out->sch, err);
}

static bool wend_kasse(const family_rules *r)
{
    return r->sch.w.settlement == SCH_WEND_KASSE;
}

static bool bav_zero_sum(const family_rules *r)
{
    return r->sch.b.write_mode != SCH_BAV_PLUS_ONLY;
}

/* What Wendish and Bavarian share: the settings text, four at a table, the
 * deal moving on, no statistics of their own. */
#define SCH_SHARED                                                                        \
    .damaged = DAMAGED_SCH, .table_min = 4, .list_ranks = true, .house_fields = false,   \
    .stats = false, .apply = sch_apply, .money_values = sch_money_values,                \
    .plays_for_money = always, .rate_missing = sch_rate_missing,                         \
    .tournament_money = no_tournament_money, .dealer_can_stay = never_stays,             \
    .dealer = sch_dealer_of, .check = sch_check

const family family_wendisch = {
    SCH_SHARED,
    .id = FAM_WENDISCH, .name = "wendisch", .game = SCH_FAM_WENDISCH,
    .money_only = wend_money_only, .money_keys = wend_money_keys, .rate_hint = wend_rate_hint,
    .unit = NC_("column", "units"), .zero_sum = always, .kasse = wend_kasse,
};

const family family_bayerisch = {
    SCH_SHARED,
    .id = FAM_BAYERISCH, .name = "bayerisch", .game = SCH_FAM_BAYERISCH,
    .money_only = bav_money_only, .money_keys = bav_money_keys, .rate_hint = bav_rate_hint,
    .unit = NC_("column", "points"), .zero_sum = bav_zero_sum, .kasse = never,
};

static const family *const by_id[FAM_COUNT] = {
    [FAM_ISKO] = &family_isko,
    [FAM_HOUSE] = &family_house,
    [FAM_WENDISCH] = &family_wendisch,
    [FAM_BAYERISCH] = &family_bayerisch,
};

const family *family_by_id(family_id id)
{
    return (int)id >= 0 && id < FAM_COUNT ? by_id[id] : NULL;
}

/* The Skat family a profile plays. */
static const family *skat_family(const house_profile *p)
{
    return house_profile_has_house_rules(p) ? &family_house : &family_isko;
}

const family *family_schafkopf(sch_family f)
{
    return f == SCH_FAM_WENDISCH ? &family_wendisch : f == SCH_FAM_BAYERISCH ? &family_bayerisch
                                                                             : NULL;
}

int family_rules_load(const char *game, const char *house, const char *house_settings,
                      const char *sch_rules, family_rules *r, sk_err *err)
{
    sch_family f = SCH_FAM_SKAT;
    if (game && !sch_family_parse(game, &f))
        f = SCH_FAM_SKAT;
    memset(r, 0, sizeof *r);
    house_profile_isko(&r->house);
    sch_settings_default(&r->sch, f);
    if (f != SCH_FAM_SKAT) {
        r->fam = family_schafkopf(f);
        sch_settings s = r->sch;
        if (sch_settings_parse(&s, sch_rules, err) != SK_OK)
            return SK_INVALID;
        r->sch = s;
        return SK_OK;
    }
    r->fam = &family_isko;
    house_profile p;
    if (house_profile_preset(house ? house : "isko", &p, err) != SK_OK)
        return SK_INVALID;
    if (house_settings && house_settings_parse(&p, house_settings, err) != SK_OK)
        return SK_INVALID;
    r->house = p;
    r->fam = skat_family(&p);
    return SK_OK;
}

int family_rules_apply(family_rules *r, const char *text, sk_err *err)
{
    family_rules n = *r;
    if (n.fam->apply(&n, text, err) != SK_OK)
        return SK_INVALID;
    if (n.fam->game == SCH_FAM_SKAT)
        n.fam = skat_family(&n.house);
    *r = n;
    return SK_OK;
}
