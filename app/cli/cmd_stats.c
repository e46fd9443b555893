/* cmd_stats.c - `stats [PLAYER]`: what players ask for after a tournament
 * or a season (statsview in ops, the figures from app/core/stats). */
#include "i18n.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "csvout.h"
#include "db.h"
#include "playername.h"
#include "stats.h"
#include "statsview.h"

/* x10 tenths as "55.7" / "-13.0" (stats_tenths). */
static void tenths(sk_buf *b, long long x10)
{
    char t[32];
    stats_tenths(t, sizeof t, x10);
    sk_buf_add(b, t);
}

/* The same for people to read: "55,7" in German (stats_tenths_shown). */
static void tenths_txt(sk_buf *b, long long x10)
{
    char t[32];
    stats_tenths_shown(t, sizeof t, x10);
    sk_buf_add(b, t);
}

static char *tenths_str(long long x10)
{
    char t[32];
    stats_tenths_shown(t, sizeof t, x10);
    return xstrdup(t);
}

static const char *name_of(const ops_stats *s, const stats_line *l)
{
    if (!l->player)
        return _("all players");
    const db_player *p = ops_stats_player(s, l->player);
    return p ? p->name : "?";
}

/* "Demo-Turnier", "Demo-Turnier, series 2, table 3", "season Winter (4
 * tournaments)", "all tournaments (5)". */
static void scope_text(sk_buf *b, const ops_stats *s, const ops_stats_query *q)
{
    if (s->season)
        sk_buf_printf(b, sk_ntr("season %s (%zu tournament)", "season %s (%zu tournaments)",
                                s->nevents), s->season, s->nevents);
    else if (q->all)
        sk_buf_printf(b, _("all tournaments (%zu)"), s->nevents);
    else if (s->nevents == 1)
        sk_buf_add(b, s->events[0].name);
    if (q->series)
        sk_buf_printf(b, _(", series %d"), q->series);
    if (q->table)
        sk_buf_printf(b, _(", table %d"), q->table);
}

/* ---- text: one table of every player ---------------------------------- */

enum { T_NAME, T_GAMES, T_WON, T_LOST, T_PCT, T_SUIT, T_GRAND, T_NULL, T_HAND, T_OUVERT,
       T_OVERBID, T_AVG, T_BEST, T_PASSED, T_SAVG, T_SBEST, T_SWORST, T_PLACE, T_N };

static const char *const t_head[T_N] = {
    N_("Player"), N_("Games"), N_("Won"), N_("Lost"), N_("Won %"), N_("Suit"), N_("Grand"),
    N_("Null"), N_("Hand"), N_("Ouvert"), N_("Overbid"), N_("Avg value"), N_("Best"),
    N_("Passed"), N_("Avg series"), N_("Best"), N_("Worst"), N_("Place"),
};

static void line_cells(const stats_line *l, const char *name, char **c)
{
    c[T_NAME] = xstrdup(name);
    c[T_GAMES] = xasprintf("%d", l->declared);
    c[T_WON] = xasprintf("%d", l->won);
    c[T_LOST] = xasprintf("%d", l->lost);
    c[T_PCT] = tenths_str(stats_permille(l->won, l->declared));
    c[T_SUIT] = xasprintf("%d", l->suit.declared);
    c[T_GRAND] = xasprintf("%d", l->grand.declared);
    c[T_NULL] = xasprintf("%d", l->null.declared);
    c[T_HAND] = xasprintf("%d", l->hand.declared);
    c[T_OUVERT] = xasprintf("%d", l->ouvert.declared);
    c[T_OVERBID] = xasprintf("%d", l->overbid);
    c[T_AVG] = tenths_str(stats_avg10(l->value_sum, l->declared));
    c[T_BEST] = xasprintf("%d", l->best_value);
    c[T_PASSED] = xasprintf("%d", l->passed);
    c[T_SAVG] = tenths_str(stats_avg10(l->seeger_sum, (long long)l->nseries));
    c[T_SBEST] = xasprintf("%d", l->seeger_best);
    c[T_SWORST] = xasprintf("%d", l->seeger_worst);
    c[T_PLACE] = ops_stats_places(l);
}

static void print_table(const ops_stats *s, const ops_stats_query *q)
{
    size_t nr = s->r.n + 1;
    char **cells = xcalloc(nr * T_N, sizeof *cells);
    int w[T_N];
    for (int c = 0; c < T_N; c++)
        w[c] = sk_utf8_width(t_head[c]);
    for (size_t i = 0; i < nr; i++) {
        const stats_line *l = i < s->r.n ? &s->r.lines[s->order[i]] : &s->r.total;
        line_cells(l, name_of(s, l), cells + i * T_N);
        for (int c = 0; c < T_N; c++) {
            int x = sk_utf8_width(cells[i * T_N + c]);
            w[c] = x > w[c] ? x : w[c];
        }
    }
    sk_buf b = {0};
    sk_buf_add(&b, _("Statistics: "));
    scope_text(&b, s, q);
    sk_buf_add(&b, "\n");
    if (s->r.total.ramsch) /* house rules: a Ramsch is no passed game */
        sk_buf_printf(&b, sk_ntr("%zu player, %d games (%d passed, %d Ramsch)\n\n",
                                 "%zu players, %d games (%d passed, %d Ramsch)\n\n", s->r.n),
                      s->r.n, s->r.total.games, s->r.total.passed, s->r.total.ramsch);
    else
        sk_buf_printf(&b, sk_ntr("%zu player, %d games (%d passed)\n\n",
                                 "%zu players, %d games (%d passed)\n\n", s->r.n),
                      s->r.n, s->r.total.games, s->r.total.passed);
    bool places = false;
    for (size_t i = 0; i < s->r.n; i++)
        places = places || s->r.lines[i].nplaces;
    int ncols = places ? T_N : T_PLACE;
    for (int c = 0; c < ncols; c++) {
        if (c)
            sk_buf_add(&b, "  ");
        sk_buf_pad(&b, _(t_head[c]), w[c], c != T_NAME);
    }
    sk_buf_add(&b, "\n");
    for (size_t i = 0; i < nr; i++) {
        if (i + 1 == nr && s->r.n > 0) /* a rule above the totals */
            sk_buf_add(&b, "\n");
        for (int c = 0; c < ncols; c++) {
            if (c)
                sk_buf_add(&b, "  ");
            sk_buf_pad(&b, cells[i * T_N + c], w[c], c != T_NAME);
        }
        sk_buf_add(&b, "\n");
    }
    outfmt_put(&b);
    for (size_t i = 0; i < nr * T_N; i++)
        free(cells[i]);
    free(cells);
}

/* ---- text: one player in detail ---------------------------------------- */

/* "Games declared  " and "  won           ": a label padded to its column
 * (display width, so German labels with umlauts line up too) */
static void label(sk_buf *b, const char *text, int indent)
{
    sk_buf_printf(b, "%*s", indent, "");
    sk_buf_pad(b, text, 16 - indent, false);
}

static void count_line(sk_buf *b, const char *what, stats_count c)
{
    label(b, what, 2);
    sk_buf_printf(b, "%4d", c.declared);
    if (c.declared) {
        sk_buf_printf(b, _(", won %d ("), c.won);
        tenths_txt(b, stats_permille(c.won, c.declared));
        sk_buf_add(b, " %)");
    }
    sk_buf_add(b, "\n");
}

static const char *event_name(const ops_stats *s, int event)
{
    return event >= 0 && (size_t)event < s->nevents ? s->events[event].name : "?";
}

static void print_player(const ops_stats *s, const ops_stats_query *q, const stats_line *l)
{
    sk_buf b = {0};
    sk_buf_printf(&b, "%s: ", name_of(s, l));
    scope_text(&b, s, q);
    sk_buf_add(&b, "\n\n");
    label(&b, _("Games declared"), 0);
    sk_buf_printf(&b, "%4d\n", l->declared);
    label(&b, _("won"), 2);
    sk_buf_printf(&b, "%4d (", l->won);
    tenths_txt(&b, stats_permille(l->won, l->declared));
    sk_buf_add(&b, " %)\n");
    label(&b, _("lost"), 2);
    sk_buf_printf(&b, "%4d (", l->lost);
    tenths_txt(&b, stats_permille(l->lost, l->declared));
    sk_buf_add(&b, " %)\n");
    sk_buf_add(&b, _("By contract\n"));
    count_line(&b, C_("contract", "suit"), l->suit);
    count_line(&b, C_("contract", "grand"), l->grand);
    count_line(&b, C_("contract", "null"), l->null);
    count_line(&b, C_("contract", "hand"), l->hand);
    count_line(&b, C_("contract", "ouvert"), l->ouvert);
    label(&b, _("Overbid"), 0);
    sk_buf_printf(&b, "%4d\n", l->overbid);
    label(&b, "Schneider", 0);
    sk_buf_printf(&b, "%4d\n", l->schneider);
    label(&b, "Schwarz", 0);
    sk_buf_printf(&b, "%4d\n", l->schwarz);
    label(&b, _("Game value"), 0);
    sk_buf_add(&b, _("average "));
    tenths_txt(&b, stats_avg10(l->value_sum, l->declared));
    sk_buf_printf(&b, _(", best won %d\n"), l->best_value);
    label(&b, _("Passed games"), 0);
    sk_buf_printf(&b, _("%4d of %d at the player's tables\n"), l->passed, l->games);
    if (l->ramsch) {
        label(&b, _("Ramsch games"), 0);
        sk_buf_printf(&b, _("%4d of %d at the player's tables\n"), l->ramsch, l->games);
    }
    sk_buf_printf(&b, s->list_figures ? _("List per series (%zu): average ")
                                      : _("Seeger per series (%zu): average "), l->nseries);
    tenths_txt(&b, stats_avg10(l->seeger_sum, (long long)l->nseries));
    sk_buf_printf(&b, _(", best %d, worst %d\n"), l->seeger_best, l->seeger_worst);
    for (size_t i = 0; i < l->nseries; i++) {
        const stats_series *x = &l->series[i];
        if (s->nevents > 1)
            sk_buf_printf(&b, _("  %s, series %d: %d\n"), event_name(s, x->event), x->series,
                          x->total);
        else
            sk_buf_printf(&b, _("  series %d: %d\n"), x->series, x->total);
    }
    if (l->nplaces) {
        sk_buf_add(&b, _("Place\n"));
        for (size_t i = 0; i < l->nplaces; i++) {
            const stats_place *p = &l->places[i];
            sk_buf_printf(&b, p->shared ? _("  %s: %d. of %d (shared)\n") : _("  %s: %d. of %d\n"),
                          event_name(s, p->event), p->rank, p->field);
        }
    }
    outfmt_put(&b);
}

/* ---- csv and json -------------------------------------------------------- */

static void csv_line(sk_buf *b, const ops_stats *s, const stats_line *l)
{
    const db_player *p = l->player ? ops_stats_player(s, l->player) : NULL;
    sk_buf_add(b, l->player ? "player," : "total,");
    if (p)
        csvout_field(b, p->name, strlen(p->name));
    sk_buf_add(b, ",");
    if (p && p->number)
        sk_buf_printf(b, "%d", p->number);
    sk_buf_add(b, ",");
    if (p && p->club)
        csvout_field(b, p->club, strlen(p->club));
    sk_buf_printf(b, ",%d,%d,%d,", l->declared, l->won, l->lost);
    tenths(b, stats_permille(l->won, l->declared));
    const stats_count *c[] = {&l->suit, &l->grand, &l->null, &l->hand, &l->ouvert};
    for (size_t i = 0; i < 5; i++)
        sk_buf_printf(b, ",%d,%d", c[i]->declared, c[i]->won);
    sk_buf_printf(b, ",%d,%d,%d,", l->overbid, l->schneider, l->schwarz);
    tenths(b, stats_avg10(l->value_sum, l->declared));
    sk_buf_printf(b, ",%d,%d,%d,%zu,", l->best_value, l->games, l->passed, l->nseries);
    tenths(b, stats_avg10(l->seeger_sum, (long long)l->nseries));
    sk_buf_printf(b, ",%d,%d,", l->seeger_best, l->seeger_worst);
    char *pl = ops_stats_places(l);
    csvout_field(b, pl, strlen(pl));
    free(pl);
    sk_buf_add(b, "\n");
}

static void print_csv(const ops_stats *s, const stats_line *only)
{
    sk_buf b = {0};
    sk_buf_add(&b, "row,player,number,club,declared,won,lost,won_pct,suit,suit_won,grand,"
                   "grand_won,null,null_won,hand,hand_won,ouvert,ouvert_won,overbid,schneider,"
                   "schwarz,value_avg,value_best,table_games,passed,series,seeger_avg,"
                   "seeger_best,seeger_worst,places\n");
    if (only) {
        csv_line(&b, s, only);
    } else {
        for (size_t i = 0; i < s->r.n; i++)
            csv_line(&b, s, &s->r.lines[s->order[i]]);
        csv_line(&b, s, &s->r.total);
    }
    outfmt_put(&b);
}

static void json_count(sk_buf *b, const char *key, stats_count c, bool comma)
{
    sk_buf_printf(b, "\"%s\":{\"declared\":%d,\"won\":%d}%s", key, c.declared, c.won,
                  comma ? "," : "");
}

static void json_line(sk_buf *b, const ops_stats *s, const stats_line *l)
{
    const db_player *p = l->player ? ops_stats_player(s, l->player) : NULL;
    sk_buf_add(b, "{");
    if (p) {
        sk_buf_add(b, "\"player\":");
        sk_buf_json_str(b, p->name);
        if (p->number)
            sk_buf_printf(b, ",\"number\":%d", p->number);
        if (p->club) {
            sk_buf_add(b, ",\"club\":");
            sk_buf_json_str(b, p->club);
        }
        sk_buf_add(b, ",");
    }
    sk_buf_printf(b, "\"declared\":%d,\"won\":%d,\"lost\":%d,\"won_pct\":", l->declared, l->won,
                  l->lost);
    tenths(b, stats_permille(l->won, l->declared));
    sk_buf_add(b, ",\"contracts\":{");
    json_count(b, "suit", l->suit, true);
    json_count(b, "grand", l->grand, true);
    json_count(b, "null", l->null, true);
    json_count(b, "hand", l->hand, true);
    json_count(b, "ouvert", l->ouvert, false);
    sk_buf_printf(b, "},\"overbid\":%d,\"schneider\":%d,\"schwarz\":%d,\"value_avg\":",
                  l->overbid, l->schneider, l->schwarz);
    tenths(b, stats_avg10(l->value_sum, l->declared));
    sk_buf_printf(b, ",\"value_best\":%d,\"table_games\":%d,\"passed\":%d,\"ramsch\":%d,"
                     "\"seeger\":{\"average\":",
                  l->best_value, l->games, l->passed, l->ramsch);
    tenths(b, stats_avg10(l->seeger_sum, (long long)l->nseries));
    sk_buf_printf(b, ",\"best\":%d,\"worst\":%d,\"series\":[", l->seeger_best, l->seeger_worst);
    if (l->player)
        for (size_t i = 0; i < l->nseries; i++) {
            sk_buf_add(b, i ? ",{\"tournament\":" : "{\"tournament\":");
            sk_buf_json_str(b, event_name(s, l->series[i].event));
            sk_buf_printf(b, ",\"series\":%d,\"total\":%d}", l->series[i].series,
                          l->series[i].total);
        }
    sk_buf_add(b, "]}");
    if (l->player) {
        sk_buf_add(b, ",\"places\":[");
        for (size_t i = 0; i < l->nplaces; i++) {
            sk_buf_add(b, i ? ",{\"tournament\":" : "{\"tournament\":");
            sk_buf_json_str(b, event_name(s, l->places[i].event));
            sk_buf_printf(b, ",\"rank\":%d,\"shared\":%s,\"of\":%d}", l->places[i].rank,
                          l->places[i].shared ? "true" : "false", l->places[i].field);
        }
        sk_buf_add(b, "]");
    } else {
        sk_buf_printf(b, ",\"series_played\":%zu", l->nseries);
    }
    sk_buf_add(b, "}");
}

static void print_json(const ops_stats *s, const ops_stats_query *q, const stats_line *only)
{
    sk_buf b = {0};
    sk_buf_add(&b, "{\"tournaments\":[");
    for (size_t i = 0; i < s->nevents; i++) {
        if (i)
            sk_buf_add(&b, ",");
        sk_buf_json_str(&b, s->events[i].name);
    }
    sk_buf_add(&b, "]");
    if (s->season) {
        sk_buf_add(&b, ",\"season\":");
        sk_buf_json_str(&b, s->season);
    }
    if (q->series)
        sk_buf_printf(&b, ",\"series\":%d", q->series);
    if (q->table)
        sk_buf_printf(&b, ",\"table\":%d", q->table);
    if (only) {
        sk_buf_add(&b, ",\"player\":");
        json_line(&b, s, only);
    } else {
        sk_buf_add(&b, ",\"players\":[");
        for (size_t i = 0; i < s->r.n; i++) {
            if (i)
                sk_buf_add(&b, ",");
            json_line(&b, s, &s->r.lines[s->order[i]]);
        }
        sk_buf_add(&b, "],\"total\":");
        json_line(&b, s, &s->r.total);
    }
    sk_buf_add(&b, "}\n");
    outfmt_put(&b);
}

int cmd_stats(cli_ctx *ctx, const cli_args *a)
{
    ops_stats_query q = {cli_str(a, "tournament"), cli_str(a, "season"), cli_has(a, "all") > 0,
                         (int)cli_int(a, "series", 0), (int)cli_int(a, "table", 0)};
    db_player who;
    memset(&who, 0, sizeof who);
    int rc = SK_OK;
    if (a->npos > 0 && (rc = playername_find(ctx->db, a->pos[0], &who, &ctx->err)) != SK_OK)
        return rc;
    ops_stats s;
    rc = ops_stats_load(ctx->db, &q, &s, &ctx->err);
    if (rc == SK_OK) {
        const stats_line *only = a->npos > 0 ? stats_find(&s.r, who.id) : NULL;
        long format = cli_int(a, "format", 0); /* text|csv|json */
        if (a->npos > 0 && !only) {
            sk_buf b = {0};
            scope_text(&b, &s, &q);
            rc = sk_err_set(&ctx->err, SK_INVALID, _("%s has no seat in %s"), who.name,
                            sk_buf_str(&b));
            sk_buf_free(&b);
        } else if (format == 1) {
            print_csv(&s, only);
        } else if (format == 2) {
            print_json(&s, &q, only);
        } else if (only) {
            print_player(&s, &q, only);
        } else {
            print_table(&s, &q);
        }
        ops_stats_free(&s);
    }
    db_player_clear(&who);
    return rc;
}
