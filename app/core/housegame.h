/* housegame.h - the house-rule fields of a recorded game (game.h
 * game_house: Kontra/Re, a Ramsch with its Augen) as the house layer
 * (house.h) sees them, their names and their short description (pure core:
 * no I/O, no SQL, no printing).
 *
 * rules-house-schafkopf.md B.2 (Kontra levels), B.4.4 (what the list records
 * per Ramsch).  Seats in a game_entry are 1..4; house.h counts from 0: the
 * conversion happens here only.
 */
#ifndef SK_HOUSEGAME_H
#define SK_HOUSEGAME_H

#include <stdbool.h>

#include "game.h"
#include "house.h"
#include "util.h"

/* A Kontra level by name: "kontra" 1, "re" 2, "supra" 3, "hirsch" 4 (any
 * case, or the digits 0-4; "none" 0).  -1 when s names no level. */
int housegame_kontra_parse(const char *s);

/* "Kontra", "Re", "Supra", "Hirsch" for 1..4; "" otherwise. */
const char *housegame_kontra_name(int level);
/* The same as housegame_kontra_parse reads it: "kontra" .. "hirsch"; "" for 0. */
const char *housegame_kontra_key(int level);

/* The same house fields (field by field)? */
bool housegame_same(const game_house *a, const game_house *b);

/* Any house field set (a Kontra level, a Ramsch, ...)? */
bool housegame_any(const game_house *h);

/* The Augen of a Ramsch as typed: one value per seat in seat order,
 * separated by commas ("45,40,35"; at a 4-table the dealer's is 0 or "-").
 * Fills h->augen (missing seats 0).  SK_INVALID naming `field` for a value
 * that is not a whole number 0..120 or more than 4 values. */
int housegame_parse_augen(const char *s, const char *field, game_house *h, sk_err *err);

/* The house fields of one game as typed (the CLI's --kontra ... flags, the
 * web form's fields), before housegame_apply turns them into a game_entry.
 * Numbers 0 = not given; ranges are the front end's (seats 1..4, skat
 * 0..22, schieben 0..3); whether the tournament allows them is the ops
 * layer's check (ops_game_put). */
typedef struct housegame_in {
    const char *kontra;      /* a level name or digit (housegame_kontra_parse), NULL = none */
    int kontra_by;           /* seat that said Kontra */
    const char *ramsch;      /* the Augen "45,40,35[,D]" (housegame_parse_augen), NULL = none */
    bool have_skat;          /* skat given (else 120 minus the tricks) */
    int skat;
    int last_trick, durchmarsch, schieben;
    unsigned jungfrau;       /* bit i: seat i+1 took no trick */
} housegame_in;

/* in into e->h (a Ramsch also makes e passed).  SK_INVALID naming the
 * field (kontra_field, ramsch_field: "--kontra" / "kontra") for a level
 * that is no level or Augen that do not parse. */
int housegame_apply(const housegame_in *in, const char *kontra_field, const char *ramsch_field,
                    game_entry *e, sk_err *err);

/* The game e, recorded at a table of n (3 or 4) players where seat dealer
 * (1..n) deals it, as the house layer's game *g: HOUSE_PASSED, HOUSE_RAMSCH
 * (passed with h.ramsch; a Durchmarsch makes the other active players
 * Jungfrauen) or HOUSE_GAME.  instead_of_ramsch stays false: whether a
 * Grand Hand is played instead of a Ramsch follows from where the game
 * falls (house_bock_peek), not from what was typed. */
void housegame_from_entry(const game_entry *e, int n, int dealer, house_game *g);

/* Append the house part of a game to b: ", Kontra" / ", Re" ... for a
 * played game; for a Ramsch "Ramsch 45/40/35, skat 0" and the marks
 * (", last trick seat 2", ", Jungfrau seat 3", ", Durchmarsch seat 1",
 * ", geschoben 2").  Nothing when h has no house fields.  n: table size;
 * dealer: the seat dealing (its Augen shown as "-" at a 4-table). */
void housegame_describe(const game_house *h, int n, int dealer, sk_buf *b);

#endif
