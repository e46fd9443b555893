/* cmd_game.c - `game add`, `game edit`, `game delete`, `game list`,
 * `game history`: recording the games of a table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "clifam.h"
#include "cliseat.h"
#include "schcli.h"
#include "lookup.h"
#include "outfmt.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "gameargs.h"
#include "housegame.h"
#include "housetable.h"
#include "games.h"
#include "sheet.h"
#include "tablesheet.h"
#include "subs.h"

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
    if (g->e.passed && g->e.h.ramsch) {
        housegame_describe(&g->e.h, g->table_size, g->dealer, b);
        return;
    }
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
    housegame_describe(&g->e.h, g->table_size, g->dealer, b);
}

/* The list mode of a profile in words. */
static const char *list_mode_words(const house_profile *p)
{
    switch (p->list_mode) {
    case HOUSE_LIST_MINUS:
        return _("minus list");
    case HOUSE_LIST_BIERLACHS:
        return "Bierlachs";
    default:
        return _("plain list");
    }
}

/* What the house list books for one game: the Bock factor and why, the
 * entries per seat, a Lachs lost. */
static void house_booked(const ops_house_table *ht, const ops_house_row *r, sk_buf *b)
{
    const db_table *tab = &ht->ts.table;
    const house_list_step *st = &r->step;
    sk_buf_add(b, _("list:"));
    bool any = false;
    for (int s = 0; s < tab->size; s++) {
        if (st->r.entry[s] == 0)
            continue;
        char v[32];
        outfmt_signed(v, sizeof v, st->r.entry[s]);
        sk_buf_printf(b, _("%s seat %d %s %s"), any ? "," : "", s + 1, seat_name(tab, s + 1), v);
        any = true;
    }
    if (!any)
        sk_buf_add(b, _(" nothing booked"));
    if (r->hg.instead_of_ramsch)
        sk_buf_add(b, _(" (Grand Hand instead of Ramsch)"));
    if (st->bock.factor > 1 && !st->bock.ramsch_round)
        sk_buf_printf(b, _("; Bock x%d (round of game %d)"), st->bock.factor,
                      st->bock.cause_game ? st->bock.cause_game : r->game->e.game_no);
    if (st->bock.ramsch_round)
        sk_buf_add(b, _("; Ramsch round"));
    if (st->bock.new_bock)
        sk_buf_printf(b, sk_ntr("; opens %d Bock game", "; opens %d Bock games",
                                (unsigned long)st->bock.new_bock), st->bock.new_bock);
    if (st->bock.opens_ramsch_round)
        sk_buf_add(b, _("; a Ramsch round follows"));
    for (int s = 0; s < tab->size; s++)
        if (st->lachs_lost & (1u << s))
            sk_buf_printf(b, _("; seat %d %s loses a Lachs (all restart at 0)"), s + 1,
                          seat_name(tab, s + 1));
    sk_buf_add(b, "\n");
}

/* The house list of a table after its games: totals per seat (Lachse in a
 * Bierlachs list) and what the next game is. */
static void house_running(const db_tournament *t, const ops_house_table *ht, sk_buf *b)
{
    const db_table *tab = &ht->ts.table;
    const house_list *l = &ht->list;
    bool lachs = ht->p.list_mode == HOUSE_LIST_BIERLACHS;
    int width = sk_utf8_width(_("player"));
    if (width < 6)
        width = 6;
    for (int s = 1; s <= tab->size; s++) {
        int w = sk_utf8_width(seat_name(tab, s));
        if (w > width)
            width = w;
    }
    if (lachs)
        sk_buf_printf(b, _("%s, series %d, table %d: %zu of %d games (house rules %s: %s to %d)\n"),
                      t->name, ht->ts.series, tab->table_no, ht->nrows,
                      ht->ts.rules.series_games, ht->p.name, list_mode_words(&ht->p), l->target);
    else
        sk_buf_printf(b, _("%s, series %d, table %d: %zu of %d games (house rules %s: %s)\n"),
                      t->name, ht->ts.series, tab->table_no, ht->nrows,
                      ht->ts.rules.series_games, ht->p.name, list_mode_words(&ht->p));
    /* the columns as wide as the rows below print them */
    int sw = sk_utf8_width(_("seat")) > 4 ? sk_utf8_width(_("seat")) : 4;
    sk_buf_pad(b, _("seat"), sw, false);
    sk_buf_add(b, "  ");
    sk_buf_pad(b, _("player"), width, false);
    sk_buf_add(b, "  ");
    sk_buf_pad(b, _("list"), 6, true);
    sk_buf_add(b, "  ");
    int ww = sk_utf8_width(_("won")) > 3 ? sk_utf8_width(_("won")) : 3;
    int lw = sk_utf8_width(_("lost")) > 4 ? sk_utf8_width(_("lost")) : 4;
    sk_buf_pad(b, _("won"), ww, true);
    sk_buf_add(b, "  ");
    sk_buf_pad(b, _("lost"), lw, true);
    sk_buf_add(b, lachs ? "  Lachse\n" : "\n");
    for (int s = 1; s <= tab->size; s++) {
        sk_buf_printf(b, "%*d  ", sw, s);
        sk_buf_pad(b, seat_name(tab, s), width, false);
        sk_buf_printf(b, "  %6d  %*d  %*d", l->total[s - 1], ww, l->won[s - 1], lw, l->lost[s - 1]);
        if (lachs)
            sk_buf_printf(b, "  %6d", l->lachse[s - 1]);
        sk_buf_add(b, "\n");
    }
    if ((int)ht->nrows < ht->ts.rules.series_games) {
        const house_bock_info *nx = &ht->next;
        if (nx->ramsch_round || ht->p.ramsch_only_evening)
            sk_buf_printf(b, _("next: game %d is a Ramsch (or a Grand Hand instead)\n"), nx->game_no);
        else if (nx->factor > 1)
            sk_buf_printf(b, _("next: game %d is Bock x%d\n"), nx->game_no, nx->factor);
    }
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

/* Tournament scoring: the Seeger points of the game, then the table's
 * running totals. */
static void confirm_isko(cli_ctx *ctx, const ops_tour *t, const ops_table_sheet *ts,
                         const db_game *g, sk_buf *b)
{
    (void)ctx;
    if (!g->e.passed) {
        char s1[32], s2[32];
        outfmt_signed(s1, sizeof s1, g->o.seeger);
        outfmt_signed(s2, sizeof s2, g->o.opponent_bonus);
        sk_buf_printf(b, _("Seeger: declarer %s, each other player %s\n"), s1, s2);
    }
    fputs(sk_buf_str(b), stdout);
    print_running(&t->row, ts);
}

/* House rules: what the list books for the game and the list after it (as
 * tournament scoring when the list cannot be loaded: ctx->err says why). */
static void confirm_house(cli_ctx *ctx, const ops_tour *t, const ops_table_sheet *ts,
                          const db_game *g, sk_buf *b)
{
    ops_house_table ht;
    /* the table as the write left it (its sheet): nothing read again */
    if (ops_house_table_of(t, ts->series, &ts->table, ts->games, ts->ngames, &ht, &ctx->err) !=
        SK_OK) {
        confirm_isko(ctx, t, ts, g, b);
        return;
    }
    for (size_t i = 0; i < ht.nrows; i++)
        if (ht.rows[i].game->e.game_no == g->e.game_no)
            house_booked(&ht, &ht.rows[i], b);
    house_running(&t->row, &ht, b);
    ops_house_table_free(&ht);
    fputs(sk_buf_str(b), stdout);
}

/* What a stored game books, by the Skat forms (opsfam.h). */
static void (*const confirm_by[OPS_FORM_COUNT])(cli_ctx *, const ops_tour *,
                                                 const ops_table_sheet *, const db_game *,
                                                 sk_buf *) = {
    [OPS_FORM_ISKO] = confirm_isko,
    [OPS_FORM_HOUSE] = confirm_house,
};

/* The confirmation of a stored game: "VERB game G (dealer ...): working",
 * then what it books and the table's running totals. */
static void confirm(cli_ctx *ctx, const ops_tour *t, const ops_table_sheet *ts, const db_game *g,
                    const char *how)
{
    const db_table *tab = &ts->table;
    sk_buf b = {0};
    /* how: "recorded game %d (dealer seat %d %s): " and the like */
    sk_buf_printf(&b, how, g->e.game_no, g->dealer, seat_name(tab, g->dealer));
    describe(g, tab, &b);
    sk_buf_add(&b, "\n");
    confirm_by[ops_form_of(&t->rules)](ctx, t, ts, g, &b);
    sk_buf_free(&b);
}

/* At a federation hub: the change of a reported result waits for review. */
static void print_queued(const db_tournament *t, int series, int table, int game, int64_t id)
{
    printf(_("game %d of table %d, series %d in '%s' is a result a venue reported: the change "
             "waits in the review queue as #%lld ('skatsheet league review show %lld')\n"),
           game, table, series, t->name, (long long)id, (long long)id);
}

/* The Skat side of game add (edit = false) and game edit (edit = true). */
static int skat_game_put(cli_ctx *ctx, const cli_args *a, ops_tour *t, bool edit)
{
    where w = where_of(a);
    game_entry e;
    int rc = gameargs_entry(ctx, a, &e);
    if (rc != SK_OK)
        return rc;
    rc = lookup_tour_write_again(ctx, w.tournament, t);
    if (rc != SK_OK)
        return rc;
    db_game g;
    ops_table_sheet ts;
    rc = ops_game_put(ctx->db, t, &e, edit, &g, &ts, &ctx->err);
    if (rc == SK_OK && g.queued) {
        print_queued(&t->row, e.series, e.table_no, e.game_no, g.queued);
    } else if (rc == SK_OK) {
        if (g.o.null_below_bid)
            fprintf(stderr, _("skatsheet: warning: null value %d is below the bid %d: recorded as "
                            "lost (the opponents should have refused the announcement)\n"),
                    g.o.value, g.e.g.bid);
        if (g.o.bid_above_max) {
            char w[160];
            rules_bid_above_text(&g.e.g, &g.o, w, sizeof w);
            fprintf(stderr, "skatsheet: warning: %s\n", w);
        }
        confirm(ctx, t, &ts, &g,
                !edit       ? _("recorded game %d (dealer seat %d %s): ")
                : g.unchanged ? _("unchanged (nothing written): game %d (dealer seat %d %s): ")
                              : _("changed game %d (dealer seat %d %s): "));
        db_game_clear(&g);
        ops_table_sheet_free(&ts);
    }
    return rc;
}

static int skat_game_restore(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    where w = where_of(a);
    int rc = lookup_tour_write_again(ctx, w.tournament, t);
    if (rc != SK_OK)
        return rc;
    db_game g;
    ops_table_sheet ts;
    rc = ops_game_restore(ctx->db, t, w.series, w.table, w.game, cli_int(a, "version", 0),
                          &g, &ts, &ctx->err);
    if (rc == SK_OK && g.queued) {
        print_queued(&t->row, w.series, w.table, w.game, g.queued);
    } else if (rc == SK_OK) {
        confirm(ctx, t, &ts, &g, _("restored game %d (dealer seat %d %s): "));
        db_game_clear(&g);
        ops_table_sheet_free(&ts);
    }
    return rc;
}

static int skat_game_delete(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    where w = where_of(a);
    int rc = lookup_tour_write_again(ctx, w.tournament, t);
    if (rc != SK_OK)
        return rc;
    int64_t queued = 0;
    rc = ops_game_delete(ctx->db, t, w.series, w.table, w.game, NULL, &queued, &ctx->err);
    if (rc == SK_OK && queued)
        printf(_("game %d of table %d, series %d in '%s' is a result a venue reported: the "
                 "deletion waits in the review queue as #%lld ('skatsheet league review show "
                 "%lld')\n"), w.game, w.table, w.series, t->row.name, (long long)queued,
               (long long)queued);
    else if (rc == SK_OK)
        printf(_("deleted game %d of table %d, series %d in '%s' (kept in the history)\n"), w.game,
               w.table, w.series, t->row.name);
    return rc;
}

/* Print games (of one series), grouped by table, with running totals. */
static int print_games(cli_ctx *ctx, const db_tournament *t, const db_series *s, const db_game *g,
                       size_t n, const db_sub *subs, size_t nsubs)
{
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
            for (size_t k = 0; tab && k < nsubs; k++)
                if (subs[k].series_no == s->series_no && subs[k].table_no == cur)
                    sk_buf_printf(&b, _("      seat %d: %s from game %d on\n"), subs[k].seat,
                                  subs[k].name, subs[k].from_game);
        }
        db_table at; /* the seats as they were played in this game */
        if (tab)
            ops_subs_table_at(tab, subs, nsubs, s->series_no, g[i].e.game_no, &at);
        if (!g[i].e.passed && g[i].e.declarer >= 1 && g[i].e.declarer <= 4)
            run[g[i].e.declarer - 1] += g[i].o.score;
        sk_buf_printf(&b, _("%4d  dealer %d  "), g[i].e.game_no, g[i].dealer);
        describe(&g[i], tab ? &at : NULL, &b);
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

/* game list under house rules: per table each game with what the house
 * list books for it, then the list totals. */
static int print_house_games(cli_ctx *ctx, const ops_tour *ot, const db_series *s,
                             int table_no)
{
    const db_tournament *t = &ot->row;
    sk_buf b = {0};
    int rc = SK_OK;
    size_t shown = 0;
    for (size_t k = 0; rc == SK_OK && k < s->ntables; k++) {
        if (table_no && s->tables[k].table_no != table_no)
            continue;
        ops_house_table ht;
        rc = ops_house_table_load(ctx->db, ot, s->series_no, s->tables[k].table_no, &ht,
                                  &ctx->err);
        if (rc != SK_OK)
            break;
        if (ht.nrows)
            sk_buf_printf(&b, _("%stable %d, series %d\n"), shown ? "\n" : "", ht.ts.table.table_no,
                          s->series_no);
        for (size_t i = 0; i < ht.nrows; i++) {
            const db_game *g = ht.rows[i].game;
            sk_buf_printf(&b, _("%4d  dealer %d  "), g->e.game_no, g->dealer);
            describe(g, &ht.ts.table, &b);
            sk_buf_add(&b, "\n      ");
            house_booked(&ht, &ht.rows[i], &b);
        }
        if (ht.nrows) {
            house_running(t, &ht, &b);
            shown++;
        }
        ops_house_table_free(&ht);
    }
    if (rc == SK_OK && !shown)
        sk_buf_printf(&b, _("no games recorded in series %d of '%s'\n"), s->series_no, t->name);
    if (rc == SK_OK)
        fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    return rc;
}

/* game list: the tournament's series (and the table, when given). */
static int list_where(cli_ctx *ctx, const cli_args *a, ops_tour *t, where *w, db_series *s)
{
    *w = where_of(a);
    int rc = lookup_tour_series(ctx, w->tournament, w->series, t, s);
    if (rc == SK_OK && w->table) {
        db_table tab;
        rc = db_table_get(ctx->db, t->row.id, w->series, w->table, &tab, &ctx->err);
        db_table_clear(&tab);
        if (rc != SK_OK)
            db_series_clear(s);
    }
    return rc;
}

/* The Skat side of game list: the games and substitutions, under house
 * rules the games as the list books them. */
static int skat_game_list(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    bool house = ops_form_of(&t->rules) == OPS_FORM_HOUSE;
    where w;
    db_series s;
    int rc = list_where(ctx, a, t, &w, &s);
    if (rc != SK_OK)
        return rc;
    db_game *g = NULL;
    size_t n = 0;
    db_sub *subs = NULL;
    size_t nsubs = 0;
    if (house) {
        rc = print_house_games(ctx, t, &s, w.table);
    } else {
        rc = db_game_list(ctx->db, t->row.id, w.series, w.table, &g, &n, &ctx->err);
        if (rc == SK_OK)
            rc = db_subs_list(ctx->db, t->row.id, w.series, &subs, &nsubs, &ctx->err);
        if (rc == SK_OK)
            rc = print_games(ctx, &t->row, &s, g, n, subs, nsubs);
    }
    db_subs_free(subs, nsubs);
    db_games_free(g, n);
    db_series_clear(&s);
    return rc;
}

static int skat_game_history(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    where w = where_of(a);
    db_series s;
    int rc = lookup_tour_series(ctx, w.tournament, w.series, t, &s);
    if (rc != SK_OK)
        return rc;
    db_audit *au = NULL;
    size_t n = 0;
    rc = db_game_history(ctx->db, t->row.id, w.series, w.table, w.game, &au, &n, &ctx->err);
    /* under house rules where the dealer can stay, the house dealer of each
     * game number as the table stands now (B.4.7; the Ramsch's "-") */
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = ops_house_games_dealers(ctx->db, t, &au[i].old, 1, &ctx->err);
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
            sk_buf_printf(&b, _("%s  %-6s  table %d game %d, %s: "), changed, outfmt_action(au[i].action),
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
    return rc;
}

/* The commands of each family (clifam.h): Skat's here (the same for both
 * Skat forms; they differ in what a game books and how the list reads),
 * Schafkopf's in cmd_schafkopf.c. */
static const cli_family skat = {
    .game_put = skat_game_put,
    .game_delete = skat_game_delete,
    .game_restore = skat_game_restore,
    .game_list = skat_game_list,
    .game_history = skat_game_history,
};
static const cli_sides sides = {.isko = &skat, .house = &skat,
                                 .schafkopf = &cli_family_schafkopf};

/* The commands: each asks its tournament's family's side. */
static int put(cli_ctx *ctx, const cli_args *a, bool edit)
{
    ops_tour t;
    int rc = cli_family_peek_write(ctx, a, &sides, &t)->game_put(ctx, a, &t, edit);
    ops_tour_clear(&t);
    return rc;
}

/* game add and game edit (CLI_STEP on its row), with --declarer NAME and
 * the like as seats */
int cmd_game_put(cli_ctx *ctx, const cli_args *a)
{
    return cliseat_put(ctx, a, put);
}

/* game delete (CLI_STEP on its row) and game restore: the tournament a
 * write goes to, peeked at */
int cmd_game_delete_restore(cli_ctx *ctx, const cli_args *a)
{
    ops_tour t;
    const cli_family *f = cli_family_peek_write(ctx, a, &sides, &t);
    int rc = (ctx->cmd->flags & CLI_STEP ? f->game_delete : f->game_restore)(ctx, a, &t);
    ops_tour_clear(&t);
    return rc;
}

/* game list and history: main peeked at the tournament (CLI_PEEK) */
int cmd_game_list(cli_ctx *ctx, const cli_args *a)
{
    return cli_family_side(ctx->tour, &sides)->game_list(ctx, a, ctx->tour);
}

int cmd_game_history(cli_ctx *ctx, const cli_args *a)
{
    return cli_family_side(ctx->tour, &sides)->game_history(ctx, a, ctx->tour);
}
