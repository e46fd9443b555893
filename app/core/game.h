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
#include "util.h"

/* The highest table number, one limit everywhere (the CLI's --table, the
 * games and seats imports, the draw: 9,999 tables seat 39,996 players). */
#define GAME_TABLE_MAX 9999

/* The house-rule fields of a recorded game (rules-house-schafkopf.md B.2,
 * B.4.4; housegame.h turns them into a house_game).  All zero = none: every
 * tournament game without house rules.  Seats are 1..4 as everywhere in a
 * game_entry, 0 = not given. */
typedef struct game_house {
    int kontra;          /* 0 none, 1 Kontra, 2 Re, 3 Supra, 4 Hirsch */
    int kontra_by;       /* seat that said Kontra (statistics only), 0 = not given */
    bool ramsch;         /* with passed: the deal was played as a Ramsch */
    int augen[4];        /* Ramsch: Augen in the tricks of seat i+1, skat excluded */
    int skat;            /* Ramsch: Augen of the two skat cards */
    int last_trick;      /* Ramsch: seat that took the last trick, 0 = not given */
    unsigned jungfrau;   /* Ramsch: bit i = seat i+1 took no trick */
    int durchmarsch;     /* Ramsch: seat that took every trick, 0 = none */
    int schieben;        /* Ramsch: players who pushed the skat (0..3) */
} game_house;

typedef struct game_entry {
    int series;          /* 1.. */
    int table_no;        /* 1.. */
    int game_no;         /* 1..series length at this table size */
    bool passed;         /* eingepasst: nobody bid; g is ignored (a Ramsch:
                            passed with h.ramsch) */
    int declarer;        /* seat 1..table size; 0 when passed */
    rules_game g;        /* the game as entered (when not passed) */
    game_house h;        /* house-rule fields (all zero without house rules) */
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

/* game_validate without the 4-table dealer check: house rules where the
 * same dealer can deal again (house_profile_dealer_can_stay, B.4.7), whose
 * dealer only the replay of the table knows and checks
 * (app/ops/housetable.h). */
int game_validate_house_dealt(const game_entry *e, const game_table_rules *t,
                              rules_outcome *out, sk_err *err);

/* Append the short description of a game as entered ("clubs with 2 hand,
 * 75", "null ouvert, lost", ", bid 23" when the bid is not 18) to b: the
 * note beside a row of the score sheet (TUI, web). */
void game_describe_short(const rules_game *r, sk_buf *b);

#endif
