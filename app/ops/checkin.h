/* checkin.h - the door (ops: no printing): a scan or a name checks a
 * player in, in one step and one write: the registration is confirmed
 * (the player found or made, as `attendance confirm`), the player marked
 * present, the arrival recorded, the entry fee taken (paid, owed or
 * waived, with the amount) and, where the series is seated at check-in or
 * already drawn, a seat given at once (checkseat.h).  A duplicate or
 * unknown scan changes nothing and says so plainly; a code works only in
 * its own tournament.
 */
#ifndef SK_OPS_CHECKIN_H
#define SK_OPS_CHECKIN_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "db_day.h"
#include "db_tournaments.h"
#include "tour.h"
#include "util.h"

/* The fee the desk takes with a check-in. */
typedef struct ops_fee_in {
    bool given;              /* false: the desk's default (paid in cash; paid by
                                transfer when the registration's transfer covers it) */
    db_fee_state state;
    long long ct;            /* -1: the fee in force (ops_day_fee) */
    const char *method;      /* "cash", "transfer" or NULL (paid: cash) */
    bool force;              /* an amount above DAY_FEE_PLAIN_MAX_CT is meant */
    long long given_ct;      /* cash handed over (0: not said): what is above the fee
                                is kept and shown (cashbook.h ops_cash_given) */
    int keep;                /* ops_given_keep: open, change, donate */
} ops_fee_in;

/* How the player came to their seat. */
typedef enum ops_seat_how {
    OPS_SEAT_DRAW = 0,       /* present for the next draw (no seat yet) */
    OPS_SEAT_BOX,            /* drawn at check-in (the door is open) */
    OPS_SEAT_HAD,            /* seated already in the series drawn */
    OPS_SEAT_FILL,           /* a late arrival filling a 3-table */
    OPS_SEAT_OPEN,           /* a late arrival opening a new table */
    OPS_SEAT_NEXT,           /* a late arrival: seated by the next series' draw */
    OPS_SEAT_OPEN4,          /* Schafkopf: a late arrival opening a new table of four with
                                three players who were waiting for the next series */
    OPS_SEAT_WAIT            /* Schafkopf: no free seat at a table of four: waits for the
                                next series' draw */
} ops_seat_how;

typedef struct ops_checkin_result {
    int64_t player_id;
    char *name;              /* malloc'd (ops_checkin_result_clear) */
    int number;
    bool created;            /* a new player made from the registration */
    char code[9];            /* the registration's code (stored form), "" = none */
    char how[8];             /* "code", "member", "desk" */
    int64_t arrival;
    char at[21];
    int from_series;         /* plays from this series */
    ops_seat_how seat_how;
    int series, table, seat; /* where they sit (table 0: not yet) */
    /* a table opened: the two players who moved to it (seat-4 players;
     * OPS_SEAT_OPEN4: the three who were waiting, moved_from 0) */
    int nmoved;
    char *moved_name[3];
    int moved_from[3], moved_seat[3];
    bool has_fee;
    db_fee fee;              /* the fee after the check-in (name not filled) */
    bool fee_recorded;       /* taken now (false: was recorded before) */
    char *warning;           /* the seat is beside a player of the same club (team):
                                the organiser is told (malloc'd, NULL: none) */
    long long over_ct;       /* cash handed over above the fee (0: none) */
    int over_keep;           /* ops_given_keep */
} ops_checkin_result;

void ops_checkin_result_clear(ops_checkin_result *r);

/* Check in by a scan (scan.h: a personal code, its QR page, a member
 * number or a player pass), else by a name or start number typed at the
 * desk (as ops_checkin_name).  Refused (SK_INVALID, nothing changed): t
 * closed, a malformed scan, a code of another tournament (naming it), an
 * unknown code or member number, a rejected registration, a registration
 * matching several players, a player checked in already (the message says
 * when and where they sit), every series begun, a fee above the Bavarian
 * limit. */
int ops_checkin_scan(db *d, const ops_tour *t, const char *scan, const ops_fee_in *fee,
                     ops_checkin_result *out, sk_err *err);

/* Check in at the desk by what was typed (key): a registration's code,
 * a player's name or start number, a member number, or a name as typed
 * (deskfind.h: a registration of t or a player, forgiving case, umlauts,
 * typos, the first or last name alone; several: refused, naming them).
 * A registration checks in its player; a player with a registration of t
 * (linked, or waiting under their name) checks in with it, so a fee
 * transferred before the day is never taken again.  new: a new player of
 * that name (club may be NULL), refused when a registration of t has that
 * name ("registered as ...") unless not_registered.  Refusals as
 * ops_checkin_scan; nothing found: "unknown code or member number ...". */
int ops_checkin_name(db *d, const ops_tour *t, const char *key, bool new_player,
                     bool not_registered, const char *club, const ops_fee_in *fee,
                     ops_checkin_result *out, sk_err *err);

/* One line for the desk, in the current language: "Anna Muster (no. 12)
 * checked in: series 1, table 7, seat 2; fee 10.00 euros paid (cash)". */
void ops_checkin_describe(const ops_checkin_result *r, sk_buf *b);

/* Cash above the fee as the desk says it (keep: ops_given_keep): "8.00
 * euros above the fee given back as change" (the current language). */
void ops_given_text(long long over_ct, int keep, sk_buf *b);

/* The seat as a slip says it: "Serie 1: Tisch 7, Platz 2" (the current
 * language); "" when not seated. */
void ops_checkin_seat_text(const ops_checkin_result *r, sk_buf *b);

/* Change a player's fee at the cash desk (state, amount ct >= 0 or -1 for
 * the fee in force, method NULL/"cash"/"transfer").  Under the Bavarian
 * preset an amount above 15 euros is refused; an amount above 1,000 euros
 * (DAY_FEE_PLAIN_MAX_CT, a typing error) unless force. */
int ops_fee_set(db *d, const ops_tour *t, int64_t pid, db_fee_state state, long long ct,
                const char *method, bool force, db_fee *out, sk_err *err);

/* ops_fee_set paid in cash, in one transaction with the cash handed over
 * (given_ct, ops_cash_given: what is above the fee kept and shown, given
 * back as change or kept as a donation by keep).  Refusals as
 * ops_fee_set and ops_cash_given; *over_ct the cash above the fee. */
int ops_fee_given(db *d, const ops_tour *t, int64_t pid, const char *name, long long ct,
                  long long given_ct, int keep, bool force, db_fee *out, long long *over_ct,
                  sk_err *err);

/* The transfer received before the day for registration r not checked in
 * yet (state paid; ct -1: the fee in force; the same limits as
 * ops_fee_set), or given back (state waived: nothing is held for it any
 * more, *out_ct 0); the amount stored into *out_ct. */
int ops_prepaid_set(db *d, const ops_tour *t, const db_prereg *r, db_fee_state state,
                    long long ct, bool force, long long *out_ct, sk_err *err);

#endif
