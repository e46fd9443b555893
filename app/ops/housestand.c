/* housestand.c - see housestand.h */
#include "housestand.h"

#include <stdlib.h>
#include <string.h>

void ops_house_stand_table(const ops_money *m, rep_lang lang, const char *title, rep_table *out)
{
    bool lachs = m->p.list_mode == HOUSE_LIST_BIERLACHS, numbers = false;
    for (size_t i = 0; i < m->n; i++)
        numbers = numbers || m->rows[i].number;
    enum { MAXC = 8 };
    rep_col *cols = xcalloc(MAXC, sizeof *cols);
    int nc = 0;
    cols[nc++] = (rep_col){rep_label(lang, "rank"), REP_RIGHT, 6, NULL};
    cols[nc++] = (rep_col){rep_label(lang, "player"), REP_LEFT, 24, NULL};
    if (numbers)
        cols[nc++] = (rep_col){rep_label(lang, "start_no"), REP_RIGHT, 5, NULL};
    if (lachs)
        cols[nc++] = (rep_col){rep_label(lang, "lachse"), REP_RIGHT, 8, NULL};
    cols[nc++] = (rep_col){rep_label(lang, lachs ? "house_round" : "list_points"), REP_RIGHT, 9,
                           NULL};
    cols[nc++] = (rep_col){rep_label(lang, "seeger_points"), REP_RIGHT, 9, NULL};
    cols[nc++] = (rep_col){rep_label(lang, "won"), REP_RIGHT, 6, NULL};
    cols[nc++] = (rep_col){rep_label(lang, "lost_short"), REP_RIGHT, 6, NULL};
    rep_cell *cells = xcalloc(m->n * (size_t)nc + 1, sizeof *cells);
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        rep_cell *c = &cells[i * (size_t)nc];
        int k = 0;
        c[k++] = rep_num(r->rank);
        c[k++] = rep_text(r->name);
        if (numbers)
            c[k++] = r->number ? rep_num(r->number) : (rep_cell){REP_CELL_EMPTY, NULL, 0};
        if (lachs)
            c[k++] = rep_num(r->lachse);
        c[k++] = rep_num(r->list_total);
        c[k++] = rep_num(r->seeger);
        c[k++] = rep_num(r->won);
        c[k++] = rep_num(r->lost);
    }
    *out = (rep_table){title, nc, cols, (int)m->n, cells};
}

void ops_house_stand_table_free(rep_table *t)
{
    free((void *)t->cols);
    free((void *)t->cells);
    memset(t, 0, sizeof *t);
}

const char *ops_house_stand_words(const ops_money *m, rep_lang lang, rep_pool *pool)
{
    const char *fmt = rep_label(lang, m->p.list_mode == HOUSE_LIST_PLAIN   ? "house_rank_plain"
                                      : m->p.list_mode == HOUSE_LIST_MINUS ? "house_rank_minus"
                                                                           : "house_rank_bierlachs");
    return rep_pool_add(pool, xasprintf(fmt, m->p.name));
}

void ops_progress_table(const rep_table *in, const db_progress_t *p, rep_lang lang,
                        rep_table *out)
{
    int nc = in->ncols + 3;
    rep_col *cols = xcalloc((size_t)nc, sizeof *cols);
    memcpy(cols, in->cols, (size_t)in->ncols * sizeof *cols);
    cols[in->ncols] = (rep_col){rep_label(lang, "games_recorded"), REP_RIGHT, 9, NULL};
    cols[in->ncols + 1] = (rep_col){rep_label(lang, "games_expected"), REP_RIGHT, 9, NULL};
    cols[in->ncols + 2] = (rep_col){rep_label(lang, "progress"), REP_LEFT, 12, NULL};
    rep_cell *cells = xcalloc((size_t)in->nrows * (size_t)nc + 1, sizeof *cells);
    for (int r = 0; r < in->nrows; r++) {
        rep_cell *c = &cells[(size_t)r * (size_t)nc];
        memcpy(c, &in->cells[(size_t)r * (size_t)in->ncols], (size_t)in->ncols * sizeof *c);
        c[in->ncols] = rep_num(p->recorded);
        c[in->ncols + 1] = rep_num(p->expected);
        c[in->ncols + 2] = rep_text(rep_label(lang, p->provisional ? "provisional" : "complete"));
    }
    *out = (rep_table){in->title, nc, cols, in->nrows, cells};
}

void ops_progress_table_free(rep_table *t)
{
    ops_house_stand_table_free(t);
}
