/* fedweb.h - the federation hub's routes of `skatsheet serve` (issue 27):
 * GET /api/fed/pull and POST /api/fed/enrol with the venue's code in
 * "Authorization: Bearer CODE", POST /api/fed/push from the device the
 * code enrolled ("X-Skatsheet-Device"), signed with its key in
 * "X-Skatsheet-Signature" (app/ops/fedhub.h, fedtrust.h).  Answers JSON; refusals 4xx with the message
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

/* Answer a GET (body NULL) or POST to a federation route.  A refusal for
 * a code (revoked, another device's enrolment, a scope it does not have)
 * takes a token of that code's count in w->fedcodes, one for no known
 * code (a wrong code, an unknown device) a token of the address's in
 * w->codes; none left: 429, before anything is looked at for an address
 * (only a push whose signature verifies goes on), after the code is known
 * for a code (fedtrust.h).  w->wrote when a push stored something. */
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
