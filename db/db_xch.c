/* db_xch.c - see db_xch.h */
#include "db_xch.h"
#include "db_internal.h"
#include "db_rows.h"
#include "i18n.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int db_xch_tournament(db *d, int64_t tid, db_tournament *out, sk_err *err)
{
    return db_tournament_get(d, tid, out, err);
}

static const db_field lot_fields[] = {DB_F_INT(db_lot_row, series), DB_F_INT(db_lot_row, draw),
                                      DB_F_INT(db_lot_row, lot), DB_F_I64(db_lot_row, player_id)};
static const db_map lot_map = DB_MAP(db_lot_row, lot_fields);

int db_xch_lots(db *d, int64_t tid, db_lot_row **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT COALESCE(series_no, 0), draw, lot, player_id FROM "
                            "standings_lots WHERE tournament_id = :tid "
                            "ORDER BY COALESCE(series_no, 0), draw, lot, player_id",
                         DB_ARGS(DB_I(":tid", tid)), &lot_map, (void **)out, n,
                         "reading the lots", err);
}

int db_xch_lot_put(db *d, int64_t tid, const db_lot_row *r, sk_err *err)
{
    return db_run(d, "INSERT INTO standings_lots (tournament_id, series_no, player_id, lot, draw) "
                     "VALUES (:tid, :series, :pid, :lot, :draw)",
                  DB_ARGS(DB_I(":tid", tid), DB_IN(":series", r->series),
                          DB_I(":pid", r->player_id), DB_I(":lot", r->lot), DB_I(":draw", r->draw)),
                  N_("storing a lot"), err);
}

int db_xch_attend_put(db *d, int64_t tid, int64_t pid, int from, int to, sk_err *err)
{
    return db_run(d, "INSERT INTO attendance (tournament_id, player_id, from_series, to_series) "
                     "VALUES (:tid, :pid, :from, :to)",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid), DB_I(":from", from),
                          DB_IN(":to", to)),
                  N_("storing the attendance"), err);
}

/* A match day's id and date. */
typedef struct matchday {
    int64_t id;
    char *date;
} matchday;

static const db_field matchday_fields[] = {DB_F_I64(matchday, id), DB_F_STR(matchday, date)};
static const db_map matchday_map = DB_MAP(matchday, matchday_fields);

int db_xch_matchday_find(db *d, int64_t lid, int number, int64_t *mdid, char **date, sk_err *err)
{
    matchday m;
    int rc = db_query_one(d, "SELECT id, date FROM league_matchdays "
                             "WHERE league_id = :lid AND number = :number",
                          DB_ARGS(DB_I(":lid", lid), DB_I(":number", number)), &matchday_map, &m,
                          NULL, N_("reading the match days"), err);
    *mdid = m.id;
    if (date)
        *date = m.date;
    else
        free(m.date);
    return rc;
}

/* Insert with RETURNING id into *id (no row: the error of what). */
static int insert_id(db *d, const char *sql, db_args a, int64_t *id, const char *what,
                     sk_err *err)
{
    bool found;
    int r = db_query_int(d, sql, a, id, &found, what, err);
    if (r == SK_OK && !found)
        r = db_sqlerr(d, err, what);
    return r;
}

int db_xch_matchday_add(db *d, int64_t lid, int number, const char *date, int64_t *mdid,
                        sk_err *err)
{
    *mdid = 0;
    if (!text_date_valid(date))
        return sk_err_set(err, SK_INVALID, _("date '%s': not a real date YYYY-MM-DD"),
                          date ? date : "");
    return insert_id(d, "INSERT INTO league_matchdays (league_id, number, date) "
                        "VALUES (:lid, :number, :date) RETURNING id",
                     DB_ARGS(DB_I(":lid", lid), DB_I(":number", number), DB_S(":date", date)),
                     mdid, "adding the match day", err);
}

/* The column col of the league_venues row of (mdid, venue_no): 0 when none. */
static int group_col(db *d, const char *sql, int64_t mdid, int venue_no, int64_t *out,
                     sk_err *err)
{
    return db_query_int(d, sql, DB_ARGS(DB_I(":mdid", mdid), DB_I(":venue_no", venue_no)), out,
                        NULL, N_("reading the venue groups"), err);
}

int db_xch_group_find(db *d, int64_t mdid, int venue_no, int64_t *tid, sk_err *err)
{
    return group_col(d, "SELECT tournament_id FROM league_venues "
                        "WHERE matchday_id = :mdid AND venue_no = :venue_no", mdid, venue_no, tid,
                     err);
}

int db_xch_group_id(db *d, int64_t mdid, int venue_no, int64_t *gid, sk_err *err)
{
    return group_col(d, "SELECT id FROM league_venues "
                        "WHERE matchday_id = :mdid AND venue_no = :venue_no", mdid, venue_no, gid,
                     err);
}

int db_xch_group_add(db *d, int64_t lid, int64_t mdid, int venue_no, const db_tournament *t,
                     const int64_t *team_ids, size_t nteams, int64_t *tid, sk_err *err)
{
    *tid = 0;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_tournament_create(d, t, tid, err);
    int64_t vid = 0;
    if (rc == SK_OK) {
        rc = insert_id(d, "INSERT INTO league_venues (league_id, matchday_id, venue_no, "
                          "tournament_id) VALUES (:lid, :mdid, :venue_no, :tid) RETURNING id",
                       DB_ARGS(DB_I(":lid", lid), DB_I(":mdid", mdid), DB_I(":venue_no", venue_no),
                               DB_I(":tid", *tid)),
                       &vid, N_("adding the venue group"), err);
    }
    for (size_t i = 0; rc == SK_OK && i < nteams; i++) {
        rc = db_run(d, "INSERT INTO league_venue_teams (venue_id, matchday_id, league_id, "
                       "team_id) VALUES (:vid, :mdid, :lid, :team)",
                    DB_ARGS(DB_I(":vid", vid), DB_I(":mdid", mdid), DB_I(":lid", lid),
                            DB_I(":team", team_ids[i])),
                    N_("adding a team to the venue group"), err);
        int64_t ttid = 0;
        if (rc == SK_OK)
            rc = insert_id(d, "INSERT INTO teams (tournament_id, name) "
                              "SELECT :tid, name FROM league_teams WHERE id = :team RETURNING id",
                           DB_ARGS(DB_I(":tid", *tid), DB_I(":team", team_ids[i])), &ttid,
                           N_("adding the team to the match-day tournament"), err);
        if (rc == SK_OK) /* the members share position 1, in player id order */
            rc = db_run(d, "INSERT INTO team_members (team_id, tournament_id, player_id, "
                           "position) SELECT :ttid, :tid, player_id, 1 FROM league_roster "
                           "WHERE team_id = :team",
                        DB_ARGS(DB_I(":ttid", ttid), DB_I(":tid", *tid),
                                DB_I(":team", team_ids[i])),
                        N_("copying the roster"), err);
    }
    return db_finish(d, rc, err);
}

typedef struct {
    char *player, *team;
} seat_team;
static const db_field seat_team_fields[] = {DB_F_STR(seat_team, player),
                                            DB_F_STR(seat_team, team)};
static const db_map seat_team_map = DB_MAP(seat_team, seat_team_fields);

int db_xch_seat_teams(db *d, int64_t tid, int series, char ***pu, char ***tu, size_t *n,
                      sk_err *err)
{
    return db_query_cols(d,
                         "SELECT p.uid, lt.uid FROM seats x "
                         "  JOIN series s ON s.id = x.series_id "
                         "  JOIN players p ON p.id = x.player_id "
                         "  JOIN team_members m ON m.player_id = x.player_id "
                         "       AND m.tournament_id = s.tournament_id "
                         "  JOIN teams tm ON tm.id = m.team_id "
                         "  JOIN league_venues g ON g.tournament_id = s.tournament_id "
                         "  JOIN league_teams lt ON lt.league_id = g.league_id "
                         "       AND lt.name = tm.name "
                         " WHERE s.tournament_id = :tid AND s.series_no = :series "
                         " ORDER BY p.uid",
                         DB_ARGS(DB_I(":tid", tid), DB_I(":series", series)), &seat_team_map,
                         (void **const[]){(void **)pu, (void **)tu}, n,
                         "reading the teams of the seated players", err);
}
