/* fedstate.h - one change of the federation's push (docs/exchange-format.md,
 * "Push"): what changed (the entity: a series' seating or one game of a
 * venue group) and its new state in the exchange format, read from the
 * database as it is now.  The venue writes these into its outbox; the hub
 * compares them with its own version; both hash the same canonical text.
 *
 * entity  {"kind": "seating", "group": K, "tournament": uid, "series": S}
 *         {"kind": "game", "group": K, "tournament": uid, "series": S,
 *          "table": T, "game": G}
 * state   a seating: {"method", "seed", "tables": [{"table", "size",
 *         "seats": [uid...]}], "teams": [{"player": uid, "team": uid}]};
 *         a game: the game as in a tournament document; null: not there
 *         (undrawn, deleted)
 * The canonical text of {"entity": E, "state": S} is compact JSON with the
 * keys sorted (xj_text(.., false)); its SHA-256 is the change's hash.
 */
#ifndef SK_FEDSTATE_H
#define SK_FEDSTATE_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "db_games.h"
#include "db_tournaments.h"
#include "fedcrypt.h"
#include "game.h"
#include "tour.h"

/* The key of an entity in the hub's records ("seating:S", "game:S:T:G"). */
void fedstate_key(char *buf, size_t n, int series, int table, int game);

/* The entity object (table 0: a seating). */
json_t *fedstate_entity(int group, const char *tournament_uid, int series, int table, int game);

/* The state of series s's seating of tournament t now (*out NULL: not
 * drawn). */
int fedstate_seating(db *d, const db_tournament *t, int series, json_t **out, sk_err *err);
/* The state of game g of table tb, series s (*out NULL: not recorded). */
int fedstate_game(db *d, const ops_tour *t, int series, int table, int game, json_t **out,
                  sk_err *err);
/* The same from a table's games loaded already, v[0..n-1] with their
 * dealers set (a write context, app/ops/wctx.h): nothing is read. */
json_t *fedstate_game_of(const ops_tour *t, const db_game *v, size_t n, int game);

/* The canonical text of {"entity": e, "state": s (NULL: null)} (malloc'd)
 * and its hash.  Steals neither reference. */
char *fedstate_body(json_t *entity, json_t *state, char hash[FC_HEX]);

/* The hash of a state alone (NULL: the hash of null), for comparing the
 * hub's version with a pushed one. */
void fedstate_hash(json_t *state, char hash[FC_HEX]);

/* The game a review's version (json, of the entity key "game:S:T:G")
 * describes: true with *e filled; false for a seating, a deleted game or
 * text that is no game. */
bool fedstate_version_game(const char *json, const char *entity, game_entry *e);

#endif
