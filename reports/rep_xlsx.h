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

/* The same, streamed (memory flat in the number of rows):
 *   rep_xlsx_open -> (rep_xlsx_add_table | rep_xlsx_begin_sheet +
 *   rep_xlsx_row...)... -> rep_xlsx_close (or rep_xlsx_abort).
 * The handle keeps err (caller-owned, must outlive the handle) and stops at
 * the first error: later calls return it, rep_xlsx_close then removes the
 * temp file and returns it.  stderr is redirected to a capture file from
 * open to close/abort (print nothing in between).  cols passed to
 * begin_sheet must stay valid until the next begin_sheet / close; widths
 * there: characters (0: 10).  rep_xlsx_row takes ncols cells. */
typedef struct rep_xlsx rep_xlsx;
int rep_xlsx_open(const char *path, rep_xlsx **out, sk_err *err);
int rep_xlsx_add_table(rep_xlsx *x, const rep_table *t);
int rep_xlsx_begin_sheet(rep_xlsx *x, const char *title, int ncols, const rep_col *cols);
int rep_xlsx_row(rep_xlsx *x, const rep_cell *cells);
/* Finish: SK_OK when the file is in place; otherwise the first error. */
int rep_xlsx_close(rep_xlsx *x);
/* Give up: nothing is written; x is freed. */
void rep_xlsx_abort(rep_xlsx *x);

#endif
