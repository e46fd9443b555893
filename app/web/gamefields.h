/* gamefields.h - the fields of a Skat game as a table's phone sends them
 * (POST /api/table/S/T/game, the preview's query), read into the core's
 * structs with the CLI's words and refusals (gameflags_apply,
 * housegame_apply).  Used by the phone's write and its preview
 * (webgame.c).  (web layer only) */
#ifndef SK_GAMEFIELDS_H
#define SK_GAMEFIELDS_H

#include <stdbool.h>

#include "form.h"
#include "game.h"
#include "rules.h"

/* A whole number field key from min to max into *v (*have true); absent
 * or "" leaves *have false.  SK_INVALID naming the field. */
int web_num_field(const web_form *f, const char *key, long min, long max, bool *have, long *v,
                  sk_err *err);

/* The game fields (contract, matadors, bid, points, result, hand, ouvert,
 * schneider, schwarz, announce) as the CLI's game flags, checked by
 * gameflags_apply into *g.  A missing contract is SK_USAGE as in the CLI. */
int web_game_fields(const web_form *f, rules_game *g, sk_err *err);

/* The house-rule fields (a tournament with house rules) into e->h, as the
 * CLI's --kontra LEVEL --kontra-by SEAT / --ramsch A,B,C --skat N
 * --last-trick SEAT --jungfrau SEAT... --durchmarsch SEAT --schieben N:
 * kontra, kontra_by, ramsch, skat, last_trick, jungfrau_1..jungfrau_4,
 * durchmarsch, schieben, at a table of size seats.  ramsch: the deal was
 * played as a Ramsch (declarer "ramsch").  Whether the tournament allows
 * them is ops_game_put's check. */
int web_house_fields(const web_form *f, int size, bool ramsch, game_entry *e, sk_err *err);

/* declarer: a seat 1..size, "passed" or "ramsch" (*ramsch set); *given
 * whether it was sent (required: SK_USAGE when not).  *seat 0 for passed
 * and ramsch. */
int web_declarer_field(const web_form *f, int size, bool required, bool *given, int *seat,
                       bool *ramsch, sk_err *err);

#endif
