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

/* The rules and the sheet of out's table and games, and the dealer of
 * every game, from its one source. */
static int sheet_from(const ops_tour *ot, ops_table_sheet *out, sk_err *err)
{
    db_tournament_table_rules(&ot->row, out->table.size, &out->rules);
    sheet_game *sg = db_games_sheet(out->games, out->ngames);
    int rc = compute(&out->rules, out->series, out->table.table_no, sg, out->ngames, &out->sh,
                     err);
    free(sg);
    if (rc == SK_OK)
        ops_house_sheet_dealers(ot, out);
    return rc;
}

int ops_table_sheet_load(db *d, const ops_tour *ot, int series, int table_no,
                         ops_table_sheet *out, sk_err *err)
{
    return ops_table_sheet_from(d, ot, series, table_no, NULL, 0, true, out, err);
}

int ops_table_sheet_from(db *d, const ops_tour *ot, int series, int table_no, db_game *games,
                         size_t ngames, bool stored, ops_table_sheet *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    out->series = series;
    int rc = db_table_get(d, t->id, series, table_no, &out->table, err);
    if (rc == SK_OK && stored) {
        rc = db_game_list_of(d, t, series, table_no, &out->games, &out->ngames, err);
    } else {
        out->games = games;
        out->ngames = ngames;
    }
    if (rc == SK_OK)
        rc = sheet_from(ot, out, err);
    if (rc != SK_OK)
        ops_table_sheet_free(out);
    return rc;
}

int ops_table_sheet_of(const ops_tour *ot, int series, const db_table *tab, db_game *g,
                       size_t n, ops_table_sheet *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->series = series;
    out->table = *tab;
    out->games = g;
    out->ngames = n;
    out->borrowed = true;
    int rc = sheet_from(ot, out, err);
    if (rc != SK_OK)
        ops_table_sheet_free(out);
    return rc;
}

void ops_table_sheet_free(ops_table_sheet *s)
{
    if (!s)
        return;
    if (!s->borrowed) {
        db_table_clear(&s->table);
        db_games_free(s->games, s->ngames);
    }
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

void ops_sheet_missing_ranges(sk_buf *b, const sheet *s)
{
    bool first = true;
    for (int i = 0; i < s->series_games;) {
        if (!(s->rows[i].marks & SHEET_MISSING)) {
            i++;
            continue;
        }
        int j = i;
        while (j + 1 < s->series_games && (s->rows[j + 1].marks & SHEET_MISSING))
            j++;
        sk_buf_printf(b, j > i ? "%s%d-%d" : "%s%d", first ? "" : ", ", i + 1, j + 1);
        first = false;
        i = j + 1;
    }
}
