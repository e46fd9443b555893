/* mailout.h - `register mail` (issue 39 part 7): every registration of a
 * tournament with a mail address gets its code by mail through the club's
 * SMTP server (config smtp_url, smtp_user, smtp_password, smtp_tls,
 * mail_from; app/io/smtp.h): a text in the organiser's language (the
 * thread's, i18n.h) with the code and what to do, the QR code of the code
 * (the page BASE/checkin/CODE when a base address is stored) as a PNG, and
 * while a fee is open the GiroCode (prereg.h) as a second PNG.  Every mail
 * sent is logged (db_mail.h) in a transaction of its own; a registration
 * already mailed is left out unless again.  Ops: no printing. */
#ifndef SK_OPS_MAILOUT_H
#define SK_OPS_MAILOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "db_day.h"
#include "tour.h"

/* What ops_mail_codes did. */
typedef struct ops_mail_done {
    size_t sent;      /* mails handed to the server */
    size_t before;    /* left out: mailed before (without again) */
    size_t no_mail;   /* registrations without an address (rejected ones not counted) */
} ops_mail_done;

/* Called after each mail sent: r the registration, pngs 1 or 2. */
typedef void (*ops_mail_cb)(void *ud, const db_prereg *r, int pngs);

/* Mail the codes of t's registrations that have an address and are not
 * rejected.  Refused (SK_INVALID) before anything is sent: no smtp_url or
 * mail_from configured; a registration's address (mailaddr_check) or name
 * (mailaddr_name_check) that could break the header; a fee open while the
 * payee or IBAN is not configured.  A mail the server refuses stops the
 * run (SK_FAIL): the mails before it are sent and logged.  *done filled
 * in any case. */
int ops_mail_codes(db *d, const ops_tour *t, bool again, ops_mail_cb cb, void *ud,
                   ops_mail_done *done, sk_err *err);

/* The MIME message of one registration (exposed for the unit test): from
 * and to addresses, display names (from_name may be NULL), subject, text
 * (UTF-8, LF line ends), up to two PNGs with file names.  CRLF line ends.
 * Caller sk_buf_free. */
typedef struct ops_mail_png {
    const char *file;
    const char *data;
    size_t len;
} ops_mail_png;
void ops_mail_message(sk_buf *out, const char *from_name, const char *from, const char *to_name,
                      const char *to, const char *subject, const char *text,
                      const ops_mail_png *png, int npng, const char *boundary);

#endif
