/* ranking.h - a ranking computed from a definition (rankdef.h) and the
 * results of the events it covers (pure core, issue 40; docs/rankings.md).
 *
 * Input: one rank_result per player, event and series (the list figure of
 * the event's family: Seeger-Fabian points for Skat, the list's points for
 * Schafkopf; the games taken part in, won and lost).  The caller has
 * already picked the events by family, season and dates; the core applies
 * tournaments, club, min_players, min_series_event, the unit, the method,
 * the minimums and the penalty.
 * Output: the ranked entries (score descending; equal scores, to the
 * hundredth, share the rank), then those below a minimum, unranked, with
 * what they lack; every entry with its items: what counted and what was
 * struck and why.
 */
#ifndef SK_RANKING_H
#define SK_RANKING_H

#include <stdbool.h>
#include <stddef.h>

#include "rankdef.h"

typedef struct rank_event {
    long long id;
    const char *name;
    const char *date;         /* YYYY-MM-DD or "" */
} rank_event;

typedef struct rank_player {
    long long id;
    const char *name;
    const char *club;         /* "" without */
    bool publish;             /* agreed to be shown by name (web pages, published
                                 files: initials otherwise) */
} rank_player;

typedef struct rank_result {
    int event;                /* index into the events */
    int player;               /* index into the players */
    int series_no;
    long points;              /* the list figure of this series */
    int games, won, lost;
} rank_result;

typedef struct rank_input {
    const rank_event *events;
    size_t nevents;
    const rank_player *players;
    size_t nplayers;
    const rank_result *results;
    size_t nresults;
    const double *adjust;     /* per result, added to its points (a handicap), or NULL */
    const int *event_players; /* per event, its players (for min_players and
                                 points=field when the ranked are groups), or NULL:
                                 counted from the results */
} rank_input;

/* why an item did not count */
enum { RANK_WHY_NONE, RANK_WHY_FEW_PLAYERS, RANK_WHY_FEW_SERIES, RANK_WHY_NOT_BEST,
       RANK_WHY_SHORT_EVENT };
/* what an unranked entry lacks */
enum { RANK_LACK_NONE, RANK_LACK_SERIES, RANK_LACK_GAMES, RANK_LACK_EVENTS, RANK_LACK_MONTHS };

typedef struct rank_item {
    int event;
    int series_no;            /* 0: the whole event (unit event) */
    int nseries;              /* series played in it (1 for a series) */
    double value;             /* points, or placement points */
    int games;
    int place;                /* the place in the event (unit event), else 0 */
    int why;                  /* RANK_WHY_*: NONE = counted */
} rank_item;

typedef struct rank_entry {
    int player;               /* index into the input's players */
    const char *name;         /* its name (the input's) */
    int rank;                 /* 1.. ; 0 = unranked */
    double score;             /* what ranks: base - penalty */
    double base;              /* sum, best sum, average or placement points */
    double penalty;
    int series, games, events; /* counted */
    int months;               /* months with at least month_series series counted */
    int missed;               /* series held and not counted */
    int lack, have, need;     /* RANK_LACK_* and the figures */
    rank_item *items;         /* in event order, then series */
    size_t nitems;
} rank_entry;

typedef struct rank_list {
    rank_entry *entries;      /* ranked first (rank order), then unranked */
    size_t n, nranked;
    int events;               /* events that count (enough players) */
    int held_series;          /* series held in them */
    int max_games;            /* the most games any listed player counted */
} rank_list;

/* Compute d over in.  SK_OK (a list with no events has n 0); SK_INVALID
 * for a result naming an event or player out of range, or a penalty the
 * definition could not evaluate.  Free with ranking_free. */
int ranking_compute(const rank_def *d, const rank_input *in, rank_list *out, sk_err *err);

void ranking_free(rank_list *l);

/* The places in event `event`: place[p] for player index p (0 = not in
 * it), by the event's total descending, then more won, then fewer lost
 * games; players still equal share the place.  place has nplayers
 * entries. */
void ranking_event_places(const rank_input *in, int event, int *place);

/* The placement points of a place shared by `tied` players (places place
 * .. place+tied-1) in a field of `field`: the average of the table's
 * points for them (0 past the table); with points=field place k gets
 * field - k + 1. */
double ranking_place_points(const rank_def *d, int place, int tied, int field);

#endif
