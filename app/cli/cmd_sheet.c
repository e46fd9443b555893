/* cmd_sheet.c - `sheet show` (a table's score sheet as text) and `sheet pdf`
 * (the score sheets of a series, one A4 page per table). */
#include "i18n.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "seriesdraw.h"
#include "entrylinks.h"
#include "clifam.h"
#include "lookup.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "db_standings.h"
#include "db_subs.h"
#include "seatsub.h"
#include "outfmt.h"
#include "rep_pdf.h"
#include "seeger.h"
#include "sheet.h"
#include "tablesheet.h"
#include "housegame.h"
#include "housetable.h"

/* ---- sheet show ---- */

typedef struct sheet_show_ctx {
    const db_tournament *t;
    const db_table *table;
    int found;
    const db_sub *subs;  /* the series' substitutions (game sub) */
    size_t nsubs;
} sheet_show_ctx;

/* The name of player id at the table or among its substitutes. */
static const char *player_name(const sheet_show_ctx *c, int64_t id)
{
    for (int i = 0; i < c->table->size; i++)
        if (c->table->seats[i].player_id == id && c->table->seats[i].name)
            return c->table->seats[i].name;
    for (size_t i = 0; i < c->nsubs; i++)
        if (c->subs[i].player_id == id)
            return c->subs[i].name;
    return "?";
}

/* Under the seats' blocks of a table where a seat changed players: who
 * played from which game, and each one's block of his own games. */
static void show_subs(const sheet_show_ctx *c, const db_sheet_table *tb, const sheet *s,
                      sk_buf *b)
{
    for (size_t i = 0; i < tb->nsubs; i++)
        sk_buf_printf(b, _("seat %d: %s from game %d on\n"), tb->subs[i].seat,
                      player_name(c, tb->subs[i].player), tb->subs[i].from_game);
    stand_block *bl = xmalloc(((size_t)tb->size + tb->nsubs) * sizeof *bl);
    size_t nb = subs_blocks(s, tb->player, tb->subs, tb->nsubs, tb->series_no, bl);
    for (size_t i = 0; i < nb; i++)
        sk_buf_printf(b, _("  %s: game points %d, won %d, lost %d, others' lost games %d, "
                           "total %d\n"),
                      player_name(c, bl[i].player), bl[i].game_points, bl[i].won, bl[i].lost,
                      bl[i].others_lost, stand_block_total(&bl[i]));
    free(bl);
}

static void seat_label(char *buf, size_t n, const db_table *t, int seat)
{
    const char *name = t->seats[seat - 1].name ? t->seats[seat - 1].name : "";
    snprintf(buf, n, "%d %s", seat, name);
}

static int show_table(void *arg, const db_sheet_table *tb, sk_err *err)
{
    sheet_show_ctx *c = arg;
    sheet s;
    if (ops_sheet_of(c->t, tb, &s, err) != SK_OK)
        return SK_FAIL;
    c->found++;
    int size = tb->size;
    int w[SHEET_MAX_SEATS + 1];
    char tmp[300];
    sk_buf b = {0};
    sk_buf_printf(&b, _("%s, series %d, table %d: %d players, %d games, seat %d deals first\n\n"),
                  c->t->name, tb->series_no, tb->table_no, size, s.series_games, s.first_dealer);
    for (int seat = 1; seat <= size; seat++) {
        seat_label(tmp, sizeof tmp, c->table, seat);
        w[seat] = sk_utf8_width(tmp);
        sheet_others_text(&s.seat[seat], size, tmp, sizeof tmp);
        if (w[seat] < sk_utf8_width(tmp))
            w[seat] = sk_utf8_width(tmp);
        if (w[seat] < 7)
            w[seat] = 7;
    }
    sk_buf_add(&b, _("Game Dealer"));
    for (int seat = 1; seat <= size; seat++) {
        seat_label(tmp, sizeof tmp, c->table, seat);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, tmp, w[seat], true);
    }
    sk_buf_add(&b, _("  Value  Note\n"));
    for (int i = 0; i < s.series_games; i++) {
        const sheet_row *r = &s.rows[i];
        outfmt_pad_int(&b, r->game_no, 4);
        sk_buf_add(&b, " ");
        outfmt_pad_int(&b, r->dealer, 6);
        for (int seat = 1; seat <= size; seat++) {
            sk_buf_add(&b, "  ");
            if (r->declarer == seat)
                outfmt_pad_int(&b, r->running, w[seat]);
            else if (r->dealer == seat && size == 4)
                sk_buf_pad(&b, "\xc2\xb7", w[seat], true); /* · the dealer sits out */
            else
                sk_buf_pad(&b, "", w[seat], true);
        }
        sk_buf_add(&b, "  ");
        if (r->marks & SHEET_PLAYED) /* as on the PDF sheet: lost = -2 x value */
            outfmt_pad_int(&b, r->score, 5);
        else
            sk_buf_pad(&b, "", 5, true);
        const char *note = r->marks & SHEET_PASSED    ? _("passed")
                           : r->marks & SHEET_OVERBID ? _("lost (overbid)")
                           : r->marks & SHEET_LOST    ? _("lost")
                           : r->marks & SHEET_MISSING ? "-"
                                                      : "";
        if (*note) {
            sk_buf_add(&b, "  ");
            sk_buf_add(&b, note);
        }
        if (r->marks & SHEET_DEALER_DECLARER)
            sk_buf_add(&b, _(" (declarer deals: invalid)"));
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
    char won_lost[64];
    snprintf(won_lost, sizeof won_lost, _("(Won - lost) x %d"), SEEGER_WON_LOST);
    const char *labels[6] = {_("Game points"), _("Won"), _("Lost"), won_lost,
                             _("Others' lost games"), _("Total")};
    for (int line = 0; line < 6; line++) {
        sk_buf_pad(&b, labels[line], lw, false);
        for (int seat = 1; seat <= size; seat++) {
            const sheet_seat *ss = &s.seat[seat];
            int vals[6] = {ss->game_points, ss->won, ss->lost, ss->won_lost_bonus,
                           ss->opponents_bonus, ss->total};
            sk_buf_add(&b, "  ");
            if (line == 4) {
                sheet_others_text(ss, size, tmp, sizeof tmp);
                sk_buf_pad(&b, tmp, w[seat], true);
            } else {
                outfmt_pad_int(&b, vals[line], w[seat]);
            }
        }
        sk_buf_add(&b, "\n");
    }
    if (tb->nsubs) {
        sk_buf_add(&b, "\n");
        show_subs(c, tb, &s, &b);
    }
    sk_buf_printf(&b, _("\n%d played, %d passed, %d missing\n"), s.played, s.passed, s.missing);
    if (s.beyond)
        sk_buf_printf(&b, sk_ntr("%d game beyond the series length not booked (see skatsheet check)\n",
                                 "%d games beyond the series length not booked (see skatsheet check)\n",
                                 (unsigned long)s.beyond), s.beyond);
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    sheet_free(&s);
    return SK_OK;
}

/* ---- sheet show under house rules ---- */

static const char *house_mode_words(const house_profile *p)
{
    return p->list_mode == HOUSE_LIST_MINUS       ? _("minus list (best: closest to 0)")
           : p->list_mode == HOUSE_LIST_BIERLACHS ? _("Bierlachs (minus list in rounds)")
                                                  : _("plain list (declarer only)");
}

/* The game column of a house row. */
static void house_game_text(const db_game *g, int size, sk_buf *b)
{
    if (g->e.passed && g->e.h.ramsch) {
        housegame_describe(&g->e.h, size, g->dealer, b);
    } else if (g->e.passed) {
        sk_buf_add(b, _("passed"));
    } else {
        sk_buf_printf(b, "%d: ", g->e.declarer);
        game_describe_short(&g->e.g, b);
        sk_buf_printf(b, ", %s %d", g->o.won ? _("won") : _("lost"), g->o.value);
    }
}

/* A table's house list: one row per recorded game with the running totals
 * under every seat the game booked, the entry, the marks and the game;
 * under it the list totals, won/lost, Lachse and Seeger-Fabian. */
static int show_house_table(cli_ctx *ctx, const ops_tour *ot, int series, int table_no)
{
    const db_tournament *t = &ot->row;
    ops_house_table ht;
    int rc = ops_house_table_load(ctx->db, ot, series, table_no, &ht, &ctx->err);
    if (rc != SK_OK)
        return rc;
    const db_table *tab = &ht.ts.table;
    int size = tab->size, w[SHEET_MAX_SEATS + 1];
    bool lachs = ht.p.list_mode == HOUSE_LIST_BIERLACHS;
    char tmp[300];
    sk_buf b = {0};
    sk_buf_printf(&b, _("%s, series %d, table %d: %d players, %d games, seat %d deals first\n"),
                  t->name, series, table_no, size, ht.ts.rules.series_games,
                  ht.ts.rules.first_dealer);
    sk_buf_printf(&b, _("house rules %s: %s"), ht.p.name, house_mode_words(&ht.p));
    if (lachs)
        sk_buf_printf(&b, _(", a Lachs at %d"), ht.list.target);
    sk_buf_add(&b, "\n");
    sk_buf_add(&b, _("marks: K Kontra, R Re, S Supra, H Hirsch, B Bock (x2), RR Ramsch round, "
                     "GH Grand Hand instead of Ramsch\n\n"));
    for (int seat = 1; seat <= size; seat++) {
        seat_label(tmp, sizeof tmp, tab, seat);
        w[seat] = sk_utf8_width(tmp);
        if (w[seat] < 7)
            w[seat] = 7;
    }
    int gw = sk_utf8_width(C_("column", "Game")) > 4 ? sk_utf8_width(C_("column", "Game")) : 4;
    int dw = sk_utf8_width(C_("column", "Dealer")) > 6 ? sk_utf8_width(C_("column", "Dealer")) : 6;
    sk_buf_pad(&b, C_("column", "Game"), gw, false);
    sk_buf_add(&b, " ");
    sk_buf_pad(&b, C_("column", "Dealer"), dw, false);
    for (int seat = 1; seat <= size; seat++) {
        seat_label(tmp, sizeof tmp, tab, seat);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, tmp, w[seat], true);
    }
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, C_("column", "Marks"), 8, false);
    sk_buf_add(&b, "  ");
    sk_buf_add(&b, C_("column", "Game"));
    sk_buf_add(&b, "\n");
    for (size_t i = 0; i < ht.nrows; i++) {
        const ops_house_row *r = &ht.rows[i];
        const db_game *g = r->game;
        outfmt_pad_int(&b, g->e.game_no, gw);
        sk_buf_add(&b, " ");
        outfmt_pad_int(&b, g->dealer, dw);
        for (int seat = 1; seat <= size; seat++) {
            sk_buf_add(&b, "  ");
            if (r->step.r.entry[seat - 1] != 0 || (r->step.lachs_lost & (1u << (seat - 1))))
                outfmt_pad_int(&b, r->reached[seat - 1], w[seat]);
            else if (g->dealer == seat && size == 4)
                sk_buf_pad(&b, "\xc2\xb7", w[seat], true); /* · the dealer sits out */
            else
                sk_buf_pad(&b, "", w[seat], true);
        }
        sk_buf_add(&b, "  ");
        sk_buf m = {0};
        ops_house_marks(r, &m);
        sk_buf_pad(&b, sk_buf_str(&m), 8, false);
        sk_buf_free(&m);
        sk_buf_add(&b, "  ");
        house_game_text(g, size, &b);
        for (int seat = 1; seat <= size; seat++) {
            if (r->step.r.entry[seat - 1] == 0)
                continue;
            sk_buf_printf(&b, "; %d: %+d", seat, r->step.r.entry[seat - 1]);
        }
        for (int seat = 1; seat <= size; seat++)
            if (r->step.lachs_lost & (1u << (seat - 1)))
                sk_buf_printf(&b, _("; seat %d loses a Lachs (totals restart at 0)"), seat);
        while (b.len && b.s[b.len - 1] == ' ')
            b.s[--b.len] = 0;
        sk_buf_add(&b, "\n");
    }
    if (ht.nrows == 0)
        sk_buf_add(&b, _("(no games recorded yet)\n"));
    int lw = 22;
    sk_buf_add(&b, "\n");
    sk_buf_pad(&b, "", lw, false);
    for (int seat = 1; seat <= size; seat++) {
        seat_label(tmp, sizeof tmp, tab, seat);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, tmp, w[seat], true);
    }
    sk_buf_add(&b, "\n");
    const house_list *l = &ht.list;
    const char *labels[] = {lachs ? _("List (this round)") : _("List"), _("Won"), _("Lost"),
                            "Lachse", "Seeger-Fabian"};
    for (int line = 0; line < 5; line++) {
        if (line == 3 && !lachs)
            continue;
        sk_buf_pad(&b, labels[line], lw, false);
        for (int seat = 1; seat <= size; seat++) {
            int vals[5] = {l->total[seat - 1], l->won[seat - 1], l->lost[seat - 1],
                           l->lachse[seat - 1], l->seeger[seat - 1]};
            sk_buf_add(&b, "  ");
            outfmt_pad_int(&b, vals[line], w[seat]);
        }
        sk_buf_add(&b, "\n");
    }
    sk_buf_add(&b, "\n");
    sk_buf_printf(&b, _("%zu of %d games recorded"), ht.nrows, ht.ts.rules.series_games);
    if ((int)ht.nrows < ht.ts.rules.series_games) {
        if (ht.next.ramsch_round || ht.p.ramsch_only_evening)
            sk_buf_printf(&b, _("; game %d is a Ramsch (or a Grand Hand instead)"), ht.next.game_no);
        else if (ht.next.factor > 1)
            sk_buf_printf(&b, _("; game %d is Bock x%d"), ht.next.game_no, ht.next.factor);
    }
    sk_buf_add(&b, "\n");
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    ops_house_table_free(&ht);
    return SK_OK;
}

/* sheet show of a Skat tournament: the tournament and the table (*table:
 * the caller db_table_clears it). */
static int show_where(cli_ctx *ctx, const cli_args *a, ops_tour *t, int *series, int *table_no,
                      db_table *table)
{
    memset(table, 0, sizeof *table);
    if (cli_has(a, "format"))
        return cli_usage(ctx, _("--format is for Schafkopf lists; a Skat sheet is text"));
    *series = (int)cli_int(a, "series", 0);
    *table_no = (int)cli_int(a, "table", 0);
    int rc = lookup_tour_again(ctx, cli_str(a, "tournament"), t);
    if (rc == SK_OK)
        rc = db_table_get(ctx->db, t->row.id, *series, *table_no, table, &ctx->err);
    return rc;
}

/* The Skat side of sheet show under tournament scoring: the score sheet. */
static int isko_sheet_show(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    int series, table_no;
    db_table table;
    int rc = show_where(ctx, a, t, &series, &table_no, &table);
    db_sub *subs = NULL;
    size_t nsubs = 0;
    if (rc == SK_OK)
        rc = db_subs_list(ctx->db, t->row.id, series, &subs, &nsubs, &ctx->err);
    sheet_show_ctx c = {&t->row, &table, 0, subs, nsubs};
    if (rc == SK_OK)
        rc = db_sheet_each(ctx->db, t->row.id, series, table_no, show_table, &c, &ctx->err);
    db_subs_free(subs, nsubs);
    if (rc == SK_OK && !c.found)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("series %d has no table %d"), series, table_no);
    db_table_clear(&table);
    return rc;
}

/* The Skat side of sheet show under house rules: the table's list. */
static int house_sheet_show(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    int series, table_no;
    db_table table;
    int rc = show_where(ctx, a, t, &series, &table_no, &table);
    db_table_clear(&table);
    if (rc == SK_OK)
        rc = show_house_table(ctx, t, series, table_no);
    return rc;
}

/* ---- sheet pdf ---- */

typedef struct sheet_data {
    rep_sheet rs;
    ops_table_sheet ts;
    const rules_game **gp;
    const rules_outcome **op;
    /* house rules: the list */
    ops_house_table ht;
    rep_house_sheet hs;
    rep_house_row *hrows;
    char **texts;            /* marks and game text of each row (2 per row) */
    char title[200];
} sheet_data;


/* The house list of a table for the PDF (d->ht loaded). */
static void house_sheet(sheet_data *d)
{
    const ops_house_table *ht = &d->ht;
    rep_house_sheet *hs = &d->hs;
    int n = ht->ts.table.size;
    snprintf(d->title, sizeof d->title, "%s: %s", ht->p.name, house_mode_words(&ht->p));
    hs->title = d->title;
    hs->bierlachs = ht->p.list_mode == HOUSE_LIST_BIERLACHS;
    hs->nrows = (int)ht->nrows;
    d->hrows = xcalloc(ht->nrows ? ht->nrows : 1, sizeof *d->hrows);
    d->texts = xcalloc(2 * (ht->nrows ? ht->nrows : 1), sizeof *d->texts);
    for (size_t i = 0; i < ht->nrows; i++) {
        const ops_house_row *r = &ht->rows[i];
        rep_house_row *o = &d->hrows[i];
        for (int k = 0; k < n && k < SHEET_MAX_SEATS; k++) {
            if (r->step.r.entry[k] || (r->step.lachs_lost & (1u << k)))
                o->booked |= 1u << k;
            o->reached[k] = r->reached[k];
        }
        o->lachs = r->step.lachs_lost;
        sk_buf m = {0}, g = {0};
        ops_house_marks(r, &m);
        house_game_text(r->game, n, &g);
        d->texts[2 * i] = sk_buf_take(&m);
        d->texts[2 * i + 1] = sk_buf_take(&g);
        o->marks = d->texts[2 * i] ? d->texts[2 * i] : "";
        o->game = d->texts[2 * i + 1] ? d->texts[2 * i + 1] : "";
    }
    hs->rows = d->hrows;
    for (int k = 0; k < n && k < SHEET_MAX_SEATS; k++) {
        hs->total[k] = ht->list.total[k];
        hs->won[k] = ht->list.won[k];
        hs->lost[k] = ht->list.lost[k];
        hs->lachse[k] = ht->list.lachse[k];
        hs->seeger[k] = ht->list.seeger[k];
    }
    d->rs.house = hs;
    d->rs.sh = &ht->ts.sh; /* not blank */
}

/* A blank house list (--blank under house rules): the mode's columns and
 * block (marks K/R/S/H, B, RR, GH; running totals under the seats; won,
 * lost, Lachse for a Bierlachs, Seeger-Fabian, the list) with no games.
 * The title names the rules, and for a Bierlachs the target at a table of
 * size players.  hs and title (size n) are the caller's. */
void cli_blank_house(const house_profile *p, int size, rep_house_sheet *hs, char *title,
                     size_t n)
{
    memset(hs, 0, sizeof *hs);
    int len = snprintf(title, n, "%s: %s", p->name, house_mode_words(p));
    if (p->list_mode == HOUSE_LIST_BIERLACHS && len > 0 && (size_t)len < n) {
        int target = p->bierlachs_target ? p->bierlachs_target : size == 3 ? 301 : 401;
        if (p->bierlachs_target_plus_day)
            snprintf(title + len, n - (size_t)len, _(", a Lachs at %d + the day of the month"),
                     target);
        else
            snprintf(title + len, n - (size_t)len, _(", a Lachs at %d"), target);
    }
    hs->title = title;
    hs->bierlachs = p->list_mode == HOUSE_LIST_BIERLACHS;
}

static int load_sheet(cli_ctx *ctx, const ops_tour *ot, bool house, int series,
                      const db_table *tb, bool blank, sheet_data *d)
{
    const db_tournament *t = &ot->row;
    memset(d, 0, sizeof *d);
    game_table_rules tr;
    db_tournament_table_rules(t, tb->size, &tr);
    rep_sheet *rs = &d->rs;
    rs->series = series;
    rs->table_no = tb->table_no;
    rs->table_size = tb->size;
    rs->series_games = tr.series_games;
    rs->first_dealer = tr.first_dealer;
    for (int k = 0; k < tb->size && k < SHEET_MAX_SEATS; k++) {
        rs->names[k] = tb->seats[k].name;
        rs->start_no[k] = tb->seats[k].number;
    }
    if (blank && house) {
        int rc = ops_tour_ok(ot, &ctx->err);
        if (rc == SK_OK) {
            cli_blank_house(&ot->rules.house, tb->size, &d->hs, d->title, sizeof d->title);
            rs->house = &d->hs;
        }
        return rc;
    }
    if (blank)
        return SK_OK;
    if (house) {
        int rc = ops_house_table_load(ctx->db, ot, series, tb->table_no, &d->ht, &ctx->err);
        if (rc == SK_OK)
            house_sheet(d);
        return rc;
    }
    int rc = ops_table_sheet_load(ctx->db, ot, series, tb->table_no, &d->ts, &ctx->err);
    if (rc != SK_OK)
        return rc;
    d->gp = xcalloc((size_t)tr.series_games, sizeof *d->gp);
    d->op = xcalloc((size_t)tr.series_games, sizeof *d->op);
    for (size_t i = 0; i < d->ts.ngames; i++) {
        const db_game *g = &d->ts.games[i];
        if (!g->e.passed && g->e.game_no >= 1 && g->e.game_no <= tr.series_games) {
            d->gp[g->e.game_no - 1] = &g->e.g;
            d->op[g->e.game_no - 1] = &g->o;
        }
    }
    rs->sh = &d->ts.sh;
    rs->games = d->gp;
    rs->outcomes = d->op;
    return SK_OK;
}

static void sheet_data_free(sheet_data *d)
{
    for (int i = 0; d->texts && i < 2 * d->hs.nrows; i++)
        free(d->texts[i]);
    free(d->texts);
    free(d->hrows);
    ops_house_table_free(&d->ht);
    ops_table_sheet_free(&d->ts);
    free(d->gp);
    free(d->op);
    memset(d, 0, sizeof *d);
}

/* --blank for a series of the tournament not drawn yet: one sheet per
 * table the draw would make now (seriesdraw's sizes), with no names, to
 * hand out before the draw.  Returns -1 when the series is drawn (the
 * caller prints it as usual). */
static int blank_undrawn(cli_ctx *ctx, const cli_args *a, ops_tour *ot, bool house,
                         const char *file, int series, int table_no)
{
    int rc = lookup_tour_again(ctx, cli_str(a, "tournament"), ot);
    if (rc != SK_OK)
        return rc;
    const db_tournament *t = &ot->row;
    int *nos = NULL, *sizes = NULL;
    size_t nnos = 0, ntables = 0;
    rc = db_series_numbers(ctx->db, t->id, &nos, &nnos, &ctx->err);
    bool drawn = false;
    for (size_t i = 0; i < nnos; i++)
        drawn = drawn || nos[i] == series;
    free(nos);
    if (rc == SK_OK && drawn)
        return -1;
    if (rc == SK_OK && series > t->series_count)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("series %d does not exist: '%s' has %d series"),
                        series, t->name, t->series_count);
    if (rc == SK_OK)
        rc = ops_series_table_sizes(ctx->db, ot, series, &sizes, &ntables, &ctx->err);
    if (rc == SK_OK && table_no > (int)ntables)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("--table %d: series %d is not drawn and would "
                        "have %zu tables"), table_no, series, ntables);
    house = house && rc == SK_OK;
    if (house)
        rc = ops_tour_ok(ot, &ctx->err);
    if (rc == SK_OK) {
        rep_sheet *rs = xcalloc(ntables ? ntables : 1, sizeof *rs);
        /* house rules: the blank list of the mode (one per table size) */
        rep_house_sheet hs[2];
        char titles[2][200];
        if (house)
            for (int k = 0; k < 2; k++)
                cli_blank_house(&ot->rules.house, 3 + k, &hs[k], titles[k], sizeof titles[k]);
        size_t nd = 0;
        for (size_t i = 0; i < ntables; i++) {
            if (table_no && (int)i + 1 != table_no)
                continue;
            game_table_rules tr;
            db_tournament_table_rules(t, sizes[i], &tr);
            rs[nd++] = (rep_sheet){.series = series, .table_no = (int)i + 1,
                                   .table_size = sizes[i], .series_games = tr.series_games,
                                   .first_dealer = tr.first_dealer,
                                   .house = house ? &hs[sizes[i] == 4] : NULL};
        }
        rep_doc doc = {t->name, t->date, NULL, outfmt_lang(a)};
        rc = rep_pdf_sheets(file, &doc, rs, (int)nd, true, &ctx->err);
        free(rs);
        if (rc == SK_OK)
            printf(sk_ntr("wrote %s (%zu blank table: series %d is not drawn yet, no names)\n",
                          "wrote %s (%zu blank tables: series %d is not drawn yet, no names)\n",
                          nd), file, nd, series);
    }
    free(sizes);
    return rc;
}

/* The Skat side of sheet pdf: the score sheets (house: the lists). */
static int skat_sheet_pdf(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    bool house = ops_form_of(&ot->rules) == OPS_FORM_HOUSE;
    const char *file = a->pos[0];
    int series = (int)cli_int(a, "series", 0), table_no = (int)cli_int(a, "table", 0);
    bool blank = cli_has(a, "blank");
    db_series s;
    if (blank) { /* a series not drawn yet: sheets without names */
        int rc = blank_undrawn(ctx, a, ot, house, file, series, table_no);
        if (rc != -1)
            return rc;
    }
    int rc = lookup_tour_series(ctx, cli_str(a, "tournament"), series, ot, &s);
    if (rc != SK_OK)
        return rc;
    const db_tournament *t = &ot->row;
    sheet_data *d = xcalloc(s.ntables ? s.ntables : 1, sizeof *d);
    size_t nd = 0;
    for (size_t i = 0; rc == SK_OK && i < s.ntables; i++) {
        if (table_no && s.tables[i].table_no != table_no)
            continue;
        rc = load_sheet(ctx, ot, house, series, &s.tables[i], blank, &d[nd]);
        nd++;
    }
    if (rc == SK_OK && nd == 0)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("--table %d: series %d has no table %d"), table_no,
                        series, table_no);
    if (rc == SK_OK) {
        rep_sheet *rs = xcalloc(nd, sizeof *rs);
        for (size_t i = 0; i < nd; i++)
            rs[i] = d[i].rs;
        /* a seat whose player changed (game sub): both names on its column */
        db_sub *subs = NULL;
        size_t nsubs = 0;
        if (!house && !blank)
            rc = db_subs_list(ctx->db, t->id, series, &subs, &nsubs, &ctx->err);
        sk_buf *heads = xcalloc(nd * SHEET_MAX_SEATS, sizeof *heads);
        for (size_t k = 0; k < nsubs; k++)
            for (size_t i = 0; i < nd; i++) {
                int st = subs[k].seat - 1;
                if (rs[i].table_no != subs[k].table_no || st < 0 || st >= rs[i].table_size)
                    continue;
                sk_buf *h = &heads[i * SHEET_MAX_SEATS + (size_t)st];
                if (!h->len)
                    sk_buf_add(h, rs[i].names[st] ? rs[i].names[st] : "");
                sk_buf_printf(h, _(", from game %d: %s"), subs[k].from_game, subs[k].name);
                rs[i].names[st] = sk_buf_str(h);
            }
        /* blank sheets carry the tables' entry codes */
        ops_entry_link *l = NULL;
        size_t nl = 0;
        rep_entry *en = NULL;
        if (blank) {
            rc = ops_entry_links(ctx->db, t, series, false, false, 0, cli_str(a, "url"), &l,
                                 &nl, NULL, &ctx->err);
            en = rc == SK_OK ? cli_entry_reps(l, nl) : NULL;
            for (size_t i = 0; rc == SK_OK && i < nd; i++)
                for (size_t k = 0; k < nl; k++)
                    if (en[k].table_no == rs[i].table_no)
                        rs[i].entry = &en[k];
        }
        rep_doc doc = {t->name, t->date, NULL, outfmt_lang(a)};
        if (rc == SK_OK)
            rc = rep_pdf_sheets(file, &doc, rs, (int)nd, blank, &ctx->err);
        free(rs);
        for (size_t k = 0; k < nd * SHEET_MAX_SEATS; k++)
            sk_buf_free(&heads[k]);
        free(heads);
        db_subs_free(subs, nsubs);
        if (rc == SK_OK) {
            printf(_("wrote %s (%zu %s)\n"), file, nd, nd == 1 ? _("table") : _("tables"));
            if (blank)
                rc = cli_entry_after_print(ctx, series, cli_str(a, "url"), l, nl);
        }
        free(en);
        ops_entry_links_free(l, nl);
    }
    for (size_t i = 0; i < nd; i++)
        sheet_data_free(&d[i]);
    free(d);
    db_series_clear(&s);
    return rc;
}

/* The commands of each family (clifam.h): Skat's here (the house list or
 * the tournament sheet; the PDF's asks its tournament which), Schafkopf's in
 * cmd_schafkopf.c. */
static const cli_family isko = {.sheet_show = isko_sheet_show, .sheet_pdf = skat_sheet_pdf};
static const cli_family house = {.sheet_show = house_sheet_show, .sheet_pdf = skat_sheet_pdf};
static const cli_sides sides = {.isko = &isko, .house = &house,
                                 .schafkopf = &cli_family_schafkopf};

/* sheet show and sheet pdf (CLI_STEP on its row): main peeked at the
 * tournament (CLI_PEEK) */
int cmd_sheet(cli_ctx *ctx, const cli_args *a)
{
    const cli_family *f = cli_family_side(ctx->tour, &sides);
    return (ctx->cmd->flags & CLI_STEP ? f->sheet_pdf : f->sheet_show)(ctx, a, ctx->tour);
}
