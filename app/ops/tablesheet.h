/* tablesheet.h - one table's score sheet, loaded from the database (ops:
 * no printing).  The one place that turns a table's stored games into its
 * sheet: the CLI (`game add`, `sheet show`, `sheet pdf`, `check`), the TUI
 * and the standings all come through here.
 */
#ifndef SK_TABLESHEET_H
#define SK_TABLESHEET_H

#include <stdbool.h>
#include <stddef.h>

#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "db_standings.h"
#include "sheet.h"
#include "tour.h"

typedef struct ops_table_sheet {
    int series;              /* the series number */
    db_table table;          /* the table with its seats (names filled) */
    db_game *games;          /* its stored games, by game number */
    size_t ngames;
    game_table_rules rules;  /* size, series length, first dealer */
    sheet sh;                /* the sheet computed from games */
    bool borrowed;           /* table and games are the caller's (ops_table_sheet_of) */
} ops_table_sheet;

/* Load table table_no of series `series` of tournament t: its seats, its
 * games and their sheet.  An unknown series or table: SK_INVALID (the
 * refusal of db_table_get).  Stored games the sheet cannot take (a damaged
 * database): SK_FAIL "series S, table T: why".  *out is caller-owned
 * (ops_table_sheet_free); empty on error. */
int ops_table_sheet_load(db *d, const ops_tour *t, int series, int table_no,
                         ops_table_sheet *out, sk_err *err);
void ops_table_sheet_free(ops_table_sheet *s);

/* The same with the games given (stored false: games[0..ngames), taken
 * over by *out, by game number, with their table size, dealer and outcome
 * filled; e.g. a table's second entry) instead of the stored ones. */
int ops_table_sheet_from(db *d, const ops_tour *t, int series, int table_no, db_game *games,
                         size_t ngames, bool stored, ops_table_sheet *out, sk_err *err);

/* The same for a table and its games already loaded with a whole series
 * (db_series_get, db_game_list with table 0): tab and its stored games
 * g[0..n-1] (by game number).  out borrows both (out->table is a copy of
 * *tab whose names stay tab's; games is g): keep them until
 * ops_table_sheet_free, which leaves them alone.  Errors: as
 * ops_table_sheet_load (SK_FAIL, out empty). */
int ops_table_sheet_of(const ops_tour *ot, int series, const db_table *tab, db_game *g,
                       size_t n, ops_table_sheet *out, sk_err *err);

/* The recorded game number game_no of s, or NULL. */
const db_game *ops_table_sheet_game(const ops_table_sheet *s, int game_no);
/* The next game number to record (the first without a game), 0 when the
 * sheet is complete. */
int ops_table_sheet_next(const ops_table_sheet *s);

/* The sheet of one table met by db_sheet_each, with t's rules.  Failure:
 * SK_FAIL "series S, table T: why" (out empty).  Free out with sheet_free. */
int ops_sheet_of(const db_tournament *t, const db_sheet_table *tb, sheet *out, sk_err *err);
/* Append the games sheet s marks missing to b as ranges: "2-36, 40". */
void ops_sheet_missing_ranges(sk_buf *b, const sheet *s);

#endif
