/* bench/rating.c - the unofficial rating (app/core/rating.h) against the
 * average Seeger points per series, on simulated seasons with hidden
 * strengths (issue 40; bench/README.md "The unofficial rating").
 *
 *   build/bench/rating [SEASONS] [PLAYERS] [SEED]
 *
 * A season: PLAYERS players (default 48), each with a hidden strength
 * s ~ N(0, 1) and an attendance a ~ U(0.5, 1); each series every player
 * comes with probability a, the ones who came are drawn at random to
 * 4-tables (3-tables for the rest).  A player's series points are
 * 1000 + 150 x (s - the mean s of the others at the table) + noise
 * N(0, 350) (a 48-game Skat series' spread), rounded: stronger opponents
 * leave fewer points (fewer of their games lost).  After 10, 30
 * and 100 series it prints, averaged over SEASONS seasons (default 200),
 * Spearman's rank correlation with the hidden strengths of (a) the Elo
 * rating with rating_defaults and (b) the average points per series
 * played (the average-Seeger list), over the players who played at least
 * one series.  Exit 1 when the rating misses the goal after 30 series
 * (>= 0.8 and ahead of the average).  K, MARGIN and KFIRST in the
 * environment override the defaults (how they were chosen: README.md).
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "rating.h"

static uint64_t st = 88172645463325252ULL;
static double unif(void)
{
    st ^= st << 13;
    st ^= st >> 7;
    st ^= st << 17;
    return (double)(st >> 11) / 9007199254740992.0;
}
static double gauss(void)
{
    double u = unif(), v = unif();
    if (u < 1e-300)
        u = 1e-300;
    return sqrt(-2 * log(u)) * cos(6.283185307179586 * v);
}

int main(int argc, char **argv)
{
    int seasons = argc > 1 ? atoi(argv[1]) : 200;
    int n = argc > 2 ? atoi(argv[2]) : 48;
    if (argc > 3)
        st = (uint64_t)strtoull(argv[3], NULL, 10) * 2654435761ULL + 1;
    if (seasons < 1 || n < 6 || n > 10000)
        return fprintf(stderr, "usage: rating [SEASONS] [PLAYERS 6-10000] [SEED]\n"), 2;
    static const int at[] = {10, 30, 100};
    double sum_r[3] = {0}, sum_a[3] = {0};
    rating_params p;
    rating_defaults(&p);
    if (getenv("K"))
        p.k = atof(getenv("K"));
    if (getenv("MARGIN"))
        p.margin = atof(getenv("MARGIN"));
    if (getenv("KFIRST"))
        p.k_first = atof(getenv("KFIRST"));
    int *played = calloc((size_t)n, sizeof *played);
    double *s = calloc((size_t)n, sizeof *s), *att = calloc((size_t)n, sizeof *att);
    double *r = calloc((size_t)n, sizeof *r), *tot = calloc((size_t)n, sizeof *tot);
    int *cnt = calloc((size_t)n, sizeof *cnt), *here = calloc((size_t)n, sizeof *here);
    double *xs = calloc((size_t)n, sizeof *xs), *xr = calloc((size_t)n, sizeof *xr),
           *xa = calloc((size_t)n, sizeof *xa);
    for (int season = 0; season < seasons; season++) {
        for (int i = 0; i < n; i++) {
            s[i] = gauss();
            att[i] = 0.5 + 0.5 * unif();
            r[i] = p.start;
            tot[i] = 0;
            cnt[i] = 0;
            played[i] = 0;
        }
        for (int series = 1; series <= 100; series++) {
            int m = 0;
            for (int i = 0; i < n; i++)
                if (unif() < att[i])
                    here[m++] = i;
            for (int i = m - 1; i > 0; i--) { /* the draw */
                int j = (int)(unif() * (i + 1));
                int t = here[i];
                here[i] = here[j];
                here[j] = t;
            }
            /* tables of 4, the last ones of 3 (m = 4a + 3b) */
            int threes = m < 3 ? 0 : (4 - m % 4) % 4, k = 0;
            while (k + 2 < m) {
                int size = (m - k) <= 3 * threes ? 3 : 4;
                if (size == 3)
                    threes--;
                int idx[4];
                long pts[4];
                for (int q = 0; q < size; q++)
                    idx[q] = here[k + q];
                for (int q = 0; q < size; q++) {
                    double others = 0;
                    for (int o = 0; o < size; o++)
                        if (o != q)
                            others += s[idx[o]];
                    others /= size - 1;
                    pts[q] = lround(1000 + 150 * (s[idx[q]] - others) + 350 * gauss());
                    tot[idx[q]] += (double)pts[q];
                    cnt[idx[q]]++;
                }
                rating_table(&p, r, played, idx, pts, size);
                k += size;
            }
            for (int w = 0; w < 3; w++) {
                if (series != at[w])
                    continue;
                size_t c = 0;
                for (int i = 0; i < n; i++)
                    if (cnt[i]) {
                        xs[c] = s[i];
                        xr[c] = r[i];
                        xa[c] = tot[i] / cnt[i];
                        c++;
                    }
                sum_r[w] += rating_spearman(xr, xs, c);
                sum_a[w] += rating_spearman(xa, xs, c);
            }
        }
    }
    printf("series  rating (Elo k=%g scale=%g)  average per series\n", p.k, p.scale);
    for (int w = 0; w < 3; w++)
        printf("%6d  %26.3f  %18.3f\n", at[w], sum_r[w] / seasons, sum_a[w] / seasons);
    double r30 = sum_r[1] / seasons, a30 = sum_a[1] / seasons;
    bool met = r30 >= 0.8 && r30 > a30;
    printf("goal after 30 series: >= 0.8 and ahead of the average: %s\n", met ? "met" : "missed");
    free(s);
    free(att);
    free(r);
    free(tot);
    free(cnt);
    free(here);
    free(xs);
    free(xr);
    free(xa);
    return met ? 0 : 1;
}
