/* rankreport.h - a computed ranking (rankview.h) as the PDF and XLSX
 * lists (issue 40; docs/rankings.md "Output"); its text, CSV and JSON:
 * rankout.h.  Every output of one ranking carries the same figures
 * (tests/rank/outputs.sh).  Ops: writes files, prints nothing. */
#ifndef SK_RANKREPORT_H
#define SK_RANKREPORT_H

#include <stdbool.h>

#include "rankout.h"
#include "rep_table.h"

/* Write ranking r (named `name`) as a PDF list or (xlsx) a workbook of
 * one sheet to path, in lang: rank, player, club, events, series, games,
 * (with a penalty) base and penalty, score, what the unranked lack.
 * Errors: the writers' (rep_pdf.h, rep_xlsx.h). */
int ops_ranking_write(const ops_ranking *r, const char *name, const char *path, bool xlsx,
                      rep_lang lang, sk_err *err);

#endif
