/* db_fedkeys.c - see db_fedkeys.h */
#include "db_fedkeys.h"
#include "db_fed_internal.h"
#include "db_rows.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

int db_link_key_get(db *d, int64_t link_id, char key[65], sk_err *err)
{
    key[0] = '\0';
    db_stmt *st = db_prep(d, "SELECT device_key FROM sync_links WHERE id = :id", err);
    if (st)
        db_bind_int(st, ":id", link_id);
    char *k = NULL;
    bool found;
    int rc = dn_one(d, st, dn_row_str, &k, sizeof k, &found, N_("reading the hub links"), err);
    if (rc == SK_OK && k && strlen(k) == 64)
        memcpy(key, k, 65);
    free(k);
    return rc;
}

int db_link_key_set(db *d, int64_t link_id, const char *key, sk_err *err)
{
    db_stmt *st = db_prep(d, "UPDATE sync_links SET device_key = :key WHERE id = :id", err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":key", key);
    db_bind_int(st, ":id", link_id);
    return db_fx_run(d, st, "storing the hub link", err);
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
    db_stmt *st = db_prep(d, "INSERT INTO fed_keys (code_id, device, pubkey, enrolled) "
                             "VALUES (:code, :device, :pubkey, :when)", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":code", code_id);
    db_bind_text(st, ":device", device);
    db_bind_text(st, ":pubkey", pubkey);
    db_bind_text(st, ":when", when);
    return db_fx_run(d, st, "enrolling the device", err);
}
