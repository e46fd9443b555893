/* prize.h - who wins which prize (pure core).
 *
 * Prizes are given by group (overall places, best lady, best youth, best
 * guest, best member) and place, in money or in goods.  The groups are
 * handed out in the tournament's priority order (dayset.h prize_order):
 * each group goes to its best players not yet given a prize, so a player
 * wins at most one prize.  Within a group the players keep their order of
 * the tournament ranking (standings, lots included); players sharing a
 * rank share the places they occupy as the money settlement does
 * (money_prizes, rules-house-schafkopf.md B.6.2): the money of those
 * places is split equally, odd cents one each to the first of them in the
 * ranking's order; goods cannot be split, so such a tie is marked to be
 * decided by lot (`standings lot`, which then orders the tie).
 */
#ifndef SK_PRIZE_H
#define SK_PRIZE_H

#include <stdbool.h>
#include <stddef.h>

#include "dayset.h"
#include "util.h"

#define PRIZE_MAX_ITEMS 999

typedef struct prize_item {
    day_group group;
    int place;               /* 1.. */
    long long ct;            /* money (> 0), or 0 for goods */
    const char *goods;       /* goods, or NULL for money */
} prize_item;

typedef struct prize_player {
    int rank;                /* the tournament rank, 1-based; players sharing it equal;
                                the players in ranking order */
    unsigned groups;         /* bit (1 << g): may win in group g (overall: everyone) */
} prize_player;

typedef struct prize_award {
    bool won;                /* a prize (money share or goods) */
    day_group group;
    int place;               /* the first place the player occupies in the group */
    int shared;              /* players sharing those places (1: alone) */
    long long ct;            /* money won (a tie's share) */
    const char *goods;       /* the goods of `place` (items' string), or NULL */
    bool lot;                /* goods in a tie: to be decided by lot */
} prize_award;

/* Hand out items[0..nitems) to players pl[0..n) (ranking order) by the
 * group priority order[DAY_NGROUPS]: out[i] for pl[i].  SK_INVALID for a
 * place or group given twice, a place below 1, a money prize without
 * money, or ranks out of order. */
int prize_award_all(const prize_item *items, size_t nitems, const day_group *order,
                    const prize_player *pl, size_t n, prize_award *out, sk_err *err);

#endif
