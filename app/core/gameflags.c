/* gameflags.c - see gameflags.h */
#include "gameflags.h"

#include <string.h>

static int matadors(long n, bool with, rules_game *g, sk_err *err)
{
    if (n <= 0)
        return sk_err_set(err, SK_INVALID, with ? _("matadors with %ld are impossible: at least 1")
                                                : _("matadors without %ld are impossible: at least 1"), n);
    if (n > 11)
        return sk_err_set(err, SK_INVALID,
                          with ? _("matadors with %ld are impossible: at most 11 in a suit game and 4 in grand")
                               : _("matadors without %ld are impossible: at most 11 in a suit game and 4 in grand"),
                          n);
    g->matadors = (int)(with ? n : -n);
    return SK_OK;
}

int gameflags_apply(const gameflags_in *in, rules_game *g, sk_err *err)
{
    rules_game_init(g);
    if (in->contract && !rules_parse_contract(in->contract, &g->contract))
        return sk_err_set(err, SK_INVALID,
                          _("contract '%s' is unknown: use clubs, spades, hearts, diamonds, grand "
                          "or null (German: kreuz/eichel, pik/grün/blatt, herz/rot, "
                          "karo/schellen)"), in->contract);
    if (in->have_with && in->have_without)
        return sk_err_set(err, SK_USAGE, _("--with and --without exclude each other"));
    if (in->have_with && matadors(in->with, true, g, err) != SK_OK)
        return err->status;
    if (in->have_without && matadors(in->without, false, g, err) != SK_OK)
        return err->status;
    if (in->announce) {
        if (sk_streq_ci(in->announce, "schneider"))
            g->announce = RULES_ANN_SCHNEIDER;
        else if (sk_streq_ci(in->announce, "schwarz"))
            g->announce = RULES_ANN_SCHWARZ;
        else
            return sk_err_set(err, SK_INVALID, _("announce '%s' is unknown: use schneider or schwarz"),
                              in->announce);
    }
    if (in->have_bid) {
        if (in->bid < 0 || in->bid > 100000)
            return sk_err_set(err, SK_INVALID, _("bid %ld is not a possible game value"), in->bid);
        g->bid = (int)in->bid;
    }
    if (in->have_points) {
        if (in->points < 0 || in->points > 120)
            return sk_err_set(err, SK_INVALID,
                              _("card points %ld are impossible: they lie between 0 and 120"),
                              in->points);
        g->points = (int)in->points;
    }
    g->hand = in->hand;
    g->ouvert = in->ouvert;
    g->schwarz = in->schwarz;
    g->schneider = in->schneider;
    if (in->won && in->lost)
        return sk_err_set(err, SK_USAGE, _("--won and --lost exclude each other"));
    if (in->won)
        g->result = RULES_RES_WON;
    if (in->lost)
        g->result = RULES_RES_LOST;
    if (!in->contract)
        return sk_err_set(err, SK_USAGE, _("contract missing (clubs, spades, hearts, diamonds, "
                          "grand or null)"));
    return SK_OK;
}
