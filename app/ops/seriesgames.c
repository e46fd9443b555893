/* seriesgames.c - see seriesgames.h. */
#include "seriesgames.h"

#include "db_games.h"
#include "db_schafkopf.h"
#include "opsfam.h"

static void count(const db_series *s, int table_no, int *cnt)
{
    for (size_t k = 0; k < s->ntables; k++)
        if (s->tables[k].table_no == table_no)
            cnt[k]++;
}

static int skat_games(db *d, const ops_tour *t, const db_series *s, int *cnt, sk_err *err)
{
    db_game *g = NULL;
    size_t n = 0;
    int rc = db_game_list(d, t->row.id, s->series_no, 0, &g, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        count(s, g[i].e.table_no, cnt);
    db_games_free(g, n);
    return rc;
}

static int sch_games(db *d, const ops_tour *t, const db_series *s, int *cnt, sk_err *err)
{
    db_sch_game *g = NULL;
    size_t n = 0;
    int rc = db_sch_game_list(d, t->row.id, t->rules.fam->game, s->series_no, 0, &g, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        count(s, g[i].table_no, cnt);
    db_sch_games_free(g, n);
    return rc;
}

/* Where each family keeps its games. */
static int (*const games_by[OPS_FORM_COUNT])(db *, const ops_tour *, const db_series *, int *,
                                        sk_err *) = {
    [OPS_FORM_ISKO] = skat_games,
    [OPS_FORM_HOUSE] = skat_games,
    [OPS_FORM_SCHAFKOPF] = sch_games,
};

int ops_series_games(db *d, const ops_tour *t, const db_series *s, int *cnt, sk_err *err)
{
    return games_by[ops_form_of(&t->rules)](d, t, s, cnt, err);
}
