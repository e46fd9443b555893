/* rankhouse.h - the results of house-rules evenings for a ranking
 * (family=house, docs/rankings.md): each player's list figure of each
 * series (the house list's points, rules-house-schafkopf.md, as the
 * evening's standings add them: ops_house_standings_load), never mixed
 * with ISkO Skat or Schafkopf.  The other families load through db/
 * (db_rank_load); the house list is computed in the core, so this one
 * loads in ops. */
#ifndef SK_RANKHOUSE_H
#define SK_RANKHOUSE_H

#include "db_ranking.h"

/* db_rank_load's result for the house-rules Skat tournaments that match f
 * (its dates and season; Bierlachs evenings, whose running round is not
 * added up across series, are left out): one result per player and
 * series, points = the list total, games = the games at the player's
 * table that he did not deal at a 4-table, won and lost his own.  *out as
 * db_rank_load's (db_rank_data_free). */
int ops_rank_house_load(db *d, const db_rank_filter *f, db_rank_data *out, sk_err *err);

#endif
