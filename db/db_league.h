/* db_league.h - leagues, divisions, teams, rosters, match days and venue
 * groups; club championship seasons (schema/002_league.sql).
 *
 * Conventions as in db.h: SK_OK / SK_FAIL (database trouble) / SK_INVALID
 * (unknown name, duplicate, a rule broken) with err naming the field; a
 * failing write changes nothing; strings in returned structs are malloc'd
 * and freed by the matching *_clear / *_free.
 *
 * A match day's venue group is an ordinary tournament (series_count =
 * the league's series per match day, date = the match day's date) named
 * "LEAGUE matchday N" (one venue group) or "LEAGUE matchday N venue K".
 * Its teams/team_members (db_players.h, used by `series draw --separate team`) are
 * copied from the league rosters of the group's teams, and kept in step by
 * db_league_roster_add.
 */
#ifndef SK_DB_LEAGUE_H
#define SK_DB_LEAGUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db_tournaments.h"

typedef struct db_league {
    int64_t id;
    char *name;
    int season;               /* year, 1900..9999 */
    int series_per_matchday;  /* 1..20 (default 3) */
    bool per_series;          /* match points per series (else per match day) */
    bool withhold;            /* match points of incomplete venue groups withheld
                                 (else shown as provisional) */
} db_league;

void db_league_clear(db_league *l);

/* Set league id's provisional setting: withhold the match points of venue
 * groups whose series are incomplete (true) or show them as provisional. */
int db_league_set_withhold(db *d, int64_t id, bool withhold, sk_err *err);

/* Create a league (name unique, UTF-8, no surrounding spaces).  *id may be
 * NULL. */
int db_league_create(db *d, const db_league *l, int64_t *id, sk_err *err);

/* name given: that league (SK_INVALID "league 'X' does not exist"); NULL:
 * the only or most recently created one (SK_INVALID when there is none).
 * *out caller-owned (db_league_clear). */
int db_league_find(db *d, const char *name, db_league *out, sk_err *err);

/* Add a division to league lid (name unique within the league). */
int db_league_division_add(db *d, int64_t lid, const char *name, sk_err *err);

/* Add a team (name unique within the league, club required).  division NULL
 * = none; else it must be a division of the league. */
int db_league_team_add(db *d, int64_t lid, const char *name, const char *club,
                       const char *division, sk_err *err);

/* Add players pids (found by the caller: names as people type them are
 * matched in app/ops/playername, not here) to the roster of team `team`,
 * as substitutes when substitute is true.  A player is in one team per
 * league.  The players are also added to the team in every match-day
 * tournament where the team plays.  All or nothing. */
int db_league_roster_add(db *d, int64_t lid, const char *team, const int64_t *pids,
                         size_t nplayers, bool substitute, sk_err *err);

/* One venue group as given on the command line: team names. */
typedef struct db_league_venue_spec {
    const char *const *teams;
    size_t nteams;
} db_league_venue_spec;

/* Add match day `number` (1..999, unique in the league) on date
 * (YYYY-MM-DD) with its venue groups.  nvenues 0: one venue group per
 * division with all its teams (teams without a division form one group).
 * Each group: at least 2 teams, all of one division, a team at most once
 * per match day.  Creates one tournament per group (see above) with the
 * rosters copied.  *tnames (may be NULL) gets the created tournament names
 * (malloc'd array of malloc'd strings, *nt entries; free each and the
 * array).  All or nothing. */
int db_league_matchday_add(db *d, int64_t lid, int number, const char *date,
                           const db_league_venue_spec *venues, size_t nvenues, char ***tnames,
                           size_t *nt, sk_err *err);

typedef struct db_league_team {
    int64_t id;
    char *name;
    char *club;
    char *division;     /* NULL = none */
} db_league_team;

void db_league_teams_free(db_league_team *v, size_t n);

/* Teams of league lid, by name (byte order); division given: only that
 * division's teams (SK_INVALID when the league has no such division). */
int db_league_teams(db *d, int64_t lid, const char *division, db_league_team **out,
                    size_t *n, sk_err *err);

typedef struct db_league_member {
    int64_t team_id;
    int64_t player_id;
    bool substitute;
    char *name;         /* player name */
} db_league_member;

void db_league_members_free(db_league_member *v, size_t n);

/* All roster entries of league lid, by team then player name. */
int db_league_members(db *d, int64_t lid, db_league_member **out, size_t *n, sk_err *err);

/* Who played for which league team at each match day: the members of the
 * match-day tournaments' teams (a transfer leaves the match days before it
 * as they were).  *out: free with free(). */
typedef struct db_league_day_member {
    int64_t tournament_id;
    int64_t team_id; /* the league team */
    int64_t player_id;
} db_league_day_member;
int db_league_day_members(db *d, int64_t lid, db_league_day_member **out, size_t *n,
                          sk_err *err);

typedef struct db_league_venue {
    int matchday;            /* match day number */
    char *date;              /* YYYY-MM-DD */
    int venue_no;            /* 1.. */
    int64_t tournament_id;
    char *tournament;        /* its name */
    int64_t *team_ids;       /* nteams, by team name */
    size_t nteams;
} db_league_venue;

void db_league_venues_free(db_league_venue *v, size_t n);

/* Venue groups of league lid, by match day then venue number. */
int db_league_venues(db *d, int64_t lid, db_league_venue **out, size_t *n, sk_err *err);

/* *venue = whether tournament tid is the tournament of a league venue group
 * (`series draw` then seats only the members of its teams). */
int db_league_is_venue(db *d, int64_t tid, bool *venue, sk_err *err);

/* ---- corrections: list, rename, remove ---- */

void db_leagues_free(db_league *v, size_t n);
/* Every league in creation order. */
int db_league_list(db *d, db_league **out, size_t *n, sk_err *err);
/* Renames (same rules as new names, unique in their scope); a league
 * team's copies in the match-day tournaments follow. */
int db_league_rename(db *d, int64_t lid, const char *name, sk_err *err);
int db_league_division_rename(db *d, int64_t lid, const char *old, const char *name,
                              sk_err *err);
int db_league_team_rename(db *d, int64_t lid, const char *old, const char *name, sk_err *err);

/* What a removal takes with it (for the --force question and the report). */
typedef struct db_removal {
    int teams, matchdays, tournaments, games, players;
} db_removal;

/* A league with its divisions, teams, rosters, match days and their venue
 * tournaments (games included).  The caller asks --force when w.games. */
int db_league_remove_what(db *d, int64_t lid, db_removal *w, sk_err *err);
int db_league_remove(db *d, int64_t lid, sk_err *err);

/* Match day `number` of lid: *mdid its id; w: its venue tournaments and
 * games.  db_league_matchday_remove removes it with its venue tournaments. */
int db_league_matchday_remove_what(db *d, int64_t lid, int number, db_removal *w, int64_t *mdid,
                                   sk_err *err);
int db_league_matchday_remove(db *d, int64_t mdid, sk_err *err);

/* Division `name` of lid; refused while it has teams unless force (the
 * teams then have no division); *teams how many it had. */
int db_league_division_remove(db *d, int64_t lid, const char *name, bool force, int *teams,
                              sk_err *err);
/* Divisions of lid by name with their number of teams (*names: free each
 * and the array; *teams: free). */
int db_league_divisions(db *d, int64_t lid, char ***names, int **teams, size_t *n, sk_err *err);

/* Team `name` of lid: *tmid its id; w: roster players, match days played
 * (matchdays), games of its members on them.  db_league_team_remove removes
 * it with its roster and its copies in the match-day tournaments. */
int db_league_team_remove_what(db *d, int64_t lid, const char *name, db_removal *w,
                               int64_t *tmid, sk_err *err);
int db_league_team_remove(db *d, int64_t tmid, sk_err *err);

/* Remove players pids from the roster of `team` (to NULL) or move them to
 * team `to`; the match-day teams follow: all of them, or (from_md > 0, a
 * transfer) those of match day from_md on, the earlier ones keeping the
 * player with the team he played for.  A player with games for the team on
 * the match days that follow needs force.  All or nothing. */
int db_league_roster_change(db *d, int64_t lid, const char *team, const int64_t *pids, size_t n,
                            const char *to, int from_md, bool force, sk_err *err);

typedef struct db_matchday {
    int number;
    char *date;
    int venues;
    int games;
} db_matchday;
void db_matchdays_free(db_matchday *v, size_t n);
int db_league_matchdays(db *d, int64_t lid, db_matchday **out, size_t *n, sk_err *err);

/* ---- club championships ---- */

typedef struct db_season {
    int64_t id;
    char *name;
    int best;          /* count the best N series; 0 = not set */
    bool average;      /* rank by the average per series played */
} db_season;

void db_season_clear(db_season *s);

/* Create a championship season (name unique; best and average exclusive,
 * best 0 or 1..999).  *id may be NULL. */
int db_season_create(db *d, const db_season *s, int64_t *id, sk_err *err);

/* The season named name (SK_INVALID "season 'X' does not exist"). */
int db_season_find(db *d, const char *name, db_season *out, sk_err *err);

/* Attach tournament `tournament` (by name) to season sid, after the ones
 * already attached.  Twice: SK_INVALID. */
int db_season_add(db *d, int64_t sid, const char *tournament, sk_err *err);

/* The season's tournaments in attaching order (db_tournaments_free). */
int db_season_tournaments(db *d, int64_t sid, db_tournament **out, size_t *n, sk_err *err);

#endif
