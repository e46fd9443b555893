/* gameargs.c - see gameargs.h */
#include "gameargs.h"

#include <string.h>

#include "gameflags.h"
#include "housegame.h"
#include "schcli.h"

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

/* The house-rule flags into e->h: --kontra LEVEL [--kontra-by SEAT] on a
 * played game; --ramsch A,B,C[,D] with --skat, --last-trick, --jungfrau,
 * --durchmarsch, --schieben (a Ramsch is stored as a passed game).
 * Whether the tournament allows them is the ops layer's check. */
static int house_args(cli_ctx *ctx, const cli_args *a, game_entry *e)
{
    housegame_in in = {.kontra = cli_str(a, "kontra"), .ramsch = cli_str(a, "ramsch")};
    if (!in.ramsch && (cli_has(a, "jungfrau") || cli_has(a, "durchmarsch")))
        return cli_usage(ctx, cli_has(a, "jungfrau") ? _("--jungfrau needs --ramsch")
                                                     : _("--durchmarsch needs --ramsch"));
    in.kontra_by = (int)cli_int(a, "kontra-by", 0);
    in.have_skat = cli_has(a, "skat");
    in.skat = (int)cli_int(a, "skat", 0);
    in.last_trick = (int)cli_int(a, "last-trick", 0);
    in.durchmarsch = (int)cli_int(a, "durchmarsch", 0);
    in.schieben = (int)cli_int(a, "schieben", 0);
    const char *v;
    for (int k = 0; (v = cli_nth(a, "jungfrau", k)); k++) {
        long seat;
        if (!sk_parse_int(v, 1, 4, &seat))
            return sk_err_set(&ctx->err, SK_INVALID, _("--jungfrau %s: a seat 1 to 4"), v);
        in.jungfrau |= 1u << (seat - 1);
    }
    return housegame_apply(&in, "--kontra", "--ramsch", e, &ctx->err);
}

int gameargs_entry(cli_ctx *ctx, const cli_args *a, game_entry *e)
{
    memset(e, 0, sizeof *e);
    rules_game_init(&e->g);
    const char *sf = schcli_flag_given(a);
    if (sf)
        return sk_err_set(&ctx->err, SK_INVALID, _("--%s is a Schafkopf game flag; this tournament "
                          "plays Skat"), sf);
    bool passed = cli_has(a, "passed");
    bool ramsch = cli_has(a, "ramsch");
    if (passed && gameargs_any(a))
        return cli_usage(ctx, _("--passed takes no declarer or game flags: nobody played"));
    if (ramsch && gameargs_any(a))
        return cli_usage(ctx, _("--ramsch takes no declarer or game flags: nobody declared"));
    int rc = house_args(ctx, a, e);
    if (rc != SK_OK)
        return rc;
    if (!passed && !ramsch) {
        if (!cli_has(a, "declarer"))
            return cli_usage(ctx, _("--declarer SEAT CONTRACT, --passed or --ramsch A,B,C is "
                                  "required"));
        e->declarer = (int)cli_int(a, "declarer", 0);
        rc = gameargs_game(a, &e->g, &ctx->err);
        if (rc != SK_OK)
            return rc;
    }
    e->passed = passed || ramsch;
    e->series = (int)cli_int(a, "series", 0);
    e->table_no = (int)cli_int(a, "table", 0);
    e->game_no = (int)cli_int(a, "game", 0);
    return SK_OK;
}
