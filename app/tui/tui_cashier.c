/* tui_cashier.c - the cash desk in the TUI (ops_cashier_load: the figures
 * of `skatsheet cashier`, which agree with `money`): per player the fee
 * taken (paid, owed, waived), entry, fees, prize and balance, then the
 * totals and the Kasse; t the bank transfers `cashier import` booked, m
 * the mails `register mail` sent, p the players again. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cashier.h"
#include "db_bank.h"
#include "db_mail.h"
#include "text.h"
#include "money.h"
#include "tui_draw.h"
#include "tui_int.h"

static void tui_cashier_free(tui *t)
{
    if (t->cash) {
        ops_cashier_free(t->cash);
        free(t->cash);
        t->cash = NULL;
    }
    db_bank_lines_free(t->cash_bank, t->cash_nbank);
    db_mail_entries_free(t->cash_mail, t->cash_nmail);
    t->cash_bank = NULL;
    t->cash_mail = NULL;
    t->cash_nbank = t->cash_nmail = 0;
}

void tui_cashier_open(tui *t, tui_screen back)
{
    if (!tui_enter(t, SCR_CASHIER, back, true))
        return;
    t->cash_valid = false;
    t->cash_scroll = 0;
    t->cash_view = 0;
}

static void load(tui *t)
{
    tui_cashier_free(t);
    t->cash_msg[0] = '\0';
    sk_err err;
    sk_err_clear(&err);
    t->cash = xcalloc(1, sizeof *t->cash);
    int rc = ops_cashier_load(t->d, &t->tour, t->cash, &err);
    if (rc == SK_OK &&
        (db_bank_list(t->d, t->tour.row.id, &t->cash_bank, &t->cash_nbank, &err) != SK_OK ||
         db_mail_log_list(t->d, t->tour.row.id, &t->cash_mail, &t->cash_nmail, &err) != SK_OK)) {
        ops_cashier_free(t->cash);
        rc = SK_FAIL;
    }
    if (rc != SK_OK) {
        snprintf(t->cash_msg, sizeof t->cash_msg, "%.590s", err.msg);
        free(t->cash);
        t->cash = NULL;
    }
    t->cash_valid = true;
}

static void euro(sk_buf *b, long long ct, int w)
{
    char s[40];
    tui_cell(b, money_euro_text(ct, s, sizeof s), w, true);
}

/* The lines of the bank transfers (view 1) or the mails (view 2). */
static void log_draw(tui *t, int top, int h2)
{
    bool bank = t->cash_view == 1;
    size_t n = bank ? t->cash_nbank : t->cash_nmail;
    sk_buf h = {0};
    long long sum = 0;
    if (bank) {
        sk_buf_printf(&h, _("bank transfers booked (%zu):"), n);
        for (size_t i = 0; i < n; i++)
            sum += t->cash_bank[i].ct;
        sk_buf_printf(&h, _("  %s euros in all"), money_euro_text(sum, (char[32]){0}, 32));
    } else {
        sk_buf_printf(&h, _("mails sent (%zu):"), n);
    }
    tui_put(top - 1, 0, COLS, sk_buf_str(&h), A_BOLD, true);
    sk_buf_free(&h);
    tui_scroll_clamp(&t->cash_scroll, (int)n, h2);
    for (int i = 0; i < h2 && t->cash_scroll + i < (int)n; i++) {
        size_t k = (size_t)(t->cash_scroll + i);
        sk_buf b = {0};
        char d[64];
        if (bank) {
            const db_bank_line *l = &t->cash_bank[k];
            tui_cell(&b, text_date_show(l->booked, sk_lang_get(), d, sizeof d), 11, false);
            tui_cell(&b, l->name ? l->name : "", 24, false);
            euro(&b, l->ct, 10);
            sk_buf_add(&b, "  ");
            sk_buf_add(&b, l->purpose ? l->purpose : "");
        } else {
            const db_mail_entry *m = &t->cash_mail[k];
            sk_local_time(m->sent, d, sizeof d);
            tui_cell(&b, d, 17, false);
            tui_cell(&b, m->name ? m->name : "", 24, false);
            sk_buf_add(&b, m->address ? m->address : "");
            sk_buf_add(&b, m->attachments > 1 ? _(" (QR code and GiroCode)") : _(" (QR code)"));
        }
        tui_put(top + i, 0, COLS, sk_buf_str(&b), 0, true);
        sk_buf_free(&b);
    }
}

static void tui_cashier_draw(tui *t)
{
    if (!tui_fits(t, 60, 12))
        return;
    if (!t->cash_valid)
        load(t);
    char title[400];
    snprintf(title, sizeof title, _("%s - cash desk"), t->tour.row.name);
    tui_heading(title, _("Up/Down scroll   t bank transfers   m mails   p players   r reload   "
                     "Esc back"));
    if (!t->cash) {
        tui_put(3, 0, COLS, t->cash_msg, tui_attr_error(), true);
        return;
    }
    if (t->cash_view) {
        log_draw(t, 4, LINES - 5);
        return;
    }
    const ops_cashier *c = t->cash;
    sk_buf h = {0};
    tui_cell(&h, C_("column", "rank"), 5, true);
    sk_buf_add(&h, " ");
    tui_cell(&h, _("player"), 24, false);
    tui_cell(&h, C_("column", "fee"), 8, false);
    tui_cell(&h, C_("column", "entry"), 9, true);
    tui_cell(&h, C_("column", "fees"), 8, true);
    tui_cell(&h, C_("column", "prize"), 9, true);
    tui_cell(&h, C_("column", "balance"), 10, true);
    sk_buf_add(&h, "  ");
    sk_buf_add(&h, C_("column", "prize won"));
    tui_put(3, 0, COLS, sk_buf_str(&h), A_BOLD, true);
    sk_buf_free(&h);
    int top = 4, foot = 4, h2 = LINES - top - foot - 1;
    tui_scroll_clamp(&t->cash_scroll, (int)c->n, h2);
    for (int i = 0; i < h2 && t->cash_scroll + i < (int)c->n; i++) {
        const ops_cashier_row *r = &c->rows[t->cash_scroll + i];
        sk_buf b = {0};
        char rk[16];
        snprintf(rk, sizeof rk, r->rank ? "%d." : "-", r->rank);
        tui_cell(&b, rk, 5, true);
        sk_buf_add(&b, " ");
        tui_cell(&b, r->name, 24, false);
        tui_cell(&b, !r->has_fee ? "-" : r->waiting ? _("waiting") : r->state == DB_FEE_PAID ? _("paid")
                     : r->state == DB_FEE_OWED ? _("owed") : _("waived"), 8, false);
        euro(&b, r->entry_ct, 9);
        euro(&b, r->loss_fee_ct + r->passed_fee_ct, 8);
        euro(&b, r->prize_ct, 9);
        euro(&b, r->balance_ct, 10);
        sk_buf_add(&b, "  ");
        if (r->prize_goods)
            sk_buf_add(&b, r->prize_goods);
        if (r->prize_lot)
            sk_buf_add(&b, _(" (tie: by lot)"));
        tui_put(top + i, 0, COLS, sk_buf_str(&b), r->has_fee && r->state == DB_FEE_OWED
                                                       ? tui_attr_error() : 0, true);
        sk_buf_free(&b);
    }
    char line[600], e[6][32];
    int y = LINES - foot - 1;
    snprintf(line, sizeof line, _("entry fees due %s: paid %s (cash %s, transfer %s), owed %s, "
                                  "waived %s"),
             money_euro_text(c->due_ct, e[0], 32), money_euro_text(c->paid_ct, e[1], 32),
             money_euro_text(c->paid_cash_ct, e[2], 32),
             money_euro_text(c->paid_transfer_ct, e[3], 32), money_euro_text(c->owed_ct, e[4], 32),
             money_euro_text(c->waived_ct, e[5], 32));
    tui_put(y, 0, COLS, line, 0, true);
    snprintf(line, sizeof line, _("loss fees %s, prizes %s in money, %d in goods"),
             money_euro_text(c->loss_fees_ct, e[0], 32), money_euro_text(c->prizes_ct, e[1], 32),
             c->goods);
    tui_put(y + 1, 0, COLS, line, 0, true);
    if (c->held.n)
        snprintf(line, sizeof line, _("Kasse now %s (cash); at the end the organiser keeps %s, "
                                      "%s held for players never seated: Kasse %s"),
                 money_euro_text(c->kasse_ct, e[0], 32), money_euro_text(c->end_ct, e[1], 32),
                 money_euro_text(c->held.ct, e[2], 32), money_euro_text(c->kasse_end_ct, e[3], 32));
    else
        snprintf(line, sizeof line, _("Kasse now %s (cash); at the end the organiser keeps %s"),
                 money_euro_text(c->kasse_ct, e[0], 32), money_euro_text(c->end_ct, e[1], 32));
    tui_put(y + 2, 0, COLS, line, A_BOLD, true);
}

static void tui_cashier_key(tui *t, int k)
{
    switch (k) {
    case 'r':
        t->cash_valid = false;
        break;
    case 't': case 'm': case 'p':
        t->cash_view = k == 't' ? 1 : k == 'm' ? 2 : 0;
        t->cash_scroll = 0;
        break;
    default:
        tui_list_key(t, k, &t->cash_scroll, t->back[SCR_CASHIER]);
    }
}

const tui_screen_fns tui_cashier_screen = {tui_cashier_draw, tui_cashier_key, tui_cashier_free};
