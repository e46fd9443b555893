/* test_rankgroup.c - groups (tandem, team, club, a club's best M), best
 * per club and the handicap of a ranking, on figures worked by hand. */
#include "th.h"

#include <stdlib.h>

#include "rankdef.h"
#include "rankgroup.h"
#include "ranking.h"

/* two events of one series each, 10 games per player and series:
 *          club  E0 (team)    E1 (team)
 *   A      X     100 (T1)      10 (T1)
 *   B      X      50 (T1)      60 (T1)
 *   C      Y      40 (T2)      30 (T2, alone: no tandem in E1)
 *   D      X      80 (T2)      20 (none) */
static const rank_event ev[] = {{1, "E0", "2027-01-01"}, {2, "E1", "2027-02-01"}};
static const rank_player pl[] = {{1, "A", "X", true}, {2, "B", "X", true},
                                 {3, "C", "Y", true}, {4, "D", "X", false}};
static const rank_result res[] = {
    {0, 0, 1, 100, 10, 2, 0}, {0, 1, 1, 50, 10, 1, 0}, {0, 2, 1, 40, 10, 1, 0},
    {0, 3, 1, 80, 10, 1, 0},  {1, 0, 1, 10, 10, 0, 1}, {1, 1, 1, 60, 10, 1, 0},
    {1, 2, 1, 30, 10, 1, 0},  {1, 3, 1, 20, 10, 0, 0},
};
static char *teams[] = {"T1", "T1", "T2", "T2", "T1", "T1", "T2", NULL};
static const rank_input in = {ev, 2, pl, 4, res, 8, NULL, NULL};

static int parse(rank_def *d, char **kv, size_t n)
{
    sk_err e;
    rankdef_init(d);
    sk_err_clear(&e);
    return rankdef_parse(d, kv, n, &e);
}

/* the score of `name` in l (of input gin), as printed; "" when absent */
static const char *score_of(const rank_list *l, const rank_input *gin, const char *name,
                            char *buf)
{
    for (size_t i = 0; i < l->n; i++)
        if (strcmp(gin->players[l->entries[i].player].name, name) == 0)
            return rank_fmt(l->entries[i].score, buf, 32);
    return "";
}

/* rank `kv` over `in`, grouped */
static void run(char **kv, size_t n, rank_grouped *g, rank_list *l)
{
    rank_def d;
    sk_err e;
    TH_EQ_INT(parse(&d, kv, n), SK_OK);
    rankgroup_build(&d, &in, teams, g);
    TH_EQ_INT(ranking_compute(&d, &g->in, l, &e), SK_OK);
    rankdef_free(&d);
}

static void groups(void)
{
    rank_grouped g;
    rank_list l;
    char b[32];
    /* teams: T1 = A+B: 150 + 70 = 220; T2 = C+D in E0 (120), C in E1 (30): 150 */
    char *team[] = {"group=team"};
    run(team, 1, &g, &l);
    TH_EQ_INT(l.n, 2);
    TH_EQ_STR(g.in.players[l.entries[0].player].name, "T1");
    TH_EQ_STR(score_of(&l, &g.in, "T1", b), "220");
    TH_EQ_STR(score_of(&l, &g.in, "T2", b), "150");
    ranking_free(&l);
    rankgroup_free(&g);

    /* tandems: A + B 220; C + D only in E0 (in E1 C's team has one player,
       D none): 120, one event */
    char *tandem[] = {"group=tandem"};
    run(tandem, 1, &g, &l);
    TH_EQ_INT(l.n, 2);
    TH_EQ_STR(score_of(&l, &g.in, "A + B", b), "220");
    TH_EQ_STR(score_of(&l, &g.in, "C + D", b), "120");
    TH_EQ_INT(l.entries[1].events, 1);
    /* named only with both players' consent: D has not agreed */
    TH_CHECK(g.in.players[l.entries[0].player].publish);
    TH_CHECK(!g.in.players[l.entries[1].player].publish);
    ranking_free(&l);
    rankgroup_free(&g);

    /* clubs, everybody: X = 100+50+80 + 10+60+20 = 320, Y = 70 */
    char *club[] = {"group=club"};
    run(club, 1, &g, &l);
    TH_EQ_STR(score_of(&l, &g.in, "X", b), "320");
    TH_EQ_STR(score_of(&l, &g.in, "Y", b), "70");
    ranking_free(&l);
    rankgroup_free(&g);

    /* the best 2 of each club per event: E0 X A 100 + D 80 = 180 (B 50 out),
       E1 X B 60 + D 20 = 80 (A 10 out): X 260; Y 40 + 30 = 70 */
    char *best2[] = {"group=club", "group_best=2"};
    run(best2, 2, &g, &l);
    TH_EQ_STR(score_of(&l, &g.in, "X", b), "260");
    TH_EQ_STR(score_of(&l, &g.in, "Y", b), "70");
    /* a club's games are its counted members': X 2 x 10 per event */
    TH_EQ_INT(l.entries[0].games, 40);
    ranking_free(&l);
    rankgroup_free(&g);

    /* min_players counts the players, not the groups: 4 in each event */
    char *min4[] = {"group=club", "min_players=4"};
    run(min4, 2, &g, &l);
    TH_EQ_INT(l.events, 2);
    ranking_free(&l);
    rankgroup_free(&g);
    char *min5[] = {"group=club", "min_players=5"};
    run(min5, 2, &g, &l);
    TH_EQ_INT(l.events, 0);
    ranking_free(&l);
    rankgroup_free(&g);

    rank_def d;
    char *bad[] = {"group_best=2"};
    TH_EQ_INT(parse(&d, bad, 1), SK_INVALID);
    rankdef_free(&d);
}

static void best_per_club(void)
{
    /* sums: A 110, B 110, C 70, D 100; ranked A 1., B 1., D 3., C 4.;
       the best of each club: X -> A (110, first of the shared rank by name),
       Y -> C (70), ranked again 1. and 2. */
    rank_def d;
    rank_list l;
    sk_err e;
    char b[32];
    char *kv[] = {"best_per=club"};
    TH_EQ_INT(parse(&d, kv, 1), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    rankgroup_best_per(&d, &in, NULL, &l);
    TH_EQ_INT(l.n, 2);
    TH_EQ_STR(pl[l.entries[0].player].name, "A");
    TH_EQ_STR(rank_fmt(l.entries[0].score, b, sizeof b), "110");
    TH_EQ_STR(pl[l.entries[1].player].name, "C");
    TH_EQ_INT(l.entries[1].rank, 2);
    ranking_free(&l);
    rankdef_free(&d);
}

static void handicap(void)
{
    /* E0 has no earlier event: no handicap.  Before E1 the platform's
       average is (100+50+40+80) / 40 games = 6.75 per game; own averages
       A 10, B 5, C 4, D 8 per game, so in E1 (10 games each):
       A (6.75-10) x 10 = -32.5, B +17.5, C +27.5, D -12.5 */
    rank_def d;
    double adj[8];
    char *plat[] = {"handicap=platform"};
    TH_EQ_INT(parse(&d, plat, 1), SK_OK);
    rankgroup_handicap(&d, &in, &in, adj);
    for (int i = 0; i < 4; i++)
        TH_CHECK(adj[i] == 0);
    TH_CHECK(adj[4] == -32.5);
    TH_CHECK(adj[5] == 17.5);
    TH_CHECK(adj[6] == 27.5);
    TH_CHECK(adj[7] == -12.5);
    /* with it, the sums: A 110 - 32.5 = 77.5, B 127.5, C 97.5, D 87.5 */
    rank_input hin = in;
    hin.adjust = adj;
    rank_list l;
    sk_err e;
    char b[32];
    TH_EQ_INT(ranking_compute(&d, &hin, &l, &e), SK_OK);
    TH_EQ_STR(pl[l.entries[0].player].name, "B");
    TH_EQ_STR(rank_fmt(l.entries[0].score, b, sizeof b), "127.50");
    TH_EQ_STR(score_of(&l, &in, "A", b), "77.50");
    ranking_free(&l);
    rankdef_free(&d);
    /* a fixed reference of 5 per game: A (5-10) x 10 = -50, C (5-4) x 10 = +10 */
    char *five[] = {"handicap=5"};
    TH_EQ_INT(parse(&d, five, 1), SK_OK);
    rankgroup_handicap(&d, &in, &in, adj);
    TH_CHECK(adj[4] == -50);
    TH_CHECK(adj[6] == 10);
    rankdef_free(&d);
    char *bad[] = {"handicap=5.125"};
    TH_EQ_INT(parse(&d, bad, 1), SK_INVALID);
    rankdef_free(&d);
    char *both[] = {"preset=placement", "handicap=5"};
    TH_EQ_INT(parse(&d, both, 2), SK_INVALID);
    rankdef_free(&d);
}

static void field_months_per_games(void)
{
    rank_def d;
    /* points=field: in a field of 5 the winner gets 5, 2nd 4; two sharing
       4th: (2 + 1) / 2 = 1.5 */
    char *f[] = {"unit=event", "method=placement", "points=field"};
    TH_EQ_INT(parse(&d, f, 3), SK_OK);
    TH_CHECK(ranking_place_points(&d, 1, 1, 5) == 5);
    TH_CHECK(ranking_place_points(&d, 2, 1, 5) == 4);
    TH_CHECK(ranking_place_points(&d, 4, 2, 5) == 1.5);
    rankdef_free(&d);
    /* per_games=24: points per game x 24; A 110 / 20 games = 5.5 -> 132 */
    char *pg[] = {"unit=game", "method=average", "per_games=24"};
    TH_EQ_INT(parse(&d, pg, 3), SK_OK);
    rank_list l;
    sk_err e;
    char b[32];
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    TH_EQ_STR(score_of(&l, &in, "A", b), "132");
    ranking_free(&l);
    rankdef_free(&d);
    char *pgbad[] = {"per_games=24"};
    TH_EQ_INT(parse(&d, pgbad, 1), SK_INVALID);
    rankdef_free(&d);
    /* min_months=2: each player has one series in January and one in
       February: 2 months; month_series=2: no month has 2 series */
    char *mm[] = {"min_months=2"};
    TH_EQ_INT(parse(&d, mm, 1), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    TH_EQ_INT(l.nranked, 4);
    ranking_free(&l);
    rankdef_free(&d);
    char *ms[] = {"min_months=1", "month_series=2"};
    TH_EQ_INT(parse(&d, ms, 2), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    TH_EQ_INT(l.nranked, 0);
    TH_EQ_INT(l.entries[0].lack, RANK_LACK_MONTHS);
    TH_EQ_INT(l.entries[0].need, 1);
    ranking_free(&l);
    rankdef_free(&d);
    /* min_series_held=2: both events held one series, neither counts */
    char *sh[] = {"min_series_held=2"};
    TH_EQ_INT(parse(&d, sh, 1), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    TH_EQ_INT(l.events, 0);
    ranking_free(&l);
    rankdef_free(&d);
}

int main(void)
{
    TH_SUITE("rankgroup");
    TH_RUN(groups);
    TH_RUN(best_per_club);
    TH_RUN(handicap);
    TH_RUN(field_months_per_games);
    return th_done();
}
