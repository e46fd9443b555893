/* db_register.c - see db_register.h */
#include "db_register.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_day.h"
#include "db_internal.h"
#include "db_rows.h"
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

static void reg_clear_v(void *e)
{
    db_reg_clear(e);
}

void db_regs_free(db_reg *v, size_t n)
{
    dn_free(v, n, sizeof *v, reg_clear_v);
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

static void reg_row(db_stmt *st, void *elem)
{
    db_reg *r = elem;
    r->id = db_col_int64(st, 0);
    r->name = db_col_str(st, 1);
    r->club = db_col_str(st, 2);
    r->created = db_col_str(st, 3);
    r->state = db_reg_state_of(db_col_text(st, 4));
    r->player_id = db_col_int64(st, 5);
}

int db_reg_list(db *d, int64_t tid, bool waiting_only, db_reg **out, size_t *n, sk_err *err)
{
    return db_query_fn_list(d, waiting_only
                                   ? "SELECT " REG_COLS " FROM registrations WHERE "
                                     "tournament_id = :tid AND state = 'waiting' ORDER BY id"
                                   : "SELECT " REG_COLS " FROM registrations WHERE "
                                     "tournament_id = :tid ORDER BY id",
                            DB_ARGS(DB_I(":tid", tid)), reg_row, reg_clear_v, sizeof **out,
                            (void **)out, n, "reading the registrations", err);
}

int db_reg_get(db *d, int64_t tid, int64_t id, db_reg *out, sk_err *err)
{
    bool found;
    int rc = db_query_fn_one(d, "SELECT " REG_COLS " FROM registrations "
                                "WHERE tournament_id = :tid AND id = :id",
                             DB_ARGS(DB_I(":tid", tid), DB_I(":id", id)), reg_row, out,
                             sizeof *out, &found, "reading the registration", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("registration #%lld does not exist in this tournament "
                        "(see 'attendance queue')"), (long long)id);
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
        /* to the second, as the column always had it: 2026-11-22T05:06:07Z */
        char now[DB_NOW_SIZE], decided[DB_NOW_SIZE];
        db_now(now);
        snprintf(decided, sizeof decided, "%.19sZ", now);
        rc = db_run(d, "UPDATE registrations SET state = :state, player_id = :player_id, "
                       "decided = :decided WHERE id = :id",
                    DB_ARGS(DB_I(":id", id), DB_S(":decided", decided),
                            DB_S(":state", state_name[state]), DB_IN(":player_id", player_id)),
                    "deciding the registration", err);
    }
    return db_finish(d, rc, err);
}
