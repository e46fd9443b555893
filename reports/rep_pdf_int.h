/* rep_pdf_int.h - the drawing of rep_pdf.c for the PDF writers of the
 * reports layer (rep_tablepdf.c, rep_standpdf.c, rep_sheetpdf.c,
 * rep_plan.c, rep_day.c): the document, its pages, text, lines, QR codes
 * and a table's score sheet.  Not for other layers. */
#ifndef SK_REP_PDF_INT_H
#define SK_REP_PDF_INT_H

#include <stdbool.h>

#include "rep_hpdf.h"
#include "rep_pdf.h"

#define A4_W 595.276f
#define A4_H 841.89f
/* the current page's size (portrait A4, or landscape for a wide table):
 * every drawing function has its pdf *p */
#define PAGE_W (p->pw)
#define PAGE_H (p->ph)
/* The page margins of the reports (left/right, the top line, the footer). */
#define MARGIN_X 48.0f
#define TOP_Y (PAGE_H - 40.0f)
#define FOOT_Y 40.0f
/* The row height of a list to fill in by hand: 6 mm and a little. */
#define SHEET_BLANK_ROW_H 17.1f

typedef struct rgb {
    float r, g, b;
} rgb;

static const rgb C_BLACK __attribute__((unused)) = {0, 0, 0};
static const rgb C_GREY __attribute__((unused)) = {0.45f, 0.45f, 0.45f};
static const rgb C_RULE __attribute__((unused)) = {0.55f, 0.55f, 0.55f};
static const rgb C_HEAD_BG __attribute__((unused)) = {0.86f, 0.89f, 0.93f};
static const rgb C_ZEBRA __attribute__((unused)) = {0.955f, 0.96f, 0.97f};
static const rgb C_DEALER_BG __attribute__((unused)) = {0.86f, 0.86f, 0.86f};
static const rgb C_LOST_BG __attribute__((unused)) = {0.99f, 0.87f, 0.87f};
static const rgb C_RED __attribute__((unused)) = {0.75f, 0.05f, 0.05f};
static const rgb C_ACCENT __attribute__((unused)) = {0.10f, 0.22f, 0.42f};

typedef struct pdf {
    HPDF_Doc doc;
    HPDF_Font reg, bold;
    HPDF_Page page;
    sk_err *err;
    bool dry;            /* layout pass: count pages, draw nothing */
    bool handwriting;    /* rows at least SHEET_BLANK_ROW_H (lists to fill in) */
    int page_no;         /* current page, 1-based */
    int npages;          /* total, known after the dry pass */
    const rep_doc *info;
    float pw, ph;        /* the current page's width and height */
} pdf;

/* Open a document (fonts loaded), p filled; SK_FAIL with err. */
int rpdf_open(pdf *p, const rep_doc *info, sk_err *err);
/* The two passes of a document with "Page i of n": the caller sets p->dry
 * and runs its pass in `do pass(p, ...); while (rpdf_again(p));`.  After the
 * dry pass (pages counted, nothing drawn) true with npages known, page_no
 * back at 0 and drawing on; after the drawing pass false. */
bool rpdf_again(pdf *p);
/* Write it to path atomically and free it. */
int rpdf_save(pdf *p, const char *path);
void rpdf_new_page(pdf *p, bool landscape);
/* The running header (tournament, what) and the footer "Page i of n". */
void rpdf_frame(pdf *p, const char *what);
/* The title block of a document's first page (the tournament, kind, the
 * series, the date); returns the y below it. */
float rpdf_title_block(pdf *p, const char *kind);
/* Text with its baseline at y within [x, x + w] (w 0: at x), cut with "…"
 * when too wide; _shrink: the size goes down to min_size first. */
void rpdf_text(pdf *p, bool bold, float size, rgb c, float x, float y, float w, rep_align al,
               const char *s);
void rpdf_text_shrink(pdf *p, bool bold, float size, float min_size, rgb c, float x, float y,
                      float w, rep_align al, const char *s);
float rpdf_text_width(pdf *p, bool bold, float size, const char *s);
/* The width of s on two lines at its best break (the whole width when it
 * has none). */
float rpdf_two_line_width(pdf *p, bool bold, float size, const char *s);
void rpdf_line(pdf *p, float x1, float y1, float x2, float y2, float width, rgb c);
void rpdf_rect(pdf *p, float x, float y, float w, float h, float width, rgb c);
void rpdf_fill(pdf *p, float x, float y, float w, float h, rgb c);
/* The colour of what is filled / stroked next (nothing in the dry pass). */
void rpdf_set_fill(pdf *p, rgb c);
void rpdf_set_stroke(pdf *p, rgb c);
/* data as a QR code (level M) filling the square at x, y of side size. */
void rpdf_qr(pdf *p, float x, float y, float size, const char *data);
/* One table's score sheet from a new page (rep_pdf_sheets' drawing). */
void rpdf_sheet(pdf *p, const rep_sheet *s, bool blank);
/* s within w: on one line at size when it fits, else on two lines
 * (baselines y2a, y2b) at size2, else shrunk down to min_size, only then
 * cut; y1 is the baseline of one line. */
void rpdf_text_fit2(pdf *p, bool bold, float size, float size2, float min_size, rgb c, float x,
                    float y1, float y2a, float y2b, float w, rep_align al, const char *s);
/* s on up to max lines from the baseline y down by lead, in smaller type
 * down to min_size when needed; returns the lines used. */
int rpdf_text_lines(pdf *p, bool bold, float size, float min_size, rgb c, float x, float y,
                    float lead, float w, rep_align al, const char *s, int max);
/* The lines s needs within w at size (more than max when it does not fit
 * on max lines even at min_size). */
int rpdf_lines_for(pdf *p, bool bold, float size, float min_size, const char *s, float w, int max);
/* The document's date as its language writes it (24.11.2026), "" none. */
const char *rpdf_doc_date(const rep_doc *d, char *buf, size_t n);
/* The label key in the document's language (rep_label). */
const char *rpdf_label(const pdf *p, const char *key);
/* Does s need two lines within w (wider than w on one line at size)? */
bool rpdf_needs_two(pdf *p, bool bold, float size, const char *s, float w);
bool rpdf_failed(const pdf *p);

#endif
