/* test_ranking.c - ranking definitions (keys, penalty, dates) and the
 * ranking engine, on figures computed by hand. */
#include "th.h"

#include <stdlib.h>

#include "rankdef.h"
#include "ranking.h"

static int parse(rank_def *d, char **kv, size_t n, sk_err *e)
{
    rankdef_init(d);
    sk_err_clear(e);
    return rankdef_parse(d, kv, n, e);
}

static void keys_and_refusals(void)
{
    rank_def d;
    sk_err e;
    char *ok[] = {"unit=event", "method=placement", "points=25,20,16", "count=2",
                  "min_events=50%", "window=24m", "at=2027-06-30", "family=schafkopf"};
    TH_EQ_INT(parse(&d, ok, 8, &e), SK_OK);
    TH_EQ_INT(d.unit, RANK_UNIT_EVENT);
    TH_EQ_INT(d.method, RANK_PLACEMENT);
    TH_EQ_INT(d.npoints, 3);
    TH_EQ_INT(d.points[2], 16);
    TH_EQ_INT(d.min_events.n, 50);
    TH_CHECK(d.min_events.share);
    TH_EQ_INT(d.window_n, 24);
    TH_EQ_INT(d.family, RANK_SCHAFKOPF);
    /* the canonical text parses back to the same text */
    char *t = rankdef_text(&d);
    TH_CONTAINS(t, "points=25,20,16\n");
    TH_CONTAINS(t, "min_events=50%\n");
    rank_def d2;
    size_t n = 0;
    char *kv[32], *copy = strdup(t);
    for (char *p = strtok(copy, "\n"); p && n < 32; p = strtok(NULL, "\n"))
        kv[n++] = p;
    TH_EQ_INT(parse(&d2, kv, n, &e), SK_OK);
    char *t2 = rankdef_text(&d2);
    TH_EQ_STR(t2, t);
    free(t);
    free(t2);
    free(copy);
    rankdef_free(&d);
    rankdef_free(&d2);

    char *typo[] = {"metod=sum"};
    TH_EQ_INT(parse(&d, typo, 1, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "unknown key 'metod': did you mean 'method'?");
    char *flat[] = {"unit=event", "method=placement", "points=25,20,20"};
    TH_EQ_INT(parse(&d, flat, 3, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "place 3 (20) is not below place 2 (20)");
    char *win[] = {"window=24w"};
    TH_EQ_INT(parse(&d, win, 1, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "window '24w'");
    char *share[] = {"min_games=101%"};
    TH_EQ_INT(parse(&d, share, 1, &e), SK_INVALID);
    char *big[] = {"min_series=100001"};
    TH_EQ_INT(parse(&d, big, 1, &e), SK_INVALID);
    char *var[] = {"penalty=(absent-16)^2"};
    TH_EQ_INT(parse(&d, var, 1, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "unknown variable 'absent'");
    char *gamebest[] = {"unit=game", "method=best", "count=3"};
    TH_EQ_INT(parse(&d, gamebest, 3, &e), SK_INVALID);
    rankdef_free(&d);
}

static void penalty(void)
{
    sk_err e = {0};
    double v;
    const char *club = "(missed-16)^2 if missed>30";
    TH_EQ_INT(rankdef_penalty(club, 31, 0, 0, &v, &e), SK_OK);
    TH_EQ_INT((long)v, 225);            /* (31-16)^2 */
    TH_EQ_INT(rankdef_penalty(club, 30, 0, 0, &v, &e), SK_OK);
    TH_EQ_INT((long)v, 0);              /* not more than 30 */
    /* the club's own writing: U+2212 minus and a superscript two */
    TH_EQ_INT(rankdef_penalty("(missed \xe2\x88\x92 16)\xc2\xb2 if missed > 30", 40, 0, 0, &v,
                              &e), SK_OK);
    TH_EQ_INT((long)v, 576);            /* (40-16)^2 */
    TH_EQ_INT(rankdef_penalty("2*missed + held/4 - played", 3, 10, 20, &v, &e), SK_OK);
    TH_EQ_INT((long)v, 1);              /* 6 + 5 - 10 */
    TH_EQ_INT(rankdef_penalty("-(missed-1)*2", 4, 0, 0, &v, &e), SK_OK);
    TH_EQ_INT((long)v, -6);
    sk_err_clear(&e);
    TH_EQ_INT(rankdef_penalty("missed +", 1, 0, 0, &v, &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(rankdef_penalty("missed 3", 1, 0, 0, &v, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "unexpected text");
}

static void dates(void)
{
    rank_def d;
    sk_err e;
    char from[11], to[11];
    char *m24[] = {"window=24m", "at=2027-06-30"};
    TH_EQ_INT(parse(&d, m24, 2, &e), SK_OK);
    rankdef_dates(&d, "2030-01-01", from, to);
    TH_EQ_STR(from, "2025-07-01");     /* 2027-06-30 - 24 months + 1 day */
    TH_EQ_STR(to, "2027-06-30");
    char *d400[] = {"window=400d"};
    TH_EQ_INT(parse(&d, d400, 1, &e), SK_OK);
    rankdef_dates(&d, "2027-03-01", from, to); /* today */
    /* 2027-03-01 - 365 = 2026-03-01, - 35 = 2026-01-25, + 1 */
    TH_EQ_STR(from, "2026-01-26");
    TH_EQ_STR(to, "2027-03-01");
    char *m1[] = {"window=1m", "at=2027-03-31"};
    TH_EQ_INT(parse(&d, m1, 2, &e), SK_OK);
    rankdef_dates(&d, "2030-01-01", from, to);
    TH_EQ_STR(from, "2027-03-01");     /* 2027-02-28 (no 31st) + 1 day */
    char *y1[] = {"window=1y", "at=2028-02-29"};
    TH_EQ_INT(parse(&d, y1, 2, &e), SK_OK);
    rankdef_dates(&d, "2030-01-01", from, to);
    TH_EQ_STR(from, "2027-03-01");     /* 2027-02-28 + 1 day */
    rankdef_free(&d);
}

/* three events: A B C in E0 (2 series), A B in E1, A B C D in E2 (D: few) */
static const rank_event ev[] = {{1, "E0", "2027-01-01"}, {2, "E1", "2027-02-01"},
                                {3, "E2", "2027-03-01"}};
static const rank_player pl[] = {{1, "A", "X", true}, {2, "B", "", true},
                                 {3, "C", "X", true}, {4, "D", "", false}};
static const rank_result res[] = {
    {0, 0, 1, 100, 10, 2, 0}, {0, 1, 1, 50, 10, 1, 0}, {0, 2, 1, 0, 10, 0, 1},
    {0, 0, 2, 20, 10, 1, 1},  {0, 1, 2, 80, 10, 2, 0}, {0, 2, 2, 40, 10, 1, 0},
    {1, 0, 1, 30, 12, 1, 0},  {1, 1, 1, 30, 12, 1, 0},
    {2, 0, 1, 10, 9, 0, 0},   {2, 1, 1, 60, 9, 1, 0},  {2, 2, 1, 60, 9, 1, 0},
    {2, 3, 1, 200, 9, 3, 0},
};
static const rank_input in = {ev, 3, pl, 4, res, sizeof res / sizeof res[0], NULL, NULL};

static const rank_entry *entry(const rank_list *l, const char *name)
{
    for (size_t i = 0; i < l->n; i++)
        if (strcmp(pl[l->entries[i].player].name, name) == 0)
            return &l->entries[i];
    return NULL;
}

static void compute_best_and_average(void)
{
    rank_def d;
    sk_err e;
    rank_list l;
    /* held: E0 2 series, E1 1, E2 1 = 4
     * A 100 20 30 10 = 160; B 50 80 30 60 = 220; C 0 40 60 = 100; D 200 */
    char *best[] = {"method=best", "count=2"};
    TH_EQ_INT(parse(&d, best, 2, &e), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    TH_EQ_INT(l.events, 3);
    TH_EQ_INT(l.held_series, 4);
    /* best 2: D 200; A 100+30 = 130; B 80+60 = 140; C 60+40 = 100 */
    TH_EQ_STR(pl[l.entries[0].player].name, "D");
    TH_EQ_STR(pl[l.entries[1].player].name, "B");
    TH_EQ_INT((long)entry(&l, "B")->score, 140);
    TH_EQ_INT((long)entry(&l, "A")->score, 130);
    TH_EQ_INT(entry(&l, "A")->rank, 3);
    TH_EQ_INT(entry(&l, "C")->rank, 4);
    /* A's series 20 and 10 struck as not among the best, still played */
    const rank_entry *a = entry(&l, "A");
    TH_EQ_INT(a->nitems, 4);
    TH_EQ_INT(a->items[1].why, RANK_WHY_NOT_BEST);
    TH_EQ_INT(a->items[3].why, RANK_WHY_NOT_BEST);
    TH_EQ_INT(a->series, 4);
    TH_EQ_INT(a->missed, 0);
    ranking_free(&l);

    /* average per series, at least 3 series */
    char *avg[] = {"method=average", "min_series=3"};
    TH_EQ_INT(parse(&d, avg, 2, &e), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    /* A 160/4 = 40; B 220/4 = 55; C 100/3 = 33.33; D 200/1 (lacks: 1 of 3) */
    TH_EQ_INT(l.nranked, 3);
    TH_EQ_STR(pl[l.entries[0].player].name, "B");
    char buf[32];
    TH_EQ_STR(rank_fmt(entry(&l, "C")->score, buf, sizeof buf), "33.33");
    TH_EQ_INT(entry(&l, "D")->lack, RANK_LACK_SERIES);
    TH_EQ_INT(entry(&l, "D")->have, 1);
    TH_EQ_INT(entry(&l, "D")->need, 3);
    TH_EQ_INT(entry(&l, "D")->rank, 0);
    TH_EQ_INT(entry(&l, "C")->missed, 1);
    ranking_free(&l);

    /* min_players=4: E0 and E1 struck (3 and 2 players); only E2 counts */
    char *few[] = {"min_players=4"};
    TH_EQ_INT(parse(&d, few, 1, &e), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    TH_EQ_INT(l.events, 1);
    TH_EQ_INT(l.held_series, 1);
    TH_EQ_INT((long)entry(&l, "A")->score, 10);
    TH_EQ_INT(entry(&l, "A")->items[0].why, RANK_WHY_FEW_PLAYERS);
    ranking_free(&l);

    /* club X: A and C only */
    char *club[] = {"club=X"};
    TH_EQ_INT(parse(&d, club, 1, &e), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    TH_EQ_INT(l.n, 2);
    TH_CHECK(entry(&l, "B") == NULL);
    ranking_free(&l);
    rankdef_free(&d);
}

static void compute_placement_and_games(void)
{
    rank_def d;
    sk_err e;
    rank_list l;
    /* event totals: E0 A 120 (3 won 1 lost), B 130, C 40; E1 A 30 B 30 (tie:
     * won 1 lost 0 each); E2 D 200, B 60 and C 60 (tie: won 1 each), A 10 */
    int place[4];
    ranking_event_places(&in, 1, place);
    TH_EQ_INT(place[0], 1);
    TH_EQ_INT(place[1], 1);
    TH_EQ_INT(place[2], 0);
    char *pp[] = {"preset=placement", "points=10,6,3"};
    TH_EQ_INT(parse(&d, pp, 2, &e), SK_OK);
    /* E1: A and B share places 1-2: (10+6)/2 = 8 each */
    TH_EQ_INT((long)(ranking_place_points(&d, 1, 2, 10) * 10), 80);
    TH_EQ_INT((long)ranking_place_points(&d, 3, 2, 10), 1); /* (3+0)/2 = 1.5 */
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    /* A: E0 2nd 6 + E1 8 + E2 4th 0 = 14; B: 10 + 8 + (6+3)/2 4.5 = 22.5;
     * C: 3 + 4.5 = 7.5; D: 10 */
    char buf[32];
    TH_EQ_STR(rank_fmt(entry(&l, "B")->score, buf, sizeof buf), "22.50");
    TH_EQ_STR(rank_fmt(entry(&l, "A")->score, buf, sizeof buf), "14");
    TH_EQ_STR(rank_fmt(entry(&l, "C")->score, buf, sizeof buf), "7.50");
    TH_EQ_INT(entry(&l, "D")->rank, 3);
    TH_EQ_INT(entry(&l, "C")->rank, 4);
    ranking_free(&l);
    rankdef_free(&d);

    /* ISPA: points per game, 75% of the most games (A and B: 10+10+12+9 = 41)
     * -> 30.75, 31 needed; C 29 games lacks, D 9 lacks.
     * A 160/41 = 3.90; B 220/41 = 5.37 */
    char *ispa[] = {"preset=ispa"};
    TH_EQ_INT(parse(&d, ispa, 1, &e), SK_OK);
    TH_EQ_INT(ranking_compute(&d, &in, &l, &e), SK_OK);
    TH_EQ_INT(l.max_games, 41);
    TH_EQ_INT(l.nranked, 2);
    TH_EQ_STR(rank_fmt(entry(&l, "B")->score, buf, sizeof buf), "5.37");
    TH_EQ_STR(rank_fmt(entry(&l, "A")->score, buf, sizeof buf), "3.90");
    TH_EQ_INT(entry(&l, "C")->need, 31);
    TH_EQ_INT(entry(&l, "C")->have, 29);
    ranking_free(&l);
    rankdef_free(&d);
}

int main(void)
{
    TH_SUITE("ranking");
    TH_RUN(keys_and_refusals);
    TH_RUN(penalty);
    TH_RUN(dates);
    TH_RUN(compute_best_and_average);
    TH_RUN(compute_placement_and_games);
    return th_done();
}
