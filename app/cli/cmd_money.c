/* cmd_money.c - `money`: the settlement of a tournament in cents, for Skat
 * (house rules and money: rules-house-schafkopf.md B.6, app/ops/moneyview)
 * and Schafkopf (Part A: app/ops/schops). */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "clifam.h"
#include "money.h"
#include "csvout.h"
#include "db_tournaments.h"
#include "lookup.h"
#include "moneyjson.h"
#include "moneyset.h"
#include "moneyview.h"
#include "opsfam.h"
#include "outfmt.h"
#include "cashier.h"
#include "prizeview.h"
#include "schops.h"
#include "schset.h"

/* Who pays whom (B.6.1, and the Schafkopf list the same way): "  Bert
 * pays Anna 0.07 euros" per payment between name(0..n-1). */
static void pays_text(sk_buf *b, const char *(*name)(const void *, int), const void *v,
                      const money_transfer *tr, int ntr, size_t n, bool zero_sum)
{
    if (!zero_sum) {
        sk_buf_add(b, _("the list is not zero-sum (plus-only): nobody pays another player\n"));
        return;
    }
    if (ntr)
        sk_buf_add(b, _("who pays whom:\n"));
    for (int i = 0; i < ntr; i++) {
        char e[40];
        outfmt_euro(e, sizeof e, tr[i].ct);
        sk_buf_printf(b, _("  %s pays %s %s euros\n"), name(v, tr[i].from), name(v, tr[i].to),
                      e + 1); /* without the '+' */
    }
    if (ntr == 0 && n)
        sk_buf_add(b, _("nobody pays anybody\n"));
}

static const char *sch_name(const void *v, int i)
{
    return ((const schops_standings *)v)->rows[i].name;
}

static const char *skat_name(const void *v, int i)
{
    return ((const ops_money *)v)->rows[i].name;
}

/* ---- Schafkopf: the list's points x the tariff (Part A) ---- */

/* How a Wendish Kasse settles (else the family's ops_family settle). */
static const char kasse_words[] = N_("Kasse closed per table: received - stake + share + solos");

static int sch_money(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    const db_tournament *t = &ot->row;
    const family_rules *fr = &ot->rules;
    const sch_settings s = fr->sch;
    int series = (int)cli_int(a, "series", 0);
    const char *fmt = cli_str(a, "format");
    bool csv = fmt && sk_streq_ci(fmt, "csv"); /* json: ops_money_json_load */
    int rc = ops_tour_ok(ot, &ctx->err);
    schops_standings st;
    if (rc == SK_OK)
        rc = schops_standings_load(ctx->db, t, &s, series, &st, &ctx->err);
    if (rc != SK_OK)
        return rc;
    sk_buf b = {0};
    long long sum = 0;
    if (csv) {
        sk_buf_add(&b, "player,points,cents\n");
        for (size_t i = 0; i < st.n; i++) {
            csvout_field(&b, st.rows[i].name, strlen(st.rows[i].name));
            sk_buf_printf(&b, ",%lld,%lld\n", st.rows[i].total, st.rows[i].cents);
        }
    } else {
        int w = outfmt_col_width(outfmt_text_width(_("player"), 6), st.rows, st.n,
                                 sizeof *st.rows, offsetof(schops_row, name));
        const char *how = fr->fam->kasse(fr) ? _(kasse_words) : _(ops_family_of(fr)->settle);
        sk_buf_printf(&b, series ? _("settlement of '%s', this series (%s)\n")
                                 : _("settlement of '%s' (%s)\n"), t->name, how);
        /* no rate: the points only, and how to set one (issue 29 item 7) */
        sk_buf note = {0};
        bool norate = ops_money_no_rate(ot, &note);
        sk_buf_pad(&b, _("player"), w, false);
        sk_buf_printf(&b, "  %8s", C_("column", fr->fam->unit));
        if (!norate)
            sk_buf_printf(&b, "  %8s  %9s", C_("column", "cents"), C_("column", "euro"));
        sk_buf_add(&b, "\n");
        for (size_t i = 0; i < st.n; i++) {
            sk_buf_pad(&b, st.rows[i].name, w, false);
            sk_buf_add(&b, "  ");
            outfmt_pad_signed(&b, st.rows[i].total, 8);
            if (!norate) {
                sk_buf_add(&b, "  ");
                outfmt_pad_signed(&b, st.rows[i].cents, 8);
                sk_buf_add(&b, "  ");
                outfmt_pad_euro(&b, st.rows[i].cents, 9);
            }
            sk_buf_add(&b, "\n");
            sum += st.rows[i].cents;
        }
        if (norate) {
            sk_buf_printf(&b, "%s\n", sk_buf_str(&note));
        } else {
            sk_buf_printf(&b, sum == 0 ? _("sum: %lld ct (zero-sum: every cent one player pays another receives)\n")
                                       : _("sum: %lld ct\n"), sum);
            pays_text(&b, sch_name, &st, st.tr, st.ntr, st.n, st.zero_sum);
        }
        sk_buf_free(&note);
    }
    ops_cashier c;
    memset(&c, 0, sizeof c);
    if (!csv && !series)
        rc = ops_cashier_load(ctx->db, ot, &c, &ctx->err);
    if (rc == SK_OK && !csv && !series && ops_cashier_any(&c)) {
        /* the tournament money of the cash desk: entry fees and prizes */
        sk_buf_add(&b, _("tournament money (the cash desk):\n"));
        for (size_t i = 0; i < c.n; i++) {
            const ops_cashier_row *r = &c.rows[i];
            if (!r->rank)
                continue;
            sk_buf_printf(&b, "  %-24s", r->name);
            outfmt_pad_euro(&b, -r->entry_ct, 9);
            outfmt_pad_euro(&b, r->prize_ct, 9);
            if (r->prize_goods)
                sk_buf_printf(&b, "  %s", r->prize_goods);
            sk_buf_add(&b, "\n");
        }
        sk_buf_printf(&b, _("entry fees %s euros, prizes %s euros in money; kept by the "
                            "organiser: %s euros\n"), money_euro_text(c.due_ct, (char[32]){0}, 32),
                      money_euro_text(c.prizes_ct, (char[32]){0}, 32),
                      money_euro_text(c.end_ct, (char[32]){0}, 32));
        outfmt_held(&b, &c.held, c.kasse_end_ct);
    }
    ops_cashier_free(&c);
    outfmt_put(&b);
    schops_standings_free(&st);
    return rc;
}


/* ---- Skat: the house profile's money (B.6) ---- */

/* "club: list plain, 1/10 ct per point" */
static void describe(sk_buf *b, const ops_money *m, bool norate)
{
    const money_settings *ms = &m->p.money;
    if (norate && m->basis == OPS_MONEY_LACHS)
        sk_buf_printf(b, _("%s, Bierlachs, no price per Lachs set"), m->p.name);
    else if (norate)
        sk_buf_printf(b, _("%s, no rate set, on the %s"), m->p.name, ops_money_basis_words(m->basis));
    else if (m->basis == OPS_MONEY_LACHS)
        sk_buf_printf(b, _("%s, Bierlachs: %d ct per Lachs, paid into the Kasse"), m->p.name,
                      m->p.bierlachs_price_ct);
    else if (ms->rate_den == 1)
        sk_buf_printf(b, _("%s, %d ct per point on the %s"), m->p.name, ms->rate_num,
                      ops_money_basis_words(m->basis));
    else
        sk_buf_printf(b, _("%s, %d/%d ct per point on the %s"), m->p.name, ms->rate_num,
                      ms->rate_den, ops_money_basis_words(m->basis));
}

static void skat_csv(sk_buf *b, const ops_money *m)
{
    sk_buf_add(b, "rank,player,points,lachse,won,lost,passed,settlement_ct,entry_ct,"
                  "loss_fees_ct,passed_fees_ct,prize_ct,balance_ct\n");
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        outfmt_csv_ranked(b, r->rank, r->name);
        sk_buf_printf(b, ",%lld,%d,%d,%d,%d,%lld,%lld,%lld,%lld,%lld,%lld\n", r->points,
                      r->lachse, r->won, r->lost, r->passed, r->settle_ct, r->entry_ct,
                      r->loss_fee_ct, r->passed_fee_ct, r->prize_ct, r->balance_ct);
    }
}

/* The prize table's winners (goods are no figure of the table above). */
static void prize_lines(sk_buf *b, const ops_money *m)
{
    sk_buf_add(b, _("prizes:\n"));
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        if (!r->prize_won)
            continue;
        sk_buf_add(b, "  ");
        ops_prize_name((day_group)r->prize_group, r->prize_place, b);
        sk_buf_printf(b, ": %s", r->name);
        if (r->prize_ct)
            sk_buf_printf(b, _(" %s euros"), money_euro_text(r->prize_ct, (char[32]){0}, 32));
        if (r->prize_goods)
            sk_buf_printf(b, " %s", r->prize_goods);
        if (r->prize_lot)
            sk_buf_add(b, _(" (tie: decide by lot, 'standings lot')"));
        sk_buf_add(b, "\n");
    }
}

/* The rate periods (a rate changed after games were played): each rate
 * with its games, then each player's settlement per period. */
static void period_lines(sk_buf *b, const ops_money *m, int w)
{
    sk_buf_add(b, _("rate periods (games counted in the order they were recorded):\n"));
    for (size_t k = 0; k < m->nperiods; k++)
        ops_rate_period_text(b, k, &m->periods[k]);
    sk_buf_add(b, _("settlement per rate period:\n"));
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        if (!r->period_ct)
            continue;
        sk_buf_add(b, "  ");
        sk_buf_pad(b, r->name, w, false);
        for (size_t k = 0; k < m->nperiods; k++) {
            sk_buf_printf(b, "  %d. ", (int)k + 1);
            outfmt_pad_euro(b, r->period_ct[k], 7);
        }
        sk_buf_add(b, "\n");
    }
}

static void skat_text(sk_buf *b, const ops_tour *ot, const ops_money *m)
{
    const db_tournament *t = &ot->row;
    bool lachs = m->basis == OPS_MONEY_LACHS, tm = m->tournament_money;
    /* no rate set: no settlement of 0.00 as if it were the result, but the
     * points, any tournament money, and how to set a rate (issue 29) */
    sk_buf note = {0};
    bool norate = ops_money_no_rate(ot, &note), amounts = !norate || tm;
    int w = outfmt_col_width(outfmt_text_width(_("player"), 6), m->rows, m->n, sizeof *m->rows,
                             offsetof(ops_money_row, name));
    sk_buf_printf(b, m->series ? _("money of '%s', this series: ") : _("money of '%s': "), t->name);
    describe(b, m, norate);
    sk_buf_add(b, "\n");
    /* the rank column as wide as its heading ("Platz") */
    int rw = sk_utf8_width(C_("column", "rank")) > 4 ? sk_utf8_width(C_("column", "rank")) : 4;
    sk_buf_pad(b, C_("column", "rank"), rw, false);
    sk_buf_add(b, "  ");
    sk_buf_pad(b, _("player"), w, false);
    sk_buf_printf(b, "  %7s", m->basis == OPS_MONEY_SEEGER ? "Seeger"
                              : lachs ? C_("column", "round") : C_("column", "list"));
    if (lachs)
        sk_buf_add(b, "  Lachse");
    if (!norate)
        sk_buf_printf(b, "  %8s", lachs ? "Kasse" : C_("column", "settle"));
    if (tm)
        sk_buf_printf(b, "  %7s  %7s  %7s  %7s", C_("column", "entry"), C_("column", "lost"),
                      C_("column", "passed"), C_("column", "prize"));
    if (amounts)
        sk_buf_printf(b, "  %8s  %10s", C_("column", "balance"), "ct");
    sk_buf_add(b, "\n");
    long long sum = 0;
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        bool shared = ops_money_shared(m, i);
        sk_buf_printf(b, "%*d%c  ", rw - 1, r->rank, shared ? '=' : '.');
        sk_buf_pad(b, r->name, w, false);
        sk_buf_add(b, "  ");
        outfmt_pad_signed(b, r->points, 7);
        if (lachs)
            sk_buf_printf(b, "  %6d", r->lachse);
        if (!norate) {
            sk_buf_add(b, "  ");
            outfmt_pad_euro(b, r->settle_ct, 8);
        }
        if (tm) {
            long long v[4] = {-r->entry_ct, -r->loss_fee_ct, -r->passed_fee_ct, r->prize_ct};
            for (int k = 0; k < 4; k++) {
                sk_buf_add(b, "  ");
                outfmt_pad_euro(b, v[k], 7);
            }
        }
        if (amounts) {
            sk_buf_add(b, "  ");
            outfmt_pad_euro(b, r->balance_ct, 8);
            sk_buf_add(b, "  ");
            outfmt_pad_signed(b, r->balance_ct, 10);
        }
        sk_buf_add(b, "\n");
        sum += r->settle_ct;
    }
    if (m->n == 0)
        sk_buf_add(b, _("(nobody seated yet)\n"));
    if (amounts)
        sk_buf_add(b, _("amounts in euros; ct = the balance in cents\n"));
    if (norate) {
        sk_buf_printf(b, "%s\n", sk_buf_str(&note));
    } else if (lachs) {
        sk_buf_printf(b, _("Kasse: %lld.%02lld euros from %lld ct per Lachs\n"), m->kasse_ct / 100,
                      m->kasse_ct % 100, (long long)m->p.bierlachs_price_ct);
    } else {
        sk_buf_printf(b, sum == 0 ? _("settlement sum: %lld ct (zero-sum: every cent one player pays another receives)\n")
                                  : _("settlement sum: %lld ct\n"), sum);
        pays_text(b, skat_name, m, m->tr, m->ntr, m->n, true);
        if (m->nperiods > 1)
            period_lines(b, m, w);
    }
    if (tm)
        sk_buf_printf(b, _("prize pool: %lld.%02lld euros; kept by the organiser: %lld.%02lld euros\n"),
                      m->pool_ct / 100, m->pool_ct % 100, m->organiser_ct / 100,
                      m->organiser_ct % 100);
    if (m->prizes)
        prize_lines(b, m);
    if (!m->series)
        outfmt_held(b, &m->held, m->kasse_end_ct);
    sk_buf_free(&note);
}

static int skat_money(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    ops_money m;
    int rc = ops_money_load(ctx->db, ot, (int)cli_int(a, "series", 0), &m, &ctx->err);
    if (rc != SK_OK)
        return rc;
    const char *fmt = cli_str(a, "format");
    sk_buf b = {0};
    if (fmt && sk_streq_ci(fmt, "csv"))
        skat_csv(&b, &m);
    else
        skat_text(&b, ot, &m);
    outfmt_put(&b);
    ops_money_free(&m);
    return SK_OK;
}

/* The money of each family (clifam.h): Skat's (house profile, B.6) and
 * Schafkopf's (the list x the tariff, Part A). */
static const cli_family skat = {.money = skat_money};
static const cli_family schafkopf = {.money = sch_money};
static const cli_sides sides = {.isko = &skat, .house = &skat, .schafkopf = &schafkopf};

int cmd_money(cli_ctx *ctx, const cli_args *a)
{
    ops_tour t = {0};
    int rc = lookup_tour(ctx, cli_str(a, "tournament"), &t);
    const char *fmt = cli_str(a, "format");
    if (rc == SK_OK && fmt && sk_streq_ci(fmt, "json")) { /* the web's /api/money too */
        sk_buf b = {0};
        rc = ops_money_json_load(ctx->db, &t, (int)cli_int(a, "series", 0), &b, &ctx->err);
        if (rc == SK_OK)
            fputs(sk_buf_str(&b), stdout);
        sk_buf_free(&b);
    } else if (rc == SK_OK) {
        rc = cli_family_side(&t, &sides)->money(ctx, a, &t);
    }
    ops_tour_clear(&t);
    return rc;
}
