/* schgame.h - one recorded game of a Schafkopf list (either family):
 * scoring it under a tournament's settings and the texts every list of
 * every front end shows for it (pure core: no I/O).  The words of its
 * fields (contract, suit, called card) are schword.h's. */
#ifndef SCH_SCHGAME_H
#define SCH_SCHGAME_H

#include <stdbool.h>
#include <stddef.h>

#include "schset.h"
#include "schword.h"
#include "util.h"

/* One recorded game of a Schafkopf list: the member of s->family is used. */
typedef struct sch_game {
    sch_family family;
    sch_wend_game w;
    sch_bav_game b;
} sch_game;

void sch_game_init(sch_game *g, sch_family f);
/* The declaring party of a game and how it did, as either family keeps
 * it: the declarer (Wendish: the first of the party), the partner, the
 * party's Augen (SCH_AUGEN_NONE: not entered), the result, Schneider and
 * Schwarz (the losing side took no trick). */
typedef struct sch_party {
    int declarer, partner, augen;
    sch_result result;
    bool schneider, schwarz;
} sch_party;
/* g's party from / into its family's fields. */
sch_party sch_game_party(const sch_game *g);
void sch_game_set_party(sch_game *g, const sch_party *p);

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

#endif
