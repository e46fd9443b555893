/* pagecache.h - the page cache of `skatsheet serve`: the rendered
 * read-only pages and JSON documents, kept per (key, data generation), so
 * a read costs no SQL while nothing changed (the generation: longpoll.h);
 * and the reading connection of the thread that renders one.  (web layer
 * only; server.c calls it) */
#ifndef SK_PAGECACHE_H
#define SK_PAGECACHE_H

#include <stdbool.h>

#include "render.h"
#include "server_int.h"

/* Renders the page or document of arg (a route's arguments) into out with
 * c's connection and language: SK_OK, SK_INVALID (answered 404 with err's
 * message: an unknown tournament, series or table) or another failure
 * (500).  The functions of render.h, wrapped. */
typedef int (*web_cache_fn)(const web_ctx *c, const void *arg, sk_buf *out, sk_err *err);

/* This thread's reading connection into wc->d (kept until the request is
 * answered: answer() releases it), taken only when a request needs it: a
 * page from the cache costs no lock.  false with the 503 (no database at
 * the path) or 500 queued into *ret. */
bool web_cache_need_db(web_server *s, struct MHD_Connection *c, web_ctx *wc, bool json,
                       enum MHD_Result *ret);

/* Answer c with the page of key (an HTML page, or json) from the cache
 * while the data generation is the one it was rendered at, else render it
 * (fn with arg, through web_cache_need_db) and keep it (only a 200: an
 * error is answered, never kept; 404 for SK_INVALID, 500 else).  While one
 * thread renders a changed page the others answer with the previous
 * version (it is at most one change old).  The cache owns what it keeps. */
enum MHD_Result web_cache_page(web_server *s, struct MHD_Connection *c, web_ctx *wc,
                               const char *key, bool json, web_cache_fn fn, const void *arg);

/* The cache's slots and its lock (web_start); web_cache_free releases
 * every page kept and the lock (web_stop, the threads stopped). */
void web_cache_init(web_server *s);
void web_cache_free(web_server *s);

#endif
