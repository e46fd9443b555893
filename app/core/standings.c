/* standings.c - see standings.h */
#include "standings.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "seeger.h"

int stand_block_total(const stand_block *b)
{
    return seeger_total(b->game_points, b->won, b->lost, b->others_lost, b->table_size);
}

void stand_free(stand_table *t)
{
    if (!t)
        return;
    SK_CLEAR(t, t->rows, t->series_total_, t->series_in_);
}

/* ---- ranking ---------------------------------------------------------- */

typedef struct rank_item {
    stand_row row;
    size_t slot;        /* index of the row's per-series storage */
    bool has_lot;
    long long lot_seq;
    long long lot_draw;
} rank_item;

static int cmp_lot_id(const void *a, const void *b)
{
    const stand_lot *x = a, *y = b;
    return (x->id > y->id) - (x->id < y->id);
}

static int by_rank(const void *a, const void *b)
{
    const rank_item *x = a, *y = b;
    if (x->row.total != y->row.total)
        return x->row.total > y->row.total ? -1 : 1;
    if (x->row.won != y->row.won)
        return x->row.won > y->row.won ? -1 : 1;
    if (x->row.lost != y->row.lost)
        return x->row.lost < y->row.lost ? -1 : 1;
    if (x->has_lot != y->has_lot)
        return x->has_lot ? -1 : 1;
    if (x->has_lot && x->lot_seq != y->lot_seq)
        return x->lot_seq < y->lot_seq ? -1 : 1;
    return (x->row.id > y->row.id) - (x->row.id < y->row.id);
}

static int by_id(const void *a, const void *b)
{
    const rank_item *x = a, *y = b;
    return (x->row.id > y->row.id) - (x->row.id < y->row.id);
}

static bool same_score(const stand_row *a, const stand_row *b)
{
    return a->total == b->total && a->won == b->won && a->lost == b->lost;
}

/* Sort items, assign ranks, and move them into out (taking ownership of
 * the per-series storage already in out). */
static int rank_items(rank_item *items, size_t n, const stand_lot *lots, size_t nlots,
                      stand_table *out, sk_err *err)
{
    stand_lot *sl = NULL;
    if (nlots) {
        sl = xmalloc(nlots * sizeof *sl);
        memcpy(sl, lots, nlots * sizeof *sl);
        qsort(sl, nlots, sizeof *sl, cmp_lot_id);
        for (size_t i = 1; i < nlots; i++)
            if (sl[i].id == sl[i - 1].id) {
                long long id = sl[i].id;
                free(sl);
                return sk_err_set(err, SK_INVALID,
                                  _("lot: id %lld is listed twice: one drawn position per player"),
                                  id);
            }
    }
    for (size_t i = 0; i < n; i++) {
        items[i].has_lot = false;
        if (sl) {
            stand_lot key = {items[i].row.id, 0, 0};
            const stand_lot *f = bsearch(&key, sl, nlots, sizeof *sl, cmp_lot_id);
            if (f) {
                items[i].has_lot = true;
                items[i].lot_seq = f->seq;
                items[i].lot_draw = f->draw;
            }
        }
    }
    free(sl);
    qsort(items, n, sizeof *items, by_rank);

    out->rows = xcalloc(n ? n : 1, sizeof *out->rows);
    out->n = n;
    size_t i = 0;
    while (i < n) {
        size_t j = i + 1;
        while (j < n && same_score(&items[j].row, &items[i].row))
            j++;
        /* group [i, j): lot holders first (sorted by seq), then the rest.
         * A lot decides the group only when one drawing orders every
         * member; a partial one (stale: a later edit brought another
         * player into the tie, or a later lot re-placed some of them) is
         * ignored and the whole group shares the rank. */
        size_t nlot = 0;
        while (j - i > 1 && i + nlot < j && items[i + nlot].has_lot &&
               items[i + nlot].lot_draw == items[i].lot_draw)
            nlot++;
        bool by_lot = j - i > 1 && nlot == j - i;
        if (!by_lot && nlot > 0)
            qsort(items + i, j - i, sizeof *items, by_id);
        for (size_t m = i; m < j; m++) {
            stand_row *r = &out->rows[m];
            *r = items[m].row;
            if (by_lot) {
                r->rank = (int)m + 1;
                r->by_lot = true;
                r->shared = false;
            } else {
                r->rank = (int)i + 1;
                r->by_lot = false;
                r->shared = j - i > 1;
            }
            if (out->nseries) {
                r->series_total = out->series_total_ + items[m].slot * (size_t)out->nseries;
                r->series_in = out->series_in_ + items[m].slot * (size_t)out->nseries;
            } else {
                r->series_total = NULL;
                r->series_in = NULL;
            }
        }
        i = j;
    }
    return SK_OK;
}

/* ---- players ----------------------------------------------------------- */

static int by_player_series(const void *a, const void *b)
{
    const stand_block *x = *(const stand_block *const *)a, *y = *(const stand_block *const *)b;
    if (x->player != y->player)
        return x->player < y->player ? -1 : 1;
    return (x->series > y->series) - (x->series < y->series);
}

int stand_compute(const stand_block *blocks, size_t nblocks, int only_series,
                  const stand_lot *lots, size_t nlots, stand_table *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    const stand_block **use = xmalloc((nblocks ? nblocks : 1) * sizeof *use);
    size_t nuse = 0;
    int nseries = 0;
    for (size_t i = 0; i < nblocks; i++) {
        const stand_block *b = &blocks[i];
        if (b->series < 1) {
            free(use);
            return sk_err_set(err, SK_INVALID, _("series %d of player %lld: series are numbered from 1"),
                              b->series, b->player);
        }
        if (only_series > 0 && b->series != only_series)
            continue;
        if (b->table_size != 3 && b->table_size != 4) {
            free(use);
            return sk_err_set(err, SK_INVALID,
                              _("table size %d (player %lld, series %d) is impossible: a table has 3 or 4 players"),
                              b->table_size, b->player, b->series);
        }
        if (b->won < 0 || b->lost < 0 || b->others_lost < 0) {
            free(use);
            return sk_err_set(err, SK_INVALID,
                              _("player %lld, series %d: won, lost and others' lost games cannot be negative"),
                              b->player, b->series);
        }
        if (b->series > nseries)
            nseries = b->series;
        use[nuse++] = b;
    }
    qsort(use, nuse, sizeof *use, by_player_series);
    size_t nplayers = 0;
    for (size_t i = 0; i < nuse; i++) {
        if (i > 0 && use[i]->player == use[i - 1]->player) {
            if (use[i]->series == use[i - 1]->series) {
                long long p = use[i]->player;
                int s = use[i]->series;
                free(use);
                return sk_err_set(err, SK_INVALID,
                                  _("player %lld has two results in series %d: one table per series"),
                                  p, s);
            }
        } else {
            nplayers++;
        }
    }

    out->nseries = nseries;
    if (nseries) {
        out->series_total_ = xcalloc(nplayers * (size_t)nseries, sizeof *out->series_total_);
        out->series_in_ = xcalloc(nplayers * (size_t)nseries, sizeof *out->series_in_);
    }
    rank_item *items = xcalloc(nplayers ? nplayers : 1, sizeof *items);
    size_t p = 0;
    for (size_t i = 0; i < nuse; p++) {
        rank_item *it = &items[p];
        it->slot = p;
        it->row.id = use[i]->player;
        for (; i < nuse && use[i]->player == it->row.id; i++) {
            const stand_block *b = use[i];
            int t = stand_block_total(b);
            it->row.series_played++;
            it->row.won += b->won;
            it->row.lost += b->lost;
            it->row.game_points += b->game_points;
            it->row.won_lost_bonus += seeger_won_lost(b->won, b->lost);
            it->row.opponents_bonus += seeger_bonus_per_lost(b->table_size) * b->others_lost;
            it->row.total += t;
            out->series_total_[p * (size_t)nseries + (size_t)(b->series - 1)] = t;
            out->series_in_[p * (size_t)nseries + (size_t)(b->series - 1)] = true;
        }
    }
    free(use);
    int rc = rank_items(items, nplayers, lots, nlots, out, err);
    free(items);
    if (rc != SK_OK)
        stand_free(out);
    return rc;
}

/* ---- teams ------------------------------------------------------------- */

typedef struct id_index {
    long long id;
    size_t index;
} id_index;

static int cmp_id_index(const void *a, const void *b)
{
    const id_index *x = a, *y = b;
    return sk_cmp_ll(x->id, y->id);
}

static const id_index *find_id(const id_index *v, size_t n, long long id)
{
    id_index key = {id, 0};
    return bsearch(&key, v, n, sizeof *v, cmp_id_index);
}

int stand_teams(const stand_table *players, const long long *team_ids, size_t nteams,
                const stand_member *members, size_t nmembers, const stand_lot *lots,
                size_t nlots, stand_table *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = SK_OK;
    id_index *teams = xmalloc((nteams ? nteams : 1) * sizeof *teams);
    id_index *prow = xmalloc((players->n ? players->n : 1) * sizeof *prow);
    id_index *seen = xmalloc((nmembers ? nmembers : 1) * sizeof *seen);
    rank_item *items = xcalloc(nteams ? nteams : 1, sizeof *items);
    int nseries = players->nseries;

    for (size_t i = 0; i < nteams; i++)
        teams[i] = (id_index){team_ids[i], i};
    qsort(teams, nteams, sizeof *teams, cmp_id_index);
    for (size_t i = 1; i < nteams; i++)
        if (teams[i].id == teams[i - 1].id) {
            rc = sk_err_set(err, SK_INVALID, _("team %lld is listed twice"), teams[i].id);
            goto done;
        }
    for (size_t i = 0; i < players->n; i++)
        prow[i] = (id_index){players->rows[i].id, i};
    qsort(prow, players->n, sizeof *prow, cmp_id_index);
    for (size_t i = 0; i < nmembers; i++)
        seen[i] = (id_index){members[i].player, i};
    qsort(seen, nmembers, sizeof *seen, cmp_id_index);
    for (size_t i = 1; i < nmembers; i++)
        if (seen[i].id == seen[i - 1].id) {
            rc = sk_err_set(err, SK_INVALID,
                            _("player %lld is in two teams: a player plays for one team"),
                            seen[i].id);
            goto done;
        }

    out->nseries = nseries;
    if (nseries) {
        out->series_total_ = xcalloc(nteams * (size_t)nseries, sizeof *out->series_total_);
        out->series_in_ = xcalloc(nteams * (size_t)nseries, sizeof *out->series_in_);
    }
    for (size_t i = 0; i < nteams; i++) {
        items[i].slot = i;
        items[i].row.id = team_ids[i];
    }
    for (size_t i = 0; i < nmembers; i++) {
        const id_index *t = find_id(teams, nteams, members[i].team);
        if (!t) {
            rc = sk_err_set(err, SK_INVALID, _("player %lld is a member of unknown team %lld"),
                            members[i].player, members[i].team);
            goto done;
        }
        const id_index *pr = find_id(prow, players->n, members[i].player);
        if (!pr)
            continue;
        const stand_row *p = &players->rows[pr->index];
        stand_row *r = &items[t->index].row;
        r->won += p->won;
        r->lost += p->lost;
        r->game_points += p->game_points;
        r->won_lost_bonus += p->won_lost_bonus;
        r->opponents_bonus += p->opponents_bonus;
        r->total += p->total;
        for (int s = 0; s < nseries; s++) {
            size_t at = t->index * (size_t)nseries + (size_t)s;
            if (p->series_in[s]) {
                out->series_total_[at] += p->series_total[s];
                out->series_in_[at] = true;
            }
        }
    }
    for (size_t i = 0; i < nteams; i++)
        for (int s = 0; s < nseries; s++)
            if (out->series_in_[i * (size_t)nseries + (size_t)s])
                items[i].row.series_played++;
    rc = rank_items(items, nteams, lots, nlots, out, err);
done:
    SK_FREE_ALL(teams, prow, seen, items);
    if (rc != SK_OK)
        stand_free(out);
    return rc;
}
