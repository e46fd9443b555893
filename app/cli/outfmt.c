/* outfmt.c - see outfmt.h */
#include "outfmt.h"
#include "text.h"

#include <stdio.h>
#include <string.h>

#include "csvout.h"
#include "i18n.h"
#include "held.h"
#include "money.h"
#include "second.h"

void outfmt_signed(char *buf, size_t n, int v)
{
    outfmt_signed_ll(buf, n, v);
}

void outfmt_signed_ll(char *buf, size_t n, long long v)
{
    text_signed(v, buf, n);
}

void outfmt_euro(char *buf, size_t n, long long ct)
{
    long long a = ct < 0 ? -ct : ct;
    /* German text writes the decimal comma (CSV/JSON/XLSX keep cents) */
    snprintf(buf, n, "%s%lld%c%02lld", ct < 0 ? "\u2212" : ct > 0 ? "+" : "", a / 100,
             sk_lang_get() == SK_LANG_DE ? ',' : '.', a % 100);
}

void outfmt_pad_signed(sk_buf *b, long long v, int width)
{
    char s[40];
    outfmt_signed_ll(s, sizeof s, v);
    sk_buf_pad(b, s, width, true);
}

void outfmt_pad_euro(sk_buf *b, long long ct, int width)
{
    char s[40];
    outfmt_euro(s, sizeof s, ct);
    sk_buf_pad(b, s, width, true);
}

void outfmt_pad_int(sk_buf *b, int v, int width)
{
    char num[32];
    snprintf(num, sizeof num, "%d", v);
    sk_buf_pad(b, num, width, true);
}

int outfmt_col_width(int min, const void *rows, size_t n, size_t size, size_t off)
{
    int w = min;
    for (size_t i = 0; i < n; i++) {
        const char *s = *(const char *const *)((const char *)rows + i * size + off);
        if (s && sk_utf8_width(s) > w)
            w = sk_utf8_width(s);
    }
    return w;
}

int outfmt_text_width(const char *s, int min)
{
    return sk_utf8_width(s) > min ? sk_utf8_width(s) : min;
}

void outfmt_csv_ranked(sk_buf *b, int rank, const char *name)
{
    sk_buf_printf(b, "%d,", rank);
    csvout_field(b, name, strlen(name));
}

void outfmt_put(sk_buf *b)
{
    fputs(sk_buf_str(b), stdout);
    sk_buf_free(b);
}

rep_lang outfmt_lang(const cli_args *a)
{
    (void)a; /* the global --lang chose the process language (main.c) */
    return sk_lang_get() == SK_LANG_DE ? REP_DE : REP_EN;
}

const char *outfmt_word(const char *ctxt, const char *const *words, const char *w)
{
    for (; *words; words++)
        if (strcmp(*words, w) == 0)
            return ctxt ? sk_trc(ctxt, *words) : sk_tr(*words);
    return w;
}

const char *outfmt_action(const char *action)
{
    static const char *const words[] = {N_("edit"), N_("delete"), N_("restore"), NULL};
    return outfmt_word(NULL, words, action);
}

void outfmt_second_note(sk_buf *b, const ops_second_state *s)
{
    for (size_t i = 0; s && i < s->n; i++) {
        const ops_second_pending *p = &s->v[i];
        sk_buf_printf(b, _("series %d does not count yet (both entries must hold every game "
                           "alike): games differing %d, in one entry only %d ('second show "
                           "--series %d')\n"),
                      p->series, p->different, p->only_first + p->only_second, p->series);
    }
}

void outfmt_held(sk_buf *b, const ops_held *h, long long kasse_end_ct)
{
    if (!h || (!h->n && !h->nwait))
        return;
    char e1[32], e2[32], e3[32];
    if (h->nwait)
        sk_buf_printf(b, _("waiting for the next series' draw (the fee is an entry fee, paid or "
                           "owed as everyone's): %s euros paid\n"),
                      money_euro_text(h->wait_ct, e1, sizeof e1));
    for (size_t i = 0; i < h->nwait; i++) {
        const ops_held_row *r = &h->wait[i];
        if (r->owed)
            sk_buf_printf(b, _("  %s  %s owed\n"), r->name, money_euro_text(r->ct, e1, sizeof e1));
        else
            sk_buf_printf(b, "  %s  %s %s", r->name, money_euro_text(r->ct, e1, sizeof e1),
                          r->transfer ? _("(transfer)\n") : _("(cash)\n"));
    }
    if (!h->n) {
        sk_buf_printf(b, _("Kasse at the end (what the organiser keeps and the fees of those "
                           "waiting): %s euros\n"), money_euro_text(kasse_end_ct, e1, sizeof e1));
        return;
    }
    sk_buf_printf(b, _("held for players never seated (no entry fee: to give back with 'cashier "
                       "refund NAME|CODE', or to keep): %s euros (cash %s, transfer %s)\n"),
                  money_euro_text(h->ct, e1, sizeof e1), money_euro_text(h->cash_ct, e2, sizeof e2),
                  money_euro_text(h->transfer_ct, e3, sizeof e3));
    for (size_t i = 0; i < h->n; i++) {
        const ops_held_row *r = &h->v[i];
        sk_buf_printf(b, "  %s  %s ", r->name, money_euro_text(r->ct, e1, sizeof e1));
        if (r->reg_id)
            sk_buf_printf(b, _("(transfer, registration #%lld not checked in)\n"),
                          (long long)r->reg_id);
        else
            sk_buf_add(b, r->transfer ? _("(transfer)\n") : _("(cash)\n"));
    }
    if (h->nwait)
        sk_buf_printf(b, _("Kasse at the end (what the organiser keeps, the fees of those waiting "
                           "and the money held): %s euros\n"),
                      money_euro_text(kasse_end_ct, e1, sizeof e1));
    else
        sk_buf_printf(b, _("Kasse at the end (what the organiser keeps and the money held): %s "
                           "euros\n"), money_euro_text(kasse_end_ct, e1, sizeof e1));
}

void outfmt_progress(sk_buf *b, const db_progress_t *p, int series)
{
    if (!p->provisional) {
        sk_buf_printf(b, _("all %d games recorded"), p->recorded);
        return;
    }
    sk_buf_printf(b, _("provisional: %d of %d games recorded"), p->recorded, p->expected);
    bool paren = false;
    if (p->incomplete == 1 && !series)
        sk_buf_printf(b, _(" (series %d incomplete"), p->first_incomplete), paren = true;
    else if (p->incomplete > 1)
        sk_buf_printf(b, _(" (%d series incomplete"), p->incomplete), paren = true;
    if (p->drawn < p->series)
        sk_buf_printf(b, sk_ntr("%s%d series not drawn yet", "%s%d series not drawn yet",
                                (unsigned long)(p->series - p->drawn)),
                      paren ? "; " : " (", p->series - p->drawn),
            paren = true;
    if (paren)
        sk_buf_add(b, ")");
}
