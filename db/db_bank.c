/* db_bank.c - see db_bank.h */
#include "db_bank.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "db_internal.h"
#include "db_rows.h"

static const db_field line_fields[] = {
    DB_F_I64(db_bank_line, id),      DB_F_I64(db_bank_line, reg_id),
    DB_F_STR(db_bank_line, ref),     DB_F_TEXT(db_bank_line, booked),
    DB_F_LL(db_bank_line, ct),       DB_F_STR(db_bank_line, name),
    DB_F_STR(db_bank_line, purpose), DB_F_TEXT(db_bank_line, at)};
static const db_map line_map = DB_MAP(db_bank_line, line_fields);

void db_bank_lines_free(db_bank_line *v, size_t n)
{
    db_map_free(&line_map, v, n);
}

int db_bank_booked(db *d, int64_t tid, const char *ref, bool *found, sk_err *err)
{
    int64_t id = 0;
    return db_query_int(d, "SELECT id FROM bank_lines WHERE tournament_id = :tid AND ref = :ref",
                        DB_ARGS(DB_I(":tid", tid), DB_S(":ref", ref)), &id, found,
                        N_("reading the bank lines booked"), err);
}

int db_bank_add(db *d, int64_t tid, const db_bank_line *l, sk_err *err)
{
    return db_run(d,
                  "INSERT INTO bank_lines(tournament_id, registration_id, ref, "
                  "booked, ct, name, purpose, at) VALUES (:tid, :rid, :ref, :booked, "
                  ":ct, :name, :purpose, :at)",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":rid", l->reg_id), DB_S(":ref", l->ref),
                          DB_S(":booked", l->booked), DB_I(":ct", l->ct),
                          DB_S(":name", l->name ? l->name : ""),
                          DB_S(":purpose", l->purpose ? l->purpose : ""), DB_S(":at", l->at)),
                  N_("storing a bank line"), err);
}

int db_bank_list(db *d, int64_t tid, db_bank_line **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT id, registration_id, ref, booked, ct, name, purpose, at "
                            "FROM bank_lines WHERE tournament_id = :tid ORDER BY id",
                         DB_ARGS(DB_I(":tid", tid)), &line_map, (void **)out, n,
                         N_("reading the bank lines booked"), err);
}
