/* db_leaguefix.c - the SQL that corrects a league (db_league.h): list,
 * rename, remove (leagues, divisions, teams, match days), roster changes,
 * the match days read back.  Creating and reading in db_league.c. */
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

/* ---- corrections: list, rename, remove ---- */

static const db_field league_fields[] = {
    DB_F_I64(db_league, id), DB_F_STR(db_league, name), DB_F_INT(db_league, season),
    DB_F_INT(db_league, series_per_matchday), DB_F_BOOL(db_league, per_series),
    DB_F_BOOL(db_league, withhold)};
static const db_map league_map = DB_MAP(db_league, league_fields);

int db_league_list(db *d, db_league **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT id, name, season, series_per_matchday, "
                            "points_per = 'series', provisional = 'withhold' "
                            "FROM leagues ORDER BY id",
                         DB_NOARGS, &league_map, (void **)out, n, "listing leagues", err);
}

void db_leagues_free(db_league *v, size_t n)
{
    SK_FREE_ARRAY(v, n, db_league_clear);
}

/* Rename the row :id (what, its name the field) of a table by sql (UPDATE ... SET name = :name WHERE
 * id = :id); dup_sql (SELECT with :name = the new name, :id = the id,
 * :scope = scope) finds a clash. */
static int rename_row(db *d, const char *what, const char *field, int64_t id, const char *name, const char *dup_sql,
                      int64_t scope, const char *sql, sk_err *err)
{
    int rc = text_name_check(field, name, err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    bool dup = false;
    int64_t other = 0;
    rc = db_query_int(d, dup_sql,
                      DB_ARGS(DB_S(":name", name), DB_I(":id", id), DB_I(":scope", scope)),
                      &other, &dup, "reading names", err);
    if (rc == SK_OK && dup)
        rc = sk_err_set(err, SK_INVALID, _("%s '%s' already exists: names are unique"), what,
                        name);
    if (rc == SK_OK)
        rc = db_run(d, sql, DB_ARGS(DB_I(":id", id), DB_S(":name", name)), "renaming", err);
    return db_finish(d, rc, err);
}

int db_league_rename(db *d, int64_t lid, const char *name, sk_err *err)
{
    return rename_row(d, C_("renamed", "league"), _("league name"), lid, name,
                      "SELECT 1 FROM leagues WHERE name = :name AND id <> :id AND :scope = :scope", 0,
                      "UPDATE leagues SET name = :name WHERE id = :id", err);
}

int db_league_division_rename(db *d, int64_t lid, const char *old, const char *name,
                              sk_err *err)
{
    int64_t id;
    int rc = dbl_find_division(d, lid, old, &id, err);
    if (rc != SK_OK)
        return rc;
    return rename_row(d, C_("renamed", "division"), _("division name"), id, name,
                      "SELECT 1 FROM league_divisions WHERE name = :name AND id <> :id "
                      "AND league_id = :scope", lid,
                      "UPDATE league_divisions SET name = :name WHERE id = :id", err);
}

int db_league_team_rename(db *d, int64_t lid, const char *old, const char *name, sk_err *err)
{
    int64_t id;
    int rc = dbl_find_team(d, lid, old, &id, NULL, err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = rename_row(d, C_("renamed", "team"), _("team name"), id, name,
                    "SELECT 1 FROM league_teams WHERE name = :name AND id <> :id "
                    "AND league_id = :scope", lid,
                    "UPDATE league_teams SET name = :name WHERE id = :id", err);
    /* the team's copies in the match-day tournaments follow */
    if (rc == SK_OK)
        rc = db_run(d, "UPDATE teams SET name = :name WHERE name = :old AND tournament_id "
                       "IN (SELECT v.tournament_id FROM league_venue_teams vt JOIN "
                       "league_venues v ON v.id = vt.venue_id WHERE vt.team_id = :id)",
                    DB_ARGS(DB_I(":id", id), DB_S(":name", name), DB_S(":old", old)),
                    "renaming the match-day teams", err);
    return db_finish(d, rc, err);
}

/* Count by sql with :id = id. */
static int count_of(db *d, const char *sql, int64_t id, int *n, sk_err *err)
{
    int64_t c = 0;
    int rc = db_count(d, sql, DB_ARGS(DB_I(":id", id)), &c, "counting", err);
    *n = (int)c;
    return rc;
}

#define GAMES_IN_VENUES(where) \
    "SELECT count(*) FROM games g JOIN tables x ON x.id = g.table_id JOIN series s " \
    "ON s.id = x.series_id WHERE s.tournament_id IN (SELECT v.tournament_id FROM "  \
    "league_venues v " where ")"

/* What a removal takes along: a count by sql (:id = the id removed) into
 * the member at off of a db_removal. */
typedef struct removal_count {
    const char *sql;
    size_t off;
} removal_count;

/* Each of the k counts of c for id into w (zeroed first). */
static int count_into(db *d, const removal_count *c, size_t k, int64_t id, db_removal *w,
                      sk_err *err)
{
    memset(w, 0, sizeof *w);
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < k; i++)
        rc = count_of(d, c[i].sql, id, (int *)(void *)((char *)w + c[i].off), err);
    return rc;
}

#define REMOVAL_COUNT(sql, member) {(sql), offsetof(db_removal, member)}

/* A write of a removal: sql with :id = the id removed, what it does. */
typedef struct removal_write {
    const char *sql, *what;
} removal_write;

/* In one transaction: the venue tournaments selected by venues (:id = id)
 * with everything they hold and their venue rows, then each of the k
 * writes of w. */
static int remove_with_venues(db *d, const char *venues, const removal_write *w, size_t k,
                              int64_t id, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t *tids = NULL;
    size_t n = 0;
    rc = db_query_list(d, venues, DB_ARGS(DB_I(":id", id)), &db_map_id, (void **)&tids, &n,
                       "reading venue groups", err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        rc = db_exec_id(d, "DELETE FROM league_venues WHERE tournament_id = :id", tids[i],
                        "removing the venue group", err);
        if (rc == SK_OK)
            rc = db_tournament_remove(d, tids[i], err);
    }
    free(tids);
    for (size_t i = 0; rc == SK_OK && i < k; i++)
        rc = db_exec_id(d, w[i].sql, id, w[i].what, err);
    return db_finish(d, rc, err);
}

int db_league_remove_what(db *d, int64_t lid, db_removal *w, sk_err *err)
{
    static const removal_count counts[] = {
        REMOVAL_COUNT("SELECT count(*) FROM league_teams WHERE league_id = :id", teams),
        REMOVAL_COUNT("SELECT count(*) FROM league_matchdays WHERE league_id = :id", matchdays),
        REMOVAL_COUNT("SELECT count(*) FROM league_venues WHERE league_id = :id", tournaments),
        REMOVAL_COUNT(GAMES_IN_VENUES("WHERE v.league_id = :id"), games),
        REMOVAL_COUNT("SELECT count(*) FROM league_roster WHERE league_id = :id", players)};
    return count_into(d, counts, sizeof counts / sizeof *counts, lid, w, err);
}

int db_league_remove(db *d, int64_t lid, sk_err *err)
{
    static const removal_write w[] = {
        {"DELETE FROM league_matchdays WHERE league_id = :id", N_("removing match days")},
        {"DELETE FROM leagues WHERE id = :id", N_("removing the league")}};
    return remove_with_venues(d, "SELECT tournament_id FROM league_venues WHERE league_id = :id",
                              w, sizeof w / sizeof *w, lid, err);
}

int db_league_matchday_remove_what(db *d, int64_t lid, int number, db_removal *w, int64_t *mdid,
                                   sk_err *err)
{
    static const removal_count counts[] = {
        REMOVAL_COUNT("SELECT count(*) FROM league_venues WHERE matchday_id = :id", tournaments),
        REMOVAL_COUNT(GAMES_IN_VENUES("WHERE v.matchday_id = :id"), games)};
    memset(w, 0, sizeof *w);
    bool found;
    int rc = db_query_int(d, "SELECT id FROM league_matchdays WHERE league_id = :lid "
                             "AND number = :number",
                          DB_ARGS(DB_I(":lid", lid), DB_I(":number", number)), mdid, &found,
                          "reading", err);
    if (rc == SK_OK && !found) {
        char ln[256];
        dbl_league_name(d, lid, ln, sizeof ln);
        return sk_err_set(err, SK_INVALID, _("match day %d does not exist in league '%s'"), number,
                          ln);
    }
    if (rc == SK_OK)
        rc = count_into(d, counts, sizeof counts / sizeof *counts, *mdid, w, err);
    return rc;
}

int db_league_matchday_remove(db *d, int64_t mdid, sk_err *err)
{
    static const removal_write w[] = {
        {"DELETE FROM league_matchdays WHERE id = :id", N_("removing the match day")}};
    return remove_with_venues(d,
                              "SELECT tournament_id FROM league_venues WHERE matchday_id = :id",
                              w, 1, mdid, err);
}

int db_league_division_remove(db *d, int64_t lid, const char *name, bool force, int *teams,
                              sk_err *err)
{
    int64_t id;
    int rc = dbl_find_division(d, lid, name, &id, err);
    if (rc == SK_OK)
        rc = count_of(d, "SELECT count(*) FROM league_teams WHERE division_id = :id", id, teams,
                      err);
    if (rc == SK_OK && league_division_remove_check(name, *teams, force, err) != SK_OK)
        return SK_INVALID;
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_exec_id(d, "UPDATE league_teams SET division_id = NULL WHERE division_id = :id", id,
                    "detaching teams", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM league_divisions WHERE id = :id", id,
                        "removing the division", err);
    return db_finish(d, rc, err);
}

/* A division's name and how many teams it has. */
typedef struct division_row {
    char *name;
    int teams;
} division_row;
static const db_field division_fields[] = {DB_F_STR(division_row, name),
                                           DB_F_INT(division_row, teams)};
static const db_map division_map = DB_MAP(division_row, division_fields);

int db_league_divisions(db *d, int64_t lid, char ***names, int **teams, size_t *n, sk_err *err)
{
    *names = NULL;
    *teams = NULL;
    division_row *v;
    int rc = db_query_list(d, "SELECT v.name, (SELECT count(*) FROM league_teams t WHERE "
                              "t.division_id = v.id) FROM league_divisions v "
                              "WHERE v.league_id = :lid ORDER BY v.name",
                           DB_ARGS(DB_I(":lid", lid)), &division_map, (void **)&v, n,
                           "listing divisions", err);
    if (*n) {
        *names = xcalloc(*n, sizeof **names);
        *teams = xcalloc(*n, sizeof **teams);
    }
    for (size_t i = 0; i < *n; i++) {
        (*names)[i] = v[i].name;
        (*teams)[i] = v[i].teams;
    }
    free(v);
    return rc;
}

/* Games recorded in the match-day tournaments where team tmid plays, at
 * tables where player pid sits (pid 0: any member of the team), on match
 * days from_md on (0: all). */
static int team_games(db *d, int64_t tmid, int64_t pid, int from_md, int *n, sk_err *err)
{
    int64_t c = 0;
    int rc = db_count(d,
        "SELECT count(DISTINCT g.id) FROM games g JOIN tables x ON x.id = g.table_id"
        " JOIN series s ON s.id = x.series_id JOIN seats p ON p.table_id = x.id"
        " JOIN league_venues v ON v.tournament_id = s.tournament_id"
        " JOIN league_venue_teams vt ON vt.venue_id = v.id AND vt.team_id = :tmid"
        " JOIN league_roster r ON r.team_id = :tmid AND r.player_id = p.player_id"
        " JOIN league_matchdays m ON m.id = v.matchday_id"
        " WHERE (:pid = 0 OR p.player_id = :pid) AND m.number >= :from",
        DB_ARGS(DB_I(":tmid", tmid), DB_I(":pid", pid), DB_I(":from", from_md)), &c,
        "counting games", err);
    *n = (int)c;
    return rc;
}

int db_league_team_remove_what(db *d, int64_t lid, const char *name, db_removal *w,
                               int64_t *tmid, sk_err *err)
{
    static const removal_count counts[] = {
        REMOVAL_COUNT("SELECT count(*) FROM league_roster WHERE team_id = :id", players),
        REMOVAL_COUNT("SELECT count(*) FROM league_venue_teams WHERE team_id = :id", matchdays)};
    memset(w, 0, sizeof *w);
    int rc = dbl_find_team(d, lid, name, tmid, NULL, err);
    if (rc == SK_OK)
        rc = count_into(d, counts, sizeof counts / sizeof *counts, *tmid, w, err);
    if (rc == SK_OK)
        rc = team_games(d, *tmid, 0, 0, &w->games, err);
    return rc;
}

/* Delete the team's members pid (0: all) from its copies in the match-day
 * tournaments of match day from_md on (0: all). */
static int unsync(db *d, int64_t tmid, int64_t pid, int from_md, sk_err *err)
{
    return db_run(
        d,
        "DELETE FROM team_members WHERE (:pid = 0 OR player_id = :pid) AND team_id IN"
        " (SELECT t.id FROM league_venue_teams vt JOIN league_venues v ON v.id = vt.venue_id"
        "  JOIN league_teams lt ON lt.id = vt.team_id"
        "  JOIN teams t ON t.tournament_id = v.tournament_id AND t.name = lt.name"
        "  JOIN league_matchdays m ON m.id = v.matchday_id"
        "  WHERE vt.team_id = :tmid AND m.number >= :from)",
        DB_ARGS(DB_I(":tmid", tmid), DB_I(":pid", pid), DB_I(":from", from_md)),
        "updating the match-day teams", err);
}

int db_league_team_remove(db *d, int64_t tmid, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = unsync(d, tmid, 0, 0, err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM teams WHERE id IN (SELECT t.id FROM league_venue_teams vt"
                        " JOIN league_venues v ON v.id = vt.venue_id JOIN league_teams lt ON"
                        " lt.id = vt.team_id JOIN teams t ON t.tournament_id = v.tournament_id"
                        " AND t.name = lt.name WHERE vt.team_id = :id)", tmid,
                        "removing the match-day teams", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM league_venue_teams WHERE team_id = :id", tmid,
                        "removing the team from match days", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM league_teams WHERE id = :id", tmid, "removing the team",
                        err);
    return db_finish(d, rc, err);
}

int db_league_roster_change(db *d, int64_t lid, const char *team, const int64_t *pids, size_t n,
                            const char *to, int from_md, bool force, sk_err *err)
{
    int64_t tmid, toid = 0;
    int rc = dbl_find_team(d, lid, team, &tmid, NULL, err);
    if (rc == SK_OK && to)
        rc = dbl_find_team(d, lid, to, &toid, NULL, err);
    if (rc != SK_OK)
        return rc;
    if (toid == tmid)
        return sk_err_set(err, SK_INVALID, _("the players are in team '%s' already"), team);
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        char pn[256];
        dbl_name_of(d, "SELECT name FROM players WHERE id = :id", pids[i], pn, sizeof pn);
        int64_t in = 0;
        int games = 0;
        rc = db_count(d, "SELECT count(*) FROM league_roster WHERE team_id = :tmid "
                         "AND player_id = :pid",
                      DB_ARGS(DB_I(":tmid", tmid), DB_I(":pid", pids[i])), &in,
                      "reading the roster", err);
        if (rc != SK_OK)
            break;
        if (!in) {
            rc = sk_err_set(err, SK_INVALID, _("player '%s' is not in the roster of team '%s'"), pn,
                            team);
            break;
        }
        rc = team_games(d, tmid, pids[i], from_md, &games, err);
        if (rc == SK_OK && games && !force)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' has %d game%s for team '%s' on match "
                            "days: add --force (the team results of those match days change)"),
                            pn, games, games == 1 ? "" : "s", team);
        if (rc == SK_OK)
            rc = unsync(d, tmid, pids[i], from_md, err);
        if (rc == SK_OK && toid) {
            rc = db_run(d, "UPDATE league_roster SET team_id = :toid WHERE league_id = :lid AND "
                           "player_id = :pid",
                        DB_ARGS(DB_I(":toid", toid), DB_I(":lid", lid), DB_I(":pid", pids[i])),
                        "moving the player", err);
            if (rc == SK_OK)
                rc = dbl_sync_member(d, toid, pids[i], from_md, err);
        } else if (rc == SK_OK) {
            rc = db_run(d, "DELETE FROM league_roster WHERE team_id = :tmid AND player_id = :pid",
                        DB_ARGS(DB_I(":tmid", tmid), DB_I(":pid", pids[i])),
                        "removing the player", err);
        }
    }
    return db_finish(d, rc, err);
}

static const db_field matchday_fields[] = {
    DB_F_INT(db_matchday, number), DB_F_STR(db_matchday, date), DB_F_INT(db_matchday, venues),
    DB_F_INT(db_matchday, games)};
static const db_map matchday_map = DB_MAP(db_matchday, matchday_fields);

int db_league_matchdays(db *d, int64_t lid, db_matchday **out, size_t *n, sk_err *err)
{
    return db_query_list(d,
        "SELECT m.number, m.date, (SELECT count(*) FROM league_venues v WHERE v.matchday_id = m.id),"
        " (SELECT count(*) FROM games g JOIN tables x ON x.id = g.table_id JOIN series s"
        "  ON s.id = x.series_id JOIN league_venues v ON v.tournament_id = s.tournament_id"
        "  WHERE v.matchday_id = m.id)"
        " FROM league_matchdays m WHERE m.league_id = :lid ORDER BY m.number",
        DB_ARGS(DB_I(":lid", lid)), &matchday_map, (void **)out, n, "listing match days", err);
}

void db_matchdays_free(db_matchday *v, size_t n)
{
    db_map_free(&matchday_map, v, n);
}
