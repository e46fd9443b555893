/* db_second.c - see db_second.h */
#include "db_second.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_named.h"

void db_seconds_free(db_second *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].entry);
    free(v);
}

int db_second_list(db *d, int64_t tid, int series_no, int table_no, db_second **out,
                   size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    sqlite3_stmt *st = db_prep(d, "SELECT x.table_no, g.game_no, g.entry, g.source, g.entered "
                                  "FROM second_games g JOIN tables x ON x.id = g.table_id "
                                  "JOIN series s ON s.id = x.series_id WHERE s.tournament_id = "
                                  ":tid AND s.series_no = :s AND (:t = 0 OR x.table_no = :t) "
                                  "ORDER BY x.table_no, g.game_no", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":s", series_no);
    dn_int(st, ":t", table_no);
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 64);
        db_second *g = &(*out)[(*n)++];
        memset(g, 0, sizeof *g);
        g->table_no = sqlite3_column_int(st, 0);
        g->game_no = sqlite3_column_int(st, 1);
        g->entry = db_col_str(st, 2);
        const unsigned char *src = sqlite3_column_text(st, 3);
        snprintf(g->source, sizeof g->source, "%s", src ? (const char *)src : "");
        const unsigned char *at = sqlite3_column_text(st, 4);
        snprintf(g->entered, sizeof g->entered, "%s", at ? (const char *)at : "");
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE) {
        db_seconds_free(*out, *n);
        *out = NULL;
        *n = 0;
        return db_sqlerr(d, err, "reading the second entry");
    }
    return SK_OK;
}

#define TABLE_ID "(SELECT x.id FROM tables x JOIN series s ON s.id = x.series_id " \
                 "WHERE s.tournament_id = :tid AND s.series_no = :s AND x.table_no = :t)"

int db_second_put(db *d, int64_t tid, int series_no, const db_second *g, bool replace,
                  sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, replace
                                      ? "INSERT INTO second_games(table_id, game_no, entry, "
                                        "source, entered) SELECT " TABLE_ID ", :g, :entry, "
                                        ":source, :at WHERE " TABLE_ID " IS NOT NULL "
                                        "ON CONFLICT(table_id, game_no) DO UPDATE SET "
                                        "entry = excluded.entry, source = excluded.source, "
                                        "entered = excluded.entered RETURNING game_no"
                                      : "INSERT INTO second_games(table_id, game_no, entry, "
                                        "source, entered) SELECT " TABLE_ID ", :g, :entry, "
                                        ":source, :at WHERE " TABLE_ID " IS NOT NULL "
                                        "ON CONFLICT(table_id, game_no) DO NOTHING "
                                        "RETURNING game_no",
                               err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":s", series_no);
    dn_int(st, ":t", g->table_no);
    dn_int(st, ":g", g->game_no);
    dn_text(st, ":entry", g->entry);
    dn_text(st, ":source", g->source);
    dn_text(st, ":at", g->entered);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW)
        s = sqlite3_step(st);
    else if (s == SQLITE_DONE)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is in the second entry "
                        "already: it is never overwritten (correct it with 'second edit')"),
                        g->game_no, g->table_no, series_no);
    if (rc == SK_OK && s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "storing the second entry");
    sqlite3_finalize(st);
    return rc;
}

int db_second_delete(db *d, int64_t tid, int series_no, int table_no, int game_no,
                     bool *removed, sk_err *err)
{
    *removed = false;
    sqlite3_stmt *st = db_prep(d, "DELETE FROM second_games WHERE table_id = " TABLE_ID
                                  " AND game_no = :g RETURNING game_no", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":s", series_no);
    dn_int(st, ":t", table_no);
    dn_int(st, ":g", game_no);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW) {
        *removed = true;
        s = sqlite3_step(st);
    }
    if (s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "removing the second entry");
    sqlite3_finalize(st);
    return rc;
}
