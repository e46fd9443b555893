/* db_import.c - the bulk path for `import games`: db_games_import and the
 * session it is made of (db_games_bulk_begin/add/end). */
#include "db_internal.h"
#include "i18n.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_import.h"
#include "db_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int db_tournament_tables(db *d, int64_t tid, db_table_each_fn fn, void *ud, sk_err *err)
{
    db_stmt *st = db_prep_args(d, "SELECT s.series_no, x.table_no, x.size, x.id FROM tables x "
                                  "JOIN series s ON s.id = x.series_id WHERE s.tournament_id = :tid",
                                  DB_ARGS(DB_I(":tid", tid)),
                                  err);
    if (!st)
        return SK_FAIL;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        int size;
        sk_err bad;
        sk_err_clear(&bad);
        if (db_col_range(st, 2, 3, 4, false, "tables", "size", db_col_int64(st, 3), &size,
                         &bad) != SK_OK)
            size = 0;
        fn(ud, db_col_int(st, 0), db_col_int(st, 1), size, size ? NULL : &bad);
    }
    int rc = s == DB_DONE ? SK_OK : db_sqlerr(d, err, "reading the tables");
    db_finalize(st);
    return rc;
}

int db_series_with_games(db *d, int64_t tid, bool *has, int n, sk_err *err)
{
    memset(has, 0, (size_t)n * sizeof *has);
    int *nos = NULL;
    size_t k = 0;
    int rc = db_query_list(d, "SELECT s.series_no FROM series s WHERE s.tournament_id = :tid "
                              "AND EXISTS (SELECT 1 FROM tables x JOIN games g "
                              "ON g.table_id = x.id WHERE x.series_id = s.id)",
                           DB_ARGS(DB_I(":tid", tid)), &db_map_int, (void **)&nos, &k,
                           "reading the series", err);
    for (size_t i = 0; i < k; i++)
        if (nos[i] >= 0 && nos[i] < n)
            has[nos[i]] = true;
    free(nos);
    return rc;
}

/* Rows per batch: one bulk_insert call of the driver per BATCH games (on
 * SQLite one INSERT ... SELECT from the caller's array, on PostgreSQL one
 * COPY), without a bind call per value. */
#define BATCH 1024
#define NCOL 21

#define INSERT_COLS "table_id, game_no, passed, declarer, contract, matadors, hand, ouvert, " \
                    "announce, bid, points, schneider, schwarz, result, real_value, value, " \
                    "won, overbid, score, seeger, entered"

static const char INSERT_ONE[] = "INSERT INTO games(table_id, game_no, entered, " DB_GAME_COLS
                                 ") VALUES (:table_id, :game_no, :entered, " DB_GAME_PARAMS ")";

/* Row r of a batch as bulk_insert takes it (INSERT_COLS). */
static void batch_row(db_value *row, int64_t tab, const game_entry *e, const rules_outcome *o,
                      const char *entered)
{
    row[0] = (db_value){DB_INTEGER, tab, NULL};
    row[1] = (db_value){DB_INTEGER, e->game_no, NULL};
    for (int k = 0; k < DB_GAME_NCOLS; k++) {
        db_game_val v;
        db_game_col(e, o, k, &v);
        row[2 + k] = (db_value){v.type, v.i, v.s};
    }
    row[NCOL - 1] = (db_value){DB_TEXT, 0, entered};
}

/* Store rows [0, nb) of a batch: in one bulk_insert, or (when it fails, to
 * find the offending row) one by one.  On error *badi gets the index (into
 * v) of the game refused. */
static int flush(db *d, db_value *rows, db_stmt *one, const game_entry *v, const int64_t *tab,
                 const size_t *idx, const rules_outcome *o, int nb, const char *entered,
                 size_t *badi, sk_err *err)
{
    if (nb > 1) {
        for (int r = 0; r < nb; r++)
            batch_row(rows + (size_t)r * NCOL, tab[r], &v[idx[r]], &o[r], entered);
        if (db_bulk_insert(d, "games", INSERT_COLS, NCOL, rows, nb) == SK_OK)
            return SK_OK;
        int cls = db_errclass(d);
        if (cls != DB_E_CONSTRAINT && cls != DB_E_UNIQUE)
            return db_sqlerr(d, err, "storing the games"); /* no row's fault */
        /* a row was refused and the batch undone as a whole: redo row by
         * row to name it */
    }
    for (int r = 0; r < nb; r++) {
        const game_entry *e = &v[idx[r]];
        db_reset(one);
        db_bind_int(one, ":table_id", tab[r]);
        db_bind_int(one, ":game_no", e->game_no);
        db_bind_text(one, ":entered", entered);
        db_bind_game(one, e, &o[r]);
        if (db_step(one) != DB_DONE) {
            *badi = idx[r];
            if (db_errclass(d) == DB_E_UNIQUE)
                return sk_err_set(err, SK_INVALID, _("game %d of series %d table %d is already "
                                  "recorded: one entry per game number"), e->game_no, e->series,
                                  e->table_no);
            return db_sqlerr(d, err, "recording the game");
        }
    }
    return SK_OK;
}

/* The house-rule fields of the games of v that have any (game_house),
 * after their rows are in; *badi gets the index of a refused one. */
static int put_houses(db *d, int64_t tid, const game_entry *v, size_t n, size_t *badi,
                      sk_err *err)
{
    db_stmt *st = NULL;
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        const game_house *h = &v[i].h;
        if (h->kontra == 0 && !h->ramsch)
            continue;
        if (!st)
            st = db_prep(d, "SELECT g.id FROM games g JOIN tables x ON x.id = g.table_id "
                            "JOIN series s ON s.id = x.series_id WHERE s.tournament_id = :tid "
                            "AND s.series_no = :series_no AND x.table_no = :table_no "
                            "AND g.game_no = :game_no", err);
        if (!st)
            return SK_FAIL;
        db_reset(st);
        db_bind_int(st, ":tid", tid);
        db_bind_int(st, ":series_no", v[i].series);
        db_bind_int(st, ":table_no", v[i].table_no);
        db_bind_int(st, ":game_no", v[i].game_no);
        *badi = i;
        if (db_step(st) != DB_ROW)
            rc = db_sqlerr(d, err, "finding the imported game");
        else
            rc = db_put_house(d, db_col_int64(st, 0), h, err);
    }
    db_finalize(st);
    return rc;
}

/* The BEFORE INSERT triggers of games that this bulk path makes redundant:
 * they re-read the table, series and tournament of every row (two thirds
 * of the storing time of a large import, bench/README.md) to refuse what
 * db_games_bulk_add checks itself in the same transaction, against the
 * same rows: the game number within the series length, the declarer a
 * seat of the table and not the dealer at a 4-table (game_validate with
 * the table read by `find`), and a Skat game only in a Skat tournament
 * (games_skat_only is switched off only for a Skat tournament).  The
 * driver switches them off inside the write transaction only
 * (bulk_checks_off), so no other connection ever sees them off. */
static const char *const bulk_triggers[] = {"games_table_rules_insert", "games_skat_only"};

struct db_games_bulk {
    db *d;
    int64_t tid;
    db_tournament t;
    db_stmt *ins;
    /* every table of the tournament, by (series_no, table_no): read once
     * (a query per table cost a round trip each on PostgreSQL) */
    struct bulk_tab { int series, table_no, size; int64_t id; } *tabs;
    size_t ntabs;
    char entered[DB_NOW_SIZE];
    bool checks_off;
    int cur_series, cur_table;
    int64_t tabid;
    game_table_rules tr;
    bool dealer_can_stay;  /* db_tournament_dealer_can_stay(&t) */
    /* the batch being filled */
    int64_t btab[BATCH];
    size_t bidx[BATCH];
    rules_outcome bo[BATCH];
    db_value rows[BATCH * NCOL];
};

/* A row of load_tables into a struct bulk_tab, its size checked. */
static int bulk_tab_row(db_stmt *st, void *elem, sk_err *err)
{
    struct bulk_tab *t = elem;
    t->series = db_col_int(st, 0);
    t->table_no = db_col_int(st, 1);
    t->id = db_col_int64(st, 2);
    return db_col_range(st, 3, 3, 4, false, "tables", "size", t->id, &t->size, err);
}

/* Every table of b's tournament into b->tabs, in (series_no, table_no)
 * order, its size checked. */
static int load_tables(db_games_bulk *b, sk_err *err)
{
    return db_query_checked(b->d, "SELECT s.series_no, x.table_no, x.id, x.size FROM tables x "
                                  "JOIN series s ON s.id = x.series_id WHERE s.tournament_id = :tid "
                                  "ORDER BY s.series_no, x.table_no",
                            DB_ARGS(DB_I(":tid", b->tid)), bulk_tab_row, NULL, sizeof *b->tabs,
                            (void **)&b->tabs, &b->ntabs, "reading the tournament's tables", err);
}

int db_games_bulk_begin(db *d, int64_t tid, db_games_bulk **out, sk_err *err)
{
    *out = NULL;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_games_bulk *b = xcalloc(1, sizeof *b);
    b->d = d;
    b->tid = tid;
    rc = db_tournament_get(d, tid, &b->t, err);
    if (rc == SK_OK)
        b->dealer_can_stay = db_tournament_dealer_can_stay(&b->t);
    /* one time stamp for the whole import (the column's default would
     * format it again for every row) */
    db_now(b->entered);
    if (rc == SK_OK) {
        bool skat = !b->t.game || strcmp(b->t.game, "skat") == 0;
        int n = skat ? 2 : 1; /* games_skat_only only in a Skat tournament */
        b->checks_off = true;
        if (db_bulk_checks_off(d, "games", bulk_triggers, n) != SK_OK)
            rc = db_sqlerr(d, err, "preparing the import");
    }
    if (rc == SK_OK) {
        /* prepared after the schema change (it would expire them) */
        rc = load_tables(b, err);
        b->ins = rc == SK_OK ? db_prep(d, INSERT_ONE, err) : NULL;
        if (!b->ins)
            rc = SK_FAIL;
    }
    if (rc != SK_OK) {
        db_games_bulk_end(b, false, NULL);
        return rc;
    }
    *out = b;
    return SK_OK;
}

static int tab_cmp(const void *a, const void *b)
{
    const struct bulk_tab *x = a, *y = b;
    if (x->series != y->series)
        return x->series < y->series ? -1 : 1;
    return x->table_no < y->table_no ? -1 : x->table_no > y->table_no;
}

/* The table of e into b->tabid and b->tr (kept for runs of one table). */
static int bulk_table(db_games_bulk *b, const game_entry *e, sk_err *err)
{
    if (b->tabid && e->series == b->cur_series && e->table_no == b->cur_table)
        return SK_OK;
    b->tabid = 0;
    struct bulk_tab key = {.series = e->series, .table_no = e->table_no};
    const struct bulk_tab *t = bsearch(&key, b->tabs, b->ntabs, sizeof *b->tabs, tab_cmp);
    if (!t)
        return sk_err_set(err, SK_INVALID, _("series %d has no table %d"), e->series, e->table_no);
    db_tournament_table_rules(&b->t, t->size, &b->tr);
    b->tabid = t->id;
    b->cur_series = e->series;
    b->cur_table = e->table_no;
    return SK_OK;
}

int db_games_bulk_add(db_games_bulk *b, const game_entry *v, size_t n, size_t *bad, sk_err *err)
{
    int64_t *btab = b->btab;
    size_t *bidx = b->bidx;
    rules_outcome *bo = b->bo;
    int nb = 0;
    size_t badi = 0;
    int rc = SK_OK;
    for (size_t i = 0; i < n && rc == SK_OK; i++) {
        badi = i;
        rc = bulk_table(b, &v[i], err);
        if (rc == SK_OK)
            rc = b->dealer_can_stay ? game_validate_house_dealt(&v[i], &b->tr, &bo[nb], err)
                                    : game_validate(&v[i], &b->tr, &bo[nb], err);
        if (rc != SK_OK)
            break;
        btab[nb] = b->tabid;
        bidx[nb] = i;
        if (++nb == BATCH) {
            rc = flush(b->d, b->rows, b->ins, v, btab, bidx, bo, nb, b->entered, &badi, err);
            nb = 0;
        }
    }
    if (rc == SK_OK && nb)
        rc = flush(b->d, b->rows, b->ins, v, btab, bidx, bo, nb, b->entered, &badi, err);
    if (rc == SK_OK)
        rc = put_houses(b->d, b->tid, v, n, &badi, err);
    if (rc != SK_OK && bad)
        *bad = badi;
    return rc;
}

int db_games_bulk_end(db_games_bulk *b, bool keep, sk_err *err)
{
    if (!b)
        return SK_OK;
    free(b->tabs);
    db_finalize(b->ins);
    sk_err e;
    sk_err_clear(&e);
    int rc = SK_OK;
    if (b->checks_off && db_bulk_checks_on(b->d) != SK_OK)
        rc = sk_err_set(keep ? err : &e, SK_FAIL, _("restoring the checks of games: %s"),
                        b->d->drv->errmsg(b->d->c));
    if (!keep || rc != SK_OK) {
        db_rollback(b->d);
        if (keep)
            rc = rc != SK_OK ? rc : SK_FAIL;
    } else {
        rc = db_commit(b->d, err);
    }
    db_tournament_clear(&b->t);
    free(b);
    return keep ? rc : SK_OK;
}

int db_games_import(db *d, int64_t tid, const game_entry *v, size_t n, size_t *bad,
                    void (*progress)(size_t done, size_t total, void *ud), void *ud,
                    sk_err *err)
{
    if (bad)
        *bad = 0;
    db_games_bulk *b;
    int rc = db_games_bulk_begin(d, tid, &b, err);
    if (rc != SK_OK)
        return rc;
    /* in steps of 4096 (64 full batches) for the progress calls */
    for (size_t i = 0; rc == SK_OK && i < n; i += 4096) {
        size_t k = n - i < 4096 ? n - i : 4096, badk = 0;
        rc = db_games_bulk_add(b, v + i, k, &badk, err);
        if (rc != SK_OK) {
            if (bad)
                *bad = i + badk;
        } else if (progress && k == 4096) {
            progress(i + k, n, ud);
        }
    }
    if (rc != SK_OK) {
        db_games_bulk_end(b, false, NULL);
        return rc;
    }
    return db_games_bulk_end(b, true, err);
}
