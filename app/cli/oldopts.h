/* oldopts.h - the hand-written option parsers (see oldopts.c). */
#ifndef SK_OLDOPTS_H
#define SK_OLDOPTS_H

#include "cli.h"
#include "rep_table.h"

typedef struct sopts {
    const char *tournament;
    int series;              /* 0 = not given */
    int table;               /* 0 = not given */
    const char *format;      /* text csv json */
    bool teams;
    char **pos;              /* positional arguments */
    int npos;
} sopts;

/* Options shared by the four commands. */
typedef struct exp_opts {
    const char *file;
    const char *tournament;
    int series;        /* 0 = not given */
    int table;         /* 0 = all */
    bool blank;
    rep_lang lang;
} exp_opts;

enum { OPT_SERIES = 1, OPT_TABLE = 2, OPT_BLANK = 4, OPT_LANG = 8 };

int cliopt_value(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                 const char *alias, const char **val);
int cliopt_int(cli_ctx *ctx, const char *opt, const char *val, long min, long max, int *out);
int cliopt_str(cli_ctx *ctx, int argc, char **argv, int *i, const char *name, const char *alias,
               const char **dst);
int cliopt_int_value(cli_ctx *ctx, int argc, char **argv, int *i, const char *name, long min,
                     long max, int *out);
int cliopt_tournament_arg(cli_ctx *ctx, int argc, char **argv, const char **tname,
                          const char **arg, bool dash_arg);
int cliopt_name(cli_ctx *ctx, char **argv, int *i, const char **name);
int sopts_parse(cli_ctx *ctx, int argc, char **argv, const char *allowed,
                     const char *two_or_more, sopts *o);
void sopts_free(sopts *o);
int exp_parse_opts(cli_ctx *ctx, int argc, char **argv, unsigned allowed, exp_opts *o);
int csv_take_tournament(cli_ctx *ctx, int argc, char **argv, int *i, const char **name);
int csv_take_int(cli_ctx *ctx, int argc, char **argv, int *i, const char *opt, long min,
                    long max, int *out);
int lopt_v(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                const char *alias, const char **val);
int lopt_s(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                const char *alias, const char **dst);
int lopt_format(cli_ctx *ctx, const char *s, int *fmt);
int lopt_unknown(cli_ctx *ctx, const char *a);
bool lopt_is_opt(const char *a);
int lopt_one_name(cli_ctx *ctx, const char *a, const char **name, const char *twice);

#endif
