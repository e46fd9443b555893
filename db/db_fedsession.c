/* db_fedsession.c - see db_fedsession.h */
#include "db_fedsession.h"
#include "db_fed_internal.h"
#include "db_rows.h"
#include "i18n.h"

int db_fsession_add(db *d, const char *hash, int64_t code_id, const char *created,
                    const char *expires, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO fed_sessions (hash, code_id, created, expires) "
                             "VALUES (:hash, :code, :created, :expires)", err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":hash", hash);
    db_bind_int(st, ":code", code_id);
    db_bind_text(st, ":created", created);
    db_bind_text(st, ":expires", expires);
    return db_fx_run(d, st, "storing the session", err);
}

int db_fsession_code(db *d, const char *hash, const char *now, int64_t *code_id, sk_err *err)
{
    *code_id = 0;
    db_stmt *st = db_prep(d, "SELECT code_id FROM fed_sessions "
                             "WHERE hash = :hash AND expires > :now", err);
    if (st) {
        db_bind_text(st, ":hash", hash);
        db_bind_text(st, ":now", now);
    }
    bool found;
    return dn_one(d, st, dn_row_id, code_id, sizeof *code_id, &found,
                  N_("reading the sessions"), err);
}

int db_fsession_end(db *d, const char *hash, const char *now, sk_err *err)
{
    db_stmt *st = db_prep(d, "DELETE FROM fed_sessions WHERE hash = :hash OR expires <= :now",
                          err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":hash", hash);
    db_bind_text(st, ":now", now);
    return db_fx_run(d, st, "ending the session", err);
}
