/* db_protests.c - see db_protests.h */
#include "db_protests.h"
#include "db_internal.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void db_fed_protest_clear(db_fed_protest *p)
{
    if (p)
        SK_CLEAR(p, p->team, p->by_who, p->filed, p->reason, p->state, p->decided, p->decided_by,
                 p->decision);
}

void db_fed_protests_free(db_fed_protest *v, size_t n)
{
    SK_FREE_ARRAY(v, n, db_fed_protest_clear);
}

int db_fed_protest_add(db *d, int64_t gid, int64_t code_id, int64_t team_id, const char *by,
                       const char *at, const char *reason, int64_t *id, sk_err *err)
{
    *id = 0;
    db_stmt *st = db_prep(d, "INSERT INTO fed_protests (group_id, code_id, team_id, by_who, "
                             "filed, reason) VALUES (:gid, :code, :team, :by, :at, :reason) "
                             "RETURNING id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":gid", gid);
    if (code_id)
        db_bind_int(st, ":code", code_id);
    else
        db_bind_null(st, ":code");
    if (team_id)
        db_bind_int(st, ":team", team_id);
    else
        db_bind_null(st, ":team");
    db_bind_text(st, ":by", by);
    db_bind_text(st, ":at", at);
    db_bind_text(st, ":reason", reason);
    int rc = SK_OK;
    if (db_step(st) == DB_ROW) {
        *id = db_col_int64(st, 0);
        if (db_step(st) != DB_DONE)
            rc = db_sqlerr(d, err, "storing the protest");
    } else {
        rc = db_sqlerr(d, err, "storing the protest");
    }
    db_finalize(st);
    return rc;
}

#define PROTEST_COLS \
    "SELECT p.id, p.group_id, g.league_id, g.tournament_id, m.number, g.venue_no, t.name, " \
    "       p.by_who, p.filed, p.reason, p.state, p.decided, p.decided_by, p.decision, " \
    "       COALESCE(p.code_id, 0), COALESCE(p.team_id, 0) " \
    "  FROM fed_protests p JOIN league_venues g ON g.id = p.group_id " \
    "  JOIN league_matchdays m ON m.id = g.matchday_id " \
    "  LEFT JOIN league_teams t ON t.id = p.team_id "

static void read_row(db_stmt *st, db_fed_protest *x)
{
    memset(x, 0, sizeof *x);
    x->id = db_col_int64(st, 0);
    x->group_id = db_col_int64(st, 1);
    x->league_id = db_col_int64(st, 2);
    x->tournament_id = db_col_int64(st, 3);
    x->matchday = db_col_int(st, 4);
    x->venue_no = db_col_int(st, 5);
    x->team = db_col_str(st, 6);
    x->by_who = db_col_str(st, 7);
    x->filed = db_col_str(st, 8);
    x->reason = db_col_str(st, 9);
    x->state = db_col_str(st, 10);
    x->decided = db_col_str(st, 11);
    x->decided_by = db_col_str(st, 12);
    x->decision = db_col_str(st, 13);
    x->code_id = db_col_int64(st, 14);
    x->team_id = db_col_int64(st, 15);
}

int db_fed_protests(db *d, int64_t lid, int matchday, bool open_only, db_fed_protest **out,
                    size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, PROTEST_COLS
                          " WHERE g.league_id = :lid AND (:md = 0 OR m.number = :md) "
                          "   AND (:open = 0 OR p.state = 'open') ORDER BY p.id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_bind_int(st, ":md", matchday);
    db_bind_int(st, ":open", open_only ? 1 : 0);
    db_fed_protest *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = db_grow(v, cnt, &cap, sizeof *v, 8);
        read_row(st, &v[cnt++]);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_fed_protests_free(v, cnt);
        return db_sqlerr(d, err, "reading the protests");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

int db_fed_protest_get(db *d, int64_t id, db_fed_protest *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_stmt *st = db_prep(d, PROTEST_COLS " WHERE p.id = :id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":id", id);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW)
        read_row(st, out);
    else if (rc == DB_DONE)
        r = sk_err_set(err, SK_INVALID, _("protest #%lld does not exist"), (long long)id);
    else
        r = db_sqlerr(d, err, "reading the protests");
    db_finalize(st);
    return r;
}

int db_fed_protest_decide(db *d, int64_t id, const char *state, const char *at, const char *by,
                          const char *decision, sk_err *err)
{
    db_stmt *st = db_prep(d, "UPDATE fed_protests SET state = :st, decided = :at, "
                             "decided_by = :by, decision = :why "
                             " WHERE id = :id AND state = 'open' RETURNING id", err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":st", state);
    db_bind_text(st, ":at", at);
    db_bind_text(st, ":by", by);
    db_bind_text(st, ":why", decision && *decision ? decision : NULL);
    db_bind_int(st, ":id", id);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW) {
        if (db_step(st) != DB_DONE)
            r = db_sqlerr(d, err, "deciding the protest");
    } else if (rc == DB_DONE) {
        r = sk_err_set(err, SK_INVALID, _("protest #%lld is decided already"), (long long)id);
    } else {
        r = db_sqlerr(d, err, "deciding the protest");
    }
    db_finalize(st);
    return r;
}
