/* draw.c - see draw.h */
#include "draw.h"

#include <stdlib.h>
#include <string.h>

uint64_t draw_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint64_t draw_below(uint64_t *state, uint64_t n)
{
    if (n <= 1)
        return 0;
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do
        x = draw_next(state);
    while (x >= limit);
    return x % n;
}

int draw_table_sizes(size_t n, int *sizes, size_t cap, size_t *ntables, sk_err *err)
{
    *ntables = 0;
    if (n < 3)
        return sk_err_set(err, SK_INVALID, "%zu player%s cannot be seated: a table needs 3 or 4 "
                          "players", n, n == 1 ? "" : "s");
    if (n == 5)
        return sk_err_set(err, SK_INVALID, "5 players cannot be seated: tables have 3 or 4 players "
                          "(add a player or let one sit out)");
    size_t threes = (4 - n % 4) % 4;
    size_t fours = (n - 3 * threes) / 4;
    if (fours + threes > cap)
        return sk_err_set(err, SK_FAIL, "internal error: no room for %zu tables", fours + threes);
    for (size_t i = 0; i < fours; i++)
        sizes[(*ntables)++] = 4;
    for (size_t i = 0; i < threes; i++)
        sizes[(*ntables)++] = 3;
    return SK_OK;
}

static void shuffle(size_t *v, size_t n, uint64_t *st)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)draw_below(st, i);
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

int draw_repeat_meetings(const int *sizes, size_t ntables, const size_t *order, size_t n,
                         const unsigned *met)
{
    if (!met)
        return 0;
    int c = 0;
    size_t base = 0;
    for (size_t t = 0; t < ntables; t++) {
        for (int a = 0; a < sizes[t]; a++)
            for (int b = a + 1; b < sizes[t]; b++)
                c += (int)met[order[base + a] * n + order[base + b]];
        base += (size_t)sizes[t];
    }
    return c;
}

/* What seating player pl at table tab costs (excluding position skip):
 * its same-group pairs (weighted far above meetings) plus how often it met
 * each of the others before. */
typedef struct cost_in {
    const size_t *order;
    const int64_t *group; /* may be NULL */
    const unsigned *met;  /* may be NULL */
    size_t n;
} cost_in;

static int conflicts_at(const cost_in *ci, size_t start, int size, size_t pl, size_t skip)
{
    int64_t g = ci->group ? ci->group[pl] : 0;
    int c = 0;
    for (int k = 0; k < size; k++) {
        size_t pos = start + (size_t)k;
        if (pos == skip)
            continue;
        size_t other = ci->order[pos];
        if (g && ci->group[other] == g)
            c += ci->met ? 100000 : 1;
        if (ci->met)
            c += (int)ci->met[pl * ci->n + other];
    }
    return c;
}

/* Keep groups (and players who met) apart: swap players between tables
 * while that lowers the cost (deterministic given the shuffled start). */
static void separate(const int *sizes, size_t ntables, size_t *order, size_t n,
                     const int64_t *group, const unsigned *met, uint64_t *st)
{
    size_t *tab_of = xcalloc(n, sizeof *tab_of), *start = xcalloc(ntables, sizeof *start);
    size_t base = 0;
    for (size_t t = 0; t < ntables; t++) {
        start[t] = base;
        for (int k = 0; k < sizes[t]; k++)
            tab_of[base + (size_t)k] = t;
        base += (size_t)sizes[t];
    }
    cost_in ci = {order, group, met, n};
    for (int pass = 0; pass < 50; pass++) {
        bool improved = false;
        size_t off = (size_t)draw_below(st, n);
        for (size_t ii = 0; ii < n; ii++) {
            size_t p = (ii + off) % n;
            int64_t gp = group ? group[order[p]] : 0;
            size_t tp = tab_of[p];
            int cp = conflicts_at(&ci, start[tp], sizes[tp], order[p], p);
            if (cp == 0)
                continue;
            for (size_t q = 0; q < n; q++) {
                size_t tq = tab_of[q];
                if (tq == tp)
                    continue;
                int64_t gq = group ? group[order[q]] : 0;
                if (!met && gq == gp) /* swapping two of one group changes nothing */
                    continue;
                int cq = conflicts_at(&ci, start[tq], sizes[tq], order[q], q);
                int np = conflicts_at(&ci, start[tq], sizes[tq], order[p], q);
                int nq = conflicts_at(&ci, start[tp], sizes[tp], order[q], p);
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

int draw_seat(size_t n, const draw_options *opt, int *sizes, size_t *ntables, size_t *order,
              sk_err *err)
{
    int rc;
    if (opt->fours_only) {
        *ntables = 0;
        if (n < 4 || n % 4)
            return sk_err_set(err, SK_INVALID,
                              "%zu players cannot be seated: Schafkopf needs four at every table "
                              "(a multiple of 4 players; let %zu sit out or %zu more join)",
                              n, n % 4, (4 - n % 4) % 4);
        for (size_t i = 0; i < n / 4; i++)
            sizes[(*ntables)++] = 4;
        rc = SK_OK;
    } else
        rc = draw_table_sizes(n, sizes, n / 3 + 1, ntables, err);
    if (rc != SK_OK)
        return rc;
    uint64_t st = opt->seed;
    for (size_t i = 0; i < n; i++)
        order[i] = i;
    if (!opt->seeded) {
        shuffle(order, n, &st);
        if (opt->group || opt->met)
            separate(sizes, *ntables, order, n, opt->group, opt->met, &st);
        if (opt->met) {
            /* local search can stop short of the best seating: restart from
             * fresh shuffles (still reproducible by seed), keep the best */
            size_t *try = xcalloc(n ? n : 1, sizeof *try);
            long best = (long)draw_repeat_meetings(sizes, *ntables, order, n, opt->met) +
                        100000L * draw_conflicts(sizes, *ntables, order, opt->group);
            for (int r = 0; r < 200 && best > 0; r++) {
                memcpy(try, order, n * sizeof *try);
                shuffle(try, n, &st);
                separate(sizes, *ntables, try, n, opt->group, opt->met, &st);
                long c = (long)draw_repeat_meetings(sizes, *ntables, try, n, opt->met) +
                         100000L * draw_conflicts(sizes, *ntables, try, opt->group);
                if (c < best) {
                    best = c;
                    memcpy(order, try, n * sizeof *order);
                }
            }
            free(try);
        }
    }
    /* seats within each table: shuffled */
    size_t base = 0;
    for (size_t t = 0; t < *ntables; t++) {
        shuffle(order + base, (size_t)sizes[t], &st);
        base += (size_t)sizes[t];
    }
    return SK_OK;
}
