/* db_register.c - see db_register.h */
#include "db_register.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_day.h"
#include "db_internal.h"
#include "text.h"

/* stored as these words; N_ marks them for the messages that name a state */
static const char *const state_name[] = {N_("waiting"), N_("confirmed"), N_("rejected")};

void db_reg_clear(db_reg *r)
{
    free(r->name);
    free(r->club);
    free(r->created);
    memset(r, 0, sizeof *r);
}

void db_regs_free(db_reg *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        db_reg_clear(&v[i]);
    free(v);
}

int db_reg_add(db *d, int64_t tid, const char *name, const char *club, int64_t *id,
               sk_err *err)
{
    db_prereg r;
    memset(&r, 0, sizeof r);
    r.name = (char *)name;
    r.club = (char *)club;
    return db_prereg_add(d, tid, &r, id, err); /* the same row without the day's details */
}

#define REG_COLS "id, name, club, created, state, coalesce(player_id, 0)"

static void reg_row(db_stmt *st, db_reg *r)
{
    memset(r, 0, sizeof *r);
    r->id = db_col_int64(st, 0);
    r->name = db_col_str(st, 1);
    r->club = db_col_str(st, 2);
    r->created = db_col_str(st, 3);
    const char *s = db_col_text(st, 4);
    for (int i = 0; s && i < 3; i++)
        if (strcmp(s, state_name[i]) == 0)
            r->state = (db_reg_state)i;
    r->player_id = db_col_int64(st, 5);
}

int db_reg_list(db *d, int64_t tid, bool waiting_only, db_reg **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, waiting_only
                                      ? "SELECT " REG_COLS " FROM registrations WHERE "
                                        "tournament_id = :tid AND state = 'waiting' ORDER BY id"
                                      : "SELECT " REG_COLS " FROM registrations WHERE "
                                        "tournament_id = :tid ORDER BY id",
                               err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    size_t cap = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 16);
        reg_row(st, &(*out)[(*n)++]);
    }
    db_finalize(st);
    if (s != DB_DONE) {
        db_regs_free(*out, *n);
        *out = NULL;
        *n = 0;
        return db_sqlerr(d, err, "reading the registrations");
    }
    return SK_OK;
}

int db_reg_get(db *d, int64_t tid, int64_t id, db_reg *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_stmt *st = db_prep(d, "SELECT " REG_COLS " FROM registrations "
                                  "WHERE tournament_id = :tid AND id = :id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":id", id);
    int s = db_step(st), rc = SK_OK;
    if (s == DB_ROW)
        reg_row(st, out);
    else if (s == DB_DONE)
        rc = sk_err_set(err, SK_INVALID, _("registration #%lld does not exist in this tournament "
                        "(see 'attendance queue')"), (long long)id);
    else
        rc = db_sqlerr(d, err, "reading the registration");
    db_finalize(st);
    return rc;
}

int db_reg_decide(db *d, int64_t tid, int64_t id, db_reg_state state, int64_t player_id,
                  sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_reg r;
    rc = db_reg_get(d, tid, id, &r, err);
    if (rc == SK_OK && r.state != DB_REG_WAITING)
        rc = sk_err_set(err, SK_INVALID, _("registration #%lld (%s) is already %s"), (long long)id,
                        r.name, _(state_name[r.state]));
    db_reg_clear(&r);
    if (rc == SK_OK) {
        db_stmt *st = db_prep(d, "UPDATE registrations SET state = :state, player_id = :player_id, "
                                      "decided = :decided WHERE id = :id", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        /* to the second, as the column always had it: 2026-11-22T05:06:07Z */
        char now[DB_NOW_SIZE], decided[DB_NOW_SIZE];
        db_now(now);
        snprintf(decided, sizeof decided, "%.19sZ", now);
        db_bind_int(st, ":id", id);
        db_bind_text(st, ":decided", decided);
        db_bind_text(st, ":state", state_name[state]);
        if (player_id)
            db_bind_int(st, ":player_id", player_id);
        else
            db_bind_null(st, ":player_id");
        if (db_step(st) != DB_DONE)
            rc = db_sqlerr(d, err, "deciding the registration");
        db_finalize(st);
    }
    return db_finish(d, rc, err);
}
