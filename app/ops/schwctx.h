/* schwctx.h - the write context of a Schafkopf game (issue 38, ops: no
 * printing), the Schafkopf side of wctx.h.  A write of a Wendish or
 * Bavarian game opens one context: BEGIN, then the table (its seats) and
 * the table's Schafkopf games read once, against the tournament and
 * settings the caller loaded.  The game is judged once, here: its throw-in
 * double derived from the games before it (A.5.4 point 3, in memory), the
 * family's check (family.h: it scores the game), the table seating four,
 * its number (add: after the last) within the series length, recorded or
 * not; only then is it handed to db/ (db_sch_game_store), which stores it
 * as handed.  After the write every game whose derived double changed is
 * scored again and stored, from the same context.  A refused game writes
 * nothing: the context rolls back.
 *
 * schops_record and schops_delete (schops.h: the CLI, the TUI, the web
 * form, the import, the second entry's agreement, the exchange) come
 * through here. */
#ifndef SK_OPS_SCHWCTX_H
#define SK_OPS_SCHWCTX_H

#include <stdbool.h>
#include <stddef.h>

#include "db_games.h"
#include "db_schafkopf.h"
#include "db_seating.h"
#include "family.h"

typedef struct schops_wctx {
    db *d;
    const db_tournament *t;  /* the tournament (not owned, not read again) */
    family_rules fr;         /* its family and Schafkopf settings */
    int series;
    db_table tab;            /* the table and its seats, read once */
    int table_rc;            /* the table's refusal (unknown table): SK_OK when read */
    sk_err table_err;        /* ... its message, reported where the table is judged */
    char code[ENTRYCODE_LEN + 1]; /* the table's entry code ("": none), read with it */
    db_sch_game *games;      /* the table's games in game order, read once */
    size_t n;
    bool begun;              /* the context's transaction is open */
} schops_wctx;

/* BEGIN, then table table_no of series `series` of t (its seats and entry
 * code in one statement, db_game_table_load) and its games.  An
 * unknown table is refused later, by schops_wctx_put/delete (after the
 * game's own check, as ever).  On any error the transaction is rolled
 * back and *c holds nothing to free. */
int schops_wctx_open(schops_wctx *c, db *d, const db_tournament *t, const sch_settings *s,
                     int series, int table_no, sk_err *err);

/* End c's transaction: commit when rc is SK_OK, else roll back; returns
 * the outcome. */
int schops_wctx_close(schops_wctx *c, int rc, sk_err *err);
void schops_wctx_free(schops_wctx *c);

/* A.5.4 point 3: set g->b.doubled (a Bavarian game under
 * doubled_after_throw_in) as game game_no (0: after the last) of the list
 * v[0..n) (in game order) derives it from the games before it and g's own
 * override.  No statement. */
void schops_doubled_in(const sch_settings *s, const db_sch_game *v, size_t n, int game_no,
                       sch_game *g);

/* Judge game r (series and table: c's) against c and store it: add (edit
 * false; r->game_no 0 = after the last, written back) or replace (edit
 * true); then the later games whose throw-in double changed, scored again
 * and stored.  The refusals, in this order: the family's check (the field
 * named); the table unknown or not seating four; the table full, the
 * number outside the series, recorded already / not recorded.  *res (may
 * be NULL) the scoring. */
int schops_wctx_put(schops_wctx *c, db_sch_game *r, bool edit, sch_result_row *res,
                    sk_err *err);

/* Delete game game_no of c's table (kept in the history), then score again
 * the games whose throw-in double changed.  Not recorded: SK_INVALID. */
int schops_wctx_delete(schops_wctx *c, int game_no, sk_err *err);

/* What a front end writes, decided inside the context by its admit
 * function (schops_write_in): a put of r (edit: in place of the stored
 * game), or (put false) the deletion of game game_no. */
typedef struct schops_ask {
    bool put, edit;
    db_sch_game r;
    int game_no;
} schops_ask;

/* Checks what the caller was sent against what c loaded (the table, its
 * seats, entry code and games; c->table_rc its refusal) and fills *ask; no
 * statement.  Not SK_OK: refused, nothing written. */
typedef int (*schops_admit)(const schops_wctx *c, void *arg, schops_ask *ask, sk_err *err);

/* One write at table table_no of series `series` of t (settings s) decided
 * in its context (a phone's POST: the table, its entry code and its games
 * read once, in the write's transaction): the context opened (its
 * refusals: *opened false), admit says what to write (its refusal
 * returned, rolled back), then schops_wctx_put or schops_wctx_delete, and
 * the commit.  *res (may be NULL) a put's scoring. */
int schops_write_in(db *d, const db_tournament *t, const sch_settings *s, int series,
                    int table_no, schops_admit admit, void *arg, bool *opened,
                    sch_result_row *res, sk_err *err);

#endif
