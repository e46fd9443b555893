/* house_int.h - what the house rules' profile, game and scoring
 * (house.c) and their Bock rounds, list and standings (houselist.c)
 * share.  Private to those two files. */
#ifndef SK_HOUSE_INT_H
#define SK_HOUSE_INT_H

#include "house.h"

static inline int popcount(unsigned v)
{
    int c = 0;
    for (; v; v &= v - 1)
        c++;
    return c;
}

/* Messages name a seat by its number 1-4, as every front end does (the
 * struct fields stay 0-based). */
static inline char seat_name(int s)
{
    return (s >= 0 && s < HOUSE_MAX_SEATS) ? (char)('1' + s) : '?';
}

#endif
