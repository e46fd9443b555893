/* housexlsx.c - see housexlsx.h */
#include "housexlsx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drawn.h"
#include "housegame.h"
#include "housetable.h"
#include "rep_table.h"

enum { G_SERIES, G_TABLE, G_GAME, G_DEALER, G_DECLARER, G_SEAT, G_CONTRACT, G_MATADORS, G_FLAGS,
       G_BID, G_POINTS, G_VALUE, G_RESULT, G_KONTRA, G_BOCK, G_RAMSCH, G_MARKS, G_LACHS, G_SEATS,
       G_NC = G_SEATS + 3 * HOUSE_MAX_SEATS };

enum { L_SERIES, L_TABLE, L_SEAT, L_PLAYER, L_LIST, L_WON, L_LOST, L_LACHSE, L_SEEGER, L_NC };

/* One seat's totals for the Lists sheet (kept while the Games sheet is
 * written: a workbook is written one sheet after the other). */
typedef struct list_row {
    int series, table, seat;
    char *player;
    int list, won, lost, lachse, seeger;
} list_row;

/* The games sheet being written (xw, in lang, of t in d) and the lists'
 * rows gathered for the next sheet. */
typedef struct acc {
    db *d;
    const ops_tour *t;
    rep_xlsx *xw;
    rep_lang lang;
    list_row *v;
    size_t n, cap;
    rep_pool pool;      /* the texts of the rows written so far */
} acc;

static const char *seat_name(const db_table *tab, int seat)
{
    for (int i = 0; i < tab->size; i++)
        if (tab->seats[i].seat == seat)
            return tab->seats[i].name ? tab->seats[i].name : "?";
    return "";
}

/* The Ramsch column: the Augen as the sheet writes them, a Grand Hand
 * played instead, a game of a Ramsch round. */
static const char *ramsch_text(const ops_house_row *r, int size, rep_lang lang, rep_pool *pool)
{
    const game_house *h = &r->game->e.h;
    if (h->ramsch) {
        sk_buf b = {0};
        housegame_describe(h, size, r->game->dealer, &b);
        const char *s = sk_buf_str(&b);
        if (!strncmp(s, "Ramsch ", 7))
            s += 7; /* the contract column says Ramsch */
        const char *out = rep_pool_add(pool, xstrdup(s));
        sk_buf_free(&b);
        return out;
    }
    if (r->hg.instead_of_ramsch)
        return rep_label(lang, "h_grand_hand_instead");
    return NULL;
}

static int game_row(rep_xlsx *xw, const ops_house_table *ht, const ops_house_row *r,
                    rep_lang lang, rep_pool *pool)
{
    rep_cell x[G_NC];
    memset(x, 0, sizeof x);
    const db_game *g = r->game;
    const db_table *tab = &ht->ts.table;
    int size = tab->size;
    x[G_SERIES] = rep_num(ht->ts.series);
    x[G_TABLE] = rep_num(tab->table_no);
    x[G_GAME] = rep_num(g->e.game_no);
    x[G_DEALER] = rep_text(seat_name(tab, r->dealer));
    if (g->e.h.ramsch) {
        x[G_CONTRACT] = rep_text(rep_label(lang, "h_ramsch"));
        x[G_RESULT] = rep_text(rep_label(lang, "h_ramsch"));
    } else if (g->e.passed) {
        x[G_RESULT] = rep_text(rep_label(lang, "passed"));
    } else {
        const rules_outcome *o = &r->step.r.outcome;
        x[G_DECLARER] = rep_text(seat_name(tab, g->e.declarer));
        x[G_SEAT] = rep_num(g->e.declarer);
        x[G_CONTRACT] = rep_text(rep_contract_label(lang, g->e.g.contract));
        if (g->e.g.contract != RULES_NULL)
            x[G_MATADORS] = rep_num(g->e.g.matadors);
        char *flags = rep_game_flags(&g->e.g, o, lang);
        if (*flags)
            x[G_FLAGS] = rep_text(rep_pool_add(pool, flags));
        else
            free(flags);
        x[G_BID] = rep_num(g->e.g.bid);
        if (g->e.g.points != RULES_POINTS_NONE)
            x[G_POINTS] = rep_num(g->e.g.points);
        x[G_VALUE] = rep_num(o->value);
        x[G_RESULT] = rep_text(rep_label(lang, o->overbid ? "overbid" : o->won ? "won_lc" : "lost"));
        if (g->e.h.kontra)
            x[G_KONTRA] = rep_text(housegame_kontra_name(g->e.h.kontra));
    }
    if (r->step.r.bock > 1)
        x[G_BOCK] = rep_num(r->step.r.bock);
    const char *rt = ramsch_text(r, size, lang, pool);
    if (rt)
        x[G_RAMSCH] = rep_text(rt);
    else if (r->step.bock.ramsch_round)
        x[G_RAMSCH] = rep_text(rep_label(lang, "h_ramsch_round"));
    sk_buf mk = {0}; /* the marks as `sheet show` writes them */
    ops_house_marks(r, &mk);
    if (mk.len)
        x[G_MARKS] = rep_text(rep_pool_add(pool, sk_buf_take(&mk)));
    sk_buf_free(&mk);
    if (r->step.lachs_lost) {
        sk_buf b = {0};
        for (int s = 1; s <= size; s++)
            if (r->step.lachs_lost & (1u << (s - 1)))
                sk_buf_printf(&b, "%s%s", b.len ? ", " : "", seat_name(tab, s));
        x[G_LACHS] = rep_text(rep_pool_add(pool, sk_buf_take(&b)));
    }
    for (int s = 1; s <= size && s <= HOUSE_MAX_SEATS; s++) {
        rep_cell *c = &x[G_SEATS + 3 * (s - 1)];
        c[0] = rep_text(seat_name(tab, s));
        c[1] = rep_num(r->step.r.entry[s - 1]);
        c[2] = rep_num(r->reached[s - 1]);
    }
    return rep_xlsx_row(xw, x);
}

static int add_table(void *ud, int series, int table_no, sk_err *err)
{
    acc *a = ud;
    ops_house_table ht;
    int rc = ops_house_table_load(a->d, a->t, series, table_no, &ht, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; rc == SK_OK && i < ht.nrows; i++)
        rc = game_row(a->xw, &ht, &ht.rows[i], a->lang, &a->pool);
    for (int s = 1; rc == SK_OK && s <= ht.ts.table.size; s++) {
        a->v = sk_grow(a->v, a->n, &a->cap, sizeof *a->v, 16);
        const house_list *l = &ht.list;
        a->v[a->n++] = (list_row){series, table_no, s, xstrdup(seat_name(&ht.ts.table, s)),
                                  l->total[s - 1], l->won[s - 1], l->lost[s - 1],
                                  l->lachse[s - 1], l->seeger[s - 1]};
    }
    ops_house_table_free(&ht);
    return rc;
}

void ops_xlsx_seat_cols(rep_col *c, rep_pool *heads, rep_lang lang, int seat)
{
    c[0] = (rep_col){rep_pool_add(heads, xasprintf(rep_label(lang, "h_player_n"), seat)),
                     REP_LEFT, 14, NULL};
    c[1] = (rep_col){rep_pool_add(heads, xasprintf(rep_label(lang, "h_entry_n"), seat)),
                     REP_RIGHT, 9, NULL};
    c[2] = (rep_col){rep_pool_add(heads, xasprintf(rep_label(lang, "h_total_n"), seat)),
                     REP_RIGHT, 9, NULL};
}

int ops_house_games_xlsx(db *d, const ops_tour *t, rep_xlsx *xw, rep_lang lang,
                         sk_err *err)
{
    rep_col cols[G_NC] = {
        [G_SERIES] = {rep_label(lang, "series"), REP_RIGHT, 7, NULL},
        [G_TABLE] = {rep_label(lang, "table"), REP_RIGHT, 6, NULL},
        [G_GAME] = {rep_label(lang, "game_no"), REP_RIGHT, 6, NULL},
        [G_DEALER] = {rep_label(lang, "dealer"), REP_LEFT, 16, NULL},
        [G_DECLARER] = {rep_label(lang, "declarer"), REP_LEFT, 16, NULL},
        [G_SEAT] = {rep_label(lang, "seat"), REP_RIGHT, 5, NULL},
        [G_CONTRACT] = {rep_label(lang, "contract"), REP_LEFT, 10, NULL},
        [G_MATADORS] = {rep_label(lang, "matadors"), REP_RIGHT, 9, NULL},
        [G_FLAGS] = {rep_label(lang, "flags"), REP_LEFT, 16, NULL},
        [G_BID] = {rep_label(lang, "bid"), REP_RIGHT, 8, NULL},
        [G_POINTS] = {rep_label(lang, "card_points"), REP_RIGHT, 7, NULL},
        [G_VALUE] = {rep_label(lang, "value"), REP_RIGHT, 7, NULL},
        [G_RESULT] = {rep_label(lang, "result"), REP_LEFT, 11, NULL},
        [G_KONTRA] = {rep_label(lang, "h_kontra"), REP_LEFT, 8, NULL},
        [G_BOCK] = {rep_label(lang, "h_bock"), REP_RIGHT, 6, NULL},
        [G_RAMSCH] = {rep_label(lang, "h_ramsch"), REP_LEFT, 24, NULL},
        [G_MARKS] = {rep_label(lang, "house_marks"), REP_LEFT, 8, NULL},
        [G_LACHS] = {rep_label(lang, "h_lachs_lost"), REP_LEFT, 14, NULL},
    };
    rep_pool heads = {0};
    for (int s = 1; s <= HOUSE_MAX_SEATS; s++)
        ops_xlsx_seat_cols(&cols[G_SEATS + 3 * (s - 1)], &heads, lang, s);
    int rc = rep_xlsx_begin_sheet(xw, rep_label(lang, "games"), G_NC, cols);
    acc a = {.d = d, .t = t, .xw = xw, .lang = lang};
    if (rc == SK_OK)
        rc = ops_each_drawn_table(d, t->row.id, add_table, &a, err);
    rep_col lcols[L_NC] = {
        [L_SERIES] = {rep_label(lang, "series"), REP_RIGHT, 7, NULL},
        [L_TABLE] = {rep_label(lang, "table"), REP_RIGHT, 6, NULL},
        [L_SEAT] = {rep_label(lang, "seat"), REP_RIGHT, 5, NULL},
        [L_PLAYER] = {rep_label(lang, "player"), REP_LEFT, 20, NULL},
        [L_LIST] = {rep_label(lang, "house_list"), REP_RIGHT, 8, NULL},
        [L_WON] = {rep_label(lang, "won"), REP_RIGHT, 6, NULL},
        [L_LOST] = {rep_label(lang, "lost_short"), REP_RIGHT, 6, NULL},
        [L_LACHSE] = {rep_label(lang, "lachse"), REP_RIGHT, 7, NULL},
        [L_SEEGER] = {rep_label(lang, "house_seeger"), REP_RIGHT, 9, NULL},
    };
    if (rc == SK_OK)
        rc = rep_xlsx_begin_sheet(xw, rep_label(lang, "h_lists"), L_NC, lcols);
    for (size_t i = 0; rc == SK_OK && i < a.n; i++) {
        const list_row *r = &a.v[i];
        rep_cell x[L_NC] = {rep_num(r->series), rep_num(r->table), rep_num(r->seat),
                            rep_text(r->player), rep_num(r->list), rep_num(r->won),
                            rep_num(r->lost), rep_num(r->lachse), rep_num(r->seeger)};
        rc = rep_xlsx_row(xw, x);
    }
    for (size_t i = 0; i < a.n; i++)
        free(a.v[i].player);
    free(a.v);
    rep_pool_free(&a.pool);
    /* the headers are written by begin_sheet; after the last row nothing
     * reads cols again (the next begin_sheet replaces them) */
    rep_pool_free(&heads);
    return rc;
}
