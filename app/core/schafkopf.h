/* schafkopf.h - Schafkopf score lists (pure core: no I/O, no SQL, no printing).
 *
 * Implements ../shared/rules-house-schafkopf.md Part A:
 *  - Wendischer Schafskopf (A.1-A.3): the Alten partnership, a called partner
 *    (Gerufen), Solo; 61 to win, Schneider below 30, units per level; list
 *    mode or Kasse (pot) mode, settled in cents.
 *  - Bayerischer Schafkopf (A.4-A.5): Rufspiel, Wenz, Farbsolo, Geier,
 *    Farbwenz, Hochzeit, Bettel, Ramsch, thrown-in deals; tariffs, Laufende,
 *    Tout, Sie, Klopfen, Kontra/Re/Sub/Hirsch, doubled games after a throw-in,
 *    plus/minus or plus-only lists, per-contract table overrides.
 *
 * Seats are numbered 1..4 (seat 1 = A); 0 means "no seat".  Points and money
 * are integers (units, points or cents).  Every function takes caller-owned
 * structs and keeps no state.  Functions that can fail return SK_OK or
 * SK_INVALID and fill a caller-owned sk_err whose message names the field
 * and the rule, e.g. "partner: seat 2 is the declarer; a Rufspiel partner is
 * another player".
 */
#ifndef SCH_SCHAFKOPF_H
#define SCH_SCHAFKOPF_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define SCH_SEATS 4
#define SCH_AUGEN_NONE (-1) /* card points not entered: the game is given by its result */

/* Won/lost when a game is entered without card points (conceded early);
 * when card points are given a result may be added and must agree. */
typedef enum sch_result {
    SCH_RES_NONE = 0,
    SCH_RES_WON, /* the declaring side (Alten / declarer party) won */
    SCH_RES_LOST
} sch_result;

/* The dealer of game game_no (1..) when seat first_dealer (1..4) dealt game
 * 1: the deal moves one seat to the left after every game, thrown-in deals
 * included (A.3.2, A.5.2).  Out-of-range first_dealer counts as seat 1. */
int sch_dealer(int first_dealer, int game_no);

/* Check that four per-player results of one plus/minus list (or its totals)
 * add up to 0 (Part 0: "zero-sum").  SK_OK, or SK_INVALID with
 * "totals: the table sums to N; a plus/minus list sums to 0". */
int sch_check_zero_sum(const long long v[SCH_SEATS], sk_err *err);

/* ===================================================================== */
/* Wendischer Schafskopf (A.1-A.3)                                        */
/* ===================================================================== */

typedef enum sch_wend_mode {
    SCH_WEND_LIST = 0, /* zero-sum units, money = units x cent_per_unit */
    SCH_WEND_KASSE     /* pot: stakes paid in, partnership winners paid from it */
} sch_wend_mode;

typedef enum sch_wend_display {
    SCH_WEND_NUMBERS = 0,
    SCH_WEND_STRICHE /* one stroke per unit (display only; no effect here) */
} sch_wend_display;

/* A.3.1 settings.  Fill with sch_wend_settings_default. */
typedef struct sch_wend_settings {
    int unit_partie;          /* units per level, partnership game, per player (>= 1; 1) */
    int unit_solo;            /* units per level, solo, per opponent (>= 1; 2) */
    int gegen_die_alten;      /* 0/1 extra units-per-level per winner when the Alten lose (0) */
    int schneider_below;      /* 30: Schneider iff < 30 (source text); 31: iff <= 30 (30) */
    sch_wend_mode settlement; /* list (default) or kasse */
    long long kasse_stake_ct; /* cents each player pays into the Kasse (100) */
    long long cent_per_unit;  /* cents per unit (10) */
    sch_wend_display display; /* numbers (default) or striche */
    bool called_alone_is_solo; /* a Gerufen caller left without partner plays a Solo (yes) */
    bool doublings_allowed;   /* the generic doubling counter of A.5 (no) */
} sch_wend_settings;

/* Fill s with the defaults of A.3.1.  s must not be NULL. */
void sch_wend_settings_default(sch_wend_settings *s);

/* Check every setting is in its range.  SK_OK or SK_INVALID naming the key
 * ("wend_unit_solo: 0 is impossible; a solo is worth at least 1 unit"). */
int sch_wend_settings_validate(const sch_wend_settings *s, sk_err *err);

typedef enum sch_wend_contract {
    SCH_WEND_ALTE = 0, /* the two holders of the Alten (Kreuz- and Pik-Dame) */
    SCH_WEND_GERUFEN,  /* one held both Alten and called a partner */
    SCH_WEND_SOLO      /* one player alone against three */
} sch_wend_contract;

/* French suits and ranks of the Skat pack, for the called card. */
typedef enum sch_fr_suit {
    SCH_FR_NONE = 0, SCH_KREUZ, SCH_PIK, SCH_HERZ_FR, SCH_KARO
} sch_fr_suit;

typedef enum sch_fr_rank {
    SCH_RANK_NONE = 0, SCH_ASS, SCH_ZEHN, SCH_KOENIG, SCH_DAME, SCH_BUBE,
    SCH_NEUN, SCH_ACHT, SCH_SIEBEN
} sch_fr_rank;

typedef enum sch_wend_call {
    SCH_CALL_NONE = 0,   /* not recorded (informational field) */
    SCH_CALL_CARD,       /* "Das Kreuz-As geht mit": suit + rank */
    SCH_CALL_FIRST_TRICK /* "wer den ersten Stich macht, geht mit" */
} sch_wend_call;

/* One Wendish game as the list records it (A.3.2).  Initialise with
 * sch_wend_game_init. */
typedef struct sch_wend_game {
    int game_no;                 /* 1.. (informational; 0 = not numbered) */
    sch_wend_contract contract;
    int party[2];                /* the Alten side, seats 1..4: ALTE both Alten
                                    holders; GERUFEN caller, partner; SOLO the
                                    soloist and party[1] = 0 */
    sch_wend_call called;        /* GERUFEN only */
    sch_fr_suit called_suit;     /* with SCH_CALL_CARD */
    sch_fr_rank called_rank;
    int party_augen;             /* the Alten side's card points 0..120, or SCH_AUGEN_NONE */
    sch_result result;           /* required without Augen; must agree with them */
    bool schneider;              /* only without Augen: the losing side was Schneider */
    bool loser_no_trick;         /* the losing side took no trick (Schwarz) */
    int doublings;               /* 0..8, each x2; only with doublings_allowed */
} sch_wend_game;

/* The scoring of one Wendish game. */
typedef struct sch_wend_outcome {
    bool converted_to_solo;      /* a partnerless GERUFEN was scored as SOLO */
    char note[160];              /* says so when converted; "" otherwise */
    bool won;                    /* the Alten side (or soloist) won */
    bool schneider, schwarz;     /* the losing side */
    int level;                   /* 1 einfach, 2 Schneider, 3 Schwarz */
    long long value;             /* v per player (partnership) or s per opponent (solo),
                                    doublings included */
    long long units[SCH_SEATS];  /* the list entry per seat (zero-sum) */
    long long pay_ct[SCH_SEATS]; /* cents each seat receives (negative: pays) at this game:
                                    list mode units x cent_per_unit; kasse mode the
                                    partnership winners' payout from the Kasse and
                                    solos player to player */
    long long kasse_ct;          /* change of the Kasse in cents (kasse mode, <= 0);
                                    sum(pay_ct) + kasse_ct == 0 */
} sch_wend_outcome;

/* Set g to an empty game: ALTE, no seats, no Augen, no result. */
void sch_wend_game_init(sch_wend_game *g);

/* Validate g under settings s (A.3.2): party size per contract, seats 1..4
 * and distinct, called card only for GERUFEN and not one of the Alten,
 * Augen 0..120 but not 1 or 119, Schwarz only with 0 Augen for the losing
 * side, result consistent, doublings allowed.  A GERUFEN game without
 * partner is accepted only when called_alone_is_solo (it is scored as SOLO).
 * SK_OK or SK_INVALID with err naming the field. */
int sch_wend_validate(const sch_wend_settings *s, const sch_wend_game *g, sk_err *err);

/* Convert a partnerless GERUFEN game into the SOLO of its caller when
 * s->called_alone_is_solo (A.3.2: "the program converts and says so").
 * Returns true when g was changed and writes the notice into note (size n;
 * note may be NULL).  Any other game is left alone. */
bool sch_wend_normalize(const sch_wend_settings *s, sch_wend_game *g, char *note, size_t n);

/* Validate and score g (A.3.3).  SK_OK and *out filled, or SK_INVALID with
 * err set (*out then zeroed). */
int sch_wend_score(const sch_wend_settings *s, const sch_wend_game *g, sch_wend_outcome *out,
                   sk_err *err);

/* The largest partnership payout the Kasse may have to make for the next
 * game: 2 x (3 + gegen_die_alten) x unit_partie x cent_per_unit (A.3.3). */
long long sch_wend_kasse_max_payout(const sch_wend_settings *s);

/* The settlement of a whole Wendish list. */
typedef struct sch_wend_settlement {
    long long units[SCH_SEATS];  /* list totals (zero-sum) */
    long long list_ct[SCH_SEATS];     /* units x cent_per_unit */
    /* kasse mode (all 0 in list mode) */
    long long kasse_in_ct;       /* 4 x stake */
    long long received_ct[SCH_SEATS]; /* paid out of the Kasse to each seat */
    long long solo_ct[SCH_SEATS];     /* net solo payments, player to player */
    long long kasse_end_ct;      /* balance before closing */
    long long share_ct[SCH_SEATS];    /* closing: the remainder in equal shares, odd
                                    cents one each to seats A, B, C */
    int kasse_short_after;       /* game number (1-based index) after which the Kasse
                                    first could not cover the largest next payout; 0 never */
    bool kasse_negative;         /* the balance went below 0 at some point */
    long long net_ct[SCH_SEATS]; /* money result per seat in the chosen mode (zero-sum):
                                    list: list_ct; kasse: received - stake + share + solo */
} sch_wend_settlement;

/* Score games[0..n) (in list order) and settle them in cents per A.3.3.
 * Each game is normalized like sch_wend_score does.  SK_OK, or SK_INVALID
 * with "game K: <reason>" for the first invalid game (K = index + 1). */
int sch_wend_settle(const sch_wend_settings *s, const sch_wend_game *games, size_t n,
                    sch_wend_settlement *out, sk_err *err);

/* What the players say, German, into buf (size n, always NUL-terminated):
 * "Die Alten", "Gerufen: Das Kreuz-As geht mit", "Gerufen: Wer den ersten
 * Stich macht, geht mit", "Solo". */
void sch_wend_game_text(const sch_wend_game *g, char *buf, size_t n);

/* The same in English: "Alten partnership", "Called: the Kreuz (clubs) ace
 * goes along", "Called: whoever takes the first trick", "Solo". */
void sch_wend_game_text_en(const sch_wend_game *g, char *buf, size_t n);

/* ===================================================================== */
/* Bayerischer Schafkopf (A.4-A.5)                                        */
/* ===================================================================== */

typedef enum sch_bav_write_mode {
    SCH_BAV_PLUS_MINUS = 0, /* zero-sum */
    SCH_BAV_PLUS_ONLY       /* only the winners' points are written */
} sch_bav_write_mode;

/* Classes of table_override: a set entry replaces the formula value (before
 * doublings) of its class: v = base + schneider? + schwarz? + L x per_lauf
 * (Tout: schneider/schwarz only with tout_counts_schneider_schwarz; Sie:
 * base only).  The result is paid like the formula value (solo: x3 to the
 * declarer in plus/minus lists). */
typedef enum sch_bav_ovr_class {
    SCH_OVR_RUF = 0,  /* RUF, HOCHZEIT */
    SCH_OVR_SOLO,     /* WENZ, SOLO, GEIER, FARBWENZ (not Tout/Sie) */
    SCH_OVR_TOUT,
    SCH_OVR_SIE,
    SCH_OVR_N
} sch_bav_ovr_class;

typedef struct sch_bav_override {
    bool set;
    long long base, schneider, schwarz, per_lauf; /* per player / per opponent */
} sch_bav_override;

/* A.5.1 tariff settings (cents or points).  Fill with
 * sch_bav_settings_default. */
typedef struct sch_bav_settings {
    long long t_ruf;             /* Sauspiel/Rufspiel and Hochzeit, per player (20) */
    long long t_solo;            /* Solo, Wenz, Geier, Farbwenz, per opponent (50) */
    long long t_extra;           /* Schneider, Schwarz, each counted Laufender (10) */
    int lauf_min;                /* Laufende counted from ... in Ruf, Solo, Farbwenz (3) */
    int lauf_min_wenz;           /* ... in Wenz, Geier (2) */
    int lauf_max;                /* cap on counted Laufende, 0 = none (0) */
    bool lauf_ohne_only_declarer; /* Rufspiel "ohne": Laufende to/from the declarer alone (no) */
    int tout_factor;             /* Tout multiplies (t_solo + Laufende) (2) */
    bool tout_counts_schneider_schwarz; /* (no) */
    int sie_factor;              /* Sie multiplies (t_solo + 8 x t_extra) (4) */
    long long t_bettel;          /* Bettel per opponent (30) */
    long long t_ramsch;          /* Ramsch: loser pays each other player (= t_ruf, 20) */
    bool ramsch_durchmarsch;     /* Durchmarsch paid as a Schwarz-won solo (yes) */
    bool doublings_allowed;      /* Klopfen, Kontra, Re, Sub, Hirsch each x2 (yes) */
    bool klopfen_allowed;        /* Klopfen/Legen counted (yes); needs doublings_allowed */
    int kontra_max_level;        /* highest kontra_level allowed, 0..4 (4) */
    bool doubled_after_throw_in; /* each thrown-in deal doubles one later game (no) */
    sch_bav_write_mode write_mode; /* plus_minus */
    bool plus_only_defenders_score; /* plus_only: winning defenders write too (no) */
    sch_bav_override table_override[SCH_OVR_N]; /* none set */
    long long cent_per_point;    /* money per point (1: the tariff is in cents) */
    bool allow_wenz, allow_farbsolo, allow_tout, allow_sie; /* yes */
    bool allow_geier, allow_farbwenz, allow_hochzeit, allow_bettel, allow_ramsch; /* no */
} sch_bav_settings;

/* Named tariffs (A.4): extra-ruf-solo. */
typedef enum sch_bav_tariff {
    SCH_TARIFF_10_20_50 = 0, /* extra 10, Sauspiel 20, Solo 50 (default; sauspiel.de) */
    SCH_TARIFF_5_20,         /* Sauspiel 5, Solo 20, extra 5 */
    SCH_TARIFF_10_20,        /* Sauspiel 10, Solo 20, extra 10 */
    SCH_TARIFF_10_50,        /* Sauspiel 10, Solo 50, extra 10 (Bayerischer Schafkopf-Verein) */
    SCH_TARIFF_POINTS_EXPYDOC, /* tournament points list: Ruf 1, Solo 2, extra 1,
                                  Tout 6 + 2 per Laufender, Sie 14 per opponent */
    SCH_TARIFF_N
} sch_bav_tariff;

/* Fill s with the defaults of A.5.1 (tariff 10-20-50). */
void sch_bav_settings_default(sch_bav_settings *s);

/* Apply a named tariff to s: sets t_ruf, t_solo, t_extra, t_ramsch (= t_ruf)
 * and the table overrides (cleared, or set for the points list); other
 * settings are kept.  SK_INVALID for an unknown tariff. */
int sch_bav_apply_tariff(sch_bav_settings *s, sch_bav_tariff t, sk_err *err);

/* The tariff's name ("10-20-50", "5/20", "10/20", "10/50", "expydoc"), or
 * NULL for an unknown one; sch_bav_parse_tariff is its inverse. */
const char *sch_bav_tariff_name(sch_bav_tariff t);
bool sch_bav_parse_tariff(const char *name, sch_bav_tariff *t);

/* Check every setting is in its range.  SK_OK or SK_INVALID naming the key
 * ("lauf_min: 1 is impossible; Laufende count from 1 to 14 trumps ..."). */
int sch_bav_settings_validate(const sch_bav_settings *s, sk_err *err);

typedef enum sch_bav_kind {
    SCH_BAV_RUF = 0, SCH_BAV_WENZ, SCH_BAV_SOLO, SCH_BAV_GEIER, SCH_BAV_FARBWENZ,
    SCH_BAV_HOCHZEIT, SCH_BAV_BETTEL, SCH_BAV_RAMSCH, SCH_BAV_THROWN_IN,
    SCH_BAV_NKINDS
} sch_bav_kind;

/* German suits: RUF the called Sau's suit (not Herz); SOLO/FARBWENZ trumps. */
typedef enum sch_bav_suit {
    SCH_SUIT_NONE = 0, SCH_EICHEL, SCH_GRAS, SCH_HERZ, SCH_SCHELLEN
} sch_bav_suit;

typedef enum sch_bav_lauf_side {
    SCH_LAUF_UNSET = 0,
    SCH_LAUF_MIT,  /* the declarer party holds the top trumps */
    SCH_LAUF_OHNE  /* the opponents hold them */
} sch_bav_lauf_side;

/* Whether a game is doubled after a throw-in (A.5.1 doubled_after_throw_in)
 * follows from the games before it (A.5.4 point 3); the list keeper may
 * override it for one game.  0 (memset) is the derived state. */
typedef enum sch_doubled_set {
    SCH_DOUBLED_AUTO = 0,        /* derived from the games before it */
    SCH_DOUBLED_YES,             /* --doubled: doubled (needs the setting) */
    SCH_DOUBLED_NO               /* --not-doubled: a pending double is used up undoubled */
} sch_doubled_set;

/* One Bavarian game as the list records it (A.5.2).  Initialise with
 * sch_bav_game_init. */
typedef struct sch_bav_game {
    int game_no;                 /* 1.. (informational; 0 = not numbered) */
    sch_bav_kind kind;
    sch_bav_suit suit;
    bool tout, sie;              /* Tout: WENZ/SOLO/GEIER/FARBWENZ; Sie: SOLO */
    int declarer;                /* seat 1..4 (0 for RAMSCH, THROWN_IN) */
    int partner;                 /* RUF/HOCHZEIT: seat 1..4, != declarer; else 0 */
    int declarer_party_augen;    /* 0..120 or SCH_AUGEN_NONE */
    sch_result result;           /* required without Augen; must agree with them */
    bool schneider;              /* only without Augen: a side was Schneider */
    bool loser_no_trick;         /* the losing side took no trick (Schwarz) */
    int laufende;                /* 0..14 RUF/SOLO/HOCHZEIT, 0..4 WENZ/GEIER, 0..11 FARBWENZ */
    sch_bav_lauf_side laufende_side; /* needed with lauf_ohne_only_declarer */
    int klopfer;                 /* 0..4 players who knocked */
    int kontra_level;            /* 0 none, 1 Kontra/Stoss, 2 Re, 3 Sub, 4 Hirsch */
    bool doubled;                /* a doubled game after a throw-in: derived
                                    (sch_bav_derive_doubled), never entered */
    sch_doubled_set doubled_set; /* the manual override of A.5.2 (A.5.4 point 3) */
    /* RAMSCH only */
    unsigned ramsch_losers;      /* bit (seat - 1) per loser (most Augen; ties: several) */
    unsigned ramsch_jungfrau;    /* bit (seat - 1) per player who took no trick */
    int durchmarsch;             /* seat that took every trick, or 0 */
} sch_bav_game;

/* The scoring of one Bavarian game. */
typedef struct sch_bav_outcome {
    bool won;                    /* the declarer party won (RAMSCH: a Durchmarsch) */
    bool schneider, schwarz;     /* as counted for the value */
    int laufende_counted;        /* L after cap and minimum (0 when not counted) */
    long long lauf;              /* the Laufende part of the value, before doublings */
    int doublings;               /* klopfer + kontra_level + doubled */
    long long value;             /* v: per player (Ruf) or per opponent (solo), doubled */
    long long points[SCH_SEATS]; /* the list entry per seat (plus_minus: zero-sum) */
    long long cents[SCH_SEATS];  /* points x cent_per_point */
} sch_bav_outcome;

/* Set g to an empty game: RUF, no suit, no seats, no Augen, no result. */
void sch_bav_game_init(sch_bav_game *g);

/* Validate g under settings s (A.5.2, A.5.3 validation list): the kind and
 * Tout/Sie allowed, suit per kind (RUF not Herz), seats, partner only for
 * RUF/HOCHZEIT and != declarer, Augen 0..120 but not 1 or 119, Schwarz only
 * with 0 Augen for the losing side, result consistent (Tout: won iff 120
 * Augen and the opponents took no trick; Sie always won; Bettel by result),
 * Laufende in range for the kind, klopfer 0..4, kontra_level <= the setting,
 * doublings allowed, Ramsch losers/Jungfrauen/Durchmarsch consistent.
 * SK_OK or SK_INVALID with err naming the field. */
int sch_bav_validate(const sch_bav_settings *s, const sch_bav_game *g, sk_err *err);

/* Validate and score g (A.5.3).  SK_OK and *out filled, or SK_INVALID with
 * err set (*out then zeroed). */
int sch_bav_score(const sch_bav_settings *s, const sch_bav_game *g, sch_bav_outcome *out,
                  sk_err *err);

/* Doubled games after a throw-in (A.5.1 doubled_after_throw_in): the number
 * of doubled games still owed after games[0..n): each THROWN_IN deal adds
 * one, each other game uses one up (whether or not it was overridden).
 * The next game is doubled by default when the result is > 0.  Always 0
 * when the setting is off. */
int sch_bav_doubled_pending(const sch_bav_settings *s, const sch_bav_game *games, size_t n);

/* A.5.4 point 3: "The throw-in double is derived, never stored as a fact":
 * set games[k].doubled for the games of one table in game order, each from
 * the games before it (sch_bav_doubled_pending) and its own override
 * (doubled_set: YES doubled, NO not doubled; either uses up a pending
 * double).  A thrown-in deal is never doubled.  An edit, a deletion or an
 * import calls this again over the whole table (app/ops/schops.c). */
void sch_bav_derive_doubled(const sch_bav_settings *s, sch_bav_game *games, size_t n);

/* The settlement of a whole Bavarian list. */
typedef struct sch_bav_settlement {
    long long points[SCH_SEATS]; /* list totals */
    long long cents[SCH_SEATS];  /* points x cent_per_point */
} sch_bav_settlement;

/* Score games[0..n) and sum them.  SK_OK, or SK_INVALID with "game K:
 * <reason>" for the first invalid game (K = index + 1). */
int sch_bav_settle(const sch_bav_settings *s, const sch_bav_game *games, size_t n,
                   sch_bav_settlement *out, sk_err *err);

/* What the players say, German, into buf (size n, always NUL-terminated):
 * "Rufspiel mit der Eichel-Sau", "Wenz", "Farbsolo Herz, Tout", "Farbsolo
 * Gras, Sie", "Geier", "Farbwenz Schellen", "Hochzeit", "Bettel", "Ramsch",
 * "Ramsch, Durchmarsch", "Zusammengeworfen". */
void sch_bav_game_text(const sch_bav_game *g, char *buf, size_t n);

/* English gloss: "Call game with the Eichel (acorns) ace", "Wenz", "Solo in
 * Herz (hearts), Tout", ... */
void sch_bav_game_text_en(const sch_bav_game *g, char *buf, size_t n);

/* German and English names of a kind ("Rufspiel"/"call game", ...) and of a
 * suit ("Eichel"/"acorns", ...); "" for NONE or out of range. */
const char *sch_bav_kind_name(sch_bav_kind k);
const char *sch_bav_suit_name(sch_bav_suit s);
const char *sch_bav_suit_name_en(sch_bav_suit s);

#endif
