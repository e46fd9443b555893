/* db_import.c - the bulk path for `import games`: db_games_import and the
 * session it is made of (db_games_bulk_begin/add/end). */
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

int db_tournament_tables(db *d, int64_t tid, db_table_each_fn fn, void *ud, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT s.series_no, x.table_no, x.size, x.id FROM tables x "
                                  "JOIN series s ON s.id = x.series_id WHERE s.tournament_id = ?1",
                               err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        int size;
        sk_err bad;
        sk_err_clear(&bad);
        if (db_col_range(st, 2, 3, 4, false, "tables", "size", sqlite3_column_int64(st, 3), &size,
                         &bad) != SK_OK)
            size = 0;
        fn(ud, sqlite3_column_int(st, 0), sqlite3_column_int(st, 1), size, size ? NULL : &bad);
    }
    int rc = s == SQLITE_DONE ? SK_OK : db_sqlerr(d, err, "reading the tables");
    sqlite3_finalize(st);
    return rc;
}

int db_series_with_games(db *d, int64_t tid, bool *has, int n, sk_err *err)
{
    memset(has, 0, (size_t)n * sizeof *has);
    sqlite3_stmt *st = db_prep(d, "SELECT s.series_no FROM series s WHERE s.tournament_id = ?1 "
                                  "AND EXISTS (SELECT 1 FROM tables x JOIN games g "
                                  "ON g.table_id = x.id WHERE x.series_id = s.id)", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        sqlite3_int64 no = sqlite3_column_int64(st, 0);
        if (no >= 0 && no < n)
            has[no] = true;
    }
    int rc = s == SQLITE_DONE ? SK_OK : db_sqlerr(d, err, "reading the series");
    sqlite3_finalize(st);
    return rc;
}

/* Rows per batch: one INSERT ... SELECT statement (and one statement
 * journal) per BATCH games, its rows read by SQLite from the batch itself
 * through the virtual table below, without a bind call per value (21 per
 * game, each taking the connection's mutex: a tenth of the storing time). */
#define BATCH 1024
#define NCOL 21

/* A batch: rows r of games v[idx[r]] at table tab[r] with outcome o[r]. */
typedef struct rows_src {
    const game_entry *v;
    const int64_t *tab;
    const size_t *idx;
    const rules_outcome *o;
    int n;
    const char *entered;
} rows_src;

/* skatsheet_import_rows(?1): the batch bound as a pointer to ?1
 * (sqlite3_bind_pointer, the type name checked by SQLite), one row per
 * game in the games columns of INSERT_COLS.  Connection-local, read-only,
 * seen by no other connection; the INSERT goes through every constraint
 * of games as any other. */
#define ROWS_VTAB "skatsheet_import_rows"

typedef struct rows_cursor {
    sqlite3_vtab_cursor base;
    const rows_src *src;
    int r;
} rows_cursor;

static int rows_connect(sqlite3 *h, void *aux, int argc, const char *const *argv,
                        sqlite3_vtab **out, char **errmsg)
{
    (void)aux;
    (void)argc;
    (void)argv;
    (void)errmsg;
    int rc = sqlite3_declare_vtab(h, "CREATE TABLE x(table_id, game_no, passed, declarer, "
                                     "contract, matadors, hand, ouvert, announce, bid, points, "
                                     "schneider, schwarz, result, real_value, value, won, "
                                     "overbid, score, seeger, entered, src HIDDEN)");
    if (rc != SQLITE_OK)
        return rc;
    *out = sqlite3_malloc(sizeof **out);
    if (!*out)
        return SQLITE_NOMEM;
    memset(*out, 0, sizeof **out);
    return SQLITE_OK;
}

static int rows_disconnect(sqlite3_vtab *vt)
{
    sqlite3_free(vt);
    return SQLITE_OK;
}

/* Only with src given (an equality on the hidden column NCOL). */
static int rows_best_index(sqlite3_vtab *vt, sqlite3_index_info *ix)
{
    (void)vt;
    for (int i = 0; i < ix->nConstraint; i++) {
        if (ix->aConstraint[i].iColumn == NCOL && ix->aConstraint[i].op == SQLITE_INDEX_CONSTRAINT_EQ) {
            if (!ix->aConstraint[i].usable)
                return SQLITE_CONSTRAINT;
            ix->aConstraintUsage[i].argvIndex = 1;
            ix->aConstraintUsage[i].omit = 1;
            ix->idxNum = 1;
            ix->estimatedCost = BATCH;
            ix->estimatedRows = BATCH;
            return SQLITE_OK;
        }
    }
    return SQLITE_CONSTRAINT;
}

static int rows_open(sqlite3_vtab *vt, sqlite3_vtab_cursor **out)
{
    (void)vt;
    rows_cursor *c = sqlite3_malloc(sizeof *c);
    if (!c)
        return SQLITE_NOMEM;
    memset(c, 0, sizeof *c);
    *out = &c->base;
    return SQLITE_OK;
}

static int rows_close(sqlite3_vtab_cursor *cur)
{
    sqlite3_free(cur);
    return SQLITE_OK;
}

static int rows_filter(sqlite3_vtab_cursor *cur, int idxnum, const char *idxstr, int argc,
                       sqlite3_value **argv)
{
    (void)idxstr;
    rows_cursor *c = (rows_cursor *)cur;
    c->src = idxnum == 1 && argc == 1 ? sqlite3_value_pointer(argv[0], ROWS_VTAB) : NULL;
    c->r = 0;
    return SQLITE_OK;
}

static int rows_next(sqlite3_vtab_cursor *cur)
{
    ((rows_cursor *)cur)->r++;
    return SQLITE_OK;
}

static int rows_eof(sqlite3_vtab_cursor *cur)
{
    const rows_cursor *c = (const rows_cursor *)cur;
    return !c->src || c->r >= c->src->n;
}

static int rows_column(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int col)
{
    const rows_cursor *c = (const rows_cursor *)cur;
    const rows_src *s = c->src;
    const game_entry *e = &s->v[s->idx[c->r]];
    if (col == 0) {
        sqlite3_result_int64(ctx, s->tab[c->r]);
    } else if (col == 1) {
        sqlite3_result_int(ctx, e->game_no);
    } else if (col == NCOL - 1) {
        sqlite3_result_text(ctx, s->entered, -1, SQLITE_STATIC);
    } else if (col < NCOL - 1) {
        db_game_val v;
        db_game_col(e, &s->o[c->r], col - 2, &v);
        if (v.type == SQLITE_INTEGER)
            sqlite3_result_int(ctx, v.i);
        else if (v.type == SQLITE_TEXT)
            sqlite3_result_text(ctx, v.s, -1, SQLITE_STATIC);
        else
            sqlite3_result_null(ctx);
    } else {
        sqlite3_result_null(ctx);
    }
    return SQLITE_OK;
}

static int rows_rowid(sqlite3_vtab_cursor *cur, sqlite3_int64 *rowid)
{
    *rowid = ((const rows_cursor *)cur)->r;
    return SQLITE_OK;
}

static const sqlite3_module rows_module = {
    .iVersion = 0,
    .xCreate = NULL, /* eponymous only: no CREATE VIRTUAL TABLE */
    .xConnect = rows_connect,
    .xBestIndex = rows_best_index,
    .xDisconnect = rows_disconnect,
    .xDestroy = rows_disconnect,
    .xOpen = rows_open,
    .xClose = rows_close,
    .xFilter = rows_filter,
    .xNext = rows_next,
    .xEof = rows_eof,
    .xColumn = rows_column,
    .xRowid = rows_rowid,
};

#define INSERT_COLS "table_id, game_no, passed, declarer, contract, matadors, hand, ouvert, " \
                    "announce, bid, points, schneider, schwarz, result, real_value, value, " \
                    "won, overbid, score, seeger, entered"

static const char INSERT_ONE[] = "INSERT INTO games(" INSERT_COLS ") VALUES (?, ?, ?, ?, ?, ?, "
                                 "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
static const char INSERT_MANY[] = "INSERT INTO games(" INSERT_COLS ") SELECT " INSERT_COLS
                                  " FROM " ROWS_VTAB "(?1)";

/* Store rows [0, nb) of a batch: with the batch statement when given,
 * else (or when it fails, to find the offending row) one by one.  On
 * error *badi gets the index (into v) of the game refused. */
static int flush(db *d, sqlite3_stmt *many, sqlite3_stmt *one, const game_entry *v,
                 const int64_t *tab, const size_t *idx, const rules_outcome *o, int nb,
                 const char *entered, size_t *badi, sk_err *err)
{
    if (many && nb > 1) {
        rows_src src = {v, tab, idx, o, nb, entered};
        sqlite3_reset(many);
        sqlite3_bind_pointer(many, 1, &src, ROWS_VTAB, NULL);
        int s = sqlite3_step(many);
        sqlite3_reset(many);
        sqlite3_bind_null(many, 1); /* src lives on this stack frame only */
        if (s == SQLITE_DONE)
            return SK_OK;
        /* the failed statement was undone as a whole: redo row by row */
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

/* The BEFORE INSERT triggers of games that this bulk path makes redundant:
 * they re-read the table, series and tournament of every row (two thirds
 * of the storing time of a large import, bench/README.md) to refuse what
 * db_games_bulk_add checks itself in the same transaction, against the
 * same rows: the game number within the series length, the declarer a
 * seat of the table and not the dealer at a 4-table (game_validate with
 * the table read by `find`), and a Skat game only in a Skat tournament
 * (games_skat_only is dropped only for a Skat tournament).  They are
 * dropped inside the write transaction and created again from their own
 * text before it ends, so no other connection ever sees the schema
 * without them (readers see the last commit, and BEGIN IMMEDIATE keeps
 * every other writer out); a crash or a rollback restores them with
 * everything else. */
static const char *const bulk_triggers[] = {"games_table_rules_insert", "games_skat_only"};
#define NBULK (sizeof bulk_triggers / sizeof bulk_triggers[0])

struct db_games_bulk {
    db *d;
    int64_t tid;
    db_tournament t;
    sqlite3_stmt *find, *ins, *many;
    char entered[40];
    char *trig_sql[NBULK]; /* the text of each dropped trigger, NULL: not dropped */
    int cur_series, cur_table;
    int64_t tabid;
    game_table_rules tr;
    /* the batch being filled */
    int64_t btab[BATCH];
    size_t bidx[BATCH];
    rules_outcome bo[BATCH];
};

static int triggers_drop(db_games_bulk *b, sk_err *err)
{
    bool skat = !b->t.game || strcmp(b->t.game, "skat") == 0;
    sqlite3_stmt *st = db_prep(b->d, "SELECT sql FROM sqlite_schema WHERE type = 'trigger' "
                                     "AND tbl_name = 'games' AND name = ?1", err);
    if (!st)
        return SK_FAIL;
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < NBULK; i++) {
        if (!skat && strcmp(bulk_triggers[i], "games_skat_only") == 0)
            continue;
        sqlite3_reset(st);
        sqlite3_bind_text(st, 1, bulk_triggers[i], -1, SQLITE_STATIC);
        int s = sqlite3_step(st);
        if (s == SQLITE_DONE)
            continue; /* not in this database: nothing to restore */
        if (s != SQLITE_ROW || !sqlite3_column_text(st, 0)) {
            rc = db_sqlerr(b->d, err, "reading the schema");
            break;
        }
        char *sql = xstrdup((const char *)sqlite3_column_text(st, 0));
        sqlite3_reset(st);
        char drop[80]; /* the name is one of ours: DDL takes no parameters */
        snprintf(drop, sizeof drop, "DROP TRIGGER %s", bulk_triggers[i]);
        rc = db_exec(b->d, drop, err);
        if (rc == SK_OK)
            b->trig_sql[i] = sql;
        else
            free(sql);
    }
    sqlite3_finalize(st);
    return rc;
}

/* Every dropped trigger created again (all tried, the first error kept). */
static int triggers_restore(db_games_bulk *b, sk_err *err)
{
    int rc = SK_OK;
    for (size_t i = 0; i < NBULK; i++) {
        if (!b->trig_sql[i])
            continue;
        sk_err e;
        sk_err_clear(&e);
        int r = db_exec(b->d, b->trig_sql[i], &e);
        if (r != SK_OK && rc == SK_OK)
            rc = sk_err_set(err, r, _("restoring trigger %s: %s"), bulk_triggers[i], e.msg);
        free(b->trig_sql[i]);
        b->trig_sql[i] = NULL;
    }
    return rc;
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
    /* one time stamp for the whole import (the column's default would
     * format it again for every row) */
    if (rc == SK_OK)
        rc = now_stamp(d, b->entered, sizeof b->entered, err);
    if (rc == SK_OK)
        rc = triggers_drop(b, err);
    if (rc == SK_OK) {
        /* prepared after the schema change (it would expire them) */
        b->find = db_prep(d, "SELECT x.id, x.size FROM tables x JOIN series s ON s.id = x.series_id "
                             "WHERE s.tournament_id = ?1 AND s.series_no = ?2 AND x.table_no = ?3",
                          err);
        b->ins = db_prep(d, INSERT_ONE, err);
        /* the batches' rows (registered again for each session: the same
         * module, replacing the last) */
        if (sqlite3_create_module_v2(d->h, ROWS_VTAB, &rows_module, NULL, NULL) != SQLITE_OK)
            rc = db_sqlerr(d, err, "preparing the import");
        else
            b->many = db_prep(d, INSERT_MANY, err);
        if (rc == SK_OK && (!b->find || !b->ins || !b->many))
            rc = SK_FAIL;
    }
    if (rc != SK_OK) {
        db_games_bulk_end(b, false, NULL);
        return rc;
    }
    *out = b;
    return SK_OK;
}

/* The table of e into b->tabid and b->tr (cached for runs of one table). */
static int bulk_table(db_games_bulk *b, const game_entry *e, sk_err *err)
{
    if (b->tabid && e->series == b->cur_series && e->table_no == b->cur_table)
        return SK_OK;
    b->tabid = 0;
    sqlite3_reset(b->find);
    sqlite3_bind_int64(b->find, 1, b->tid);
    sqlite3_bind_int(b->find, 2, e->series);
    sqlite3_bind_int(b->find, 3, e->table_no);
    int s = sqlite3_step(b->find);
    if (s == SQLITE_DONE)
        return sk_err_set(err, SK_INVALID, _("series %d has no table %d"), e->series, e->table_no);
    if (s != SQLITE_ROW)
        return db_sqlerr(b->d, err, "looking up the table");
    int64_t id = sqlite3_column_int64(b->find, 0);
    int size;
    int rc = db_col_range(b->find, 1, 3, 4, false, "tables", "size", id, &size, err);
    if (rc != SK_OK)
        return rc;
    db_tournament_table_rules(&b->t, size, &b->tr);
    b->tabid = id;
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
            rc = game_validate(&v[i], &b->tr, &bo[nb], err);
        if (rc != SK_OK)
            break;
        btab[nb] = b->tabid;
        bidx[nb] = i;
        if (++nb == BATCH) {
            rc = flush(b->d, b->many, b->ins, v, btab, bidx, bo, nb, b->entered, &badi, err);
            nb = 0;
        }
    }
    if (rc == SK_OK && nb)
        rc = flush(b->d, b->many, b->ins, v, btab, bidx, bo, nb, b->entered, &badi, err);
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
    sqlite3_finalize(b->find);
    sqlite3_finalize(b->ins);
    sqlite3_finalize(b->many);
    sk_err e;
    sk_err_clear(&e);
    int rc = triggers_restore(b, keep ? err : &e);
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
