/* standview.c - see standview.h */
#include "standview.h"

#include <stdlib.h>
#include <string.h>

#include "seatsub.h"
#include "sheet.h"
#include "tablesheet.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"

typedef struct collect {
    const db_tournament *t;
    stand_block *blocks;
    size_t n, cap;
    int *expected, *recorded; /* per series number 1..t->series_count */
} collect;

static int collect_table(void *arg, const db_sheet_table *tb, sk_err *err)
{
    collect *c = arg;
    if (tb->series_no >= 1 && tb->series_no <= c->t->series_count) {
        c->expected[tb->series_no] += tb->size == 4 ? c->t->games4 : c->t->games3;
        c->recorded[tb->series_no] += (int)tb->ngames;
    }
    sheet s;
    memset(&s, 0, sizeof s);
    const sheet_seat *seats = s.seat;
    if (tb->summed) { /* the database added them up (a server) */
        memcpy(s.seat, tb->sums, sizeof s.seat);
        sheet_seats_total(tb->size, s.seat);
    } else if (ops_sheet_of(c->t, tb, &s, err) != SK_OK) {
        return SK_FAIL;
    }
    if (tb->nsubs && !tb->summed) { /* a seat's player changed: each his own games */
        stand_block *b = xmalloc(((size_t)tb->size + tb->nsubs) * sizeof *b);
        size_t nb = subs_blocks(&s, tb->player, tb->subs, tb->nsubs, tb->series_no, b);
        for (size_t i = 0; i < nb; i++) {
            c->blocks = sk_grow(c->blocks, c->n, &c->cap, sizeof *c->blocks, 256);
            c->blocks[c->n++] = b[i];
        }
        free(b);
        sheet_free(&s);
        return SK_OK;
    }
    for (int seat = 1; seat <= tb->size; seat++) {
        if (!tb->player[seat])
            continue;
        c->blocks = sk_grow(c->blocks, c->n, &c->cap, sizeof *c->blocks, 256);
        const sheet_seat *ss = &seats[seat];
        c->blocks[c->n++] = (stand_block){tb->player[seat], tb->series_no, tb->size, ss->won,
                                          ss->lost, ss->game_points, ss->others_lost};
    }
    sheet_free(&s);
    return SK_OK;
}

static int cmp_player_id(const void *a, const void *b)
{
    const db_player *x = a, *y = b;
    return (x->id > y->id) - (x->id < y->id);
}

static int cmp_team_id(const void *a, const void *b)
{
    const db_team *x = a, *y = b;
    return (x->id > y->id) - (x->id < y->id);
}

const db_player *standview_player(const standview *v, int64_t id)
{
    db_player key;
    memset(&key, 0, sizeof key);
    key.id = id;
    return v->nplist ? bsearch(&key, v->plist, v->nplist, sizeof key, cmp_player_id) : NULL;
}

const db_team *standview_team(const standview *v, int64_t id)
{
    db_team key;
    memset(&key, 0, sizeof key);
    key.id = id;
    return v->ntlist ? bsearch(&key, v->tlist, v->ntlist, sizeof key, cmp_team_id) : NULL;
}

int standview_series(db *d, const standview *all, int series, standview *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    size_t i = 0;
    while (i < all->nblocks && all->blocks[i].series != series)
        i++;
    if (series < 1 || i == all->nblocks)
        return db_err_undrawn(err, series);
    stand_lot *lots = NULL;
    size_t nlots = 0;
    int rc = db_lot_list(d, all->t.id, series, &lots, &nlots, err);
    if (rc == SK_OK && stand_compute(all->blocks, all->nblocks, series, lots, nlots,
                                     &out->players, err) != SK_OK)
        rc = SK_FAIL; /* inconsistent stored data, not the user's input */
    free(lots);
    if (rc == SK_OK)
        rc = db_progress(d, &all->t, series, &out->progress, err);
    if (rc != SK_OK)
        return rc;
    out->t = all->t;
    out->series = series;
    out->plist = all->plist;
    out->nplist = all->nplist;
    out->borrowed = true;
    return SK_OK;
}

void standview_free(standview *v)
{
    if (!v)
        return;
    if (!v->borrowed) {
        db_tournament_clear(&v->t);
        db_players_free(v->plist, v->nplist);
    }
    stand_free(&v->players);
    stand_free(&v->teams);
    db_teams_free(v->tlist, v->ntlist);
    free(v->blocks);
    memset(v, 0, sizeof *v);
}

int standview_load(db *d, const char *tournament, int series, bool with_teams, standview *out,
                   sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = db_tournament_find(d, tournament, &out->t, err);
    if (rc != SK_OK)
        return rc;
    if (series < 0 || series > out->t.series_count) {
        rc = sk_err_set(err, SK_INVALID, _("series %d: tournament '%s' has series 1 to %d"), series,
                        out->t.name, out->t.series_count);
        goto fail;
    }
    if (series > 0) {
        /* an undrawn series has no standings: refused like `sheet pdf` */
        db_series ser;
        rc = db_series_get(d, out->t.id, series, &ser, err);
        db_series_clear(&ser);
        if (rc != SK_OK)
            goto fail;
    }
    out->series = series;
    int nser = out->t.series_count > 0 ? out->t.series_count : 0;
    collect c = {&out->t, NULL, 0, 0, xcalloc((size_t)nser + 1, sizeof(int)),
                 xcalloc((size_t)nser + 1, sizeof(int))};
    rc = db_sheet_sums_each(d, &out->t, series, collect_table, &c, err);
    /* how far the standings are: from the tables just walked (every table
     * of the drawn series, with its games) and the drawn series' numbers */
    int *nos = NULL;
    size_t nn = 0;
    if (rc == SK_OK)
        rc = db_series_numbers(d, out->t.id, &nos, &nn, err);
    for (size_t i = 0; rc == SK_OK && i < nn; i++)
        if (!series || nos[i] == series) {
            bool counted = nos[i] >= 1 && nos[i] <= nser;
            db_progress_add(&out->progress, nos[i], counted ? c.expected[nos[i]] : 0,
                            counted ? c.recorded[nos[i]] : 0);
        }
    db_progress_finish(&out->progress, &out->t, series);
    free(nos);
    free(c.expected);
    free(c.recorded);
    stand_lot *lots = NULL;
    size_t nlots = 0;
    if (rc == SK_OK)
        rc = db_lot_list(d, out->t.id, series, &lots, &nlots, err);
    if (rc == SK_OK) {
        rc = stand_compute(c.blocks, c.n, series, lots, nlots, &out->players, err);
        if (rc != SK_OK)
            rc = SK_FAIL; /* inconsistent stored data, not the user's input */
    }
    out->blocks = c.blocks; /* kept for standview_series */
    out->nblocks = c.n;
    free(lots);
    if (rc != SK_OK)
        goto fail;
    rc = db_player_list_tournament(d, out->t.id, &out->plist, &out->nplist, err);
    if (rc != SK_OK)
        goto fail;
    if (out->nplist) /* qsort(NULL, 0, ...) is undefined (UBSan) */
        qsort(out->plist, out->nplist, sizeof *out->plist, cmp_player_id);

    if (with_teams) {
        out->with_teams = true;
        rc = db_team_list(d, out->t.id, &out->tlist, &out->ntlist, err);
        if (rc != SK_OK)
            goto fail;
        if (out->ntlist) /* no teams registered: tlist may be NULL */
            qsort(out->tlist, out->ntlist, sizeof *out->tlist, cmp_team_id);
        size_t nm = 0;
        for (size_t i = 0; i < out->ntlist; i++)
            nm += out->tlist[i].nmembers;
        long long *ids = xmalloc((out->ntlist ? out->ntlist : 1) * sizeof *ids);
        stand_member *m = xmalloc((nm ? nm : 1) * sizeof *m);
        size_t k = 0;
        for (size_t i = 0; i < out->ntlist; i++) {
            ids[i] = out->tlist[i].id;
            for (size_t j = 0; j < out->tlist[i].nmembers; j++)
                m[k++] = (stand_member){out->tlist[i].id, out->tlist[i].members[j]};
        }
        rc = stand_teams(&out->players, ids, out->ntlist, m, nm, NULL, 0, &out->teams, err);
        free(ids);
        free(m);
        if (rc != SK_OK) {
            rc = SK_FAIL;
            goto fail;
        }
    }
    return SK_OK;
fail:
    standview_free(out);
    return rc;
}
