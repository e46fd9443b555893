/* stats.c - player and tournament statistics (see stats.h). */
#include "stats.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seeger.h"

/* seats by (event, series, table, player) */
static int cmp_seat_table(const void *pa, const void *pb)
{
    const stats_seat *a = pa, *b = pb;
    int c = sk_cmp_ll(a->event, b->event);
    if (!c)
        c = sk_cmp_ll(a->series, b->series);
    if (!c)
        c = sk_cmp_ll(a->table, b->table);
    if (!c)
        c = sk_cmp_ll(a->player, b->player);
    return c;
}

static int cmp_series(const void *pa, const void *pb)
{
    const stats_series *a = pa, *b = pb;
    int c = sk_cmp_ll(a->event, b->event);
    return c ? c : sk_cmp_ll(a->series, b->series);
}

typedef struct block {
    long long player;
    stats_series s;
} block;

static int cmp_block(const void *pa, const void *pb)
{
    const block *a = pa, *b = pb;
    int c = sk_cmp_ll(a->player, b->player);
    return c ? c : cmp_series(&a->s, &b->s);
}

static int cmp_place(const void *pa, const void *pb)
{
    const stats_place *a = pa, *b = pb;
    int c = sk_cmp_ll(a->player, b->player);
    return c ? c : sk_cmp_ll(a->event, b->event);
}

static int cmp_id(const void *pa, const void *pb)
{
    return sk_cmp_ll(*(const long long *)pa, *(const long long *)pb);
}

/* Compare seat a's table with (event, series, table). */
static int cmp_table(const stats_seat *a, int event, int series, int table)
{
    int c = sk_cmp_ll(a->event, event);
    if (!c)
        c = sk_cmp_ll(a->series, series);
    return c ? c : sk_cmp_ll(a->table, table);
}

/* The first seat of table (event, series, table) in the sorted seats and
 * the end of its range in *end; -1 when there is no such table. */
static long table_range(const stats_seat *s, size_t n, int event, int series, int table,
                        size_t *end)
{
    size_t lo = 0, hi = n;
    while (lo < hi) { /* the first seat not below that table */
        size_t mid = lo + (hi - lo) / 2;
        if (cmp_table(&s[mid], event, series, table) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo >= n || cmp_table(&s[lo], event, series, table) != 0)
        return -1;
    size_t e = lo;
    while (e < n && cmp_table(&s[e], event, series, table) == 0)
        e++;
    *end = e;
    return (long)lo;
}

static void count(stats_count *c, bool won)
{
    c->declared++;
    c->won += won;
}

/* Add game g to line l (the declarer's or the totals). */
static void add_game(stats_line *l, const stats_game *g)
{
    l->declared++;
    if (g->won)
        l->won++;
    else
        l->lost++;
    if (g->contract == RULES_GRAND)
        count(&l->grand, g->won);
    else if (g->contract == RULES_NULL)
        count(&l->null, g->won);
    else
        count(&l->suit, g->won);
    if (g->hand)
        count(&l->hand, g->won);
    if (g->ouvert)
        count(&l->ouvert, g->won);
    l->overbid += g->overbid;
    l->schneider += g->schneider;
    l->schwarz += g->schwarz;
    l->value_sum += g->value;
    if (g->won && g->value > l->best_value)
        l->best_value = g->value;
}

/* Add one series total to the Seeger figures of l. */
static void add_seeger(stats_line *l, int total)
{
    if (l->nseries == 0 || total > l->seeger_best)
        l->seeger_best = total;
    if (l->nseries == 0 || total < l->seeger_worst)
        l->seeger_worst = total;
    l->seeger_sum += total;
}

/* The seats in range (table of 3 or 4, event >= 0, series and table >=
 * 1); out->events from them. */
static int check_seats(const stats_seat *seats, size_t nseats, stats_result *out, sk_err *err)
{
    for (size_t i = 0; i < nseats; i++) {
        const stats_seat *s = &seats[i];
        if (s->table_size != 3 && s->table_size != 4)
            return sk_err_set(err, SK_INVALID, _("seat of player %lld: table size %d (3 or 4)"),
                              s->player, s->table_size);
        if (s->event < 0 || s->series < 1 || s->table < 1)
            return sk_err_set(err, SK_INVALID,
                              _("seat of player %lld: event %d, series %d, table %d"), s->player,
                              s->event, s->series, s->table);
        if (s->event + 1 > out->events)
            out->events = s->event + 1;
    }
    return SK_OK;
}

/* out's lines: one per player seated (ascending ids). */
static void init_lines(const stats_seat *st, size_t nseats, stats_result *out)
{
    long long *ids = xmalloc((nseats ? nseats : 1) * sizeof *ids);
    size_t nids = 0;
    for (size_t i = 0; i < nseats; i++)
        ids[i] = st[i].player;
    qsort(ids, nseats, sizeof *ids, cmp_id);
    for (size_t i = 0; i < nseats; i++)
        if (nids == 0 || ids[nids - 1] != ids[i])
            ids[nids++] = ids[i];
    out->lines = xcalloc(nids ? nids : 1, sizeof *out->lines);
    out->n = nids;
    for (size_t i = 0; i < nids; i++)
        out->lines[i].player = ids[i];
    free(ids);
}

/* Per seat of the sorted seats: own game points, won, lost, and of the
 * games the seat's player sat at the table for: the lost games (own
 * included), the games, the passed games, the Ramsch games. */
typedef struct tally {
    long long *gp;
    int *won, *lost, *tlost, *tgames, *tpassed, *tramsch;
} tally;

static void tally_init(tally *t, size_t nseats)
{
    t->gp = xcalloc(nseats + 1, sizeof *t->gp);
    t->won = xcalloc(nseats + 1, sizeof *t->won);
    t->lost = xcalloc(nseats + 1, sizeof *t->lost);
    t->tlost = xcalloc(nseats + 1, sizeof *t->tlost);
    t->tgames = xcalloc(nseats + 1, sizeof *t->tgames);
    t->tpassed = xcalloc(nseats + 1, sizeof *t->tpassed);
    t->tramsch = xcalloc(nseats + 1, sizeof *t->tramsch);
}

static void tally_free(tally *t)
{
    SK_FREE_ALL(t->gp, t->won, t->lost, t->tlost, t->tgames, t->tpassed, t->tramsch);
}

/* Did player sit at g's table for g (its at[], or every seat's player
 * when at[] is empty)? */
static bool sat_in(const stats_game *g, long long player)
{
    bool any = false;
    for (int s = 1; s <= STATS_MAX_SEATS; s++) {
        if (g->at[s] == player)
            return true;
        any = any || g->at[s];
    }
    return !any;
}

/* Every game onto the seats of its table that played it and its
 * declarer's seat (tl) and into the declarer's line and the total.  A
 * passed game with a declarer, a game at a table nobody sits at, a
 * declarer not at the table: SK_INVALID. */
static int book_games(const stats_game *games, size_t ngames, const stats_seat *st,
                      size_t nseats, tally *tl, stats_result *out, sk_err *err)
{
    for (size_t i = 0; i < ngames; i++) {
        const stats_game *g = &games[i];
        size_t end = 0;
        long lo = table_range(st, nseats, g->event, g->series, g->table, &end);
        if (g->passed && g->declarer)
            return sk_err_set(err, SK_INVALID, _("series %d, table %d: a passed game with a declarer"),
                              g->series, g->table);
        if (lo < 0)
            return sk_err_set(err, SK_INVALID, _("series %d, table %d: a game at a table nobody sits at"),
                              g->series, g->table);
        if (g->event + 1 > out->events)
            out->events = g->event + 1;
        out->total.games++;
        size_t k = (size_t)lo;
        while (!g->passed && k < end && st[k].player != g->declarer)
            k++;
        if (!g->passed && k == end)
            return sk_err_set(err, SK_INVALID,
                              _("series %d, table %d: declarer %lld has no seat at that table"),
                              g->series, g->table, g->declarer);
        for (size_t j = (size_t)lo; j < end; j++) {
            if (!sat_in(g, st[j].player))
                continue;
            tl->tgames[j]++;
            if (g->passed && g->ramsch) /* a Ramsch is a game of its own, not "passed" */
                tl->tramsch[j]++;
            else if (g->passed)
                tl->tpassed[j]++;
            else if (!g->won)
                tl->tlost[j]++;
        }
        if (g->passed && g->ramsch) {
            out->total.ramsch++;
            continue;
        }
        if (g->passed) {
            out->total.passed++;
            continue;
        }
        tl->gp[k] += g->score;
        if (g->won)
            tl->won[k]++;
        else
            tl->lost[k]++;
        stats_line *l = (stats_line *)stats_find(out, g->declarer);
        add_game(l, g);
        add_game(&out->total, g);
    }
    return SK_OK;
}

/* The Seeger block of every seat into bl (sorted by player and series);
 * each seat's table games and passed games into its player's line.  A
 * player seated twice in one series: SK_INVALID. */
static int seat_blocks(const stats_seat *st, size_t nseats, const tally *tl, block *bl,
                       stats_result *out, sk_err *err)
{
    for (size_t k = 0; k < nseats; k++) {
        int total = seeger_total((int)tl->gp[k], tl->won[k], tl->lost[k],
                                 tl->tlost[k] - tl->lost[k], st[k].table_size);
        bl[k] = (block){st[k].player, {st[k].event, st[k].series, total}};
        stats_line *l = (stats_line *)stats_find(out, st[k].player);
        l->games += tl->tgames[k];
        l->passed += tl->tpassed[k];
        l->ramsch += tl->tramsch[k];
    }
    qsort(bl, nseats, sizeof *bl, cmp_block);
    for (size_t k = 1; k < nseats; k++)
        if (bl[k].player == bl[k - 1].player && cmp_series(&bl[k].s, &bl[k - 1].s) == 0)
            return sk_err_set(err, SK_INVALID, _("player %lld is seated twice in series %d"),
                              bl[k].player, bl[k].s.series);
    return SK_OK;
}

/* Each player's series (blocks bl, sorted by player) into its line and
 * the total's. */
static void player_series(const block *bl, size_t nseats, stats_result *out)
{
    out->total.series = xmalloc((nseats ? nseats : 1) * sizeof *out->total.series);
    size_t li = 0;
    for (size_t k = 0; k < nseats;) {
        size_t e = k;
        while (e < nseats && bl[e].player == bl[k].player)
            e++;
        while (out->lines[li].player != bl[k].player)
            li++;
        stats_line *l = &out->lines[li];
        l->series = xmalloc((e - k) * sizeof *l->series);
        for (size_t j = k; j < e; j++) {
            add_seeger(l, bl[j].s.total);
            l->series[l->nseries++] = bl[j].s;
            add_seeger(&out->total, bl[j].s.total);
            out->total.series[out->total.nseries++] = bl[j].s;
        }
        k = e;
    }
    qsort(out->total.series, out->total.nseries, sizeof *out->total.series, cmp_series);
}

/* The places (ranks) of each player into its line. */
static void player_places(const stats_place *places, size_t nplaces, stats_result *out)
{
    stats_place *pl = xmalloc((nplaces ? nplaces : 1) * sizeof *pl);
    if (nplaces)
        memcpy(pl, places, nplaces * sizeof *pl);
    qsort(pl, nplaces, sizeof *pl, cmp_place);
    for (size_t k = 0; k < nplaces;) {
        size_t e = k;
        while (e < nplaces && pl[e].player == pl[k].player)
            e++;
        stats_line *l = (stats_line *)stats_find(out, pl[k].player);
        if (l) {
            l->places = xmalloc((e - k) * sizeof *l->places);
            memcpy(l->places, pl + k, (e - k) * sizeof *l->places);
            l->nplaces = e - k;
        }
        k = e;
    }
    free(pl);
}

int stats_compute(const stats_game *games, size_t ngames, const stats_seat *seats,
                  size_t nseats, const stats_place *places, size_t nplaces, stats_result *out,
                  sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = check_seats(seats, nseats, out, err);
    if (rc != SK_OK)
        return rc;
    stats_seat *st = xmalloc((nseats ? nseats : 1) * sizeof *st);
    if (nseats)
        memcpy(st, seats, nseats * sizeof *st);
    qsort(st, nseats, sizeof *st, cmp_seat_table);
    init_lines(st, nseats, out);
    tally tl;
    tally_init(&tl, nseats);
    block *bl = xmalloc((nseats ? nseats : 1) * sizeof *bl);
    rc = book_games(games, ngames, st, nseats, &tl, out, err);
    if (rc == SK_OK)
        rc = seat_blocks(st, nseats, &tl, bl, out, err);
    if (rc == SK_OK) {
        player_series(bl, nseats, out);
        player_places(places, nplaces, out);
    }
    free(bl);
    free(st);
    tally_free(&tl);
    if (rc != SK_OK)
        stats_free(out);
    return rc;
}

const stats_line *stats_find(const stats_result *r, long long player)
{
    size_t lo = 0, hi = r->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r->lines[mid].player < player)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < r->n && r->lines[lo].player == player ? &r->lines[lo] : NULL;
}

int stats_permille(long long part, long long whole)
{
    if (whole <= 0)
        return 0;
    return (int)((part * 1000 * 2 + whole) / (whole * 2));
}

long long stats_avg10(long long sum, long long n)
{
    if (n <= 0)
        return 0;
    long long x = sum * 10 * 2, d = n * 2;
    return x >= 0 ? (x + n) / d : -((-x + n) / d);
}

void stats_tenths(char *buf, size_t n, long long x10)
{
    long long a = x10 < 0 ? -x10 : x10;
    if (n)
        snprintf(buf, n, "%s%lld.%lld", x10 < 0 ? "-" : "", a / 10, a % 10);
}

void stats_set_series(stats_result *r, long long player, int event, int series, long long total)
{
    const stats_line *f = stats_find(r, player);
    stats_line *l = f ? &r->lines[f - r->lines] : NULL;
    for (size_t i = 0; l && i < l->nseries; i++)
        if (l->series[i].event == event && l->series[i].series == series)
            l->series[i].total = (int)total;
}

static void refigure_line(stats_line *l)
{
    size_t n = l->nseries;
    l->nseries = 0;
    l->seeger_sum = 0;
    l->seeger_best = l->seeger_worst = 0;
    for (size_t i = 0; i < n; i++) {
        add_seeger(l, l->series[i].total);
        l->nseries++;
    }
}

void stats_refigure(stats_result *r)
{
    size_t k = 0;
    for (size_t i = 0; i < r->n; i++) {
        refigure_line(&r->lines[i]);
        for (size_t j = 0; j < r->lines[i].nseries && k < r->total.nseries; j++)
            r->total.series[k++] = r->lines[i].series[j];
    }
    qsort(r->total.series, r->total.nseries, sizeof *r->total.series, cmp_series);
    refigure_line(&r->total);
}

void stats_tenths_shown(char *buf, size_t n, long long x10)
{
    stats_tenths(buf, n, x10);
    char *dot = sk_lang_get() == SK_LANG_DE ? strchr(buf, '.') : NULL;
    if (dot)
        *dot = ',';
}

static void line_free(stats_line *l)
{
    free(l->series);
    free(l->places);
}

void stats_free(stats_result *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->n; i++)
        line_free(&r->lines[i]);
    free(r->lines);
    line_free(&r->total);
    memset(r, 0, sizeof *r);
}
