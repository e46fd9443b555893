/* prizescheme.h - the prize schemes clubs use (pure core): the day
 * setting prize_scheme (dayset.h), set by `prize scheme` or `day set
 * prize_scheme=TEXT`, turned into the overall places of a field.
 *
 * The text is KEY=VALUE items joined by ';' (the canonical form
 * prize_scheme_format writes):
 *
 *   percent=P        P % (1..100) of the entry fees due goes back as prizes
 *   split=A/B/C...   that pool by a table of percentages (up to two decimals,
 *                    each above 0, descending or equal, adding up to 100):
 *                    each place's share rounded down to whole euros, the
 *                    remainder (the cents too) to place 1
 *   every=N          every Nth player of the field wins (N >= 1): places
 *                    1 .. field / N; with percent the pool is shared equally
 *                    among them (whole euros, the remainder to place 1),
 *                    with ct each wins ct, with goods each the goods of the
 *                    list in order (the last for the places after it)
 *   ct=N             cents each (with every only)
 *   goods=A|B|C      goods from a list: place i the i-th (without every:
 *                    places 1 .. the list's length)
 *
 * So a scheme is one of: percent+split, percent+every, every+ct,
 * every+goods, goods; "none" is no scheme.  The places are overall places
 * without a prize of their own (prize add wins); ties share them by
 * prize.h's rule (money split, goods by lot).
 */
#ifndef SK_PRIZESCHEME_H
#define SK_PRIZESCHEME_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define PSCHEME_MAX_SPLIT 100
#define PSCHEME_MAX_GOODS 50
#define PSCHEME_TEXT_MAX 200 /* bytes of the stored text */
#define PSCHEME_MAX_PLACES 999 /* places a scheme gives at most */

typedef struct prize_scheme {
    bool set;                         /* false: no scheme */
    int percent;                      /* 0: none; 1..100 */
    int split_bp[PSCHEME_MAX_SPLIT];  /* hundredths of a percent, descending */
    int nsplit;
    int every;                        /* 0: none */
    long long ct;                     /* 0: none */
    char goods[PSCHEME_TEXT_MAX + 1]; /* the goods, each ended by '\0' */
    int ngoods;
} prize_scheme;

/* One place the scheme gives (goods points into the scheme's text). */
typedef struct prize_scheme_place {
    int place;
    long long ct;            /* > 0 for money */
    const char *goods;       /* or goods */
} prize_scheme_place;

/* Parse text ("none": no scheme) into *out.  SK_INVALID naming the item
 * and the rule (a split over 100 or not descending, N < 1, a goods name
 * breaking the name rule, a combination that is not a scheme); *out
 * unchanged then. */
int prize_scheme_parse(const char *text, prize_scheme *out, sk_err *err);

/* The canonical text of s ("none" when not set) into out (n bytes, at
 * least PSCHEME_TEXT_MAX + 1). */
void prize_scheme_format(const prize_scheme *s, char *out, size_t n);

/* Does s give money (percent or ct)? */
bool prize_scheme_money(const prize_scheme *s);

/* The places s gives a field of `field` players whose entry fees due add
 * up to fees_ct, into out[0..cap) (*n of them, in place order; places
 * whose share is 0 left out; at most PSCHEME_MAX_PLACES).  Returns the pool (percent of the fees), 0
 * for a scheme without one. */
long long prize_scheme_places(const prize_scheme *s, int field, long long fees_ct,
                              prize_scheme_place *out, size_t cap, size_t *n);

#endif
