/* bankimport.c - see bankimport.h */
#include "bankimport.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bankline.h"
#include "day.h"
#include "dayset.h"
#include "db_bank.h"
#include "db_day.h"
#include "entrycode.h"
#include "money.h"

void ops_bank_result_free(ops_bank_result *r)
{
    for (size_t i = 0; r && i < r->n; i++) {
        free(r->rows[i].reg_name);
        free(r->rows[i].why);
    }
    if (r) {
        free(r->rows);
        memset(r, 0, sizeof *r);
    }
}

/* The registration whose code is in l's purpose (index into regs, or -1). */
static long find_reg(const db_prereg *regs, size_t n, const bank_line *l)
{
    for (size_t i = 0; i < n; i++)
        if (regs[i].code[0] && bank_purpose_has(l->purpose, regs[i].code))
            return (long)i;
    return -1;
}

static int book_one(db *d, const db_tournament *t, db_prereg *regs, size_t nr, long long fee,
                    const bank_line *l, ops_bank_row *row, sk_err *err)
{
    char e[32];
    if (!l->credit) {
        row->why = xstrdup(_("a debit (money out): nothing to book"));
        return SK_OK;
    }
    if (strcmp(l->ccy, "EUR") != 0) {
        row->why = xasprintf(_("the currency is %s: only transfers in euros (EUR) are booked"),
                             sk_utf8_valid(l->ccy) ? l->ccy : "?");
        return SK_OK;
    }
    long k = find_reg(regs, nr, l);
    if (k < 0) {
        row->why = xstrdup(_("no registration's code in the purpose"));
        return SK_OK;
    }
    db_prereg *r = &regs[k];
    row->reg_id = r->id;
    row->reg_name = xstrdup(r->name);
    entrycode_format(r->code, row->code);
    row->fee_ct = fee;
    bool twice = false;
    int rc = db_bank_booked(d, t->id, l->ref, &twice, err);
    if (rc != SK_OK)
        return rc;
    if (twice) {
        row->what = OPS_BANK_TWICE;
        row->total_ct = r->prepaid_ct;
        return SK_OK;
    }
    if (r->state != DB_REG_WAITING) {
        row->why = xasprintf(r->state == DB_REG_CONFIRMED
                                 ? _("registration %s is checked in already: book it at the "
                                     "desk ('cashier pay %s --transfer --ct N')")
                                 : _("registration %s was rejected: give the money back by "
                                     "hand"),
                             row->code, row->code);
        return SK_OK;
    }
    if (r->prepaid_ct + l->ct > DAY_FEE_PLAIN_MAX_CT) {
        row->why = xasprintf(_("%s euros in all is above 1,000 euros: book it by hand ('cashier "
                               "pay %s --transfer --ct N --force')"),
                             money_euro_text(r->prepaid_ct + l->ct, e, sizeof e), row->code);
        return SK_OK;
    }
    db_bank_line b = {0};
    b.reg_id = r->id;
    b.ref = l->ref;
    memcpy(b.booked, l->booked, sizeof b.booked);
    b.ct = l->ct;
    b.name = l->name;
    b.purpose = l->purpose;
    ops_now_iso(b.at);
    rc = db_bank_add(d, t->id, &b, err);
    if (rc == SK_OK)
        rc = db_prereg_set_prepaid(d, t->id, r->id, r->prepaid_ct + l->ct, err);
    if (rc != SK_OK)
        return rc;
    r->prepaid_ct += l->ct;
    row->total_ct = r->prepaid_ct;
    row->what = r->prepaid_ct == fee ? OPS_BANK_PAID
                : r->prepaid_ct > fee ? OPS_BANK_OVER : OPS_BANK_PART;
    return SK_OK;
}

int ops_bank_import(db *d, const ops_tour *ot, const bank_lines *lines, ops_bank_result *out,
                    sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    long long fee = 0;
    int rc = ops_day_fee(d, ot, &fee, err);
    db_prereg *regs = NULL;
    size_t nr = 0;
    if (rc == SK_OK)
        rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_prereg_list(d, t->id, false, &regs, &nr, err);
    out->rows = xcalloc(lines->n + 1, sizeof *out->rows);
    for (size_t i = 0; rc == SK_OK && i < lines->n; i++) {
        ops_bank_row *row = &out->rows[out->n++];
        row->line = &lines->v[i];
        row->what = OPS_BANK_NOT;
        rc = book_one(d, t, regs, nr, fee, &lines->v[i], row, err);
        if (row->what == OPS_BANK_TWICE)
            out->twice++;
        else if (row->what != OPS_BANK_NOT)
            out->booked++;
        else if (!lines->v[i].credit)
            out->debits++;
        else
            out->unmatched++;
    }
    db_preregs_free(regs, nr);
    rc = db_finish(d, rc, err);
    if (rc != SK_OK)
        ops_bank_result_free(out);
    return rc;
}
