/* moneyset.c - see moneyset.h */
#include "moneyset.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "houseprof.h"
#include "houseset.h"
#include "opsfam.h"
#include "schops.h"
#include "schset.h"

bool ops_money_text_only(const ops_tour *t, const char *text)
{
    sk_err e;
    sk_err_clear(&e);
    return t->rules.fam->money_only(text, &e) == SK_OK;
}

/* A house-rules tournament's rate change: the games recorded so far keep
 * their rate, or (from_game N) the games from the N-th recorded on take the
 * new one; *out the periods to store (*has false: no change of the rate). */
static int rate_change(const ops_tour *t, const family_rules *now, int from_game,
                       db_rate_change *out, bool *has, sk_err *err)
{
    const money_settings *was = &t->rules.house.money, *is = &now->house.money;
    bool changed = (long long)was->rate_num * is->rate_den !=
                   (long long)is->rate_num * was->rate_den;
    *has = false;
    if (from_game && t->rules.fam->id != FAM_HOUSE)
        return sk_err_set(err, SK_INVALID,
                          _("--from-game: tournament '%s' does not play under house rules: "
                            "its money has one rate"), t->row.name);
    if (from_game && !changed)
        return sk_err_set(err, SK_INVALID,
                          _("--from-game %d: the settings do not change money_rate"), from_game);
    if (!changed || t->rules.fam->id != FAM_HOUSE)
        return SK_OK;
    /* the boundary is found in the change's transaction (db_money.h) */
    *out = (db_rate_change){from_game, was->rate_num, was->rate_den, t->row.name};
    *has = true;
    return SK_OK;
}

/* Skat: the preset and settings text stored for the profile with text
 * applied (houseprof.h). */
static int change_skat(db *d, const ops_tour *t, const char *text, int from_game, char *before,
                       char *after, size_t n, sk_err *err)
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
    db_rate_change rate;
    bool has = false;
    rc = rate_change(t, &now, from_game, &rate, &has, err);
    if (rc == SK_OK)
        rc = db_money_change_store(d, t->row.id, preset, settings, NULL, before, after,
                                   has ? &rate : NULL, err);
    free(preset);
    free(settings);
    return rc;
}

/* Schafkopf: the canonical settings text (schset.h). */
static int change_sch(db *d, const ops_tour *t, const char *text, int from_game, char *before,
                      char *after, size_t n, sk_err *err)
{
    const family *f = t->rules.fam;
    if (from_game)
        return sk_err_set(err, SK_INVALID,
                          _("--from-game: tournament '%s' does not play under house rules: "
                            "its money has one rate"), t->row.name);
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
    return db_money_change_store(d, t->row.id, NULL, NULL, rules, before, after, NULL, err);
}

/* How each family stores a money change. */
static int (*const change_by[OPS_FORM_COUNT])(db *, const ops_tour *, const char *, int, char *,
                                         char *, size_t, sk_err *) = {
    [OPS_FORM_ISKO] = change_skat,
    [OPS_FORM_HOUSE] = change_skat,
    [OPS_FORM_SCHAFKOPF] = change_sch,
};

int ops_money_change(db *d, const ops_tour *t, const char *text, int from_game, char **before,
                     char **after, sk_err *err)
{
    char b[2048], a[2048];
    b[0] = a[0] = 0;
    int rc = change_by[ops_form_of(&t->rules)](d, t, text, from_game, b, a, sizeof b, err);
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
