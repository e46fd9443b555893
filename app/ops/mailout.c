/* mailout.c - see mailout.h */
#include "mailout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "day.h"
#include "db_config.h"
#include "db_mail.h"
#include "entrycode.h"
#include "entrycodes.h"
#include "mailaddr.h"
#include "money.h"
#include "prereg.h"
#include "qrpng.h"
#include "smtp.h"
#include "text.h"

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* data in base64, lines of 76 characters (wrap) or one run (no wrap) */
static void base64(sk_buf *b, const unsigned char *p, size_t n, bool wrap)
{
    size_t col = 0;
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)p[i] << 16 | (i + 1 < n ? (unsigned)p[i + 1] << 8 : 0) |
                     (i + 2 < n ? p[i + 2] : 0);
        char q[4] = {b64[v >> 18 & 63], b64[v >> 12 & 63], i + 1 < n ? b64[v >> 6 & 63] : '=',
                     i + 2 < n ? b64[v & 63] : '='};
        sk_buf_addn(b, q, 4);
        col += 4;
        if (wrap && col >= 76 && i + 3 < n) {
            sk_buf_add(b, "\r\n");
            col = 0;
        }
    }
    if (wrap)
        sk_buf_add(b, "\r\n");
}

/* a header word as RFC 2047 wants non-ASCII (always encoded: nothing in
 * it can end the header) */
static void word(sk_buf *b, const char *s)
{
    sk_buf_add(b, "=?UTF-8?B?");
    base64(b, (const unsigned char *)s, strlen(s), false);
    sk_buf_add(b, "?=");
}

void ops_mail_message(sk_buf *out, const char *from_name, const char *from, const char *to_name,
                      const char *to, const char *subject, const char *text,
                      const ops_mail_png *png, int npng, const char *boundary)
{
    static const char *const wd[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char *const mo[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    sk_buf_add(out, "From: ");
    if (from_name && *from_name) {
        word(out, from_name);
        sk_buf_add(out, " ");
    }
    sk_buf_printf(out, "<%s>\r\nTo: ", from);
    word(out, to_name);
    sk_buf_printf(out, " <%s>\r\nSubject: ", to);
    word(out, subject);
    sk_buf_printf(out, "\r\nDate: %s, %02d %s %04d %02d:%02d:%02d +0000\r\n", wd[tm.tm_wday],
                  tm.tm_mday, mo[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min,
                  tm.tm_sec);
    sk_buf_printf(out, "Message-ID: <%s.%lld%s>\r\n", boundary, (long long)now, strchr(from, '@'));
    sk_buf_printf(out, "MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"%s\"\r\n"
                       "\r\nThis is a MIME message.\r\n", boundary);
    sk_buf_printf(out, "\r\n--%s\r\nContent-Type: text/plain; charset=UTF-8\r\n"
                       "Content-Transfer-Encoding: base64\r\n\r\n", boundary);
    sk_buf crlf = {0};
    for (const char *p = text; *p; p++)
        sk_buf_add(&crlf, *p == '\n' ? "\r\n" : (char[2]){*p, 0});
    base64(out, (const unsigned char *)crlf.s, crlf.len, true);
    sk_buf_free(&crlf);
    for (int i = 0; i < npng; i++) {
        sk_buf_printf(out, "\r\n--%s\r\nContent-Type: image/png; name=\"%s\"\r\n"
                           "Content-Disposition: attachment; filename=\"%s\"\r\n"
                           "Content-Transfer-Encoding: base64\r\n\r\n", boundary, png[i].file,
                      png[i].file);
        base64(out, (const unsigned char *)png[i].data, png[i].len, true);
    }
    sk_buf_printf(out, "\r\n--%s--\r\n", boundary);
}

typedef struct one {
    db_prereg *r;
    sk_buf msg;
    int pngs;
} one;

static int config(db *d, const char *key, char **v, sk_err *err)
{
    return db_config_get(d, key, v, err);
}

/* the text, subject and PNGs of r: into o->msg */
static int build(db *d, const ops_tour *t, const char *base, const char *from_name,
                 const char *from, one *o, sk_err *err)
{
    const db_prereg *r = o->r;
    char code[ENTRYCODE_LEN + 2];
    entrycode_format(r->code, code);
    char *url = ops_prereg_url(base, r->code);
    sk_buf qr = {0}, giro = {0}, payload = {0}, text = {0};
    int rc = io_qr_png(url ? url : code, 8, &qr, err);
    long long fee = 0;
    if (rc == SK_OK)
        rc = ops_day_fee(d, t, &fee, err);
    bool due = rc == SK_OK && fee - r->prepaid_ct > 0;
    if (rc == SK_OK && due)
        rc = ops_girocode(d, t, r, &payload, err);
    if (rc == SK_OK && due)
        rc = io_qr_png(payload.s, 6, &giro, err);
    if (rc == SK_OK) {
        char date[40] = "", money[32];
        if (t->row.date)
            text_date_show(t->row.date, sk_lang_get(), date, sizeof date);
        sk_buf_printf(&text, _("Hello %s,\n\n"), r->name);
        if (date[0])
            sk_buf_printf(&text, _("you are registered for '%s' on %s.\n"), t->row.name, date);
        else
            sk_buf_printf(&text, _("you are registered for '%s'.\n"), t->row.name);
        sk_buf_printf(&text, _("Your personal code: %s\n\n"), code);
        sk_buf_printf(&text, _("At the door, show the QR code of the attachment %s (on your "
                               "phone or printed) or tell us the code: it checks you in and "
                               "gives you your seat.\n"), "code.png");
        if (url)
            sk_buf_printf(&text, _("Your registration online: %s\n"), url);
        if (due)
            sk_buf_printf(&text, _("\nThe entry fee of %s euros is still open. Scan the GiroCode "
                                   "of the attachment %s with your bank's app, or transfer the "
                                   "fee with the reference %s.\n"),
                          money_euro_text(fee - r->prepaid_ct, money, sizeof money),
                          "girocode.png", code);
        sk_buf_printf(&text, _("\nSee you at the tables!\n"));
        char *subject = xasprintf(_("Your code for '%s': %s"), t->row.name, code);
        char *boundary = xasprintf("skatsheet-%s-%lld", r->code, (long long)r->id);
        ops_mail_png png[2] = {{"code.png", qr.s, qr.len}, {"girocode.png", giro.s, giro.len}};
        o->pngs = due ? 2 : 1;
        ops_mail_message(&o->msg, from_name, from, r->name, r->mail, subject, text.s, png,
                         o->pngs, boundary);
        free(subject);
        free(boundary);
    }
    free(url);
    sk_buf_free(&qr);
    sk_buf_free(&giro);
    sk_buf_free(&payload);
    sk_buf_free(&text);
    return rc;
}

int ops_mail_codes(db *d, const ops_tour *t, bool again, ops_mail_cb cb, void *ud,
                   ops_mail_done *done, sk_err *err)
{
    memset(done, 0, sizeof *done);
    char *url = NULL, *user = NULL, *pass = NULL, *tls = NULL, *from = NULL, *payee = NULL,
         *base = NULL;
    int rc = config(d, "smtp_url", &url, err);
    if (rc == SK_OK)
        rc = config(d, "smtp_user", &user, err);
    if (rc == SK_OK)
        rc = config(d, "smtp_password", &pass, err);
    if (rc == SK_OK)
        rc = config(d, "smtp_tls", &tls, err);
    if (rc == SK_OK)
        rc = config(d, "mail_from", &from, err);
    if (rc == SK_OK)
        rc = config(d, "payee", &payee, err);
    if (rc == SK_OK && (!url || !from))
        rc = sk_err_set(err, SK_INVALID, _("no mail server is configured: 'skatsheet config "
                        "smtp_url smtp://HOST:587' and 'skatsheet config mail_from ADDRESS' "
                        "(and 'smtp_user', 'smtp_password' where the server asks for a "
                        "login); nothing was sent"));
    if (rc == SK_OK)
        rc = mailaddr_check(_("mail_from"), from, err);
    if (rc == SK_OK && payee)
        rc = mailaddr_name_check(_("payee"), payee, err);
    if (rc == SK_OK)
        rc = ops_web_base_url(d, NULL, false, &base, err);
    db_prereg *v = NULL;
    size_t n = 0;
    if (rc == SK_OK)
        rc = ops_prereg_list(d, &t->row, false, &v, &n, err);
    one *todo = xmalloc((n ? n : 1) * sizeof *todo);
    size_t k = 0;
    /* everything checked and built before the first mail leaves */
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        if (v[i].state == DB_REG_REJECTED)
            continue;
        if (!v[i].mail) {
            done->no_mail++;
            continue;
        }
        bool sent = false;
        rc = db_mail_was_sent(d, v[i].id, &sent, err);
        if (rc == SK_OK && sent && !again) {
            done->before++;
            continue;
        }
        char field[64];
        snprintf(field, sizeof field, _("registration #%lld"), (long long)v[i].id);
        if (rc == SK_OK)
            rc = mailaddr_check(field, v[i].mail, err);
        if (rc == SK_OK)
            rc = mailaddr_name_check(field, v[i].name, err);
        if (rc == SK_OK) {
            todo[k] = (one){&v[i], {0}, 0};
            rc = build(d, t, base, payee, from, &todo[k], err);
            k++;
        }
    }
    io_smtp s = {url, user, pass, tls && strcmp(tls, "required") == 0, from};
    for (size_t i = 0; rc == SK_OK && i < k; i++) {
        rc = io_smtp_send(&s, todo[i].r->mail, todo[i].msg.s, todo[i].msg.len, err);
        if (rc == SK_OK)
            rc = db_mail_log_add(d, t->row.id, todo[i].r->id, todo[i].r->mail, todo[i].pngs, err);
        if (rc == SK_OK) {
            done->sent++;
            if (cb)
                cb(ud, todo[i].r, todo[i].pngs);
        }
    }
    for (size_t i = 0; i < k; i++)
        sk_buf_free(&todo[i].msg);
    free(todo);
    db_preregs_free(v, n);
    SK_FREE_ALL(url, user, pass, tls, from, payee, base);
    return rc;
}
