/* tablesheet.c - see tablesheet.h */
#include "tablesheet.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "housetable.h"

#include <stdlib.h>
#include <string.h>

static int compute(const game_table_rules *rules, int series, int table_no,
                   const sheet_game *g, size_t n, sheet *out, sk_err *err)
{
    sk_err e;
    sk_err_clear(&e);
    if (sheet_compute(rules, g, n, out, &e) != SK_OK)
        return sk_err_set(err, SK_FAIL, _("series %d, table %d: %s"), series, table_no, e.msg);
    return SK_OK;
}

int ops_table_sheet_load(db *d, const db_tournament *t, int series, int table_no,
                         ops_table_sheet *out, sk_err *err)
{
    return ops_table_sheet_from(d, t, series, table_no, NULL, 0, true, out, err);
}

int ops_table_sheet_from(db *d, const db_tournament *t, int series, int table_no,
                         db_game *games, size_t ngames, bool stored, ops_table_sheet *out,
                         sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->series = series;
    int rc = db_table_get(d, t->id, series, table_no, &out->table, err);
    if (rc == SK_OK && stored) {
        rc = db_game_list(d, t->id, series, table_no, &out->games, &out->ngames, err);
    } else {
        out->games = games;
        out->ngames = ngames;
    }
    if (rc == SK_OK) {
        db_tournament_table_rules(t, out->table.size, &out->rules);
        sheet_game *sg = db_games_sheet(out->games, out->ngames);
        rc = compute(&out->rules, series, table_no, sg, out->ngames, &out->sh, err);
        free(sg);
    }
    if (rc == SK_OK) /* the dealer of every game, from its one source */
        ops_house_sheet_dealers(t, out);
    if (rc != SK_OK)
        ops_table_sheet_free(out);
    return rc;
}

void ops_table_sheet_free(ops_table_sheet *s)
{
    if (!s)
        return;
    db_table_clear(&s->table);
    db_games_free(s->games, s->ngames);
    sheet_free(&s->sh);
    memset(s, 0, sizeof *s);
}

const db_game *ops_table_sheet_game(const ops_table_sheet *s, int game_no)
{
    for (size_t i = 0; i < s->ngames; i++)
        if (s->games[i].e.game_no == game_no)
            return &s->games[i];
    return NULL;
}

int ops_table_sheet_next(const ops_table_sheet *s)
{
    return sheet_next_missing(&s->sh);
}

int ops_sheet_of(const db_tournament *t, const db_sheet_table *tb, sheet *out, sk_err *err)
{
    game_table_rules rules;
    db_tournament_table_rules(t, tb->size, &rules);
    return compute(&rules, tb->series_no, tb->table_no, tb->games, tb->ngames, out, err);
}
