/* cmd_day.c - `day set KEY=VALUE...`, `day show`: the settings of a
 * tournament day (dayset.h: the entry fee at the door, the round clock,
 * the second entry, the prize groups, the Bavarian preset). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "money.h"
#include "day.h"
#include "tour.h"

/* What each key of dayset_keys is, for the reader (the key is what to type). */
static const char *const key_help[] = {
    N_("entry fee at the door in cents"), N_("minutes of a series"),
    N_("minutes of warning before the end"), N_("second entry of every list"),
    N_("oldest age of the youth prize"), N_("organising club (prize group member)"),
    N_("order of the prize groups"), N_("preset of the day"),
    N_("prizes by a scheme (prize scheme)"),
};

/* A value as the reader says it: "none", "yes", "no", "rules" in the
 * reader's language (day set takes ja/nein too, sk_parse_yes_no). */
static const char *value_words(const char *v)
{
    if (strcmp(v, "none") == 0 || strcmp(v, "yes") == 0 || strcmp(v, "no") == 0 ||
        strcmp(v, "rules") == 0)
        return C_("day value", v);
    return v;
}

static void show(const db_tournament *t, const day_settings *s, long long fee)
{
    printf(_("the day of '%s':\n"), t->name);
    for (int i = 0; dayset_keys[i]; i++) {
        char v[1024];
        dayset_value(s, dayset_keys[i], v, sizeof v);
        printf("  %-14s %s", dayset_keys[i], value_words(v));
        if (i < (int)(sizeof key_help / sizeof *key_help))
            printf("  (%s)", _(key_help[i]));
        if (strcmp(dayset_keys[i], "fee_ct") == 0)
            printf(_("  (in force: %s euros)"), money_euro_text(fee, (char[32]){0}, 32));
        if (!dayset_is_default(s, dayset_keys[i]))
            printf("  *");
        printf("\n");
    }
    printf(_("  (* differs from the default)\n"));
}

/* day show (CLI_TOUR) or day set KEY=VALUE... (CLI_TOUR_WRITE), then the
 * settings: main looked up the tournament (ctx->tour, its rules parsed
 * once). */
int cmd_day(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *t = ctx->tour;
    bool set = ctx->cmd->flags & CLI_TOUR_WRITE;
    day_settings s;
    long long fee = 0;
    int rc = set ? ops_day_set_items(ctx->db, t, a->pos, a->npos, cli_has(a, "force") > 0, &s,
                                     &ctx->err)
                 : ops_day_load(ctx->db, &t->row, &s, &ctx->err);
    if (rc == SK_OK)
        rc = ops_day_fee(ctx->db, t, &fee, &ctx->err);
    if (rc == SK_OK)
        show(&t->row, &s, fee);
    return rc;
}
