/* test_opsfam.c - each game family's ops_family (app/ops/opsfam.h): the
 * family it names, its form, its writer, and the Schafkopf families' list and money
 * (what the front ends used to keep in tables indexed by family->id). */
#include "th.h"

#include "famwrite.h"
#include "opsfam.h"

static family_rules loaded(const char *game, const char *house, const char *sch_rules)
{
    family_rules r;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(family_rules_load(game, house, NULL, sch_rules, &r, &err), SK_OK);
    return r;
}

static void test_every_family(void)
{
    for (int id = 0; id < FAM_COUNT; id++) {
        family_rules r = {.fam = family_by_id((family_id)id)};
        const ops_family *of = ops_family_of(&r);
        TH_CHECK(of != NULL);
        TH_CHECK(of->fam == r.fam);
        bool sch = ops_form_of(&r) == OPS_FORM_SCHAFKOPF;
        TH_EQ_INT(sch, r.fam->game != SCH_FAM_SKAT);
        /* the writer of its kind of write context */
        TH_CHECK(of->write == (sch ? ops_write_sch : ops_write_skat));
        /* the list and the money words: the Schafkopf families', all of them */
        TH_EQ_INT(of->list_label != NULL, sch);
        TH_EQ_INT(of->rate_ct != NULL, sch);
        TH_EQ_INT(of->settle != NULL, sch);
        TH_EQ_INT(of->rate_line != NULL, sch);
        TH_EQ_INT(of->title != NULL, sch);
    }
}

static void test_forms(void)
{
    family_rules r = loaded("skat", NULL, NULL);
    TH_EQ_INT((int)ops_form_of(&r), OPS_FORM_ISKO);
    r = loaded("skat", "pub", NULL);
    TH_EQ_INT((int)ops_form_of(&r), OPS_FORM_HOUSE);
    r = loaded("schafkopf-wendisch", NULL, NULL);
    TH_EQ_INT((int)ops_form_of(&r), OPS_FORM_SCHAFKOPF);
    TH_CHECK(ops_family_of(&r) == &ops_family_wendisch);
    r = loaded("schafkopf", NULL, NULL);
    TH_EQ_INT((int)ops_form_of(&r), OPS_FORM_SCHAFKOPF);
    TH_CHECK(ops_family_of(&r) == &ops_family_bayerisch);
}

static void test_schafkopf_money(void)
{
    family_rules w = loaded("schafkopf-wendisch", NULL, NULL);
    w.sch.w.cent_per_unit = 7;
    const ops_family *of = ops_family_of(&w);
    TH_EQ_INT((int)of->rate_ct(&w), 7);
    TH_CHECK(of->list_units);
    TH_EQ_STR(of->list_label, "sch_list_wendish");
    TH_EQ_STR(of->settle, "units x cent_per_unit");
    TH_EQ_STR(of->title, "Wendish Schafskopf");

    family_rules b = loaded("schafkopf", NULL, NULL);
    b.sch.b.cent_per_point = 11;
    of = ops_family_of(&b);
    TH_EQ_INT((int)of->rate_ct(&b), 11);
    TH_CHECK(!of->list_units);
    TH_EQ_STR(of->list_label, "sch_list");
    TH_EQ_STR(of->settle, "points x cent_per_point");
    TH_EQ_STR(of->title, "Bavarian Schafkopf");
}

int main(void)
{
    TH_SUITE("opsfam");
    TH_RUN(test_every_family);
    TH_RUN(test_forms);
    TH_RUN(test_schafkopf_money);
    return th_done();
}
