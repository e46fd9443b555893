/* receipt.c - see receipt.h */
#include "receipt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cashbook.h"
#include "cashier.h"
#include "day.h"
#include "db_cash.h"
#include "db_day.h"
#include "db_players.h"
#include "prereg.h"

void ops_receipts_free(ops_receipts *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->n; i++)
        free((void *)r->v[i].lines);
    free(r->v);
    free(r->player_id);
    free(r->issuer);
    for (size_t i = 0; i < r->ntexts; i++)
        free(r->texts[i]);
    free(r->texts);
    memset(r, 0, sizeof *r);
}

static const char *keep(ops_receipts *r, const char *s)
{
    if (!s)
        return NULL;
    r->texts = xrealloc(r->texts, (r->ntexts + 1) * sizeof *r->texts);
    return r->texts[r->ntexts++] = xstrdup(s);
}

typedef struct lines {
    rep_receipt_line *v;
    int n, cap;
} lines;

static void add(lines *l, rep_receipt_kind k, const char *date, bool transfer, long long ct,
                const char *goods)
{
    if (l->n == l->cap)
        l->v = xrealloc(l->v, (size_t)(l->cap = l->cap ? 2 * l->cap : 8) * sizeof *l->v);
    l->v[l->n++] = (rep_receipt_line){k, date, transfer, ct, goods};
}

/* Everything the sources hold for player pid into l (dates and goods
 * kept in r). */
static void player_lines(ops_receipts *r, const ops_tour *ot, int64_t pid, const db_fee *f,
                         const ops_cashbook *k, const db_desk_over *dov, size_t ndo,
                         const db_cash_move *mv, size_t nm, const ops_cashier *c, lines *l)
{
    if (f) {
        rep_receipt_kind kind = f->state == DB_FEE_PAID  ? REP_RC_FEE
                                : f->state == DB_FEE_OWED ? REP_RC_FEE_OWED
                                                          : REP_RC_FEE_WAIVED;
        add(l, kind, keep(r, f->changed), strcmp(f->method, "transfer") == 0, f->ct, NULL);
    }
    for (size_t i = 0; i < k->nover; i++)
        if (k->over[i].player_id == pid && k->over[i].ct > k->over[i].cash_ct)
            add(l, REP_RC_OVER, f ? keep(r, f->changed) : NULL, true,
                k->over[i].ct - k->over[i].cash_ct, NULL);
    for (size_t i = 0; i < ndo; i++)
        if (dov[i].player_id == pid)
            add(l, REP_RC_OVER, keep(r, dov[i].at), false, dov[i].ct, NULL);
    for (size_t i = 0; i < nm; i++)
        if (mv[i].player_id == pid)
            add(l, mv[i].kind == DB_CASH_REFUND ? REP_RC_REFUND : REP_RC_DONATION,
                keep(r, mv[i].at), mv[i].transfer, mv[i].ct, NULL);
    for (size_t i = 0; i < c->n; i++) {
        const ops_cashier_row *w = &c->rows[i];
        if (w->player_id != pid || !w->prize_won)
            continue;
        if (w->prize_ct > 0)
            add(l, REP_RC_PRIZE, ot->row.date, false, w->prize_ct, NULL);
        if (w->prize_goods)
            add(l, REP_RC_GOODS, ot->row.date, false, 0, keep(r, w->prize_goods));
    }
}

static int cmp_name(const void *a, const void *b)
{
    const db_player *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : (x->id < y->id ? -1 : x->id > y->id);
}

int ops_receipts_load(db *d, const ops_tour *ot, int64_t pid, ops_receipts *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    const db_tournament *t = &ot->row;
    ops_cashier c;
    memset(&c, 0, sizeof c);
    ops_cashbook k;
    memset(&k, 0, sizeof k);
    db_fee *fees = NULL;
    db_desk_over *dov = NULL;
    db_cash_move *mv = NULL;
    db_player *pl = NULL;
    size_t nf = 0, ndo = 0, nm = 0, npl = 0;
    int rc = ops_cashier_load(d, ot, &c, err);
    if (rc == SK_OK)
        rc = ops_cashbook_load(d, t, 0, 0, &k, err);
    if (rc == SK_OK)
        rc = db_fee_list(d, t->id, &fees, &nf, err);
    if (rc == SK_OK)
        rc = db_desk_over_list(d, t->id, &dov, &ndo, err);
    if (rc == SK_OK)
        rc = db_cash_list(d, t->id, &mv, &nm, err);
    if (rc == SK_OK)
        rc = db_player_list(d, false, &pl, &npl, err);
    if (rc == SK_OK) {
        char *name = NULL, *iban = NULL, *bic = NULL;
        bool ok = false;
        rc = ops_payee(d, &name, &iban, &bic, &ok, err);
        day_settings ds;
        if (rc == SK_OK)
            rc = ops_day_load(d, t, &ds, err);
        if (rc == SK_OK)
            out->issuer = name ? xstrdup(name) : ds.host_club[0] ? xstrdup(ds.host_club) : NULL;
        free(name);
        free(iban);
        free(bic);
    }
    if (rc == SK_OK)
        qsort(pl, npl, sizeof *pl, cmp_name);
    out->v = xcalloc(npl ? npl : 1, sizeof *out->v);
    out->player_id = xcalloc(npl ? npl : 1, sizeof *out->player_id);
    for (size_t i = 0; rc == SK_OK && i < npl; i++) {
        if (pid && pl[i].id != pid)
            continue;
        const db_fee *f = NULL;
        for (size_t j = 0; j < nf && !f; j++)
            if (fees[j].player_id == pl[i].id)
                f = &fees[j];
        lines l = {0};
        player_lines(out, ot, pl[i].id, f, &k, dov, ndo, mv, nm, &c, &l);
        if (!l.n)
            continue;
        char no[48];
        snprintf(no, sizeof no, "%lld-%d", (long long)t->id,
                 pl[i].number ? pl[i].number : (int)pl[i].id);
        out->player_id[out->n] = pl[i].id;
        out->v[out->n++] = (rep_receipt){keep(out, no), keep(out, pl[i].name), pl[i].number,
                                         keep(out, pl[i].club), l.v, l.n};
    }
    if (rc == SK_OK && !out->n) {
        const char *who = NULL;
        for (size_t i = 0; pid && i < npl; i++)
            if (pl[i].id == pid)
                who = pl[i].name;
        rc = who ? sk_err_set(err, SK_INVALID, _("'%s' has paid nothing and received nothing at "
                              "'%s': no receipt"), who, t->name)
                 : sk_err_set(err, SK_INVALID, _("nobody has paid or received anything at '%s' "
                              "yet: no receipt"), t->name);
    }
    db_players_free(pl, npl);
    db_fees_free(fees, nf);
    free(dov);
    free(mv);
    ops_cashbook_free(&k);
    ops_cashier_free(&c);
    if (rc != SK_OK)
        ops_receipts_free(out);
    return rc;
}
