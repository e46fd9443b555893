/* housestand.h - the standings of a Skat tournament under house rules
 * (ops_house_standings_load, moneyview.h) as a report table: the main table
 * of `export pdf` and the standings sheets of `export xlsx` (ops: no
 * printing).  rules-house-schafkopf.md B.1, B.5. */
#ifndef SK_HOUSESTAND_H
#define SK_HOUSESTAND_H

#include "db_evening.h"
#include "moneyview.h"
#include "rep_table.h"

/* The rows of m in the order the list mode ranks them, the columns as
 * `standings` prints them: rank, player, no. (when a player has a start
 * number), Lachse (Bierlachs), the list total (Bierlachs: the current
 * round), Seeger-Fabian, won, lost; every figure a number cell.  title: the
 * table's title (caller-owned, e.g. "Standings" or "Series 2"); the cells
 * point into m (keep it until the table is written).  Free out's cols and
 * cells with ops_house_stand_table_free. */
void ops_house_stand_table(const ops_money *m, rep_lang lang, const char *title, rep_table *out);
void ops_house_stand_table_free(rep_table *t);

/* "House rules pub: minus list, ranked closest to 0 first" in lang (the
 * title of the PDF's standings table); into pool. */
const char *ops_house_stand_words(const ops_money *m, rep_lang lang, rep_pool *pool);

/* in with how far the standings are as three more columns (games
 * recorded, games expected, "provisional" or "complete": the columns the
 * standings CSV ends with), every game's standings sheet in the XLSX
 * (issue 29).  out's cells point into in's (keep in until out is written);
 * free out with ops_progress_table_free. */
void ops_progress_table(const rep_table *in, const db_progress_t *p, rep_lang lang,
                        rep_table *out);
void ops_progress_table_free(rep_table *t);

#endif
