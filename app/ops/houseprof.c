/* houseprof.c - a Skat tournament's house-rule profile; see houseprof.h. */
#include "houseprof.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "houseset.h"
#include "schops.h"

int ops_house_settings(const house_profile *base, const char *text, char **preset,
                       char **settings, sk_err *err)
{
    house_profile p = *base, pre;
    *preset = *settings = NULL;
    if (house_settings_parse(&p, text, err) != SK_OK)
        return SK_INVALID;
    house_profile_preset(p.name, &pre, err); /* p.name is always a preset's */
    char diff[4096];
    house_settings_format(&p, &pre, diff, sizeof diff);
    *preset = xstrdup(p.name);
    if (diff[0]) {
        char all[4096];
        house_settings_format(&p, NULL, all, sizeof all);
        *settings = xstrdup(all);
    }
    return SK_OK;
}

int ops_house_change(db *d, const ops_tour *ot, const char *text, house_profile *out,
                     sk_err *err)
{
    const db_tournament *t = &ot->row;
    if (ot->rules.fam->game != SCH_FAM_SKAT) /* Schafkopf has no house rules */
        return schops_refuse_family(t, "house rules", err);
    if (sk_kv_empty(text))
        return sk_err_set(err, SK_INVALID, _("rules: the rules text is empty: give a preset "
                          "(isko, club or pub) or KEY=VALUE settings"));
    int rc = ops_tour_ok(ot, err);
    char *preset = NULL, *settings = NULL;
    if (rc == SK_OK)
        rc = ops_house_settings(&ot->rules.house, text, &preset, &settings, err);
    if (rc == SK_OK) {
        sk_err e2;
        sk_err_clear(&e2);
        rc = db_tournament_set_house(d, t->id, preset, settings, &e2);
        if (rc != SK_OK)
            sk_err_set(err, rc, _("tournament '%s': %s"), t->name, e2.msg);
    }
    if (rc == SK_OK && out) { /* the profile just stored: text on the old one */
        family_rules now = ot->rules;
        rc = family_rules_apply(&now, text, err);
        *out = now.house;
    }
    free(preset);
    free(settings);
    return rc;
}
