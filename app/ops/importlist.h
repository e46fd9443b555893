/* importlist.h - importing a players, seats or teams CSV file as an
 * operation (no printing, no file reading: the front end reads the file
 * and shows the problems).  Each is all or nothing, linear in the rows
 * (one look-up per distinct player name or number).
 *
 * Common contract: buf[0..len) is the file's text.  Problems of the file
 * (its format, and its rows against each other and the database): SK_INVALID,
 * each appended to errs as line + message, nothing stored.  A file without
 * rows: SK_INVALID with err "no ... in the file".  A row refused while
 * storing: SK_INVALID or SK_FAIL with err "line N: MSG; nothing imported"
 * (seats: "MSG; nothing imported"), nothing stored.  A database failure:
 * SK_FAIL with err.  The front end names the file in front of each.
 */
#ifndef SK_OPS_IMPORTLIST_H
#define SK_OPS_IMPORTLIST_H

#include <stdbool.h>
#include <stddef.h>

#include "csvin.h"
#include "db_tournaments.h"

/* Players CSV (name,number,club) into the player list.  Names are stored
 * in NFC; one differing from a player's (in the database or the file) only
 * in case or Unicode form is a likely duplicate and refused unless
 * allow_similar.  A name or start number taken is refused.  *n = players
 * stored on SK_OK. */
int ops_import_players(db *d, const char *buf, size_t len, bool allow_similar,
                       csvin_errors *errs, size_t *n, sk_err *err);

typedef struct ops_import_seats_result {
    size_t seats;   /* rows stored */
    int series;     /* series seated (each replaces that series' seating) */
} ops_import_seats_result;

/* Seats CSV (series,table,seat,player) into tournament t: each series of
 * the file stored as a manual seating.  A series beyond t's, an unknown
 * player, one player named by name and by number in one series: problems. */
int ops_import_seats(db *d, const db_tournament *t, const char *buf, size_t len,
                     csvin_errors *errs, ops_import_seats_result *out, sk_err *err);

typedef struct ops_import_teams_result {
    size_t teams;   /* teams added */
    size_t players; /* their members */
} ops_import_teams_result;

/* Teams CSV (team,player) into tournament t.  An unknown player, a player
 * twice in the file or already in a team of t, a team t already has:
 * problems. */
int ops_import_teams(db *d, const db_tournament *t, const char *buf, size_t len,
                     csvin_errors *errs, ops_import_teams_result *out, sk_err *err);

#endif
