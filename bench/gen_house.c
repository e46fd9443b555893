/* gen_house.c - a pub evening's games as import CSV with the house columns
 * (stdout):
 *   gen_house SERIES TABLES GAMES SEED [DAY]
 * tables 1..TABLES of every series, 4 players each, GAMES games per table
 * (first dealer 1), under the `pub` preset (rules-house-schafkopf.md B):
 * Bierlachs, Kontra and Re, Bock rounds after a Spaltarsch or a Grand
 * Hand and a round of Ramsch after them, Ramsch when all pass.  The games
 * are demogen's mix (demogen.h) with a Kontra in about one game of six and
 * a Re in one of forty; a game of a Ramsch round is a Ramsch (its Augen
 * spread at random) or now and then a Grand Hand instead.  Every game is
 * fed through the house list of its table (ops_house_add) as `import games`
 * will, so the file is accepted as it is.  DAY: the tournament date's day
 * of the month (for a Bierlachs target plus the day; default 1). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvout.h"
#include "gen_out.h"
#include "demogen.h"
#include "house.h"
#include "housetable.h"

/* A Ramsch at a 4-table (the dealer sits out): the three others' Augen,
 * each at least 10, and a possible skat. */
static void ramsch(rng *r, int dealer, game_entry *e)
{
    static const int skats[] = {0, 2, 3, 4, 7, 10, 11, 14, 20, 21};
    int skat = skats[rng_below(r, sizeof skats / sizeof skats[0])];
    int rest = 120 - skat, seats[3], k = 0;
    for (int s = 1; s <= 4; s++)
        if (s != dealer)
            seats[k++] = s;
    int a = 10 + (int)rng_below(r, (uint64_t)(rest - 30 + 1));
    int b = 10 + (int)rng_below(r, (uint64_t)(rest - a - 20 + 1));
    int c = rest - a - b;
    e->passed = true;
    e->declarer = 0;
    rules_game_init(&e->g);
    memset(&e->h, 0, sizeof e->h);
    e->h.ramsch = true;
    e->h.augen[seats[0] - 1] = a;
    e->h.augen[seats[1] - 1] = b;
    e->h.augen[seats[2] - 1] = c;
    e->h.skat = skat;
    e->h.last_trick = seats[rng_below(r, 3)];
}

/* A Grand Hand with 1 at 75 Augen, declared by the seat after the dealer. */
static void grand_hand(int dealer, game_entry *e)
{
    e->passed = false;
    e->declarer = dealer % 4 + 1;
    rules_game_init(&e->g);
    e->g.contract = RULES_GRAND;
    e->g.matadors = 1;
    e->g.hand = true;
    e->g.bid = 18;
    e->g.points = 75;
    memset(&e->h, 0, sizeof e->h);
}

int main(int argc, char **argv)
{
    if (argc != 5 && argc != 6) {
        fprintf(stderr, "usage: gen_house SERIES TABLES GAMES SEED [DAY]\n");
        return 2;
    }
    int series = atoi(argv[1]), tables = atoi(argv[2]), games = atoi(argv[3]);
    unsigned long long seed = strtoull(argv[4], NULL, 10);
    int day = argc == 6 ? atoi(argv[5]) : 1;
    house_profile p;
    house_profile_pub(&p);
    game_table_rules t = {4, games, 1};
    sk_err err;
    sk_buf b = {0};
    csvout_games_header_house(&b);
    for (int s = 1; s <= series; s++)
        for (int tab = 1; tab <= tables; tab++) {
            rng r;
            rng_seed(&r, seed * 1000003u + (uint64_t)s * 10007u + (uint64_t)tab);
            house_list list;
            sk_err_clear(&err);
            if (house_list_init(&list, &p, 4, day, &err) != SK_OK) {
                fprintf(stderr, "gen_house: %s\n", err.msg);
                return 1;
            }
            for (int g = 1; g <= games; g++) {
                int dealer = ops_house_next_dealer(&list, &t);
                game_table_rules here;
                ops_house_rules_dealing(&t, g, dealer, &here);
                house_bock_info pk;
                house_bock_peek(&list.bock, &p, &pk);
                game_entry e;
                memset(&e, 0, sizeof e);
                if (pk.ramsch_round && rng_below(&r, 8) != 0) {
                    ramsch(&r, dealer, &e);
                } else if (pk.ramsch_round) {
                    grand_hand(dealer, &e);
                } else {
                    demogen_game(&r, &here, s, tab, g, &e);
                    memset(&e.h, 0, sizeof e.h);
                    if (e.passed) {
                        ramsch(&r, dealer, &e); /* pub: Ramsch when all pass */
                    } else {
                        uint64_t k = rng_below(&r, 40);
                        if (k < 7) { /* Kontra, now and then Re */
                            e.h.kontra = k == 0 ? 2 : 1;
                            e.h.kontra_by = (e.declarer % 4) + 1 == dealer
                                                ? (e.declarer + 1) % 4 + 1
                                                : e.declarer % 4 + 1;
                        }
                    }
                }
                e.series = s;
                e.table_no = tab;
                e.game_no = g;
                house_game hg;
                house_list_step st;
                sk_err_clear(&err);
                if (ops_house_add(&list, &p, 4, dealer, &e, &hg, &st, &err) != SK_OK) {
                    /* demogen's game refused here (e.g. a Kontra the list does
                     * not take): then a plain Ramsch, which every game may be
                     * under `pub` when all passed */
                    sk_err_clear(&err);
                    ramsch(&r, dealer, &e);
                    if (ops_house_add(&list, &p, 4, dealer, &e, &hg, &st, &err) != SK_OK) {
                        fprintf(stderr, "gen_house: series %d table %d game %d: %s\n", s, tab,
                                g, err.msg);
                        return 1;
                    }
                }
                csvout_game_house(&b, &e, 4, dealer);
            }
            gen_out(&b, false);
        }
    return gen_out(&b, true);
}
