/* rep_standpdf.c - the standings PDF (rep_pdf_standings and
 * rep_pdf_standings_money of rep_pdf.h): the ranking with its teams, the
 * settlement, the score chart and the statistics page, drawn with
 * rep_pdf_int.h and rep_tablepdf.h. */
#include "rep_pdf.h"
#include "rep_pdf_int.h"
#include "rep_tablepdf.h"
#include "i18n.h"

#include <math.h>
#include <stdbool.h>

/* A nice tick step for a range (1, 2, 5 × 10^k) giving about n ticks. */
static double nice_step(double range, int n)
{
    if (range <= 0)
        return 1;
    double raw = range / n;
    double mag = pow(10, floor(log10(raw)));
    double f = raw / mag;
    double step = f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10;
    step *= mag;
    return step < 1 ? 1 : step;
}

static const rgb palette[] = {
    {0.12f, 0.30f, 0.62f}, {0.84f, 0.33f, 0.10f}, {0.17f, 0.57f, 0.24f},
    {0.65f, 0.12f, 0.55f}, {0.80f, 0.60f, 0.00f}, {0.00f, 0.55f, 0.60f},
    {0.55f, 0.35f, 0.20f}, {0.90f, 0.20f, 0.40f}, {0.35f, 0.35f, 0.35f},
    {0.45f, 0.60f, 0.00f},
};
#define NPALETTE ((int)(sizeof palette / sizeof palette[0]))

static void draw_chart(pdf *p, const rep_chart *ch)
{
    rpdf_new_page(p, false);
    rpdf_frame(p, ch->title);
    float w = PAGE_W - 2 * MARGIN_X;
    float y = TOP_Y - 34;
    rpdf_text(p, true, 15, C_ACCENT, MARGIN_X, y, w, REP_LEFT, ch->title);
    /* plot area */
    float px = MARGIN_X + 52, pw = w - 60;
    float ptop = y - 24, pbot = 290;
    float ph = ptop - pbot;
    long long lo = 0, hi = 0;
    for (int l = 0; l < ch->nlines; l++)
        for (int i = 0; i < ch->npoints; i++) {
            long long v = ch->lines[l].values[i];
            lo = v < lo ? v : lo;
            hi = v > hi ? v : hi;
        }
    double step = nice_step((double)(hi - lo), 7);
    double ymin = floor((double)lo / step) * step, ymax = ceil((double)hi / step) * step;
    if (ymax <= ymin)
        ymax = ymin + step;
    rpdf_fill(p, px, pbot, pw, ph, (rgb){0.985f, 0.985f, 0.99f});
    for (double v = ymin; v <= ymax + step / 2; v += step) {
        float yy = pbot + (float)((v - ymin) / (ymax - ymin)) * ph;
        rpdf_line(p, px, yy, px + pw, yy, v == 0 ? 0.9f : 0.3f, v == 0 ? C_GREY : C_RULE);
        char buf[40];
        rep_fmt_num((long long)v, buf, sizeof buf);
        rpdf_text(p, false, 7.5f, C_BLACK, px - 48, yy - 2.5f, 44, REP_RIGHT, buf);
    }
    int n = ch->npoints;
    for (int i = 0; i < n; i++) {
        float xx = px + (n > 1 ? pw * (float)i / (float)(n - 1) : 0);
        rpdf_line(p, xx, pbot, xx, pbot + ph, 0.3f, C_RULE);
        const char *lab = ch->x_labels ? ch->x_labels[i] : "";
        rpdf_text(p, false, 7.5f, C_BLACK, xx - 30, pbot - 11, 60, REP_CENTER, lab);
    }
    rpdf_rect(p, px, pbot, pw, ph, 0.8f, C_GREY);
    rpdf_text(p, true, 8.5f, C_BLACK, px, pbot - 26, pw, REP_CENTER, ch->x_title);
    /* y axis title, rotated */
    if (!p->dry && ch->y_title && *ch->y_title && sk_utf8_valid(ch->y_title)) {
        HPDF_Page_BeginText(p->page);
        HPDF_Page_SetFontAndSize(p->page, p->bold, 8.5f);
        float tw = rpdf_text_width(p, true, 8.5f, ch->y_title);
        HPDF_Page_SetTextMatrix(p->page, 0, 1, -1, 0, MARGIN_X, pbot + ph / 2 - tw / 2);
        HPDF_Page_ShowText(p->page, ch->y_title);
        HPDF_Page_EndText(p->page);
    }
    /* lines */
    for (int l = 0; l < ch->nlines && !p->dry; l++) {
        rgb c = palette[l % NPALETTE];
        rpdf_set_stroke(p, c);
        HPDF_Page_SetLineWidth(p->page, 1.6f);
        if (l >= NPALETTE)
            HPDF_Page_SetDash(p->page, (const HPDF_UINT16[]){4, 2}, 2, 0);
        for (int i = 0; i < n; i++) {
            float xx = px + (n > 1 ? pw * (float)i / (float)(n - 1) : 0);
            float yy = pbot + (float)(((double)ch->lines[l].values[i] - ymin) / (ymax - ymin)) * ph;
            if (i == 0)
                HPDF_Page_MoveTo(p->page, xx, yy);
            else
                HPDF_Page_LineTo(p->page, xx, yy);
        }
        HPDF_Page_Stroke(p->page);
        HPDF_Page_SetDash(p->page, NULL, 0, 0);
        rpdf_set_fill(p, c);
        for (int i = 0; i < n; i++) {
            float xx = px + (n > 1 ? pw * (float)i / (float)(n - 1) : 0);
            float yy = pbot + (float)(((double)ch->lines[l].values[i] - ymin) / (ymax - ymin)) * ph;
            HPDF_Page_Circle(p->page, xx, yy, 1.8f);
            HPDF_Page_Fill(p->page);
        }
        rpdf_set_fill(p, C_BLACK);
    }
    /* legend: two columns under the plot */
    float ly = pbot - 50, colw = w / 2;
    for (int l = 0; l < ch->nlines; l++) {
        float lx = MARGIN_X + (float)(l % 2) * colw;
        float yy = ly - (float)(l / 2) * 14;
        if (yy < FOOT_Y + 20)
            break;
        rgb c = palette[l % NPALETTE];
        rpdf_line(p, lx, yy + 3, lx + 18, yy + 3, 2, c);
        char buf[40];
        rep_fmt_num(ch->lines[l].values[n - 1], buf, sizeof buf);
        sk_buf s = {0};
        sk_buf_printf(&s, "%d. %s (%s)", l + 1, ch->lines[l].name ? ch->lines[l].name : "", buf);
        rpdf_text(p, false, 9, C_BLACK, lx + 24, yy, colw - 30, REP_LEFT, sk_buf_str(&s));
        sk_buf_free(&s);
    }
}

static void standings_pass(pdf *p, const rep_table *main, const rep_table *teams,
                           const rep_chart *chart, const rep_table *money,
                           const rep_table *payments, const rep_table *stats)
{
    p->page_no = 0;
    rpdf_new_page(p, false);
    rpdf_frame(p, rpdf_label(p, "standings"));
    float y = rpdf_title_block(p, rpdf_label(p, "standings"));
    y = rpdf_table_draw(p, main, y);
    if (teams)
        rpdf_table_draw(p, teams, y - 6);
    if (money) {
        rpdf_new_page(p, false);
        rpdf_frame(p, rpdf_label(p, "settlement"));
        y = rpdf_title_block(p, rpdf_label(p, "settlement"));
        y = rpdf_table_draw(p, money, y);
        if (payments && payments->nrows > 0)
            rpdf_table_draw(p, payments, y - 6);
    }
    if (chart && chart->npoints >= 2 && chart->nlines >= 1)
        draw_chart(p, chart);
    if (stats) { /* a page of its own, landscape when it is too wide */
        rpdf_new_page(p, !rpdf_table_fits_portrait(p, stats));
        rpdf_frame(p, stats->title);
        rpdf_table_draw(p, stats, TOP_Y - 24);
    }
}

int rep_pdf_standings_money(const char *path, const rep_doc *doc, const rep_table *main,
                            const rep_table *teams, const rep_chart *chart,
                            const rep_table *money, const rep_table *payments,
                            const rep_table *stats, sk_err *err)
{
    if (!main)
        return sk_err_set(err, SK_INVALID, _("standings PDF: no table given"));
    if (rpdf_table_check(main, "standings PDF", err) || rpdf_table_check(teams, "standings PDF", err) ||
        rpdf_table_check(money, "settlement PDF", err) || rpdf_table_check(payments, "settlement PDF", err) ||
        rpdf_table_check(stats, "standings PDF", err))
        return err->status;
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    p.dry = true;
    do
        standings_pass(&p, main, teams, chart, money, payments, stats);
    while (rpdf_again(&p));
    return rpdf_save(&p, path);
}

int rep_pdf_standings(const char *path, const rep_doc *doc, const rep_table *main,
                      const rep_table *teams, const rep_chart *chart, const rep_table *stats,
                      sk_err *err)
{
    return rep_pdf_standings_money(path, doc, main, teams, chart, NULL, NULL, stats, err);
}
