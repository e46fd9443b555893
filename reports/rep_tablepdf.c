/* rep_tablepdf.c - report tables on PDF pages (rep_tablepdf.h): column
 * widths measured from the text, headings and names on two lines before
 * anything is cut, a long table going on over pages; rep_pdf_pages and
 * rep_pdf_pages_blank of rep_pdf.h.  Drawn with rep_pdf_int.h. */
#include "rep_pdf.h"
#include "rep_pdf_int.h"
#include "rep_tablepdf.h"
#include "i18n.h"

#include <stdbool.h>

#define ROW_H 15.0f        /* a row */
#define HEAD_H 18.0f       /* the header */
#define CELL_PT 9.0f       /* cell text */
#define CELL_PT2 8.0f      /* a cell's text on two lines */
#define HEAD_PT 8.5f       /* column headings */
#define HEAD_MIN_PT 6.5f   /* the smallest heading type */
#define CELL_PAD 8.0f      /* left + right padding of a cell */
#define ROW_H2 24.0f       /* a row with a two-line cell */
#define TITLE_LEAD 15.0f   /* the second line of a table title */
#define HEAD_H2 27.0f      /* a header with a two-line heading */
#define TABLE_W (PAGE_W - 2 * MARGIN_X)

/* The text a cell shows (numbers formatted) into num; returns it. */
static const char *cell_text(const pdf *p, const rep_cell *cell, char *num, int size)
{
    if (cell->kind == REP_CELL_TEXT)
        return cell->text ? cell->text : "";
    if (cell->kind == REP_CELL_EMPTY)
        return "";
    rep_fmt_cell(cell, p->info->lang, num, size);
    return num;
}

/* Column geometry from the text.  Every column first gets what its widest
 * cell and its heading need on one line.  When the page is narrower, step
 * by step: headings on two lines; then headings in smaller type; then the
 * text columns (names, clubs) on two lines; only then is text cut ("…").
 * At each step the columns get what that step needs and the space left is
 * shared in proportion to what they lack from the step before (so a name
 * goes on two lines only when its column truly has no room).  Returns the
 * step used (1: everything on one line, ... 5: cut). */
static int col_geometry(pdf *p, const rep_table *t, float *xs, float *ws)
{
    int nc = t->ncols;
    /* per column and step: 0 one line, 1 headings on two lines, 2 headings
     * in smaller type, 3 texts (names, clubs) on two lines too */
    float need[4][64], hint[64];
    float avail = TABLE_W, sum[4] = {0, 0, 0, 0}, sum_hint = 0;
    for (int c = 0; c < nc; c++) {
        const char *h = t->cols[c].header ? t->cols[c].header : "";
        bool hv = sk_utf8_valid(h);
        float hw = hv ? rpdf_text_width(p, true, HEAD_PT, h) : 0;
        float hw2 = hv ? rpdf_two_line_width(p, true, HEAD_PT, h) : 0;
        float hwmin = hv ? rpdf_two_line_width(p, true, HEAD_MIN_PT, h) : 0;
        float cw = 0, cw2 = 0;
        for (int r = 0; r < t->nrows; r++) {
            const rep_cell *cell = &t->cells[(size_t)r * (size_t)nc + (size_t)c];
            char num[40];
            const char *s = cell_text(p, cell, num, sizeof num);
            if (!*s || !sk_utf8_valid(s))
                continue;
            float w = rpdf_text_width(p, false, CELL_PT, s);
            cw = w > cw ? w : cw;
            float w2 = cell->kind == REP_CELL_TEXT ? rpdf_two_line_width(p, false, CELL_PT2, s) : w;
            cw2 = w2 > cw2 ? w2 : cw2;
        }
        need[0][c] = (cw > hw ? cw : hw) + CELL_PAD;
        need[1][c] = (cw > hw2 ? cw : hw2) + CELL_PAD;
        need[2][c] = (cw > hwmin ? cw : hwmin) + CELL_PAD;
        need[3][c] = (cw2 > hwmin ? cw2 : hwmin) + CELL_PAD;
        for (int k = 1; k < 4; k++)
            if (need[k][c] > need[k - 1][c])
                need[k][c] = need[k - 1][c];
        for (int k = 0; k < 4; k++)
            sum[k] += need[k][c];
        hint[c] = t->cols[c].width > 0 ? (float)t->cols[c].width : 1;
        sum_hint += hint[c];
    }
    int step = 0;
    while (step < 4 && sum[step] > avail)
        step++;
    if (step == 0) {
        for (int c = 0; c < nc; c++)
            ws[c] = need[0][c] + (avail - sum[0]) * hint[c] / sum_hint;
    } else if (step < 4) {
        float slack = avail - sum[step], want = sum[step - 1] - sum[step];
        for (int c = 0; c < nc; c++)
            ws[c] = need[step][c] +
                    (want > 0 ? slack * (need[step - 1][c] - need[step][c]) / want : 0);
    } else { /* no room: in proportion to the last step, texts cut */
        for (int c = 0; c < nc; c++)
            ws[c] = avail * need[3][c] / sum[3];
    }
    float x = MARGIN_X;
    for (int c = 0; c < nc; c++) {
        xs[c] = x;
        x += ws[c];
    }
    return step + 1;
}

/* Does t fit a portrait page with its headings and texts on at most two
 * lines (no heading shrunk, nothing cut)? */
bool rpdf_table_fits_portrait(pdf *p, const rep_table *t)
{
    float xs[64], ws[64], pw = p->pw, ph = p->ph;
    p->pw = A4_W;
    p->ph = A4_H;
    bool fits = col_geometry(p, t, xs, ws) <= 3;
    p->pw = pw;
    p->ph = ph;
    return fits;
}

static float header_height(pdf *p, const rep_table *t, const float *ws)
{
    for (int i = 0; i < t->ncols; i++) {
        const char *h = t->cols[i].header ? t->cols[i].header : "";
        if (rpdf_needs_two(p, true, HEAD_PT, h, ws[i] - 6))
            return HEAD_H2;
    }
    return HEAD_H;
}

static void table_header(pdf *p, const rep_table *t, const float *xs, const float *ws, float y,
                         float hh)
{
    rpdf_fill(p, MARGIN_X, y - hh, TABLE_W, hh, C_HEAD_BG);
    for (int i = 0; i < t->ncols; i++)
        rpdf_text_fit2(p, true, HEAD_PT, HEAD_PT, HEAD_MIN_PT, C_BLACK, xs[i] + 3, y - hh + 5.5f,
                  y - 11.5f, y - hh + 5.5f, ws[i] - 6, t->cols[i].align,
                  t->cols[i].header ? t->cols[i].header : "");
    rpdf_line(p, MARGIN_X, y - hh, PAGE_W - MARGIN_X, y - hh, 0.8f, C_ACCENT);
}

/* The height of row r: ROW_H, or ROW_H2 when a text cell needs two lines;
 * at least SHEET_BLANK_ROW_H on pages for handwriting. */
static float row_height(pdf *p, const rep_table *t, int r, const float *ws)
{
    float h = ROW_H;
    for (int c = 0; c < t->ncols; c++) {
        const rep_cell *cell = &t->cells[(size_t)r * (size_t)t->ncols + (size_t)c];
        if (cell->kind == REP_CELL_TEXT && cell->text &&
            rpdf_needs_two(p, false, CELL_PT, cell->text, ws[c] - CELL_PAD))
            h = ROW_H2;
    }
    return p->handwriting && h < SHEET_BLANK_ROW_H ? SHEET_BLANK_ROW_H : h;
}

/* Lay a table out from y on; continues on new pages with the header
 * repeated.  Returns the y below it. */
float rpdf_table_draw(pdf *p, const rep_table *t, float y)
{
    float xs[64], ws[64];
    col_geometry(p, t, xs, ws);
    float hh = header_height(p, t, ws);
    const float bottom = FOOT_Y + 22;
    /* the title (on two lines when it is long: a rule sentence is read,
     * not cut), the header and at least one row must fit */
    bool landscape = p->pw > p->ph;
    float th = 24 + TITLE_LEAD * (float)(rpdf_lines_for(p, true, 13, 11, t->title, TABLE_W, 2) - 1);
    if (y - th - hh - ROW_H2 < bottom) {
        rpdf_new_page(p, landscape);
        rpdf_frame(p, t->title);
        y = TOP_Y - 24;
    }
    if (t->title && *t->title) {
        int nl = rpdf_text_lines(p, true, 13, 11, C_ACCENT, MARGIN_X, y - 14, TITLE_LEAD, TABLE_W,
                            REP_LEFT, t->title, 2);
        y -= 24 + TITLE_LEAD * (float)(nl - 1);
    }
    table_header(p, t, xs, ws, y, hh);
    y -= hh;
    for (int r = 0; r < t->nrows; r++) {
        float rh = row_height(p, t, r, ws);
        if (y - rh < bottom) {
            rpdf_new_page(p, landscape);
            rpdf_frame(p, t->title);
            y = TOP_Y - 20;
            table_header(p, t, xs, ws, y, hh);
            y -= hh;
        }
        if (r % 2 == 1)
            rpdf_fill(p, MARGIN_X, y - rh, TABLE_W, rh, C_ZEBRA);
        for (int c = 0; c < t->ncols; c++) {
            const rep_cell *cell = &t->cells[(size_t)r * (size_t)t->ncols + (size_t)c];
            char num[40];
            const char *s = cell_text(p, cell, num, sizeof num);
            rpdf_text_fit2(p, false, CELL_PT, CELL_PT2, CELL_PT2, C_BLACK, xs[c] + 4,
                      y - rh + (rh - 6.5f) / 2, y - 10, y - 20, ws[c] - CELL_PAD,
                      t->cols[c].align, s);
        }
        y -= rh;
    }
    rpdf_line(p, MARGIN_X, y, PAGE_W - MARGIN_X, y, 0.6f, C_RULE);
    return y - 20;
}

int rpdf_table_check(const rep_table *t, const char *what, sk_err *err)
{
    if (!t)
        return SK_OK;
    if (t->ncols < 1 || t->ncols > 64 || !t->cols || t->nrows < 0 || (t->nrows > 0 && !t->cells))
        return sk_err_set(err, SK_INVALID, _("%s: a table needs 1 to 64 columns and its cells"),
                          what);
    return SK_OK;
}

/* One table from a new page under the title block of kind. */
static void table_page(pdf *p, const char *kind, const rep_table *t)
{
    rpdf_new_page(p, false);
    rpdf_frame(p, t->title);
    float y = rpdf_title_block(p, kind);
    rpdf_table_draw(p, t, y);
}

static void pages_pass(pdf *p, const char *kind, const rep_table *tables, int n)
{
    p->page_no = 0;
    for (int i = 0; i < n; i++)
        table_page(p, kind, &tables[i]);
}

static int pages_write(const char *path, const rep_doc *doc, const char *kind,
                       const rep_table *tables, int n, bool handwriting, sk_err *err)
{
    if (n < 1)
        return sk_err_set(err, SK_INVALID, _("PDF: no table to print"));
    for (int i = 0; i < n; i++)
        if (rpdf_table_check(&tables[i], "PDF", err))
            return err->status;
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    p.handwriting = handwriting;
    p.dry = true;
    do
        pages_pass(&p, kind, tables, n);
    while (rpdf_again(&p));
    return rpdf_save(&p, path);
}

int rep_pdf_pages(const char *path, const rep_doc *doc, const char *kind,
                  const rep_table *tables, int n, sk_err *err)
{
    return pages_write(path, doc, kind, tables, n, false, err);
}

int rep_pdf_pages_blank(const char *path, const rep_doc *doc, const char *kind,
                        const rep_table *tables, int n, sk_err *err)
{
    return pages_write(path, doc, kind, tables, n, true, err);
}

void rpdf_table_page(pdf *p, const char *kind, const rep_table *t)
{
    table_page(p, kind, t);
}

int rpdf_check_table(const rep_table *t, sk_err *err)
{
    return rpdf_table_check(t, "PDF", err) ? err->status : SK_OK;
}
