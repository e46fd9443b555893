/* draw.c - see draw.h */
#include "draw.h"
#include "i18n.h"
#include "game.h"

#include <stdlib.h>
#include <string.h>

int draw_table_sizes(size_t n, int *sizes, size_t cap, size_t *ntables, sk_err *err)
{
    *ntables = 0;
    if (n < 3)
        return sk_err_set(err, SK_INVALID, _("%zu player%s cannot be seated: a table needs 3 or 4 "
                          "players"), n, n == 1 ? "" : "s");
    if (n == 5)
        return sk_err_set(err, SK_INVALID, _("5 players cannot be seated: tables have 3 or 4 players "
                          "(add a player or let one sit out)"));
    size_t threes = (4 - n % 4) % 4;
    size_t fours = (n - 3 * threes) / 4;
    if (fours + threes > GAME_TABLE_MAX)
        return sk_err_set(err, SK_INVALID, _("%zu players need %zu tables: a series has at most "
                          "%d tables"), n, fours + threes, GAME_TABLE_MAX);
    if (fours + threes > cap)
        return sk_err_set(err, SK_FAIL, _("internal error: no room for %zu tables"), fours + threes);
    for (size_t i = 0; i < fours; i++)
        sizes[(*ntables)++] = 4;
    for (size_t i = 0; i < threes; i++)
        sizes[(*ntables)++] = 3;
    return SK_OK;
}

static void shuffle(size_t *v, size_t n, rng *st)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)rng_below(st, i);
        size_t t = v[i - 1];
        v[i - 1] = v[j];
        v[j] = t;
    }
}

int draw_conflicts(const int *sizes, size_t ntables, const size_t *order, const int64_t *group)
{
    if (!group)
        return 0;
    int c = 0;
    size_t base = 0;
    for (size_t t = 0; t < ntables; t++) {
        for (int a = 0; a < sizes[t]; a++)
            for (int b = a + 1; b < sizes[t]; b++) {
                int64_t ga = group[order[base + a]], gb = group[order[base + b]];
                if (ga && ga == gb)
                    c++;
            }
        base += (size_t)sizes[t];
    }
    return c;
}

/* The cost of player x at the table starting at start (size players),
 * leaving out position skip: what a swap of players between tables lowers. */
typedef int (*cost_fn)(const void *ctx, const size_t *order, size_t start, int size, size_t x,
                       size_t skip);

/* Swap players between tables while a swap lowers the cost of the two
 * (at most 50 passes; a pass starts at a random position when st is given,
 * else at the first): deterministic given the shuffled start. */
static void swap_down(const int *sizes, size_t ntables, size_t *order, size_t n, cost_fn cost,
                      const void *ctx, rng *st)
{
    size_t *tab_of = xcalloc(n, sizeof *tab_of), *start = xcalloc(ntables, sizeof *start);
    size_t base = 0;
    for (size_t t = 0; t < ntables; t++) {
        start[t] = base;
        for (int k = 0; k < sizes[t]; k++)
            tab_of[base + (size_t)k] = t;
        base += (size_t)sizes[t];
    }
    for (int pass = 0; pass < 50; pass++) {
        bool improved = false;
        size_t off = st ? (size_t)rng_below(st, n) : 0;
        for (size_t ii = 0; ii < n; ii++) {
            size_t p = (ii + off) % n;
            size_t tp = tab_of[p];
            int cp = cost(ctx, order, start[tp], sizes[tp], order[p], p);
            if (cp == 0)
                continue;
            for (size_t q = 0; q < n; q++) {
                size_t tq = tab_of[q];
                if (tq == tp)
                    continue;
                int cq = cost(ctx, order, start[tq], sizes[tq], order[q], q);
                int np = cost(ctx, order, start[tq], sizes[tq], order[p], q);
                int nq = cost(ctx, order, start[tp], sizes[tp], order[q], p);
                if (np + nq < cp + cq) {
                    size_t t = order[p];
                    order[p] = order[q];
                    order[q] = t;
                    improved = true;
                    break;
                }
            }
        }
        if (!improved)
            break;
    }
    free(tab_of);
    free(start);
}

/* The players of x's group at the table (ctx: the groups). */
static int group_cost(const void *ctx, const size_t *order, size_t start, int size, size_t x,
                      size_t skip)
{
    const int64_t *group = ctx;
    int64_t g = group[x];
    if (!g)
        return 0;
    int c = 0;
    for (int k = 0; k < size; k++) {
        size_t pos = start + (size_t)k;
        if (pos != skip && order[pos] != x && group[order[pos]] == g)
            c++;
    }
    return c;
}

/* Keep groups apart: swap players between tables while that lowers the
 * number of same-group pairs. */
static void separate(const int *sizes, size_t ntables, size_t *order, size_t n,
                     const int64_t *group, rng *st)
{
    swap_down(sizes, ntables, order, n, group_cost, group, st);
}

/* The players who met: a hash set of pairs a < b with their count. */
typedef struct metset {
    uint64_t *key;   /* (a + 1) << 32 | (b + 1); 0 = empty */
    int *count;
    size_t cap;      /* a power of two */
} metset;

static size_t met_slot(const metset *m, uint64_t k)
{
    size_t h = (size_t)((k * 0x9e3779b97f4a7c15ULL) >> 17) & (m->cap - 1);
    while (m->key[h] && m->key[h] != k)
        h = (h + 1) & (m->cap - 1);
    return h;
}

static uint64_t met_key(size_t a, size_t b)
{
    if (a > b) {
        size_t t = a;
        a = b;
        b = t;
    }
    return ((uint64_t)(a + 1) << 32) | (uint64_t)(b + 1);
}

static void met_build(metset *m, const size_t *met, size_t nmet)
{
    m->cap = 16;
    while (m->cap < 2 * nmet + 16)
        m->cap *= 2;
    m->key = xcalloc(m->cap, sizeof *m->key);
    m->count = xcalloc(m->cap, sizeof *m->count);
    for (size_t i = 0; i < nmet; i++) {
        if (met[2 * i] == met[2 * i + 1])
            continue;
        uint64_t k = met_key(met[2 * i], met[2 * i + 1]);
        size_t h = met_slot(m, k);
        m->key[h] = k;
        m->count[h]++;
    }
}

static int met_count(const metset *m, size_t a, size_t b)
{
    size_t h = met_slot(m, met_key(a, b));
    return m->key[h] ? m->count[h] : 0;
}

static void met_free(metset *m)
{
    free(m->key);
    free(m->count);
}

int draw_repeats(const int *sizes, size_t ntables, const size_t *order, size_t n,
                 const size_t *met, size_t nmet)
{
    (void)n;
    if (!met || !nmet)
        return 0;
    metset m;
    met_build(&m, met, nmet);
    int c = 0;
    size_t base = 0;
    for (size_t t = 0; t < ntables; t++) {
        for (int a = 0; a < sizes[t]; a++)
            for (int b = a + 1; b < sizes[t]; b++)
                c += met_count(&m, order[base + (size_t)a], order[base + (size_t)b]) > 0;
        base += (size_t)sizes[t];
    }
    met_free(&m);
    return c;
}

/* A same-group pair weighs more than any number of repeated meetings at
 * one table: groups are kept apart first. */
#define GROUP_WEIGHT 1000

typedef struct pair_ctx {
    const int64_t *group;
    const draw_met *m;
} pair_ctx;

/* draw_pair_cost of x with the players at the table (ctx: a pair_ctx). */
static int pair_cost(const void *ctx, const size_t *order, size_t start, int size, size_t x,
                     size_t skip)
{
    const pair_ctx *pc = ctx;
    int c = 0;
    for (int k = 0; k < size; k++) {
        size_t pos = start + (size_t)k;
        if (pos != skip && order[pos] != x)
            c += draw_pair_cost(pc->group, pc->m, x, order[pos]);
    }
    return c;
}

void draw_improve(const int *sizes, size_t ntables, size_t *order, size_t n,
                  const int64_t *group, const draw_met *m)
{
    pair_ctx pc = {group, m};
    swap_down(sizes, ntables, order, n, pair_cost, &pc, NULL);
}

int draw_fours_sizes(size_t n, int *sizes, size_t *ntables, sk_err *err)
{
    *ntables = 0;
    if (n < 4 || n % 4)
        return sk_err_set(err, SK_INVALID,
                          _("%zu players cannot be seated: Schafkopf needs four at every table "
                          "(a multiple of 4 players; let %zu sit out or %zu more join)"),
                          n, n % 4, (4 - n % 4) % 4);
    for (size_t i = 0; i < n / 4; i++)
        sizes[(*ntables)++] = 4;
    return SK_OK;
}

int draw_seat(size_t n, const draw_options *opt, int *sizes, size_t *ntables, size_t *order,
              sk_err *err)
{
    int rc = opt->fours_only ? draw_fours_sizes(n, sizes, ntables, err)
                             : draw_table_sizes(n, sizes, n / 3 + 1, ntables, err);
    if (rc != SK_OK)
        return rc;
    rng st = {opt->seed};
    for (size_t i = 0; i < n; i++)
        order[i] = i;
    if (!opt->seeded) {
        shuffle(order, n, &st);
        if (opt->met && opt->nmet) { /* meetings apart (and groups first) */
            draw_met *dm = draw_met_new(opt->met, opt->nmet);
            draw_improve(sizes, *ntables, order, n, opt->group, dm);
            draw_met_free(dm);
        }
        else if (opt->group)
            separate(sizes, *ntables, order, n, opt->group, &st);
    }
    /* seats within each table: shuffled */
    size_t base = 0;
    for (size_t t = 0; t < *ntables; t++) {
        shuffle(order + base, (size_t)sizes[t], &st);
        base += (size_t)sizes[t];
    }
    return SK_OK;
}

struct draw_met {
    metset m;
};

draw_met *draw_met_new(const size_t *met, size_t nmet)
{
    draw_met *d = xcalloc(1, sizeof *d);
    met_build(&d->m, met, met ? nmet : 0);
    return d;
}

int draw_met_count(const draw_met *m, size_t a, size_t b)
{
    return m ? met_count(&m->m, a, b) : 0;
}

void draw_met_free(draw_met *m)
{
    if (!m)
        return;
    met_free(&m->m);
    free(m);
}

int draw_pair_cost(const int64_t *group, const draw_met *m, size_t x, size_t y)
{
    int c = draw_met_count(m, x, y);
    if (group && group[x] && group[x] == group[y])
        c += GROUP_WEIGHT;
    return c;
}
