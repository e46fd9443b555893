/* dbadmin.h - operations on a database as a whole (skatsheet db ...). */
#ifndef SK_OPS_DBADMIN_H
#define SK_OPS_DBADMIN_H

#include "db_copy.h"

/* Copy the database from into a new database to (db_copy.h): between
 * SQLite files and PostgreSQL databases in any direction, all or nothing;
 * a target that exists (a file) or is not empty (PostgreSQL) is refused
 * and left as it was. */
int ops_db_copy(const char *from, const char *to, db_copy_count *out, sk_err *err);

#endif
