/* stats.h - player and tournament statistics (pure core: no I/O, no SQL,
 * no printing).
 *
 * Input: the recorded games of one or more tournaments ("events": the
 * caller numbers them 0, 1, ...), where each player sat (one stats_seat per
 * player, event, series) and, when known, each player's place in each
 * event's standings (the caller ranks with the recorded lots).
 * Output: one stats_line per player and one line of totals:
 *   - games declared, won and lost (overbid games are lost games);
 *   - by contract: suit games (clubs, spades, hearts, diamonds), grand and
 *     null, and across contracts the hand and the ouvert games, each with
 *     how many were declared and how many won;
 *   - overbid games; games played to Schneider / Schwarz (reached or
 *     announced, won or lost: the levels the game value counts);
 *   - the booked game value: its sum over declared games (average =
 *     value_sum / declared) and the best value of a won game;
 *   - passed games (eingepasst) at the player's tables, and apart from them
 *     the Ramsch games played when all passed (house rules);
 *   - the extended Seeger-Fabian total of each series played (as the score
 *     sheet computes it: own game points + 50 x (won - lost) + the others'
 *     lost games x 40 or 30): their sum, best and worst, and the list;
 *   - the place in each event's standings (as given).
 * The totals line (player 0) sums the games of the whole input once: a
 * passed game counts once (not once per player at its table), the Seeger
 * figures run over every (player, series) block.
 */
#ifndef SK_STATS_H
#define SK_STATS_H

#include <stdbool.h>
#include <stddef.h>

#include "rules.h"
#include "util.h"

#define STATS_MAX_SEATS 4

/* One recorded game (as stored, evaluated by the rules engine). */
typedef struct stats_game {
    int event;            /* caller's tournament index, 0.. */
    int series;           /* 1.. */
    int table;            /* table number, 1.. */
    bool passed;          /* eingepasst: nobody declared; the rest ignored */
    long long declarer;   /* player id (0 when passed) */
    rules_contract contract;
    bool hand, ouvert;
    bool schneider;       /* the Schneider level counted (rules_outcome.lv_schneider) */
    bool schwarz;         /* the Schwarz level counted (lv_schwarz) */
    bool won;
    bool overbid;         /* lost because the bid was not reached (won false) */
    int value;            /* the booked value */
    int score;            /* signed game points: +value or -2 x value */
    bool ramsch;          /* with passed: played as a Ramsch (house rules B.4) */
    long long at[STATS_MAX_SEATS + 1]; /* at[1..4]: who sat in each seat for this game
                                          when the table's players changed during the
                                          series (game sub); all 0: every player seated
                                          at the table played every game of it */
} stats_game;

/* Where a player sat in a series: one per (event, series, player). */
typedef struct stats_seat {
    int event, series, table;
    int table_size;       /* 3 or 4 */
    long long player;
} stats_seat;

/* A player's place in one event's standings. */
typedef struct stats_place {
    int event;
    long long player;
    int rank;             /* 1.. */
    bool shared;          /* the rank is shared with another player */
    int field;            /* players ranked in that event */
} stats_place;

typedef struct stats_count {
    int declared, won;
} stats_count;

/* One player's Seeger total in one series. */
typedef struct stats_series {
    int event, series;
    int total;
} stats_series;

typedef struct stats_line {
    long long player;     /* 0: the totals line */
    int declared, won, lost;
    stats_count suit, grand, null, hand, ouvert;
    int overbid, schneider, schwarz;
    long long value_sum;  /* booked values of the declared games */
    int best_value;       /* highest value of a won game; 0 when none won */
    int games;            /* games at the player's tables (totals: all games) */
    int passed;           /* of them passed (a Ramsch is not counted here) */
    int ramsch;           /* of them Ramsch games (house rules) */
    stats_series *series; /* [nseries] in (event, series) order */
    size_t nseries;
    long long seeger_sum;
    int seeger_best, seeger_worst;   /* 0 when nseries is 0 */
    stats_place *places;  /* [nplaces] in event order (totals: none) */
    size_t nplaces;
} stats_line;

typedef struct stats_result {
    stats_line *lines;    /* [n] one per player, by player id ascending */
    size_t n;
    stats_line total;
    int events;           /* highest event index + 1 in the input */
} stats_result;

/* Compute the statistics.  Every player with a seat gets a line (a player
 * seated without games: zeros); a declarer must have a seat at the game's
 * (event, series, table): SK_INVALID otherwise, and for a seat with a table
 * size other than 3/4, a player seated twice in one (event, series), a
 * negative event, a series or table below 1, a passed game with a
 * declarer.  Places of players without a seat are ignored.  *out
 * caller-owned: stats_free.  O((games + seats) log seats). */
int stats_compute(const stats_game *games, size_t ngames, const stats_seat *seats,
                  size_t nseats, const stats_place *places, size_t nplaces, stats_result *out,
                  sk_err *err);

/* The list's own figure (house rules, Schafkopf: the figure the
 * standings of that series show) as player's figure of (event, series),
 * replacing the Seeger total stats_compute put there; nothing when the
 * player has no seat in that series.  Call stats_refigure after the last
 * one. */
void stats_set_series(stats_result *r, long long player, int event, int series, long long total);

/* The sum, best and worst of every line's series figures and of the
 * totals line again (after stats_set_series). */
void stats_refigure(stats_result *r);

/* The line of player id, or NULL. */
const stats_line *stats_find(const stats_result *r, long long player);

/* part / whole as a percentage in tenths, rounded half up (2 of 3: 667 =
 * 66.7 %); 0 when whole is 0. */
int stats_permille(long long part, long long whole);

/* sum / n in tenths, rounded half away from zero (-1.25 -> -13); 0 when n
 * is 0. */
long long stats_avg10(long long sum, long long n);

/* x10 (tenths, from stats_permille or stats_avg10) as text: "55.7",
 * "-13.0" (a point; German reports format their own), into buf (always
 * terminated, truncated to n). */
void stats_tenths(char *buf, size_t n, long long x10);
/* The same for people to read: a decimal comma in German ("55,7"; the
 * process or thread language, i18n.h); files (CSV, JSON) keep stats_tenths. */
void stats_tenths_shown(char *buf, size_t n, long long x10);

void stats_free(stats_result *r);

#endif
