/* game.h - one recorded game at a table (pure core, no I/O).
 *
 * The contract between the CLI (`game add`), the CSV importer, the database
 * layer and the TUI.  Table-level validation (rules.md 6 and 8) lives here;
 * single-game rules are in rules.h.
 */
#ifndef SK_GAME_H
#define SK_GAME_H

#include <stdbool.h>

#include "rules.h"

/* The highest table number, one limit everywhere (the CLI's --table, the
 * games and seats imports, the draw: 9,999 tables seat 39,996 players). */
#define GAME_TABLE_MAX 9999

typedef struct game_entry {
    int series;          /* 1.. */
    int table_no;        /* 1.. */
    int game_no;         /* 1..series length at this table size */
    bool passed;         /* eingepasst: nobody bid; g is ignored */
    int declarer;        /* seat 1..table size; 0 when passed */
    rules_game g;        /* the game as entered (when not passed) */
} game_entry;

/* Series length at a table and who deals. */
typedef struct game_table_rules {
    int table_size;      /* 3 or 4 */
    int series_games;    /* games per series at this table size (48/36 default) */
    int first_dealer;    /* seat that deals game 1 (default 1) */
} game_table_rules;

/* Seat (1..size) dealing game game_no (1-based): rotates clockwise every
 * game from first_dealer, passed games included. */
int game_dealer_seat(const game_table_rules *t, int game_no);

/* Validate e at a table with rules t: game number within the series, the
 * declarer a seat of the table and (4-table) not the dealer, then the
 * single-game rules.  On success fills *out (zeroed for a passed game) and
 * returns SK_OK; otherwise SK_INVALID with err naming the field and rule. */
int game_validate(const game_entry *e, const game_table_rules *t, rules_outcome *out,
                  sk_err *err);

#endif
