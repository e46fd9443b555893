/* moneyjson.h - the money of a tournament as JSON: the one writer behind
 * `money --format json` and the web API /api/money; and the standings
 * under house rules (`standings --format json`, /api/standings) from the
 * same view (ops: builds text into a buffer, no printing).  Skat: ops_money_load (moneyview.h, B.6);
 * Schafkopf: the list's points x the tariff (schops, Part A). */
#ifndef SK_MONEYJSON_H
#define SK_MONEYJSON_H

#include "db.h"
#include "db_tournaments.h"
#include "tour.h"
#include "moneyview.h"
#include "schops.h"
#include "second.h"

/* Append the money m of Skat tournament t as one JSON object with a
 * trailing newline: {"tournament","game":"skat","series","house_rules",
 * "basis","rate_num","rate_den","lachs_ct","tournament_money","players":
 * [...],"payments":[...],"kasse_ct","pool_ct","organiser_ct",...,
 * "rate_periods":[{"first_game","last_game","games","rate_num","rate_den",
 * "settlement_ct":[{"player","ct"}]}]} (not for a Bierlachs: Lachse). */
void ops_money_json(const ops_tour *t, const ops_money *m, sk_buf *b);

/* Load the money of tournament t (Skat or Schafkopf) for series `series`
 * (0 = all) and append it as JSON to b.  Errors: as ops_money_load and
 * schops_standings_load (nothing appended). */
int ops_money_json_load(db *d, const ops_tour *t, int series, sk_buf *b, sk_err *err);

/* Append the standings st of Schafkopf tournament t (family f) as one JSON
 * object with a trailing newline (the one writer behind `standings --format
 * json` of a Schafkopf tournament and the web's /api/standings):
 * {"tournament","game","series", how far, "second_entry" (sec, may be
 * NULL: ops_second_state_json), "players":[{"rank","player","total",
 * "solos_won","cents"}]}. */
void ops_sch_stand_json(const db_tournament *t, sch_family f, const schops_standings *st,
                        int series, const ops_second_state *sec, sk_buf *b);

/* "plain", "minus", "bierlachs" (the JSON's list_mode). */
const char *ops_house_mode_key(house_list_mode m);

/* Append the house standings m of tournament t as one JSON object with a
 * trailing newline (the one writer behind `standings --format json` under
 * house rules and the web's /api/standings): {"tournament","series",
 * "house_rules","list_mode","games", how far, "second_entry" (as
 * ops_sch_stand_json), "players":[{"rank","player","list","lachse","seeger",
 * "won","lost"}]}. */
void ops_house_stand_json(const db_tournament *t, const ops_money *m,
                          const ops_second_state *sec, sk_buf *b);

#endif
