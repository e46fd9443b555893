/* importfile.h - the input file of an import command: reading it and
 * reporting its problems (shared by the import handlers). */
#ifndef SK_IMPORTFILE_H
#define SK_IMPORTFILE_H

#include <stddef.h>

#include "cli.h"
#include "csvin.h"
#include "db_tournaments.h"
#include "tour.h"

/* Read the whole file path ("-": standard input) into *out (malloc'd,
 * NUL-terminated, caller frees) and *len.  SK_FAIL with err set ("cannot
 * open PATH: REASON", "cannot read PATH") when it cannot be read. */
int importfile_read(const char *path, char **out, size_t *len, sk_err *err);

/* Print every error of errs on stderr as "PATH: line N: MSG" (sorted by
 * line) and set the summary "PATH: N problem(s), nothing imported" in
 * ctx->err.  Returns SK_INVALID. */
int importfile_report(cli_ctx *ctx, const char *path, csvin_errors *errs);

/* The end of an import operation that returned rc with the file's
 * problems in errs: SK_INVALID with problems: importfile_report; any other
 * failure: ctx->err prefixed with "PATH: ".  Returns the exit status. */
int importfile_done(cli_ctx *ctx, const char *path, int rc, csvin_errors *errs);

/* A CSV import's file, read whole: its path, its text and the problems
 * the import finds in it. */
typedef struct importfile {
    const char *path;
    char *buf;
    size_t len;
    csvin_errors errs;
} importfile;

/* Read path ("-": standard input) into *f (importfile_read) with no
 * problems yet.  On SK_OK the caller importfile_ends it; on failure
 * nothing is left to free. */
int importfile_load(cli_ctx *ctx, const char *path, importfile *f);

/* The end of the import of f that returned rc: frees its text, reports
 * its problems (importfile_done) and frees them.  Returns the exit
 * status; f->path stays. */
int importfile_end(cli_ctx *ctx, importfile *f, int rc);

/* An import into a tournament: the command's FILE.csv (its positional
 * argument) and -t NAME, the tournament to write into *t (lookup_tour_write:
 * *t zeroed or loaded, replaced) and the file read into *f (importfile_load).
 * On SK_OK the caller importfile_ends *f (or frees its text and problems);
 * on failure nothing of it is left to free.  The caller ops_tour_clears *t
 * in any case. */
int importfile_open(cli_ctx *ctx, const cli_args *a, ops_tour *t, importfile *f);

#endif
