/* db_results.c - see db_results.h */
#include "db_results.h"
#include "db_internal.h"
#include "db_rows.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void db_fed_settings_clear(db_fed_settings *s)
{
    if (!s)
        return;
    free(s->publish_dir);
    memset(s, 0, sizeof *s);
}

static void settings_row(db_stmt *st, void *elem)
{
    db_fed_settings *out = elem;
    out->protest_days = db_col_int(st, 0);
    const char *c = db_col_text(st, 1);
    out->confirm_by_leader = c && strcmp(c, "leader") == 0;
    out->publish_dir = db_col_str(st, 2);
    out->publish_stale = db_col_int(st, 3) != 0;
}

int db_fed_settings_get(db *d, int64_t lid, db_fed_settings *out, sk_err *err)
{
    bool found;
    int r = db_query_fn_one(d, "SELECT protest_days, confirm_by, publish_dir, publish_stale "
                               "FROM leagues WHERE id = :lid",
                            DB_ARGS(DB_I(":lid", lid)), settings_row, out, sizeof *out, &found,
                            "reading the league's settings", err);
    if (r == SK_OK && !found)
        r = sk_err_set(err, SK_INVALID, _("league #%lld does not exist"), (long long)lid);
    return r;
}

int db_fed_settings_set(db *d, int64_t lid, int protest_days, int confirm,
                        const char *publish_dir, sk_err *err)
{
    return db_run_tx(
        d,
        "UPDATE leagues SET "
        "protest_days = CASE WHEN :pd < 0 THEN protest_days ELSE :pd END, "
        "confirm_by = CASE :cb WHEN 1 THEN 'captain' WHEN 2 THEN 'leader' "
        "             ELSE confirm_by END, "
        "publish_dir = CASE WHEN :keep = 1 THEN publish_dir ELSE :dir END "
        "WHERE id = :lid",
        DB_ARGS(DB_I(":pd", protest_days), DB_I(":cb", confirm), DB_I(":keep", publish_dir ? 0 : 1),
                DB_S(":dir", publish_dir && *publish_dir ? publish_dir : NULL), DB_I(":lid", lid)),
        "changing the league's settings", err);
}

int db_fed_publish_stale_set(db *d, int64_t lid, bool stale, sk_err *err)
{
    return db_run_tx(d, "UPDATE leagues SET publish_stale = :st WHERE id = :lid "
                        "AND publish_stale <> :st",
                     DB_ARGS(DB_I(":st", stale ? 1 : 0), DB_I(":lid", lid)),
                     "noting whether the public files are current", err);
}

/* Free what one result holds. */
static void result_free_one(db_fed_result *x)
{
    SK_FREE_ALL(x->tournament, x->date, x->place, x->reported, x->confirmed, x->released,
                x->binding, x->incomplete);
}

void db_fed_results_free(db_fed_result *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++)
        result_free_one(&v[i]);
    free(v);
}

static void result_clear_v(void *e)
{
    result_free_one(e);
}

static void result_row(db_stmt *st, void *elem)
{
    db_fed_result *x = elem;
    x->group_id = db_col_int64(st, 0);
    x->league_id = db_col_int64(st, 1);
    x->matchday = db_col_int(st, 2);
    x->venue_no = db_col_int(st, 3);
    x->tournament_id = db_col_int64(st, 4);
    x->tournament = db_col_str(st, 5);
    x->date = db_col_str(st, 6);
    x->place = db_col_str(st, 7);
    if (!fed_state_parse(db_col_text(st, 8), &x->state))
        x->state = FED_ST_NONE;
    x->reported = db_col_str(st, 9);
    x->confirmed = db_col_str(st, 10);
    x->released = db_col_str(st, 11);
    x->binding = db_col_str(st, 12);
    x->incomplete = db_col_str(st, 13);
    x->open_reviews = db_col_int(st, 14);
    x->open_protests = db_col_int(st, 15);
}

int db_fed_results(db *d, int64_t lid, int matchday, db_fed_result **out, size_t *n,
                   sk_err *err)
{
    return db_query_fn_list(d, "SELECT g.id, g.league_id, m.number, g.venue_no, t.id, t.name, "
                               "       m.date, p.name, r.state, r.reported, r.confirmed, "
                               "       r.released, r.binding, r.incomplete, "
                               "       (SELECT count(*) FROM fed_reviews v "
                               "         WHERE v.tournament_id = t.id AND v.state = 'open'), "
                               "       (SELECT count(*) FROM fed_protests q "
                               "         WHERE q.group_id = g.id AND q.state = 'open') "
                               "  FROM league_venues g "
                               "  JOIN league_matchdays m ON m.id = g.matchday_id "
                               "  JOIN tournaments t ON t.id = g.tournament_id "
                               "  LEFT JOIN venues p ON p.id = g.place_id "
                               "  LEFT JOIN fed_results r ON r.group_id = g.id "
                               " WHERE g.league_id = :lid AND (:md = 0 OR m.number = :md) "
                               " ORDER BY m.number, g.venue_no",
                            DB_ARGS(DB_I(":lid", lid), DB_I(":md", matchday)), result_row,
                            result_clear_v, sizeof **out, (void **)out, n,
                            "reading the results", err);
}

int db_fed_result_report(db *d, int64_t gid, const char *at, bool *new, sk_err *err)
{
    int64_t got;
    return db_query_int(d, "INSERT INTO fed_results (group_id, state, reported) "
                           "VALUES (:gid, 'reported', :at) "
                           "ON CONFLICT (group_id) DO NOTHING RETURNING group_id",
                        DB_ARGS(DB_I(":gid", gid), DB_S(":at", at)), &got, new,
                        "noting the report", err);
}

int db_fed_result_step(db *d, int64_t gid, fed_state state, const char *at, sk_err *err)
{
    static const char *const sql[] = {
        NULL, NULL,
        "UPDATE fed_results SET state = 'confirmed', confirmed = :at WHERE group_id = :gid",
        "UPDATE fed_results SET state = 'released', released = :at WHERE group_id = :gid",
        "UPDATE fed_results SET state = 'binding', binding = :at WHERE group_id = :gid",
    };
    if (state < FED_ST_CONFIRMED || state > FED_ST_BINDING)
        return sk_err_set(err, SK_FAIL, "bug: db_fed_result_step to state %d", (int)state);
    return db_run(d, sql[state], DB_ARGS(DB_S(":at", at), DB_I(":gid", gid)),
                  "storing the result's step", err);
}

int db_fed_result_incomplete(db *d, int64_t gid, const char *reason, sk_err *err)
{
    return db_run(d, "UPDATE fed_results SET incomplete = :why WHERE group_id = :gid",
                  DB_ARGS(DB_S(":why", reason && *reason ? reason : NULL), DB_I(":gid", gid)),
                  "storing why the result is released incomplete", err);
}

static const db_field log_fields[] = {
    DB_F_I64(db_fed_log, id),      DB_F_INT(db_fed_log, matchday), DB_F_INT(db_fed_log, venue_no),
    DB_F_STR(db_fed_log, at),      DB_F_STR(db_fed_log, step),     DB_F_STR(db_fed_log, by_who),
    DB_F_STR(db_fed_log, reason),  DB_F_I64(db_fed_log, code_id)};
static const db_map log_map = DB_MAP(db_fed_log, log_fields);

void db_fed_logs_free(db_fed_log *v, size_t n)
{
    db_map_free(&log_map, v, n);
}

int db_fed_log_add(db *d, int64_t gid, const char *at, const char *step, const char *by,
                   int64_t code_id, const char *reason, sk_err *err)
{
    return db_run(d, "INSERT INTO fed_result_log (group_id, at, step, by_who, code_id, "
                     "reason) VALUES (:gid, :at, :step, :by, :code, :reason)",
                  DB_ARGS(DB_I(":gid", gid), DB_S(":at", at), DB_S(":step", step),
                          DB_S(":by", by), DB_IN(":code", code_id), DB_S(":reason", reason)),
                  "logging the step", err);
}

int db_fed_logs(db *d, int64_t lid, int matchday, db_fed_log **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT l.id, m.number, g.venue_no, l.at, l.step, l.by_who, "
                            "       l.reason, COALESCE(l.code_id, 0) "
                            "  FROM fed_result_log l JOIN league_venues g ON g.id = l.group_id "
                            "  JOIN league_matchdays m ON m.id = g.matchday_id "
                            " WHERE g.league_id = :lid AND (:md = 0 OR m.number = :md) "
                            " ORDER BY l.id",
                         DB_ARGS(DB_I(":lid", lid), DB_I(":md", matchday)), &log_map,
                         (void **)out, n, "reading the log", err);
}

/* A tournament's venue group: its id, league and match day. */
typedef struct fed_group {
    int64_t gid, lid;
    int matchday;
} fed_group;

static const db_field fed_group_fields[] = {
    DB_F_I64(fed_group, gid), DB_F_I64(fed_group, lid), DB_F_INT(fed_group, matchday)};
static const db_map fed_group_map = DB_MAP(fed_group, fed_group_fields);

int db_fed_group_of(db *d, int64_t tid, int64_t *gid, int64_t *lid, int *matchday,
                    sk_err *err)
{
    fed_group g;
    int rc = db_query_one(d, "SELECT g.id, g.league_id, m.number FROM league_venues g "
                             "JOIN league_matchdays m ON m.id = g.matchday_id "
                             "WHERE g.tournament_id = :tid",
                          DB_ARGS(DB_I(":tid", tid)), &fed_group_map, &g, NULL,
                          N_("reading the venue groups"), err);
    *gid = g.gid;
    *lid = g.lid;
    *matchday = g.matchday;
    return rc;
}
