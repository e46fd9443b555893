/* gen_games.c - writes rule-valid synthetic games as import CSV (stdout):
 *   gen_games SERIES_LIST TABLES GAMES SEED
 * tables 1..TABLES of 4 players each (48 games per series, first dealer 1),
 * series 1.. filled table by table until GAMES games are written.  The games
 * come from demogen (realistic mix of suit, grand, null, hand, passed,
 * overbid and lost games), so `import games` validates real work. */
#include <stdio.h>
#include <stdlib.h>

#include "csvout.h"
#include "gen_out.h"
#include "demogen.h"

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: gen_games SERIES TABLES GAMES SEED\n");
        return 2;
    }
    int series = atoi(argv[1]), tables = atoi(argv[2]);
    long games = atol(argv[3]);
    unsigned long long seed = strtoull(argv[4], NULL, 10);
    game_table_rules t = {4, 48, 1};
    game_entry v[48];
    sk_buf b = {0};
    csvout_games_header(&b);
    long done = 0;
    for (int s = 1; s <= series && done < games; s++)
        for (int tab = 1; tab <= tables && done < games; tab++) {
            demogen_table(&t, seed, s, tab, v);
            for (int g = 0; g < 48 && done < games; g++, done++)
                csvout_game(&b, &v[g]);
            gen_out(&b, false);
        }
    int rc = gen_out(&b, true);
    if (done < games) {
        fprintf(stderr, "gen_games: only %ld games fit in %d series of %d tables\n", done,
                series, tables);
        return 1;
    }
    return rc;
}
