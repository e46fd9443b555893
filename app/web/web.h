/* web.h - `skatsheet serve`: the live web front end (libmicrohttpd), and
 * the standings as one self-contained HTML file (`export html`).
 *
 * A third front end on the same database and operations as the CLI and the
 * TUI: read-only live pages (standings, teams, tables, a table's score
 * sheet, league table, beamer view) and a JSON API behind them; with a
 * table's entry code, that table's games can be recorded, edited and
 * deleted (POST only).  Pages update within 2 s of a write by any program:
 * a watcher thread polls PRAGMA data_version and answers waiting
 * long-poll requests (/api/poll).
 *
 * Threads: libmicrohttpd's internal epoll threads (a pool: each thread
 * waits on all its connections in one epoll set, no thread per
 * connection).  Each pool thread reads through a SQLite connection of its
 * own that never writes (WAL: it answers from its snapshot while another
 * program holds the write lock); every write is handed to one writer
 * thread with its own connection, which waits at most --write-timeout
 * (default WEB_WRITE_TIMEOUT_S, shorter than the CLI's 10 s) for another
 * writer's lock and then answers 503 with Retry-After, storing nothing;
 * the pool threads meanwhile keep answering.  Rendered read-only pages
 * are cached per database generation, so a read costs no SQL while
 * nothing changed.  The database file is watched (webdb.h): a file
 * replaced, copied over or deleted under the server is noticed within a
 * poll.  Connections have deadlines and limits (conns.h); the client's
 * address can come from a trusted proxy (peer.h).
 */
#ifndef SK_WEB_H
#define SK_WEB_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "util.h"

#define WEB_DEFAULT_PORT 8080
#define WEB_MAX_BODY 16384           /* bytes of a request body */
#define WEB_HEADER_TIMEOUT_S 10      /* a request's header arrives within this */
#define WEB_WRITE_TIMEOUT_S 5        /* a write waits for the lock at most this */
#define WEB_MAX_CONNECTIONS 4000     /* open connections in all */
#define WEB_MAX_PER_ADDRESS 256      /* open connections per client address */

typedef struct web_opts {
    const char *db_path;     /* the database (must exist) */
    const char *listen;      /* "ADDR:PORT", ":PORT" or "PORT"; NULL = 127.0.0.1:8080;
                                port 0 = any free port */
    const char *tournament;  /* NULL = the only or most recent one, per request; writes
                                name theirs (several open: 409) */
    int threads;             /* worker threads, 0 = one per CPU (2..16) */
    int post_rate;           /* POSTs per second per client address (0 = 20) */
    int header_timeout;      /* s: a request's header complete within (0 = 10) */
    int write_timeout;       /* s: a write waits at most this for the lock (0 = 5) */
    int max_connections;     /* open connections in all (0 = WEB_MAX_CONNECTIONS) */
    int max_per_address;     /* open connections per client address (0 = 256) */
    const char *public_url;  /* the address the pages are opened at (Origin check), or NULL */
    const char *trusted_proxy; /* "ADDR[,ADDR]": whose X-Forwarded-For counts, or NULL */
    bool quiet;              /* no per-request log (reqlog.h) */
    const char *metrics_token; /* "Authorization: Bearer TOKEN" opens GET /metrics to any
                                address (probe.h); NULL: loopback and trusted proxies only */
    const char *version;     /* skatsheet's version, for GET /metrics (NULL: "") */
    int lang;                /* the organiser's language for every page (sk_lang);
                                -1: none given, then `config lang` in the
                                database, then locale_lang */
    int locale_lang;         /* the server's locale's language (sk_lang,
                                sk_lang_from_env): the last of the CLI's rule */
} web_opts;

typedef struct web_server web_server;

/* Start serving (threads run in the background).  Checks the database
 * opens (SK_FAIL with the db_open message) and the address is usable
 * (SK_USAGE for a malformed --listen, --public-url or --trusted-proxy,
 * SK_FAIL when it cannot be bound).  Raises the limit of open files to
 * what max_connections needs when it may (else serves fewer).
 * *out owned by the caller: web_stop. */
int web_start(const web_opts *o, web_server **out, sk_err *err);

/* The address served, "http://127.0.0.1:8080/" (valid until web_stop). */
const char *web_url(const web_server *s);

/* Stop: answer the waiting long polls, stop the threads, close every
 * connection.  s may be NULL. */
void web_stop(web_server *s);

/* What SIGHUP may change while serving (serve rereads its configuration):
 * the organiser's language and the limits.  0 for a limit: its default;
 * lang -1: none given (then `config lang`, then the locale's). */
typedef struct web_limits {
    int lang;
    int post_rate, header_timeout, write_timeout, max_connections, max_per_address;
} web_limits;

/* Apply *l to a running server without closing a connection: the language
 * from the next request, the POST rate of every address, the deadlines of
 * the connections opened from now, the write wait of the next write, the
 * connection limits at the next accept (open connections above a lowered
 * limit stay until they end).  max_connections and header_timeout cannot
 * rise above what web_start gave libmicrohttpd (its connection limit, its
 * idle time-out): they are capped there.  *l is written back as applied
 * (defaults for 0, the caps).  s and l not NULL. */
void web_reload(web_server *s, web_limits *l);

/* Before web_stop, on SIGTERM: stop accepting connections, answer a new
 * write 503 with Retry-After, write and answer every write already queued,
 * and give the open requests their answers, for at most deadline_ms.  True
 * when everything was answered in time. */
bool web_drain(web_server *s, int deadline_ms);

/* The standings of tournament `tournament` (NULL = the only or most recent
 * one) as one self-contained HTML page (styles inlined, no script, no
 * outside reference): the tournament ranking, every drawn series, the
 * teams when there are any.  lang "de" or "en".  *out filled (caller
 * sk_buf_free) on SK_OK. */
int web_export_html(db *d, const char *tournament, const char *lang, sk_buf *out,
                    sk_err *err);

#endif
