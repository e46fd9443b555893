/* longpoll.h - the data generation of `skatsheet serve` (s->gen) and the
 * long polls waiting for it: a change seen by the watcher (webdb.h) or
 * stored by one of our writes bumps the generation, so the cached pages
 * are rendered again (pagecache.h), and answers every waiting GET
 * /api/poll; a poll is answered at the latest after 25 s.  (web layer
 * only; server.c and writeq.c call it) */
#ifndef SK_LONGPOLL_H
#define SK_LONGPOLL_H

#include <stdbool.h>

#include "server_int.h"
#include "webgame.h"

/* GET /api/poll?v=N (r: its request): {"v":GEN} at once when the
 * generation is not N (or the server stops), else the connection is
 * suspended until it changes or 25 s passed, then answered.  400 for a v
 * that is not a number. */
enum MHD_Result web_poll_answer(web_server *s, struct MHD_Connection *c, req *r);

/* The watcher's poll (webdb.h's callback, ud the web_server): changed
 * bumps the generation and answers every long poll; else only the
 * expired long polls are answered. */
void web_poll_tick(void *ud, bool changed);

/* After a write handler: its answer ret, unchanged, and the pages
 * refreshed at once (the generation bumped, the polls answered) when w
 * says it stored a change. */
enum MHD_Result web_poll_wrote(web_server *s, const web_writer *w, enum MHD_Result ret);

/* Stopping (web_stop): every waiting poll answered, a new one at once. */
void web_poll_stop(web_server *s);

#endif
