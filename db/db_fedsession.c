/* db_fedsession.c - see db_fedsession.h */
#include "db_fedsession.h"
#include "db_rows.h"
#include "i18n.h"

int db_fsession_add(db *d, const char *hash, int64_t code_id, const char *created,
                    const char *expires, sk_err *err)
{
    return db_run(d, "INSERT INTO fed_sessions (hash, code_id, created, expires) "
                     "VALUES (:hash, :code, :created, :expires)",
                  DB_ARGS(DB_S(":hash", hash), DB_I(":code", code_id),
                          DB_S(":created", created), DB_S(":expires", expires)),
                  N_("storing the session"), err);
}

int db_fsession_code(db *d, const char *hash, const char *now, int64_t *code_id, sk_err *err)
{
    return db_query_int(d, "SELECT code_id FROM fed_sessions "
                           "WHERE hash = :hash AND expires > :now",
                        DB_ARGS(DB_S(":hash", hash), DB_S(":now", now)), code_id, NULL,
                        N_("reading the sessions"), err);
}

int db_fsession_end(db *d, const char *hash, const char *now, sk_err *err)
{
    return db_run(d, "DELETE FROM fed_sessions WHERE hash = :hash OR expires <= :now",
                  DB_ARGS(DB_S(":hash", hash), DB_S(":now", now)), N_("ending the session"),
                  err);
}
