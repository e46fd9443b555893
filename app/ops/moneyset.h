/* moneyset.h - a tournament's money settings: changed at any time (they
 * change no list entry, rules-house-schafkopf.md B.6; issue 29 item 7),
 * each change kept (db_money.h); and the reminder when nothing sets what a
 * point is worth (ops: no printing). */
#ifndef SK_OPS_MONEYSET_H
#define SK_OPS_MONEYSET_H

#include <stdbool.h>

#include "db.h"
#include "db_money.h"
#include "db_tournaments.h"
#include "tour.h"
#include "util.h"

/* Is text (key=value items) money settings only, for tournament t's game?
 * (Its family's money_only: family.h.) */
bool ops_money_text_only(const ops_tour *t, const char *text);

/* Apply the money settings of text on top of tournament t's settings and
 * store them, whatever games it has, keeping the change (when, the values
 * replaced, the values set).  *before and *after (may be NULL) get those
 * values (caller frees).  A scoring key, a preset word, a bad value:
 * SK_INVALID naming it, nothing stored.
 * A house-rules tournament's money_rate changed after games were played
 * applies from the next game on: the games recorded so far keep the rate
 * they were played at (rate periods, db_money.h; the games played while
 * no rate was set, money_rate 0, take the new one); from_game N (1-based,
 * in the order the games were recorded; 0: the next game) makes it apply
 * from the N-th game on, repricing it and the games after.  from_game out
 * of 1..games + 1, with settings that keep the rate, or for a tournament
 * not under house rules: SK_INVALID, nothing stored. */
int ops_money_change(db *d, const ops_tour *t, const char *text, int from_game, char **before,
                     char **after, sk_err *err);

/* When nothing sets what tournament t's points are worth (a Bierlachs
 * without bierlachs_price_ct, money_rate 0, Schafkopf cent_per_point 0):
 * append, in the thread's language, that no rate is set and the command
 * that sets one, and return true; else false, b untouched.  The money
 * views (CLI, TUI, web) say it instead of settling 0.00; tournament create
 * prints it for a preset that plays for money. */
bool ops_money_no_rate(const ops_tour *t, sk_buf *b);

#endif
