/* pqlib.h - libpq for the PostgreSQL driver (drv_pg.c, drv_pg_conn.c),
 * loaded when a postgresql:// database is opened, not at every start of
 * the program (app/core/dynlib.h: libpq brings OpenSSL, Kerberos, LDAP and
 * GnuTLS, 20 libraries, 4.8 ms a start).  Include this instead of
 * <libpq-fe.h>; the calls read as before.  db_pq_load first. */
#ifndef SK_DB_PQLIB_H
#define SK_DB_PQLIB_H

#include <libpq-fe.h>

#include "dynlib.h"

#define DB_PQ_FUNCS(X)                                                                         \
    X(PQclear) X(PQcmdTuples) X(PQconnectdbParams) X(PQconninfoFree) X(PQconninfoParse)              \
    X(PQconsumeInput) X(PQerrorMessage) X(PQexec) X(PQexecParams) X(PQfinish) X(PQfreemem)     \
    X(PQftype) X(PQgetResult) X(PQgetisnull) X(PQgetvalue) X(PQnfields) X(PQnotifies)          \
    X(PQntuples) X(PQputCopyData) X(PQputCopyEnd) X(PQreset) X(PQresultErrorField)             \
    X(PQresultErrorMessage) X(PQresultStatus) X(PQsetNoticeProcessor) X(PQsocket)              \
    X(PQstatus) X(PQenterPipelineMode) X(PQexitPipelineMode) X(PQpipelineSync)                \
    X(PQsendQueryParams)

SK_DYNLIB_DECLARE(db_pq, db_pq_table, DB_PQ_FUNCS)

#ifndef DB_PQ_TABLE_ONLY /* (pqlib.c, which fills the table) */
#define PQclear (db_pq()->PQclear)
#define PQcmdTuples (db_pq()->PQcmdTuples)
#define PQconnectdbParams (db_pq()->PQconnectdbParams)
#define PQconninfoFree (db_pq()->PQconninfoFree)
#define PQconninfoParse (db_pq()->PQconninfoParse)
#define PQconsumeInput (db_pq()->PQconsumeInput)
#define PQerrorMessage (db_pq()->PQerrorMessage)
#define PQexec (db_pq()->PQexec)
#define PQexecParams (db_pq()->PQexecParams)
#define PQfinish (db_pq()->PQfinish)
#define PQfreemem (db_pq()->PQfreemem)
#define PQftype (db_pq()->PQftype)
#define PQgetResult (db_pq()->PQgetResult)
#define PQgetisnull (db_pq()->PQgetisnull)
#define PQgetvalue (db_pq()->PQgetvalue)
#define PQnfields (db_pq()->PQnfields)
#define PQnotifies (db_pq()->PQnotifies)
#define PQntuples (db_pq()->PQntuples)
#define PQputCopyData (db_pq()->PQputCopyData)
#define PQputCopyEnd (db_pq()->PQputCopyEnd)
#define PQreset (db_pq()->PQreset)
#define PQresultErrorField (db_pq()->PQresultErrorField)
#define PQresultErrorMessage (db_pq()->PQresultErrorMessage)
#define PQresultStatus (db_pq()->PQresultStatus)
#define PQsetNoticeProcessor (db_pq()->PQsetNoticeProcessor)
#define PQsocket (db_pq()->PQsocket)
#define PQstatus (db_pq()->PQstatus)
#define PQenterPipelineMode (db_pq()->PQenterPipelineMode)
#define PQexitPipelineMode (db_pq()->PQexitPipelineMode)
#define PQpipelineSync (db_pq()->PQpipelineSync)
#define PQsendQueryParams (db_pq()->PQsendQueryParams)
#endif

#endif
