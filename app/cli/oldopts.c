/* oldopts.c - the hand-written option parsers of the command handlers,
 * gathered in one place while the table-driven parser replaces them. */
#include "oldopts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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


/* Value of option `name` at argv[*i] ("--x V" or "--x=V"); NULL when argv[*i]
 * is not that option.  Sets *bad when the value is missing. */
static const char *sopt_value(int argc, char **argv, int *i, const char *name, const char *alias,
                             bool *bad)
{
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strcmp(a, name) == 0 || (alias && strcmp(a, alias) == 0)) {
        if (*i + 1 >= argc) {
            *bad = true;
            return NULL;
        }
        *i += 2;
        return argv[*i - 1];
    }
    if (strncmp(a, name, n) == 0 && a[n] == '=') {
        *i += 1;
        return a + n + 1;
    }
    return NULL;
}

/* allowed: a string of option letters: t(ournament) s(eries) T(able)
 * f(ormat) m (teams). */
static int sopts_scan(cli_ctx *ctx, int argc, char **argv, const char *allowed, sopts *o)
{
    memset(o, 0, sizeof *o);
    o->format = "text";
    o->pos = xcalloc((size_t)argc + 1, sizeof *o->pos);
    bool dashdash = false;
    for (int i = 1; i < argc;) {
        const char *a = argv[i];
        bool bad = false;
        const char *v;
        if (dashdash || a[0] != '-' || strcmp(a, "-") == 0) {
            o->pos[o->npos++] = argv[i++];
            continue;
        }
        if (strcmp(a, "--") == 0) {
            dashdash = true;
            i++;
            continue;
        }
        if (strchr(allowed, 't') && (v = sopt_value(argc, argv, &i, "--tournament", "-t", &bad))) {
            o->tournament = v;
            continue;
        }
        if (strchr(allowed, 's') && (v = sopt_value(argc, argv, &i, "--series", NULL, &bad))) {
            long n;
            if (!sk_parse_int(v, 1, 99, &n))
                return cli_usage(ctx, "--series needs a series number 1..99, not '%s'", v);
            o->series = (int)n;
            continue;
        }
        if (strchr(allowed, 'T') && (v = sopt_value(argc, argv, &i, "--table", NULL, &bad))) {
            long n;
            if (!sk_parse_int(v, 1, 100000, &n))
                return cli_usage(ctx, "--table needs a table number, not '%s'", v);
            o->table = (int)n;
            continue;
        }
        if (strchr(allowed, 'f') && (v = sopt_value(argc, argv, &i, "--format", NULL, &bad))) {
            if (strcmp(v, "text") != 0 && strcmp(v, "csv") != 0 && strcmp(v, "json") != 0)
                return cli_usage(ctx, "--format must be text, csv or json, not '%s'", v);
            o->format = v;
            continue;
        }
        if (strchr(allowed, 'm') && strcmp(a, "--teams") == 0) {
            o->teams = true;
            i++;
            continue;
        }
        if (bad)
            return cli_usage(ctx, "%s needs a value", a);
        return cli_usage(ctx, "unknown option %s", a);
    }
    return SK_OK;
}

void sopts_free(sopts *o)
{
    free(o->pos);
}

/* sopts_scan, then the positional arguments: with two_or_more NULL none
 * are allowed, else at least two (two_or_more: the usage message).  On
 * failure o is freed. */
int sopts_parse(cli_ctx *ctx, int argc, char **argv, const char *allowed,
                     const char *two_or_more, sopts *o)
{
    int rc = sopts_scan(ctx, argc, argv, allowed, o);
    if (rc == SK_OK && !two_or_more && o->npos > 0)
        rc = cli_usage(ctx, "unexpected argument '%s'", o->pos[0]);
    if (rc == SK_OK && two_or_more && o->npos < 2)
        rc = cli_usage(ctx, "%s", two_or_more);
    if (rc != SK_OK)
        sopts_free(o);
    return rc;
}

/* Options shared by the four commands. */


int exp_parse_opts(cli_ctx *ctx, int argc, char **argv, unsigned allowed, exp_opts *o)
{
    memset(o, 0, sizeof *o);
    o->lang = REP_EN;
    for (int i = 1; i < argc;) {
        const char *v;
        int r;
        if ((r = cliopt_value(ctx, argc, argv, &i, "--tournament", "-t", &v)) != 0) {
            if (r < 0)
                return SK_USAGE;
            o->tournament = v;
        } else if ((allowed & OPT_SERIES) &&
                   (r = cliopt_value(ctx, argc, argv, &i, "--series", NULL, &v)) != 0) {
            if (r < 0 || cliopt_int(ctx, "--series", v, 1, 10000, &o->series) != SK_OK)
                return SK_USAGE;
        } else if ((allowed & OPT_TABLE) &&
                   (r = cliopt_value(ctx, argc, argv, &i, "--table", NULL, &v)) != 0) {
            if (r < 0 || cliopt_int(ctx, "--table", v, 1, 100000, &o->table) != SK_OK)
                return SK_USAGE;
        } else if ((allowed & OPT_LANG) &&
                   (r = cliopt_value(ctx, argc, argv, &i, "--lang", NULL, &v)) != 0) {
            if (r < 0)
                return SK_USAGE;
            if (!rep_parse_lang(v, &o->lang))
                return cli_usage(ctx, "--lang must be de or en, not '%s'", v);
        } else if ((allowed & OPT_BLANK) && strcmp(argv[i], "--blank") == 0) {
            o->blank = true;
            i++;
        } else if (argv[i][0] == '-' && argv[i][1] != 0) {
            return cli_usage(ctx, "unknown option %s", argv[i]);
        } else if (!o->file) {
            o->file = argv[i++];
        } else {
            return cli_usage(ctx, "unexpected argument '%s'", argv[i]);
        }
    }
    if (!o->file || !*o->file)
        return cli_usage(ctx, "FILE is missing");
    return SK_OK;
}

/* -t NAME, --tournament NAME, --tournament=NAME.  Returns 1 when argv[*i]
 * was that option (advancing *i), 0 when not, -1 on a missing value. */
int csv_take_tournament(cli_ctx *ctx, int argc, char **argv, int *i, const char **name)
{
    const char *a = argv[*i];
    if (strncmp(a, "--tournament=", 13) == 0) {
        *name = a + 13;
        (*i)++;
        return 1;
    }
    if (strcmp(a, "-t") == 0 || strcmp(a, "--tournament") == 0) {
        if (*i + 1 >= argc) {
            cli_usage(ctx, "%s needs a tournament NAME", a);
            return -1;
        }
        *name = argv[*i + 1];
        *i += 2;
        return 1;
    }
    return 0;
}

/* --opt N (or --opt=N) with N in [min, max].  Same returns as above. */
int csv_take_int(cli_ctx *ctx, int argc, char **argv, int *i, const char *opt, long min,
                    long max, int *out)
{
    const char *a = argv[*i], *v;
    size_t n = strlen(opt);
    int used;
    if (strncmp(a, opt, n) == 0 && a[n] == '=') {
        v = a + n + 1;
        used = 1;
    } else if (strcmp(a, opt) == 0) {
        if (*i + 1 >= argc) {
            cli_usage(ctx, "%s needs a number", opt);
            return -1;
        }
        v = argv[*i + 1];
        used = 2;
    } else {
        return 0;
    }
    long x;
    if (!sk_parse_int(v, min, max, &x)) {
        cli_usage(ctx, "%s '%s' is not a whole number from %ld to %ld", opt, v, min, max);
        return -1;
    }
    *out = (int)x;
    *i += used;
    return 1;
}

/* cliopt_value for `for (i...; i++)` loops: on a match *i is left on the
 * option's value (its last word), so the loop's i++ steps past it. */
int lopt_v(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                const char *alias, const char **val)
{
    int r = cliopt_value(ctx, argc, argv, i, name, alias, val);
    if (r == 1)
        (*i)--;
    return r;
}

/* lopt_v for a string option: on a match stores the value in *dst. */
int lopt_s(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                const char *alias, const char **dst)
{
    int r = cliopt_str(ctx, argc, argv, i, name, alias, dst);
    if (r == 1)
        (*i)--;
    return r;
}

int lopt_format(cli_ctx *ctx, const char *s, int *fmt)
{
    if (strcmp(s, "text") == 0)
        *fmt = 0;
    else if (strcmp(s, "csv") == 0)
        *fmt = 1;
    else if (strcmp(s, "json") == 0)
        *fmt = 2;
    else
        return cli_usage(ctx, "--format %s: use text, csv or json", s);
    return SK_OK;
}

int lopt_unknown(cli_ctx *ctx, const char *a)
{
    return cli_usage(ctx, "unknown option %s", a);
}

bool lopt_is_opt(const char *a)
{
    return a[0] == '-' && a[1] != '\0';
}

/* a, a word that is no option of the command: an unknown option, else the
 * one NAME (*name); a second one is the usage error `twice`. */
int lopt_one_name(cli_ctx *ctx, const char *a, const char **name, const char *twice)
{
    if (lopt_is_opt(a))
        return lopt_unknown(ctx, a);
    if (*name)
        return cli_usage(ctx, "%s", twice);
    *name = a;
    return SK_OK;
}
