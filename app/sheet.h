/* sheet.h - the running totals of one table's score sheet (pure core).
 *
 * rules.md 8/9: each seat's game points (sum of its games' scores), won and
 * lost games, the other players' lost games, and the Seeger-Fabian total
 * = points + 50 x (won - lost) + 40 (3-table) or 30 (4-table) x others'
 * lost games.  Passed games give nothing. */
#ifndef SK_SHEET_H
#define SK_SHEET_H

#include <stdbool.h>
#include <stddef.h>

typedef struct sheet_game {
    bool passed;
    int declarer;   /* seat 1..size (ignored when passed) */
    bool won;
    int score;      /* +value or -2 x value */
} sheet_game;

typedef struct sheet_total {
    int points;       /* sum of own scores */
    int won, lost;
    int others_lost;  /* games lost by the other players of the table */
    int seeger;       /* the Seeger-Fabian total */
} sheet_total;

/* Fill out[0..size-1] (seat i+1) from games[0..n-1] at a table of size 3
 * or 4.  Games with a declarer outside 1..size are ignored. */
void sheet_totals(int size, const sheet_game *games, size_t n, sheet_total out[4]);

#endif
