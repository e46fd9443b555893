/* cliopt.h - small option helpers shared by the command handlers. */
#ifndef SK_CLIOPT_H
#define SK_CLIOPT_H

#include "cli.h"

struct db_tournament;
struct db_series;

/* Does argv[*i] name option `name` ("--number" or "--number=V")?  Then
 * returns 1, stores its value in *val and advances *i past it; returns -1
 * with a usage error in ctx when the value is missing; 0 when argv[*i] is
 * another argument (nothing consumed).  alias (may be NULL) is a short form
 * ("-t") that takes its value as the next argument. */
int cliopt_value(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                 const char *alias, const char **val);

/* cliopt_value for a string option: on a match stores the value in *dst.
 * Returns as cliopt_value. */
int cliopt_str(cli_ctx *ctx, int argc, char **argv, int *i, const char *name, const char *alias,
               const char **dst);

/* cliopt_value for an integer option (no alias): on a match parses the
 * value within [min, max] into *out (cliopt_int).  Returns 1 when taken,
 * 0 when argv[*i] is another argument, -1 with a usage error in ctx. */
int cliopt_int_value(cli_ctx *ctx, int argc, char **argv, int *i, const char *name, long min,
                     long max, int *out);

/* Parse an integer option value within [min, max]; on failure sets a usage
 * error naming the option and returns SK_USAGE. */
int cliopt_int(cli_ctx *ctx, const char *opt, const char *val, long min, long max, int *out);

/* argv[1..] as -t/--tournament NAME (into *tname) and at most one other
 * argument (into *arg); "-" counts as that argument when dash_arg (a file
 * name for stdin), else as an unknown option.  SK_OK or a usage error
 * ("unknown option X", "unexpected argument 'X'"). */
int cliopt_tournament_arg(cli_ctx *ctx, int argc, char **argv, const char **tname,
                          const char **arg, bool dash_arg);

/* argv[*i], a word no option of the command took: the one NAME into *name
 * (advancing *i), else a usage error ("unknown option X", "unexpected
 * argument 'X' (quote a name with spaces)"). */
int cliopt_name(cli_ctx *ctx, char **argv, int *i, const char **name);

/* The tournament `name` (NULL: the only or most recent one) into *t;
 * caller db_tournament_clears.  Errors as db_tournament_find. */
int cliopt_tournament(cli_ctx *ctx, const char *name, struct db_tournament *t);

/* The tournament `name` (as cliopt_tournament) and its series series_no
 * into *t and *s; on SK_OK the caller db_series_clears and
 * db_tournament_clears, on failure nothing is left to clear. */
int cliopt_series(cli_ctx *ctx, const char *name, int series_no, struct db_tournament *t,
                  struct db_series *s);

/* v with its sign as written on paper into buf (size n): "+48", "−96"
 * (U+2212 minus), "0". */
void cliopt_signed(char *buf, size_t n, int v);

#endif
