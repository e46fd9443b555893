/* schxlsx.h - the games of a Schafkopf tournament (Wendish and Bavarian)
 * as the lists book them, for `export xlsx` (issue 36): the sheet beside
 * the house-rules workbook's games sheet (housexlsx.h).  Ops: writes a
 * sheet into an open workbook, prints nothing. */
#ifndef SK_SCHXLSX_H
#define SK_SCHXLSX_H

#include "db.h"
#include "db_tournaments.h"
#include "rep_xlsx.h"
#include "schgame.h"

/* One sheet "Games" into xw, in lang, for every table of every drawn
 * series of t under s (each table loaded by schops_sheet_load, the source
 * of `sheet show`), one row per recorded game: series, table, game,
 * dealer, the contract as players say it (Tout and Sie in their own
 * column), the party, Augen, Laufende (Bavarian: as entered), Kontra/Re
 * (its word), Klopfer, Tout/Sie, the other extras as the list says them,
 * the value (signed for the declaring side), the result; then per seat 1-4
 * the player, the game's entry and the running total; then the money:
 * per seat the running total at the rate (cent_per_point, cent_per_unit)
 * while a rate is set, the Kasse after the game under the Wendish Kasse.
 * Figures are number cells, money cells numbers in a euro format
 * (REP_CELL_CENTS).  Errors: as schops_sheet_load, or the workbook's. */
int ops_sch_games_xlsx(db *d, const db_tournament *t, const sch_settings *s, rep_xlsx *xw,
                       rep_lang lang, sk_err *err);

#endif
