/* ranking.c - a ranking computed from its definition (ranking.h). */
#include "ranking.h"

#include <stdlib.h>
#include <string.h>

/* hundredths, the precision a ranking is shown and compared in */
static long long cents(double v)
{
    return (long long)(v * 100 + (v < 0 ? -0.5 : 0.5));
}

typedef struct ev_total {
    int player;
    long points;
    int won, lost;
} ev_total;

static int cmp_total(const void *a, const void *b)
{
    const ev_total *x = a, *y = b;
    int c = sk_cmp_ll(y->points, x->points);
    c = c ? c : sk_cmp_ll(y->won, x->won);
    c = c ? c : sk_cmp_ll(x->lost, y->lost);
    return c ? c : x->player - y->player;
}

static bool same_total(const ev_total *x, const ev_total *y)
{
    return x->points == y->points && x->won == y->won && x->lost == y->lost;
}

/* the totals of event e per player; *n of them; tot sized nplayers */
static size_t event_totals(const rank_input *in, int e, ev_total *tot, int *slot)
{
    size_t n = 0;
    for (size_t p = 0; p < in->nplayers; p++)
        slot[p] = -1;
    for (size_t i = 0; i < in->nresults; i++) {
        const rank_result *r = &in->results[i];
        if (r->event != e)
            continue;
        if (slot[r->player] < 0) {
            slot[r->player] = (int)n;
            tot[n] = (ev_total){r->player, 0, 0, 0};
            n++;
        }
        ev_total *t = &tot[slot[r->player]];
        t->points += r->points;
        t->won += r->won;
        t->lost += r->lost;
    }
    qsort(tot, n, sizeof *tot, cmp_total);
    return n;
}

/* a result's sort key: (a, b, series) = (player, event) or (event, player) */
typedef struct key3 {
    int a, b, c, idx;
} key3;

static int cmp_key3(const void *x, const void *y)
{
    const key3 *p = x, *q = y;
    int c = sk_cmp_ll(p->a, q->a);
    c = c ? c : sk_cmp_ll(p->b, q->b);
    c = c ? c : sk_cmp_ll(p->c, q->c);
    return c ? c : p->idx - q->idx;
}

static key3 *sort_results(const rank_input *in, bool by_player)
{
    key3 *k = xcalloc(in->nresults + 1, sizeof *k);
    for (size_t i = 0; i < in->nresults; i++) {
        const rank_result *r = &in->results[i];
        k[i] = (key3){by_player ? r->player : r->event, by_player ? r->event : r->player,
                      r->series_no, (int)i};
    }
    qsort(k, in->nresults, sizeof *k, cmp_key3);
    return k;
}

/* every result's place in its event and how many share it, in one sort */
static void places_all(const rank_input *in, int *place, int *tied)
{
    key3 *k = sort_results(in, false);
    ev_total *tot = xcalloc(in->nplayers + 1, sizeof *tot);
    size_t *from = xcalloc(in->nplayers + 2, sizeof *from); /* a group's first key */
    for (size_t i = 0; i < in->nresults;) {
        int e = k[i].a;
        size_t n = 0, j = i;
        while (j < in->nresults && k[j].a == e) {
            ev_total *t = &tot[n];
            *t = (ev_total){k[j].b, 0, 0, 0};
            from[n] = j;
            while (j < in->nresults && k[j].a == e && k[j].b == t->player) {
                const rank_result *r = &in->results[k[j].idx];
                t->points += r->points;
                t->won += r->won;
                t->lost += r->lost;
                j++;
            }
            /* keep the group's start with the total through the sort */
            t->player = (int)n;
            n++;
        }
        ev_total *sorted = xcalloc(n + 1, sizeof *sorted);
        memcpy(sorted, tot, n * sizeof *tot);
        qsort(sorted, n, sizeof *sorted, cmp_total);
        for (size_t g = 0; g < n;) {
            size_t h = g;
            while (h < n && same_total(&sorted[h], &sorted[g]))
                h++;
            for (size_t m = g; m < h; m++) {
                size_t f = from[sorted[m].player];
                for (size_t q = f; q < in->nresults && k[q].a == e && k[q].b == k[f].b; q++) {
                    place[k[q].idx] = (int)g + 1;
                    tied[k[q].idx] = (int)(h - g);
                }
            }
            g = h;
        }
        free(sorted);
        i = j;
    }
    free(from);
    free(tot);
    free(k);
}

void ranking_event_places(const rank_input *in, int event, int *place)
{
    ev_total *tot = xcalloc(in->nplayers + 1, sizeof *tot);
    int *slot = xcalloc(in->nplayers + 1, sizeof *slot);
    size_t n = event_totals(in, event, tot, slot);
    for (size_t p = 0; p < in->nplayers; p++)
        place[p] = 0;
    for (size_t i = 0; i < n; i++)
        place[tot[i].player] = i > 0 && same_total(&tot[i], &tot[i - 1])
                                   ? place[tot[i - 1].player] : (int)i + 1;
    free(tot);
    free(slot);
}

double ranking_place_points(const rank_def *d, int place, int tied, int field)
{
    double sum = 0;
    for (int k = place; k < place + tied; k++)
        if (d->points_field && k >= 1 && k <= field)
            sum += field - k + 1;
        else if (k >= 1 && k <= d->npoints)
            sum += d->points[k - 1];
    return tied > 0 ? sum / tied : 0;
}

static bool in_list(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; p;) {
        size_t len = strcspn(p, ",");
        if (len == n && strncmp(p, name, n) == 0)
            return true;
        p = p[len] ? p + len + 1 : NULL;
    }
    return false;
}

static int need_of(const rank_min *m, int avail)
{
    if (!m->share)
        return m->n;
    return (avail * m->n + 99) / 100; /* rounded up */
}

static int cmp_item_value(const void *a, const void *b)
{
    const rank_item *const *x = a, *const *y = b;
    long long cx = cents((*x)->value), cy = cents((*y)->value);
    if (cx != cy)
        return cx > cy ? -1 : 1;
    return *x < *y ? -1 : *x > *y; /* the earlier first */
}

/* keep the best `count` of the counted items, strike the rest */
static void keep_best(rank_entry *en, int count)
{
    rank_item **v = xcalloc(en->nitems + 1, sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < en->nitems; i++)
        if (en->items[i].why == RANK_WHY_NONE)
            v[n++] = &en->items[i];
    qsort(v, n, sizeof *v, cmp_item_value);
    for (size_t i = (size_t)count; i < n; i++)
        v[i]->why = RANK_WHY_NOT_BEST;
    free(v);
}

typedef struct ctx {
    const rank_def *d;
    const rank_input *in;
    bool *ev_ok;          /* per event: enough players and named */
    int *ev_series;       /* per event: series held */
    int *place;           /* per result (method placement): its player's place in
                             its event, else NULL */
    int *tied;            /* per result: how many share that place */
    bool *ev_few;         /* per event: named but too few players */
    bool *ev_short;       /* per event: named but too few series held */
    int *ev_field;        /* per event: its players */
    int held;             /* series held in the events that count */
} ctx;

/* the items of player p: per series, or per event */
/* the items of player p from its results rs[0..n-1] (by event, then series) */
static void collect(const ctx *c, const int *rs, size_t n, rank_entry *en)
{
    const rank_input *in = c->in;
    size_t cap = 8;
    en->items = xcalloc(cap, sizeof *en->items);
    for (size_t i = 0; i < n;) {
        int e = in->results[rs[i]].event;
        size_t j = i;
        while (j < n && in->results[rs[j]].event == e)
            j++;
        if (!c->ev_ok[e] && !c->ev_few[e] && !c->ev_short[e]) {
            i = j;
            continue;
        }
        int nser = (int)(j - i);
        size_t first = en->nitems;
        rank_item ev = {e, 0, 0, 0, 0, 0, RANK_WHY_NONE};
        for (size_t k = i; k < j; k++) {
            const rank_result *r = &in->results[rs[k]];
            double v = (double)r->points + (in->adjust ? in->adjust[rs[k]] : 0);
            ev.nseries++;
            ev.value += v;
            ev.games += r->games;
            if (c->d->unit == RANK_UNIT_EVENT)
                continue;
            if (en->nitems == cap)
                en->items = xrealloc(en->items, (cap *= 2) * sizeof *en->items);
            en->items[en->nitems++] =
                (rank_item){e, r->series_no, 1, v, r->games, 0, RANK_WHY_NONE};
        }
        if (c->d->unit == RANK_UNIT_EVENT) {
            if (c->place) {
                ev.place = c->place[rs[i]];
                ev.value = ranking_place_points(c->d, ev.place, c->tied[rs[i]], c->ev_field[e]);
            }
            if (en->nitems == cap)
                en->items = xrealloc(en->items, (cap *= 2) * sizeof *en->items);
            en->items[en->nitems++] = ev;
        }
        for (size_t k = first; k < en->nitems; k++)
            en->items[k].why = c->ev_few[e]                     ? RANK_WHY_FEW_PLAYERS
                               : c->ev_short[e]                 ? RANK_WHY_SHORT_EVENT
                               : nser < c->d->min_series_event ? RANK_WHY_FEW_SERIES
                                                               : RANK_WHY_NONE;
        i = j;
    }
}

/* the months (YYYY-MM of the event's date) with at least month_series
   series counted; undated events belong to no month */
static int months(const ctx *c, const rank_entry *en)
{
    int n = 0, need = c->d->month_series ? c->d->month_series : 1;
    bool *seen = xcalloc(en->nitems + 1, sizeof *seen);
    for (size_t i = 0; i < en->nitems; i++) {
        const char *di = c->in->events[en->items[i].event].date;
        if (seen[i] || strlen(di) < 7 || en->items[i].why != RANK_WHY_NONE)
            continue;
        int ser = 0;
        for (size_t j = i; j < en->nitems; j++) {
            const char *dj = c->in->events[en->items[j].event].date;
            if (!seen[j] && en->items[j].why == RANK_WHY_NONE && strncmp(di, dj, 7) == 0) {
                seen[j] = true;
                ser += en->items[j].nseries;
            }
        }
        n += ser >= need;
    }
    free(seen);
    return n;
}

static int score(const ctx *c, rank_entry *en, sk_err *err)
{
    const rank_def *d = c->d;
    if ((d->method == RANK_BEST || d->method == RANK_PLACEMENT) && d->count)
        keep_best(en, d->count);
    double sum = 0;
    int nval = 0, last = -1;
    for (size_t i = 0; i < en->nitems; i++) {
        const rank_item *it = &en->items[i];
        if (it->why == RANK_WHY_FEW_PLAYERS || it->why == RANK_WHY_FEW_SERIES ||
            it->why == RANK_WHY_SHORT_EVENT)
            continue;
        /* played in an event that counts: not missed, even if not among the best */
        en->series += it->nseries;
        if (it->event != last)
            en->events++;
        last = it->event;
        if (it->why == RANK_WHY_NOT_BEST)
            continue;
        sum += it->value;
        en->games += it->games;
        nval++;
    }
    int n = d->unit == RANK_UNIT_GAME ? en->games : nval;
    en->base = d->method == RANK_AVERAGE ? (n ? sum / n : 0) : sum;
    if (d->per_games)
        en->base *= d->per_games;
    if (d->min_months)
        en->months = months(c, en);
    en->missed = c->held - en->series;
    if (rankdef_penalty(d->penalty, en->missed, en->series, c->held, &en->penalty, err) != SK_OK)
        return SK_INVALID;
    en->score = en->base - en->penalty;
    return SK_OK;
}

static void check_min(const rank_def *d, rank_list *l, rank_entry *en)
{
    int need;
    if ((need = need_of(&d->min_series, l->held_series)) > en->series) {
        en->lack = RANK_LACK_SERIES;
        en->have = en->series;
    } else if ((need = need_of(&d->min_games, l->max_games)) > en->games) {
        en->lack = RANK_LACK_GAMES;
        en->have = en->games;
    } else if ((need = need_of(&d->min_events, l->events)) > en->events) {
        en->lack = RANK_LACK_EVENTS;
        en->have = en->events;
    } else if ((need = d->min_months) > en->months) {
        en->lack = RANK_LACK_MONTHS;
        en->have = en->months;
    } else
        return;
    en->need = need;
}

static int cmp_entry(const void *a, const void *b)
{
    const rank_entry *x = a, *y = b;
    if ((x->lack == 0) != (y->lack == 0))
        return x->lack == 0 ? -1 : 1;
    long long cx = cents(x->score), cy = cents(y->score);
    if (cx != cy)
        return cx > cy ? -1 : 1;
    int s = strcmp(x->name, y->name);
    return s ? s : x->player - y->player;
}

void ranking_free(rank_list *l)
{
    if (!l)
        return;
    for (size_t i = 0; i < l->n; i++)
        free(l->entries[i].items);
    free(l->entries);
    memset(l, 0, sizeof *l);
}

int ranking_compute(const rank_def *d, const rank_input *in, rank_list *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    for (size_t i = 0; i < in->nresults; i++)
        if (in->results[i].event < 0 || (size_t)in->results[i].event >= in->nevents ||
            in->results[i].player < 0 || (size_t)in->results[i].player >= in->nplayers)
            return sk_err_set(err, SK_INVALID, _("ranking: result %zu names no event or player"),
                              i + 1);
    size_t ne = in->nevents + 1, np = in->nplayers + 1;
    ctx c = {d, in, xcalloc(ne, sizeof(bool)), xcalloc(ne, sizeof(int)), NULL, NULL,
             xcalloc(ne, sizeof(bool)), xcalloc(ne, sizeof(bool)), xcalloc(ne, sizeof(int)), 0};
    /* the results by player, event, series: each player's a run */
    key3 *k = sort_results(in, true);
    int *nplay = xcalloc(ne, sizeof *nplay);
    bool *has = xcalloc(np, sizeof *has);
    int rc = SK_OK;
    /* players and series per event */
    for (size_t e = 0; e < in->nevents; e++) {
        memset(has, 0, np * sizeof *has);
        int maxs = 0;
        bool ser[100] = {false};
        for (size_t i = 0; i < in->nresults; i++) {
            const rank_result *r = &in->results[i];
            if (r->event != (int)e)
                continue;
            if (!has[r->player]) {
                has[r->player] = true;
                nplay[e]++;
            }
            if (r->series_no >= 1 && r->series_no < 100 && !ser[r->series_no]) {
                ser[r->series_no] = true;
                maxs++;
            }
        }
        c.ev_series[e] = maxs;
        c.ev_field[e] = nplay[e];
        int field = in->event_players ? in->event_players[e] : nplay[e];
        bool named = nplay[e] > 0 &&
                     (!d->tournaments || in_list(d->tournaments, in->events[e].name));
        c.ev_ok[e] = named && field >= d->min_players && maxs >= d->min_series_held;
        c.ev_few[e] = named && field < d->min_players;
        c.ev_short[e] = named && !c.ev_ok[e] && !c.ev_few[e];
        if (c.ev_ok[e]) {
            out->events++;
            out->held_series += maxs;
        }
    }
    c.held = out->held_series;
    if (d->method == RANK_PLACEMENT) {
        c.place = xcalloc(in->nresults + 1, sizeof *c.place);
        c.tied = xcalloc(in->nresults + 1, sizeof *c.tied);
        places_all(in, c.place, c.tied);
    }
    /* one entry per player with a result in a counted event */
    memset(has, 0, np * sizeof *has);
    for (size_t i = 0; i < in->nresults; i++)
        if (c.ev_ok[in->results[i].event])
            has[in->results[i].player] = true;
    out->entries = xcalloc(np, sizeof *out->entries);
    int *rs = xcalloc(in->nresults + 1, sizeof *rs);
    for (size_t i = 0; i < in->nresults && rc == SK_OK;) {
        int p = k[i].a;
        size_t j = i;
        while (j < in->nresults && k[j].a == p) {
            rs[j - i] = k[j].idx;
            j++;
        }
        if (has[p] && (!d->club || strcmp(in->players[p].club, d->club) == 0)) {
            rank_entry *en = &out->entries[out->n++];
            en->player = p;
            en->name = in->players[p].name;
            collect(&c, rs, j - i, en);
            rc = score(&c, en, err);
            if (en->games > out->max_games)
                out->max_games = en->games;
        }
        i = j;
    }
    free(rs);
    free(k);
    if (rc == SK_OK) {
        for (size_t i = 0; i < out->n; i++)
            check_min(d, out, &out->entries[i]);
        qsort(out->entries, out->n, sizeof *out->entries, cmp_entry);
        for (size_t i = 0; i < out->n; i++) {
            rank_entry *en = &out->entries[i];
            if (en->lack)
                continue;
            out->nranked++;
            en->rank = i > 0 && cents(out->entries[i - 1].score) == cents(en->score)
                           ? out->entries[i - 1].rank : (int)i + 1;
        }
    }
    free(c.place);
    free(c.tied);
    free(c.ev_ok);
    free(c.ev_few);
    free(c.ev_short);
    free(c.ev_field);
    free(c.ev_series);
    free(nplay);
    free(has);
    if (rc != SK_OK)
        ranking_free(out);
    return rc;
}
