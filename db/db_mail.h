/* db_mail.h - the log of the mails `register mail` sent (schema
 * 031_mail; db_mail.c): one row per mail handed to the SMTP server, so a
 * registration's code is mailed once unless the organiser asks again.
 * Conventions as in db.h. */
#ifndef SK_DB_MAIL_H
#define SK_DB_MAIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

/* *sent: registration rid has a row in the log. */
int db_mail_was_sent(db *d, int64_t rid, bool *sent, sk_err *err);

/* Log a mail to address sent now (db_now) with
 * attachments PNGs (1 or 2): one write transaction. */
int db_mail_log_add(db *d, int64_t tid, int64_t rid, const char *address, int attachments,
                    sk_err *err);

/* One mail of the log, with the registration's name. */
typedef struct db_mail_entry {
    int64_t reg_id;
    char *name;              /* the registration's name */
    char *address;
    char sent[25];           /* as stored (db_now) */
    int attachments;
} db_mail_entry;

void db_mail_entries_free(db_mail_entry *v, size_t n);

/* Every mail of tid's log in the order sent.  *out caller-owned
 * (db_mail_entries_free). */
int db_mail_log_list(db *d, int64_t tid, db_mail_entry **out, size_t *n, sk_err *err);

#endif
