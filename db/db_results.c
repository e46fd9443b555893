/* db_results.c - see db_results.h */
#include "db_results.h"
#include "db_fed_internal.h"
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

int db_fed_settings_get(db *d, int64_t lid, db_fed_settings *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_stmt *st = db_prep(d, "SELECT protest_days, confirm_by, publish_dir, publish_stale FROM leagues "
                             "WHERE id = :lid", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW) {
        out->protest_days = db_col_int(st, 0);
        const char *c = db_col_text(st, 1);
        out->confirm_by_leader = c && strcmp(c, "leader") == 0;
        out->publish_dir = db_col_str(st, 2);
        out->publish_stale = db_col_int(st, 3) != 0;
    } else if (rc == DB_DONE) {
        r = sk_err_set(err, SK_INVALID, _("league #%lld does not exist"), (long long)lid);
    } else {
        r = db_sqlerr(d, err, "reading the league's settings");
    }
    db_finalize(st);
    return r;
}

int db_fed_settings_set(db *d, int64_t lid, int protest_days, int confirm,
                        const char *publish_dir, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "UPDATE leagues SET "
                             "protest_days = CASE WHEN :pd < 0 THEN protest_days ELSE :pd END, "
                             "confirm_by = CASE :cb WHEN 1 THEN 'captain' WHEN 2 THEN 'leader' "
                             "             ELSE confirm_by END, "
                             "publish_dir = CASE WHEN :keep = 1 THEN publish_dir ELSE :dir END "
                             "WHERE id = :lid", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_int(st, ":pd", protest_days);
    db_bind_int(st, ":cb", confirm);
    db_bind_int(st, ":keep", publish_dir ? 0 : 1);
    db_bind_text(st, ":dir", publish_dir && *publish_dir ? publish_dir : NULL);
    db_bind_int(st, ":lid", lid);
    rc = db_fx_run(d, st, "changing the league's settings", err);
    return db_finish(d, rc, err);
}

int db_fed_publish_stale_set(db *d, int64_t lid, bool stale, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "UPDATE leagues SET publish_stale = :st WHERE id = :lid "
                             "AND publish_stale <> :st", err);
    if (st) {
        db_bind_int(st, ":st", stale ? 1 : 0);
        db_bind_int(st, ":lid", lid);
        rc = db_fx_run(d, st, "noting whether the public files are current", err);
    } else {
        rc = SK_FAIL;
    }
    return db_finish(d, rc, err);
}

void db_fed_results_free(db_fed_result *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].tournament);
        free(v[i].date);
        free(v[i].place);
        free(v[i].reported);
        free(v[i].confirmed);
        free(v[i].released);
        free(v[i].binding);
        free(v[i].incomplete);
    }
    free(v);
}

int db_fed_results(db *d, int64_t lid, int matchday, db_fed_result **out, size_t *n,
                   sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d,
                          "SELECT g.id, g.league_id, m.number, g.venue_no, t.id, t.name, m.date, "
                          "       p.name, r.state, r.reported, r.confirmed, r.released, "
                          "       r.binding, r.incomplete, "
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
                          err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_bind_int(st, ":md", matchday);
    db_fed_result *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = db_grow(v, cnt, &cap, sizeof *v, 8);
        db_fed_result *x = &v[cnt++];
        memset(x, 0, sizeof *x);
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
    db_finalize(st);
    if (rc != DB_DONE) {
        db_fed_results_free(v, cnt);
        return db_sqlerr(d, err, "reading the results");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

int db_fed_result_report(db *d, int64_t gid, const char *at, bool *new, sk_err *err)
{
    *new = false;
    db_stmt *st = db_prep(d, "INSERT INTO fed_results (group_id, state, reported) "
                             "VALUES (:gid, 'reported', :at) "
                             "ON CONFLICT (group_id) DO NOTHING RETURNING group_id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":gid", gid);
    db_bind_text(st, ":at", at);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW)
        *new = true;
    else if (rc != DB_DONE)
        r = db_sqlerr(d, err, "noting the report");
    if (rc == DB_ROW && db_step(st) != DB_DONE)
        r = db_sqlerr(d, err, "noting the report");
    db_finalize(st);
    return r;
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
    db_stmt *st = db_prep(d, sql[state], err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":at", at);
    db_bind_int(st, ":gid", gid);
    return db_fx_run(d, st, "storing the result's step", err);
}

int db_fed_result_incomplete(db *d, int64_t gid, const char *reason, sk_err *err)
{
    db_stmt *st = db_prep(d, "UPDATE fed_results SET incomplete = :why WHERE group_id = :gid",
                          err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":why", reason && *reason ? reason : NULL);
    db_bind_int(st, ":gid", gid);
    return db_fx_run(d, st, "storing why the result is released incomplete", err);
}

void db_fed_logs_free(db_fed_log *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].at);
        free(v[i].step);
        free(v[i].by_who);
        free(v[i].reason);
    }
    free(v);
}

int db_fed_log_add(db *d, int64_t gid, const char *at, const char *step, const char *by,
                   int64_t code_id, const char *reason, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO fed_result_log (group_id, at, step, by_who, code_id, "
                             "reason) VALUES (:gid, :at, :step, :by, :code, :reason)", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":gid", gid);
    db_bind_text(st, ":at", at);
    db_bind_text(st, ":step", step);
    db_bind_text(st, ":by", by);
    if (code_id)
        db_bind_int(st, ":code", code_id);
    else
        db_bind_null(st, ":code");
    db_bind_text(st, ":reason", reason);
    return db_fx_run(d, st, "logging the step", err);
}

int db_fed_logs(db *d, int64_t lid, int matchday, db_fed_log **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d,
                          "SELECT l.id, m.number, g.venue_no, l.at, l.step, l.by_who, l.reason, "
                          "       COALESCE(l.code_id, 0) "
                          "  FROM fed_result_log l JOIN league_venues g ON g.id = l.group_id "
                          "  JOIN league_matchdays m ON m.id = g.matchday_id "
                          " WHERE g.league_id = :lid AND (:md = 0 OR m.number = :md) "
                          " ORDER BY l.id",
                          err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_bind_int(st, ":md", matchday);
    db_fed_log *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = db_grow(v, cnt, &cap, sizeof *v, 16);
        db_fed_log *x = &v[cnt++];
        x->id = db_col_int64(st, 0);
        x->matchday = db_col_int(st, 1);
        x->venue_no = db_col_int(st, 2);
        x->at = db_col_str(st, 3);
        x->step = db_col_str(st, 4);
        x->by_who = db_col_str(st, 5);
        x->reason = db_col_str(st, 6);
        x->code_id = db_col_int64(st, 7);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_fed_logs_free(v, cnt);
        return db_sqlerr(d, err, "reading the log");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

/* A tournament's venue group: its id, league and match day. */
typedef struct fed_group {
    int64_t gid, lid;
    int matchday;
} fed_group;

static void fed_group_row(db_stmt *st, void *elem)
{
    fed_group *g = elem;
    g->gid = db_col_int64(st, 0);
    g->lid = db_col_int64(st, 1);
    g->matchday = db_col_int(st, 2);
}

int db_fed_group_of(db *d, int64_t tid, int64_t *gid, int64_t *lid, int *matchday,
                    sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT g.id, g.league_id, m.number FROM league_venues g "
                             "JOIN league_matchdays m ON m.id = g.matchday_id "
                             "WHERE g.tournament_id = :tid", err);
    if (st)
        db_bind_int(st, ":tid", tid);
    fed_group g;
    bool found;
    int rc = dn_one(d, st, fed_group_row, &g, sizeof g, &found, N_("reading the venue groups"),
                    err);
    *gid = g.gid;
    *lid = g.lid;
    *matchday = g.matchday;
    return rc;
}
