/* gameflags.h - the game flags shared by `value` and `game add`/`game edit`
 * turned into a rules_game: CONTRACT, --with N / --without N, --hand,
 * --ouvert, --announce schneider|schwarz, --bid N, --points N, --schwarz,
 * --won / --lost, --schneider.  The front end parses the command line (the
 * options are declared once in app/cli/gameargs.h) and hands over the
 * values; this module applies the rules about them. */
#ifndef SK_GAMEFLAGS_H
#define SK_GAMEFLAGS_H

#include "rules.h"

/* The flags as given; a `have_` false means not given. */
typedef struct gameflags_in {
    const char *contract;       /* NULL: not given */
    bool have_with, have_without;
    long with, without;         /* matadors */
    bool hand, ouvert, schwarz, schneider, won, lost;
    const char *announce;       /* NULL: none */
    bool have_bid, have_points;
    long bid, points;
} gameflags_in;

/* in into *g (rules_game_init first).  SK_OK; SK_INVALID with err set for
 * an unknown contract or announcement, matadors, bid or card points that
 * cannot be; SK_USAGE for a missing contract or --won with --lost. */
int gameflags_apply(const gameflags_in *in, rules_game *g, sk_err *err);

#endif
