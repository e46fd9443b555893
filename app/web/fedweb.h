/* fedweb.h - the federation hub's routes of `skatsheet serve` (issue 27):
 * GET /api/fed/pull and POST /api/fed/push for venues (app/ops/fedhub.h),
 * with the code in "Authorization: Bearer CODE" and a push signed in
 * "X-Skatsheet-Signature".  Answers JSON; refusals 4xx with the message
 * ({"error": ...}), nothing stored, the attempt logged. */
#ifndef SK_FEDWEB_H
#define SK_FEDWEB_H

#include <microhttpd.h>
#include <stdbool.h>
#include <stddef.h>

#include "render.h"
#include "webgame.h"

/* The body limit of a POST to url (the push takes more than the forms). */
size_t fedweb_body_limit(const char *url);

/* Is url a federation route? */
bool fedweb_route(const char *url);

/* Answer a GET (body NULL) or POST to a federation route.  A wrong or
 * revoked code takes a token of w->codes (none left: 429 before anything
 * is read); w->wrote when a push stored something. */
enum MHD_Result fedweb_handle(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                              const char *url, bool post, const char *body, size_t len);

/* fedpage.c: the officials' page /fed (GET: the code form; POST: with
 * the code, the review queue, the results and the last requests, and the
 * form's action done first) and the public page of a match day's results
 * with their log. */
enum MHD_Result fedpage_officials(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                  bool post, const char *body);
enum MHD_Result fedpage_matchday(struct MHD_Connection *c, const web_ctx *wc, const char *league,
                                 int matchday);

#endif
