/* cmd_config.c - `config [KEY [VALUE]]`: defaults stored in the database
 * (db_config.h).  Today one key: lang, the language of messages and
 * reports when neither --lang nor $SKATSHEET_LANG is given. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db_config.h"
#include "settings.h"

static const char *const keys[] = {"lang"};

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
    if (strcmp(key, "lang") != 0)
        return cli_usage(ctx, _("unknown setting '%s': the settings are: lang"), key);
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
    if (val && strcmp(val, "de") != 0 && strcmp(val, "en") != 0)
        return sk_err_set(&ctx->err, SK_INVALID, _("lang must be de or en, not '%s'"), val);
    int rc = ops_config_set(ctx->db, key, val, &ctx->err);
    if (rc == SK_OK && val)
        printf(_("%s is now %s (stored in %s)\n"), key, val, db_where(ctx->db));
    else if (rc == SK_OK)
        printf(_("%s is no longer set\n"), key);
    return rc;
}
