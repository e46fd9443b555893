/* tui_entry.h - the TUI's entry line as a pure state machine (no curses, no
 * I/O): keys in, entry state out, then a game_entry and a preview text.
 *
 * The key map depends on the step, so one letter never means two things at
 * the same moment; r is always red (hearts), R always Ramsch:
 *
 *   declarer   1-4 seat of the declarer (the dealer is refused at a 4-table)
 *              p   passed game (eingepasst)
 *              R   a Ramsch (house rules): then the points step takes the
 *                  Augen of each playing seat in turn
 *   Ramsch     digits = the Augen in the current seat's tricks; the entry
 *   (points    moves to the next seat by itself once no digit can follow
 *    step)     (45, 0, 120), else Space or / moves on; j Jungfrau,
 *              d Durchmarsch, l last trick (the current seat); v Schieben
 *              (0-3 players pushed, cycles); g a Grand Hand instead (then
 *              the declarer's seat); the skat is 120 minus the tricks
 *   contract   c k e clubs (Kreuz, Eichel)   s p b spades (Pik, Blatt)
 *              h r   hearts (Herz, Rot)      d     diamonds (Karo)
 *              g     grand                   n     null
 *   matadors   digits = count, + with (mit), - without (ohne); the entry
 *              goes on to the points by itself once no digit can follow
 *              (a grand: any digit; a suit: 2-9, 10, 11), else Enter
 *   points     digits = declarer's card points, w won, l lost,
 *              s schneider reached, z schwarz; Space/Up/Down go to the bid
 *              and step it
 *   bid        (optional, 18 unless typed; Tab or Left reach it) digits,
 *              Space/Up next legal bid, Down previous legal bid
 *   any step after the contract:  h hand, o ouvert, a announce (none ->
 *              schneider -> schwarz -> none), k Kontra level (none ->
 *              Kontra -> Re -> Supra -> Hirsch -> none; house rules)
 *   always     Enter save (when complete; else go to the next missing field,
 *              the bid is never missing), Tab/Right next field,
 *              Shift-Tab/Left previous field, Backspace delete a digit (or
 *              go back), Esc cancel.  A Space, / or Tab right after the
 *              entry moved on by itself is taken as that move, not another.
 *
 * Keys of the common games: "2 c 2 75 Enter" (clubs with 2, 75), "3 g 1 h
 * 75 Enter" (grand hand with 1), "R 45 40 35 Enter" (a Ramsch); a game
 * the house list makes a Ramsch starts in the Augen (tui_entry_ramsch):
 * "45 40 35 Enter".
 *
 * The TUI translates curses keys into the TE_KEY_* codes below; printable
 * characters are passed as themselves.
 */
#ifndef SK_TUI_ENTRY_H
#define SK_TUI_ENTRY_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "rules.h"

enum {
    TE_KEY_ENTER = 0x110000, /* above any Unicode code point */
    TE_KEY_ESC,
    TE_KEY_BACKSPACE,
    TE_KEY_TAB,
    TE_KEY_BTAB,
    TE_KEY_LEFT,
    TE_KEY_RIGHT,
    TE_KEY_UP,
    TE_KEY_DOWN,
};

typedef enum tui_entry_step {
    TE_DECLARER = 0,
    TE_CONTRACT,
    TE_MATADORS,
    TE_BID,
    TE_POINTS,
    TE_NSTEPS
} tui_entry_step;

/* What a key did. */
typedef enum tui_entry_action {
    TE_ACT_NONE = 0,    /* consumed; the state (or e->msg) changed */
    TE_ACT_SAVE,        /* Enter on a complete, valid entry: save it */
    TE_ACT_CANCEL,      /* Esc: drop the entry */
    TE_ACT_UNHANDLED    /* not an entry key here (e.g. '?', 'q'): the caller's */
} tui_entry_action;

typedef struct tui_entry {
    game_table_rules t;
    int series, table_no, game_no;
    bool editing;          /* loaded from a recorded game (tui_entry_load) */
    bool passed;
    int declarer;          /* 0 = not yet */
    bool have_contract;
    rules_contract contract;
    int mat_sign;          /* +1 with, -1 without */
    int mat_count;         /* 0 = not given */
    bool hand, ouvert;
    rules_announce announce;
    int bid;               /* 18 unless typed */
    bool bid_typed;        /* the next digit appends (else replaces) */
    int points;            /* RULES_POINTS_NONE or 0.. as typed */
    rules_result result;
    bool schneider, schwarz;
    int kontra;            /* 0 none .. 4 Hirsch (house rules) */
    bool ramsch;           /* a Ramsch (house rules; passed is false) */
    int augen[4];          /* Ramsch: Augen per seat as typed */
    unsigned aug_typed;    /* Ramsch: bit per seat whose Augen were typed */
    int aug_seat;          /* Ramsch: the seat being typed (1..4) */
    unsigned jungfrau;     /* Ramsch: bit per seat */
    int durchmarsch, last_trick, schieben; /* Ramsch: seats (0 none), 0..3 */
    tui_entry_step step;
    bool moved;            /* the last key moved to the next field or seat by itself */
    bool house;            /* house rules (set by the caller): hints name R Ramsch */
    char msg[1024];        /* the last refusal ("seat 1 deals game 1 ..."), or "" */
} tui_entry;

/* Start an empty entry for game game_no at a table with rules t. */
void tui_entry_begin(tui_entry *e, const game_table_rules *t, int series, int table_no,
                     int game_no);

/* Start the Ramsch of an entry just begun (the key R, or a game the house
 * list makes a Ramsch): the Augen of the first playing seat are next. */
void tui_entry_ramsch(tui_entry *e);

/* Start from a recorded game (for corrections); editing is set and the step
 * is the points step. */
void tui_entry_load(tui_entry *e, const game_table_rules *t, const game_entry *g);

/* True once anything was typed (declarer, passed, ...): quitting asks first. */
bool tui_entry_dirty(const tui_entry *e);

/* Feed one key (a Unicode character or a TE_KEY_* code).  See the key map
 * above.  A refused key leaves the state unchanged and sets e->msg. */
tui_entry_action tui_entry_key(tui_entry *e, int key);

/* True when every field needed for saving is present (not necessarily valid). */
bool tui_entry_complete(const tui_entry *e);

/* The entry as a game_entry (fields not yet given stay at their defaults). */
void tui_entry_to_game(const tui_entry *e, game_entry *out);

/* Validate the complete entry with game_validate.  SK_OK with *out filled,
 * else SK_INVALID with err naming the field and the rule. */
int tui_entry_validate(const tui_entry *e, rules_outcome *out, sk_err *err);

/* The live preview: the working (rules_describe), the result and Seeger
 * points, or what is still missing, or the rule the entry breaks.
 * *is_error is set when the text is a rule error or a warning to heed (a bid
 * above the highest value of the contract, rules_bid_above_text).  buf
 * always terminated. */
void tui_entry_preview(const tui_entry *e, char *buf, size_t n, bool *is_error);

/* The same with the Seeger figure the caller computed instead of the ISkO
 * one: a house list's (rules-house-schafkopf.md B.0: Kontra and Bock
 * multiply the game points, "Hand wird nicht bestraft" halves a lost Hand
 * game), so the preview agrees with the list's Seeger row. */
void tui_entry_preview_seeger(const tui_entry *e, int seeger, char *buf, size_t n,
                              bool *is_error);

/* Display text of one field ("2", "clubs", "with 2", "bid 18 (next 20 22 23)",
 * "75 won"), "" when not given.  buf always terminated. */
void tui_entry_field(const tui_entry *e, tui_entry_step step, char *buf, size_t n);

/* A Ramsch's marks after the Augen: "skat 32 J1 Durchmarsch 2 last trick 3
 * pushed 1" (the skat always).  buf always terminated. */
void tui_entry_ramsch_marks(const tui_entry *e, char *buf, size_t n);

/* Field label ("declarer", "contract", ...), translated. */
const char *tui_entry_step_name(tui_entry_step step);

/* One line with the keys of the current step, for the screen (at most 80
 * columns; the seats of this table: 1-3 or 1-4), translated. */
const char *tui_entry_keys_hint(const tui_entry *e);

#endif
