/* rep_xlsx.h - XLSX workbooks with libxlsxwriter (no SQL, no printing).
 *
 * One worksheet per rep_table (rep_table.h): its title is the sheet name
 * (characters Excel forbids, []:*?/\, become '-'; cut to 31 characters;
 * made unique), row 1 the column headers (bold, frozen, with an
 * autofilter over the whole table), then the rows: REP_CELL_NUM cells are
 * numbers, never text; a column with a `formula` template gets that
 * formula in every row with the cell's number as its cached value, so a
 * spreadsheet shows the value before recalculating and can audit it.
 * Column widths come from rep_col.width (characters; 0: from the longest
 * header or cell, 6..50).
 *
 * The file is written atomically: a temp file next to path, renamed into
 * place on success; on failure nothing is left behind (an existing file at
 * path is untouched).  libxlsxwriter's own stderr messages are captured,
 * not shown: the first one ends up in err.  Returns SK_OK, SK_INVALID
 * (bad UTF-8, a string over 32767 bytes, too many rows/columns, no tables)
 * or SK_FAIL (I/O), with err filled.  Memory stays flat in the number of
 * rows (constant_memory mode).
 */
#ifndef SK_REP_XLSX_H
#define SK_REP_XLSX_H

#include "rep_table.h"
#include "util.h"

int rep_xlsx_write(const char *path, const rep_table *const *tables, int ntables, sk_err *err);

#endif
