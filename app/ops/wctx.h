/* wctx.h - the write context of a game (issue 38, ops: no printing).  An
 * operation that writes a game of a Skat table opens one context: BEGIN,
 * then the table, its seats, its games and the federation's marks read
 * once (db_game_rows_load), against the tournament the caller loaded
 * (ops_tour: the row and its rules, parsed once).  The game is judged once,
 * here, against the context: its number, the table's fill, the family's
 * check (app/core/family.h) and, under house rules, the replay of the
 * table's list; only then is it handed to db/ (db_game_store), which
 * stores it as handed.  The dealers, the running totals (the sheet), the
 * outbox, the hub's origin and the review guard (games.c, from c->rows:
 * the federation's marks) come from the same context.  A refused game
 * writes nothing: the context rolls back.
 *
 * Every front end's path that writes a Skat game comes through here: game
 * add/edit/delete/restore (games.h: the CLI, the TUI, the web form and phone, the
 * second entry), the import's replaced games and the federation's apply
 * (inside their own transaction: the context's BEGIN nests).
 */
#ifndef SK_OPS_WCTX_H
#define SK_OPS_WCTX_H

#include <stdbool.h>

#include "db_games.h"
#include "tablesheet.h"
#include "tour.h"

typedef struct ops_wctx {
    db *d;
    const ops_tour *t;       /* the tournament (not owned) */
    db_game_rows rows;       /* the table, its seats and games, read once */
    game_table_rules tr;     /* the table's rules (size, series length, first dealer) */
    bool begun;              /* the context's transaction is open */
    bool list_later;         /* the caller replays the house lists after its writes (an
                                import, the federation's apply): a game is checked alone */
} ops_wctx;

/* BEGIN, then the rows of table table_no of series `series` of t.  The
 * refusals of an undrawn series or an unknown table (SK_INVALID); on any
 * error the transaction is rolled back and *c holds nothing to free. */
int ops_wctx_open(ops_wctx *c, db *d, const ops_tour *t, int series, int table_no,
                  sk_err *err);

/* End c's transaction: commit when rc is SK_OK, else roll back; returns
 * the outcome.  The rows stay (the table as written) until ops_wctx_free. */
int ops_wctx_close(ops_wctx *c, int rc, sk_err *err);
/* The same for any write context (schwctx.h): d's transaction, open while
 * *begun, ended (and *begun cleared) by rc. */
int ops_wctx_end(db *d, bool *begun, int rc, sk_err *err);
void ops_wctx_free(ops_wctx *c);

/* The stored game game_no of c's table, or NULL. */
const db_game *ops_wctx_game(const ops_wctx *c, int game_no);

/* Judge game e (series and table: c's) against c, with no statement:
 * add (edit false; e->game_no 0 = the next number, written back) or
 * replace (edit true).  The refusals, in this order: under house rules the
 * game number (recorded in order) and the game alone (house_game_check);
 * the table full, the number recorded already / not recorded, the game
 * number missing; the family's check (o: its outcome); under house rules
 * the replay of the table with it.  *old: the stored game it replaces
 * (NULL on add).  SK_INVALID naming the field and the rule. */
int ops_wctx_check(const ops_wctx *c, game_entry *e, bool edit, rules_outcome *o,
                   const db_game **old, sk_err *err);

/* ops_wctx_check, then the game stored (db_game_store) and c's games
 * updated, their dealers set.  *out (may be NULL) the stored game with its
 * dealer (db_game_clear). */
int ops_wctx_put(ops_wctx *c, game_entry *e, bool edit, db_game *out, sk_err *err);

/* Inside the caller's transaction (an import's replaced games, the
 * federation's apply): e put (edit: in place of the stored game) through a
 * context of its own, checked alone (list_later: the caller replays the
 * house lists after its writes).  Nothing else is noted (no outbox). */
int ops_wctx_put_one(db *d, const ops_tour *t, game_entry *e, bool edit, sk_err *err);

/* Put back an earlier version of game game_no of c's table: the history
 * entry audit_id (0: the most recent entry of that game, db_game_version),
 * judged and stored as ops_wctx_put does (in place of the game recorded
 * now, which goes to the history, or anew), then recorded in the history
 * as "restore".  Refused (SK_INVALID, nothing written) when there is no
 * such entry or it equals the game as recorded now.  *out (may be NULL)
 * as ops_wctx_put. */
int ops_wctx_restore(ops_wctx *c, int game_no, int64_t audit_id, db_game *out, sk_err *err);

/* Delete game game_no of c's table (kept in the history); under house
 * rules only the last game of the table.  c's games updated. */
int ops_wctx_delete(ops_wctx *c, int game_no, sk_err *err);

/* The sheet of c's table as written (its table and games taken over from
 * c: call it last).  *out caller-owned (ops_table_sheet_free). */
int ops_wctx_sheet(ops_wctx *c, ops_table_sheet *out, sk_err *err);

#endif
