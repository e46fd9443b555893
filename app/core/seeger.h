/* seeger.h - the extended Seeger-Fabian scoring: the one home of its
 * constants and formula (rules.md 9).
 *
 * Per game: the declarer scores the game's value when won, -2 x value when
 * lost (rules.h); on top, +50 per won and -50 per lost game of one's own,
 * and every other player at the table gets 40 (3-table) or 30 (4-table, the
 * dealer who sat out included) per game the declarer lost.
 * Everything here is pure arithmetic; the schema's CHECK on games.seeger
 * guards the stored per-game value independently.
 */
#ifndef SK_SEEGER_H
#define SK_SEEGER_H

#include <stdbool.h>

#define SEEGER_WON_LOST 50   /* + per own won game, - per own lost game */
#define SEEGER_BONUS3   40   /* per game lost by another player, 3-table */
#define SEEGER_BONUS4   30   /* per game lost by another player, 4-table */

/* The constants as string literals, for static text (help lines):
 * SEEGER_STR(SEEGER_WON_LOST) is "50". */
#define SEEGER_STR(x) SEEGER_STR_(x)
#define SEEGER_STR_(x) #x

/* The bonus per game lost by another player: 40 at a 3-table, 30 at a
 * 4-table, 0 for any other size. */
int seeger_bonus_per_lost(int table_size);

/* The declarer's Seeger points of one game: score + 50 when won, - 50 when
 * lost. */
int seeger_game(int score, bool won);

/* 50 x (won - lost). */
int seeger_won_lost(int won, int lost);

/* A block's total: game points + 50 x (won - lost) + others_lost x the
 * bonus of the table size. */
int seeger_total(int game_points, int won, int lost, int others_lost, int table_size);

#endif
