/* seatsub.h - who played a seat in which game when its player changed during
 * a series (issue 40, `game sub`; pure core: no I/O, no SQL).
 *
 * A table's seat is played by the seating's player up to the game before
 * the seat's first substitution, then by each substitution's player from
 * its from_game up to the game before the next one of that seat.  The
 * standings split the table's Seeger-Fabian block by game (rules.md 9):
 * each game's contribution (the declarer's points, won/lost game, the
 * 40/30 for a lost game of another player at the table, the 4-table's
 * dealer who sat out included) goes to the player who sat in that seat for
 * that game.
 */
#ifndef SK_SEATSUB_H
#define SK_SEATSUB_H

#include <stddef.h>
#include <stdint.h>

#include "sheet.h"
#include "standings.h"

/* One substitution of a table: from game from_game on, player plays seat. */
typedef struct subs_change {
    int seat;          /* 1..table size */
    int from_game;     /* 2.. */
    int64_t player;    /* the caller's id */
} subs_change;

/* The player of seat in game game_no: player[seat] (the seating's) unless
 * a change of that seat with from_game <= game_no is among c[0..n) (any
 * order), then the one with the highest such from_game.  0 for a seat
 * outside 1..SHEET_MAX_SEATS. */
int64_t subs_player_at(const int64_t player[SHEET_MAX_SEATS + 1], const subs_change *c, size_t n,
                       int seat, int game_no);

/* The standings blocks of a table whose seats changed players: from the
 * table's sheet s (sheet_compute's rows), its seating player[1..size] (0 =
 * empty seat: no block) and its changes c[0..n), one block per seat and
 * player who sat there (a player back in his seat after a substitute gets
 * one block), each with that player's own games of the series (series_no)
 * exactly.  Writes at most s->table_size + n blocks to out (the caller's
 * array of that size) and returns how many. */
size_t subs_blocks(const sheet *s, const int64_t player[SHEET_MAX_SEATS + 1],
                   const subs_change *c, size_t n, int series_no, stand_block *out);

#endif
