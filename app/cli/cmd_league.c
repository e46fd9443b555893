/* cmd_league.c - `league ...` and `season ...`: team leagues and club
 * championships (rules.md 11).  SQL in db/db_league.c, tables computed by
 * app/league.c from the standings (app/league_data.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cliopt.h"
#include "csvout.h"
#include "db_league.h"
#include "league.h"
#include "league_data.h"
#include "standjson.h"

/* ---- option helpers ---- */

/* cliopt_value for `for (i...; i++)` loops: on a match *i is left on the
 * option's value (its last word), so the loop's i++ steps past it. */
static int optv(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                const char *alias, const char **val)
{
    int r = cliopt_value(ctx, argc, argv, i, name, alias, val);
    if (r == 1)
        (*i)--;
    return r;
}

/* optv for a string option: on a match stores the value in *dst. */
static int opts(cli_ctx *ctx, int argc, char **argv, int *i, const char *name,
                const char *alias, const char **dst)
{
    int r = cliopt_str(ctx, argc, argv, i, name, alias, dst);
    if (r == 1)
        (*i)--;
    return r;
}

static int parse_format(cli_ctx *ctx, const char *s, int *fmt)
{
    if (strcmp(s, "text") == 0)
        *fmt = 0;
    else if (strcmp(s, "csv") == 0)
        *fmt = 1;
    else if (strcmp(s, "json") == 0)
        *fmt = 2;
    else
        return cli_usage(ctx, "--format %s: use text, csv or json", s);
    return SK_OK;
}

static int unknown_opt(cli_ctx *ctx, const char *a)
{
    return cli_usage(ctx, "unknown option %s", a);
}

static bool is_opt(const char *a)
{
    return a[0] == '-' && a[1] != '\0';
}

/* a, a word that is no option of the command: an unknown option, else the
 * one NAME (*name); a second one is the usage error `twice`. */
static int one_name(cli_ctx *ctx, const char *a, const char **name, const char *twice)
{
    if (is_opt(a))
        return unknown_opt(ctx, a);
    if (*name)
        return cli_usage(ctx, "%s", twice);
    *name = a;
    return SK_OK;
}

/* ---- league create ---- */

int cmd_league_create(cli_ctx *ctx, int argc, char **argv)
{
    db_league l;
    memset(&l, 0, sizeof l);
    l.series_per_matchday = 3;
    const char *name = NULL, *v;
    bool have_season = false;
    for (int i = 1; i < argc; i++) {
        int r;
        if ((r = optv(ctx, argc, argv, &i, "--season", NULL, &v)) != 0) {
            if (r < 0)
                return SK_USAGE;
            long y;
            if (!sk_parse_int(v, 1900, 9999, &y))
                return cli_usage(ctx, "--season %s: a year from 1900 to 9999", v);
            l.season = (int)y;
            have_season = true;
        } else if ((r = optv(ctx, argc, argv, &i, "--series-per-matchday", NULL, &v)) != 0) {
            if (r < 0)
                return SK_USAGE;
            long n;
            if (!sk_parse_int(v, 1, 20, &n))
                return cli_usage(ctx, "--series-per-matchday %s: a number from 1 to 20", v);
            l.series_per_matchday = (int)n;
        } else if ((r = optv(ctx, argc, argv, &i, "--points-per", NULL, &v)) != 0) {
            if (r < 0)
                return SK_USAGE;
            if (strcmp(v, "matchday") == 0)
                l.per_series = false;
            else if (strcmp(v, "series") == 0)
                l.per_series = true;
            else
                return cli_usage(ctx, "--points-per %s: use matchday or series", v);
        } else if (is_opt(argv[i])) {
            return unknown_opt(ctx, argv[i]);
        } else if (!name) {
            name = argv[i];
        } else {
            return cli_usage(ctx, "one league NAME only (got '%s' and '%s')", name, argv[i]);
        }
    }
    if (!name)
        return cli_usage(ctx, "name the league");
    if (!have_season)
        return cli_usage(ctx, "--season YEAR is required");
    l.name = (char *)name;
    int rc = db_league_create(ctx->db, &l, NULL, &ctx->err);
    if (rc != SK_OK)
        return rc;
    printf("league '%s' created: season %d, %d series per match day, match points per %s\n",
           name, l.season, l.series_per_matchday, l.per_series ? "series" : "match day");
    return SK_OK;
}

/* ---- league division add ---- */

int cmd_league_division(cli_ctx *ctx, int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "add") != 0)
        return cli_usage(ctx, "use 'league division add NAME'");
    const char *league = NULL, *name = NULL;
    for (int i = 2; i < argc; i++) {
        int r;
        if ((r = opts(ctx, argc, argv, &i, "--league", "-l", &league))) {
            if (r < 0)
                return SK_USAGE;
        } else if ((r = one_name(ctx, argv[i], &name, "one division NAME only")) != SK_OK) {
            return r;
        }
    }
    if (!name)
        return cli_usage(ctx, "name the division");
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

int cmd_league_team(cli_ctx *ctx, int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "add") != 0)
        return cli_usage(ctx, "use 'league team add NAME --club CLUB'");
    const char *league = NULL, *name = NULL, *club = NULL, *division = NULL;
    for (int i = 2; i < argc; i++) {
        int r;
        if ((r = opts(ctx, argc, argv, &i, "--league", "-l", &league)) ||
            (r = opts(ctx, argc, argv, &i, "--club", NULL, &club)) ||
            (r = opts(ctx, argc, argv, &i, "--division", NULL, &division))) {
            if (r < 0)
                return SK_USAGE;
        } else if ((r = one_name(ctx, argv[i], &name,
                                  "one team NAME only (quote names with spaces)")) != SK_OK) {
            return r;
        }
    }
    if (!name)
        return cli_usage(ctx, "name the team");
    if (!club)
        return cli_usage(ctx, "--club CLUB is required");
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

int cmd_league_roster(cli_ctx *ctx, int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "add") != 0)
        return cli_usage(ctx, "use 'league roster add TEAM PLAYER...'");
    const char *league = NULL, *team = NULL;
    bool sub = false;
    const char **players = xcalloc((size_t)argc + 1, sizeof(char *));
    size_t np = 0;
    int rc = SK_OK;
    for (int i = 2; i < argc && rc == SK_OK; i++) {
        int r;
        if ((r = opts(ctx, argc, argv, &i, "--league", "-l", &league))) {
            if (r < 0)
                rc = SK_USAGE;
        } else if (strcmp(argv[i], "--substitute") == 0) {
            sub = true;
        } else if (strcmp(argv[i], "--") == 0) {
            for (i++; i < argc; i++) {
                if (!team)
                    team = argv[i];
                else
                    players[np++] = argv[i];
            }
        } else if (is_opt(argv[i])) {
            rc = unknown_opt(ctx, argv[i]);
        } else if (!team) {
            team = argv[i];
        } else {
            players[np++] = argv[i];
        }
    }
    if (rc == SK_OK && (!team || np == 0))
        rc = cli_usage(ctx, "name the TEAM and at least one PLAYER");
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
    free(players);
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

int cmd_league_matchday(cli_ctx *ctx, int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "add") != 0)
        return cli_usage(ctx, "use 'league matchday add N --date YYYY-MM-DD'");
    const char *league = NULL, *date = NULL, *num = NULL, *v;
    db_league_venue_spec *vs = xcalloc((size_t)argc + 1, sizeof *vs);
    char ***vnames = xcalloc((size_t)argc + 1, sizeof *vnames);
    size_t nv = 0;
    int rc = SK_OK;
    for (int i = 2; i < argc && rc == SK_OK; i++) {
        int r;
        if ((r = opts(ctx, argc, argv, &i, "--league", "-l", &league)) ||
            (r = opts(ctx, argc, argv, &i, "--date", NULL, &date))) {
            if (r < 0)
                rc = SK_USAGE;
        } else if ((r = optv(ctx, argc, argv, &i, "--venue", NULL, &v)) != 0) {
            if (r < 0)
                rc = SK_USAGE;
            else if ((rc = split_venue(ctx, v, &vnames[nv], &vs[nv].nteams)) == SK_OK) {
                vs[nv].teams = (const char *const *)vnames[nv];
                nv++;
            }
        } else {
            rc = one_name(ctx, argv[i], &num, "one match day number only");
        }
    }
    long n = 0;
    if (rc == SK_OK && !num)
        rc = cli_usage(ctx, "give the match day number N");
    if (rc == SK_OK && !sk_parse_int(num, 1, 999, &n))
        rc = cli_usage(ctx, "match day '%s': a number from 1 to 999", num);
    if (rc == SK_OK && !date)
        rc = cli_usage(ctx, "--date YYYY-MM-DD is required");
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

/* Match points "a:b" (half units, league_fmt_half) into buf. */
static char *points_text(int plus2, int minus2, char *buf, size_t n)
{
    char a[32], b[32];
    snprintf(buf, n, "%s:%s", league_fmt_half(plus2, a, sizeof a),
             league_fmt_half(minus2, b, sizeof b));
    return buf;
}

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
        points_text(t->rows[i].plus2, t->rows[i].minus2, pts, sizeof pts);
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
        points_text(r->plus2, r->minus2, pts, sizeof pts);
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
    league_data_json(ld, &b);
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

int cmd_league_table(cli_ctx *ctx, int argc, char **argv)
{
    const char *league = NULL, *division = NULL, *v;
    int fmt = 0;
    for (int i = 1; i < argc; i++) {
        int r;
        if ((r = opts(ctx, argc, argv, &i, "--league", "-l", &league)) ||
            (r = opts(ctx, argc, argv, &i, "--division", NULL, &division))) {
            if (r < 0)
                return SK_USAGE;
        } else if ((r = optv(ctx, argc, argv, &i, "--format", NULL, &v)) != 0) {
            if (r < 0 || parse_format(ctx, v, &fmt) != SK_OK)
                return SK_USAGE;
        } else if (is_opt(argv[i])) {
            return unknown_opt(ctx, argv[i]);
        } else {
            return cli_usage(ctx, "unexpected argument '%s' (the league is chosen with -l NAME)",
                             argv[i]);
        }
    }
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

/* ---- season create / add / table ---- */

int cmd_season_create(cli_ctx *ctx, int argc, char **argv)
{
    const char *name = NULL, *kind = NULL, *v;
    db_season s;
    memset(&s, 0, sizeof s);
    for (int i = 1; i < argc; i++) {
        int r;
        if ((r = opts(ctx, argc, argv, &i, "--kind", NULL, &kind))) {
            if (r < 0)
                return SK_USAGE;
        } else if ((r = optv(ctx, argc, argv, &i, "--best", NULL, &v)) != 0) {
            if (r < 0)
                return SK_USAGE;
            long n;
            if (!sk_parse_int(v, 1, 999, &n))
                return cli_usage(ctx, "--best %s: a number of series from 1 to 999", v);
            s.best = (int)n;
        } else if (strcmp(argv[i], "--average") == 0) {
            s.average = true;
        } else if ((r = one_name(ctx, argv[i], &name,
                                  "one season NAME only (quote names with spaces)")) != SK_OK) {
            return r;
        }
    }
    if (!name)
        return cli_usage(ctx, "name the season");
    if (!kind)
        return cli_usage(ctx, "--kind championship is required");
    if (strcmp(kind, "championship") != 0)
        return cli_usage(ctx, "--kind %s: the only kind is championship", kind);
    if (s.best && s.average)
        return cli_usage(ctx, "--best and --average exclude each other");
    s.name = (char *)name;
    int rc = db_season_create(ctx->db, &s, NULL, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (s.best)
        printf("season '%s' created: club championship, the best %d series count\n", name,
               s.best);
    else if (s.average)
        printf("season '%s' created: club championship, ranked by the average per series\n",
               name);
    else
        printf("season '%s' created: club championship, all series count\n", name);
    return SK_OK;
}

int cmd_season_add(cli_ctx *ctx, int argc, char **argv)
{
    if (argc < 3)
        return cli_usage(ctx, "name the SEASON and at least one TOURNAMENT");
    for (int i = 1; i < argc; i++)
        if (is_opt(argv[i]))
            return unknown_opt(ctx, argv[i]);
    db_season s;
    int rc = db_season_find(ctx->db, argv[1], &s, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(ctx->db, &ctx->err);
    for (int i = 2; rc == SK_OK && i < argc; i++)
        rc = db_season_add(ctx->db, s.id, argv[i], &ctx->err);
    if (rc == SK_OK)
        rc = db_commit(ctx->db, &ctx->err);
    else
        db_rollback(ctx->db);
    if (rc == SK_OK)
        for (int i = 2; i < argc; i++)
            printf("tournament '%s' added to season '%s'\n", argv[i], s.name);
    db_season_clear(&s);
    return rc;
}

static const char *season_mode_text(const league_season_data *sd, char *buf, size_t n)
{
    if (sd->season.average)
        snprintf(buf, n, "ranked by the average per series played");
    else if (sd->season.best)
        snprintf(buf, n, "the best %d series count, (n) = struck", sd->season.best);
    else
        snprintf(buf, n, "all series count");
    return buf;
}

static void print_season_text(const league_season_data *sd)
{
    const league_ch_table *t = &sd->table;
    char mode[128];
    printf("%s: club championship, %s\n", sd->season.name, season_mode_text(sd, mode, sizeof mode));
    int pw = sk_utf8_width("Player");
    for (int i = 0; i < t->nrows; i++) {
        int w = sk_utf8_width(sd->pnames[t->rows[i].player]);
        if (w > pw)
            pw = w;
    }
    /* column width: the widest cell of any series column */
    int cw = 4;
    char cell[48];
    for (int i = 0; i < t->nrows; i++)
        for (int c = 0; c < t->ncols; c++) {
            const league_ch_cell *x = &t->rows[i].cells[c];
            if (!x->played)
                continue;
            int w = snprintf(cell, sizeof cell, x->struck ? "(%ld)" : "%ld", x->total);
            if (w > cw)
                cw = w;
        }
    const char *key = sd->season.average ? "Average" : sd->season.best ? "Counted" : NULL;
    sk_buf b = {0};
    sk_buf_pad(&b, "Rank", 5, true);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, "Player", pw, false);
    sk_buf_add(&b, "  Series");
    for (int c = 0; c < t->ncols; c++) {
        snprintf(cell, sizeof cell, "#%d", c + 1);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, cell, cw, true);
    }
    if (key) {
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, key, 8, true);
    }
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, "Total", 7, true);
    printf("%s\n", sk_buf_str(&b));
    sk_buf_free(&b);
    for (int i = 0; i < t->nrows; i++) {
        const league_ch_row *r = &t->rows[i];
        snprintf(cell, sizeof cell, "%d.", r->rank);
        sk_buf_pad(&b, cell, 5, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, sd->pnames[r->player], pw, false);
        sk_buf_printf(&b, "  %6d", r->played);
        for (int c = 0; c < t->ncols; c++) {
            const league_ch_cell *x = &r->cells[c];
            if (!x->played)
                snprintf(cell, sizeof cell, "-");
            else
                snprintf(cell, sizeof cell, x->struck ? "(%ld)" : "%ld", x->total);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, cell, cw, true);
        }
        if (sd->season.average) {
            league_fmt_avg(r->counted, r->played, cell, sizeof cell);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, cell, 8, true);
        } else if (sd->season.best) {
            sk_buf_printf(&b, "  %8ld", r->counted);
        }
        sk_buf_printf(&b, "  %7ld", r->total);
        printf("%s\n", sk_buf_str(&b));
        sk_buf_free(&b);
    }
    for (int c = 0; c < t->ncols; c++)
        printf("#%d %s%s%s%s\n", c + 1, sd->col_label[c], sd->col_date[c] ? " (" : "",
               sd->col_date[c] ? sd->col_date[c] : "", sd->col_date[c] ? ")" : "");
}

/* The ranking value as printed in CSV/JSON counted_total: the counted sum,
 * or for --average the average with two decimals. */
static const char *counted_str(const league_season_data *sd, const league_ch_row *r, char *buf,
                               size_t n)
{
    if (sd->season.average)
        return league_fmt_avg(r->counted, r->played, buf, n);
    snprintf(buf, n, "%ld", r->counted);
    return buf;
}

static void print_season_csv(const league_season_data *sd)
{
    sk_buf b = {0};
    char c[48];
    sk_buf_add(&b, "rank,player,series_played,counted_total,total\n");
    for (int i = 0; i < sd->table.nrows; i++) {
        const league_ch_row *r = &sd->table.rows[i];
        const char *nm = sd->pnames[r->player];
        sk_buf_printf(&b, "%d,", r->rank);
        csvout_field(&b, nm, strlen(nm));
        sk_buf_printf(&b, ",%d,%s,%ld\n", r->played, counted_str(sd, r, c, sizeof c), r->total);
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

static void print_season_json(const league_season_data *sd)
{
    sk_buf b = {0};
    char c[48];
    sk_buf_add(&b, "{\"season\":");
    sk_buf_json_str(&b, sd->season.name);
    sk_buf_printf(&b, ",\"kind\":\"championship\",\"mode\":\"%s\",\"best\":",
                  sd->season.average ? "average" : sd->season.best ? "best" : "all");
    if (sd->season.best)
        sk_buf_printf(&b, "%d", sd->season.best);
    else
        sk_buf_add(&b, "null");
    sk_buf_add(&b, ",\"columns\":[");
    for (int k = 0; k < sd->ncols; k++) {
        sk_buf_add(&b, k ? ",{\"label\":" : "{\"label\":");
        sk_buf_json_str(&b, sd->col_label[k]);
        sk_buf_add(&b, ",\"date\":");
        if (sd->col_date[k])
            sk_buf_json_str(&b, sd->col_date[k]);
        else
            sk_buf_add(&b, "null");
        sk_buf_add(&b, "}");
    }
    sk_buf_add(&b, "],\"rows\":[");
    for (int i = 0; i < sd->table.nrows; i++) {
        const league_ch_row *r = &sd->table.rows[i];
        sk_buf_printf(&b, "%s{\"rank\":%d,\"player\":", i ? "," : "", r->rank);
        sk_buf_json_str(&b, sd->pnames[r->player]);
        sk_buf_printf(&b, ",\"series_played\":%d,\"counted_total\":%s,\"total\":%ld,\"series\":[",
                      r->played, counted_str(sd, r, c, sizeof c), r->total);
        for (int k = 0; k < sd->ncols; k++) {
            const league_ch_cell *x = &r->cells[k];
            if (k)
                sk_buf_add(&b, ",");
            if (!x->played)
                sk_buf_add(&b, "null");
            else
                sk_buf_printf(&b, "{\"total\":%ld,\"struck\":%s}", x->total,
                              x->struck ? "true" : "false");
        }
        sk_buf_add(&b, "]}");
    }
    sk_buf_add(&b, "]}\n");
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

int cmd_season_table(cli_ctx *ctx, int argc, char **argv)
{
    const char *name = NULL, *v;
    int fmt = 0;
    for (int i = 1; i < argc; i++) {
        int r;
        if ((r = optv(ctx, argc, argv, &i, "--format", NULL, &v)) != 0) {
            if (r < 0 || parse_format(ctx, v, &fmt) != SK_OK)
                return SK_USAGE;
        } else if ((r = one_name(ctx, argv[i], &name, "one season NAME only")) != SK_OK) {
            return r;
        }
    }
    if (!name)
        return cli_usage(ctx, "name the season");
    league_season_data sd;
    int rc = league_data_season_load(ctx->db, name, &sd, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (fmt == 0)
        print_season_text(&sd);
    else if (fmt == 1)
        print_season_csv(&sd);
    else
        print_season_json(&sd);
    league_data_season_free(&sd);
    return SK_OK;
}

/* ---- export pdf / export xlsx --league NAME | --season NAME ---- */

#include "rep_pdf.h"
#include "rep_xlsx.h"

bool cmd_league_export_wanted(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            break;
        if (strcmp(argv[i], "--league") == 0 || strncmp(argv[i], "--league=", 9) == 0 ||
            strcmp(argv[i], "--season") == 0 || strncmp(argv[i], "--season=", 9) == 0)
            return true;
    }
    return false;
}

static const char *tr(rep_lang lang, const char *en, const char *de)
{
    return lang == REP_DE ? de : en;
}

/* Match points "a:b" (half units, league_fmt_half) as a pooled string,
 * with a decimal comma in German ("3,5:0,5"). */
static const char *pool_points(rep_pool *p, rep_lang lang, int plus2, int minus2)
{
    char buf[80];
    points_text(plus2, minus2, buf, sizeof buf);
    if (lang == REP_DE)
        for (char *c = buf; *c; c++)
            if (*c == '.')
                *c = ',';
    return rep_pool_add(p, xstrdup(buf));
}

/* A pooled column title with the match day number filled in. */
static const char *day_title(rep_pool *p, rep_lang lang, const char *en, const char *de, int day)
{
    return rep_pool_add(p, xasprintf(tr(lang, en, de), day));
}

static rep_cell empty_cell(void)
{
    rep_cell c;
    memset(&c, 0, sizeof c);
    return c;
}

/* League table: rank, team, club, match days, points, Seeger, then per
 * match day its points and Seeger sum (empty when the team did not appear).
 * The PDF (xlsx false) shows points as "a:b" text and leaves the match days
 * to league_days_table; the XLSX has numbers only: the points split into
 * two columns, points for and points against (half points as 1.5), also
 * per match day, so a spreadsheet can add and sort them. */
static void league_rep_table(const league_data *ld, rep_lang lang, rep_pool *p, rep_table *t,
                             bool xlsx)
{
    const league_table *lt = &ld->table;
    int ndays = xlsx ? lt->ndays : 0;
    int pc = xlsx ? 2 : 1; /* columns per points value */
    int nc = 5 + pc + (pc + 1) * ndays;
    rep_col *cols = xcalloc((size_t)nc, sizeof *cols);
    int c = 0;
    cols[c++] = (rep_col){rep_label(lang, "rank"), REP_RIGHT, 6, NULL};
    cols[c++] = (rep_col){rep_label(lang, "team"), REP_LEFT, 16, NULL};
    cols[c++] = (rep_col){rep_label(lang, "club"), REP_LEFT, 14, NULL};
    cols[c++] = (rep_col){tr(lang, "Days", "Spieltage"), REP_RIGHT, 11, NULL};
    if (xlsx) {
        cols[c++] = (rep_col){tr(lang, "Points for", "Pluspunkte"), REP_RIGHT, 11, NULL};
        cols[c++] = (rep_col){tr(lang, "Points against", "Minuspunkte"), REP_RIGHT, 14, NULL};
    } else {
        cols[c++] = (rep_col){tr(lang, "Points", "Wertung"), REP_RIGHT, 10, NULL};
    }
    cols[c++] = (rep_col){tr(lang, "Seeger", "Spielpunkte"), REP_RIGHT, 12, NULL};
    for (int d = 0; d < ndays; d++) {
        int day = lt->day[d];
        cols[c++] = (rep_col){day_title(p, lang, "MD %d for", "ST %d Plus", day), REP_RIGHT, 10,
                              NULL};
        cols[c++] = (rep_col){day_title(p, lang, "MD %d against", "ST %d Minus", day), REP_RIGHT,
                              13, NULL};
        cols[c++] = (rep_col){day_title(p, lang, "MD %d Seeger", "ST %d SP", day), REP_RIGHT, 10,
                              NULL};
    }
    rep_cell *cells = xcalloc((size_t)lt->nrows * (size_t)nc + 1, sizeof *cells);
    for (int i = 0; i < lt->nrows; i++) {
        const league_row *r = &lt->rows[i];
        rep_cell *x = cells + (size_t)i * (size_t)nc;
        int k = 0;
        x[k++] = rep_num(r->rank);
        x[k++] = rep_text(ld->teams[r->team].name);
        x[k++] = rep_text(ld->teams[r->team].club);
        x[k++] = rep_num(r->matchdays);
        if (xlsx) {
            x[k++] = rep_halves(r->plus2);
            x[k++] = rep_halves(r->minus2);
        } else {
            x[k++] = rep_text(pool_points(p, lang, r->plus2, r->minus2));
        }
        x[k++] = rep_num(r->seeger);
        for (int d = 0; d < ndays; d++) {
            const league_cell *cl = &r->days[d];
            if (!cl->present) {
                x[k++] = empty_cell();
                x[k++] = empty_cell();
                x[k++] = empty_cell();
                continue;
            }
            x[k++] = rep_halves(cl->plus2);
            x[k++] = rep_halves(cl->minus2);
            x[k++] = rep_num(cl->seeger);
        }
    }
    t->title = tr(lang, "League table", "Tabelle");
    t->ncols = nc;
    t->cols = cols;
    t->nrows = lt->nrows;
    t->cells = cells;
}

/* The match days for the PDF (a long, narrow table): match day, date,
 * team, points, Seeger sum; teams that did not appear are left out. */
static void league_days_table(const league_data *ld, rep_lang lang, rep_pool *p, rep_table *t)
{
    const league_table *lt = &ld->table;
    enum { NC = 5 };
    rep_col *cols = xcalloc(NC, sizeof *cols);
    cols[0] = (rep_col){tr(lang, "Match day", "Spieltag"), REP_RIGHT, 10, NULL};
    cols[1] = (rep_col){tr(lang, "Date", "Datum"), REP_LEFT, 12, NULL};
    cols[2] = (rep_col){rep_label(lang, "team"), REP_LEFT, 24, NULL};
    cols[3] = (rep_col){tr(lang, "Points", "Wertung"), REP_RIGHT, 10, NULL};
    cols[4] = (rep_col){tr(lang, "Seeger", "Spielpunkte"), REP_RIGHT, 12, NULL};
    rep_cell *cells = xcalloc((size_t)lt->ndays * (size_t)lt->nrows * NC + 1, sizeof *cells);
    int nr = 0;
    for (int d = 0; d < lt->ndays; d++)
        for (int i = 0; i < lt->nrows; i++) {
            const league_cell *cl = &lt->rows[i].days[d];
            if (!cl->present)
                continue;
            rep_cell *x = cells + (size_t)nr++ * NC;
            x[0] = rep_num(lt->day[d]);
            x[1] = ld->day_dates[d] ? rep_text(ld->day_dates[d]) : empty_cell();
            x[2] = rep_text(ld->teams[lt->rows[i].team].name);
            x[3] = rep_text(pool_points(p, lang, cl->plus2, cl->minus2));
            x[4] = rep_num(cl->seeger);
        }
    t->title = tr(lang, "Match days", "Spieltage");
    t->ncols = NC;
    t->cols = cols;
    t->nrows = nr;
    t->cells = cells;
}

/* Season table: rank, player, series played, one column per series (struck
 * ones as REP_CELL_STRUCK: "(n)" in the PDF, a struck number in the XLSX),
 * counted (or average: text in the PDF, a number "0.00" in the XLSX),
 * total. */
static void season_rep_table(const league_season_data *sd, rep_lang lang, rep_pool *p,
                             rep_table *t, bool xlsx)
{
    const league_ch_table *ct = &sd->table;
    int nc = 5 + ct->ncols;
    rep_col *cols = xcalloc((size_t)nc, sizeof *cols);
    int c = 0;
    cols[c++] = (rep_col){rep_label(lang, "rank"), REP_RIGHT, 6, NULL};
    cols[c++] = (rep_col){rep_label(lang, "name"), REP_LEFT, 20, NULL};
    cols[c++] = (rep_col){tr(lang, "Series", "Serien"), REP_RIGHT, 6, NULL};
    for (int k = 0; k < ct->ncols; k++)
        cols[c++] = (rep_col){rep_pool_add(p, xstrdup(sd->col_label[k])), REP_RIGHT, 9, NULL};
    cols[c++] = (rep_col){sd->season.average ? tr(lang, "Average", "Schnitt")
                                             : tr(lang, "Counted", "Wertung"),
                          REP_RIGHT, 9, NULL};
    cols[c++] = (rep_col){rep_label(lang, "total"), REP_RIGHT, 9, NULL};
    rep_cell *cells = xcalloc((size_t)ct->nrows * (size_t)nc + 1, sizeof *cells);
    for (int i = 0; i < ct->nrows; i++) {
        const league_ch_row *r = &ct->rows[i];
        rep_cell *x = cells + (size_t)i * (size_t)nc;
        int k = 0;
        x[k++] = rep_num(r->rank);
        x[k++] = rep_text(sd->pnames[r->player]);
        x[k++] = rep_num(r->played);
        for (int j = 0; j < ct->ncols; j++) {
            const league_ch_cell *cl = &r->cells[j];
            if (!cl->played)
                x[k++] = empty_cell();
            else if (cl->struck)
                x[k++] = rep_struck(cl->total);
            else
                x[k++] = rep_num(cl->total);
        }
        if (sd->season.average) /* the PDF writes it "83.20" / "83,20" (rep_fmt_cell) */
            x[k++] = r->played > 0 ? rep_hundredths(league_avg_hundredths(r->counted, r->played))
                     : xlsx        ? empty_cell()
                                   : rep_text("-");
        else
            x[k++] = rep_num(r->counted);
        x[k++] = rep_num(r->total);
    }
    t->title = tr(lang, "Season table", "Jahreswertung");
    t->ncols = nc;
    t->cols = cols;
    t->nrows = ct->nrows;
    t->cells = cells;
}

int cmd_league_export(cli_ctx *ctx, int argc, char **argv, bool xlsx)
{
    const char *file = NULL, *league = NULL, *season = NULL, *division = NULL, *v;
    rep_lang lang = REP_EN;
    for (int i = 1; i < argc; i++) {
        int r;
        if ((r = opts(ctx, argc, argv, &i, "--league", NULL, &league)) ||
            (r = opts(ctx, argc, argv, &i, "--season", NULL, &season)) ||
            (r = opts(ctx, argc, argv, &i, "--division", NULL, &division))) {
            if (r < 0)
                return SK_USAGE;
        } else if ((r = optv(ctx, argc, argv, &i, "--lang", NULL, &v)) != 0) {
            if (r < 0)
                return SK_USAGE;
            if (!rep_parse_lang(v, &lang))
                return cli_usage(ctx, "--lang must be de or en, not '%s'", v);
        } else if (is_opt(argv[i])) {
            return cli_usage(ctx, "%s: not with --league/--season", argv[i]);
        } else if (!file) {
            file = argv[i];
        } else {
            return cli_usage(ctx, "unexpected argument '%s'", argv[i]);
        }
    }
    if (!file || !*file)
        return cli_usage(ctx, "FILE is missing");
    if (league && season)
        return cli_usage(ctx, "--league and --season exclude each other");
    if (division && !league)
        return cli_usage(ctx, "--division goes with --league");
    rep_pool p = {0};
    rep_table t, days;
    memset(&t, 0, sizeof t);
    memset(&days, 0, sizeof days);
    char *title = NULL, *info = NULL;
    int rc;
    league_data ld;
    league_season_data sd;
    memset(&ld, 0, sizeof ld);
    memset(&sd, 0, sizeof sd);
    if (league) {
        rc = league_data_load(ctx->db, league, division, &ld, &ctx->err);
        if (rc != SK_OK)
            return rc;
        league_rep_table(&ld, lang, &p, &t, xlsx);
        if (!xlsx)
            league_days_table(&ld, lang, &p, &days);
        title = xstrdup(ld.league.name);
        info = division ? xasprintf("%s %d, %s", tr(lang, "Season", "Saison"), ld.league.season,
                                    division)
                        : xasprintf("%s %d", tr(lang, "Season", "Saison"), ld.league.season);
    } else {
        rc = league_data_season_load(ctx->db, season, &sd, &ctx->err);
        if (rc != SK_OK)
            return rc;
        season_rep_table(&sd, lang, &p, &t, xlsx);
        title = xstrdup(sd.season.name);
        char mode[128];
        info = sd.season.best ? xasprintf(tr(lang, "best %d series count, (n) = struck",
                                             "die besten %d Serien z\xc3\xa4hlen, (n) = "
                                             "Streichergebnis"),
                                          sd.season.best)
                              : xstrdup(sd.season.average
                                            ? tr(lang, "average per series",
                                                 "Schnitt je Serie")
                                            : season_mode_text(&sd, mode, sizeof mode));
    }
    if (xlsx) {
        const rep_table *tp = &t;
        rc = rep_xlsx_write(file, &tp, 1, &ctx->err);
    } else {
        rep_doc doc = {title, NULL, info, lang};
        rc = rep_pdf_standings(file, &doc, &t, days.cols ? &days : NULL, NULL, &ctx->err);
    }
    if (rc == SK_OK)
        printf("wrote %s\n", file);
    free((void *)t.cols);
    free((void *)t.cells);
    free((void *)days.cols);
    free((void *)days.cells);
    free(title);
    free(info);
    rep_pool_free(&p);
    league_data_free(&ld);
    league_data_season_free(&sd);
    return rc;
}
