/* schcli.h - the Schafkopf side of the commands (cmd_schafkopf.c): the
 * handlers of every command that goes by the game family are the table
 * cli_family_schafkopf (clifam.h); here what `tournament create/show` and
 * `game add` of a Skat tournament ask of it. */
#ifndef SK_SCHCLI_H
#define SK_SCHCLI_H

#include <stdbool.h>

#include "cli.h"
#include "db_tournaments.h"
#include "tour.h"

struct db_tournament;

/* --game/--rules/--tariff of `tournament create` into t->game/t->rules
 * (malloc'd; the caller frees) and the series length default 32. */
int schcli_create_opts(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
/* The Schafkopf lines of `tournament show`. */
void schcli_show_settings(const ops_tour *t);

/* Any Schafkopf game flag given (for the refusal on a Skat tournament):
 * its name, or NULL. */
const char *schcli_flag_given(const cli_args *a);

#endif
