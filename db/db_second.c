/* db_second.c - see db_second.h */
#include "db_second.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_rows.h"

static const db_field second_fields[] = {
    DB_F_INT(db_second, table_no), DB_F_INT(db_second, game_no), DB_F_STR(db_second, entry),
    DB_F_TEXT(db_second, source), DB_F_TEXT(db_second, entered)};
static const db_map second_map = DB_MAP(db_second, second_fields);

void db_seconds_free(db_second *v, size_t n)
{
    db_map_free(&second_map, v, n);
}

int db_second_list(db *d, int64_t tid, int series_no, int table_no, db_second **out,
                   size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT x.table_no, g.game_no, g.entry, g.source, g.entered "
                            "FROM second_games g JOIN tables x ON x.id = g.table_id "
                            "JOIN series s ON s.id = x.series_id WHERE s.tournament_id = "
                            ":tid AND s.series_no = :s AND (:t = 0 OR x.table_no = :t) "
                            "ORDER BY x.table_no, g.game_no",
                         DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no), DB_I(":t", table_no)),
                         &second_map, (void **)out, n, N_("reading the second entry"), err);
}

#define TABLE_ID "(SELECT x.id FROM tables x JOIN series s ON s.id = x.series_id " \
                 "WHERE s.tournament_id = :tid AND s.series_no = :s AND x.table_no = :t)"

int db_second_put(db *d, int64_t tid, int series_no, const db_second *g, bool replace,
                  sk_err *err)
{
    int64_t got;
    bool found;
    int rc = db_query_int(d, replace
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
                          &got, &found, "storing the second entry", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is in the second entry "
                        "already: it is never overwritten (correct it with 'second edit')"),
                        g->game_no, g->table_no, series_no);
    return rc;
}

int db_second_delete(db *d, int64_t tid, int series_no, int table_no, int game_no,
                     bool *removed, sk_err *err)
{
    int64_t got;
    return db_query_int(d, "DELETE FROM second_games WHERE table_id = " TABLE_ID
                           " AND game_no = :g RETURNING game_no",
                        DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no), DB_I(":t", table_no),
                                DB_I(":g", game_no)),
                        &got, removed, "removing the second entry", err);
}
