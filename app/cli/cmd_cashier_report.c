/* cmd_cashier_report.c - `cashier report FILE.pdf`: the Kassenbericht,
 * the treasurer's report of a tournament day: totals by kind, every
 * booking (fees, bank transfers, refunds and donations, prizes), the Kasse
 * term by term as `cashier` shows it (cashbook.h), and the signature lines
 * of the Kassenwart and the Prüfer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cashbook.h"
#include "cashier.h"
#include "cli.h"
#include "db_bank.h"
#include "db_day.h"
#include "lookup.h"
#include "money.h"
#include "outfmt.h"
#include "rep_pdf.h"

typedef struct rows {
    rep_cell *c;
    int n, ncols, cap;
    rep_pool pool;
} rows;

static rep_cell *row_new(rows *r)
{
    if (r->n == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 32;
        r->c = xrealloc(r->c, (size_t)r->cap * r->ncols * sizeof *r->c);
    }
    return &r->c[(size_t)r->n++ * r->ncols];
}

static const char *kept(rows *r, const char *s)
{
    return rep_pool_add(&r->pool, xstrdup(s ? s : ""));
}

static void total(rows *r, const char *label, long long ct)
{
    rep_cell *c = row_new(r);
    c[0] = rep_text(label);
    c[1] = rep_cents(ct);
}

static void booking(rows *r, const char *date, const char *kind, const char *who,
                    const char *how, long long ct)
{
    rep_cell *c = row_new(r);
    char d[11];
    snprintf(d, sizeof d, "%s", date ? date : "");
    c[0] = rep_text(kept(r, d));
    c[1] = rep_text(kind);
    c[2] = rep_text(kept(r, who));
    c[3] = rep_text(how);
    c[4] = rep_cents(ct);
}

static void term(rows *r, const char *label, long long ct, const char *more)
{
    rep_cell *c = row_new(r);
    c[0] = rep_text(label);
    c[1] = rep_cents(ct);
    c[2] = rep_text(kept(r, more));
}

static const char *reg_name(const db_prereg *v, size_t n, int64_t id)
{
    for (size_t i = 0; i < n; i++)
        if (v[i].id == id)
            return v[i].name;
    return "?";
}

static int load(cli_ctx *ctx, const ops_tour *ot, ops_cashier *c, ops_cashbook *k, db_fee **fees,
                size_t *nf, db_bank_line **bl, size_t *nb, db_prereg **regs, size_t *nr,
                db_cash_move **mv, size_t *nm, db_desk_over **dov, size_t *ndo)
{
    int64_t tid = ot->row.id;
    int rc = ops_cashier_load(ctx->db, ot, c, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = ops_cashbook_load(ctx->db, &ot->row, c->loss_fees_ct + c->passed_fees_ct, c->prizes_ct,
                           k, &ctx->err);
    if (rc == SK_OK)
        rc = db_fee_list(ctx->db, tid, fees, nf, &ctx->err);
    if (rc == SK_OK)
        rc = db_bank_list(ctx->db, tid, bl, nb, &ctx->err);
    if (rc == SK_OK)
        rc = db_prereg_list(ctx->db, tid, false, regs, nr, &ctx->err);
    if (rc == SK_OK)
        rc = db_cash_list(ctx->db, tid, mv, nm, &ctx->err);
    if (rc == SK_OK)
        rc = db_desk_over_list(ctx->db, tid, dov, ndo, &ctx->err);
    return rc;
}

int cmd_cashier_report(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *ot = ctx->tour;
    ops_cashier c;
    memset(&c, 0, sizeof c);
    ops_cashbook k;
    memset(&k, 0, sizeof k);
    db_fee *fees = NULL;
    db_bank_line *bl = NULL;
    db_prereg *regs = NULL;
    db_cash_move *mv = NULL;
    db_desk_over *dov = NULL;
    size_t nf = 0, nb = 0, nr = 0, nm = 0, ndo = 0;
    int rc = load(ctx, ot, &c, &k, &fees, &nf, &bl, &nb, &regs, &nr, &mv, &nm, &dov, &ndo);
    rows tot = {.ncols = 2}, bk = {.ncols = 5}, ks = {.ncols = 3}, sg = {.ncols = 4};
    if (rc == SK_OK) {
        total(&tot, _("entry fees paid in cash"), k.fees_cash_ct);
        total(&tot, _("entry fees paid by transfer"), k.fees_transfer_ct);
        total(&tot, _("transfers, no fee yet"), k.transfers_ct);
        total(&tot, _("paid above the fee"), k.overpaid_ct);
        total(&tot, _("kept as donations"), k.donations_ct);
        total(&tot, _("loss and passed fees"), k.tables_ct);
        total(&tot, _("refunds"), -k.refunds_ct);
        total(&tot, _("prizes in money"), -k.prizes_ct);
        total(&tot, _("= the Kasse"), k.total_ct);
        for (size_t i = 0; i < nf; i++)
            if (fees[i].state == DB_FEE_PAID)
                booking(&bk, fees[i].changed, _("entry fee"), fees[i].name,
                        strcmp(fees[i].method, "transfer") == 0 ? _("transfer") : _("cash"),
                        fees[i].ct);
        for (size_t i = 0; i < nb; i++)
            booking(&bk, bl[i].booked, _("bank transfer"), reg_name(regs, nr, bl[i].reg_id),
                    _("transfer"), bl[i].ct);
        for (size_t i = 0; i < ndo; i++) {
            const char *who = "?";
            for (size_t f = 0; f < nf; f++)
                if (fees[f].player_id == dov[i].player_id)
                    who = fees[f].name;
            booking(&bk, dov[i].at, _("paid above the fee"), who, _("cash"), dov[i].ct);
        }
        for (size_t i = 0; i < nm; i++) {
            const char *who = "?";
            for (size_t f = 0; f < nf; f++)
                if (mv[i].player_id && fees[f].player_id == mv[i].player_id)
                    who = fees[f].name;
            if (!mv[i].player_id)
                who = reg_name(regs, nr, mv[i].reg_id);
            bool refund = mv[i].kind == DB_CASH_REFUND;
            booking(&bk, mv[i].at, refund ? _("refund") : _("donation"), who,
                    mv[i].transfer ? _("transfer") : _("cash"), refund ? -mv[i].ct : mv[i].ct);
        }
        for (size_t i = 0; i < c.n; i++)
            if (c.rows[i].prize_ct)
                booking(&bk, ot->row.date, _("prize"), c.rows[i].name, _("cash"),
                        -c.rows[i].prize_ct);
        char e1[32], e2[32], e3[32], more[256];
        snprintf(more, sizeof more, _("cash %s, transfer %s"),
                 money_euro_text(k.fees_cash_ct, e1, sizeof e1),
                 money_euro_text(k.fees_transfer_ct, e2, sizeof e2));
        term(&ks, _("entry fees in"), k.fees_cash_ct + k.fees_transfer_ct, more);
        term(&ks, _("transfers, no fee yet"), k.transfers_ct, _("registrations not checked in"));
        char e4[32], e5[32];
        snprintf(more, sizeof more, _("cash %s, transfer %s; kept as donations %s, given back %s, "
                 "open %s"), money_euro_text(k.overpaid_cash_ct, e4, sizeof e4),
                 money_euro_text(k.overpaid_ct - k.overpaid_cash_ct, e5, sizeof e5),
                 money_euro_text(k.donations_ct, e1, sizeof e1),
                 money_euro_text(k.overpaid_refunded_ct, e2, sizeof e2),
                 money_euro_text(k.overpaid_open_ct, e3, sizeof e3));
        term(&ks, _("paid above the fee"), k.overpaid_ct, more);
        term(&ks, _("loss and passed fees"), k.tables_ct, NULL);
        snprintf(more, sizeof more, _("cash %s, transfer %s"),
                 money_euro_text(k.refunds_cash_ct, e1, sizeof e1),
                 money_euro_text(k.refunds_ct - k.refunds_cash_ct, e2, sizeof e2));
        term(&ks, _("refunds"), -k.refunds_ct, more);
        term(&ks, _("prizes in money"), -k.prizes_ct, NULL);
        snprintf(more, sizeof more, _("cash in the box %s, bank %s"),
                 money_euro_text(k.cash_ct, e1, sizeof e1),
                 money_euro_text(k.bank_ct, e2, sizeof e2));
        term(&ks, _("= the Kasse"), k.total_ct, more);
        const char *roles[] = {_("Kassenwart (treasurer)"), _("Prüfer (auditor)")};
        for (int i = 0; i < 2; i++) {
            rep_cell *s = row_new(&sg);
            s[0] = rep_text(roles[i]);
            s[1] = s[2] = s[3] = rep_text("");
        }
        rep_col tc[2] = {{_("kind"), REP_LEFT, 4, NULL}, {_("euros"), REP_RIGHT, 1.5, NULL}};
        rep_col bc[5] = {{_("date"), REP_LEFT, 1.2, NULL}, {_("kind"), REP_LEFT, 1.5, NULL},
                         {_("who"), REP_LEFT, 3, NULL}, {_("how"), REP_LEFT, 1, NULL},
                         {_("euros"), REP_RIGHT, 1.2, NULL}};
        rep_col kc[3] = {{_("term"), REP_LEFT, 2.5, NULL}, {_("euros"), REP_RIGHT, 1.2, NULL},
                         {_("of which"), REP_LEFT, 3.5, NULL}};
        rep_col sc[4] = {{_("role"), REP_LEFT, 2, NULL}, {_("name"), REP_LEFT, 2.5, NULL},
                         {_("date"), REP_LEFT, 1.2, NULL}, {_("signature"), REP_LEFT, 3, NULL}};
        rep_table tabs[4] = {{_("totals by kind"), 2, tc, tot.n, tot.c},
                             {_("every booking"), 5, bc, bk.n, bk.c},
                             {_("the Kasse, term by term"), 3, kc, ks.n, ks.c},
                             {_("checked and signed"), 4, sc, sg.n, sg.c}};
        rep_doc doc = {ot->row.name, ot->row.date, NULL, outfmt_lang(a)};
        rc = rep_pdf_pages_blank(a->pos[0], &doc, rep_label(outfmt_lang(a), "kasse_report"),
                                 tabs, 4, &ctx->err);
    }
    if (rc == SK_OK)
        printf(_("wrote %s: the Kassenbericht of '%s' (%d bookings, the Kasse %s euros)\n"),
               a->pos[0], ot->row.name, bk.n, money_euro_text(k.total_ct, (char[32]){0}, 32));
    SK_FREE_ALL(tot.c, bk.c, ks.c, sg.c);
    rep_pool_free(&tot.pool);
    rep_pool_free(&bk.pool);
    rep_pool_free(&ks.pool);
    rep_pool_free(&sg.pool);
    db_fees_free(fees, nf);
    db_bank_lines_free(bl, nb);
    db_preregs_free(regs, nr);
    free(mv);
    free(dov);
    ops_cashbook_free(&k);
    ops_cashier_free(&c);
    return rc;
}
