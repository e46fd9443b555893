/* demo.h - the demo tournament of `skatsheet demo`. */
#ifndef SK_OPS_DEMO_H
#define SK_OPS_DEMO_H

#include <stdint.h>

#include "db.h"
#include "db_tournaments.h"

/* Add a demo tournament to d in one write transaction: nplayers players
 * (with clubs), nseries series drawn and every game played, reproducible
 * by seed.  *tout gets the tournament's id, series count and name (the
 * name malloc'd: free it); the counts of games, passed and lost games are
 * added to *ngames, *npassed, *nlost.  On error nothing is written. */
int ops_demo_fill(db *d, int nplayers, int nseries, uint64_t seed, db_tournament *tout,
                  long *ngames, long *npassed, long *nlost, sk_err *err);

#endif
