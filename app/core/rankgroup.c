/* rankgroup.c - groups, best per club and the handicap of a ranking
 * (rankgroup.h). */
#include "rankgroup.h"

#include <stdlib.h>
#include <string.h>

/* ---- grouping ---- */

/* a result with what sorts it */
typedef struct gres {
    const char *key;          /* team name, club or group name */
    int event, player, series, idx;
} gres;

static int cmp_str(const char *a, const char *b)
{
    return strcmp(a ? a : "", b ? b : "");
}

/* by event, key, player */
static int cmp_ekp(const void *x, const void *y)
{
    const gres *a = x, *b = y;
    int c = sk_cmp_ll(a->event, b->event);
    c = c ? c : cmp_str(a->key, b->key);
    c = c ? c : sk_cmp_ll(a->player, b->player);
    return c ? c : a->idx - b->idx;
}

/* by key, event, series */
static int cmp_kes(const void *x, const void *y)
{
    const gres *a = x, *b = y;
    int c = cmp_str(a->key, b->key);
    c = c ? c : sk_cmp_ll(a->event, b->event);
    c = c ? c : sk_cmp_ll(a->series, b->series);
    return c ? c : a->idx - b->idx;
}

/* one member's event total, for a club's best M */
typedef struct mtot {
    int event, player;
    const char *club;
    long points;
    int won, lost;
    size_t at;                /* its index before the sort */
    bool keep;
} mtot;

static int cmp_mtot(const void *x, const void *y)
{
    const mtot *a = x, *b = y;
    int c = sk_cmp_ll(a->event, b->event);
    c = c ? c : strcmp(a->club, b->club);
    c = c ? c : sk_cmp_ll(b->points, a->points);
    c = c ? c : sk_cmp_ll(b->won, a->won);
    c = c ? c : sk_cmp_ll(a->lost, b->lost);
    return c ? c : a->player - b->player;
}

/* the keys of group=club: the club, and with group_best only the best M
   of each club per event (key NULL for the rest) */
static void club_keys(const rank_def *d, const rank_input *in, gres *g, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const char *club = in->players[g[i].player].club;
        g[i].key = club && *club ? club : NULL;
    }
    if (!d->group_best)
        return;
    /* results by event and player: one total per member and event */
    qsort(g, n, sizeof *g, cmp_ekp);
    mtot *t = xcalloc(n + 1, sizeof *t);
    size_t nt = 0;
    for (size_t i = 0; i < n; i++) {
        if (!g[i].key)
            continue;
        if (nt == 0 || t[nt - 1].event != g[i].event || t[nt - 1].player != g[i].player) {
            t[nt] = (mtot){g[i].event, g[i].player, g[i].key, 0, 0, 0, nt, false};
            nt++;
        }
        const rank_result *r = &in->results[g[i].idx];
        t[nt - 1].points += r->points;
        t[nt - 1].won += r->won;
        t[nt - 1].lost += r->lost;
    }
    mtot *sorted = xcalloc(nt + 1, sizeof *sorted);
    memcpy(sorted, t, nt * sizeof *t);
    qsort(sorted, nt, sizeof *sorted, cmp_mtot);
    for (size_t i = 0, k = 0; i < nt; i++) {
        if (i > 0 && (sorted[i].event != sorted[i - 1].event ||
                      strcmp(sorted[i].club, sorted[i - 1].club) != 0))
            k = 0;
        t[sorted[i].at].keep = k++ < (size_t)d->group_best;
    }
    /* back to the results, both in (event, club, player) order */
    for (size_t i = 0, k = 0; i < n; i++) {
        if (!g[i].key)
            continue;
        while (t[k].event != g[i].event || t[k].player != g[i].player)
            k++;
        if (!t[k].keep)
            g[i].key = NULL;
    }
    free(sorted);
    free(t);
}

/* the keys of group=tandem: "A + B" for a team of exactly two players in
   its event (names in order), NULL otherwise; names into *names (owned) */
static void tandem_keys(const rank_input *in, gres *g, size_t n, char ***names, size_t *nn)
{
    qsort(g, n, sizeof *g, cmp_ekp);
    *names = xcalloc(n + 1, sizeof **names);
    *nn = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        int players[2], np = 0; /* the run's players, ordered: count the changes */
        while (j < n && g[j].event == g[i].event && cmp_str(g[j].key, g[i].key) == 0) {
            if (j == i || g[j].player != g[j - 1].player) {
                if (np < 2)
                    players[np] = g[j].player;
                np++;
            }
            j++;
        }
        char *name = NULL;
        if (g[i].key && np == 2) {
            const char *a = in->players[players[0]].name, *b = in->players[players[1]].name;
            if (strcmp(a, b) > 0) {
                const char *x = a;
                a = b;
                b = x;
            }
            sk_buf nb = {0};
            sk_buf_printf(&nb, "%s + %s", a, b);
            name = sk_buf_take(&nb);
            (*names)[(*nn)++] = name;
        }
        for (size_t k = i; k < j; k++)
            g[k].key = name;
        i = j;
    }
}

void rankgroup_build(const rank_def *d, const rank_input *in, char *const *teams,
                     rank_grouped *out)
{
    memset(out, 0, sizeof *out);
    size_t n = in->nresults;
    gres *g = xcalloc(n + 1, sizeof *g);
    char **names = NULL;
    size_t nnames = 0;
    out->event_players = xcalloc(in->nevents + 1, sizeof *out->event_players);
    for (size_t i = 0; i < n; i++) {
        const rank_result *r = &in->results[i];
        g[i] = (gres){teams ? teams[i] : NULL, r->event, r->player, r->series_no, (int)i};
    }
    /* each event's players, before grouping */
    qsort(g, n, sizeof *g, cmp_ekp);
    int *seen = xcalloc(in->nplayers + 1, sizeof *seen);
    for (size_t i = 0; i < n; i++)
        if (seen[g[i].player] != g[i].event + 1) {
            seen[g[i].player] = g[i].event + 1;
            out->event_players[g[i].event]++;
        }
    free(seen);
    if (d->group == RANK_GROUP_CLUB)
        club_keys(d, in, g, n);
    else if (d->group == RANK_GROUP_TANDEM)
        tandem_keys(in, g, n, &names, &nnames);
    /* the groups' sums per event and series */
    qsort(g, n, sizeof *g, cmp_kes);
    out->groups = xcalloc(n + 1, sizeof *out->groups);
    out->results = xcalloc(n + 1, sizeof *out->results);
    if (in->adjust)
        out->adjust = xcalloc(n + 1, sizeof *out->adjust);
    size_t ng = 0, nr = 0;
    for (size_t i = 0; i < n; i++) {
        if (!g[i].key)
            continue;
        if (ng == 0 || strcmp(out->groups[ng - 1].name, g[i].key) != 0) {
            out->groups[ng] = (rank_player){(long long)ng + 1, xstrdup(g[i].key),
                                            xstrdup(d->group == RANK_GROUP_CLUB ? g[i].key : ""),
                                            true};
            ng++;
            out->results[nr++] = (rank_result){g[i].event, (int)ng - 1, g[i].series, 0, 0, 0, 0};
        } else if (out->results[nr - 1].event != g[i].event ||
                   out->results[nr - 1].series_no != g[i].series) {
            out->results[nr++] = (rank_result){g[i].event, (int)ng - 1, g[i].series, 0, 0, 0, 0};
        }
        if (d->group == RANK_GROUP_TANDEM && !in->players[g[i].player].publish)
            out->groups[ng - 1].publish = false; /* named only if both agreed */
        const rank_result *r = &in->results[g[i].idx];
        rank_result *s = &out->results[nr - 1];
        s->points += r->points;
        s->games += r->games;
        s->won += r->won;
        s->lost += r->lost;
        if (in->adjust)
            out->adjust[nr - 1] += in->adjust[g[i].idx];
    }
    for (size_t i = 0; i < nnames; i++)
        free(names[i]);
    free(names);
    free(g);
    out->in = (rank_input){in->events, in->nevents, out->groups, ng, out->results, nr,
                           out->adjust, out->event_players};
}

void rankgroup_free(rank_grouped *g)
{
    if (!g)
        return;
    for (size_t i = 0; i < g->in.nplayers; i++) {
        free((char *)g->groups[i].name);
        free((char *)g->groups[i].club);
    }
    free(g->groups);
    free(g->results);
    free(g->adjust);
    free(g->event_players);
    memset(g, 0, sizeof *g);
}

/* ---- best per club or federal state ---- */

static long long hundredths(double v)
{
    return (long long)(v * 100 + (v < 0 ? -0.5 : 0.5));
}

/* The value best_per groups by of in's player i. */
static const char *per_value(const rank_def *d, const rank_input *in, const char *const *state,
                             int i)
{
    return d->best_per == RANK_PER_CLUB ? in->players[i].club : state ? state[i] : NULL;
}

void rankgroup_best_per(const rank_def *d, const rank_input *in, const char *const *state,
                        rank_list *l)
{
    if (d->best_per == RANK_PER_NONE)
        return;
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++) {
        rank_entry *en = &l->entries[i];
        const char *club = per_value(d, in, state, en->player);
        bool keep = en->rank && club && *club;
        for (size_t j = 0; j < k && keep; j++)
            if (strcmp(per_value(d, in, state, l->entries[j].player), club) == 0)
                keep = false;
        if (!keep) {
            free(en->items);
            continue;
        }
        l->entries[k++] = *en;
    }
    l->n = l->nranked = k;
    for (size_t i = 0; i < k; i++) {
        rank_entry *en = &l->entries[i];
        en->rank = i > 0 && hundredths(l->entries[i - 1].score) == hundredths(en->score)
                       ? l->entries[i - 1].rank : (int)i + 1;
    }
}

/* ---- the handicap ---- */

typedef struct hres {
    long long pid;
    int event;                /* index into hist's events */
    long points;
    int games;
} hres;

static int cmp_hres(const void *x, const void *y)
{
    const hres *a = x, *b = y;
    int c = sk_cmp_ll(a->pid, b->pid);
    return c ? c : a->event - b->event;
}

void rankgroup_handicap(const rank_def *d, const rank_input *hist, const rank_input *in,
                        double *adj)
{
    size_t n = hist->nresults;
    hres *h = xcalloc(n + 1, sizeof *h);
    /* every player's cumulative points and games, by event order */
    double *cpts = xcalloc(n + 1, sizeof *cpts), *cgam = xcalloc(n + 1, sizeof *cgam);
    /* everybody's per event, cumulative: before event e = c*[e] */
    double *ept = xcalloc(hist->nevents + 1, sizeof *ept);
    double *egm = xcalloc(hist->nevents + 1, sizeof *egm);
    for (size_t i = 0; i < n; i++) {
        const rank_result *r = &hist->results[i];
        h[i] = (hres){hist->players[r->player].id, r->event, r->points, r->games};
        ept[r->event + 1] += (double)r->points;
        egm[r->event + 1] += r->games;
    }
    for (size_t e = 1; e <= hist->nevents; e++) {
        ept[e] += ept[e - 1];
        egm[e] += egm[e - 1];
    }
    qsort(h, n, sizeof *h, cmp_hres);
    for (size_t i = 0; i < n; i++) {
        bool first = i == 0 || h[i - 1].pid != h[i].pid;
        cpts[i] = (first ? 0 : cpts[i - 1]) + (double)h[i].points;
        cgam[i] = (first ? 0 : cgam[i - 1]) + h[i].games;
    }
    /* in's events in hist (both in date order: one walk) */
    int *of = xcalloc(in->nevents + 1, sizeof *of);
    for (size_t e = 0, h = 0; e < in->nevents; e++) {
        size_t from = h;
        while (h < hist->nevents && hist->events[h].id != in->events[e].id)
            h++;
        of[e] = h < hist->nevents ? (int)h : -1;
        if (h == hist->nevents)
            h = from; /* not there (never: hist covers in) */
    }
    for (size_t i = 0; i < in->nresults; i++) {
        const rank_result *r = &in->results[i];
        adj[i] = 0;
        long long pid = in->players[r->player].id;
        int he = of[r->event];
        if (he < 0)
            continue;
        /* the last of the player's hist results before event he */
        size_t lo = 0, hi = n;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (h[mid].pid < pid || (h[mid].pid == pid && h[mid].event < he))
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo == 0 || h[lo - 1].pid != pid || cgam[lo - 1] <= 0)
            continue;
        double own = cpts[lo - 1] / cgam[lo - 1];
        double ref = d->handicap_ref;
        if (strcmp(d->handicap, "platform") == 0) {
            if (egm[he] <= 0)
                continue;
            ref = ept[he] / egm[he];
        }
        adj[i] = (ref - own) * r->games;
    }
    free(of);
    free(ept);
    free(egm);
    free(cpts);
    free(cgam);
    free(h);
}
