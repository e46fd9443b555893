/* db_attendance.c - who plays in a tournament, per series (schema 005),
 * undrawing a series, and what check expects to find seated. */
#include "db_internal.h"
#include "db_rows.h"
#include "i18n.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#include "db_evening.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"

static const db_field attendee_fields[] = {
    DB_F_I64(db_attendee, player_id), DB_F_STR(db_attendee, name), DB_F_INT(db_attendee, number),
    DB_F_INT(db_attendee, from_series), DB_F_INT(db_attendee, to_series)};
static const db_map attendee_map = DB_MAP(db_attendee, attendee_fields);

void db_attendees_free(db_attendee *v, size_t n)
{
    db_map_free(&attendee_map, v, n);
}

int db_attend_count(db *d, int64_t tid, int *count, sk_err *err)
{
    int64_t c = 0;
    int rc = db_count(d, "SELECT count(*) FROM attendance WHERE tournament_id = :tid",
                      DB_ARGS(DB_I(":tid", tid)), &c, "counting the attendance", err);
    *count = (int)c;
    return rc;
}

/* The name of player pid (for messages); malloc'd. */
static char *player_name(db *d, int64_t pid)
{
    sk_err e;
    sk_err_clear(&e);
    char *s = NULL;
    db_query_str(d, "SELECT name FROM players WHERE id = :id", DB_ARGS(DB_I(":id", pid)), &s,
                 NULL, "reading a player", &e);
    return s ? s : xstrdup("?");
}

/* The highest series of tid in which pid is seated with games recorded at
 * the table (0: none) and the lowest series it is seated in at all
 * after `after` (0: none). */
static int seated_info(db *d, int64_t tid, int64_t pid, int after, int *last_games,
                       int *first_after, sk_err *err)
{
    int64_t v[2];
    int rc = db_query_ints(d,
        "SELECT coalesce((SELECT max(s.series_no) FROM seats x JOIN series s ON s.id = x.series_id"
        "  WHERE s.tournament_id = :tid AND x.player_id = :pid"
        "    AND EXISTS (SELECT 1 FROM game_tables g WHERE g.table_id = x.table_id)), 0),"
        " coalesce((SELECT min(s.series_no) FROM seats x JOIN series s ON s.id = x.series_id"
        "  WHERE s.tournament_id = :tid AND x.player_id = :pid AND s.series_no > :after), 0)",
        DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid), DB_I(":after", after)), v, 2, NULL,
        "reading the seating", err);
    if (rc == SK_OK) {
        *last_games = (int)v[0];
        *first_after = (int)v[1];
    }
    return rc;
}

/* The series from which pid joins tid when nothing says (from 0): the
 * first series it is seated in; else, when a series is drawn, the next
 * series not drawn yet (a latecomer: issue 36); else 1.  Every series drawn
 * and pid seated in none: SK_INVALID. */
static int join_series(db *d, int64_t tid, int64_t pid, int series_count, int *from,
                       sk_err *err)
{
    int64_t v[2];
    int rc = db_query_ints(d,
        "SELECT coalesce((SELECT min(s.series_no) FROM seats x JOIN series s ON s.id = x.series_id"
        "  WHERE s.tournament_id = :tid AND x.player_id = :pid), 0),"
        " coalesce((SELECT max(series_no) FROM series WHERE tournament_id = :tid), 0)",
        DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid)), v, 2, NULL, "reading the seating", err);
    if (rc != SK_OK)
        return rc;
    int seated = (int)v[0], drawn = (int)v[1];
    *from = seated ? seated : drawn + 1;
    if (*from > series_count) {
        char *nm = player_name(d, pid);
        rc = sk_err_set(err, SK_INVALID, _("player '%s' cannot join: every series of the "
                        "tournament (1 to %d) is drawn and the player is seated in none"),
                        nm, series_count);
        free(nm);
    }
    return rc;
}

int db_attend_set(db *d, int64_t tid, const int64_t *pids, size_t n, int from_series,
                  int series_count, int *froms, sk_err *err)
{
    if (from_series < 0 || from_series > series_count)
        return sk_err_set(err, SK_INVALID, _("from series %d: the tournament has series 1 to %d"),
                          from_series, series_count);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        int from = from_series;
        if (!from)
            rc = join_series(d, tid, pids[i], series_count, &from, err);
        if (rc != SK_OK)
            break;
        if (froms)
            froms[i] = from;
        /* a latecomer from series N who already played before N would lose
         * games: refused */
        int last = 0, first = 0;
        rc = seated_info(d, tid, pids[i], 0, &last, &first, err);
        if (rc == SK_OK && last && last < from) {
            char *nm = player_name(d, pids[i]);
            rc = sk_err_set(err, SK_INVALID, _("player '%s' has games in series %d: cannot be "
                            "present only from series %d"), nm, last, from);
            free(nm);
        }
        if (rc != SK_OK)
            break;
        rc = db_run(d, "INSERT INTO attendance(tournament_id, player_id, "
                       "from_series) VALUES (:tid, :pid, :from_series) "
                       "ON CONFLICT (tournament_id, player_id) DO UPDATE SET "
                       "from_series = excluded.from_series, to_series = NULL",
                    DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pids[i]), DB_I(":from_series", from)),
                    "marking the player present", err);
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
        int64_t from = 0;
        rc = db_query_int(d, "SELECT from_series FROM attendance "
                             "WHERE tournament_id = :tid AND player_id = :pid",
                          DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pids[i])), &from, NULL,
                          "reading the attendance", err);
        if (rc != SK_OK)
            break;
        char *nm = player_name(d, pids[i]);
        int last = 0, first = 0;
        if (!from)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' is not marked present: nothing to "
                            "leave (see 'skatsheet attendance list')"), nm);
        else if (after_series < from)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' is present from series %d: cannot "
                            "leave after series %d"), nm, (int)from, after_series);
        else
            rc = seated_info(d, tid, pids[i], after_series, &last, &first, err);
        if (rc == SK_OK && last > after_series)
            rc = sk_err_set(err, SK_INVALID, _("player '%s' has games in series %d: cannot have "
                            "left after series %d"), nm, last, after_series);
        free(nm);
        if (rc != SK_OK)
            break;
        rc = db_run(d, "UPDATE attendance SET to_series = :after_series "
                       "WHERE tournament_id = :tid AND player_id = :pid",
                    DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pids[i]),
                            DB_I(":after_series", after_series)),
                    "marking the player as leaving", err);
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
        rc = db_run(d, "DELETE FROM attendance WHERE tournament_id = :tid AND player_id = :pid",
                    DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pids[i])), "removing the attendance",
                    err);
        if (rc == SK_OK && db_changes(d) == 0) {
            char *nm = player_name(d, pids[i]);
            rc = sk_err_set(err, SK_INVALID, _("player '%s' is not marked present: nothing to "
                            "remove"), nm);
            free(nm);
        }
    }
    return db_finish(d, rc, err);
}

int db_attend_list(db *d, int64_t tid, db_attendee **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT p.id, p.name, p.number, a.from_series, "
                            "coalesce(a.to_series, 0) FROM attendance a "
                            "JOIN players p ON p.id = a.player_id WHERE a.tournament_id = :tid "
                            "ORDER BY p.number IS NULL, p.number, p.name, p.id",
                         DB_ARGS(DB_I(":tid", tid)), &attendee_map, (void **)out, n,
                         "listing the attendance", err);
}

int db_series_undraw(db *d, int64_t tid, int series_no, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t v[2];
    bool found = false;
    rc = db_query_ints(d, "SELECT s.id, (SELECT count(*) FROM game_tables g JOIN tables x "
                          "ON x.id = g.table_id WHERE x.series_id = s.id) FROM series s "
                          "WHERE s.tournament_id = :tid AND s.series_no = :series_no",
                       DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)), v, 2, &found,
                       "reading the series", err);
    int64_t sid = v[0];
    int games = (int)v[1];
    if (rc == SK_OK && !found)
        rc = db_err_undrawn(err, series_no);
    if (rc == SK_OK && games)
        rc = sk_err_set(err, SK_INVALID, _("series %d has %d recorded game%s: delete them first "
                        "(a series with games is not undrawn)"), series_no, games,
                        games == 1 ? "" : "s");
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM games_audit WHERE table_id IN "
                        "(SELECT id FROM tables WHERE series_id = :id)", sid,
                        "undrawing the series", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM series WHERE id = :id", sid, "undrawing the series", err);
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
    int64_t *ids = NULL;
    size_t k = 0;
    rc = db_query_list(d, "SELECT p.id FROM attendance a JOIN players p ON "
                          "p.id = a.player_id WHERE a.tournament_id = :tid "
                          "AND a.from_series <= :series_no "
                          "AND (a.to_series IS NULL OR a.to_series >= :series_no) "
                          "AND (:team_only = 0 OR p.id IN (SELECT player_id FROM team_members "
                          "WHERE tournament_id = :tid)) "
                          "ORDER BY p.number IS NULL, p.number, p.name, p.id",
                       DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no),
                               DB_I(":team_only", team_only)),
                       &db_map_id, (void **)&ids, &k, "listing the present players", err);
    if (k)
        *out = xcalloc(k, sizeof **out);
    for (size_t i = 0; rc == SK_OK && i < k; i++) {
        rc = db_player_get(d, ids[i], &(*out)[i], err);
        if (rc == SK_OK)
            (*n)++;
    }
    free(ids);
    if (rc != SK_OK) {
        db_players_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

static const db_field issue_fields[] = {DB_F_INT(db_seat_issue, series_no),
                                        DB_F_STR(db_seat_issue, name),
                                        DB_F_INT(db_seat_issue, kind)};
static const db_map issue_map = DB_MAP(db_seat_issue, issue_fields);

int db_absence_problems(db *d, int64_t tid, db_seat_issue **out, size_t *n, sk_err *err)
{
    /* with attendance: present players without a table in a drawn series,
     * and players seated in a series they are not present for; without:
     * active players seated in no series of the tournament (a player who
     * sat out a series is no problem) */
    static const char *sql =
        "SELECT s.series_no, p.name, 0 FROM series s JOIN attendance a"
        "  ON a.tournament_id = s.tournament_id JOIN players p ON p.id = a.player_id"
        " WHERE s.tournament_id = :tid AND a.from_series <= s.series_no"
        "   AND (a.to_series IS NULL OR a.to_series >= s.series_no)"
        "   AND NOT EXISTS (SELECT 1 FROM seats x WHERE x.series_id = s.id"
        "                   AND x.player_id = a.player_id)"
        " UNION ALL "
        "SELECT s.series_no, p.name, 1 FROM series s JOIN seats x ON x.series_id = s.id"
        "  JOIN players p ON p.id = x.player_id"
        " WHERE s.tournament_id = :tid"
        "   AND EXISTS (SELECT 1 FROM attendance WHERE tournament_id = :tid)"
        "   AND NOT EXISTS (SELECT 1 FROM attendance a WHERE a.tournament_id = :tid"
        "       AND a.player_id = p.id AND a.from_series <= s.series_no"
        "       AND (a.to_series IS NULL OR a.to_series >= s.series_no))"
        " UNION ALL "
        "SELECT s.series_no, p.name, 2 FROM series s CROSS JOIN players p"
        " WHERE s.tournament_id = :tid AND p.active = 1"
        "   AND NOT EXISTS (SELECT 1 FROM attendance WHERE tournament_id = :tid)"
        "   AND NOT EXISTS (SELECT 1 FROM seats x JOIN series s2 ON s2.id = x.series_id"
        "                   WHERE s2.tournament_id = :tid AND x.player_id = p.id)"
        "   AND (NOT EXISTS (SELECT 1 FROM league_venues WHERE tournament_id = :tid)"
        "        OR p.id IN (SELECT player_id FROM team_members WHERE tournament_id = :tid))"
        " ORDER BY 1, 2, 3";
    return db_query_list(d, sql, DB_ARGS(DB_I(":tid", tid)), &issue_map, (void **)out, n,
                         "reading the attendance", err);
}

void db_seat_issues_free(db_seat_issue *v, size_t n)
{
    db_map_free(&issue_map, v, n);
}

typedef struct met_pair {
    int64_t a, b;
} met_pair;
static const db_field pair_fields[] = {DB_F_I64(met_pair, a), DB_F_I64(met_pair, b)};
static const db_map pair_map = DB_MAP(met_pair, pair_fields);
_Static_assert(sizeof(met_pair) == 2 * sizeof(int64_t), "a pair is two ids");

int db_met_pairs(db *d, int64_t tid, int series_no, int64_t **pairs, size_t *n, sk_err *err)
{
    /* each row two int64_t, as the pairs' array holds them */
    return db_query_list(d, "SELECT a.player_id, b.player_id FROM seats a "
                            "JOIN seats b ON b.table_id = a.table_id "
                            "AND b.player_id > a.player_id "
                            "JOIN series s ON s.id = a.series_id "
                            "WHERE s.tournament_id = :tid AND s.series_no < :series_no "
                            "ORDER BY s.series_no, a.table_id, a.seat, b.seat",
                         DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)), &pair_map,
                         (void **)pairs, n, "reading who met", err);
}

int db_series_repeats(db *d, int64_t tid, int series_no, int *pairs, sk_err *err)
{
    int64_t c = 0;
    int rc = db_count(d,
        "SELECT count(*) FROM seats a JOIN seats b ON b.table_id = a.table_id"
        " AND b.player_id > a.player_id JOIN series s ON s.id = a.series_id"
        " WHERE s.tournament_id = :tid AND s.series_no = :series_no"
        "   AND EXISTS (SELECT 1 FROM seats c JOIN seats e ON e.table_id = c.table_id"
        "       JOIN series s2 ON s2.id = c.series_id"
        "       WHERE s2.tournament_id = :tid AND s2.series_no < :series_no"
        "         AND c.player_id = a.player_id AND e.player_id = b.player_id)",
        DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)), &c,
        "counting who meets again", err);
    *pairs = (int)c;
    return rc;
}

/* ---- tournament teams: rename, remove ---- */

static int team_id(db *d, int64_t tid, const char *name, int64_t *id, sk_err *err)
{
    bool found = false;
    int rc = db_query_int(d, "SELECT id FROM teams WHERE tournament_id = :tid AND name = :name",
                          DB_ARGS(DB_I(":tid", tid), DB_S(":name", name)), id, &found,
                          "reading teams", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("team '%s' does not exist in this tournament (see "
                        "'skatsheet team list')"), name);
    return rc;
}

int db_team_rename(db *d, int64_t tid, const char *old, const char *name, sk_err *err)
{
    if (text_name_check(_("team name"), name, err) != SK_OK)
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
        rc = db_run(d, "UPDATE teams SET name = :name WHERE id = :id",
                    DB_ARGS(DB_I(":id", id), DB_S(":name", name)), "renaming the team", err);
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
    if (rc == SK_OK) {
        int64_t v[2];
        rc = db_query_ints(d, "SELECT (SELECT count(*) FROM team_members WHERE team_id = :id),"
                              " (SELECT count(DISTINCT g.id) FROM games g JOIN seats p ON"
                              "  p.table_id = g.table_id JOIN team_members m ON m.player_id ="
                              "  p.player_id AND m.team_id = :id JOIN tables x ON x.id = g.table_id"
                              "  JOIN series s ON s.id = x.series_id WHERE s.tournament_id = :tid)",
                           DB_ARGS(DB_I(":id", id), DB_I(":tid", tid)), v, 2, NULL,
                           "counting the team's games", err);
        if (rc == SK_OK) {
            *members = (int)v[0];
            *games = (int)v[1];
        }
    }
    if (rc == SK_OK && *games && !force)
        rc = sk_err_set(err, SK_INVALID, _("team '%s' has %d member%s with %d recorded game%s: "
                        "add --force to remove it (the team ranking changes)"), name, *members,
                        *members == 1 ? "" : "s", *games, *games == 1 ? "" : "s");
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM teams WHERE id = :id", id, "removing the team", err);
    return db_finish(d, rc, err);
}

int db_progress(db *d, const db_tournament *t, int series_no, db_progress_t *p, sk_err *err)
{
    memset(p, 0, sizeof *p);
    db_stmt *st = db_prep_args(d,
        "SELECT s.series_no,"
        " coalesce(sum(CASE x.size WHEN 4 THEN :games4 ELSE :games3 END), 0),"
        " coalesce(sum((SELECT count(*) FROM games g WHERE g.table_id = x.id)"
        " + (SELECT count(*) FROM sch_games h WHERE h.table_id = x.id)), 0)"
        " FROM series s LEFT JOIN tables x ON x.series_id = s.id"
        " WHERE s.tournament_id = :id AND (:series_no = 0 OR s.series_no = :series_no)"
        " GROUP BY s.id ORDER BY s.series_no",
        DB_ARGS(DB_I(":id", t->id), DB_I(":games4", t->games4), DB_I(":games3", t->games3),
                DB_I(":series_no", series_no)),
        err);
    if (!st)
        return SK_FAIL;
    int s;
    while ((s = db_step(st)) == DB_ROW)
        db_progress_add(p, db_col_int(st, 0), db_col_int(st, 1), db_col_int(st, 2));
    db_finalize(st);
    if (s != DB_DONE)
        return db_sqlerr(d, err, "counting the recorded games");
    db_progress_finish(p, t, series_no);
    return SK_OK;
}

void db_progress_add(db_progress_t *p, int series_no, int expected, int recorded)
{
    p->expected += expected;
    p->recorded += recorded;
    p->drawn++;
    if (recorded < expected) {
        p->incomplete++;
        if (!p->first_incomplete)
            p->first_incomplete = series_no;
    }
}

void db_progress_finish(db_progress_t *p, const db_tournament *t, int series_no)
{
    p->series = series_no ? 1 : t->series_count;
    p->provisional = p->incomplete > 0 || p->drawn < p->series;
}
