/* demogen.h - realistic, valid random games for demos, tests and
 * benchmarks (pure core: no I/O).
 *
 * The mix follows club play rather than uniform noise: about 5 % passed
 * games; suit games most common (clubs, spades, hearts, diamonds), grand
 * about 20 %, null about 8 % (incl. hand and ouvert); about 10 % hand
 * games with a few announcements and ouvert games; bids from the legal
 * list that mostly fit the hand, about 3 % overbid; about 20-25 % lost;
 * card points spread as in real play (most won games 61-95); a few games
 * entered by their result only (conceded).  At a 4-table the declarer is
 * never the dealer.  Every game passes game_validate.
 *
 * The same seed gives the same games on every machine (rng.h; no floating
 * point).
 */
#ifndef SK_DEMOGEN_H
#define SK_DEMOGEN_H

#include <stdint.h>

#include "game.h"
#include "rng.h"

/* One random game number game_no of series `series`, table table_no, at a
 * table with rules t (size 3/4, series length, first dealer): fills *e
 * (series, table_no, game_no set; passed or declarer and g). */
void demogen_game(rng *r, const game_table_rules *t, int series, int table_no,
                  int game_no, game_entry *e);

/* A whole series at one table: out[0..t->series_games-1] gets games 1..N.
 * The stream depends only on (seed, series, table_no), so tables can be
 * generated in any order with the same result. */
void demogen_table(const game_table_rules *t, uint64_t seed, int series, int table_no,
                   game_entry *out);

#endif
