/* rep_plan.c - the seating plan and the self-registration poster as PDF
 * (rep_pdf.h), drawn with the primitives of rep_pdf_int.h. */
#include "rep_pdf.h"
#include "rep_pdf_int.h"
#include "i18n.h"

#include "namekey.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The entry code of table table_no in v[0..n), or NULL. */
static const rep_entry *entry_of(const rep_entry *v, int n, int table_no)
{
    for (int i = 0; v && i < n; i++)
        if (v[i].table_no == table_no && v[i].code)
            return &v[i];
    return NULL;
}

static bool any_url(const rep_entry *v, int n)
{
    for (int i = 0; v && i < n; i++)
        if (v[i].url)
            return true;
    return false;
}

/* ---- seating plan ---- */

#define PLAN_NAME_PT 16.0f
#define PLAN_NAME2_PT 14.0f   /* a name on two lines: never smaller */
#define PLAN_ROW_H 26.0f
#define PLAN_ROW_H2 40.0f
#define INDEX_PT 11.0f
#define INDEX_ROW_H 16.0f

/* The plan's layout: two columns of tables when every name fits one on a
 * line in large type, else one column as wide as the page (a name still
 * too long goes on two lines, never into small type); qr is the width a
 * table's QR code takes beside its rows (0: none). */
typedef struct plan_geom {
    int ncols;
    float colw, namew;
} plan_geom;

static plan_geom plan_geometry(pdf *p, const rep_plan_seat *seats, int nseats, float qr)
{
    plan_geom g;
    float widest = 0;
    for (int i = 0; i < nseats; i++) {
        const char *nm = seats[i].name ? seats[i].name : "";
        float w = sk_utf8_valid(nm) ? rpdf_text_width(p, true, PLAN_NAME_PT, nm) : 0;
        widest = w > widest ? w : widest;
    }
    g.ncols = 2;
    g.colw = (PAGE_W - 2 * MARGIN_X - 20) / 2;
    g.namew = g.colw - qr - 34 - 52;
    if (widest > g.namew) {
        g.ncols = 1;
        g.colw = PAGE_W - 2 * MARGIN_X;
        g.namew = g.colw - qr - 34 - 60;
    }
    return g;
}

static float plan_row_h(pdf *p, const plan_geom *g, const rep_plan_seat *st)
{
    const char *nm = st->name ? st->name : "";
    return rpdf_needs_two(p, true, PLAN_NAME_PT, nm, g->namew) ? PLAN_ROW_H2 : PLAN_ROW_H;
}

/* A new plan page with its heading (what: the plan or the index); note: a
 * line at the right of the tournament name, or NULL. */
static float plan_page(pdf *p, int series, const char *what, const char *note)
{
    char buf[128];
    rpdf_new_page(p, false);
    snprintf(buf, sizeof buf, rpdf_label(p, "series_n"), series);
    rpdf_frame(p, rpdf_label(p, "plan_title"));
    sk_buf t = {0};
    sk_buf_printf(&t, "%s \xe2\x80\x93 %s", what, buf);
    rpdf_text(p, true, 26, C_ACCENT, MARGIN_X, TOP_Y - 40, PAGE_W - 2 * MARGIN_X, REP_LEFT,
         sk_buf_str(&t));
    sk_buf_free(&t);
    rpdf_text(p, false, 13, C_BLACK, MARGIN_X, TOP_Y - 60, PAGE_W - 2 * MARGIN_X, REP_LEFT,
         p->info->tournament);
    if (note)
        rpdf_text(p, false, 9, C_GREY, MARGIN_X, TOP_Y - 60, PAGE_W - 2 * MARGIN_X, REP_RIGHT, note);
    float y = TOP_Y - 76;
    rpdf_line(p, MARGIN_X, y, PAGE_W - MARGIN_X, y, 1.2f, C_ACCENT);
    return y - 16;
}

typedef struct index_entry {
    char *key;
    const rep_plan_seat *seat;
} index_entry;

static int cmp_index(const void *a, const void *b)
{
    const index_entry *x = a, *y = b;
    int c = strcmp(x->key, y->key);
    if (!c)
        c = strcmp(x->seat->name ? x->seat->name : "", y->seat->name ? y->seat->name : "");
    if (!c)
        c = x->seat->table_no - y->seat->table_no;
    return c;
}

/* The alphabetical index: every name with its table and seat, in one or
 * two columns (two when the longest line fits half the page). */
static void plan_index(pdf *p, int series, const rep_plan_seat *seats, int nseats)
{
    index_entry *e = xcalloc((size_t)nseats, sizeof *e);
    float widest = 0, tsw = 0;
    char buf[128];
    for (int i = 0; i < nseats; i++) {
        e[i] = (index_entry){namekey_sort(seats[i].name), &seats[i]};
        const char *nm = seats[i].name ? seats[i].name : "";
        float w = sk_utf8_valid(nm) ? rpdf_text_width(p, false, INDEX_PT, nm) : 0;
        widest = w > widest ? w : widest;
        snprintf(buf, sizeof buf, rpdf_label(p, "table_seat"), seats[i].table_no, seats[i].seat);
        w = rpdf_text_width(p, true, INDEX_PT, buf);
        tsw = w > tsw ? w : tsw;
    }
    qsort(e, (size_t)nseats, sizeof *e, cmp_index);
    int ncols = widest + tsw + 16 <= (PAGE_W - 2 * MARGIN_X - 24) / 2 ? 2 : 1;
    float colw = ncols == 2 ? (PAGE_W - 2 * MARGIN_X - 24) / 2 : PAGE_W - 2 * MARGIN_X;
    float top = plan_page(p, series, rpdf_label(p, "plan_index"), NULL), y = top;
    int col = 0;
    for (int i = 0; i < nseats; i++) {
        if (y - INDEX_ROW_H < FOOT_Y + 20) {
            if (col + 1 < ncols) {
                col++;
            } else {
                top = plan_page(p, series, rpdf_label(p, "plan_index"), NULL);
                col = 0;
            }
            y = top;
        }
        float x = MARGIN_X + (float)col * (colw + 24);
        if (i % 2 == 1)
            rpdf_fill(p, x, y - INDEX_ROW_H, colw, INDEX_ROW_H, C_ZEBRA);
        snprintf(buf, sizeof buf, rpdf_label(p, "table_seat"), e[i].seat->table_no, e[i].seat->seat);
        rpdf_text(p, true, INDEX_PT, C_BLACK, x + colw - tsw - 4, y - 12, tsw, REP_RIGHT, buf);
        rpdf_text(p, false, INDEX_PT, C_BLACK, x + 4, y - 12, colw - tsw - 16, REP_LEFT,
             e[i].seat->name ? e[i].seat->name : "");
        y -= INDEX_ROW_H;
    }
    for (int i = 0; i < nseats; i++)
        free(e[i].key);
    free(e);
}

static void plan_pass(pdf *p, int series, const rep_plan_seat *seats, int nseats,
                      const rep_entry *entries, int nentries)
{
    char buf[256];
    p->page_no = 0;
    const float qr_w = any_url(entries, nentries) ? 100 : 0;
    plan_geom g = plan_geometry(p, seats, nseats, qr_w);
    float colw = g.colw;
    const char *note = NULL;
    for (int i = 0; i < nentries && entries; i++)
        if (entries[i].code)
            note = rpdf_label(p, qr_w > 0 ? "plan_entry_qr" : "plan_entry");
    float ycol[2] = {0, 0};
    int col = 0;
    for (int i = 0; i < nseats;) {
        int tno = seats[i].table_no, cnt = 0;
        float rows_h = 0;
        while (i + cnt < nseats && seats[i + cnt].table_no == tno)
            rows_h += plan_row_h(p, &g, &seats[i + cnt++]);
        const rep_entry *en = entry_of(entries, nentries, tno);
        const float qr = en && en->url ? qr_w : 0;
        if (rows_h < qr)
            rows_h = qr;
        float bh = 30 + rows_h + 18;
        bool full0 = ycol[col] - bh < FOOT_Y + 20;
        bool full1 = g.ncols < 2 || col == 1 || ycol[1] - bh < FOOT_Y + 20;
        if (p->page_no == 0 || (full0 && full1)) {
            ycol[0] = ycol[1] = plan_page(p, series, rpdf_label(p, "plan_title"), note);
            col = 0;
        } else if (full0) {
            col = 1; /* fill the left column first, then the right one */
        }
        float x = MARGIN_X + (float)col * (colw + 20);
        float by = ycol[col];
        rpdf_fill(p, x, by - 30, colw, 30, C_ACCENT);
        snprintf(buf, sizeof buf, rpdf_label(p, "table_n"), tno);
        rpdf_text(p, true, 18, (rgb){1, 1, 1}, x + 10, by - 22, colw - 20, REP_LEFT, buf);
        if (en) /* the code alone: the page heading says what it is */
            rpdf_text(p, true, 13, (rgb){1, 1, 1}, x + colw - 110, by - 21, 100, REP_RIGHT,
                 en->code);
        float ry = by - 30;
        float roww = colw - qr;
        for (int k = 0; k < cnt; k++) {
            const rep_plan_seat *st = &seats[i + k];
            float rh = plan_row_h(p, &g, st);
            if (k % 2 == 1)
                rpdf_fill(p, x, ry - rh, roww, rh, C_ZEBRA);
            float mid = ry - rh / 2 - 6; /* one line's baseline, centred */
            snprintf(buf, sizeof buf, "%d", st->seat);
            rpdf_text(p, true, 16, C_GREY, x + 8, mid, 20, REP_CENTER, buf);
            rpdf_text_fit2(p, true, PLAN_NAME_PT, PLAN_NAME2_PT, PLAN_NAME2_PT, C_BLACK, x + 34,
                      mid, ry - 16, ry - 33, g.namew, REP_LEFT, st->name ? st->name : "");
            if (st->start_no > 0) {
                snprintf(buf, sizeof buf, "%s %d", rpdf_label(p, "start_no"), st->start_no);
                rpdf_text(p, false, 11, C_GREY, x + roww - 52, mid + 1, 46, REP_RIGHT, buf);
            }
            ry -= rh;
        }
        if (qr > 0)
            rpdf_qr(p, x + colw - qr + 2, by - 30 - qr + 2, qr - 4, en->url);
        ry = by - 30 - rows_h;
        rpdf_rect(p, x, ry, colw, by - ry, 0.8f, C_ACCENT);
        ycol[col] = ry - 18;
        i += cnt;
    }
    if (p->page_no == 0)
        plan_page(p, series, rpdf_label(p, "plan_title"), note);
    plan_index(p, series, seats, nseats);
}

int rep_pdf_plan(const char *path, const rep_doc *doc, int series, const rep_plan_seat *seats,
                 int nseats, const rep_entry *entries, int nentries, sk_err *err)
{
    if (nseats < 1 || !seats)
        return sk_err_set(err, SK_INVALID, _("seating plan: series %d has no seats"), series);
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    p.dry = true;
    do
        plan_pass(&p, series, seats, nseats, entries, nentries);
    while (rpdf_again(&p));
    return rpdf_save(&p, path);
}

/* ---- self-registration poster ---- */

int rep_pdf_poster(const char *path, const rep_doc *doc, const char *url, sk_err *err)
{
    if (!url || !*url)
        return sk_err_set(err, SK_INVALID, _("poster: the address of the registration page is "
                          "missing"));
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    rpdf_new_page(&p, false);
    const float w = A4_W - 2 * 50, x = 50;
    float y = A4_H - 90;
    rpdf_text_shrink(&p, true, 34, 14, C_ACCENT, x, y, w, REP_CENTER, doc->tournament);
    if (doc->date) {
        y -= 30;
        char date[32];
        rpdf_text(&p, false, 16, C_BLACK, x, y, w, REP_CENTER,
                  rpdf_doc_date(doc, date, sizeof date));
    }
    y -= 70;
    rpdf_text(&p, true, 44, C_BLACK, x, y, w, REP_CENTER, rpdf_label(&p, "poster_title"));
    const float qr = 340;
    y -= 30 + qr;
    rpdf_qr(&p, (A4_W - qr) / 2, y, qr, url);
    y -= 40;
    rpdf_text_shrink(&p, false, 16, 9, C_BLACK, x, y, w, REP_CENTER, rpdf_label(&p, "poster_scan"));
    y -= 24;
    rpdf_text_shrink(&p, false, 16, 9, C_BLACK, x, y, w, REP_CENTER, rpdf_label(&p, "poster_confirm"));
    y -= 44;
    rpdf_text(&p, false, 12, C_BLACK, x, y, w, REP_CENTER, rpdf_label(&p, "poster_or"));
    y -= 24;
    rpdf_text_shrink(&p, true, 20, 8, C_ACCENT, x, y, w, REP_CENTER, url);
    return rpdf_save(&p, path);
}
