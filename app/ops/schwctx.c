/* schwctx.c - see schwctx.h */
#include "schwctx.h"
#include "i18n.h"
#include "schops.h"
#include "wctx.h"

#include <stdlib.h>
#include <string.h>

int schops_wctx_open(schops_wctx *c, db *d, const db_tournament *t, const sch_settings *s,
                     int series, int table_no, sk_err *err)
{
    memset(c, 0, sizeof *c);
    c->d = d;
    c->t = t;
    c->series = series;
    c->fr.fam = family_schafkopf(s->family);
    c->fr.sch = *s;
    sk_err_clear(&c->table_err);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    /* the table, its seats and its entry code in one statement */
    db_game_rows tr;
    c->table_rc = db_game_table_load(d, t, series, table_no, &tr, &c->table_err);
    if (c->table_rc == SK_OK) {
        c->tab = tr.table;
        memcpy(c->code, tr.code, sizeof c->code);
        memset(&tr.table, 0, sizeof tr.table);
        db_game_rows_clear(&tr);
    }
    if (c->table_rc == SK_FAIL) {
        *err = c->table_err;
        rc = SK_FAIL;
    }
    if (rc == SK_OK && c->table_rc == SK_OK)
        rc = db_sch_game_list(d, t->id, s->family, series, table_no, &c->games, &c->n, err);
    if (rc != SK_OK) {
        db_rollback(d);
        db_table_clear(&c->tab);
        return rc;
    }
    c->tab.table_no = table_no;
    c->begun = true;
    return SK_OK;
}

int schops_wctx_close(schops_wctx *c, int rc, sk_err *err)
{
    return ops_wctx_end(c->d, &c->begun, rc, err);
}

void schops_wctx_free(schops_wctx *c)
{
    if (c->begun)
        db_rollback(c->d);
    db_table_clear(&c->tab);
    db_sch_games_free(c->games, c->n);
    memset(c, 0, sizeof *c);
}

/* Does this tournament derive throw-in doubles (A.5.1 doubled_after_throw_in)? */
static bool derives_doubles(const sch_settings *s)
{
    return s->family == SCH_FAM_BAYERISCH && s->b.doubled_after_throw_in;
}

void schops_doubled_in(const sch_settings *s, const db_sch_game *v, size_t n, int game_no,
                       sch_game *g)
{
    if (!derives_doubles(s) || g->family != SCH_FAM_BAYERISCH)
        return;
    sch_bav_game *bg = xcalloc(n + 1, sizeof *bg);
    size_t m = 0;
    while (m < n && (game_no == 0 || v[m].game_no < game_no)) { /* the games before it */
        bg[m] = v[m].g.b;
        m++;
    }
    bg[m++] = g->b;
    sch_bav_derive_doubled(&s->b, bg, m);
    g->b.doubled = bg[m - 1].doubled;
    free(bg);
}

/* Score r by the family's check (r->g normalized in place) into r's
 * results. */
static int score_into(const schops_wctx *c, db_sch_game *r, sch_result_row *rr, sk_err *err)
{
    if (r->g.family == SCH_FAM_WENDISCH)
        r->g.w.game_no = r->game_no;
    else
        r->g.b.game_no = r->game_no;
    family_game fg;
    memset(&fg, 0, sizeof fg);
    fg.sch = r->g;
    family_outcome fo;
    memset(&fo, 0, sizeof fo);
    int rc = c->fr.fam->check(&c->fr, NULL, &fg, &fo, err);
    if (rc != SK_OK)
        return rc;
    r->g = fg.sch;
    *rr = fo.sch;
    memcpy(r->pts, rr->pts, sizeof r->pts);
    r->won = rr->won;
    r->solo_won_by = rr->solo_won_by;
    r->zero_sum = schops_zero_sum(&c->fr.sch);
    return SK_OK;
}

/* The index of game game_no in c's games, or -1. */
static long game_at(const schops_wctx *c, int game_no)
{
    for (size_t i = 0; i < c->n; i++)
        if (c->games[i].game_no == game_no)
            return (long)i;
    return -1;
}

/* The table judged: known, seating four. */
static int table_ok(const schops_wctx *c, sk_err *err)
{
    if (c->table_rc != SK_OK) {
        *err = c->table_err;
        return c->table_rc;
    }
    if (c->tab.size != 4)
        return sk_err_set(err, SK_INVALID, _("table %d of series %d seats %d: Schafkopf is "
                          "played by four at every table"), c->tab.table_no, c->series,
                          c->tab.size);
    return SK_OK;
}

/* The number of r (add, 0: after the last) and its place at the table. */
static int number_ok(const schops_wctx *c, db_sch_game *r, bool edit, sk_err *err)
{
    int games4 = c->t->games4, table_no = c->tab.table_no;
    if (!edit && r->game_no == 0) {
        r->game_no = (c->n ? c->games[c->n - 1].game_no : 0) + 1;
        if (r->game_no > games4)
            return sk_err_set(err, SK_INVALID, _("table %d of series %d is full: all %d games "
                              "are recorded"), table_no, c->series, games4);
    }
    if (r->game_no > games4)
        return sk_err_set(err, SK_INVALID, _("game %d is outside the series length: %d games "
                          "per series"), r->game_no, games4);
    bool exists = game_at(c, r->game_no) >= 0;
    if (edit && !exists)
        return sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not recorded: "
                          "nothing to change"), r->game_no, table_no, c->series);
    if (!edit && exists)
        return sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is already "
                          "recorded: change it with 'game edit'"), r->game_no, table_no,
                          c->series);
    return SK_OK;
}

/* The stored game r into c's games, in game order (replacing its number). */
static void place(schops_wctx *c, const db_sch_game *r)
{
    db_sch_game x = *r;
    x.entered = NULL;
    long i = game_at(c, r->game_no);
    if (i >= 0) {
        free(c->games[i].entered);
        c->games[i] = x;
        return;
    }
    c->games = xrealloc(c->games, (c->n + 1) * sizeof *c->games);
    size_t k = c->n;
    while (k > 0 && c->games[k - 1].game_no > r->game_no) {
        c->games[k] = c->games[k - 1];
        k--;
    }
    c->games[k] = x;
    c->n++;
}

/* A.5.4 point 3: after a write to the table, every game whose derived
 * throw-in double differs from the stored one is scored again and stored
 * (the old version goes to the history). */
static int rederive(schops_wctx *c, sk_err *err)
{
    const sch_settings *s = &c->fr.sch;
    if (!derives_doubles(s))
        return SK_OK;
    sch_bav_game *bg = xcalloc(c->n + 1, sizeof *bg);
    for (size_t i = 0; i < c->n; i++)
        bg[i] = c->games[i].g.b;
    sch_bav_derive_doubled(&s->b, bg, c->n);
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < c->n; i++) {
        db_sch_game *v = &c->games[i];
        if (bg[i].doubled == v->g.b.doubled)
            continue;
        v->g.b.doubled = bg[i].doubled;
        sch_result_row rr;
        sk_err e;
        sk_err_clear(&e);
        rc = score_into(c, v, &rr, &e);
        if (rc != SK_OK) {
            rc = sk_err_set(err, rc, _("game %d, now %s: %s"), v->game_no,
                            bg[i].doubled ? _("doubled") : _("not doubled"), e.msg);
            break;
        }
        rc = db_sch_game_store(c->d, c->tab.id, v, true, err);
    }
    free(bg);
    return rc;
}

int schops_wctx_put(schops_wctx *c, db_sch_game *r, bool edit, sch_result_row *res,
                    sk_err *err)
{
    sch_result_row rr;
    schops_doubled_in(&c->fr.sch, c->games, c->n, r->game_no, &r->g);
    int rc = score_into(c, r, &rr, err);
    if (rc == SK_OK)
        rc = table_ok(c, err);
    if (rc == SK_OK)
        rc = number_ok(c, r, edit, err);
    if (rc == SK_OK)
        rc = db_sch_game_store(c->d, c->tab.id, r, edit, err);
    if (rc != SK_OK)
        return rc;
    place(c, r);
    rc = rederive(c, err);
    if (rc == SK_OK && res)
        *res = rr;
    return rc;
}

int schops_wctx_delete(schops_wctx *c, int game_no, sk_err *err)
{
    int rc = table_ok(c, err);
    if (rc != SK_OK)
        return rc;
    long i = game_at(c, game_no);
    if (i < 0)
        return sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not recorded"),
                          game_no, c->tab.table_no, c->series);
    rc = db_sch_game_remove(c->d, c->tab.id, game_no, err);
    if (rc != SK_OK)
        return rc;
    free(c->games[i].entered);
    memmove(&c->games[i], &c->games[i + 1], (c->n - (size_t)i - 1) * sizeof *c->games);
    c->n--;
    return rederive(c, err);
}

int schops_write_in(db *d, const db_tournament *t, const sch_settings *s, int series,
                    int table_no, schops_admit admit, void *arg, bool *opened,
                    sch_result_row *res, sk_err *err)
{
    schops_wctx c;
    *opened = false;
    int rc = schops_wctx_open(&c, d, t, s, series, table_no, err);
    if (rc != SK_OK)
        return rc;
    *opened = true;
    schops_ask a;
    memset(&a, 0, sizeof a);
    rc = admit(&c, arg, &a, err);
    if (rc == SK_OK)
        rc = a.put ? schops_wctx_put(&c, &a.r, a.edit, res, err)
                   : schops_wctx_delete(&c, a.game_no, err);
    rc = schops_wctx_close(&c, rc, err);
    schops_wctx_free(&c);
    return rc;
}
