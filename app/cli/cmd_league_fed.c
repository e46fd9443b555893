/* cmd_league_fed.c - a league across venues, the division leader's
 * commands (issue 27): `league venue add|list` and `league code
 * add|list|revoke|renew` (app/ops/fedadmin.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "cli.h"
#include "db_hub.h"
#include "db_league.h"
#include "db_results.h"
#include "fedadmin.h"
#include "fedresults.h"
#include "fedzone.h"
#include "fedrules.h"
#include "game.h"
#include "outfmt.h"
#include "fedstate.h"
#include "fedwhy.h"
#include "fedwords.h"
#include "xjson.h"

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
    const db_league *lg = ctx->league;
    db_venue *v = NULL;
    size_t nv = 0;
    db_group *g = NULL;
    size_t ng = 0;
    int rc = db_venues(ctx->db, lg->id, &v, &nv, &ctx->err);
    if (rc == SK_OK)
        rc = db_groups(ctx->db, lg->id, (int)cli_int(a, "matchday", 0), &g, &ng, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < nv; i++)
        printf("%s%s%s\n", v[i].name, v[i].address ? "  " : "", v[i].address ? v[i].address : "");
    if (rc == SK_OK && !nv)
        printf(_("(no venues)\n"));
    for (size_t i = 0; rc == SK_OK && i < ng; i++)
        printf(_("match day %d (%s), venue group %d: %s\n"), g[i].matchday, g[i].date,
               g[i].venue_no, g[i].place ? g[i].place : _("no venue yet"));
    db_venues_free(v, nv);
    db_groups_free(g, ng);
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
    (void)a; /* main looked the league up (CLI_LEAGUE) */
    const db_league *lg = ctx->league;
    db_fcode *v = NULL;
    size_t n = 0;
    int rc = db_fcodes(ctx->db, lg->id, &v, &n, &ctx->err);
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
    return rc;
}

/* Code ID (the positional argument) belongs to the league -l names. */
static int own_code(cli_ctx *ctx, const cli_args *a, int64_t *id)
{
    *id = atoll(a->pos[0]);
    const db_league *lg = ctx->league; /* CLI_LEAGUE: main looked it up */
    db_fcode c;
    memset(&c, 0, sizeof c);
    int rc = db_fcode_get(ctx->db, *id, &c, &ctx->err);
    if (rc == SK_OK && c.league_id != lg->id)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("code #%lld is not a code of league '%s'"),
                        (long long)*id, lg->name);
    db_fcode_clear(&c);
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

/* ---- league set: the federation's settings ---- */

int cmd_league_set_fed(cli_ctx *ctx, const cli_args *a, const db_league *l)
{
    int pd = cli_has(a, "protest-days") ? (int)cli_int(a, "protest-days", 14) : -1;
    int cb = cli_has(a, "confirm-by") ? (int)cli_int(a, "confirm-by", 0) + 1 : 0;
    const char *dir = cli_str(a, "publish-dir");
    if (pd < 0 && !cb && !dir)
        return SK_OK;
    int rc = ops_fed_settings_set(ctx->db, l->id, pd, cb, dir, &ctx->err);
    db_fed_settings fs;
    if (rc == SK_OK)
        rc = db_fed_settings_get(ctx->db, l->id, &fs, &ctx->err);
    if (rc == SK_OK) {
        printf(_("league '%s': results confirmed by %s, binding %d days after their release, "
                 "public files %s\n"), l->name,
               fs.confirm_by_leader ? _("the division leader") : _("a captain or the division leader"),
               fs.protest_days, fs.publish_dir ? fs.publish_dir : _("not written on release"));
        db_fed_settings_clear(&fs);
    }
    return rc;
}

/* ---- league review ---- */

/* A review's kind and state in words. */
static const char *review_kind(const char *k)
{
    static const char *const words[] = {NC_("review", "correction"), NC_("review", "official"),
                                        NC_("review", "player"), NC_("review", "held"), NULL};
    return outfmt_word("review", words, k);
}

static const char *review_state(const char *st)
{
    static const char *const words[] = {N_("accepted"), N_("rejected"), NULL};
    return outfmt_word(NULL, words, st);
}

int cmd_league_review_list(cli_ctx *ctx, const cli_args *a)
{
    const db_league *lg = ctx->league;
    db_review *v = NULL;
    size_t n = 0;
    int rc = db_reviews(ctx->db, lg->id, cli_has(a, "all") ? NULL : "open", &v, &n, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        char when[32];
        sk_local_time(v[i].created, when, sizeof when);
        char *why = fedwhy_text(v[i].why_codes, v[i].why, sk_lang_get());
        sk_buf where = {0};
        fedwords_entity(v[i].entity, sk_lang_get(), &where);
        printf(_("#%lld  match day %d, venue group %d, %s  %s: %s (%s, %s)%s%s\n"),
               (long long)v[i].id, v[i].matchday, v[i].venue_no, sk_buf_str(&where),
               review_kind(v[i].kind), why, v[i].source, when,
               strcmp(v[i].state, "open") ? "  " : "",
               strcmp(v[i].state, "open") ? review_state(v[i].state) : "");
        sk_buf_free(&where);
        free(why);
    }
    if (rc == SK_OK && !n)
        printf(cli_has(a, "all") ? _("(no reviews)\n") : _("(no open reviews)\n"));
    db_reviews_free(v, n);
    return rc;
}

int cmd_league_review_show(cli_ctx *ctx, const cli_args *a)
{
    db_review r;
    int rc = db_review_get(ctx->db, atoll(a->pos[0]), &r, &ctx->err);
    if (rc != SK_OK)
        return rc;
    char when[32];
    sk_local_time(r.created, when, sizeof when);
    sk_buf b = {0};
    fedwords_entity(r.entity, sk_lang_get(), &b);
    printf(_("review #%lld: %s, match day %d, venue group %d, %s\n"), (long long)r.id,
           r.tournament, r.matchday, r.venue_no, sk_buf_str(&b));
    char *why = fedwhy_text(r.why_codes, r.why, sk_lang_get());
    printf(_("why: %s (%s)\n"), why, review_kind(r.kind));
    free(why);
    printf(_("from: %s, %s\n"), r.source, when);
    b.len = 0;
    if (b.s)
        b.s[0] = '\0';
    rc = fedwords_version(ctx->db, r.tournament_id, r.current, r.entity, sk_lang_get(), &b,
                         &ctx->err);
    if (rc == SK_OK)
        printf(_("--- the hub's version now:\n%s"), sk_buf_str(&b));
    b.len = 0;
    if (b.s)
        b.s[0] = '\0';
    if (rc == SK_OK)
        rc = fedwords_version(ctx->db, r.tournament_id, r.proposed, r.entity, sk_lang_get(),
                             &b, &ctx->err);
    if (rc == SK_OK)
        printf(_("--- proposed:\n%s"), sk_buf_str(&b));
    sk_buf_free(&b);
    if (strcmp(r.state, "open") != 0) {
        char dec[32];
        sk_local_time(r.decided, dec, sizeof dec);
        printf(_("%s on %s by %s%s%s\n"), strcmp(r.state, "accepted") == 0 ? _("accepted")
                                                                           : _("rejected"),
               dec, r.decided_by, r.reason ? ": " : "", r.reason ? r.reason : "");
    }
    db_review_clear(&r);
    return rc;
}

/* league review accept (CLI_STEP on its row) and league review reject */
int cmd_league_review_decide(cli_ctx *ctx, const cli_args *a)
{
    bool accept = ctx->cmd->flags & CLI_STEP;
    fed_actor actor;
    ops_fed_actor_cli(&actor);
    int rc = SK_OK;
    for (int i = 0; rc == SK_OK && i < a->npos; i++) {
        long id;
        if (!sk_parse_int(a->pos[i], 1, 2000000000L, &id))
            return cli_usage(ctx, _("ID must be a review's number, not '%s'"), a->pos[i]);
        ops_fed_pub pub;
        rc = ops_fed_review_decide(ctx->db, id, accept, cli_str(a, "reason"), &actor, &pub,
                                   &ctx->err);
        if (rc == SK_OK)
            printf(accept ? _("review #%ld accepted: the proposed version is the hub's now\n")
                          : _("review #%ld rejected: the hub keeps its version\n"), id);
        if (rc == SK_OK && pub.stale)
            rc = sk_err_set(&ctx->err, SK_FAIL, "%s", pub.msg);
    }
    return rc;
}

/* ---- league result ---- */

/* The league of --league (CLI_LEAGUE: main looked it up), its released
 * results made binding where the protest period is over. */
static int league_ticked(cli_ctx *ctx)
{
    int ticked = 0;
    return ops_fed_tick(ctx->db, ctx->league->id, NULL, &ticked, NULL, &ctx->err);
}

int cmd_league_result_list(cli_ctx *ctx, const cli_args *a)
{
    const db_league *lg = ctx->league;
    int rc = league_ticked(ctx);
    if (rc != SK_OK)
        return rc;
    db_fed_settings fs = {0};
    fed_zone z = {0};
    if (rc == SK_OK)
        rc = db_fed_settings_get(ctx->db, lg->id, &fs, &ctx->err);
    if (rc == SK_OK)
        rc = ops_fed_zone(ctx->db, &z, &ctx->err);
    db_fed_result *v = NULL;
    size_t n = 0;
    if (rc == SK_OK)
        rc = db_fed_results(ctx->db, lg->id, (int)cli_int(a, "matchday", 0), &v, &n, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        const db_fed_result *r = &v[i];
        printf(_("match day %d (%s), venue group %d%s%s: %s"), r->matchday, r->date,
               r->venue_no, r->place ? _(" at ") : "", r->place ? r->place : "",
               r->state == FED_ST_NONE ? _("nothing reported") : _(fed_state_key(r->state)));
        char due[11];
        if (r->state == FED_ST_RELEASED &&
            fed_binding_date(&z, r->date, r->released, fs.protest_days, due))
            printf(_(", binding from %s"), due);
        if (r->incomplete)
            printf(_(", released incomplete: %s"), r->incomplete);
        if (r->open_reviews)
            printf(_(", open reviews: %d"), r->open_reviews);
        if (r->open_protests)
            printf(_(", protest pending ('league protest list')"));
        printf("\n");
    }
    if (rc == SK_OK && fs.publish_dir)
        printf(fs.publish_stale ? _("published: stale (the public files in %s lag behind; "
                                    "'skatsheet publish %s' writes them)\n")
                                : _("published: current (%s)\n"), fs.publish_dir,
               fs.publish_dir);
    db_fed_settings_clear(&fs);
    fed_zone_free(&z);
    db_fed_results_free(v, n);
    return rc;
}

/* league result release (CLI_STEP on its row) and league result confirm */
int cmd_league_result_step(cli_ctx *ctx, const cli_args *a)
{
    bool release = ctx->cmd->flags & CLI_STEP;
    fed_actor actor;
    ops_fed_actor_cli(&actor);
    int md = atoi(a->pos[0]), group = (int)cli_int(a, "group", 0);
    ops_fed_outcome o;
    const char *inc = cli_has(a, "incomplete") ? cli_str(a, "reason") : NULL;
    int rc = release ? ops_fed_release(ctx->db, cli_str(a, "league"), md, group, &actor, inc,
                                       &o, &ctx->err)
                     : ops_fed_confirm(ctx->db, cli_str(a, "league"), md, group, &actor, &o,
                                       &ctx->err);
    if (rc == SK_OK)
        printf(release ? _("match day %d: %d venue groups released\n")
                       : _("match day %d: %d venue groups confirmed\n"), md, o.n);
    if (rc == SK_OK && o.skipped) {
        /* every group left as it was, with why; then a failure */
        printf("%s", sk_buf_str(&o.why));
        rc = sk_err_set(&ctx->err, SK_FAIL, sk_ntr("match day %d: %d venue group left as it "
                                                   "was (above: why)",
                                                   "match day %d: %d venue groups left as they "
                                                   "were (above: why)",
                                                   (unsigned long)o.skipped),
                        md, o.skipped);
    }
    if (rc == SK_OK && o.pub.stale)
        rc = sk_err_set(&ctx->err, SK_FAIL, "%s", o.pub.msg);
    else if (o.pub.stale)
        fprintf(stderr, "skatsheet: %s\n", o.pub.msg);
    ops_fed_outcome_free(&o);
    return rc;
}

int cmd_league_result_log(cli_ctx *ctx, const cli_args *a)
{
    const db_league *lg = ctx->league;
    int rc = league_ticked(ctx);
    if (rc != SK_OK)
        return rc;
    db_fed_log *v = NULL;
    size_t n = 0;
    if (rc == SK_OK)
        rc = db_fed_logs(ctx->db, lg->id, atoi(a->pos[0]), &v, &n, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        char when[32];
        sk_local_time(v[i].at, when, sizeof when);
        printf(_("%s  venue group %d  %s  by %s%s%s\n"), when, v[i].venue_no, _(v[i].step),
               v[i].by_who, v[i].reason ? ": " : "", v[i].reason ? v[i].reason : "");
    }
    if (rc == SK_OK && !n)
        printf(_("(nothing logged yet)\n"));
    db_fed_logs_free(v, n);
    return rc;
}
