/* lookup.h - finding what a command names: a tournament, a series,
 * players (names or start numbers). */
#ifndef SK_LOOKUP_H
#define SK_LOOKUP_H

#include <stdint.h>

#include "cli.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_league.h"
#include "tour.h"

struct db_tournament;
struct db_series;

/* The tournament `name` (NULL: the default, see db_tournament_find) into *t;
 * caller db_tournament_clears.  Errors as db_tournament_find. */
int lookup_tournament(cli_ctx *ctx, const char *name, struct db_tournament *t);

/* The tournament a write goes to (db_tournament_find_write: never a
 * guess among several open ones, never a closed one). */
int lookup_tournament_write(cli_ctx *ctx, const char *name, struct db_tournament *t);

/* The same as a loaded tournament with its rules parsed (ops_tour): the
 * value a command hands to ops and to its family's side (clifam.h).  *t
 * (zeroed or loaded) is cleared first; caller ops_tour_clears (also on
 * failure). */
int lookup_tour(cli_ctx *ctx, const char *name, ops_tour *t);
int lookup_tour_write(cli_ctx *ctx, const char *name, ops_tour *t);

/* lookup_tour and lookup_tour_write of the tournament of -t (--tournament)
 * into *t, which need not be initialised (it is zeroed first); on failure
 * nothing is left in *t, on SK_OK the caller ops_tour_clears. */
int lookup_tour_of(cli_ctx *ctx, const cli_args *a, ops_tour *t);
int lookup_tour_write_of(cli_ctx *ctx, const cli_args *a, ops_tour *t);

/* What a row's flags (cli.h) have main look up before its handler runs:
 * the tournament (CLI_TOUR: lookup_tour, CLI_TOUR_WRITE: lookup_tour_write)
 * and the league (CLI_LEAGUE: db_league_find), each of -t / -l or of the
 * first positional argument (CLI_BY_NAME); or a peek at the tournament of
 * -t (CLI_PEEK: lookup_tour_peek).  r need not be initialised;
 * ctx->tour and ctx->league point into it (NULL where not looked up or
 * not found).  lookup_row_close clears what they point at and sets them
 * back to NULL (nothing to do before a lookup_row_open). */
typedef struct lookup_row {
    ops_tour tour;
    struct db_league league;
} lookup_row;
int lookup_row_open(cli_ctx *ctx, const cli_args *a, lookup_row *r);
void lookup_row_close(cli_ctx *ctx);

/* The tournament of a command that goes by its family (clifam.h), looked up
 * without a word: *t the tournament `name` names for reading, or, when
 * there is none, an empty ops_tour of family_isko, whose side then looks
 * it up itself and says why not (lookup_tour_again).  Caller
 * ops_tour_clears. */
void lookup_tour_peek(cli_ctx *ctx, const char *name, ops_tour *t);

/* lookup_tour_peek for a write command: *t the tournament a write to
 * `name` goes to (db_tournament_find_write), so the write need not look it
 * up again (lookup_tour_write_again); when there is none, as
 * lookup_tour_peek. */
void lookup_tour_peek_write(cli_ctx *ctx, const char *name, ops_tour *t);

/* The tournament a write goes to from a peeked *t: t itself when
 * lookup_tour_peek_write found it for a write, else lookup_tour_write. */
int lookup_tour_write_again(cli_ctx *ctx, const char *name, ops_tour *t);

/* The tournament to read from a peeked *t: t itself when the peek found
 * it, else lookup_tour's refusal. */
int lookup_tour_again(cli_ctx *ctx, const char *name, ops_tour *t);

/* lookup_tour_again and its series series_no into *s; on SK_OK the caller
 * db_series_clears, on failure nothing is left in *s (*t as
 * lookup_tour_again leaves it: the caller ops_tour_clears). */
int lookup_tour_series(cli_ctx *ctx, const char *name, int series_no, ops_tour *t,
                       struct db_series *s);

/* The tournament `name` (as lookup_tournament) and its series series_no
 * into *t and *s; on SK_OK the caller db_series_clears and
 * db_tournament_clears, on failure nothing is left to clear. */
int lookup_series(cli_ctx *ctx, const char *name, int series_no, struct db_tournament *t,
                  struct db_series *s);

/* Player names / start numbers keys[0..n-1] to ids; SK_INVALID when one is
 * unknown. */
int lookup_players(cli_ctx *ctx, char **keys, int n, int64_t *ids);

#endif
