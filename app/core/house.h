/* house.h - Skat house rules for club evenings (pure core: no I/O, no SQL,
 * no printing, no global state).
 *
 * Implements ../shared/rules-house-schafkopf.md Part B on top of the ISkO
 * engine (rules.h): list modes (plain, minus, Bierlachs), "Hand wird nicht
 * bestraft", Kontra/Re/Supra/Hirsch, Bock rounds (the queue state machine of
 * B.3.2 and the overlap variant), Ramsch (skat rule, ties, Jungfrau,
 * Durchmarsch, Schieben, fixed rate, Gewinner-Ramsch), Grand Hand instead of
 * Ramsch, Bierlachs, the validation of B.6.4 and the standings order.
 * Money (B.6) is in money.h.
 *
 * Seats are 0-based indices: seat A = 0, B = 1, C = 2, D = 3.
 * House value (B.0):
 *   entry = (won ? +V : -lossf x V) x 2^kontra_level x bock
 * Kontra and Bock multiply only the game points; Seeger bonuses never.
 */
#ifndef SK_HOUSE_H
#define SK_HOUSE_H

#include <stdbool.h>

#include "money.h"
#include "rules.h"
#include "util.h"

#define HOUSE_MAX_SEATS 4
#define HOUSE_NAME_MAX 24

typedef enum house_list_mode {
    HOUSE_LIST_PLAIN = 0, /* B.1.1 declarer only: +V / -2V (default) */
    HOUSE_LIST_MINUS,     /* B.1.2 minus points only */
    HOUSE_LIST_BIERLACHS  /* B.5 minus list in rounds to a target */
} house_list_mode;

typedef enum house_bock_start {
    HOUSE_BOCK_NEXT = 0,          /* the N games after the trigger (default) */
    HOUSE_BOCK_INCLUDING_TRIGGER  /* the trigger game is the first Bock game */
} house_bock_start;

typedef enum house_bock_stacking {
    HOUSE_BOCK_QUEUE = 0, /* each trigger appends N Bock games, factor 2 at most (default) */
    HOUSE_BOCK_OVERLAP    /* "Doppelbock": windows, factor 2^(windows covering) */
} house_bock_stacking;

typedef enum house_ramsch_skat_to {
    HOUSE_SKAT_TO_LOSER = 0,  /* to every player with the most Augen (default) */
    HOUSE_SKAT_TO_LAST_TRICK
} house_ramsch_skat_to;

typedef enum house_ramsch_tie {
    HOUSE_TIE_BOTH_FULL = 0,  /* every tied loser pays in full (default) */
    HOUSE_TIE_SPLIT,          /* the loss is shared, magnitude rounded down */
    HOUSE_TIE_LAST_TRICK      /* only the tied loser who took the last trick */
} house_ramsch_tie;

typedef enum house_ramsch_scoring {
    HOUSE_RAMSCH_AUGEN = 0,   /* the loser's Augen (default) */
    HOUSE_RAMSCH_FIXED        /* -10, -15 with one Jungfer, -20 with two */
} house_ramsch_scoring;

typedef enum house_ramsch_mode {
    HOUSE_RAMSCH_NORMAL = 0,      /* default */
    HOUSE_RAMSCH_GEWINNER,        /* B.4.9: fewest Augen +23 and a won game */
    HOUSE_RAMSCH_GEWINNER_20      /* B.4.9 alternative: fewest +20, tie 10 each, no won game */
} house_ramsch_mode;

typedef enum house_lachs_loser {
    HOUSE_LACHS_ALL = 0,  /* everyone at or over the target loses a Lachs (default) */
    HOUSE_LACHS_MOST      /* only the one(s) with most minus points */
} house_lachs_loser;

/* Bock triggers (B.3.1); a mask of these is reported by the state machine. */
enum {
    HOUSE_TR_SPALTARSCH = 1 << 0,     /* suit/grand, declarer exactly 60 Augen */
    HOUSE_TR_GRAND_HAND = 1 << 1,     /* Grand Hand played (ouvert included) */
    HOUSE_TR_KONTRA_LOST = 1 << 2,    /* kontra_level 1 and declarer lost */
    HOUSE_TR_RE_WON = 1 << 3,         /* kontra_level >= 2 and declarer won */
    HOUSE_TR_RE_ANY = 1 << 4,         /* kontra_level >= 2 */
    HOUSE_TR_NULL_OUVERT_HAND = 1 << 5,
    HOUSE_TR_LOST_GRAND = 1 << 6,
    HOUSE_TR_SCHNEIDER = 1 << 7,      /* the game reached Schneider (either side) */
    HOUSE_TR_RAW_120 = 1 << 8,        /* V >= 120 */
    HOUSE_TR_ALL_PASSED = 1 << 9,     /* a passed (eingepasst) deal */
    HOUSE_TR_X00 = 1 << 10,           /* a player's list total is a multiple of 100 */
    HOUSE_TR_COUNT = 11
};

/* Every setting of B.1-B.6 (overview B.6.3).  Fill with house_profile_isko
 * (the defaults) or another preset, then change fields. */
typedef struct house_profile {
    char name[HOUSE_NAME_MAX];        /* "isko", "club", "pub" or the caller's */
    /* B.1 list */
    house_list_mode list_mode;
    bool minus_list_dealer_charged;   /* 4-table: the dealer gets the minus too (yes) */
    bool hand_not_punished;           /* lost hand games -1 x V (no) */
    /* B.2 Kontra */
    int kontra_max_level;             /* 0 off, 1 Kontra, 2 Re, 3 Supra, 4 Hirsch (0) */
    bool kontra_requires_bid;         /* hint only for front ends (yes) */
    bool kontra_in_ramsch_grand_hand; /* (no) */
    /* B.3 Bock */
    bool bock_enabled;                /* (no) */
    int bock_round_games;             /* 0 = the table size N (default) */
    house_bock_start bock_start;
    house_bock_stacking bock_stacking;
    bool bock_max_one_per_game;       /* (yes) */
    bool bock_passed_game_consumes;   /* (yes) */
    bool bock_from_ramsch_grand_hand; /* (no) */
    bool tr_spaltarsch, tr_grand_hand;            /* (yes, yes) */
    bool tr_kontra_lost, tr_re_won, tr_re_any, tr_null_ouvert_hand; /* (no) */
    bool tr_lost_grand, tr_schneider, tr_raw_120, tr_all_passed, tr_x00; /* (no) */
    bool tr_schneider_only_without_bock; /* Schneider triggers only with no Bock
                                            game pending (Andy4495 option) (no) */
    /* B.4 Ramsch */
    bool ramsch_on_pass;                  /* (no) */
    bool ramsch_round_after_bock;         /* queue + next only (no) */
    bool ramsch_round_after_grand_hand;   /* (no) */
    bool ramsch_only_evening;             /* (no) */
    bool ramsch_schieben;                 /* (no) */
    bool ramsch_grand_hand_option;        /* used when a forced Ramsch is on (yes) */
    bool ramsch_grand_hand_uses_game;     /* (yes) */
    bool ramsch_jungfrau_announce;        /* the announced-Jungfrau variant (no) */
    house_ramsch_skat_to ramsch_skat_to;
    house_ramsch_tie ramsch_tie;
    house_ramsch_scoring ramsch_scoring;
    house_ramsch_mode ramsch_mode;
    int ramsch_max_factor;                /* cap on the Ramsch factor before Bock, 0 = none */
    /* B.5 Bierlachs */
    int bierlachs_target;                 /* 0 = 301 at a 3-table, 401 at a 4-table */
    bool bierlachs_target_plus_day;       /* target = bierlachs_target + day of month */
    house_lachs_loser bierlachs_multi_loser;
    int bierlachs_price_ct;               /* per Lachs (0) */
    /* B.6 money */
    money_settings money;
} house_profile;

/* The `isko` preset = the defaults of B.6.3: plain list, every house rule
 * off (today's tournament scoring with Seeger-Fabian). */
void house_profile_isko(house_profile *p);
/* The `club` and `pub` presets (the spec names none; derived from its
 * recommended/typical settings, see house.c). */
void house_profile_club(house_profile *p);
void house_profile_pub(house_profile *p);
/* Fill p with the preset called name ("isko", "club", "pub"); SK_INVALID
 * naming the known presets otherwise (p unchanged). */
int house_profile_preset(const char *name, house_profile *p, sk_err *err);

/* Validate p for a table of table_size (3 or 4) players: ranges of every
 * setting, the combinations the spec excludes (ramsch_round_after_bock needs
 * queue stacking and bock_start next; Gewinner-Ramsch needs the plain list),
 * Bierlachs target >= 100, and the money settings (money_settings_validate).
 * SK_OK or SK_INVALID with err naming the setting. */
int house_profile_validate(const house_profile *p, int table_size, sk_err *err);

/* True when p switches on any house rule (anything that makes it differ from
 * the isko preset in how games are scored). */
bool house_profile_has_house_rules(const house_profile *p);

/* Can the same dealer deal two games running under p?  With a forced Ramsch,
 * the Grand Hand option and ramsch_grand_hand_uses_game off, the same
 * dealer deals again after a Grand Hand played instead of a Ramsch (B.4.7,
 * house_list.dealer_stays); otherwise the deal always moves on. */
bool house_profile_dealer_can_stay(const house_profile *p);

typedef enum house_kind {
    HOUSE_GAME = 0,   /* a suit, grand or null game (declarer, g) */
    HOUSE_PASSED,     /* eingepasst: nobody bid, no Ramsch */
    HOUSE_RAMSCH      /* a Ramsch (ramsch) */
} house_kind;

#define HOUSE_NONE (-1)

/* What the list records for one Ramsch game (B.4.4). */
typedef struct house_ramsch {
    int augen[HOUSE_MAX_SEATS];  /* Augen in each seat's tricks, skat excluded;
                                    the sitting-out dealer at a 4-table: 0 */
    int skat_augen;              /* the two skat cards: 0, 2-8, 10-15, 20-22 */
    int last_trick;              /* seat that took the last trick, or HOUSE_NONE
                                    (needed for skat-to-last-trick, tie-by-last-trick) */
    bool jungfrau[HOUSE_MAX_SEATS]; /* took no trick */
    int durchmarsch;             /* seat that took every trick, or HOUSE_NONE */
    int geschoben;               /* 0..3 players pushed the skat (Schieberamsch) */
    int jungfrau_announced;      /* seat or HOUSE_NONE (ramsch_jungfrau_announce) */
    bool announced_failed;       /* the announcer took a trick: he pays 120 */
} house_ramsch;

/* One game of a table as the house layer sees it.  Init with house_game_init. */
typedef struct house_game {
    house_kind kind;
    int dealer;          /* seat dealing this game: required at a 4-table (the
                            dealer sits out), ignored at a 3-table */
    int declarer;        /* HOUSE_GAME: seat of the declarer */
    rules_game g;        /* HOUSE_GAME: the game as for rules_evaluate */
    int kontra_level;    /* 0 none, 1 Kontra, 2 Re, 3 Supra, 4 Hirsch */
    int kontra_by;       /* seat or HOUSE_NONE (statistics only) */
    bool instead_of_ramsch; /* HOUSE_GAME: a Grand Hand played instead of a
                               forced Ramsch (B.4.7) */
    house_ramsch ramsch; /* HOUSE_RAMSCH */
    int bock_manual;     /* 0 = the Bock factor from the state machine; else a
                            factor entered by hand (1 or 2 in queue mode, a
                            power of two in overlap mode) */
} house_game;

/* Set g to an empty house game: kind HOUSE_GAME, seats HOUSE_NONE, an empty
 * rules_game (rules_game_init), no Kontra, an empty Ramsch, no manual Bock. */
void house_game_init(house_game *g);

/* The scoring of one game. */
typedef struct house_result {
    int n;                        /* table size */
    int entry[HOUSE_MAX_SEATS];   /* list entry per seat in the profile's list mode
                                     (Bierlachs: the minus-list entry) */
    int plain[HOUSE_MAX_SEATS];   /* the same game in the plain list (for money) */
    int seeger[HOUSE_MAX_SEATS];  /* extended Seeger-Fabian points of this game */
    int won[HOUSE_MAX_SEATS];     /* won games credited (declarer; Gewinner-Ramsch) */
    int lost[HOUSE_MAX_SEATS];    /* lost games charged (declarer) */
    int value;                    /* HOUSE_GAME: the ISkO value V (0 otherwise) */
    int kontra_factor;            /* 2^kontra_level */
    int loss_factor;              /* 1 or 2 (B.1.3), 0 when won / not a game */
    int bock;                     /* Bock factor applied */
    int ramsch_factor;            /* Ramsch f before Bock (1 when not a Ramsch) */
    unsigned ramsch_losers;       /* mask of seats charged in a Ramsch */
    rules_outcome outcome;        /* HOUSE_GAME: the ISkO evaluation */
} house_result;

/* Validate one game against p at a table of n players (B.6.4, the checks that
 * need no history): seats; the ISkO rules (rules_evaluate); kontra_level
 * against kontra_max_level, none on a passed game or a Ramsch, on a Grand
 * Hand instead of Ramsch only with kontra_in_ramsch_grand_hand; a Ramsch only
 * when the profile plays Ramsch, its Augen adding up to 120, a possible skat,
 * Jungfrau/Durchmarsch/last trick consistent, Schieben only with
 * ramsch_schieben and at most 3, the 4-table dealer not named; the manual
 * Bock factor.  House entries under a profile without that rule are refused
 * naming the rule and the profile.  SK_OK or SK_INVALID with err. */
int house_game_check(const house_profile *p, int n, const house_game *g, sk_err *err);

/* Score one game (house_game_check first) with Bock factor bock (>= 1, from
 * the state machine or g->bock_manual) into *r.  SK_OK, or SK_INVALID (check
 * failed, or an entry too large for an int); *r is then unspecified. */
int house_score(const house_profile *p, int n, const house_game *g, int bock, house_result *r,
                sk_err *err);

/* ---- Bock state machine (B.3.2) ---------------------------------------- */

#define HOUSE_BOCK_QMAX 64

/* A group of pending Bock games (queue) or a window (overlap) and its cause. */
typedef struct house_bock_cause {
    int game_no;      /* the game whose result triggered it */
    unsigned mask;    /* HOUSE_TR_* satisfied by that game */
    int count;        /* queue: Bock games still owed to it */
    int first, last;  /* overlap: the window of game numbers */
} house_bock_cause;

/* The state of one table.  Initialise with house_bock_init; copy freely. */
typedef struct house_bock_state {
    int n;                 /* players at the table */
    int round;             /* games per Bock round (bock_round_games or n) */
    int next_game_no;      /* number of the next game fed (1 after init; set
                              it to replay from a later game) */
    int bock_pending;      /* queue: Bock games still to be played */
    int ramsch_pending;    /* Ramsch-round games still to be played */
    house_bock_cause q[HOUSE_BOCK_QMAX]; /* queue causes (FIFO) or windows */
    int nq;
} house_bock_state;

/* What the machine says about one game. */
typedef struct house_bock_info {
    int game_no;
    bool ramsch_round;     /* a Ramsch-round game: Ramsch or Grand Hand, never Bock */
    int factor;            /* 1, 2 (queue) or 2^windows (overlap) */
    int cause_game;        /* the trigger game of the Bock round it belongs to (0 = none) */
    unsigned cause_mask;   /* the triggers of that game (overlap: all covering windows) */
    unsigned triggers;     /* triggers satisfied by this game (0 in a Ramsch round) */
    int new_bock;          /* Bock games this game opened (overlap: N per window) */
    bool self_started;     /* bock_start including_trigger: it is its own first Bock game */
    bool opens_ramsch_round; /* a Ramsch round follows now */
} house_bock_info;

/* Start a table of n players (3 or 4) under p: nothing pending, game 1 next. */
void house_bock_init(house_bock_state *st, const house_profile *p, int n);

/* The triggers of p satisfied by game g with its ISkO outcome o (NULL unless
 * g is a played HOUSE_GAME); bock_pending tells whether Bock games are still
 * owed (for tr_schneider_only_without_bock); x00 is the caller's fact for
 * tr_x00.  A Ramsch never triggers; a Grand Hand instead of Ramsch only with
 * bock_from_ramsch_grand_hand.  Returns a HOUSE_TR_* mask. */
unsigned house_bock_triggers(const house_profile *p, const house_game *g, const rules_outcome *o,
                             bool bock_pending, bool x00);

/* What the next game would be before its result is known: ramsch_round and
 * the factor it gets from earlier triggers (info->triggers 0). */
void house_bock_peek(const house_bock_state *st, const house_profile *p, house_bock_info *info);

/* Feed the next game (passed games included) with its outcome o (NULL unless
 * a played HOUSE_GAME) and the caller's x00 fact: advances st exactly as the
 * B.3.2 pseudo-code (queue) or the overlap windows, and tells the game's
 * factor and why.  With bock_enabled off the factor is always 1 and only the
 * Ramsch-round-after-Grand-Hand counter runs.  Never fails (a queue beyond
 * HOUSE_BOCK_QMAX causes merges its newest causes). */
void house_bock_step(house_bock_state *st, const house_profile *p, const house_game *g,
                     const rules_outcome *o, bool x00, house_bock_info *info);

/* Name of one trigger bit ("spaltarsch", "grand_hand", ...), "?" otherwise. */
const char *house_trigger_name(unsigned bit);

/* ---- the list of a table ----------------------------------------------- */

/* A table's list replayed game by game. */
typedef struct house_list {
    house_profile p;            /* a copy of the profile */
    int n;                      /* 3 or 4 */
    int target;                 /* Bierlachs target in effect (0 otherwise) */
    house_bock_state bock;
    int games;                  /* games added */
    int total[HOUSE_MAX_SEATS]; /* list totals (Bierlachs: of the current round) */
    int seeger[HOUSE_MAX_SEATS];/* Seeger-Fabian totals */
    int won[HOUSE_MAX_SEATS], lost[HOUSE_MAX_SEATS];
    int lachse[HOUSE_MAX_SEATS];/* Bierlachs: Lachse lost */
    int dealer_stays;           /* games after which the same dealer dealt again
                                   (a Grand Hand instead of Ramsch with
                                   ramsch_grand_hand_uses_game off, B.4.7): the
                                   next game's dealer is the rotation's for game
                                   games + 1 - dealer_stays */
} house_list;

/* What house_list_add says about one game. */
typedef struct house_list_step {
    house_result r;
    house_bock_info bock;
    unsigned lachs_lost;        /* Bierlachs: seats that lost a Lachs with this game
                                   (all totals then restart at 0) */
} house_list_step;

/* Start a list for n players under p (validated with house_profile_validate);
 * day = day of the month for bierlachs_target_plus_day (1..31, else ignored).
 * SK_OK or SK_INVALID (l then unspecified). */
int house_list_init(house_list *l, const house_profile *p, int n, int day, sk_err *err);

/* Add the next game: house_game_check, the checks that need the state (a
 * Ramsch-round game must be a Ramsch or a Grand Hand instead; a Ramsch
 * outside one needs ramsch_on_pass or ramsch_only_evening; a passed deal is
 * a Ramsch under ramsch_on_pass; ...), then the Bock step, the entries, the
 * totals and Bierlachs.  On SK_INVALID l is unchanged.  out may be NULL. */
int house_list_add(house_list *l, const house_game *g, house_list_step *out, sk_err *err);

/* ---- standings --------------------------------------------------------- */

typedef struct house_standing {
    int total;   /* list total */
    int lachse;  /* Bierlachs: Lachse lost */
    int won;     /* games won as declarer */
    int lost;    /* games lost as declarer */
} house_standing;

/* Order two players by the list mode: plain by total descending; minus list
 * closest to 0 first; Bierlachs fewest Lachse first, then the current round
 * closest to 0.  Players equal there are separated as shared rules.md 10
 * separates equal totals (B.6.2 applies it to house lists): more games won
 * first, then fewer games lost.  <0 when a ranks before b, 0 when equal,
 * >0 after. */
int house_standing_cmp(house_list_mode mode, const house_standing *a, const house_standing *b);

/* Shared competition ranks (1, 1, 3 ...) of n players into rank[n]. */
void house_rank(house_list_mode mode, int n, const house_standing *s, int *rank);

#endif
