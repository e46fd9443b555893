/* seriesdraw.c - see seriesdraw.h */
#include "seriesdraw.h"
#include "outbox.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "db_evening.h"
#include "db_league.h"
#include "draw.h"
#include "entrycodes.h"
#include "rng.h"
#include "schops.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "db_seatbox.h"

uint64_t ops_fresh_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    rng s0 = {(uint64_t)ts.tv_sec * 1000000007ULL ^ (uint64_t)ts.tv_nsec ^
              ((uint64_t)getpid() << 32)};
    return rng_next(&s0) % 1000000000ULL;
}

void ops_draw_result_clear(ops_draw_result *r)
{
    if (!r)
        return;
    db_series_clear(&r->series);
    memset(r, 0, sizeof *r);
}

int ops_series_table_sizes(db *d, const ops_tour *ot, int series, int **sizes,
                           size_t *ntables, sk_err *err)
{
    const db_tournament *t = &ot->row;
    *sizes = NULL;
    *ntables = 0;
    bool venue = false;
    db_player *pl = NULL;
    size_t n = 0;
    int rc = db_league_is_venue(d, t->id, &venue, err);
    if (rc == SK_OK)
        rc = db_player_list_present(d, t->id, series, venue, &pl, &n, err);
    db_players_free(pl, n);
    if (rc != SK_OK)
        return rc;
    int *sz = xcalloc(n / 3 + 1, sizeof *sz);
    size_t *order = xcalloc(n ? n : 1, sizeof *order);
    draw_options o = {.seed = 1, .fours_only = ot->rules.fam->table_min == 4};
    rc = draw_seat(n, &o, sz, ntables, order, err);
    free(order);
    if (rc != SK_OK) {
        free(sz);
        *ntables = 0;
        return rc;
    }
    *sizes = sz;
    return SK_OK;
}

/* Ranking order: the current tournament Seeger totals; players without
 * games after them in list order. */
static int seeded_order(db *d, int64_t tid, db_player *pl, size_t n, sk_err *err)
{
    db_player_total *tot;
    size_t nt;
    int rc = db_seeger_totals(d, tid, &tot, &nt, err);
    if (rc != SK_OK)
        return rc;
    db_player *sorted = xcalloc(n ? n : 1, sizeof *sorted);
    bool *used = xcalloc(n ? n : 1, sizeof *used);
    size_t k = 0;
    for (size_t a = 0; a < nt; a++)
        for (size_t b = 0; b < n; b++)
            if (!used[b] && pl[b].id == tot[a].player_id) {
                sorted[k++] = pl[b];
                used[b] = true;
            }
    for (size_t b = 0; b < n; b++)
        if (!used[b])
            sorted[k++] = pl[b];
    memcpy(pl, sorted, n * sizeof *pl);
    free(sorted);
    free(used);
    free(tot);
    return SK_OK;
}

int ops_draw_groups(db *d, int64_t tid, ops_separate sep, const db_player *pl, size_t n,
                    int64_t **group, sk_err *err)
{
    if (sep == OPS_SEPARATE_CLUB) {
        int64_t *g = xcalloc(n ? n : 1, sizeof *g);
        for (size_t a = 0; a < n; a++) {
            if (!pl[a].club)
                continue;
            g[a] = (int64_t)a + 1;
            for (size_t b = 0; b < a; b++)
                if (pl[b].club && strcmp(pl[a].club, pl[b].club) == 0) {
                    g[a] = g[b];
                    break;
                }
        }
        *group = g;
        return SK_OK;
    }
    int64_t *ids = xcalloc(n ? n : 1, sizeof *ids);
    for (size_t a = 0; a < n; a++)
        ids[a] = pl[a].id;
    int rc = db_team_of_players(d, tid, ids, n, group, err);
    free(ids);
    return rc;
}

int ops_draw_met_pairs(db *d, int64_t tid, int series, const db_player *pl, size_t n,
                       size_t **met, size_t *nmet, sk_err *err)
{
    *met = NULL;
    *nmet = 0;
    int64_t *pairs;
    size_t np;
    int rc = db_met_pairs(d, tid, series, &pairs, &np, err);
    if (rc != SK_OK)
        return rc;
    if (np)
        *met = xcalloc(2 * np, sizeof **met);
    for (size_t k = 0; k < np; k++) {
        size_t ia = n, ib = n;
        for (size_t x = 0; x < n; x++) {
            if (pl[x].id == pairs[2 * k])
                ia = x;
            if (pl[x].id == pairs[2 * k + 1])
                ib = x;
        }
        if (ia < n && ib < n) {
            (*met)[2 * *nmet] = ia;
            (*met)[2 * *nmet + 1] = ib;
            (*nmet)++;
        }
    }
    free(pairs);
    return SK_OK;
}

/* Store the drawn tables: sizes[k] players each, in draw order. */
static int store(db *d, const db_tournament *t, const ops_draw_request *rq, uint64_t seed,
                 const db_player *pl, const int *sizes, size_t ntables, const size_t *order,
                 sk_err *err)
{
    db_table *tabs = xcalloc(ntables ? ntables : 1, sizeof *tabs);
    size_t base = 0;
    for (size_t k = 0; k < ntables; k++) {
        tabs[k].table_no = (int)k + 1;
        tabs[k].size = sizes[k];
        for (int s = 0; s < sizes[k]; s++) {
            tabs[k].seats[s].seat = s + 1;
            tabs[k].seats[s].player_id = pl[order[base + (size_t)s]].id;
        }
        base += (size_t)sizes[k];
    }
    /* the seating and its tables' entry codes in one transaction */
    int rc = db_begin(d, err);
    if (rc == SK_OK) {
        rc = db_series_store(d, t->id, rq->series, rq->seeded ? "seeded" : "random", true, seed,
                             tabs, ntables, err);
        if (rc == SK_OK)
            rc = db_entry_codes_put(d, t->id, rq->series, false, 0, ops_entry_code_new, NULL,
                                    err);
        if (rc == SK_OK)
            rc = ops_outbox_seating(d, t, rq->series, err);
        rc = db_finish(d, rc, err);
    }
    free(tabs);
    return rc;
}

int ops_series_draw(db *d, const ops_tour *ot, const ops_draw_request *rq,
                    ops_draw_result *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    db_plan plan;
    bool planned = false;
    int prc = db_plan_get(d, t->id, rq->series, &plan, &planned, err);
    if (prc != SK_OK)
        return prc;
    if (planned && !plan.closed)
        return sk_err_set(err, SK_INVALID, _("series %d is being seated at check-in: close the "
                          "door with 'checkin close --series %d' (or give it up: 'checkin "
                          "cancel --series %d')"), rq->series, rq->series, rq->series);
    uint64_t seed = rq->have_seed ? rq->seed : ops_fresh_seed();
    bool sch = ot->rules.fam->table_min == 4; /* Schafkopf: four at every table */
    if (sch && rq->seeded)
        return sk_err_set(err, SK_INVALID, _("--seeded: a Schafkopf series is drawn at random, "
                          "keeping apart players who already shared a table"));
    db_player *pl = NULL;
    size_t n = 0;
    /* A league venue group seats the active members of its teams only (the
     * other venues of the match day draw their own); any other tournament
     * every active player, registered teams or not. */
    bool venue = false;
    int rc = db_league_is_venue(d, t->id, &venue, err);
    if (rc == SK_OK)
        rc = db_player_list_present(d, t->id, rq->series, venue, &pl, &n, err);
    if (rc == SK_OK && rq->seeded)
        rc = seeded_order(d, t->id, pl, n, err);
    int64_t *group = NULL;
    if (rc == SK_OK && rq->separate)
        rc = ops_draw_groups(d, t->id, rq->separate, pl, n, &group, err);
    size_t *met = NULL, nmet = 0;
    if (rc == SK_OK && rq->series > 1 && !rq->seeded)
        rc = ops_draw_met_pairs(d, t->id, rq->series, pl, n, &met, &nmet, err);
    size_t *order = xcalloc(n ? n : 1, sizeof *order);
    int *sizes = xcalloc(n / 3 + 1, sizeof *sizes);
    size_t ntables = 0;
    if (rc == SK_OK) {
        draw_options o = {.seed = seed, .seeded = rq->seeded, .group = group, .met = met,
                          .nmet = nmet, .fours_only = sch};
        rc = draw_seat(n, &o, sizes, &ntables, order, err);
        if (rc != SK_OK && venue) {
            /* say whose players were counted */
            char m[sizeof err->msg];
            snprintf(m, sizeof m, "%s", err->msg);
            snprintf(err->msg, sizeof err->msg,
                     _("series %d of league venue group '%.200s' (only the active members of its "
                     "teams are seated): %.600s"), rq->series, t->name, m);
        }
    }
    if (rc == SK_OK)
        rc = store(d, t, rq, seed, pl, sizes, ntables, order, err);
    if (rc == SK_OK)
        rc = db_series_get(d, t->id, rq->series, &out->series, err);
    out->seed = seed;
    out->repeats = -1;
    if (rc == SK_OK && rq->series > 1)
        rc = db_series_repeats(d, t->id, rq->series, &out->repeats, err);
    if (rc == SK_OK && group)
        out->conflicts = draw_conflicts(sizes, ntables, order, group);
    if (rc != SK_OK)
        ops_draw_result_clear(out);
    SK_FREE_ALL(met, order, sizes, group);
    db_players_free(pl, n);
    return rc;
}
