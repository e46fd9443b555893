/* db_second.c - see db_second.h */
#include "db_second.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_rows.h"

static void second_row(db_stmt *st, void *elem)
{
    db_second *g = elem;
    g->table_no = db_col_int(st, 0);
    g->game_no = db_col_int(st, 1);
    g->entry = db_col_str(st, 2);
    dn_text_into(st, 3, g->source, sizeof g->source);
    dn_text_into(st, 4, g->entered, sizeof g->entered);
}

static void second_clear_v(void *e)
{
    free(((db_second *)e)->entry);
}

void db_seconds_free(db_second *v, size_t n)
{
    dn_free(v, n, sizeof *v, second_clear_v);
}

int db_second_list(db *d, int64_t tid, int series_no, int table_no, db_second **out,
                   size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep_args(d, "SELECT x.table_no, g.game_no, g.entry, g.source, g.entered "
                                  "FROM second_games g JOIN tables x ON x.id = g.table_id "
                                  "JOIN series s ON s.id = x.series_id WHERE s.tournament_id = "
                                  ":tid AND s.series_no = :s AND (:t = 0 OR x.table_no = :t) "
                                  "ORDER BY x.table_no, g.game_no",
                                  DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no),
                                          DB_I(":t", table_no)),
                                  err);
    if (!st)
        return SK_FAIL;
    return dn_collect(d, st, second_row, second_clear_v, sizeof **out, (void **)out, n,
                      N_("reading the second entry"), err);
}

#define TABLE_ID "(SELECT x.id FROM tables x JOIN series s ON s.id = x.series_id " \
                 "WHERE s.tournament_id = :tid AND s.series_no = :s AND x.table_no = :t)"

int db_second_put(db *d, int64_t tid, int series_no, const db_second *g, bool replace,
                  sk_err *err)
{
    db_stmt *st = db_prep_args(d, replace
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
                                  DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no),
                                          DB_I(":t", g->table_no), DB_I(":g", g->game_no),
                                          DB_S(":entry", g->entry), DB_S(":source", g->source),
                                          DB_S(":at", g->entered)),
                                  err);
    if (!st)
        return SK_FAIL;
    int s = db_step(st), rc = SK_OK;
    if (s == DB_ROW)
        s = db_step(st);
    else if (s == DB_DONE)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is in the second entry "
                        "already: it is never overwritten (correct it with 'second edit')"),
                        g->game_no, g->table_no, series_no);
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(d, err, "storing the second entry");
    db_finalize(st);
    return rc;
}

int db_second_delete(db *d, int64_t tid, int series_no, int table_no, int game_no,
                     bool *removed, sk_err *err)
{
    *removed = false;
    db_stmt *st = db_prep_args(d, "DELETE FROM second_games WHERE table_id = " TABLE_ID
                                  " AND game_no = :g RETURNING game_no",
                                  DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no),
                                          DB_I(":t", table_no), DB_I(":g", game_no)),
                                  err);
    if (!st)
        return SK_FAIL;
    int s = db_step(st), rc = SK_OK;
    if (s == DB_ROW) {
        *removed = true;
        s = db_step(st);
    }
    if (s != DB_DONE)
        rc = db_sqlerr(d, err, "removing the second entry");
    db_finalize(st);
    return rc;
}
