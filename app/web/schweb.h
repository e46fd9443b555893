/* schweb.h - a Schafkopf table's games from the table's phone (entry from
 * the table, like Skat): the form's fields are the columns of `import
 * games` on a Schafkopf tournament (contract, suit, called, declarer,
 * partner, augen, result, schneider, schwarz, laufende, lauf_side, tout,
 * sie, klopfer, kontra, doubled, doublings, losers, jungfrau, durchmarsch;
 * the form also sends losers_1..4 and jungfrau_1..4 as checkboxes;
 * doubled x2 or x1 sets the throw-in double by hand, else it is derived
 * from the deals before the game), checked and worded as the import
 * and the TUI check them.  The table's second phone (copy=2, second true)
 * has the same form, preview and refusals and writes the table's second
 * entry (second.h: as `second add`, `second edit`, `second delete`), never
 * the stored list.  The caller (webgame.c) has checked the table's entry
 * code and answers.  (web layer only) */
#ifndef SK_SCHWEB_H
#define SK_SCHWEB_H

#include <stdbool.h>

#include "db_tournaments.h"
#include "form.h"
#include "render.h"
#include "schops.h"
#include "schwctx.h"
#include "tour.h"

/* Table table of series series of the Schafkopf tournament t under s: its
 * stored list, or (second) its second entry's list.  Caller
 * schops_sheet_free; SK_INVALID for an unknown table. */
int schweb_sheet(const web_ctx *wc, const db_tournament *t, const sch_settings *s, int series,
                 int table, bool second, schops_sheet *sh, sk_err *err);

/* What a write did: its action ("add", "edit", "delete"), the game's
 * number and the confirmation ("game 3 recorded: Wenz: Anna −100 ...").
 * Zero-initialise; free msg with sk_buf_free. */
typedef struct schweb_done {
    char action[8];
    int game;
    sk_buf msg;
    int stage; /* schweb_admit's refusal: 0 the table's, 1 its code's (the gate's),
                  2 the game's */
} schweb_done;

/* The second phone's write (copy=2): record, edit or delete (field action;
 * game: the game's number, add: the next number free in the second
 * entry; edit and delete: a game entered there) a game of the second entry
 * of table table of series series of the loaded Schafkopf tournament t (its
 * rules parsed once: tour.h), as `second add`, `second edit`, `second
 * delete`.  SK_OK with *out, else the status of the refusal (SK_USAGE,
 * SK_INVALID: 4xx) with err naming the field and the rule, nothing stored. */
int schweb_write_second(const web_ctx *wc, const ops_tour *t, int series, int table,
                        const web_form *f, schweb_done *out, sk_err *err);

/* The entry code's check of schweb_admit, the caller's (webgame.c: the
 * per-address limit of wrong codes, then the code against stored, the
 * table's as the write context read it). */
typedef int (*schweb_gate)(void *arg, const char *stored, sk_err *err);

/* The first phone's write (the table's list), the Schafkopf admit of the
 * family's writer (famwrite.h: one write context, schwctx.h): the table,
 * its entry code and its games read once, in the write's transaction.
 * Zero-initialise *out and fill t, f, gate, arg and out. */
typedef struct schweb_post {
    const ops_tour *t;
    const web_form *f;
    schweb_gate gate;
    void *arg;
    schweb_done *out;
    char pv[700];
} schweb_post;

/* schops_admit with arg a schweb_post: the table judged (out->stage 0),
 * gate(arg, code) (stage 1), then the fields against the games the
 * context read (stage 2).  Not SK_OK: the refusal, nothing written. */
int schweb_admit(const schops_wctx *c, void *arg, schops_ask *a, sk_err *err);

/* After p's write was stored: its confirmation into p->out->msg. */
void schweb_written(schweb_post *p);

/* The live preview of the fields (the TUI's: every player's result, or the
 * rule the game breaks) for game game (0: the next) into out; *game_out
 * the game meant, *is_error when out is a refusal.  second: the game as
 * the second entry would take it (its next number, its throw-in double
 * from the second entry's games before it). */
void schweb_preview(const web_ctx *wc, const ops_tour *t, const web_form *f, int series,
                    int table, long game, bool second, sk_buf *out, long *game_out,
                    bool *is_error);

#endif
