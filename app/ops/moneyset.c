/* moneyset.c - see moneyset.h */
#include "moneyset.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "houseprof.h"
#include "houseset.h"
#include "schops.h"
#include "schset.h"

bool ops_money_text_only(const db_tournament *t, const char *text)
{
    sk_err e;
    sk_err_clear(&e);
    if (schops_is_schafkopf(t))
        return sch_settings_money_only(schops_family(t), text, &e) == SK_OK;
    return house_settings_money_only(text, &e) == SK_OK;
}

static int change_skat(db *d, const db_tournament *t, const char *text, char *before,
                       char *after, size_t n, sk_err *err)
{
    int rc = house_settings_money_only(text, err);
    house_profile cur;
    if (rc == SK_OK)
        rc = ops_house_profile(t, &cur, err);
    char *preset = NULL, *settings = NULL;
    if (rc == SK_OK)
        rc = ops_house_settings(&cur, text, &preset, &settings, err);
    if (rc != SK_OK)
        return rc;
    house_profile now = cur;
    sk_err e2;
    sk_err_clear(&e2);
    house_settings_parse(&now, text, &e2); /* parsed once already: cannot fail */
    house_settings_values_of(&cur, text, before, n);
    house_settings_values_of(&now, text, after, n);
    rc = db_money_change_store(d, t->id, preset, settings, NULL, before, after, err);
    free(preset);
    free(settings);
    return rc;
}

static int change_sch(db *d, const db_tournament *t, const char *text, char *before, char *after,
                      size_t n, sk_err *err)
{
    sch_family f = schops_family(t);
    int rc = sch_settings_money_only(f, text, err);
    sch_settings cur, now;
    if (rc == SK_OK)
        rc = schops_settings(t, &cur, err);
    if (rc != SK_OK)
        return rc;
    now = cur;
    if (sch_settings_parse(&now, text, err) != SK_OK)
        return SK_INVALID;
    sch_settings_values_of(&cur, text, before, n);
    sch_settings_values_of(&now, text, after, n);
    char rules[2048];
    sch_settings_format(&now, rules, sizeof rules);
    return db_money_change_store(d, t->id, NULL, NULL, rules, before, after, err);
}

int ops_money_change(db *d, const db_tournament *t, const char *text, char **before, char **after,
                     sk_err *err)
{
    char b[2048], a[2048];
    b[0] = a[0] = 0;
    int rc = schops_is_schafkopf(t) ? change_sch(d, t, text, b, a, sizeof b, err)
                                    : change_skat(d, t, text, b, a, sizeof b, err);
    if (rc == SK_OK) {
        if (before)
            *before = xstrdup(b);
        if (after)
            *after = xstrdup(a);
    }
    return rc;
}

bool ops_money_no_rate(const db_tournament *t, sk_buf *b)
{
    if (schops_is_schafkopf(t)) {
        sch_settings s;
        sk_err e;
        sk_err_clear(&e);
        if (schops_settings(t, &s, &e) != SK_OK || !sch_settings_rate_missing(&s))
            return false;
        if (s.family == SCH_FAM_BAYERISCH)
            sk_buf_printf(b, _("no rate is set: a point is worth 0 ct (cent_per_point), so nobody "
                               "pays; set one with: skatsheet tournament money '%s' "
                               "cent_per_point=1"),
                          t->name);
        else
            sk_buf_printf(b, _("no rate is set: a unit is worth 0 ct (cent_per_unit), so nobody "
                               "pays; set one with: skatsheet tournament money '%s' "
                               "cent_per_unit=10"),
                          t->name);
        return true;
    }
    house_profile p;
    sk_err e;
    sk_err_clear(&e);
    if (ops_house_profile(t, &p, &e) != SK_OK || !house_settings_rate_missing(&p))
        return false;
    if (p.list_mode == HOUSE_LIST_BIERLACHS)
        sk_buf_printf(b, _("no price per Lachs is set (bierlachs_price_ct): the Lachse are "
                           "counted, nobody pays; set one with: skatsheet tournament money '%s' "
                           "bierlachs_price_ct=150"),
                      t->name);
    else
        sk_buf_printf(b, _("no rate is set: a point is worth 0 ct (money_rate), so the points "
                           "are not settled; set one with: skatsheet tournament money '%s' "
                           "money_rate=1/10"),
                      t->name);
    return true;
}
