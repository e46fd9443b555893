/* db_seating.c - series, tables and seats. */
#include "db_internal.h"
#include "i18n.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_rows.h"

#include <stdlib.h>
#include <string.h>

void db_table_clear(db_table *t)
{
    if (!t)
        return;
    for (int i = 0; i < 4; i++) {
        free(t->seats[i].name);
        free(t->seats[i].club);
    }
    memset(t, 0, sizeof *t);
}

void db_series_clear(db_series *s)
{
    if (!s)
        return;
    for (size_t i = 0; i < s->ntables; i++)
        db_table_clear(&s->tables[i]);
    free(s->tables);
    free(s->method);
    memset(s, 0, sizeof *s);
}

/* Rows per multi-row statement (4 parameters a row at most: far below
 * either engine's limit of parameters). */
#define SEAT_ROWS 200

/* A statement of head, k rows of row separated by commas, and tail, each
 * '#' of row written as the row's number r (":n_#" the parameter
 * ":n_0", ":n_1", ...): its text into sql (the caller frees it, after
 * the statement) and prepared. */
static db_stmt *prep_rows(db *d, sk_buf *sql, const char *head, const char *row, size_t k,
                          const char *tail, sk_err *err)
{
    sk_buf_add(sql, head);
    for (size_t r = 0; r < k; r++) {
        sk_buf_add(sql, r ? ", " : "");
        for (const char *c = row; *c; c++)
            if (*c == '#')
                sk_buf_printf(sql, "%zu", r);
            else
                sk_buf_addn(sql, c, 1);
    }
    sk_buf_add(sql, tail);
    return db_prep(d, sql->s, err);
}

/* Bind integer v to parameter "name_r" (name as ":x_"). */
static void bind_nth(db_stmt *st, const char *name, size_t r, int64_t v)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%s%zu", name, r);
    db_bind_int(st, buf, v);
}

/* Does every player of ids[0..n) exist?  The first one that does not is
 * SK_INVALID "player id N does not exist", as db_player_get says it. */
static int players_exist(db *d, const int64_t *ids, size_t n, sk_err *err)
{
    bool *there = xcalloc(n ? n : 1, sizeof *there);
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i += SEAT_ROWS) {
        size_t k = n - i < SEAT_ROWS ? n - i : SEAT_ROWS;
        sk_buf sql = {0};
        db_stmt *st = prep_rows(d, &sql, "SELECT id FROM players WHERE id IN (", ":p_#", k,
                                ")", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            for (size_t r = 0; r < k; r++)
                bind_nth(st, ":p_", r, ids[i + r]);
            int s;
            while ((s = db_step(st)) == DB_ROW) {
                int64_t id = db_col_int64(st, 0);
                for (size_t j = 0; j < n; j++)
                    there[j] |= ids[j] == id;
            }
            if (s != DB_DONE)
                rc = db_sqlerr(d, err, "reading a player");
            db_finalize(st);
        }
        sk_buf_free(&sql);
    }
    for (size_t j = 0; rc == SK_OK && j < n; j++)
        if (!there[j])
            rc = sk_err_set(err, SK_INVALID, _("player id %lld does not exist"),
                            (long long)ids[j]);
    free(there);
    return rc;
}

/* Store the tables of series sid, their row ids into tabids[i] (by
 * table_no: RETURNING's order is not the VALUES'). */
static int put_tables(db *d, int64_t sid, const db_table *tables, size_t n, int64_t *tabids,
                      sk_err *err)
{
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i += SEAT_ROWS) {
        size_t k = n - i < SEAT_ROWS ? n - i : SEAT_ROWS;
        sk_buf sql = {0};
        db_stmt *st = prep_rows(d, &sql, "INSERT INTO tables(series_id, table_no, size) VALUES ",
                                "(:sid, :n_#, :z_#)", k, " RETURNING id, table_no", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            db_bind_int(st, ":sid", sid);
            for (size_t r = 0; r < k; r++) {
                bind_nth(st, ":n_", r, tables[i + r].table_no);
                bind_nth(st, ":z_", r, tables[i + r].size);
            }
            int s;
            while ((s = db_step(st)) == DB_ROW) {
                int64_t id = db_col_int64(st, 0);
                int no = db_col_int(st, 1);
                for (size_t r = 0; r < k; r++)
                    if (tables[i + r].table_no == no)
                        tabids[i + r] = id;
            }
            if (s != DB_DONE)
                rc = db_sqlerr(d, err, "storing a table");
            db_finalize(st);
        }
        sk_buf_free(&sql);
    }
    return rc;
}

/* Store the seats of the tables (row ids tabids) of series sid. */
static int put_seats(db *d, int64_t sid, const db_table *tables, size_t n, const int64_t *tabids,
                     sk_err *err)
{
    int rc = SK_OK;
    size_t i = 0;
    int s0 = 0; /* the next seat: tables[i].seats[s0] */
    while (rc == SK_OK && i < n) {
        /* the seats from (i, s0) on, SEAT_ROWS of them at most */
        size_t k = 0, ti = i;
        for (int s = s0; ti < n && k < SEAT_ROWS; s = 0, ti++)
            for (; s < tables[ti].size && k < SEAT_ROWS; s++)
                k++;
        sk_buf sql = {0};
        db_stmt *st = prep_rows(d, &sql, "INSERT INTO seats(table_id, series_id, seat, player_id) "
                                "VALUES ", "(:t_#, :sid, :s_#, :p_#)", k, "", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            db_bind_int(st, ":sid", sid);
            for (size_t r = 0; r < k; r++) {
                bind_nth(st, ":t_", r, tabids[i]);
                bind_nth(st, ":s_", r, s0 + 1);
                bind_nth(st, ":p_", r, tables[i].seats[s0].player_id);
                if (++s0 == tables[i].size) {
                    s0 = 0;
                    i++;
                }
            }
            rc = dn_write(d, st, "storing a seat", err);
        }
        sk_buf_free(&sql);
    }
    return rc;
}

static int store(db *d, const db_tournament *t, int series_no, const char *method, bool has_seed,
                 uint64_t seed, const db_table *tables, size_t ntables, sk_err *err)
{
    if (series_no < 1 || series_no > t->series_count)
        return sk_err_set(err, SK_INVALID, _("series %d does not exist: '%s' has series 1 to %d"),
                          series_no, t->name, t->series_count);
    if (ntables == 0)
        return sk_err_set(err, SK_INVALID, _("series %d: no tables to seat"), series_no);
    for (size_t i = 0; i < ntables; i++) {
        if (tables[i].table_no < 1)
            return sk_err_set(err, SK_INVALID, _("table %d is impossible: tables count from 1"),
                              tables[i].table_no);
        if (tables[i].size != 3 && tables[i].size != 4)
            return sk_err_set(err, SK_INVALID, _("table %d has %d players: a table has 3 or 4"),
                              tables[i].table_no, tables[i].size);
        for (size_t j = 0; j < i; j++)
            if (tables[j].table_no == tables[i].table_no)
                return sk_err_set(err, SK_INVALID, _("table %d is given twice"), tables[i].table_no);
        for (int s = 0; s < tables[i].size; s++)
            for (size_t j = 0; j <= i; j++)
                for (int s2 = 0; s2 < tables[j].size; s2++) {
                    if (j == i && s2 >= s)
                        break;
                    if (tables[j].seats[s2].player_id == tables[i].seats[s].player_id) {
                        db_player p;
                        sk_err e2;
                        sk_err_clear(&e2);
                        db_player_get(d, tables[i].seats[s].player_id, &p, &e2);
                        int rc = sk_err_set(err, SK_INVALID,
                                            _("player %s is seated twice in series %d (table %d "
                                            "seat %d and table %d seat %d): once per series"),
                                            p.name ? p.name : "?", series_no, tables[j].table_no,
                                            s2 + 1, tables[i].table_no, s + 1);
                        db_player_clear(&p);
                        return rc;
                    }
                }
    }
    /* games already recorded? */
    int64_t games = 0;
    int rc = db_count(d, "SELECT count(*) FROM game_tables g JOIN tables x ON x.id = g.table_id "
                         "JOIN series s ON s.id = x.series_id "
                         "WHERE s.tournament_id = :id AND s.series_no = :series_no",
                      DB_ARGS(DB_I(":id", t->id), DB_I(":series_no", series_no)), &games,
                      "counting games", err);
    if (rc != SK_OK)
        return rc;
    if (games > 0)
        return sk_err_set(err, SK_INVALID, _("series %d already has %d recorded game%s: its seating "
                          "cannot change"), series_no, (int)games, games == 1 ? "" : "s");

    rc = db_run(d, "DELETE FROM series WHERE tournament_id = :id AND series_no = :series_no",
                DB_ARGS(DB_I(":id", t->id), DB_I(":series_no", series_no)),
                "replacing the seating", err);
    if (rc != SK_OK)
        return rc;
    /* audit rows of the old tables go with them (ON DELETE CASCADE) */

    int64_t sid = 0;
    rc = db_query_int(d, "INSERT INTO series(tournament_id, series_no, method, seed) "
                         "VALUES (:id, :series_no, :method, :seed) RETURNING id",
                      DB_ARGS(DB_I(":id", t->id), DB_I(":series_no", series_no),
                              DB_S(":method", method),
                              has_seed ? DB_I(":seed", (int64_t)seed) : DB_NULL(":seed")),
                      &sid, NULL, "storing the series", err);
    if (rc != SK_OK)
        return rc;
    /* the players, the tables and the seats: a few set-based statements
     * (one per SEAT_ROWS rows), whatever the number of tables */
    size_t nseats = 0;
    for (size_t i = 0; i < ntables; i++)
        nseats += (size_t)tables[i].size;
    int64_t *ids = xcalloc(nseats + ntables, sizeof *ids);
    int64_t *tabids = ids + nseats;
    size_t k = 0;
    for (size_t i = 0; i < ntables; i++)
        for (int s = 0; s < tables[i].size; s++)
            ids[k++] = tables[i].seats[s].player_id;
    rc = players_exist(d, ids, nseats, err);
    if (rc == SK_OK)
        rc = put_tables(d, sid, tables, ntables, tabids, err);
    if (rc == SK_OK)
        rc = put_seats(d, sid, tables, ntables, tabids, err);
    free(ids);
    return rc;
}

int db_series_store(db *d, int64_t tid, int series_no, const char *method, bool has_seed,
                    uint64_t seed, const db_table *tables, size_t ntables, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_tournament t;
    rc = db_tournament_get(d, tid, &t, err);
    if (rc == SK_OK)
        rc = store(d, &t, series_no, method, has_seed, seed, tables, ntables, err);
    db_tournament_clear(&t);
    return db_finish(d, rc, err);
}

/* The seats of one table: bind :tabid = the table row id.  A seat's row
 * in a message is its table_id (seats has no id of its own). */
static db_stmt *prep_seats(db *d, sk_err *err)
{
    return db_prep(d, "SELECT x.seat, p.id, p.name, p.number, p.club, x.table_id FROM seats x "
                      "JOIN players p ON p.id = x.player_id "
                      "WHERE x.table_id = :tabid ORDER BY x.seat", err);
}

/* The seat in columns col.. of st (seat, player id, name, number, club,
 * its table_id: the row a message names, seats having no id) into table t. */
static int read_seat(db_stmt *st, int col, db_table *t, sk_err *err)
{
    int seat;
    if (db_col_range(st, col, 1, t->size, false, "seats", "seat", db_col_int64(st, col + 5),
                     &seat, err) != SK_OK)
        return SK_FAIL;
    db_seat *x = &t->seats[seat - 1];
    x->seat = seat;
    x->player_id = db_col_int64(st, col + 1);
    x->name = db_col_str(st, col + 2);
    x->number = db_col_int(st, col + 3);
    x->club = db_col_str(st, col + 4);
    return SK_OK;
}

/* Fill the seats of table row tabid with st (from prep_seats; reset here,
 * so one statement can serve several tables). */
static int read_seats(db *d, db_stmt *st, int64_t tabid, db_table *t, sk_err *err)
{
    db_reset(st);
    db_bind_int(st, ":tabid", tabid);
    int s;
    while ((s = db_step(st)) == DB_ROW)
        if (read_seat(st, 0, t, err) != SK_OK)
            return SK_FAIL;
    return s == DB_DONE ? SK_OK : db_sqlerr(d, err, "reading seats");
}

int db_err_undrawn(sk_err *err, int series_no)
{
    return sk_err_set(err, SK_INVALID, _("series %d has not been drawn: seat it with "
                      "'skatsheet series draw %d' or 'import seats'"), series_no, series_no);
}

/* A series' row: its id, method and seed (none: SQL NULL). */
static void series_row(db_stmt *st, void *elem)
{
    db_series *out = elem;
    out->id = db_col_int64(st, 0);
    out->method = db_col_str(st, 1);
    out->has_seed = db_col_type(st, 2) != DB_NULL;
    out->seed = (uint64_t)db_col_int64(st, 2);
}

int db_series_get(db *d, int64_t tid, int series_no, db_series *out, sk_err *err)
{
    bool found;
    int rc = db_query_fn_one(d, "SELECT id, method, seed FROM series "
                                "WHERE tournament_id = :tid AND series_no = :series_no",
                             DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)),
                             series_row, out, sizeof *out, &found, "reading the series", err);
    if (rc == SK_OK && !found)
        rc = db_err_undrawn(err, series_no);
    if (rc != SK_OK)
        return rc;
    out->tournament_id = tid;
    out->series_no = series_no;

    /* the tables with their seats in one statement (a row per seat, one
     * row of NULLs for a table nobody sits at) */
    db_stmt *st = db_prep_args(d,
                               "SELECT t.id, t.table_no, t.size, x.seat, p.id, p.name, p.number, "
                               "p.club, x.table_id FROM tables t "
                               "LEFT JOIN seats x ON x.table_id = t.id "
                               "LEFT JOIN players p ON p.id = x.player_id "
                               "WHERE t.series_id = :id ORDER BY t.table_no, x.seat",
                               DB_ARGS(DB_I(":id", out->id)), err);
    if (!st) {
        db_series_clear(out);
        return SK_FAIL;
    }
    size_t cap = 0;
    int s;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        int64_t id = db_col_int64(st, 0);
        if (out->ntables == 0 || out->tables[out->ntables - 1].id != id) {
            out->tables = sk_grow(out->tables, out->ntables, &cap, sizeof *out->tables, 8);
            db_table *t = &out->tables[out->ntables++];
            memset(t, 0, sizeof *t);
            t->id = id;
            rc = db_read_table_row(st, 1, t->id, &t->table_no, &t->size, err);
        }
        if (rc == SK_OK && db_col_type(st, 3) != DB_NULL)
            rc = read_seat(st, 3, &out->tables[out->ntables - 1], err);
    }
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(d, err, "reading tables");
    db_finalize(st);
    if (rc != SK_OK)
        db_series_clear(out);
    return rc;
}

int db_series_numbers(db *d, int64_t tid, int **nos, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT series_no FROM series WHERE tournament_id = :tid "
                            "ORDER BY series_no",
                         DB_ARGS(DB_I(":tid", tid)), &db_map_int, (void **)nos, n,
                         "listing series", err);
}

/* A row of db_table_get's look-up: the table (none: id 0) and how many
 * tables its series has. */
typedef struct table_look {
    int64_t id;
    int table_no, size, ntables;
} table_look;

static int table_look_row(db_stmt *st, void *elem, sk_err *err)
{
    table_look *r = elem;
    r->ntables = db_col_int(st, 3);
    if (db_col_type(st, 0) == DB_NULL)
        return SK_OK;
    r->id = db_col_int64(st, 0);
    return db_read_table_row(st, 1, r->id, &r->table_no, &r->size, err);
}

int db_table_get(db *d, int64_t tid, int series_no, int table_no, db_table *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    table_look *v;
    size_t n;
    int rc = db_query_checked(d, "SELECT x.id, x.table_no, x.size, "
                                 "(SELECT count(*) FROM tables y WHERE y.series_id = s.id) "
                                 "FROM series s LEFT JOIN tables x ON x.series_id = s.id "
                                 "AND x.table_no = :table_no "
                                 "WHERE s.tournament_id = :tid AND s.series_no = :series_no",
                              DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no),
                                      DB_I(":table_no", table_no)),
                              table_look_row, NULL, sizeof *v, (void **)&v, &n,
                              "reading the table", err);
    if (rc == SK_OK && n == 0)
        rc = db_err_undrawn(err, series_no);
    else if (rc == SK_OK && !v[0].id)
        rc = sk_err_set(err, SK_INVALID, _("table %d does not exist in series %d (tables 1 to %d)"),
                        table_no, series_no, v[0].ntables);
    else if (rc == SK_OK) {
        out->id = v[0].id;
        out->table_no = v[0].table_no;
        out->size = v[0].size;
    }
    free(v);
    if (rc == SK_OK) {
        db_stmt *st = prep_seats(d, err);
        rc = st ? read_seats(d, st, out->id, out, err) : SK_FAIL;
        db_finalize(st);
    }
    if (rc != SK_OK)
        db_table_clear(out);
    return rc;
}

int db_team_of_players(db *d, int64_t tid, const int64_t *player_ids, size_t n,
                       int64_t **team_ids, sk_err *err)
{
    *team_ids = xcalloc(n ? n : 1, sizeof **team_ids);
    db_stmt *st = db_prep(d, "SELECT team_id FROM team_members WHERE tournament_id = :tid "
                                  "AND player_id = :pid", err);
    if (!st) {
        free(*team_ids);
        *team_ids = NULL;
        return SK_FAIL;
    }
    for (size_t i = 0; i < n; i++) {
        db_reset(st);
        db_bind_int(st, ":tid", tid);
        db_bind_int(st, ":pid", player_ids[i]);
        int s = db_step(st);
        if (s == DB_ROW)
            (*team_ids)[i] = db_col_int64(st, 0);
        else if (s != DB_DONE) {
            db_finalize(st);
            free(*team_ids);
            *team_ids = NULL;
            return db_sqlerr(d, err, "reading teams");
        }
    }
    db_finalize(st);
    return SK_OK;
}
