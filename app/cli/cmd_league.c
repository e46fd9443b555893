/* cmd_league.c - `league create`, `league division|team|roster|matchday add`,
 * `league table`: team leagues (rules.md 11).  SQL in db/db_league.c, the
 * tables computed by app/core/league.c from the standings (league_data). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "leaguetext.h"
#include "csvout.h"
#include "db_league.h"
#include "league.h"
#include "league_data.h"

/* ---- league create ---- */

int cmd_league_create(cli_ctx *ctx, const cli_args *a)
{
    db_league l;
    memset(&l, 0, sizeof l);
    const char *name = a->pos[0];
    l.season = (int)cli_int(a, "season", 0);
    l.series_per_matchday = (int)cli_int(a, "series-per-matchday", 3);
    l.per_series = cli_int(a, "points-per", 0) == 1; /* matchday|series */
    l.name = (char *)name;
    int rc = db_league_create(ctx->db, &l, NULL, &ctx->err);
    if (rc != SK_OK)
        return rc;
    printf("league '%s' created: season %d, %d series per match day, match points per %s\n",
           name, l.season, l.series_per_matchday, l.per_series ? "series" : "match day");
    return SK_OK;
}

/* ---- league division add ---- */

int cmd_league_division(cli_ctx *ctx, const cli_args *a)
{
    const char *league = cli_str(a, "league"), *name = a->pos[0];
    db_league l;
    int rc = db_league_find(ctx->db, league, &l, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = db_league_division_add(ctx->db, l.id, name, &ctx->err);
    if (rc == SK_OK)
        printf("division '%s' added to league '%s'\n", name, l.name);
    db_league_clear(&l);
    return rc;
}

/* ---- league team add ---- */

int cmd_league_team(cli_ctx *ctx, const cli_args *a)
{
    const char *league = cli_str(a, "league"), *name = a->pos[0], *club = cli_str(a, "club");
    const char *division = cli_str(a, "division");
    db_league l;
    int rc = db_league_find(ctx->db, league, &l, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = db_league_team_add(ctx->db, l.id, name, club, division, &ctx->err);
    if (rc == SK_OK)
        printf("team '%s' (%s) added to league '%s'%s%s\n", name, club, l.name,
               division ? ", division " : "", division ? division : "");
    db_league_clear(&l);
    return rc;
}

/* ---- league roster add ---- */

int cmd_league_roster(cli_ctx *ctx, const cli_args *a)
{
    const char *league = cli_str(a, "league"), *team = a->pos[0];
    bool sub = cli_has(a, "substitute");
    const char **players = (const char **)a->pos + 1;
    size_t np = (size_t)a->npos - 1;
    int rc = SK_OK;
    db_league l;
    memset(&l, 0, sizeof l);
    if (rc == SK_OK)
        rc = db_league_find(ctx->db, league, &l, &ctx->err);
    if (rc == SK_OK)
        rc = db_league_roster_add(ctx->db, l.id, team, players, np, sub, &ctx->err);
    if (rc == SK_OK)
        printf("%zu %s added to team '%s' of league '%s'\n", np,
               sub ? (np == 1 ? "substitute" : "substitutes") : (np == 1 ? "player" : "players"),
               team, l.name);
    db_league_clear(&l);
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
            return cli_usage(ctx, "--venue '%s': an empty team name (use TEAM,TEAM,...)", s);
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
        rc = db_league_matchday_add(ctx->db, l.id, (int)n, date, vs, nv, &tn, &ntn, &ctx->err);
    if (rc == SK_OK) {
        printf("match day %ld of league '%s' on %s:\n", n, l.name, date);
        for (size_t i = 0; i < ntn; i++) {
            printf("  tournament '%s' (%d series)\n", tn[i], l.series_per_matchday);
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
    printf("%s (season %d)%s%s, match points per %s\n", ld->league.name, ld->league.season,
           ld->division ? ", division " : "", ld->division ? ld->division : "",
           ld->league.per_series ? "series" : "match day");
    int tw = sk_utf8_width("Team");
    char pts[80];
    int pw = sk_utf8_width("Points");
    for (int i = 0; i < t->nrows; i++) {
        int w = sk_utf8_width(ld->names[t->rows[i].team]);
        if (w > tw)
            tw = w;
        leaguetext_points(t->rows[i].plus2, t->rows[i].minus2, pts, sizeof pts);
        if ((int)strlen(pts) > pw)
            pw = (int)strlen(pts);
    }
    sk_buf b = {0};
    sk_buf_pad(&b, "Rank", 5, true);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, "Team", tw, false);
    sk_buf_add(&b, "  Days  ");
    sk_buf_pad(&b, "Points", pw, true);
    sk_buf_add(&b, "  Seeger");
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

static void print_league_csv(const league_data *ld)
{
    sk_buf b = {0};
    sk_buf_add(&b, "rank,team,matchdays,points_plus,points_minus,seeger_sum\n");
    char p[32], m[32];
    for (int i = 0; i < ld->table.nrows; i++) {
        const league_row *r = &ld->table.rows[i];
        sk_buf_printf(&b, "%d,", r->rank);
        csvout_field(&b, ld->names[r->team], strlen(ld->names[r->team]));
        sk_buf_printf(&b, ",%d,%s,%s,%ld\n", r->matchdays,
                      league_fmt_half(r->plus2, p, sizeof p),
                      league_fmt_half(r->minus2, m, sizeof m), r->seeger);
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

static void print_league_json(const league_data *ld)
{
    sk_buf b = {0};
    char p[32], m[32];
    sk_buf_add(&b, "{\"league\":");
    sk_buf_json_str(&b, ld->league.name);
    sk_buf_printf(&b, ",\"season\":%d,\"series_per_matchday\":%d,\"points_per\":\"%s\","
                      "\"division\":",
                  ld->league.season, ld->league.series_per_matchday,
                  ld->league.per_series ? "series" : "matchday");
    if (ld->division)
        sk_buf_json_str(&b, ld->division);
    else
        sk_buf_add(&b, "null");
    sk_buf_add(&b, ",\"rows\":[");
    for (int i = 0; i < ld->table.nrows; i++) {
        const league_row *r = &ld->table.rows[i];
        const db_league_team *tm = &ld->teams[r->team];
        sk_buf_printf(&b, "%s{\"rank\":%d,\"team\":", i ? "," : "", r->rank);
        sk_buf_json_str(&b, tm->name);
        sk_buf_add(&b, ",\"club\":");
        sk_buf_json_str(&b, tm->club);
        sk_buf_printf(&b, ",\"matchdays\":%d,\"points_plus\":%s,\"points_minus\":%s,"
                          "\"seeger_sum\":%ld,\"days\":[",
                      r->matchdays, league_fmt_half(r->plus2, p, sizeof p),
                      league_fmt_half(r->minus2, m, sizeof m), r->seeger);
        for (int d = 0; d < ld->table.ndays; d++) {
            const league_cell *c = &r->days[d];
            sk_buf_printf(&b, "%s{\"matchday\":%d,\"date\":", d ? "," : "", ld->table.day[d]);
            sk_buf_json_str(&b, ld->day_dates[d] ? ld->day_dates[d] : "");
            sk_buf_printf(&b, ",\"present\":%s,\"points_plus\":%s,\"points_minus\":%s,"
                              "\"seeger\":%ld}",
                          c->present ? "true" : "false", league_fmt_half(c->plus2, p, sizeof p),
                          league_fmt_half(c->minus2, m, sizeof m), c->seeger);
        }
        sk_buf_add(&b, "]}");
    }
    sk_buf_add(&b, "]}\n");
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
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
    league_data_free(&ld);
    return SK_OK;
}
