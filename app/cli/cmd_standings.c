/* cmd_standings.c - `standings`, `standings lot`, `team add|list|import`,
 * `sheet show` and `check`: turn recorded games into rankings (rules.md 8-10). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db.h"
#include "db_standings.h"
#include "rules.h"
#include "seeger.h"
#include "sheet.h"
#include "standings.h"
#include "standview.h"

/* ---- option parsing ---------------------------------------------------- */

typedef struct opts {
    const char *tournament;
    int series;              /* 0 = not given */
    int table;               /* 0 = not given */
    const char *format;      /* text csv json */
    bool teams;
    char **pos;              /* positional arguments */
    int npos;
} opts;

/* Value of option `name` at argv[*i] ("--x V" or "--x=V"); NULL when argv[*i]
 * is not that option.  Sets *bad when the value is missing. */
static const char *opt_value(int argc, char **argv, int *i, const char *name, const char *alias,
                             bool *bad)
{
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strcmp(a, name) == 0 || (alias && strcmp(a, alias) == 0)) {
        if (*i + 1 >= argc) {
            *bad = true;
            return NULL;
        }
        *i += 2;
        return argv[*i - 1];
    }
    if (strncmp(a, name, n) == 0 && a[n] == '=') {
        *i += 1;
        return a + n + 1;
    }
    return NULL;
}

/* allowed: a string of option letters: t(ournament) s(eries) T(able)
 * f(ormat) m (teams). */
static int parse_opts(cli_ctx *ctx, int argc, char **argv, const char *allowed, opts *o)
{
    memset(o, 0, sizeof *o);
    o->format = "text";
    o->pos = xcalloc((size_t)argc + 1, sizeof *o->pos);
    bool dashdash = false;
    for (int i = 1; i < argc;) {
        const char *a = argv[i];
        bool bad = false;
        const char *v;
        if (dashdash || a[0] != '-' || strcmp(a, "-") == 0) {
            o->pos[o->npos++] = argv[i++];
            continue;
        }
        if (strcmp(a, "--") == 0) {
            dashdash = true;
            i++;
            continue;
        }
        if (strchr(allowed, 't') && (v = opt_value(argc, argv, &i, "--tournament", "-t", &bad))) {
            o->tournament = v;
            continue;
        }
        if (strchr(allowed, 's') && (v = opt_value(argc, argv, &i, "--series", NULL, &bad))) {
            long n;
            if (!sk_parse_int(v, 1, 99, &n))
                return cli_usage(ctx, "--series needs a series number 1..99, not '%s'", v);
            o->series = (int)n;
            continue;
        }
        if (strchr(allowed, 'T') && (v = opt_value(argc, argv, &i, "--table", NULL, &bad))) {
            long n;
            if (!sk_parse_int(v, 1, 100000, &n))
                return cli_usage(ctx, "--table needs a table number, not '%s'", v);
            o->table = (int)n;
            continue;
        }
        if (strchr(allowed, 'f') && (v = opt_value(argc, argv, &i, "--format", NULL, &bad))) {
            if (strcmp(v, "text") != 0 && strcmp(v, "csv") != 0 && strcmp(v, "json") != 0)
                return cli_usage(ctx, "--format must be text, csv or json, not '%s'", v);
            o->format = v;
            continue;
        }
        if (strchr(allowed, 'm') && strcmp(a, "--teams") == 0) {
            o->teams = true;
            i++;
            continue;
        }
        if (bad)
            return cli_usage(ctx, "%s needs a value", a);
        return cli_usage(ctx, "unknown option %s", a);
    }
    return SK_OK;
}

static void opts_free(opts *o)
{
    free(o->pos);
}

/* parse_opts, then the positional arguments: with two_or_more NULL none
 * are allowed, else at least two (two_or_more: the usage message).  On
 * failure o is freed. */
static int parse_cmd(cli_ctx *ctx, int argc, char **argv, const char *allowed,
                     const char *two_or_more, opts *o)
{
    int rc = parse_opts(ctx, argc, argv, allowed, o);
    if (rc == SK_OK && !two_or_more && o->npos > 0)
        rc = cli_usage(ctx, "unexpected argument '%s'", o->pos[0]);
    if (rc == SK_OK && two_or_more && o->npos < 2)
        rc = cli_usage(ctx, "%s", two_or_more);
    if (rc != SK_OK)
        opts_free(o);
    return rc;
}

/* ---- output helpers ---------------------------------------------------- */

static void csv_field(sk_buf *b, const char *s)
{
    if (!strpbrk(s, ",\"\r\n")) {
        sk_buf_add(b, s);
        return;
    }
    sk_buf_add(b, "\"");
    for (const char *p = s; *p; p++) {
        if (*p == '"')
            sk_buf_add(b, "\"");
        sk_buf_addn(b, p, 1);
    }
    sk_buf_add(b, "\"");
}

static void pad_int(sk_buf *b, int v, int width)
{
    char num[32];
    snprintf(num, sizeof num, "%d", v);
    sk_buf_pad(b, num, width, true);
}

static void rank_str(char *buf, size_t n, const stand_row *r)
{
    snprintf(buf, n, "%d.", r->rank);
}

static const char *player_name(const standview *v, long long id, char *buf, size_t n)
{
    const db_player *p = standview_player(v, id);
    if (p)
        return p->name;
    snprintf(buf, n, "#%lld", id);
    return buf;
}

static void team_members_str(const standview *v, const db_team *t, sk_buf *b)
{
    char tmp[32];
    for (size_t j = 0; j < t->nmembers; j++) {
        if (j)
            sk_buf_add(b, ", ");
        sk_buf_add(b, player_name(v, t->members[j], tmp, sizeof tmp));
    }
}

/* Name of row r (player or team). */
static const char *row_name(const standview *v, bool teams, const stand_row *r, char *buf,
                            size_t n)
{
    if (teams) {
        const db_team *t = standview_team(v, r->id);
        if (t)
            return t->name;
        snprintf(buf, n, "#%lld", r->id);
        return buf;
    }
    return player_name(v, r->id, buf, n);
}

static void print_csv(const standview *v, bool teams)
{
    const stand_table *t = teams ? &v->teams : &v->players;
    sk_buf b = {0};
    sk_buf_printf(&b, "rank,%s,won,lost,game_points,won_lost_bonus,opponents_bonus,total\n",
                  teams ? "team" : "player");
    char tmp[32];
    for (size_t i = 0; i < t->n; i++) {
        const stand_row *r = &t->rows[i];
        sk_buf_printf(&b, "%d,", r->rank);
        csv_field(&b, row_name(v, teams, r, tmp, sizeof tmp));
        sk_buf_printf(&b, ",%d,%d,%d,%d,%d,%d\n", r->won, r->lost, r->game_points,
                      r->won_lost_bonus, r->opponents_bonus, r->total);
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

static void json_row_common(sk_buf *b, const stand_table *t, const stand_row *r)
{
    sk_buf_printf(b, ",\"won\":%d,\"lost\":%d,\"game_points\":%d,\"won_lost_bonus\":%d,"
                     "\"opponents_bonus\":%d,\"total\":%d,\"series\":[",
                  r->won, r->lost, r->game_points, r->won_lost_bonus, r->opponents_bonus,
                  r->total);
    bool first = true;
    for (int s = 0; s < t->nseries; s++) {
        if (!r->series_in[s])
            continue;
        sk_buf_printf(b, "%s{\"series\":%d,\"total\":%d}", first ? "" : ",", s + 1,
                      r->series_total[s]);
        first = false;
    }
    sk_buf_add(b, "]}");
}

static void print_json(const standview *v, bool teams)
{
    sk_buf b = {0};
    sk_buf_add(&b, "{\"tournament\":");
    sk_buf_json_str(&b, v->t.name);
    if (v->series)
        sk_buf_printf(&b, ",\"series\":%d", v->series);
    else
        sk_buf_add(&b, ",\"series\":null");
    const stand_table *t = teams ? &v->teams : &v->players;
    sk_buf_printf(&b, ",\"%s\":[", teams ? "teams" : "players");
    char tmp[32];
    for (size_t i = 0; i < t->n; i++) {
        const stand_row *r = &t->rows[i];
        sk_buf_printf(&b, "%s\n{\"rank\":%d,\"shared\":%s,\"by_lot\":%s,", i ? "," : "", r->rank,
                      r->shared ? "true" : "false", r->by_lot ? "true" : "false");
        if (teams) {
            const db_team *tm = standview_team(v, r->id);
            sk_buf_add(&b, "\"team\":");
            sk_buf_json_str(&b, row_name(v, true, r, tmp, sizeof tmp));
            sk_buf_add(&b, ",\"players\":[");
            for (size_t j = 0; tm && j < tm->nmembers; j++) {
                if (j)
                    sk_buf_add(&b, ",");
                sk_buf_json_str(&b, player_name(v, tm->members[j], tmp, sizeof tmp));
            }
            sk_buf_add(&b, "]");
        } else {
            const db_player *p = standview_player(v, r->id);
            sk_buf_add(&b, "\"player\":");
            sk_buf_json_str(&b, row_name(v, false, r, tmp, sizeof tmp));
            if (p && p->number)
                sk_buf_printf(&b, ",\"number\":%d", p->number);
            else
                sk_buf_add(&b, ",\"number\":null");
            sk_buf_add(&b, ",\"club\":");
            if (p && p->club)
                sk_buf_json_str(&b, p->club);
            else
                sk_buf_add(&b, "null");
        }
        json_row_common(&b, t, r);
    }
    sk_buf_add(&b, "]}\n");
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

static int max_width(int w, const char *s)
{
    int x = sk_utf8_width(s);
    return x > w ? x : w;
}

static void print_text(const standview *v, bool teams)
{
    const stand_table *t = teams ? &v->teams : &v->players;
    bool per_series = v->series == 0 && t->nseries > 0;
    char tmp[64];
    sk_buf b = {0};
    if (v->series)
        sk_buf_printf(&b, "%s, series %d%s\n\n", v->t.name, v->series,
                      teams ? ": teams" : "");
    else
        sk_buf_printf(&b, "%s, standings after %d series%s\n\n", v->t.name, t->nseries,
                      teams ? ": teams" : "");
    if (t->n == 0) {
        sk_buf_add(&b, teams ? "no teams registered (skatsheet team add NAME PLAYER...)\n"
                             : "no series drawn yet\n");
        fputs(sk_buf_str(&b), stdout);
        sk_buf_free(&b);
        return;
    }
    /* widths */
    int wname = sk_utf8_width(teams ? "Team" : "Player"), wclub = sk_utf8_width("Club");
    int wno = 3;
    bool any_club = false, any_no = false;
    for (size_t i = 0; i < t->n; i++) {
        wname = max_width(wname, row_name(v, teams, &t->rows[i], tmp, sizeof tmp));
        if (!teams) {
            const db_player *p = standview_player(v, t->rows[i].id);
            if (p && p->club) {
                any_club = true;
                wclub = max_width(wclub, p->club);
            }
            if (p && p->number) {
                any_no = true;
                snprintf(tmp, sizeof tmp, "%d", p->number);
                wno = max_width(wno, tmp);
            }
        }
    }
    sk_buf_pad(&b, "Rank", 5, true);
    if (any_no) {
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, "No.", wno, true);
    }
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, teams ? "Team" : "Player", wname, false);
    if (any_club) {
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, "Club", wclub, false);
    }
    if (per_series)
        for (int s = 1; s <= t->nseries; s++) {
            snprintf(tmp, sizeof tmp, "S%d", s);
            sk_buf_add(&b, " ");
            sk_buf_pad(&b, tmp, 6, true);
        }
    sk_buf_add(&b, "   Won  Lost  Points  (W-L)x50  Others' lost   Total");
    if (teams)
        sk_buf_add(&b, "  Players");
    sk_buf_add(&b, "\n");
    for (size_t i = 0; i < t->n; i++) {
        const stand_row *r = &t->rows[i];
        rank_str(tmp, sizeof tmp, r);
        if (i > 0 && t->rows[i - 1].rank == r->rank)
            sk_buf_pad(&b, "", 5, true);
        else
            sk_buf_pad(&b, tmp, 5, true);
        if (any_no) {
            const db_player *p = standview_player(v, r->id);
            sk_buf_add(&b, "  ");
            if (p && p->number) {
                snprintf(tmp, sizeof tmp, "%d", p->number);
                sk_buf_pad(&b, tmp, wno, true);
            } else {
                sk_buf_pad(&b, "", wno, true);
            }
        }
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, row_name(v, teams, r, tmp, sizeof tmp), wname, false);
        if (any_club) {
            const db_player *p = standview_player(v, r->id);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, p && p->club ? p->club : "", wclub, false);
        }
        if (per_series)
            for (int s = 0; s < t->nseries; s++) {
                sk_buf_add(&b, " ");
                if (r->series_in[s])
                    pad_int(&b, r->series_total[s], 6);
                else
                    sk_buf_pad(&b, "-", 6, true);
            }
        sk_buf_add(&b, " ");
        pad_int(&b, r->won, 5);
        sk_buf_add(&b, " ");
        pad_int(&b, r->lost, 5);
        sk_buf_add(&b, " ");
        pad_int(&b, r->game_points, 7);
        sk_buf_add(&b, " ");
        pad_int(&b, r->won_lost_bonus, 9);
        sk_buf_add(&b, " ");
        pad_int(&b, r->opponents_bonus, 13);
        sk_buf_add(&b, " ");
        pad_int(&b, r->total, 7);
        if (r->by_lot)
            sk_buf_add(&b, "  (lot)");
        if (teams) {
            const db_team *tm = standview_team(v, r->id);
            sk_buf_add(&b, "  ");
            if (tm)
                team_members_str(v, tm, &b);
        }
        sk_buf_add(&b, "\n");
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

/* ---- standings --------------------------------------------------------- */

int cmd_standings(cli_ctx *ctx, int argc, char **argv)
{
    opts o;
    int rc = parse_cmd(ctx, argc, argv, "tsfm", NULL, &o);
    if (rc != SK_OK)
        return rc;
    standview v;
    rc = standview_load(ctx->db, o.tournament, o.series, o.teams, &v, &ctx->err);
    if (rc == SK_OK) {
        if (strcmp(o.format, "csv") == 0)
            print_csv(&v, o.teams);
        else if (strcmp(o.format, "json") == 0)
            print_json(&v, o.teams);
        else
            print_text(&v, o.teams);
        standview_free(&v);
    }
    opts_free(&o);
    return rc;
}

/* Resolve player names / start numbers to ids; SK_INVALID when unknown. */
static int resolve_players(cli_ctx *ctx, char **keys, int n, int64_t *ids)
{
    for (int i = 0; i < n; i++) {
        db_player p;
        memset(&p, 0, sizeof p);
        int rc = db_player_find(ctx->db, keys[i], &p, &ctx->err);
        if (rc != SK_OK)
            return rc;
        ids[i] = p.id;
        db_player_clear(&p);
    }
    return SK_OK;
}

int cmd_standings_lot(cli_ctx *ctx, int argc, char **argv)
{
    opts o;
    int rc = parse_cmd(ctx, argc, argv, "ts", "name at least two tied players in the drawn order", &o);
    if (rc != SK_OK)
        return rc;
    int64_t *ids = xcalloc((size_t)o.npos, sizeof *ids);
    standview v;
    memset(&v, 0, sizeof v);
    rc = resolve_players(ctx, o.pos, o.npos, ids);
    if (rc == SK_OK)
        rc = standview_load(ctx->db, o.tournament, o.series, false, &v, &ctx->err);
    if (rc == SK_OK) {
        /* every named player must be in these standings, all tied */
        const stand_row *first = NULL;
        for (int i = 0; i < o.npos && rc == SK_OK; i++) {
            const stand_row *r = NULL;
            for (size_t k = 0; k < v.players.n; k++)
                if (v.players.rows[k].id == ids[i])
                    r = &v.players.rows[k];
            for (int j = 0; j < i; j++)
                if (ids[j] == ids[i])
                    rc = sk_err_set(&ctx->err, SK_INVALID, "lot: player '%s' is named twice",
                                    o.pos[i]);
            if (rc != SK_OK)
                break;
            if (!r) {
                rc = sk_err_set(&ctx->err, SK_INVALID,
                                "player '%s' is not in the standings of %s", o.pos[i],
                                o.series ? "this series" : "this tournament");
                break;
            }
            if (!first) {
                first = r;
            } else if (r->total != first->total || r->won != first->won ||
                       r->lost != first->lost) {
                rc = sk_err_set(&ctx->err, SK_INVALID,
                                "players '%s' (total %d, won %d, lost %d) and '%s' (total %d, "
                                "won %d, lost %d) are not tied: a lot decides only places "
                                "still equal after the tie-break",
                                o.pos[0], first->total, first->won, first->lost, o.pos[i],
                                r->total, r->won, r->lost);
            }
        }
        if (rc == SK_OK && first) {
            /* a lot orders the whole tie (rules.md 10): every player tied
             * with them must be named, or the rest would be ranked below
             * players they are equal with */
            sk_buf miss = {0};
            int nmiss = 0, ngroup = 0;
            for (size_t k = 0; k < v.players.n; k++) {
                const stand_row *r = &v.players.rows[k];
                if (r->total != first->total || r->won != first->won || r->lost != first->lost)
                    continue;
                ngroup++;
                bool named = false;
                for (int i = 0; i < o.npos; i++)
                    named = named || ids[i] == r->id;
                if (!named) {
                    const db_player *pl = standview_player(&v, r->id);
                    sk_buf_printf(&miss, "%s'%s'", nmiss ? ", " : "", pl && pl->name ? pl->name : "?");
                    nmiss++;
                }
            }
            if (nmiss)
                rc = sk_err_set(&ctx->err, SK_INVALID,
                                "lot: %d players are tied (total %d, won %d, lost %d) and a lot "
                                "orders the whole tie: name all %d in the drawn order; not named: "
                                "%s",
                                ngroup, first->total, first->won, first->lost, ngroup,
                                sk_buf_str(&miss));
            sk_buf_free(&miss);
        }
        if (rc == SK_OK)
            rc = db_lot_record(ctx->db, v.t.id, o.series, ids, (size_t)o.npos, &ctx->err);
        if (rc == SK_OK) {
            printf("lot recorded for %s", o.series ? "series" : "the tournament ranking");
            if (o.series)
                printf(" %d", o.series);
            printf(":");
            for (int i = 0; i < o.npos; i++)
                printf(" %d. %s", i + 1, o.pos[i]);
            printf("\n");
        }
    }
    standview_free(&v);
    free(ids);
    opts_free(&o);
    return rc;
}

/* ---- teams ------------------------------------------------------------- */

int cmd_team_add(cli_ctx *ctx, int argc, char **argv)
{
    opts o;
    int rc = parse_cmd(ctx, argc, argv, "t", "give the team name and at least one player", &o);
    if (rc != SK_OK)
        return rc;
    db_tournament t;
    memset(&t, 0, sizeof t);
    int n = o.npos - 1;
    int64_t *ids = xcalloc((size_t)n, sizeof *ids);
    rc = db_tournament_find(ctx->db, o.tournament, &t, &ctx->err);
    if (rc == SK_OK)
        rc = resolve_players(ctx, o.pos + 1, n, ids);
    if (rc == SK_OK)
        rc = db_team_add(ctx->db, t.id, o.pos[0], ids, (size_t)n, NULL, &ctx->err);
    if (rc == SK_OK) {
        printf("team '%s' added to %s:", o.pos[0], t.name);
        for (int i = 1; i < o.npos; i++)
            printf("%s %s", i > 1 ? "," : "", o.pos[i]);
        printf("\n");
    }
    free(ids);
    db_tournament_clear(&t);
    opts_free(&o);
    return rc;
}

int cmd_team_list(cli_ctx *ctx, int argc, char **argv)
{
    opts o;
    int rc = parse_cmd(ctx, argc, argv, "t", NULL, &o);
    if (rc != SK_OK)
        return rc;
    db_tournament t;
    memset(&t, 0, sizeof t);
    db_team *teams = NULL;
    size_t nt = 0;
    db_player *pl = NULL;
    size_t np = 0;
    rc = db_tournament_find(ctx->db, o.tournament, &t, &ctx->err);
    if (rc == SK_OK)
        rc = db_team_list(ctx->db, t.id, &teams, &nt, &ctx->err);
    if (rc == SK_OK)
        rc = db_player_list(ctx->db, false, &pl, &np, &ctx->err);
    if (rc == SK_OK) {
        if (nt == 0)
            printf("no teams in %s\n", t.name);
        for (size_t i = 0; i < nt; i++) {
            printf("%s:", teams[i].name);
            for (size_t j = 0; j < teams[i].nmembers; j++) {
                const char *name = "?";
                for (size_t k = 0; k < np; k++)
                    if (pl[k].id == teams[i].members[j])
                        name = pl[k].name;
                printf("%s %s", j ? "," : "", name);
            }
            printf("\n");
        }
    }
    db_players_free(pl, np);
    db_teams_free(teams, nt);
    db_tournament_clear(&t);
    opts_free(&o);
    return rc;
}

/* ---- sheet show -------------------------------------------------------- */

typedef struct sheet_show_ctx {
    const db_tournament *t;
    const db_table *table;
    int found;
} sheet_show_ctx;

static void seat_label(char *buf, size_t n, const db_table *t, int seat)
{
    const char *name = t->seats[seat - 1].name ? t->seats[seat - 1].name : "";
    snprintf(buf, n, "%d %s", seat, name);
}

static int show_table(void *arg, const db_sheet_table *tb, sk_err *err)
{
    sheet_show_ctx *c = arg;
    game_table_rules rules;
    db_tournament_table_rules(c->t, tb->size, &rules);
    sheet s;
    if (sheet_compute(&rules, tb->games, tb->ngames, &s, err) != SK_OK)
        return SK_FAIL;
    c->found++;
    int size = tb->size;
    int w[SHEET_MAX_SEATS + 1];
    char tmp[300];
    sk_buf b = {0};
    sk_buf_printf(&b, "%s, series %d, table %d: %d players, %d games, seat %d deals first\n\n",
                  c->t->name, tb->series_no, tb->table_no, size, s.series_games, s.first_dealer);
    for (int seat = 1; seat <= size; seat++) {
        seat_label(tmp, sizeof tmp, c->table, seat);
        w[seat] = sk_utf8_width(tmp);
        if (w[seat] < 7)
            w[seat] = 7;
    }
    sk_buf_add(&b, "Game Dealer");
    for (int seat = 1; seat <= size; seat++) {
        seat_label(tmp, sizeof tmp, c->table, seat);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, tmp, w[seat], true);
    }
    sk_buf_add(&b, "  Value  Note\n");
    for (int i = 0; i < s.series_games; i++) {
        const sheet_row *r = &s.rows[i];
        pad_int(&b, r->game_no, 4);
        sk_buf_add(&b, " ");
        pad_int(&b, r->dealer, 6);
        for (int seat = 1; seat <= size; seat++) {
            sk_buf_add(&b, "  ");
            if (r->declarer == seat)
                pad_int(&b, r->running, w[seat]);
            else if (r->dealer == seat && size == 4)
                sk_buf_pad(&b, "\xc2\xb7", w[seat], true); /* · the dealer sits out */
            else
                sk_buf_pad(&b, "", w[seat], true);
        }
        sk_buf_add(&b, "  ");
        if (r->marks & SHEET_PLAYED) /* as on the PDF sheet: lost = -2 x value */
            pad_int(&b, r->score, 5);
        else
            sk_buf_pad(&b, "", 5, true);
        const char *note = r->marks & SHEET_PASSED    ? "passed"
                           : r->marks & SHEET_OVERBID ? "lost (overbid)"
                           : r->marks & SHEET_LOST    ? "lost"
                           : r->marks & SHEET_MISSING ? "-"
                                                      : "";
        if (*note) {
            sk_buf_add(&b, "  ");
            sk_buf_add(&b, note);
        }
        if (r->marks & SHEET_DEALER_DECLARER)
            sk_buf_add(&b, " (declarer deals: invalid)");
        /* trim trailing spaces */
        while (b.len && b.s[b.len - 1] == ' ')
            b.s[--b.len] = 0;
        sk_buf_add(&b, "\n");
    }
    int lw = 22;
    sk_buf_add(&b, "\n");
    sk_buf_pad(&b, "", lw, false);
    for (int seat = 1; seat <= size; seat++) {
        seat_label(tmp, sizeof tmp, c->table, seat);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, tmp, w[seat], true);
    }
    sk_buf_add(&b, "\n");
    char others[64];
    snprintf(others, sizeof others, "Others' lost x %d", seeger_bonus_per_lost(size));
    const char *labels[6] = {"Game points", "Won", "Lost", "(Won - lost) x 50", others, "Total"};
    for (int line = 0; line < 6; line++) {
        sk_buf_pad(&b, labels[line], lw, false);
        for (int seat = 1; seat <= size; seat++) {
            const sheet_seat *ss = &s.seat[seat];
            int vals[6] = {ss->game_points, ss->won, ss->lost, ss->won_lost_bonus,
                           ss->opponents_bonus, ss->total};
            sk_buf_add(&b, "  ");
            if (line == 4) {
                snprintf(tmp, sizeof tmp, "%d (%d)", vals[4], ss->others_lost);
                sk_buf_pad(&b, tmp, w[seat], true);
            } else {
                pad_int(&b, vals[line], w[seat]);
            }
        }
        sk_buf_add(&b, "\n");
    }
    sk_buf_printf(&b, "\n%d played, %d passed, %d missing\n", s.played, s.passed, s.missing);
    if (s.beyond)
        sk_buf_printf(&b, "%d game(s) beyond the series length not booked (see skatsheet check)\n",
                      s.beyond);
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    sheet_free(&s);
    return SK_OK;
}

int cmd_sheet_show(cli_ctx *ctx, int argc, char **argv)
{
    opts o;
    int rc = parse_cmd(ctx, argc, argv, "tsT", NULL, &o);
    if (rc != SK_OK)
        return rc;
    if (!o.series || !o.table) {
        opts_free(&o);
        return cli_usage(ctx, "--series N and --table T are required");
    }
    db_tournament t;
    db_table table;
    memset(&t, 0, sizeof t);
    memset(&table, 0, sizeof table);
    rc = db_tournament_find(ctx->db, o.tournament, &t, &ctx->err);
    if (rc == SK_OK)
        rc = db_table_get(ctx->db, t.id, o.series, o.table, &table, &ctx->err);
    if (rc == SK_OK) {
        sheet_show_ctx c = {&t, &table, 0};
        rc = db_sheet_each(ctx->db, t.id, o.series, o.table, show_table, &c, &ctx->err);
        if (rc == SK_OK && !c.found)
            rc = sk_err_set(&ctx->err, SK_INVALID, "series %d has no table %d", o.series,
                            o.table);
    }
    db_table_clear(&table);
    db_tournament_clear(&t);
    opts_free(&o);
    return rc;
}

/* ---- check ------------------------------------------------------------- */

typedef struct check_ctx {
    const db_tournament *t;
    sk_buf out;
    int problems;
    int tables;
} check_ctx;

/* "3, 5-7, 12" from a sorted list of numbers. */
static void ranges(sk_buf *b, const int *v, int n)
{
    for (int i = 0; i < n;) {
        int j = i;
        while (j + 1 < n && v[j + 1] == v[j] + 1)
            j++;
        if (i)
            sk_buf_add(b, ", ");
        if (j > i)
            sk_buf_printf(b, "%d-%d", v[i], v[j]);
        else
            sk_buf_printf(b, "%d", v[i]);
        i = j + 1;
    }
}

static int check_table(void *arg, const db_sheet_table *tb, sk_err *err)
{
    check_ctx *c = arg;
    c->tables++;
    game_table_rules rules;
    db_tournament_table_rules(c->t, tb->size, &rules);
    sheet s;
    sk_err e;
    sk_err_clear(&e);
    if (sheet_compute(&rules, tb->games, tb->ngames, &s, &e) != SK_OK) {
        sk_buf_printf(&c->out, "series %d, table %d: %s\n", tb->series_no, tb->table_no, e.msg);
        c->problems++;
        return SK_OK;
    }
    (void)err;
    if (s.missing) {
        int *miss = xmalloc((size_t)s.missing * sizeof *miss);
        int k = 0;
        for (int i = 0; i < s.series_games; i++)
            if (s.rows[i].marks & SHEET_MISSING)
                miss[k++] = i + 1;
        sk_buf_printf(&c->out, "series %d, table %d: %d of %d games missing: ", tb->series_no,
                      tb->table_no, s.missing, s.series_games);
        ranges(&c->out, miss, k);
        sk_buf_add(&c->out, "\n");
        free(miss);
        c->problems++;
    }
    for (size_t i = 0; i < tb->ngames; i++)
        if (tb->games[i].game_no > s.series_games || tb->games[i].game_no < 1) {
            sk_buf_printf(&c->out,
                          "series %d, table %d: game %d is beyond the series length "
                          "(%d games at a %d-table)\n",
                          tb->series_no, tb->table_no, tb->games[i].game_no, s.series_games,
                          tb->size);
            c->problems++;
        }
    for (int i = 0; i < s.series_games; i++)
        if (s.rows[i].marks & SHEET_DEALER_DECLARER) {
            sk_buf_printf(&c->out,
                          "series %d, table %d: game %d: declarer seat %d deals this game: "
                          "at a 4-table the dealer sits out\n",
                          tb->series_no, tb->table_no, i + 1, s.rows[i].declarer);
            c->problems++;
        }
    for (int seat = 1; seat <= tb->size; seat++)
        if (!tb->player[seat]) {
            sk_buf_printf(&c->out, "series %d, table %d: seat %d has no player\n",
                          tb->series_no, tb->table_no, seat);
            c->problems++;
        }
    sheet_free(&s);
    return SK_OK;
}

static void check_values(check_ctx *c, const db_stored_game *g, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const db_stored_game *x = &g[i];
        if (x->e.passed)
            continue;
        rules_outcome o;
        sk_err e;
        sk_err_clear(&e);
        if (rules_evaluate(&x->e.g, x->table_size, &o, &e) != SK_OK) {
            sk_buf_printf(&c->out, "series %d, table %d: game %d breaks a rule: %s\n",
                          x->series_no, x->table_no, x->e.game_no, e.msg);
            c->problems++;
            continue;
        }
        sk_buf diff = {0};
        if (o.real_value != x->real_value)
            sk_buf_printf(&diff, "%sreal value %d (rules: %d)", diff.len ? ", " : "",
                          x->real_value, o.real_value);
        if (o.value != x->value)
            sk_buf_printf(&diff, "%svalue %d (rules: %d)", diff.len ? ", " : "", x->value,
                          o.value);
        if (o.won != x->won)
            sk_buf_printf(&diff, "%s%s (rules: %s)", diff.len ? ", " : "",
                          x->won ? "won" : "lost", o.won ? "won" : "lost");
        if (o.overbid != x->overbid)
            sk_buf_printf(&diff, "%soverbid %s (rules: %s)", diff.len ? ", " : "",
                          x->overbid ? "yes" : "no", o.overbid ? "yes" : "no");
        if (o.score != x->score)
            sk_buf_printf(&diff, "%sscore %d (rules: %d)", diff.len ? ", " : "", x->score,
                          o.score);
        if (o.seeger != x->seeger)
            sk_buf_printf(&diff, "%sSeeger %d (rules: %d)", diff.len ? ", " : "", x->seeger,
                          o.seeger);
        if (diff.len) {
            char work[256];
            rules_describe(&x->e.g, &o, work, sizeof work);
            sk_buf_printf(&c->out,
                          "series %d, table %d: game %d: stored %s disagree with the rules "
                          "engine (%s)\n",
                          x->series_no, x->table_no, x->e.game_no, sk_buf_str(&diff), work);
            c->problems++;
        }
        sk_buf_free(&diff);
    }
}

int cmd_check(cli_ctx *ctx, int argc, char **argv)
{
    opts o;
    int rc = parse_cmd(ctx, argc, argv, "ts", NULL, &o);
    if (rc != SK_OK)
        return rc;
    db_tournament t;
    memset(&t, 0, sizeof t);
    check_ctx c;
    memset(&c, 0, sizeof c);
    c.t = &t;
    db_stored_game *games = NULL;
    size_t ng = 0;
    db_seat_problem *sp = NULL;
    size_t nsp = 0;
    rc = db_tournament_find(ctx->db, o.tournament, &t, &ctx->err);
    if (rc == SK_OK && o.series > t.series_count)
        rc = sk_err_set(&ctx->err, SK_INVALID, "series %d: tournament '%s' has series 1 to %d",
                        o.series, t.name, t.series_count);
    if (rc == SK_OK)
        rc = db_sheet_each(ctx->db, t.id, o.series, 0, check_table, &c, &ctx->err);
    if (rc == SK_OK)
        rc = db_stored_games(ctx->db, t.id, o.series, &games, &ng, &ctx->err);
    if (rc == SK_OK)
        check_values(&c, games, ng);
    if (rc == SK_OK)
        rc = db_seat_problems(ctx->db, t.id, &sp, &nsp, &ctx->err);
    if (rc == SK_OK) {
        for (size_t i = 0; i < nsp; i++) {
            if (o.series && sp[i].series_no != o.series)
                continue;
            if (sp[i].count > 1)
                sk_buf_printf(&c.out, "series %d: player '%s' is seated %d times\n",
                              sp[i].series_no, sp[i].name, sp[i].count);
            else
                sk_buf_printf(&c.out, "series %d: active player '%s' has no table\n",
                              sp[i].series_no, sp[i].name);
            c.problems++;
        }
        if (c.problems) {
            fputs(sk_buf_str(&c.out), stdout);
            printf("%d problem%s in %s\n", c.problems, c.problems == 1 ? "" : "s", t.name);
            rc = sk_err_set(&ctx->err, SK_FAIL, "check found %d problem%s", c.problems,
                            c.problems == 1 ? "" : "s");
        } else {
            printf("%s: no problems (%d tables, %zu games)\n", t.name, c.tables, ng);
        }
    }
    sk_buf_free(&c.out);
    free(games);
    db_seat_problems_free(sp, nsp);
    db_tournament_clear(&t);
    opts_free(&o);
    return rc;
}
