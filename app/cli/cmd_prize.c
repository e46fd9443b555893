/* cmd_prize.c - `prize scheme`: the prizes by a scheme (the day setting
 * prize_scheme, app/core/prizescheme.h), built from the options. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "day.h"
#include "lookup.h"

/* The scheme's text from the options into b; SK_INVALID for a goods name
 * holding the list's separators. */
static int scheme_text(cli_ctx *ctx, const cli_args *a, sk_buf *b)
{
    if (cli_has(a, "none")) {
        sk_buf_add(b, "none");
        return SK_OK;
    }
    const char *sep = "";
    if (cli_str(a, "percent")) {
        sk_buf_printf(b, "percent=%ld", cli_int(a, "percent", 0));
        sep = ";";
    }
    if (cli_str(a, "split")) {
        sk_buf_printf(b, "%ssplit=", sep);
        for (const char *p = cli_str(a, "split"); *p; p++)
            sk_buf_printf(b, "%c", *p == ',' ? '/' : *p);
        sep = ";";
    }
    if (cli_str(a, "every")) {
        sk_buf_printf(b, "%severy=%ld", sep, cli_int(a, "every", 0));
        sep = ";";
    }
    if (cli_str(a, "ct")) {
        sk_buf_printf(b, "%sct=%ld", sep, cli_int(a, "ct", 0));
        sep = ";";
    }
    for (int i = 0; cli_nth(a, "goods", i); i++) {
        const char *g = cli_nth(a, "goods", i);
        if (strpbrk(g, "|;="))
            return sk_err_set(&ctx->err, SK_INVALID, _("prize scheme: goods '%s': '|', ';' and "
                              "'=' cannot be in a name of goods"), sk_utf8_valid(g) ? g : "?");
        sk_buf_printf(b, "%s%s", i ? "|" : (*sep ? ";goods=" : "goods="), g);
        sep = ";";
    }
    if (!*sep)
        return sk_err_set(&ctx->err, SK_USAGE, _("prize scheme: give --percent with --split or "
                          "--every, --every with --ct or --goods, --goods, or --none"));
    return SK_OK;
}

int cmd_prize_scheme(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *t = ctx->tour;
    sk_buf text = {0}, item = {0};
    int rc = scheme_text(ctx, a, &text);
    day_settings s;
    if (rc == SK_OK) {
        sk_buf_printf(&item, "prize_scheme=%s", sk_buf_str(&text));
        char *items[1] = {(char *)sk_buf_str(&item)};
        rc = ops_day_set_items(ctx->db, t, items, 1, false, &s, &ctx->err);
    }
    if (rc == SK_OK) {
        char v[PSCHEME_TEXT_MAX + 1];
        prize_scheme_format(&s.scheme, v, sizeof v);
        if (s.scheme.set)
            printf(_("prize scheme of '%s': %s ('prize list' shows who wins it)\n"), t->row.name, v);
        else
            printf(_("prize scheme of '%s': none\n"), t->row.name);
    }
    sk_buf_free(&text);
    sk_buf_free(&item);
    return rc;
}
