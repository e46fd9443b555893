/* db_import.c - the bulk path for `import games`: db_games_import. */
#include "db_internal.h"

#include <string.h>

int db_games_import(db *d, int64_t tid, const game_entry *v, size_t n, size_t *bad,
                    void (*progress)(size_t done, size_t total, void *ud), void *ud,
                    sk_err *err)
{
    if (bad)
        *bad = 0;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_tournament t;
    memset(&t, 0, sizeof t);
    sqlite3_stmt *find = NULL, *ins = NULL;
    rc = db_tournament_get(d, tid, &t, err);
    if (rc == SK_OK) {
        find = db_prep(d, "SELECT x.id, x.size FROM tables x JOIN series s ON s.id = x.series_id "
                          "WHERE s.tournament_id = ?1 AND s.series_no = ?2 AND x.table_no = ?3",
                       err);
        ins = db_prep(d, "INSERT INTO games(table_id, game_no, passed, declarer, contract, "
                         "matadors, hand, ouvert, announce, bid, points, schneider, schwarz, "
                         "result, real_value, value, won, overbid, score, seeger) VALUES "
                         "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, "
                         "?16, ?17, ?18, ?19, ?20)", err);
        if (!find || !ins)
            rc = SK_FAIL;
    }
    int cur_series = 0, cur_table = 0;
    int64_t tabid = 0;
    game_table_rules tr;
    memset(&tr, 0, sizeof tr);
    size_t i;
    for (i = 0; i < n && rc == SK_OK; i++) {
        const game_entry *e = &v[i];
        if (!tabid || e->series != cur_series || e->table_no != cur_table) {
            tabid = 0;
            sqlite3_reset(find);
            sqlite3_bind_int64(find, 1, tid);
            sqlite3_bind_int(find, 2, e->series);
            sqlite3_bind_int(find, 3, e->table_no);
            int s = sqlite3_step(find);
            if (s == SQLITE_ROW) {
                tabid = sqlite3_column_int64(find, 0);
                db_tournament_table_rules(&t, sqlite3_column_int(find, 1), &tr);
                cur_series = e->series;
                cur_table = e->table_no;
            } else if (s == SQLITE_DONE) {
                rc = sk_err_set(err, SK_INVALID, "series %d has no table %d", e->series,
                                e->table_no);
                break;
            } else {
                rc = db_sqlerr(d, err, "looking up the table");
                break;
            }
        }
        rules_outcome o;
        rc = game_validate(e, &tr, &o, err);
        if (rc != SK_OK)
            break;
        sqlite3_reset(ins);
        sqlite3_bind_int64(ins, 1, tabid);
        sqlite3_bind_int(ins, 2, e->game_no);
        db_bind_game(ins, 3, e, &o);
        if (sqlite3_step(ins) != SQLITE_DONE) {
            if (sqlite3_extended_errcode(d->h) == SQLITE_CONSTRAINT_UNIQUE)
                rc = sk_err_set(err, SK_INVALID, "game %d of series %d table %d is already "
                                "recorded: one entry per game number", e->game_no, e->series,
                                e->table_no);
            else
                rc = db_sqlerr(d, err, "recording the game");
            break;
        }
        if (progress && (i & 4095) == 4095)
            progress(i + 1, n, ud);
    }
    sqlite3_finalize(find);
    sqlite3_finalize(ins);
    db_tournament_clear(&t);
    if (rc != SK_OK) {
        if (bad)
            *bad = i;
        db_rollback(d);
        return rc;
    }
    return db_commit(d, err);
}
