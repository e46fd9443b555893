/* rep_receipt.c - see rep_receipt.h.  Laid out twice like every PDF here:
 * a dry pass counts the pages, then the real one draws. */
#include "rep_receipt.h"
#include "i18n.h"

#include <stdio.h>
#include <string.h>

#include "rep_pdf_int.h"

static const char *L(const pdf *p, const char *key)
{
    return rep_label(p->info->lang, key);
}

static void amount(const pdf *p, long long ct, char *buf, int n)
{
    rep_cell c = rep_cents(ct);
    rep_fmt_cell(&c, p->info->lang, buf, n);
}

static bool received(rep_receipt_kind k)
{
    return k == REP_RC_FEE || k == REP_RC_OVER;
}

static bool paid_out(rep_receipt_kind k)
{
    return k == REP_RC_REFUND || k == REP_RC_PRIZE;
}

void rep_receipt_totals(const rep_receipt *r, long long *in_ct, long long *out_ct)
{
    *in_ct = *out_ct = 0;
    for (int i = 0; i < r->nlines; i++) {
        if (received(r->lines[i].kind))
            *in_ct += r->lines[i].ct;
        else if (paid_out(r->lines[i].kind))
            *out_ct += r->lines[i].ct;
    }
}

static const char *kind_key(rep_receipt_kind k)
{
    static const char *const keys[] = {"receipt_fee",      "receipt_fee_owed", "receipt_fee_waived",
                                       "receipt_over",     "receipt_refund",   "receipt_donation",
                                       "receipt_prize",    "receipt_goods"};
    return (unsigned)k < sizeof keys / sizeof *keys ? keys[k] : "receipt_fee";
}

/* The date as the document's language writes it (03.10.2026). */
static const char *date_text(const pdf *p, const char *iso, char *buf, size_t n)
{
    if (!iso || strlen(iso) < 10) {
        snprintf(buf, n, "%s", "");
        return buf;
    }
    rep_doc d = *p->info;
    char day[11];
    snprintf(day, sizeof day, "%.10s", iso);
    d.date = day;
    return rpdf_doc_date(&d, buf, n);
}

static void receipt_page(pdf *p, const char *issuer, const rep_receipt *r)
{
    rpdf_new_page(p, false);
    rpdf_frame(p, L(p, "receipt_title"));
    const float m = 56, W = A4_W - 2 * m;
    float y = A4_H - 100;
    char buf[256], a1[48], a2[48];
    if (issuer && *issuer) {
        rpdf_text_shrink(p, true, 16, 10, C_BLACK, m, y, W * 0.65f, REP_LEFT, issuer);
        y -= 30;
    }
    rpdf_text(p, true, 28, C_ACCENT, m, y, W * 0.6f, REP_LEFT, L(p, "receipt_title"));
    snprintf(buf, sizeof buf, L(p, "receipt_no"), r->number ? r->number : "");
    rpdf_text(p, false, 11, C_BLACK, m + W * 0.6f, y, W * 0.4f, REP_RIGHT, buf);
    y -= 34;
    /* the event */
    rpdf_text(p, false, 10, C_GREY, m, y, 110, REP_LEFT, L(p, "receipt_event"));
    rpdf_text_shrink(p, true, 12, 8, C_BLACK, m + 110, y, W - 110, REP_LEFT,
                     p->info->tournament ? p->info->tournament : "");
    y -= 18;
    rpdf_text(p, false, 10, C_GREY, m, y, 110, REP_LEFT, L(p, "date"));
    rpdf_text(p, false, 12, C_BLACK, m + 110, y, W - 110, REP_LEFT, rpdf_doc_date(p->info, a1,
                                                                                   sizeof a1));
    y -= 18;
    /* the player */
    rpdf_text(p, false, 10, C_GREY, m, y, 110, REP_LEFT, L(p, "receipt_player"));
    if (r->start_no) {
        snprintf(a2, sizeof a2, L(p, "start_no_n"), r->start_no);
        snprintf(buf, sizeof buf, "%s (%s)", r->player ? r->player : "", a2);
    } else {
        snprintf(buf, sizeof buf, "%s", r->player ? r->player : "");
    }
    rpdf_text_shrink(p, true, 12, 8, C_BLACK, m + 110, y, W - 110, REP_LEFT, buf);
    if (r->club && *r->club) {
        y -= 16;
        rpdf_text_shrink(p, false, 11, 8, C_BLACK, m + 110, y, W - 110, REP_LEFT, r->club);
    }
    y -= 36;
    /* the lines: date, what, how, received, paid out */
    const float cw[5] = {72, W - 72 - 62 - 2 * 76, 62, 76, 76};
    const float cx[5] = {m, m + cw[0], m + cw[0] + cw[1], m + W - cw[3] - cw[4], m + W - cw[4]};
    rpdf_fill(p, m, y - 6, W, 20, C_HEAD_BG);
    const char *head[5] = {L(p, "date"), L(p, "receipt_what"), L(p, "receipt_how"),
                           L(p, "receipt_in"), L(p, "receipt_out")};
    for (int c = 0; c < 5; c++)
        rpdf_text(p, true, 10, C_BLACK, cx[c], y, cw[c], c >= 3 ? REP_RIGHT : REP_LEFT, head[c]);
    y -= 22;
    for (int i = 0; i < r->nlines; i++) {
        const rep_receipt_line *l = &r->lines[i];
        if (i % 2)
            rpdf_fill(p, m, y - 6, W, 20, C_ZEBRA);
        rpdf_text(p, false, 10, C_BLACK, cx[0], y, cw[0], REP_LEFT, date_text(p, l->date, a1,
                                                                              sizeof a1));
        const char *what = L(p, kind_key(l->kind));
        if (l->kind == REP_RC_GOODS) {
            snprintf(buf, sizeof buf, "%s: %s", what, l->goods ? l->goods : "");
            what = buf;
        } else if (l->kind == REP_RC_DONATION || l->kind == REP_RC_FEE_OWED ||
                   l->kind == REP_RC_FEE_WAIVED) {
            amount(p, l->ct, a2, sizeof a2);
            snprintf(buf, sizeof buf, "%s: %s", what, a2);
            what = buf;
        }
        rpdf_text_shrink(p, false, 10, 7, C_BLACK, cx[1], y, cw[1], REP_LEFT, what);
        if (received(l->kind) || paid_out(l->kind))
            rpdf_text(p, false, 10, C_BLACK, cx[2], y, cw[2], REP_LEFT,
                      L(p, l->transfer ? "receipt_transfer" : "receipt_cash"));
        amount(p, l->ct, a2, sizeof a2);
        if (received(l->kind))
            rpdf_text(p, false, 10, C_BLACK, cx[3], y, cw[3], REP_RIGHT, a2);
        else if (paid_out(l->kind))
            rpdf_text(p, false, 10, C_BLACK, cx[4], y, cw[4], REP_RIGHT, a2);
        y -= 20;
        if (y < 200) { /* a receipt of many lines goes on */
            rpdf_new_page(p, false);
            rpdf_frame(p, L(p, "receipt_title"));
            y = A4_H - 100;
        }
    }
    rpdf_line(p, m, y + 12, m + W, y + 12, 0.8f, C_BLACK);
    long long in = 0, out = 0;
    rep_receipt_totals(r, &in, &out);
    amount(p, in, a1, sizeof a1);
    amount(p, out, a2, sizeof a2);
    rpdf_text(p, true, 11, C_BLACK, cx[1], y - 4, cw[1] + cw[2], REP_LEFT, L(p, "receipt_total"));
    rpdf_text(p, true, 11, C_BLACK, cx[3], y - 4, cw[3], REP_RIGHT, a1);
    rpdf_text(p, true, 11, C_BLACK, cx[4], y - 4, cw[4], REP_RIGHT, a2);
    y -= 40;
    /* the sentence a receipt says */
    snprintf(buf, sizeof buf, L(p, "receipt_received"), a1, r->player ? r->player : "");
    rpdf_text_lines(p, false, 11, 8, C_BLACK, m, y, 15, W, REP_LEFT, buf, 3);
    y -= 18;
    if (out) {
        snprintf(buf, sizeof buf, L(p, "receipt_paid"), a2, r->player ? r->player : "");
        rpdf_text_lines(p, false, 11, 8, C_BLACK, m, y, 15, W, REP_LEFT, buf, 3);
    }
    /* the signatures */
    float sy = 150;
    rpdf_line(p, m, sy, m + W * 0.42f, sy, 0.6f, C_BLACK);
    rpdf_line(p, m + W * 0.58f, sy, m + W, sy, 0.6f, C_BLACK);
    rpdf_text(p, false, 9, C_GREY, m, sy - 14, W * 0.42f, REP_LEFT, L(p, "receipt_place_date"));
    rpdf_text(p, false, 9, C_GREY, m + W * 0.58f, sy - 14, W * 0.42f, REP_LEFT,
              L(p, "receipt_sign"));
}

static void pass(pdf *p, const char *issuer, const rep_receipt *v, int n)
{
    for (int i = 0; i < n; i++)
        receipt_page(p, issuer, &v[i]);
}

int rep_pdf_receipts(const char *path, const rep_doc *doc, const char *issuer,
                     const rep_receipt *v, int n, sk_err *err)
{
    if (n < 1)
        return sk_err_set(err, SK_INVALID, _("no receipt to print"));
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    p.dry = true;
    do
        pass(&p, issuer, v, n);
    while (rpdf_again(&p));
    return rpdf_save(&p, path);
}
