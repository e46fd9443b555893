/* famwrite.h - the writer of each game family (opsfam.h's write slot,
 * issue 38): one entry point that records, edits or deletes a game of
 * the family through its write context (ops: no printing).  A front end
 * fills one ops_write_req, with its admit of each kind of write context
 * (a Skat game's, wctx.h; a Schafkopf game's, schwctx.h), and calls
 *     ops_family_of(&t->rules)->write(d, t, &q, err);
 * the family's writer opens its own context and calls the admit of its
 * kind, so the front end never chooses a writer by the game form. */
#ifndef SK_OPS_FAMWRITE_H
#define SK_OPS_FAMWRITE_H

#include <stdbool.h>
#include <stdint.h>

#include "games.h"
#include "schwctx.h"
#include "tour.h"

typedef struct ops_write_req {
    int series, table_no;
    /* What to write, decided inside the context (games.h ops_game_admit,
     * schwctx.h schops_admit; both called with arg): the Skat families'
     * writer calls skat, the Schafkopf families' sch. */
    ops_game_admit skat;
    schops_admit sch;
    void *arg;
    /* out: the context opened (false: its refusal, an unknown table, a
     * damaged rules text) */
    bool opened;
    /* out, a Skat game's (each may be NULL): as ops_game_write_in's */
    db_game *out;
    ops_table_sheet *after;
    int64_t *queued;
    /* out, a Schafkopf game's (may be NULL): its scoring */
    sch_result_row *res;
} ops_write_req;

/* The Skat families' writer (ISkO, house): ops_game_write_in with q->skat. */
int ops_write_skat(db *d, const ops_tour *t, ops_write_req *q, sk_err *err);

/* The Schafkopf families' writer (Wendish, Bavarian): the tournament's
 * rules checked (ops_tour_ok), then schops_write_in with q->sch and the
 * tournament's Schafkopf settings. */
int ops_write_sch(db *d, const ops_tour *t, ops_write_req *q, sk_err *err);

#endif
