/* test_demogen.c - the demo game generator: every game valid, a believable
 * mix, reproducible. */
#include <stdlib.h>
#include <string.h>

#include "demogen.h"
#include "th.h"

typedef struct mix {
    long games, passed, null, grand, suit, hand, ouvert, announce, overbid, lost,
         by_result, schwarz, bid18, decl_dealer;
    long contract[RULES_NCONTRACTS];
    long invalid;
    char first_error[1100];
} mix;

static void tally(mix *m, const game_entry *e, const game_table_rules *t)
{
    rules_outcome o;
    sk_err err;
    sk_err_clear(&err);
    m->games++;
    if (game_validate(e, t, &o, &err) != SK_OK) {
        if (!m->invalid++)
            snprintf(m->first_error, sizeof m->first_error, "game %d: %s", e->game_no, err.msg);
        return;
    }
    if (e->passed) {
        m->passed++;
        return;
    }
    if (t->table_size == 4 && e->declarer == game_dealer_seat(t, e->game_no))
        m->decl_dealer++;
    m->contract[e->g.contract]++;
    if (e->g.contract == RULES_NULL)
        m->null++;
    else if (e->g.contract == RULES_GRAND)
        m->grand++;
    else
        m->suit++;
    m->hand += e->g.hand;
    m->ouvert += e->g.ouvert;
    m->announce += e->g.announce != RULES_ANN_NONE;
    m->overbid += o.overbid;
    m->lost += !o.won;
    m->by_result += e->g.points == RULES_POINTS_NONE && e->g.contract != RULES_NULL;
    m->schwarz += e->g.schwarz;
    m->bid18 += e->g.bid == 18;
}

static void gen_many(mix *m, int size, int ngames, int first_dealer, int seeds)
{
    game_table_rules t = {size, ngames, first_dealer};
    game_entry *v = calloc((size_t)ngames, sizeof *v);
    for (int s = 0; s < seeds; s++)
        for (int table = 1; table <= 3; table++) {
            demogen_table(&t, (uint64_t)s * 7919u + 1, 1 + s % 5, table, v);
            for (int i = 0; i < ngames; i++) {
                TH_EQ_INT(v[i].game_no, i + 1);
                TH_EQ_INT(v[i].table_no, table);
                tally(m, &v[i], &t);
            }
        }
    free(v);
}

static void test_all_valid(void)
{
    mix m;
    memset(&m, 0, sizeof m);
    gen_many(&m, 4, 48, 1, 400);
    gen_many(&m, 4, 32, 3, 200);
    gen_many(&m, 3, 36, 1, 400);
    gen_many(&m, 3, 24, 2, 200);
    TH_EQ_INT(m.invalid, 0);
    if (m.invalid)
        printf("    first invalid: %s\n", m.first_error);
    TH_EQ_INT(m.decl_dealer, 0);
    TH_CHECK(m.games > 100000);
}

/* the shares of the mix, in per mille of all games */
static void test_believable_mix(void)
{
    mix m;
    memset(&m, 0, sizeof m);
    gen_many(&m, 4, 48, 1, 300);
    gen_many(&m, 3, 36, 1, 300);
    long n = m.games, played = n - m.passed;
#define PM(x, all) ((x) * 1000 / (all))
    printf("    passed %ld, null %ld, grand %ld, suit %ld, hand %ld, ouvert %ld, announce %ld, "
           "overbid %ld, lost %ld, by result %ld, schwarz %ld, bid 18 %ld (per mille)\n",
           PM(m.passed, n), PM(m.null, n), PM(m.grand, n), PM(m.suit, n), PM(m.hand, played),
           PM(m.ouvert, played), PM(m.announce, played), PM(m.overbid, played),
           PM(m.lost, played), PM(m.by_result, played), PM(m.schwarz, played),
           PM(m.bid18, played));
    TH_CHECK(PM(m.passed, n) >= 35 && PM(m.passed, n) <= 65);
    TH_CHECK(PM(m.null, n) >= 60 && PM(m.null, n) <= 100);
    TH_CHECK(PM(m.grand, n) >= 170 && PM(m.grand, n) <= 230);
    TH_CHECK(PM(m.suit, n) >= 600 && PM(m.suit, n) <= 720);
    /* suits: clubs most, diamonds least */
    TH_CHECK(m.contract[RULES_CLUBS] > m.contract[RULES_DIAMONDS]);
    TH_CHECK(PM(m.hand, played) >= 80 && PM(m.hand, played) <= 150);
    TH_CHECK(m.ouvert > 0 && PM(m.ouvert, played) <= 40);
    TH_CHECK(m.announce > 0 && PM(m.announce, played) <= 30);
    TH_CHECK(PM(m.overbid, played) >= 15 && PM(m.overbid, played) <= 50);
    TH_CHECK(PM(m.lost, played) >= 180 && PM(m.lost, played) <= 280);
    TH_CHECK(m.by_result > 0 && PM(m.by_result, played) <= 60);
    TH_CHECK(m.schwarz > 0);
    TH_CHECK(PM(m.bid18, played) >= 300 && PM(m.bid18, played) <= 700);
}

static void test_reproducible(void)
{
    game_table_rules t = {4, 48, 2};
    game_entry a[48], b[48], c[48], d[48];
    demogen_table(&t, 42, 2, 5, a);
    demogen_table(&t, 42, 1, 1, c); /* another table in between */
    demogen_table(&t, 42, 2, 5, b);
    TH_CHECK(memcmp(a, b, sizeof a) == 0);
    TH_CHECK(memcmp(a, c, sizeof a) != 0);
    demogen_table(&t, 43, 2, 5, d);
    TH_CHECK(memcmp(a, d, sizeof a) != 0);
}

int main(void)
{
    TH_SUITE("demogen");
    TH_RUN(test_all_valid);
    TH_RUN(test_believable_mix);
    TH_RUN(test_reproducible);
    return th_done();
}
