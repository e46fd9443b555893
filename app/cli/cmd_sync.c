/* cmd_sync.c - `sync pull`, `sync push`, `sync status`: a venue's side of
 * a league across venues (issue 27; app/ops/fedsync.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db_sync.h"
#include "fedsync.h"

int cmd_sync_pull(cli_ctx *ctx, const cli_args *a)
{
    ops_pull_result r;
    int rc = ops_sync_pull(ctx->db, cli_str(a, "hub"), cli_str(a, "code"), &r, &ctx->err);
    if (rc != SK_OK)
        return rc;
    printf(_("pulled match day %d of '%s': venue groups %zu (new here %zu), new players %zu, "
             "games %zu\n"), r.matchday, r.league, r.groups, r.groups_new, r.players_new,
           r.games);
    printf(_("draw and record them here as usual (also offline); then 'skatsheet sync push'\n"));
    return SK_OK;
}

int cmd_sync_push(cli_ctx *ctx, const cli_args *a)
{
    ops_push_result *v = NULL;
    size_t n = 0;
    int rc = ops_sync_push(ctx->db, cli_str(a, "league"), (int)cli_int(a, "matchday", 0), &v, &n,
                           &ctx->err);
    for (size_t i = 0; i < n; i++) {
        ops_push_result *r = &v[i];
        if (!r->answered)
            continue; /* nothing is done before the hub has answered */
        printf(_("%s, match day %d: sent %lld changes, the hub has everything up to change "
                 "%lld (applied %lld, unchanged %lld, received before %lld, to review %lld)\n"),
               r->league, r->matchday, (long long)r->sent, (long long)r->acked,
               (long long)r->applied, (long long)r->same, (long long)r->again,
               (long long)r->review);
        if (r->resumed)
            printf(_("resumed: the hub holds other changes of this device under the same "
                     "numbers (a database restored from a backup, games typed again); sent "
                     "what it does not hold: %lld seatings and games\n"),
                   (long long)r->requeued);
        if (r->reviews)
            fputs(r->reviews, stdout);
        if (r->waiting)
            printf(_("waiting in the hub's review queue:\n%s"), r->waiting);
    }
    ops_push_results_free(v, n);
    if (rc == SK_FAIL) {
        char m[sizeof ctx->err.msg];
        snprintf(m, sizeof m, "%s", ctx->err.msg);
        sk_err_clear(&ctx->err);
        sk_err_set(&ctx->err, SK_FAIL, _("%s (nothing is lost: push again later)"), m);
    }
    return rc;
}

int cmd_sync_status(cli_ctx *ctx, const cli_args *a)
{
    (void)a;
    db_link *v = NULL;
    size_t n = 0;
    int rc = db_links(ctx->db, &v, &n, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        int64_t total = 0, pending = 0;
        char *oldest = NULL;
        rc = db_outbox_count(ctx->db, v[i].id, v[i].acked, &total, &pending, &oldest,
                             &ctx->err);
        if (rc != SK_OK)
            break;
        char when[32] = "-", since[32] = "-";
        if (v[i].pushed)
            sk_local_time(v[i].pushed, when, sizeof when);
        if (oldest)
            sk_local_time(oldest, since, sizeof since);
        printf(_("%s, match day %d from %s: changes %lld, acknowledged by the hub %lld, "
                 "pending %lld\n"), v[i].league, v[i].matchday, v[i].hub, (long long)total,
               (long long)v[i].acked, (long long)pending);
        if (pending)
            printf(_("  waiting since %s; last push %s: 'skatsheet sync push' sends them\n"),
                   since, when);
        else
            printf(_("  nothing pending; last push %s\n"), when);
        char *w = ops_sync_waiting_words(ctx->db, v[i].id, v[i].waiting, sk_lang_get());
        if (w || v[i].waiting_at) {
            char at[32];
            sk_local_time(v[i].waiting_at, at, sizeof at);
            if (w)
                printf(_("  waiting in the hub's review queue (the hub's answer of %s):\n"), at);
            else
                printf(_("  nothing waits in the hub's review queue (the hub's answer of %s)\n"),
                       at);
            for (char *p = w, *nl; p && *p; p = nl + 1) {
                nl = strchr(p, '\n');
                printf("    %.*s\n", (int)(nl ? nl - p : (long)strlen(p)), p);
                if (!nl)
                    break;
            }
        }
        free(w);
        free(oldest);
    }
    if (rc == SK_OK && !n)
        printf(_("nothing was pulled from a hub here\n"));
    db_links_free(v, n);
    return rc;
}

int cmd_sync_confirm(cli_ctx *ctx, const cli_args *a)
{
    int n = 0, md = (int)cli_int(a, "matchday", 0);
    int rc = ops_sync_confirm(cli_str(a, "hub"), cli_str(a, "code"), md,
                              (int)cli_int(a, "group", 0), &n, &ctx->err);
    if (rc == SK_OK)
        printf(_("match day %d: %d venue groups confirmed at the hub\n"), md, n);
    return rc;
}

int cmd_sync_protest(cli_ctx *ctx, const cli_args *a)
{
    long long id = 0;
    int md = (int)cli_int(a, "matchday", 0);
    int rc = ops_sync_protest(cli_str(a, "hub"), cli_str(a, "code"), md,
                              (int)cli_int(a, "group", 0), cli_str(a, "reason"), &id, &ctx->err);
    if (rc == SK_OK)
        printf(_("match day %d: protest #%lld filed at the hub; the division leader decides "
                 "it\n"), md, id);
    return rc;
}
