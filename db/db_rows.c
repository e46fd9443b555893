/* db_rows.c - see db_rows.h */
#include "db_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void db_bind_args(db_stmt *st, db_args a)
{
    if (!st)
        return;
    for (size_t i = 0; i < a.n; i++) {
        const db_arg *p = &a.v[i];
        switch (p->kind) {
        case DB_ARG_INT: db_bind_int(st, p->name, p->i); break;
        case DB_ARG_TEXT: db_bind_text(st, p->name, p->s); break;
        case DB_ARG_NULL: db_bind_null(st, p->name); break;
        case DB_ARG_INT_OR_NULL: db_bind_int_or_null(st, p->name, p->i); break;
        default: db_bind_text_or_null(st, p->name, p->s); break;
        }
    }
}

db_stmt *db_prep_args(db *d, const char *sql, db_args a, sk_err *err)
{
    db_stmt *st = db_prep(d, sql, err);
    db_bind_args(st, a);
    return st;
}

static const db_field id_field[] = {{DB_FT_I64, 0, 0}};
static const db_field int_field[] = {{DB_FT_INT, 0, 0}};
static const db_field str_field[] = {{DB_FT_STR, 0, 0}};
const db_map db_map_id = {id_field, 1, sizeof(int64_t)};
const db_map db_map_int = {int_field, 1, sizeof(int)};
const db_map db_map_str = {str_field, 1, sizeof(char *)};

void db_map_read(db_stmt *st, const db_map *m, void *row)
{
    memset(row, 0, m->size);
    for (size_t k = 0; k < m->n; k++) {
        const db_field *f = &m->f[k];
        char *p = (char *)row + f->off;
        int col = (int)k;
        switch (f->type) {
        case DB_FT_I64: *(int64_t *)p = db_col_int64(st, col); break;
        case DB_FT_LL: *(long long *)p = db_col_int64(st, col); break;
        case DB_FT_INT: *(int *)p = db_col_int(st, col); break;
        case DB_FT_BOOL: *(bool *)p = db_col_int64(st, col) != 0; break;
        case DB_FT_STR: *(char **)p = db_col_str(st, col); break;
        case DB_FT_TEXT: dn_text_into(st, col, p, f->size); break;
        default: *(double *)p = db_col_real(st, col); break;
        }
    }
}

void db_map_clear(const db_map *m, void *row)
{
    for (size_t k = 0; row && k < m->n; k++)
        if (m->f[k].type == DB_FT_STR) {
            char **p = (char **)((char *)row + m->f[k].off);
            free(*p);
            *p = NULL;
        }
}

void db_map_free(const db_map *m, void *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++)
        db_map_clear(m, (char *)v + i * m->size);
    free(v);
}

/* Step st to its end, each row through m into *out; finalizes st. */
static int map_collect(db *d, db_stmt *st, const db_map *m, void **out, size_t *n,
                       const char *what, sk_err *err)
{
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    size_t cap = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        *out = sk_grow(*out, *n, &cap, m->size, 16);
        db_map_read(st, m, (char *)*out + *n * m->size);
        (*n)++;
    }
    int rc = SK_OK;
    if (s != DB_DONE) {
        rc = db_sqlerr(d, err, what);
        db_map_free(m, *out, *n);
        *out = NULL;
        *n = 0;
    }
    db_finalize(st);
    return rc;
}

int db_query_list(db *d, const char *sql, db_args a, const db_map *m, void **out, size_t *n,
                  const char *what, sk_err *err)
{
    return map_collect(d, db_prep_args(d, sql, a, err), m, out, n, what, err);
}

/* How many bytes field f takes in a row. */
static size_t field_width(const db_field *f)
{
    switch (f->type) {
    case DB_FT_I64: return sizeof(int64_t);
    case DB_FT_LL: return sizeof(long long);
    case DB_FT_INT: return sizeof(int);
    case DB_FT_BOOL: return sizeof(bool);
    case DB_FT_STR: return sizeof(char *);
    case DB_FT_REAL: return sizeof(double);
    default: return f->size;
    }
}

int db_query_cols(db *d, const char *sql, db_args a, const db_map *m, void **const *cols,
                  size_t *n, const char *what, sk_err *err)
{
    void *rows;
    int rc = db_query_list(d, sql, a, m, &rows, n, what, err);
    for (size_t k = 0; k < m->n; k++) {
        size_t w = field_width(&m->f[k]);
        char *col = *n ? xcalloc(*n, w) : NULL;
        for (size_t i = 0; i < *n; i++)
            memcpy(col + i * w, (char *)rows + i * m->size + m->f[k].off, w);
        *cols[k] = col;
    }
    free(rows); /* the texts moved into the columns */
    return rc;
}

/* Step the statement of sql with a once: on a row, read it through m
 * into row (when m), columns 0 .. k-1 into i[] or column 0 into *str; *found whether there was
 * one.  Finalizes. */
static int one_row(db *d, const char *sql, db_args a, const db_map *m, void *row, int64_t *i,
                   size_t k, char **str, bool *found, const char *what, sk_err *err)
{
    bool r = false;
    db_stmt *st = db_prep_args(d, sql, a, err);
    int rc = SK_FAIL;
    if (st) {
        int s = db_step(st);
        if (s == DB_ROW) {
            r = true;
            if (m)
                db_map_read(st, m, row);
            for (size_t c = 0; i && c < k; c++)
                i[c] = db_col_int64(st, (int)c);
            if (str)
                *str = db_col_str(st, 0);
        }
        rc = s == DB_ROW || s == DB_DONE ? SK_OK : db_sqlerr(d, err, what);
        db_finalize(st);
    }
    if (found)
        *found = r;
    return rc;
}

int db_query_one(db *d, const char *sql, db_args a, const db_map *m, void *row, bool *found,
                 const char *what, sk_err *err)
{
    memset(row, 0, m->size);
    return one_row(d, sql, a, m, row, NULL, 0, NULL, found, what, err);
}

int db_count(db *d, const char *sql, db_args a, int64_t *out, const char *what, sk_err *err)
{
    *out = 0;
    return one_row(d, sql, a, NULL, NULL, out, 1, NULL, NULL, what, err);
}

int db_query_int(db *d, const char *sql, db_args a, int64_t *out, bool *found,
                 const char *what, sk_err *err)
{
    *out = 0;
    return one_row(d, sql, a, NULL, NULL, out, 1, NULL, found, what, err);
}

int db_query_ints(db *d, const char *sql, db_args a, int64_t *v, size_t k, bool *found,
                  const char *what, sk_err *err)
{
    memset(v, 0, k * sizeof *v);
    return one_row(d, sql, a, NULL, NULL, v, k, NULL, found, what, err);
}

int db_query_str(db *d, const char *sql, db_args a, char **out, bool *found, const char *what,
                 sk_err *err)
{
    *out = NULL;
    return one_row(d, sql, a, NULL, NULL, NULL, 0, out, found, what, err);
}

int db_query_fn_one(db *d, const char *sql, db_args a, dn_row_fn fn, void *elem, size_t size,
                    bool *found, const char *what, sk_err *err)
{
    bool f;
    int rc = dn_one(d, db_prep_args(d, sql, a, err), fn, elem, size, &f, what, err);
    if (found)
        *found = f;
    return rc;
}

int db_query_fn_list(db *d, const char *sql, db_args a, dn_row_fn fn, dn_clear_fn clear,
                     size_t size, void **out, size_t *n, const char *what, sk_err *err)
{
    return dn_collect(d, db_prep_args(d, sql, a, err), fn, clear, size, out, n, what, err);
}

int db_query_checked(db *d, const char *sql, db_args a, dn_check_fn fn, dn_clear_fn clear,
                     size_t size, void **out, size_t *n, const char *what, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep_args(d, sql, a, err);
    if (!st)
        return SK_FAIL;
    size_t cap = 0;
    int s = DB_DONE, rc = SK_OK;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        *out = sk_grow(*out, *n, &cap, size, 16);
        char *e = (char *)*out + *n * size;
        memset(e, 0, size);
        rc = fn(st, e, err);
        (*n)++;
    }
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(d, err, what);
    db_finalize(st);
    if (rc != SK_OK) {
        dn_free(*out, *n, size, clear);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

int db_run(db *d, const char *sql, db_args a, const char *what, sk_err *err)
{
    return dn_write(d, db_prep_args(d, sql, a, err), what, err);
}

int db_run_batch(db *d, const db_batch_stmt *v, size_t n, sk_err *err)
{
    db_stmt **sts = xcalloc(n + 1, sizeof *sts);
    int rc = SK_OK;
    size_t k = 0;
    for (; rc == SK_OK && k < n; k++)
        if (!(sts[k] = db_prep_args(d, v[k].sql, v[k].args, err)))
            rc = SK_FAIL;
    int failed = 0;
    if (rc == SK_OK && n && db_steps(d, sts, (int)n, &failed) != DB_DONE)
        rc = db_sqlerr(d, err, v[failed].what);
    for (size_t i = 0; i < k; i++)
        db_finalize(sts[i]);
    free(sts);
    return rc;
}

int db_run_tx(db *d, const char *sql, db_args a, const char *what, sk_err *err)
{
    db_stmt *st = db_prep_args(d, sql, a, err);
    if (!st)
        return SK_FAIL;
    int rc = db_steps_tx(d, &st, &what, 1, err);
    db_finalize(st);
    return rc;
}

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
        *out = sk_grow(*out, *n, &cap, size, 16);
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
