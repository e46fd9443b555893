/* db_attendance.c - who plays in a tournament, per series (schema 005),
 * undrawing a series, and what check expects to find seated. */
#include "db_internal.h"
#include "i18n.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#include "db_evening.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"

void db_attendees_free(db_attendee *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].name);
    free(v);
}

int db_attend_count(db *d, int64_t tid, int *count, sk_err *err)
{
    *count = 0;
    sqlite3_stmt *st = db_prep(d, "SELECT count(*) FROM attendance WHERE tournament_id = ?1", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    int rc = SK_OK;
    if (sqlite3_step(st) == SQLITE_ROW)
        *count = sqlite3_column_int(st, 0);
    else
        rc = db_sqlerr(d, err, "counting the attendance");
    sqlite3_finalize(st);
    return rc;
}

/* The name of player pid (for messages); malloc'd. */
static char *player_name(db *d, int64_t pid)
{
    sk_err e;
    sk_err_clear(&e);
    db_player p;
    if (db_player_get(d, pid, &p, &e) != SK_OK)
        return xstrdup("?");
    char *s = p.name;
    p.name = NULL;
    db_player_clear(&p);
    return s;
}

/* The highest series of tid in which pid is seated with games recorded at
 * the table (0: none) and the lowest series it is seated in at all
 * after `after` (0: none). */
static int seated_info(db *d, int64_t tid, int64_t pid, int after, int *last_games,
                       int *first_after, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d,
        "SELECT coalesce((SELECT max(s.series_no) FROM seats x JOIN series s ON s.id = x.series_id"
        "  WHERE s.tournament_id = ?1 AND x.player_id = ?2"
        "    AND EXISTS (SELECT 1 FROM game_tables g WHERE g.table_id = x.table_id)), 0),"
        " coalesce((SELECT min(s.series_no) FROM seats x JOIN series s ON s.id = x.series_id"
        "  WHERE s.tournament_id = ?1 AND x.player_id = ?2 AND s.series_no > ?3), 0)", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    sqlite3_bind_int64(st, 2, pid);
    sqlite3_bind_int(st, 3, after);
    int rc = SK_OK;
    if (sqlite3_step(st) == SQLITE_ROW) {
        *last_games = sqlite3_column_int(st, 0);
        *first_after = sqlite3_column_int(st, 1);
    } else {
        rc = db_sqlerr(d, err, "reading the seating");
    }
    sqlite3_finalize(st);
    return rc;
}

int db_attend_set(db *d, int64_t tid, const int64_t *pids, size_t n, int from_series,
                  int series_count, sk_err *err)
{
    if (from_series < 1 || from_series > series_count)
        return sk_err_set(err, SK_INVALID, _("from series %d: the tournament has series 1 to %d"),
                          from_series, series_count);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        /* a latecomer from series N who already played before N would lose
         * games: refused */
        int last = 0, first = 0;
        rc = seated_info(d, tid, pids[i], 0, &last, &first, err);
        if (rc == SK_OK && last && last < from_series) {
            char *nm = player_name(d, pids[i]);
            rc = sk_err_set(err, SK_INVALID, _("player '%s' has games in series %d: cannot be "
                            "present only from series %d"), nm, last, from_series);
            free(nm);
        }
        if (rc != SK_OK)
            break;
        sqlite3_stmt *st = db_prep(d, "INSERT INTO attendance(tournament_id, player_id, "
                                      "from_series) VALUES (?1, ?2, ?3) "
                                      "ON CONFLICT (tournament_id, player_id) DO UPDATE SET "
                                      "from_series = excluded.from_series, to_series = NULL",
                                   err);
        if (!st) {
            rc = SK_FAIL;
            break;
        }
        sqlite3_bind_int64(st, 1, tid);
        sqlite3_bind_int64(st, 2, pids[i]);
        sqlite3_bind_int(st, 3, from_series);
        if (sqlite3_step(st) != SQLITE_DONE)
            rc = db_sqlerr(d, err, "marking the player present");
        sqlite3_finalize(st);
    }
    return db_finish(d, rc, err);
}

int db_attend_leave(db *d, int64_t tid, const int64_t *pids, size_t n, int after_series,
                    int series_count, sk_err *err)
{
    if (after_series < 1 || after_series > series_count)
        return sk_err_set(err, SK_INVALID, _("after series %d: the tournament has series 1 to %d"),
                          after_series, series_count);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        sqlite3_stmt *st = db_prep(d, "SELECT from_series FROM attendance "
                                      "WHERE tournament_id = ?1 AND player_id = ?2", err);
        if (!st) {
            rc = SK_FAIL;
            break;
        }
        sqlite3_bind_int64(st, 1, tid);
        sqlite3_bind_int64(st, 2, pids[i]);
        int s = sqlite3_step(st), from = s == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
        sqlite3_finalize(st);
        char *nm = player_name(d, pids[i]);
        int last = 0, first = 0;
        if (s != SQLITE_ROW && s != SQLITE_DONE)
            rc = db_sqlerr(d, err, "reading the attendance");
        else if (!from)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' is not marked present: nothing to "
                            "leave (see 'skatsheet attendance list')"), nm);
        else if (after_series < from)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' is present from series %d: cannot "
                            "leave after series %d"), nm, from, after_series);
        else
            rc = seated_info(d, tid, pids[i], after_series, &last, &first, err);
        if (rc == SK_OK && last > after_series)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' has games in series %d: cannot have "
                            "left after series %d"), nm, last, after_series);
        free(nm);
        if (rc != SK_OK)
            break;
        st = db_prep(d, "UPDATE attendance SET to_series = ?3 "
                        "WHERE tournament_id = ?1 AND player_id = ?2", err);
        if (!st) {
            rc = SK_FAIL;
            break;
        }
        sqlite3_bind_int64(st, 1, tid);
        sqlite3_bind_int64(st, 2, pids[i]);
        sqlite3_bind_int(st, 3, after_series);
        if (sqlite3_step(st) != SQLITE_DONE)
            rc = db_sqlerr(d, err, "marking the player as leaving");
        sqlite3_finalize(st);
    }
    return db_finish(d, rc, err);
}

int db_attend_remove(db *d, int64_t tid, const int64_t *pids, size_t n, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        int last = 0, first = 0;
        rc = seated_info(d, tid, pids[i], 0, &last, &first, err);
        if (rc == SK_OK && first) {
            char *nm = player_name(d, pids[i]);
            rc = sk_err_set(err, SK_INVALID, _("player '%s' is seated in series %d: mark them as "
                            "leaving ('attendance leave') or undraw that series first"), nm,
                            first);
            free(nm);
        }
        if (rc != SK_OK)
            break;
        sqlite3_stmt *st = db_prep(d, "DELETE FROM attendance "
                                      "WHERE tournament_id = ?1 AND player_id = ?2", err);
        if (!st) {
            rc = SK_FAIL;
            break;
        }
        sqlite3_bind_int64(st, 1, tid);
        sqlite3_bind_int64(st, 2, pids[i]);
        if (sqlite3_step(st) != SQLITE_DONE)
            rc = db_sqlerr(d, err, "removing the attendance");
        else if (sqlite3_changes(d->h) == 0) {
            char *nm = player_name(d, pids[i]);
            rc = sk_err_set(err, SK_INVALID, _("player '%s' is not marked present: nothing to "
                            "remove"), nm);
            free(nm);
        }
        sqlite3_finalize(st);
    }
    return db_finish(d, rc, err);
}

int db_attend_list(db *d, int64_t tid, db_attendee **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    sqlite3_stmt *st = db_prep(d, "SELECT p.id, p.name, p.number, a.from_series, "
                                  "coalesce(a.to_series, 0) FROM attendance a "
                                  "JOIN players p ON p.id = a.player_id WHERE a.tournament_id = ?1 "
                                  "ORDER BY p.number IS NULL, p.number, p.name, p.id", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 16);
        db_attendee *a = &(*out)[(*n)++];
        a->player_id = sqlite3_column_int64(st, 0);
        a->name = db_col_str(st, 1);
        a->number = sqlite3_column_int(st, 2);
        a->from_series = sqlite3_column_int(st, 3);
        a->to_series = sqlite3_column_int(st, 4);
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE) {
        db_attendees_free(*out, *n);
        *out = NULL;
        *n = 0;
        return db_sqlerr(d, err, "listing the attendance");
    }
    return SK_OK;
}

int db_series_undraw(db *d, int64_t tid, int series_no, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    sqlite3_stmt *st = db_prep(d, "SELECT s.id, (SELECT count(*) FROM game_tables g JOIN tables x "
                                  "ON x.id = g.table_id WHERE x.series_id = s.id) "
                                  "FROM series s WHERE s.tournament_id = ?1 AND s.series_no = ?2",
                               err);
    int64_t sid = 0;
    int games = 0;
    if (!st) {
        rc = SK_FAIL;
    } else {
        sqlite3_bind_int64(st, 1, tid);
        sqlite3_bind_int(st, 2, series_no);
        int s = sqlite3_step(st);
        if (s == SQLITE_ROW) {
            sid = sqlite3_column_int64(st, 0);
            games = sqlite3_column_int(st, 1);
        } else if (s == SQLITE_DONE) {
            rc = db_err_undrawn(err, series_no);
        } else {
            rc = db_sqlerr(d, err, "reading the series");
        }
        sqlite3_finalize(st);
    }
    if (rc == SK_OK && games)
        rc = sk_err_set(err, SK_INVALID, _("series %d has %d recorded game%s: delete them first "
                        "(a series with games is not undrawn)"), series_no, games,
                        games == 1 ? "" : "s");
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM games_audit WHERE table_id IN "
                        "(SELECT id FROM tables WHERE series_id = ?1)", sid,
                        "undrawing the series", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM series WHERE id = ?1", sid, "undrawing the series", err);
    return db_finish(d, rc, err);
}

int db_player_list_present(db *d, int64_t tid, int series_no, bool team_only, db_player **out,
                           size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    int count;
    int rc = db_attend_count(d, tid, &count, err);
    if (rc != SK_OK)
        return rc;
    if (count == 0)
        return team_only ? db_player_list_team_members(d, tid, true, out, n, err)
                         : db_player_list(d, true, out, n, err);
    sqlite3_stmt *st = db_prep(d, "SELECT p.id FROM attendance a JOIN players p ON "
                                  "p.id = a.player_id WHERE a.tournament_id = ?1 "
                                  "AND a.from_series <= ?2 "
                                  "AND (a.to_series IS NULL OR a.to_series >= ?2) "
                                  "AND (?3 = 0 OR p.id IN (SELECT player_id FROM team_members "
                                  "WHERE tournament_id = ?1)) "
                                  "ORDER BY p.number IS NULL, p.number, p.name, p.id", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    sqlite3_bind_int(st, 2, series_no);
    sqlite3_bind_int(st, 3, team_only);
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 16);
        db_player *p = &(*out)[*n];
        memset(p, 0, sizeof *p);
        rc = db_player_get(d, sqlite3_column_int64(st, 0), p, err);
        if (rc != SK_OK)
            break;
        (*n)++;
    }
    sqlite3_finalize(st);
    if (rc == SK_OK && s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "listing the present players");
    if (rc != SK_OK) {
        db_players_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

int db_absence_problems(db *d, int64_t tid, db_seat_issue **out, size_t *n, sk_err *err)
{
    /* with attendance: present players without a table in a drawn series,
     * and players seated in a series they are not present for; without:
     * active players seated in no series of the tournament (a player who
     * sat out a series is no problem) */
    static const char *sql =
        "SELECT s.series_no, p.name, 0 FROM series s JOIN attendance a"
        "  ON a.tournament_id = s.tournament_id JOIN players p ON p.id = a.player_id"
        " WHERE s.tournament_id = ?1 AND a.from_series <= s.series_no"
        "   AND (a.to_series IS NULL OR a.to_series >= s.series_no)"
        "   AND NOT EXISTS (SELECT 1 FROM seats x WHERE x.series_id = s.id"
        "                   AND x.player_id = a.player_id)"
        " UNION ALL "
        "SELECT s.series_no, p.name, 1 FROM series s JOIN seats x ON x.series_id = s.id"
        "  JOIN players p ON p.id = x.player_id"
        " WHERE s.tournament_id = ?1"
        "   AND EXISTS (SELECT 1 FROM attendance WHERE tournament_id = ?1)"
        "   AND NOT EXISTS (SELECT 1 FROM attendance a WHERE a.tournament_id = ?1"
        "       AND a.player_id = p.id AND a.from_series <= s.series_no"
        "       AND (a.to_series IS NULL OR a.to_series >= s.series_no))"
        " UNION ALL "
        "SELECT s.series_no, p.name, 2 FROM series s JOIN players p"
        " WHERE s.tournament_id = ?1 AND p.active = 1"
        "   AND NOT EXISTS (SELECT 1 FROM attendance WHERE tournament_id = ?1)"
        "   AND NOT EXISTS (SELECT 1 FROM seats x JOIN series s2 ON s2.id = x.series_id"
        "                   WHERE s2.tournament_id = ?1 AND x.player_id = p.id)"
        "   AND (NOT EXISTS (SELECT 1 FROM league_venues WHERE tournament_id = ?1)"
        "        OR p.id IN (SELECT player_id FROM team_members WHERE tournament_id = ?1))"
        " ORDER BY 1, 2";
    *out = NULL;
    *n = 0;
    sqlite3_stmt *st = db_prep(d, sql, err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 16);
        db_seat_issue *p = &(*out)[(*n)++];
        p->series_no = sqlite3_column_int(st, 0);
        p->name = db_col_str(st, 1);
        p->kind = sqlite3_column_int(st, 2);
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE) {
        db_seat_issues_free(*out, *n);
        *out = NULL;
        *n = 0;
        return db_sqlerr(d, err, "reading the attendance");
    }
    return SK_OK;
}

void db_seat_issues_free(db_seat_issue *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].name);
    free(v);
}

int db_met_pairs(db *d, int64_t tid, int series_no, int64_t **pairs, size_t *n, sk_err *err)
{
    *pairs = NULL;
    *n = 0;
    sqlite3_stmt *st = db_prep(d, "SELECT a.player_id, b.player_id FROM seats a "
                                  "JOIN seats b ON b.table_id = a.table_id "
                                  "AND b.player_id > a.player_id "
                                  "JOIN series s ON s.id = a.series_id "
                                  "WHERE s.tournament_id = ?1 AND s.series_no < ?2 "
                                  "ORDER BY s.series_no, a.table_id, a.seat, b.seat", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    sqlite3_bind_int(st, 2, series_no);
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *pairs = db_grow(*pairs, 2 * *n, &cap, sizeof **pairs, 64);
        if (2 * *n + 1 >= cap)
            *pairs = db_grow(*pairs, 2 * *n + 1, &cap, sizeof **pairs, 64);
        (*pairs)[2 * *n] = sqlite3_column_int64(st, 0);
        (*pairs)[2 * *n + 1] = sqlite3_column_int64(st, 1);
        (*n)++;
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE) {
        free(*pairs);
        *pairs = NULL;
        *n = 0;
        return db_sqlerr(d, err, "reading who met");
    }
    return SK_OK;
}

int db_series_repeats(db *d, int64_t tid, int series_no, int *pairs, sk_err *err)
{
    *pairs = 0;
    sqlite3_stmt *st = db_prep(d,
        "SELECT count(*) FROM seats a JOIN seats b ON b.table_id = a.table_id"
        " AND b.player_id > a.player_id JOIN series s ON s.id = a.series_id"
        " WHERE s.tournament_id = ?1 AND s.series_no = ?2"
        "   AND EXISTS (SELECT 1 FROM seats c JOIN seats e ON e.table_id = c.table_id"
        "       JOIN series s2 ON s2.id = c.series_id"
        "       WHERE s2.tournament_id = ?1 AND s2.series_no < ?2"
        "         AND c.player_id = a.player_id AND e.player_id = b.player_id)", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    sqlite3_bind_int(st, 2, series_no);
    int rc = SK_OK;
    if (sqlite3_step(st) == SQLITE_ROW)
        *pairs = sqlite3_column_int(st, 0);
    else
        rc = db_sqlerr(d, err, "counting who meets again");
    sqlite3_finalize(st);
    return rc;
}

/* ---- tournament teams: rename, remove ---- */

static int team_id(db *d, int64_t tid, const char *name, int64_t *id, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT id FROM teams WHERE tournament_id = ?1 AND name = ?2",
                               err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    sqlite3_bind_text(st, 2, name, -1, SQLITE_TRANSIENT);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW)
        *id = sqlite3_column_int64(st, 0);
    else if (s == SQLITE_DONE)
        rc = sk_err_set(err, SK_INVALID, _("team '%s' does not exist in this tournament (see "
                        "'skatsheet team list')"), name);
    else
        rc = db_sqlerr(d, err, "reading teams");
    sqlite3_finalize(st);
    return rc;
}

int db_team_rename(db *d, int64_t tid, const char *old, const char *name, sk_err *err)
{
    if (text_name_check("team name", name, err) != SK_OK)
        return SK_INVALID;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t id = 0, other = 0;
    rc = team_id(d, tid, old, &id, err);
    if (rc == SK_OK) {
        sk_err e;
        sk_err_clear(&e);
        if (team_id(d, tid, name, &other, &e) == SK_OK && other != id)
            rc = sk_err_set(err, SK_INVALID, _("team '%s' already exists in this tournament"),
                            name);
    }
    if (rc == SK_OK) {
        sqlite3_stmt *st = db_prep(d, "UPDATE teams SET name = ?2 WHERE id = ?1", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_int64(st, 1, id);
            sqlite3_bind_text(st, 2, name, -1, SQLITE_TRANSIENT);
            if (sqlite3_step(st) != SQLITE_DONE)
                rc = db_sqlerr(d, err, "renaming the team");
            sqlite3_finalize(st);
        }
    }
    return db_finish(d, rc, err);
}

int db_team_remove(db *d, int64_t tid, const char *name, bool force, int *members, int *games,
                   sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t id = 0;
    rc = team_id(d, tid, name, &id, err);
    sqlite3_stmt *st = NULL;
    if (rc == SK_OK) {
        st = db_prep(d, "SELECT (SELECT count(*) FROM team_members WHERE team_id = ?1),"
                        " (SELECT count(DISTINCT g.id) FROM games g JOIN seats p ON"
                        "  p.table_id = g.table_id JOIN team_members m ON m.player_id ="
                        "  p.player_id AND m.team_id = ?1 JOIN tables x ON x.id = g.table_id"
                        "  JOIN series s ON s.id = x.series_id WHERE s.tournament_id = ?2)", err);
        if (!st)
            rc = SK_FAIL;
    }
    if (rc == SK_OK) {
        sqlite3_bind_int64(st, 1, id);
        sqlite3_bind_int64(st, 2, tid);
        if (sqlite3_step(st) == SQLITE_ROW) {
            *members = sqlite3_column_int(st, 0);
            *games = sqlite3_column_int(st, 1);
        } else {
            rc = db_sqlerr(d, err, "counting the team's games");
        }
        sqlite3_finalize(st);
    }
    if (rc == SK_OK && *games && !force)
        rc = sk_err_set(err, SK_INVALID, _("team '%s' has %d member%s with %d recorded game%s: "
                        "add --force to remove it (the team ranking changes)"), name, *members,
                        *members == 1 ? "" : "s", *games, *games == 1 ? "" : "s");
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM teams WHERE id = ?1", id, "removing the team", err);
    return db_finish(d, rc, err);
}

int db_progress(db *d, const db_tournament *t, int series_no, db_progress_t *p, sk_err *err)
{
    memset(p, 0, sizeof *p);
    sqlite3_stmt *st = db_prep(d,
        "SELECT s.series_no,"
        " coalesce(sum(CASE x.size WHEN 4 THEN ?2 ELSE ?3 END), 0),"
        " coalesce(sum((SELECT count(*) FROM games g WHERE g.table_id = x.id)), 0)"
        " FROM series s LEFT JOIN tables x ON x.series_id = s.id"
        " WHERE s.tournament_id = ?1 AND (?4 = 0 OR s.series_no = ?4)"
        " GROUP BY s.id ORDER BY s.series_no", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, t->id);
    sqlite3_bind_int(st, 2, t->games4);
    sqlite3_bind_int(st, 3, t->games3);
    sqlite3_bind_int(st, 4, series_no);
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        int no = sqlite3_column_int(st, 0);
        int exp = sqlite3_column_int(st, 1), rec = sqlite3_column_int(st, 2);
        p->expected += exp;
        p->recorded += rec;
        p->drawn++;
        if (rec < exp) {
            p->incomplete++;
            if (!p->first_incomplete)
                p->first_incomplete = no;
        }
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE)
        return db_sqlerr(d, err, "counting the recorded games");
    p->series = series_no ? 1 : t->series_count;
    p->provisional = p->incomplete > 0 || p->drawn < p->series;
    return SK_OK;
}
