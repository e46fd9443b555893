/* db_copy.h - a whole database copied to a new one, between engines
 * (skatsheet db copy FROM TO). */
#ifndef SK_DB_COPY_H
#define SK_DB_COPY_H

#include <stddef.h>

#include "db.h"

typedef struct db_copy_count {
    size_t tables;
    size_t rows;
} db_copy_count;

/* Copy every row of every table of the database from (opened, migrated
 * to this program's schema) into a new database to (a file that does not
 * exist yet, or an empty PostgreSQL database), ids, history and audit
 * included.  All or nothing: on any error to is left as it was (a new
 * file removed, the PostgreSQL transaction rolled back), SK_FAIL (or
 * SK_USAGE for a name that is no database) with err naming the table. */
int db_copy(const char *from, const char *to, db_copy_count *out, sk_err *err);

/* db_copy, from the open database src (its rows read in one snapshot:
 * on PostgreSQL one REPEATABLE READ READ ONLY transaction). */
int db_copy_from(db *src, const char *to, db_copy_count *out, sk_err *err);

#endif
