/* webgame.h - writes from the web front end: a table's page with its entry
 * code, recording/editing/deleting that table's games, the live preview,
 * self-registration.  They get from the server only a web_writer (its
 * limits, and a flag to raise after a write); they answer through reply.h.
 * (web layer only) */
#ifndef SK_WEBGAME_H
#define SK_WEBGAME_H

#include "mhd.h"
#include <stdbool.h>

#include "ratelimit.h"
#include "render.h"
#include "reply.h"

/* What the server hands a write handler: the per-address limits, and
 * wrote, set after a change was stored (the server then refreshes its
 * pages and answers the waiting long polls at once). */
typedef struct web_writer {
    web_rate *codes;         /* wrong entry codes (a wrong one takes a token) */
    web_rate *registrations; /* registrations (a queued one takes a token) */
    web_rate *fedcodes;      /* refused federation requests per code (fedweb.h) */
    const web_peers *peers;  /* trusted proxies, the public address (peer.h) */
    bool wrote;
    /* a federation push answered (fedweb.h), for the metrics: pushed, its
     * changes by outcome when it was stored (push_ok) */
    bool pushed, push_ok;
    int applied, same, again, review;
} web_writer;

/* The tournament a request of wc is for: serve --tournament (a request
 * naming another one: 409), else the one it names (wc->asked, else
 * `named`: the form's field tournament), else for reading the default (the
 * chosen, the only or the most recent open one); a write (write true)
 * that names none is refused with 409 while several are open and none is
 * chosen, unless code is the entry code of table `table` of series
 * `series` in exactly one of them (that one).  A write to a closed
 * one: 403.  Else *status (404 unknown, 500) and err.  *t caller-owned. */
int webgame_tournament(const web_ctx *wc, const char *named, bool write, int series, int table,
                       const char *code, db_tournament *t, unsigned *status, sk_err *err);

/* GET /table/S/T?code=C[&edit=G][&done=...][&copy=2]: the table page with
 * the entry form (403 for a wrong code); copy 2: the table's second entry
 * (second.h: its own sheet or Schafkopf list and form; the tournament
 * asks for it). */
enum MHD_Result webgame_page(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                             int series, int table, const char *code, const char *edit,
                             const char *done, bool second);
/* POST /table/S/T/game (HTML: 303 to the table page) and
 * /api/table/S/T/game (JSON): form fields code, action add|edit|delete,
 * game, declarer (seat or "passed"), contract, matadors, bid, points,
 * result, hand, ouvert, schneider, schwarz, announce (a Schafkopf table:
 * schweb.h's fields); copy 2: the second entry (add, edit and delete of
 * its own games; never the games of the first). */
enum MHD_Result webgame_write(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                              int series, int table, const char *form, bool json);
/* GET or POST /api/preview: the TUI's preview of the fields (form: the POST
 * body, NULL: the query arguments).  Writes nothing. */
enum MHD_Result webgame_preview(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                const char *form);
/* GET /register: the self-registration form; POST /register,
 * /api/register: name, club. */
enum MHD_Result webgame_register_page(web_writer *w, struct MHD_Connection *c,
                                      const web_ctx *wc);
enum MHD_Result webgame_register(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                 const char *form, bool json);

#endif
