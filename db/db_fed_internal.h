/* db_fed_internal.h - a helper shared by the federation's files in db/
 * (db_ids.c, db_xch.c, db_fedadmin.c, db_sync.c, db_hub.c; not for other
 * modules). */
#ifndef SK_DB_FED_INTERNAL_H
#define SK_DB_FED_INTERNAL_H

#include "db_internal.h"

/* Step st, which returns no rows, and finalize it; on failure err from
 * db_sqlerr with what (msgid). */
int db_fx_run(db *d, db_stmt *st, const char *what, sk_err *err);

#endif
