/* rating.h - the unofficial rating ("inoffiziell / unofficial"; issue 40,
 * docs/rankings.md "The unofficial rating"): an Elo rating on each
 * series' result at its table (pure core).
 *
 * Every player starts at `start`.  After each table of m players (in the
 * order the series were played) each pair at it is one game of Elo: the
 * pair's score is 1 / (1 + 10^(-(own - other series points) / margin))
 * (margin 0: 1 for more points, 0.5 for equal, 0 for fewer); a player's
 * expected score against another is 1 / (1 + 10^((R_other - R_own) /
 * scale)); the player's change is K x (sum of (score - expected) over the
 * m - 1 others) / (m - 1), K the larger of k and k_first / (the series the
 * player played before + 1); all changes of a table from the ratings
 * before it.  The defaults (rating_defaults: start 1500, k 20, scale 400,
 * margin 500, k_first 800) are those of bench/rating.c's table
 * (bench/README.md).
 */
#ifndef SK_RATING_H
#define SK_RATING_H

#include <stddef.h>

typedef struct rating_params {
    double start;             /* 1500 */
    double k;                 /* 20: a settled player's K */
    double scale;             /* 400 */
    double margin;            /* 0: a pair's score is win/draw/loss; else the score
                                 is 1 / (1 + 10^(-(own - other points) / margin)) */
    double k_first;           /* a newcomer's k: a player's k is the larger of k and
                                 k_first / (series played before + 1) (0: k only) */
} rating_params;

/* The defaults above. */
void rating_defaults(rating_params *p);

/* Update r (indexed by player) by one table: players idx[0..m-1] with
 * their series points pts[0..m-1] (m 2 to 8; other m: nothing changes). */
void rating_table(const rating_params *p, double *r, int *played, const int *idx,
                  const long *pts, int m);

/* Spearman's rank correlation of a[0..n-1] and b[0..n-1] (ties: average
 * ranks); 0 for n < 2 or a constant side. */
double rating_spearman(const double *a, const double *b, size_t n);

#endif
