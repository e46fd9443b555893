/* probe.h - the routes an operator's tools ask (issue 41): GET /healthz
 * and GET /metrics.  (web layer only; server.c and writeq.c call it, it
 * calls neither) */
#ifndef SK_PROBE_H
#define SK_PROBE_H

#include <stdbool.h>

#include "render.h"
#include "server_int.h"

#define WEB_HEALTH_MS 2000   /* the health probe's deadline */

/* GET /healthz in a pool thread: a read through a reading connection.
 * true when it answered: r is then marked for the write-lock probe
 * (r->health, a deadline of WEB_HEALTH_MS), for the caller to hand to the
 * writer thread (web_writeq_add, which runs web_probe_health_write); else
 * false with the 503 queued into *ret.  The answer: {"status":"ok"|"fail",
 * "db":WHAT,"write_lock":WHAT}, WHAT one of ok, busy, timeout, gone,
 * error, unchecked. */
bool web_probe_health(web_server *s, struct MHD_Connection *c, req *r, enum MHD_Result *ret);
/* In the writer thread: take and give back the write lock, waiting at
 * most until r's deadline; the answer into r->answer (a capture). */
void web_probe_health_write(web_server *s, struct MHD_Connection *c, req *r);

/* GET /metrics: the exposition (metrics.h) for a client at a loopback
 * address or a trusted proxy (--trusted-proxy; the client's address as
 * peer.h finds it), or one sending "Authorization: Bearer TOKEN" with the
 * server's metrics token (web_opts.metrics_token); anyone else 403, a
 * wrong token also taking a try of the wrong codes' limit. */
enum MHD_Result web_probe_metrics(web_server *s, struct MHD_Connection *c, const web_ctx *wc);

#endif
