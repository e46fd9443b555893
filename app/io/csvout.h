/* csvout.h - CSV output (pure: appends to a caller's sk_buf; no I/O).
 *
 * Fields are quoted only when needed (a comma, quote, CR, LF or an outer
 * space), quotes inside doubled, lines end with LF.  What csvout writes,
 * csvin reads back to the same values.
 */
#ifndef SK_CSVOUT_H
#define SK_CSVOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "util.h"

/* Append s[0..n) as one CSV field (quoted when needed).  Formula
 * injection: a cell a spreadsheet would run (starting with = + - @ TAB CR,
 * not a plain number) gets a leading ' (the OWASP rule), and so does one
 * already starting with ' before one of those; csvin removes that one
 * quote again, so an export reads back to the same names. */
void csvout_field(sk_buf *b, const char *s, size_t n);
bool csvout_needs_guard(const char *s, size_t n);

/* Append the games header line (CSVIN_GAMES_HEADER and "\n"). */
void csvout_games_header(sk_buf *b);

/* Append one game as a row in header order:
 *   passed:  "S,T,G,,passed,,,,,,,,,"
 *   else:    declarer, contract (English name), matadors (signed, empty
 *            when 0), hand/ouvert/schneider/schwarz 0|1, announce
 *            (empty|schneider|schwarz), bid, points (empty when not given),
 *            result (empty|won|lost). */
void csvout_game(sk_buf *b, const game_entry *e);

/* The same with the house-rule columns (a tournament with house rules):
 * the header CSVIN_GAMES_HEADER,CSVIN_GAMES_HOUSE_COLS; a row adds kontra
 * (empty|kontra|re|supra|hirsch), kontra_by, and for a Ramsch (contract
 * ramsch) the Augen per seat "45/40/35" (the 4-table dealer "-"), skat,
 * last_trick, jungfrau seats "3" or "2/3", durchmarsch, schieben.
 * table_size and dealer: of the table and this game. */
void csvout_games_header_house(sk_buf *b);
void csvout_game_house(sk_buf *b, const game_entry *e, int table_size, int dealer);

/* Append the players header and one player row (number 0 = empty). */
void csvout_players_header(sk_buf *b);
void csvout_player(sk_buf *b, const char *name, int number, const char *club);

/* Append the seats header and one seat row (player as a name or number). */
void csvout_seats_header(sk_buf *b);
void csvout_seat(sk_buf *b, int series, int table_no, int seat, const char *player);

#endif
