/* cmd_config.c - `config [KEY [VALUE]]`: defaults stored in the database
 * (db_config.h): lang, the language of messages and reports when neither
 * --lang nor $SKATSHEET_LANG is given; tz, the time zone times are shown in
 * (tzsetup.h); payee, iban and bic, the account
 * the GiroCode of a registration pays the entry fee into (iban.h checks
 * them). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db_config.h"
#include "settings.h"

static const char *const keys[] = {"lang", "tz", "payee", "iban", "bic", "smtp_url",
                                   "smtp_user", "smtp_password", "smtp_tls", "mail_from"};

/* what is shown of key's value v: never the password */
static const char *shown(const char *key, const char *v)
{
    if (!v)
        return _("(not set)");
    return strcmp(key, "smtp_password") == 0 ? _("(set, not shown)") : v;
}

int cmd_config(cli_ctx *ctx, const cli_args *a)
{
    if (a->npos == 0) { /* every key with its value */
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
            char *v = NULL;
            int rc = db_config_get(ctx->db, keys[i], &v, &ctx->err);
            if (rc != SK_OK)
                return rc;
            printf(C_("config listing", "%s\t%s\n"), keys[i], shown(keys[i], v));
            free(v);
        }
        return SK_OK;
    }
    const char *key = a->pos[0];
    bool known = false;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        known |= strcmp(key, keys[i]) == 0;
    if (!known)
        return cli_usage(ctx, _("unknown setting '%s': the settings are: lang, tz, payee, iban, bic, "
                                "smtp_url, smtp_user, smtp_password, smtp_tls, mail_from"),
                         key);
    bool unset = cli_has(a, "unset");
    if (unset && a->npos > 1)
        return cli_usage(ctx, _("--unset takes no VALUE"));
    if (a->npos == 1 && !unset) {
        char *v = NULL;
        int rc = db_config_get(ctx->db, key, &v, &ctx->err);
        if (rc == SK_OK)
            printf("%s\n", shown(key, v));
        free(v);
        return rc;
    }
    const char *val = unset ? NULL : a->pos[1];
    char stored[OPS_CONFIG_MAX];
    if (val && ops_config_check(key, val, stored, sizeof stored, &ctx->err) != SK_OK)
        return SK_INVALID;
    int rc = ops_config_set(ctx->db, key, val, &ctx->err);
    if (rc == SK_OK && val)
        printf(_("%s is now %s (stored in %s)\n"), key, shown(key, stored), db_where(ctx->db));
    else if (rc == SK_OK)
        printf(_("%s is no longer set\n"), key);
    return rc;
}
