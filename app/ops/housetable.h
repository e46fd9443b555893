/* housetable.h - a Skat table's list under its tournament's house rules
 * (ops: no printing).  The one place that replays a table's stored games
 * through the house layer (app/core/house.h house_list_add): the list
 * entries with Kontra, Bock and Ramsch, the running totals per list mode,
 * Bierlachs, the Bock state.  Everything that shows or settles a house list
 * (game add/edit, sheet show/pdf, standings, money, the TUI, the web) comes
 * through here; recording validates by the same replay (games.c).
 */
#ifndef SK_OPS_HOUSETABLE_H
#define SK_OPS_HOUSETABLE_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"
#include "db_games.h"
#include "db_seating.h"
#include "db_tournaments.h"
#include "house.h"
#include "houseprof.h"
#include "tablesheet.h"

/* One game of the list. */
typedef struct ops_house_row {
    const db_game *game;      /* the stored game (in ts.games) */
    house_game hg;            /* as the house layer saw it (instead_of_ramsch
                                 derived from the Ramsch round it falls in) */
    house_list_step step;     /* entries, Bock factor and its cause, Lachs */
    int total[HOUSE_MAX_SEATS];  /* list totals after this game (Bierlachs: of
                                    the current round, after a restart 0) */
    int lachse[HOUSE_MAX_SEATS]; /* Bierlachs: Lachse lost so far */
    int reached[HOUSE_MAX_SEATS]; /* the totals this game reached (= total,
                                     except before a Bierlachs restart) */
    int dealer;               /* the seat that dealt it (ops_house_next_dealer) */
} ops_house_row;

typedef struct ops_house_table {
    house_profile p;          /* the tournament's profile */
    ops_table_sheet ts;       /* the table, its games, the ISkO sheet */
    ops_house_row *rows;      /* one per stored game, in game order */
    size_t nrows;
    house_list list;          /* the list after the last game */
    house_bock_info next;     /* what the next game is (Ramsch round, Bock
                                 factor from earlier triggers) */
} ops_house_table;

/* Add game e, dealt by seat dealer (1..n_seats), at the end of *list under
 * profile p: *hg the game as the house layer sees it (a Grand Hand where a
 * Ramsch is due is played instead of it, B.4.7), *step its entries and Bock.
 * SK_INVALID with the core's message (the field and the rule), *list
 * unchanged; replaying a table and the TUI's preview of the game being
 * typed (on a copy of the list) both add through here. */
int ops_house_add(house_list *list, const house_profile *p, int n_seats, int dealer,
                  const game_entry *e, house_game *hg, house_list_step *step, sk_err *err);

/* The seat dealing the next game of *list (game list->games + 1) at a
 * table with rules r: the rotation from r's first dealer, except that with
 * ramsch_grand_hand_uses_game off the same dealer deals again after a Grand
 * Hand played instead of a Ramsch (B.4.7, list->dealer_stays).  The one
 * place that knows the dealer of a house table's game: the replay, the
 * sheet (ops_house_table_load), recording and the front ends ask here or
 * ops_house_dealer, never game_dealer_seat alone. */
int ops_house_next_dealer(const house_list *list, const game_table_rules *r);

/* The dealer of game game_no at a table of tournament t (profile p, n_seats,
 * rules r) whose stored games are g[0..n-1]: the games before it replayed
 * (ops_house_next_dealer).  Recording asks this before it writes; when
 * those games do not replay, the rotation's seat (the replay after the
 * write says what is wrong). */
int ops_house_game_dealer(const house_profile *p, const db_tournament *t, int n_seats,
                          const game_table_rules *r, const db_game *g, size_t n, int game_no);

/* Append what step st books at an n_seats table, as the sheet notes it, in
 * lang: the entries ("1:-176 2:-176", or "nothing booked"), then " RR" in
 * a Ramsch round or " Bock x2".  The TUI's and the web's preview. */
void ops_house_step_notes(const house_list_step *st, int n_seats, sk_lang lang, sk_buf *b);

/* The preview of a game typed as the next game of a house list (the TUI's
 * entry line, the web's /api/preview), in lang, appended to out: pv (the
 * game's own preview, tui_entry_preview) then " -> list " and what the list
 * books (ops_house_step_notes); or, when ops_house_add refused the game
 * (refused->status set), "not saved as it is: why" alone.  true for the
 * refusal. */
bool ops_house_preview_text(const char *pv, const house_list_step *st, const sk_err *refused,
                            int n_seats, sk_lang lang, sk_buf *out);

/* Replay the stored games g[0..n-1] of one table (size n_seats, game
 * rules r) under profile p; day = the day of the month of the evening (for
 * bierlachs_target_plus_day, 0 = none).  rows (may be NULL) gets one row per
 * game (rows[i].game = &g[i]); *list the list after the last game.  The
 * games must be numbered 1, 2, 3, ... (Bock and Ramsch rounds count them).
 * A refusal: SK_INVALID "game G: why" (the core's message naming the field
 * and the rule). */
int ops_house_replay(const house_profile *p, int n_seats, const game_table_rules *r, int day,
                     const db_game *g, size_t n, ops_house_row *rows, house_list *list,
                     sk_err *err);

/* Load table table_no of series `series` of tournament t and replay its
 * list.  Errors: as ops_table_sheet_load; a list the stored games do not
 * make (a damaged database): SK_FAIL "series S, table T: why".  *out is
 * caller-owned (ops_house_table_free); empty on error. */
int ops_house_table_load(db *d, const ops_tour *t, int series, int table_no,
                         ops_house_table *out, sk_err *err);
/* The same for a table and its games already loaded with a whole series
 * (as ops_table_sheet_of: out borrows tab and g[0..n-1], and writes the
 * house dealers into g).  Errors: as ops_house_table_load. */
int ops_house_table_of(const ops_tour *ot, int series, const db_table *tab, db_game *g,
                       size_t n, ops_house_table *out, sk_err *err);
void ops_house_table_free(ops_house_table *h);
/* The same for a table sheet loaded already (*ts, taken over by *out and
 * emptied, also on error; e.g. a table's second entry, ops_second_sheet). */
int ops_house_table_from(const ops_tour *t, ops_table_sheet *ts, ops_house_table *out,
                         sk_err *err);
/* The seat dealing game game_no (1..) of a house table replayed into
 * rows[0..nrows-1] (game i + 1 in rows[i]) and *list (the list after them),
 * rules r: a recorded game's from the replay, a later one's continuing the
 * rotation from the next game (ops_house_next_dealer). */
int ops_house_dealer_of(const ops_house_row *rows, size_t nrows, const house_list *list,
                        const game_table_rules *r, int game_no);
/* The same for a loaded table.  Its sheet h->ts.sh.rows[].dealer (and the
 * dealer-declaring marks) and h->ts.games[].dealer already say them
 * (ops_house_sheet_dealers). */
int ops_house_dealer(const ops_house_table *h, int game_no);
/* Write the house dealers of table ts of tournament t into its sheet (the
 * rows' dealer and SHEET_DEALER_DECLARER) and its games (db_game.dealer):
 * the rotation, except that with ramsch_grand_hand_uses_game off the same
 * dealer deals again after a Grand Hand instead of a Ramsch (B.4.7).
 * ops_table_sheet_load calls it, so every loaded table sheet (sheet show,
 * the API, the TUI, the web's table page and entry form, money) says the
 * dealer from this one place.  Nothing changes when the dealer cannot stay
 * (the family's dealer_can_stay) or the games do not replay. */
void ops_house_sheet_dealers(const ops_tour *t, ops_table_sheet *ts);

/* The day of the month of a "YYYY-MM-DD" date (bierlachs_target 300+day),
 * 0 when none. */
int ops_house_day(const char *date);

/* Stored games v[0..n-1] of tournament t (db_game_list: by series, table,
 * game) with their dealer (db_game.dealer, the rotation's) set to the house
 * dealer (ops_house_dealer) of their table; nothing changes without house
 * rules.  Errors: as ops_house_table_load. */
int ops_house_games_dealers(db *d, const ops_tour *t, db_game *v, size_t n, sk_err *err);

/* Game rules *out (r with its first dealer moved) whose game_dealer_seat for
 * game game_no is seat dealer: for core code that takes game rules (the
 * entry line, the declarer check) working on that one game. */
void ops_house_rules_dealing(const game_table_rules *r, int game_no, int dealer,
                             game_table_rules *out);

/* Append the marks of a list row to b: K/R/S/H for the Kontra level, B
 * (Bock x2) or Bx4 ..., RR in a Ramsch round, GH a Grand Hand instead of
 * Ramsch, separated by spaces ("" for none).  The sheet, its PDF and the
 * web's table page. */
void ops_house_marks(const ops_house_row *r, sk_buf *b);

/* Inside the caller's write transaction (games.c): replay table table_no of
 * series `series` as it stands now.  A refusal: SK_INVALID "series S, table
 * T, game G: why"; the caller rolls back. */
int ops_house_validate(db *d, const db_tournament *t, const house_profile *p, int series,
                       int table_no, sk_err *err);

/* A game with house fields in tournament t whose profile p has no house
 * rules: SK_INVALID, the isko refusal naming the rule, and how to get them. */
int ops_house_refuse_fields(const db_tournament *t, const house_profile *p, const game_entry *e,
                            sk_err *err);

/* An import (inside the caller's write transaction, after v[0..n-1] are
 * written): without house rules the first game with house fields is
 * refused; with them every table v touches is replayed as by
 * ops_house_validate.  *bad: the index of the game whose table (or fields)
 * was refused. */
int ops_house_check_import(db *d, const ops_tour *t, const game_entry *v, size_t n,
                           size_t *bad, sk_err *err);

#endif