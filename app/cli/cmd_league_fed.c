/* cmd_league_fed.c - a league across venues, the division leader's
 * commands (issue 27): `league venue add|list` and `league code
 * add|list|revoke|renew` (app/ops/fedadmin.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db_league.h"
#include "fedadmin.h"

int cmd_league_venue_add(cli_ctx *ctx, const cli_args *a)
{
    const char *name = a->pos[0];
    int n = cli_has(a, "group");
    if (n && !cli_has(a, "matchday"))
        return cli_usage(ctx, _("--group needs --matchday N"));
    int *groups = xcalloc((size_t)n + 1, sizeof *groups);
    for (int i = 0; i < n; i++)
        groups[i] = atoi(cli_nth(a, "group", i));
    int md = (int)cli_int(a, "matchday", 0);
    bool created;
    int rc = ops_fed_venue_add(ctx->db, cli_str(a, "league"), name, cli_str(a, "address"), md,
                               groups, (size_t)n, &created, &ctx->err);
    if (rc == SK_OK && created)
        printf(_("added venue '%s'\n"), name);
    for (int i = 0; rc == SK_OK && i < n; i++)
        printf(_("venue group %d of match day %d is played at '%s'\n"), groups[i], md, name);
    free(groups);
    return rc;
}

int cmd_league_venue_list(cli_ctx *ctx, const cli_args *a)
{
    db_league lg;
    int rc = db_league_find(ctx->db, cli_str(a, "league"), &lg, &ctx->err);
    if (rc != SK_OK)
        return rc;
    db_venue *v = NULL;
    size_t nv = 0;
    db_group *g = NULL;
    size_t ng = 0;
    rc = db_venues(ctx->db, lg.id, &v, &nv, &ctx->err);
    if (rc == SK_OK)
        rc = db_groups(ctx->db, lg.id, (int)cli_int(a, "matchday", 0), &g, &ng, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < nv; i++)
        printf("%s%s%s\n", v[i].name, v[i].address ? "  " : "", v[i].address ? v[i].address : "");
    if (rc == SK_OK && !nv)
        printf(_("(no venues)\n"));
    for (size_t i = 0; rc == SK_OK && i < ng; i++)
        printf(_("match day %d (%s), venue group %d: %s\n"), g[i].matchday, g[i].date,
               g[i].venue_no, g[i].place ? g[i].place : _("no venue yet"));
    db_venues_free(v, nv);
    db_groups_free(g, ng);
    db_league_clear(&lg);
    return rc;
}

/* The scope of code c in words. */
static void scope(const db_fcode *c, char *buf, size_t n)
{
    if (c->kind == DB_FCODE_VENUE)
        snprintf(buf, n, _("venue %s, match day %d"), c->venue ? c->venue : "?", c->matchday);
    else if (c->kind == DB_FCODE_CAPTAIN)
        snprintf(buf, n, _("captain of %s"), c->team ? c->team : "?");
    else if (c->division)
        snprintf(buf, n, _("leader of division %s"), c->division);
    else
        snprintf(buf, n, _("official of the league"));
}

static int show_new(cli_ctx *ctx, const cli_args *a, int64_t id, const char *code)
{
    char shown[FED_CODE_LEN + 4];
    fed_code_format(code, shown);
    if (cli_has(a, "quiet")) {
        printf("%s\n", shown);
        return SK_OK;
    }
    db_fcode c;
    int rc = db_fcode_get(ctx->db, id, &c, &ctx->err);
    if (rc != SK_OK)
        return rc;
    char sc[300];
    scope(&c, sc, sizeof sc);
    if (strcmp(sc, c.label) != 0)
        printf(_("code #%lld (%s; %s): %s\n"), (long long)id, sc, c.label, shown);
    else
        printf(_("code #%lld (%s): %s\n"), (long long)id, sc, shown);
    printf(_("it is shown only now: give it to its holder; the hub keeps only its hash\n"));
    db_fcode_clear(&c);
    return SK_OK;
}

int cmd_league_code_add(cli_ctx *ctx, const cli_args *a)
{
    ops_code_req rq;
    memset(&rq, 0, sizeof rq);
    rq.league = cli_str(a, "league");
    rq.label = cli_str(a, "label");
    if (cli_has(a, "venue")) {
        if (!cli_has(a, "matchday"))
            return cli_usage(ctx, _("--venue needs --matchday N"));
        rq.kind = DB_FCODE_VENUE;
        rq.venue = cli_str(a, "venue");
        rq.matchday = (int)cli_int(a, "matchday", 0);
    } else if (cli_has(a, "captain")) {
        rq.kind = DB_FCODE_CAPTAIN;
        rq.team = cli_str(a, "captain");
    } else if (cli_has(a, "leader")) {
        rq.kind = DB_FCODE_LEADER;
        rq.division = cli_str(a, "division");
    } else {
        return cli_usage(ctx, _("say what the code is for: --venue NAME --matchday N, "
                                "--captain TEAM or --leader [--division D]"));
    }
    char code[FED_CODE_LEN + 1];
    int64_t id;
    int rc = ops_fed_code_add(ctx->db, &rq, code, &id, &ctx->err);
    return rc != SK_OK ? rc : show_new(ctx, a, id, code);
}

int cmd_league_code_list(cli_ctx *ctx, const cli_args *a)
{
    db_league lg;
    int rc = db_league_find(ctx->db, cli_str(a, "league"), &lg, &ctx->err);
    if (rc != SK_OK)
        return rc;
    db_fcode *v = NULL;
    size_t n = 0;
    rc = db_fcodes(ctx->db, lg.id, &v, &n, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        char sc[600], when[32];
        scope(&v[i], sc, sizeof sc);
        if (strcmp(sc, v[i].label) != 0) {
            size_t k = strlen(sc);
            snprintf(sc + k, sizeof sc - k, " (%s)", v[i].label);
        }
        sk_local_time(v[i].created, when, sizeof when);
        if (v[i].revoked) {
            char rv[32];
            sk_local_time(v[i].revoked, rv, sizeof rv);
            printf(_("#%lld  %s  made %s, revoked %s\n"), (long long)v[i].id, sc, when, rv);
        } else {
            printf(_("#%lld  %s  made %s, valid\n"), (long long)v[i].id, sc, when);
        }
    }
    if (rc == SK_OK && !n)
        printf(_("(no codes)\n"));
    db_fcodes_free(v, n);
    db_league_clear(&lg);
    return rc;
}

/* Code ID (the positional argument) belongs to the league -l names. */
static int own_code(cli_ctx *ctx, const cli_args *a, int64_t *id)
{
    *id = atoll(a->pos[0]);
    db_league lg;
    int rc = db_league_find(ctx->db, cli_str(a, "league"), &lg, &ctx->err);
    db_fcode c;
    memset(&c, 0, sizeof c);
    if (rc == SK_OK)
        rc = db_fcode_get(ctx->db, *id, &c, &ctx->err);
    if (rc == SK_OK && c.league_id != lg.id)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("code #%lld is not a code of league '%s'"),
                        (long long)*id, lg.name);
    db_fcode_clear(&c);
    db_league_clear(&lg);
    return rc;
}

int cmd_league_code_revoke(cli_ctx *ctx, const cli_args *a)
{
    int64_t id;
    int rc = own_code(ctx, a, &id);
    if (rc == SK_OK)
        rc = ops_fed_code_revoke(ctx->db, id, &ctx->err);
    if (rc == SK_OK)
        printf(_("code #%lld revoked: it opens nothing any more\n"), (long long)id);
    return rc;
}

int cmd_league_code_renew(cli_ctx *ctx, const cli_args *a)
{
    int64_t id, nid;
    char code[FED_CODE_LEN + 1];
    int rc = own_code(ctx, a, &id);
    if (rc == SK_OK)
        rc = ops_fed_code_renew(ctx->db, id, code, &nid, &ctx->err);
    if (rc == SK_OK && !cli_has(a, "quiet"))
        printf(_("code #%lld revoked; its successor:\n"), (long long)id);
    return rc != SK_OK ? rc : show_new(ctx, a, nid, code);
}
