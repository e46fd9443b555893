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

#include "rules.h"
#include "util.h"

typedef enum rep_lang { REP_EN = 0, REP_DE = 1 } rep_lang;

/* Parse "en" or "de" (case-insensitive) into *out; false otherwise. */
bool rep_parse_lang(const char *s, rep_lang *out);

/* The label for key (e.g. "rank", "page_of", "passed") in lang; an unknown
 * key returns the key itself.  The pointer is static. */
const char *rep_label(rep_lang lang, const char *key);

/* The word for a Skat contract in lang ("clubs"/"Kreuz", ... "null"/"Null";
 * "?" outside the enum).  Static. */
const char *rep_contract_label(rep_lang lang, rules_contract c);
/* A game's flags in lang, "hand Schneider" (hand, ouvert, announcements,
 * the Schneider/Schwarz reached): the games sheet's Flags column.
 * malloc'd. */
char *rep_game_flags(const rules_game *g, const rules_outcome *o, rep_lang lang);

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

/* REP_CELL_STRUCK: an integer result that is struck (not counted, e.g. a
 * season's worst series): the PDF shows "(n)", the XLSX writes the number
 * with the format "(0);(-0)" and a struck-through font, so a spreadsheet can
 * still add it.  REP_CELL_HALVES: a value in half units (league points such
 * as 1.5), num holding twice the value: the PDF shows "1.5", the XLSX writes
 * the real number 1.5.  REP_CELL_HUNDREDTHS: a value with two decimals
 * (an average such as 83.20), num holding 100 times the value: the PDF
 * shows "83.20", the XLSX writes the number 83.2 with the format "0.00".
 * REP_CELL_TENTHS: one decimal (a statistic's average or percentage),
 * num holding 10 times the value: "55.7" ("55,7" in German), the XLSX the
 * number with the format "0.0". */
typedef enum rep_cell_kind {
    REP_CELL_EMPTY = 0,
    REP_CELL_TEXT,
    REP_CELL_NUM,
    REP_CELL_STRUCK,
    REP_CELL_HALVES,
    REP_CELL_HUNDREDTHS,
    REP_CELL_TENTHS,
    REP_CELL_CENTS         /* money: num cents; the PDF shows "12.34" ("12,34"
                              in German), the XLSX the number 12.34 in a euro
                              currency format */
} rep_cell_kind;

typedef struct rep_cell {
    rep_cell_kind kind;
    const char *text;      /* REP_CELL_TEXT: UTF-8 (caller-owned) */
    long long num;         /* REP_CELL_NUM, REP_CELL_STRUCK: an integer (points
                              are integers); REP_CELL_HALVES: twice the value;
                              REP_CELL_HUNDREDTHS: 100 times the value */
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
rep_cell rep_struck(long long n);
rep_cell rep_halves(long long twice);
rep_cell rep_hundredths(long long times100);
rep_cell rep_tenths(long long times10);
rep_cell rep_cents(long long ct);

/* Strings made while building a report (cell texts, column titles),
 * freed together.  Start from {0}. */
typedef struct rep_pool {
    char **v;
    size_t n, cap;
} rep_pool;

/* Take ownership of s (malloc'd) until rep_pool_free; returns s. */
const char *rep_pool_add(rep_pool *p, char *s);
/* Free every string taken and reset p to empty. */
void rep_pool_free(rep_pool *p);

/* The number a cell stands for (REP_CELL_HALVES: num / 2,
 * REP_CELL_HUNDREDTHS: num / 100, REP_CELL_TENTHS: num / 10); 0 for text and
 * empty cells. */
double rep_cell_value(const rep_cell *c);

/* The text the PDF shows for a number cell into buf: rep_fmt_num for
 * REP_CELL_NUM, "(n)" for REP_CELL_STRUCK, "n" or "n.5" for
 * REP_CELL_HALVES, "n.nn" for REP_CELL_HUNDREDTHS, "n.n" for REP_CELL_TENTHS
 * (a real minus sign when
 * negative; a decimal comma in German: "n,5", "n,nn"); "" otherwise. */
void rep_fmt_cell(const rep_cell *c, rep_lang lang, char *buf, int size);

/* Format n with a real minus sign (U+2212) when negative into buf. */
void rep_fmt_num(long long n, char *buf, int size);

#endif
