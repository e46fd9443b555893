/* db_merge.c - see db_merge.h. */
#include "db_internal.h"
#include "db_merge.h"
#include "db_rows.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every table with a player_id, the key its rows keep beside player_id
 * (the unique key with player_id, so a moved row is found again after
 * the move) and, for a clash, the SQL of its tournament's or league's
 * name (:k the key). */
static const struct mv {
    const char *tbl, *key, *key2, *where;
} mv[] = {
    {"seats", "series_id", "0", "SELECT u.name FROM series s JOIN tournaments u ON u.id = "
                                "s.tournament_id WHERE s.id = :k"},
    {"checkin_seats", "tournament_id", "series_no", NULL},
    {"team_members", "tournament_id", "0", NULL},
    {"standings_lots", "tournament_id", "coalesce(series_no, 0)", NULL},
    {"league_roster", "league_id", "0", "SELECT name FROM leagues WHERE id = :k"},
    {"attendance", "tournament_id", "0", NULL},
    {"checkins", "tournament_id", "0", NULL},
    {"fees", "tournament_id", "0", NULL},
    {"registrations", "id", "0", ""},
    {"cash_moves", "id", "0", ""},
    {"desk_overpaid", "id", "0", ""},
    {"seat_subs", "id", "0", ""},
};
#define NMV (sizeof mv / sizeof *mv)
#define TOUR_NAME "SELECT name FROM tournaments WHERE id = :k"

static const db_field seated_fields[] = {
    DB_F_STR(db_merge_seated, tour), DB_F_INT(db_merge_seated, series),
    DB_F_INT(db_merge_seated, table_a), DB_F_INT(db_merge_seated, table_b)};
static const db_map seated_map = DB_MAP(db_merge_seated, seated_fields);

int db_merge_same_series(db *d, int64_t a, int64_t b, db_merge_seated *out, bool *found,
                         sk_err *err)
{
    return db_query_one(d, "SELECT u.name, se.series_no, ta.table_no, tb.table_no "
                           "FROM seats x JOIN seats y ON y.series_id = x.series_id "
                           "JOIN series se ON se.id = x.series_id "
                           "JOIN tournaments u ON u.id = se.tournament_id "
                           "JOIN tables ta ON ta.id = x.table_id "
                           "JOIN tables tb ON tb.id = y.table_id "
                           "WHERE x.player_id = :a AND y.player_id = :b "
                           "ORDER BY u.id, se.series_no LIMIT 1",
                        DB_ARGS(DB_I(":a", a), DB_I(":b", b)), &seated_map, out, found,
                        "reading the seats", err);
}

int db_merge_clash(db *d, int64_t a, int64_t b, const char **tbl, char **where, bool *found,
                   sk_err *err)
{
    *tbl = NULL;
    *where = NULL;
    *found = false;
    char sql[512];
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && !*found && i < NMV; i++) {
        if (mv[i].where && !*mv[i].where)
            continue; /* keyed by its own id: never two alike */
        snprintf(sql, sizeof sql, "SELECT %s, %s FROM %s WHERE player_id = :b INTERSECT "
                                  "SELECT %s, %s FROM %s WHERE player_id = :a ORDER BY 1, 2",
                 mv[i].key, mv[i].key2, mv[i].tbl, mv[i].key, mv[i].key2, mv[i].tbl);
        int64_t k = 0;
        rc = db_query_int(d, sql, DB_ARGS(DB_I(":a", a), DB_I(":b", b)), &k, found,
                          "reading the player's rows", err);
        if (rc == SK_OK && *found) {
            *tbl = mv[i].tbl;
            rc = db_query_str(d, mv[i].where ? mv[i].where : TOUR_NAME,
                              DB_ARGS(DB_I(":k", k)), where, NULL, "reading the player's rows",
                              err);
        }
    }
    return rc;
}

int db_merge_open_of(db *d, int64_t b, int64_t *merge_id, int64_t *into, sk_err *err)
{
    int64_t v[2];
    int rc = db_query_ints(d, "SELECT id, player_id FROM player_merges "
                              "WHERE merged_id = :b AND undone IS NULL",
                           DB_ARGS(DB_I(":b", b)), v, 2, NULL, "reading the merges", err);
    *merge_id = v[0];
    *into = v[1];
    return rc;
}

int db_player_merge(db *d, int64_t a, int64_t b, int64_t *merge_id, sk_err *err)
{
    char now[DB_NOW_SIZE], sql[512];
    db_now(now);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t m = 0;
    bool found;
    rc = db_query_int(d, "INSERT INTO player_merges(player_id, merged_id, was_active, at) "
                         "SELECT :a, id, active, :at FROM players WHERE id = :b RETURNING id",
                      DB_ARGS(DB_I(":a", a), DB_I(":b", b), DB_S(":at", now)), &m, &found,
                      "merging the players", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("player id %lld does not exist"), (long long)b);
    for (size_t i = 0; rc == SK_OK && i < NMV; i++) {
        snprintf(sql, sizeof sql, "INSERT INTO player_merge_moves(merge_id, tbl, key_id, key2) "
                                  "SELECT :m, '%s', %s, %s FROM %s WHERE player_id = :b",
                 mv[i].tbl, mv[i].key, mv[i].key2, mv[i].tbl);
        rc = db_run(d, sql, DB_ARGS(DB_I(":m", m), DB_I(":b", b)), "merging the players", err);
        snprintf(sql, sizeof sql, "UPDATE %s SET player_id = :a WHERE player_id = :b", mv[i].tbl);
        if (rc == SK_OK)
            rc = db_run(d, sql, DB_ARGS(DB_I(":a", a), DB_I(":b", b)), "merging the players",
                        err);
    }
    /* the member data: b's when a has none */
    if (rc == SK_OK)
        rc = db_run(d, "INSERT INTO player_merge_moves(merge_id, tbl, key_id) "
                       "SELECT :m, 'player_info', 0 FROM player_info WHERE player_id = :b "
                       "AND NOT EXISTS (SELECT 1 FROM player_info WHERE player_id = :a)",
                    DB_ARGS(DB_I(":m", m), DB_I(":a", a), DB_I(":b", b)),
                    "merging the players", err);
    if (rc == SK_OK)
        rc = db_run(d, "UPDATE player_info SET player_id = :a WHERE player_id = :b "
                       "AND NOT EXISTS (SELECT 1 FROM player_info WHERE player_id = :a)",
                    DB_ARGS(DB_I(":a", a), DB_I(":b", b)), "merging the players", err);
    if (rc == SK_OK)
        rc = db_run(d, "UPDATE players SET active = 0 WHERE id = :b", DB_ARGS(DB_I(":b", b)),
                    "merging the players", err);
    if (rc == SK_OK && merge_id)
        *merge_id = m;
    return db_finish(d, rc, err);
}

int db_player_unmerge(db *d, int64_t merge_id, sk_err *err)
{
    char now[DB_NOW_SIZE], sql[640];
    db_now(now);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t v[3];
    bool found;
    rc = db_query_ints(d, "SELECT player_id, merged_id, was_active FROM player_merges "
                          "WHERE id = :m AND undone IS NULL",
                       DB_ARGS(DB_I(":m", merge_id)), v, 3, &found, "reading the merges", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("merge %lld does not exist or was undone"),
                        (long long)merge_id);
    db_args args = DB_ARGS(DB_I(":m", merge_id), DB_I(":a", v[0]), DB_I(":b", v[1]));
    for (size_t i = 0; rc == SK_OK && i < NMV; i++) {
        snprintf(sql, sizeof sql, "UPDATE %s SET player_id = :b WHERE player_id = :a AND "
                                  "EXISTS (SELECT 1 FROM player_merge_moves m WHERE "
                                  "m.merge_id = :m AND m.tbl = '%s' AND m.key_id = %s.%s "
                                  "AND m.key2 = %s)",
                 mv[i].tbl, mv[i].tbl, mv[i].tbl, mv[i].key,
                 strcmp(mv[i].key2, "0") == 0 ? "0" : mv[i].key2);
        rc = db_run(d, sql, args, "undoing the merge", err);
    }
    if (rc == SK_OK)
        rc = db_run(d, "UPDATE player_info SET player_id = :b WHERE player_id = :a AND "
                       "EXISTS (SELECT 1 FROM player_merge_moves WHERE merge_id = :m "
                       "AND tbl = 'player_info')", args, "undoing the merge", err);
    if (rc == SK_OK)
        rc = db_run(d, "UPDATE players SET active = :act WHERE id = :b",
                    DB_ARGS(DB_I(":b", v[1]), DB_I(":act", v[2])), "undoing the merge", err);
    if (rc == SK_OK)
        rc = db_run(d, "UPDATE player_merges SET undone = :at WHERE id = :m",
                    DB_ARGS(DB_I(":m", merge_id), DB_S(":at", now)), "undoing the merge", err);
    return db_finish(d, rc, err);
}

int db_merge_moved(db *d, int64_t merge_id, int64_t *n, sk_err *err)
{
    return db_count(d, "SELECT count(*) FROM player_merge_moves WHERE merge_id = :m",
                    DB_ARGS(DB_I(":m", merge_id)), n, "reading the merges", err);
}

static const db_field ms_fields[] = {DB_F_I64(db_merge_series, tid),
                                     DB_F_INT(db_merge_series, series)};
static const db_map ms_map = DB_MAP(db_merge_series, ms_fields);

int db_merge_series_of(db *d, int64_t pid, db_merge_series **out, size_t *n, sk_err *err)
{
    return db_query_list(d,
                         "SELECT se.tournament_id, se.series_no FROM series se "
                         "WHERE se.id IN (SELECT series_id FROM seats WHERE player_id = :p "
                         "UNION SELECT series_id FROM seat_subs WHERE player_id = :p) "
                         "ORDER BY se.tournament_id, se.series_no",
                         DB_ARGS(DB_I(":p", pid)), &ms_map, (void **)out, n, "reading the seats",
                         err);
}
