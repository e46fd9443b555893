/* db_backup.h - backups of a database of either engine and their restore
 * (skatsheet db backup, db restore; issue 41).
 *
 * Two formats: a SQLite file (any engine's backup: SQLite's online backup
 * of a file, or every row of a PostgreSQL database read in one REPEATABLE
 * READ READ ONLY transaction), and pg_dump's custom format (a PostgreSQL
 * database only).  Either is restored into a database of either engine. */
#ifndef SK_DB_BACKUP_H
#define SK_DB_BACKUP_H

#include "db.h"

typedef enum db_backup_format {
    DB_BACKUP_SQLITE = 0, /* a SQLite file: "FILE.db" */
    DB_BACKUP_PG = 1,     /* pg_dump --format=custom: "FILE.pgdump" */
} db_backup_format;

/* The file name ending of a backup of format fmt (".db", ".pgdump"). */
const char *db_backup_ext(db_backup_format fmt);

/* Write a consistent copy of every committed row of d into path, a file
 * that is new or empty (the caller's temporary file, renamed into place
 * once this returns SK_OK), while other programs read and write.
 * SK_USAGE for DB_BACKUP_PG of an engine without it (SQLite); SK_FAIL
 * with err saying why (path then holds nothing to keep). */
int db_backup_write(db *d, const char *path, db_backup_format fmt, sk_err *err);

/* Replace the whole contents of d (any engine) by the backup in path
 * (either format, told apart by its first bytes), in one write
 * transaction: another connection (a running `serve`) sees the restored
 * data at its next read.  path is only read.  SK_INVALID, d unchanged,
 * for a file that is not a whole skatsheet backup (another file, a
 * truncated one, another program's database, a pg_dump of another
 * schema version); SK_FAIL when d stays locked or the write fails. */
int db_backup_restore(db *d, const char *path, sk_err *err);

#endif
