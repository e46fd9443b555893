/* writeq.h - the writes of `skatsheet serve`: checked by the pool thread
 * that read the request (server.c), then handed to one writer thread with
 * a connection of its own, which stores them in the order they came (a
 * table's game, a registration, the desk, the federation hub's routes),
 * waiting for another program's write lock at most --write-timeout from
 * when the write was queued: later, 503 and nothing stored.  The pool
 * threads meanwhile keep answering.  (web layer only; server.c calls it) */
#ifndef SK_WRITEQ_H
#define SK_WRITEQ_H

#include <stdbool.h>

#include "render.h"
#include "server_int.h"

/* Is url a write route of the writer thread: POST /table/S/T/game,
 * /api/table/S/T/game, /register, /api/register, /desk or /api/desk? */
bool web_writeq_route(const char *url);

/* Hand the write of r (url, its body read, in wc's language and
 * tournament) to the writer thread; the connection waits (suspended) for
 * its answer, the pool thread goes on.  503 when the server is stopping
 * (nothing stored). */
enum MHD_Result web_writeq_add(web_server *s, struct MHD_Connection *c, const char *url,
                               const web_ctx *wc, req *r);

/* Start the writer thread (false: it could not be started).
 * web_writeq_stop: the writes still queued are answered (503, nothing
 * stored) and the thread is joined; s->job_mx and s->job_cv (web_start)
 * stay the caller's. */
bool web_writeq_start(web_server *s);
void web_writeq_stop(web_server *s);

/* drain: from now on a new write is answered 503 ("the server is
 * stopping"), while the writes already queued are still written and
 * answered.  True when no write is queued or being written. */
bool web_writeq_idle(web_server *s, bool drain);

#endif
