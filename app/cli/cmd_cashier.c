/* cmd_cashier.c - `cashier`, `cashier pay`, `cashier pdf`, `prize add|
 * remove|list`: the cash desk and the prize table of a tournament day
 * (cashier.h, prizeview.h, checkin.h's ops_fee_set). */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cashier.h"
#include "money.h"
#include "checkin.h"
#include "cli.h"
#include "csvout.h"
#include "day.h"
#include "entrycode.h"
#include "cashbook.h"
#include "lookup.h"
#include "outfmt.h"
#include "playername.h"
#include "prereg.h"
#include "rep_pdf.h"

/* "paid (cash)", "owed", "waived", "-" */
static const char *state_text(const ops_cashier_row *r, char *buf, size_t n)
{
    if (!r->has_fee)
        snprintf(buf, n, "-");
    else if (r->waiting && r->state == DB_FEE_PAID) /* the next series' draw seats them */
        snprintf(buf, n, "%s (%s)", _("waiting"),
                 strcmp(r->method, "transfer") == 0 ? _("transfer") : _("cash"));
    else if (r->waiting && r->state == DB_FEE_OWED)
        snprintf(buf, n, "%s (%s)", _("waiting"), _("owed"));
    else if (r->state == DB_FEE_PAID && !r->rank) /* never seated: held (held.h) */
        snprintf(buf, n, "%s (%s)", _("held"),
                 strcmp(r->method, "transfer") == 0 ? _("transfer") : _("cash"));
    else if (r->state == DB_FEE_PAID)
        snprintf(buf, n, "%s (%s)", _("paid"),
                 strcmp(r->method, "transfer") == 0 ? _("transfer") : _("cash"));
    else
        snprintf(buf, n, "%s", r->state == DB_FEE_OWED ? _("owed") : _("waived"));
    return buf;
}

/* The prize in words: "50.00 euros (place 1)", "Schinken (best lady)",
 * "... - tie: by lot". */
static void prize_text(const ops_cashier_row *r, sk_buf *b)
{
    if (!r->prize_won && !r->prize_ct)
        return;
    if (r->prize_goods)
        sk_buf_add(b, r->prize_goods);
    if (r->prize_ct) {
        char e[32];
        outfmt_euro(e, sizeof e, r->prize_ct);
        sk_buf_printf(b, "%s%s", r->prize_goods ? " + " : "", e[0] == '+' ? e + 1 : e);
    }
    if (r->prize_won) {
        sk_buf_add(b, " (");
        ops_prize_name((day_group)r->prize_group, r->prize_place, b);
        sk_buf_add(b, ")");
    }
    if (r->prize_lot)
        sk_buf_add(b, _(" - tie: decide by lot ('standings lot')"));
}

/* ct as "12.34" ("12,34" in German runs), no sign for a positive amount. */
static const char *euro_s(long long ct, char *buf, size_t n)
{
    char e[32];
    outfmt_euro(e, sizeof e, ct);
    snprintf(buf, n, "%s", e[0] == '+' ? e + 1 : e);
    return buf;
}

static void euro(sk_buf *b, long long ct)
{
    char e[32];
    sk_buf_add(b, euro_s(ct, e, sizeof e));
}

static void kasse_text(sk_buf *b, const ops_cashbook *k);

static void cashier_text(sk_buf *b, const ops_tour *ot, const ops_cashier *c,
                         const ops_cashbook *k)
{
    const db_tournament *t = &ot->row;
    char e1[32], e2[32], e3[32], e4[32], e5[32], e6[32];
    euro_s(c->fee_ct, e1, sizeof e1);
    sk_buf_printf(b, c->bavarian ? _("cash desk of '%s' (entry fee %s euros; Bavarian preset: at "
                                     "most 15 euros, prizes in goods)\n")
                                 : _("cash desk of '%s' (entry fee %s euros)\n"), t->name, e1);
    int w = outfmt_col_width(6, c->rows, c->n, sizeof *c->rows, offsetof(ops_cashier_row, name));
    sk_buf_pad(b, C_("column", "rank"), 5, false);
    sk_buf_add(b, " ");
    sk_buf_pad(b, _("player"), w, false);
    sk_buf_printf(b, "  %-16s %9s %9s %9s %10s  %s\n", C_("column", "fee"), C_("column", "entry"),
                  C_("column", "fees"), C_("column", "prize"), C_("column", "balance"),
                  C_("column", "prize won"));
    for (size_t i = 0; i < c->n; i++) {
        const ops_cashier_row *r = &c->rows[i];
        char st[64];
        if (r->rank)
            sk_buf_printf(b, "%4d. ", r->rank);
        else
            sk_buf_add(b, "    - ");
        sk_buf_pad(b, r->name, w, false);
        sk_buf_add(b, "  ");
        sk_buf_pad(b, state_text(r, st, sizeof st), 16, false);
        sk_buf_add(b, " ");
        outfmt_pad_euro(b, r->entry_ct, 9);
        sk_buf_add(b, " ");
        outfmt_pad_euro(b, r->loss_fee_ct + r->passed_fee_ct, 9);
        sk_buf_add(b, " ");
        outfmt_pad_euro(b, r->prize_ct, 9);
        sk_buf_add(b, " ");
        outfmt_pad_euro(b, r->balance_ct, 10);
        sk_buf_add(b, "  ");
        prize_text(r, b);
        sk_buf_add(b, "\n");
    }
    sk_buf_printf(b, _("entry fees due %s euros (%d players): paid %s (cash %s, transfer %s), "
                       "owed %s, waived %s\n"),
                  euro_s(c->due_ct, e1, sizeof e1), c->seated, euro_s(c->paid_ct, e2, sizeof e2),
                  euro_s(c->paid_cash_ct, e3, sizeof e3),
                  euro_s(c->paid_transfer_ct, e4, sizeof e4), euro_s(c->owed_ct, e5, sizeof e5),
                  euro_s(c->waived_ct, e6, sizeof e6));
    sk_buf_printf(b, _("fees: %d paid, %d owed, %d waived\n"), c->npaid, c->nowed, c->nwaived);
    if (ot->rules.fam->tournament_money(&ot->rules))
        sk_buf_printf(b, _("loss fees %s, passed-game fees %s, prize pool %s euros\n"),
                      euro_s(c->loss_fees_ct, e1, sizeof e1),
                      euro_s(c->passed_fees_ct, e2, sizeof e2), euro_s(c->pool_ct, e3, sizeof e3));
    sk_buf_printf(b, sk_ntr("prizes: %s euros in money, %d in goods\n",
                            "prizes: %s euros in money, %d in goods\n", (unsigned long)c->goods),
                  euro_s(c->prizes_ct, e1, sizeof e1), c->goods);
    sk_buf_printf(b, _("Kasse now: %s euros in cash; at the end (the organiser keeps): %s euros\n"),
                  euro_s(c->kasse_ct, e1, sizeof e1), euro_s(c->end_ct, e2, sizeof e2));
    outfmt_held(b, &c->held, c->kasse_end_ct);
    kasse_text(b, k);
}

/* One term of the Kasse: label, amount, and what it holds (may be NULL). */
static void term(sk_buf *b, const char *label, long long ct, const char *more)
{
    sk_buf_add(b, "  ");
    sk_buf_pad(b, label, 34, false);
    outfmt_pad_euro(b, ct, 10);
    if (more && *more)
        sk_buf_printf(b, "  (%s)", more);
    sk_buf_add(b, "\n");
}

/* The Kasse term by term (cashbook.h): it balances to the cent. */
static void kasse_text(sk_buf *b, const ops_cashbook *k)
{
    char e1[32], e2[32], e3[32], more[256];
    sk_buf_add(b, _("the Kasse, term by term:\n"));
    snprintf(more, sizeof more, _("cash %s, transfer %s"), euro_s(k->fees_cash_ct, e1, sizeof e1),
             euro_s(k->fees_transfer_ct, e2, sizeof e2));
    term(b, _("entry fees in"), k->fees_cash_ct + k->fees_transfer_ct, more);
    if (k->transfers_ct)
        term(b, _("transfers, no fee yet"), k->transfers_ct,
             _("registrations not checked in"));
    if (k->overpaid_ct) {
        char e4[32], e5[32];
        snprintf(more, sizeof more, _("cash %s, transfer %s; kept as donations %s, given back %s, "
                 "open %s"), euro_s(k->overpaid_cash_ct, e4, sizeof e4),
                 euro_s(k->overpaid_ct - k->overpaid_cash_ct, e5, sizeof e5),
                 euro_s(k->donations_ct, e1, sizeof e1),
                 euro_s(k->overpaid_refunded_ct, e2, sizeof e2),
                 euro_s(k->overpaid_open_ct, e3, sizeof e3));
        term(b, _("paid above the fee"), k->overpaid_ct, more);
    }
    if (k->tables_ct)
        term(b, _("loss and passed fees"), k->tables_ct, NULL);
    snprintf(more, sizeof more, _("cash %s, transfer %s"), euro_s(k->refunds_cash_ct, e1, sizeof e1),
             euro_s(k->refunds_ct - k->refunds_cash_ct, e2, sizeof e2));
    term(b, _("refunds"), -k->refunds_ct, k->refunds_ct ? more : NULL);
    term(b, _("prizes in money"), -k->prizes_ct, NULL);
    snprintf(more, sizeof more, _("cash in the box %s, bank %s"), euro_s(k->cash_ct, e1, sizeof e1),
             euro_s(k->bank_ct, e2, sizeof e2));
    term(b, _("= the Kasse"), k->total_ct, more);
    for (size_t i = 0; i < k->nover; i++)
        if (k->over[i].open_ct)
            sk_buf_printf(b, _("  %s paid %s euros above the fee: to give back ('cashier refund') "
                               "or keep ('cashier donate')\n"), k->over[i].name,
                          euro_s(k->over[i].open_ct, e1, sizeof e1));
}

static void kasse_json(sk_buf *b, const ops_cashbook *k)
{
    sk_buf_printf(b, ",\"kasse\":{\"fees_cash_ct\":%lld,\"fees_transfer_ct\":%lld,"
                     "\"transfers_ct\":%lld,\"overpaid_ct\":%lld,\"overpaid_cash_ct\":%lld,"
                     "\"donations_ct\":%lld,"
                     "\"overpaid_refunded_ct\":%lld,\"overpaid_open_ct\":%lld,"
                     "\"tables_ct\":%lld,\"refunds_ct\":%lld,\"refunds_cash_ct\":%lld,"
                     "\"prizes_ct\":%lld,\"total_ct\":%lld,\"cash_ct\":%lld,\"bank_ct\":%lld,"
                     "\"overpaid\":[",
                  k->fees_cash_ct, k->fees_transfer_ct, k->transfers_ct, k->overpaid_ct,
                  k->overpaid_cash_ct, k->donations_ct, k->overpaid_refunded_ct, k->overpaid_open_ct, k->tables_ct,
                  k->refunds_ct, k->refunds_cash_ct, k->prizes_ct, k->total_ct, k->cash_ct,
                  k->bank_ct);
    for (size_t i = 0; i < k->nover; i++) {
        const ops_overpaid *o = &k->over[i];
        sk_buf_add(b, i ? ",{\"player\":" : "{\"player\":");
        sk_buf_json_str(b, o->name);
        sk_buf_printf(b, ",\"registration\":%lld,\"ct\":%lld,\"cash_ct\":%lld,"
                         "\"donated_ct\":%lld,\"refunded_ct\":%lld,\"open_ct\":%lld}",
                      (long long)o->reg_id, o->ct, o->cash_ct, o->donated_ct, o->refunded_ct,
                      o->open_ct);
    }
    sk_buf_add(b, "]}");
}

static void cashier_json(sk_buf *b, const db_tournament *t, const ops_cashier *c,
                         const ops_cashbook *k)
{
    sk_buf_add(b, "{\"tournament\":");
    sk_buf_json_str(b, t->name);
    sk_buf_printf(b, ",\"fee_ct\":%lld,\"bavarian\":%s,\"players\":[", c->fee_ct,
                  c->bavarian ? "true" : "false");
    for (size_t i = 0; i < c->n; i++) {
        const ops_cashier_row *r = &c->rows[i];
        sk_buf_printf(b, "%s{\"rank\":%d,\"player\":", i ? "," : "", r->rank);
        sk_buf_json_str(b, r->name);
        sk_buf_printf(b, ",\"fee\":%s%s%s,\"fee_ct\":%lld,\"method\":\"%s\",\"entry_ct\":%lld,"
                         "\"loss_fees_ct\":%lld,\"passed_fees_ct\":%lld,\"prize_ct\":%lld,"
                         "\"balance_ct\":%lld,\"prize\":",
                      r->has_fee ? "\"" : "", r->has_fee ? db_fee_word(r->state) : "null",
                      r->has_fee ? "\"" : "", r->fee_ct, r->method, r->entry_ct, r->loss_fee_ct,
                      r->passed_fee_ct, r->prize_ct, r->balance_ct);
        if (r->prize_won) {
            sk_buf_printf(b, "{\"group\":\"%s\",\"place\":%d,\"goods\":",
                          dayset_group_word((day_group)r->prize_group), r->prize_place);
            if (r->prize_goods)
                sk_buf_json_str(b, r->prize_goods);
            else
                sk_buf_add(b, "null");
            sk_buf_printf(b, ",\"lot\":%s}", r->prize_lot ? "true" : "false");
        } else {
            sk_buf_add(b, "null");
        }
        sk_buf_add(b, "}");
    }
    sk_buf_printf(b, "],\"due_ct\":%lld,\"paid_ct\":%lld,\"paid_cash_ct\":%lld,"
                     "\"paid_transfer_ct\":%lld,\"owed_ct\":%lld,\"waived_ct\":%lld,\"paid\":%d,"
                     "\"owed\":%d,\"waived\":%d,\"paid_unseated_ct\":%lld,\"loss_fees_ct\":%lld,"
                     "\"passed_fees_ct\":%lld,\"pool_ct\":%lld,\"prizes_ct\":%lld,\"goods\":%d,"
                     "\"kasse_ct\":%lld,\"end_ct\":%lld,\"kasse_end_ct\":%lld",
                  c->due_ct, c->paid_ct, c->paid_cash_ct, c->paid_transfer_ct, c->owed_ct,
                  c->waived_ct, c->npaid, c->nowed, c->nwaived, c->paid_unseated_ct,
                  c->loss_fees_ct, c->passed_fees_ct, c->pool_ct, c->prizes_ct, c->goods,
                  c->kasse_ct, c->end_ct, c->kasse_end_ct);
    ops_held_json(&c->held, b);
    kasse_json(b, k);
    sk_buf_add(b, "}\n");
}

static void cashier_csv(sk_buf *b, const ops_cashier *c)
{
    sk_buf_add(b, "rank,player,fee,fee_ct,method,entry_ct,loss_fees_ct,passed_fees_ct,prize_ct,"
                  "balance_ct,prize_group,prize_place,prize_goods,lot\n");
    for (size_t i = 0; i < c->n; i++) {
        const ops_cashier_row *r = &c->rows[i];
        outfmt_csv_ranked(b, r->rank, r->name);
        sk_buf_printf(b, ",%s,%lld,%s,%lld,%lld,%lld,%lld,%lld,%s,%d,",
                      r->has_fee ? db_fee_word(r->state) : "", r->fee_ct, r->method, r->entry_ct,
                      r->loss_fee_ct, r->passed_fee_ct, r->prize_ct, r->balance_ct,
                      r->prize_won ? dayset_group_word((day_group)r->prize_group) : "",
                      r->prize_won ? r->prize_place : 0);
        if (r->prize_goods)
            csvout_field(b, r->prize_goods, strlen(r->prize_goods));
        sk_buf_printf(b, ",%s\n", r->prize_lot ? "yes" : "no");
    }
}

/* cashier pdf: the cash desk c as PDF (the players, the totals). */
static int cashier_pdf(cli_ctx *ctx, const cli_args *a, const ops_cashier *c)
{
    const db_tournament *t = &ctx->tour->row;
    rep_pool pool = {0};
    static const rep_col cols[] = {
        {NC_("column", "rank"), REP_RIGHT, 0.6, NULL}, {N_("player"), REP_LEFT, 3, NULL},
        {NC_("column", "fee"), REP_LEFT, 1.6, NULL},  {NC_("column", "entry"), REP_RIGHT, 1, NULL},
        {NC_("column", "fees"), REP_RIGHT, 1, NULL},  {NC_("column", "prize"), REP_RIGHT, 1, NULL},
        {NC_("column", "balance"), REP_RIGHT, 1, NULL}, {NC_("column", "prize won"), REP_LEFT, 2.6, NULL},
    };
    rep_col pc[8];
    for (int k = 0; k < 8; k++) {
        pc[k] = cols[k];
        pc[k].header = k == 1 ? _(cols[k].header) : C_("column", cols[k].header);
    }
    rep_cell *cells = xcalloc(c->n * 8 + 1, sizeof *cells);
    for (size_t i = 0; i < c->n; i++) {
        const ops_cashier_row *r = &c->rows[i];
        char st[64];
        sk_buf pz = {0};
        prize_text(r, &pz);
        rep_cell *row = &cells[i * 8];
        row[0] = r->rank ? rep_num(r->rank) : rep_text("-");
        row[1] = rep_text(r->name);
        row[2] = rep_text(rep_pool_add(&pool, xstrdup(state_text(r, st, sizeof st))));
        row[3] = rep_cents(r->entry_ct);
        row[4] = rep_cents(r->loss_fee_ct + r->passed_fee_ct);
        row[5] = rep_cents(r->prize_ct);
        row[6] = rep_cents(r->balance_ct);
        char *won = sk_buf_take(&pz);
        row[7] = rep_text(rep_pool_add(&pool, won ? won : xstrdup("")));
    }
    /* the totals */
    static const rep_col tcols[] = {{"", REP_LEFT, 4, NULL}, {"", REP_RIGHT, 1.5, NULL}};
    const char *labels[] = {_("entry fees due"), _("paid in cash"), _("paid by transfer"),
                            _("owed"), _("waived"), _("held for players never seated"),
                            _("loss fees"), _("passed-game fees"), _("prize pool"),
                            _("prizes in money"), _("Kasse now (cash)"),
                            _("at the end: the organiser keeps"),
                            _("Kasse at the end (with the money held)")};
    long long vals[] = {c->due_ct, c->paid_cash_ct, c->paid_transfer_ct, c->owed_ct, c->waived_ct,
                        c->paid_unseated_ct, c->loss_fees_ct, c->passed_fees_ct, c->pool_ct,
                        c->prizes_ct, c->kasse_ct, c->end_ct, c->kasse_end_ct};
    enum { NT = sizeof vals / sizeof vals[0] };
    rep_col tc[2] = {tcols[0], tcols[1]};
    tc[0].header = _("totals");
    tc[1].header = _("euros");
    rep_cell tcells[NT * 2 + 2];
    for (int k = 0; k < NT; k++) {
        tcells[2 * k] = rep_text(labels[k]);
        tcells[2 * k + 1] = rep_cents(vals[k]);
    }
    int nt = NT;
    char goods[64];
    snprintf(goods, sizeof goods, "%d", c->goods);
    tcells[2 * nt] = rep_text(_("prizes in goods"));
    tcells[2 * nt + 1] = rep_text(goods);
    nt++;
    rep_table tabs[2] = {{_("players"), 8, pc, (int)c->n, cells},
                         {_("totals"), 2, tc, nt, tcells}};
    rep_doc doc = {t->name, t->date, NULL, outfmt_lang(a)};
    int rc = rep_pdf_pages(a->pos[0], &doc, rep_label(outfmt_lang(a), "cashier_title"), tabs, 2,
                       &ctx->err);
    if (rc == SK_OK)
        printf(_("wrote %s: the cash desk of '%s' (%zu players)\n"), a->pos[0], t->name, c->n);
    free(cells);
    rep_pool_free(&pool);
    return rc;
}

/* cashier and cashier pdf: main looked up the tournament of -t (CLI_TOUR,
 * its rules parsed once); its cash desk, as PDF for cashier pdf (CLI_STEP on
 * its row). */
int cmd_cashier(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    ops_cashier c;
    int rc = ops_cashier_load(ctx->db, ctx->tour, &c, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (ctx->cmd->flags & CLI_STEP) { /* cashier pdf */
        rc = cashier_pdf(ctx, a, &c);
        ops_cashier_free(&c);
        return rc;
    }
    ops_cashbook k;
    memset(&k, 0, sizeof k);
    rc = ops_cashbook_load(ctx->db, t, c.loss_fees_ct + c.passed_fees_ct, c.prizes_ct, &k,
                           &ctx->err);
    if (rc != SK_OK)
        ops_cashier_free(&c);
    if (rc == SK_OK) {
        const char *fmt = cli_str(a, "format") ? cli_str(a, "format") : "text";
        sk_buf b = {0};
        if (strcmp(fmt, "json") == 0)
            cashier_json(&b, t, &c, &k);
        else if (strcmp(fmt, "csv") == 0)
            cashier_csv(&b, &c);
        else
            cashier_text(&b, ctx->tour, &c, &k);
        outfmt_put(&b);
        ops_cashier_free(&c);
        ops_cashbook_free(&k);
    }
    return rc;
}

int cmd_cashier_pay(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *ot = ctx->tour;
    const db_tournament *t = &ot->row;
    const char *key = a->pos[0];
    db_fee_state state = cli_has(a, "owed") ? DB_FEE_OWED : cli_has(a, "waived") ? DB_FEE_WAIVED
                                                                                : DB_FEE_PAID;
    long long ct = cli_int(a, "ct", -1);
    const char *method = cli_has(a, "transfer") ? "transfer" : NULL;
    /* a registration not checked in yet: the transfer received before the day */
    db_prereg r;
    char code[ENTRYCODE_LEN + 1];
    bool reg = (key[0] == '#' || entrycode_normalize(key, code)) &&
               ops_prereg_find(ctx->db, t, key, &r, &ctx->err) == SK_OK;
    if (reg && r.state == DB_REG_WAITING) {
        long long before = r.prepaid_ct;
        int rc = ops_prepaid_set(ctx->db, ot, &r, state, ct, cli_has(a, "force") > 0, &ct, &ctx->err);
        if (rc == SK_OK && state == DB_FEE_WAIVED)
            printf(_("registration #%lld '%s': the %s euros received are given back (nothing "
                     "held for it)\n"), (long long)r.id, r.name,
                   money_euro_text(before, (char[32]){0}, 32));
        else if (rc == SK_OK)
            printf(_("registration #%lld '%s': %s euros received by transfer\n"),
                   (long long)r.id, r.name, money_euro_text(ct, (char[32]){0}, 32));
        db_prereg_clear(&r);
        return rc;
    }
    sk_err_clear(&ctx->err);
    int64_t pid = reg ? r.player_id : 0;
    if (reg)
        db_prereg_clear(&r);
    db_player p;
    memset(&p, 0, sizeof p);
    int rc = pid ? db_player_get(ctx->db, pid, &p, &ctx->err)
             : playername_find(ctx->db, key, &p, &ctx->err);
    db_fee f;
    long long over = 0;
    int keep = cli_has(a, "change") ? OPS_GIVEN_CHANGE : cli_has(a, "donate") ? OPS_GIVEN_DONATE
                                                                              : OPS_GIVEN_OPEN;
    if (rc == SK_OK && cli_str(a, "given"))
        rc = ops_fee_given(ctx->db, ot, p.id, p.name, ct, cli_int(a, "given", 0), keep,
                           cli_has(a, "force") > 0, &f, &over, &ctx->err);
    else if (rc == SK_OK)
        rc = ops_fee_set(ctx->db, ot, p.id, state, ct, method, cli_has(a, "force") > 0, &f,
                        &ctx->err);
    if (rc == SK_OK)
        printf(_("%s: entry fee %s euros %s\n"), p.name, money_euro_text(f.ct, (char[32]){0}, 32),
               f.state == DB_FEE_PAID   ? (strcmp(f.method, "transfer") == 0 ? _("paid (transfer)")
                                                                             : _("paid (cash)"))
               : f.state == DB_FEE_OWED ? _("owed")
                                        : _("waived"));
    if (rc == SK_OK && over > 0) {
        sk_buf b = {0};
        ops_given_text(over, keep, &b);
        printf("%s: %s\n", p.name, sk_buf_str(&b));
        sk_buf_free(&b);
    }
    db_player_clear(&p);
    return rc;
}

/* Who PLAYER|CODE is for a refund or donation: a registration (its player
 * once checked in) or a player (with their registration of t, if any). */
static int cash_who(cli_ctx *ctx, const ops_tour *ot, const char *key, ops_cash_who *w,
                    db_player *p, db_prereg *r, bool *has_reg)
{
    memset(w, 0, sizeof *w);
    memset(p, 0, sizeof *p);
    *has_reg = false;
    char code[ENTRYCODE_LEN + 1];
    if ((key[0] == '#' || entrycode_normalize(key, code)) &&
        ops_prereg_find(ctx->db, &ot->row, key, r, &ctx->err) == SK_OK) {
        *has_reg = true;
        w->reg_id = r->id;
        w->player_id = r->state == DB_REG_CONFIRMED ? r->player_id : 0;
        w->name = r->name;
        return SK_OK;
    }
    sk_err_clear(&ctx->err);
    int rc = playername_find(ctx->db, key, p, &ctx->err);
    if (rc != SK_OK)
        return rc;
    w->player_id = p->id;
    w->name = p->name;
    rc = db_prereg_of_player(ctx->db, ot->row.id, p->id, r, has_reg, &ctx->err);
    if (rc == SK_OK && *has_reg)
        w->reg_id = r->id;
    return rc;
}

/* cashier refund|donate PLAYER|CODE: the tournament a write goes to
 * (CLI_TOUR_WRITE, main looked it up); 'cashier refund' is CLI_STEP on the row */
int cmd_cashier_refund_donate(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *ot = ctx->tour;
    bool refund = ctx->cmd->flags & CLI_STEP;
    ops_cash_who w;
    db_player p;
    db_prereg r;
    bool has_reg = false;
    int rc = cash_who(ctx, ot, a->pos[0], &w, &p, &r, &has_reg);
    db_cash_move m;
    if (rc == SK_OK)
        rc = refund ? ops_cash_refund(ctx->db, ot, &w, cli_int(a, "ct", -1), &m, &ctx->err)
                    : ops_cash_donate(ctx->db, ot, &w, &m, &ctx->err);
    char e[32];
    if (rc == SK_OK && refund)
        printf(m.transfer ? _("%s: %s euros given back (by transfer)\n")
                          : _("%s: %s euros given back (in cash)\n"),
               w.name, money_euro_text(m.ct, e, sizeof e));
    else if (rc == SK_OK)
        printf(_("%s: %s euros paid above the fee kept as a donation\n"), w.name,
               money_euro_text(m.ct, e, sizeof e));
    if (has_reg)
        db_prereg_clear(&r);
    db_player_clear(&p);
    return rc;
}

/* prize add and remove: the tournament (for a write: CLI_TOUR_WRITE, main
 * looked it up), --group (overall) and --place (1). */
static const char *prize_group(const cli_args *a)
{
    return cli_str(a, "group") ? cli_str(a, "group") : "overall";
}

int cmd_prize_add(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    const char *grp = prize_group(a);
    int place = (int)cli_int(a, "place", 1);
    int rc = ops_prize_add(ctx->db, t, grp, place, cli_int(a, "ct", 0), cli_str(a, "goods"),
                           cli_has(a, "replace") > 0, &ctx->err);
    if (rc == SK_OK) {
        sk_buf b = {0};
        day_group g = DAY_OVERALL;
        dayset_group_parse(grp, strlen(grp), &g);
        ops_prize_name(g, place, &b);
        if (cli_str(a, "goods"))
            printf(_("prize of '%s': %s: %s\n"), t->name, sk_buf_str(&b), cli_str(a, "goods"));
        else
            printf(_("prize of '%s': %s: %s euros\n"), t->name, sk_buf_str(&b),
                   money_euro_text(cli_int(a, "ct", 0), (char[32]){0}, 32));
        sk_buf_free(&b);
    }
    return rc;
}

int cmd_prize_remove(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    const char *grp = prize_group(a);
    int place = (int)cli_int(a, "place", 1);
    int rc = ops_prize_remove(ctx->db, t, grp, place, &ctx->err);
    if (rc == SK_OK)
        printf(_("prize %s %d of '%s' removed\n"), grp, place, t->name);
    return rc;
}

/* The day's prize scheme and what it gives the field as it stands: the
 * overall places won without a prize of their own in the table v. */
static int scheme_list(cli_ctx *ctx, const db_tournament *t, const ops_prizes *pz,
                       const db_prize *v, size_t n, const ops_cashier *c, sk_buf *b)
{
    day_settings ds;
    int rc = ops_day_load(ctx->db, t, &ds, &ctx->err);
    if (rc != SK_OK || !ds.scheme.set)
        return rc;
    char text[PSCHEME_TEXT_MAX + 1];
    prize_scheme_format(&ds.scheme, text, sizeof text);
    sk_buf_printf(b, _("prize scheme: %s"), text);
    if (ds.scheme.percent) {
        sk_buf_printf(b, _(" (the pool: %d %% of the entry fees due = "), ds.scheme.percent);
        euro(b, pz->scheme_pool_ct);
        sk_buf_add(b, _(" euros)"));
    }
    sk_buf_add(b, "\n");
    for (size_t k = 0; k < c->n; k++) {
        const ops_cashier_row *r = &c->rows[k];
        bool own = false;
        for (size_t i = 0; i < n && !own; i++)
            own = strcmp(v[i].grp, "overall") == 0 && v[i].place == r->prize_place;
        if (!r->prize_won || r->prize_group != DAY_OVERALL || own)
            continue;
        sk_buf_add(b, "  ");
        ops_prize_name(DAY_OVERALL, r->prize_place, b);
        sk_buf_add(b, ": ");
        if (r->prize_goods)
            sk_buf_add(b, r->prize_goods);
        else {
            euro(b, r->prize_ct);
            sk_buf_add(b, _(" euros"));
        }
        sk_buf_printf(b, " -> %s", r->name);
        if (r->prize_lot)
            sk_buf_add(b, _(" (tie: by lot)"));
        else if (r->prize_ct && k + 1 < c->n && c->rows[k + 1].prize_won &&
                 c->rows[k + 1].prize_place == r->prize_place)
            sk_buf_add(b, _(" (tie: shared)"));
        else if (k && c->rows[k - 1].prize_won && c->rows[k - 1].prize_place == r->prize_place &&
                 c->rows[k - 1].prize_group == DAY_OVERALL)
            sk_buf_add(b, _(" (tie: shared)"));
        sk_buf_add(b, "\n");
    }
    return SK_OK;
}

int cmd_prize_list(cli_ctx *ctx, const cli_args *a)
{
    (void)a; /* main looked the tournament up (CLI_TOUR) */
    ops_tour *ot = ctx->tour;
    const db_tournament *t = &ot->row;
    db_prize *v;
    size_t n;
    int rc = db_prize_list(ctx->db, t->id, &v, &n, &ctx->err);
    ops_cashier c;
    memset(&c, 0, sizeof c);
    if (rc == SK_OK)
        rc = ops_cashier_load(ctx->db, ot, &c, &ctx->err);
    if (rc == SK_OK) {
        sk_buf b = {0};
        const ops_prizes *pz0 = c.m.prizes ? c.m.prizes : &c.pz;
        if (n || !pz0->scheme)
            sk_buf_printf(&b, sk_ntr("prizes of '%s' (%zu):\n", "prizes of '%s' (%zu):\n", n),
                          t->name, n);
        for (size_t i = 0; i < n; i++) {
            day_group g = DAY_OVERALL;
            dayset_group_parse(v[i].grp, strlen(v[i].grp), &g);
            sk_buf_add(&b, "  ");
            ops_prize_name(g, v[i].place, &b);
            sk_buf_add(&b, ": ");
            if (v[i].goods)
                sk_buf_add(&b, v[i].goods);
            else {
                euro(&b, v[i].ct);
                sk_buf_add(&b, _(" euros"));
            }
            /* who wins it */
            for (size_t k = 0; k < c.n; k++) {
                const ops_cashier_row *r = &c.rows[k];
                if (r->prize_won && r->prize_group == (int)g && r->prize_place == v[i].place) {
                    sk_buf_printf(&b, " -> %s", r->name);
                    if (r->prize_lot)
                        sk_buf_add(&b, _(" (tie: by lot)"));
                }
            }
            sk_buf_add(&b, "\n");
        }
        const ops_prizes *pz = c.m.prizes ? c.m.prizes : &c.pz;
        if (rc == SK_OK)
            rc = scheme_list(ctx, t, pz, v, n, &c, &b);
        if ((n || pz->scheme) && !c.n)
            sk_buf_add(&b, _("(no standings yet: the prizes go by the standings)\n"));
        outfmt_put(&b);
    }
    if (rc == SK_OK)
        db_prizes_free(v, n);
    ops_cashier_free(&c);
    return rc;
}

