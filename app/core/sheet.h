/* sheet.h - the per-table score sheet (Spielliste) of one series (pure core:
 * no I/O, no SQL, no printing).
 *
 * rules.md 8 and 9: one row per game number 1..series length, the dealer of
 * each game, the declarer's running total of game points booked under his
 * seat, passed / lost / overbid games marked, and under the rows each seat's
 * Seeger-Fabian block: game points, won, lost, 50 x (won - lost), the other
 * players' lost games x 40 (3-table) or x 30 (4-table, the dealer who sat out
 * included), total.
 *
 * Input games come as stored (value and score already computed by the rules
 * engine); the sheet does not re-evaluate them.  Stored data may be
 * imperfect (the `check` command reports it), so the sheet is tolerant:
 * games outside 1..series length are not booked but counted in `beyond`, a
 * second game with the same number is not booked but counted in
 * `duplicates`, and numbers with no game are marked SHEET_MISSING.
 */
#ifndef SK_SHEET_H
#define SK_SHEET_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "util.h"

#define SHEET_MAX_SEATS 4

/* One stored game at the table. */
typedef struct sheet_game {
    int game_no;     /* 1..series length (others are counted in `beyond`) */
    bool passed;     /* eingepasst: nobody scores; declarer 0 */
    int declarer;    /* seat 1..table size; 0 when passed */
    bool won;
    bool overbid;    /* overbid games are lost games (won must be false) */
    int score;       /* signed game points: +value or -2 x value */
    int value;       /* the booked game value */
} sheet_game;

/* Row markers (bit set). */
enum {
    SHEET_PLAYED  = 1 << 0, /* a won or lost game is booked on this row */
    SHEET_PASSED  = 1 << 1, /* eingepasst */
    SHEET_LOST    = 1 << 2, /* the declarer lost (overbid included) */
    SHEET_OVERBID = 1 << 3, /* lost because the bid was not reached */
    SHEET_MISSING = 1 << 4, /* no game recorded for this number */
    SHEET_DEALER_DECLARER = 1 << 5 /* 4-table: the dealer is the declarer
                                      (invalid; booked anyway, for check) */
};

typedef struct sheet_row {
    int game_no;     /* 1..series length */
    int dealer;      /* seat dealing this game */
    int declarer;    /* seat, 0 when passed or missing */
    int value;       /* booked value (0 when passed/missing) */
    int score;       /* signed game points (0 when passed/missing) */
    int running;     /* declarer's running total of game points after this
                        game (0 when passed/missing) */
    unsigned marks;  /* SHEET_* bits */
} sheet_row;

/* One seat's block under the rows. */
typedef struct sheet_seat {
    int game_points;      /* sum of the seat's scores as declarer */
    int won, lost;        /* own games won / lost (overbid = lost) */
    int won_lost_bonus;   /* 50 x (won - lost) */
    int others_lost;      /* games lost by the other players at the table
                             (4-table: also while this seat dealt) */
    int opponents_bonus;  /* others_lost x 40 (3-table) or x 30 (4-table) */
    int total;            /* game_points + won_lost_bonus + opponents_bonus */
} sheet_seat;

typedef struct sheet {
    int table_size;       /* 3 or 4 */
    int series_games;     /* number of rows */
    int first_dealer;     /* seat dealing game 1 */
    sheet_row *rows;      /* [series_games], rows[i].game_no == i + 1 */
    sheet_seat seat[SHEET_MAX_SEATS + 1]; /* seat[1..table_size]; [0] unused */
    int played;           /* rows with a won or lost game */
    int passed;           /* rows with a passed game */
    int missing;          /* rows with no game */
    int beyond;           /* games with a number outside 1..series_games */
    int duplicates;       /* games whose number was already booked */
} sheet;

/* Build the sheet of one table from its games (any order).  t gives the
 * table size (3 or 4), the series length (a positive multiple of the table
 * size) and the first dealer (1..size; other values mean seat 1, as in
 * game_dealer_seat).  On success fills *out (free with sheet_free) and
 * returns SK_OK.  Returns SK_INVALID with err set (and *out empty) for an
 * impossible table size or series length, a declarer outside the table's
 * seats on a non-passed game, a passed game with a declarer, or a game
 * both won and overbid.  Games outside the series or duplicated are not an
 * error (see `beyond`, `duplicates`). */
int sheet_compute(const game_table_rules *t, const sheet_game *games, size_t ngames,
                  sheet *out, sk_err *err);

/* The Seeger-Fabian blocks of a table's seats from their own games: with
 * game_points, won and lost of seat[1..table_size] given (the games booked
 * on the sheet: numbered 1..series length, passed ones left out), fill in
 * each seat's others_lost, won_lost_bonus, opponents_bonus and total, the
 * one rule sheet_compute applies too.  For sums a database added up
 * (standings of a whole tournament without every game's row).  table_size
 * 3 or 4 (other sizes get no opponents' bonus). */
void sheet_seats_total(int table_size, sheet_seat seat[SHEET_MAX_SEATS + 1]);

/* Free the rows of s and zero it.  s may be NULL or already freed. */
void sheet_free(sheet *s);

/* The next game to record: the first game number of s without a game, 0
 * when every game is there. */
int sheet_next_missing(const sheet *s);

/* The others' lost games of a seat the one way every front end writes them
 * (TUI, `sheet show`, the PDF): "5 × 30 = 150" (games, the bonus per game
 * of the table size, the points), into buf (always terminated, truncated
 * to n). */
void sheet_others_text(const sheet_seat *st, int table_size, char *buf, size_t n);

#endif
