/* cashier.c - see cashier.h */
#include "cashier.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "day.h"
#include "db_players.h"
#include "opsfam.h"
#include "schops.h"

void ops_cashier_free(ops_cashier *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->n; i++)
        free(c->rows[i].name);
    free(c->rows);
    ops_money_free(&c->m);
    ops_prizes_free(&c->pz);
    ops_held_free(&c->held);
    memset(c, 0, sizeof *c);
}

static ops_cashier_row *add_row(ops_cashier *c, size_t *cap)
{
    c->rows = sk_grow(c->rows, c->n, cap, sizeof *c->rows, 32);
    ops_cashier_row *r = &c->rows[c->n++];
    memset(r, 0, sizeof *r);
    return r;
}

/* Skat: the settlement's rows, and the money held for players never
 * seated as money counts it. */
static int skat_rows(db *d, const ops_tour *t, const db_fee *fees, size_t nf, ops_cashier *c,
                     size_t *cap, sk_err *err)
{
    (void)fees;
    (void)nf;
    int rc = ops_money_load(d, t, 0, &c->m, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; i < c->m.n; i++) {
        const ops_money_row *m = &c->m.rows[i];
        ops_cashier_row *r = add_row(c, cap);
        r->player_id = m->player_id;
        r->name = xstrdup(m->name);
        r->number = m->number;
        r->rank = m->rank;
        r->entry_ct = m->entry_ct;
        r->loss_fee_ct = m->loss_fee_ct;
        r->passed_fee_ct = m->passed_fee_ct;
        r->prize_ct = m->prize_ct;
        r->balance_ct = m->balance_ct;
        r->prize_won = m->prize_won;
        r->prize_group = m->prize_group;
        r->prize_place = m->prize_place;
        r->prize_goods = m->prize_goods;
        r->prize_lot = m->prize_lot;
    }
    c->pool_ct = c->m.pool_ct;
    c->end_ct = c->m.organiser_ct;
    c->held = c->m.held;
    memset(&c->m.held, 0, sizeof c->m.held);
    return SK_OK;
}

/* Schafkopf: the standings' ranking, the fees and the prize table; the
 * money held for the players not ranked. */
static int sch_rows(db *d, const ops_tour *ot, const db_fee *fees, size_t nf,
                    ops_cashier *c, size_t *cap, sk_err *err)
{
    const db_tournament *t = &ot->row;
    schops_standings st;
    int rc = ops_tour_ok(ot, err);
    if (rc == SK_OK)
        rc = schops_standings_load(d, t, &ot->rules.sch, 0, &st, err);
    if (rc != SK_OK)
        return rc;
    db_player *pl = NULL;
    size_t npl = 0;
    rc = db_player_list(d, false, &pl, &npl, err);
    ops_prize_in *in = xcalloc(st.n ? st.n : 1, sizeof *in);
    for (size_t i = 0; rc == SK_OK && i < st.n; i++) {
        in[i] = (ops_prize_in){st.rows[i].player_id, st.rows[i].name, NULL, st.rows[i].rank,
                               c->fee_ct};
        for (size_t k = 0; k < nf; k++)
            if (fees[k].player_id == st.rows[i].player_id)
                in[i].entry_ct = fees[k].state == DB_FEE_WAIVED ? 0 : fees[k].ct;
        for (size_t k = 0; k < npl; k++)
            if (pl[k].id == st.rows[i].player_id)
                in[i].club = pl[k].club;
    }
    if (rc == SK_OK)
        rc = ops_prizes_award(d, t, NULL, 0, in, st.n, &c->pz, err);
    long long entries = 0;
    for (size_t i = 0; rc == SK_OK && i < st.n; i++) {
        ops_cashier_row *r = add_row(c, cap);
        r->player_id = st.rows[i].player_id;
        r->name = xstrdup(st.rows[i].name);
        r->number = st.rows[i].number;
        r->rank = st.rows[i].rank;
        r->entry_ct = c->fee_ct;
        for (size_t k = 0; k < nf; k++)
            if (fees[k].player_id == r->player_id)
                r->entry_ct = fees[k].state == DB_FEE_WAIVED ? 0 : fees[k].ct;
        if (c->pz.any) {
            const prize_award *w = &c->pz.award[i];
            r->prize_ct = w->ct;
            r->prize_won = w->won;
            r->prize_group = (int)w->group;
            r->prize_place = w->place;
            r->prize_goods = w->won ? w->goods : NULL;
            r->prize_lot = w->lot;
        }
        r->balance_ct = r->prize_ct - r->entry_ct;
        entries += r->entry_ct;
    }
    c->end_ct = entries - c->pz.money_ct;
    free(in);
    db_players_free(pl, npl);
    schops_standings_free(&st);
    if (rc == SK_OK) {
        int64_t *ids = xcalloc(c->n + 1, sizeof *ids);
        for (size_t i = 0; i < c->n; i++)
            ids[i] = c->rows[i].player_id;
        rc = ops_held_load(d, t, ids, c->n, &c->held, err);
        free(ids);
    }
    return rc;
}

/* The ranked rows of each family. */
static int (*const rows_by[OPS_FORM_COUNT])(db *, const ops_tour *, const db_fee *, size_t,
                                       ops_cashier *, size_t *, sk_err *) = {
    [OPS_FORM_ISKO] = skat_rows,
    [OPS_FORM_HOUSE] = skat_rows,
    [OPS_FORM_SCHAFKOPF] = sch_rows,
};

int ops_cashier_load(db *d, const ops_tour *ot, ops_cashier *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    day_settings ds;
    int rc = ops_day_load(d, t, &ds, err);
    out->bavarian = ds.bavarian;
    if (rc == SK_OK)
        rc = ops_day_fee(d, ot, &out->fee_ct, err);
    db_fee *fees = NULL;
    size_t nf = 0;
    if (rc == SK_OK)
        rc = db_fee_list(d, t->id, &fees, &nf, err);
    size_t cap = 0;
    if (rc == SK_OK)
        rc = rows_by[ops_form_of(&ot->rules)](d, ot, fees, nf, out, &cap, err);
    out->seated = (int)out->n;
    /* the fees: on the ranked rows; a player never seated listed after them */
    for (size_t k = 0; rc == SK_OK && k < nf; k++) {
        const db_fee *f = &fees[k];
        ops_cashier_row *r = NULL;
        for (size_t i = 0; i < (size_t)out->seated && !r; i++)
            if (out->rows[i].player_id == f->player_id)
                r = &out->rows[i];
        bool seated = r != NULL;
        if (!r) {
            r = add_row(out, &cap);
            r->player_id = f->player_id;
            r->name = xstrdup(f->name);
            r->number = f->number;
        }
        r->has_fee = true;
        r->state = f->state;
        r->fee_ct = f->ct;
        snprintf(r->method, sizeof r->method, "%s", f->method);
        for (size_t w = 0; !seated && w < out->held.nwait; w++)
            r->waiting = r->waiting || out->held.wait[w].player_id == f->player_id;
        if (!seated) /* no entry fee yet: waiting, or held when paid (below) */
            continue;
        if (f->state == DB_FEE_PAID) {
            out->paid_ct += f->ct;
            out->npaid++;
            if (strcmp(f->method, "transfer") == 0)
                out->paid_transfer_ct += f->ct;
            else
                out->paid_cash_ct += f->ct;
        } else if (f->state == DB_FEE_WAIVED) {
            out->waived_ct += f->ct;
            out->nwaived++;
        }
    }
    /* a transfer of a registration that never came */
    for (size_t i = 0; rc == SK_OK && i < out->held.n; i++) {
        const ops_held_row *h = &out->held.v[i];
        if (!h->reg_id)
            continue;
        ops_cashier_row *r = add_row(out, &cap);
        r->player_id = h->player_id;
        r->name = xstrdup(h->name);
        r->has_fee = true;
        r->state = DB_FEE_PAID;
        r->fee_ct = h->ct;
        snprintf(r->method, sizeof r->method, "transfer");
    }
    for (size_t i = 0; rc == SK_OK && i < out->n; i++) {
        ops_cashier_row *r = &out->rows[i];
        out->loss_fees_ct += r->loss_fee_ct;
        out->passed_fees_ct += r->passed_fee_ct;
        out->prizes_ct += r->prize_ct;
        out->goods += r->prize_won && r->prize_goods;
        if (!r->rank)
            continue;
        out->due_ct += r->entry_ct;
        if (r->entry_ct && (!r->has_fee || r->state == DB_FEE_OWED)) {
            out->owed_ct += r->entry_ct;
            out->nowed++;
            out->nunrecorded += !r->has_fee;
        }
    }
    out->paid_unseated_ct = out->held.ct;
    out->kasse_ct = out->paid_cash_ct + out->held.cash_ct + out->held.wait_cash_ct;
    out->kasse_end_ct = out->end_ct + out->held.ct + out->held.wait_ct;
    db_fees_free(fees, nf);
    if (rc != SK_OK)
        ops_cashier_free(out);
    return rc;
}

bool ops_cashier_any(const ops_cashier *c)
{
    return c->fee_ct > 0 || c->npaid + c->nwaived > 0 || c->pz.any || c->m.prizes ||
           c->nowed > c->nunrecorded || c->held.n > 0;
}

const ops_cashier_row *ops_cashier_row_of(const ops_cashier *c, int64_t pid)
{
    for (size_t i = 0; i < c->n; i++)
        if (c->rows[i].player_id == pid)
            return &c->rows[i];
    return NULL;
}
