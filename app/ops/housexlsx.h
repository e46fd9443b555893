/* housexlsx.h - the games of a Skat tournament under house rules as the
 * list books them, for `export xlsx` (issue 29 item 9; rules-house-
 * schafkopf.md Part B).  Ops: writes sheets into an open workbook, prints
 * nothing. */
#ifndef SK_HOUSEXLSX_H
#define SK_HOUSEXLSX_H

#include "db.h"
#include "db_tournaments.h"
#include "tour.h"
#include "rep_xlsx.h"

/* Two sheets into xw, in lang, for every table of every drawn series of t
 * (replayed by ops_house_table_load, the source of `sheet show`):
 *   Games: one row per recorded game: series, table, game, dealer,
 *     declarer, seat, contract (a Ramsch as "Ramsch"), matadors, flags,
 *     bid, card points, value, result (won, lost, overbid, Ramsch, passed),
 *     Kontra (its word), Bock (the factor when above 1), Ramsch (the Augen
 *     as the sheet writes them, a Grand Hand instead, a Ramsch-round game),
 *     the seats that lost a Lachs, then per seat 1-4: the player, the list
 *     entry booked under that seat (0: nothing) and the running total it
 *     reached (as `sheet show`); a seat a 3-table does not have is empty.
 *   Lists: per table and seat the list's totals as under `sheet show`:
 *     player, list (Bierlachs: this round), won, lost, Lachse,
 *     Seeger-Fabian.
 * Every figure is a number cell.  Errors: as ops_house_table_load, or the
 * workbook's (rep_xlsx). */
int ops_house_games_xlsx(db *d, const ops_tour *t, rep_xlsx *xw, rep_lang lang,
                         sk_err *err);

/* The three columns of seat (1-4) in a games sheet, c[0..2]: the player,
 * the list entry, the running total (headings kept in heads). */
void ops_xlsx_seat_cols(rep_col *c, rep_pool *heads, rep_lang lang, int seat);

#endif
