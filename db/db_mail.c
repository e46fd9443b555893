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
    char when[DB_NOW_SIZE];
    db_now(when);
    return db_run_tx(d, "INSERT INTO mail_log(tournament_id, registration_id, address, "
                        "sent, attachments) VALUES (:tid, :rid, :addr, :sent, :att)",
                     DB_ARGS(DB_I(":tid", tid), DB_I(":rid", rid), DB_S(":addr", address),
                             DB_S(":sent", when), DB_I(":att", attachments)),
                     "logging the mail", err);
}

static const db_field entry_fields[] = {
    DB_F_I64(db_mail_entry, reg_id), DB_F_STR(db_mail_entry, name),
    DB_F_STR(db_mail_entry, address), DB_F_TEXT(db_mail_entry, sent),
    DB_F_INT(db_mail_entry, attachments)};
static const db_map entry_map = DB_MAP(db_mail_entry, entry_fields);

void db_mail_entries_free(db_mail_entry *v, size_t n)
{
    db_map_free(&entry_map, v, n);
}

int db_mail_log_list(db *d, int64_t tid, db_mail_entry **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT m.registration_id, r.name, m.address, m.sent, m.attachments "
                            "FROM mail_log m JOIN registrations r ON r.id = m.registration_id "
                            "WHERE m.tournament_id = :tid ORDER BY m.id",
                         DB_ARGS(DB_I(":tid", tid)), &entry_map, (void **)out, n,
                         "reading the log of mails", err);
}
