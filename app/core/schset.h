/* schset.h - a tournament's Schafkopf game: its family, its settings as a
 * compact text ("key=value,key=value"), one recorded game of either family
 * and the words players and the command line use for contracts, suits,
 * cards and doublings (pure core on top of schafkopf.h: no I/O).
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

/* One recorded game of a Schafkopf list: the member of s->family is used. */
typedef struct sch_game {
    sch_family family;
    sch_wend_game w;
    sch_bav_game b;
} sch_game;

void sch_game_init(sch_game *g, sch_family f);

/* A scored game: the list entry per seat, money per seat (Wendish kasse
 * mode: the list-mode money; the Kasse is settled per table), whether a
 * solo was won and by whom. */
typedef struct sch_result_row {
    long long pts[SCH_SEATS];   /* units (Wendish) or points (Bavarian) per seat */
    long long cents[SCH_SEATS]; /* pts x cent_per_unit / cent_per_point */
    bool won;                   /* the declaring side won */
    int solo_won_by;            /* seat that won a solo (incl. Wenz, Tout, Sie), 0 none */
    long long value;            /* the game's value per player / per opponent */
    char note[160];             /* a conversion notice ("" none) */
} sch_result_row;

/* Normalize (Wendish: a partnerless Gerufen becomes a Solo when the
 * settings say so), validate and score *g.  SK_OK, or SK_INVALID with the
 * field named. */
int sch_game_score(const sch_settings *s, sch_game *g, sch_result_row *out, sk_err *err);

/* The contract as players say it (German) / an English gloss. */
void sch_game_text(const sch_game *g, char *buf, size_t n);
void sch_game_text_en(const sch_game *g, char *buf, size_t n);

/* The declaring party in lang (every list of every front end says it the
 * same way): "Anna + Carla", "Anna alone"; a Ramsch "loser Dora" (ties:
 * "loser Dora + Emil"), "Durchmarsch Dora"; "-" for a thrown-in deal.
 * name[k] is the name of seat k + 1 (NULL: the seat number).  buf always
 * terminated. */
void sch_party_text(const sch_game *g, const char *const name[SCH_SEATS], sk_lang lang,
                    char *buf, size_t n);
/* The declaring party's Augen as entered, SCH_AUGEN_NONE when the game was
 * given by its result (or is a Ramsch). */
int sch_game_augen(const sch_game *g);
/* The game's extras in words for a list's column, in lang: "Schneider",
 * "Schwarz" (as the scoring counted them, from the Augen or the flags),
 * "Tout", "Sie", "3 Laufende", "1 geklopft", "Kontra", "doubled" ...,
 * comma-separated; "" none; brief (a printed list's narrow column): "3 L.",
 * "1 Kl.", "×2".  Needs the settings (Schneider below 30 for the Wendish
 * list). */
void sch_game_extras(const sch_settings *s, const sch_game *g, sk_lang lang, bool brief,
                     char *buf, size_t n);

/* ---- words (command line, CSV, TUI) ---- */

/* Contract words: Wendish alte|gerufen|solo; Bavarian ruf (rufspiel,
 * sauspiel), wenz, solo (farbsolo), geier, farbwenz, hochzeit, bettel,
 * ramsch, zusammengeworfen (thrown-in).  Any case.  Returns the enum value
 * or -1. */
int sch_wend_contract_parse(const char *s);
int sch_bav_kind_parse(const char *s);
/* The canonical word of a contract ("alte", "ruf", "thrown-in"). */
const char *sch_wend_contract_word(int c);
const char *sch_bav_kind_word(int k);
/* German suits eichel (kreuz), gras (gruen, grün, blatt, pik), herz (rot),
 * schellen (karo): the enum value or -1. */
int sch_bav_suit_parse(const char *s);
const char *sch_bav_suit_word(int s);
/* A Wendish called card "kreuz-as", "herz-10", "pik-koenig" (suits
 * kreuz pik herz karo; ranks as ass 10 zehn koenig könig dame bube 9 8 7)
 * or "first-trick": fills call/suit/rank; false when not understood. */
bool sch_called_parse(const char *s, sch_wend_call *call, sch_fr_suit *suit, sch_fr_rank *rank);
/* Its canonical word into buf ("" for SCH_CALL_NONE). */
void sch_called_word(sch_wend_call call, sch_fr_suit suit, sch_fr_rank rank, char *buf, size_t n);
/* Kontra level: 0..4 or none|kontra|stoss|re|retour|sub|hirsch; -1. */
int sch_kontra_parse(const char *s);

/* ---- the entry line (TUI): a whole game in a few keys ---- */

/* Parse one entry line into g (family f), tokens separated by spaces:
 *   the contract first: Bavarian r(uf) w(enz) s(olo) g(eier) fw (farbwenz)
 *     h(ochzeit) b(ettel) ra(msch) z (zusammengeworfen) or the full words;
 *     Wendish a(lte) g(erufen) s(olo)
 *   then numbers in order: the declarer's seat (Wendish: the first Alte,
 *     the caller, the soloist), the partner's seat (Rufspiel, Hochzeit,
 *     Alte, Gerufen), then the party's Augen
 *   a suit: e(ichel) g(ras) h(erz) s(chellen) or the words
 *   flags: + won, - lost (without Augen), sn Schneider, sw Schwarz,
 *     lN N Laufende, o ohne (the Laufende are the opponents'), kN N Klopfer,
 *     kontra re sub hirsch, t(out), sie, x2 doubled after a throw-in (x1:
 *     not doubled; without either the caller applies the settings' default),
 *     vN Ramsch loser (repeatable), jN Jungfrau, dN Durchmarsch,
 *     Wendish: a called card (kreuz-as, first-trick), dN N doublings
 * Example: "r 1 3 e 70" = Rufspiel of seat 1 with seat 3 on the
 * Eichel-Sau, 70 Augen; "s 2 h 95 l3" = Farbsolo Herz of seat 2.
 * SK_OK, or SK_INVALID naming the token ("'q': not a contract ..."). */
int sch_line_parse(sch_family f, const char *line, sch_game *g, sk_err *err);

/* The entry line of g (parsing it gives g back) into buf (size n). */
void sch_line_format(const sch_game *g, char *buf, size_t n);

#endif
