/* dbbackup.h - backups of the database, either engine (skatsheet db
 * backup, db restore; issue 41): one file, or a dated file in a
 * directory that keeps the newest N (for a cron job or systemd timer). */
#ifndef SK_OPS_DBBACKUP_H
#define SK_OPS_DBBACKUP_H

#include "db_backup.h"

/* A backup of d in format fmt into path: written to a temporary file
 * beside path and renamed, so path is either the old file or the whole
 * new backup.  Errors as db_backup_write. */
int ops_db_backup(db *d, const char *path, db_backup_format fmt, sk_err *err);

/* A backup of d into the directory dir (made when missing), named
 * "skatsheet-YYYYMMDD-HHMMSS.db" (".pgdump": fmt DB_BACKUP_PG; "-2", "-3"
 * ... before the ending when that exists), local time; then the oldest
 * files of that naming and format in dir are removed until keep are left
 * (no other file is ever touched; nothing is removed when the backup
 * failed).  *made: the new file's path (malloc'd, the caller frees it),
 * *removed: how many were removed.  SK_FAIL when dir cannot be made or
 * read, or the backup failed. */
int ops_db_backup_keep(db *d, const char *dir, db_backup_format fmt, int keep, char **made,
                       int *removed, sk_err *err);

/* Replace d's content by the backup at path: db_backup_restore, the front
 * ends' door to it (the writes go through app/ops; tests/layers/writes.sh).
 * Errors as db_backup_restore. */
int ops_db_restore(db *d, const char *path, sk_err *err);

#endif
