/* webday.h - the tournament day on the web (issue 31): the organiser's
 * desk (check-in by scan or name, the door, the round clock, unfinished
 * tables, second-entry differences), the cash desk, the round clock for
 * the beamer and every table page, a registration's own page and its
 * confirmation with the personal QR code and the GiroCode.  The desk and
 * the cash desk need the organiser's desk key (`skatsheet checkin desk`),
 * counted like the entry codes (w->codes).  (web layer only) */
#ifndef SK_WEBDAY_H
#define SK_WEBDAY_H

#include <stdbool.h>
#include <stdint.h>

#include "db_tournaments.h"
#include "mhd.h"
#include "render.h"
#include "second.h"
#include "tour.h"
#include "webgame.h"

/* data as an inline SVG QR code of px pixels (false: it could not be made). */
bool webday_qr_svg(sk_buf *b, const char *data, int px, const char *label);

struct ops_clock; /* clockview.h */
struct db_prereg; /* db_day.h */

/* The clock k as the block the page's script counts down. */
void webday_clock_block(sk_buf *b, web_lang l, const struct ops_clock *k, bool big);

/* Registration r's code in large type, the QR code of its page and, with
 * a payee configured and a fee to pay, the GiroCode. */
void webday_reg_codes(sk_buf *b, const web_ctx *c, struct MHD_Connection *conn,
                      const ops_tour *t, const struct db_prereg *r);

/* The round clock of series `series` (0: the latest with a clock) as a
 * block the script counts down (nothing when no clock was started); big:
 * the beamer's. */
void webday_clock_banner(sk_buf *b, const web_ctx *c, const db_tournament *t, int series,
                         bool big);

/* The cash desk page's logs: the bank transfers booked (`cashier import`)
 * and the mails sent (`register mail`) of t, as two tables. */
void webday_cash_logs(sk_buf *b, const web_ctx *c, const ops_tour *t);

/* The comparison of the first and second entry of series (table 0: all
 * of them) into *cmp (free with ops_second_cmp_free); false when the day
 * asks for no second entry or it cannot be read. */
bool webday_second_load(const web_ctx *c, const ops_tour *t, int series, int table,
                        ops_second_cmp *cmp);

/* The differences between a table's first and second entry (nothing when
 * the day asks for no second entry or there is none). */
void webday_second_box(sk_buf *b, const web_ctx *c, const ops_tour *t, int series,
                       int table);

/* The registration's confirmation: its code in large type, the QR code of
 * its page and, with a payee configured and a fee to pay, the GiroCode. */
void webday_reg_confirmation(sk_buf *b, const web_ctx *c, struct MHD_Connection *conn,
                             const ops_tour *t, int64_t reg_id);

/* The tournament of c into *t (free with db_tournament_clear), err
 * cleared; false when there is none or it cannot be read: then *ret is
 * the answer sent (404 or 500; json: as {"error": ...}). */
bool webday_tournament(struct MHD_Connection *conn, const web_ctx *c, bool json,
                       db_tournament *t, sk_err *err, enum MHD_Result *ret);

/* GET /clock: the clock in large type (a second beamer); /api/clock
 * (json): the JSON of `clock show --format json` (?series=N). */
enum MHD_Result webday_clock(struct MHD_Connection *conn, const web_ctx *c, int series,
                             bool json);
/* /seats: the beamer's "where do I sit" list of series `series` (0: the
 * latest drawn), alphabetically with table and seat (seats.c). */
enum MHD_Result webday_seats_page(struct MHD_Connection *conn, const web_ctx *c, int series);

/* GET /desk?key=K: the organiser's desk; POST /desk, /api/desk: its
 * actions (field action: scan, name, clock_start, clock_stop, door_open,
 * door_close; key; scan or name; fee paid|owed|waived, transfer; series). */
enum MHD_Result webday_desk_page(web_writer *w, struct MHD_Connection *conn, const web_ctx *c,
                                 const char *key);
enum MHD_Result webday_desk_post(web_writer *w, struct MHD_Connection *conn, const web_ctx *c,
                                 const char *form, bool json);

/* GET /cashier?key=K: the cash desk (as `skatsheet cashier`). */
enum MHD_Result webday_cashier_page(web_writer *w, struct MHD_Connection *conn,
                                    const web_ctx *c, const char *key);

/* GET /checkin/CODE: the registration of that code (the page its QR code
 * opens): who, its state, the seat once checked in, the fee; on the
 * organiser's phone (the desk key stored by the desk page) the script
 * checks the player in at once. */
enum MHD_Result webday_checkin_page(struct MHD_Connection *conn, const web_ctx *c,
                                    const char *code);

#endif
