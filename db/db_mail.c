/* db_mail.c - see db_mail.h */
#include "db_mail.h"
#include "i18n.h"

#include <stdlib.h>

#include "db_internal.h"
#include "db_rows.h"

int db_mail_was_sent(db *d, int64_t rid, bool *sent, sk_err *err)
{
    int64_t c = 0;
    int rc = db_count(d, "SELECT count(*) FROM mail_log WHERE registration_id = :rid",
                      DB_ARGS(DB_I(":rid", rid)), &c, "reading the log of mails", err);
    *sent = c > 0;
    return rc;
}

int db_mail_log_add(db *d, int64_t tid, int64_t rid, const char *address, int attachments,
                    sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    char when[DB_NOW_SIZE];
    db_now(when);
    rc = db_run(d, "INSERT INTO mail_log(tournament_id, registration_id, address, "
                   "sent, attachments) VALUES (:tid, :rid, :addr, :sent, :att)",
                DB_ARGS(DB_I(":tid", tid), DB_I(":rid", rid), DB_S(":addr", address),
                        DB_S(":sent", when), DB_I(":att", attachments)),
                "logging the mail", err);
    return db_finish(d, rc, err);
}

static void entry_clear(void *elem)
{
    db_mail_entry *e = elem;
    free(e->name);
    free(e->address);
}

void db_mail_entries_free(db_mail_entry *v, size_t n)
{
    dn_free(v, n, sizeof *v, entry_clear);
}

static void entry_row(db_stmt *st, void *elem)
{
    db_mail_entry *e = elem;
    e->reg_id = db_col_int64(st, 0);
    e->name = db_col_str(st, 1);
    e->address = db_col_str(st, 2);
    dn_text_into(st, 3, e->sent, sizeof e->sent);
    e->attachments = db_col_int(st, 4);
}

int db_mail_log_list(db *d, int64_t tid, db_mail_entry **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT m.registration_id, r.name, m.address, m.sent, m.attachments "
                             "FROM mail_log m JOIN registrations r ON r.id = m.registration_id "
                             "WHERE m.tournament_id = :tid ORDER BY m.id", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    return dn_collect(d, st, entry_row, entry_clear, sizeof **out, (void **)out, n,
                      N_("reading the log of mails"), err);
}
