/* gameflags.h - the game flags shared by `value` and `game add`/`game edit`:
 * CONTRACT (positional), --with N, --without N, --hand, --ouvert,
 * --announce schneider|schwarz, --bid N, --points N, --schwarz, --won,
 * --lost, --schneider.  Options may also be written --flag=VALUE.
 *
 * Use: rules_game_init(&g); gameflags_state st = {0};
 *   for (i = 1; i < argc; ) {
 *       if (own option) { ...; continue; }
 *       int r = gameflags_take(argc, argv, &i, &g, &st, &err);
 *       if (r < 0) return err.status;        // usage or invalid
 *       if (r == 0) -> not a game flag: the caller's usage error
 *   }
 *   gameflags_finish(&g, &st, &err);
 */
#ifndef SK_GAMEFLAGS_H
#define SK_GAMEFLAGS_H

#include "rules.h"

typedef struct gameflags_state {
    bool have_contract;
    bool have_matadors;
    bool have_result;
    bool have_bid;
    bool have_points;
    bool have_announce;
} gameflags_state;

/* Try to consume the argument(s) at argv[*i].  Returns 1 and advances *i
 * when they were a game flag or the contract; 0 when argv[*i] is not a game
 * flag (nothing consumed); -1 on error with err set: SK_USAGE for syntax (a
 * missing or non-numeric value, a flag given twice, --won with --lost),
 * SK_INVALID for an unknown contract or announcement. */
int gameflags_take(int argc, char **argv, int *i, rules_game *g, gameflags_state *st,
                   sk_err *err);

/* After all arguments: SK_USAGE when no contract was given, else SK_OK. */
int gameflags_finish(const rules_game *g, const gameflags_state *st, sk_err *err);

/* Parse a whole argument vector of game flags only (argv[0] is skipped).
 * Returns SK_OK, SK_USAGE or SK_INVALID with err set.  Used by the fuzzer. */
int gameflags_parse(int argc, char **argv, rules_game *g, sk_err *err);

#endif
