/* reqlog.h - the log of `skatsheet serve` an operator reads (issue 41):
 * one line per request and one per write, in logfmt (key=value, a value
 * with a space, a quote or an equals sign in double quotes), on stderr,
 * each request with an id its answer carries too (X-Request-Id).
 *
 * What a line holds is chosen, never copied from the request: the route
 * (metrics.h: /table/:series/:table, /checkin/:code), never the address
 * itself, its query, a header, a body, a code, a password or a name.
 * Each line is written whole by one call.  (web layer only) */
#ifndef SK_REQLOG_H
#define SK_REQLOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A new request id into buf (n >= 24): this process's random prefix and
 * a counter, "3f9a0c12-000001a4"; unique within the process, and across
 * restarts very likely. */
void web_reqlog_id(char *buf, size_t n);

/* A request answered: its id, the client's address, method (GET, POST,
 * another: "other"), route, status (0: none, the connection ended first)
 * and how long it took. */
void web_reqlog_request(const char *id, const char *client, const char *method,
                        const char *route, unsigned status, int64_t us);

/* A write of the writer thread (kind as web_metrics_write): its request's
 * id, its status, whether it stored anything. */
void web_reqlog_write(const char *id, const char *kind, unsigned status, bool stored);

#endif
