/* fedadmin.c - see fedadmin.h */
#include "fedadmin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>

#include "db_league.h"
#include "db_results.h"
#include "fedcrypt.h"

void ops_fed_now(char out[32])
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    struct tm tm;
    time_t t = tv.tv_sec;
    gmtime_r(&t, &tm);
    char buf[24];
    strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
    snprintf(out, 32, "%s.%03dZ", buf, (int)(tv.tv_usec / 1000));
}

int ops_fed_venue_add(db *d, const char *league, const char *name, const char *address,
                      int matchday, const int *groups, size_t ngroups, bool *created,
                      sk_err *err)
{
    *created = false;
    db_league lg;
    int rc = db_league_find(d, league, &lg, err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK) {
        db_league_clear(&lg);
        return rc;
    }
    db_venue v;
    bool found = false;
    rc = db_venue_find(d, lg.id, name, &v, &found, err);
    int64_t vid = v.id;
    if (rc == SK_OK && found && address && (!v.address || strcmp(v.address, address) != 0))
        rc = sk_err_set(err, SK_INVALID, _("venue '%s' exists already with another address"),
                        name);
    db_venue_clear(&v);
    if (rc == SK_OK && !found) {
        char uid[33];
        rc = fc_uid(uid, err);
        if (rc == SK_OK)
            rc = db_venue_add(d, lg.id, uid, name, address, &vid, err);
        *created = rc == SK_OK;
    }
    for (size_t i = 0; rc == SK_OK && i < ngroups; i++) {
        db_group g;
        rc = db_group_find(d, lg.id, matchday, groups[i], &g, err);
        if (rc == SK_OK && g.place_id && g.place_id != vid)
            rc = sk_err_set(err, SK_INVALID, _("venue group %d of match day %d is played at "
                            "'%s' already"), groups[i], matchday, g.place);
        if (rc == SK_OK)
            rc = db_group_place(d, g.id, vid, err);
        db_group_clear(&g);
    }
    db_league_clear(&lg);
    if (rc == SK_OK)
        return db_commit(d, err);
    db_rollback(d);
    *created = false;
    return rc;
}

/* A new code into code and its hash into hash. */
static int new_code(char *code, char hash[FC_HEX], sk_err *err)
{
    unsigned char b[FED_CODE_RANDOM_BYTES];
    int rc = fc_random(b, sizeof b, err);
    if (rc != SK_OK)
        return rc;
    if (!fed_code_from_random(b, sizeof b, code))
        return sk_err_set(err, SK_FAIL, _("cannot make a code from the random bytes"));
    fc_sha256_hex(code, FED_CODE_LEN, hash);
    return SK_OK;
}

int ops_fed_code_add(db *d, const ops_code_req *rq, char *code, int64_t *id, sk_err *err)
{
    code[0] = '\0';
    db_league lg;
    int rc = db_league_find(d, rq->league, &lg, err);
    if (rc != SK_OK)
        return rc;
    db_fcode c;
    memset(&c, 0, sizeof c);
    c.league_id = lg.id;
    c.kind = rq->kind;
    char label[256];
    if (rq->kind == DB_FCODE_VENUE) {
        db_venue v;
        rc = db_venue_find(d, lg.id, rq->venue, &v, NULL, err);
        c.venue_id = v.id;
        db_venue_clear(&v);
        db_group *g = NULL;
        size_t n = 0;
        if (rc == SK_OK)
            rc = db_groups(d, lg.id, rq->matchday, &g, &n, err);
        size_t here = 0;
        for (size_t i = 0; rc == SK_OK && i < n; i++) {
            c.matchday_id = g[i].matchday_id;
            here += g[i].place_id == c.venue_id;
        }
        if (rc == SK_OK && !n)
            rc = sk_err_set(err, SK_INVALID, _("match day %d does not exist in league '%s'"),
                            rq->matchday, lg.name);
        else if (rc == SK_OK && !here)
            rc = sk_err_set(err, SK_INVALID, _("no venue group of match day %d is played at "
                            "'%s': assign one first ('league venue add %s --matchday %d --group "
                            "K')"), rq->matchday, rq->venue, rq->venue, rq->matchday);
        db_groups_free(g, n);
        snprintf(label, sizeof label, _("venue %s, match day %d"), rq->venue, rq->matchday);
    } else if (rq->kind == DB_FCODE_CAPTAIN) {
        db_league_team *t = NULL;
        size_t n = 0;
        rc = db_league_teams(d, lg.id, NULL, &t, &n, err);
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            if (strcmp(t[i].name, rq->team) == 0)
                c.team_id = t[i].id;
        db_league_teams_free(t, n);
        if (rc == SK_OK && !c.team_id)
            rc = sk_err_set(err, SK_INVALID, _("team '%s' is not a team of league '%s'"),
                            rq->team, lg.name);
        snprintf(label, sizeof label, _("captain of %s"), rq->team);
    } else {
        if (rq->division) {
            char **dn = NULL;
            int *dt = NULL;
            size_t n = 0;
            rc = db_league_divisions(d, lg.id, &dn, &dt, &n, err);
            bool found = false;
            for (size_t i = 0; i < n; i++) {
                found |= strcmp(dn[i], rq->division) == 0;
                free(dn[i]);
            }
            free(dn);
            free(dt);
            if (rc == SK_OK && !found)
                rc = sk_err_set(err, SK_INVALID, _("division '%s' does not exist in league '%s'"),
                                rq->division, lg.name);
            if (rc == SK_OK)
                rc = db_fedadmin_division_id(d, lg.id, rq->division, &c.division_id, err);
            snprintf(label, sizeof label, _("leader of division %s"), rq->division);
        } else {
            snprintf(label, sizeof label, _("official of the league"));
        }
    }
    char now[32], hash[FC_HEX];
    ops_fed_now(now);
    c.created = now;
    c.label = (char *)(rq->label ? rq->label : label);
    if (rc == SK_OK)
        rc = new_code(code, hash, err);
    if (rc == SK_OK)
        rc = db_fcode_add(d, &c, hash, id, err);
    if (rc != SK_OK)
        code[0] = '\0';
    db_league_clear(&lg);
    return rc;
}

int ops_fed_code_revoke(db *d, int64_t id, sk_err *err)
{
    char now[32];
    ops_fed_now(now);
    return db_fcode_revoke(d, id, now, err);
}

int ops_fed_code_renew(db *d, int64_t id, char *code, int64_t *new_id, sk_err *err)
{
    code[0] = '\0';
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_fcode c;
    rc = db_fcode_get(d, id, &c, err);
    char now[32], hash[FC_HEX];
    ops_fed_now(now);
    if (rc == SK_OK && !c.revoked)
        rc = db_fcode_revoke(d, id, now, err);
    if (rc == SK_OK)
        rc = new_code(code, hash, err);
    if (rc == SK_OK) {
        free(c.created);
        c.created = xstrdup(now);
        rc = db_fcode_add(d, &c, hash, new_id, err);
    }
    db_fcode_clear(&c);
    if (rc == SK_OK)
        return db_commit(d, err);
    db_rollback(d);
    code[0] = '\0';
    return rc;
}

int ops_fed_auth(db *d, const char *typed, db_fcode *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    char code[FED_CODE_LEN + 1], hash[FC_HEX];
    if (!fed_code_normalize(typed, code))
        return sk_err_set(err, SK_INVALID, _("the code is not valid"));
    fc_sha256_hex(code, FED_CODE_LEN, hash);
    bool found;
    int rc = db_fcode_by_hash(d, hash, out, &found, err);
    if (rc != SK_OK)
        return rc;
    if (!found)
        return sk_err_set(err, SK_INVALID, _("the code is not valid"));
    if (out->revoked)
        return sk_err_set(err, SK_INVALID, _("the code was revoked on %s"), out->revoked);
    return SK_OK;
}

int ops_fed_settings_set(db *d, int64_t lid, int protest_days, int confirm,
                         const char *publish_dir, sk_err *err)
{
    if (protest_days > 365)
        return sk_err_set(err, SK_INVALID, _("--protest-days %d: at most 365"), protest_days);
    if (publish_dir && *publish_dir) {
        struct stat sb;
        if (stat(publish_dir, &sb) != 0 || !S_ISDIR(sb.st_mode))
            return sk_err_set(err, SK_INVALID, _("--publish-dir %s: not a directory"),
                              publish_dir);
        /* stored absolute: a release from another directory writes the same place */
        char *abs = realpath(publish_dir, NULL);
        if (!abs)
            return sk_err_set(err, SK_INVALID, _("--publish-dir %s: not a directory"),
                              publish_dir);
        int rc = SK_OK;
        if (strlen(abs) > 400)
            rc = sk_err_set(err, SK_INVALID, _("--publish-dir %s: the path has more than 400 "
                            "characters"), abs);
        if (rc == SK_OK)
            rc = db_fed_settings_set(d, lid, protest_days, confirm, abs, err);
        free(abs);
        return rc;
    }
    return db_fed_settings_set(d, lid, protest_days, confirm, publish_dir, err);
}
