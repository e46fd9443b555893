/* db_import.c - the bulk path for `import games`: db_games_import. */
#include "db_internal.h"
#include "i18n.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_import.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int db_table_size(db *d, int64_t tid, int series_no, int table_no, int *size, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT x.size, x.id FROM series s LEFT JOIN tables x "
                                  "ON x.series_id = s.id AND x.table_no = ?3 "
                                  "WHERE s.tournament_id = ?1 AND s.series_no = ?2", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    sqlite3_bind_int(st, 2, series_no);
    sqlite3_bind_int(st, 3, table_no);
    int s = sqlite3_step(st);
    int rc = SK_OK;
    if (s == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
        rc = db_col_range(st, 0, 3, 4, false, "tables", "size", sqlite3_column_int64(st, 1),
                          size, err);
    else if (s == SQLITE_ROW || s == SQLITE_DONE) {
        /* not there: db_table_get words the refusal (not drawn / which tables) */
        db_table t;
        rc = db_table_get(d, tid, series_no, table_no, &t, err);
        db_table_clear(&t);
        if (rc == SK_OK)
            rc = sk_err_set(err, SK_FAIL, _("internal error: table %d of series %d"), table_no,
                            series_no);
    } else {
        rc = db_sqlerr(d, err, "reading the table");
    }
    sqlite3_finalize(st);
    return rc;
}

/* Rows per multi-row INSERT: one statement (and one statement journal)
 * per BATCH games instead of per game. */
#define BATCH 64
#define NCOL 21

static char *insert_sql(int rows)
{
    sk_buf b = {0};
    sk_buf_printf(&b, "INSERT INTO games(table_id, game_no, passed, declarer, contract, "
                      "matadors, hand, ouvert, announce, bid, points, schneider, schwarz, "
                      "result, real_value, value, won, overbid, score, seeger, entered) VALUES ");
    for (int r = 0; r < rows; r++) {
        sk_buf_printf(&b, "%s(", r ? "," : "");
        for (int c = 0; c < NCOL; c++)
            sk_buf_printf(&b, "%s?", c ? "," : "");
        sk_buf_printf(&b, ")");
    }
    return sk_buf_take(&b);
}

/* Store rows [0, nb) of a batch: with the BATCH-row statement when given
 * and full, else (or when it fails, to find the offending row) one by one.
 * On error *badi gets the index (into v) of the game refused. */
static int flush(db *d, sqlite3_stmt *many, sqlite3_stmt *one, const game_entry *v,
                 const int64_t *tab, const size_t *idx, const rules_outcome *o, int nb,
                 const char *entered, size_t *badi, sk_err *err)
{
    if (many && nb == BATCH) {
        sqlite3_reset(many);
        for (int r = 0; r < nb; r++) {
            int base = r * NCOL + 1;
            sqlite3_bind_int64(many, base, tab[r]);
            sqlite3_bind_int(many, base + 1, v[idx[r]].game_no);
            db_bind_game(many, base + 2, &v[idx[r]], &o[r]);
            sqlite3_bind_text(many, base + 20, entered, -1, SQLITE_STATIC);
        }
        if (sqlite3_step(many) == SQLITE_DONE)
            return SK_OK;
        /* the failed statement was undone as a whole: redo row by row */
        sqlite3_reset(many);
    }
    for (int r = 0; r < nb; r++) {
        const game_entry *e = &v[idx[r]];
        sqlite3_reset(one);
        sqlite3_bind_int64(one, 1, tab[r]);
        sqlite3_bind_int(one, 2, e->game_no);
        db_bind_game(one, 3, e, &o[r]);
        sqlite3_bind_text(one, 21, entered, -1, SQLITE_STATIC);
        if (sqlite3_step(one) != SQLITE_DONE) {
            *badi = idx[r];
            if (sqlite3_extended_errcode(d->h) == SQLITE_CONSTRAINT_UNIQUE)
                return sk_err_set(err, SK_INVALID, _("game %d of series %d table %d is already "
                                  "recorded: one entry per game number"), e->game_no, e->series,
                                  e->table_no);
            return db_sqlerr(d, err, "recording the game");
        }
    }
    return SK_OK;
}

/* The games.entered default, 2026-11-22T05:06:07.123Z, into buf. */
static int now_stamp(db *d, char *buf, size_t size, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now')", err);
    if (!st)
        return SK_FAIL;
    int rc = SK_OK;
    if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0))
        snprintf(buf, size, "%s", (const char *)sqlite3_column_text(st, 0));
    else
        rc = db_sqlerr(d, err, "reading the clock");
    sqlite3_finalize(st);
    return rc;
}

/* The house-rule fields of the games of v that have any (game_house),
 * after their rows are in; *badi gets the index of a refused one. */
static int put_houses(db *d, int64_t tid, const game_entry *v, size_t n, size_t *badi,
                      sk_err *err)
{
    sqlite3_stmt *st = NULL;
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        const game_house *h = &v[i].h;
        if (h->kontra == 0 && !h->ramsch)
            continue;
        if (!st)
            st = db_prep(d, "SELECT g.id FROM games g JOIN tables x ON x.id = g.table_id "
                            "JOIN series s ON s.id = x.series_id WHERE s.tournament_id = ?1 "
                            "AND s.series_no = ?2 AND x.table_no = ?3 AND g.game_no = ?4", err);
        if (!st)
            return SK_FAIL;
        sqlite3_reset(st);
        sqlite3_bind_int64(st, 1, tid);
        sqlite3_bind_int(st, 2, v[i].series);
        sqlite3_bind_int(st, 3, v[i].table_no);
        sqlite3_bind_int(st, 4, v[i].game_no);
        *badi = i;
        if (sqlite3_step(st) != SQLITE_ROW)
            rc = db_sqlerr(d, err, "finding the imported game");
        else
            rc = db_put_house(d, sqlite3_column_int64(st, 0), h, err);
    }
    sqlite3_finalize(st);
    return rc;
}

int db_games_import(db *d, int64_t tid, const game_entry *v, size_t n, size_t *bad,
                    void (*progress)(size_t done, size_t total, void *ud), void *ud,
                    sk_err *err)
{
    if (bad)
        *bad = 0;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_tournament t;
    memset(&t, 0, sizeof t);
    sqlite3_stmt *find = NULL, *ins = NULL, *many = NULL;
    /* one time stamp for the whole import (the column's default would
     * format it again for every row) */
    char entered[40] = "";
    rc = db_tournament_get(d, tid, &t, err);
    if (rc == SK_OK)
        rc = now_stamp(d, entered, sizeof entered, err);
    if (rc == SK_OK) {
        find = db_prep(d, "SELECT x.id, x.size FROM tables x JOIN series s ON s.id = x.series_id "
                          "WHERE s.tournament_id = ?1 AND s.series_no = ?2 AND x.table_no = ?3",
                       err);
        char *sql1 = insert_sql(1), *sqln = insert_sql(BATCH);
        ins = db_prep(d, sql1, err);
        if (n >= BATCH)
            many = db_prep(d, sqln, err);
        free(sql1);
        free(sqln);
        if (!find || !ins || (n >= BATCH && !many))
            rc = SK_FAIL;
    }
    int cur_series = 0, cur_table = 0;
    int64_t tabid = 0;
    game_table_rules tr;
    memset(&tr, 0, sizeof tr);
    int64_t btab[BATCH];
    size_t bidx[BATCH];
    rules_outcome bo[BATCH];
    int nb = 0;
    size_t badi = 0;
    for (size_t i = 0; i < n && rc == SK_OK; i++) {
        const game_entry *e = &v[i];
        badi = i;
        if (!tabid || e->series != cur_series || e->table_no != cur_table) {
            tabid = 0;
            sqlite3_reset(find);
            sqlite3_bind_int64(find, 1, tid);
            sqlite3_bind_int(find, 2, e->series);
            sqlite3_bind_int(find, 3, e->table_no);
            int s = sqlite3_step(find);
            if (s == SQLITE_ROW) {
                tabid = sqlite3_column_int64(find, 0);
                int size;
                rc = db_col_range(find, 1, 3, 4, false, "tables", "size", tabid, &size, err);
                if (rc != SK_OK)
                    break;
                db_tournament_table_rules(&t, size, &tr);
                cur_series = e->series;
                cur_table = e->table_no;
            } else if (s == SQLITE_DONE) {
                rc = sk_err_set(err, SK_INVALID, _("series %d has no table %d"), e->series,
                                e->table_no);
                break;
            } else {
                rc = db_sqlerr(d, err, "looking up the table");
                break;
            }
        }
        rc = game_validate(e, &tr, &bo[nb], err);
        if (rc != SK_OK)
            break;
        btab[nb] = tabid;
        bidx[nb] = i;
        if (++nb == BATCH) {
            rc = flush(d, many, ins, v, btab, bidx, bo, nb, entered, &badi, err);
            nb = 0;
        }
        if (progress && (i & 4095) == 4095)
            progress(i + 1, n, ud);
    }
    if (rc == SK_OK && nb)
        rc = flush(d, NULL, ins, v, btab, bidx, bo, nb, entered, &badi, err);
    if (rc == SK_OK)
        rc = put_houses(d, tid, v, n, &badi, err);
    sqlite3_finalize(find);
    sqlite3_finalize(ins);
    sqlite3_finalize(many);
    db_tournament_clear(&t);
    if (rc != SK_OK) {
        if (bad)
            *bad = badi;
        db_rollback(d);
        return rc;
    }
    return db_commit(d, err);
}
