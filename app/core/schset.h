/* schset.h - a tournament's Schafkopf game: its family and its settings as
 * a compact text ("key=value,key=value") (pure core on top of schafkopf.h:
 * no I/O).  One recorded game is schgame.h, the words players and the
 * command line use for contracts, suits, cards and doublings schword.h,
 * the TUI's entry line schline.h.
 *
 * Settings text: comma-separated key=value pairs, applied in order on top of
 * the defaults of rules-house-schafkopf.md A.3.1 / A.5.1.  The keys are the
 * spec's, '-' and '_' alike, any case; yes/no for switches:
 *   Wendish:  unit_partie unit_solo gegen_die_alten schneider_below
 *             settlement=list|kasse kasse_stake_ct cent_per_unit
 *             display=numbers|striche called_alone_is_solo doublings_allowed
 *             (the spec's wend_ prefix may be written)
 *   Bavarian: tariff=10-20-50|5/20|10/20|10/50|expydoc t_ruf t_solo t_extra
 *             lauf_min lauf_min_wenz lauf_max lauf_ohne_only_declarer
 *             tout_factor tout_counts_schneider_schwarz sie_factor t_bettel
 *             t_ramsch ramsch_durchmarsch doublings_allowed klopfen
 *             kontra_max_level=0..4|none|kontra|re|sub|hirsch
 *             doubled_after_throw_in write_mode=plus_minus|plus_only
 *             plus_only_defenders_score cent_per_point
 *             allow_wenz allow_farbsolo allow_tout allow_sie allow_geier
 *             allow_farbwenz allow_hochzeit allow_bettel allow_ramsch
 * sch_settings_format writes every key in a fixed order; parsing that text
 * gives the same settings back (it is what the database stores).
 */
#ifndef SCH_SCHSET_H
#define SCH_SCHSET_H

#include <stdbool.h>
#include <stddef.h>

#include "schafkopf.h"
#include "util.h"

typedef enum sch_family {
    SCH_FAM_SKAT = 0,
    SCH_FAM_WENDISCH,  /* "schafkopf-wendisch": Wendischer Schafskopf */
    SCH_FAM_BAYERISCH  /* "schafkopf": Schafkopf (bayerisch) */
} sch_family;

/* "skat", "schafkopf-wendisch", "schafkopf" (the --game word and the
 * database value); NULL out of range. */
const char *sch_family_key(sch_family f);
/* Parse a --game word (also "wendisch", "bayerisch", "bavarian", any case). */
bool sch_family_parse(const char *s, sch_family *f);
/* "Skat", "Wendischer Schafskopf", "Schafkopf (bayerisch)". */
const char *sch_family_name(sch_family f);

typedef struct sch_settings {
    sch_family family;
    int tariff;            /* Bavarian: the preset applied last (sch_bav_tariff), -1 none */
    sch_wend_settings w;
    sch_bav_settings b;
} sch_settings;

/* The defaults of family f (Bavarian: tariff 10-20-50). */
void sch_settings_default(sch_settings *s, sch_family f);

/* Apply spec (may be NULL or "") on top of *s and validate the result.
 * SK_OK, or SK_INVALID naming the key ("rules: 'lauf_min=x': not a
 * number", "rules: unknown key 'foo' for Schafkopf (bayerisch)"). */
int sch_settings_parse(sch_settings *s, const char *spec, sk_err *err);

/* The canonical text of *s (every key) into buf (size n). */
void sch_settings_format(const sch_settings *s, char *buf, size_t n);

/* A short human summary, one line, into buf: "Wendischer Schafskopf: Partie
 * 1, Solo 2 units per level, Schneider below 30, list at 10 ct per unit". */
void sch_settings_summary(const sch_settings *s, char *buf, size_t n);

/* Money settings change no list entry (issue 29 item 7): cent_per_point
 * (Bavarian); cent_per_unit, settlement, kasse_stake_ct (Wendish).  SK_OK
 * when every item of text sets one of family f; else SK_INVALID naming the
 * first scoring key.  sch_settings_money_keys: their names for messages. */
int sch_settings_money_only(sch_family f, const char *text, sk_err *err);
const char *sch_settings_money_keys(sch_family f);

/* The values in *s of the keys text names, as "key=value,..." in the
 * canonical order (text as sch_settings_money_only accepts it). */
void sch_settings_values_of(const sch_settings *s, const char *text, char *buf, size_t n);

/* True when nothing sets what a point (unit) is worth: cent_per_point 0,
 * cent_per_unit 0.  The settlement then says so instead of 0.00. */
bool sch_settings_rate_missing(const sch_settings *s);

#endif
