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

/* The entry of player pid (a new one named name when there is none). */
static ops_overpaid *over_add(ops_cashbook *out, size_t *cap, int64_t pid, const char *name)
{
    for (size_t i = 0; pid && i < out->nover; i++)
        if (out->over[i].player_id == pid)
            return &out->over[i];
    out->over = sk_grow(out->over, out->nover, cap, sizeof *out->over, 8);
    ops_overpaid *o = &out->over[out->nover++];
    memset(o, 0, sizeof *o);
    o->player_id = pid;
    o->name = xstrdup(name ? name : "?");
    return o;
}

int ops_cashbook_load(db *d, const db_tournament *t, long long tables_ct, long long prizes_ct,
                      ops_cashbook *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_fee *fees = NULL;
    size_t nf = 0, nr = 0, nm = 0, cap = 0;
    db_prereg *regs = NULL;
    db_cash_move *mv = NULL;
    db_desk_over *dov = NULL;
    size_t ndov = 0;
    int rc = db_fee_list(d, t->id, &fees, &nf, err);
    if (rc == SK_OK)
        rc = db_prereg_list(d, t->id, false, &regs, &nr, err);
    if (rc == SK_OK)
        rc = db_cash_list(d, t->id, &mv, &nm, err);
    if (rc == SK_OK)
        rc = db_desk_over_list(d, t->id, &dov, &ndov, err);
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
        ops_overpaid *o = over_add(out, &cap, r->player_id, f->name ? f->name : r->name);
        o->reg_id = r->id;
        o->ct += over;
    }
    /* cash handed over at the desk above the fee */
    for (size_t i = 0; rc == SK_OK && i < ndov; i++) {
        const char *name = "?";
        for (size_t k = 0; k < nf; k++)
            if (fees[k].player_id == dov[i].player_id && fees[k].name)
                name = fees[k].name;
        ops_overpaid *o = over_add(out, &cap, dov[i].player_id, name);
        o->ct += dov[i].ct;
        o->cash_ct += dov[i].ct;
    }
    for (size_t i = 0; rc == SK_OK && i < out->nover; i++) {
        ops_overpaid *o = &out->over[i];
        o->donated_ct = moved(mv, nm, DB_CASH_DONATION, o->player_id, o->reg_id);
        if (o->donated_ct > o->ct)
            o->donated_ct = o->ct;
        o->refunded_ct = moved(mv, nm, DB_CASH_REFUND, o->player_id, o->reg_id);
        if (o->refunded_ct > o->ct - o->donated_ct)
            o->refunded_ct = o->ct - o->donated_ct;
        o->open_ct = o->ct - o->donated_ct - o->refunded_ct;
        out->overpaid_ct += o->ct;
        out->overpaid_cash_ct += o->cash_ct;
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
    out->cash_ct = out->fees_cash_ct + out->overpaid_cash_ct + tables_ct - out->refunds_cash_ct -
                   prizes_ct;
    out->bank_ct = out->fees_transfer_ct + out->transfers_ct + out->overpaid_ct -
                   out->overpaid_cash_ct - (out->refunds_ct - out->refunds_cash_ct);
    out->total_ct = out->cash_ct + out->bank_ct;
    db_fees_free(fees, nf);
    db_preregs_free(regs, nr);
    free(mv);
    free(dov);
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
                *transfer = o->cash_ct < o->ct; /* given back as it came: cash first */
        }
    }
    if (rc == SK_OK)
        ops_cashbook_free(&b);
    ops_cashier_free(&c);
    return rc;
}

/* What a refund or a donation of w may move (refundable). */
typedef struct {
    long long held, open;
    bool transfer;
} cash_room;

/* The start of a refund or a donation: *out zeroed, the tournament open, a
 * transaction begun and *r read in it.  On SK_OK the transaction is open
 * (the caller ends it with db_finish), on an error nothing is. */
static int move_begin(db *d, const ops_tour *ot, const ops_cash_who *w, db_cash_move *out,
                      cash_room *r, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    *r = (cash_room){0};
    int rc = ops_tour_write_begin(d, t, err);
    if (rc != SK_OK)
        return rc;
    rc = refundable(d, ot, w, &r->held, &r->open, &r->transfer, err);
    if (rc != SK_OK)
        return db_finish(d, rc, err);
    return rc;
}

/* Store the move of kind and ct for w, dated now, into *out. */
static int move_store(db *d, const ops_tour *ot, const ops_cash_who *w, db_cash_kind kind,
                      long long ct, bool transfer, db_cash_move *out, sk_err *err)
{
    out->player_id = w->player_id;
    out->reg_id = w->reg_id;
    out->kind = kind;
    out->ct = ct;
    out->transfer = transfer;
    ops_now_iso(out->at);
    return db_cash_add(d, ot->row.id, out, err);
}

int ops_cash_refund(db *d, const ops_tour *ot, const ops_cash_who *w, long long ct,
                    db_cash_move *out, sk_err *err)
{
    cash_room r;
    int rc = move_begin(d, ot, w, out, &r, err);
    if (rc != SK_OK)
        return rc;
    long long can = r.held + r.open;
    char e1[32], e2[32];
    if (can <= 0)
        rc = sk_err_set(err, SK_INVALID, _("'%s': nothing to give back (nothing is held for them "
                        "and nothing was paid above the fee; a player who plays pays the entry "
                        "fee): nothing changed"), w->name);
    else if (ct > can)
        rc = sk_err_set(err, SK_INVALID, _("'%s': %s euros is more than there is to give back "
                        "(%s euros): nothing changed"), w->name,
                        money_euro_text(ct, e1, sizeof e1), money_euro_text(can, e2, sizeof e2));
    if (rc == SK_OK)
        rc = move_store(d, ot, w, DB_CASH_REFUND, ct < 0 ? can : ct, r.transfer, out, err);
    return db_finish(d, rc, err);
}

int ops_cash_donate(db *d, const ops_tour *ot, const ops_cash_who *w, db_cash_move *out,
                    sk_err *err)
{
    cash_room r;
    int rc = move_begin(d, ot, w, out, &r, err);
    if (rc != SK_OK)
        return rc;
    if (r.open <= 0)
        rc = sk_err_set(err, SK_INVALID, _("'%s': nothing was paid above the fee that is not "
                        "decided yet: nothing changed"), w->name);
    if (rc == SK_OK)
        rc = move_store(d, ot, w, DB_CASH_DONATION, r.open, r.transfer, out, err);
    return db_finish(d, rc, err);
}

int ops_cash_given(db *d, const db_tournament *t, int64_t pid, const char *name, long long fee_ct,
                   long long given_ct, ops_given_keep keep, long long *over_ct, sk_err *err)
{
    *over_ct = 0;
    char e1[32], e2[32];
    if (given_ct < fee_ct)
        return sk_err_set(err, SK_INVALID, _("'%s' gave %s euros, less than the fee %s euros: "
                          "nothing changed"), name, money_euro_text(given_ct, e1, sizeof e1),
                          money_euro_text(fee_ct, e2, sizeof e2));
    if (given_ct - fee_ct > DAY_FEE_MAX_CT)
        return sk_err_set(err, SK_INVALID, _("given: %lld ct is more than %d"), given_ct,
                          DAY_FEE_MAX_CT);
    long long over = given_ct - fee_ct;
    if (over == 0)
        return SK_OK;
    char at[DB_TIME_LEN + 1];
    ops_now_iso(at);
    int rc = db_desk_over_add(d, t->id, pid, over, at, err);
    if (rc == SK_OK && keep != OPS_GIVEN_OPEN) {
        db_cash_move m;
        memset(&m, 0, sizeof m);
        m.player_id = pid;
        m.kind = keep == OPS_GIVEN_CHANGE ? DB_CASH_REFUND : DB_CASH_DONATION;
        m.ct = over;
        m.transfer = false;
        snprintf(m.at, sizeof m.at, "%s", at);
        rc = db_cash_add(d, t->id, &m, err);
    }
    if (rc == SK_OK)
        *over_ct = over;
    return rc;
}
