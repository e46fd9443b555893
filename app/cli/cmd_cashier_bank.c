/* cmd_cashier_bank.c - `cashier import FILE`: the club's bank statement
 * (CAMT.053 or the bank's CSV with --map) booked to the registrations
 * (bankfile.h, bankimport.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bankfile.h"
#include "bankimport.h"
#include "cli.h"
#include "outfmt.h"
#include "importfile.h"
#include "lookup.h"
#include "money.h"

static void row_text(sk_buf *b, const ops_bank_row *r)
{
    const bank_line *l = r->line;
    char e1[32], e2[32], e3[32];
    sk_buf_printf(b, "  %s  %10s  ", l->booked, money_euro_text(l->ct, e1, sizeof e1));
    switch (r->what) {
    case OPS_BANK_PAID:
        sk_buf_printf(b, _("%s (%s): booked, the entry fee is paid\n"), r->reg_name, r->code);
        break;
    case OPS_BANK_OVER:
        sk_buf_printf(b, _("%s (%s): booked, %s euros above the fee of %s (kept: give back or "
                           "keep at the cash desk)\n"), r->reg_name, r->code,
                      money_euro_text(r->total_ct - r->fee_ct, e2, sizeof e2),
                      money_euro_text(r->fee_ct, e3, sizeof e3));
        break;
    case OPS_BANK_PART:
        sk_buf_printf(b, _("%s (%s): booked, partly paid: %s of %s euros\n"), r->reg_name,
                      r->code, money_euro_text(r->total_ct, e2, sizeof e2),
                      money_euro_text(r->fee_ct, e3, sizeof e3));
        break;
    case OPS_BANK_TWICE:
        sk_buf_printf(b, _("%s (%s): booked by an earlier import, not again\n"), r->reg_name,
                      r->code);
        break;
    case OPS_BANK_NOT:
        sk_buf_printf(b, _("not booked: '%s' '%s': %s\n"), l->name, l->purpose, r->why);
        break;
    }
}

int cmd_cashier_import(cli_ctx *ctx, const cli_args *a)
{
    const char *path = a->pos[0];
    const char *map = cli_str(a, "map");
    ops_tour ot;
    int rc = lookup_tour_write_of(ctx, a, &ot);
    char *buf = NULL;
    size_t len = 0;
    if (rc == SK_OK)
        rc = importfile_read(path, &buf, &len, &ctx->err);
    bank_lines lines = {0};
    bool xml = rc == SK_OK && bank_is_xml(buf, len);
    if (rc == SK_OK && xml && map)
        rc = sk_err_set(&ctx->err, SK_USAGE, _("%s is a CAMT statement (XML): --map is for a "
                                               "CSV statement"), path);
    else if (rc == SK_OK && !xml && !map)
        rc = sk_err_set(&ctx->err, SK_USAGE, _("%s is no CAMT statement (XML): a CSV statement "
                                               "needs --map date=COLUMN,amount=COLUMN,"
                                               "purpose=COLUMN"), path);
    else if (rc == SK_OK)
        rc = xml ? bank_camt_parse(buf, len, &lines, &ctx->err)
                 : bank_csv_parse(buf, len, map, &lines, &ctx->err);
    if (rc == SK_INVALID) {
        char *m = xasprintf("%s: %s", path, ctx->err.msg);
        sk_err_clear(&ctx->err);
        sk_err_set(&ctx->err, SK_INVALID, "%s", m);
        free(m);
    }
    ops_bank_result res = {0};
    if (rc == SK_OK)
        rc = ops_bank_import(ctx->db, &ot, &lines, &res, &ctx->err);
    if (rc == SK_OK) {
        sk_buf b = {0};
        sk_buf_printf(&b, _("%s: %zu lines: %d booked, %d booked before, %d not booked, %d "
                            "debits\n"),
                      path, res.n, res.booked, res.twice, res.unmatched, res.debits);
        for (size_t i = 0; i < res.n; i++)
            if (res.rows[i].line->credit)
                row_text(&b, &res.rows[i]);
        outfmt_put(&b);
    }
    ops_bank_result_free(&res);
    bank_lines_free(&lines);
    free(buf);
    ops_tour_clear(&ot);
    return rc;
}
