/* rep_day.c - see rep_day.h.  Laid out twice like every PDF here: a dry
 * pass counts the pages (for "Page i of n"), then the real one draws. */
#include "rep_day.h"
#include "i18n.h"

#include <stdio.h>
#include <string.h>

#include "rep_pdf_int.h"
#include "rep_tablepdf.h"

static const char *L(const pdf *p, const char *key)
{
    return rep_label(p->info->lang, key);
}

/* ---- table cards ---- */

static void card_page(pdf *p, int series, const rep_card *c)
{
    rpdf_new_page(p, true);
    rpdf_frame(p, L(p, "cards_title"));
    const float W = PAGE_W, H = PAGE_H, m = 48;
    char buf[160];
    snprintf(buf, sizeof buf, L(p, "table_n"), c->table_no);
    float qr = c->url ? 250 : 0;
    float tw = W - 2 * m - (qr ? qr + 30 : 0);
    rpdf_text_shrink(p, true, 150, 40, C_ACCENT, m, H - 230, tw, REP_CENTER, buf);
    snprintf(buf, sizeof buf, L(p, "series_n"), series);
    rpdf_text(p, false, 36, C_BLACK, m, H - 300, tw, REP_CENTER, buf);
    float y = H - 350;
    for (int s = 0; s < c->size && s < 4; s++, y -= 26) {
        snprintf(buf, sizeof buf, "%d  %s", s + 1, c->names[s] ? c->names[s] : "");
        rpdf_text_shrink(p, false, 20, 10, C_BLACK, m + 40, y, tw - 80, REP_LEFT, buf);
    }
    if (qr) {
        float x = W - m - qr, qy = H - 120 - qr;
        rpdf_qr(p, x, qy, qr, c->url);
        if (c->code) {
            snprintf(buf, sizeof buf, L(p, "entry_code"), c->code);
            rpdf_text_shrink(p, true, 20, 12, C_BLACK, x - 40, qy - 26, qr + 80, REP_CENTER, buf);
        }
        /* the hint whole in every language: on up to three lines (issue 39:
         * the German was cut) */
        rpdf_text_lines(p, false, 13, 9, C_GREY, x - 20, qy - 48, 16, qr + 40, REP_CENTER,
                        L(p, "card_scan"), 3);
    } else if (c->code) {
        snprintf(buf, sizeof buf, L(p, "entry_code"), c->code);
        rpdf_text(p, true, 28, C_BLACK, m, 90, W - 2 * m, REP_CENTER, buf);
    }
}

/* ---- draw slips: 2 columns of 7 ---- */

#define SLIP_COLS 2
#define SLIP_ROWS 7

/* A new page of cards to cut: the frame with title and the
 * cutting lines of cols x rows cells of w x h between margin m, top and
 * bottom. */
static void cut_page(pdf *p, const char *title, int cols, int rows, float m, float top,
                     float bottom, float w, float h)
{
    rpdf_new_page(p, false);
    rpdf_frame(p, title);
    for (int c = 0; c <= cols; c++)
        rpdf_line(p, m + (float)c * w, bottom, m + (float)c * w, top, 0.3f, C_RULE);
    for (int r = 0; r <= rows; r++)
        rpdf_line(p, m, bottom + (float)r * h, m + (float)cols * w, bottom + (float)r * h, 0.3f,
                  C_RULE);
}

static void slip_pages(pdf *p, int series, const rep_slip *v, int n)
{
    const float m = 36, top = A4_H - 60, bottom = 50;
    const float w = (A4_W - 2 * m) / SLIP_COLS, h = (top - bottom) / SLIP_ROWS;
    for (int i = 0; i < n; i++) {
        int k = i % (SLIP_COLS * SLIP_ROWS);
        if (k == 0)
            cut_page(p, L(p, "slips_title"), SLIP_COLS, SLIP_ROWS, m, top, bottom, w, h);
        float x = m + (float)(k % SLIP_COLS) * w, y = top - (float)(k / SLIP_COLS) * h;
        char buf[200];
        rpdf_text_shrink(p, true, 15, 8, C_BLACK, x + 12, y - 26, w - 24, REP_LEFT, v[i].name);
        if (v[i].start_no) {
            snprintf(buf, sizeof buf, L(p, "start_no_n"), v[i].start_no);
            rpdf_text(p, false, 9, C_GREY, x + 12, y - 40, w - 24, REP_LEFT, buf);
        }
        snprintf(buf, sizeof buf, L(p, "slip_seat"), series, v[i].table_no, v[i].seat);
        rpdf_text_shrink(p, true, 20, 10, C_ACCENT, x + 12, y - h + 24, w - 24, REP_LEFT, buf);
    }
}

static void day_pass(pdf *p, int series, const rep_card *cards, int ncards, const rep_slip *slips,
                     int nslips, const rep_sheet *sheets, int nsheets, const rep_day_lists *lists)
{
    for (int i = 0; i < ncards && !rpdf_failed(p); i++)
        card_page(p, series, &cards[i]);
    slip_pages(p, series, slips, nslips);
    for (int i = 0; i < nsheets && !rpdf_failed(p); i++)
        rpdf_sheet(p, &sheets[i], true);
    p->handwriting = true; /* the lists are filled in by hand */
    for (int i = 0; lists && i < lists->n && !rpdf_failed(p); i++)
        rpdf_table_page(p, lists->kind, &lists->tables[i]);
    p->handwriting = false;
}

int rep_pdf_series_day(const char *path, const rep_doc *doc, int series, const rep_card *cards,
                       int ncards, const rep_slip *slips, int nslips, const rep_sheet *sheets,
                       int nsheets, const rep_day_lists *lists, sk_err *err)
{
    int nlists = lists ? lists->n : 0;
    if (ncards + nslips + nsheets + nlists < 1)
        return sk_err_set(err, SK_INVALID, _("series %d: nothing to print"), series);
    for (int i = 0; i < nsheets; i++)
        if (sheets[i].table_size != 3 && sheets[i].table_size != 4)
            return sk_err_set(err, SK_INVALID, _("score sheet: table %d has %d seats (3 or 4)"),
                              sheets[i].table_no, sheets[i].table_size);
    for (int i = 0; i < nlists; i++)
        if (rpdf_check_table(&lists->tables[i], err) != SK_OK)
            return err->status;
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    p.dry = true;
    do
        day_pass(&p, series, cards, ncards, slips, nslips, sheets, nsheets, lists);
    while (rpdf_again(&p));
    return rpdf_save(&p, path);
}

/* ---- personal codes ---- */

static void amount_text(const pdf *p, long long ct, char *buf, int n)
{
    rep_cell c = rep_cents(ct);
    rep_fmt_cell(&c, p->info->lang, buf, n);
}

/* One slip of a code in the box at x, y (top left), w x h: the name, the
 * code's QR code and the code below it on the left, the GiroCode with the
 * transfer's details on the right. */
static void code_slip(pdf *p, const rep_code_slip *s, float x, float y, float w, float h)
{
    (void)h;
    const float pad = 12, qr = 90, half = (w - 2 * pad) / 2;
    char buf[300];
    rpdf_text_shrink(p, true, 15, 8, C_BLACK, x + pad, y - 22, w - 2 * pad, REP_LEFT, s->name);
    if (s->club)
        rpdf_text_shrink(p, false, 9, 7, C_GREY, x + pad, y - 35, w - 2 * pad, REP_LEFT, s->club);
    float qy = y - 46 - qr;
    rpdf_text(p, false, 8, C_GREY, x + pad, y - 44, half, REP_CENTER, L(p, "code_yours"));
    rpdf_qr(p, x + pad + (half - qr) / 2, qy - 4, qr, s->qr);
    rpdf_text_shrink(p, true, 17, 10, C_ACCENT, x + pad, qy - 22, half, REP_CENTER, s->code);
    rpdf_text_shrink(p, false, 7, 5, C_BLACK, x + pad, qy - 36, half, REP_CENTER,
                     L(p, "code_scan"));
    if (!s->giro)
        return;
    float gx = x + pad + half;
    rpdf_text_shrink(p, false, 8, 5, C_GREY, gx, y - 44, half, REP_CENTER, L(p, "giro_title"));
    rpdf_qr(p, gx + (half - qr) / 2, qy - 4, qr, s->giro);
    char amt[64];
    amount_text(p, s->giro_ct, amt, sizeof amt);
    snprintf(buf, sizeof buf, L(p, "giro_amount"), amt);
    rpdf_text(p, true, 8, C_BLACK, gx, qy - 18, half, REP_CENTER, buf);
    snprintf(buf, sizeof buf, "%s: %s", L(p, "giro_payee"), s->payee ? s->payee : "");
    rpdf_text_shrink(p, false, 7, 5, C_BLACK, gx, qy - 29, half, REP_CENTER, buf);
    rpdf_text_shrink(p, false, 7, 5, C_BLACK, gx, qy - 39, half, REP_CENTER,
                     s->iban ? s->iban : "");
    snprintf(buf, sizeof buf, L(p, "giro_ref"), s->code);
    rpdf_text(p, false, 7, C_BLACK, gx, qy - 49, half, REP_CENTER, buf);
}

#define CODE_COLS 2
#define CODE_ROWS 3
#define LIST_ROWS 12

static void codes_pass(pdf *p, const rep_code_slip *v, int n, bool list)
{
    const float m = 36, top = A4_H - 60, bottom = 50;
    if (!list) {
        const float w = (A4_W - 2 * m) / CODE_COLS, h = (top - bottom) / CODE_ROWS;
        for (int i = 0; i < n; i++) {
            int k = i % (CODE_COLS * CODE_ROWS);
            if (k == 0)
                cut_page(p, L(p, "codes_title"), CODE_COLS, CODE_ROWS, m, top, bottom, w, h);
            code_slip(p, &v[i], m + (float)(k % CODE_COLS) * w, top - (float)(k / CODE_COLS) * h,
                      w, h);
        }
        return;
    }
    const float h = (top - bottom) / LIST_ROWS, qr = h - 8, w = A4_W - 2 * m;
    for (int i = 0; i < n; i++) {
        int k = i % LIST_ROWS;
        if (k == 0) {
            rpdf_new_page(p, false);
            rpdf_frame(p, L(p, "codes_title"));
        }
        float y = top - (float)k * h;
        rpdf_line(p, m, y - h, m + w, y - h, 0.3f, C_RULE);
        rpdf_qr(p, m, y - h + 4, qr, v[i].qr);
        rpdf_text_shrink(p, true, 13, 8, C_BLACK, m + qr + 12, y - 22, w * 0.45f, REP_LEFT,
                         v[i].name);
        if (v[i].club)
            rpdf_text_shrink(p, false, 9, 7, C_GREY, m + qr + 12, y - 36, w * 0.45f, REP_LEFT,
                             v[i].club);
        rpdf_text(p, true, 18, C_ACCENT, m + qr + 12 + w * 0.45f, y - 30, w * 0.55f - qr - 12,
                  REP_RIGHT, v[i].code);
    }
}

int rep_pdf_code_slips(const char *path, const rep_doc *doc, const rep_code_slip *v, int n,
                       bool list, sk_err *err)
{
    if (n < 1)
        return sk_err_set(err, SK_INVALID, _("no registration to print"));
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    p.dry = true;
    do
        codes_pass(&p, v, n, list);
    while (rpdf_again(&p));
    return rpdf_save(&p, path);
}
