/* family.h - the game families a tournament can play, one const struct per
 * family in the shape of tmux's struct window_mode (pure core: no I/O).
 *
 * Four families:
 *   family_isko       Skat by the ISkO: tournament scoring, extended
 *                     Seeger-Fabian (rules.md); a house profile with no house
 *                     rule switched on (money settings only)
 *   family_house      Skat under house rules (rules-house-schafkopf.md Part
 *                     B): plain, minus or Bierlachs list, Kontra, Bock, Ramsch
 *   family_wendisch   Wendischer Schafskopf (Part A.1-A.3)
 *   family_bayerisch  Schafkopf (bayerisch) (Part A.4-A.5)
 *
 * A tournament's rules are parsed once, when it is loaded, into a
 * family_rules (family_rules_load), which names its family.  Every question
 * whose answer depends on the family (how its rules text reads, which of it
 * is money, what a point is worth, who deals, how a game is checked and
 * scored, what its list counts in, how it settles) is one entry point here,
 * asked as r->fam->x(r, ...), instead of an `if (schafkopf)` at the call
 * site.  A front end that shows a family in its own way asks
 * app/ops/opsfam.h's ops_family for its form and keeps its renderers per
 * form (app/cli/clifam.c, the web's and the TUI's), never a chain of ifs.
 *
 * Entry points a family does not have are NULL where said below (the
 * Skat game of a Schafkopf family); family_* wrappers below call them
 * safely. */
#ifndef SK_FAMILY_H
#define SK_FAMILY_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "house.h"
#include "rules.h"
#include "schgame.h"
#include "util.h"

typedef enum family_id {
    FAM_ISKO = 0,
    FAM_HOUSE,
    FAM_WENDISCH,
    FAM_BAYERISCH,
    FAM_COUNT
} family_id;

typedef struct family family;

/* A tournament's rules, parsed: its family and the settings of that family.
 * Copy freely (no pointers but fam). */
typedef struct family_rules {
    const family *fam;
    house_profile house;  /* the Skat families: the profile (preset + settings;
                             family_isko: a profile without house rules);
                             Schafkopf: the isko preset, unused */
    sch_settings sch;     /* the Schafkopf families: the settings; Skat:
                             sch_settings_default(SCH_FAM_SKAT), unused */
} family_rules;

/* One game of a table as entered, of either kind (the member of the
 * family's kind is used: game_entry for Skat, sch_game for Schafkopf). */
typedef struct family_game {
    game_entry skat;
    sch_game sch;
} family_game;

/* What checking a game says: the Skat outcome (rules.h) or the Schafkopf
 * scoring of the game (schgame.h). */
typedef struct family_outcome {
    rules_outcome skat;
    sch_result_row sch;
} family_outcome;

struct family {
    family_id id;
    const char *name;     /* "isko", "house", "wendisch", "bayerisch" */
    sch_family game;      /* the game the database stores (sch_family_key) */
    int table_min;        /* the fewest players at a table: 3 (Skat), 4 */
    bool list_ranks;      /* standings and money come from the table's list
                             (house rules, Schafkopf), not from Seeger-Fabian */
    bool house_fields;    /* its Skat games carry the house fields (Kontra,
                             Ramsch, ...: game_house) in the games CSV, the
                             exchange format and the federation's records */
    bool stats;           /* the players' statistics (stats.h) count its
                             games: the Skat families */
    /* The refusal when the stored rules text is damaged (a msgid taking
     * the tournament's name and the parser's message). */
    const char *damaged;

    /* ---- the rules text ---- */
    /* Apply text (NULL or "" nothing) on top of r's settings of this family
     * and validate: houseset.h (a leading preset replaces the profile) or
     * schset.h.  SK_INVALID naming the item; r unspecified then.  The
     * family itself may change (family_rules_apply). */
    int (*apply)(family_rules *r, const char *text, sk_err *err);

    /* ---- money settings (issue 29 item 7) ---- */
    /* SK_OK when every item of text sets a money key of this family, else
     * SK_INVALID naming the first scoring key or preset. */
    int (*money_only)(const char *text, sk_err *err);
    /* The money keys' names, for messages. */
    const char *(*money_keys)(void);
    /* The values in r of the keys text names ("key=value,...") into buf. */
    void (*money_values)(const family_rules *r, const char *text, char *buf, size_t n);
    /* Does r play for money at all (a settlement page, the rate reminder)? */
    bool (*plays_for_money)(const family_rules *r);
    /* Nothing sets what a point (unit, Lachs) is worth? */
    bool (*rate_missing)(const family_rules *r);
    /* With rate_missing: the reminder naming the setting and how to set it
     * for tournament tname, appended to b. */
    void (*rate_hint)(const family_rules *r, const char *tname, sk_buf *b);
    /* The tournament money of r (B.6.2: the entry fee, loss and passed-game
     * fees, the prize pool and its table), or NULL for a family without it
     * (Schafkopf: the day's entry fee and the prizes it sets only). */
    const money_settings *(*tournament_money)(const family_rules *r);

    /* ---- the dealer ---- */
    /* Can the same dealer deal two games running (house rules B.4.7)?  Then
     * only the replay of the table's list knows a game's dealer. */
    bool (*dealer_can_stay)(const family_rules *r);
    /* The seat dealing game game_no (1..) by the rotation from first_dealer
     * at a table of table_size (before any stay). */
    int (*dealer)(int first_dealer, int table_size, int game_no);

    /* ---- checking and scoring one game ---- */
    /* Check g at a table with rules tr (size, series, first dealer) and
     * fill out: the Skat families check game g->skat (the declarer not the
     * dealer at a 4-table, unless the dealer can stay: then the replay
     * checks it) and evaluate it; the Schafkopf families score g->sch
     * (normalized in place: a partnerless Gerufen becomes a Solo).
     * SK_INVALID naming the field and the rule. */
    int (*check)(const family_rules *r, const game_table_rules *tr, family_game *g,
                 family_outcome *out, sk_err *err);

    /* ---- the list ---- */
    /* The column word of a list entry (msgid of context "column"): "points",
     * "units" (Wendish).  C_("column", fam->unit) where printed. */
    const char *unit;
    /* Does every table's list sum to 0 (not a plus-only list)? */
    bool (*zero_sum)(const family_rules *r);

    /* ---- the settlement ---- */
    /* Is each table settled by its Kasse (a pot; Wendish kasse mode)
     * rather than by the list totals? */
    bool (*kasse)(const family_rules *r);
};

extern const family family_isko;
extern const family family_house;
extern const family family_wendisch;
extern const family family_bayerisch;

/* The family by id (NULL out of range). */
const family *family_by_id(family_id id);

/* The Schafkopf family of game f (family_wendisch, family_bayerisch); NULL
 * for Skat, whose family its house profile decides (family_rules_load). */
const family *family_schafkopf(sch_family f);

/* Parse a tournament's stored rules into *r: game ("skat", NULL, or a
 * Schafkopf word: sch_family_parse; an unknown word reads as Skat), the
 * Skat house preset (NULL = isko) and settings text, the Schafkopf rules
 * text.  A Skat profile with house rules is family_house, else
 * family_isko.  SK_INVALID naming the setting when the stored text is
 * damaged; *r then holds the family of game with its defaults (a Skat
 * tournament reads as family_isko), so a caller can go on where the rules
 * do not matter. */
int family_rules_load(const char *game, const char *house, const char *house_settings,
                      const char *sch_rules, family_rules *r, sk_err *err);

/* Apply text on top of *r (r->fam->apply) and name the family the result
 * plays (a Skat profile gains or loses its house rules).  On error *r is
 * unchanged. */
int family_rules_apply(family_rules *r, const char *text, sk_err *err);

#endif
