/* fedresults.c - see fedresults.h */
#include "fedresults.h"
#include "fedadmin.h"
#include "fedapply.h"
#include "fedcomplete.h"
#include "fedstate.h"
#include "fedzone.h"
#include "publish.h"
#include "xjson.h"

#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "db_hub.h"
#include "db_league.h"
#include "db_results.h"
#include "fedrules.h"

void ops_fed_actor_cli(fed_actor *a)
{
    memset(a, 0, sizeof *a);
    a->kind = FED_ACT_CLI;
    const char *u = getenv("USER");
    if (!u || !*u) {
        struct passwd *pw = getpwuid(getuid());
        u = pw ? pw->pw_name : "?";
    }
    snprintf(a->who, sizeof a->who, _("official at the hub (user %s)"), u);
}

/* The actor of code c (rc: how it was found; c cleared). */
static int actor_of(db_fcode *cp, int rc, fed_actor *a, sk_err *err)
{
    memset(a, 0, sizeof *a);
    db_fcode c = *cp;
    if (rc == SK_OK && c.kind == DB_FCODE_VENUE)
        rc = sk_err_set(err, SK_INVALID, _("a venue's code pulls and pushes; confirming, "
                        "releasing and reviewing take a captain's or a leader's code"));
    if (rc == SK_OK) {
        a->kind = c.kind == DB_FCODE_LEADER ? FED_ACT_LEADER : FED_ACT_CAPTAIN;
        a->code_id = c.id;
        a->league_id = c.league_id;
        a->team_id = c.team_id;
        snprintf(a->division, sizeof a->division, "%s", c.division ? c.division : "");
        snprintf(a->who, sizeof a->who, _("%s (code #%lld)"), c.label, (long long)c.id);
    }
    db_fcode_clear(cp);
    return rc;
}

int ops_fed_actor_code(db *d, const char *typed, fed_actor *a, sk_err *err)
{
    db_fcode c;
    int rc = ops_fed_auth(d, typed, &c, err);
    return actor_of(&c, rc, a, err);
}

int ops_fed_actor_id(db *d, int64_t code_id, fed_actor *a, sk_err *err)
{
    db_fcode c;
    memset(&c, 0, sizeof c);
    int rc = db_fcode_get(d, code_id, &c, err);
    if (rc == SK_OK && c.revoked)
        rc = sk_err_set(err, SK_INVALID, _("the code was revoked on %s"), c.revoked);
    return actor_of(&c, rc, a, err);
}

int ops_fed_league(db *d, const char *league, const fed_actor *a, db_league *lg, sk_err *err)
{
    if (!a->league_id)
        return db_league_find(d, league, lg, err);
    db_league *v = NULL;
    size_t n = 0;
    int rc = db_league_list(d, &v, &n, err);
    memset(lg, 0, sizeof *lg);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (v[i].id == a->league_id) {
            *lg = v[i];
            memset(&v[i], 0, sizeof v[i]);
        }
    db_leagues_free(v, n);
    if (rc == SK_OK && !lg->id)
        rc = sk_err_set(err, SK_INVALID, _("the code's league does not exist any more"));
    if (rc == SK_OK && league && strcmp(league, lg->name) != 0)
        rc = sk_err_set(err, SK_INVALID, _("the code belongs to league '%s', not to '%s'"),
                        lg->name, league);
    return rc;
}

int ops_fed_in_scope(db *d, const fed_actor *a, int64_t lid, int64_t tid, bool *ok,
                     sk_err *err)
{
    *ok = a->kind == FED_ACT_CLI || (a->kind == FED_ACT_LEADER && !a->division[0]);
    if (*ok)
        return SK_OK;
    db_league_venue *v = NULL;
    size_t nv = 0;
    db_league_team *t = NULL;
    size_t nt = 0;
    int rc = db_league_venues(d, lid, &v, &nv, err);
    if (rc == SK_OK)
        rc = db_league_teams(d, lid, NULL, &t, &nt, err);
    for (size_t i = 0; rc == SK_OK && i < nv; i++) {
        if (v[i].tournament_id != tid)
            continue;
        for (size_t j = 0; j < v[i].nteams; j++)
            for (size_t k = 0; k < nt; k++) {
                if (t[k].id != v[i].team_ids[j])
                    continue;
                if (a->kind == FED_ACT_CAPTAIN && t[k].id == a->team_id)
                    *ok = true;
                if (a->kind == FED_ACT_LEADER && t[k].division &&
                    strcmp(t[k].division, a->division) == 0)
                    *ok = true;
            }
    }
    db_league_venues_free(v, nv);
    db_league_teams_free(t, nt);
    return rc;
}

int ops_fed_may_decide(db *d, const fed_actor *a, int64_t lid, int64_t tid, long long id,
                       const char *not_league, const char *not_division, sk_err *err)
{
    if (a->league_id && a->league_id != lid)
        return sk_err_set(err, SK_INVALID, not_league, id);
    bool ok = false;
    int rc = ops_fed_in_scope(d, a, lid, tid, &ok, err);
    if (rc == SK_OK && !ok)
        rc = sk_err_set(err, SK_INVALID, not_division, id);
    return rc;
}

int ops_fed_day_results(db *d, int rc, const db_league *lg, int matchday, db_fed_result **v,
                        size_t *nv, sk_err *err)
{
    if (rc == SK_OK)
        rc = db_fed_results(d, lg->id, matchday, v, nv, err);
    if (rc == SK_OK && !*nv)
        rc = sk_err_set(err, SK_INVALID, _("match day %d does not exist in league '%s'"),
                        matchday, lg->name);
    return rc;
}

int ops_fed_leader_only(const fed_actor *a, ops_fed_pub *pub, const char *captain, sk_err *err)
{
    if (pub)
        memset(pub, 0, sizeof *pub);
    if (a->kind == FED_ACT_CAPTAIN)
        return sk_err_set(err, SK_INVALID, "%s", captain);
    return SK_OK;
}

int ops_fed_finish_publish(db *d, bool began, int rc, int64_t lid, bool changed,
                           ops_fed_pub *pub, sk_err *err)
{
    if (began)
        rc = db_finish(d, rc, err);
    if (rc == SK_OK && changed)
        rc = ops_fed_publish_now(d, lid, pub, err);
    return rc;
}

typedef enum { STEP_CONFIRM, STEP_RELEASE } step_kind;

void ops_fed_outcome_free(ops_fed_outcome *o)
{
    if (o)
        sk_buf_free(&o->why);
}

int ops_fed_publish_now(db *d, int64_t lid, ops_fed_pub *pub, sk_err *err)
{
    ops_fed_pub none;
    if (!pub)
        pub = &none;
    memset(pub, 0, sizeof *pub);
    db_fed_settings fs;
    int rc = db_fed_settings_get(d, lid, &fs, err);
    db_league lg;
    memset(&lg, 0, sizeof lg);
    fed_actor own;
    memset(&own, 0, sizeof own);
    own.league_id = lid;
    if (rc == SK_OK && fs.publish_dir)
        rc = ops_fed_league(d, NULL, &own, &lg, err);
    if (rc == SK_OK && fs.publish_dir) {
        ops_publish_result pr;
        sk_err why;
        sk_err_clear(&why);
        bool ok = ops_publish(d, lg.name, fs.publish_dir, &pr, &why) == SK_OK;
        if (!ok) {
            pub->stale = true;
            snprintf(pub->msg, sizeof pub->msg, _("the change is stored, but the public files "
                     "could not be written: %s; 'league result list' shows them as stale until "
                     "'skatsheet publish %s' succeeds"), why.msg, fs.publish_dir);
        }
        if (ok != !fs.publish_stale)
            rc = db_fed_publish_stale_set(d, lid, !ok, err);
    }
    db_league_clear(&lg);
    db_fed_settings_clear(&fs);
    return rc;
}

int ops_fed_publish_if_public(db *d, int64_t lid, int matchday, ops_fed_pub *pub, sk_err *err)
{
    if (pub)
        memset(pub, 0, sizeof *pub);
    db_fed_result *v = NULL;
    size_t n = 0;
    int rc = db_fed_results(d, lid, matchday, &v, &n, err);
    bool counts = false;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        counts |= v[i].state == FED_ST_RELEASED || v[i].state == FED_ST_BINDING;
    db_fed_results_free(v, n);
    return rc == SK_OK && counts ? ops_fed_publish_now(d, lid, pub, err) : rc;
}

/* Why venue group r may not take step sk now ("" when it may). */
static int why_not(db *d, const fed_actor *a, int64_t lid, const db_fed_result *r, step_kind sk,
                   const char *incomplete, const char *today, sk_buf *why, sk_err *err)
{
    fed_state to = sk == STEP_CONFIRM ? FED_ST_CONFIRMED : FED_ST_RELEASED;
    bool ok = false;
    int rc = ops_fed_in_scope(d, a, lid, r->tournament_id, &ok, err);
    if (rc != SK_OK)
        return rc;
    sk_err e;
    sk_err_clear(&e);
    if (!ok) {
        sk_buf_printf(why, _("venue group %d of match day %d is not yours to %s (%s)"),
                      r->venue_no, r->matchday, sk == STEP_CONFIRM ? _("confirm") : _("release"),
                      a->who);
        return SK_OK;
    }
    /* the leader's release of an incomplete result confirms it on the way */
    bool shortcut = sk == STEP_RELEASE && incomplete && r->state == FED_ST_REPORTED;
    if (!shortcut && fed_step_check(r->state, to, r->matchday, r->venue_no, &e) != SK_OK) {
        sk_buf_add(why, e.msg);
        return SK_OK;
    }
    if (r->open_reviews) {
        sk_buf_printf(why, sk_ntr("venue group %d of match day %d has %d open review: decide "
                                  "it first ('league review list')",
                                  "venue group %d of match day %d has %d open reviews: "
                                  "decide them first ('league review list')",
                                  (unsigned long)r->open_reviews),
                      r->venue_no, r->matchday, r->open_reviews);
        return SK_OK;
    }
    if (sk == STEP_RELEASE && r->date && strncmp(today, r->date, 10) < 0) {
        sk_buf_printf(why, _("venue group %d of match day %d: the match day is on %s, a result "
                             "cannot be released before it (today is %s)"),
                      r->venue_no, r->matchday, r->date, today);
        return SK_OK;
    }
    char *miss = NULL;
    rc = ops_fed_missing(d, r->tournament, &miss, err);
    if (rc == SK_OK && *miss && !(sk == STEP_RELEASE && incomplete)) {
        size_t k = strlen(miss);
        while (k && miss[k - 1] == '\n')
            miss[--k] = '\0';
        for (char *p = miss; *p; p++)
            if (*p == '\n')
                *p = ';';
        sk_buf_printf(why, _("venue group %d of match day %d is not complete: %s"),
                      r->venue_no, r->matchday, miss);
        if (sk == STEP_RELEASE && a->kind != FED_ACT_CAPTAIN)
            sk_buf_add(why, _(" (to release it all the same: --incomplete --reason TEXT)"));
    } else if (rc == SK_OK && shortcut && !*miss &&
               fed_step_check(r->state, to, r->matchday, r->venue_no, &e) != SK_OK) {
        sk_buf_add(why, e.msg);   /* complete: released after its confirmation */
    }
    free(miss);
    return rc;
}

static int step(db *d, const char *league, int matchday, int group, const fed_actor *a,
                step_kind sk, const char *incomplete, ops_fed_outcome *o, sk_err *err)
{
    memset(o, 0, sizeof *o);
    db_league lg;
    int rc = ops_fed_league(d, league, a, &lg, err);
    if (rc != SK_OK)
        return rc;
    db_fed_settings fs;
    rc = db_fed_settings_get(d, lg.id, &fs, err);
    fed_state to = sk == STEP_CONFIRM ? FED_ST_CONFIRMED : FED_ST_RELEASED;
    if (rc == SK_OK && a->kind == FED_ACT_CAPTAIN && sk == STEP_RELEASE)
        rc = sk_err_set(err, SK_INVALID, _("a captain confirms; the division leader releases"));
    if (rc == SK_OK && a->kind == FED_ACT_CAPTAIN && fs.confirm_by_leader)
        rc = sk_err_set(err, SK_INVALID, _("league '%s': results are confirmed by the division "
                        "leader, not by a captain"), lg.name);
    if (rc == SK_OK && incomplete && !*incomplete)
        rc = sk_err_set(err, SK_USAGE, _("--reason: say why the results are released "
                        "incomplete"));
    if (rc == SK_OK && incomplete && strlen(incomplete) > 400)
        rc = sk_err_set(err, SK_INVALID, _("--reason: at most 400 characters"));
    db_fed_result *v = NULL;
    size_t nv = 0;
    rc = ops_fed_day_results(d, rc, &lg, matchday, &v, &nv, err);
    char now[32], today[11];
    fed_zone z;
    rc = ops_fed_clock(d, rc, now, &z, today, err);
    fed_zone_free(&z);
    if (rc == SK_OK)
        rc = db_begin(d, err);
    bool began = rc == SK_OK, seen = false;
    for (size_t i = 0; rc == SK_OK && i < nv; i++) {
        db_fed_result *r = &v[i];
        if (group && r->venue_no != group)
            continue;
        seen = true;
        sk_buf why = {0};
        rc = why_not(d, a, lg.id, r, sk, incomplete, today, &why, err);
        if (rc == SK_OK && why.len) {
            sk_buf_printf(&o->why, "%s\n", sk_buf_str(&why));
            o->skipped++;
            sk_buf_free(&why);
            continue;
        }
        sk_buf_free(&why);
        char *miss = NULL;
        bool marked = false;
        if (rc == SK_OK && sk == STEP_RELEASE && incomplete) {
            rc = ops_fed_missing(d, r->tournament, &miss, err);
            marked = rc == SK_OK && *miss;
        }
        free(miss);
        if (rc == SK_OK && marked && r->state == FED_ST_REPORTED) {
            rc = db_fed_result_step(d, r->group_id, FED_ST_CONFIRMED, now, err);
            if (rc == SK_OK)
                rc = db_fed_log_add(d, r->group_id, now, "confirmed", a->who, a->code_id, NULL,
                                    err);
        }
        if (rc == SK_OK)
            rc = db_fed_result_step(d, r->group_id, to, now, err);
        if (rc == SK_OK && sk == STEP_RELEASE)
            rc = db_fed_result_incomplete(d, r->group_id, marked ? incomplete : NULL, err);
        char reason[500];
        snprintf(reason, sizeof reason, _("released incomplete: %s"), marked ? incomplete : "");
        if (rc == SK_OK)
            rc = db_fed_log_add(d, r->group_id, now, fed_state_key(to), a->who, a->code_id,
                                marked ? reason : NULL, err);
        if (rc == SK_OK)
            o->n++;
    }
    if (rc == SK_OK && !o->n) {
        if (!seen)
            rc = sk_err_set(err, SK_INVALID, _("match day %d has no venue group %d"), matchday,
                            group);
        else {
            size_t k = o->why.len;
            char *t = xstrdup(sk_buf_str(&o->why));
            while (k && t[k - 1] == '\n')
                t[--k] = '\0';
            rc = sk_err_set(err, SK_INVALID, "%s", t);
            free(t);
        }
    }
    rc = ops_fed_finish_publish(d, began, rc, lg.id, o->n, &o->pub, err);
    db_fed_results_free(v, nv);
    db_fed_settings_clear(&fs);
    db_league_clear(&lg);
    return rc;
}

int ops_fed_confirm(db *d, const char *league, int matchday, int group, const fed_actor *a,
                    ops_fed_outcome *o, sk_err *err)
{
    return step(d, league, matchday, group, a, STEP_CONFIRM, NULL, o, err);
}

int ops_fed_release(db *d, const char *league, int matchday, int group, const fed_actor *a,
                    const char *incomplete, ops_fed_outcome *o, sk_err *err)
{
    if (incomplete && a->kind == FED_ACT_CAPTAIN)
        return sk_err_set(err, SK_INVALID, _("a captain confirms; the division leader releases"));
    return step(d, league, matchday, group, a, STEP_RELEASE, incomplete, o, err);
}

int ops_fed_tick(db *d, int64_t lid, const char *today, int *n, ops_fed_pub *pub, sk_err *err)
{
    *n = 0;
    if (pub)
        memset(pub, 0, sizeof *pub);
    char now[32], day[11];
    ops_fed_now(now);
    fed_zone z;
    int rc = ops_fed_zone(d, &z, err);
    if (!today) {
        ops_fed_today(&z, now, day);
        today = day;
    }
    db_fed_settings fs;
    memset(&fs, 0, sizeof fs);
    if (rc == SK_OK)
        rc = db_fed_settings_get(d, lid, &fs, err);
    db_fed_result *v = NULL;
    size_t nv = 0;
    if (rc == SK_OK)
        rc = db_fed_results(d, lid, 0, &v, &nv, err);
    bool began = false;
    for (size_t i = 0; rc == SK_OK && i < nv; i++) {
        char due[11];
        if (v[i].state != FED_ST_RELEASED || v[i].open_protests ||
            !fed_binding_date(&z, v[i].date, v[i].released, fs.protest_days, due) ||
            strcmp(today, due) < 0)
            continue;
        if (!began && (rc = db_begin(d, err)) == SK_OK)
            began = true;
        if (rc == SK_OK)
            rc = db_fed_result_step(d, v[i].group_id, FED_ST_BINDING, due, err);
        char why[120];
        snprintf(why, sizeof why, _("the protest period of %d days after the match day and the "
                 "release is over"), fs.protest_days);
        if (rc == SK_OK)
            rc = db_fed_log_add(d, v[i].group_id, now, "binding", why, 0, NULL, err);
        if (rc == SK_OK)
            (*n)++;
    }
    rc = ops_fed_finish_publish(d, began, rc, lid, *n, pub, err);
    db_fed_results_free(v, nv);
    db_fed_settings_clear(&fs);
    fed_zone_free(&z);
    return rc;
}

int ops_fed_reported(db *d, int64_t tid, const char *who, int64_t code_id, const char *now,
                     sk_err *err)
{
    int64_t gid, lid;
    int md;
    int rc = db_fed_group_of(d, tid, &gid, &lid, &md, err);
    bool fresh = false;
    if (rc == SK_OK && gid)
        rc = db_fed_result_report(d, gid, now, &fresh, err);
    if (rc == SK_OK && fresh)
        rc = db_fed_log_add(d, gid, now, "reported", who, code_id, NULL, err);
    return rc;
}

/* "seating:S" or "game:S:T:G" into series, table, game. */
static bool parse_key(const char *key, int *s, int *t, int *g)
{
    *t = *g = 0;
    return sscanf(key, "game:%d:%d:%d", s, t, g) == 3 || sscanf(key, "seating:%d", s) == 1;
}

int ops_fed_review_decide(db *d, int64_t id, bool accept, const char *reason,
                          const fed_actor *a, ops_fed_pub *pub, sk_err *err)
{
    int rc = ops_fed_leader_only(a, pub, _("the review queue is the division leader's"), err);
    db_review r;
    if (rc != SK_OK || (rc = db_review_get(d, id, &r, err)) != SK_OK)
        return rc;
    rc = ops_fed_may_decide(d, a, r.league_id, r.tournament_id, id,
                            _("review #%lld is not of the code's league"),
                            _("review #%lld is not of your division"), err);
    db_fed_result *v = NULL;
    size_t nv = 0;
    if (rc == SK_OK)
        rc = db_fed_results(d, r.league_id, r.matchday, &v, &nv, err);
    fed_state st = FED_ST_NONE;
    int64_t gid = 0;
    char released[32] = "";
    for (size_t i = 0; rc == SK_OK && i < nv; i++)
        if (v[i].tournament_id == r.tournament_id) {
            st = v[i].state;
            gid = v[i].group_id;
            snprintf(released, sizeof released, "%s", v[i].released ? v[i].released : "");
        }
    db_fed_results_free(v, nv);
    bool after = st == FED_ST_RELEASED || st == FED_ST_BINDING;
    if (rc == SK_OK && accept && after && (!reason || !*reason))
        rc = sk_err_set(err, SK_USAGE, _("venue group %d of match day %d was released on %.10s: "
                        "a correction needs a reason (--reason TEXT)"), r.venue_no, r.matchday,
                        released);
    char now[32];
    ops_fed_now(now);
    if (rc == SK_OK)
        rc = db_begin(d, err);
    bool began = rc == SK_OK;
    if (rc == SK_OK)
        rc = db_review_decide(d, id, accept ? "accepted" : "rejected", now, a->who, reason, err);
    if (rc == SK_OK && accept) {
        int s, t, g;
        json_t *proposed = r.proposed ? json_loads(r.proposed, 0, NULL) : NULL;
        ops_tour tour;
        memset(&tour, 0, sizeof tour);
        if (!parse_key(r.entity, &s, &t, &g) || (r.proposed && !proposed))
            rc = sk_err_set(err, SK_FAIL, _("review #%lld is damaged"), (long long)id);
        if (rc == SK_OK)
            rc = ops_tour_find(d, r.tournament, &tour, err);
        if (rc == SK_OK) {
            fed_ctx fc;
            memset(&fc, 0, sizeof fc);
            fc.d = d;
            fc.league_id = r.league_id;
            fc.matchday = r.matchday;
            fc.code_id = a->code_id;
            fc.source = a->who;
            snprintf(fc.created, sizeof fc.created, "%s", now);
            char path[64];
            snprintf(path, sizeof path, "review #%lld", (long long)id);
            rc = fedapply_store(&fc, &tour, s, t, g, proposed, "review", path, err);
            fed_ctx_free(&fc);
            ops_tour_clear(&tour);
        }
        json_decref(proposed);
        if (rc == SK_OK && after) {
            char why[900];
            snprintf(why, sizeof why, _("review #%lld (%s) accepted: %s"), (long long)id,
                     r.entity, reason);
            rc = db_fed_log_add(d, gid, now, "corrected", a->who, a->code_id, why, err);
        }
    }
    rc = ops_fed_finish_publish(d, began, rc, r.league_id, true, pub, err);
    db_review_clear(&r);
    return rc;
}
