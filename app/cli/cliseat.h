/* cliseat.h - seat options (CLI_SEAT: --declarer, --partner, --kontra-by,
 * --loser, --jungfrau, --durchmarsch, --last-trick) given as the name of a
 * player at the table: `--declarer Gustav` is the seat where Gustav sits at
 * --table of --series (in -t's tournament).  A name is the player's whole
 * name, the beginning of it or of one of its words (Gus, Meier), or within
 * the typos the desk forgives (namematch.h), compared up to case, Unicode
 * form and umlaut spelling (namekey.h). */
#ifndef SK_CLISEAT_H
#define SK_CLISEAT_H

#include "cli.h"

/* *out = a with every named seat option turned into its seat (num, and val
 * the seat's digits); when none is named, *out is a itself (nothing to
 * free).  A name of no player at the table: SK_INVALID naming the table's
 * players; several players match: SK_INVALID listing them; the table's
 * tournament, series or table unknown: their refusal.  Call
 * cliseat_free(out, a) whatever it returns. */
int cliseat_resolve(cli_ctx *ctx, const cli_args *a, cli_args *out);
void cliseat_free(cli_args *out, const cli_args *a);

/* The put of a game command (game add/edit, second add/edit: the edit row
 * CLI_STEP): put(ctx, r, edit) with r = a, its named seats turned into
 * seats (cliseat_resolve), then freed; its status, or the refusal of a
 * name. */
int cliseat_put(cli_ctx *ctx, const cli_args *a,
                int (*put)(cli_ctx *ctx, const cli_args *r, bool edit));

#endif
