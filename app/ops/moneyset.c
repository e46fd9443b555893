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

bool ops_money_text_only(const ops_tour *t, const char *text)
{
    sk_err e;
    sk_err_clear(&e);
    return t->rules.fam->money_only(text, &e) == SK_OK;
}

/* Skat: the preset and settings text stored for the profile with text
 * applied (houseprof.h). */
static int change_skat(db *d, const ops_tour *t, const char *text, char *before, char *after,
                       size_t n, sk_err *err)
{
    const family *f = t->rules.fam;
    int rc = f->money_only(text, err);
    if (rc == SK_OK)
        rc = ops_tour_ok(t, err);
    char *preset = NULL, *settings = NULL;
    if (rc == SK_OK)
        rc = ops_house_settings(&t->rules.house, text, &preset, &settings, err);
    if (rc != SK_OK)
        return rc;
    family_rules now = t->rules;
    sk_err e2;
    sk_err_clear(&e2);
    family_rules_apply(&now, text, &e2); /* parsed once already: cannot fail */
    f->money_values(&t->rules, text, before, n);
    f->money_values(&now, text, after, n);
    rc = db_money_change_store(d, t->row.id, preset, settings, NULL, before, after, err);
    free(preset);
    free(settings);
    return rc;
}

/* Schafkopf: the canonical settings text (schset.h). */
static int change_sch(db *d, const ops_tour *t, const char *text, char *before, char *after,
                      size_t n, sk_err *err)
{
    const family *f = t->rules.fam;
    int rc = f->money_only(text, err);
    if (rc == SK_OK)
        rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    family_rules now = t->rules;
    if (family_rules_apply(&now, text, err) != SK_OK)
        return SK_INVALID;
    f->money_values(&t->rules, text, before, n);
    f->money_values(&now, text, after, n);
    char rules[2048];
    sch_settings_format(&now.sch, rules, sizeof rules);
    return db_money_change_store(d, t->row.id, NULL, NULL, rules, before, after, err);
}

/* How each family stores a money change. */
static int (*const change_by[FAM_COUNT])(db *, const ops_tour *, const char *, char *, char *,
                                         size_t, sk_err *) = {
    [FAM_ISKO] = change_skat,
    [FAM_HOUSE] = change_skat,
    [FAM_WENDISCH] = change_sch,
    [FAM_BAYERISCH] = change_sch,
};

int ops_money_change(db *d, const ops_tour *t, const char *text, char **before, char **after,
                     sk_err *err)
{
    char b[2048], a[2048];
    b[0] = a[0] = 0;
    int rc = change_by[t->rules.fam->id](d, t, text, b, a, sizeof b, err);
    if (rc == SK_OK) {
        if (before)
            *before = xstrdup(b);
        if (after)
            *after = xstrdup(a);
    }
    return rc;
}

bool ops_money_no_rate(const ops_tour *t, sk_buf *b)
{
    sk_err e;
    sk_err_clear(&e);
    if (ops_tour_ok(t, &e) != SK_OK || !t->rules.fam->rate_missing(&t->rules))
        return false;
    t->rules.fam->rate_hint(&t->rules, t->row.name, b);
    return true;
}
