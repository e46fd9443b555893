/* db_rating.c - the rating's switches (db_rating.h). */
#include "db_rating.h"

#include <stdlib.h>

#include "db_internal.h"
#include "db_rows.h"

int db_rating_switch_set(db *d, const char *club, bool on, sk_err *err)
{
    return db_run_tx(d,
                     "INSERT INTO rating_switch (club, enabled) VALUES (:club, :on)"
                     " ON CONFLICT (club) DO UPDATE SET enabled = :on",
                     DB_ARGS(DB_S(":club", club), DB_I(":on", on ? 1 : 0)),
                     "storing the rating's switch", err);
}

int db_rating_switches(db *d, char ***clubs, bool **on, size_t *n, sk_err *err)
{
    *clubs = NULL;
    *on = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, "SELECT club, enabled FROM rating_switch ORDER BY club", err);
    if (!st)
        return SK_FAIL;
    size_t capc = 0, capo = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        *clubs = db_grow(*clubs, *n, &capc, sizeof **clubs, 8);
        *on = db_grow(*on, *n, &capo, sizeof **on, 8);
        (*clubs)[*n] = db_col_str(st, 0);
        (*on)[(*n)++] = db_col_int(st, 1) != 0;
    }
    db_finalize(st);
    if (s != DB_DONE) {
        for (size_t i = 0; i < *n; i++)
            free((*clubs)[i]);
        free(*clubs);
        free(*on);
        *clubs = NULL;
        *on = NULL;
        *n = 0;
        return db_sqlerr(d, err, "reading the rating's switches");
    }
    return SK_OK;
}
