/* exchange_league.c - reading a league match day of the exchange format
 * (exchange.h): the league, its divisions, teams and rosters, the match
 * day and its venue groups, each with its tournament (exchange_in.c). */
#include "exchange.h"
#include "xchint.h"
#include "xjson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_ids.h"
#include "db_fedadmin.h"
#include "db_league.h"
#include "db_xch.h"
#include "fedrules.h"
#include "text.h"

#define MAX_ITEMS 10000

/* ---- a league match day ---- */

static int import_league(xch_imp *im, json_t *o, int64_t *lid)
{
    static const char *const keys[] = {"uid", "name", "season", "series_per_matchday",
                                       "points_per", "provisional", "divisions", "teams", NULL};
    const char *path = "league", *uid, *name, *per, *prov;
    long long season, spm;
    json_t *divs, *teams;
    int rc = xch_keys_uid(im, o, path, keys, &uid);
    if (rc == SK_OK)
        rc = xj_str(o, path, "name", true, 1000, &name, im->err);
    if (rc == SK_OK)
        rc = xj_int(o, path, "season", true, 1900, 9999, 0, &season, im->err);
    if (rc == SK_OK)
        rc = xj_int(o, path, "series_per_matchday", true, 1, 20, 3, &spm, im->err);
    if (rc == SK_OK)
        rc = xj_str(o, path, "points_per", true, 20, &per, im->err);
    if (rc == SK_OK && strcmp(per, "matchday") != 0 && strcmp(per, "series") != 0)
        rc = xj_fail(im->err, "league.points_per", _("must be matchday or series"));
    if (rc == SK_OK)
        rc = xj_str(o, path, "provisional", true, 20, &prov, im->err);
    if (rc == SK_OK && strcmp(prov, "show") != 0 && strcmp(prov, "withhold") != 0)
        rc = xj_fail(im->err, "league.provisional", _("must be show or withhold"));
    if (rc == SK_OK)
        rc = xj_arr(o, path, "divisions", true, MAX_ITEMS, &divs, im->err);
    if (rc == SK_OK)
        rc = xj_arr(o, path, "teams", true, MAX_ITEMS, &teams, im->err);
    if (rc != SK_OK)
        return rc;
    sk_err why;
    sk_err_clear(&why);
    db *d = im->d;
    rc = db_uid_find(d, DB_UID_LEAGUE, uid, lid, im->err);
    db_league lg;
    memset(&lg, 0, sizeof lg);
    if (rc == SK_OK && !*lid) {
        lg.name = (char *)name;
        lg.season = (int)season;
        lg.series_per_matchday = (int)spm;
        lg.per_series = strcmp(per, "series") == 0;
        lg.withhold = strcmp(prov, "withhold") == 0;
        rc = db_league_create(d, &lg, lid, &why);
        if (rc != SK_OK)
            return xch_at_path(im->err, path, rc, &why);
        rc = db_uid_set(d, DB_UID_LEAGUE, *lid, uid, im->err);
    }
    if (rc != SK_OK)
        return rc;
    /* divisions */
    char **dn = NULL;
    int *dt = NULL;
    size_t ndn = 0;
    rc = db_league_divisions(d, *lid, &dn, &dt, &ndn, im->err);
    for (size_t i = 0; rc == SK_OK && i < json_array_size(divs); i++) {
        const char *dv;
        char p[XJ_PATH];
        xj_path(p, "league.divisions", NULL, i);
        rc = xj_at_str(divs, "league.divisions", i, 1000, &dv, im->err);
        bool have = false;
        for (size_t k = 0; rc == SK_OK && k < ndn && !have; k++)
            have = strcmp(dn[k], dv) == 0;
        if (rc == SK_OK && !have && (rc = db_league_division_add(d, *lid, dv, &why)) != SK_OK)
            rc = xch_at_path(im->err, p, rc, &why);
    }
    for (size_t k = 0; k < ndn; k++)
        free(dn[k]);
    free(dn);
    free(dt);
    if (rc != SK_OK)
        return rc;
    /* teams and rosters */
    db_league_member *mem = NULL;
    size_t nm = 0;
    rc = db_league_members(d, *lid, &mem, &nm, im->err);
    for (size_t i = 0; rc == SK_OK && i < json_array_size(teams); i++) {
        static const char *const tkeys[] = {"uid", "name", "club", "division", "roster", NULL};
        char p[XJ_PATH], q[XJ_PATH];
        json_t *x, *roster;
        const char *tuid, *tname, *club, *div;
        rc = xj_item(teams, "league.teams", i, NULL, p, &x, im->err);
        if (rc == SK_OK)
            rc = xch_keys_uid(im, x, p, tkeys, &tuid);
        if (rc == SK_OK && hmap_str_get(&im->team, tuid, NULL))
            rc = xj_fail(im->err, p, _("team %s is in the list twice"), tuid);
        if (rc == SK_OK)
            rc = xj_str(x, p, "name", true, 1000, &tname, im->err);
        if (rc == SK_OK)
            rc = xj_str(x, p, "club", true, 1000, &club, im->err);
        if (rc == SK_OK)
            rc = xj_str(x, p, "division", false, 1000, &div, im->err);
        if (rc == SK_OK)
            rc = xj_arr(x, p, "roster", true, 1000, &roster, im->err);
        if (rc != SK_OK)
            break;
        int64_t tmid = 0;
        rc = db_uid_find(d, DB_UID_TEAM, tuid, &tmid, im->err);
        if (rc == SK_OK && !tmid) {
            rc = db_league_team_add(d, *lid, tname, club, div, &why);
            if (rc != SK_OK) {
                rc = xch_at_path(im->err, p, rc, &why);
                break;
            }
            db_league_team *lt = NULL;
            size_t nlt = 0;
            rc = db_league_teams(d, *lid, NULL, &lt, &nlt, im->err);
            for (size_t k = 0; rc == SK_OK && k < nlt; k++)
                if (strcmp(lt[k].name, tname) == 0)
                    tmid = lt[k].id;
            db_league_teams_free(lt, nlt);
            if (rc == SK_OK)
                rc = db_uid_set(d, DB_UID_TEAM, tmid, tuid, im->err);
        }
        if (rc != SK_OK)
            break;
        hmap_str_put(&im->team, tuid, (long)tmid, NULL);
        /* the team's name here (it may have been renamed) */
        char here[256] = "";
        db_league_team *lt = NULL;
        size_t nlt = 0;
        rc = db_league_teams(d, *lid, NULL, &lt, &nlt, im->err);
        for (size_t k = 0; rc == SK_OK && k < nlt; k++)
            if (lt[k].id == tmid)
                snprintf(here, sizeof here, "%s", lt[k].name);
        db_league_teams_free(lt, nlt);
        xj_path(q, p, "roster", 0);
        for (size_t j = 0; rc == SK_OK && j < json_array_size(roster); j++) {
            static const char *const rkeys[] = {"player", "substitute", NULL};
            char r[XJ_PATH];
            json_t *e;
            int64_t pid = 0;
            bool sub;
            rc = xj_item(roster, q, j, rkeys, r, &e, im->err);
            if (rc == SK_OK)
                rc = xch_player_field(im, e, r, "player", &pid);
            if (rc == SK_OK)
                rc = xj_bool(e, r, "substitute", false, false, &sub, im->err);
            if (rc != SK_OK)
                break;
            bool on = false;
            for (size_t k = 0; k < nm && !on; k++)
                on = mem[k].player_id == pid && mem[k].team_id == tmid;
            if (!on && (rc = db_league_roster_add(d, *lid, here, &pid, 1, sub, &why)) != SK_OK)
                rc = xch_at_path(im->err, r, rc, &why);
        }
    }
    db_league_members_free(mem, nm);
    return rc;
}

/* The venue of venue group `no` of match day mdid: found by uid (or
 * added) and assigned. */
static int import_place(xch_imp *im, json_t *o, const char *path, int64_t lid, int64_t mdid,
                        int no)
{
    static const char *const keys[] = {"uid", "name", "address", NULL};
    char p[XJ_PATH];
    xj_path(p, path, "venue", 0);
    const char *uid, *name, *address;
    int rc = xch_keys_uid(im, o, p, keys, &uid);
    if (rc == SK_OK)
        rc = xj_str(o, p, "name", true, 1000, &name, im->err);
    if (rc == SK_OK)
        rc = xj_str(o, p, "address", false, 1000, &address, im->err);
    if (rc != SK_OK)
        return rc;
    sk_err why;
    sk_err_clear(&why);
    int64_t vid = 0;
    rc = db_venue_by_uid(im->d, lid, uid, &vid, im->err);
    if (rc == SK_OK && !vid && (rc = db_venue_add(im->d, lid, uid, name, address, &vid, &why)) !=
                                   SK_OK)
        return xch_at_path(im->err, p, rc, &why);
    int64_t gid = 0;
    if (rc == SK_OK)
        rc = db_xch_group_id(im->d, mdid, no, &gid, im->err);
    if (rc == SK_OK)
        rc = db_group_place(im->d, gid, vid, im->err);
    return rc;
}

static int import_group(xch_imp *im, json_t *g, const char *p, int64_t lid, int64_t mdid,
                        bool *seen)
{
    static const char *const keys[] = {"group", "teams", "venue", "tournament", NULL};
    long long no;
    json_t *teams, *to, *place;
    int rc = xj_keys(g, p, keys, im->err);
    if (rc == SK_OK)
        rc = xj_obj(g, p, "venue", false, &place, im->err);
    if (rc == SK_OK)
        rc = xj_int(g, p, "group", true, 1, 999, 0, &no, im->err);
    if (rc == SK_OK && seen[no])
        rc = xj_fail(im->err, p, _("venue group %lld is in the list twice"), no);
    if (rc == SK_OK)
        rc = xj_arr(g, p, "teams", true, 100, &teams, im->err);
    if (rc == SK_OK)
        rc = xj_obj(g, p, "tournament", true, &to, im->err);
    if (rc != SK_OK)
        return rc;
    seen[no] = true;
    char q[XJ_PATH];
    xj_path(q, p, "teams", 0);
    size_t n = json_array_size(teams);
    if (n < 2)
        return xj_fail(im->err, q, _("a venue group has at least 2 teams"));
    int64_t *ids = xcalloc(n + 1, sizeof *ids);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        char r[XJ_PATH];
        long x;
        json_t *v = json_array_get(teams, i);
        xj_path(r, q, NULL, i);
        if (!json_is_string(v) || !hmap_str_get(&im->team, json_string_value(v), &x))
            rc = xj_fail(im->err, r, _("must be the uid of a team in \"league.teams\""));
        else
            ids[i] = x;
        for (size_t k = 0; rc == SK_OK && k < i; k++)
            if (ids[k] == ids[i])
                rc = xj_fail(im->err, r, _("the team is in the group twice"));
    }
    char tp[XJ_PATH];
    xj_path(tp, p, "tournament", 0);
    const char *uid;
    db_tournament t;
    if (rc == SK_OK)
        rc = xch_tournament_settings(im, to, tp, &t, &uid);
    int64_t tid = 0, other = 0;
    if (rc == SK_OK)
        rc = db_xch_group_find(im->d, mdid, (int)no, &tid, im->err);
    if (rc == SK_OK)
        rc = db_uid_find(im->d, DB_UID_TOURNAMENT, uid, &other, im->err);
    if (rc == SK_OK && (tid || other)) {
        if (im->mode == OPS_IMPORT_PULL && tid && tid == other) {
            free(ids);
            return SK_OK; /* the venue's own results stay */
        }
        rc = tid ? xj_fail(im->err, p, _("venue group %lld of this match day is already in this "
                                         "database"), no)
                 : xj_fail(im->err, tp, _("tournament %s is already in this database"), uid);
    }
    sk_err why;
    sk_err_clear(&why);
    if (rc == SK_OK && json_object_get(to, "teams"))
        rc = xj_fail(im->err, tp, _("a venue group's teams are the league's: no \"teams\""));
    if (rc == SK_OK) {
        bool closed = t.closed;
        t.closed = false;
        rc = db_xch_group_add(im->d, lid, mdid, (int)no, &t, ids, n, &tid, &why);
        if (rc != SK_OK)
            rc = xch_at_path(im->err, p, rc, &why);
        if (rc == SK_OK)
            rc = db_uid_set(im->d, DB_UID_TOURNAMENT, tid, uid, im->err);
        if (rc == SK_OK)
            rc = xch_import_content(im, to, tp, tid, true);
        if (rc == SK_OK && closed)
            rc = db_tournament_set_closed(im->d, tid, true, im->err);
        if (rc == SK_OK && place)
            rc = import_place(im, place, p, lid, mdid, (int)no);
        if (rc == SK_OK)
            im->res->groups_new++;
    }
    free(ids);
    return rc;
}

int xch_import_matchday(xch_imp *im, json_t *doc)
{
    json_t *L, *M, *groups;
    int64_t lid = 0, mdid = 0;
    int rc = xj_obj(doc, "", "league", true, &L, im->err);
    if (rc == SK_OK)
        rc = xj_obj(doc, "", "matchday", true, &M, im->err);
    if (rc == SK_OK)
        rc = import_league(im, L, &lid);
    static const char *const keys[] = {"number", "date", "groups", NULL};
    long long number;
    const char *date;
    if (rc == SK_OK)
        rc = xj_keys(M, "matchday", keys, im->err);
    if (rc == SK_OK)
        rc = xj_int(M, "matchday", "number", true, 1, 999, 0, &number, im->err);
    if (rc == SK_OK)
        rc = xj_str(M, "matchday", "date", true, 10, &date, im->err);
    if (rc == SK_OK && !text_date_valid(date))
        rc = xj_fail(im->err, "matchday.date", _("'%s' is not a real date YYYY-MM-DD"), date);
    if (rc == SK_OK)
        rc = xj_arr(M, "matchday", "groups", true, 999, &groups, im->err);
    if (rc != SK_OK)
        return rc;
    char *have = NULL;
    rc = db_xch_matchday_find(im->d, lid, (int)number, &mdid, &have, im->err);
    if (rc == SK_OK && mdid && strcmp(have, date) != 0)
        rc = xj_fail(im->err, "matchday.date",
                     _("match day %lld is here on %s, the document says %s"), number, have, date);
    free(have);
    sk_err why;
    sk_err_clear(&why);
    if (rc == SK_OK && !mdid &&
        (rc = db_xch_matchday_add(im->d, lid, (int)number, date, &mdid, &why)) != SK_OK)
        rc = xch_at_path(im->err, "matchday", rc, &why);
    bool seen[1000] = {false};
    for (size_t i = 0; rc == SK_OK && i < json_array_size(groups); i++) {
        char p[XJ_PATH];
        json_t *g;
        rc = xj_item(groups, "matchday.groups", i, NULL, p, &g, im->err);
        if (rc == SK_OK)
            rc = import_group(im, g, p, lid, mdid, seen);
    }
    if (rc == SK_OK) {
        db_league *ls = NULL;
        size_t nl = 0;
        rc = db_league_list(im->d, &ls, &nl, im->err);
        for (size_t i = 0; rc == SK_OK && i < nl; i++)
            if (ls[i].id == lid)
                im->res->name = xasprintf("%s matchday %lld", ls[i].name, number);
        db_leagues_free(ls, nl);
        im->res->league_id = lid;
        im->res->matchday = (int)number;
    }
    return rc;
}

