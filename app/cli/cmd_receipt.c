/* cmd_receipt.c - `cashier receipt PLAYER FILE.pdf` and `cashier receipt
 * --all DIR`: the receipts (Quittungen) of the cash desk (receipt.h,
 * rep_receipt.h), in the language of --lang. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "db_players.h"
#include "entrycode.h"
#include "lookup.h"
#include "money.h"
#include "outfmt.h"
#include "playername.h"
#include "prereg.h"
#include "receipt.h"

/* The player PLAYER|CODE stands for (*pid). */
static int who(cli_ctx *ctx, const ops_tour *ot, const char *key, int64_t *pid)
{
    db_prereg r;
    char code[ENTRYCODE_LEN + 1];
    if ((key[0] == '#' || entrycode_normalize(key, code)) &&
        ops_prereg_find(ctx->db, &ot->row, key, &r, &ctx->err) == SK_OK) {
        int rc = SK_OK;
        if (r.state == DB_REG_CONFIRMED)
            *pid = r.player_id;
        else
            rc = sk_err_set(&ctx->err, SK_INVALID, _("registration '%s' has not checked in: a "
                            "receipt is a player's ('cashier' lists the transfers)"), r.name);
        db_prereg_clear(&r);
        return rc;
    }
    sk_err_clear(&ctx->err);
    db_player p;
    int rc = playername_find(ctx->db, key, &p, &ctx->err);
    if (rc == SK_OK)
        *pid = p.id;
    if (rc == SK_OK)
        db_player_clear(&p);
    return rc;
}

/* "receipt-12-Anna_Muster.pdf": the number and the name's ASCII letters
 * and digits (others as '_'). */
static void file_name(const rep_receipt *r, sk_buf *b)
{
    sk_buf_printf(b, "receipt-%s-", r->number);
    for (const unsigned char *s = (const unsigned char *)r->player; *s; s++)
        if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9'))
            sk_buf_printf(b, "%c", *s);
        else if (*s < 0x80 || (*s & 0xC0) == 0xC0)
            sk_buf_add(b, "_");
    sk_buf_add(b, ".pdf");
}

int cmd_cashier_receipt(cli_ctx *ctx, const cli_args *a)
{
    bool all = cli_has(a, "all") > 0;
    if (all != (a->npos == 1))
        return sk_err_set(&ctx->err, SK_USAGE, all ? _("--all writes every receipt into one "
                          "directory: give DIR alone") : _("give PLAYER and FILE.pdf (or --all "
                          "DIR)"));
    ops_tour ot;
    int rc = lookup_tour_of(ctx, a, &ot);
    if (rc != SK_OK)
        return rc;
    int64_t pid = 0;
    if (!all)
        rc = who(ctx, &ot, a->pos[0], &pid);
    ops_receipts rs;
    memset(&rs, 0, sizeof rs);
    if (rc == SK_OK)
        rc = ops_receipts_load(ctx->db, &ot, pid, &rs, &ctx->err);
    rep_doc doc = {ot.row.name, ot.row.date, NULL, outfmt_lang(a)};
    if (rc == SK_OK && !all) {
        rc = rep_pdf_receipts(a->pos[1], &doc, rs.issuer, rs.v, 1, &ctx->err);
        long long in = 0, out = 0;
        rep_receipt_totals(&rs.v[0], &in, &out);
        if (rc == SK_OK)
            printf(_("wrote %s: the receipt of '%s' (received %s euros, paid out %s euros)\n"),
                   a->pos[1], rs.v[0].player, money_euro_text(in, (char[32]){0}, 32),
                   money_euro_text(out, (char[32]){0}, 32));
    } else if (rc == SK_OK) {
        const char *dir = a->pos[0];
        if (mkdir(dir, 0777) != 0 && errno != EEXIST)
            rc = sk_err_set(&ctx->err, SK_FAIL, _("cannot make the directory '%s': %s"), dir,
                            strerror(errno));
        for (size_t i = 0; rc == SK_OK && i < rs.n; i++) {
            sk_buf path = {0};
            sk_buf_printf(&path, "%s/", dir);
            file_name(&rs.v[i], &path);
            rc = rep_pdf_receipts(sk_buf_str(&path), &doc, rs.issuer, &rs.v[i], 1, &ctx->err);
            sk_buf_free(&path);
        }
        if (rc == SK_OK)
            printf(sk_ntr("wrote %zu receipt into %s\n", "wrote %zu receipts into %s\n", rs.n),
                   rs.n, dir);
    }
    ops_receipts_free(&rs);
    ops_tour_clear(&ot);
    return rc;
}
