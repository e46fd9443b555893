/* subs.h - a seat's player changed from a given game on, as league play
 * allows (issue 40, `game sub`): the one door for the write, and the
 * substitutions of a table as the core reads them (app/core/seatsub.h). */
#ifndef SK_OPS_SUBS_H
#define SK_OPS_SUBS_H

#include <stddef.h>
#include <stdint.h>

#include "db_players.h"
#include "db_seating.h"
#include "db_subs.h"
#include "seatsub.h"
#include "tour.h"

/* From game from_game on, the player `player` (a name or start number, as
 * db_player_find) plays seat `seat` of table table_no of series series_no
 * of tournament t (a Skat tournament by the ISkO).  Judged, then stored in
 * one transaction.  Refused with SK_INVALID and nothing changed: another
 * family; an unknown player; a series not drawn, a table not in it, a seat
 * outside the table; from_game outside 2..the series' length at that
 * table (game 1 is the seating's); from_game not after the seat's last
 * substitution; the seat's player at from_game already that player; the
 * player seated at (or substituted into) another seat of the series.
 * *who (may be NULL) gets the player found (caller clears:
 * db_player_clear).  SK_FAIL on a database error. */
int ops_sub_add(db *d, const ops_tour *t, int series_no, int table_no, int seat, int from_game,
                const char *player, db_player *who, sk_err *err);

/* Inside the caller's transaction (an import, a push at the hub): the
 * substitution of ops_sub_add with the player by id, judged as there;
 * the same substitution there already: nothing; another player at that
 * seat and game: SK_INVALID.  No outbox entry (the caller's). */
int ops_sub_put(db *d, const ops_tour *t, int series_no, int table_no, int seat, int from_game,
                int64_t player_id, sk_err *err);

/* A table's substitution as read from a file or a push (app/ops/xsubs.h),
 * before it is stored. */
typedef struct xsub {
    int table_no, seat, from_game;
    int64_t player_id;
} xsub;

/* ops_sub_put for each of v[0..n) of series series_no of t inside the
 * caller's transaction; a refusal is "PATH: why" (SK_INVALID). */
int ops_subs_put_all(db *d, const ops_tour *t, int series_no, const xsub *v, size_t n,
                     const char *path, sk_err *err);

/* The substitutions of table table_no of series series_no among v[0..n)
 * (db_subs_list's, any series) as the core's changes, into *out
 * (malloc'd, NULL when none; caller frees) and *nout. */
void ops_subs_of_table(const db_sub *v, size_t n, int series_no, int table_no,
                       subs_change **out, size_t *nout);

/* The table tab of series series_no as seated at game game_no: a shallow
 * copy of *tab into *out (nothing to free; valid while tab and v are)
 * with each seat's player id and name the one who sat there for that game
 * by the substitutions v[0..n) (db_subs_list's). */
void ops_subs_table_at(const db_table *tab, const db_sub *v, size_t n, int series_no,
                       int game_no, db_table *out);

#endif
