/* prereg.c - see prereg.h */
#include "prereg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "day.h"
#include "db_config.h"
#include "entrycode.h"
#include "entrycodes.h"
#include "iban.h"

char *ops_prereg_url(const char *base, const char *code)
{
    if (!base || !*base)
        return NULL;
    return xasprintf("%s/checkin/%s", base, code);
}

int ops_prereg_list(db *d, const db_tournament *t, bool waiting_only, db_prereg **out,
                    size_t *n, sk_err *err)
{
    int rc = db_prereg_list(d, t->id, waiting_only, out, n, err);
    for (size_t i = 0; rc == SK_OK && i < *n; i++) {
        db_prereg *r = &(*out)[i];
        if (r->code[0])
            continue;
        rc = ops_entry_code_new(r->code, err);
        if (rc == SK_OK)
            rc = db_prereg_set_code(d, t->id, r->id, r->code, err);
    }
    if (rc != SK_OK) {
        db_preregs_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

int ops_prereg_find(db *d, const db_tournament *t, const char *key, db_prereg *out,
                    sk_err *err)
{
    char code[ENTRYCODE_LEN + 1];
    long id;
    const char *k = key && key[0] == '#' ? key + 1 : key;
    if (k && sk_parse_int(k, 1, 999999999, &id))
        return db_prereg_get(d, t->id, id, out, err);
    bool found = false;
    int64_t tid = 0;
    int rc = SK_OK;
    if (key && entrycode_normalize(key, code))
        rc = db_prereg_by_code(d, code, &tid, out, &found, err);
    if (rc == SK_OK && found && tid != t->id) {
        db_prereg_clear(out);
        found = false;
    }
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("no registration of '%s' has the code or number '%s'"),
                        t->name, key && sk_utf8_valid(key) ? key : "?");
    return rc;
}

int ops_payee(db *d, char **name, char **iban, char **bic, bool *ok, sk_err *err)
{
    *name = *iban = *bic = NULL;
    int rc = db_config_get(d, "payee", name, err);
    if (rc == SK_OK)
        rc = db_config_get(d, "iban", iban, err);
    if (rc == SK_OK)
        rc = db_config_get(d, "bic", bic, err);
    *ok = rc == SK_OK && *name && *iban;
    return rc;
}

int ops_girocode(db *d, const ops_tour *ot, const db_prereg *r, sk_buf *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    char *name, *iban, *bic;
    bool ok;
    int rc = ops_payee(d, &name, &iban, &bic, &ok, err);
    if (rc == SK_OK && !ok)
        rc = sk_err_set(err, SK_INVALID, _("the GiroCode needs the payee: 'skatsheet config payee "
                        "NAME' and 'skatsheet config iban IBAN'"));
    long long fee = 0;
    if (rc == SK_OK)
        rc = ops_day_fee(d, ot, &fee, err);
    long long due = fee - r->prepaid_ct;
    if (rc == SK_OK && due <= 0)
        rc = sk_err_set(err, SK_INVALID, fee ? _("the entry fee of '%s' is paid already")
                                             : _("'%s' has no entry fee to pay"), t->name);
    if (rc == SK_OK) {
        char code[ENTRYCODE_LEN + 2];
        entrycode_format(r->code, code);
        epc_transfer x = {bic, name, iban, due, code};
        rc = epc_payload(&x, out, err);
    }
    free(name);
    free(iban);
    free(bic);
    return rc;
}
