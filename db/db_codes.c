/* db_codes.c - see db_codes.h */
#include "db_codes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_internal.h"
#include "db_rows.h"
#include "db_seating.h"

/* The id of series series_no of tid (the undrawn refusal when it has no
 * tables). */
static int series_id(db *d, int64_t tid, int series_no, int64_t *id, sk_err *err)
{
    bool found;
    int rc = db_query_int(d, "SELECT s.id FROM series s WHERE s.tournament_id = :tid "
                             "AND s.series_no = :series_no "
                             "AND EXISTS (SELECT 1 FROM tables x WHERE x.series_id = s.id)",
                          DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)), id, &found,
                          "reading the series", err);
    if (rc == SK_OK && !found)
        rc = db_err_undrawn(err, series_no);
    return rc;
}

static void code_row(db_stmt *st, void *elem)
{
    db_entry_code *c = elem;
    c->table_no = db_col_int(st, 0);
    const char *code = db_col_text(st, 1);
    snprintf(c->code, sizeof c->code, "%s", entrycode_valid(code) ? code : "");
}

int db_entry_codes_list(db *d, int64_t tid, int series_no, db_entry_code **out, size_t *n,
                        sk_err *err)
{
    *out = NULL;
    *n = 0;
    int64_t sid;
    int rc = series_id(d, tid, series_no, &sid, err);
    if (rc != SK_OK)
        return rc;
    return db_query_fn_list(d, "SELECT x.table_no, coalesce(c.code, '') FROM tables x "
                               "LEFT JOIN entry_codes c ON c.table_id = x.id "
                               "WHERE x.series_id = :sid ORDER BY x.table_no",
                            DB_ARGS(DB_I(":sid", sid)), code_row, NULL, sizeof **out,
                            (void **)out, n, "reading the entry codes", err);
}

int db_entry_codes_put(db *d, int64_t tid, int series_no, bool renew, int table_no,
                       db_code_fn fn, int *changed, sk_err *err)
{
    if (changed)
        *changed = 0;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t sid = 0;
    rc = series_id(d, tid, series_no, &sid, err);
    if (rc == SK_OK && table_no) {
        db_table tab;
        rc = db_table_get(d, tid, series_no, table_no, &tab, err);
        if (rc == SK_OK)
            db_table_clear(&tab);
    }
    db_stmt *sel = NULL, *put = NULL;
    if (rc == SK_OK) {
        sel = db_prep(d, "SELECT x.id, x.table_no, c.code IS NULL FROM tables x "
                         "LEFT JOIN entry_codes c ON c.table_id = x.id "
                         "WHERE x.series_id = :sid ORDER BY x.table_no", err);
        put = db_prep(d, "INSERT INTO entry_codes(table_id, code) VALUES (:tabid, :code) "
                         "ON CONFLICT(table_id) DO UPDATE SET code = excluded.code, "
                         "created = excluded.created", err);
        if (!sel || !put)
            rc = SK_FAIL;
    }
    if (rc == SK_OK) {
        db_bind_int(sel, ":sid", sid);
        int s;
        while (rc == SK_OK && (s = db_step(sel)) == DB_ROW) {
            int no = db_col_int(sel, 1);
            bool missing = db_col_int(sel, 2) != 0;
            bool want = renew ? (table_no == 0 || no == table_no) : missing;
            if (!want)
                continue;
            char code[ENTRYCODE_LEN + 1];
            rc = fn(code, err);
            if (rc != SK_OK)
                break;
            db_reset(put);
            db_bind_int(put, ":tabid", db_col_int64(sel, 0));
            db_bind_text(put, ":code", code);
            if (db_step(put) != DB_DONE)
                rc = db_sqlerr(d, err, "storing an entry code");
            else if (changed)
                (*changed)++;
        }
        if (rc == SK_OK && s != DB_DONE)
            rc = db_sqlerr(d, err, "reading the tables");
    }
    db_finalize(sel);
    db_finalize(put);
    return db_finish(d, rc, err);
}

int db_entry_code_get(db *d, int64_t tid, int series_no, int table_no,
                      char out[ENTRYCODE_LEN + 1], sk_err *err)
{
    out[0] = '\0';
    db_table tab;
    int rc = db_table_get(d, tid, series_no, table_no, &tab, err);
    if (rc != SK_OK)
        return rc;
    int64_t id = tab.id;
    db_table_clear(&tab);
    return db_entry_code_of(d, id, out, err);
}

int db_entry_code_of(db *d, int64_t id, char out[ENTRYCODE_LEN + 1], sk_err *err)
{
    out[0] = '\0';
    char *code = NULL;
    int rc = db_query_str(d, "SELECT code FROM entry_codes WHERE table_id = :id",
                          DB_ARGS(DB_I(":id", id)), &code, NULL, "reading the entry code", err);
    if (rc == SK_OK && entrycode_valid(code))
        memcpy(out, code, ENTRYCODE_LEN + 1);
    free(code);
    return rc;
}

int db_web_base_url(db *d, char **out, sk_err *err)
{
    return db_query_str(d, "SELECT value FROM web_settings WHERE name = 'base_url'", DB_NOARGS,
                        out, NULL, N_("reading the base address"), err);
}

int db_web_set_base_url(db *d, const char *url, sk_err *err)
{
    if (url)
        return db_run_tx(d, "INSERT INTO web_settings(name, value) VALUES ('base_url', :url) "
                            "ON CONFLICT(name) DO UPDATE SET value = excluded.value",
                         DB_ARGS(DB_S(":url", url)), "storing the base address", err);
    return db_run_tx(d, "DELETE FROM web_settings WHERE name = 'base_url'", DB_NOARGS,
                     "storing the base address", err);
}
