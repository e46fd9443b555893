/* cashlog.c - the cash desk page's logs (issue 39): the bank transfers
 * `cashier import` booked (date, who paid, the amount, the registration
 * and its code, the purpose) and the mails `register mail` sent (when, to
 * whom, with the GiroCode or not).  Plain reads of db/. */
#include "webday.h"

#include <stdio.h>
#include <string.h>

#include "db_bank.h"
#include "db_day.h"
#include "db_mail.h"
#include "html.h"
#include "money.h"
#include "text.h"

static const db_prereg *reg_of(const db_prereg *v, size_t n, int64_t id)
{
    for (size_t i = 0; i < n; i++)
        if (v[i].id == id)
            return &v[i];
    return NULL;
}

/* A log's heading with its count; none: what to do, and false. */
static bool head(sk_buf *b, const char *id, const char *title, size_t n, const char *none)
{
    sk_buf_printf(b, "<h2 id=\"%s\">%s <small>(%zu)</small></h2>\n", id, title, n);
    if (!n)
        sk_buf_printf(b, "<p>%s</p>\n", none);
    return n > 0;
}

static void bank_table(sk_buf *b, web_lang l, const db_bank_line *bl, size_t nb,
                       const db_prereg *regs, size_t nr)
{
    if (!head(b, "bank", L(l, "Bank transfers booked", "Gebuchte Überweisungen"), nb,
              L(l, "None yet: 'skatsheet cashier import FILE' books a statement.",
                "Noch keine: 'skatsheet cashier import DATEI' bucht einen Kontoauszug.")))
        return;
    long long sum = 0;
    sk_buf_printf(b, "<table class=\"bank\"><thead><tr><th>%s</th><th>%s</th><th>%s</th>"
                     "<th>%s</th><th class=\"num\">%s</th></tr></thead><tbody>",
                  L(l, "Booked", "Gebucht"), L(l, "Paid by", "Zahler"),
                  L(l, "Registration", "Anmeldung"), L(l, "Purpose", "Verwendungszweck"),
                  L(l, "Euros", "Euro"));
    for (size_t i = 0; i < nb; i++) {
        const db_prereg *r = reg_of(regs, nr, bl[i].reg_id);
        char date[32];
        sk_buf_add(b, "<tr><td>");
        html_esc(b, text_date_show(bl[i].booked, l == LANG_DE ? SK_LANG_DE : SK_LANG_EN, date,
                                   sizeof date));
        sk_buf_add(b, "</td><td>");
        html_esc(b, bl[i].name ? bl[i].name : "");
        sk_buf_add(b, "</td><td>");
        if (r) {
            html_esc(b, r->name);
            sk_buf_add(b, " <code>");
            html_esc(b, r->code);
            sk_buf_add(b, "</code>");
        }
        sk_buf_add(b, "</td><td>");
        html_esc(b, bl[i].purpose ? bl[i].purpose : "");
        sk_buf_printf(b, "</td><td class=\"num\" data-ct=\"%lld\">%s</td></tr>", bl[i].ct,
                      money_euro_text(bl[i].ct, (char[32]){0}, 32));
        sum += bl[i].ct;
    }
    sk_buf_printf(b, "</tbody><tfoot><tr><th colspan=\"4\">%s</th><td class=\"num\" "
                     "data-ct=\"%lld\">%s</td></tr></tfoot></table>\n",
                  L(l, "in all", "zusammen"), sum, money_euro_text(sum, (char[32]){0}, 32));
}

static void mail_table(sk_buf *b, web_lang l, const db_mail_entry *v, size_t n)
{
    if (!head(b, "mails", L(l, "Mails sent", "Verschickte Mails"), n,
              L(l, "None yet: 'skatsheet register mail' sends the codes.",
                "Noch keine: 'skatsheet register mail' verschickt die Codes.")))
        return;
    sk_buf_printf(b, "<table class=\"mails\"><thead><tr><th>%s</th><th>%s</th><th>%s</th>"
                     "<th>%s</th></tr></thead><tbody>",
                  L(l, "Sent", "Verschickt"), L(l, "Registration", "Anmeldung"),
                  L(l, "Address", "Adresse"), L(l, "With", "Mit"));
    for (size_t i = 0; i < n; i++) {
        char when[64];
        sk_local_time(v[i].sent, when, sizeof when);
        sk_buf_add(b, "<tr><td>");
        html_esc(b, when);
        sk_buf_add(b, "</td><td>");
        html_esc(b, v[i].name ? v[i].name : "");
        sk_buf_add(b, "</td><td>");
        html_esc(b, v[i].address ? v[i].address : "");
        sk_buf_printf(b, "</td><td>%s</td></tr>",
                      v[i].attachments > 1 ? L(l, "the code's QR code and the GiroCode",
                                               "QR-Code des Codes und GiroCode")
                                           : L(l, "the code's QR code", "QR-Code des Codes"));
    }
    sk_buf_add(b, "</tbody></table>\n");
}

void webday_cash_logs(sk_buf *b, const web_ctx *c, const ops_tour *t)
{
    sk_err err;
    sk_err_clear(&err);
    db_bank_line *bl = NULL;
    db_prereg *regs = NULL;
    db_mail_entry *ml = NULL;
    size_t nb = 0, nr = 0, nm = 0;
    int rc = db_bank_list(c->d, t->row.id, &bl, &nb, &err);
    if (rc == SK_OK)
        rc = db_prereg_list(c->d, t->row.id, true, &regs, &nr, &err);
    if (rc == SK_OK)
        rc = db_mail_log_list(c->d, t->row.id, &ml, &nm, &err);
    if (rc == SK_OK) {
        bank_table(b, c->lang, bl, nb, regs, nr);
        mail_table(b, c->lang, ml, nm);
    } else {
        sk_buf_add(b, "<p class=\"err\">");
        html_esc(b, err.msg);
        sk_buf_add(b, "</p>\n");
    }
    db_bank_lines_free(bl, nb);
    db_preregs_free(regs, nr);
    db_mail_entries_free(ml, nm);
}
