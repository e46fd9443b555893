/* rep_table.h - the plain data the report writers take (no SQL, no I/O):
 * a generic table of text/number cells shared by the PDF and XLSX writers,
 * and the English/German labels of every report.
 *
 * Ownership: every struct here only points at caller-owned memory; the
 * writers copy nothing and keep nothing after they return.
 */
#ifndef SK_REP_TABLE_H
#define SK_REP_TABLE_H

#include <stdbool.h>

#include "util.h"

typedef enum rep_lang { REP_EN = 0, REP_DE = 1 } rep_lang;

/* Parse "en" or "de" (case-insensitive) into *out; false otherwise. */
bool rep_parse_lang(const char *s, rep_lang *out);

/* The label for key (e.g. "rank", "page_of", "passed") in lang; an unknown
 * key returns the key itself.  The pointer is static. */
const char *rep_label(rep_lang lang, const char *key);

typedef enum rep_align { REP_LEFT = 0, REP_RIGHT, REP_CENTER } rep_align;

typedef struct rep_col {
    const char *header;    /* column heading (UTF-8) */
    rep_align align;       /* numbers: REP_RIGHT */
    double width;          /* relative width (PDF: share of the line;
                              XLSX: column width in characters) */
    const char *formula;   /* XLSX only, may be NULL: a formula template for
                              every cell of this column, "{r}" standing for
                              the cell's 1-based spreadsheet row, e.g.
                              "=SUM(D{r}:F{r})"; the cell's number is its
                              cached value.  The PDF shows the number. */
} rep_col;

typedef enum rep_cell_kind { REP_CELL_EMPTY = 0, REP_CELL_TEXT, REP_CELL_NUM } rep_cell_kind;

typedef struct rep_cell {
    rep_cell_kind kind;
    const char *text;      /* REP_CELL_TEXT: UTF-8 (caller-owned) */
    long long num;         /* REP_CELL_NUM: an integer (points are integers) */
} rep_cell;

/* A table: ncols columns, nrows rows of ncols cells each (row-major). */
typedef struct rep_table {
    const char *title;     /* heading above the table (PDF) / sheet name
                              (XLSX); may be NULL */
    int ncols;
    const rep_col *cols;
    int nrows;
    const rep_cell *cells; /* nrows * ncols */
} rep_table;

/* Cell constructors for building tables. */
rep_cell rep_text(const char *s);
rep_cell rep_num(long long n);

/* Format n with a real minus sign (U+2212) when negative into buf. */
void rep_fmt_num(long long n, char *buf, int size);

/* Give a temp file from sk_make_temp (mode 0600) the mode a new file gets
 * (0666 minus the umask) before it is renamed into place. */
void rep_temp_mode(const char *tmp);

#endif
