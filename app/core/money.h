/* money.h - money for Skat club evenings and tournaments (pure core: no I/O,
 * no SQL, no printing, no global state).
 *
 * Implements ../shared/rules-house-schafkopf.md B.6: the club settlement in
 * whole cents (stake per point, rounding, who pays whom), the per-game
 * payment method it is equivalent to, and tournament money (entry fee, loss
 * fees by tiers, passed-game fee, prize pool and prize split).
 * All amounts are integer cents (long long); points are int.
 */
#ifndef SK_MONEY_H
#define SK_MONEY_H

#include <stdbool.h>

#include "util.h"

#define MONEY_MAX_TIERS 8
#define MONEY_MAX_PRIZES 64
#define MONEY_MAX_PLAYERS 100000

typedef enum money_basis {
    MONEY_BASIS_LIST = 0, /* the list totals of the chosen list mode (default) */
    MONEY_BASIS_SEEGER    /* Seeger-Fabian totals (skat-online) */
} money_basis;

typedef enum money_loss_scope {
    MONEY_LOSS_PER_SERIES = 0, /* tiers count the losses of each series anew (default) */
    MONEY_LOSS_PER_TOURNAMENT
} money_loss_scope;

typedef enum money_passed_payer {
    MONEY_PASSED_ALL_ACTIVE = 0, /* every player at the table (default) */
    MONEY_PASSED_DEALER
} money_passed_payer;

/* One loss-fee tier: from the from_loss-th lost game on, each lost game costs ct. */
typedef struct money_tier {
    int from_loss;
    int ct;
} money_tier;

/* The money settings of B.6.1-B.6.3 (part of house_profile). */
typedef struct money_settings {
    /* B.6.1 club settlement */
    int rate_num, rate_den;   /* cents per point = rate_num / rate_den (default 1/10) */
    money_basis basis;
    /* B.6.2 tournament money */
    int entry_fee_ct;         /* per player (default 0) */
    int team_fee_ct, tandem_fee_ct; /* optional extra pools (0 = none) */
    money_tier tiers[MONEY_MAX_TIERS]; /* default [(1, 50), (4, 100)] */
    int ntiers;
    money_loss_scope loss_scope;
    int passed_fee_ct;        /* per passed game (default 0) */
    money_passed_payer passed_payer;
    bool fees_to_pool;        /* loss and passed fees go into the prize pool (default no) */
    int payout_percent;       /* share of the entry fees paid out (default 100) */
    int organiser_cut_ct;     /* taken from the pool before the split (default 0) */
    int prize_bp[MONEY_MAX_PRIZES]; /* prize per rank in hundredths of a percent
                                       (23.5 % = 2350); must sum to 10000 */
    int nprizes;              /* 0 = no prize table (default) */
} money_settings;

/* A payment: seat `from` pays `ct` cents to seat `to` (seat indices 0-based). */
typedef struct money_transfer {
    int from, to;
    long long ct;
} money_transfer;

/* Fill m with the defaults of B.6.3: 1/10 ct per point, list basis, no
 * entry fee, tiers [(1, 50), (4, 100)] per series, no passed fee, fees to the
 * organiser, payout 100 %, no cut, empty prize table. */
void money_settings_default(money_settings *m);

/* Replace the loss-fee tiers of m by a named preset: "default" [(1,50),(4,100)],
 * "euroskat" [(1,50),(4,100),(6,300)], "flat" [(1,100)].  Returns false (m
 * unchanged) for an unknown name. */
bool money_tiers_preset(money_settings *m, const char *name);

/* Whether m asks for tournament money (B.6.2): an entry fee, a passed-game
 * fee, a prize table, or loss-fee tiers other than the default ones (the
 * default tiers alone charge nothing: every profile has them). */
bool money_settings_tournament(const money_settings *m);

/* Validate m (B.6.4): rate denominator not 0 and rate not negative; tiers
 * starting at loss 1 and strictly ascending, fees >= 0; prize percentages
 * summing to 100 %; payout 0..100.  SK_OK or SK_INVALID with err naming the
 * setting (e.g. "money_rate: denominator 0 ..."). */
int money_settings_validate(const money_settings *m, sk_err *err);

/* Points to whole cents at the rate of m: points x num / den rounded half
 * away from zero (B.6.1 step 1).  m must be valid. */
long long money_points_to_ct(const money_settings *m, long long points);

/* Club settlement (B.6.1) of n players (2..MONEY_MAX_PLAYERS) with point
 * totals[n] (list or Seeger totals, whatever m->basis says the caller
 * passed): c_i = totals_i x rate rounded; net_ct[i] = n x c_i - sum c_j
 * (sum of net_ct is 0).  When tr is not NULL the payments are written to
 * tr[] (room for n - 1) and their number to *ntr: creditors and debtors each
 * sorted by amount descending (ties by seat), greedy matching (at most
 * n - 1 transfers).  Returns SK_OK, or SK_INVALID for a bad n or settings. */
int money_settle(const money_settings *m, int n, const long long *totals, long long *net_ct,
                 money_transfer *tr, int *ntr, sk_err *err);

/* Who pays whom for the balances net_ct[n] (summing to 0; 0..MONEY_MAX_PLAYERS
 * players): first every debtor who owes exactly what a creditor is owed
 * pays him (largest first), then creditors and debtors each by amount
 * descending (ties by index), greedy matching; at most n - 1 payments into
 * tr[] (room for n - 1, or 1 when n < 2), their number in *ntr.
 * SK_INVALID for a bad n, SK_FAIL out of memory. */
int money_transfers(int n, const long long *net_ct, money_transfer *tr, int *ntr, sk_err *err);

/* The pay-after-every-game method (B.6.1, skatspielen.info): for one game's
 * plain-list entries entry[n] (only the declarer's is non-zero; a Ramsch or
 * Durchmarsch may have several), every seat with entry e is paid e points by
 * every other seat at the table (a negative e means it pays).  Adds the
 * resulting points to acc[n] (caller-initialised).  Multiply by the rate
 * afterwards; equivalent to the difference method (H28). */
void money_game_payments(int n, const int *entry, long long *acc);

/* Loss fees of one player (B.6.2): losses[s] lost games (overbid included) in
 * series s, s < nseries.  Per series: the tiers restart each series; per
 * tournament: the losses are counted across the series.  m must be valid. */
long long money_loss_fees_ct(const money_settings *m, const int *losses, int nseries);

/* Passed-game fees charged to one player: passed games at his tables
 * (MONEY_PASSED_ALL_ACTIVE) or passed games he dealt (MONEY_PASSED_DEALER);
 * the caller counts accordingly and passes the number. */
long long money_passed_fees_ct(const money_settings *m, int passed_games);

/* Prize pool (B.6.2): nplayers x entry fee x payout_percent / 100 (rounded
 * down to whole cents) - organiser cut, plus fees_ct (the loss and passed
 * fees collected) when m->fees_to_pool.  SK_INVALID when the cut exceeds the
 * pool. */
int money_prize_pool(const money_settings *m, int nplayers, long long fees_ct, long long *pool,
                     sk_err *err);

/* The same from the entry fees actually due (the sum over the players:
 * fees taken at the door, a waived one 0) instead of nplayers x entry fee. */
int money_prize_pool_sum(const money_settings *m, long long entries_ct, long long fees_ct,
                         long long *pool, sk_err *err);

/* ct as euros for a sentence: "12.34", "12,34" when the thread's language
 * is German, a minus sign (U+2212) when negative; out: 24 bytes are enough. */
const char *money_euro_text(long long ct, char *out, size_t n);

/* amount x bp / 10000 rounded down (bp = hundredths of a percent). */
long long money_share_ct(long long amount, int bp);

/* Split pool by the prize table of m among n players whose shared ranks are
 * rank[n] (1-based competition ranking: 1, 1, 3 ...).  Each rank's prize is
 * pool x prize_bp / 10000 rounded down, the remainder goes to rank 1
 * (DECISION B.6.2); players sharing a rank split the sum of the prizes of the
 * ranks they occupy equally, odd cents one each to the first of them in
 * input order (our decision: the spec is silent).  prize[n] receives each
 * player's prize (0 beyond the table).  SK_INVALID for a bad rank list. */
int money_prizes(const money_settings *m, long long pool, int n, const int *rank,
                 long long *prize, sk_err *err);

#endif
