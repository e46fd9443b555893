/* cmd_tournament.c - `tournament create`, `tournament list`,
 * `tournament show`. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "text.h"
#include "schcli.h"
#include "lookup.h"
#include "removal.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "house.h"
#include "houseprof.h"
#include "houseset.h"
#include "db_schafkopf.h"
#include "moneyset.h"
#include "opsfam.h"
#include "schops.h"
#include "tournaments.h"

int cmd_tournament_create(cli_ctx *ctx, const cli_args *a)
{
    db_tournament t;
    db_tournament_defaults(&t);
    const char *name = a->pos[0], *date = cli_str(a, "date");
    char iso[11];
    if (date && !text_date_parse(date, iso))
        return sk_err_set(&ctx->err, SK_INVALID, _("--date '%s' is not a real date: write it as "
                          "15.01.2027 or 2027-01-15"), date);
    if (date)
        date = iso;
    t.series_count = (int)cli_int(a, "series", t.series_count);
    t.games4 = (int)cli_int(a, "games4", t.games4);
    t.games3 = (int)cli_int(a, "games3", t.games3);
    t.first_dealer = (int)cli_int(a, "first-dealer", t.first_dealer);
    t.name = (char *)name;
    t.date = (char *)date;
    int rc = schcli_create_opts(ctx, a, &t);
    int64_t id;
    if (rc == SK_OK)
        rc = ops_tournament_create(ctx->db, &t, &id, &ctx->err);
    char shown[32];
    text_date_show(date, sk_lang_get(), shown, sizeof shown);
    unsigned long ns = (unsigned long)t.series_count;
    if (rc == SK_OK && t.game)
        printf(sk_ntr("created tournament '%s' (%s): %d series, %d games per table and series, "
                      "four players at every table%s%s\n",
                      "created tournament '%s' (%s): %d series, %d games per table and series, "
                      "four players at every table%s%s\n", ns),
               name, t.game, t.series_count, t.games4, date ? ", " : "", shown);
    else if (rc == SK_OK)
        printf(sk_ntr("created tournament '%s': %d series, %d games at a 4-table, %d at a "
                      "3-table%s%s\n",
                      "created tournament '%s': %d series, %d games at a 4-table, %d at a "
                      "3-table%s%s\n", ns),
               name, t.series_count, t.games4, t.games3, date ? ", " : "", shown);
    if (rc == SK_OK) { /* a preset that plays for money, without a rate (issue 29) */
        t.id = id;
        ops_tour ot; /* its rules as they are stored */
        ops_tour_view(&t, &ot);
        sk_buf b = {0};
        if (ot.rules.fam->plays_for_money(&ot.rules) && ops_money_no_rate(&ot, &b))
            printf(_("note: %s\n"), sk_buf_str(&b));
        sk_buf_free(&b);
    }
    SK_FREE_ALL(t.game, t.rules, t.house, t.house_settings);
    return rc;
}

static const char *yesno(bool b)
{
    return b ? _("yes") : _("no");
}

/* The house-rule profile of a Skat tournament in words (B.6.3). */
static void show_house(const ops_tour *t)
{
    house_profile p = t->rules.house, pre;
    sk_err e;
    sk_err_clear(&e);
    if (ops_tour_ok(t, &e) != SK_OK) {
        printf(_("house rules: damaged (%s)\n"), e.msg);
        return;
    }
    char diff[4096];
    house_profile_preset(p.name, &pre, &e);
    house_settings_format(&p, &pre, diff, sizeof diff);
    if (!t->rules.fam->list_ranks) {
        printf(_("house rules: %s (tournament scoring, Seeger-Fabian; no house rules)\n"), p.name);
    } else {
        printf(_("house rules: %s\n"), p.name);
        printf(_("  list: %s\n"),
               p.list_mode == HOUSE_LIST_PLAIN   ? _("plain (declarer +V, lost -2V)")
               : p.list_mode == HOUSE_LIST_MINUS ? _("minus points only")
                                                 : "Bierlachs");
        if (p.list_mode == HOUSE_LIST_BIERLACHS) {
            if (p.bierlachs_target == 0)
                printf(_("  Bierlachs target: 301 at a 3-table, 401 at a 4-table\n"));
            else
                printf(_("  Bierlachs target: %d%s\n"), p.bierlachs_target,
                       p.bierlachs_target_plus_day ? _(" + day of the month") : "");
        }
        printf(_("  lost hand games: %s\n"), p.hand_not_punished ? _("-1 x value (Hand wird nicht bestraft)")
                                                              : _("-2 x value"));
        if (p.kontra_max_level > 0)
            printf(_("  Kontra: up to %s\n"), p.kontra_max_level == 1   ? "Kontra"
                                           : p.kontra_max_level == 2 ? "Re"
                                           : p.kontra_max_level == 3 ? "Supra"
                                                                     : "Hirsch");
        else
            printf(_("  Kontra: off\n"));
        printf(_("  Bock: %s\n"), p.bock_enabled ? _("on") : _("off"));
        printf(_("  Ramsch when all pass: %s; Ramsch round after a Bock round: %s\n"),
               yesno(p.ramsch_on_pass), yesno(p.ramsch_round_after_bock));
    }
    const money_settings *m = &p.money;
    if (p.list_mode == HOUSE_LIST_BIERLACHS)
        printf(_("  money: %d ct per Lachs\n"), p.bierlachs_price_ct);
    else if (m->rate_num == 0)
        printf("%s", _("  money: none per point (entry fees and prizes only; a rate: "
                       "money_rate=1/10)\n"));
    else
        /* as `money` settles it (ops_money_load): tournament scoring
         * settles the Seeger-Fabian totals */
        printf(m->basis == MONEY_BASIS_SEEGER || !t->rules.fam->list_ranks
                   ? _("  money: %d/%d ct per point (Seeger-Fabian totals)\n")
                   : _("  money: %d/%d ct per point (list totals)\n"),
               m->rate_num, m->rate_den);
    if (m->entry_fee_ct > 0 || m->nprizes > 0)
        printf(_("  entry fee: %d ct, %d prizes, %d %% paid out\n"), m->entry_fee_ct, m->nprizes,
               m->payout_percent);
    if (diff[0])
        printf(_("  changed from %s: %s\n"), p.name, diff);
}

/* The money settings changed after the tournament was created, and the
 * reminder when nothing sets what a point is worth (issue 29 item 7). */
static void show_money_changes(cli_ctx *ctx, const ops_tour *ot)
{
    const db_tournament *t = &ot->row;
    db_money_change *v = NULL;
    size_t n = 0;
    sk_err e;
    sk_err_clear(&e);
    if (db_money_changes(ctx->db, t->id, &v, &n, &e) == SK_OK)
        for (size_t i = 0; i < n; i++) {
            char when[40];
            sk_local_time(v[i].changed, when, sizeof when);
            printf(_("money settings changed %s: %s (was %s)\n"), when, v[i].after,
                   *v[i].before ? v[i].before : "-");
        }
    db_money_changes_free(v, n);
    sk_buf b = {0};
    if (ot->rules.fam->plays_for_money(&ot->rules) && ops_money_no_rate(ot, &b))
        printf(_("note: %s\n"), sk_buf_str(&b));
    sk_buf_free(&b);
}

int cmd_tournament_list(cli_ctx *ctx, const cli_args *a)
{
    (void)a;
    db_tournament *v;
    size_t n;
    int rc = db_tournament_list(ctx->db, &v, &n, &ctx->err);
    if (rc != SK_OK)
        return rc;
    int w = outfmt_col_width(sk_utf8_width(C_("column", "name")), v, n, sizeof *v,
                             offsetof(db_tournament, name));
    sk_buf b = {0};
    sk_buf_pad(&b, C_("column", "name"), w, false);
    sk_buf_add(&b, _("  date        series  games4  games3  state\n"));
    for (size_t i = 0; i < n; i++) {
        sk_buf_pad(&b, v[i].name, w, false);
        char shown[32];
        sk_buf_printf(&b, "  %-10s  %6d  %6d  %6d  %s\n",
                      v[i].date ? text_date_show(v[i].date, sk_lang_get(), shown, sizeof shown)
                                : "-",
                      v[i].series_count, v[i].games4, v[i].games3,
                      v[i].closed ? _("closed") : v[i].chosen ? _("open, default") : _("open"));
    }
    if (n == 0)
        sk_buf_add(&b, _("(no tournaments)\n"));
    outfmt_put(&b);
    db_tournaments_free(v, n);
    return SK_OK;
}

/* tournament show by family: the series length, the rules, the games a
 * series has recorded (of full). */
typedef struct show_family {
    void (*length)(const db_tournament *t);
    void (*rules)(const ops_tour *t);
    int (*recorded)(cli_ctx *ctx, const ops_tour *t, const db_series *se, size_t *n,
                    size_t *full);
} show_family;

static void skat_length(const db_tournament *t)
{
    printf(_("games per series: %d at a 4-table, %d at a 3-table\n"), t->games4, t->games3);
}

static int skat_recorded(cli_ctx *ctx, const ops_tour *ot, const db_series *se, size_t *n,
                         size_t *full)
{
    const db_tournament *t = &ot->row;
    db_game *g;
    if (db_game_list(ctx->db, t->id, se->series_no, 0, &g, n, &ctx->err) != SK_OK)
        return SK_FAIL;
    db_games_free(g, *n);
    *full = 0;
    for (size_t k = 0; k < se->ntables; k++)
        *full += (size_t)(se->tables[k].size == 4 ? t->games4 : t->games3);
    return SK_OK;
}

static void sch_length(const db_tournament *t)
{
    printf(_("games per series: %d at every table (four players)\n"), t->games4);
}

static int sch_recorded(cli_ctx *ctx, const ops_tour *ot, const db_series *se, size_t *n,
                        size_t *full)
{
    const db_tournament *t = &ot->row;
    db_sch_game *sg = NULL;
    if (db_sch_game_list(ctx->db, t->id, ot->rules.fam->game, se->series_no, 0, &sg, n,
                         &ctx->err) != SK_OK)
        return SK_FAIL;
    db_sch_games_free(sg, *n);
    *full = se->ntables * (size_t)t->games4;
    return SK_OK;
}

static const show_family skat_show = {skat_length, show_house, skat_recorded};
static const show_family sch_show = {sch_length, schcli_show_settings, sch_recorded};
static const show_family *const show_by[OPS_FORM_COUNT] = {
    [OPS_FORM_ISKO] = &skat_show, [OPS_FORM_HOUSE] = &skat_show,
    [OPS_FORM_SCHAFKOPF] = &sch_show};

int cmd_tournament_show(cli_ctx *ctx, const cli_args *a)
{
    /* the NAME, given as -t NAME or as the argument */
    const char *name = a->npos ? a->pos[0] : cli_str(a, "tournament");
    if (a->npos && cli_has(a, "tournament"))
        return cli_usage(ctx, _("give the tournament as NAME or as -t NAME, not both"));
    ops_tour ot = {0};
    int rc = lookup_tour(ctx, name, &ot);
    if (rc != SK_OK) {
        ops_tour_clear(&ot);
        return rc;
    }
    const db_tournament *t = &ot.row;
    const show_family *f = show_by[ops_form_of(&ot.rules)];
    printf(_("tournament: %s\n"), t->name);
    char shown[32];
    printf(_("date: %s\n"), t->date ? text_date_show(t->date, sk_lang_get(), shown, sizeof shown)
                                    : "-");
    printf(_("series: %d\n"), t->series_count);
    f->length(t);
    printf(_("first dealer: seat %d\n"), t->first_dealer);
    f->rules(&ot);
    show_money_changes(ctx, &ot);
    for (int s = 1; rc == SK_OK && s <= t->series_count; s++) {
        db_series se;
        sk_err e2;
        sk_err_clear(&e2);
        if (db_series_get(ctx->db, t->id, s, &se, &e2) != SK_OK) {
            printf(_("series %d: not drawn\n"), s);
            continue;
        }
        int players = 0;
        for (size_t k = 0; k < se.ntables; k++)
            players += se.tables[k].size;
        size_t n, full;
        rc = f->recorded(ctx, &ot, &se, &n, &full);
        if (rc == SK_OK)
            printf(sk_ntr("series %d: %zu table, %d players, %zu of %zu games recorded\n",
                          "series %d: %zu tables, %d players, %zu of %zu games recorded\n",
                          (unsigned long)se.ntables), s,
                   se.ntables, players, n, full);
        db_series_clear(&se);
    }
    ops_tour_clear(&ot);
    return rc;
}

/* tournament use, close, reopen, rename, remove: main looked up the
 * tournament NAME (CLI_TOUR | CLI_BY_NAME: ctx->tour). */
int cmd_tournament_use(cli_ctx *ctx, const cli_args *a)
{
    (void)a;
    const db_tournament *t = &ctx->tour->row;
    int rc = SK_OK;
    if (t->closed)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("tournament '%s' is closed: reopen it with "
                        "'skatsheet tournament reopen %s' first"), t->name, t->name);
    if (rc == SK_OK)
        rc = ops_tournament_use(ctx->db, t->id, &ctx->err);
    if (rc == SK_OK)
        printf(_("'%s' is now the default tournament\n"), t->name);
    return rc;
}

/* tournament close (CLI_STEP on its row) and tournament reopen */
int cmd_tournament_close_reopen(cli_ctx *ctx, const cli_args *a)
{
    (void)a;
    const db_tournament *t = &ctx->tour->row;
    bool closed = ctx->cmd->flags & CLI_STEP;
    int rc = SK_OK;
    if (t->closed == closed)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("tournament '%s' is already %s"), t->name,
                        closed ? _("closed") : _("open"));
    if (rc == SK_OK)
        rc = ops_tournament_set_closed(ctx->db, t->id, closed, &ctx->err);
    if (rc == SK_OK)
        printf(_("%s tournament '%s'\n"), closed ? _("closed") : _("reopened"), t->name);
    return rc;
}

int cmd_tournament_rename(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    int rc = ops_tournament_rename(ctx->db, t->id, a->pos[1], &ctx->err);
    if (rc == SK_OK)
        printf(_("renamed tournament '%s' to '%s'\n"), t->name, a->pos[1]);
    return rc;
}

int cmd_tournament_remove(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    ops_removal w;
    int rc = ops_tournament_removal(ctx->db, t, &w, &ctx->err);
    if (rc == SK_OK && w.asks && !cli_has(a, "force"))
        rc = sk_err_set(&ctx->err, SK_INVALID, _("tournament '%s' holds %s: add --force to remove "
                        "it with all of that"), t->name, w.what);
    if (rc == SK_OK)
        rc = ops_tournament_remove(ctx->db, t->id, &ctx->err);
    if (rc == SK_OK)
        printf(_("removed tournament '%s'%s%s\n"), t->name, *w.what ? _(" with ") : "", w.what);
    ops_removal_free(&w);
    return rc;
}

/* `tournament money NAME SETTINGS`, and `tournament rules` with money
 * settings only: at any time, the change kept (issue 29 item 7). */
static int money_change(cli_ctx *ctx, const ops_tour *ot, const char *text, int from_game)
{
    const db_tournament *t = &ot->row;
    char *before = NULL, *after = NULL;
    int rc = ops_money_change(ctx->db, ot, text, from_game, &before, &after, &ctx->err);
    if (rc == SK_OK) {
        printf(_("money settings of '%s' changed: %s (was %s)\n"), t->name, after,
               *before ? before : "-");
        sk_buf b = {0};
        ops_tour now = {0};
        if (lookup_tour(ctx, t->name, &now) == SK_OK && ops_money_no_rate(&now, &b))
            printf(_("note: %s\n"), sk_buf_str(&b));
        ops_tour_clear(&now);
        sk_buf_free(&b);
    }
    free(before);
    free(after);
    return rc;
}

/* tournament money and tournament rules: main looked up the tournament a
 * write to NAME goes to (CLI_TOUR_WRITE | CLI_BY_NAME: ctx->tour). */
int cmd_tournament_money(cli_ctx *ctx, const cli_args *a)
{
    return money_change(ctx, ctx->tour, a->pos[1], (int)cli_int(a, "from-game", 0));
}

int cmd_tournament_rules(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *t = ctx->tour;
    if (ops_money_text_only(t, a->pos[1])) /* money settings change any time */
        return money_change(ctx, t, a->pos[1], (int)cli_int(a, "from-game", 0));
    if (cli_has(a, "from-game"))
        return sk_err_set(&ctx->err, SK_INVALID,
                          _("--from-game: '%s' is not money settings only: only a money_rate "
                            "change applies from a game on"), a->pos[1]);
    house_profile p;
    int rc = ops_house_change(ctx->db, t, a->pos[1], &p, &ctx->err);
    if (rc == SK_OK) {
        printf(_("house rules of '%s' changed\n"), t->row.name);
        rc = lookup_tour(ctx, a->pos[0], t);
        if (rc == SK_OK)
            show_house(t);
    }
    return rc;
}
