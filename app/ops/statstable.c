/* statstable.c - see statstable.h */
#include "statstable.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* The columns: label key, width, and which figure (see cells()). */
enum { C_NAME, C_GAMES, C_WON, C_LOST, C_WON_PCT, C_SUIT, C_SUIT_WON, C_GRAND, C_GRAND_WON,
       C_NULL, C_NULL_WON, C_HAND, C_HAND_WON, C_OUVERT, C_OUVERT_WON, C_OVERBID, C_SCHNEIDER,
       C_SCHWARZ, C_VALUE_AVG, C_VALUE_BEST, C_TABLE_GAMES, C_PASSED, C_RAMSCH, C_SERIES,
       C_SEEGER_AVG,
       C_SEEGER_BEST, C_SEEGER_WORST, C_PLACE, C_N };

static const struct {
    const char *key;
    double width;
    bool in_pdf;
} stat_cols[C_N] = {
    [C_NAME] = {"name", 24, true},          [C_GAMES] = {"st_games", 6, true},
    [C_WON] = {"won", 5, true},             [C_LOST] = {"lost_short", 5, true},
    [C_WON_PCT] = {"st_won_pct", 7, true},  [C_SUIT] = {"st_suit", 5, true},
    [C_SUIT_WON] = {"st_suit_won", 6, false}, [C_GRAND] = {"st_grand", 5, true},
    [C_GRAND_WON] = {"st_grand_won", 6, false}, [C_NULL] = {"st_null", 5, true},
    [C_NULL_WON] = {"st_null_won", 6, false}, [C_HAND] = {"st_hand", 5, true},
    [C_HAND_WON] = {"st_hand_won", 6, false}, [C_OUVERT] = {"st_ouvert", 5, true},
    [C_OUVERT_WON] = {"st_ouvert_won", 6, false}, [C_OVERBID] = {"st_overbid", 6, true},
    [C_SCHNEIDER] = {"st_schneider", 6, false}, [C_SCHWARZ] = {"st_schwarz", 6, false},
    [C_VALUE_AVG] = {"st_value_avg", 6, true}, [C_VALUE_BEST] = {"st_value_best", 6, true},
    [C_TABLE_GAMES] = {"st_table_games", 6, false}, [C_PASSED] = {"st_passed", 6, true},
    [C_RAMSCH] = {"st_ramsch", 6, false},
    [C_SERIES] = {"st_series", 5, false},   [C_SEEGER_AVG] = {"st_seeger_avg", 7, true},
    [C_SEEGER_BEST] = {"st_seeger_best", 7, true}, [C_SEEGER_WORST] = {"st_seeger_worst", 7, true},
    [C_PLACE] = {"st_place", 6, true},
};

static rep_cell stat_cell(int c, const stats_line *l, const char *name, const char *places)
{
    switch (c) {
    case C_NAME: return rep_text(name);
    case C_GAMES: return rep_num(l->declared);
    case C_WON: return rep_num(l->won);
    case C_LOST: return rep_num(l->lost);
    case C_WON_PCT: return rep_tenths(stats_permille(l->won, l->declared));
    case C_SUIT: return rep_num(l->suit.declared);
    case C_SUIT_WON: return rep_num(l->suit.won);
    case C_GRAND: return rep_num(l->grand.declared);
    case C_GRAND_WON: return rep_num(l->grand.won);
    case C_NULL: return rep_num(l->null.declared);
    case C_NULL_WON: return rep_num(l->null.won);
    case C_HAND: return rep_num(l->hand.declared);
    case C_HAND_WON: return rep_num(l->hand.won);
    case C_OUVERT: return rep_num(l->ouvert.declared);
    case C_OUVERT_WON: return rep_num(l->ouvert.won);
    case C_OVERBID: return rep_num(l->overbid);
    case C_SCHNEIDER: return rep_num(l->schneider);
    case C_SCHWARZ: return rep_num(l->schwarz);
    case C_VALUE_AVG: return rep_tenths(stats_avg10(l->value_sum, l->declared));
    case C_VALUE_BEST: return rep_num(l->best_value);
    case C_TABLE_GAMES: return rep_num(l->games);
    case C_PASSED: return rep_num(l->passed);
    case C_RAMSCH: return rep_num(l->ramsch);
    case C_SERIES: return rep_num((long long)l->nseries);
    case C_SEEGER_AVG: return rep_tenths(stats_avg10(l->seeger_sum, (long long)l->nseries));
    case C_SEEGER_BEST: return rep_num(l->seeger_best);
    case C_SEEGER_WORST: return rep_num(l->seeger_worst);
    case C_PLACE:
        if (l->nplaces == 1)
            return rep_num(l->places[0].rank);
        return places && *places ? rep_text(places) : (rep_cell){REP_CELL_EMPTY, NULL, 0};
    }
    return (rep_cell){REP_CELL_EMPTY, NULL, 0};
}

/* The rows of one tournament in the order of its standings (the place,
 * shared places by name), as the standings rank them; otherwise by name. */
typedef struct ranked {
    int rank;
    size_t pos, line;
} ranked;

static int cmp_ranked(const void *a, const void *b)
{
    const ranked *x = a, *y = b;
    if (x->rank != y->rank)
        return (x->rank > y->rank) - (x->rank < y->rank);
    return (x->pos > y->pos) - (x->pos < y->pos);
}

static size_t *rank_order(const ops_stats *s)
{
    size_t n = s->r.n ? s->r.n : 1;
    ranked *v = xmalloc(n * sizeof *v);
    for (size_t i = 0; i < s->r.n; i++) {
        const stats_line *l = &s->r.lines[s->order[i]];
        /* one tournament: its place; the unplaced (and several) after, by name */
        int rank = s->nevents == 1 && l->nplaces == 1 ? l->places[0].rank : INT_MAX;
        v[i] = (ranked){rank, i, s->order[i]};
    }
    qsort(v, s->r.n, sizeof *v, cmp_ranked);
    size_t *o = xmalloc(n * sizeof *o);
    for (size_t i = 0; i < s->r.n; i++)
        o[i] = v[i].line;
    free(v);
    return o;
}

void ops_stats_table(const ops_stats *s, rep_lang lang, bool full, rep_pool *pool,
                     rep_table *out)
{
    size_t *order = rank_order(s);
    int use[C_N], nc = 0;
    for (int c = 0; c < C_N; c++)
        if ((full || stat_cols[c].in_pdf) &&
            (c != C_RAMSCH || s->r.total.ramsch > 0)) /* Ramsch: house rules only */
            use[nc++] = c;
    rep_col *cols = xcalloc((size_t)nc, sizeof *cols);
    for (int k = 0; k < nc; k++)
        cols[k] = (rep_col){rep_label(lang, stat_cols[use[k]].key),
                            use[k] == C_NAME ? REP_LEFT : REP_RIGHT, stat_cols[use[k]].width,
                            NULL};
    size_t nr = s->r.n + 1;
    rep_cell *cells = xcalloc(nr * (size_t)nc, sizeof *cells);
    for (size_t i = 0; i < nr; i++) {
        const stats_line *l = i < s->r.n ? &s->r.lines[order[i]] : &s->r.total;
        const db_player *p = i < s->r.n ? ops_stats_player(s, l->player) : NULL;
        const char *name = i < s->r.n ? (p ? p->name : "?") : rep_label(lang, "st_total");
        const char *places = l->nplaces > 1 ? rep_pool_add(pool, ops_stats_places(l)) : NULL;
        for (int k = 0; k < nc; k++)
            cells[i * (size_t)nc + (size_t)k] = stat_cell(use[k], l, name, places);
    }
    free(order);
    out->title = rep_label(lang, "statistics");
    out->ncols = nc;
    out->cols = cols;
    out->nrows = (int)nr;
    out->cells = cells;
}

void ops_stats_table_free(rep_table *t)
{
    free((void *)t->cols);
    free((void *)t->cells);
    memset(t, 0, sizeof *t);
}

