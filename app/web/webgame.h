/* webgame.h - writes from the web front end: a table's page with its entry
 * code, recording/editing/deleting that table's games, the live preview,
 * self-registration; and the server helpers they use (server.c).
 * (web layer only) */
#ifndef SK_WEBGAME_H
#define SK_WEBGAME_H

#include <microhttpd.h>
#include <stdbool.h>

#include "render.h"
#include "web.h"

/* GET /table/S/T?code=C[&edit=G][&done=...]: the table page with the entry
 * form (403 for a wrong code). */
enum MHD_Result webgame_page(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                             int series, int table, const char *code, const char *edit,
                             const char *done);
/* POST /table/S/T/game (HTML: 303 to the table page) and
 * /api/table/S/T/game (JSON): form fields code, action add|edit|delete,
 * game, declarer (seat or "passed"), contract, matadors, bid, points,
 * result, hand, ouvert, schneider, schwarz, announce. */
enum MHD_Result webgame_write(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                              int series, int table, const char *form, bool json);
/* GET or POST /api/preview: the TUI's preview of the fields (form: the POST
 * body, NULL: the query arguments).  Writes nothing. */
enum MHD_Result webgame_preview(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                                const char *form);
/* GET /register: the self-registration form; POST /register,
 * /api/register: name, club. */
enum MHD_Result webgame_register_page(web_server *s, struct MHD_Connection *c,
                                      const web_ctx *wc);
enum MHD_Result webgame_register(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                                 const char *form, bool json);

/* server.c */
void web_bump(web_server *s);
bool web_code_tries_left(web_server *s, struct MHD_Connection *c, bool wrong);
enum MHD_Result web_send(struct MHD_Connection *c, unsigned status, const sk_buf *b, bool json);
enum MHD_Result web_send_error(struct MHD_Connection *c, const web_ctx *wc, bool json,
                               unsigned status, const char *msg);
unsigned web_status_of(int rc);
const char *web_tournament(const web_server *s);

#endif
