/* db_rating.h - whether the unofficial rating is switched on, per club
 * (issue 40; table rating_switch, schema/039_rating.sql; the rating
 * itself: app/core/rating.h).  Conventions as in db.h. */
#ifndef SK_DB_RATING_H
#define SK_DB_RATING_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"

/* Switch the rating on or off for `club` ("" = every club without a
 * switch of its own), in one transaction.  SK_FAIL on a database error. */
int db_rating_switch_set(db *d, const char *club, bool on, sk_err *err);

/* Every switch: clubs[i] ("" the default) and on[i], *n of them, by club
 * (caller frees each club and both arrays). */
int db_rating_switches(db *d, char ***clubs, bool **on, size_t *n, sk_err *err);

#endif
