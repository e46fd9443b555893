/* db_seatbox.c - see db_seatbox.h */
#include "db_seatbox.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_rows.h"

static void plan_row(db_stmt *st, void *elem)
{
    db_plan *p = elem;
    p->series_no = db_col_int(st, 0);
    p->tables = db_col_int(st, 1);
    p->seed = (uint64_t)db_col_int64(st, 2);
    dn_text_into(st, 3, p->separate, sizeof p->separate);
    p->closed = db_col_int(st, 4) != 0;
}

#define PLAN_COLS "series_no, tables, seed, COALESCE(separate, ''), closed"

int db_plan_get(db *d, int64_t tid, int series_no, db_plan *out, bool *found, sk_err *err)
{
    return db_query_fn_one(d,
                           "SELECT " PLAN_COLS " FROM checkin_plans "
                           "WHERE tournament_id = :tid AND series_no = :s",
                           DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no)), plan_row, out,
                           sizeof *out, found, N_("reading the check-in plan"), err);
}

int db_plan_list(db *d, int64_t tid, db_plan **out, size_t *n, sk_err *err)
{
    return db_query_fn_list(d,
                            "SELECT " PLAN_COLS " FROM checkin_plans "
                            "WHERE tournament_id = :tid ORDER BY series_no",
                            DB_ARGS(DB_I(":tid", tid)), plan_row, NULL, sizeof **out, (void **)out,
                            n, N_("reading the check-in plans"), err);
}

int db_plan_open(db *d, int64_t tid, const db_plan *p, sk_err *err)
{
    int64_t got;
    bool found;
    int rc = db_query_int(d, "INSERT INTO checkin_plans(tournament_id, series_no, tables, "
                             "seed, separate) VALUES (:tid, :s, :tables, :seed, :sep) "
                             "ON CONFLICT(tournament_id, series_no) DO NOTHING "
                             "RETURNING series_no",
                          DB_ARGS(DB_I(":tid", tid), DB_I(":s", p->series_no),
                                  DB_I(":tables", p->tables), DB_I(":seed", (int64_t)p->seed),
                                  DB_S(":sep", p->separate[0] ? p->separate : NULL)),
                          &got, &found, "opening the check-in", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("series %d is seated at check-in already"),
                        p->series_no);
    return rc;
}

static int plan_exec(db *d, const char *sql, int64_t tid, int series_no, const char *what,
                     sk_err *err)
{
    return db_run(d, sql, DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no)), what, err);
}

int db_plan_close(db *d, int64_t tid, int series_no, sk_err *err)
{
    return plan_exec(d, "UPDATE checkin_plans SET closed = 1 WHERE tournament_id = :tid AND "
                        "series_no = :s", tid, series_no, N_("closing the check-in"), err);
}

int db_plan_remove(db *d, int64_t tid, int series_no, sk_err *err)
{
    return plan_exec(d, "DELETE FROM checkin_plans WHERE tournament_id = :tid AND "
                        "series_no = :s", tid, series_no, N_("removing the check-in plan"), err);
}

static const db_field box_fields[] = {
    DB_F_INT(db_box_seat, table_no), DB_F_INT(db_box_seat, seat),
    DB_F_I64(db_box_seat, player_id), DB_F_I64(db_box_seat, arrival)};
static const db_map box_map = DB_MAP(db_box_seat, box_fields);

int db_box_seats(db *d, int64_t tid, int series_no, db_box_seat **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT table_no, seat, player_id, arrival FROM checkin_seats "
                            "WHERE tournament_id = :tid AND series_no = :s "
                            "ORDER BY table_no, seat",
                         DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no)), &box_map,
                         (void **)out, n, N_("reading the seats drawn at check-in"), err);
}

int db_box_seat_add(db *d, int64_t tid, int series_no, const db_box_seat *b, sk_err *err)
{
    return db_run(d,
                  "INSERT INTO checkin_seats(tournament_id, series_no, table_no, "
                  "seat, player_id, arrival) VALUES (:tid, :s, :t, :seat, :pid, "
                  ":arrival)",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no), DB_I(":t", b->table_no),
                          DB_I(":seat", b->seat), DB_I(":pid", b->player_id),
                          DB_I(":arrival", b->arrival)),
                  N_("storing the seat drawn"), err);
}

/* Run sql with :tid, :s, :t (a table number) and, when not 0, :pid and
 * :seat bound (0: the statement has no such parameter). */
static int table_exec(db *d, const char *sql, int64_t tid, int series_no, int table_no,
                      int64_t pid, int seat, sk_err *err)
{
    db_arg a[5] = {DB_I(":tid", tid), DB_I(":s", series_no), DB_I(":t", table_no)};
    size_t k = 3;
    if (pid)
        a[k++] = DB_I(":pid", pid);
    if (seat)
        a[k++] = DB_I(":seat", seat);
    return db_run(d, sql, (db_args){a, k}, N_("changing the seating"), err);
}

#define TABLE_ID "(SELECT x.id FROM tables x JOIN series s ON s.id = x.series_id " \
                 "WHERE s.tournament_id = :tid AND s.series_no = :s AND x.table_no = :t)"
#define SERIES_ID "(SELECT id FROM series WHERE tournament_id = :tid AND series_no = :s)"

int db_late_fill(db *d, int64_t tid, int series_no, int table_no, int64_t pid, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = table_exec(d, "UPDATE tables SET size = 4 WHERE id = " TABLE_ID " AND size = 3", tid,
                    series_no, table_no, 0, 0, err);
    if (rc == SK_OK)
        rc = table_exec(d, "INSERT INTO seats(table_id, series_id, seat, player_id) VALUES ("
                           TABLE_ID ", " SERIES_ID ", 4, :pid)", tid, series_no, table_no, pid,
                        0, err);
    return db_finish(d, rc, err);
}

int db_late_table(db *d, int64_t tid, int series_no, int new_no, const int64_t who[4],
                  sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = table_exec(d, "INSERT INTO tables(series_id, table_no, size) VALUES (" SERIES_ID
                       ", :t, 4)", tid, series_no, new_no, 0, 0, err);
    for (int k = 0; rc == SK_OK && k < 4; k++)
        rc = table_exec(d, "INSERT INTO seats(table_id, series_id, seat, player_id) VALUES ("
                           TABLE_ID ", " SERIES_ID ", :seat, :pid)", tid, series_no, new_no,
                        who[k], k + 1, err);
    return db_finish(d, rc, err);
}

int db_late_open(db *d, int64_t tid, int series_no, int from1, int from2, int new_no,
                 int64_t pid, const int seat_of[3], sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t moved[2] = {0, 0};
    int from[2] = {from1, from2};
    for (int k = 0; rc == SK_OK && k < 2; k++) {
        rc = db_query_int(d, "DELETE FROM seats WHERE table_id = " TABLE_ID
                             " AND seat = 4 RETURNING player_id",
                          DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no), DB_I(":t", from[k])),
                          &moved[k], NULL, "changing the seating", err);
        if (rc == SK_OK && !moved[k])
            rc = sk_err_set(err, SK_INVALID, _("table %d has no seat 4"), from[k]);
        if (rc == SK_OK)
            rc = table_exec(d, "UPDATE tables SET size = 3 WHERE id = " TABLE_ID, tid, series_no,
                            from[k], 0, 0, err);
    }
    if (rc == SK_OK)
        rc = table_exec(d, "INSERT INTO tables(series_id, table_no, size) VALUES (" SERIES_ID
                           ", :t, 3)", tid, series_no, new_no, 0, 0, err);
    int64_t who[3] = {moved[0], moved[1], pid};
    for (int k = 0; rc == SK_OK && k < 3; k++)
        rc = table_exec(d, "INSERT INTO seats(table_id, series_id, seat, player_id) VALUES ("
                           TABLE_ID ", " SERIES_ID ", :seat, :pid)", tid, series_no, new_no,
                        who[k], seat_of[k], err);
    return db_finish(d, rc, err);
}
