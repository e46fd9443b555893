/* gameargs.h - the parsed game flags (cli_game_flags) and CONTRACT of
 * value, game add and game edit into a rules_game (via gameflags_apply). */
#ifndef SK_GAMEARGS_H
#define SK_GAMEARGS_H

#include "cli.h"
#include "rules.h"

/* The game of a: its first positional argument is the CONTRACT.  Returns
 * as gameflags_apply. */
int gameargs_game(const cli_args *a, rules_game *g, sk_err *err);

/* Was any game flag or a CONTRACT given? */
bool gameargs_any(const cli_args *a);

#endif
