/* cmd_league_protest.c - `league protest list|uphold|reject` (issue 37,
 * part 4): the division leader's side of a protest (app/ops/fedprotest.h;
 * a captain files one with `sync protest` or on /fed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db_league.h"
#include "db_protests.h"
#include "fedprotest.h"

int cmd_league_protest_list(cli_ctx *ctx, const cli_args *a)
{
    const db_league *lg = ctx->league;
    db_fed_protest *v = NULL;
    size_t n = 0;
    int rc = db_fed_protests(ctx->db, lg->id, 0, !cli_has(a, "all"), &v, &n, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        const db_fed_protest *p = &v[i];
        char when[32];
        sk_local_time(p->filed, when, sizeof when);
        printf(_("protest #%lld: match day %d, venue group %d, %s, by %s (team %s): %s\n"),
               (long long)p->id, p->matchday, p->venue_no, when, p->by_who,
               p->team ? p->team : "?", p->reason);
        if (strcmp(p->state, "open") != 0) {
            sk_local_time(p->decided, when, sizeof when);
            printf(strcmp(p->state, "upheld") == 0 ? _("  upheld %s by %s%s%s\n")
                                                   : _("  rejected %s by %s%s%s\n"),
                   when, p->decided_by, p->decision ? ": " : "", p->decision ? p->decision : "");
        }
    }
    if (rc == SK_OK && !n)
        printf(cli_has(a, "all") ? _("(no protests)\n") : _("(no open protests)\n"));
    db_fed_protests_free(v, n);
    return rc;
}

/* league protest uphold (CLI_STEP on its row) and league protest reject */
int cmd_league_protest_decide(cli_ctx *ctx, const cli_args *a)
{
    bool uphold = ctx->cmd->flags & CLI_STEP;
    fed_actor actor;
    ops_fed_actor_cli(&actor);
    long long id = atoll(a->pos[0]);
    ops_fed_pub pub;
    int rc = ops_fed_protest_decide(ctx->db, id, uphold, cli_str(a, "reason"), &actor, &pub,
                                    &ctx->err);
    if (rc == SK_OK)
        printf(uphold ? _("protest #%lld upheld: correct the result through the review queue "
                          "('league review accept ID --reason')\n")
                      : _("protest #%lld rejected: the result stands\n"), id);
    if (rc == SK_OK && pub.stale)
        rc = sk_err_set(&ctx->err, SK_FAIL, "%s", pub.msg);
    return rc;
}
