/* moneyrep.h - the money of a Skat tournament as report tables (the XLSX
 * money sheet, the PDF settlement page), from ops_money (moneyview.h). */
#ifndef SK_MONEYREP_H
#define SK_MONEYREP_H

#include "moneyview.h"
#include "rep_table.h"

typedef struct moneyrep {
    rep_col cols[12];
    rep_table money;      /* rank, player, points, [Lachse], settlement, [entry, loss
                             fees, passed fees, prize], balance (a formula: the
                             sum of the amounts, cached) */
    rep_col pcols[3];
    rep_table payments;   /* who pays whom: from, to, euros */
    rep_col *rcols;
    rep_table periods;    /* the rate periods (a rate changed after games):
                             player, then per period its settlement in euros
                             (the heading names its games and rate); ncols 0
                             with one period */
    rep_cell *cells, *pcells, *rcells;
    rep_pool pool;
} moneyrep;

/* Build the tables of m in lang (amounts as REP_CELL_CENTS).  Free with
 * moneyrep_free. */
void moneyrep_build(const ops_money *m, rep_lang lang, moneyrep *r);
void moneyrep_free(moneyrep *r);

#endif
