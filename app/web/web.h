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
 * Threads: libmicrohttpd's internal polling threads (a pool, epoll where
 * available).  Each pool thread opens its own SQLite connection on first
 * use (WAL: readers run side by side; writes take BEGIN IMMEDIATE with the
 * 10 s busy timeout like every other writer).  Rendered read-only pages are
 * cached per database generation, so a read costs no SQL while nothing
 * changed.
 */
#ifndef SK_WEB_H
#define SK_WEB_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "util.h"

#define WEB_DEFAULT_PORT 8080
#define WEB_MAX_BODY 16384           /* bytes of a request body */

typedef struct web_opts {
    const char *db_path;     /* the database (must exist) */
    const char *listen;      /* "ADDR:PORT", ":PORT" or "PORT"; NULL = 127.0.0.1:8080;
                                port 0 = any free port */
    const char *tournament;  /* NULL = the only or most recent one, per request */
    int threads;             /* worker threads, 0 = one per CPU (2..16) */
    int post_rate;           /* POSTs per second per client address (0 = 20) */
    bool quiet;              /* no per-request log */
    int lang;                /* the organiser's language for every page (sk_lang);
                                -1: none given, then `config lang` in the
                                database, then the browser's Accept-Language */
} web_opts;

typedef struct web_server web_server;

/* Start serving (threads run in the background).  Checks the database
 * opens (SK_FAIL with the db_open message) and the address is usable
 * (SK_USAGE for a malformed --listen, SK_FAIL when it cannot be bound).
 * *out owned by the caller: web_stop. */
int web_start(const web_opts *o, web_server **out, sk_err *err);

/* The address served, "http://127.0.0.1:8080/" (valid until web_stop). */
const char *web_url(const web_server *s);

/* Stop: answer the waiting long polls, stop the threads, close every
 * connection.  s may be NULL. */
void web_stop(web_server *s);

/* The standings of tournament `tournament` (NULL = the only or most recent
 * one) as one self-contained HTML page (styles inlined, no script, no
 * outside reference): the tournament ranking, every drawn series, the
 * teams when there are any.  lang "de" or "en".  *out filled (caller
 * sk_buf_free) on SK_OK. */
int web_export_html(db *d, const char *tournament, const char *lang, sk_buf *out,
                    sk_err *err);

#endif
