/* db_internal.h - helpers shared by the files in db/ (not for other modules).
 *
 * Every file in db/ speaks to the engine through these wrappers of the
 * driver interface (drv.h) and never names an engine: prepare with
 * db_prep, bind by name (`:tid` in the SQL, db_bind_int(st, ":tid", tid)),
 * step, read columns by index, finalize.  Column text is the statement's,
 * valid until its next step, reset or finalize: copy it (db_col_str) to
 * keep it.
 */
#ifndef SK_DB_INTERNAL_H
#define SK_DB_INTERNAL_H

#include <stdio.h>

#include "db.h"
#include "db_copy.h"
#include "db_tournaments.h"
#include "drv.h"

struct db {
    const db_driver *drv;
    db_conn *c;
    char *target;   /* as given (may hold a password: never print it) */
    int depth;      /* nesting of db_begin */
    int read_depth; /* nesting of db_read_begin (a snapshot of its own) */
    bool failed;    /* something inside the open transaction failed */
    const char *misuse; /* the parameter name a statement lacked (a bug), else NULL */
    int busy_ms;    /* how long a write waits for another writer's lock (db_file.h) */
    bool retry;     /* the last error means "try again in a moment" (db_retry_later) */
    char *upgrade_backup; /* the copy written before an upgrade (db_upgrade_backup), or NULL */
    unsigned long nstmt;  /* statements run: each run of a prepared one, each exec, BEGIN, COMMIT */
    FILE *trace;          /* SKATSHEET_SQL_TRACE: one line per statement counted, or NULL */
};

/* db.c: count one statement run on d (and trace its text, one line). */
void db_count_stmt(db *d, const char *sql);

/* db_upgrade.c: every committed row of connection `from` (holding d's
 * database) into the empty file path, through the driver's online backup
 * (db backup, the copy before an upgrade). */
int db_clone_into(db *d, db_conn *from, const char *path, sk_err *err);

/* db_upgrade.c: a copy of d's file beside it, "TARGET.vVER.bak" (".vVER-2.bak"
 * ... when that exists: never overwritten), through the online backup,
 * before its schema is upgraded from version ver.  *made: its name
 * (malloc'd).  SK_FAIL when it cannot be written (the upgrade does not
 * happen then). */
int db_backup_beside(db *d, int ver, char **made, sk_err *err);

/* db_fileid.c: SK_OK when the file behind d is still the one d opened;
 * else the write's refusal in err (d->retry set).  committed: the check
 * after a commit (the change went into the file that was there). */
int db_file_guard(db *d, bool committed, sk_err *err);

/* A new database at target (db_create) whose schema was made in a write
 * transaction left open: what the caller adds lands with it or not at all
 * (db_commit / db_rollback, then db_close; a failed SQLite file is the
 * caller's to remove). */
int db_create_in_tx(const char *target, db **out, sk_err *err);

/* db_copy.c: the table of v named name, or NULL. */
const db_table_def *db_table_find(const db_table_def *v, size_t n, const char *name);
/* db_copy.c: the tables of v in an order that puts every parent before
 * its child (indices into v, in order[n]); SK_FAIL on a cycle. */
int db_tables_parents_first(const db_table_def *v, size_t n, size_t *order, sk_err *err);
/* db_copy.c: every row of every table of src (one read snapshot) into
 * dst, whose write transaction is open and whose tables are empty; the
 * next ids follow.  SK_FAIL with err naming the table. */
int db_copy_rows(db *src, db *dst, db_copy_count *out, sk_err *err);

/* db_tmp.c: a new empty file under $TMPDIR (or /tmp) named after
 * what, malloc'd; NULL with errno.  db_tmp_remove: it and the files
 * SQLite keeps beside it removed, the name freed (NULL is fine). */
char *db_tmp_name(const char *what);
void db_tmp_remove(char *path);
/* db_replace.c: begin a write of d and delete every row of every table
 * (a restore replacing the contents); *v, *n: d's tables, *order: parents
 * first (the caller frees all three).  On failure rolled back. */
int db_replace_begin(db *d, db_table_def **v, size_t *n, size_t **order, sk_err *err);
/* db_pgdump.c: db_backup_restore of a pg_dump (custom format). */
int db_restore_pgdump(db *d, const char *path, sk_err *err);

/* The driver for a --db target (SK_USAGE for a URI of an unknown scheme). */
int db_driver_pick(const char *target, const db_driver **out, sk_err *err);

/* Prepare sql; NULL with err set (SK_FAIL) on error. */
db_stmt *db_prep(db *d, const char *sql, sk_err *err);
/* Bind by name (":tid").  A name the SQL lacks is a bug: the next
 * db_step fails with DB_ERROR naming it (class DB_E_MISUSE). */
void db_bind_int(db_stmt *st, const char *name, int64_t v);
void db_bind_text(db_stmt *st, const char *name, const char *s); /* s copied; NULL binds NULL */
void db_bind_real(db_stmt *st, const char *name, double v);
void db_bind_null(db_stmt *st, const char *name);
/* Bind text, or NULL when s is NULL or empty. */
void db_bind_text_or_null(db_stmt *st, const char *name, const char *s);
/* Bind an int, or NULL when v == 0. */
void db_bind_int_or_null(db_stmt *st, const char *name, int64_t v);
/* For loops binding the same names row after row: the index of name
 * once (0 when the SQL lacks it), then db_bind_*_at. */
int db_param(db_stmt *st, const char *name);
void db_bind_int_at(db_stmt *st, int idx, int64_t v);
void db_bind_text_at(db_stmt *st, int idx, const char *s);
void db_bind_null_at(db_stmt *st, int idx, int type);
/* DB_ROW, DB_DONE or DB_ERROR (then db_sqlerr tells). */
int db_step(db_stmt *st);
/* Run sts[0..n) of d (prepared and bound; rows not read) in order, in
 * one round trip where the engine can (the driver's run_batch): DB_DONE,
 * or DB_ERROR with *failed the first that failed (db_sqlerr tells; those
 * after it did not run).  The statements stay the caller's. */
int db_steps(db *d, db_stmt *const *sts, int n, int *failed);
/* sts[0..n) (prepared and bound, rows not read) in a write transaction
 * of their own, in one round trip where the engine can (the driver's
 * write_batch): SK_OK, or an error worded as db_begin's, db_sqlerr(d, err,
 * what[i]) for statement i, or db_commit's (rolled back, nothing kept).
 * Inside a transaction: the statements join it (db_begin nests). */
int db_steps_tx(db *d, db_stmt *const *sts, const char *const *what, int n, sk_err *err);
void db_reset(db_stmt *st);
void db_finalize(db_stmt *st);
int db_col_count(db_stmt *st);
int db_col_type(db_stmt *st, int col);
int64_t db_col_int64(db_stmt *st, int col);
int db_col_int(db_stmt *st, int col);
double db_col_real(db_stmt *st, int col);
/* NULL for SQL NULL; the statement's (see above). */
const char *db_col_text(db_stmt *st, int col);
/* Column text as a malloc'd string, NULL for SQL NULL. */
char *db_col_str(db_stmt *st, int col);
/* Rows changed by the last finished write statement of d. */
int64_t db_changes(db *d);
/* The id of the row the last INSERT of d stored (prefer RETURNING id). */
int64_t db_last_id(db *d);
/* The class of d's last error (DB_E_*). */
int db_errclass(db *d);

/* The time now as the database stores it, 2026-11-22T05:06:07.123Z (UTC,
 * milliseconds), into buf: stamps are computed here, not in SQL, so both
 * engines store the same text. */
#define DB_NOW_SIZE 32
void db_now(char buf[DB_NOW_SIZE]);

/* Set err from the connection's last error: SK_INVALID for constraint
 * violations (the schema refused the data), else SK_FAIL. */
int db_sqlerr(db *d, sk_err *err, const char *what);
/* Run statements without parameters and results. */
int db_exec(db *d, const char *sql, sk_err *err);
/* The driver's bulk loading (drv.h: bulk_insert, bulk_checks_off/_on),
 * each call counted as one statement (db_stmt_count; traced as
 * "BULK INSERT INTO table(cols) (N rows)", "BULK CHECKS OFF table",
 * "BULK CHECKS ON"): SK_OK or SK_FAIL with the error kept in the
 * connection (db_sqlerr words it). */
int db_bulk_insert(db *d, const char *table, const char *cols, int ncols, const db_value *rows,
                   int nrows);
int db_bulk_checks_off(db *d, const char *table, const char *const *triggers, int n);
int db_bulk_checks_on(db *d);
/* Prepare and run sql (no result rows) with :id bound to id; on a failed
 * step err is set by db_sqlerr with what, on a failed prepare SK_FAIL. */
int db_exec_id(db *d, const char *sql, int64_t id, const char *what, sk_err *err);
/* A consistent snapshot for reads made of several statements: begins a
 * read transaction when none is open (*began true), else joins it.
 * db_read_end(d, began) ends what db_read_begin began. */
int db_read_begin(db *d, bool *began, sk_err *err);
void db_read_end(db *d, bool began);
/* A value read from the database that skatsheet never stores (the file
 * was edited by hand, e.g. with PRAGMA ignore_check_constraints, or is
 * damaged): err set to "database value out of range: table TABLE column
 * COLUMN = VALUE (row ROW; expected EXPECTED) ..." and SK_FAIL returned.
 * Loaders check every value they use as a count, an index or a divisor,
 * so a bad row is reported, never trusted. */
int db_bad_value(sk_err *err, const char *table, const char *column, int64_t row,
                 const char *value, const char *expected);
/* Column col of st as an int in lo..hi into *out (SQL NULL only when
 * null_ok, read as 0); else db_bad_value.  Formats nothing unless the
 * value is out of range. */
int db_col_range(db_stmt *st, int col, int lo, int hi, bool null_ok, const char *table,
                 const char *column, int64_t row, int *out, sk_err *err);
/* The text of column col (NULL for SQL NULL) if it is one of the
 * NULL-terminated choices (or NULL when null_ok); else db_bad_value. */
int db_col_choice(db_stmt *st, int col, const char *const *choices, bool null_ok,
                  const char *table, const char *column, int64_t row, const char **out,
                  sk_err *err);
/* Columns col, col+1 of st as a table's table_no (1..GAME_TABLE_MAX) and
 * size (3 or 4) of the tables row id; else db_bad_value. */
int db_read_table_row(db_stmt *st, int col, int64_t id, int *table_no, int *size,
                      sk_err *err);
/* Step st (its columns: id, name, date, series_count, games4, games3,
 * first_dealer) and collect the tournaments into *out, *n (empty when
 * none); finalizes st (NULL, a failed db_prep: SK_FAIL, err as it left
 * it).  On a failed step err is set by db_sqlerr with what and *out is
 * NULL. */
int db_tournaments_collect(db *d, db_stmt *st, db_tournament **out, size_t *n,
                           const char *what, sk_err *err);
/* The tournament with id tid (SK_INVALID when unknown). */
int db_tournament_get(db *d, int64_t tid, db_tournament *out, sk_err *err);

/* The columns of a game as stored (games and games_audit share them), in
 * this order; db_bind_game binds a validated game to the parameters of the
 * same names (DB_GAME_PARAMS). */
#define DB_GAME_COLS "passed, declarer, contract, matadors, hand, ouvert, announce, bid, " \
                     "points, schneider, schwarz, result, real_value, value, won, overbid, "  \
                     "score, seeger"
#define DB_GAME_PARAMS ":passed, :declarer, :contract, :matadors, :hand, :ouvert, :announce, " \
                       ":bid, :points, :schneider, :schwarz, :result, :real_value, :value, "   \
                       ":won, :overbid, :score, :seeger"
void db_bind_game(db_stmt *st, const game_entry *e, const rules_outcome *o);

/* Column k (0 .. DB_GAME_NCOLS - 1, the order above) of a validated game:
 * type DB_INTEGER (i), DB_TEXT (s, static) or DB_NULL. */
#define DB_GAME_NCOLS 18
typedef struct db_game_val {
    int type;
    int i;
    const char *s;
} db_game_val;
void db_game_col(const game_entry *e, const rules_outcome *o, int k, db_game_val *v);

/* Replace the house-rule fields of game gid by h (game_house; no row when
 * h has none).  db_games.c; used by db_import.c. */
int db_put_house(db *d, int64_t gid, const game_house *h, sk_err *err);

#endif
