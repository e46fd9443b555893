/* houseset.h - a Skat tournament's house-rule profile as text: a preset and
 * per-setting overrides (pure core on top of house.h: no I/O).
 *
 * Text: comma-separated items applied in order.  The first item may be a
 * preset name (isko, club, pub: house_profile_preset); every other item is
 * key=value with the keys of rules-house-schafkopf.md B.6.3 ('-' and '_'
 * alike, any case; yes/no for switches), e.g.
 *     pub,bierlachs_price_ct=200,money_rate=1/4
 * The same style as the Schafkopf settings (schset.h).  Keys and values:
 *   list_mode=plain|minus|bierlachs  minus_list_dealer_charged  hand_not_punished
 *   kontra_max_level=0..4|none|kontra|re|supra|hirsch  kontra_requires_bid
 *   kontra_in_ramsch_grand_hand  bock_enabled  bock_round_games=0..12
 *   bock_start=next|including_trigger  bock_stacking=queue|overlap
 *   bock_max_one_per_game  bock_passed_game_consumes  bock_from_ramsch_grand_hand
 *   tr_spaltarsch tr_grand_hand tr_kontra_lost tr_re_won tr_re_any
 *   tr_null_ouvert_hand tr_lost_grand tr_schneider tr_raw_120 tr_all_passed
 *   tr_x00 tr_schneider_only_without_bock
 *   ramsch_on_pass ramsch_round_after_bock ramsch_round_after_grand_hand
 *   ramsch_only_evening ramsch_schieben ramsch_grand_hand_option
 *   ramsch_grand_hand_uses_game ramsch_jungfrau_announce
 *   ramsch_skat_to=loser|last_trick  ramsch_tie=both_full|split|last_trick
 *   ramsch_scoring=augen|fixed  ramsch_mode=normal|gewinner|gewinner_20
 *   ramsch_max_factor=N  bierlachs_target=auto|N|N+day
 *   bierlachs_multi_loser=all|most  bierlachs_price_ct=N
 *   money_rate=NUM/DEN (cents per point)  money_basis=list|seeger
 *   entry_fee_ct team_fee_ct tandem_fee_ct passed_fee_ct organiser_cut_ct=N
 *   loss_fee_tiers=default|euroskat|flat|none|FROM:CT/FROM:CT...
 *   loss_fee_scope=per_series|per_tournament  passed_fee_payer=all|dealer
 *   fees_to_pool  payout_percent=0..100  prize_percent=none|P/P/P... (percent,
 *   up to two decimals: 23.5/19.5/15/...)
 * house_settings_format writes every key in a fixed order; parsing that text
 * on top of the same preset gives the same profile (what the database stores).
 */
#ifndef SK_HOUSESET_H
#define SK_HOUSESET_H

#include <stdbool.h>
#include <stddef.h>

#include "house.h"
#include "util.h"

/* Apply text (NULL or "" = nothing) on top of *p and validate the result for
 * 3- and 4-tables (house_profile_validate).  A leading preset name replaces
 * *p by that preset first.  SK_OK, or SK_INVALID naming the item and the
 * setting ("rules: kontra_max_level=9: 0..4 or none, kontra, re, supra,
 * hirsch"); *p is then unspecified. */
int house_settings_parse(house_profile *p, const char *text, sk_err *err);

/* Every key of *p as "key=value,..." into buf (size n); with base not NULL
 * only the keys whose value differs from *base ("" when none).  Returns the
 * length written (truncated to n - 1). */
size_t house_settings_format(const house_profile *p, const house_profile *base, char *buf,
                             size_t n);

/* True when the text names a money setting (money_*, *_fee_*, fees_to_pool,
 * payout_percent, organiser_cut_ct, prize_percent, bierlachs_price_ct). */
bool house_settings_key_is_money(const char *key);

/* True when *p differs from *base in a money setting. */
bool house_settings_money_differs(const house_profile *p, const house_profile *base);

/* Money settings change no list entry (issue 29 item 7): they may change
 * at any time, scoring rules only before the first game.  SK_OK when every
 * item of text is key=value with a money key; else SK_INVALID naming the
 * first preset word or scoring key ("rules: kontra_max_level is a scoring
 * rule: ...").  house_settings_money_keys: their names, for messages. */
int house_settings_money_only(const char *text, sk_err *err);
const char *house_settings_money_keys(void);

/* The values in *p of the keys text names ("money_rate=1/10,..."; text as
 * house_settings_money_only accepts it) into buf (size n): what a money
 * change replaced and what it set.  Returns the length written. */
size_t house_settings_values_of(const house_profile *p, const char *text, char *buf, size_t n);

/* True when nothing sets what the points are worth (B.6.1, B.5): a plain
 * or minus list at money_rate 0, a Bierlachs without bierlachs_price_ct.
 * The settlement then says so instead of 0.00. */
bool house_settings_rate_missing(const house_profile *p);

/* One percentage from 0 to 100 with up to two decimals (s[0..len)) into
 * hundredths: "23.5" -> 2350; false for anything else. */
bool house_parse_bp(const char *s, size_t len, int *bp);

#endif
