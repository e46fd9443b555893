/* rep_pdf.h - PDF reports with libharu: standings list (+ team ranking and
 * a chart page), the official-style score sheet (Spielliste) and the
 * seating plan.
 *
 * The writers take plain structs (no SQL) and write the file atomically
 * (temp file next to path, then rename): on any error nothing is left at
 * path (an existing file there stays untouched) and err says why.  All
 * strings are UTF-8; the fonts are DejaVu Sans (regular + bold) embedded
 * from /usr/share/fonts/truetype/dejavu.  Every writer returns SK_OK or
 * SK_FAIL (I/O, libharu) / SK_INVALID (malformed input: bad UTF-8, a table
 * without columns, ...), with err filled.  Nothing is printed.
 */
#ifndef SK_REP_PDF_H
#define SK_REP_PDF_H

#include <stdbool.h>

#include "rep_table.h"
#include "rules.h"
#include "util.h"

/* What every page header shows. */
typedef struct rep_doc {
    const char *tournament;   /* title */
    const char *date;         /* e.g. "2026-11-21"; may be NULL */
    const char *series_info;  /* e.g. "Series 1–3" / "Serie 2"; may be NULL */
    rep_lang lang;
} rep_doc;

/* One line of the chart: a player's cumulative total at each x point. */
typedef struct rep_chart_line {
    const char *name;
    const long long *values;  /* npoints values (the chart's npoints) */
} rep_chart_line;

/* The score progression chart: npoints x positions (e.g. start, after
 * series 1, after series 2, ...) labelled x_labels[i]; one polyline per
 * entry of lines.  x_title/y_title label the axes. */
typedef struct rep_chart {
    const char *title;
    const char *x_title, *y_title;
    int npoints;
    const char *const *x_labels;
    int nlines;
    const rep_chart_line *lines;
} rep_chart;

/* Write the standings: `main` (its title shown above it; a rank column
 * holds the ranks as given, shared ranks included), then `teams` when not
 * NULL (the team ranking), then a chart page when chart is not NULL and
 * has at least two points and one line.  Pages are laid out first, so
 * every footer says "Page i of n"; the column header repeats on every
 * page a table continues on. */
int rep_pdf_standings(const char *path, const rep_doc *doc, const rep_table *main,
                      const rep_table *teams, const rep_chart *chart, sk_err *err);

/* ---- score sheet (Spielliste) ---- */

typedef struct rep_sheet_row {
    int game_no;          /* 1.. */
    int dealer;           /* seat 1..table_size dealing this game */
    bool recorded;        /* false: not played/recorded yet (empty row) */
    bool passed;          /* eingepasst (declarer 0) */
    int declarer;         /* seat 1..table_size */
    rules_game g;         /* the game as entered */
    rules_outcome o;      /* its evaluation (value, score, won, overbid) */
    long long running;    /* the declarer's running total after this game */
} rep_sheet_row;

/* One seat's name and its Seeger block (rules.md 8/9). */
typedef struct rep_sheet_seat {
    const char *name;
    int start_no;         /* 0: none */
    long long game_points;
    int won, lost;
    long long won_lost_points;   /* 50 × (won − lost) */
    int others_lost;             /* games lost by the other players */
    long long others_points;     /* others_lost × 40 (3-table) / 30 (4-table) */
    long long total;
} rep_sheet_seat;

typedef struct rep_sheet {
    int series;           /* 1.. */
    int table_no;         /* 1.. */
    int table_size;       /* 3 or 4 */
    int series_games;     /* rows printed (48 / 36 / the tournament's length) */
    rep_sheet_seat seats[4];
    const rep_sheet_row *rows;  /* nrows rows (games so far), any order;
                                   game numbers 1..series_games */
    int nrows;
    int first_dealer;     /* seat dealing game 1 (for rows not given) */
} rep_sheet;

/* Write one A4 page per sheet.  blank: names, numbers and dealers only, no
 * games and an empty Seeger block (to hand out before a series). */
int rep_pdf_sheets(const char *path, const rep_doc *doc, const rep_sheet *sheets, int nsheets,
                   bool blank, sk_err *err);

/* ---- seating plan ---- */

typedef struct rep_plan_seat {
    int table_no;
    int seat;
    const char *name;
    int start_no;         /* 0: none */
} rep_plan_seat;

/* The seating plan of one series in large type: a block per table with its
 * seats, names and start numbers, in the order given (grouped by table). */
int rep_pdf_plan(const char *path, const rep_doc *doc, int series, const rep_plan_seat *seats,
                 int nseats, sk_err *err);

#endif
