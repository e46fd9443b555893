/* gameargs.c - see gameargs.h */
#include "gameargs.h"

#include "gameflags.h"

const cli_opt cli_game_flags[] = {SKAT_GAME_FLAGS, {0}};

int gameargs_game(const cli_args *a, rules_game *g, sk_err *err)
{
    gameflags_in in = {
        .contract = a->npos > 0 ? a->pos[0] : NULL,
        .have_with = cli_has(a, "with"),
        .have_without = cli_has(a, "without"),
        .with = cli_int(a, "with", 0),
        .without = cli_int(a, "without", 0),
        .hand = cli_has(a, "hand"),
        .ouvert = cli_has(a, "ouvert"),
        .schwarz = cli_has(a, "schwarz"),
        .schneider = cli_has(a, "schneider"),
        .won = cli_has(a, "won"),
        .lost = cli_has(a, "lost"),
        .announce = cli_str(a, "announce"),
        .have_bid = cli_has(a, "bid"),
        .have_points = cli_has(a, "points"),
        .bid = cli_int(a, "bid", 0),
        .points = cli_int(a, "points", 0),
    };
    return gameflags_apply(&in, g, err);
}

bool gameargs_any(const cli_args *a)
{
    if (a->npos > 0)
        return true;
    for (const cli_opt *o = cli_game_flags; o->name; o++)
        if (cli_has(a, o->name))
            return true;
    return false;
}
