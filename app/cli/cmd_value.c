/* cmd_value.c - `skatsheet value`: the game calculator. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "gameargs.h"
#include "rules.h"

static void print_text(const rules_game *g, const rules_outcome *o, int table)
{
    char work[256], s1[32], s2[32];
    rules_describe(g, o, work, sizeof work);
    printf("%s\n", work);
    if (o->overbid && g->contract != RULES_NULL)
        printf(_("bid %d not reached: value raised to %d\n"), g->bid, o->value);
    else if (o->null_below_bid)
        printf(_("bid %d not reached: a null game below the bid is lost (overbid), "
               "scored with its own value %d\n"), g->bid, o->value);
    outfmt_signed(s1, sizeof s1, o->score);
    printf("%s %s\n", o->won ? _("won") : _("lost"), s1);
    outfmt_signed(s1, sizeof s1, o->seeger);
    outfmt_signed(s2, sizeof s2, o->opponent_bonus);
    if (table == 3)
        printf(_("Seeger: declarer %s, each opponent %s (3-table)\n"), s1, s2);
    else
        printf(_("Seeger: declarer %s, each other player %s (4-table, dealer included)\n"), s1, s2);
}

static void print_json(const rules_game *g, const rules_outcome *o, int table)
{
    char work[256];
    rules_describe(g, o, work, sizeof work);
    sk_buf b = {0};
    sk_buf_printf(&b, "{\"contract\":\"%s\",\"value\":%d,\"won\":%s,\"overbid\":%s,"
                      "\"score\":%d,\"seeger\":%d,\"opponent_bonus\":%d,",
                  rules_contract_name(g->contract), o->value, o->won ? "true" : "false",
                  o->overbid ? "true" : "false", o->score, o->seeger, o->opponent_bonus);
    sk_buf_printf(&b, "\"real_value\":%d,\"bid\":%d,\"table\":%d,\"base\":%d,"
                      "\"matadors\":%d,\"multiplier\":%d,",
                  o->real_value, g->bid, table, o->base, o->matadors, o->multiplier);
    if (g->contract == RULES_NULL)
        sk_buf_printf(&b, "\"levels\":null,");
    else
        sk_buf_printf(&b, "\"levels\":{\"game\":true,\"hand\":%s,\"schneider\":%s,"
                          "\"schneider_announced\":%s,\"schwarz\":%s,"
                          "\"schwarz_announced\":%s,\"ouvert\":%s,\"count\":%d},",
                      o->lv_hand ? "true" : "false", o->lv_schneider ? "true" : "false",
                      o->lv_schneider_ann ? "true" : "false", o->lv_schwarz ? "true" : "false",
                      o->lv_schwarz_ann ? "true" : "false", o->lv_ouvert ? "true" : "false",
                      o->levels);
    sk_buf_printf(&b, "\"hand\":%s,\"ouvert\":%s,\"null_below_bid\":%s,\"bid_above_max\":%s,"
                      "\"working\":",
                  g->hand ? "true" : "false", g->ouvert ? "true" : "false",
                  o->null_below_bid ? "true" : "false", o->bid_above_max ? "true" : "false");
    sk_buf_json_str(&b, work);
    sk_buf_add(&b, "}\n");
    outfmt_put(&b);
}

int cmd_value(cli_ctx *ctx, const cli_args *a)
{
    rules_game g;
    int rc = gameargs_game(a, &g, &ctx->err);
    if (rc != SK_OK)
        return rc;
    const char *tv = cli_str(a, "table");
    int table = tv && strcmp(tv, "4") == 0 ? 4 : 3;
    rules_outcome o;
    rc = rules_evaluate(&g, table, &o, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (o.null_below_bid)
        fprintf(stderr, _("skatsheet: warning: null value %d is below the bid %d: recorded as "
                        "lost (the opponents should have refused the announcement)\n"),
                o.value, g.bid);
    if (o.bid_above_max) {
        char w[160];
        rules_bid_above_text(&g, &o, w, sizeof w);
        fprintf(stderr, "skatsheet: warning: %s\n", w);
    }
    if (cli_has(a, "json"))
        print_json(&g, &o, table);
    else
        print_text(&g, &o, table);
    return SK_OK;
}
