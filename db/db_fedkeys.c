/* db_fedkeys.c - see db_fedkeys.h */
#include "db_fedkeys.h"
#include "db_rows.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

int db_link_key_get(db *d, int64_t link_id, char key[65], sk_err *err)
{
    key[0] = '\0';
    char *k = NULL;
    int rc = db_query_str(d, "SELECT device_key FROM sync_links WHERE id = :id",
                          DB_ARGS(DB_I(":id", link_id)), &k, NULL, N_("reading the hub links"),
                          err);
    if (rc == SK_OK && k && strlen(k) == 64)
        memcpy(key, k, 65);
    free(k);
    return rc;
}

int db_link_key_set(db *d, int64_t link_id, const char *key, sk_err *err)
{
    return db_run(d, "UPDATE sync_links SET device_key = :key WHERE id = :id",
                  DB_ARGS(DB_S(":key", key), DB_I(":id", link_id)), N_("storing the hub link"),
                  err);
}

static void fkey_row(db_stmt *st, void *elem)
{
    db_fkey *k = elem;
    k->code_id = db_col_int64(st, 0);
    dn_text_into(st, 1, k->device, sizeof k->device);
    dn_text_into(st, 2, k->pubkey, sizeof k->pubkey);
    dn_text_into(st, 3, k->enrolled, sizeof k->enrolled);
}

#define FKEY_SQL "SELECT code_id, device, pubkey, enrolled FROM fed_keys "

int db_fkey_of_code(db *d, int64_t code_id, db_fkey *out, bool *found, sk_err *err)
{
    db_stmt *st = db_prep(d, FKEY_SQL "WHERE code_id = :code", err);
    if (st)
        db_bind_int(st, ":code", code_id);
    return dn_one(d, st, fkey_row, out, sizeof *out, found, N_("reading the enrolled devices"),
                  err);
}

int db_fkey_of_device(db *d, const char *device, db_fkey *out, bool *found, sk_err *err)
{
    db_stmt *st = db_prep(d, FKEY_SQL "WHERE device = :device ORDER BY code_id DESC LIMIT 1",
                          err);
    if (st)
        db_bind_text(st, ":device", device);
    return dn_one(d, st, fkey_row, out, sizeof *out, found, N_("reading the enrolled devices"),
                  err);
}

int db_fkey_add(db *d, int64_t code_id, const char *device, const char *pubkey,
                const char *when, sk_err *err)
{
    return db_run(d, "INSERT INTO fed_keys (code_id, device, pubkey, enrolled) "
                     "VALUES (:code, :device, :pubkey, :when)",
                  DB_ARGS(DB_I(":code", code_id), DB_S(":device", device),
                          DB_S(":pubkey", pubkey), DB_S(":when", when)),
                  N_("enrolling the device"), err);
}
