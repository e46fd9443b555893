/* db_replace.c - what a restore of either format needs (db_internal.h):
 * the contents of a database emptied inside the write that replaces them
 * (its temporary file: db_tmp.c). */
#include "db_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int db_replace_begin(db *d, db_table_def **v, size_t *n, size_t **order, sk_err *err)
{
    *v = NULL;
    *n = 0;
    *order = NULL;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    if (d->drv->tables(d->c, v, n) != SK_OK)
        rc = db_sqlerr(d, err, "reading the tables");
    *order = xcalloc(*n ? *n : 1, sizeof **order);
    if (rc == SK_OK)
        rc = db_tables_parents_first(*v, *n, *order, err);
    /* children first; twice, for the rows a delete trigger writes (the
     * audit of a deleted Schafkopf game) */
    for (int pass = 0; rc == SK_OK && pass < 2; pass++) {
        for (size_t i = *n; rc == SK_OK && i-- > 0;) {
            char *sql = xasprintf("DELETE FROM %s", (*v)[(*order)[i]].name);
            rc = db_exec(d, sql, err);
            free(sql);
        }
    }
    if (rc != SK_OK) {
        db_rollback(d);
        free(*order);
        *order = NULL;
        db_table_defs_free(*v, *n);
        *v = NULL;
        *n = 0;
    }
    return rc;
}
