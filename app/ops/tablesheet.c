/* tablesheet.c - see tablesheet.h */
#include "tablesheet.h"

#include <stdlib.h>
#include <string.h>

int tablesheet_load(db *d, const db_tournament *t, int series_no, int table_no,
                    tablesheet *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = db_table_get(d, t->id, series_no, table_no, &out->table, err);
    if (rc != SK_OK) {
        memset(out, 0, sizeof *out);
        return rc;
    }
    rc = db_game_list(d, t->id, series_no, table_no, &out->games, &out->ngames, err);
    if (rc == SK_OK) {
        db_tournament_table_rules(t, out->table.size, &out->rules);
        sheet_game *sg = db_games_sheet(out->games, out->ngames);
        rc = sheet_compute(&out->rules, sg, out->ngames, &out->sh, err);
        free(sg);
    }
    if (rc != SK_OK)
        tablesheet_free(out);
    return rc;
}

void tablesheet_free(tablesheet *ts)
{
    if (!ts)
        return;
    db_table_clear(&ts->table);
    db_games_free(ts->games, ts->ngames);
    sheet_free(&ts->sh);
    memset(ts, 0, sizeof *ts);
}

const db_game *tablesheet_game(const tablesheet *ts, int game_no)
{
    for (size_t i = 0; i < ts->ngames; i++)
        if (ts->games[i].e.game_no == game_no)
            return &ts->games[i];
    return NULL;
}

int tablesheet_next_game(const tablesheet *ts)
{
    for (int i = 0; i < ts->sh.series_games; i++)
        if (ts->sh.rows[i].marks & SHEET_MISSING)
            return i + 1;
    return 0;
}
