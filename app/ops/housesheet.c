/* housesheet.c - a house table loaded with its sheet (ops_house_table_load)
 * and what needs the loaded table; see housetable.h.  Apart from
 * housetable.c because the table sheet (tablesheet.c) asks housetable.c for
 * the house dealers. */
#include "housetable.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

/* The list of out's loaded table (out->p and out->ts set); on failure out
 * is freed. */
static int replay_table(const db_tournament *t, int series, ops_house_table *out, sk_err *err)
{
    out->rows = xcalloc(out->ts.ngames ? out->ts.ngames : 1, sizeof *out->rows);
    out->nrows = out->ts.ngames;
    sk_err e;
    sk_err_clear(&e);
    int rc = ops_house_replay(&out->p, out->ts.table.size, &out->ts.rules,
                              ops_house_day(t->date), out->ts.games, out->ts.ngames, out->rows,
                              &out->list, &e);
    if (rc != SK_OK) {
        int table_no = out->ts.table.table_no;
        ops_house_table_free(out);
        return sk_err_set(err, SK_FAIL, _("series %d, table %d: %s"), series, table_no, e.msg);
    }
    house_bock_peek(&out->list.bock, &out->p, &out->next);
    /* the sheet and the games say the house dealer already (B.4.7: the
     * table sheet asks ops_house_sheet_dealers) */
    return SK_OK;
}

int ops_house_table_load(db *d, const ops_tour *ot, int series, int table_no,
                         ops_house_table *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    ops_table_sheet ts;
    int rc = ops_tour_ok(ot, err);
    if (rc == SK_OK)
        rc = ops_table_sheet_load(d, ot, series, table_no, &ts, err);
    return rc == SK_OK ? ops_house_table_from(ot, &ts, out, err) : rc;
}

int ops_house_table_from(const ops_tour *ot, ops_table_sheet *ts, ops_house_table *out,
                         sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    out->ts = *ts;
    memset(ts, 0, sizeof *ts);
    out->p = ot->rules.house;
    int rc = ops_tour_ok(ot, err);
    if (rc != SK_OK) {
        ops_house_table_free(out);
        return rc;
    }
    return replay_table(t, out->ts.series, out, err);
}

int ops_house_table_of(const ops_tour *ot, int series, const db_table *tab, db_game *g,
                       size_t n, ops_house_table *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->p = ot->rules.house;
    int rc = ops_tour_ok(ot, err);
    if (rc == SK_OK)
        rc = ops_table_sheet_of(ot, series, tab, g, n, &out->ts, err);
    if (rc != SK_OK)
        return rc;
    return replay_table(&ot->row, series, out, err);
}

int ops_house_games_dealers(db *d, const ops_tour *t, db_game *v, size_t n, sk_err *err)
{
    if (!t->rules.fam->dealer_can_stay(&t->rules))
        return SK_OK; /* the rotation is every game's dealer */
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && v[j].e.series == v[i].e.series && v[j].e.table_no == v[i].e.table_no)
            j++;
        ops_house_table ht;
        int rc = ops_house_table_load(d, t, v[i].e.series, v[i].e.table_no, &ht, err);
        if (rc != SK_OK)
            return rc;
        for (size_t k = i; k < j; k++)
            v[k].dealer = ops_house_dealer(&ht, v[k].e.game_no);
        ops_house_table_free(&ht);
        i = j;
    }
    return SK_OK;
}

void ops_house_table_free(ops_house_table *h)
{
    if (!h)
        return;
    ops_table_sheet_free(&h->ts);
    free(h->rows);
    memset(h, 0, sizeof *h);
}

