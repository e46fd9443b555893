/* tablesheet.h - one table's score sheet loaded from the database: its
 * seats, its recorded games and the computed sheet (front-end helper:
 * db/ and the pure core sheet_; no printing).  What the TUI's sheet screen
 * and the web page of a table show. */
#ifndef SK_TABLESHEET_H
#define SK_TABLESHEET_H

#include <stddef.h>

#include "db.h"
#include "sheet.h"

typedef struct tablesheet {
    db_table table;          /* seats with names */
    game_table_rules rules;  /* size, series length, first dealer */
    db_game *games;          /* recorded games, by game number */
    size_t ngames;
    sheet sh;                /* rows and each seat's Seeger block */
} tablesheet;

/* Load table table_no of series series_no of tournament t.  Unknown series
 * or table: SK_INVALID with db_table_get's refusal.  *out caller-owned
 * (tablesheet_free); on failure nothing is left to free. */
int tablesheet_load(db *d, const db_tournament *t, int series_no, int table_no,
                    tablesheet *out, sk_err *err);
void tablesheet_free(tablesheet *ts);

/* The recorded game number game_no of ts, or NULL. */
const db_game *tablesheet_game(const tablesheet *ts, int game_no);

/* The next game number to record (the first without a game), 0 when the
 * sheet is complete. */
int tablesheet_next_game(const tablesheet *ts);

#endif
