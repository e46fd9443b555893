/* gen_sch.c - a Schafkopf tournament's games as import CSV (stdout):
 *   gen_sch SERIES TABLES GAMES SEED
 * tables 1..TABLES of every series (four players each), GAMES games per
 * table, Bavarian Schafkopf with the default settings (tariff 10-20-50):
 * about 60 % Rufspiel, 18 % Farbsolo, 14 % Wenz, 8 % thrown in, the Augen
 * spread at random, now and then Laufende, a knock or a Kontra.  Every
 * game is scored by the core (sch_game_score) before it is written, as
 * `import games` will, so the file is accepted as it is. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvsch.h"
#include "gen_out.h"
#include "rng.h"
#include "schgame.h"

static int augen(rng *r)
{
    int a;
    do
        a = (int)rng_below(r, 121);
    while (a == 1 || a == 119);
    return a;
}

static void one(rng *r, int dealer, sch_game *g)
{
    sch_game_init(g, SCH_FAM_BAYERISCH);
    sch_bav_game *b = &g->b;
    uint64_t k = rng_below(r, 100);
    int decl = (dealer + (int)rng_below(r, 4)) % 4 + 1;
    if (k < 8) {
        b->kind = SCH_BAV_THROWN_IN;
        return;
    }
    b->declarer = decl;
    b->declarer_party_augen = augen(r);
    if (k < 68) {
        b->kind = SCH_BAV_RUF;
        b->partner = (decl + (int)rng_below(r, 3)) % 4 + 1;
        static const sch_bav_suit called[] = {SCH_EICHEL, SCH_GRAS, SCH_SCHELLEN};
        b->suit = called[rng_below(r, 3)];
        if (rng_below(r, 5) == 0)
            b->laufende = 3 + (int)rng_below(r, 2);
    } else if (k < 86) {
        b->kind = SCH_BAV_SOLO;
        b->suit = (sch_bav_suit)(1 + rng_below(r, 4));
        if (rng_below(r, 4) == 0)
            b->laufende = 3 + (int)rng_below(r, 3);
    } else {
        b->kind = SCH_BAV_WENZ;
        if (rng_below(r, 4) == 0)
            b->laufende = 2 + (int)rng_below(r, 2);
    }
    if (b->laufende)
        b->laufende_side = rng_below(r, 2) ? SCH_LAUF_MIT : SCH_LAUF_OHNE;
    if (rng_below(r, 10) == 0)
        b->klopfer = 1;
    if (rng_below(r, 20) == 0)
        b->kontra_level = 1;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: gen_sch SERIES TABLES GAMES SEED\n");
        return 2;
    }
    int series = atoi(argv[1]), tables = atoi(argv[2]), games = atoi(argv[3]);
    unsigned long long seed = strtoull(argv[4], NULL, 10);
    sch_settings s;
    sch_settings_default(&s, SCH_FAM_BAYERISCH);
    sk_buf b = {0};
    csvsch_header(&b);
    for (int se = 1; se <= series; se++)
        for (int t = 1; t <= tables; t++) {
            rng r;
            rng_seed(&r, seed * 1000003u + (uint64_t)se * 10007u + (uint64_t)t);
            for (int g = 1; g <= games; g++) {
                sch_game game, copy;
                sch_result_row res;
                sk_err err;
                int tries = 0;
                do {
                    one(&r, (g - 1) % 4, &game);
                    copy = game;
                    sk_err_clear(&err);
                } while (sch_game_score(&s, &copy, &res, &err) != SK_OK && ++tries < 100);
                if (tries == 100) {
                    fprintf(stderr, "gen_sch: series %d table %d game %d: %s\n", se, t, g,
                            err.msg);
                    return 1;
                }
                csvsch_write(&b, se, t, g, &game);
            }
            gen_out(&b, false);
        }
    return gen_out(&b, true);
}
