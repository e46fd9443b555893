/* csvsch.h - the CSV format of Schafkopf games (import games / export
 * games on a Schafkopf tournament; pure: parses a buffer, writes into a
 * buffer).  Columns (any order on import, case-insensitive):
 *   series,table,game   where the game is (game: 1..)
 *   contract   Wendish alte|gerufen|solo; Bavarian ruf|wenz|solo|geier|
 *              farbwenz|hochzeit|bettel|ramsch|thrown-in
 *   suit       eichel|gras|herz|schellen (Rufspiel: the called Sau; solos: trumps)
 *   called     Wendish gerufen: the called card (kreuz-as) or first-trick
 *   declarer   seat 1-4: the caller, the soloist, the first Alte (empty for Ramsch)
 *   partner    seat 1-4: Rufspiel/Hochzeit partner, the second Alte, the called one
 *   augen      the declaring party's card points 0-120 (empty: by result)
 *   result     won|lost (needed without augen)
 *   schneider,schwarz,tout,sie   0, 1 or empty
 *   doubled    0, 1 or empty: the throw-in double, derived from the thrown-in
 *              deals before the game (recomputed on import, A.5.4 point 3);
 *              x2 / x1: doubled / not doubled by hand (--doubled, --not-doubled)
 *   laufende   0-14;  lauf_side  mit|ohne|empty
 *   klopfer    0-4;   kontra  0-4 or kontra|re|sub|hirsch;  doublings  0-8 (Wendish)
 *   losers,jungfrau   Ramsch: seats as digits ("4", "14");  durchmarsch  a seat
 * Empty fields mean none / 0.  The rules of the game are checked by the
 * core (schgame.h) when the games are recorded. */
#ifndef SK_CSVSCH_H
#define SK_CSVSCH_H

#include <stddef.h>

#include "csvin.h"
#include "schgame.h"
#include "util.h"

#define CSVSCH_HEADER                                                                    \
    "series,table,game,contract,suit,called,declarer,partner,augen,result,schneider,"   \
    "schwarz,laufende,lauf_side,tout,sie,klopfer,kontra,doubled,doublings,losers,"       \
    "jungfrau,durchmarsch"

typedef struct csvsch_row {
    long line;
    int series, table, game;
    sch_game g;
} csvsch_row;

typedef struct csvsch_rows {
    csvsch_row *v;
    size_t n, cap;
} csvsch_rows;

/* Parse buf[0..len) into *out (appending; family fam) and every problem
 * into *errs.  SK_OK when none, else SK_INVALID. */
int csvsch_parse(const char *buf, size_t len, sch_family fam, csvsch_rows *out,
                 csvin_errors *errs);
void csvsch_rows_free(csvsch_rows *r);

/* One game from fields named as the columns (a form of the web's entry
 * from the table): get(ud, COLUMN) gives a field's value (NULL or "": none);
 * series, table and game are not asked.  SK_OK with *g, or SK_INVALID with
 * err naming the first field that is not understood, worded as the import. */
int csvsch_game(sch_family fam, const char *(*get)(void *ud, const char *col), void *ud,
                sch_game *g, sk_err *err);

/* The header line and one game, each ending in "\n". */
void csvsch_header(sk_buf *b);
void csvsch_write(sk_buf *b, int series, int table, int game, const sch_game *g);

#endif
