/* db_players.h - players: add, list, find, update, remove (db_players.c).
 * Conventions (status, errors, ownership, transactions) as in db.h. */
#ifndef SK_DB_PLAYERS_H
#define SK_DB_PLAYERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_player {
    int64_t id;
    char *name;        /* UTF-8 */
    int number;        /* start number, 0 = none */
    char *club;        /* NULL = none */
    bool active;
} db_player;

void db_player_clear(db_player *p);
void db_players_free(db_player *v, size_t n);

/* Add a player.  name must be valid UTF-8, non-empty, no surrounding
 * spaces; number 0 = none; club NULL or "" = none.  Duplicate name or
 * start number: SK_INVALID.  *id (may be NULL) gets the new id. */
int db_player_add(db *d, const char *name, int number, const char *club, int64_t *id,
                  sk_err *err);

/* All players ordered by start number (players without one last), then
 * name.  active_only limits to active players.  *out caller-owned
 * (db_players_free); *n its length. */
int db_player_list(db *d, bool active_only, db_player **out, size_t *n, sk_err *err);

/* The players in a team of tournament tid (team_members), in the order of
 * db_player_list; active_only limits to active players.  *out
 * caller-owned (db_players_free); *n its length (0 when tid has no teams). */
int db_player_list_team_members(db *d, int64_t tid, bool active_only, db_player **out,
                                size_t *n, sk_err *err);

/* The players of tournament tid: seated in one of its series (or come in
 * by a substitution) or in one of its teams (what its standings name), in
 * the order of db_player_list.
 * *out caller-owned (db_players_free); *n its length. */
int db_player_list_tournament(db *d, int64_t tid, db_player **out, size_t *n, sk_err *err);

/* Find one player by exact name, or by start number when key is all
 * digits and no player has that name.  Not found: SK_INVALID ("player
 * 'X' does not exist").  *out caller-owned (db_player_clear). */
int db_player_find(db *d, const char *key, db_player *out, sk_err *err);

/* A player to add in bulk (player import). */
typedef struct db_player_new {
    const char *name;
    int number;       /* 0 = none */
    const char *club; /* NULL or "" = none */
} db_player_new;

/* Add players v[0..n-1] in one transaction through one prepared INSERT
 * (player import): each field checked as by db_player_add; uniqueness
 * among them and against the database is the caller's to report line by
 * line (the UNIQUE constraints stay the backstop).  On a refusal *bad gets
 * the index of the player refused and nothing is stored. */
int db_players_add_all(db *d, const db_player_new *v, size_t n, size_t *bad, sk_err *err);
int db_player_get(db *d, int64_t id, db_player *out, sk_err *err);

/* Replace name/number/club/active of player p->id (all fields written).
 * Same rules as db_player_add. */
int db_player_update(db *d, const db_player *p, sk_err *err);

/* Delete a player.  Refused (SK_INVALID) while the player has games
 * (seated at a table with recorded games) or is seated in any series. */
int db_player_remove(db *d, int64_t id, sk_err *err);

/* Number of games recorded at tables where the player sits. */
int db_player_game_count(db *d, int64_t id, int *count, sk_err *err);

#endif
