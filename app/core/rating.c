/* rating.c - the unofficial Elo rating on series order (rating.h). */
#include "rating.h"

#include <math.h>
#include <stdlib.h>

#include "util.h"

void rating_defaults(rating_params *p)
{
    p->start = 1500;
    p->k = 20;
    p->scale = 400;
    p->margin = 500;
    p->k_first = 800;
}

void rating_table(const rating_params *p, double *r, int *played, const int *idx,
                  const long *pts, int m)
{
    if (m < 2 || m > 8)
        return;
    double delta[8] = {0};
    for (int i = 0; i < m; i++)
        for (int j = 0; j < m; j++) {
            if (i == j)
                continue;
            double s = p->margin > 0
                           ? 1 / (1 + pow(10, -(double)(pts[i] - pts[j]) / p->margin))
                       : pts[i] > pts[j] ? 1
                       : pts[i] < pts[j] ? 0
                                         : 0.5;
            double e = 1 / (1 + pow(10, (r[idx[j]] - r[idx[i]]) / p->scale));
            delta[i] += s - e;
        }
    for (int i = 0; i < m; i++) {
        double k = p->k;
        if (p->k_first > 0 && p->k_first / (played[idx[i]] + 1) > k)
            k = p->k_first / (played[idx[i]] + 1);
        r[idx[i]] += k * delta[i] / (m - 1);
        played[idx[i]]++;
    }
}

typedef struct rv {
    double v;
    size_t i;
} rv;

static int cmp_rv(const void *a, const void *b)
{
    const rv *x = a, *y = b;
    return x->v < y->v ? -1 : x->v > y->v ? 1 : (x->i > y->i) - (x->i < y->i);
}

/* average ranks (1..n) of v into rank */
static void ranks(const double *v, size_t n, double *rank)
{
    rv *s = xcalloc(n + 1, sizeof *s);
    for (size_t i = 0; i < n; i++)
        s[i] = (rv){v[i], i};
    qsort(s, n, sizeof *s, cmp_rv);
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && s[j].v == s[i].v)
            j++;
        for (size_t k = i; k < j; k++)
            rank[s[k].i] = (double)(i + j + 1) / 2; /* ranks i+1 .. j averaged */
        i = j;
    }
    free(s);
}

double rating_spearman(const double *a, const double *b, size_t n)
{
    if (n < 2)
        return 0;
    double *ra = xcalloc(n, sizeof *ra), *rb = xcalloc(n, sizeof *rb);
    ranks(a, n, ra);
    ranks(b, n, rb);
    double ma = 0, mb = 0, sab = 0, saa = 0, sbb = 0;
    for (size_t i = 0; i < n; i++) {
        ma += ra[i];
        mb += rb[i];
    }
    ma /= (double)n;
    mb /= (double)n;
    for (size_t i = 0; i < n; i++) {
        sab += (ra[i] - ma) * (rb[i] - mb);
        saa += (ra[i] - ma) * (ra[i] - ma);
        sbb += (rb[i] - mb) * (rb[i] - mb);
    }
    free(ra);
    free(rb);
    return saa > 0 && sbb > 0 ? sab / sqrt(saa * sbb) : 0;
}
