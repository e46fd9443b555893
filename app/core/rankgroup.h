/* rankgroup.h - what a ranking ranks when it is not each player alone,
 * and what it adds to a player's results (pure core, issue 40;
 * docs/rankings.md "Groups", "Handicap"):
 *
 *   group=tandem  the two players of a tournament team of exactly two
 *                 (the same pair across events is one tandem, "A + B")
 *   group=team    the tournament's teams, by name across events
 *   group=club    the players' clubs; group_best=M: per event only the
 *                 club's best M players (by their event total, then more
 *                 won, then fewer lost games), else all
 *   best_per=club only the best ranked player of each club
 *   handicap      each result + (reference average - the player's own
 *                 average per game) x its games, the own average over the
 *                 player's earlier events
 *
 * A group's result in a series is the sum of its members' (points, games,
 * won, lost); the grouped input goes to ranking_compute unchanged.
 */
#ifndef SK_RANKGROUP_H
#define SK_RANKGROUP_H

#include "ranking.h"

/* A grouped input: in's players are the groups (name owned, club the
 * club's name for group=club, else ""; publish: a tandem only when both
 * players agreed, a team or club always), its results the groups' sums. */
typedef struct rank_grouped {
    rank_input in;
    rank_player *groups;
    rank_result *results;
    double *adjust;           /* the sums of the members' adjustments, or NULL */
    int *event_players;       /* per event: its players, before grouping */
} rank_grouped;

/* Group `in` by d->group (not RANK_GROUP_PLAYER); teams[i] is result i's
 * team in its tournament (NULL without; NULL for the whole array: none).
 * Results of players in no group (no team, a team not of two, no club,
 * not among a club's best M) are left out.  Free with rankgroup_free
 * (always clearable). */
void rankgroup_build(const rank_def *d, const rank_input *in, char *const *teams,
                     rank_grouped *out);
void rankgroup_free(rank_grouped *g);

/* best_per=club (state): keep only the first ranked entry of each club
 * (each federal state: state[i] the code of in's player i, "" or NULL
 * without; state may be NULL for best_per=club) (players without one and
 * the unranked leave the list), ranked again 1..n (equal scores to the
 * hundredth share the rank). */
void rankgroup_best_per(const rank_def *d, const rank_input *in, const char *const *state,
                        rank_list *l);

/* The handicap of every result of `in`: adj[i] = (ref - own) x games,
 * own = the player's points per game in the events of `hist` (the same
 * family, every date up to the ranking's end, in date order) before
 * result i's event (matched by id; players by id); ref = d->handicap_ref,
 * or for "platform" every player's points per game in those earlier
 * events.  No earlier game: 0.  adj has in->nresults entries. */
void rankgroup_handicap(const rank_def *d, const rank_input *hist, const rank_input *in,
                        double *adj);

#endif
