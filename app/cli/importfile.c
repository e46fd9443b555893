/* importfile.c - see importfile.h */
#include "importfile.h"

#include "lookup.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_tournaments.h"
#include "fileio.h"

int importfile_read(const char *path, char **out, size_t *len, sk_err *err)
{
    return sk_read_file(path, SK_IMPORT_MAX, out, len, err);
}

int importfile_report(cli_ctx *ctx, const char *path, csvin_errors *errs)
{
    csvin_errors_sort(errs);
    sk_buf b = {0};
    csvin_errors_format(errs, &b);
    /* prefix each line with the file name */
    const char *s = sk_buf_str(&b);
    while (*s) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        fprintf(stderr, "%s: %.*s\n", path, (int)n, s);
        s += n + (nl ? 1 : 0);
    }
    sk_buf_free(&b);
    return sk_err_set(&ctx->err, SK_INVALID, sk_ntr("%s: %zu problem, nothing imported",
                      "%s: %zu problems, nothing imported", errs->n), path, errs->n);
}

int importfile_done(cli_ctx *ctx, const char *path, int rc, csvin_errors *errs)
{
    if (rc == SK_INVALID && errs->n)
        return importfile_report(ctx, path, errs);
    if (rc != SK_OK) {
        char msg[sizeof ctx->err.msg];
        snprintf(msg, sizeof msg, "%s", ctx->err.msg);
        sk_err_clear(&ctx->err);
        sk_err_set(&ctx->err, rc, "%.200s: %s", path, msg);
    }
    return rc;
}

int importfile_load(cli_ctx *ctx, const char *path, importfile *f)
{
    memset(f, 0, sizeof *f);
    f->path = path;
    return importfile_read(path, &f->buf, &f->len, &ctx->err);
}

int importfile_end(cli_ctx *ctx, importfile *f, int rc)
{
    free(f->buf);
    f->buf = NULL;
    rc = importfile_done(ctx, f->path, rc, &f->errs);
    csvin_errors_free(&f->errs);
    return rc;
}

int importfile_open(cli_ctx *ctx, const cli_args *a, ops_tour *t, importfile *f)
{
    memset(f, 0, sizeof *f);
    f->path = a->pos[0];
    int rc = lookup_tour_write(ctx, cli_str(a, "tournament"), t);
    if (rc != SK_OK)
        return rc;
    return importfile_load(ctx, f->path, f);
}
