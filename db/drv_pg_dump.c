/* drv_pg_dump.c - the PostgreSQL driver's dump (drv.h): pg_dump in its
 * custom format, one consistent snapshot of the database (pg_dump's own
 * serializable transaction).  The connection's parameters, parsed from
 * its URI by libpq, go into pg_dump's environment by their PG*
 * variables (PGHOST, PGDATABASE, PGPASSWORD, ...): no password on a
 * command line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_tool.h"
#include "drv_pg_int.h"
#include "i18n.h"

int pgd_dump(db_conn *c, const char *path, sk_err *err)
{
    char *perr = NULL;
    PQconninfoOption *opts = PQconninfoParse(c->target, &perr);
    if (!opts) {
        int rc = sk_err_set(err, SK_FAIL, _("dumping %s: %s"), c->where, perr ? perr : "");
        PQfreemem(perr);
        return rc;
    }
    size_t n = 0;
    for (PQconninfoOption *o = opts; o->keyword; o++)
        n++;
    const char **env = xcalloc(2 * n + 1, sizeof *env);
    size_t k = 0;
    for (PQconninfoOption *o = opts; o->keyword; o++) {
        if (o->envvar && o->val && *o->val) {
            env[k++] = o->envvar;
            env[k++] = o->val;
        }
    }
    env[k] = NULL;
    char *file = xasprintf("--file=%s", path);
    const char *argv[] = {"pg_dump", "--format=custom", "--no-password", file, NULL};
    char why[300];
    int st = db_tool_run(argv, env, why, sizeof why);
    int rc = SK_OK;
    if (st != 0)
        rc = sk_err_set(err, SK_FAIL, _("pg_dump of %s failed: %s"), c->where,
                        *why ? why : _("it could not be run"));
    free(file);
    free(env);
    PQconninfoFree(opts);
    return rc;
}
