/* request.h - reading a request of the web front end: its language, its
 * query arguments, a table's address, a header's number, what its body
 * is; and the --listen address.  No state; the server (server.c) decides
 * what to answer.  (web layer only) */
#ifndef SK_REQUEST_H
#define SK_REQUEST_H

#include "mhd.h"
#include <netinet/in.h>
#include <stdbool.h>

#include "html.h"
#include "util.h"

/* The cookie that keeps a visitor's own language (GET /lang?to=de|en). */
#define WEB_LANG_COOKIE "skatsheet_lang"

/* "de" or "en" as a language (LANG_*), -1 anything else. */
int web_lang_word(const char *s);

/* The request's language: ?lang=de|en, then the visitor's own choice (the
 * cookie), then organiser (the organiser's: LANG_*, by the CLI's rule:
 * --lang, SKATSHEET_LANG, `config lang`, the server's locale).  The
 * browser's Accept-Language does not override the organiser. */
web_lang web_pick_lang(struct MHD_Connection *c, int organiser);

/* A query argument that must be valid UTF-8 (NULL when absent or empty;
 * *bad set when it is not UTF-8). */
const char *web_arg_str(struct MHD_Connection *c, const char *name, bool *bad);

/* ?series=N (0 when absent); -1 when malformed. */
int web_arg_series(struct MHD_Connection *c);

/* "/S/T" + rest (after "/table" or "/api/table"): S and T into *s, *t, the
 * rest (e.g. "/game") into *rest.  false when url does not have that form. */
bool web_table_url(const char *url, int *s, int *t, const char **rest);

/* A header value as a whole number (false when absent or not one). */
bool web_header_num(struct MHD_Connection *c, const char *name, unsigned long long *v);

/* NULL when the body of a POST on c is acceptable: empty, a form
 * (application/x-www-form-urlencoded) or JSON (application/json, an
 * object); else the refusal and *status (400, 415). */
const char *web_body_problem(struct MHD_Connection *c, const sk_buf *body, unsigned *status);

/* "ADDR:PORT", ":PORT" or "PORT" into addr (default 127.0.0.1:8080);
 * SK_USAGE naming --listen for a malformed one. */
int web_parse_listen(const char *spec, struct sockaddr_in *addr, sk_err *err);

#endif
