/* rankreport.c - a ranking's PDF and XLSX lists (rankreport.h). */
#include "rankreport.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rep_pdf.h"
#include "rep_xlsx.h"
#include "text.h"

static long long hundredths(double v)
{
    return (long long)(v * 100 + (v < 0 ? -0.5 : 0.5));
}

int ops_ranking_write(const ops_ranking *r, const char *name, const char *path, bool xlsx,
                      rep_lang lang, sk_err *err)
{
    sk_lang sl = lang == REP_DE ? SK_LANG_DE : SK_LANG_EN;
    bool pen = r->def.penalty != NULL;
    rep_col cols[11];
    int nc = 0;
    cols[nc++] = (rep_col){rep_label(lang, "rank"), REP_RIGHT, 5, NULL};
    cols[nc++] = (rep_col){rep_label(lang, "player"), REP_LEFT, 24, NULL};
    cols[nc++] = (rep_col){rep_label(lang, "club"), REP_LEFT, 20, NULL};
    cols[nc++] = (rep_col){sk_trc_in(sl, "ranking", "Events"), REP_RIGHT, 8, NULL};
    cols[nc++] = (rep_col){sk_trc_in(sl, "ranking", "Series"), REP_RIGHT, 8, NULL};
    cols[nc++] = (rep_col){rep_label(lang, "games"), REP_RIGHT, 8, NULL};
    if (pen) {
        cols[nc++] = (rep_col){sk_trc_in(sl, "ranking", "Base"), REP_RIGHT, 9, NULL};
        cols[nc++] = (rep_col){sk_trc_in(sl, "ranking", "Penalty"), REP_RIGHT, 9, NULL};
    }
    cols[nc++] = (rep_col){sk_trc_in(sl, "ranking", "Score"), REP_RIGHT, 9, NULL};
    bool any_lack = r->list.n > r->list.nranked;
    if (any_lack)
        cols[nc++] = (rep_col){sk_tr_in(sl, "not ranked"), REP_LEFT, 26, NULL};
    rep_pool pool = {0};
    rep_cell *cells = xcalloc(r->list.n * (size_t)nc + 1, sizeof *cells);
    char buf[256];
    for (size_t i = 0; i < r->list.n; i++) {
        const rank_entry *en = &r->list.entries[i];
        rep_cell *x = &cells[i * (size_t)nc];
        int k = 0;
        if (en->rank)
            x[k++] = xlsx ? rep_num(en->rank)
                          : rep_text(rep_pool_add(&pool, xasprintf("%d.", en->rank)));
        else
            x[k++] = rep_text("");
        x[k++] = rep_text(rep_pool_add(&pool, xstrdup(r->in->players[en->player].name)));
        x[k++] = rep_text(r->in->players[en->player].club);
        x[k++] = rep_num(en->events);
        x[k++] = rep_num(en->series);
        x[k++] = rep_num(en->games);
        if (pen) {
            x[k++] = rep_hundredths(hundredths(en->base));
            x[k++] = rep_hundredths(hundredths(en->penalty));
        }
        x[k++] = rep_hundredths(hundredths(en->score));
        if (any_lack)
            x[k++] = rep_text(rep_pool_add(&pool, xstrdup(ops_ranking_lack(en, sl, buf,
                                                                           sizeof buf))));
    }
    rep_table t = {sk_tr_in(sl, "Ranking"), nc, cols, (int)r->list.n, cells};
    int rc;
    if (xlsx) {
        const rep_table *tp = &t;
        rc = rep_xlsx_write(path, &tp, 1, err);
    } else {
        char d1[32], d2[32];
        char *info;
        if (r->from[0] || r->to[0])
            info = xasprintf(sk_tr_in(sl, "events: %d, series held: %d (%s to %s)\n"),
                             r->list.events, r->list.held_series,
                             r->from[0] ? text_date_show(r->from, sl, d1, sizeof d1) : "-",
                             r->to[0] ? text_date_show(r->to, sl, d2, sizeof d2) : "-");
        else
            info = xasprintf(sk_tr_in(sl, "events: %d, series held: %d\n"), r->list.events,
                             r->list.held_series);
        info[strcspn(info, "\n")] = '\0';
        rep_doc doc = {name, NULL, info, lang};
        rc = rep_pdf_pages(path, &doc, sk_tr_in(sl, "Ranking"), &t, 1, err);
        free(info);
    }
    free(cells);
    rep_pool_free(&pool);
    return rc;
}
