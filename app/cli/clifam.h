/* clifam.h - the command line's side of each game family (family.h): the
 * commands whose work depends on what a tournament plays go through one
 * table per family instead of an `if (schafkopf)` at their top.
 *
 * A command word (cmd_game.c, cmd_sheet.c, ...) peeks at its tournament
 * (lookup_tour_peek), picks the side of its family from its own table
 *     static const cli_family *const side[FAM_COUNT] = {
 *         [FAM_ISKO] = &skat, [FAM_HOUSE] = &skat,
 *         [FAM_WENDISCH] = &cli_family_schafkopf,
 *         [FAM_BAYERISCH] = &cli_family_schafkopf};
 * and calls side[t.rules.fam->id]->x(ctx, a, &t).  The Skat side of a
 * command is in its own file (only the slots it fills); the Schafkopf side
 * of every command is cmd_schafkopf.c's cli_family_schafkopf.
 *
 * Every slot takes the peeked tournament *t (owned by the caller, who
 * ops_tour_clears it): a side may replace it (lookup_tour_write for a
 * write, lookup_tour_again when the peek found none and must say why). */
#ifndef SK_CLIFAM_H
#define SK_CLIFAM_H

#include <stdbool.h>

#include "cli.h"
#include "family.h"
#include "tour.h"

typedef int (*cli_family_fn)(cli_ctx *ctx, const cli_args *a, ops_tour *t);

typedef struct cli_family {
    int (*game_put)(cli_ctx *ctx, const cli_args *a, ops_tour *t, bool edit); /* add, edit */
    cli_family_fn game_delete;
    cli_family_fn game_restore;
    cli_family_fn game_list;
    cli_family_fn game_history;
    cli_family_fn sheet_show;
    cli_family_fn sheet_pdf;
    cli_family_fn standings;
    cli_family_fn standings_lot;
    cli_family_fn import_games;
    cli_family_fn export_games;
    cli_family_fn export_pdf;
    cli_family_fn export_xlsx;
    cli_family_fn check;
    cli_family_fn money;
} cli_family;

/* Wendish and Bavarian Schafkopf (cmd_schafkopf.c). */
extern const cli_family cli_family_schafkopf;

/* Peek at the tournament of -t (lookup_tour_peek) into *t and return the
 * side of its family from side[]. */
const cli_family *cli_family_peek(cli_ctx *ctx, const cli_args *a,
                                  const cli_family *const side[FAM_COUNT], ops_tour *t);
/* The same for a write (lookup_tour_peek_write): the side then takes *t
 * with lookup_tour_write_again. */
const cli_family *cli_family_peek_write(cli_ctx *ctx, const cli_args *a,
                                        const cli_family *const side[FAM_COUNT], ops_tour *t);

#endif
