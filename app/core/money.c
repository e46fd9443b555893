/* money.c - club settlement and tournament money; see money.h and
 * ../shared/rules-house-schafkopf.md B.6. */
#include "money.h"

#include <stdio.h>
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

void money_settings_default(money_settings *m)
{
    memset(m, 0, sizeof *m);
    m->rate_num = 1;
    m->rate_den = 10;
    m->basis = MONEY_BASIS_LIST;
    money_tiers_preset(m, "default");
    m->loss_scope = MONEY_LOSS_PER_SERIES;
    m->passed_payer = MONEY_PASSED_ALL_ACTIVE;
    m->payout_percent = 100;
}

bool money_tiers_preset(money_settings *m, const char *name)
{
    static const money_tier def[] = {{1, 50}, {4, 100}};
    static const money_tier euro[] = {{1, 50}, {4, 100}, {6, 300}};
    static const money_tier flat[] = {{1, 100}};
    const money_tier *t;
    int n;
    if (sk_streq_ci(name, "default")) {
        t = def;
        n = 2;
    } else if (sk_streq_ci(name, "euroskat")) {
        t = euro;
        n = 3;
    } else if (sk_streq_ci(name, "flat")) {
        t = flat;
        n = 1;
    } else {
        return false;
    }
    memset(m->tiers, 0, sizeof m->tiers);
    memcpy(m->tiers, t, (size_t)n * sizeof *t);
    m->ntiers = n;
    return true;
}

bool money_settings_tournament(const money_settings *m)
{
    if (m->entry_fee_ct > 0 || m->passed_fee_ct > 0 || m->nprizes > 0)
        return true;
    money_settings d;
    money_tiers_preset(&d, "default");
    return m->ntiers != d.ntiers ||
           memcmp(m->tiers, d.tiers, (size_t)d.ntiers * sizeof *d.tiers) != 0;
}

int money_settings_validate(const money_settings *m, sk_err *err)
{
    if (m->rate_den == 0)
        return sk_err_set(err, SK_INVALID,
                          _("money_rate: denominator 0 (%d/0 ct per point) is impossible"),
                          m->rate_num);
    if (m->rate_den < 0 || m->rate_num < 0)
        return sk_err_set(err, SK_INVALID,
                          _("money_rate: %d/%d ct per point must not be negative"), m->rate_num,
                          m->rate_den);
    if (m->basis != MONEY_BASIS_LIST && m->basis != MONEY_BASIS_SEEGER)
        return sk_err_set(err, SK_INVALID, _("money_basis: unknown (list or seeger)"));
    if (m->entry_fee_ct < 0 || m->team_fee_ct < 0 || m->tandem_fee_ct < 0)
        return sk_err_set(err, SK_INVALID, _("entry_fee_ct: fees must not be negative"));
    if (m->ntiers < 0 || m->ntiers > MONEY_MAX_TIERS)
        return sk_err_set(err, SK_INVALID, _("loss_fee_tiers: %d tiers, at most %d"),
                          m->ntiers, MONEY_MAX_TIERS);
    if (m->ntiers > 0 && m->tiers[0].from_loss != 1)
        return sk_err_set(err, SK_INVALID,
                          _("loss_fee_tiers: the first tier starts at loss %d, it must start "
                          "at loss 1"), m->tiers[0].from_loss);
    for (int i = 0; i < m->ntiers; i++) {
        if (m->tiers[i].ct < 0)
            return sk_err_set(err, SK_INVALID, _("loss_fee_tiers: tier %d costs %d ct, "
                              "a fee must not be negative"), i + 1, m->tiers[i].ct);
        if (i > 0 && m->tiers[i].from_loss <= m->tiers[i - 1].from_loss)
            return sk_err_set(err, SK_INVALID,
                              _("loss_fee_tiers: tier %d starts at loss %d after %d, the tiers "
                              "must be ascending"), i + 1, m->tiers[i].from_loss,
                              m->tiers[i - 1].from_loss);
    }
    if (m->loss_scope != MONEY_LOSS_PER_SERIES && m->loss_scope != MONEY_LOSS_PER_TOURNAMENT)
        return sk_err_set(err, SK_INVALID, _("loss_fee_scope: unknown (per_series or per_tournament)"));
    if (m->passed_fee_ct < 0)
        return sk_err_set(err, SK_INVALID, _("passed_fee_ct: %d must not be negative"),
                          m->passed_fee_ct);
    if (m->passed_payer != MONEY_PASSED_ALL_ACTIVE && m->passed_payer != MONEY_PASSED_DEALER)
        return sk_err_set(err, SK_INVALID, _("passed_fee_payer: unknown (all or dealer)"));
    if (m->payout_percent < 0 || m->payout_percent > 100)
        return sk_err_set(err, SK_INVALID, _("payout_percent: %d lies outside 0..100"),
                          m->payout_percent);
    if (m->organiser_cut_ct < 0)
        return sk_err_set(err, SK_INVALID, _("organiser_cut_ct: %d must not be negative"),
                          m->organiser_cut_ct);
    if (m->nprizes < 0 || m->nprizes > MONEY_MAX_PRIZES)
        return sk_err_set(err, SK_INVALID, _("prize_percent: %d prizes, at most %d"), m->nprizes,
                          MONEY_MAX_PRIZES);
    if (m->nprizes > 0) {
        long sum = 0;
        for (int i = 0; i < m->nprizes; i++) {
            if (m->prize_bp[i] < 0)
                return sk_err_set(err, SK_INVALID,
                                  _("prize_percent: rank %d is negative"), i + 1);
            sum += m->prize_bp[i];
        }
        if (sum != 10000)
            return sk_err_set(err, SK_INVALID,
                              _("prize_percent: the percentages add up to %ld.%02ld %%, they "
                              "must add up to 100 %%"), sum / 100, sum % 100);
    }
    return SK_OK;
}

long long money_points_to_ct(const money_settings *m, long long points)
{
    /* half away from zero: |a| / b + 1/2, truncated */
    long long a = points * m->rate_num, b = m->rate_den;
    if (a < 0)
        return -((-a * 2 + b) / (2 * b));
    return (a * 2 + b) / (2 * b);
}

/* A balance to match: its amount (positive) and its player. */
typedef struct bal_ix {
    long long amt;
    int i;
} bal_ix;

/* qsort: by amount descending, ties by player */
static int by_amount(const void *x, const void *y)
{
    const bal_ix *a = x, *b = y;
    int c = sk_cmp_ll(b->amt, a->amt);
    return c ? c : sk_cmp_ll(a->i, b->i);
}

int money_transfers(int n, const long long *net_ct, money_transfer *tr, int *ntr, sk_err *err)
{
    if (n < 0 || n > MONEY_MAX_PLAYERS)
        return sk_err_set(err, SK_INVALID, _("players: %d on the list, a settlement takes 0..%d"),
                          n, MONEY_MAX_PLAYERS);
    long long *bal = malloc(((size_t)n + 1) * sizeof *bal);
    if (!bal)
        return sk_err_set(err, SK_FAIL, _("out of memory settling %d players"), n);
    if (n)
        memcpy(bal, net_ct, (size_t)n * sizeof bal[0]);
    int k = 0;
    /* first the exact pairs (a creditor owed what a debtor owes, largest
     * first, ties by seat): each settles two players with one payment,
     * which the greedy matching below could split in two.  Creditors and
     * debtors sorted by amount, then merged. */
    bal_ix *cr = malloc(((size_t)n + 1) * sizeof *cr), *db = malloc(((size_t)n + 1) * sizeof *db);
    if (!cr || !db) {
        free(cr);
        free(db);
        free(bal);
        return sk_err_set(err, SK_FAIL, _("out of memory settling %d players"), n);
    }
    int ncr = 0, ndb = 0;
    for (int i = 0; i < n; i++) {
        if (bal[i] > 0)
            cr[ncr++] = (bal_ix){bal[i], i};
        else if (bal[i] < 0)
            db[ndb++] = (bal_ix){-bal[i], i};
    }
    qsort(cr, (size_t)ncr, sizeof *cr, by_amount);
    qsort(db, (size_t)ndb, sizeof *db, by_amount);
    for (int a = 0, b = 0; a < ncr && b < ndb;) {
        if (cr[a].amt == db[b].amt) {
            tr[k].from = db[b].i;
            tr[k].to = cr[a].i;
            tr[k].ct = cr[a].amt;
            k++;
            bal[cr[a++].i] = 0;
            bal[db[b++].i] = 0;
        } else if (cr[a].amt > db[b].amt) {
            a++;
        } else {
            b++;
        }
    }
    free(cr);
    free(db);
    /* then greedy: largest creditor against largest debtor (ties by seat) */
    for (;;) {
        int cr = -1, db = -1;
        for (int i = 0; i < n; i++) {
            if (bal[i] > 0 && (cr < 0 || bal[i] > bal[cr]))
                cr = i;
            if (bal[i] < 0 && (db < 0 || bal[i] < bal[db]))
                db = i;
        }
        if (cr < 0 || db < 0)
            break;
        long long amt = bal[cr] < -bal[db] ? bal[cr] : -bal[db];
        tr[k].from = db;
        tr[k].to = cr;
        tr[k].ct = amt;
        k++;
        bal[cr] -= amt;
        bal[db] += amt;
    }
    free(bal);
    *ntr = k;
    return SK_OK;
}

int money_settle(const money_settings *m, int n, const long long *totals, long long *net_ct,
                 money_transfer *tr, int *ntr, sk_err *err)
{
    if (n < 2 || n > MONEY_MAX_PLAYERS)
        return sk_err_set(err, SK_INVALID, _("players: %d on the list, a settlement needs 2..%d"),
                          n, MONEY_MAX_PLAYERS);
    int rc = money_settings_validate(m, err);
    if (rc != SK_OK)
        return rc;
    long long sum = 0;
    for (int i = 0; i < n; i++) {
        net_ct[i] = money_points_to_ct(m, totals[i]); /* c_i first */
        sum += net_ct[i];
    }
    for (int i = 0; i < n; i++)
        net_ct[i] = n * net_ct[i] - sum;
    if (!tr)
        return SK_OK;
    int k = 0;
    rc = money_transfers(n, net_ct, tr, &k, err);
    if (ntr)
        *ntr = k;
    return rc;
}

void money_game_payments(int n, const int *entry, long long *acc)
{
    for (int d = 0; d < n; d++) {
        if (entry[d] == 0)
            continue;
        for (int j = 0; j < n; j++) {
            if (j == d)
                continue;
            acc[d] += entry[d]; /* j pays d (d pays j when negative) */
            acc[j] -= entry[d];
        }
    }
}

/* Fees of the losses numbered first..last (1-based) under the tiers. */
static long long tier_fees(const money_settings *m, int first, int last)
{
    long long sum = 0;
    for (int k = first; k <= last; k++) {
        int ct = 0;
        for (int i = 0; i < m->ntiers; i++)
            if (k >= m->tiers[i].from_loss)
                ct = m->tiers[i].ct;
        sum += ct;
    }
    return sum;
}

long long money_loss_fees_ct(const money_settings *m, const int *losses, int nseries)
{
    long long sum = 0;
    int seen = 0;
    for (int s = 0; s < nseries; s++) {
        int l = losses[s] > 0 ? losses[s] : 0;
        if (m->loss_scope == MONEY_LOSS_PER_SERIES) {
            sum += tier_fees(m, 1, l);
        } else {
            sum += tier_fees(m, seen + 1, seen + l);
            seen += l;
        }
    }
    return sum;
}

long long money_passed_fees_ct(const money_settings *m, int passed_games)
{
    return passed_games > 0 ? (long long)passed_games * m->passed_fee_ct : 0;
}

int money_prize_pool(const money_settings *m, int nplayers, long long fees_ct, long long *pool,
                     sk_err *err)
{
    if (nplayers < 0)
        return sk_err_set(err, SK_INVALID, _("players: %d is negative"), nplayers);
    return money_prize_pool_sum(m, (long long)nplayers * m->entry_fee_ct, fees_ct, pool, err);
}

int money_prize_pool_sum(const money_settings *m, long long entries_ct, long long fees_ct,
                         long long *pool, sk_err *err)
{
    long long p = entries_ct * m->payout_percent / 100;
    if (m->organiser_cut_ct > p)
        return sk_err_set(err, SK_INVALID,
                          _("organiser_cut_ct: %d ct is more than the pool of %lld ct"),
                          m->organiser_cut_ct, p);
    p -= m->organiser_cut_ct;
    if (m->fees_to_pool && fees_ct > 0)
        p += fees_ct;
    *pool = p;
    return SK_OK;
}

long long money_share_ct(long long amount, int bp)
{
    return amount * bp / 10000;
}

int money_prizes(const money_settings *m, long long pool, int n, const int *rank,
                 long long *prize, sk_err *err)
{
    if (n < 0 || n > 100000)
        return sk_err_set(err, SK_INVALID, _("players: %d is impossible"), n);
    if (pool < 0)
        return sk_err_set(err, SK_INVALID, _("prize pool: %lld ct is negative"), pool);
    for (int i = 0; i < n; i++) {
        if (rank[i] < 1 || rank[i] > n)
            return sk_err_set(err, SK_INVALID, _("rank %d of player %d lies outside 1..%d"),
                              rank[i], i + 1, n);
    }
    /* prizes by rank position (1-based r -> per_rank[r-1]) */
    long long given = 0;
    long long per_rank[MONEY_MAX_PRIZES];
    for (int r = 0; r < m->nprizes; r++) {
        per_rank[r] = money_share_ct(pool, m->prize_bp[r]);
        given += per_rank[r];
    }
    if (m->nprizes > 0)
        per_rank[0] += pool - given; /* DECISION B.6.2: the remainder to rank 1 */

    for (int i = 0; i < n; i++)
        prize[i] = 0;
    for (int i = 0; i < n; i++) {
        /* handle each shared rank once, at its first player */
        bool first = true;
        for (int j = 0; j < i; j++)
            if (rank[j] == rank[i])
                first = false;
        if (!first)
            continue;
        int k = 0;
        for (int j = 0; j < n; j++)
            if (rank[j] == rank[i])
                k++;
        long long sum = 0;
        for (int r = rank[i]; r < rank[i] + k; r++)
            if (r - 1 < m->nprizes)
                sum += per_rank[r - 1];
        long long each = sum / k, odd = sum % k;
        for (int j = 0; j < n; j++) {
            if (rank[j] != rank[i])
                continue;
            prize[j] = each + (odd > 0 ? 1 : 0);
            if (odd > 0)
                odd--;
        }
    }
    return SK_OK;
}

const char *money_euro_text(long long ct, char *out, size_t n)
{
    long long a = ct < 0 ? -ct : ct;
    snprintf(out, n, "%s%lld%c%02lld", ct < 0 ? "\xe2\x88\x92" : "", a / 100,
             sk_lang_get() == SK_LANG_DE ? ',' : '.', a % 100);
    return out;
}
