/* cmd_league.c - `league create`, `league division|team|roster|matchday add`,
 * `league table`: team leagues (rules.md 11).  SQL in db/db_league.c, the
 * tables computed by app/core/league.c from the standings (league_data). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "text.h"
#include "leaguetext.h"
#include "lookup.h"
#include "csvout.h"
#include "db_league.h"
#include "league.h"
#include "league_data.h"
#include "removal.h"
#include "standjson.h"
#include "leagueops.h"

/* ---- league create ---- */

int cmd_league_create(cli_ctx *ctx, const cli_args *a)
{
    db_league l;
    memset(&l, 0, sizeof l);
    const char *name = a->pos[0];
    l.season = (int)cli_int(a, "season", 0);
    l.series_per_matchday = (int)cli_int(a, "series-per-matchday", 3);
    l.per_series = cli_int(a, "points-per", 0) == 1; /* matchday|series */
    l.withhold = cli_int(a, "provisional", 0) == 1;  /* show|withhold */
    l.name = (char *)name;
    int rc = ops_league_create(ctx->db, &l, NULL, &ctx->err);
    if (rc != SK_OK)
        return rc;
    printf(_("league '%s' created: season %d, %d series per match day, match points per %s%s\n"),
           name, l.season, l.series_per_matchday, l.per_series ? _("series") : _("match day"),
           l.withhold ? _(", withheld until a venue group is complete") : "");
    return SK_OK;
}

/* ---- league set ---- */

int cmd_league_set(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    if (!cli_has(a, "provisional") && !cli_has(a, "protest-days") && !cli_has(a, "confirm-by") &&
        !cli_has(a, "publish-dir")) {
        return cli_usage(ctx, _("say what to change: --provisional, --protest-days, --confirm-by "
                                "or --publish-dir"));
    }
    bool withhold = cli_int(a, "provisional", 0) == 1;
    int rc = SK_OK;
    if (cli_has(a, "provisional"))
        rc = ops_league_set_withhold(ctx->db, l->id, withhold, &ctx->err);
    if (rc == SK_OK && cli_has(a, "provisional"))
        printf(withhold ? _("league '%s': match points of incomplete venue groups are withheld until complete\n")
                        : _("league '%s': match points of incomplete venue groups are shown, marked provisional\n"),
               l->name);
    if (rc == SK_OK)
        rc = cmd_league_set_fed(ctx, a, l);
    return rc;
}

/* ---- league division add ---- */

int cmd_league_division(cli_ctx *ctx, const cli_args *a)
{
    const char *name = a->pos[0];
    const db_league *l = ctx->league;
    int rc = ops_league_division_add(ctx->db, l->id, name, &ctx->err);
    if (rc == SK_OK)
        printf(_("division '%s' added to league '%s'\n"), name, l->name);
    return rc;
}

/* ---- league team add ---- */

int cmd_league_team(cli_ctx *ctx, const cli_args *a)
{
    const char *name = a->pos[0], *club = cli_str(a, "club");
    const char *division = cli_str(a, "division");
    const db_league *l = ctx->league;
    int rc = ops_league_team_add(ctx->db, l->id, name, club, division, &ctx->err);
    if (rc == SK_OK)
        printf(_("team '%s' (%s) added to league '%s'%s%s\n"), name, club, l->name,
               division ? _(", division ") : "", division ? division : "");
    return rc;
}

/* ---- league roster add ---- */

int cmd_league_roster(cli_ctx *ctx, const cli_args *a)
{
    const char *team = a->pos[0];
    bool sub = cli_has(a, "substitute");
    size_t np = (size_t)a->npos - 1;
    const db_league *l = ctx->league;
    /* names as people type them (case, Unicode form), as every look-up */
    int64_t *ids = xcalloc(np ? np : 1, sizeof *ids);
    int rc = lookup_players(ctx, a->pos + 1, (int)np, ids);
    if (rc == SK_OK)
        rc = ops_league_roster_add(ctx->db, l->id, team, ids, np, sub, &ctx->err);
    free(ids);
    if (rc == SK_OK)
        printf(_("%zu %s added to team '%s' of league '%s'\n"), np,
               sub ? (np == 1 ? _("substitute") : _("substitutes")) : (np == 1 ? _("player") : _("players")),
               team, l->name);
    return rc;
}

/* ---- league matchday add ---- */

/* Split "A,B,C" into a malloc'd array of malloc'd names (trimmed). */
static int split_venue(cli_ctx *ctx, const char *s, char ***out, size_t *n)
{
    char **v = NULL;
    size_t k = 0;
    const char *p = s;
    for (;;) {
        const char *c = strchr(p, ',');
        size_t len = c ? (size_t)(c - p) : strlen(p);
        while (len && (*p == ' ')) {
            p++;
            len--;
        }
        while (len && p[len - 1] == ' ')
            len--;
        if (len == 0) {
            for (size_t i = 0; i < k; i++)
                free(v[i]);
            free(v);
            return cli_usage(ctx, _("--venue '%s': an empty team name (use TEAM,TEAM,...)"), s);
        }
        v = xrealloc(v, (k + 1) * sizeof *v);
        v[k] = xmalloc(len + 1);
        memcpy(v[k], p, len);
        v[k][len] = '\0';
        k++;
        if (!c)
            break;
        p = c + 1;
    }
    *out = v;
    *n = k;
    return SK_OK;
}

int cmd_league_matchday(cli_ctx *ctx, const cli_args *a)
{
    const char *league = cli_str(a, "league"), *date = cli_str(a, "date"), *num = a->pos[0];
    char iso[11];
    if (!text_date_parse(date, iso))
        return sk_err_set(&ctx->err, SK_INVALID, _("--date '%s' is not a real date: write it as "
                          "15.01.2027 or 2027-01-15"), date);
    date = iso;
    int nvenue = cli_has(a, "venue");
    db_league_venue_spec *vs = xcalloc((size_t)nvenue + 1, sizeof *vs);
    char ***vnames = xcalloc((size_t)nvenue + 1, sizeof *vnames);
    size_t nv = 0;
    int rc = SK_OK;
    for (int i = 0; i < nvenue && rc == SK_OK; i++)
        if ((rc = split_venue(ctx, cli_nth(a, "venue", i), &vnames[nv], &vs[nv].nteams)) ==
            SK_OK) {
            vs[nv].teams = (const char *const *)vnames[nv];
            nv++;
        }
    long n = atol(num); /* 1..999, checked by the parser */
    db_league l;
    memset(&l, 0, sizeof l);
    char **tn = NULL;
    size_t ntn = 0;
    if (rc == SK_OK)
        rc = db_league_find(ctx->db, league, &l, &ctx->err);
    if (rc == SK_OK)
        rc = ops_league_matchday_add(ctx->db, l.id, (int)n, date, vs, nv, &tn, &ntn, &ctx->err);
    if (rc == SK_OK) {
        char shown[32];
        printf(_("match day %ld of league '%s' on %s:\n"), n, l.name,
               text_date_show(date, sk_lang_get(), shown, sizeof shown));
        for (size_t i = 0; i < ntn; i++) {
            printf(sk_ntr("  tournament '%s' (%d series)\n", "  tournament '%s' (%d series)\n",
                          (unsigned long)l.series_per_matchday),
                   tn[i], l.series_per_matchday);
            free(tn[i]);
        }
        free(tn);
    }
    for (size_t i = 0; i < nv; i++) {
        for (size_t j = 0; j < vs[i].nteams; j++)
            free(vnames[i][j]);
        free(vnames[i]);
    }
    free(vnames);
    free(vs);
    db_league_clear(&l);
    return rc;
}

/* ---- league table ---- */

static void print_league_text(const league_data *ld)
{
    const league_table *t = &ld->table;
    printf(_("%s (season %d)%s%s, match points per %s\n"), ld->league.name, ld->league.season,
           ld->division ? _(", division ") : "", ld->division ? ld->division : "",
           ld->league.per_series ? _("series") : _("match day"));
    int tw = sk_utf8_width(_("Team"));
    char pts[80];
    int pw = sk_utf8_width(_("Points"));
    for (int i = 0; i < t->nrows; i++) {
        int w = sk_utf8_width(ld->names[t->rows[i].team]);
        if (w > tw)
            tw = w;
        leaguetext_points(t->rows[i].plus2, t->rows[i].minus2, pts, sizeof pts);
        if ((int)strlen(pts) > pw)
            pw = (int)strlen(pts);
    }
    sk_buf b = {0};
    sk_buf_pad(&b, _("Rank"), 5, true);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("Team"), tw, false);
    sk_buf_add(&b, _("  Days  "));
    sk_buf_pad(&b, _("Points"), pw, true);
    sk_buf_add(&b, _("  Seeger"));
    printf("%s\n", sk_buf_str(&b));
    sk_buf_free(&b);
    for (int i = 0; i < t->nrows; i++) {
        const league_row *r = &t->rows[i];
        char rank[16];
        snprintf(rank, sizeof rank, "%d.", r->rank);
        leaguetext_points(r->plus2, r->minus2, pts, sizeof pts);
        sk_buf_pad(&b, rank, 5, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, ld->names[r->team], tw, false);
        sk_buf_printf(&b, "  %4d  ", r->matchdays);
        sk_buf_pad(&b, pts, pw, true);
        sk_buf_printf(&b, "  %6ld", r->seeger);
        printf("%s\n", sk_buf_str(&b));
        sk_buf_free(&b);
    }
}

/* Below the text table: which match days are provisional, and whether
 * their venue groups' points are counted (provisional) or withheld. */
static void print_league_note(const league_data *ld)
{
    if (!ld->nprov_days)
        return;
    sk_buf b = {0};
    sk_buf_add(&b, "\n");
    sk_buf_add(&b, sk_ntr("provisional: games are missing on match day",
                          "provisional: games are missing on match days",
                          (unsigned long)ld->nprov_days));
    for (int i = 0; i < ld->nprov_days; i++)
        sk_buf_printf(&b, "%s %d", i ? (i + 1 == ld->nprov_days ? _(" and") : ",") : "",
                      ld->prov_days[i]);
    sk_buf_add(&b, ld->league.withhold
                       ? _(": the points of those venue groups are withheld until they are complete")
                       : _(": the match points of those venue groups may change"));
    printf("%s\n", sk_buf_str(&b));
    sk_buf_free(&b);
}

static void print_league_csv(const league_data *ld)
{
    sk_buf b = {0};
    /* provisional: the team played in a venue group with games missing
     * ("withheld" when the league leaves those points out, else "yes") */
    sk_buf_add(&b, "rank,team,matchdays,points_plus,points_minus,seeger_sum,provisional\n");
    char p[32], m[32];
    for (int i = 0; i < ld->table.nrows; i++) {
        const league_row *r = &ld->table.rows[i];
        bool prov = ld->team_provisional && ld->team_provisional[r->team];
        outfmt_csv_ranked(&b, r->rank, ld->names[r->team]);
        sk_buf_printf(&b, ",%d,%s,%s,%ld,%s\n", r->matchdays,
                      league_fmt_half(r->plus2, p, sizeof p),
                      league_fmt_half(r->minus2, m, sizeof m), r->seeger,
                      !prov ? "no" : ld->league.withhold ? "withheld" : "yes");
    }
    outfmt_put(&b);
}

static void print_league_json(const league_data *ld)
{
    sk_buf b = {0};
    league_data_json(ld, &b);
    outfmt_put(&b);
}

int cmd_league_table(cli_ctx *ctx, const cli_args *a)
{
    const char *league = cli_str(a, "league"), *division = cli_str(a, "division");
    long fmt = cli_int(a, "format", 0); /* text|csv|json */
    league_data ld;
    int rc = league_data_load(ctx->db, league, division, &ld, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (fmt == 0)
        print_league_text(&ld);
    else if (fmt == 1)
        print_league_csv(&ld);
    else
        print_league_json(&ld);
    if (fmt == 0)
        print_league_note(&ld);
    league_data_free(&ld);
    return SK_OK;
}

/* ---- corrections: list, rename, remove ---- */

/* Refuse a removal that takes recorded games without --force, saying what
 * would go. */
static int ask_force(cli_ctx *ctx, const cli_args *a, const char *what, const ops_removal *w)
{
    if (!w->asks || cli_has(a, "force"))
        return SK_OK;
    return sk_err_set(&ctx->err, SK_INVALID, _("%s holds %s: add --force to remove it with all "
                      "of that"), what, w->what);
}

/* After the removal's look (rc, w): ask for --force where it takes games,
 * remove id, say what went; frees w. */
static int remove_asked(cli_ctx *ctx, const cli_args *a, int rc, const char *what, ops_removal *w,
                        int (*remove)(db *d, int64_t id, sk_err *err), int64_t id)
{
    if (rc == SK_OK)
        rc = ask_force(ctx, a, what, w);
    if (rc == SK_OK)
        rc = remove(ctx->db, id, &ctx->err);
    if (rc == SK_OK)
        printf(_("removed %s%s%s\n"), what, *w->what ? _(" with ") : "", w->what);
    ops_removal_free(w);
    return rc;
}

/* The league's teams and their members (both empty on an error). */
typedef struct {
    db_league_team *t;
    size_t nt;
    db_league_member *m;
    size_t nm;
} league_teams;

static int teams_load(cli_ctx *ctx, const db_league *l, league_teams *lt)
{
    *lt = (league_teams){0};
    int rc = db_league_teams(ctx->db, l->id, NULL, &lt->t, &lt->nt, &ctx->err);
    if (rc == SK_OK)
        rc = db_league_members(ctx->db, l->id, &lt->m, &lt->nm, &ctx->err);
    return rc;
}

static void teams_free(league_teams *lt)
{
    db_league_teams_free(lt->t, lt->nt);
    db_league_members_free(lt->m, lt->nm);
}

int cmd_league_list(cli_ctx *ctx, const cli_args *a)
{
    (void)a;
    db_league *v;
    size_t n;
    int rc = db_league_list(ctx->db, &v, &n, &ctx->err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; i < n; i++)
        printf(_("%s  season %d, %d series per match day, match points per %s\n"), v[i].name,
               v[i].season, v[i].series_per_matchday, v[i].per_series ? _("series") : _("match day"));
    if (n == 0)
        printf(_("(no leagues)\n"));
    db_leagues_free(v, n);
    return SK_OK;
}

int cmd_league_rename(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    int rc = ops_league_rename(ctx->db, l->id, a->pos[1], &ctx->err);
    if (rc == SK_OK)
        printf(_("renamed league '%s' to '%s'\n"), l->name, a->pos[1]);
    return rc;
}

int cmd_league_remove(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    ops_removal w;
    char what[300];
    snprintf(what, sizeof what, _("league '%s'"), l->name);
    int rc = ops_league_removal(ctx->db, l->id, &w, &ctx->err);
    rc = remove_asked(ctx, a, rc, what, &w, ops_league_remove, l->id);
    return rc;
}

int cmd_league_division_list(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    (void)a;
    char **names;
    int *teams;
    size_t n;
    int rc = db_league_divisions(ctx->db, l->id, &names, &teams, &n, &ctx->err);
    for (size_t i = 0; i < n; i++) {
        if (rc == SK_OK)
            printf(sk_ntr("%s  %d team\n", "%s  %d teams\n", (unsigned long)teams[i]), names[i], teams[i]);
        free(names[i]);
    }
    if (rc == SK_OK && n == 0)
        printf(_("(no divisions in league '%s')\n"), l->name);
    free(names);
    free(teams);
    return rc;
}

/* league team rename (CLI_STEP on its row) and league division rename */
int cmd_league_part_rename(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    bool team = ctx->cmd->flags & CLI_STEP;
    int rc = team ? ops_league_team_rename(ctx->db, l->id, a->pos[0], a->pos[1], &ctx->err)
                  : ops_league_division_rename(ctx->db, l->id, a->pos[0], a->pos[1], &ctx->err);
    if (rc == SK_OK)
        printf(team ? _("renamed team '%s' of league '%s' to '%s'\n")
                    : _("renamed division '%s' of league '%s' to '%s'\n"),
               a->pos[0], l->name, a->pos[1]);
    return rc;
}

int cmd_league_division_remove(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    int teams = 0;
    int rc = ops_league_division_remove(ctx->db, l->id, a->pos[0], cli_has(a, "force"), &teams,
                                       &ctx->err);
    if (rc == SK_OK)
        printf(_("removed division '%s' of league '%s'%s\n"), a->pos[0], l->name,
               teams ? _(" (its teams now have no division)") : "");
    return rc;
}

int cmd_league_team_list(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    (void)a;
    league_teams lt;
    int rc = teams_load(ctx, l, &lt);
    for (size_t i = 0; rc == SK_OK && i < lt.nt; i++) {
        const db_league_team *t = &lt.t[i];
        int k = 0;
        for (size_t j = 0; j < lt.nm; j++)
            k += lt.m[j].team_id == t->id;
        printf(sk_ntr("%s  club %s%s%s, %d player\n", "%s  club %s%s%s, %d players\n",
                      (unsigned long)k), t->name, t->club,
               t->division ? _(", division ") : "", t->division ? t->division : "", k);
    }
    if (rc == SK_OK && lt.nt == 0)
        printf(_("(no teams in league '%s')\n"), l->name);
    teams_free(&lt);
    return rc;
}

int cmd_league_team_remove(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    ops_removal w;
    int64_t tmid = 0;
    char what[600];
    snprintf(what, sizeof what, _("team '%s' of league '%s'"), a->pos[0], l->name);
    int rc = ops_league_team_removal(ctx->db, l->id, a->pos[0], &w, &tmid, &ctx->err);
    return remove_asked(ctx, a, rc, what, &w, ops_league_team_remove, tmid);
}

int cmd_league_roster_list(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    league_teams lt;
    int rc = teams_load(ctx, l, &lt);
    const char *only = a->npos ? a->pos[0] : NULL;
    bool found = !only;
    for (size_t i = 0; rc == SK_OK && i < lt.nt; i++) {
        const db_league_team *t = &lt.t[i];
        if (only && strcmp(only, t->name))
            continue;
        found = true;
        printf("%s:", t->name);
        int k = 0;
        for (size_t j = 0; j < lt.nm; j++)
            if (lt.m[j].team_id == t->id)
                printf("%s %s%s", k++ ? "," : "", lt.m[j].name, lt.m[j].substitute ? " (sub)" : "");
        printf("%s\n", k ? "" : " (nobody)");
    }
    if (rc == SK_OK && !found)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("team '%s' is not a team of league '%s'"), only,
                        l->name);
    teams_free(&lt);
    return rc;
}

/* roster remove (no --to) or roster move (--to TEAM). */
int cmd_league_roster_change(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    const char *to = cli_str(a, "to");
    int np = a->npos - 1;
    int64_t *ids = xcalloc((size_t)np, sizeof *ids);
    int rc = lookup_players(ctx, a->pos + 1, np, ids);
    if (rc == SK_OK)
        rc = ops_league_roster_change(ctx->db, l->id, a->pos[0], ids, (size_t)np, to,
                                     (int)cli_int(a, "from-matchday", 0), cli_has(a, "force"),
                                     &ctx->err);
    if (rc == SK_OK && to)
        printf(sk_ntr("%d player moved from team '%s' to '%s' (league '%s')\n",
                      "%d players moved from team '%s' to '%s' (league '%s')\n", (unsigned long)np),
               np, a->pos[0], to, l->name);
    else if (rc == SK_OK)
        printf(sk_ntr("%d player removed from team '%s' (league '%s')\n",
                      "%d players removed from team '%s' (league '%s')\n", (unsigned long)np), np,
               a->pos[0], l->name);
    free(ids);
    return rc;
}

int cmd_league_matchday_list(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    (void)a;
    db_matchday *m;
    size_t n;
    int rc = db_league_matchdays(ctx->db, l->id, &m, &n, &ctx->err);
    if (rc == SK_OK) {
        for (size_t i = 0; i < n; i++) {
            char shown[32];
            printf(_("match day %d  %s  "), m[i].number,
                   text_date_show(m[i].date, sk_lang_get(), shown, sizeof shown));
            printf(sk_ntr("%d venue group, ", "%d venue groups, ", (unsigned long)m[i].venues),
                   m[i].venues);
            printf(sk_ntr("%d game recorded\n", "%d games recorded\n", (unsigned long)m[i].games),
                   m[i].games);
        }
        if (n == 0)
            printf(_("(no match days in league '%s')\n"), l->name);
        db_matchdays_free(m, n);
    }
    return rc;
}

int cmd_league_matchday_remove(cli_ctx *ctx, const cli_args *a)
{
    const db_league *l = ctx->league;
    long num = atol(a->pos[0]); /* 1..999, checked by the parser */
    ops_removal w;
    int64_t mdid = 0;
    char what[400];
    snprintf(what, sizeof what, _("match day %ld of league '%s'"), num, l->name);
    int rc = ops_league_matchday_removal(ctx->db, l->id, (int)num, &w, &mdid, &ctx->err);
    return remove_asked(ctx, a, rc, what, &w, ops_league_matchday_remove, mdid);
}

