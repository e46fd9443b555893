/* conns.h - the connections of `serve` and their deadlines (issue 28).
 *
 * libmicrohttpd keeps the connections, their total limit, its epoll event
 * loop and an idle time-out; that time-out restarts with every byte, so a
 * client sending one header line every few seconds holds its connection
 * for ever, and enough of them fill every slot.  What it lacks is here:
 *  - deadlines, not idle timers: a request's header complete within
 *    header_ms of the connection's start (on a kept-alive connection, the
 *    next request within idle_ms of the previous answer), its body within
 *    header_ms plus a time scaled to its length, an answer taken by the
 *    client within send_ms.  Trickling bytes extends none of them.  A late
 *    header or body gets "408 Request Timeout"; the connection is then shut
 *    down.
 *  - room for everyone: when the open connections near the limit, idle
 *    kept-alive connections are closed first (oldest first), then the ones
 *    that have waited longest for their header.
 *  - connections per client address, exact, with the trusted proxies
 *    (serve --trusted-proxy) exempt: libmicrohttpd's own per-IP limit
 *    would count a proxy like one client.
 * A reaper thread enforces the deadlines every REAP_MS.  It never closes a
 * descriptor: shutdown() ends the connection, and libmicrohttpd closes it
 * in its own thread (the descriptor stays valid while the reaper holds the
 * lock: libmicrohttpd tells of a closed connection before it closes the
 * socket).  (web layer)
 */
#ifndef SK_CONNS_H
#define SK_CONNS_H

#include "mhd.h"
#include <stdint.h>
#include <sys/socket.h>

#include "peer.h"

typedef struct web_conns web_conns;

typedef struct web_conns_opts {
    unsigned max;           /* connections in all (MHD_OPTION_CONNECTION_LIMIT too) */
    unsigned per_addr;      /* per client address; 0: no limit */
    unsigned header_ms;     /* the header's deadline */
    unsigned idle_ms;       /* a kept-alive connection's wait for its next request */
    unsigned send_ms;       /* an answer must be taken within this */
    const web_peers *peers; /* trusted proxies: exempt from per_addr (may be NULL) */
} web_conns_opts;

/* Start the reaper thread.  NULL when it cannot be started. */
web_conns *web_conns_start(const web_conns_opts *o);
/* Stop the reaper and free everything; after MHD_stop_daemon.  w may be NULL. */
void web_conns_stop(web_conns *w);

/* libmicrohttpd's accept policy (MHD_AcceptPolicyCallback; cls = w): the
 * per-address limit. */
enum MHD_Result web_conns_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen);
/* MHD_OPTION_NOTIFY_CONNECTION (cls = w): a connection starts or ends. */
void web_conns_notify(void *cls, struct MHD_Connection *c, void **socket_context,
                      enum MHD_ConnectionNotificationCode code);

/* New limits while serving (serve's SIGHUP): max (not above the one
 * started with, libmicrohttpd's limit), per_addr (not switched on or off),
 * header_ms and send_ms for the deadlines set from now; idle_ms and peers
 * stay.  Open connections are not closed for it (above a lowered max, the
 * idle ones first as make_room does). */
void web_conns_set(web_conns *w, const web_conns_opts *o);

/* Where the request on c is (the access handler and the completion
 * callback tell):
 *   WEB_CONN_BODY     its header is read, a body of body_len bytes (0:
 *                     unknown, chunked) comes: deadline header_ms +
 *                     body_len / WEB_CONN_MIN_RATE s
 *   WEB_CONN_WORK     being answered (a long poll, a queued write): none
 *   WEB_CONN_SENDING  the answer is queued: send_ms
 *   WEB_CONN_IDLE     answered and kept alive: idle_ms for the next one */
enum { WEB_CONN_BODY = 1, WEB_CONN_WORK, WEB_CONN_SENDING, WEB_CONN_IDLE };
#define WEB_CONN_MIN_RATE 1024   /* bytes per second a body must at least come at */
void web_conns_phase(web_conns *w, struct MHD_Connection *c, int phase, uint64_t body_len);

/* Close the kept-alive connections waiting idle for their next request
 * (web_drain): a proxy sees them closed while it is not using them and
 * drops them, instead of sending its next request on one the stop closes. */
void web_conns_close_idle(web_conns *w);

/* The open connections now (for tests and logs). */
unsigned web_conns_count(web_conns *w);
/* Those of them with a request being read, worked on or answered (not
 * waiting idle for one): web_drain waits for them. */
unsigned web_conns_busy(web_conns *w);

#endif
