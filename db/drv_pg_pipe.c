/* drv_pg_pipe.c - a run of statements in one round trip (issue 38, part
 * 6): libpq's pipeline mode.  drv_pg.c hands the statements of the
 * driver's run_batch (drv.h) over as pgd_query (their SQL with $N, their
 * values as text and types); they are sent one after the other, then one
 * Sync, and the results read in order.  Inside the caller's transaction
 * the first failure aborts it: the statements after it are not run
 * (PGRES_PIPELINE_ABORTED), the failed one's error is kept in c as a
 * single statement's would be (pgd_err_from), and the caller rolls back
 * as it does after one statement failed. */
#include "drv_pg_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int pgd_pipeline(db_conn *c, const pgd_query *q, int n, int *failed)
{
    *failed = 0;
    c->cls = DB_E_NONE;
    if (!pgd_revive(c)) {
        pgd_set_err(c, DB_E_GONE, PQerrorMessage(c->pg));
        return SK_FAIL;
    }
    if (PQenterPipelineMode(c->pg) != 1) {
        pgd_err_from(c, NULL);
        return SK_FAIL;
    }
    int sent = 0;
    while (sent < n && PQsendQueryParams(c->pg, q[sent].sql, q[sent].n, q[sent].types,
                                         (const char *const *)q[sent].values, NULL, NULL, 0) == 1)
        sent++;
    int rc = SK_OK;
    if (sent < n) { /* not sent: libpq's words (the connection) */
        pgd_err_from(c, NULL);
        *failed = sent;
        rc = SK_FAIL;
    }
    bool synced = PQpipelineSync(c->pg) == 1;
    /* each query's results end with a NULL; the Sync's result ends all */
    for (int i = 0; i <= sent;) {
        PGresult *r = PQgetResult(c->pg);
        if (!r) {
            if (++i == sent && !synced)
                break;
            if (i > sent || PQstatus(c->pg) != CONNECTION_OK)
                break;
            continue;
        }
        ExecStatusType s = PQresultStatus(r);
        if (s == PGRES_PIPELINE_SYNC) {
            PQclear(r);
            break;
        }
        if (s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK) {
            const char *t = PQcmdTuples(r);
            c->changes = t && *t ? strtoll(t, NULL, 10) : 0;
        } else if (s != PGRES_PIPELINE_ABORTED && rc == SK_OK) {
            pgd_err_from(c, r);
            *failed = i;
            rc = SK_FAIL;
        }
        PQclear(r);
    }
    if (PQexitPipelineMode(c->pg) != 1 && rc == SK_OK) {
        pgd_err_from(c, NULL);
        *failed = n - 1;
        rc = SK_FAIL;
    }
    return rc;
}

/* The prefix and suffix of a write (drv_pg.c's pg_begin and pg_commit as
 * single statements of the extended protocol). */
#define PRE 2
#define POST 3

int pgd_write_pipeline(db_conn *c, const pgd_query *q, int n, int lock_key, int retries,
                       int *failed)
{
    char lock[64];
    snprintf(lock, sizeof lock, "SELECT pg_advisory_xact_lock(%d)", lock_key);
    pgd_query *all = xcalloc((size_t)(PRE + n + POST), sizeof *all);
    all[0] = (pgd_query){"BEGIN ISOLATION LEVEL READ COMMITTED", 0, NULL, NULL};
    all[1] = (pgd_query){lock, 0, NULL, NULL};
    for (int i = 0; i < n; i++)
        all[PRE + i] = q[i];
    all[PRE + n] = (pgd_query){"UPDATE skatsheet_schema SET data_version = data_version + 1", 0,
                               NULL, NULL};
    all[PRE + n + 1] = (pgd_query){"NOTIFY skatsheet", 0, NULL, NULL};
    all[PRE + n + 2] = (pgd_query){"COMMIT", 0, NULL, NULL};
    int rc;
    for (int attempt = 0;; attempt++) {
        int at = 0;
        int64_t changes = 0;
        rc = pgd_pipeline(c, all, PRE + n + POST, &at);
        if (rc == SK_OK) {
            c->tx = 0;
            break;
        }
        /* the transaction left open and aborted: rolled back, the error
         * that made it fail kept (as pg_rollback keeps it) */
        int cls = c->cls;
        char msg[sizeof c->msg];
        memcpy(msg, c->msg, sizeof msg);
        changes = c->changes;
        PQclear(PQexec(c->pg, "ROLLBACK"));
        c->tx = 0;
        c->cls = cls;
        c->changes = changes;
        memcpy(c->msg, msg, sizeof msg);
        *failed = at < PRE ? -1 : at - PRE;
        /* a serialization failure or deadlock at BEGIN: again (pg_begin's
         * bounded retry) */
        if (at >= PRE || cls != DB_E_RETRY || attempt + 1 >= retries)
            break;
        struct timespec ts = {0, (long)(attempt + 1) * 20000000L};
        nanosleep(&ts, NULL);
    }
    free(all);
    return rc;
}
