/* db_copy.c - see db_copy.h.  Engine-neutral: the tables come from the
 * drivers (tables), the rows go in through bulk_insert, the parents of a
 * table before the table (its foreign keys and insert triggers need
 * them). */
#include "db_copy.h"
#include "db_internal.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COPY_BATCH 500

const db_table_def *db_table_find(const db_table_def *v, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(v[i].name, name) == 0)
            return &v[i];
    return NULL;
}

/* The tables of v in an order that puts every parent before its child
 * (indices into v, in *order); SK_FAIL on a cycle. */
int db_tables_parents_first(const db_table_def *v, size_t n, size_t *order, sk_err *err)
{
    bool *done = xcalloc(n ? n : 1, sizeof *done);
    size_t k = 0;
    for (size_t pass = 0; k < n && pass <= n; pass++) {
        for (size_t i = 0; i < n; i++) {
            if (done[i])
                continue;
            bool ready = true;
            for (size_t p = 0; ready && p < v[i].nparents; p++) {
                for (size_t j = 0; j < n; j++)
                    if (!done[j] && strcmp(v[j].name, v[i].parents[p]) == 0)
                        ready = false;
            }
            if (ready) {
                done[i] = true;
                order[k++] = i;
            }
        }
    }
    free(done);
    if (k < n)
        return sk_err_set(err, SK_FAIL, _("copying the database: the tables' foreign keys form "
                          "a cycle"));
    return SK_OK;
}

static void free_texts(db_value *rows, size_t nvals)
{
    for (size_t i = 0; i < nvals; i++)
        if (rows[i].type == DB_TEXT)
            free((char *)rows[i].s);
}

/* Every row of table t (the target's columns) from src into dst. */
static int copy_table(db *src, db *dst, const db_table_def *t, const db_table_def *from,
                      size_t *count, sk_err *err)
{
    char *sql = xasprintf("SELECT %s FROM %s ORDER BY %s", t->cols, t->name, from->order);
    db_stmt *st = db_prep(src, sql, err);
    free(sql);
    if (!st)
        return SK_FAIL;
    int nc = t->ncols;
    db_value *rows = xcalloc((size_t)COPY_BATCH * (size_t)nc, sizeof *rows);
    int nb = 0, s, rc = SK_OK;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        db_value *row = rows + (size_t)nb * (size_t)nc;
        for (int k = 0; k < nc; k++) {
            int type = db_col_type(st, k);
            if (type == DB_INTEGER)
                row[k] = (db_value){DB_INTEGER, db_col_int64(st, k), NULL};
            else if (type == DB_NULL)
                row[k] = (db_value){DB_NULL, 0, NULL};
            else /* text (and any real, in its text form) */
                row[k] = (db_value){DB_TEXT, 0, xstrdup(db_col_text(st, k))};
        }
        if (++nb == COPY_BATCH) {
            if (dst->drv->bulk_insert(dst->c, t->name, t->cols, nc, rows, nb) != SK_OK)
                rc = db_sqlerr(dst, err, "copying the rows");
            free_texts(rows, (size_t)nb * (size_t)nc);
            *count += (size_t)nb;
            nb = 0;
        }
    }
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(src, err, "reading the rows");
    if (rc == SK_OK && nb > 0) {
        if (dst->drv->bulk_insert(dst->c, t->name, t->cols, nc, rows, nb) != SK_OK)
            rc = db_sqlerr(dst, err, "copying the rows");
        *count += (size_t)nb;
    }
    free_texts(rows, (size_t)nb * (size_t)nc);
    free(rows);
    db_finalize(st);
    if (rc != SK_OK) {
        /* name the table: the first words of the message are the place */
        char msg[sizeof err->msg];
        snprintf(msg, sizeof msg, "%s", err->msg);
        snprintf(err->msg, sizeof err->msg, _("table %s: %s"), t->name, msg);
    }
    return rc;
}

int db_copy_rows(db *src, db *dst, db_copy_count *out, sk_err *err)
{
    db_table_def *sv = NULL, *dv = NULL;
    size_t sn = 0, dn = 0;
    int rc = SK_OK;
    if (src->drv->tables(src->c, &sv, &sn) != SK_OK)
        rc = db_sqlerr(src, err, "reading the tables");
    else if (dst->drv->tables(dst->c, &dv, &dn) != SK_OK)
        rc = db_sqlerr(dst, err, "reading the tables");
    size_t *order = xcalloc(dn ? dn : 1, sizeof *order);
    if (rc == SK_OK)
        rc = db_tables_parents_first(dv, dn, order, err);
    /* both have this program's schema: every table on one side is on the other */
    for (size_t i = 0; rc == SK_OK && i < sn; i++)
        if (!db_table_find(dv, dn, sv[i].name))
            rc = sk_err_set(err, SK_FAIL, _("copying the database: table %s of %s is not in "
                            "the new database"), sv[i].name, db_where(src));
    bool read_began = false;
    if (rc == SK_OK)
        rc = db_read_begin(src, &read_began, err);
    for (size_t i = 0; rc == SK_OK && i < dn; i++) {
        const db_table_def *t = &dv[order[i]];
        const db_table_def *f = db_table_find(sv, sn, t->name);
        if (!f)
            continue; /* a table the old file never had: stays empty */
        rc = copy_table(src, dst, t, f, &out->rows, err);
        out->tables++;
    }
    db_read_end(src, read_began);
    if (rc == SK_OK && dst->drv->ids_follow(dst->c) != SK_OK)
        rc = db_sqlerr(dst, err, "setting the next ids");
    free(order);
    db_table_defs_free(sv, sn);
    db_table_defs_free(dv, dn);
    return rc;
}

int db_copy_from(db *src, const char *to, db_copy_count *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db *dst;
    int rc = db_create_in_tx(to, &dst, err);
    if (rc != SK_OK)
        return rc;
    rc = db_copy_rows(src, dst, out, err);
    if (rc == SK_OK)
        rc = db_commit(dst, err);
    else
        db_rollback(dst);
    bool file = db_target_is_file(to);
    db_close(dst);
    if (rc != SK_OK && file)
        remove(to);
    return rc;
}

int db_copy(const char *from, const char *to, db_copy_count *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (strcmp(from, to) == 0)
        return sk_err_set(err, SK_USAGE, _("db copy: FROM and TO are the same database"));
    db *src;
    int rc = db_open(from, &src, err);
    if (rc != SK_OK)
        return rc;
    rc = db_copy_from(src, to, out, err);
    db_close(src);
    return rc;
}
