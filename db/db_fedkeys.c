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

static const db_field fkey_fields[] = {DB_F_I64(db_fkey, code_id), DB_F_TEXT(db_fkey, device),
                                       DB_F_TEXT(db_fkey, pubkey), DB_F_TEXT(db_fkey, enrolled)};
static const db_map fkey_map = DB_MAP(db_fkey, fkey_fields);

#define FKEY_SQL "SELECT code_id, device, pubkey, enrolled FROM fed_keys "

int db_fkey_of_code(db *d, int64_t code_id, db_fkey *out, bool *found, sk_err *err)
{
    return db_query_one(d, FKEY_SQL "WHERE code_id = :code", DB_ARGS(DB_I(":code", code_id)),
                        &fkey_map, out, found, N_("reading the enrolled devices"), err);
}

int db_fkey_of_device(db *d, const char *device, db_fkey *out, bool *found, sk_err *err)
{
    return db_query_one(d, FKEY_SQL "WHERE device = :device ORDER BY code_id DESC LIMIT 1",
                        DB_ARGS(DB_S(":device", device)), &fkey_map, out, found,
                        N_("reading the enrolled devices"), err);
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
