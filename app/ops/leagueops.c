/* leagueops.c - see leagueops.h. */
#include "leagueops.h"

int ops_league_create(db *d, const db_league *l, int64_t *id, sk_err *err)
{
    return db_league_create(d, l, id, err);
}

int ops_league_rename(db *d, int64_t lid, const char *name, sk_err *err)
{
    return db_league_rename(d, lid, name, err);
}

int ops_league_remove(db *d, int64_t lid, sk_err *err)
{
    return db_league_remove(d, lid, err);
}

int ops_league_set_withhold(db *d, int64_t id, bool withhold, sk_err *err)
{
    return db_league_set_withhold(d, id, withhold, err);
}

int ops_league_division_add(db *d, int64_t lid, const char *name, sk_err *err)
{
    return db_league_division_add(d, lid, name, err);
}

int ops_league_division_rename(db *d, int64_t lid, const char *old, const char *name, sk_err *err)
{
    return db_league_division_rename(d, lid, old, name, err);
}

int ops_league_division_remove(db *d, int64_t lid, const char *name, bool force, int *teams,
                               sk_err *err)
{
    return db_league_division_remove(d, lid, name, force, teams, err);
}

int ops_league_team_add(db *d, int64_t lid, const char *name, const char *club,
                        const char *division, sk_err *err)
{
    return db_league_team_add(d, lid, name, club, division, err);
}

int ops_league_team_rename(db *d, int64_t lid, const char *old, const char *name, sk_err *err)
{
    return db_league_team_rename(d, lid, old, name, err);
}

int ops_league_team_remove(db *d, int64_t tmid, sk_err *err)
{
    return db_league_team_remove(d, tmid, err);
}

int ops_league_roster_add(db *d, int64_t lid, const char *team, const int64_t *pids,
                          size_t nplayers, bool substitute, sk_err *err)
{
    return db_league_roster_add(d, lid, team, pids, nplayers, substitute, err);
}

int ops_league_roster_change(db *d, int64_t lid, const char *team, const int64_t *pids, size_t n,
                             const char *to, int from_md, bool force, sk_err *err)
{
    return db_league_roster_change(d, lid, team, pids, n, to, from_md, force, err);
}

int ops_league_matchday_add(db *d, int64_t lid, int number, const char *date,
                            const db_league_venue_spec *venues, size_t nvenues, char ***tnames,
                            size_t *nt, sk_err *err)
{
    return db_league_matchday_add(d, lid, number, date, venues, nvenues, tnames, nt, err);
}

int ops_league_matchday_remove(db *d, int64_t mdid, sk_err *err)
{
    return db_league_matchday_remove(d, mdid, err);
}
