/* seatbox.c - see seatbox.h */
#include "seatbox.h"

#include <stdlib.h>
#include <string.h>

#include "rng.h"

void seatbox_init(seatbox *b, size_t ntables)
{
    b->ntables = ntables;
    b->seat = xmalloc((ntables ? ntables : 1) * 4 * sizeof *b->seat);
    for (size_t i = 0; i < ntables * 4; i++)
        b->seat[i] = SEATBOX_FREE;
}

void seatbox_free(seatbox *b)
{
    free(b->seat);
    memset(b, 0, sizeof *b);
}

/* The generator of one decision: the seed mixed with what is decided
 * (arrival k, or the k-th move at closing), so each decision is
 * reproducible on its own. */
static void rng_for(rng *st, uint64_t seed, uint64_t tag, uint64_t k)
{
    st->s = seed ^ (k * 0x9e3779b97f4a7c15ULL) ^ (tag * 0xd1b54a32d192ed03ULL);
    rng_next(st);
}

/* What seating x among the players seat[0..size) (SEATBOX_FREE skipped,
 * position skip left out) costs. */
static int table_cost(const seatbox_rules *r, const int *seat, int size, int x, int skip)
{
    int c = 0;
    for (int s = 0; s < size; s++)
        if (s != skip && seat[s] != SEATBOX_FREE && seat[s] != x)
            c += draw_pair_cost(r->group, r->met, (size_t)x, (size_t)seat[s]);
    return c;
}

/* Pick one of the free seats of tables[0..nt) whose position is below
 * lim[t] (cap 4), the least costly, uniformly: *t, *s 0-based.  false
 * when none is free. */
static bool pick_seat(const int *seat, size_t nt, const int *lim, const seatbox_rules *r, int x,
                      rng *st, size_t *t, int *s)
{
    int best = -1;
    size_t nbest = 0;
    uint64_t pick = 0;
    /* pass 0: the least cost and how many seats have it; pass 1: the pick-th of them */
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            if (!nbest)
                return false;
            pick = rng_below(st, nbest);
        }
        for (size_t k = 0; k < nt; k++) {
            int size = lim ? lim[k] : 4;
            int c = -1;
            for (int p = 0; p < size; p++) {
                if (seat[k * 4 + (size_t)p] != SEATBOX_FREE)
                    continue;
                if (c < 0)
                    c = table_cost(r, &seat[k * 4], size, x, -1);
                if (pass == 0) {
                    if (best < 0 || c < best) {
                        best = c;
                        nbest = 0;
                    }
                    nbest += c == best;
                } else if (c == best && pick-- == 0) {
                    *t = k;
                    *s = p;
                    return true;
                }
            }
        }
    }
    return false;
}

void seatbox_arrive(seatbox *b, const seatbox_rules *r, uint64_t arrival, int x, int *table,
                    int *seat)
{
    rng st;
    rng_for(&st, r->seed, 1, arrival);
    size_t t;
    int s;
    if (!pick_seat(b->seat, b->ntables, NULL, r, x, &st, &t, &s)) {
        /* every planned seat taken: a new table */
        b->seat = xrealloc(b->seat, (b->ntables + 1) * 4 * sizeof *b->seat);
        for (int k = 0; k < 4; k++)
            b->seat[b->ntables * 4 + (size_t)k] = SEATBOX_FREE;
        b->ntables++;
        pick_seat(b->seat, b->ntables, NULL, r, x, &st, &t, &s);
    }
    b->seat[t * 4 + (size_t)s] = x;
    *table = (int)t + 1;
    *seat = s + 1;
}

int seatbox_group_at(const seatbox *b, const seatbox_rules *r, int table, int x)
{
    if (!r->group || !r->group[x] || table < 1 || (size_t)table > b->ntables)
        return 0;
    int c = 0;
    for (int s = 0; s < 4; s++) {
        int y = b->seat[(size_t)(table - 1) * 4 + (size_t)s];
        c += y != SEATBOX_FREE && y != x && r->group[y] == r->group[x];
    }
    return c;
}

typedef struct mover {
    int player;
    int from_table, from_seat;
    uint64_t arrival;
    bool extra;
} mover;

static int cmp_mover(const void *x, const void *y)
{
    const mover *a = x, *b = y;
    if (a->extra != b->extra)
        return a->extra ? 1 : -1;
    if (a->arrival != b->arrival)
        return a->arrival < b->arrival ? -1 : 1;
    return a->player - b->player;
}

typedef struct kept {
    size_t t;
    int count;
} kept;

static int cmp_kept(const void *x, const void *y)
{
    const kept *a = x, *b = y;
    if (a->count != b->count)
        return b->count - a->count;
    return a->t < b->t ? -1 : a->t > b->t;
}

/* The players who wait for the next series at closing (every table
 * seating four): the latest arrivals of the box, then players without a
 * seat; removed from seat/extra (SEATBOX_FREE, -1), listed in moves. */
static void take_waiting(int *seat, size_t nseat, int *extra, size_t nextra,
                         const uint64_t *arrival, size_t wait, seatbox_move *moves,
                         size_t *nmoves)
{
    for (size_t w = 0; w < wait; w++) {
        size_t best = nseat;
        for (size_t i = 0; i < nseat; i++) {
            int x = seat[i];
            if (x == SEATBOX_FREE)
                continue;
            if (best == nseat || arrival[x] > arrival[seat[best]] ||
                (arrival[x] == arrival[seat[best]] && x > seat[best]))
                best = i;
        }
        if (best < nseat) {
            moves[(*nmoves)++] = (seatbox_move){seat[best], (int)(best / 4) + 1,
                                                (int)(best % 4) + 1, 0, 0};
            seat[best] = SEATBOX_FREE;
            continue;
        }
        for (size_t i = nextra; i-- > 0;)
            if (extra[i] >= 0) {
                moves[(*nmoves)++] = (seatbox_move){extra[i], 0, 0, 0, 0};
                extra[i] = -1;
                break;
            }
    }
}

/* Never worse than a plain draw of the same players: the seating
 * (sizes, order: n players) improved by swaps between tables while they
 * lower the same-group pairs (then the meetings, draw_improve); when a
 * plain draw of these players (the same seed) still has fewer same-group
 * pairs, its seating is taken.  true when anything changed. */
static bool apart(const seatbox_rules *r, int *sizes, size_t nt, int *order, size_t n)
{
    size_t *ord = xmalloc((n ? n : 1) * sizeof *ord);
    for (size_t i = 0; i < n; i++)
        ord[i] = (size_t)order[i];
    int before = draw_conflicts(sizes, nt, ord, r->group);
    bool changed = false;
    if (before > 0) {
        draw_improve(sizes, nt, ord, n, r->group, r->met);
        int after = draw_conflicts(sizes, nt, ord, r->group);
        changed = after < before;
        /* the plain draw: local index j is the player at position j now */
        int64_t *lg = xmalloc(n * sizeof *lg);
        size_t *who = xmalloc(n * sizeof *who), *po = xmalloc(n * sizeof *po);
        int *ps = xmalloc((n / 3 + 2) * sizeof *ps);
        for (size_t j = 0; j < n; j++) {
            who[j] = ord[j];
            lg[j] = r->group[ord[j]];
        }
        draw_options o = {.seed = r->seed, .group = lg, .fours_only = r->fours_only};
        size_t pnt = 0;
        sk_err e;
        sk_err_clear(&e);
        if (after > 0 && draw_seat(n, &o, ps, &pnt, po, &e) == SK_OK && pnt == nt &&
            draw_conflicts(ps, pnt, po, lg) < after) {
            for (size_t i = 0; i < n; i++)
                ord[i] = who[po[i]];
            memcpy(sizes, ps, nt * sizeof *sizes);
            changed = true;
        }
        SK_FREE_ALL(lg, who, po, ps);
    }
    for (size_t i = 0; i < n; i++)
        order[i] = (int)ord[i];
    free(ord);
    return changed;
}

/* The moves again from the box to the seating (sizes, order), after the
 * first nwait (who waits for the next series). */
static void relist(const seatbox *b, const int *sizes, size_t nt, const int *order,
                   seatbox_move *moves, size_t *nmoves, size_t nwait)
{
    *nmoves = nwait;
    size_t o = 0;
    for (size_t k = 0; k < nt; k++)
        for (int s = 0; s < sizes[k]; s++) {
            int x = order[o++], ft = 0, fs = 0;
            for (size_t i = 0; i < b->ntables * 4 && !ft; i++)
                if (b->seat[i] == x) {
                    ft = (int)(i / 4) + 1;
                    fs = (int)(i % 4) + 1;
                }
            if (ft != (int)k + 1 || fs != s + 1)
                moves[(*nmoves)++] = (seatbox_move){x, ft, fs, (int)k + 1, s + 1};
        }
}

int seatbox_close(const seatbox *b, const int *extra_in, size_t nextra, const uint64_t *arrival,
                  const seatbox_rules *r, int *sizes, size_t *ntables, int *order,
                  seatbox_move *moves, size_t *nmoves, sk_err *err)
{
    *nmoves = 0;
    size_t seated = 0;
    for (size_t i = 0; i < b->ntables * 4; i++)
        seated += b->seat[i] != SEATBOX_FREE;
    size_t n = seated + nextra;
    /* the box as it is, less who waits for the next series */
    int *box = xmalloc((b->ntables ? b->ntables : 1) * 4 * sizeof *box);
    if (b->ntables) /* (no tables yet: b->seat may be NULL) */
        memcpy(box, b->seat, b->ntables * 4 * sizeof *box);
    int *extra = xcalloc(nextra + 1, sizeof *extra);
    if (nextra)
        memcpy(extra, extra_in, nextra * sizeof *extra);
    size_t wait = r->fours_only && r->may_wait && n >= 4 ? n % 4 : 0;
    take_waiting(box, b->ntables * 4, extra, nextra, arrival, wait, moves, nmoves);
    size_t nwait = *nmoves;
    n -= wait;
    int rc = r->fours_only ? draw_fours_sizes(n, sizes, ntables, err)
                           : draw_table_sizes(n, sizes, n / 3 + 1, ntables, err);
    if (rc != SK_OK) {
        free(box);
        free(extra);
        return rc;
    }
    size_t nt = *ntables, fours = 0;
    for (size_t k = 0; k < nt; k++)
        fours += sizes[k] == 4;
    /* the kept tables 1..nt (new empty ones past the box) */
    int *seat = xmalloc(nt * 4 * sizeof *seat);
    for (size_t i = 0; i < nt * 4; i++)
        seat[i] = i < b->ntables * 4 ? box[i] : SEATBOX_FREE;
    /* the fullest kept tables seat four */
    kept *kp = xcalloc(nt, sizeof *kp);
    for (size_t k = 0; k < nt; k++) {
        kp[k].t = k;
        for (int s = 0; s < 4; s++)
            kp[k].count += seat[k * 4 + (size_t)s] != SEATBOX_FREE;
    }
    qsort(kp, nt, sizeof *kp, cmp_kept);
    int *lim = xcalloc(nt, sizeof *lim);
    for (size_t k = 0; k < nt; k++)
        lim[kp[k].t] = k < fours ? 4 : 3;
    free(kp);
    mover *mv = xcalloc(n ? n : 1, sizeof *mv);
    size_t nmv = 0;
    /* the players of the tables given up */
    for (size_t k = nt; k < b->ntables; k++)
        for (int s = 0; s < 4; s++) {
            int x = box[k * 4 + (size_t)s];
            if (x != SEATBOX_FREE)
                mv[nmv++] = (mover){x, (int)k + 1, s + 1, arrival[x], false};
        }
    /* a 3-table: its seat 4 moves on when the table is full, else to a free
     * seat of the same table */
    for (size_t k = 0; k < nt; k++) {
        if (lim[k] == 4 || seat[k * 4 + 3] == SEATBOX_FREE)
            continue;
        int x = seat[k * 4 + 3];
        seat[k * 4 + 3] = SEATBOX_FREE;
        int free_at = -1;
        for (int s = 0; s < 3 && free_at < 0; s++)
            if (seat[k * 4 + (size_t)s] == SEATBOX_FREE)
                free_at = s;
        if (free_at >= 0) {
            seat[k * 4 + (size_t)free_at] = x;
            moves[(*nmoves)++] = (seatbox_move){x, (int)k + 1, 4, (int)k + 1, free_at + 1};
        } else {
            mv[nmv++] = (mover){x, (int)k + 1, 4, arrival[x], false};
        }
    }
    for (size_t i = 0; i < nextra; i++)
        if (extra[i] >= 0)
            mv[nmv++] = (mover){extra[i], 0, 0, 0, true};
    qsort(mv, nmv, sizeof *mv, cmp_mover);
    for (size_t i = 0; i < nmv; i++) {
        rng st;
        rng_for(&st, r->seed, 2, i + 1);
        size_t t = 0;
        int s = 0;
        if (!pick_seat(seat, nt, lim, r, mv[i].player, &st, &t, &s)) {
            rc = sk_err_set(err, SK_FAIL, _("internal error: no free seat at closing"));
            break;
        }
        seat[t * 4 + (size_t)s] = mv[i].player;
        moves[(*nmoves)++] = (seatbox_move){mv[i].player, mv[i].from_table, mv[i].from_seat,
                                            (int)t + 1, s + 1};
    }
    if (rc == SK_OK) {
        size_t o = 0;
        for (size_t k = 0; k < nt; k++) {
            sizes[k] = lim[k];
            for (int s = 0; s < lim[k]; s++)
                order[o++] = seat[k * 4 + (size_t)s];
        }
        if (r->group && apart(r, sizes, nt, order, n))
            relist(b, sizes, nt, order, moves, nmoves, nwait);
    }
    SK_FREE_ALL(mv, lim, seat, box, extra);
    return rc;
}

void seatbox_late_arrival(const int *sizes, size_t ntables, const int *order,
                          const bool *started, const seatbox_rules *r, uint64_t arrival, int x,
                          seatbox_late *out)
{
    memset(out, 0, sizeof *out);
    rng st;
    rng_for(&st, r->seed, 3, arrival);
    size_t *base = xcalloc(ntables ? ntables : 1, sizeof *base);
    for (size_t k = 1; k < ntables; k++)
        base[k] = base[k - 1] + (size_t)sizes[k - 1];
    /* a 3-table that has not started, the least costly */
    int best = -1;
    size_t nbest = 0;
    for (size_t k = 0; k < ntables; k++) {
        if (sizes[k] != 3 || started[k])
            continue;
        int c = table_cost(r, &order[base[k]], 3, x, -1);
        if (best < 0 || c < best) {
            best = c;
            nbest = 0;
        }
        if (c == best)
            nbest++;
    }
    if (nbest) {
        uint64_t pick = rng_below(&st, nbest);
        for (size_t k = 0; k < ntables; k++)
            if (sizes[k] == 3 && !started[k] &&
                table_cost(r, &order[base[k]], 3, x, -1) == best && pick-- == 0) {
                out->kind = SEATBOX_LATE_FILL;
                out->table = (int)k + 1;
                break;
            }
        free(base);
        return;
    }
    /* two 4-tables that have not started give their seat 4 */
    size_t nfree = 0;
    for (size_t k = 0; k < ntables; k++)
        nfree += sizes[k] == 4 && !started[k];
    if (nfree >= 2) {
        uint64_t a = rng_below(&st, nfree), b = rng_below(&st, nfree - 1);
        if (b >= a)
            b++;
        for (size_t k = 0, i = 0; k < ntables; k++) {
            if (sizes[k] != 4 || started[k])
                continue;
            if (i == a)
                out->from[0] = (int)k + 1;
            if (i == b)
                out->from[1] = (int)k + 1;
            i++;
        }
        out->kind = SEATBOX_LATE_OPEN;
        out->table = (int)ntables + 1;
        int s[3] = {1, 2, 3};
        for (int i = 2; i > 0; i--) {
            int j = (int)rng_below(&st, (uint64_t)i + 1);
            int tmp = s[i];
            s[i] = s[j];
            s[j] = tmp;
        }
        memcpy(out->seat_of, s, sizeof s);
        free(base);
        return;
    }
    free(base);
    out->kind = SEATBOX_LATE_NEXT;
}

bool seatbox_late_fours(size_t nwaiting, bool begun, const seatbox_rules *r, uint64_t arrival,
                        int seat_of[4])
{
    if (nwaiting < 3 || begun)
        return false;
    rng st;
    rng_for(&st, r->seed, 4, arrival);
    int s[4] = {1, 2, 3, 4};
    for (int i = 3; i > 0; i--) {
        int j = (int)rng_below(&st, (uint64_t)i + 1);
        int tmp = s[i];
        s[i] = s[j];
        s[j] = tmp;
    }
    memcpy(seat_of, s, sizeof s);
    return true;
}
