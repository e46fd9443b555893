/* db_rows.c - see db_rows.h */
#include "db_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void dn_free(void *v, size_t n, size_t size, dn_clear_fn clear)
{
    for (size_t i = 0; clear && i < n; i++)
        clear((char *)v + i * size);
    free(v);
}

int dn_collect(db *d, db_stmt *st, dn_row_fn fn, dn_clear_fn clear, size_t size, void **out,
               size_t *n, const char *what, sk_err *err)
{
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    size_t cap = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        *out = db_grow(*out, *n, &cap, size, 16);
        char *e = (char *)*out + *n * size;
        memset(e, 0, size);
        fn(st, e);
        (*n)++;
    }
    db_finalize(st);
    if (s == DB_DONE)
        return SK_OK;
    dn_free(*out, *n, size, clear);
    *out = NULL;
    *n = 0;
    return db_sqlerr(d, err, what);
}

int dn_one(db *d, db_stmt *st, dn_row_fn fn, void *elem, size_t size, bool *found,
           const char *what, sk_err *err)
{
    *found = false;
    memset(elem, 0, size);
    if (!st)
        return SK_FAIL;
    int s = db_step(st), rc = SK_OK;
    if (s == DB_ROW) {
        fn(st, elem);
        *found = true;
    } else if (s != DB_DONE) {
        rc = db_sqlerr(d, err, what);
    }
    db_finalize(st);
    return rc;
}

void dn_row_id(db_stmt *st, void *elem)
{
    *(int64_t *)elem = db_col_int64(st, 0);
}

void dn_row_str(db_stmt *st, void *elem)
{
    *(char **)elem = db_col_str(st, 0);
}

int dn_write(db *d, db_stmt *st, const char *what, sk_err *err)
{
    if (!st)
        return SK_FAIL;
    int rc = db_step(st) == DB_DONE ? SK_OK : db_sqlerr(d, err, what);
    db_finalize(st);
    return rc;
}

void dn_text_into(db_stmt *st, int col, char *out, size_t n)
{
    const char *s = db_col_text(st, col);
    snprintf(out, n, "%s", s ? s : "");
}
