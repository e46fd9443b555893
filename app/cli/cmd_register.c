/* cmd_register.c - `register add|list|slips|girocode|mail`: pre-registrations
 * with their personal codes (prereg.h), printed as slips or a list, and
 * the GiroCode that pays the entry fee before the day. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "money.h"
#include "csvout.h"
#include "db_players.h"
#include "entrycode.h"
#include "entrycodes.h"
#include "lookup.h"
#include "mailout.h"
#include "outfmt.h"
#include "playername.h"
#include "prereg.h"
#include "register.h"
#include "rep_pdf.h"

int cmd_register_add(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    ops_reg_in in = {a->pos[0], cli_str(a, "club"), cli_str(a, "member"), cli_has(a, "lady") > 0,
                     (int)cli_int(a, "born", 0), 0, cli_str(a, "mail")};
    db_player p;
    memset(&p, 0, sizeof p);
    int rc = SK_OK;
    if (cli_has(a, "player")) {
        rc = playername_find(ctx->db, a->pos[0], &p, &ctx->err);
        if (rc == SK_OK) {
            in.name = p.name;
            in.player_id = p.id;
            if (!in.club)
                in.club = p.club;
        }
    }
    int64_t id = 0;
    char code[ENTRYCODE_LEN + 1];
    if (rc == SK_OK)
        rc = ops_reg_submit_full(ctx->db, t, &in, &id, code, &ctx->err);
    if (rc == SK_OK) {
        char shown[ENTRYCODE_LEN + 2];
        entrycode_format(code, shown);
        printf(_("registered '%s' for '%s': #%lld, code %s\n"), in.name, t->name, (long long)id,
               shown);
    }
    db_player_clear(&p);
    return rc;
}

static const char *state_word(db_reg_state s)
{
    return s == DB_REG_WAITING ? "waiting" : s == DB_REG_CONFIRMED ? "confirmed" : "rejected";
}

int cmd_register_list(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    db_prereg *v = NULL;
    size_t n = 0;
    char *base = NULL;
    int rc = ops_prereg_list(ctx->db, t, !cli_has(a, "all"), &v, &n, &ctx->err);
    if (rc == SK_OK)
        rc = ops_web_base_url(ctx->db, NULL, false, &base, &ctx->err);
    const char *fmt = cli_str(a, "format") ? cli_str(a, "format") : "text";
    sk_buf b = {0};
    if (rc == SK_OK && strcmp(fmt, "csv") == 0) {
        sk_buf_add(&b, "id,name,club,code,state,member_no,prepaid_ct,url\n");
        for (size_t i = 0; i < n; i++) {
            char code[ENTRYCODE_LEN + 2], *url = ops_prereg_url(base, v[i].code);
            entrycode_format(v[i].code, code);
            sk_buf_printf(&b, "%lld,", (long long)v[i].id);
            csvout_field(&b, v[i].name, strlen(v[i].name));
            sk_buf_add(&b, ",");
            if (v[i].club)
                csvout_field(&b, v[i].club, strlen(v[i].club));
            sk_buf_printf(&b, ",%s,%s,%s,%lld,%s\n", code, state_word(v[i].state),
                          v[i].member_no ? v[i].member_no : "", v[i].prepaid_ct,
                          url ? url : "");
            free(url);
        }
    } else if (rc == SK_OK && strcmp(fmt, "json") == 0) {
        sk_buf_add(&b, "{\"tournament\":");
        sk_buf_json_str(&b, t->name);
        sk_buf_add(&b, ",\"registrations\":[");
        for (size_t i = 0; i < n; i++) {
            char code[ENTRYCODE_LEN + 2], *url = ops_prereg_url(base, v[i].code);
            entrycode_format(v[i].code, code);
            sk_buf_printf(&b, "%s{\"id\":%lld,\"name\":", i ? "," : "", (long long)v[i].id);
            sk_buf_json_str(&b, v[i].name);
            sk_buf_add(&b, ",\"club\":");
            if (v[i].club)
                sk_buf_json_str(&b, v[i].club);
            else
                sk_buf_add(&b, "null");
            sk_buf_printf(&b, ",\"code\":\"%s\",\"state\":\"%s\",\"member_no\":", code,
                          state_word(v[i].state));
            if (v[i].member_no)
                sk_buf_json_str(&b, v[i].member_no);
            else
                sk_buf_add(&b, "null");
            sk_buf_printf(&b, ",\"prepaid_ct\":%lld,\"url\":", v[i].prepaid_ct);
            if (url)
                sk_buf_json_str(&b, url);
            else
                sk_buf_add(&b, "null");
            sk_buf_add(&b, "}");
            free(url);
        }
        sk_buf_add(&b, "]}\n");
    } else if (rc == SK_OK) {
        sk_buf_printf(&b, sk_ntr("%s: %zu registration\n", "%s: %zu registrations\n", n), t->name,
                      n);
        int wn = outfmt_col_width(4, v, n, sizeof *v, offsetof(db_prereg, name));
        for (size_t i = 0; i < n; i++) {
            char code[ENTRYCODE_LEN + 2];
            entrycode_format(v[i].code, code);
            sk_buf_printf(&b, "%5lld  %s  ", (long long)v[i].id, code);
            sk_buf_pad(&b, v[i].name, wn, false);
            sk_buf_printf(&b, "  %s", v[i].club ? v[i].club : "-");
            if (v[i].state != DB_REG_WAITING)
                sk_buf_printf(&b, "  (%s)", v[i].state == DB_REG_CONFIRMED ? _("confirmed")
                                                                           : _("rejected"));
            if (v[i].prepaid_ct)
                sk_buf_printf(&b, _("  transferred %s"),
                              money_euro_text(v[i].prepaid_ct, (char[32]){0}, 32));
            sk_buf_add(&b, "\n");
        }
    }
    if (rc == SK_OK)
        fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    free(base);
    db_preregs_free(v, n);
    return rc;
}


static void mailed(void *ud, const db_prereg *r, int pngs)
{
    (void)ud;
    char code[ENTRYCODE_LEN + 2];
    entrycode_format(r->code, code);
    printf(pngs > 1 ? _("mailed #%lld '%s' (%s): code %s, QR code and GiroCode\n")
                    : _("mailed #%lld '%s' (%s): code %s and QR code\n"),
           (long long)r->id, r->name, r->mail, code);
}

int cmd_register_mail(cli_ctx *ctx, const cli_args *a)
{
    ops_tour ot;
    int rc = lookup_tour_of(ctx, a, &ot);
    ops_mail_done done;
    if (rc == SK_OK)
        rc = ops_mail_codes(ctx->db, &ot, cli_has(a, "again"), mailed, NULL, &done, &ctx->err);
    if (rc == SK_OK || rc == SK_FAIL) {
        printf(sk_ntr("%zu mail sent", "%zu mails sent", done.sent), done.sent);
        if (done.before)
            printf(sk_ntr(", %zu registration mailed before (--again sends it again)",
                          ", %zu registrations mailed before (--again sends them again)",
                          done.before), done.before);
        if (done.no_mail)
            printf(sk_ntr(", %zu without a mail address", ", %zu without a mail address",
                          done.no_mail), done.no_mail);
        printf("\n");
    }
    ops_tour_clear(&ot);
    return rc;
}
