/* moneyrep.c - see moneyrep.h */
#include "moneyrep.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void moneyrep_build(const ops_money *m, rep_lang lang, moneyrep *r)
{
    memset(r, 0, sizeof *r);
    bool lachs = m->basis == OPS_MONEY_LACHS, tm = m->tournament_money;
    int nc = 0;
    r->cols[nc++] = (rep_col){rep_label(lang, "rank"), REP_RIGHT, 6, NULL};
    r->cols[nc++] = (rep_col){rep_label(lang, "player"), REP_LEFT, 24, NULL};
    r->cols[nc++] = (rep_col){rep_label(lang, m->basis == OPS_MONEY_SEEGER ? "seeger_points"
                                              : "list_points"),
                              REP_RIGHT, 9, NULL};
    if (lachs)
        r->cols[nc++] = (rep_col){rep_label(lang, "lachse"), REP_RIGHT, 8, NULL};
    int first_amount = nc;
    r->cols[nc++] = (rep_col){rep_label(lang, lachs ? "kasse_eur" : "settle_eur"), REP_RIGHT, 13,
                              NULL};
    if (tm) {
        r->cols[nc++] = (rep_col){rep_label(lang, "entry_eur"), REP_RIGHT, 12, NULL};
        r->cols[nc++] = (rep_col){rep_label(lang, "lossfee_eur"), REP_RIGHT, 14, NULL};
        r->cols[nc++] = (rep_col){rep_label(lang, "passedfee_eur"), REP_RIGHT, 12, NULL};
        r->cols[nc++] = (rep_col){rep_label(lang, "prize_eur"), REP_RIGHT, 11, NULL};
    }
    /* balance = the sum of the amounts before it, as a spreadsheet formula */
    char a = (char)('A' + first_amount), b = (char)('A' + nc - 1);
    const char *f = rep_pool_add(&r->pool, xasprintf("=SUM(%c{r}:%c{r})", a, b));
    r->cols[nc++] = (rep_col){rep_label(lang, "balance_eur"), REP_RIGHT, 12, f};
    r->cells = xcalloc(m->n * (size_t)nc + 1, sizeof *r->cells);
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *w = &m->rows[i];
        rep_cell *c = &r->cells[i * (size_t)nc];
        int k = 0;
        c[k++] = rep_num(w->rank);
        c[k++] = rep_text(w->name);
        c[k++] = rep_num(w->points);
        if (lachs)
            c[k++] = rep_num(w->lachse);
        c[k++] = rep_cents(w->settle_ct);
        if (tm) {
            c[k++] = rep_cents(-w->entry_ct);
            c[k++] = rep_cents(-w->loss_fee_ct);
            c[k++] = rep_cents(-w->passed_fee_ct);
            c[k++] = rep_cents(w->prize_ct);
        }
        c[k++] = rep_cents(w->balance_ct);
    }
    r->money = (rep_table){rep_label(lang, "settlement"), nc, r->cols, (int)m->n, r->cells};

    r->pcols[0] = (rep_col){rep_label(lang, "pays"), REP_LEFT, 24, NULL};
    r->pcols[1] = (rep_col){rep_label(lang, "to"), REP_LEFT, 24, NULL};
    r->pcols[2] = (rep_col){rep_label(lang, "amount_eur"), REP_RIGHT, 12, NULL};
    r->pcells = xcalloc((size_t)m->ntr * 3 + 1, sizeof *r->pcells);
    for (int i = 0; i < m->ntr; i++) {
        r->pcells[i * 3] = rep_text(m->rows[m->tr[i].from].name);
        r->pcells[i * 3 + 1] = rep_text(m->rows[m->tr[i].to].name);
        r->pcells[i * 3 + 2] = rep_cents(m->tr[i].ct);
    }
    r->payments = (rep_table){rep_label(lang, "payments"), 3, r->pcols, m->ntr, r->pcells};
    if (m->nperiods < 2 || lachs)
        return;
    int np = 1 + (int)m->nperiods;
    r->rcols = xcalloc((size_t)np, sizeof *r->rcols);
    r->rcols[0] = (rep_col){rep_label(lang, "player"), REP_LEFT, 24, NULL};
    for (size_t k = 0; k < m->nperiods; k++) {
        const ops_rate_period *p = &m->periods[k];
        char rate[32];
        if (p->den == 1)
            snprintf(rate, sizeof rate, "%d", p->num);
        else
            snprintf(rate, sizeof rate, "%d/%d", p->num, p->den);
        char *h = p->ngames ? xasprintf(rep_label(lang, "rate_period_games"), p->first_game,
                                        p->last_game, rate)
                            : xasprintf(rep_label(lang, "rate_period_next"), p->first_game, rate);
        r->rcols[1 + k] = (rep_col){rep_pool_add(&r->pool, h), REP_RIGHT, 22, NULL};
    }
    r->rcells = xcalloc(m->n * (size_t)np + 1, sizeof *r->rcells);
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *w = &m->rows[i];
        rep_cell *c = &r->rcells[i * (size_t)np];
        c[0] = rep_text(w->name);
        for (size_t k = 0; k < m->nperiods; k++)
            c[1 + k] = rep_cents(w->period_ct ? w->period_ct[k] : 0);
    }
    r->periods = (rep_table){rep_label(lang, "rate_periods"), np, r->rcols, (int)m->n, r->rcells};
}

void moneyrep_free(moneyrep *r)
{
    SK_FREE_ALL(r->cells, r->pcells, r->rcells, r->rcols);
    rep_pool_free(&r->pool);
    memset(r, 0, sizeof *r);
}
