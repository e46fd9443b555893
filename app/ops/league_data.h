/* league_data.h - league and season tables loaded from the database
 * (front-end helper: calls db/ (db_league.h), the standings view (players'
 * Seeger-Fabian series totals, computed by sheet_/stand_) and the pure core
 * league_; no printing).  Used by `league table`, `season table` and the
 * exports.
 *
 * League: every venue group of every match day is a tournament; a team's
 * result in series s is the sum of the series-s totals of its roster
 * players seated in that series; a team none of whose players is seated in
 * series s did not appear in it.
 *
 * Season: one column per drawn series of each attached tournament (in
 * attaching order, then series number); a player's result in a column is
 * the series total from the standings; a player not seated there did not
 * play it.
 */
#ifndef SK_LEAGUE_DATA_H
#define SK_LEAGUE_DATA_H

#include <stddef.h>

#include "db.h"
#include "db_league.h"
#include "league.h"
#include "standview.h"

typedef struct league_data {
    db_league league;
    char *division;            /* the selected division, NULL = all */
    db_league_team *teams;     /* nteams, by name (index = league_table team) */
    size_t nteams;
    const char **names;        /* nteams team names (point into teams) */
    league_table table;        /* rows in table order, days = match days */
    char **day_dates;          /* table.ndays dates (YYYY-MM-DD) */
    /* provisional: a venue group with a drawn series and games missing;
     * when the league withholds (league.withhold) its match points and
     * Seeger points are left out of the table until it is complete */
    bool *team_provisional;    /* nteams: played in such a venue group */
    int *prov_days;            /* the match days with one, ascending */
    int nprov_days;
    /* league_data_load_released: venue groups whose result the hub has not
     * released yet (reported or confirmed) are left out and marked here */
    bool *team_unconfirmed;    /* nteams (NULL: none) */
    int *unconf_days;          /* the match days with one, ascending */
    int nunconf_days;
    /* ... and released ones that count marked: released incomplete, a
     * protest pending (fedprotest.h) */
    bool *team_incomplete, *team_protest;   /* nteams (NULL: none) */
    int *incomplete_days, *protest_days;    /* the match days, ascending */
    int nincomplete_days, nprotest_days;
} league_data;

/* Load league `name` (NULL = the only or most recent one), restricted to
 * `division` when not NULL, and compute its season table.  *out owned by
 * the caller (league_data_free).  SK_INVALID for an unknown league or
 * division; SK_FAIL for database trouble. */
int league_data_load(db *d, const char *name, const char *division, league_data *out,
                     sk_err *err);
void league_data_free(league_data *ld);

/* As league_data_load, for publication at a federation hub (a league that
 * hands out venue codes): only venue groups whose result was released (or
 * is binding) count; those reported or confirmed but not released are left
 * out and marked unconfirmed.  A league without venue codes: every venue
 * group counts, as league_data_load. */
int league_data_load_released(db *d, const char *name, const char *division, league_data *out,
                              sk_err *err);

/* The venue groups' standings loaded once for several uses (a publication
 * reads each group's for the released table, the full table and the
 * players' pages): each tournament's standview_load(d, name, 0, false)
 * the first time it is asked for, kept until league_svcache_free.  Zero it
 * before first use. */
typedef struct league_svcache {
    int64_t *tid;
    standview *sv;
    size_t n;
} league_svcache;
/* *out points into c: valid until the next league_svcache_get on c (which
 * may move the array) or league_svcache_free; errors as standview_load. */
int league_svcache_get(db *d, league_svcache *c, int64_t tid, const char *name,
                       const standview **out, sk_err *err);
void league_svcache_free(league_svcache *c);
/* league_data_load (released false) or league_data_load_released (true),
 * the groups' standings taken from c (NULL: loaded and freed here). */
int league_data_load_with(db *d, const char *name, const char *division, bool released,
                          league_svcache *c, league_data *out, sk_err *err);

typedef struct league_season_data {
    db_season season;
    int ncols;                 /* series columns */
    char **col_label;          /* ncols labels "TOURNAMENT" or "TOURNAMENT s2" */
    char **col_date;           /* ncols dates (NULL when the tournament has none) */
    size_t nplayers;
    char **pnames;             /* nplayers player names (index = league_ch player) */
    league_ch_table table;
} league_season_data;

/* Load season `name` and compute its table.  *out owned by the caller
 * (league_data_season_free).  SK_INVALID for an unknown season. */
int league_data_season_load(db *d, const char *name, league_season_data *out, sk_err *err);
void league_data_season_free(league_season_data *sd);

#endif
