/* fedprotest.c - see fedprotest.h */
#include "fedprotest.h"
#include "fedadmin.h"
#include "fedzone.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_league.h"
#include "db_protests.h"
#include "db_results.h"
#include "fedrules.h"

/* reason: given, at most 400 characters (what names it: the option). */
static int reason_ok(const char *reason, const char *missing, sk_err *err)
{
    if (!reason || !*reason)
        return sk_err_set(err, SK_USAGE, "%s", missing);
    if (strlen(reason) > 400)
        return sk_err_set(err, SK_INVALID, _("--reason: at most 400 characters"));
    if (!sk_utf8_valid(reason))
        return sk_err_set(err, SK_INVALID, _("--reason: not UTF-8"));
    return SK_OK;
}

/* The venue group of match day md the captain may protest against (group
 * 0: the team's); *r points into v. */
static int pick_group(db *d, const fed_actor *a, int64_t lid, int md, int group,
                      db_fed_result *v, size_t nv, db_fed_result **r, sk_err *err)
{
    *r = NULL;
    bool seen = false;
    for (size_t i = 0; i < nv; i++) {
        if (group && v[i].venue_no != group)
            continue;
        seen = true;
        bool ok = false;
        int rc = ops_fed_in_scope(d, a, lid, v[i].tournament_id, &ok, err);
        if (rc != SK_OK)
            return rc;
        if (ok) {
            *r = &v[i];
            return SK_OK;
        }
    }
    if (group && !seen)
        return sk_err_set(err, SK_INVALID, _("match day %d has no venue group %d"), md, group);
    if (group)
        return sk_err_set(err, SK_INVALID, _("venue group %d of match day %d: your team did not "
                          "play in it, so it is not yours to protest against (%s)"), group, md,
                          a->who);
    return sk_err_set(err, SK_INVALID, _("match day %d: your team played in no venue group of "
                      "it (%s)"), md, a->who);
}

int ops_fed_protest_file(db *d, int matchday, int group, const fed_actor *a,
                         const char *reason, int64_t *id, ops_fed_pub *pub, sk_err *err)
{
    *id = 0;
    if (pub)
        memset(pub, 0, sizeof *pub);
    if (a->kind != FED_ACT_CAPTAIN)
        return sk_err_set(err, SK_INVALID, _("a protest is filed with a team captain's code; "
                          "the division leader decides it ('league protest uphold|reject')"));
    int rc = reason_ok(reason, _("--reason: say why the team protests against the result"),
                       err);
    if (rc != SK_OK)
        return rc;
    db_league lg;
    rc = ops_fed_league(d, NULL, a, &lg, err);
    if (rc != SK_OK)
        return rc;
    db_fed_settings fs;
    memset(&fs, 0, sizeof fs);
    db_fed_result *v = NULL, *r = NULL;
    size_t nv = 0;
    db_fed_protest *pv = NULL;
    size_t np = 0;
    rc = db_fed_settings_get(d, lg.id, &fs, err);
    rc = ops_fed_day_results(d, rc, &lg, matchday, &v, &nv, err);
    if (rc == SK_OK)
        rc = pick_group(d, a, lg.id, matchday, group, v, nv, &r, err);
    char now[32], today[11], due[11] = "";
    fed_zone z;
    rc = ops_fed_clock(d, rc, now, &z, today, err);
    if (rc == SK_OK && r->state != FED_ST_RELEASED && r->state != FED_ST_BINDING)
        rc = sk_err_set(err, SK_INVALID, _("venue group %d of match day %d is not released yet: "
                        "a protest is against a released result; nothing changed"), r->venue_no,
                        matchday);
    bool dated = rc == SK_OK && fed_binding_date(&z, r->date, r->released, fs.protest_days,
                                                     due);
    if (rc == SK_OK && (r->state == FED_ST_BINDING || !dated || strcmp(today, due) >= 0))
        rc = sk_err_set(err, SK_INVALID, _("venue group %d of match day %d: the protest period "
                        "of %d days after the match day and the release ended on %s; the result "
                        "is binding, the protest is too late, nothing changed"), r->venue_no,
                        matchday, fs.protest_days, *due ? due : "?");
    if (rc == SK_OK)
        rc = db_fed_protests(d, lg.id, matchday, true, &pv, &np, err);
    for (size_t i = 0; rc == SK_OK && i < np; i++)
        if (pv[i].group_id == r->group_id && pv[i].team_id == a->team_id)
            rc = sk_err_set(err, SK_INVALID, _("protest #%lld of your team against venue group %d "
                            "of match day %d is still open; nothing changed"),
                            (long long)pv[i].id, r->venue_no, matchday);
    bool began = false;
    if (rc == SK_OK && (rc = db_begin(d, err)) == SK_OK)
        began = true;
    if (rc == SK_OK)
        rc = db_fed_protest_add(d, r->group_id, a->code_id, a->team_id, a->who, now, reason, id,
                                err);
    if (rc == SK_OK)
        rc = db_fed_log_add(d, r->group_id, now, N_("protested"), a->who, a->code_id, reason, err);
    rc = ops_fed_finish_publish(d, began, rc, lg.id, true, pub, err);
    fed_zone_free(&z);
    db_fed_protests_free(pv, np);
    db_fed_results_free(v, nv);
    db_fed_settings_clear(&fs);
    db_league_clear(&lg);
    return rc;
}

int ops_fed_protest_decide(db *d, int64_t id, bool uphold, const char *reason,
                           const fed_actor *a, ops_fed_pub *pub, sk_err *err)
{
    int rc = ops_fed_leader_only(a, pub, _("a protest is decided by the division leader"), err);
    if (rc == SK_OK && (!uphold || (reason && *reason)))
        rc = reason_ok(reason, _("--reason: say why the protest is rejected"), err);
    db_fed_protest p;
    if (rc != SK_OK || (rc = db_fed_protest_get(d, id, &p, err)) != SK_OK)
        return rc;
    rc = ops_fed_may_decide(d, a, p.league_id, p.tournament_id, id,
                            _("protest #%lld is not of the code's league"),
                            _("protest #%lld is not of your division"), err);
    if (rc == SK_OK && strcmp(p.state, "open") != 0)
        rc = sk_err_set(err, SK_INVALID, _("protest #%lld is decided already"), (long long)id);
    char now[32];
    ops_fed_now(now);
    bool began = false;
    if (rc == SK_OK && (rc = db_begin(d, err)) == SK_OK)
        began = true;
    const char *state = uphold ? "upheld" : "rejected";
    if (rc == SK_OK)
        rc = db_fed_protest_decide(d, id, state, now, a->who, reason, err);
    char why[600];
    snprintf(why, sizeof why, "#%lld%s%s", (long long)id, reason && *reason ? ": " : "",
             reason && *reason ? reason : "");
    if (rc == SK_OK)
        rc = db_fed_log_add(d, p.group_id, now,
                            uphold ? N_("protest upheld") : N_("protest rejected"), a->who,
                            a->code_id, why, err);
    rc = ops_fed_finish_publish(d, began, rc, p.league_id, true, pub, err);
    db_fed_protest_clear(&p);
    return rc;
}
