/* db_mail.c - see db_mail.h */
#include "db_mail.h"
#include "i18n.h"

#include <stdlib.h>

#include "db_internal.h"
#include "db_rows.h"

int db_mail_was_sent(db *d, int64_t rid, bool *sent, sk_err *err)
{
    *sent = false;
    db_stmt *st = db_prep(d, "SELECT count(*) FROM mail_log WHERE registration_id = :rid", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":rid", rid);
    int rc = SK_OK;
    if (db_step(st) == DB_ROW)
        *sent = db_col_int(st, 0) > 0;
    else
        rc = db_sqlerr(d, err, "reading the log of mails");
    db_finalize(st);
    return rc;
}

int db_mail_log_add(db *d, int64_t tid, int64_t rid, const char *address, int attachments,
                    sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "INSERT INTO mail_log(tournament_id, registration_id, address, "
                             "sent, attachments) VALUES (:tid, :rid, :addr, :sent, :att)", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":rid", rid);
    db_bind_text(st, ":addr", address);
    char when[DB_NOW_SIZE];
    db_now(when);
    db_bind_text(st, ":sent", when);
    db_bind_int(st, ":att", attachments);
    if (db_step(st) != DB_DONE)
        rc = db_sqlerr(d, err, "logging the mail");
    db_finalize(st);
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
