/* lookup.h - finding what a command names: a tournament, a series,
 * players (names or start numbers). */
#ifndef SK_LOOKUP_H
#define SK_LOOKUP_H

#include <stdint.h>

#include "cli.h"
#include "db_tournaments.h"
#include "db_seating.h"

struct db_tournament;
struct db_series;

/* The tournament `name` (NULL: the default, see db_tournament_find) into *t;
 * caller db_tournament_clears.  Errors as db_tournament_find. */
int lookup_tournament(cli_ctx *ctx, const char *name, struct db_tournament *t);

/* The tournament a write goes to (db_tournament_find_write: never a
 * guess among several open ones, never a closed one). */
int lookup_tournament_write(cli_ctx *ctx, const char *name, struct db_tournament *t);

/* The tournament `name` (as lookup_tournament) and its series series_no
 * into *t and *s; on SK_OK the caller db_series_clears and
 * db_tournament_clears, on failure nothing is left to clear. */
int lookup_series(cli_ctx *ctx, const char *name, int series_no, struct db_tournament *t,
                  struct db_series *s);

/* Player names / start numbers keys[0..n-1] to ids; SK_INVALID when one is
 * unknown. */
int lookup_players(cli_ctx *ctx, char **keys, int n, int64_t *ids);

#endif
