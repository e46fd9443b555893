/* rules.h - the Skat rules engine (pure core: no I/O, no SQL, no printing).
 *
 * Implements sections 1-7 and the per-game part of 9 of rules.md, the rule
 * reference (the project's specification of the ISkO 2018 and DSkV
 * practice, kept beside this repository, not in it; docs/scoring.md's "Rules and
 * decisions" lists every decision taken from it): game value with its multiplier, won/lost, Schneider/Schwarz, announcements,
 * ouvert, lost = -2 x value, overbidding, the Null-below-bid decision, the
 * single-game validations of section 6, and the Seeger-Fabian points of one
 * game.
 */
#ifndef SK_RULES_H
#define SK_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

typedef enum rules_contract {
    RULES_CLUBS = 0,
    RULES_SPADES,
    RULES_HEARTS,
    RULES_DIAMONDS,
    RULES_GRAND,
    RULES_NULL,
    RULES_NCONTRACTS
} rules_contract;

typedef enum rules_announce {
    RULES_ANN_NONE = 0,
    RULES_ANN_SCHNEIDER,
    RULES_ANN_SCHWARZ
} rules_announce;

typedef enum rules_result {
    RULES_RES_NONE = 0, /* not given: derived from the card points */
    RULES_RES_WON,
    RULES_RES_LOST
} rules_result;

#define RULES_POINTS_NONE (-1)
#define RULES_DEFAULT_BID 18
#define RULES_MAX_VALUE 264

/* One game as entered.  Initialise with rules_game_init. */
typedef struct rules_game {
    rules_contract contract;
    int matadors;           /* +n "with n", -n "without n", 0 = not given;
                               must be 0 for null */
    bool hand;
    bool ouvert;
    rules_announce announce;
    int bid;                /* the bid won in the auction (default 18) */
    int points;             /* declarer's card points incl. skat, 0..120,
                               or RULES_POINTS_NONE when entered by result */
    bool schwarz;           /* a side took no trick (with points: which side
                               follows from the points; with a result: the
                               level the play reached) */
    bool schneider;         /* only with a result: Schneider was reached */
    rules_result result;    /* won/lost; required for null and when points
                               are not given; must agree when both given */
} rules_game;

/* The evaluation of a valid game. */
typedef struct rules_outcome {
    int base;               /* base value; 0 for null */
    int matadors;           /* signed as entered (0 for null) */
    /* levels (each +1 to the multiplier; null: all false) */
    bool lv_hand, lv_schneider, lv_schneider_ann, lv_schwarz, lv_schwarz_ann, lv_ouvert;
    int levels;             /* 1 (Spiel) + the true levels above; 0 for null */
    int multiplier;         /* |matadors| + levels; 0 for null */
    int real_value;         /* value of what happened, before any overbid raise */
    int value;              /* value booked (raised when overbid, suit/grand) */
    bool won;
    bool overbid;           /* real value below the bid: lost */
    bool null_below_bid;    /* Decision of rules.md 5: warn the user */
    bool bid_above_max;     /* a suit game's bid above the highest value
                               that contract can reach (a typo such as 264
                               for 24): booked as overbid; warn the user
                               (rules_bid_above_text) */
    int score;              /* +value when won, -2 x value when lost */
    int seeger;             /* declarer's Seeger points: score +50 / -50 */
    int opponent_bonus;     /* each other player at the table: 0 when won,
                               else 40 (3-table) or 30 (4-table) */
} rules_outcome;

/* Set g to an empty game: clubs, no matadors, bid 18, no points, no result. */
void rules_game_init(rules_game *g);

/* Validate and evaluate game g at a table of table_size (3 or 4) players.
 * Returns SK_OK and fills *out, or SK_INVALID with err naming the field and
 * the rule (e.g. "ouvert needs hand"); *out is then unspecified. */
int rules_evaluate(const rules_game *g, int table_size, rules_outcome *out, sk_err *err);

/* Parse a contract name: English (clubs spades hearts diamonds grand null)
 * or German (kreuz eichel pik gruen grün blatt herz rot karo schellen grand
 * null), case-insensitive.  Returns true and sets *c on success. */
bool rules_parse_contract(const char *s, rules_contract *c);

/* English lower-case name of a contract ("clubs", ..., "null"). */
const char *rules_contract_name(rules_contract c);
/* The contract in the process language, as players say it (Kreuz, Pik, ...):
 * for text people read; rules_contract_name for files and JSON. */
const char *rules_contract_label(rules_contract c);

/* Base value of a contract (12, 11, 10, 9, 24; 0 for null). */
int rules_base_value(rules_contract c);

/* True when v is a value some game can be worth (a legal bid). */
bool rules_is_game_value(int v);

/* The highest value a game of contract c can reach: the most matadors
 * plus every level (suit 18 x base: clubs 216, spades 198, hearts 180,
 * diamonds 162; grand 264; null 59, null hand ouvert). */
int rules_max_value(rules_contract c);

/* When o->bid_above_max: the warning into buf (always NUL-terminated,
 * truncated to n), naming the bid, the contract's highest value and the
 * bids the user may have meant (the legal bids up to that value made by
 * dropping one digit of the bid): "bid 264 is above the highest spades
 * game, 198: did you mean 24?", "bid 240 is above the highest diamonds
 * game, 162: did you mean 20, 24 or 40?", without the question when no digit
 * can be dropped that way.  Otherwise buf gets "". */
void rules_bid_above_text(const rules_game *g, const rules_outcome *o, char *buf, size_t n);

/* The smallest legal bid above v, or 0 when there is none (v >= 264). */
int rules_next_bid(int v);

/* Describe the working the way players say it, into buf (always
 * NUL-terminated, truncated to n): "clubs with 2, game 3, hand 4 = 4 × 12 = 48",
 * "null hand ouvert = 59".  Uses the real value (before an overbid raise). */
void rules_describe(const rules_game *g, const rules_outcome *o, char *buf, size_t n);

#endif
