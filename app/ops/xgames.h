/* xgames.h - one game in the exchange format (docs/exchange-format.md):
 * a JSON object whose fields are the columns of the games CSV (csvin.h,
 * csvsch.h) with JSON types: numbers as numbers, the 0/1 flags as true
 * (false and empty fields are left out), seats as lists, a Ramsch's Augen
 * as a list with null for the dealer who sat out.  Reading one back goes
 * through the CSV importer (one line per game), so a game in a file is
 * checked by exactly the rules and messages of `import games`.
 */
#ifndef SK_XGAMES_H
#define SK_XGAMES_H

#include <jansson.h>
#include <stdbool.h>

#include "game.h"
#include "schgame.h"
#include "util.h"

/* A Skat game (house: with the house-rule fields of a tournament under
 * house rules; table_size and dealer place a Ramsch's Augen). */
json_t *xg_skat_game(const game_entry *e, bool house, int table_size, int dealer);

/* A Schafkopf game numbered game_no. */
json_t *xg_sch_game(int game_no, const sch_game *g);

/* The CSV header of the Skat games (house: with the house columns) or the
 * Schafkopf games, with its line end. */
void xg_skat_header(sk_buf *b, bool house);
void xg_sch_header(sk_buf *b);

/* Append the CSV line of game object o (found at path) of table `table`,
 * series `series`: its fields checked for their JSON type only (the CSV
 * parser checks the rest).  *game_no gets its number.  SK_INVALID naming
 * path and field. */
int xg_skat_csv(json_t *o, const char *path, int series, int table, bool house, sk_buf *b,
                int *game_no, sk_err *err);
int xg_sch_csv(json_t *o, const char *path, int series, int table, sk_buf *b, int *game_no,
               sk_err *err);

/* Game object o (found at path) of table `table`, series `series` as a
 * game entry (*e), through the CSV parser: the field rules of `import
 * games` (not the game's rules: db_game_add checks those).  SK_INVALID
 * naming path and field. */
int xg_skat_entry(json_t *o, const char *path, int series, int table, bool house, game_entry *e,
                  sk_err *err);

#endif
