/* clifam.h - the command line's side of each game family (family.h): the
 * commands whose work depends on what a tournament plays go through one
 * side per game form (app/ops/opsfam.h: the ISkO sheet, the house list,
 * Schafkopf) instead of an `if (schafkopf)` at their top.
 *
 * A command word (cmd_game.c, cmd_sheet.c, ...) names its side of each form
 *     static const cli_sides sides = {.isko = &isko, .house = &house,
 *                                     .schafkopf = &cli_family_schafkopf};
 * peeks at its tournament and calls
 *     cli_family_peek(ctx, a, &sides, &t)->x(ctx, a, &t);
 * which side a tournament's family takes is its ops_family's form, asked
 * here only (clifam.c).  The Skat sides of a command are in its own file
 * (only the slots it fills); the Schafkopf side of most commands is
 * cmd_schafkopf.c's cli_family_schafkopf.
 *
 * Every slot takes the peeked tournament *t (owned by the caller, who
 * ops_tour_clears it): a side may replace it (lookup_tour_write for a
 * write, lookup_tour_again when the peek found none and must say why). */
#ifndef SK_CLIFAM_H
#define SK_CLIFAM_H

#include <stdbool.h>

#include "cli.h"
#include "family.h"
#include "opsfam.h"
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

/* A command's side of each game form (ops_form); none NULL. */
typedef struct cli_sides {
    const cli_family *isko, *house, *schafkopf;
} cli_sides;

/* The side in s of t's form (ops_form_of(&t->rules)). */
const cli_family *cli_family_side(const ops_tour *t, const cli_sides *s);

/* Peek at the tournament of -t (lookup_tour_peek) into *t and return the
 * side in s of its form (cli_family_side). */
const cli_family *cli_family_peek(cli_ctx *ctx, const cli_args *a, const cli_sides *s,
                                  ops_tour *t);
/* The same for a write (lookup_tour_peek_write): the side then takes *t
 * with lookup_tour_write_again. */
const cli_family *cli_family_peek_write(cli_ctx *ctx, const cli_args *a, const cli_sides *s,
                                        ops_tour *t);

#endif
