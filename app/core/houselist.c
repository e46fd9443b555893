/* houselist.c - Skat house rules (house.h): the Bock state machine, a
 * table's list game by game and the standings of a list mode.  Profiles,
 * one game's checks and its scoring are in house.c.  Rule reference:
 * ../shared/rules-house-schafkopf.md Part B. */
#include "house.h"
#include "house_int.h"
#include "i18n.h"
#include "seeger.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Bock state machine ------------------------------------------------ */

const char *house_trigger_name(unsigned bit)
{
    static const char *names[HOUSE_TR_COUNT] = {
        "spaltarsch", "grand_hand", "kontra_lost", "re_won", "re_any", "null_ouvert_hand",
        "lost_grand", "schneider", "raw_120", "all_passed", "x00"};
    for (int i = 0; i < HOUSE_TR_COUNT; i++)
        if (bit == (1u << i))
            return names[i];
    return "?";
}

void house_bock_init(house_bock_state *st, const house_profile *p, int n)
{
    memset(st, 0, sizeof *st);
    st->n = n;
    st->round = p->bock_round_games > 0 ? p->bock_round_games : n;
    st->next_game_no = 1;
}

/* Schneider reached by the play (not merely counted for an announcement). */
static bool schneider_reached(const rules_game *g, const rules_outcome *o)
{
    if (g->contract == RULES_NULL)
        return false;
    if (g->points != RULES_POINTS_NONE)
        return g->points <= 30 || g->points >= 90;
    return g->schneider || g->schwarz || (o->won && o->lv_schneider);
}

unsigned house_bock_triggers(const house_profile *p, const house_game *g, const rules_outcome *o,
                             bool bock_pending, bool x00)
{
    unsigned m = 0;
    if (g->kind == HOUSE_RAMSCH)
        return 0;
    if (g->kind == HOUSE_PASSED)
        return p->tr_all_passed ? HOUSE_TR_ALL_PASSED : 0;
    if (!o || (g->instead_of_ramsch && !p->bock_from_ramsch_grand_hand))
        return 0;
    const rules_game *rg = &g->g;
    bool grand = rg->contract == RULES_GRAND, null = rg->contract == RULES_NULL;
    if (p->tr_spaltarsch && !null && rg->points == 60)
        m |= HOUSE_TR_SPALTARSCH;
    if (p->tr_grand_hand && grand && rg->hand)
        m |= HOUSE_TR_GRAND_HAND;
    if (p->tr_kontra_lost && g->kontra_level == 1 && !o->won)
        m |= HOUSE_TR_KONTRA_LOST;
    if (p->tr_re_won && g->kontra_level >= 2 && o->won)
        m |= HOUSE_TR_RE_WON;
    if (p->tr_re_any && g->kontra_level >= 2)
        m |= HOUSE_TR_RE_ANY;
    if (p->tr_null_ouvert_hand && null && rg->ouvert && rg->hand)
        m |= HOUSE_TR_NULL_OUVERT_HAND;
    if (p->tr_lost_grand && grand && !o->won)
        m |= HOUSE_TR_LOST_GRAND;
    if (p->tr_schneider && schneider_reached(rg, o) &&
        !(p->tr_schneider_only_without_bock && bock_pending))
        m |= HOUSE_TR_SCHNEIDER;
    if (p->tr_raw_120 && o->value >= 120)
        m |= HOUSE_TR_RAW_120;
    if (p->tr_x00 && x00)
        m |= HOUSE_TR_X00;
    return m;
}

/* Overlap mode: windows covering game k; the cap keeps 2^count an int. */
#define HOUSE_OVERLAP_MAX_EXP 20
static int overlap_cover(const house_bock_state *st, int k, int *cause, unsigned *mask)
{
    int c = 0;
    for (int i = 0; i < st->nq; i++) {
        if (st->q[i].first <= k && k <= st->q[i].last) {
            if (c == 0 && cause)
                *cause = st->q[i].game_no;
            if (mask)
                *mask |= st->q[i].mask;
            c++;
        }
    }
    return c > HOUSE_OVERLAP_MAX_EXP ? HOUSE_OVERLAP_MAX_EXP : c;
}

void house_bock_peek(const house_bock_state *st, const house_profile *p, house_bock_info *info)
{
    memset(info, 0, sizeof *info);
    info->game_no = st->next_game_no;
    info->factor = 1;
    if (st->ramsch_pending > 0) {
        info->ramsch_round = true;
        return;
    }
    if (!p->bock_enabled)
        return;
    if (p->bock_stacking == HOUSE_BOCK_OVERLAP) {
        int c = overlap_cover(st, info->game_no, &info->cause_game, &info->cause_mask);
        info->factor = 1 << c;
    } else if (st->bock_pending > 0) {
        info->factor = 2;
        if (st->nq > 0) {
            info->cause_game = st->q[0].game_no;
            info->cause_mask = st->q[0].mask;
        }
    }
}

static void queue_push(house_bock_state *st, int game_no, unsigned mask, int count)
{
    if (count <= 0)
        return;
    if (st->nq == HOUSE_BOCK_QMAX) { /* merge into the newest cause */
        st->q[st->nq - 1].count += count;
        st->q[st->nq - 1].mask |= mask;
        return;
    }
    house_bock_cause *c = &st->q[st->nq++];
    memset(c, 0, sizeof *c);
    c->game_no = game_no;
    c->mask = mask;
    c->count = count;
}

static void queue_pop_one(house_bock_state *st)
{
    if (st->nq == 0)
        return;
    if (--st->q[0].count <= 0) {
        memmove(&st->q[0], &st->q[1], (size_t)(st->nq - 1) * sizeof st->q[0]);
        st->nq--;
    }
}

static bool is_grand_hand(const house_game *g)
{
    return g->kind == HOUSE_GAME && g->g.contract == RULES_GRAND && g->g.hand;
}

void house_bock_step(house_bock_state *st, const house_profile *p, const house_game *g,
                     const rules_outcome *o, bool x00, house_bock_info *info)
{
    house_bock_peek(st, p, info);
    int k = st->next_game_no++;
    int N = st->round;

    if (info->ramsch_round) {
        /* B.3.2: a Ramsch-round game is never Bock and triggers nothing.  A
         * Grand Hand instead of Ramsch uses up a game of the round only with
         * ramsch_grand_hand_uses_game (B.4.3). */
        bool uses = !(g->kind == HOUSE_GAME && g->instead_of_ramsch &&
                      !p->ramsch_grand_hand_uses_game);
        if (uses)
            st->ramsch_pending--;
        return;
    }
    /* B.4.3 ramsch_round_after_grand_hand: N Ramsch games after a Grand Hand
     * (not one played instead of Ramsch, B.4.7). */
    bool gh_round = p->ramsch_round_after_grand_hand && is_grand_hand(g) && !g->instead_of_ramsch;

    if (p->bock_enabled) {
        bool pending;
        if (p->bock_stacking == HOUSE_BOCK_OVERLAP) {
            pending = false;
            for (int i = 0; i < st->nq; i++)
                if (st->q[i].last >= k)
                    pending = true;
        } else {
            pending = st->bock_pending > 0;
        }
        unsigned tr = house_bock_triggers(p, g, o, pending, x00);
        int t = popcount(tr);
        info->triggers = tr;

        if (p->bock_stacking == HOUSE_BOCK_OVERLAP) {
            /* windows [start, start + N - 1], start = trigger + 1 (or the
             * trigger itself with including_trigger); factor 2^windows */
            int j = 0;
            for (int i = 0; i < st->nq; i++)
                if (st->q[i].last >= k)
                    st->q[j++] = st->q[i];
            st->nq = j;
            int nw = t == 0 ? 0 : (p->bock_max_one_per_game ? 1 : t);
            int start = p->bock_start == HOUSE_BOCK_INCLUDING_TRIGGER ? k : k + 1;
            for (int w = 0; w < nw && st->nq < HOUSE_BOCK_QMAX; w++) {
                house_bock_cause *c = &st->q[st->nq++];
                memset(c, 0, sizeof *c);
                c->game_no = k;
                c->mask = tr;
                c->first = start;
                c->last = start + N - 1;
            }
            info->new_bock = nw * N; /* each window covers N games */
            info->self_started = nw > 0 && start == k;
            info->cause_game = 0;
            info->cause_mask = 0;
            info->factor = 1 << overlap_cover(st, k, &info->cause_game, &info->cause_mask);
        } else {
            /* the normative pseudo-code of B.3.2 */
            int nnew = t == 0 ? 0 : (p->bock_max_one_per_game ? N : N * t);
            int bock = st->bock_pending > 0 ? 2 : 1;
            bool self = false;
            if (p->bock_start == HOUSE_BOCK_INCLUDING_TRIGGER && nnew > 0 && bock == 1) {
                bock = 2;
                nnew -= 1;
                self = true;
                info->cause_game = k;
                info->cause_mask = tr;
            }
            if (bock == 2 && !self &&
                (g->kind != HOUSE_PASSED || p->bock_passed_game_consumes)) {
                st->bock_pending--;
                queue_pop_one(st);
                if (p->ramsch_round_after_bock && st->bock_pending % N == 0) {
                    st->ramsch_pending = N;
                    info->opens_ramsch_round = true;
                }
            }
            st->bock_pending += nnew;
            queue_push(st, k, tr, nnew);
            info->new_bock = nnew + (self ? 1 : 0);
            info->self_started = self;
            info->factor = bock;
        }
    }
    if (gh_round) {
        st->ramsch_pending += N;
        info->opens_ramsch_round = true;
    }
}

/* ---- the list ---------------------------------------------------------- */

int house_list_init(house_list *l, const house_profile *p, int n, int day, sk_err *err)
{
    int rc = house_profile_validate(p, n, err);
    if (rc != SK_OK)
        return rc;
    memset(l, 0, sizeof *l);
    l->p = *p;
    l->n = n;
    house_bock_init(&l->bock, p, n);
    if (p->list_mode == HOUSE_LIST_BIERLACHS) {
        /* B.5: 301 at a 3-table, 401 at a 4-table; or base + day of month */
        l->target = p->bierlachs_target > 0 ? p->bierlachs_target : (n == 3 ? 301 : 401);
        if (p->bierlachs_target_plus_day && day >= 1 && day <= 31)
            l->target += day;
    }
    return SK_OK;
}

/* The checks of one game that need the state of the table. */
static int check_in_sequence(const house_list *l, const house_game *g, const house_bock_info *pk,
                             sk_err *err)
{
    const house_profile *p = &l->p;
    bool forced = pk->ramsch_round || p->ramsch_only_evening;
    if (forced) {
        if (g->kind == HOUSE_PASSED)
            return sk_err_set(err, SK_INVALID, pk->ramsch_round
                              ? _("passed: game %d is in a Ramsch round, nobody bids: enter the "
                                  "Ramsch or the Grand Hand played instead")
                              : _("passed: game %d is a Ramsch (ramsch_only_evening), nobody "
                                  "bids: enter the Ramsch or the Grand Hand played instead"),
                              pk->game_no);
        if (g->kind == HOUSE_GAME && !g->instead_of_ramsch)
            return sk_err_set(err, SK_INVALID, pk->ramsch_round
                              ? _("game %d is in a Ramsch round: only the Ramsch or a Grand "
                                  "Hand played instead of the Ramsch can be entered")
                              : _("game %d is a Ramsch (ramsch_only_evening): only the Ramsch "
                                  "or a Grand Hand played instead of the Ramsch can be entered"),
                              pk->game_no);
        return SK_OK;
    }
    if (g->kind == HOUSE_RAMSCH && !p->ramsch_on_pass)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch: game %d is not in a Ramsch round and ramsch_on_pass is off "
                          "in profile %s"), pk->game_no, p->name);
    if (g->kind == HOUSE_GAME && g->instead_of_ramsch)
        return sk_err_set(err, SK_INVALID,
                          _("instead of Ramsch: game %d is not in a Ramsch round, a Grand Hand "
                          "there is an ordinary game"), pk->game_no);
    if (g->kind == HOUSE_PASSED && p->ramsch_on_pass)
        return sk_err_set(err, SK_INVALID,
                          _("passed: profile %s plays Ramsch when all pass (ramsch_on_pass): "
                          "enter game %d as a Ramsch"), p->name, pk->game_no);
    return SK_OK;
}

int house_list_add(house_list *l, const house_game *g, house_list_step *out, sk_err *err)
{
    house_list_step step;
    memset(&step, 0, sizeof step);
    int rc = house_game_check(&l->p, l->n, g, err);
    if (rc != SK_OK)
        return rc;
    house_bock_info pk;
    house_bock_peek(&l->bock, &l->p, &pk);
    rc = check_in_sequence(l, g, &pk, err);
    if (rc != SK_OK)
        return rc;

    rules_outcome o, *op = NULL;
    if (g->kind == HOUSE_GAME) {
        rc = rules_evaluate(&g->g, l->n, &o, err);
        if (rc != SK_OK)
            return rc;
        op = &o;
    }
    /* tr_x00 (our reading of the jskat event): after this game a player
     * whose total it changed stands at a non-zero multiple of 100; looked at
     * with the factor the game has from earlier triggers. */
    bool x00 = false;
    if (l->p.bock_enabled && l->p.tr_x00) {
        house_result pre;
        int f = g->bock_manual ? g->bock_manual : pk.factor;
        rc = house_score(&l->p, l->n, g, f, &pre, err);
        if (rc != SK_OK)
            return rc;
        for (int s = 0; s < l->n; s++) {
            long long t = (long long)l->total[s] + pre.entry[s];
            if (pre.entry[s] != 0 && t != 0 && t % 100 == 0)
                x00 = true;
        }
    }
    house_bock_state st = l->bock;
    house_bock_step(&st, &l->p, g, op, x00, &step.bock);
    int bock = g->bock_manual ? g->bock_manual : step.bock.factor;
    rc = house_score(&l->p, l->n, g, bock, &step.r, err);
    if (rc != SK_OK)
        return rc;
    for (int s = 0; s < l->n; s++) {
        long long t = (long long)l->total[s] + step.r.entry[s];
        long long sg = (long long)l->seeger[s] + step.r.seeger[s];
        if (t > INT_MAX / 2 || t < -(INT_MAX / 2) || sg > INT_MAX / 2 || sg < -(INT_MAX / 2))
            return sk_err_set(err, SK_INVALID, _("total: seat %c would leave the range of a list"),
                              seat_name(s));
    }

    /* commit */
    l->bock = st;
    l->games++;
    /* B.4.7, ramsch_grand_hand_uses_game = no (pagat): the same dealer deals
     * again after a Grand Hand played instead of a Ramsch */
    if (g->kind == HOUSE_GAME && g->instead_of_ramsch && !l->p.ramsch_grand_hand_uses_game)
        l->dealer_stays++;
    for (int s = 0; s < l->n; s++) {
        l->total[s] += step.r.entry[s];
        l->seeger[s] += step.r.seeger[s];
        l->won[s] += step.r.won[s];
        l->lost[s] += step.r.lost[s];
    }
    if (l->p.list_mode == HOUSE_LIST_BIERLACHS) {
        unsigned over = 0;
        int worst = 0;
        for (int s = 0; s < l->n; s++) {
            if (-l->total[s] >= l->target) {
                over |= 1u << s;
                if (l->total[s] < worst)
                    worst = l->total[s];
            }
        }
        if (over && l->p.bierlachs_multi_loser == HOUSE_LACHS_MOST) {
            unsigned most = 0;
            for (int s = 0; s < l->n; s++)
                if ((over & (1u << s)) && l->total[s] == worst)
                    most |= 1u << s;
            over = most;
        }
        if (over) {
            for (int s = 0; s < l->n; s++) {
                if (over & (1u << s))
                    l->lachse[s]++;
                l->total[s] = 0; /* B.5: everyone restarts at 0 */
            }
        }
        step.lachs_lost = over;
    }
    if (out)
        *out = step;
    return SK_OK;
}

/* ---- standings --------------------------------------------------------- */

static int iabs(int v)
{
    return v < 0 ? -v : v;
}

int house_standing_cmp(house_list_mode mode, const house_standing *a, const house_standing *b)
{
    switch (mode) {
    case HOUSE_LIST_MINUS:
        if (iabs(a->total) != iabs(b->total))
            return iabs(a->total) < iabs(b->total) ? -1 : 1;
        break;
    case HOUSE_LIST_BIERLACHS:
        if (a->lachse != b->lachse)
            return a->lachse < b->lachse ? -1 : 1;
        if (iabs(a->total) != iabs(b->total))
            return iabs(a->total) < iabs(b->total) ? -1 : 1;
        break;
    default:
        break;
    }
    int c = sk_cmp_ll(b->total, a->total);
    /* shared rules.md 10 (B.6.2): more won games, then fewer lost games */
    c = c ? c : sk_cmp_ll(b->won, a->won);
    return c ? c : sk_cmp_ll(a->lost, b->lost);
}

/* A standing as the sort keys of house_standing_cmp (ascending). */
typedef struct rank_key {
    long long k[5];
    int i;
} rank_key;

static int cmp_rank_key(const void *x, const void *y)
{
    const rank_key *a = x, *b = y;
    for (int j = 0; j < 5; j++)
        if (a->k[j] != b->k[j])
            return a->k[j] < b->k[j] ? -1 : 1;
    return 0;
}

void house_rank(house_list_mode mode, int n, const house_standing *s, int *rank)
{
    /* sorted once (a field of 2,000 compared pair by pair took 4 million
     * comparisons); the keys order as house_standing_cmp does */
    if (n <= 0)
        return;
    rank_key *v = xmalloc((size_t)n * sizeof *v);
    for (int i = 0; i < n; i++) {
        long long t = s[i].total, a = iabs(s[i].total), w = s[i].won, l = s[i].lost;
        v[i] = mode == HOUSE_LIST_MINUS       ? (rank_key){{a, -t, -w, l, 0}, i}
               : mode == HOUSE_LIST_BIERLACHS ? (rank_key){{s[i].lachse, a, -t, -w, l}, i}
                                              : (rank_key){{-t, -w, l, 0, 0}, i};
    }
    qsort(v, (size_t)n, sizeof *v, cmp_rank_key);
    for (int k = 0; k < n; k++) /* shared competition ranks: 1, 1, 3 */
        rank[v[k].i] = k > 0 && cmp_rank_key(&v[k - 1], &v[k]) == 0 ? rank[v[k - 1].i] : k + 1;
    free(v);
}
