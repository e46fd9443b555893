/* games.h - record, edit and delete one game (ops: no printing).  The CLI
 * and the TUI (and any later front end) call these; each returns the stored
 * game and, when asked, the table's sheet after the change.
 */
#ifndef SK_OPS_GAMES_H
#define SK_OPS_GAMES_H

#include <stdbool.h>

#include "db_tournaments.h"
#include "db_games.h"
#include "tablesheet.h"
#include "tour.h"
#include "wctx.h"

/* Record (edit false) or replace (edit true) the game e of tournament t:
 * the table must exist (the refusal of db_table_get), then db_game_add /
 * db_game_edit validate and store it (e->game_no 0 on add = the next free
 * number, written back).  *out (may be NULL) gets the stored game
 * (db_game_clear); *after (may be NULL) the table's sheet after the change
 * (ops_table_sheet_free).  A refused game: nothing stored, nothing
 * returned.  Only when reading *after back fails (a damaged database) is
 * the game stored while an error is returned. */
int ops_game_put(db *d, const ops_tour *t, game_entry *e, bool edit, db_game *out,
                 ops_table_sheet *after, sk_err *err);

/* Delete game game_no of a table (kept in the history); *after (may be
 * NULL) as above.
 * At a federation hub a game a venue reported is not changed in place
 * (app/ops/fedguard.h): the change goes to the review queue, nothing is
 * written, SK_OK; ops_game_put and ops_game_restore then set out->queued
 * to the review's number, ops_game_delete *queued (may be NULL). */
int ops_game_delete(db *d, const ops_tour *t, int series, int table_no, int game_no,
                    ops_table_sheet *after, int64_t *queued, sk_err *err);

/* Put back an earlier version of a game through the write context
 * (ops_wctx_restore: audit_id 0 = the most recent history entry); the
 * table must exist.  *out and *after (may be NULL) as for ops_game_put. */
int ops_game_restore(db *d, const ops_tour *t, int series, int table_no, int game_no,
                     int64_t audit_id, db_game *out, ops_table_sheet *after, sk_err *err);

/* What a front end writes, decided inside the write context by its admit
 * function (ops_game_write_in): a put of e (edit: in place of the stored
 * game; e's series and table are the context's), or (put false) the
 * deletion of game game_no. */
typedef struct ops_game_ask {
    bool put, edit;
    game_entry e;
    int game_no;
} ops_game_ask;

/* Checks what the caller was sent against the context c has loaded (the
 * table, its seats, games and entry code: c->rows) and fills *ask; no
 * statement.  Not SK_OK: refused, nothing written, err set. */
typedef int (*ops_game_admit)(const ops_wctx *c, void *arg, ops_game_ask *ask, sk_err *err);

/* One write of a game at table table_no of series `series` of t, decided
 * in its write context (a phone's POST: the table and its entry code read
 * once, in the write's transaction): the context opened (its refusals:
 * an undrawn series, an unknown table; *opened false), admit(c, arg, ask)
 * says what to write (its refusal returned, rolled back), then the checks
 * of ops_game_put (the tournament's rules, house fields under tournament
 * scoring) and the put or delete as ops_game_put / ops_game_delete run it,
 * the review queue at a hub included.  *out (may be NULL; a put) and
 * *after (may be NULL) as for ops_game_put; *queued (may be NULL) the
 * review's number of a queued change. */
int ops_game_write_in(db *d, const ops_tour *t, int series, int table_no, ops_game_admit admit,
                      void *arg, bool *opened, db_game *out, ops_table_sheet *after,
                      int64_t *queued, sk_err *err);

#endif
