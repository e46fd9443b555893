/* statstable.h - the statistics (statsview) as a report table for the
 * XLSX sheet and the PDF page (ops: no printing). */
#ifndef SK_STATSTABLE_H
#define SK_STATSTABLE_H

#include <stdbool.h>

#include "rep_table.h"
#include "statsview.h"

/* The statistics as a report table: one row per player (one tournament: in
 * the order of its standings, as they rank; else by name), then the
 * totals row.  full (the XLSX sheet): every figure, won counts in their
 * own columns; else (the PDF page) the columns that fit one page.
 * Strings made go to pool; free out's cols and cells with
 * ops_stats_table_free. */
void ops_stats_table(const ops_stats *s, rep_lang lang, bool full, rep_pool *pool,
                     rep_table *out);
void ops_stats_table_free(rep_table *t);

#endif
