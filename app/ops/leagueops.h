/* leagueops.h - the writes of a league: its divisions, teams, rosters and
 * match days, as every front end makes them.
 *
 * Every write goes through app/ops: the one place where a change meets
 * its history, audit and (for the federation) its outbox.  These pass to
 * db/ with the same arguments and meaning as the db_ functions they name
 * (see there for ownership and errors). */
#ifndef SK_OPS_LEAGUEOPS_H
#define SK_OPS_LEAGUEOPS_H

#include "db_league.h"

/* As db_league_create. */
int ops_league_create(db *d, const db_league *l, int64_t *id, sk_err *err);
/* As db_league_rename. */
int ops_league_rename(db *d, int64_t lid, const char *name, sk_err *err);
/* As db_league_remove. */
int ops_league_remove(db *d, int64_t lid, sk_err *err);
/* As db_league_set_withhold. */
int ops_league_set_withhold(db *d, int64_t id, bool withhold, sk_err *err);
/* As db_league_division_add. */
int ops_league_division_add(db *d, int64_t lid, const char *name, sk_err *err);
/* As db_league_division_rename. */
int ops_league_division_rename(db *d, int64_t lid, const char *old, const char *name, sk_err *err);
/* As db_league_division_remove. */
int ops_league_division_remove(db *d, int64_t lid, const char *name, bool force, int *teams,
                               sk_err *err);
/* As db_league_team_add. */
int ops_league_team_add(db *d, int64_t lid, const char *name, const char *club,
                        const char *division, sk_err *err);
/* As db_league_team_rename. */
int ops_league_team_rename(db *d, int64_t lid, const char *old, const char *name, sk_err *err);
/* As db_league_team_remove. */
int ops_league_team_remove(db *d, int64_t tmid, sk_err *err);
/* As db_league_roster_add. */
int ops_league_roster_add(db *d, int64_t lid, const char *team, const int64_t *pids,
                          size_t nplayers, bool substitute, sk_err *err);
/* As db_league_roster_change. */
int ops_league_roster_change(db *d, int64_t lid, const char *team, const int64_t *pids, size_t n,
                             const char *to, int from_md, bool force, sk_err *err);
/* As db_league_matchday_add. */
int ops_league_matchday_add(db *d, int64_t lid, int number, const char *date,
                            const db_league_venue_spec *venues, size_t nvenues, char ***tnames,
                            size_t *nt, sk_err *err);
/* As db_league_matchday_remove. */
int ops_league_matchday_remove(db *d, int64_t mdid, sk_err *err);

#endif
