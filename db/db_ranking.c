/* db_ranking.c - the SQL of rankings and players' histories
 * (db_ranking.h). */
#include "db_ranking.h"

#include <stdlib.h>
#include <string.h>

#include "db_internal.h"
#include "db_rows.h"
#include "hmap.h"
#include "i18n.h"
#include "standings.h"
#include "text.h"

int db_ranking_define(db *d, const char *name, const char *keys, sk_err *err)
{
    if (text_name_check(_("ranking name"), name, err) != SK_OK)
        return SK_INVALID;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t one;
    bool taken;
    rc = db_query_int(d, "SELECT 1 FROM rankings WHERE name = :name", DB_ARGS(DB_S(":name", name)),
                      &one, &taken, "reading the rankings", err);
    if (rc == SK_OK && taken)
        rc = sk_err_set(err, SK_INVALID, _("ranking '%s' is already defined"), name);
    if (rc == SK_OK) {
        char now[DB_NOW_SIZE];
        db_now(now);
        rc = db_run(d, "INSERT INTO rankings (name, keys, created) VALUES (:name, :keys, :now)",
                    DB_ARGS(DB_S(":name", name), DB_S(":keys", keys), DB_S(":now", now)),
                    "storing the ranking", err);
    }
    return db_finish(d, rc, err);
}

int db_ranking_keys(db *d, const char *name, char **keys, sk_err *err)
{
    bool found;
    int rc = db_query_str(d, "SELECT keys FROM rankings WHERE name = :name",
                          DB_ARGS(DB_S(":name", name)), keys, &found, "reading the rankings", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("ranking '%s' is not defined"), name);
    return rc;
}

int db_ranking_list(db *d, int64_t **ids, char ***names, size_t *n, sk_err *err)
{
    *ids = NULL;
    *names = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, "SELECT id, name FROM rankings ORDER BY name, id", err);
    if (!st)
        return SK_FAIL;
    size_t capi = 0, capn = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        *ids = db_grow(*ids, *n, &capi, sizeof **ids, 8);
        *names = db_grow(*names, *n, &capn, sizeof **names, 8);
        (*ids)[*n] = db_col_int64(st, 0);
        (*names)[(*n)++] = db_col_str(st, 1);
    }
    db_finalize(st);
    if (s != DB_DONE) {
        for (size_t i = 0; i < *n; i++)
            free((*names)[i]);
        free(*names);
        free(*ids);
        *ids = NULL;
        *names = NULL;
        *n = 0;
        return db_sqlerr(d, err, "reading the rankings");
    }
    return SK_OK;
}

/* one row per player and series of the events matching the filter; the
 * columns 0-10 alike for both families: event id, name, date, series,
 * player id, name, club, team, table size, consent, table id; then games,
 * won, lost and
 * (Skat) game points, the others' lost games / (Schafkopf) points, 0 */
/* who sat in each seat for which games (issue 40, `game sub`): the
 * seating's player up to the game before the seat's first substitution,
 * each substitute from his from_game up to the game before the next one */
#define RANK_SEATS                                                                            \
    "(SELECT z0.table_id, z0.seat, z0.player_id, 1 AS gfrom,"                                \
    "        coalesce((SELECT min(b.from_game) FROM seat_subs b"                             \
    "                   WHERE b.table_id = z0.table_id AND b.seat = z0.seat), 100000) - 1"   \
    "          AS gto"                                                                        \
    "   FROM seats z0"                                                                        \
    " UNION ALL"                                                                              \
    " SELECT a.table_id, a.seat, a.player_id, a.from_game,"                                  \
    "        coalesce((SELECT min(b.from_game) FROM seat_subs b"                             \
    "                   WHERE b.table_id = a.table_id AND b.seat = a.seat"                   \
    "                     AND b.from_game > a.from_game), 100000) - 1"                       \
    "   FROM seat_subs a)"
#define RANK_EVENTS(game)                                                                     \
    "  FROM (SELECT u.id AS uid, u.name AS uname, coalesce(u.date, '') AS udate,"            \
    "               u.first_dealer AS fd, s.series_no AS sno, t.id AS tid, t.size AS size,"  \
    "               z.seat AS seat, z.player_id AS pid, z.gfrom AS gfrom, z.gto AS gto,"     \
    "               CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END AS len"               \
    "          FROM tournaments u JOIN series s ON s.tournament_id = u.id"                   \
    "          JOIN tables t ON t.series_id = s.id JOIN " RANK_SEATS " z ON z.table_id = t.id" \
    "         WHERE " game                                                                   \
    "           AND (:from = '' OR u.date >= :from) AND (:to = '' OR u.date <= :to)"         \
    "           AND (:season = 0 OR u.id IN (SELECT tournament_id FROM season_tournaments"   \
    "                                         WHERE season_id = :season))"                   \
    "           AND (:player = 0 OR u.id IN (SELECT s2.tournament_id FROM series s2"         \
    "                        JOIN seats z2 ON z2.series_id = s2.id"                          \
    "                       WHERE z2.player_id = :player)"                                    \
"                  OR u.id IN (SELECT s3.tournament_id FROM series s3"                      \
"                        JOIN seat_subs b3 ON b3.series_id = s3.id"                          \
"                       WHERE b3.player_id = :player))) x"                                   \
    "  JOIN players p ON p.id = x.pid"
#define RANK_HEAD                                                                             \
    "SELECT x.uid, x.uname, x.udate, x.sno, p.id, p.name, coalesce(p.club, ''),"             \
    "       (SELECT tm.name FROM team_members m JOIN teams tm ON tm.id = m.team_id"          \
    "         WHERE m.tournament_id = x.uid AND m.player_id = p.id),"                        \
    "       x.size, p.publish, x.tid,"
#define RANK_TAIL                                                                             \
    " GROUP BY x.uid, x.uname, x.udate, x.sno, x.size, x.seat, x.tid, p.id, p.name, p.club," \
    "          p.publish"                                                                     \
    " ORDER BY x.udate, x.uid, x.sno, p.id"

/* Skat: the games added up once per table and range of games (tg: per
 * seat the games it dealt at a 4-table, won, lost and game points as
 * declarer; the lost games of all), within the series length, for the
 * tables of the events matching the filter only; then one row per seat's
 * player as above, each from the range of games he sat there (a table
 * without a substitution: one range, 1 to the end; issue 40's
 * bench/rankscale: not every game joined to every seat) */
#define SEAT_SUM(cond, then, a) \
    "sum(CASE WHEN " cond "1 THEN " then " ELSE 0 END) AS " a "1, sum(CASE WHEN " cond \
    "2 THEN " then " ELSE 0 END) AS " a "2, sum(CASE WHEN " cond "3 THEN " then \
    " ELSE 0 END) AS " a "3, sum(CASE WHEN " cond "4 THEN " then " ELSE 0 END) AS " a "4"
#define DEALT "xt.size = 4 AND (xt.fd - 1 + (g.game_no - 1) % 4) % 4 + 1 = "
#define SEAT_PICK(a) \
    "CASE x.seat WHEN 1 THEN tg." a "1 WHEN 2 THEN tg." a "2 WHEN 3 THEN tg." a \
    "3 ELSE tg." a "4 END"
static const char *const skat_sql =
    "WITH x AS (SELECT x.*, p.name AS pname, coalesce(p.club, '') AS pclub, p.publish AS ppub"
    RANK_EVENTS("u.game = 'skat' AND u.house_profile = 'isko'")
    "),"
    " xt AS (SELECT DISTINCT tid, size, fd, len, gfrom, gto FROM x),"
    " tg AS (SELECT xt.tid AS tid, xt.gfrom AS gfrom, xt.gto AS gto, count(*) AS n, "
    SEAT_SUM(DEALT, "1", "d") ", "
    SEAT_SUM("g.passed = 0 AND g.won = 1 AND g.declarer = ", "1", "w") ", "
    SEAT_SUM("g.passed = 0 AND g.won = 0 AND g.declarer = ", "1", "l") ", "
    SEAT_SUM("g.passed = 0 AND g.declarer = ", "g.score", "s") ","
    "        sum(CASE WHEN g.passed = 0 AND g.won = 0 THEN 1 ELSE 0 END) AS lall"
    "   FROM xt JOIN games g ON g.table_id = xt.tid AND g.game_no <= xt.len"
    "                       AND g.game_no BETWEEN xt.gfrom AND xt.gto"
    "  GROUP BY xt.tid, xt.gfrom, xt.gto)"
    "SELECT x.uid, x.uname, x.udate, x.sno, x.pid, x.pname, x.pclub,"
    "       (SELECT tm.name FROM team_members m JOIN teams tm ON tm.id = m.team_id"
    "         WHERE m.tournament_id = x.uid AND m.player_id = x.pid),"
    "       x.size, x.ppub, x.tid,"
    "       sum(coalesce(tg.n - " SEAT_PICK("d") ", 0)), sum(coalesce(" SEAT_PICK("w") ", 0)),"
    "       sum(coalesce(" SEAT_PICK("l") ", 0)), sum(coalesce(" SEAT_PICK("s") ", 0)),"
    "       sum(coalesce(tg.lall - " SEAT_PICK("l") ", 0))"
    "  FROM x LEFT JOIN tg ON tg.tid = x.tid AND tg.gfrom = x.gfrom AND tg.gto = x.gto"
    " GROUP BY x.uid, x.uname, x.udate, x.sno, x.pid, x.pname, x.pclub, x.size, x.ppub, x.tid,"
    "          x.seat"
    " ORDER BY x.udate, x.uid, x.sno, x.pid";

static const char *const sch_sql =
    RANK_HEAD
    "       sum(CASE WHEN g.id IS NULL THEN 0 ELSE 1 END),"
    "       sum(CASE WHEN x.seat = 1 AND g.p1 > 0 OR x.seat = 2 AND g.p2 > 0"
    "                  OR x.seat = 3 AND g.p3 > 0 OR x.seat = 4 AND g.p4 > 0"
    "                THEN 1 ELSE 0 END),"
    "       sum(CASE WHEN x.seat = 1 AND g.p1 < 0 OR x.seat = 2 AND g.p2 < 0"
    "                  OR x.seat = 3 AND g.p3 < 0 OR x.seat = 4 AND g.p4 < 0"
    "                THEN 1 ELSE 0 END),"
    "       sum(CASE WHEN g.id IS NULL THEN 0 WHEN x.seat = 1 THEN g.p1"
    "                WHEN x.seat = 2 THEN g.p2 WHEN x.seat = 3 THEN g.p3 ELSE g.p4 END),"
    "       0"
    RANK_EVENTS("u.game <> 'skat'")
    "  LEFT JOIN sch_games g ON g.table_id = x.tid"
    RANK_TAIL;

void db_rank_data_free(db_rank_data *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->in.nevents; i++) {
        free((char *)r->events[i].name);
        free((char *)r->events[i].date);
    }
    for (size_t i = 0; i < r->in.nplayers; i++) {
        free((char *)r->players[i].name);
        free((char *)r->players[i].club);
    }
    for (size_t i = 0; i < r->in.nresults; i++)
        free(r->teams[i]);
    free(r->events);
    free(r->players);
    free(r->results);
    free(r->teams);
    free(r->tables);
    memset(r, 0, sizeof *r);
}

int db_rank_load(db *d, const db_rank_filter *f, db_rank_data *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_stmt *st = db_prep(d, f->family == RANK_SCHAFKOPF ? sch_sql : skat_sql, err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":from", f->from ? f->from : "");
    db_bind_text(st, ":to", f->to ? f->to : "");
    db_bind_int(st, ":season", f->season);
    db_bind_int(st, ":player", f->player);
    size_t cape = 0, capp = 0, capr = 0, capt = 0, captb = 0;
    hmap_id pmap;
    memset(&pmap, 0, sizeof pmap);
    int64_t last_event = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        int64_t eid = db_col_int64(st, 0);
        if (out->in.nevents == 0 || eid != last_event) {
            out->events = db_grow(out->events, out->in.nevents, &cape, sizeof *out->events, 16);
            rank_event *e = &out->events[out->in.nevents++];
            e->id = eid;
            e->name = db_col_str(st, 1);
            e->date = db_col_str(st, 2);
            last_event = eid;
        }
        int64_t pid = db_col_int64(st, 4);
        long pi;
        if (!hmap_id_get(&pmap, pid, &pi)) {
            out->players = db_grow(out->players, out->in.nplayers, &capp, sizeof *out->players,
                                   64);
            rank_player *p = &out->players[out->in.nplayers];
            p->id = pid;
            p->name = db_col_str(st, 5);
            p->club = db_col_str(st, 6);
            p->publish = db_col_int(st, 9) != 0;
            pi = (long)out->in.nplayers++;
            hmap_id_put(&pmap, pid, pi, NULL);
        }
        out->results = db_grow(out->results, out->in.nresults, &capr, sizeof *out->results, 256);
        out->teams = db_grow(out->teams, out->in.nresults, &capt, sizeof *out->teams, 256);
        out->tables = db_grow(out->tables, out->in.nresults, &captb, sizeof *out->tables, 256);
        out->tables[out->in.nresults] = db_col_int64(st, 10);
        rank_result *r = &out->results[out->in.nresults];
        out->teams[out->in.nresults++] = db_col_str(st, 7);
        r->event = (int)out->in.nevents - 1;
        r->player = (int)pi;
        r->series_no = db_col_int(st, 3);
        r->games = db_col_int(st, 11);
        r->won = db_col_int(st, 12);
        r->lost = db_col_int(st, 13);
        if (f->family == RANK_SCHAFKOPF) {
            r->points = (long)db_col_int64(st, 14);
        } else {
            stand_block b = {pid, r->series_no, db_col_int(st, 8), r->won, r->lost,
                             db_col_int(st, 14), db_col_int(st, 15)};
            r->points = stand_block_total(&b);
        }
    }
    db_finalize(st);
    hmap_id_free(&pmap);
    out->in.events = out->events;
    out->in.players = out->players;
    out->in.results = out->results;
    if (s != DB_DONE) {
        db_rank_data_free(out);
        return db_sqlerr(d, err, "reading the results");
    }
    return SK_OK;
}
