/* db_bank.c - see db_bank.h */
#include "db_bank.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "db_internal.h"
#include "db_rows.h"

static void line_clear(void *elem)
{
    db_bank_line *l = elem;
    free(l->ref);
    free(l->name);
    free(l->purpose);
    memset(l, 0, sizeof *l);
}

void db_bank_lines_free(db_bank_line *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++)
        line_clear(&v[i]);
    free(v);
}

int db_bank_booked(db *d, int64_t tid, const char *ref, bool *found, sk_err *err)
{
    *found = false;
    db_stmt *st = db_prep(d, "SELECT id FROM bank_lines WHERE tournament_id = :tid "
                             "AND ref = :ref", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_text(st, ":ref", ref);
    int64_t id = 0;
    return dn_one(d, st, dn_row_id, &id, sizeof id, found, N_("reading the bank lines booked"),
                  err);
}

int db_bank_add(db *d, int64_t tid, const db_bank_line *l, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO bank_lines(tournament_id, registration_id, ref, "
                             "booked, ct, name, purpose, at) VALUES (:tid, :rid, :ref, :booked, "
                             ":ct, :name, :purpose, :at)", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":rid", l->reg_id);
    db_bind_text(st, ":ref", l->ref);
    db_bind_text(st, ":booked", l->booked);
    db_bind_int(st, ":ct", l->ct);
    db_bind_text(st, ":name", l->name ? l->name : "");
    db_bind_text(st, ":purpose", l->purpose ? l->purpose : "");
    db_bind_text(st, ":at", l->at);
    return dn_write(d, st, N_("storing a bank line"), err);
}

static void line_row(db_stmt *st, void *elem)
{
    db_bank_line *l = elem;
    l->id = db_col_int64(st, 0);
    l->reg_id = db_col_int64(st, 1);
    l->ref = db_col_str(st, 2);
    dn_text_into(st, 3, l->booked, sizeof l->booked);
    l->ct = db_col_int64(st, 4);
    l->name = db_col_str(st, 5);
    l->purpose = db_col_str(st, 6);
    dn_text_into(st, 7, l->at, sizeof l->at);
}

int db_bank_list(db *d, int64_t tid, db_bank_line **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT id, registration_id, ref, booked, ct, name, purpose, at "
                             "FROM bank_lines WHERE tournament_id = :tid ORDER BY id", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    return dn_collect(d, st, line_row, line_clear, sizeof **out, (void **)out, n,
                      N_("reading the bank lines booked"), err);
}
