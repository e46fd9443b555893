/* moneyview.h - the money of a Skat tournament (ops: no printing):
 * rules-house-schafkopf.md B.6 on top of its house-rule profile.
 *
 * The club settlement (B.6.1) in whole cents:
 *  - Seeger basis (the isko profile, which scores Seeger-Fabian, or
 *    money_basis=seeger): money_settle over every player's Seeger-Fabian
 *    total of the scope (skat-online's Centabrechnung);
 *  - list basis (club, minus list ...): each table's list (one per table and
 *    series, replayed by ops_house_replay) settled among its players with
 *    money_settle, the balances summed per player;
 *  - Bierlachs: each Lachs lost costs bierlachs_price_ct, paid to the Kasse.
 * Who pays whom: the greedy matching of money_transfers on the summed
 * settlement.
 * Tournament money (B.6.2) is counted when the profile has an entry fee, a
 * passed-game fee or a prize table (DECISION: loss fees alone do not make an
 * evening a Preisskat; loss_fee_tiers=none turns them off): entry fee, loss
 * fees by tiers (per series or per tournament), passed-game fees, the prize
 * pool and its split by rank.  A tournament day (issue 31) adds to it: the
 * entry fee taken at the door (day.h fee_ct, and per player the fee the
 * cashier recorded: a waived fee is 0), and the prizes of its prize table
 * by group (prizeview.h), which replace the split by rank; the cashier
 * (cashier.h) shows the same figures.
 */
#ifndef SK_MONEYVIEW_H
#define SK_MONEYVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_evening.h"
#include "db_tournaments.h"
#include "held.h"
#include "tour.h"
#include "house.h"

typedef enum ops_money_basis {
    OPS_MONEY_SEEGER = 0, /* Seeger-Fabian totals, settled among all players */
    OPS_MONEY_LIST,       /* each table's list settled at the table */
    OPS_MONEY_LACHS       /* Bierlachs: Lachse x price to the Kasse */
} ops_money_basis;

/* A rate period (db_money.h): the games of the tournament recorded as the
 * first_game-th to the last_game-th (1-based, in the order they were
 * recorded; ngames of them, 0: none yet) settled at num/den cents per
 * point.  Without a rate change after games: one period, every game. */
typedef struct ops_rate_period {
    int64_t until_game_id;  /* the last game id of the period (the last
                               period: INT64_MAX) */
    int num, den;
    size_t first_game, last_game, ngames;
} ops_rate_period;

typedef struct ops_money_row {
    int64_t player_id;
    char *name;
    int number;             /* start number, 0 = none */
    int rank;               /* 1-based, shared ranks equal */
    long long points;       /* what is settled: Seeger total, list total or
                               (Bierlachs) the current round's minus points */
    int last_series;        /* the latest series the player sat in (the
                               Bierlachs round taken from it) */
    long long list_total;   /* the list totals summed over the tables (house
                               rules; Bierlachs: the round still running at
                               the player's table of the latest series, an
                               earlier series' unfinished round never added) */
    long long seeger;       /* Seeger-Fabian total (house rules: Kontra and
                               Bock multiply the game points, B.0) */
    int lachse;             /* Bierlachs: Lachse lost */
    int won, lost, passed;  /* own games won/lost (overbid = lost); passed
                               games charged (passed_fee_payer) */
    long long settle_ct;    /* club settlement (sum over rows 0, Bierlachs: -Lachse x price) */
    long long *period_ct;   /* the settlement per rate period (nperiods; NULL
                               with one period), summing to settle_ct */
    long long entry_ct, loss_fee_ct, passed_fee_ct, prize_ct; /* tournament money */
    long long balance_ct;   /* settle + prize - entry - loss fees - passed fees */
    /* the prize won, when the tournament has a prize table (prizeview.h) */
    bool prize_won;
    int prize_group;        /* day_group */
    int prize_place;
    const char *prize_goods; /* goods (owned by the ops_money), NULL: money or none */
    bool prize_lot;         /* goods in a tie: to be decided by lot */
} ops_money_row;

typedef struct ops_money {
    house_profile p;        /* the tournament's profile */
    int series;             /* 0 = every series so far */
    ops_money_basis basis;
    ops_money_row *rows;    /* in rank order */
    size_t n;
    money_transfer *tr;     /* who pays whom on settle_ct (indices into rows) */
    int ntr;
    bool tournament_money;  /* entry fee, fees or prizes counted (money_settings_tournament) */
    long long kasse_ct;     /* Bierlachs: paid into the Kasse */
    long long pool_ct;      /* prize pool */
    long long organiser_ct; /* kept by the organiser: fees not in the pool,
                               the cut and the entry fees not paid out */
    int games;              /* games counted (passed included) */
    ops_rate_period *periods; /* the rate periods (house rules; owned) */
    size_t nperiods;        /* 1 unless the rate changed after games */
    struct ops_prizes *prizes; /* the prize table's awards (NULL: none; owned) */
    long long fee_ct;       /* the entry fee in force (day fee_ct, else entry_fee_ct) */
    db_progress_t progress; /* games recorded of expected: provisional? */
    /* the whole tournament (series 0) of ops_money_load: the money held for
     * players who paid but were never seated (held.h) and the Kasse at the
     * end: what the organiser keeps plus the money held */
    ops_held held;
    long long kasse_end_ct;
} ops_money;

/* The money of Skat tournament t for series `series` (0 = all drawn
 * series).  A Schafkopf tournament: SK_INVALID (schops settles those).
 * Series N not drawn: SK_INVALID "series N has not been drawn".  A stored
 * list the house rules do not make: SK_FAIL naming series, table and game.
 * *out caller-owned (ops_money_free); empty on error. */
int ops_money_load(db *d, const ops_tour *t, int series, ops_money *out, sk_err *err);
void ops_money_free(ops_money *m);

/* Rate period p, the k-th (0-based), as `money` and the TUI list it:
 * "  K. games A to B (N games): R ct per point\n" appended to b. */
void ops_rate_period_text(sk_buf *b, size_t k, const ops_rate_period *p);

/* The standings of a Skat tournament under house rules (ops_money_load's
 * rows and money) ranked the way its list mode ranks (house_rank: plain by
 * list total, minus list closest to 0, Bierlachs fewest Lachse first);
 * isko: the tournament standings' ranks.  Same errors as ops_money_load. */
int ops_house_standings_load(db *d, const ops_tour *t, int series, ops_money *out,
                             sk_err *err);

/* Does row i of m share its rank with a neighbour (shown "3.=")? */
bool ops_money_shared(const ops_money *m, size_t i);

/* "Seeger-Fabian totals", "list totals, settled per table", "Lachse". */
const char *ops_money_basis_words(ops_money_basis b);

#endif
