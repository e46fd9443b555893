/* standings.h - series and tournament standings, extended Seeger-Fabian
 * (pure core: no I/O, no SQL, no printing).
 *
 * rules.md 9 and 10.  Input: one block per (player, series) as the score
 * sheet gives it (sheet_seat): won, lost, game points, the other players'
 * lost games and the table size.  Output: one row per player with the
 * totals, per-series totals and the rank:
 *   total descending, then more won games, then fewer lost games; players
 *   still equal share the rank (3., 3., 5.).  A drawn lot recorded by the
 *   organiser orders a whole group of tied players (see stand_lot).
 * Teams: team total = sum of its members' totals (won, lost, game points
 * and bonuses summed likewise), ranked the same way.
 */
#ifndef SK_STANDINGS_H
#define SK_STANDINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

/* One player's result in one series. */
typedef struct stand_block {
    long long player;   /* caller's id (e.g. the players table rowid) */
    int series;         /* 1.. */
    int table_size;     /* 3 or 4: the bonus per other player's lost game */
    int won, lost;      /* own games (overbid = lost; passed not counted) */
    int game_points;    /* sum of the signed scores of own games */
    int others_lost;    /* games lost by the other players at the table */
} stand_block;

/* A drawn lot: for the scope it was drawn in (series number, or 0 for the
 * tournament standings), the players in drawn order.  Each entry is one
 * player with its sequence: lower seq = drawn first = ranked higher.
 * A group of tied players (equal total, won and lost) is ordered by seq,
 * each member getting its own rank, only when every member has a lot
 * entry (rules.md 10: a lot orders the whole tie; `standings lot` refuses
 * a lot that leaves a tied player out).  When some member has none (a
 * stale lot: a later edit brought another player into the tie) the lot is
 * ignored and the whole group shares the rank until a new lot is drawn.
 * The same holds when the members' entries come from different drawings
 * (a later lot re-placed some of them).
 * A lot entry of a player who is no longer tied has no effect. */
typedef struct stand_lot {
    long long id;       /* player (or team) id */
    long long seq;      /* drawn order; unique per scope */
    long long draw;     /* which drawing placed it: a lot orders a tie only
                           when every member was placed by the same one */
} stand_lot;

typedef struct stand_row {
    long long id;          /* player id (team id in a team table) */
    int rank;              /* 1-based; equal for rows that share it */
    bool shared;           /* the rank is shared with another row */
    bool by_lot;           /* the position was decided by a drawn lot */
    int series_played;     /* number of series with a block */
    int won, lost;
    int game_points;
    int won_lost_bonus;    /* 50 x (won - lost) */
    int opponents_bonus;   /* the 40s and 30s */
    int total;             /* game_points + won_lost_bonus + opponents_bonus */
    const int *series_total;  /* [nseries] per-series totals (0 when not
                                 played), series s at index s-1; points into
                                 the table (valid until stand_free) */
    const bool *series_in;    /* [nseries] true where played */
} stand_row;

typedef struct stand_table {
    stand_row *rows;       /* [n] in rank order */
    size_t n;
    int nseries;           /* highest series number in the input (columns) */
    int *series_total_;    /* storage for rows[].series_total (n x nseries) */
    bool *series_in_;      /* storage for rows[].series_in */
} stand_table;

/* Seeger total of one block: game points + 50 x (won - lost) + others_lost
 * x 40 (3-table) or 30 (4-table). */
int stand_block_total(const stand_block *b);

/* Standings from blocks (any order).  only_series = 0: the tournament (all
 * series summed); N > 0: only the blocks of series N (the others are
 * ignored).  lots: the drawn lots for that scope (may be NULL when nlots is
 * 0).  On success fills *out (free with stand_free) and returns SK_OK;
 * SK_INVALID with err set (and *out empty) for a block with a table size
 * other than 3/4, a series below 1, negative counts, or two blocks for the
 * same (player, series).  O(n log n). */
int stand_compute(const stand_block *blocks, size_t nblocks, int only_series,
                  const stand_lot *lots, size_t nlots, stand_table *out, sk_err *err);

/* Team membership: player `player` belongs to team `team`. */
typedef struct stand_member {
    long long team;
    long long player;
} stand_member;

/* Team standings from player standings: each team's row sums its members'
 * rows (members without a row contribute nothing; a team with no member in
 * the standings still gets a row of zeros).  team_ids lists every team to
 * rank (nteams).  A player may belong to one team only: SK_INVALID
 * otherwise, or for a member of a team not in team_ids.  Lots as in
 * stand_compute, keyed by team id.  Rows' series_total are per-series sums.
 * Free with stand_free. */
int stand_teams(const stand_table *players, const long long *team_ids, size_t nteams,
                const stand_member *members, size_t nmembers, const stand_lot *lots,
                size_t nlots, stand_table *out, sk_err *err);

/* Free a table and zero it.  t may be NULL or already freed. */
void stand_free(stand_table *t);

#endif
