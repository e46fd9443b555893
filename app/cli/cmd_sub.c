/* cmd_sub.c - `game sub`: a seat's player changes from a game on (issue
 * 40; app/ops/subs.h judges and stores). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "lookup.h"
#include "subs.h"

int cmd_game_sub(cli_ctx *ctx, const cli_args *a)
{
    ops_tour t;
    memset(&t, 0, sizeof t);
    int rc = lookup_tour_write(ctx, cli_str(a, "tournament"), &t);
    db_player p;
    int series = (int)cli_int(a, "series", 0), table = (int)cli_int(a, "table", 0);
    int seat = (int)cli_int(a, "seat", 0), from = (int)cli_int(a, "from-game", 0);
    if (rc == SK_OK)
        rc = ops_sub_add(ctx->db, &t, series, table, seat, from, a->pos[0], &p, &ctx->err);
    if (rc == SK_OK) {
        printf(_("series %d, table %d, seat %d: %s plays from game %d on\n"), series, table, seat,
               p.name, from);
        db_player_clear(&p);
    }
    ops_tour_clear(&t);
    return rc;
}
