/* removal.h - what removing a tournament, a league, a league team or a
 * match day would take with it, in words, before anything is removed (no
 * printing).  The front end shows it, asks for a confirmation (the CLI:
 * --force) when it takes recorded data, and then removes with the db_
 * function named below.
 */
#ifndef SK_OPS_REMOVAL_H
#define SK_OPS_REMOVAL_H

#include <stdbool.h>
#include <stdint.h>

#include "db_league.h"
#include "db_tournaments.h"

typedef struct ops_removal {
    char *what;     /* "2 drawn series, 40 recorded games" ("" when nothing);
                       malloc'd, ops_removal_free */
    bool asks;      /* it takes recorded results along: ask before removing */
} ops_removal;

void ops_removal_free(ops_removal *r);

/* Tournament t (removed with db_tournament_remove): its drawn series,
 * games, teams, attendance and season places; asks when it has series,
 * games, teams or seasons.  A league venue group is refused (SK_INVALID:
 * it goes with its match day).  *out caller-owned. */
int ops_tournament_removal(db *d, const db_tournament *t, ops_removal *out, sk_err *err);

/* League lid (db_league_remove): teams, roster players, match days, venue
 * tournaments, games; asks when games would go. */
int ops_league_removal(db *d, int64_t lid, ops_removal *out, sk_err *err);

/* Team `name` of league lid (db_league_team_remove with *tmid). */
int ops_league_team_removal(db *d, int64_t lid, const char *name, ops_removal *out,
                            int64_t *tmid, sk_err *err);

/* Match day `number` of league lid (db_league_matchday_remove with *mdid). */
int ops_league_matchday_removal(db *d, int64_t lid, int number, ops_removal *out, int64_t *mdid,
                                sk_err *err);

#endif
