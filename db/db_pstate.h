/* db_pstate.h - a player's German federal state (schema 043,
 * players.state; db_pstate.c): set one, read all that are set.  The code
 * is checked by the caller (text_state_check); the schema's CHECK holds
 * it too.  Conventions as in db.h. */
#ifndef SK_DB_PSTATE_H
#define SK_DB_PSTATE_H

#include <stddef.h>
#include <stdint.h>

#include "db.h"

/* Player pid's state becomes state (a code, or NULL: not known). */
int db_player_state_set(db *d, int64_t pid, const char *state, sk_err *err);

typedef struct db_pstate {
    int64_t id;
    char state[3];
} db_pstate;

/* Every player with a state, by id ascending: *out malloc'd (NULL when
 * none; caller frees), *n. */
int db_player_states(db *d, db_pstate **out, size_t *n, sk_err *err);

/* The state of player pid into out ("" when not known). */
int db_player_state_get(db *d, int64_t pid, char out[3], sk_err *err);

#endif
