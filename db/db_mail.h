/* db_mail.h - the log of the mails `register mail` sent (schema
 * 031_mail; db_mail.c): one row per mail handed to the SMTP server, so a
 * registration's code is mailed once unless the organiser asks again.
 * Conventions as in db.h. */
#ifndef SK_DB_MAIL_H
#define SK_DB_MAIL_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"

/* *sent: registration rid has a row in the log. */
int db_mail_was_sent(db *d, int64_t rid, bool *sent, sk_err *err);

/* Log a mail to address sent now (db_now) with
 * attachments PNGs (1 or 2): one write transaction. */
int db_mail_log_add(db *d, int64_t tid, int64_t rid, const char *address, int attachments,
                    sk_err *err);

#endif
