/* test_league.c - match points, season table, club championship (hand-computed). */
#include "th.h"

#include <stdlib.h>

#include "league.h"

static void group_distinct(void)
{
    long r[4] = {100, 300, 200, 50};
    int p[4], m[4];
    sk_err e = {0};
    TH_EQ_INT(league_group_points(4, r, NULL, p, m, &e), SK_OK);
    /* 300 -> 3:0, 200 -> 2:1, 100 -> 1:2, 50 -> 0:3 (half units) */
    TH_EQ_INT(p[1], 6); TH_EQ_INT(m[1], 0);
    TH_EQ_INT(p[2], 4); TH_EQ_INT(m[2], 2);
    TH_EQ_INT(p[0], 2); TH_EQ_INT(m[0], 4);
    TH_EQ_INT(p[3], 0); TH_EQ_INT(m[3], 6);
}

static void group_tie_shares(void)
{
    long r[4] = {300, 200, 200, 50};
    int p[4], m[4];
    sk_err e = {0};
    char b1[16], b2[16];
    TH_EQ_INT(league_group_points(4, r, NULL, p, m, &e), SK_OK);
    TH_EQ_INT(p[0], 6); TH_EQ_INT(m[0], 0);
    /* places 2 and 3 shared: (2+1)/2 : (1+2)/2 = 1.5 : 1.5 */
    TH_EQ_STR(league_fmt_half(p[1], b1, sizeof b1), "1.5");
    TH_EQ_STR(league_fmt_half(m[1], b2, sizeof b2), "1.5");
    TH_EQ_INT(p[2], 3); TH_EQ_INT(m[2], 3);
    TH_EQ_INT(p[3], 0); TH_EQ_INT(m[3], 6);

    /* three equal at the top: (3+2+1)/3 = 2 : (0+1+2)/3 = 1 */
    long r3[4] = {100, 100, 0, 100};
    TH_EQ_INT(league_group_points(4, r3, NULL, p, m, &e), SK_OK);
    TH_EQ_INT(p[0], 4); TH_EQ_INT(m[0], 2);
    TH_EQ_INT(p[1], 4); TH_EQ_INT(p[3], 4);
    TH_EQ_INT(p[2], 0); TH_EQ_INT(m[2], 6);

    /* all four equal: 1.5 : 1.5 each */
    long r4[4] = {7, 7, 7, 7};
    TH_EQ_INT(league_group_points(4, r4, NULL, p, m, &e), SK_OK);
    for (int i = 0; i < 4; i++) {
        TH_EQ_INT(p[i], 3);
        TH_EQ_INT(m[i], 3);
    }
}

static void group_absent_team(void)
{
    long r[4] = {10, 30, 20, 999};
    bool present[4] = {true, true, true, false};
    int p[4], m[4];
    sk_err e = {0};
    TH_EQ_INT(league_group_points(4, r, present, p, m, &e), SK_OK);
    TH_EQ_INT(p[1], 6); TH_EQ_INT(m[1], 0);
    TH_EQ_INT(p[2], 4); TH_EQ_INT(m[2], 2);
    TH_EQ_INT(p[0], 2); TH_EQ_INT(m[0], 4);
    TH_EQ_INT(p[3], 0); TH_EQ_INT(m[3], 0); /* neither points nor minus */

    TH_EQ_INT(league_group_points(0, r, NULL, p, m, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "venue group size 0");
}

static void fmt_half(void)
{
    char b[16];
    TH_EQ_STR(league_fmt_half(6, b, sizeof b), "3");
    TH_EQ_STR(league_fmt_half(3, b, sizeof b), "1.5");
    TH_EQ_STR(league_fmt_half(1, b, sizeof b), "0.5");
    TH_EQ_STR(league_fmt_half(0, b, sizeof b), "0");
    TH_EQ_STR(league_fmt_half(-1, b, sizeof b), "-0.5");
    TH_EQ_STR(league_fmt_half(19, b, sizeof b), "9.5");
}

/* Four teams, two match days of two series, one venue group each.
 * MD1 s1: A 100 B 200 C 150 D 50;  s2: A 300 B 100 C 150 D 50
 * MD2 s1: A 100 B 100 C 100 D absent;  s2: A 0 B 50 C 0 D absent */
static const char *const teams4[] = {"A", "B", "C", "D"};
static const league_result season[] = {
    {0, 1, 1, 1, true, 100}, {1, 1, 1, 1, true, 200}, {2, 1, 1, 1, true, 150},
    {3, 1, 1, 1, true, 50},  {0, 1, 1, 2, true, 300}, {1, 1, 1, 2, true, 100},
    {2, 1, 1, 2, true, 150}, {3, 1, 1, 2, true, 50},  {0, 2, 1, 1, true, 100},
    {1, 2, 1, 1, true, 100}, {2, 2, 1, 1, true, 100}, {3, 2, 1, 1, false, 0},
    {0, 2, 1, 2, true, 0},   {1, 2, 1, 2, true, 50},  {2, 2, 1, 2, true, 0},
    {3, 2, 1, 2, false, 0},
};

static void table_per_matchday(void)
{
    league_table t;
    sk_err e = {0};
    int n = (int)(sizeof season / sizeof season[0]);
    TH_EQ_INT(league_table_compute(teams4, 4, season, n, LEAGUE_PER_MATCHDAY, &t, &e), SK_OK);
    TH_EQ_INT(t.ndays, 2);
    TH_EQ_INT(t.day[0], 1);
    TH_EQ_INT(t.day[1], 2);
    TH_EQ_INT(t.nrows, 4);
    /* MD1: A 400 -> 3:0, B 300 & C 300 -> 1.5:1.5, D 100 -> 0:3.
     * MD2: B 150 -> 3:0, A 100 & C 100 -> 1.5:1.5, D absent 0:0.
     * A 4.5:1.5 (500), B 4.5:1.5 (450), C 3:3 (400), D 0:3 (100). */
    TH_EQ_INT(t.rows[0].team, 0);
    TH_EQ_INT(t.rows[0].rank, 1);
    TH_EQ_INT(t.rows[0].plus2, 9);
    TH_EQ_INT(t.rows[0].minus2, 3);
    TH_EQ_INT(t.rows[0].seeger, 500);
    TH_EQ_INT(t.rows[0].matchdays, 2);
    TH_EQ_INT(t.rows[0].days[0].plus2, 6);
    TH_EQ_INT(t.rows[0].days[1].plus2, 3);
    TH_EQ_INT(t.rows[1].team, 1);
    TH_EQ_INT(t.rows[1].rank, 2);
    TH_EQ_INT(t.rows[1].plus2, 9);
    TH_EQ_INT(t.rows[1].seeger, 450);
    TH_EQ_INT(t.rows[2].team, 2);
    TH_EQ_INT(t.rows[2].plus2, 6);
    TH_EQ_INT(t.rows[2].minus2, 6);
    TH_EQ_INT(t.rows[2].seeger, 400);
    TH_EQ_INT(t.rows[3].team, 3);
    TH_EQ_INT(t.rows[3].rank, 4);
    TH_EQ_INT(t.rows[3].plus2, 0);
    TH_EQ_INT(t.rows[3].minus2, 6);
    TH_EQ_INT(t.rows[3].seeger, 100);
    TH_EQ_INT(t.rows[3].matchdays, 1);
    TH_CHECK(!t.rows[3].days[1].present);
    TH_EQ_INT(t.rows[3].days[1].minus2, 0);
    league_table_free(&t);
}

static void table_per_series(void)
{
    league_table t;
    sk_err e = {0};
    int n = (int)(sizeof season / sizeof season[0]);
    TH_EQ_INT(league_table_compute(teams4, 4, season, n, LEAGUE_PER_SERIES, &t, &e), SK_OK);
    /* MD1 s1: B 3:0 C 2:1 A 1:2 D 0:3; s2: A 3:0 C 2:1 B 1:2 D 0:3
     * MD2 s1: A B C tie 2:1 each; s2: B 3:0, A C 1.5:1.5
     * A 7.5:4.5 (500), B 9:3 (450), C 7.5:4.5 (400), D 0:6 */
    TH_EQ_INT(t.rows[0].team, 1);
    TH_EQ_INT(t.rows[0].plus2, 18);
    TH_EQ_INT(t.rows[0].minus2, 6);
    TH_EQ_INT(t.rows[1].team, 0);
    TH_EQ_INT(t.rows[1].rank, 2);
    TH_EQ_INT(t.rows[1].plus2, 15);
    TH_EQ_INT(t.rows[1].minus2, 9);
    TH_EQ_INT(t.rows[1].days[1].plus2, 7);
    TH_EQ_INT(t.rows[2].team, 2);
    TH_EQ_INT(t.rows[2].rank, 3);
    TH_EQ_INT(t.rows[2].plus2, 15);
    TH_EQ_INT(t.rows[3].team, 3);
    TH_EQ_INT(t.rows[3].minus2, 12);
    league_table_free(&t);
}

static void table_shared_rank(void)
{
    /* listed Beta first; equal points and Seeger: shared rank 1, name order */
    const char *const names[] = {"Beta", "Alpha"};
    league_result r[] = {{0, 1, 1, 1, true, 80}, {1, 1, 1, 1, true, 80}};
    league_table t;
    sk_err e = {0};
    TH_EQ_INT(league_table_compute(names, 2, r, 2, LEAGUE_PER_MATCHDAY, &t, &e), SK_OK);
    TH_EQ_INT(t.rows[0].team, 1);
    TH_EQ_INT(t.rows[1].team, 0);
    TH_EQ_INT(t.rows[0].rank, 1);
    TH_EQ_INT(t.rows[1].rank, 1);
    TH_EQ_INT(t.rows[0].plus2, 1); /* 0.5 : 0.5 */
    TH_EQ_INT(t.rows[1].minus2, 1);
    league_table_free(&t);
}

static void table_bad_input(void)
{
    league_table t;
    sk_err e = {0};
    league_result two_groups[] = {{0, 1, 1, 1, true, 1}, {0, 1, 2, 2, true, 1}};
    TH_EQ_INT(league_table_compute(teams4, 4, two_groups, 2, LEAGUE_PER_MATCHDAY, &t, &e),
              SK_INVALID);
    TH_CONTAINS(e.msg, "team A: in two venue groups on match day 1");
    sk_err_clear(&e);
    league_result dup[] = {{1, 3, 1, 2, true, 1}, {1, 3, 1, 2, true, 1}};
    TH_EQ_INT(league_table_compute(teams4, 4, dup, 2, LEAGUE_PER_MATCHDAY, &t, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "team B: two results for series 2 of match day 3");
    sk_err_clear(&e);
    league_result bad[] = {{4, 1, 1, 1, true, 1}};
    TH_EQ_INT(league_table_compute(teams4, 4, bad, 1, LEAGUE_PER_MATCHDAY, &t, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "team 4: no such team");
    TH_EQ_INT(t.nrows, 0);
    /* a venue group of more teams than a ranking takes (match day 2; day
     * 1 was fine): refused, and the table left empty */
    enum { BIG = LEAGUE_MAX_GROUP + 1 };
    const char *many[BIG + 1];
    league_result big[BIG + 1];
    for (int i = 0; i < BIG; i++) {
        many[i] = "T";
        big[i] = (league_result){i, 2, 7, 1, true, i};
    }
    many[BIG] = "U";
    big[BIG] = (league_result){0, 1, 1, 1, true, 5};
    sk_err_clear(&e);
    TH_EQ_INT(league_table_compute(many, BIG, big, BIG + 1, LEAGUE_PER_MATCHDAY, &t, &e),
              SK_INVALID);
    TH_CONTAINS(e.msg, "venue group on match day 2: 65 teams, at most 64");
    TH_EQ_INT(t.nrows, 0);
    TH_CHECK(t.rows == NULL && t.day == NULL);
}

/* Five columns (evenings).  Frida has no result (no row).
 *   Anna   1000  800 1200    - 900   total 3900, best3 3100 (800 struck), avg 975.00
 *   Bernd   700 1100  600 1000 950   total 4350, best3 3050 (700, 600 struck), avg 870.00
 *   Carla  1300 1250    -    -   -   total 2550, best3 2550, avg 1275.00
 *   Dieter  500  500  500  500 500   total 2500, best3 1500 (cols 4,5 struck), avg 500.00
 *   Emil      -    - -100  200 301   total  401, best3  401, avg 133.67
 *   Gustav    -    -    - 2500   -   total 2500, best3 2500, avg 2500.00 */
static const char *const pl[] = {"Anna", "Bernd", "Carla", "Dieter", "Emil", "Frida", "Gustav"};
static const league_ch_result chres[] = {
    {0, 0, 1000}, {0, 1, 800},  {0, 2, 1200}, {0, 4, 900},  {1, 0, 700},  {1, 1, 1100},
    {1, 2, 600},  {1, 3, 1000}, {1, 4, 950},  {2, 0, 1300}, {2, 1, 1250}, {3, 0, 500},
    {3, 1, 500},  {3, 2, 500},  {3, 3, 500},  {3, 4, 500},  {4, 2, -100}, {4, 3, 200},
    {4, 4, 301},  {6, 3, 2500},
};
#define NCH ((int)(sizeof chres / sizeof chres[0]))

static void ch_all(void)
{
    league_ch_table t;
    sk_err e = {0};
    TH_EQ_INT(league_ch_compute(pl, 7, 5, chres, NCH, LEAGUE_CH_ALL, 0, &t, &e), SK_OK);
    TH_EQ_INT(t.nrows, 6);
    int order[] = {1, 0, 2, 3, 6, 4};
    int rank[] = {1, 2, 3, 4, 4, 6};
    long counted[] = {4350, 3900, 2550, 2500, 2500, 401};
    for (int i = 0; i < 6; i++) {
        TH_EQ_INT(t.rows[i].player, order[i]);
        TH_EQ_INT(t.rows[i].rank, rank[i]);
        TH_EQ_INT(t.rows[i].counted, counted[i]);
        TH_EQ_INT(t.rows[i].total, counted[i]);
        for (int c = 0; c < 5; c++)
            TH_CHECK(!t.rows[i].cells[c].struck);
    }
    TH_EQ_INT(t.rows[0].played, 5);
    TH_EQ_INT(t.rows[1].played, 4);
    TH_CHECK(!t.rows[1].cells[3].played);
    league_ch_free(&t);
}

static void ch_best3(void)
{
    league_ch_table t;
    sk_err e = {0};
    TH_EQ_INT(league_ch_compute(pl, 7, 5, chres, NCH, LEAGUE_CH_BEST, 3, &t, &e), SK_OK);
    int order[] = {0, 1, 2, 6, 3, 4};
    long counted[] = {3100, 3050, 2550, 2500, 1500, 401};
    long total[] = {3900, 4350, 2550, 2500, 2500, 401};
    for (int i = 0; i < 6; i++) {
        TH_EQ_INT(t.rows[i].player, order[i]);
        TH_EQ_INT(t.rows[i].rank, i + 1);
        TH_EQ_INT(t.rows[i].counted, counted[i]);
        TH_EQ_INT(t.rows[i].total, total[i]);
    }
    /* Anna: 800 (column 2) struck */
    const league_ch_cell *a = t.rows[0].cells;
    TH_CHECK(!a[0].struck && a[1].struck && !a[2].struck && !a[3].struck && !a[4].struck);
    /* Bernd: 700 and 600 struck */
    const league_ch_cell *b = t.rows[1].cells;
    TH_CHECK(b[0].struck && !b[1].struck && b[2].struck && !b[3].struck && !b[4].struck);
    /* Dieter: five equal results, the two latest struck */
    const league_ch_cell *d = t.rows[4].cells;
    TH_CHECK(!d[0].struck && !d[1].struck && !d[2].struck && d[3].struck && d[4].struck);
    /* Emil: three series, nothing struck */
    for (int c = 0; c < 5; c++)
        TH_CHECK(!t.rows[5].cells[c].struck);
    league_ch_free(&t);

    TH_EQ_INT(league_ch_compute(pl, 7, 5, chres, NCH, LEAGUE_CH_BEST, 0, &t, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "best 0");
}

static void ch_average(void)
{
    league_ch_table t;
    sk_err e = {0};
    char buf[32];
    TH_EQ_INT(league_ch_compute(pl, 7, 5, chres, NCH, LEAGUE_CH_AVERAGE, 0, &t, &e), SK_OK);
    int order[] = {6, 2, 0, 1, 3, 4};
    const char *avg[] = {"2500.00", "1275.00", "975.00", "870.00", "500.00", "133.67"};
    for (int i = 0; i < 6; i++) {
        TH_EQ_INT(t.rows[i].player, order[i]);
        TH_EQ_INT(t.rows[i].rank, i + 1);
        TH_EQ_STR(league_fmt_avg(t.rows[i].counted, t.rows[i].played, buf, sizeof buf), avg[i]);
    }
    league_ch_free(&t);

    /* exact fractions: 7/2 == 3.5 == 14/4 share the rank; 11/3 ahead */
    const char *const n2[] = {"X", "Y", "Z"};
    league_ch_result r2[] = {{0, 0, 3},  {0, 1, 4}, {1, 0, 2}, {1, 1, 5}, {1, 2, 3},
                             {1, 3, 4},  {2, 0, 10}, {2, 1, 1}, {2, 2, 0}};
    TH_EQ_INT(league_ch_compute(n2, 3, 4, r2, 9, LEAGUE_CH_AVERAGE, 0, &t, &e), SK_OK);
    TH_EQ_INT(t.rows[0].player, 2);
    TH_EQ_INT(t.rows[1].player, 0);
    TH_EQ_INT(t.rows[2].player, 1);
    TH_EQ_INT(t.rows[1].rank, 2);
    TH_EQ_INT(t.rows[2].rank, 2);
    league_ch_free(&t);

    league_ch_result dup[] = {{0, 1, 3}, {0, 1, 4}};
    TH_EQ_INT(league_ch_compute(n2, 3, 4, dup, 2, LEAGUE_CH_ALL, 0, &t, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "player X: two results for series column 2");
}

static void fmt_avg(void)
{
    char b[32];
    TH_EQ_STR(league_fmt_avg(1001, 3, b, sizeof b), "333.67");
    TH_EQ_STR(league_fmt_avg(-5, 2, b, sizeof b), "-2.50");
    TH_EQ_STR(league_fmt_avg(1, 200, b, sizeof b), "0.01");
    TH_EQ_STR(league_fmt_avg(-1, 200, b, sizeof b), "-0.01");
    TH_EQ_STR(league_fmt_avg(-1, 300, b, sizeof b), "0.00");
    TH_EQ_STR(league_fmt_avg(2, 3, b, sizeof b), "0.67");
    TH_EQ_STR(league_fmt_avg(5, 0, b, sizeof b), "-");
    TH_EQ_INT(league_avg_hundredths(1001, 3), 33367);
    TH_EQ_INT(league_avg_hundredths(-5, 2), -250);
    TH_EQ_INT(league_avg_hundredths(-1, 300), 0);
    TH_EQ_INT(league_avg_hundredths(5, 0), 0);
}

static void venue_names(void)
{
    char *a = league_venue_name("Kreisliga", 3, 1, false);
    char *b = league_venue_name("Kreisliga", 3, 2, true);
    TH_EQ_STR(a, "Kreisliga matchday 3");
    TH_EQ_STR(b, "Kreisliga matchday 3 venue 2");
    free(a);
    free(b);
}

/* Venue groups of a match day: named once, one division per group, at least
 * two teams per group; the first offender in the order named decides. */
static void venue_teams_rules(void)
{
    sk_err e = {0};
    /* two groups, divisions 7 and 9, all fine */
    league_venue_team ok[4] = {
        {0, 1, 7, "Asse", "Asse"}, {0, 2, 7, "Buben", "Buben"},
        {1, 3, 9, "Kreuz", "Kreuz"}, {1, 4, 9, "Pik", "Pik"},
    };
    TH_EQ_INT(league_venue_teams_check(ok, 4, 3, &e), SK_OK);
    TH_EQ_INT(e.status, SK_OK);
    TH_EQ_INT(league_venue_teams_check(ok, 0, 3, &e), SK_OK);

    /* the same team in a second group */
    league_venue_team twice[3] = {
        {0, 1, 7, "Asse", "Asse"}, {0, 2, 7, "Buben", "Buben"}, {1, 1, 7, "Asse", "Asse"},
    };
    sk_err_clear(&e);
    TH_EQ_INT(league_venue_teams_check(twice, 3, 5, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "team 'Asse' is named twice on match day 5 (a team meets at one venue "
                     "per match day)");

    /* different divisions inside group 2: the group's first team is named */
    league_venue_team div[4] = {
        {0, 1, 7, "Asse", "Asse"}, {0, 2, 7, "Buben", "Buben"},
        {1, 3, 9, "Kreuz", "Kreuz"}, {1, 4, 0, "pik", "Pik"},
    };
    sk_err_clear(&e);
    TH_EQ_INT(league_venue_teams_check(div, 4, 2, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "venue group 2: teams 'Kreuz' and 'pik' are in different divisions");
    /* the same teams split across groups are fine */
    div[3].group = 2;
    TH_EQ_INT(league_venue_teams_check(div, 4, 2, NULL), SK_OK);

    /* twice and a division clash: the earlier offender wins */
    league_venue_team both[3] = {
        {0, 1, 7, "Asse", "Asse"}, {0, 1, 7, "Asse", "Asse"}, {0, 3, 9, "Kreuz", "Kreuz"},
    };
    sk_err_clear(&e);
    TH_EQ_INT(league_venue_teams_check(both, 3, 1, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "named twice on match day 1");
    both[1].team = 3;
    both[1].division = 9;
    both[1].named = "Kreuz";
    sk_err_clear(&e);
    TH_EQ_INT(league_venue_teams_check(both, 3, 1, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "venue group 1: teams 'Asse' and 'Kreuz' are in different divisions");

    size_t sizes[3] = {2, 4, 1};
    sk_err_clear(&e);
    TH_EQ_INT(league_venue_sizes_check(sizes, 2, 4, &e), SK_OK);
    TH_EQ_INT(league_venue_sizes_check(sizes, 3, 4, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "venue group 3 of match day 4: 1 team; a venue group has at least 2 teams");
    sizes[0] = 0;
    sk_err_clear(&e);
    TH_EQ_INT(league_venue_sizes_check(sizes, 3, 4, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "venue group 1 of match day 4: 0 team;");
    TH_EQ_INT(league_venue_sizes_check(sizes, 0, 4, &e), SK_OK);
}

/* The limits of league and season settings, both edges of each range. */
static void settings_limits(void)
{
    sk_err e = {0};
    TH_EQ_INT(league_settings_check(1900, 1, &e), SK_OK);
    TH_EQ_INT(league_settings_check(9999, 20, &e), SK_OK);
    TH_EQ_INT(e.status, SK_OK);
    TH_EQ_INT(league_settings_check(1899, 4, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "season 1899: a year from 1900 to 9999");
    sk_err_clear(&e);
    TH_EQ_INT(league_settings_check(10000, 4, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "season 10000:");
    sk_err_clear(&e);
    TH_EQ_INT(league_settings_check(2027, 21, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "series per match day 21: 1 to 20");
    sk_err_clear(&e);
    TH_EQ_INT(league_settings_check(2027, 0, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "series per match day 0: 1 to 20");
    /* both bad: the season is named first */
    sk_err_clear(&e);
    TH_EQ_INT(league_settings_check(0, 0, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "season 0:");

    TH_EQ_INT(league_matchday_number_check(1, NULL), SK_OK);
    TH_EQ_INT(league_matchday_number_check(999, NULL), SK_OK);
    sk_err_clear(&e);
    TH_EQ_INT(league_matchday_number_check(0, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "match day 0: match days are numbered 1 to 999");
    TH_EQ_INT(league_matchday_number_check(1000, NULL), SK_INVALID);

    TH_EQ_INT(league_season_best_check(0, NULL), SK_OK);
    TH_EQ_INT(league_season_best_check(999, NULL), SK_OK);
    sk_err_clear(&e);
    TH_EQ_INT(league_season_best_check(1000, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "best 1000: count the best 1 to 999 series");
    TH_EQ_INT(league_season_best_check(-1, NULL), SK_INVALID);
}

/* A roster change names a player; a division with teams goes only with force. */
static void roster_and_division_rules(void)
{
    sk_err e = {0};
    TH_EQ_INT(league_roster_check(1, &e), SK_OK);
    TH_EQ_INT(league_roster_check(0, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "roster: name at least one player");

    TH_EQ_INT(league_division_remove_check("Nord", 0, false, NULL), SK_OK);
    TH_EQ_INT(league_division_remove_check("Nord", 3, true, NULL), SK_OK);
    sk_err_clear(&e);
    TH_EQ_INT(league_division_remove_check("Nord", 1, false, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "division 'Nord' has 1 team: add --force to remove it (its teams then "
                     "have no division)");
    sk_err_clear(&e);
    TH_EQ_INT(league_division_remove_check("Süd", 2, false, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "division 'Süd' has 2 teams: add --force");
}

int main(void)
{
    TH_SUITE("league");
    TH_RUN(venue_names);
    TH_RUN(venue_teams_rules);
    TH_RUN(settings_limits);
    TH_RUN(roster_and_division_rules);
    TH_RUN(group_distinct);
    TH_RUN(group_tie_shares);
    TH_RUN(group_absent_team);
    TH_RUN(fmt_half);
    TH_RUN(table_per_matchday);
    TH_RUN(table_per_series);
    TH_RUN(table_shared_rank);
    TH_RUN(table_bad_input);
    TH_RUN(ch_all);
    TH_RUN(ch_best3);
    TH_RUN(ch_average);
    TH_RUN(fmt_avg);
    return th_done();
}
