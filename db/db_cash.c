/* db_cash.c - see db_cash.h */
#include "db_cash.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "db_internal.h"
#include "db_rows.h"

int db_cash_add(db *d, int64_t tid, const db_cash_move *m, sk_err *err)
{
    return db_run(d,
                  "INSERT INTO cash_moves(tournament_id, player_id, registration_id, "
                  "kind, ct, method, at) VALUES (:tid, :pid, :rid, :kind, :ct, "
                  ":method, :at)",
                  DB_ARGS(DB_I(":tid", tid), DB_IN(":pid", m->player_id), DB_IN(":rid", m->reg_id),
                          DB_S(":kind", m->kind == DB_CASH_REFUND ? "refund" : "donation"),
                          DB_I(":ct", m->ct), DB_S(":method", m->transfer ? "transfer" : "cash"),
                          DB_S(":at", m->at)),
                  N_("storing a refund or donation"), err);
}

static void move_row(db_stmt *st, void *elem)
{
    db_cash_move *m = elem;
    m->id = db_col_int64(st, 0);
    m->player_id = db_col_int64(st, 1);
    m->reg_id = db_col_int64(st, 2);
    const char *k = db_col_text(st, 3);
    m->kind = k && strcmp(k, "donation") == 0 ? DB_CASH_DONATION : DB_CASH_REFUND;
    m->ct = db_col_int64(st, 4);
    const char *how = db_col_text(st, 5);
    m->transfer = how && strcmp(how, "transfer") == 0;
    dn_text_into(st, 6, m->at, sizeof m->at);
}

int db_cash_list(db *d, int64_t tid, db_cash_move **out, size_t *n, sk_err *err)
{
    return db_query_fn_list(d,
                            "SELECT id, COALESCE(player_id, 0), COALESCE(registration_id, 0), "
                            "kind, ct, method, at FROM cash_moves WHERE tournament_id = :tid "
                            "ORDER BY id",
                            DB_ARGS(DB_I(":tid", tid)), move_row, NULL, sizeof **out, (void **)out,
                            n, N_("reading the refunds and donations"), err);
}

int db_desk_over_add(db *d, int64_t tid, int64_t pid, long long ct, const char *at,
                     sk_err *err)
{
    return db_run(d, "INSERT INTO desk_overpaid(tournament_id, player_id, ct, at) "
                     "VALUES (:tid, :pid, :ct, :at)",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid), DB_I(":ct", ct),
                          DB_S(":at", at)),
                  N_("storing the cash paid above the fee"), err);
}

static const db_field over_fields[] = {DB_F_I64(db_desk_over, player_id),
                                       DB_F_LL(db_desk_over, ct), DB_F_TEXT(db_desk_over, at)};
static const db_map over_map = DB_MAP(db_desk_over, over_fields);

int db_desk_over_list(db *d, int64_t tid, db_desk_over **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT player_id, ct, at FROM desk_overpaid WHERE "
                            "tournament_id = :tid ORDER BY id",
                         DB_ARGS(DB_I(":tid", tid)), &over_map, (void **)out, n,
                         N_("reading the cash paid above the fee"), err);
}
