/* statsview.h - player statistics loaded from the database (ops: no
 * printing).  Reads the seats and games of the selected Skat tournaments,
 * ranks each tournament for the places (standview_load, with its lots) and
 * hands everything to the pure core (stats_compute).  Used by `stats`, the
 * XLSX and PDF reports (statstable.h) and the TUI.
 */
#ifndef SK_STATSVIEW_H
#define SK_STATSVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "stats.h"

typedef struct ops_stats_query {
    const char *tournament;  /* NULL: the only or most recent one (db_tournament_find) */
    const char *season;      /* a club championship: its tournaments (instead) */
    bool all;                /* every Skat tournament (instead) */
    int series;              /* 0: every series; N: only series N (one tournament) */
    int table;               /* 0: every table; T: only table T of that series */
} ops_stats_query;

typedef struct ops_stats {
    stats_result r;          /* the statistics; event i = events[i] */
    db_tournament *events;
    size_t nevents;
    db_player *players;      /* every player, by id */
    size_t nplayers;
    size_t *order;           /* [r.n] line indexes by player name */
    char *season;            /* the season's name (a season query) or NULL */
    bool list_figures;       /* a tournament's list ranks (house rules, Schafkopf):
                                its series figures are the list's own (the
                                standings of that series), its places its
                                standings' */
} ops_stats;

/* Load the statistics of q.  Schafkopf tournaments are left out of a
 * season or --all; a Schafkopf tournament named with -t counts no Skat
 * games, only its list's figures and places.  Under house rules and
 * Schafkopf the figure of a series is the list's own (what the standings
 * of that series show) and the place the standings' (the list mode's
 * order); otherwise the Seeger-Fabian total and the ISkO standings.  A series or table filter with --season/--all: SK_USAGE.
 * An unknown tournament or season, a series not drawn, a table not in it:
 * SK_INVALID.  *out caller-owned (ops_stats_free); empty on error. */
int ops_stats_load(db *d, const ops_stats_query *q, ops_stats *out, sk_err *err);

/* The player with that id, or NULL. */
const db_player *ops_stats_player(const ops_stats *s, long long id);

void ops_stats_free(ops_stats *s);

/* A player's places as text: "3." for one tournament, "3., 1., 5." for
 * several (shared ranks as they are); "" when there is none.  malloc'd. */
char *ops_stats_places(const stats_line *l);

#endif
