/* cashbook.c - see cashbook.h */
#include "cashbook.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cashier.h"
#include "day.h"
#include "money.h"

void ops_cashbook_free(ops_cashbook *b)
{
    if (!b)
        return;
    for (size_t i = 0; i < b->nover; i++)
        free(b->over[i].name);
    free(b->over);
    memset(b, 0, sizeof *b);
}

/* The moves of kind k for player pid or registration rid. */
static long long moved(const db_cash_move *m, size_t n, db_cash_kind k, int64_t pid, int64_t rid)
{
    long long ct = 0;
    for (size_t i = 0; i < n; i++)
        if (m[i].kind == k && ((pid && m[i].player_id == pid) || (rid && m[i].reg_id == rid)))
            ct += m[i].ct;
    return ct;
}

int ops_cashbook_load(db *d, const db_tournament *t, long long tables_ct, long long prizes_ct,
                      ops_cashbook *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_fee *fees = NULL;
    size_t nf = 0, nr = 0, nm = 0, cap = 0;
    db_prereg *regs = NULL;
    db_cash_move *mv = NULL;
    int rc = db_fee_list(d, t->id, &fees, &nf, err);
    if (rc == SK_OK)
        rc = db_prereg_list(d, t->id, false, &regs, &nr, err);
    if (rc == SK_OK)
        rc = db_cash_list(d, t->id, &mv, &nm, err);
    for (size_t i = 0; rc == SK_OK && i < nf; i++) {
        if (fees[i].state != DB_FEE_PAID)
            continue;
        if (strcmp(fees[i].method, "transfer") == 0)
            out->fees_transfer_ct += fees[i].ct;
        else
            out->fees_cash_ct += fees[i].ct;
    }
    for (size_t i = 0; rc == SK_OK && i < nr; i++) {
        const db_prereg *r = &regs[i];
        if (r->prepaid_ct <= 0)
            continue;
        const db_fee *f = NULL;
        for (size_t k = 0; r->player_id && k < nf && !f; k++)
            if (fees[k].player_id == r->player_id)
                f = &fees[k];
        if (!f) { /* not checked in: no fee yet (held.h) */
            out->transfers_ct += r->prepaid_ct;
            continue;
        }
        /* checked in: the fee came out of the transfer; what is above it is overpaid */
        bool covered = f->state == DB_FEE_PAID && strcmp(f->method, "transfer") == 0;
        long long over = covered ? r->prepaid_ct - f->ct : r->prepaid_ct;
        if (over <= 0)
            continue;
        if (out->nover == cap)
            out->over = xrealloc(out->over, (cap = cap ? 2 * cap : 8) * sizeof *out->over);
        ops_overpaid *o = &out->over[out->nover++];
        memset(o, 0, sizeof *o);
        o->player_id = r->player_id;
        o->reg_id = r->id;
        o->name = xstrdup(f->name ? f->name : r->name);
        o->ct = over;
        o->donated_ct = moved(mv, nm, DB_CASH_DONATION, r->player_id, r->id);
        if (o->donated_ct > over)
            o->donated_ct = over;
        o->refunded_ct = moved(mv, nm, DB_CASH_REFUND, r->player_id, r->id);
        if (o->refunded_ct > over - o->donated_ct)
            o->refunded_ct = over - o->donated_ct;
        o->open_ct = over - o->donated_ct - o->refunded_ct;
        out->overpaid_ct += over;
        out->donations_ct += o->donated_ct;
        out->overpaid_refunded_ct += o->refunded_ct;
        out->overpaid_open_ct += o->open_ct;
    }
    for (size_t i = 0; rc == SK_OK && i < nm; i++)
        if (mv[i].kind == DB_CASH_REFUND) {
            out->refunds_ct += mv[i].ct;
            if (!mv[i].transfer)
                out->refunds_cash_ct += mv[i].ct;
        }
    out->tables_ct = tables_ct;
    out->prizes_ct = prizes_ct;
    out->cash_ct = out->fees_cash_ct + tables_ct - out->refunds_cash_ct - prizes_ct;
    out->bank_ct = out->fees_transfer_ct + out->transfers_ct + out->overpaid_ct -
                   (out->refunds_ct - out->refunds_cash_ct);
    out->total_ct = out->cash_ct + out->bank_ct;
    db_fees_free(fees, nf);
    db_preregs_free(regs, nr);
    free(mv);
    if (rc != SK_OK)
        ops_cashbook_free(out);
    return rc;
}

/* What w has to give back: held (paid, never seated) and an open
 * overpayment; *transfer how it came. */
static int refundable(db *d, const ops_tour *ot, const ops_cash_who *w, long long *held_ct,
                      long long *open_ct, bool *transfer, sk_err *err)
{
    *held_ct = *open_ct = 0;
    *transfer = false;
    ops_cashier c;
    int rc = ops_cashier_load(d, ot, &c, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; i < c.held.n; i++) {
        const ops_held_row *h = &c.held.v[i];
        if ((w->player_id && h->player_id == w->player_id) || (w->reg_id && h->reg_id == w->reg_id)) {
            *held_ct += h->ct;
            *transfer = h->transfer;
        }
    }
    ops_cashbook b;
    rc = ops_cashbook_load(d, &ot->row, 0, 0, &b, err);
    for (size_t i = 0; rc == SK_OK && i < b.nover; i++) {
        const ops_overpaid *o = &b.over[i];
        if ((w->player_id && o->player_id == w->player_id) || (w->reg_id && o->reg_id == w->reg_id)) {
            *open_ct += o->open_ct;
            if (!*held_ct)
                *transfer = true;
        }
    }
    if (rc == SK_OK)
        ops_cashbook_free(&b);
    ops_cashier_free(&c);
    return rc;
}

int ops_cash_refund(db *d, const ops_tour *ot, const ops_cash_who *w, long long ct,
                    db_cash_move *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    long long held = 0, open = 0;
    bool transfer = false;
    rc = refundable(d, ot, w, &held, &open, &transfer, err);
    long long can = held + open;
    char e1[32], e2[32];
    if (rc == SK_OK && can <= 0)
        rc = sk_err_set(err, SK_INVALID, _("'%s': nothing to give back (nothing is held for them "
                        "and nothing was paid above the fee; a player who plays pays the entry "
                        "fee): nothing changed"), w->name);
    else if (rc == SK_OK && ct > can)
        rc = sk_err_set(err, SK_INVALID, _("'%s': %s euros is more than there is to give back "
                        "(%s euros): nothing changed"), w->name,
                        money_euro_text(ct, e1, sizeof e1), money_euro_text(can, e2, sizeof e2));
    if (rc == SK_OK) {
        out->player_id = w->player_id;
        out->reg_id = w->reg_id;
        out->kind = DB_CASH_REFUND;
        out->ct = ct < 0 ? can : ct;
        out->transfer = transfer;
        ops_now_iso(out->at);
        rc = db_cash_add(d, t->id, out, err);
    }
    return ops_tx_end(d, rc, err);
}

int ops_cash_donate(db *d, const ops_tour *ot, const ops_cash_who *w, db_cash_move *out,
                    sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    long long held = 0, open = 0;
    bool transfer = false;
    rc = refundable(d, ot, w, &held, &open, &transfer, err);
    if (rc == SK_OK && open <= 0)
        rc = sk_err_set(err, SK_INVALID, _("'%s': nothing was paid above the fee that is not "
                        "decided yet: nothing changed"), w->name);
    if (rc == SK_OK) {
        out->player_id = w->player_id;
        out->reg_id = w->reg_id;
        out->kind = DB_CASH_DONATION;
        out->ct = open;
        out->transfer = true;
        ops_now_iso(out->at);
        rc = db_cash_add(d, t->id, out, err);
    }
    return ops_tx_end(d, rc, err);
}
