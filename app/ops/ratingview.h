/* ratingview.h - the unofficial rating for every front end (issue 40;
 * docs/rankings.md "The unofficial rating"): switched on or off per club
 * (db/db_rating.h), computed from every Skat series in the order they
 * were played (app/core/rating.h, the results of db_rank_load).  Labelled
 * "inoffiziell / unofficial" wherever it is shown.  No printing. */
#ifndef SK_RATINGVIEW_H
#define SK_RATINGVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"
#include "db_ranking.h"
#include "rating.h"

/* Switch the rating on or off for the players of `club` (NULL: every club
 * without a switch of its own, and players without a club).  Refused
 * (SK_INVALID, nothing stored): a club no player belongs to. */
int ops_rating_switch(db *d, const char *club, bool on, sk_err *err);

typedef struct ops_rating_row {
    int rank;                 /* equal ratings (rounded) share it */
    const char *player, *club;  /* the loaded data's */
    double rating;
    int series;               /* series played */
} ops_rating_row;

typedef struct ops_rating {
    rating_params params;
    db_rank_data data;
    ops_rating_row *rows;     /* by rating, highest first */
    size_t n;
} ops_rating;

/* The rating of every player whose club has it switched on (players
 * without a club: the default switch).  Refused (SK_INVALID) while it is
 * switched off for everybody.  Free with ops_rating_free (always
 * clearable). */
int ops_rating_run(db *d, ops_rating *out, sk_err *err);
void ops_rating_free(ops_rating *r);

#endif
