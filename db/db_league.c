/* db_league.c - the SQL that creates and reads a league (db_league.h) and
 * the look-ups shared with db_leaguefix.c (corrections) and db_season.c
 * (club championship seasons). */
#include "db_internal.h"
#include "i18n.h"
#include "db_league.h"
#include "db_league_int.h"
#include "db_rows.h"
#include "league.h"
#include "text.h"
#include "db_players.h"
#include "db_tournaments.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the look-ups db_league.c, db_season.c and db_leaguefix.c share (db_league_int.h) ---- */

int dbl_create_named(db *d, const char *exists, const char *name, const char *msg,
                     const char *insert, db_args a, const char *what, int64_t *id, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t other;
    bool found;
    rc = db_query_int(d, exists, DB_ARGS(DB_S(":name", name)), &other, &found, "reading", err);
    if (rc == SK_OK && found)
        rc = sk_err_set(err, SK_INVALID, msg, name);
    if (rc == SK_OK)
        rc = db_run(d, insert, a, what, err);
    if (rc == SK_OK && id)
        *id = db_last_id(d);
    return db_finish(d, rc, err);
}

/* The name of row id by sql (a one-column SELECT with :id = id) into buf,
 * "#id" when it cannot be read (for messages). */
int dbl_name_of(db *d, const char *sql, int64_t id, char *buf, size_t n)
{
    sk_err e;
    sk_err_clear(&e);
    char *name = NULL;
    int rc = db_query_str(d, sql, DB_ARGS(DB_I(":id", id)), &name, NULL, "reading", &e);
    if (name)
        snprintf(buf, n, "%s", name);
    else
        snprintf(buf, n, "#%lld", (long long)id);
    free(name);
    return rc == SK_OK ? SK_OK : SK_FAIL;
}

int dbl_league_name(db *d, int64_t lid, char *buf, size_t n)
{
    return dbl_name_of(d, "SELECT name FROM leagues WHERE id = :id", lid, buf, n);
}

/* Team id (and division id, 0 = none) of team `name` in league lid. */
int dbl_find_team(db *d, int64_t lid, const char *name, int64_t *id, int64_t *div,
                     sk_err *err)
{
    int64_t v[2];
    bool found;
    int rc = db_query_ints(d, "SELECT id, coalesce(division_id, 0) FROM league_teams "
                              "WHERE league_id = :lid AND name = :name",
                           DB_ARGS(DB_I(":lid", lid), DB_S(":name", name)), v, 2, &found,
                           "reading teams", err);
    if (rc != SK_OK)
        return rc;
    if (found) {
        *id = v[0];
        if (div)
            *div = v[1];
        return SK_OK;
    }
    char ln[256];
    dbl_league_name(d, lid, ln, sizeof ln);
    return sk_err_set(err, SK_INVALID, _("team '%s' is not a team of league '%s'"), name, ln);
}

int dbl_find_division(db *d, int64_t lid, const char *name, int64_t *id, sk_err *err)
{
    bool found;
    int rc = db_query_int(d, "SELECT id FROM league_divisions WHERE league_id = :lid AND "
                             "name = :name",
                          DB_ARGS(DB_I(":lid", lid), DB_S(":name", name)), id, &found, "reading",
                          err);
    if (rc == SK_OK && !found) {
        char ln[256];
        dbl_league_name(d, lid, ln, sizeof ln);
        rc = sk_err_set(err, SK_INVALID,
                        _("division '%s' does not exist in league '%s' (add it with "
                        "'skatsheet league division add')"),
                        name, ln);
    }
    return rc;
}

/* Put player pid into the tournament team of league team `team_id` in every
 * venue tournament where that team plays. */
int dbl_sync_member(db *d, int64_t team_id, int64_t pid, int from_md, sk_err *err)
{
    return db_run(d,
                  "INSERT INTO team_members (team_id, tournament_id, player_id, position) "
                  "SELECT t.id, t.tournament_id, :pid, "
                  "       (SELECT coalesce(max(m.position), 0) + 1 FROM team_members m WHERE "
                  "m.team_id = t.id) "
                  "  FROM league_venue_teams vt "
                  "  JOIN league_venues v ON v.id = vt.venue_id "
                  "  JOIN league_teams lt ON lt.id = vt.team_id "
                  "  JOIN teams t ON t.tournament_id = v.tournament_id AND t.name = lt.name "
                  "  JOIN league_matchdays md ON md.id = v.matchday_id "
                  " WHERE vt.team_id = :team_id AND md.number >= :from",
                  DB_ARGS(DB_I(":pid", pid), DB_I(":team_id", team_id), DB_I(":from", from_md)),
                  "adding the player to the match-day teams", err);
}

/* ---- leagues ---- */

void db_league_clear(db_league *l)
{
    if (l)
        SK_CLEAR(l, l->name);
}

int db_league_create(db *d, const db_league *l, int64_t *id, sk_err *err)
{
    if (text_name_check(_("league name"), l->name, err) != SK_OK)
        return SK_INVALID;
    if (league_settings_check(l->season, l->series_per_matchday, err) != SK_OK)
        return SK_INVALID;
    return dbl_create_named(
        d, "SELECT id FROM leagues WHERE name = :name", l->name,
        _("league '%s' already exists"),
        "INSERT INTO leagues (name, season, series_per_matchday, points_per, provisional) "
        "VALUES (:name, :season, :series_per_matchday, :points_per, :provisional)",
        DB_ARGS(DB_S(":name", l->name), DB_I(":season", l->season),
                DB_I(":series_per_matchday", l->series_per_matchday),
                DB_S(":points_per", l->per_series ? "series" : "matchday"),
                DB_S(":provisional", l->withhold ? "withhold" : "show")),
        "creating the league", id, err);
}

int db_league_set_withhold(db *d, int64_t id, bool withhold, sk_err *err)
{
    return db_run_tx(d, "UPDATE leagues SET provisional = :provisional WHERE id = :id",
                     DB_ARGS(DB_I(":id", id), DB_S(":provisional", withhold ? "withhold" : "show")),
                     "changing the league", err);
}

/* A league's row (id, name, season, series_per_matchday, points_per,
 * provisional) into elem, its settings checked. */
static int league_read(db_stmt *st, void *elem, sk_err *err)
{
    static const char *const per[] = {"matchday", "series", NULL};
    static const char *const prov[] = {"show", "withhold", NULL};
    db_league *out = elem;
    const char *p = NULL, *w = NULL;
    out->id = db_col_int64(st, 0);
    int r = db_col_range(st, 3, 1, 20, false, "leagues", "series_per_matchday", out->id,
                         &out->series_per_matchday, err);
    if (r == SK_OK)
        r = db_col_choice(st, 4, per, false, "leagues", "points_per", out->id, &p, err);
    if (r == SK_OK)
        r = db_col_choice(st, 5, prov, false, "leagues", "provisional", out->id, &w, err);
    if (r == SK_OK) {
        out->name = db_col_str(st, 1);
        out->season = db_col_int(st, 2);
        out->per_series = strcmp(p, "series") == 0;
        out->withhold = strcmp(w, "withhold") == 0;
    }
    return r;
}

static void league_clear_v(void *elem)
{
    db_league_clear(elem);
}

int db_league_find(db *d, const char *name, db_league *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_league *v;
    size_t n;
    int rc = db_query_checked(
        d,
        name ? "SELECT id, name, season, series_per_matchday, points_per, provisional "
               "FROM leagues WHERE name = :name"
             : "SELECT id, name, season, series_per_matchday, points_per, provisional "
               "FROM leagues ORDER BY id DESC LIMIT 1",
        name ? DB_ARGS(DB_S(":name", name)) : DB_NOARGS, league_read, league_clear_v,
        sizeof *v, (void **)&v, &n, "reading leagues", err);
    if (n)
        *out = v[0];
    free(v);
    if (rc != SK_OK || n)
        return rc;
    if (name)
        return sk_err_set(err, SK_INVALID, _("league '%s' does not exist"), name);
    return sk_err_set(err, SK_INVALID,
                      _("there is no league yet: create one with 'skatsheet league create'"));
}

/* Does sql (:lid = lid, :name = name) find no row?  SK_INVALID by msg
 * (the name, then the league's) when it finds one. */
static int name_unused_in(db *d, int64_t lid, const char *sql, const char *name, const char *msg,
                          sk_err *err)
{
    int64_t other;
    bool found;
    int rc = db_query_int(d, sql, DB_ARGS(DB_I(":lid", lid), DB_S(":name", name)), &other, &found,
                          "reading", err);
    if (rc == SK_OK && found) {
        char ln[256];
        dbl_league_name(d, lid, ln, sizeof ln);
        rc = sk_err_set(err, SK_INVALID, msg, name, ln);
    }
    return rc;
}

int db_league_division_add(db *d, int64_t lid, const char *name, sk_err *err)
{
    if (text_name_check(_("division name"), name, err) != SK_OK)
        return SK_INVALID;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = name_unused_in(d, lid, "SELECT id FROM league_divisions WHERE league_id = :lid AND "
                                "name = :name",
                        name, _("division '%s' already exists in league '%s'"), err);
    if (rc == SK_OK) {
        rc = db_run(d, "INSERT INTO league_divisions (league_id, name) VALUES (:lid, :name)",
                    DB_ARGS(DB_I(":lid", lid), DB_S(":name", name)), "adding the division", err);
    }
    return db_finish(d, rc, err);
}

int db_league_team_add(db *d, int64_t lid, const char *name, const char *club,
                       const char *division, sk_err *err)
{
    if (text_name_check(_("team name"), name, err) != SK_OK ||
        text_name_check(_("club"), club, err) != SK_OK)
        return SK_INVALID;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t div = 0;
    if (division)
        rc = dbl_find_division(d, lid, division, &div, err);
    if (rc == SK_OK)
        rc = name_unused_in(d, lid, "SELECT id FROM league_teams WHERE league_id = :lid AND "
                                    "name = :name",
                            name, _("team '%s' already exists in league '%s'"), err);
    if (rc == SK_OK) {
        rc = db_run(d, "INSERT INTO league_teams (league_id, name, club, division_id) "
                       "VALUES (:lid, :name, :club, :div)",
                    DB_ARGS(DB_I(":lid", lid), DB_S(":name", name), DB_S(":club", club),
                            DB_IN(":div", div)),
                    "adding the team", err);
    }
    return db_finish(d, rc, err);
}

int db_league_roster_add(db *d, int64_t lid, const char *team, const int64_t *pids,
                         size_t nplayers, bool substitute, sk_err *err)
{
    if (league_roster_check(nplayers, err) != SK_OK)
        return SK_INVALID;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t tid;
    rc = dbl_find_team(d, lid, team, &tid, NULL, err);
    for (size_t i = 0; rc == SK_OK && i < nplayers; i++) {
        db_player p;
        rc = db_player_get(d, pids[i], &p, err);
        if (rc != SK_OK)
            break;
        char *in_team = NULL;
        bool found;
        rc = db_query_str(d, "SELECT t.name FROM league_roster r "
                             "JOIN league_teams t ON t.id = r.team_id "
                             "WHERE r.league_id = :lid AND r.player_id = :id",
                          DB_ARGS(DB_I(":lid", lid), DB_I(":id", p.id)), &in_team, &found,
                          "reading rosters", err);
        if (rc == SK_OK && found) {
            char ln[256];
            dbl_league_name(d, lid, ln, sizeof ln);
            rc = sk_err_set(err, SK_INVALID,
                            _("player '%s' is already in team '%s' of league '%s' (one team "
                            "per player and league)"),
                            p.name, in_team ? in_team : "", ln);
        }
        free(in_team);
        if (rc == SK_OK) {
            rc = db_run(d, "INSERT INTO league_roster (team_id, league_id, player_id, substitute) "
                           "VALUES (:tid, :lid, :id, :substitute)",
                        DB_ARGS(DB_I(":tid", tid), DB_I(":lid", lid), DB_I(":id", p.id),
                                DB_I(":substitute", substitute ? 1 : 0)),
                        "adding to the roster", err);
        }
        if (rc == SK_OK)
            rc = dbl_sync_member(d, tid, p.id, 0, err);
        db_player_clear(&p);
    }
    return db_finish(d, rc, err);
}

/* ---- match days ---- */

typedef struct venue_build {
    int64_t *teams;
    size_t n;
    int64_t div;
} venue_build;

static void venues_build_free(venue_build *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].teams);
    free(v);
}

/* Default grouping: one venue group per division (teams without one: one
 * group), divisions by name. */
static int default_venues(db *d, int64_t lid, venue_build **out, size_t *nout, sk_err *err)
{
    *out = NULL;
    *nout = 0;
    db_stmt *st = db_prep_args(d,
                               "SELECT t.id, coalesce(t.division_id, 0) FROM league_teams t "
                               "LEFT JOIN league_divisions dv ON dv.id = t.division_id "
                               "WHERE t.league_id = :lid "
                               "ORDER BY dv.name IS NULL, dv.name, t.name",
                               DB_ARGS(DB_I(":lid", lid)),
                               err);
    if (!st)
        return SK_FAIL;
    venue_build *v = NULL;
    size_t n = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        int64_t id = db_col_int64(st, 0), div = db_col_int64(st, 1);
        if (n == 0 || v[n - 1].div != div) {
            v = xrealloc(v, (n + 1) * sizeof *v);
            v[n].teams = NULL;
            v[n].n = 0;
            v[n].div = div;
            n++;
        }
        venue_build *g = &v[n - 1];
        g->teams = xrealloc(g->teams, (g->n + 1) * sizeof(int64_t));
        g->teams[g->n++] = id;
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        venues_build_free(v, n);
        return db_sqlerr(d, err, "reading teams");
    }
    *out = v;
    *nout = n;
    return SK_OK;
}

static int team_name_of(db *d, int64_t team_id, char *buf, size_t n)
{
    return dbl_name_of(d, "SELECT name FROM league_teams WHERE id = :id", team_id, buf, n);
}

/* Create the venue's tournament, its league rows and its teams. */
static int create_venue(db *d, const db_league *lg, int64_t mdid, int number, const char *date,
                        int venue_no, bool several, const venue_build *vb, char **tname,
                        sk_err *err)
{
    char *name = league_venue_name(lg->name, number, venue_no, several);
    db_tournament t;
    db_tournament_defaults(&t);
    t.name = name;
    t.date = (char *)date;
    t.series_count = lg->series_per_matchday;
    int64_t tid = 0;
    int rc = db_tournament_create(d, &t, &tid, err);
    if (rc != SK_OK) {
        free(name);
        return rc;
    }
    rc = db_run(d, "INSERT INTO league_venues (league_id, matchday_id, venue_no, "
                   "tournament_id) VALUES (:id, :mdid, :venue_no, :tid)",
                DB_ARGS(DB_I(":id", lg->id), DB_I(":mdid", mdid), DB_I(":venue_no", venue_no),
                        DB_I(":tid", tid)),
                "adding the venue group", err);
    int64_t vid = db_last_id(d);
    for (size_t i = 0; rc == SK_OK && i < vb->n; i++) {
        rc = db_run(d, "INSERT INTO league_venue_teams (venue_id, matchday_id, league_id, "
                       "team_id) VALUES (:vid, :mdid, :id, :team)",
                    DB_ARGS(DB_I(":vid", vid), DB_I(":mdid", mdid), DB_I(":id", lg->id),
                            DB_I(":team", vb->teams[i])),
                    "adding a team to the venue group", err);
        if (rc != SK_OK)
            break;
        rc = db_run(d, "INSERT INTO teams (tournament_id, name) "
                       "SELECT :tid, name FROM league_teams WHERE id = :team",
                    DB_ARGS(DB_I(":tid", tid), DB_I(":team", vb->teams[i])),
                    "adding the team to the match-day tournament", err);
        if (rc != SK_OK)
            break;
        int64_t ttid = db_last_id(d);
        /* a new team: its members share position 1, in player id order */
        rc = db_run(d, "INSERT INTO team_members (team_id, tournament_id, player_id, position) "
                       "SELECT :ttid, :tid, player_id, 1 FROM league_roster WHERE team_id = :team",
                    DB_ARGS(DB_I(":ttid", ttid), DB_I(":tid", tid), DB_I(":team", vb->teams[i])),
                    "copying the roster", err);
    }
    if (rc == SK_OK)
        *tname = name;
    else
        free(name);
    return rc;
}

/* League lid (*lg, caller db_league_clears) for match day `number`: the
 * league exists and has no such match day yet (SK_INVALID otherwise).
 * Inside the caller's transaction; SK_FAIL when a statement cannot be
 * prepared. */
static int matchday_league(db *d, int64_t lid, int number, db_league *lg, sk_err *err)
{
    static const db_field fields[] = {DB_F_STR(db_league, name),
                                      DB_F_INT(db_league, series_per_matchday)};
    static const db_map map = DB_MAP(db_league, fields);
    bool found;
    int rc = db_query_one(d, "SELECT name, series_per_matchday FROM leagues WHERE id = :lid",
                          DB_ARGS(DB_I(":lid", lid)), &map, lg, &found, "reading leagues", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("league #%lld does not exist"), (long long)lid);
    if (rc != SK_OK)
        return rc;
    lg->id = lid;
    int64_t other;
    rc = db_query_int(d, "SELECT id FROM league_matchdays WHERE league_id = :lid AND "
                         "number = :number",
                      DB_ARGS(DB_I(":lid", lid), DB_I(":number", number)), &other, &found,
                      "reading", err);
    if (rc == SK_OK && found)
        rc = sk_err_set(err, SK_INVALID, _("match day %d already exists in league '%s'"), number,
                        lg->name);
    return rc;
}

/* The venue groups as named (*vb, *nvb; caller venues_build_frees): each
 * team exists, and the core's rules hold (league_venue_teams_check: named
 * once on the match day, a group's teams share a division).  The first
 * team in the order named that fails decides the message. */
static int named_venues(db *d, int64_t lid, int number, const db_league_venue_spec *venues,
                        size_t nvenues, venue_build **out, size_t *nout, sk_err *err)
{
    size_t total = 0;
    for (size_t k = 0; k < nvenues; k++)
        total += venues[k].nteams;
    league_venue_team *lt = xcalloc(total + 1, sizeof *lt);
    char (*stored)[256] = xcalloc(total + 1, sizeof *stored);
    /* Look the teams up in order, up to the first one that fails. */
    sk_err lookup;
    sk_err_clear(&lookup);
    int lrc = SK_OK;
    size_t n = 0;
    for (size_t k = 0; lrc == SK_OK && k < nvenues; k++)
        for (size_t i = 0; lrc == SK_OK && i < venues[k].nteams; i++) {
            lrc = dbl_find_team(d, lid, venues[k].teams[i], &lt[n].team, &lt[n].division, &lookup);
            if (lrc != SK_OK)
                break;
            team_name_of(d, lt[n].team, stored[n], sizeof stored[n]);
            lt[n].group = k;
            lt[n].named = venues[k].teams[i];
            lt[n].stored = stored[n];
            n++;
        }
    /* A rule broken before the failed lookup comes first, as named. */
    int rc = league_venue_teams_check(lt, n, number, err);
    if (rc == SK_OK && lrc != SK_OK)
        rc = sk_err_set(err, lrc, "%s", lookup.msg);
    venue_build *vb = xcalloc(nvenues, sizeof *vb);
    for (size_t k = 0; k < nvenues; k++)
        vb[k].teams = xcalloc(venues[k].nteams + 1, sizeof(int64_t));
    for (size_t j = 0; rc == SK_OK && j < n; j++) {
        venue_build *g = &vb[lt[j].group];
        g->div = lt[j].division;
        g->teams[g->n++] = lt[j].team;
    }
    free(stored);
    free(lt);
    *out = vb;
    *nout = nvenues;
    return rc;
}

int db_league_matchday_add(db *d, int64_t lid, int number, const char *date,
                           const db_league_venue_spec *venues, size_t nvenues, char ***tnames,
                           size_t *nt, sk_err *err)
{
    if (tnames)
        *tnames = NULL;
    if (nt)
        *nt = 0;
    if (league_matchday_number_check(number, err) != SK_OK)
        return SK_INVALID;
    if (!text_date_valid(date))
        return sk_err_set(err, SK_INVALID, _("date '%s': not a real date YYYY-MM-DD"),
                          date ? date : "");
    db_league lg;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = matchday_league(d, lid, number, &lg, err);
    if (rc == SK_FAIL) {
        db_league_clear(&lg);
        return db_finish(d, SK_FAIL, err);
    }

    venue_build *vb = NULL;
    size_t nvb = 0;
    if (rc == SK_OK && nvenues == 0) {
        rc = default_venues(d, lid, &vb, &nvb, err);
        if (rc == SK_OK && nvb == 0)
            rc = sk_err_set(err, SK_INVALID,
                            _("league '%s' has no teams yet: add them with 'skatsheet league "
                            "team add'"),
                            lg.name);
    } else if (rc == SK_OK) {
        rc = named_venues(d, lid, number, venues, nvenues, &vb, &nvb, err);
    }
    if (rc == SK_OK) {
        size_t *size = xcalloc(nvb + 1, sizeof *size);
        for (size_t k = 0; k < nvb; k++)
            size[k] = vb[k].n;
        rc = league_venue_sizes_check(size, nvb, number, err);
        free(size);
    }

    int64_t mdid = 0;
    if (rc == SK_OK) {
        rc = db_run(d, "INSERT INTO league_matchdays (league_id, number, date) "
                       "VALUES (:lid, :number, :date)",
                    DB_ARGS(DB_I(":lid", lid), DB_I(":number", number),
                            DB_S(":date", date ? date : "")),
                    "adding the match day", err);
        mdid = db_last_id(d);
    }
    char **names = xcalloc(nvb + 1, sizeof(char *));
    size_t nn = 0;
    for (size_t k = 0; rc == SK_OK && k < nvb; k++) {
        rc = create_venue(d, &lg, mdid, number, date, (int)k + 1, nvb > 1, &vb[k], &names[nn],
                          err);
        if (rc == SK_OK)
            nn++;
    }
    venues_build_free(vb, nvb);
    db_league_clear(&lg);
    rc = db_finish(d, rc, err);
    if (rc == SK_OK && tnames) {
        *tnames = names;
        *nt = nn;
    } else {
        for (size_t i = 0; i < nn; i++)
            free(names[i]);
        free(names);
    }
    return rc;
}

/* ---- reading ---- */

static const db_field team_fields[] = {
    DB_F_I64(db_league_team, id), DB_F_STR(db_league_team, name), DB_F_STR(db_league_team, club),
    DB_F_STR(db_league_team, division)};
static const db_map team_map = DB_MAP(db_league_team, team_fields);

void db_league_teams_free(db_league_team *v, size_t n)
{
    db_map_free(&team_map, v, n);
}

int db_league_teams(db *d, int64_t lid, const char *division, db_league_team **out,
                    size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    int64_t div = 0;
    if (division && dbl_find_division(d, lid, division, &div, err) != SK_OK)
        return err->status ? err->status : SK_INVALID;
    return db_query_list(d, "SELECT t.id, t.name, t.club, dv.name FROM league_teams t "
                            "LEFT JOIN league_divisions dv ON dv.id = t.division_id "
                            "WHERE t.league_id = :lid AND (:div = 0 OR t.division_id = :div) "
                            "ORDER BY t.name",
                         DB_ARGS(DB_I(":lid", lid), DB_I(":div", div)), &team_map, (void **)out,
                         n, "reading teams", err);
}

static const db_field member_fields[] = {
    DB_F_I64(db_league_member, team_id), DB_F_I64(db_league_member, player_id),
    DB_F_BOOL(db_league_member, substitute), DB_F_STR(db_league_member, name)};
static const db_map member_map = DB_MAP(db_league_member, member_fields);

void db_league_members_free(db_league_member *v, size_t n)
{
    db_map_free(&member_map, v, n);
}

int db_league_members(db *d, int64_t lid, db_league_member **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT r.team_id, r.player_id, r.substitute, p.name "
                            "FROM league_roster r JOIN players p ON p.id = r.player_id "
                            "JOIN league_teams t ON t.id = r.team_id "
                            "WHERE r.league_id = :lid ORDER BY t.name, r.substitute, p.name",
                         DB_ARGS(DB_I(":lid", lid)), &member_map, (void **)out, n,
                         "reading rosters", err);
}

static const db_field day_member_fields[] = {DB_F_I64(db_league_day_member, tournament_id),
                                             DB_F_I64(db_league_day_member, team_id),
                                             DB_F_I64(db_league_day_member, player_id)};
static const db_map day_member_map = DB_MAP(db_league_day_member, day_member_fields);

int db_league_day_members(db *d, int64_t lid, db_league_day_member **out, size_t *n,
                          sk_err *err)
{
    return db_query_list(d, "SELECT v.tournament_id, vt.team_id, m.player_id "
                            "FROM league_venues v JOIN league_matchdays md ON md.id = v.matchday_id "
                            "JOIN league_venue_teams vt ON vt.venue_id = v.id "
                            "JOIN league_teams lt ON lt.id = vt.team_id "
                            "JOIN teams t ON t.tournament_id = v.tournament_id AND t.name = lt.name "
                            "JOIN team_members m ON m.team_id = t.id "
                            "WHERE md.league_id = :lid",
                         DB_ARGS(DB_I(":lid", lid)), &day_member_map, (void **)out, n,
                         "reading the match-day teams", err);
}

void db_league_venues_free(db_league_venue *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].date);
        free(v[i].tournament);
        free(v[i].team_ids);
    }
    free(v);
}

int db_league_venues(db *d, int64_t lid, db_league_venue **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep_args(d,
                               "SELECT v.id, m.number, m.date, v.venue_no, v.tournament_id, "
                               "u.name FROM league_venues v "
                               "JOIN league_matchdays m ON m.id = v.matchday_id "
                               "JOIN tournaments u ON u.id = v.tournament_id "
                               "WHERE v.league_id = :lid ORDER BY m.number, v.venue_no",
                               DB_ARGS(DB_I(":lid", lid)),
                               err);
    if (!st)
        return SK_FAIL;
    db_league_venue *v = NULL;
    int64_t *vids = NULL;
    size_t k = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = xrealloc(v, (k + 1) * sizeof *v);
        vids = xrealloc(vids, (k + 1) * sizeof *vids);
        vids[k] = db_col_int64(st, 0);
        v[k].matchday = db_col_int(st, 1);
        v[k].date = db_col_str(st, 2);
        v[k].venue_no = db_col_int(st, 3);
        v[k].tournament_id = db_col_int64(st, 4);
        v[k].tournament = db_col_str(st, 5);
        v[k].team_ids = NULL;
        v[k].nteams = 0;
        k++;
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        free(vids);
        db_league_venues_free(v, k);
        return db_sqlerr(d, err, "reading match days");
    }
    /* every group's teams in one statement, by group, each group's by name */
    st = db_prep_args(d, "SELECT vt.venue_id, vt.team_id FROM league_venue_teams vt "
                         "JOIN league_teams t ON t.id = vt.team_id "
                         "JOIN league_venues g ON g.id = vt.venue_id "
                         "WHERE g.league_id = :lid ORDER BY vt.venue_id, t.name, t.id",
                         DB_ARGS(DB_I(":lid", lid)),
                         err);
    if (!st) {
        free(vids);
        db_league_venues_free(v, k);
        return SK_FAIL;
    }
    size_t i = 0, cap = 0;
    while ((rc = db_step(st)) == DB_ROW) {
        int64_t vid = db_col_int64(st, 0);
        if (i == k || vids[i] != vid) { /* a group after the row before's */
            for (i = 0; i < k && vids[i] != vid; i++)
                ;
            cap = 0;
        }
        if (i == k)
            continue;
        v[i].team_ids = sk_grow(v[i].team_ids, v[i].nteams, &cap, sizeof *v[i].team_ids, 4);
        v[i].team_ids[v[i].nteams++] = db_col_int64(st, 1);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        free(vids);
        db_league_venues_free(v, k);
        return db_sqlerr(d, err, "reading venue groups");
    }
    free(vids);
    *out = v;
    *n = k;
    return SK_OK;
}
