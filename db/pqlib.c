/* pqlib.c - see pqlib.h */
#define DB_PQ_TABLE_ONLY
#include "pqlib.h"

#ifndef SK_SONAME_PQ
#define SK_SONAME_PQ "libpq.so.5"
#endif

SK_DYNLIB_DEFINE(db_pq, db_pq_table, SK_SONAME_PQ, "libpq5", DB_PQ_FUNCS)
