/* cmd_game.c - `game add`, `game edit`, `game delete`, `game list`,
 * `game history`: recording the games of a table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "schcli.h"
#include "lookup.h"
#include "outfmt.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "gameargs.h"
#include "games.h"
#include "sheet.h"
#include "tablesheet.h"

/* Where a game is: --series, --table, --game and -t (0, NULL: not given). */
typedef struct where {
    const char *tournament;
    int series, table, game;
} where;

static where where_of(const cli_args *a)
{
    where w = {cli_str(a, "tournament"), (int)cli_int(a, "series", 0),
               (int)cli_int(a, "table", 0), (int)cli_int(a, "game", 0)};
    return w;
}

static const char *seat_name(const db_table *t, int seat)
{
    if (seat < 1 || seat > t->size || !t->seats[seat - 1].name)
        return "?";
    return t->seats[seat - 1].name;
}

/* The working of one stored game, one line ("passed" for a passed game). */
static void describe(const db_game *g, const db_table *t, sk_buf *b)
{
    char s1[32];
    if (g->e.passed) {
        sk_buf_add(b, _("passed (eingepasst)"));
        return;
    }
    char work[256];
    rules_describe(&g->e.g, &g->o, work, sizeof work);
    sk_buf_printf(b, _("seat %d %s: %s"), g->e.declarer, t ? seat_name(t, g->e.declarer) : "", work);
    if (g->o.overbid)
        sk_buf_printf(b, _(", overbid (bid %d)"), g->e.g.bid);
    outfmt_signed(s1, sizeof s1, g->o.score);
    sk_buf_printf(b, ", %s %s", g->o.won ? _("won") : _("lost"), s1);
}

/* Print the table's score sheet totals after all its games. */
static void print_running(const db_tournament *t, const ops_table_sheet *ts)
{
    const db_table *tab = &ts->table;
    const sheet *sh = &ts->sh;
    int width = 6;
    for (int s = 1; s <= tab->size; s++) {
        int w = sk_utf8_width(seat_name(tab, s));
        if (w > width)
            width = w;
    }
    sk_buf b = {0};
    sk_buf_printf(&b, _("%s, series %d, table %d: %zu of %d games\n"), t->name, ts->series,
                  tab->table_no, ts->ngames, ts->rules.series_games);
    sk_buf_add(&b, _("seat  "));
    sk_buf_pad(&b, _("player"), width, false);
    sk_buf_add(&b, _("  points  won  lost  Seeger\n"));
    for (int s = 1; s <= tab->size; s++) {
        sk_buf_printf(&b, "%4d  ", s);
        sk_buf_pad(&b, seat_name(tab, s), width, false);
        sk_buf_printf(&b, "  %6d  %3d  %4d  %6d\n", sh->seat[s].game_points, sh->seat[s].won,
                      sh->seat[s].lost, sh->seat[s].total);
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

/* The confirmation of a stored game: "VERB game G (dealer ...): working",
 * the Seeger points and the table's running totals. */
static void confirm(const db_tournament *t, const ops_table_sheet *ts, const db_game *g,
                    const char *verb)
{
    const db_table *tab = &ts->table;
    sk_buf b = {0};
    sk_buf_printf(&b, _("%s game %d (dealer seat %d %s): "), verb, g->e.game_no, g->dealer,
                  seat_name(tab, g->dealer));
    describe(g, tab, &b);
    sk_buf_add(&b, "\n");
    if (!g->e.passed) {
        char s1[32], s2[32];
        outfmt_signed(s1, sizeof s1, g->o.seeger);
        outfmt_signed(s2, sizeof s2, g->o.opponent_bonus);
        sk_buf_printf(&b, _("Seeger: declarer %s, each other player %s\n"), s1, s2);
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    print_running(t, ts);
}

/* add (edit = false) or edit (edit = true) */
static int add_or_edit(cli_ctx *ctx, const cli_args *a, bool edit)
{
    where w = where_of(a);
    game_entry e;
    memset(&e, 0, sizeof e);
    rules_game_init(&e.g);
    const char *sf = schcli_flag_given(a);
    if (sf)
        return sk_err_set(&ctx->err, SK_INVALID, _("--%s is a Schafkopf game flag; this tournament "
                          "plays Skat"), sf);
    bool passed = cli_has(a, "passed");
    if (passed && gameargs_any(a))
        return cli_usage(ctx, _("--passed takes no declarer or game flags: nobody played"));
    if (!passed) {
        if (!cli_has(a, "declarer"))
            return cli_usage(ctx, _("--declarer SEAT CONTRACT or --passed is required"));
        e.declarer = (int)cli_int(a, "declarer", 0);
        int rc = gameargs_game(a, &e.g, &ctx->err);
        if (rc != SK_OK)
            return rc;
    }
    e.passed = passed;
    e.series = w.series;
    e.table_no = w.table;
    e.game_no = w.game;

    db_tournament t;
    int rc = lookup_tournament_write(ctx, w.tournament, &t);
    if (rc != SK_OK)
        return rc;
    db_game g;
    ops_table_sheet ts;
    rc = ops_game_put(ctx->db, &t, &e, edit, &g, &ts, &ctx->err);
    if (rc == SK_OK) {
        if (g.o.null_below_bid)
            fprintf(stderr, _("skatsheet: warning: null value %d is below the bid %d: recorded as "
                            "lost (the opponents should have refused the announcement)\n"),
                    g.o.value, g.e.g.bid);
        confirm(&t, &ts, &g,
                !edit ? _("recorded") : g.unchanged ? _("unchanged (nothing written):") : _("changed"));
        db_game_clear(&g);
        ops_table_sheet_free(&ts);
    }
    db_tournament_clear(&t);
    return rc;
}

int cmd_game_restore(cli_ctx *ctx, const cli_args *a)
{
    db_tournament sch_t; /* a Schafkopf tournament: cmd_schafkopf.c */
    if (schcli_tournament(ctx, a, NULL, &sch_t))
        return schcli_refuse(ctx, &sch_t, "game restore");
    where w = where_of(a);
    db_tournament t;
    int rc = lookup_tournament_write(ctx, w.tournament, &t);
    if (rc != SK_OK)
        return rc;
    db_game g;
    ops_table_sheet ts;
    rc = ops_game_restore(ctx->db, &t, w.series, w.table, w.game, cli_int(a, "version", 0), &g,
                          &ts, &ctx->err);
    if (rc == SK_OK) {
        confirm(&t, &ts, &g, _("restored"));
        db_game_clear(&g);
        ops_table_sheet_free(&ts);
    }
    db_tournament_clear(&t);
    return rc;
}

int cmd_game_add(cli_ctx *ctx, const cli_args *a)
{
    db_tournament sch_t; /* a Schafkopf tournament: cmd_schafkopf.c */
    if (schcli_tournament(ctx, a, NULL, &sch_t))
        return schcli_game_put(ctx, a, &sch_t, false);
    return add_or_edit(ctx, a, false);
}

int cmd_game_edit(cli_ctx *ctx, const cli_args *a)
{
    db_tournament sch_t; /* a Schafkopf tournament: cmd_schafkopf.c */
    if (schcli_tournament(ctx, a, NULL, &sch_t))
        return schcli_game_put(ctx, a, &sch_t, true);
    return add_or_edit(ctx, a, true);
}

int cmd_game_delete(cli_ctx *ctx, const cli_args *a)
{
    db_tournament sch_t; /* a Schafkopf tournament: cmd_schafkopf.c */
    if (schcli_tournament(ctx, a, NULL, &sch_t))
        return schcli_game_delete(ctx, a, &sch_t);
    where w = where_of(a);
    db_tournament t;
    int rc = lookup_tournament_write(ctx, w.tournament, &t);
    if (rc != SK_OK)
        return rc;
    rc = ops_game_delete(ctx->db, &t, w.series, w.table, w.game, NULL, &ctx->err);
    if (rc == SK_OK)
        printf(_("deleted game %d of table %d, series %d in '%s' (kept in the history)\n"), w.game,
               w.table, w.series, t.name);
    db_tournament_clear(&t);
    return rc;
}

/* Print games (of one series), grouped by table, with running totals. */
static int print_games(cli_ctx *ctx, const db_tournament *t, const db_series *s, const db_game *g,
                       size_t n, bool history_mode)
{
    (void)history_mode;
    (void)ctx;
    sk_buf b = {0};
    int cur = -1;
    const db_table *tab = NULL;
    int run[4] = {0};
    for (size_t i = 0; i < n; i++) {
        if (g[i].e.table_no != cur) {
            cur = g[i].e.table_no;
            tab = NULL;
            for (size_t k = 0; k < s->ntables; k++)
                if (s->tables[k].table_no == cur)
                    tab = &s->tables[k];
            memset(run, 0, sizeof run);
            sk_buf_printf(&b, _("%stable %d, series %d\n"), b.len ? "\n" : "", cur, s->series_no);
        }
        if (!g[i].e.passed && g[i].e.declarer >= 1 && g[i].e.declarer <= 4)
            run[g[i].e.declarer - 1] += g[i].o.score;
        sk_buf_printf(&b, _("%4d  dealer %d  "), g[i].e.game_no, g[i].dealer);
        describe(&g[i], tab, &b);
        if (!g[i].e.passed)
            sk_buf_printf(&b, _("  [seat %d: %d]"), g[i].e.declarer, run[g[i].e.declarer - 1]);
        sk_buf_add(&b, "\n");
    }
    if (n == 0)
        sk_buf_printf(&b, _("no games recorded in series %d of '%s'\n"), s->series_no, t->name);
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    return SK_OK;
}

int cmd_game_list(cli_ctx *ctx, const cli_args *a)
{
    db_tournament sch_t; /* a Schafkopf tournament: cmd_schafkopf.c */
    if (schcli_tournament(ctx, a, NULL, &sch_t))
        return schcli_game_list(ctx, a, &sch_t);
    where w = where_of(a);
    db_tournament t;
    db_series s;
    int rc = lookup_series(ctx, w.tournament, w.series, &t, &s);
    if (rc != SK_OK)
        return rc;
    if (w.table) {
        db_table tab;
        rc = db_table_get(ctx->db, t.id, w.series, w.table, &tab, &ctx->err);
        db_table_clear(&tab);
    }
    db_game *g = NULL;
    size_t n = 0;
    if (rc == SK_OK)
        rc = db_game_list(ctx->db, t.id, w.series, w.table, &g, &n, &ctx->err);
    if (rc == SK_OK)
        rc = print_games(ctx, &t, &s, g, n, false);
    db_games_free(g, n);
    db_series_clear(&s);
    db_tournament_clear(&t);
    return rc;
}

int cmd_game_history(cli_ctx *ctx, const cli_args *a)
{
    db_tournament sch_t; /* a Schafkopf tournament: cmd_schafkopf.c */
    if (schcli_tournament(ctx, a, NULL, &sch_t))
        return schcli_game_history(ctx, a, &sch_t);
    where w = where_of(a);
    db_tournament t;
    db_series s;
    int rc = lookup_series(ctx, w.tournament, w.series, &t, &s);
    if (rc != SK_OK)
        return rc;
    db_audit *au = NULL;
    size_t n = 0;
    rc = db_game_history(ctx->db, t.id, w.series, w.table, w.game, &au, &n, &ctx->err);
    if (rc == SK_OK) {
        sk_buf b = {0};
        for (size_t i = 0; i < n; i++) {
            const db_table *tab = NULL;
            for (size_t k = 0; k < s.ntables; k++)
                if (s.tables[k].table_no == au[i].old.e.table_no)
                    tab = &s.tables[k];
            char changed[64], entered[64];
            sk_local_time(au[i].changed, changed, sizeof changed);
            sk_local_time(au[i].old.entered, entered, sizeof entered);
            bool restore = strcmp(au[i].action, "restore") == 0;
            sk_buf_printf(&b, _("%s  %-6s  table %d game %d, %s: "), changed, au[i].action,
                          au[i].old.e.table_no, au[i].old.e.game_no, restore ? _("now") : _("was"));
            describe(&au[i].old, tab, &b);
            sk_buf_printf(&b, _(" (entered %s)  [version #%lld]\n"), entered,
                          (long long)au[i].audit_id);
        }
        if (n == 0)
            sk_buf_printf(&b, _("no corrections in series %d\n"), w.series);
        fputs(sk_buf_str(&b), stdout);
        sk_buf_free(&b);
    }
    db_audits_free(au, n);
    db_series_clear(&s);
    db_tournament_clear(&t);
    return rc;
}
