/* league.h - team leagues and club championships (pure core, no I/O).
 *
 * rules.md 11.  Structs in, results out: no SQL, no printing.  The caller
 * (db/db_league.c + app/cmd_league.c) gathers the players' Seeger-Fabian
 * series totals (computed by the standings module, never here) and hands
 * them over as team results or player results.
 *
 * Match points are kept in HALF-POINT units (an int "x2": 6 = 3 match
 * points, 3 = 1.5) because equal team results share the points of the
 * places they tie for and halves can occur.  league_fmt_half prints them.
 *
 * Decisions (documented here, tested in tests/unit/test_league.c):
 *  - Venue group of n teams: place p (1-based) gets n-p : p-1 match points.
 *    k teams with equal results at places p..p+k-1 each get the average,
 *    i.e. (2(n-p)-(k-1)) : (2(p-1)+(k-1)) in half points.
 *  - A team that does not appear (present == false) gets neither match points
 *    nor Seeger points (0:0, and the match day does not count as played).
 *    The teams that did appear take places 1..m of the n-team group, so they
 *    are not penalised for the no-show: with 4 listed and 3 present, the
 *    present teams get 3:0, 2:1, 1:2.
 *  - Per match day: a team's result is the sum of its series results on that
 *    match day (it is present when present in at least one series); per
 *    series: every series of the match day is ranked on its own and the
 *    match points are added up.
 *  - Season table order: match points plus (desc), then Seeger sum (desc);
 *    teams equal in both share the rank; among them the name decides the
 *    printed order (byte order).
 *  - Club championship: ALL = sum of all series; BEST N = sum of the best N
 *    series, the others struck (among equal results the earlier column is
 *    kept); a player with N or fewer series has nothing struck; AVERAGE =
 *    total / series played, compared exactly (cross-multiplied), printed
 *    with two decimals rounded half away from zero.  Equal ranking values
 *    share the rank; the name decides the printed order.
 */
#ifndef SK_LEAGUE_H
#define SK_LEAGUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

/* ---- match points of one venue group ---- */

/* Rank the n teams of one venue group by result (desc) and fill plus2[i],
 * minus2[i] (half-point units) for team i.  present[i] false: the team did
 * not appear and gets 0:0 (its result is ignored).  present may be NULL (all
 * present).  n must be 1..LEAGUE_MAX_GROUP.  Returns SK_OK, or SK_INVALID
 * with err filled for a bad n. */
#define LEAGUE_MAX_GROUP 64
int league_group_points(int n, const long *result, const bool *present, int *plus2,
                        int *minus2, sk_err *err);

/* Print half points: 6 -> "3", 3 -> "1.5", 0 -> "0", -1 -> "-0.5".
 * Writes at most n bytes (NUL included) into buf and returns buf. */
char *league_fmt_half(int v2, char *buf, size_t n);

/* ---- the season table ---- */

typedef enum {
    LEAGUE_PER_MATCHDAY = 0, /* one ranking per match day and venue group */
    LEAGUE_PER_SERIES = 1    /* one ranking per series and venue group */
} league_points_mode;

/* One team's result in one series of one match day.  The caller lists every
 * team of a venue group for every series of the match day (present false
 * when the team did not appear); the group's size n is the number of
 * distinct teams listed for that (matchday, group). */
typedef struct league_result {
    int team;      /* index 0..nteams-1 into the caller's teams */
    int matchday;  /* match day number, >= 1 */
    int group;     /* venue group id, unique within the match day */
    int series;    /* series number within the match day, >= 1 */
    bool present;  /* the team appeared in this series */
    long seeger;   /* team result: sum of its players' Seeger-Fabian totals */
} league_result;

/* One team on one match day. */
typedef struct league_cell {
    bool present;        /* appeared on this match day */
    int plus2, minus2;   /* match points (half units) earned that day */
    long seeger;         /* Seeger sum that day */
} league_cell;

typedef struct league_row {
    int team;            /* index into the caller's teams */
    int rank;            /* 1-based; equal teams share it */
    int matchdays;       /* match days played */
    int plus2, minus2;   /* match points, half units */
    long seeger;         /* Seeger sum (Wertungspunkte; not Spielpunkte, the game points) */
    league_cell *days;   /* ndays cells, in league_table.day order */
} league_row;

typedef struct league_table {
    int nrows;           /* == nteams: every team gets a row */
    league_row *rows;    /* in table order */
    int ndays;
    int *day;            /* the match day numbers seen, ascending */
} league_table;

/* Compute the season table for nteams teams (names[i] used for the printed
 * order of equal teams; must not be NULL) from nres results.
 * On SK_OK *out is filled and owned by the caller (league_table_free).
 * SK_INVALID with err filled (and *out zeroed) when a result names a team
 * out of range, a match day or series < 1, the same team twice in one
 * series of a match day, or one team in two venue groups of a match day. */
int league_table_compute(const char *const *names, int nteams, const league_result *res,
                         int nres, league_points_mode mode, league_table *out, sk_err *err);

/* Free what league_table_compute allocated; t may be zeroed or NULL. */
void league_table_free(league_table *t);

/* ---- club championship (Vereinsmeisterschaft) ---- */

typedef enum {
    LEAGUE_CH_ALL = 0,     /* sum of all series */
    LEAGUE_CH_BEST = 1,    /* sum of the best N series, the rest struck */
    LEAGUE_CH_AVERAGE = 2  /* total / series played */
} league_ch_mode;

/* One player's Seeger-Fabian total in one column (a series of a club
 * evening; the caller numbers columns 0..ncols-1 in season order). */
typedef struct league_ch_result {
    int player;  /* index 0..nplayers-1 */
    int column;  /* 0..ncols-1 */
    long total;
} league_ch_result;

typedef struct league_ch_cell {
    bool played;
    bool struck;  /* BEST N: not counted */
    long total;
} league_ch_cell;

typedef struct league_ch_row {
    int player;          /* index into the caller's players */
    int rank;            /* 1-based, shared on ties */
    int played;          /* series played */
    long total;          /* sum of all series */
    long counted;        /* ALL: total; BEST: sum of the counted ones;
                            AVERAGE: total (the average is counted/played) */
    league_ch_cell *cells; /* ncols cells */
} league_ch_row;

typedef struct league_ch_table {
    league_ch_mode mode;
    int best;            /* N for LEAGUE_CH_BEST */
    int ncols;
    int nrows;           /* players with at least one series played */
    league_ch_row *rows; /* in table order */
} league_ch_table;

/* Rank the players.  names[i] (not NULL) decides the printed order of equal
 * players.  best must be >= 1 for LEAGUE_CH_BEST (ignored otherwise).
 * Players without any result get no row.  On SK_OK *out is owned by the
 * caller (league_ch_free).  SK_INVALID with err filled when a result names a
 * player or column out of range, the same (player, column) twice, or best
 * < 1 with LEAGUE_CH_BEST. */
int league_ch_compute(const char *const *names, int nplayers, int ncols,
                      const league_ch_result *res, int nres, league_ch_mode mode, int best,
                      league_ch_table *out, sk_err *err);

void league_ch_free(league_ch_table *t);

/* Average total/played with two decimals, rounded half away from zero:
 * (1001, 3) -> "333.67", (-5, 2) -> "-2.50".  played must be >= 1 (else "-").
 * Writes at most n bytes into buf and returns buf. */
char *league_fmt_avg(long total, int played, char *buf, size_t n);

/* The same average as an integer number of hundredths, rounded the same
 * way: (1001, 3) -> 33367, (-5, 2) -> -250.  played must be >= 1 (else 0). */
long long league_avg_hundredths(long total, int played);

/* The name of a match day's venue tournament: "LEAGUE matchday N", or
 * "LEAGUE matchday N venue V" when the match day has several venue groups.
 * malloc'd, caller frees. */
char *league_venue_name(const char *league, int matchday, int venue_no, bool several);

/* ---- the limits of a league's and a season's settings ---- */

/* A league: season a year 1900 to 9999; series per match day 1 to 20
 * (DSkV: 4 in the 1st Bundesliga, 3 down to the Oberliga, 2 in the
 * Landesliga).  SK_OK, or SK_INVALID naming the first bad field. */
int league_settings_check(int season, int series_per_matchday, sk_err *err);

/* A match day number: 1 to 999. */
int league_matchday_number_check(int number, sk_err *err);

/* A club championship season counting the best `best` series: 0 (count
 * all) or 1 to 999. */
int league_season_best_check(int best, sk_err *err);

/* A roster change names at least one player (nplayers >= 1). */
int league_roster_check(size_t nplayers, sk_err *err);

/* Removing division `name` that has `teams` teams: refused unless it is
 * empty or force is set (its teams then have no division). */
int league_division_remove_check(const char *name, int teams, bool force, sk_err *err);

/* ---- planning a match day's venue groups ---- */

/* One team as named for a match day, in the order named.  Ids are the
 * caller's (the database's); division 0 means no division. */
typedef struct league_venue_team {
    size_t group;       /* venue group index, 0-based, non-decreasing */
    int64_t team;       /* team id */
    int64_t division;   /* the team's division id, 0: none */
    const char *named;  /* the name as the user wrote it */
    const char *stored; /* the team's stored name */
} league_venue_team;

/* The rules for the teams named on match day `matchday` (rules.md 11): a
 * team meets at one venue per match day (named once), and the teams of a
 * venue group share a division.  The first team (in the order given) that
 * breaks a rule decides the message.  SK_OK, or SK_INVALID with err
 * filled. */
int league_venue_teams_check(const league_venue_team *t, size_t n, int matchday, sk_err *err);

/* The size rule: each of the ngroups venue groups of match day `matchday`
 * (size[k] teams) has at least 2 teams.  SK_OK, or SK_INVALID naming the
 * first group that is too small. */
int league_venue_sizes_check(const size_t *size, size_t ngroups, int matchday, sk_err *err);

#endif
