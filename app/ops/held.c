/* held.c - see held.h */
#include "held.h"

#include <stdlib.h>
#include <string.h>

#include "db_cash.h"
#include "db_day.h"
#include "db_evening.h"

/* n rows of v and v itself. */
static void rows_free(ops_held_row *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].name);
    free(v);
}

void ops_held_free(ops_held *h)
{
    if (!h)
        return;
    rows_free(h->v, h->n);
    rows_free(h->wait, h->nwait);
    memset(h, 0, sizeof *h);
}

static bool among(const int64_t *v, size_t n, int64_t id)
{
    for (size_t i = 0; id && i < n; i++)
        if (v[i] == id)
            return true;
    return false;
}

static void add(ops_held *h, size_t *cap, ops_held_row r)
{
    h->v = sk_grow(h->v, h->n, cap, sizeof *h->v, 8);
    h->v[h->n++] = r;
    h->ct += r.ct;
    if (r.transfer)
        h->transfer_ct += r.ct;
    else
        h->cash_ct += r.ct;
}

static int cmp_name(const void *x, const void *y)
{
    const ops_held_row *a = x, *b = y;
    int c = strcmp(a->name, b->name);
    return c ? c : a->player_id < b->player_id ? -1 : a->player_id > b->player_id;
}

void ops_held_json(const ops_held *h, sk_buf *b)
{
    sk_buf_add(b, ",\"held\":[");
    for (size_t i = 0; h && i < h->n; i++) {
        const ops_held_row *r = &h->v[i];
        sk_buf_add(b, i ? ",{\"player\":" : "{\"player\":");
        sk_buf_json_str(b, r->name);
        if (r->number)
            sk_buf_printf(b, ",\"number\":%d", r->number);
        else
            sk_buf_add(b, ",\"number\":null");
        sk_buf_printf(b, ",\"ct\":%lld,\"method\":\"%s\",\"registration\":", r->ct,
                      r->transfer ? "transfer" : "cash");
        if (r->reg_id)
            sk_buf_printf(b, "%lld}", (long long)r->reg_id);
        else
            sk_buf_add(b, "null}");
    }
    sk_buf_add(b, "]");
}

/* What was given back to player pid or for registration rid. */
static long long refunded(const db_cash_move *m, size_t n, int64_t pid, int64_t rid)
{
    long long ct = 0;
    for (size_t i = 0; i < n; i++)
        if (m[i].kind == DB_CASH_REFUND &&
            ((pid && m[i].player_id == pid) || (rid && m[i].reg_id == rid)))
            ct += m[i].ct;
    return ct;
}

int ops_held_load(db *d, const db_tournament *t, const int64_t *seated, size_t nseated,
                  ops_held *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_fee *fees = NULL;
    size_t nf = 0, cap = 0, wcap = 0;
    db_attendee *att = NULL;
    size_t na = 0;
    db_cash_move *mv = NULL;
    size_t nm = 0;
    int rc = db_fee_list(d, t->id, &fees, &nf, err);
    if (rc == SK_OK)
        rc = db_attend_list(d, t->id, &att, &na, err);
    if (rc == SK_OK)
        rc = db_cash_list(d, t->id, &mv, &nm, err);
    for (size_t i = 0; rc == SK_OK && i < nf; i++) {
        const db_fee *f = &fees[i];
        if (among(seated, nseated, f->player_id))
            continue;
        bool present = false;
        for (size_t k = 0; k < na && !present; k++)
            present = att[k].player_id == f->player_id && !att[k].to_series;
        bool transfer = strcmp(f->method, "transfer") == 0;
        if (present && f->state != DB_FEE_WAIVED) { /* waiting for a later draw */
            out->wait = sk_grow(out->wait, out->nwait, &wcap, sizeof *out->wait, 8);
            out->wait[out->nwait++] = (ops_held_row){f->player_id, 0, xstrdup(f->name), f->number,
                                                     f->ct, transfer, f->state == DB_FEE_OWED};
            if (f->state == DB_FEE_PAID) {
                out->wait_ct += f->ct;
                if (!transfer)
                    out->wait_cash_ct += f->ct;
            }
            continue;
        }
        long long ct = f->ct - refunded(mv, nm, f->player_id, 0);
        if (f->state == DB_FEE_PAID && ct > 0)
            add(out, &cap, (ops_held_row){f->player_id, 0, xstrdup(f->name), f->number, ct,
                                          transfer, false});
    }
    db_prereg *regs = NULL;
    size_t nr = 0;
    if (rc == SK_OK)
        rc = db_prereg_list(d, t->id, false, &regs, &nr, err);
    for (size_t i = 0; rc == SK_OK && i < nr; i++) {
        const db_prereg *r = &regs[i];
        bool has_fee = false;
        for (size_t k = 0; r->player_id && k < nf && !has_fee; k++)
            has_fee = fees[k].player_id == r->player_id;
        long long ct = r->prepaid_ct - refunded(mv, nm, 0, r->id);
        if (r->prepaid_ct > 0 && ct > 0 && !has_fee && !among(seated, nseated, r->player_id))
            add(out, &cap, (ops_held_row){r->player_id, r->id, xstrdup(r->name), 0, ct, true,
                                          false});
    }
    db_preregs_free(regs, nr);
    db_fees_free(fees, nf);
    db_attendees_free(att, na);
    free(mv);
    if (rc == SK_OK && out->n > 1)
        qsort(out->v, out->n, sizeof *out->v, cmp_name);
    if (rc != SK_OK)
        ops_held_free(out);
    return rc;
}
