/* players.h - the writes of the players: add, change, remove, as every front
 * end makes them.
 *
 * Every write goes through app/ops: the one place where a change meets
 * its history, audit and (for the federation) its outbox.  These pass to
 * db/ with the same arguments and meaning as the db_ functions they name
 * (see there for ownership and errors). */
#ifndef SK_OPS_PLAYERS_H
#define SK_OPS_PLAYERS_H

#include "db_players.h"

/* As db_player_add. */
int ops_player_add(db *d, const char *name, int number, const char *club, int64_t *id, sk_err *err);
/* As db_player_update. */
int ops_player_update(db *d, const db_player *p, sk_err *err);
/* As db_player_remove. */
int ops_player_remove(db *d, int64_t id, sk_err *err);

#endif
