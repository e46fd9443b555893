/* opsfam.c - see opsfam.h. */
#include "opsfam.h"

#include "famwrite.h"
#include "i18n.h"

static long long wend_rate(const family_rules *r)
{
    return r->sch.w.cent_per_unit;
}

static long long bav_rate(const family_rules *r)
{
    return r->sch.b.cent_per_point;
}

const ops_family ops_family_isko = {.fam = &family_isko, .write = ops_write_skat};

const ops_family ops_family_house = {.fam = &family_house, .write = ops_write_skat};

const ops_family ops_family_wendisch = {
    .fam = &family_wendisch,
    .write = ops_write_sch,
    .list_label = "sch_list_wendish",
    .list_units = true,
    .rate_ct = wend_rate,
    .settle = N_("units x cent_per_unit"),
    .rate_line = N_("%s, %lld ct per unit"),
    .title = N_("Wendish Schafskopf"),
};

const ops_family ops_family_bayerisch = {
    .fam = &family_bayerisch,
    .write = ops_write_sch,
    .list_label = "sch_list",
    .list_units = false,
    .rate_ct = bav_rate,
    .settle = N_("points x cent_per_point"),
    .rate_line = N_("%s, %lld ct per point"),
    .title = N_("Bavarian Schafkopf"),
};

const ops_family *ops_family_of(const family_rules *r)
{
    static const ops_family *const by_id[FAM_COUNT] = {
        [FAM_ISKO] = &ops_family_isko,
        [FAM_HOUSE] = &ops_family_house,
        [FAM_WENDISCH] = &ops_family_wendisch,
        [FAM_BAYERISCH] = &ops_family_bayerisch,
    };
    return by_id[r->fam->id];
}
