/* cmd_config.c - `config [KEY [VALUE]]`: defaults stored in the database
 * (db_config.h): lang, the language of messages and reports when neither
 * --lang nor $SKATSHEET_LANG is given; payee, iban and bic, the account
 * the GiroCode of a registration pays the entry fee into (iban.h checks
 * them). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db_config.h"
#include "iban.h"
#include "text.h"

static const char *const keys[] = {"lang", "payee", "iban", "bic"};

/* value checked for key, in the form stored (an IBAN without spaces, upper
 * case) into out. */
static int check_value(cli_ctx *ctx, const char *key, const char *val, char *out, size_t n)
{
    snprintf(out, n, "%s", val);
    if (strcmp(key, "lang") == 0) {
        if (strcmp(val, "de") != 0 && strcmp(val, "en") != 0)
            return sk_err_set(&ctx->err, SK_INVALID, _("lang must be de or en, not '%s'"), val);
    } else if (strcmp(key, "iban") == 0) {
        if (iban_check(val, &ctx->err) != SK_OK)
            return SK_INVALID;
        iban_normalize(val, out);
    } else if (strcmp(key, "bic") == 0) {
        if (bic_check(val, &ctx->err) != SK_OK)
            return SK_INVALID;
    } else if (text_name_check("payee", val, &ctx->err) != SK_OK) {
        return SK_INVALID;
    } else {
        size_t chars = 0;
        for (const char *p = val; *p; p++)
            chars += ((unsigned char)*p & 0xC0) != 0x80;
        if (chars > EPC_NAME_MAX)
            return sk_err_set(&ctx->err, SK_INVALID, _("payee: at most %d characters (the "
                              "account holder's name on a SEPA transfer)"), EPC_NAME_MAX);
    }
    return SK_OK;
}

int cmd_config(cli_ctx *ctx, const cli_args *a)
{
    if (a->npos == 0) { /* every key with its value */
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
            char *v = NULL;
            int rc = db_config_get(ctx->db, keys[i], &v, &ctx->err);
            if (rc != SK_OK)
                return rc;
            printf("%s\t%s\n", keys[i], v ? v : _("(not set)"));
            free(v);
        }
        return SK_OK;
    }
    const char *key = a->pos[0];
    bool known = false;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        known |= strcmp(key, keys[i]) == 0;
    if (!known)
        return cli_usage(ctx, _("unknown setting '%s': the settings are: lang, payee, iban, bic"),
                         key);
    bool unset = cli_has(a, "unset");
    if (unset && a->npos > 1)
        return cli_usage(ctx, _("--unset takes no VALUE"));
    if (a->npos == 1 && !unset) {
        char *v = NULL;
        int rc = db_config_get(ctx->db, key, &v, &ctx->err);
        if (rc == SK_OK)
            printf("%s\n", v ? v : _("(not set)"));
        free(v);
        return rc;
    }
    const char *val = unset ? NULL : a->pos[1];
    char stored[400];
    if (val && check_value(ctx, key, val, stored, sizeof stored) != SK_OK)
        return SK_INVALID;
    int rc = db_config_set(ctx->db, key, val ? stored : NULL, &ctx->err);
    if (rc == SK_OK && val)
        printf(_("%s is now %s (stored in %s)\n"), key, stored, ctx->db_path);
    else if (rc == SK_OK)
        printf(_("%s is no longer set\n"), key);
    return rc;
}
