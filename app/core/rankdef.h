/* rankdef.h - what a ranking is: its keys (key=value), the presets, the
 * penalty expression and the dates it covers (pure core, issue 40;
 * docs/rankings.md).  The computation: ranking.h.
 *
 * A definition is a list of key=value words, applied in order (a preset
 * sets several keys; a later key overrides it).  Every refusal is
 * SK_INVALID and names the key and the rule.
 */
#ifndef SK_RANKDEF_H
#define SK_RANKDEF_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

enum { RANK_UNIT_SERIES, RANK_UNIT_GAME, RANK_UNIT_EVENT };
enum { RANK_SUM, RANK_BEST, RANK_AVERAGE, RANK_PLACEMENT };
enum { RANK_SKAT, RANK_SCHAFKOPF, RANK_HOUSE };
/* who is ranked: each player, or the sum of a group's results (rankgroup.h) */
enum { RANK_GROUP_PLAYER, RANK_GROUP_TANDEM, RANK_GROUP_TEAM, RANK_GROUP_CLUB };
/* best_per: only the best ranked of each value of a player field */
enum { RANK_PER_NONE, RANK_PER_CLUB, RANK_PER_STATE };

#define RANK_MAX_POINTS 64
#define RANK_MAX_MIN 100000

/* A minimum: a number, or (share) a percentage of what was available. */
typedef struct rank_min {
    int n;
    bool share;
} rank_min;

typedef struct rank_def {
    char *preset;             /* as given, or NULL */
    char *season, *club, *tournaments; /* NULL: not restricted */
    char from[11], to[11], at[11];     /* "" when not given */
    int window_n;             /* 0: no window */
    char window_unit;         /* 'd', 'm' or 'y' */
    int min_players, min_series_event;
    int unit, method, count;
    int points[RANK_MAX_POINTS];
    int npoints;
    rank_min min_series, min_games, min_events;
    char *penalty;            /* the expression as given, or NULL */
    int family;
    int group, group_best;    /* RANK_GROUP_*; club: the best M per event (0 all) */
    int best_per;             /* RANK_PER_* */
    char *handicap;           /* "platform" or a reference average per game, or NULL */
    double handicap_ref;      /* the number of a numeric handicap */
    int per_games;            /* unit game, average: the average per this many games (0: 1) */
    int min_series_held;      /* an event with fewer series held does not count */
    int min_months, month_series; /* months with at least month_series series played */
    bool points_field;        /* points=field: place p of n gets n - p + 1 */
} rank_def;

/* An empty definition (unit series, method sum, family skat). */
void rankdef_init(rank_def *d);
void rankdef_free(rank_def *d);

/* Apply the words kv[0..n-1] ("key=value") in order, then check the whole
 * (rankdef_check).  Unknown key (the nearest one suggested), bad value,
 * unknown preset: SK_INVALID. */
int rankdef_parse(rank_def *d, char *const *kv, size_t n, sk_err *err);

/* The definition's consistency: count only with method best and required
 * there, placement needs unit event and a points table, best and
 * placement not per game, from not after to; group_best only with
 * group=club, per_games only with unit=game method=average, month_series
 * only with min_months, handicap not with placement.  SK_INVALID. */
int rankdef_check(const rank_def *d, sk_err *err);

/* The canonical text of d: one "key=value" per line, every key that
 * differs from rankdef_init's, in the order of the key table; parsing it
 * gives d back.  Caller frees. */
char *rankdef_text(const rank_def *d);

/* The dates the ranking covers: *from and *to ("" = open), from the keys
 * from, to and window (counted back from at, else from today, both
 * YYYY-MM-DD): a window of 24m at 2027-06-30 covers 2025-07-01 to
 * 2027-06-30.  Buffers of 11 bytes. */
void rankdef_dates(const rank_def *d, const char *today, char *from, char *to);

/* The penalty for `missed` series missed, `played` played of `held`
 * held: 0 without a penalty.  Grammar (docs/rankings.md):
 *   penalty := expr [ "if" expr cmp expr ]     cmp: > >= < <= = !=
 *   expr    := term { (+|-) term };  term := power { (*|/) power }
 *   power   := unary [ ^ unary | "²" ];  unary := [-] atom
 *   atom    := number | missed | played | held | ( expr )
 * ("−" is read as "-").  SK_INVALID for a text that does not parse or
 * names an unknown variable. */
int rankdef_penalty(const char *expr, double missed, double played, double held, double *out,
                    sk_err *err);

/* A value as printed: an integer as such, anything else with two
 * decimals ("83.20"). */
const char *rank_fmt(double v, char *buf, size_t n);

#endif
