/* webdb.h - the database of `serve` (issue 28).
 *
 * Connections: every worker thread reads through a connection of its own
 * that never writes (db_set_reader: WAL readers answer from their snapshot
 * while any other program holds the write lock); the writer thread writes
 * through its own, waiting at most write_ms for another writer's lock.
 *
 * The file at the path is the database: a watcher thread checks every
 * POLL_MS the file's identity (db_file_check) and the data version.
 *  - replaced (a backup moved over it): every connection is closed, then
 *    the file now at the path is opened, logged;
 *  - deleted or moved away: every connection is closed and each request
 *    answered 503 until a database is at the path again;
 *  - rewritten in place (a backup copied over it: the file changed while
 *    its log of commits did not): every connection closed and opened again
 *    (their page caches would show the old file), logged.
 * (The data version compared every poll is db_wait_change's own way on
 * SQLite.)  On a database server (PostgreSQL) there is no file: the watcher
 * waits for another connection's commit with db_wait_change (LISTEN/NOTIFY:
 * woken at once, so a game stored through another `serve` on the same
 * database reaches the live pages here at once); a server gone is logged,
 * its return counts as a change.
 * All connections are closed before any new one opens (a write lock held
 * by every request while it uses its connection), so no two files ever
 * share the -wal and -shm beside the path.  (web layer)
 */
#ifndef SK_WEBDB_H
#define SK_WEBDB_H

#include <stdbool.h>

#include "db.h"

typedef struct web_db web_db;

/* Called by the watcher every poll: changed when the data changed (a
 * commit by anyone, a reopened file): refresh the pages. */
typedef void (*web_db_tick_fn)(void *ud, bool changed);

/* Open the watcher's connection (SK_FAIL with db_open's message when path
 * is no database) and start the watcher thread. *out: web_db_stop. */
int web_db_start(const char *path, int write_ms, web_db_tick_fn tick, void *ud,
                 web_db **out, sk_err *err);
/* How long the next write waits for another writer's lock (ms; serve's
 * SIGHUP).  Thread-safe. */
void web_db_set_write_ms(web_db *w, int write_ms);
/* Stop the watcher, close every connection.  w may be NULL. */
void web_db_stop(web_db *w);

/* This thread's connection (write: the writer's, else a reader), held
 * open until web_db_release (every acquire, also a failed one, is
 * released).  NULL when the database cannot be used now, err says why:
 * *later true when that may pass (no database file at the path, or it
 * cannot be opened at this moment: answer 503), else 500. */
db *web_db_acquire(web_db *w, bool write, bool *later, sk_err *err);
void web_db_release(web_db *w);

/* Before a write: the check the watcher makes every poll, now (a backup
 * put in place a moment ago is noticed before the write goes anywhere).
 * Not while holding a connection. */
void web_db_verify(web_db *w);

#endif
