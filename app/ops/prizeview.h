/* prizeview.h - the prize table of a tournament and who wins what (ops:
 * no printing; the rule is app/core/prize.h).
 *
 * Prizes are stored by group (overall, lady, youth, guest, member) and
 * place, in money or goods (`prize add`).  Overall places without a prize
 * of their own take their share of the prize pool when the rules have a
 * prize_percent table (the remainder to place 1, as the settlement does).
 * A player is in the group lady when marked so (player --lady), youth
 * when at most youth_max_age years old in the tournament's year (player
 * --born), member when their club is the host_club, else guest.  The
 * money settlement (moneyview) and the cashier both call
 * ops_prizes_award, so they agree figure by figure.
 */
#ifndef SK_OPS_PRIZEVIEW_H
#define SK_OPS_PRIZEVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_day.h"
#include "db_tournaments.h"
#include "money.h"
#include "prize.h"

/* One player of the ranking the prizes go by. */
typedef struct ops_prize_in {
    int64_t player_id;
    const char *name;
    const char *club;        /* NULL = none */
    int rank;                /* shared ranks equal */
    long long entry_ct;      /* the entry fee due (a prize scheme's percent) */
} ops_prize_in;

typedef struct ops_prizes {
    bool any;                /* the tournament has a prize table or scheme */
    bool scheme;             /* the day's prize scheme gave places */
    long long scheme_pool_ct;/* its pool (percent of the fees due), 0 without */
    char **scheme_goods;     /* the scheme's goods texts the awards point into */
    size_t nscheme_goods;
    db_prize *items;         /* the prize table (the goods' text lives here) */
    size_t nitems;
    prize_award *award;      /* per input row, in the caller's order */
    size_t n;
    long long money_ct;      /* money handed out */
    int goods;               /* goods handed out */
} ops_prizes;

void ops_prizes_free(ops_prizes *p);

/* Who wins what among rows[0..n) (any order; ranked by rank, then name).
 * The day's prize scheme (dayset prize_scheme, prizescheme.h) gives the
 * overall places without a prize of their own, for the field of n players
 * and the entry fees due of rows; without a scheme, ms (may be NULL): its
 * prize_percent shares pool_ct among the overall places without one.  No prize table and no scheme: out->any false and no award. */
int ops_prizes_award(db *d, const db_tournament *t, const money_settings *ms,
                     long long pool_ct, const ops_prize_in *rows, size_t n, ops_prizes *out,
                     sk_err *err);

/* Add a prize, or replace one (replace): grp "overall", "lady", "youth",
 * "guest" or "member", place 1.., money ct (> 0) or goods (a name rule
 * text).  Refused (SK_INVALID): t closed, a bad group, both or neither of
 * money and goods, money under the Bavarian preset, the group guest or
 * member without a host_club, a place that has a prize already (naming
 * it) unless replace. */
int ops_prize_add(db *d, const db_tournament *t, const char *grp, int place, long long ct,
                  const char *goods, bool replace, sk_err *err);
int ops_prize_remove(db *d, const db_tournament *t, const char *grp, int place, sk_err *err);

/* "1st overall", "best lady" (place 1), "2nd best youth" (current language). */
void ops_prize_name(day_group g, int place, sk_buf *b);

#endif
