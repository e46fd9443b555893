/* schxlsx.c - see schxlsx.h */
#include "schxlsx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drawn.h"
#include "housexlsx.h"
#include "rep_table.h"
#include "schops.h"

enum { G_SERIES, G_TABLE, G_GAME, G_DEALER, G_CONTRACT, G_PARTY, G_AUGEN, G_LAUFENDE, G_KONTRA,
       G_KLOPFER, G_TOUT, G_EXTRAS, G_VALUE, G_RESULT, G_SEATS,
       G_MONEY = G_SEATS + 3 * SCH_SEATS, G_NC = G_MONEY + SCH_SEATS };

static const char *seat_name(const db_table *tab, int seat)
{
    if (seat < 1 || seat > tab->size || !tab->seats[seat - 1].name)
        return "?";
    return tab->seats[seat - 1].name;
}

static long long money_rate(const sch_settings *s)
{
    return s->family == SCH_FAM_BAYERISCH ? s->b.cent_per_point : s->w.cent_per_unit;
}

/* The extras without what has its own column (Tout, Sie, Laufende,
 * Klopfer, Kontra): the list's words, those parts left out. */
static void other_extras(const sch_settings *s, const sch_game *g, sk_lang lang, char *buf,
                         size_t n)
{
    sch_game other = *g;
    if (g->family == SCH_FAM_BAYERISCH) {
        other.b.tout = other.b.sie = false;
        other.b.laufende = 0;
        other.b.klopfer = 0;
        other.b.kontra_level = 0;
    }
    sch_game_extras(s, &other, lang, false, buf, n);
}

static int game_row(rep_xlsx *xw, const sch_settings *s, const schops_sheet *sh, size_t i,
                    rep_lang l, rep_pool *pool)
{
    static const char *const kontra[] = {"", "Kontra", "Re", "Sub", "Hirsch"};
    sk_lang lang = l == REP_DE ? SK_LANG_DE : SK_LANG_EN;
    const db_sch_game *g = &sh->games[i];
    const sch_game *x = &g->g;
    const char *names[SCH_SEATS];
    for (int k = 0; k < SCH_SEATS; k++)
        names[k] = k < sh->tab.size ? sh->tab.seats[k].name : NULL;
    rep_cell c[G_NC];
    memset(c, 0, sizeof c);
    c[G_SERIES] = rep_num(sh->series);
    c[G_TABLE] = rep_num(sh->tab.table_no);
    c[G_GAME] = rep_num(g->game_no);
    c[G_DEALER] = rep_text(seat_name(&sh->tab, sh->dealer[i]));
    char text[160];
    sch_game_text(x, text, sizeof text); /* as the list PDF: as players say it */
    char *cut = strstr(text, ", Tout");
    if (!cut)
        cut = strstr(text, ", Sie");
    if (cut)
        *cut = 0;
    c[G_CONTRACT] = rep_text(rep_pool_add(pool, xstrdup(text)));
    char party[200], extra[200];
    sch_party_text(x, names, lang, party, sizeof party);
    c[G_PARTY] = rep_text(rep_pool_add(pool, xstrdup(party)));
    int au = sch_game_augen(x);
    if (au != SCH_AUGEN_NONE)
        c[G_AUGEN] = rep_num(au);
    bool ramsch = false, thrown = false;
    if (x->family == SCH_FAM_BAYERISCH) {
        const sch_bav_game *b = &x->b;
        ramsch = b->kind == SCH_BAV_RAMSCH;
        thrown = b->kind == SCH_BAV_THROWN_IN;
        if (b->laufende)
            c[G_LAUFENDE] = rep_num(b->laufende);
        if (b->kontra_level >= 1 && b->kontra_level <= 4)
            c[G_KONTRA] = rep_text(kontra[b->kontra_level]);
        if (b->klopfer)
            c[G_KLOPFER] = rep_num(b->klopfer);
        if (b->tout || b->sie)
            c[G_TOUT] = rep_text(b->sie ? "Sie" : "Tout");
    }
    other_extras(s, x, lang, extra, sizeof extra);
    if (extra[0])
        c[G_EXTRAS] = rep_text(rep_pool_add(pool, xstrdup(extra)));
    long long v = 0; /* the value: the smallest entry a player got */
    for (int k = 0; k < SCH_SEATS; k++) {
        long long a = g->pts[k] < 0 ? -g->pts[k] : g->pts[k];
        if (a > 0 && (v == 0 || a < v))
            v = a;
    }
    if (v)
        c[G_VALUE] = rep_num(ramsch || g->won ? v : -v);
    if (ramsch)
        c[G_RESULT] = rep_text(rep_label(l, "h_ramsch"));
    else if (!thrown)
        c[G_RESULT] = rep_text(rep_label(l, g->won ? "won_lc" : "lost"));
    for (int k = 0; k < SCH_SEATS; k++) {
        rep_cell *p = &c[G_SEATS + 3 * k];
        p[0] = rep_text(seat_name(&sh->tab, k + 1));
        p[1] = rep_num(g->pts[k]);
        p[2] = rep_num(sh->run[i][k]);
    }
    long long rate = money_rate(s);
    if (sh->kasse)
        c[G_MONEY] = rep_cents(sh->kasse_bal[i]);
    else if (rate)
        for (int k = 0; k < SCH_SEATS; k++)
            c[G_MONEY + k] = rep_cents(sh->run[i][k] * rate);
    return rep_xlsx_row(xw, c);
}

/* What add_table writes to. */
typedef struct games_ctx {
    db *d;
    const db_tournament *t;
    const sch_settings *s;
    rep_xlsx *xw;
    rep_lang l;
    rep_pool *pool;
} games_ctx;

/* The games of one table, a row each. */
static int add_table(void *ud, int series, int table_no, sk_err *err)
{
    games_ctx *c = ud;
    schops_sheet sh;
    int rc = schops_sheet_load(c->d, c->t, c->s, series, table_no, &sh, err);
    if (rc != SK_OK)
        return rc;
    for (size_t g = 0; rc == SK_OK && g < sh.n; g++)
        rc = game_row(c->xw, c->s, &sh, g, c->l, c->pool);
    schops_sheet_free(&sh);
    return rc;
}

int ops_sch_games_xlsx(db *d, const db_tournament *t, const sch_settings *s, rep_xlsx *xw,
                       rep_lang l, sk_err *err)
{
    rep_col cols[G_NC] = {
        [G_SERIES] = {rep_label(l, "series"), REP_RIGHT, 7, NULL},
        [G_TABLE] = {rep_label(l, "table"), REP_RIGHT, 6, NULL},
        [G_GAME] = {rep_label(l, "sch_no"), REP_RIGHT, 6, NULL},
        [G_DEALER] = {rep_label(l, "dealer"), REP_LEFT, 14, NULL},
        [G_CONTRACT] = {rep_label(l, "contract"), REP_LEFT, 24, NULL},
        [G_PARTY] = {rep_label(l, "party"), REP_LEFT, 20, NULL},
        [G_AUGEN] = {"Augen", REP_RIGHT, 7, NULL},
        [G_LAUFENDE] = {rep_label(l, "sch_laufende"), REP_RIGHT, 9, NULL},
        [G_KONTRA] = {rep_label(l, "sch_kontra"), REP_LEFT, 10, NULL},
        [G_KLOPFER] = {rep_label(l, "sch_klopfer"), REP_RIGHT, 8, NULL},
        [G_TOUT] = {rep_label(l, "sch_tout_sie"), REP_LEFT, 9, NULL},
        [G_EXTRAS] = {rep_label(l, "extras"), REP_LEFT, 20, NULL},
        [G_VALUE] = {rep_label(l, "value"), REP_RIGHT, 7, NULL},
        [G_RESULT] = {rep_label(l, "result"), REP_LEFT, 10, NULL},
    };
    bool kasse = s->family == SCH_FAM_WENDISCH && s->w.settlement == SCH_WEND_KASSE;
    rep_pool heads = {0};
    for (int k = 1; k <= SCH_SEATS; k++) {
        ops_xlsx_seat_cols(&cols[G_SEATS + 3 * (k - 1)], &heads, l, k);
        /* the money: per seat at the rate, or the Kasse (one column) */
        cols[G_MONEY + k - 1] =
            (rep_col){rep_pool_add(&heads, xasprintf(rep_label(l, "sch_money_n"), k)),
                      REP_RIGHT, 10, NULL};
    }
    if (kasse)
        cols[G_MONEY] = (rep_col){"Kasse", REP_RIGHT, 10, NULL};
    int rc = rep_xlsx_begin_sheet(xw, rep_label(l, "games"), kasse ? G_MONEY + 1 : G_NC, cols);
    rep_pool pool = {0};
    games_ctx g = {d, t, s, xw, l, &pool};
    if (rc == SK_OK)
        rc = ops_each_drawn_table(d, t->id, add_table, &g, err);
    rep_pool_free(&pool);
    rep_pool_free(&heads);
    return rc;
}
