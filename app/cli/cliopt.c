/* cliopt.c - see cliopt.h */
#include "cliopt.h"

#include <stdio.h>
#include <string.h>

#include "db.h"

int cliopt_value(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                 const char *alias, const char **val)
{
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strncmp(a, name, n) == 0 && a[n] == '=') {
        *val = a + n + 1;
        (*i)++;
        return 1;
    }
    if (strcmp(a, name) == 0 || (alias && strcmp(a, alias) == 0)) {
        if (*i + 1 >= argc) {
            cli_usage(ctx, "%s needs a value", name);
            return -1;
        }
        *val = argv[*i + 1];
        *i += 2;
        return 1;
    }
    return 0;
}

int cliopt_int(cli_ctx *ctx, const char *opt, const char *val, long min, long max, int *out)
{
    long v;
    if (!sk_parse_int(val, min, max, &v))
        return cli_usage(ctx, "%s must be a whole number from %ld to %ld, not '%s'", opt, min, max,
                         val);
    *out = (int)v;
    return SK_OK;
}

int cliopt_str(cli_ctx *ctx, int argc, char **argv, int *i, const char *name, const char *alias,
               const char **dst)
{
    const char *v;
    int r = cliopt_value(ctx, argc, argv, i, name, alias, &v);
    if (r > 0)
        *dst = v;
    return r;
}

int cliopt_int_value(cli_ctx *ctx, int argc, char **argv, int *i, const char *name, long min,
                     long max, int *out)
{
    const char *v;
    int r = cliopt_value(ctx, argc, argv, i, name, NULL, &v);
    if (r > 0 && cliopt_int(ctx, name, v, min, max, out) != SK_OK)
        return -1;
    return r;
}

int cliopt_tournament_arg(cli_ctx *ctx, int argc, char **argv, const char **tname,
                          const char **arg, bool dash_arg)
{
    for (int i = 1; i < argc;) {
        int r = cliopt_str(ctx, argc, argv, &i, "--tournament", "-t", tname);
        if (r < 0)
            return ctx->err.status;
        if (r > 0)
            continue;
        const char *a = argv[i];
        if ((a[0] == '-' && (a[1] || !dash_arg)) || *arg)
            return cli_usage(ctx, a[0] == '-' ? "unknown option %s" : "unexpected argument '%s'",
                             a);
        *arg = argv[i++];
    }
    return SK_OK;
}

int cliopt_name(cli_ctx *ctx, char **argv, int *i, const char **name)
{
    const char *a = argv[*i];
    if (a[0] == '-' && a[1])
        return cli_usage(ctx, "unknown option %s", a);
    if (*name)
        return cli_usage(ctx, "unexpected argument '%s' (quote a name with spaces)", a);
    *name = a;
    (*i)++;
    return SK_OK;
}

int cliopt_tournament(cli_ctx *ctx, const char *name, db_tournament *t)
{
    return db_tournament_find(ctx->db, name, t, &ctx->err);
}

int cliopt_series(cli_ctx *ctx, const char *name, int series_no, db_tournament *t, db_series *s)
{
    int rc = cliopt_tournament(ctx, name, t);
    if (rc != SK_OK)
        return rc;
    rc = db_series_get(ctx->db, t->id, series_no, s, &ctx->err);
    if (rc != SK_OK) {
        db_series_clear(s);
        db_tournament_clear(t);
    }
    return rc;
}

void cliopt_signed(char *buf, size_t n, int v)
{
    if (v > 0)
        snprintf(buf, n, "+%d", v);
    else if (v < 0)
        snprintf(buf, n, "\u2212%d", -v);
    else
        snprintf(buf, n, "0");
}
