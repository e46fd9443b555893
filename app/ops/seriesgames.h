/* seriesgames.h - how many games each table of a series has recorded, for
 * a tournament of any family (ops: no printing): the TUI's table chooser
 * and the web's tables page. */
#ifndef SK_OPS_SERIESGAMES_H
#define SK_OPS_SERIESGAMES_H

#include "db.h"
#include "db_seating.h"
#include "tour.h"

/* cnt[k] (k < s->ntables, zeroed by the caller) += the games recorded at
 * s->tables[k] of tournament t: the Skat games or the Schafkopf list's, as
 * its family keeps them.  Errors: reading the games (cnt then partial). */
int ops_series_games(db *d, const ops_tour *t, const db_series *s, int *cnt, sk_err *err);

#endif
