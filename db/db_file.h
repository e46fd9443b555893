/* db_file.h - the database as a file (issue 28): whether the file at the
 * path is still the one a connection opened (a restore may replace it or
 * copy another over it), a backup through the engine's online backup, a
 * restore into the open database, no write-ahead log left behind, and the
 * connection settings of a server (a reader that never writes, a shorter
 * wait for the write lock).
 *
 * Engine-neutral: an engine without a file of its own (a database server)
 * answers DB_FILE_SAME and a stamp that never changes, and has nothing to
 * flush.  The SQLite parts are in db_file.c.
 */
#ifndef SK_DB_FILE_H
#define SK_DB_FILE_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"

/* How long a write waits for another writer's lock by default (the CLI,
 * the TUI); `serve` waits less (web.h). */
#define DB_BUSY_MS 10000

typedef enum db_file_state {
    DB_FILE_SAME = 0,   /* the file at the path is the one d opened */
    DB_FILE_REPLACED,   /* another file is at the path now (mv of a backup over it) */
    DB_FILE_GONE,       /* no file at the path (deleted, moved away) */
} db_file_state;

/* Compare the file at d's path with the one d opened (device and inode;
 * also a file whose format changed since: another database copied into
 * it, e.g. a backup in rollback mode over the file in WAL mode).
 * stamp (may be NULL): set to a number that changes whenever the file's
 * size or times of change change (a write by anybody, or a copy over it in
 * place); 0 when gone.  log (may be NULL): the same of the engine's log of
 * commits beside it (0 when there is none): every commit changes it, a
 * copy over the database file does not.  Costs a stat() or two. */
db_file_state db_file_check(db *d, uint64_t *stamp, uint64_t *log);

/* SK_OK when d's engine keeps its database in a file (db backup and db
 * restore work on it); else SK_USAGE naming what (the command) and that
 * db copy serves such an engine. */
int db_file_engine(db *d, const char *what, sk_err *err);

/* Write every committed row of d into the file path through the online
 * backup (a consistent copy while other programs read and write).  path
 * must be new or empty (the caller's temporary file, put into place by
 * rename once this returns SK_OK); the copy is one file (no log beside
 * it).  SK_USAGE for an engine without files (db copy serves it). */
int db_backup(db *d, const char *path, sk_err *err);

/* Replace the whole contents of d by the database in file path (a
 * backup) in one write transaction: every other connection (a running
 * `serve`) sees the restored data at its next read.  path is only read:
 * copied into a temporary file beside d's, opened there as any database
 * (a skatsheet database of a schema this program knows; an older one is
 * migrated), then copied in.  SK_INVALID for a file that is not one,
 * SK_FAIL when the database stays locked; SK_USAGE for an engine without
 * files (db copy serves it). */
int db_restore(db *d, const char *path, sk_err *err);

/* Write the log of committed writes back into the database file and
 * empty it, so that no frame is left that could be replayed onto a file
 * copied over this one.  Best effort (db_commit calls it after every
 * commit): waits only a moment for readers still using the log, and tries
 * again at the next call. */
void db_wal_flush(db *d);

/* Forget what d cached from earlier transactions (between transactions
 * only): its next transaction reads the file afresh.  A server does this
 * before each use of a connection, so a database copied over the file in
 * place is read as it is even before the watcher notices the copy. */
void db_forget_cache(db *d);

/* A reading connection of a server: it never writes, so it never waits for
 * the write lock (a write through it fails at once, a bug). */
int db_set_reader(db *d, sk_err *err);

/* db_open, waiting at most wait_ms for locks from the start (the settings
 * and the schema are read before db_set_busy_ms could be called): a
 * server's connection that must not hang (a copy over the file in
 * rollback mode cannot be opened while others hold it in WAL mode). */
int db_open_waiting(const char *target, int wait_ms, db **out, sk_err *err);

/* How long a write through d waits for another writer's lock (ms). */
void db_set_busy_ms(db *d, int ms);

/* Whether the last failure of d means "try again in a moment" (HTTP 503):
 * another writer's lock outlasted the wait, or the file was replaced or
 * deleted under d.  Cleared when the next write begins. */
bool db_retry_later(const db *d);
void db_retry_clear(db *d);

#endif
