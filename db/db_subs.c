/* db_subs.c - see db_subs.h */
#include "db_subs.h"

#include "db_internal.h"
#include "db_rows.h"
#include "i18n.h"

static const db_field sub_fields[] = {
    DB_F_INT(db_sub, series_no), DB_F_INT(db_sub, table_no), DB_F_INT(db_sub, seat),
    DB_F_INT(db_sub, from_game), DB_F_I64(db_sub, player_id), DB_F_STR(db_sub, name)};
static const db_map sub_map = DB_MAP(db_sub, sub_fields);

void db_subs_free(db_sub *v, size_t n)
{
    db_map_free(&sub_map, v, n);
}

int db_subs_list(db *d, int64_t tid, int series_no, db_sub **out, size_t *n, sk_err *err)
{
    static const char *sql =
        "SELECT s.series_no, t.table_no, b.seat, b.from_game, b.player_id, p.name"
        "  FROM seat_subs b JOIN tables t ON t.id = b.table_id"
        "  JOIN series s ON s.id = b.series_id JOIN players p ON p.id = b.player_id"
        " WHERE s.tournament_id = :tid AND (:series_no = 0 OR s.series_no = :series_no)"
        " ORDER BY s.series_no, t.table_no, b.seat, b.from_game";
    return db_query_list(d, sql, DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)),
                         &sub_map, (void **)out, n, "reading the substitutions", err);
}

int db_sub_store(db *d, int64_t tid, int series_no, int table_no, int seat, int from_game,
                 int64_t player_id, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t found = 0;
    rc = db_count(d,
                        "SELECT count(*) FROM series s JOIN tables t ON t.series_id = s.id"
                        " WHERE s.tournament_id = :tid AND s.series_no = :sno"
                        "   AND t.table_no = :tno",
                        DB_ARGS(DB_I(":tid", tid), DB_I(":sno", series_no), DB_I(":tno", table_no)),
                        &found, "reading the seating", err);
    if (rc == SK_OK && found != 1)
        rc = sk_err_set(err, SK_INVALID, _("table %d: series %d has no such table"), table_no,
                        series_no);
    if (rc == SK_OK)
        rc = db_run(d,
                    "INSERT INTO seat_subs (table_id, series_id, seat, from_game, player_id)"
                    " SELECT t.id, s.id, :seat, :from_game, :pid"
                    "   FROM series s JOIN tables t ON t.series_id = s.id"
                    "  WHERE s.tournament_id = :tid AND s.series_no = :sno AND t.table_no = :tno",
                    DB_ARGS(DB_I(":seat", seat), DB_I(":from_game", from_game),
                            DB_I(":pid", player_id), DB_I(":tid", tid), DB_I(":sno", series_no),
                            DB_I(":tno", table_no)),
                    "storing the substitution", err);
    return db_finish(d, rc, err);
}

int db_sub_league_team(db *d, int64_t tid, int64_t pid, bool *league, int64_t *team,
                       char **team_name, sk_err *err)
{
    int64_t v[2] = {0, 0};
    *team = 0;
    *team_name = NULL;
    int rc = db_query_ints(d,
                           "SELECT v.league_id, coalesce((SELECT r.team_id FROM league_roster r"
                           "        WHERE r.league_id = v.league_id AND r.player_id = :pid), 0)"
                           "  FROM league_venues v WHERE v.tournament_id = :tid",
                           DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid)), v, 2, league,
                           "reading the league's rosters", err);
    if (rc == SK_OK && *league && v[1]) {
        *team = v[1];
        rc = db_query_str(d, "SELECT name FROM league_teams WHERE id = :id",
                          DB_ARGS(DB_I(":id", v[1])), team_name, NULL,
                          "reading the league's rosters", err);
    }
    return rc;
}
