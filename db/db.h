/* db.h - the skatsheet database (all SQL lives in db/).
 *
 * One of two engines, chosen by the name given (--db, SKATSHEET_DB,
 * config): a file name is a SQLite file (schema/NNN_*.sql, version in
 * PRAGMA user_version, PRAGMA application_id marks a skatsheet file; WAL,
 * foreign_keys=ON, busy_timeout 10 s); a libpq URI (postgresql://... or
 * postgres://...) is a PostgreSQL database (schema/pg/NNN_*.sql, version
 * in the table skatsheet_schema).  Callers never know which: db/drv.h is
 * the driver interface, db.c picks the driver.  Every write runs in one
 * transaction that keeps other writers out until it ends.
 *
 * Conventions:
 *  - Functions return SK_OK, SK_FAIL (database/IO trouble) or SK_INVALID
 *    (the input breaks a rule: unknown name, duplicate, impossible game...),
 *    and fill the caller-owned sk_err with a message naming field and rule.
 *    On any error a write function has changed nothing.
 *  - Strings in structs returned to the caller are malloc'd and owned by the
 *    caller: free them with the matching *_clear / *_free function.
 *  - Write functions open their own BEGIN IMMEDIATE transaction, or join the
 *    caller's one opened with db_begin (transactions nest: only the
 *    outermost db_commit commits; a failure inside marks the whole
 *    transaction failed, so the outermost db_commit rolls back).
 *
 * This header is the connection only; each concept has its own header:
 * db_players.h, db_tournaments.h, db_seating.h, db_games.h, db_import.h,
 * db_evening.h (attendance), db_standings.h, db_league.h, db_schafkopf.h,
 * db_watch.h.
 */
#ifndef SK_DB_H
#define SK_DB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

typedef struct db db;

/* Create the schema in a new database (skatsheet init): a new file, or an
 * empty PostgreSQL database.  Refuses (SK_FAIL) an existing file or a
 * database that is not empty; SK_USAGE for a target that is neither a
 * file name nor a PostgreSQL URI.  *out is owned by the caller: db_close
 * it. */
int db_create(const char *target, db **out, sk_err *err);

/* Open an existing database.  Refuses (SK_FAIL, *out NULL) a missing file
 * ("database FILE does not exist": the front end adds how to make one), a
 * server that cannot be reached or refuses the credentials (the message
 * names the host, never a password), a database that is not a skatsheet
 * one, and a schema newer than this program knows; migrates an older
 * schema in one transaction.  SK_USAGE for a target that is neither a file
 * name nor a PostgreSQL URI.  Caller db_closes *out. */
int db_open(const char *target, db **out, sk_err *err);

/* The engine of d: "sqlite" or "postgresql". */
const char *db_engine(db *d);

/* The place of d for messages: the file name, or DATABASE on HOST (never a
 * password). */
const char *db_where(db *d);

/* Whether target names a SQLite file (not a server's URI). */
bool db_target_is_file(const char *target);

/* target as it may be shown in a message: a password in it replaced by
 * ***, into buf (always terminated). */
void db_target_shown(const char *target, char *buf, size_t n);

/* Close (NULL is fine).  Rolls back an open transaction. */
void db_close(db *d);

/* Schema version of this program (highest embedded migration) and of d. */
int db_schema_latest(void);
int db_schema_version(db *d);

/* Who this process is, for a database server's list of connections
 * (PostgreSQL's application_name): "PROGRAM VERSION schema N", N the
 * schema it speaks (db_schema_latest()).  Before the first open; every
 * later connection of the process says it (default "skatsheet ? schema
 * ?").  program and version are copied (cut at 63 bytes in all). */
void db_set_client(const char *program, const char *version, int schema);

/* An upgrade of a PostgreSQL database (the migrations, in one
 * transaction) is refused with SK_FAIL while another connection to the
 * same database says it is a skatsheet of another schema version (or an
 * older one that does not say its schema: application_name 'skatsheet'),
 * naming it: its application_name, process id and address.  SQLite files
 * have no such list: their copy beside the file (below) is the safety. */

/* Opening a database file that holds data at an older schema version
 * writes a copy of it beside it first (db_backup_beside: "FILE.vVER.bak"),
 * then upgrades it: the copy's name, or NULL when none was written by
 * this open (a new file, one at the latest version, a server's database).
 * Valid until db_close. */
const char *db_upgrade_backup(db *d);

/* Begin a write transaction (BEGIN IMMEDIATE when none is open, else
 * nested).  SK_FAIL when the database stays locked past the busy timeout. */
int db_begin(db *d, sk_err *err);
/* End the transaction of the matching db_begin by rc: SK_OK commits (its
 * failure is the result), anything else rolls back and is returned as it
 * is.  `if (began) rc = db_finish(d, rc, err);` after a db_begin that
 * only a caller outside a transaction made. */
int db_finish(db *d, int rc, sk_err *err);
/* How many statements d has run since it was opened: each run of a
 * prepared statement (its first step after db_prep or db_reset), each
 * db_exec, each outermost BEGIN, COMMIT and ROLLBACK.  With the environment's
 * SKATSHEET_SQL_TRACE=FILE each counted statement is also appended to FILE
 * as one line (its text, white space folded): what the statement budgets
 * of tests/db and bench/ count. */
unsigned long db_stmt_count(const db *d);
/* End the transaction opened by the matching db_begin.  The outermost
 * commit commits; when anything inside failed (db_fail or a failing write
 * function) it rolls back and returns SK_FAIL (err set if still clear). */
int db_commit(db *d, sk_err *err);
/* Abandon the transaction of the matching db_begin: at the outermost level
 * it rolls back now; at an inner level it marks the whole transaction
 * failed (the outermost db_commit then rolls back and returns SK_FAIL). */
void db_rollback(db *d);

#endif
