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
#include "sheet.h"
#include "util.h"

/* A table's entry code for `skatsheet serve` (seating plan, blank sheets). */
typedef struct rep_entry {
    int table_no;
    const char *code;         /* as printed, "K7QM-3XPA" */
    const char *url;          /* the table's page with the code (printed as a
                                 QR code); NULL: no base address known, the
                                 code is printed without a QR code */
} rep_entry;

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
 * has at least two points and one line, then `stats` from a new page when
 * not NULL (the statistics table).  Pages are laid out first, so
 * every footer says "Page i of n"; the column header repeats on every
 * page a table continues on. */
int rep_pdf_standings(const char *path, const rep_doc *doc, const rep_table *main,
                      const rep_table *teams, const rep_chart *chart, const rep_table *stats,
                      sk_err *err);

/* rep_pdf_standings with a settlement page (when money is not NULL) after
 * the standings: the money table, then the payments table below it (may
 * be NULL), under the title "Settlement" / "Abrechnung"; the statistics
 * page (stats, may be NULL) last. */
int rep_pdf_standings_money(const char *path, const rep_doc *doc, const rep_table *main,
                            const rep_table *teams, const rep_chart *chart,
                            const rep_table *money, const rep_table *payments,
                            const rep_table *stats, sk_err *err);

/* Write tables[0..n) each from a new A4 page (a table longer than a page
 * continues on the next), under the title block of `kind` (e.g. the
 * Schafkopf list of each table: "Schafkopf-Liste").  Footers say "Page i
 * of n". */
int rep_pdf_pages(const char *path, const rep_doc *doc, const char *kind,
                  const rep_table *tables, int n, sk_err *err);
/* The same for lists to fill in by hand: every row at least 6 mm high. */
int rep_pdf_pages_blank(const char *path, const rep_doc *doc, const char *kind,
                        const rep_table *tables, int n, sk_err *err);

/* ---- score sheet (Spielliste) ---- */

/* One table's sheet.  The rows, marks (passed, lost, overbid), dealers,
 * running totals and Seeger blocks come from sheet_compute (app/sheet.h);
 * the writer computes nothing itself. */
/* One game of a house list (a tournament with house rules, issue 17). */
typedef struct rep_house_row {
    unsigned booked;                  /* bit k: seat k+1 got an entry (or lost a Lachs) */
    int reached[SHEET_MAX_SEATS];     /* the running totals those seats reached */
    unsigned lachs;                   /* bit k: seat k+1 lost a Lachs */
    const char *marks;                /* "K B", "RR GH", ... (may be "") */
    const char *game;                 /* "grand with 1 hand, 75" / "Ramsch 45/40/35, skat 0" */
} rep_house_row;

/* A table's house list (instead of the tournament columns and the Seeger
 * block): rows[i] is game i + 1. */
typedef struct rep_house_sheet {
    const char *title;                /* "house rules pub: Bierlachs, a Lachs at 301" */
    int nrows;
    const rep_house_row *rows;
    bool bierlachs;                   /* the Lachse line */
    int total[SHEET_MAX_SEATS], won[SHEET_MAX_SEATS], lost[SHEET_MAX_SEATS];
    int lachse[SHEET_MAX_SEATS], seeger[SHEET_MAX_SEATS];
} rep_house_sheet;

typedef struct rep_sheet {
    int series;             /* 1.. */
    int table_no;           /* 1.. */
    int table_size;         /* 3 or 4 */
    int series_games;       /* rows printed (48 / 36 / the tournament's length) */
    int first_dealer;       /* seat dealing game 1 (blank sheets) */
    const char *names[SHEET_MAX_SEATS];  /* seat 1..size at index 0..size-1 */
    int start_no[SHEET_MAX_SEATS];       /* 0: none */
    const sheet *sh;        /* the computed sheet; NULL prints it blank */
    /* Optional, for the contract column: games[i] is the game numbered
     * i + 1 as entered (NULL: not known); array of series_games entries,
     * or NULL altogether.  outcomes likewise (for Schneider/Schwarz). */
    const rules_game *const *games;
    const rules_outcome *const *outcomes;
    /* Optional: the table's entry code, printed on a blank sheet (with its
     * QR code when it has a url). */
    const rep_entry *entry;
    /* Optional: the house list of the table (NULL: a tournament sheet). */
    const rep_house_sheet *house;
} rep_sheet;

/* Write one A4 page per sheet.  blank (or a sheet without sh): names,
 * numbers and dealers only (names may be NULL: a series not drawn yet), no
 * games and an empty Seeger block (to hand out before a series), with
 * rows at least 6 mm high for handwriting: such a sheet goes on over a
 * second page.  A lost game is marked by a frame and a letter (L / V), not
 * by its colour alone; names too wide for their column go on two lines. */
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
 * seats, names and start numbers, in the order given (grouped by table);
 * with the table's entry code (and QR code) when entries has one for it
 * (entries may be NULL); two columns of tables when every name fits one
 * in 16 pt, else one column as wide as the page, a name still too long on
 * two lines in 14 pt (never smaller); then an alphabetical index "name -
 * table, seat" (umlauts sorted with their base letter) from a new page. */
int rep_pdf_plan(const char *path, const rep_doc *doc, int series, const rep_plan_seat *seats,
                 int nseats, const rep_entry *entries, int nentries, sk_err *err);

/* ---- self-registration poster ---- */

/* One A4 page for the wall: the tournament (doc->tournament, doc->date),
 * "Register here", a QR code of url (the server's /register page) about
 * 12 cm wide, url as text and what happens next.  SK_INVALID for an empty
 * url. */
int rep_pdf_poster(const char *path, const rep_doc *doc, const char *url, sk_err *err);

#endif
